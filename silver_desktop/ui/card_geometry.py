"""The geometry of a card face, shared by the art generator (``tools/make_art.py``) and the renderer.

All values are in the SVG user units of a face (``CARD_W`` × ``CARD_H``). The art leaves the name
banner empty; the program writes the card's name there in the current language.
"""

from __future__ import annotations

CARD_W = 250
CARD_H = 350
#: Corner radius of the card outline.
CORNER = 14
#: The empty banner for the localized name: x, y, width, height.
NAME_BANNER = (28.0, 252.0, 194.0, 36.0)
#: The centre and radius of the emblem medallion.
EMBLEM_CENTRE = (125.0, 166.0)
EMBLEM_RADIUS = 78.0
