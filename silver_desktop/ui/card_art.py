"""Crisp, cached pixmaps of the card art at any size and device pixel ratio.

Faces come from ``assets/cards/<card id>.svg`` with the card's name written into the empty banner in
the current language (the art bakes in no words). Backs, tokens and markers come from their own SVGs.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import card_type
from ..resources import asset
from .card_geometry import CARD_H, CARD_W, NAME_BANNER
from .fonts import ui_font

NAME_COLOUR = QColor("#2b2523")
#: behind a name that is larger than its banner
PLATE_COLOUR = QColor(250, 244, 232, 235)
#: The smallest name written on a card, in pixels (9 pt at 96 dpi); smaller cards carry none.
NAME_MIN_PX = 12
#: Pictures that are not card faces, by name, relative to ``assets/``.
PICTURES = {
    "back": "cards/back.svg",
    "amulet": "tokens/amulet.svg",
    "bullet": "tokens/bullet.svg",
    "coin-heads": "tokens/coin-heads.svg",
    "coin-tails": "tokens/coin-tails.svg",
    "guard": "markers/guard.svg",
    "table": "table.svg",
    "icon": "icon/silver-desktop.svg",
}


class CardArt:
    """Renders and caches card faces, backs, tokens and markers (needs a QGuiApplication)."""

    def __init__(self, capacity: int = 600) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._capacity = capacity

    def _renderer(self, relative: str) -> QSvgRenderer:
        renderer = self._renderers.get(relative)
        if renderer is None:
            path = asset(*relative.split("/"))
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"missing or invalid art: {path}")
            self._renderers[relative] = renderer
        return renderer

    def _cached(self, key: tuple[object, ...]) -> QPixmap | None:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
        return pixmap

    def _store(self, key: tuple[object, ...], pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        if len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return pixmap

    @staticmethod
    def card_size(height: float) -> QSize:
        """The logical size of a card ``height`` pixels tall."""
        return QSize(round(height * CARD_W / CARD_H), round(height))

    def face(
        self, card_id: str, name: str, height: float, dpr: float = 1.0, number: int | None = None
    ) -> QPixmap:
        """A card face ``height`` logical pixels tall with ``name`` in its banner. ``number``: the
        card's number in this game when it is not the printed one (a promo card set to another number
        in New Game has a face drawn for each number, ``<id>.<number>.svg``)."""
        key = ("face", card_id, name, round(height), dpr, number)
        cached = self._cached(key)
        if cached is not None:
            return cached
        printed = number is None or number == card_type(card_id).number
        relative = f"cards/{card_id}.svg" if printed else f"cards/{card_id}.{number}.svg"
        pixmap = self._paint(relative, self.card_size(height), dpr)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scale = height / CARD_H
        x, y, w, h = (v * scale for v in NAME_BANNER)
        self._write_name(painter, name, QRectF(x, y, w, h), self.card_size(height).width())
        painter.end()
        return self._store(key, pixmap)

    def picture(self, name: str, size: QSize, dpr: float = 1.0) -> QPixmap:
        """A back, token, marker, table or icon picture (see :data:`PICTURES`) at ``size``."""
        key = ("picture", name, size.width(), size.height(), dpr)
        cached = self._cached(key)
        if cached is not None:
            return cached
        return self._store(key, self._paint(PICTURES[name], size, dpr))

    def back(self, height: float, dpr: float = 1.0) -> QPixmap:
        """The shared card back."""
        return self.picture("back", self.card_size(height), dpr)

    def _paint(self, relative: str, size: QSize, dpr: float) -> QPixmap:
        pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer(relative).render(painter, QRectF(0, 0, size.width(), size.height()))
        painter.end()
        return pixmap

    @staticmethod
    def name_layout(name: str, card_width: float, banner: QRectF) -> tuple[int, list[str]]:
        """How ``name`` is written on a card ``card_width`` pixels wide whose banner is ``banner``:
        the pixel size and the lines. Never smaller than :data:`NAME_MIN_PX` (9 pt): shrunk from the
        banner's size to fit one line, else on two lines (:func:`_two_lines`: between words first),
        else not written at all ``(0, [])`` (the card is too small to carry its name; the enlarged
        card shows it)."""
        inner = card_width * 0.9
        pixel = max(NAME_MIN_PX, round(banner.height() * 0.52))
        while pixel >= NAME_MIN_PX:
            if QFontMetricsF(ui_font(pixel, bold=True)).horizontalAdvance(name) <= inner:
                return pixel, [name]
            pixel -= 1
        metrics = QFontMetricsF(ui_font(NAME_MIN_PX, bold=True))
        for lines in _two_lines(name):
            if all(metrics.horizontalAdvance(line) <= inner for line in lines):
                return NAME_MIN_PX, lines
        return 0, []

    @classmethod
    def _write_name(cls, painter: QPainter, name: str, box: QRectF, card_width: float) -> None:
        """The name centred on the banner ``box`` (see :meth:`name_layout`); two lines lie on a plate."""
        pixel, lines = cls.name_layout(name, card_width, box)
        if not lines:
            return
        font = ui_font(pixel, bold=True)
        height = QFontMetricsF(font).height() * len(lines)
        centre = box.center()
        top = centre.y() - height / 2
        if height > box.height():  # taller than the banner: grow upwards, over the emblem's foot,
            top = box.bottom() - height  # and leave the number in the corner below it in sight
        area = QRectF(centre.x() - card_width * 0.46, top, card_width * 0.92, height)
        if len(lines) > 1 or area.height() > box.height() * 1.3:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(PLATE_COLOUR)
            painter.drawRoundedRect(area.adjusted(0, -1, 0, 1), 3, 3)
        painter.setFont(font)
        painter.setPen(NAME_COLOUR)
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


def _hangul(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3"


def _latin(ch: str) -> bool:
    return ch.isalpha() and "LATIN" in unicodedata.name(ch, "")


#: vowels, for cutting a word of Latin letters between syllables
_VOWELS = frozenset("aeiouyäëïöüéèáàíóú")
#: two letters never cut apart: one sound ("ch", "th"...), or a syllable's start ("bl", "tr"...)
_TOGETHER = frozenset(
    {"ch", "ck", "gh", "ph", "qu", "sh", "th", "wh"}
    | {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr", "wr"}
)


def _syllables_meet(word: str, k: int) -> bool:
    """Whether a word of Latin letters may be cut before ``word[k]`` with a hyphen: before a
    consonant that a vowel follows ("Doppel-gänger", "Marks-man", "Trouble-maker", "Insti-gator"),
    not inside "ch", "th"... nor before the "l" or "r" of "bl", "tr"..., at least two letters on
    each side."""
    if not 2 <= k <= len(word) - 2 or not all(_latin(c) for c in word[k - 2 : k + 2]):
        return False
    c, d = (ch.lower() in _VOWELS for ch in word[k : k + 2])
    return word[k - 1 : k + 1].lower() not in _TOGETHER and not c and d


def _two_lines(name: str) -> list[list[str]]:
    """The ways ``name`` may be written on two lines, best first: cut between words (at a space, or
    a Persian word's zero-width non-joiner), the halves as even as can be; then, for a single word
    too long for the card ("Doppelgänger", "노스페라투"), cut between two Hangul syllables, or between
    two syllables of a word of Latin letters, with a hyphen (:func:`_syllables_meet`). A Persian word
    is never cut inside (its letters join)."""
    between: list[tuple[int, list[str]]] = []
    inside: list[tuple[int, list[str]]] = []
    for k in range(1, len(name)):
        before, after = name[:k], name[k:]
        balance = abs(len(before) - len(after))
        if name[k] in " \u200c":
            between.append((balance, [before.rstrip(), after[1:].lstrip()]))
        elif _hangul(name[k - 1]) and _hangul(name[k]):
            inside.append((balance, [before, after]))
        elif _syllables_meet(name, k):
            inside.append((balance, [before + "-", after]))
    return [lines for _, lines in sorted(between, key=lambda b: b[0])] + [
        lines for _, lines in sorted(inside, key=lambda b: b[0])
    ]
