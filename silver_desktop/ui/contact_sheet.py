"""Render all card faces, the back, the tokens, the guard marker and the icon in one PNG, for review.

    python -m silver_desktop.ui.contact_sheet --lang fa --out sheet-fa.png
    python -m silver_desktop.ui.contact_sheet --only bullet --height 300 --out bullet.png

Rows: one per edition (Silver, Silver Bullet, Silver Coin, then the promos with the other pictures),
then the Silver faces again at 60 pixels, the smallest size the table uses.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..engine.cards import ALL_CARDS, Edition
from ..i18n import LANGUAGES, RIGHT_TO_LEFT, card_name

SMALL = 60


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and write the sheet."""
    parser = argparse.ArgumentParser(prog="python -m silver_desktop.ui.contact_sheet", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en", help="language of the card names")
    parser.add_argument("--out", default="contact-sheet.png", help="PNG file to write")
    parser.add_argument("--height", type=int, default=210, help="card height in pixels (60 to 1000)")
    parser.add_argument("--only", choices=[e.value for e in Edition], help="one edition's faces only")
    args = parser.parse_args(argv)
    if not 60 <= args.height <= 1000:
        parser.error("--height must be between 60 and 1000")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QPoint, QSize, Qt
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

    from .card_art import PICTURES, CardArt
    from .fonts import load_fonts

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    load_fonts()
    art = CardArt()
    h = args.height
    card = CardArt.card_size(h)
    gap = max(8, h // 14)
    rows: list[list[object]] = []
    for edition in Edition:
        if args.only and edition.value != args.only:
            continue
        rows.append([art.face(cid, card_name(cid, args.lang), h) for cid, c in ALL_CARDS.items() if c.edition is edition])
    if not args.only:
        square = QSize(round(h * 0.6), round(h * 0.6))
        rows[-1] += [
            art.back(h),
            *(art.picture(name, square) for name in ("amulet", "bullet", "coin-heads", "coin-tails", "guard", "icon")),
        ]
        del PICTURES  # (the names above are the ones PICTURES holds, minus the table)
    small = [art.face(cid, card_name(cid, args.lang), SMALL) for cid, c in ALL_CARDS.items() if c.edition is Edition.SILVER]
    rows.append(small if not args.only else [art.face(cid, card_name(cid, args.lang), SMALL) for cid, c in ALL_CARDS.items() if c.edition.value == args.only])
    width = max(sum(p.width() + gap for p in row) for row in rows) + gap  # type: ignore[attr-defined]
    height = sum(max(p.height() for p in row) + gap for row in rows) + gap  # type: ignore[attr-defined]
    sheet = QImage(width, height, QImage.Format.Format_ARGB32)
    sheet.fill(QColor("#3d5a47"))
    painter = QPainter(sheet)
    y = gap
    for row in rows:
        x = gap
        for pixmap in row:
            left = width - x - pixmap.width() if args.lang in RIGHT_TO_LEFT else x  # type: ignore[attr-defined]
            painter.drawPixmap(QPoint(left, y), pixmap)  # type: ignore[call-overload]
            x += pixmap.width() + gap  # type: ignore[attr-defined]
        y += max(p.height() for p in row) + gap  # type: ignore[attr-defined]
    painter.end()
    if not sheet.save(args.out):
        print(f"error: cannot write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({width}×{height})")
    del app, Qt
    return 0


if __name__ == "__main__":
    sys.exit(main())
