"""Card faces: the edition frame, the number corners, the timing icon, the medallion and the banner.

Editions differ by shape and pattern as well as colour, so that they can be told apart without
colour vision:

- Silver: rounded frame, double line, diamonds at the middle of each side, round medallion;
- Silver Bullet: cut corners, a dashed inner line, an octagonal medallion;
- Silver Coin: round "coins" in the corners, a beaded inner line, a beaded round medallion;
- promo: stars in the corners, a hatched border band, a scalloped medallion.
"""

from __future__ import annotations

import math

from silver_desktop.engine.cards import CardType, Edition, Timing
from silver_desktop.ui.card_geometry import CARD_H, CARD_W, CORNER, EMBLEM_CENTRE, EMBLEM_RADIUS, NAME_BANNER

from . import kit
from .kit import INK, PAPER, WHITE, circle, group, line, path, poly, rect


class Look:
    """The colours of one edition."""

    def __init__(self, ground: str, frame: str, medallion: str, accent: str) -> None:
        self.ground = ground
        self.frame = frame
        self.medallion = medallion
        self.accent = accent


LOOKS = {
    Edition.SILVER: Look("#edf0f3", kit.STEEL, "#fbfcfd", kit.SILVER),
    Edition.BULLET: Look("#f4e7e2", kit.CRIMSON, "#fdf7f4", "#c98c8c"),
    Edition.COIN: Look("#f6eed8", kit.OCHRE, "#fffaf0", kit.GOLD),
    Edition.PROMO: Look("#eee8f5", kit.PURPLE, "#fbf9fe", "#b7a3d6"),
}


def _frame_silver(look: Look) -> str:
    w, h = CARD_W, CARD_H
    parts = [
        rect(9, 9, w - 18, h - 18, None, look.frame, 5, r=10),
        rect(16, 16, w - 32, h - 32, None, look.frame, 1.5, r=6),
    ]
    for x, y in ((w / 2, 12.5), (w / 2, h - 12.5), (12.5, h / 2), (w - 12.5, h / 2)):
        parts.append(poly([(x, y - 7), (x + 7, y), (x, y + 7), (x - 7, y)], look.accent, look.frame, 2))
    return "".join(parts)


def _chamfer(inset: float, cut: float) -> list[tuple[float, float]]:
    a, b = inset, CARD_W - inset
    c, d = inset, CARD_H - inset
    return [
        (a + cut, c), (b - cut, c), (b, c + cut), (b, d - cut),
        (b - cut, d), (a + cut, d), (a, d - cut), (a, c + cut),
    ]  # fmt: skip


def _frame_bullet(look: Look) -> str:
    outer = poly(_chamfer(9, 24), None, look.frame, 5)
    inner = poly(_chamfer(17, 20), None, look.frame, 2).replace("/>", ' stroke-dasharray="7 5"/>')
    marks = []
    # small bullets in the middle of each side, pointing outwards
    sides = (
        (CARD_W / 2, 13, 0),
        (CARD_W - 13, CARD_H / 2, 90),
        (CARD_W / 2, CARD_H - 13, 180),
        (13, CARD_H / 2, 270),
    )
    for x, y, angle in sides:
        marks.append(
            group(
                path("M-4,6 L-4,-2 C-4,-7 0,-10 0,-10 C0,-10 4,-7 4,-2 L4,6 Z", look.accent, look.frame, 1.5),
                transform=f"translate({x:g},{y:g}) rotate({angle})",
            )
        )
    return outer + inner + "".join(marks)


def _frame_coin(look: Look) -> str:
    w, h = CARD_W, CARD_H
    parts = [rect(9, 9, w - 18, h - 18, None, look.frame, 4, r=16)]
    beads = []
    x0, y0, x1, y1 = 17.0, 17.0, w - 17.0, h - 17.0
    step = 11.0
    for i in range(int((x1 - x0) / step) + 1):
        x = x0 + i * (x1 - x0) / int((x1 - x0) / step)
        beads += [circle(x, y0, 1.8, look.frame, None), circle(x, y1, 1.8, look.frame, None)]
    for i in range(1, int((y1 - y0) / step)):
        y = y0 + i * (y1 - y0) / int((y1 - y0) / step)
        beads += [circle(x0, y, 1.8, look.frame, None), circle(x1, y, 1.8, look.frame, None)]
    parts += beads
    for x, y in ((14, 14), (w - 14, 14), (w - 14, h - 14), (14, h - 14)):
        parts += [circle(x, y, 10, look.accent, look.frame, 2.5), circle(x, y, 5.5, None, look.frame, 1.2)]
    return "".join(parts)


def _frame_promo(look: Look) -> str:
    w, h = CARD_W, CARD_H
    hatched = [line(i, 6, i - (h - 12) * 0.6, h - 6, look.accent, 1.6) for i in range(0, int(w + h * 0.6), 9)]
    parts = [
        group(*hatched),
        rect(17, 17, w - 34, h - 34, look.ground, look.frame, 2, r=5),
        # cover the hatching that runs past the card's rounded outer edge
        rect(1, 1, w - 2, h - 2, None, look.ground, 10, r=CORNER),
        rect(7, 7, w - 14, h - 14, None, look.frame, 3, r=11),
    ]
    for x, y in ((17, 17), (w - 17, 17), (w - 17, h - 17), (17, h - 17)):
        parts.append(poly(kit.star(x, y, 12, 5), look.accent, look.frame, 2))
    return "".join(parts)


FRAMES = {
    Edition.SILVER: _frame_silver,
    Edition.BULLET: _frame_bullet,
    Edition.COIN: _frame_coin,
    Edition.PROMO: _frame_promo,
}


