"""Generate every SVG under ``assets/`` from the palette and emblem definitions in ``tools/art/``.

    python tools/make_art.py            # write the SVGs (and the icon's PNG, ICO and ICNS files)
    python tools/make_art.py --check    # exit 1 if a committed file differs from what would be written

The generated files are committed; change the definitions and run this again, never edit the SVGs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import attrs

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from art.card import face  # noqa: E402
from art.emblems import EMBLEMS  # noqa: E402
from art.extras import pictures  # noqa: E402
from art.icons import write_icons  # noqa: E402

from silver_desktop.engine.cards import ALL_CARDS, Edition  # noqa: E402

ASSETS = ROOT / "assets"


def svgs() -> dict[Path, str]:
    """Every generated SVG by its path."""
    out: dict[Path, str] = {}
    for card_id, card in ALL_CARDS.items():
        out[ASSETS / "cards" / f"{card_id}.svg"] = face(card, EMBLEMS[card_id]())
        if card.edition is Edition.PROMO:  # a promo card may stand on any number (New Game): a face each
            for n in range(14):
                if n != card.number:
                    out[ASSETS / "cards" / f"{card_id}.{n}.svg"] = face(
                        attrs.evolve(card, number=n), EMBLEMS[card_id]()
                    )
    for relative, text in pictures().items():
        out[ASSETS / relative] = text
    return out


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the generated art."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    stale = []
    for file, text in svgs().items():
        if args.check:
            if not file.exists() or file.read_text(encoding="utf-8") != text:
                stale.append(file)
            continue
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
    if not args.check:
        write_icons(ASSETS / "icon" / "silver-desktop.svg", ASSETS / "icon")
    if stale:
        names = (str(f.relative_to(ROOT)) for f in stale)
        print("out of date (run python tools/make_art.py):", *names, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
