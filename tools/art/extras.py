"""The pictures that are not card faces: the shared back, the tokens, the guard marker, the table
and the app icon."""

from __future__ import annotations

from silver_desktop.ui.card_geometry import CARD_H, CARD_W, CORNER

from . import kit
from .card import svg_document
from .kit import GOLD, INK, NAVY, OCHRE, SILVER, STEEL, WHITE, circle, group, line, path, poly, rect

MOON = "#e9edf2"
NIGHT = "#1f2d4a"


def _crescent(cx: float, cy: float, r: float, fill: str, stroke: str | None = INK, width: float = 3) -> str:
    """A crescent moon opening to the right."""
    return path(
        f"M{cx + r * 0.35},{cy - r * 0.94} A{r},{r} 0 1 0 {cx + r * 0.35},{cy + r * 0.94} "
        f"A{r * 0.78},{r * 0.78} 0 1 1 {cx + r * 0.35},{cy - r * 0.94} Z",
        fill,
        stroke,
        width,
    )


def back() -> str:
    """The one back shared by every card (so mixed decks stay hidden): moon and stars on navy."""
    w, h = CARD_W, CARD_H
    cx, cy = w / 2, h / 2
    lattice = []
    for i in range(-6, 14):
        lattice.append(line(i * 30, 20, i * 30 + 300, 330, "#2d416a", 2))
        lattice.append(line(i * 30 + 300, 20, i * 30, 330, "#2d416a", 2))
    clip = (
        f'<defs><clipPath id="back-inner"><rect x="20" y="20" width="{w - 40}" height="{h - 40}" rx="8"/>'
        "</clipPath></defs>"
    )
    spots = ((55, 70), (195, 70), (55, 280), (195, 280), (cx, 48), (cx, 302))
    stars = [poly(kit.star(x, y, 6, 2.5, 4), MOON, None) for x, y in spots]
    rays = kit.rays(cx, cy, 62, 78, range(0, 360, 20), SILVER, 3)
    body = [
        rect(0, 0, w, h, NIGHT, INK, 2, r=CORNER),
        clip,
        group(*lattice, clip="back-inner"),
        rect(12, 12, w - 24, h - 24, None, SILVER, 4, r=10),
        rect(20, 20, w - 40, h - 40, None, STEEL, 1.5, r=8),
        circle(cx, cy, 56, NAVY, SILVER, 4),
        rays,
        _crescent(cx - 6, cy, 40, MOON, SILVER, 2),
        *stars,
    ]
    return svg_document(w, h, "".join(body))


def _token_disc(fill: str, rim: str) -> str:
    return circle(100, 100, 92, rim, INK, 4) + circle(100, 100, 78, fill, INK, 3)


def amulet() -> str:
    """The Amulet of Protection (Silver)."""
    body = [
        path("M100,14 C78,14 70,32 70,44", None, STEEL, 6),
        path("M100,14 C122,14 130,32 130,44", None, STEEL, 6),
        circle(100, 112, 72, SILVER, INK, 4),
        circle(100, 112, 56, MOON, INK, 3),
        poly(kit.star(100, 112, 40, 17, 6, -90), "#6fa6d6", INK, 3),
        circle(100, 112, 12, WHITE, INK, 2.5),
        circle(100, 44, 10, SILVER, INK, 3),
    ]
    return svg_document(200, 200, "".join(body))


def bullet() -> str:
    """The Silver Bullet of Destruction (Silver Bullet), lying diagonally."""
    shape = group(
        rect(-26, 10, 52, 70, OCHRE, INK, 4, r=4),
        rect(-30, 70, 60, 12, "#b88a2e", INK, 4, r=3),
        path("M-26,12 L-26,-20 C-26,-60 0,-82 0,-82 C0,-82 26,-60 26,-20 L26,12 Z", SILVER, INK, 4),
        path("M-12,-20 C-12,-48 0,-64 0,-64", None, WHITE, 5),
        line(-26, 30, 26, 30, INK, 2.5),
        transform="translate(100,104) rotate(35)",
    )
    return svg_document(200, 200, shape)


def coin(heads: bool) -> str:
    """The Silver Coin: heads (usable) shows a bright sun face, tails (not usable) a dim moon."""
    if heads:
        inner = (
            circle(100, 100, 26, GOLD, INK, 4)
            + kit.rays(100, 100, 34, 56, range(0, 360, 30), INK, 5)
            + circle(92, 96, 3.5, INK, None)
            + circle(108, 96, 3.5, INK, None)
            + path("M90,108 C96,114 104,114 110,108", None, INK, 3.5)
        )
        return svg_document(200, 200, _token_disc("#dfe4ea", SILVER) + inner)
    inner = _crescent(96, 100, 44, "#9aa3ad", INK, 4) + "".join(
        poly(kit.star(x, y, 8, 3, 4), "#9aa3ad", INK, 2) for x, y in ((138, 70), (146, 120))
    )
    return svg_document(200, 200, _token_disc("#b9c0c8", "#8e969f") + inner)


def guard() -> str:
    """The marker of a card guarded by a Bodyguard: a shield."""
    body = path("M100,18 L166,40 C166,110 140,156 100,182 C60,156 34,110 34,40 Z", "#3f6fa8", INK, 6) + path(
        "M100,40 L146,56 C146,106 128,138 100,158 C72,138 54,106 54,56 Z", None, WHITE, 5
    )
    return svg_document(200, 200, body)


def table() -> str:
    """The table: dark green felt with a soft light in the middle, tiled by the program."""
    body = (
        '<defs><radialGradient id="felt" cx="50%" cy="45%" r="70%">'
        '<stop offset="0" stop-color="#3f6b52"/><stop offset="1" stop-color="#1f3a2b"/>'
        "</radialGradient></defs>"
        '<rect x="0" y="0" width="1600" height="1000" fill="url(#felt)"/>'
        + "".join(
            circle(100 + 200 * (i % 8), 100 + 200 * (i // 8), 40, None, "#4a7a5e", 1.5) for i in range(40)
        ).replace('stroke-linecap="round"', 'stroke-linecap="round" opacity="0.25"')
    )
    return svg_document(1600, 1000, body)


def icon() -> str:
    """The app icon: a fan of three cards (back, back, a silver crescent face) on a round tile."""
    card_back = rect(-38, -56, 76, 112, NIGHT, INK, 5, r=10) + rect(-29, -47, 58, 94, None, SILVER, 3, r=6)
    face = (
        rect(-38, -56, 76, 112, "#f6f0e1", INK, 5, r=10)
        + rect(-30, -48, 60, 96, None, STEEL, 3, r=6)
        + _crescent(-4, 0, 26, SILVER, INK, 4)
    )
    body = [
        rect(8, 8, 240, 240, "#2c4a3a", INK, 6, r=52),
        group(card_back, transform="translate(96,140) rotate(-22)"),
        group(card_back, transform="translate(128,128) rotate(0)"),
        group(face, transform="translate(162,140) rotate(22)"),
    ]
    return svg_document(256, 256, "".join(body))


def pictures() -> dict[str, str]:
    """Every extra picture by its path under ``assets/``."""
    return {
        "cards/back.svg": back(),
        "tokens/amulet.svg": amulet(),
        "tokens/bullet.svg": bullet(),
        "tokens/coin-heads.svg": coin(True),
        "tokens/coin-tails.svg": coin(False),
        "markers/guard.svg": guard(),
        "table.svg": table(),
        "icon/silver-desktop.svg": icon(),
    }