def _medallion(edition: Edition, look: Look) -> str:
    cx, cy = EMBLEM_CENTRE
    r = EMBLEM_RADIUS
    if edition is Edition.SILVER:
        return circle(cx, cy, r, look.medallion, look.frame, 3) + circle(cx, cy, r + 5, None, look.accent, 2)
    if edition is Edition.BULLET:
        angles = [math.radians(22.5 + 45 * i) for i in range(8)]
        pts = [(cx + r * 1.04 * math.cos(a), cy + r * 1.04 * math.sin(a)) for a in angles]
        return poly(pts, look.medallion, look.frame, 3)
    if edition is Edition.COIN:
        angles = [math.radians(i * 10) for i in range(36)]
        beads = [
            circle(cx + (r + 6) * math.cos(a), cy + (r + 6) * math.sin(a), 2, look.frame, None)
            for a in angles
        ]
        return circle(cx, cy, r, look.medallion, look.frame, 3) + "".join(beads)
    scallops = []
    for i in range(16):
        a = math.radians(i * 22.5)
        scallops.append(circle(cx + r * math.cos(a), cy + r * math.sin(a), 11, look.accent, look.frame, 2))
    return "".join(scallops) + circle(cx, cy, r, look.medallion, None)


def timing_icon(timing: Timing, colour: str = WHITE) -> str:
    """The icon of an ability timing, centred on (0, 0), about 28 units across."""
    if timing in (Timing.FACEUP, Timing.GLOBAL):
        house = path("M-11,12 L-11,-1 L0,-11 L11,-1 L11,12 Z", None, colour, 2.8)
        house += path("M-3,12 L-3,4 L3,4 L3,12", None, colour, 2.2)
        if timing is Timing.GLOBAL:  # a house with rays: it works for everybody
            rays = kit.rays(0, 0, 16, 19, range(-180, 1, 45), colour, 2.4)
            return group(house, transform="scale(0.8) translate(0,2)") + rays
        return house
    if timing is Timing.DRAW_DISCARD:  # a card flying off with an arrow
        return (
            rect(-12, -9, 12, 18, None, colour, 2.4, r=2)
            + path("M3,6 C6,-4 10,-8 14,-9", None, colour, 2.6)
            + path("M9,-12 L14,-9 L11,-4", None, colour, 2.6)
        )
    if timing is Timing.EXCHANGE:  # two arrows the opposite way
        return path("M-12,-5 L11,-5 M6,-10 L11,-5 L6,0", None, colour, 2.6) + path(
            "M12,6 L-11,6 M-6,1 L-11,6 L-6,11", None, colour, 2.6
        )
    if timing is Timing.SCORING:  # a trophy cup
        return (
            path("M-8,-11 L8,-11 L7,-1 C6,4 2,6 0,6 C-2,6 -6,4 -7,-1 Z", None, colour, 2.4)
            + path("M-8,-8 C-14,-8 -13,1 -6,1 M8,-8 C14,-8 13,1 6,1", None, colour, 2.0)
            + path("M0,6 L0,10 M-6,12 L6,12", None, colour, 2.6)
        )
    # Timing.DRAW_TIME: a deck with an arrow taking its top card
    return (
        rect(-11, -3, 14, 14, None, colour, 2.2, r=2)
        + path("M-7,-7 L7,-7 L7,7", None, colour, 2.0)
        + path("M6,-4 L12,-12 M7,-12 L12,-12 L12,-7", None, colour, 2.4)
    )


def face(card: CardType, emblem: str) -> str:
    """The complete SVG of a card face; ``emblem`` is drawn in a 200 × 200 box."""
    look = LOOKS[card.edition]
    cx, cy = EMBLEM_CENTRE
    scale = EMBLEM_RADIUS * 0.96 / 100
    bx, by, bw, bh = NAME_BANNER
    big = 60.0
    small = 30.0
    n = card.number
    banner = path(
        f"M{bx - 8},{by} L{bx + bw + 8},{by} L{bx + bw},{by + bh / 2} L{bx + bw + 8},{by + bh} "
        f"L{bx - 8},{by + bh} L{bx},{by + bh / 2} Z",
        look.accent,
        look.frame,
        2.5,
    ) + rect(bx, by + 3, bw, bh - 6, PAPER, look.frame, 1.5, r=3)
    tall = big * (kit.UNDERLINE_Y + 4 - kit.DIGIT_H) / kit.DIGIT_H if kit.underlined(n) else 0.0
    width = kit.number_width(n, big) + 16
    corner = rect(19, 19, width, big + 14 + tall, look.medallion, look.frame, 2.5, r=8)
    body = [
        rect(0, 0, CARD_W, CARD_H, look.ground, INK, 2, r=CORNER),
        FRAMES[card.edition](look),
        _medallion(card.edition, look),
        group(
            emblem,
            transform=f"translate({cx - 100 * scale:.3f},{cy - 100 * scale:.3f}) scale({scale:.4f})",
            id_="emblem",
        ),
        banner,
        corner,
        kit.number(n, 27, 26, big),
        circle(CARD_W - 42, 46, 21, look.frame, INK, 2),
        group(timing_icon(card.timing), transform=f"translate({CARD_W - 42},46)"),
        # upright: a card on a screen is never turned round, and upside down a 6 read as a 9
        kit.number(n, CARD_W - 30 - kit.number_width(n, small), CARD_H - 20 - small, small, underline=False),
    ]
    return svg_document(CARD_W, CARD_H, "".join(body))


def svg_document(width: float, height: float, body: str) -> str:
    """A standalone SVG file of the given size."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}">{body}</svg>\n'
    )
