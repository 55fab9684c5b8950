"""Render all card faces, the back, the tokens, the guard marker and the icon in one PNG, for review.

    python -m silver_desktop.ui.contact_sheet --lang fa --out sheet-fa.png
    python -m silver_desktop.ui.contact_sheet --only bullet --height 300 --out bullet.png

Rows: one per edition (Silver, Silver Bullet, Silver Coin, then the promos followed by the back, the
tokens, the guard marker and the icon), then the first row again at 60 pixels, the smallest card
size the table uses. For a right-to-left language the rows run from the right.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..engine.cards import ALL_CARDS, Edition
from ..i18n import LANGUAGES, RIGHT_TO_LEFT, card_name

SMALL = 60
EXTRAS = ("amulet", "bullet", "coin-heads", "coin-tails", "guard", "icon")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and write the sheet."""
    parser = argparse.ArgumentParser(
        prog="python -m silver_desktop.ui.contact_sheet", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en", help="language of the card names")
    parser.add_argument("--out", default="contact-sheet.png", help="PNG file to write")
    parser.add_argument("--height", type=int, default=210, help="card height in pixels (60 to 1000)")
    parser.add_argument("--only", choices=[e.value for e in Edition], help="one edition's faces only")
    args = parser.parse_args(argv)
    if not SMALL <= args.height <= 1000:
        parser.error("--height must be between 60 and 1000")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QPoint, QSize
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap

    from .card_art import CardArt
    from .fonts import load_fonts

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    load_fonts()
    art = CardArt()
    editions = [e for e in Edition if args.only in (None, e.value)]

    def faces(edition: Edition, height: int) -> list[QPixmap]:
        return [
            art.face(cid, card_name(cid, args.lang), height)
            for cid, card in ALL_CARDS.items()
            if card.edition is edition
        ]

    rows = [faces(edition, args.height) for edition in editions]
    if args.only is None:
        square = QSize(round(args.height * 0.6), round(args.height * 0.6))
        rows[-1] += [art.back(args.height), *(art.picture(name, square) for name in EXTRAS)]
    rows.append(faces(editions[0], SMALL))

    gap = max(8, args.height // 14)
    width = max(sum(p.width() + gap for p in row) for row in rows) + gap
    height = sum(max(p.height() for p in row) + gap for row in rows) + gap
    sheet = QImage(width, height, QImage.Format.Format_ARGB32)
    sheet.fill(QColor("#3d5a47"))
    painter = QPainter(sheet)
    y = gap
    for row in rows:
        x = gap
        for pixmap in row:
            left = width - x - pixmap.width() if args.lang in RIGHT_TO_LEFT else x
            painter.drawPixmap(QPoint(left, y), pixmap)
            x += pixmap.width() + gap
        y += max(p.height() for p in row) + gap
    painter.end()
    if not sheet.save(args.out):
        print(f"error: cannot write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({width}×{height})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
