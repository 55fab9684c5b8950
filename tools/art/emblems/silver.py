"""Emblems of the Silver cards: the villagers of the werewolf village, each hinting at its ability.

Every emblem is drawn in a 200 × 200 box centred on (100, 100) and stays within a radius of about 92.
The characters are busts cut off by the round medallion; the common parts are the helpers below.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..kit import (
    BLACK,
    BLUE,
    BROWN,
    CREAM,
    CRIMSON,
    DARK_BROWN,
    DARK_GREEN,
    GOLD,
    GREEN,
    GREY,
    INK,
    LIGHT_GREY,
    LINE,
    NAVY,
    OCHRE,
    ORANGE,
    PINK,
    PURPLE,
    RED,
    SILVER,
    SKIN,
    STEEL,
    TEAL,
    WHITE,
    circle,
    ellipse,
    eyes,
    group,
    path,
    poly,
    rect,
    star,
)

#: The radius of the arc that cuts off the busts at the bottom.
CUT = 90.0


def rod(d: str, colour: str, width: float) -> str:
    """A stroked path (a pole, a handle, a ray) in ``colour`` with the common ink outline."""
    return path(d, None, INK, width + 2 * LINE) + path(d, None, colour, width)


def body(colour: str | None, top: float = 138, half: float = 60, cx: float = 100) -> str:
    """Shoulders and chest from ``top`` down to the medallion's edge, ``half`` wide either side."""
    left, right = cx - half, cx + half
    y_left = 100 + math.sqrt(CUT**2 - (left - 100) ** 2)
    y_right = 100 + math.sqrt(CUT**2 - (right - 100) ** 2)
    return path(
        f"M{left:g},{y_left:.1f} V{top + 22:g} Q{left:g},{top:g} {left + 24:g},{top:g} H{right - 24:g} "
        f"Q{right:g},{top:g} {right:g},{top + 22:g} V{y_right:.1f} A{CUT:g},{CUT:g} 0 0 1 {left:g},{y_left:.1f} Z",
        colour,
    )


def stripe(y1: float, y2: float, half: float = 60, steps: int = 8) -> list[tuple[float, float]]:
    """The corners of a horizontal stripe between y1 and y2 across the lower part of a :func:`body`."""

    def width(y: float) -> float:
        return min(half, math.sqrt(max(CUT**2 - (y - 100) ** 2, 0)))

    ys = [y1 + (y2 - y1) * i / steps for i in range(steps + 1)]
    return [(100 + width(y), y) for y in ys] + [(100 - width(y), y) for y in reversed(ys)]


def neck(cx: float = 100, top: float = 110, bottom: float = 145, half: float = 12, skin: str = SKIN) -> str:
    """The neck between the head and the shoulders."""
    return rect(cx - half, top, 2 * half, bottom - top, skin)


def smile(cx: float, cy: float, w: float = 8, depth: float = 5) -> str:
    """A simple smiling mouth."""
    return path(f"M{cx - w:g},{cy:g} Q{cx:g},{cy + depth:g} {cx + w:g},{cy:g}", None, INK, 3)


def head(cx: float = 100, cy: float = 92, r: float = 31, skin: str = SKIN) -> str:
    """A round head without a face."""
    return circle(cx, cy, r, skin)


def sparkle(cx: float, cy: float, size: float, colour: str = WHITE) -> str:
    """A four-pointed twinkle."""
    return poly(star(cx, cy, size, size * 0.35, 4), colour, INK, 2.5)


# --- the cards -------------------------------------------------------------------------------


def villager() -> str:
    """A farmer in a straw hat holding a pitchfork: the plain villager."""
    fork = rod("M152,166 V70", BROWN, 8) + rod(
        "M140,44 V58 Q140,68 152,68 Q164,68 164,58 V44 M152,68 V40", GREY, 5
    )
    hat = (
        path("M72,66 C72,40 84,30 100,30 C116,30 128,40 128,66 Z", GOLD)
        + path("M73,56 H127 L128,66 H72 Z", BROWN)
        + ellipse(100, 67, 60, 12, GOLD)
        + path("M52,67 Q56,72 62,72 M138,72 Q144,72 148,67", None, OCHRE, 3)
    )
    return "".join(
        [
            neck(top=112),
            body(RED, top=138),
            path("M72,185.5 V152 H128 V185.5 A90,90 0 0 1 72,185.5 Z", BROWN),
            path("M76,152 L70,140 M124,152 L130,140", None, INK, 10),
            path("M76,152 L70,140 M124,152 L130,140", None, BROWN, 4),
            circle(80, 160, 3.5, GOLD, INK, 2) + circle(120, 160, 3.5, GOLD, INK, 2),
            head(cy=96),
            eyes(100, 98),
            smile(100, 110),
            hat,
            fork,
            circle(152, 148, 10, SKIN),
        ]
    )


def squire() -> str:
    """A young squire with a bowl cut, carrying a pennant on a pole."""
    hair = path(
        "M67,104 C62,70 78,58 100,58 C122,58 138,70 133,104 L125,104 C125,94 122,86 118,82 L82,82 C78,86 75,94 75,104 Z",
        BROWN,
    )
    pennant = (
        rod("M54,170 V32", BROWN, 6) + poly([(56, 32), (132, 45), (56, 58)], RED) + circle(54, 30, 5, GOLD)
    )
    return "".join(
        [
            neck(top=112),
            body(BLUE, top=140),
            path("M84,140 L100,160 L116,140", None, INK, 3),
            head(cy=94),
            eyes(100, 97),
            smile(100, 109, 7, 4),
            hair,
            pennant,
            circle(54, 150, 10, SKIN),
        ]
    )


def empath() -> str:
    """A calm figure, eyes closed, with a glowing heart on the chest: feeling out one's own card."""
    heart = "M100,182 C74,166 70,146 84,140 C92,137 98,142 100,148 C102,142 108,137 116,140 C130,146 126,166 100,182 Z"
    glow = "".join(
        path(f"M{x1},{y1} L{x2},{y2}", None, INK, 3.5)
        for x1, y1, x2, y2 in (
            (68, 144, 58, 138),
            (66, 160, 55, 162),
            (132, 144, 142, 138),
            (134, 160, 145, 162),
        )
    )
    return "".join(
        [
            path("M66,100 C60,64 80,52 100,52 C120,52 140,64 134,100 L144,146 H56 Z", DARK_BROWN),
            neck(top=112),
            body(PINK, top=136),
            head(cy=92),
            path(
                "M69,98 C64,70 82,58 100,58 C118,58 136,70 131,98 C124,82 112,74 100,72 C88,74 76,82 69,98 Z",
                DARK_BROWN,
            ),
            path("M82,96 Q88,101 94,96 M106,96 Q112,101 118,96", None, INK, 3),
            smile(100, 108, 6, 4),
            path(heart, RED),
            glow,
        ]
    )


def bodyguard() -> str:
    """A helmeted guard behind a big shield: protecting the card beneath."""
    shield = "M44,112 H156 V140 C156,166 132,182 100,190 C68,182 44,166 44,140 Z"
    inner = "M56,122 H144 V140 C144,160 126,172 100,178 C74,172 56,160 56,140 Z"
    return "".join(
        [
            neck(top=100, bottom=130),
            body(STEEL, top=118, half=68),
            head(cy=82, r=29),
            path(
                "M67,88 C64,58 80,44 100,44 C120,44 136,58 133,88 C124,80 112,76 100,76 C88,76 76,80 67,88 Z",
                STEEL,
            ),
            rect(96, 70, 8, 24, STEEL, r=3),
            eyes(100, 90, 12),
            path(shield, SILVER),
            path(inner, NAVY),
            path("M70,134 L100,152 L130,134", None, INK, 12),
            path("M70,134 L100,152 L130,134", None, SILVER, 5),
        ]
    )


def rascal() -> str:
    """A winking scamp in a crooked cap, fanning out the cards he drew."""
    cards = []
    for angle in (-24, 0, 24):
        cards.append(
            group(
                rect(82, 126, 36, 52, CREAM, r=5),
                poly([(100, 138), (108, 150), (100, 162), (92, 150)], RED, INK, 2.5),
                transform=f"rotate({angle} 100 188)",
            )
        )
    cap = group(
        path("M68,86 C68,60 82,52 100,52 C118,52 132,60 132,86 Z", ORANGE),
        path("M124,84 C142,78 160,82 164,90 C150,96 136,94 122,90 Z", ORANGE),
        circle(100, 52, 5, ORANGE),
        transform="rotate(-14 100 86)",
    )
    return "".join(
        [
            neck(top=112),
            body(GREEN, top=140),
            head(cy=96),
            circle(88, 98, 3.6, INK, None),
            path("M106,98 Q112,93 118,98", None, INK, 3),
            path("M86,108 Q100,124 116,106 Z", WHITE, INK, 3),
            cap,
            *cards,
            circle(100, 180, 11, SKIN),
        ]
    )


def exposer() -> str:
    """Stage curtains pulled aside to expose a faceup card."""
    stage = "M46,168 V72 C46,44 68,30 100,30 C132,30 154,44 154,72 V168 Z"
    left = "M46,168 V72 C46,46 64,32 94,30 C86,58 72,86 66,110 C70,132 74,150 80,168 Z"
    right = "M154,168 V72 C154,46 136,32 106,30 C114,58 128,86 134,110 C130,132 126,150 120,168 Z"
    return "".join(
        [
            path(stage, NAVY),
            rect(78, 72, 44, 62, CREAM, r=6),
            poly(star(100, 103, 16, 7), GOLD, INK, 3),
            path(left, CRIMSON),
            path(right, CRIMSON),
            path("M60,60 Q64,90 62,112 M124,58 Q136,86 138,112", None, INK, 2.5),
            ellipse(66, 112, 9, 6, GOLD),
            ellipse(134, 112, 9, 6, GOLD),
            rect(50, 164, 100, 12, BROWN, r=4),
        ]
    )


def revealer() -> str:
    """A shining lantern: it lights up a facedown card anywhere."""
    rays = []
    for angle in (-150, -30, 180, 0, 150, 30):
        a = math.radians(angle)
        x1, y1 = 100 + 60 * math.cos(a), 96 + 54 * math.sin(a)
        x2, y2 = 100 + 80 * math.cos(a), 96 + 72 * math.sin(a)
        rays.append(rod(f"M{x1:.1f},{y1:.1f} L{x2:.1f},{y2:.1f}", GOLD, 6))
    return "".join(
        [
            *rays,
            path("M88,40 C88,26 112,26 112,40", None, INK, 5),
            poly([(84, 40), (116, 40), (128, 60), (72, 60)], BLACK),
            rect(72, 60, 56, 74, GOLD),
            path(
                "M100,122 C86,122 84,108 92,98 C96,92 98,86 100,80 C104,88 118,100 112,114 C110,120 106,122 100,122 Z",
                ORANGE,
            ),
            path(
                "M100,122 C94,122 92,114 96,108 C98,104 100,100 100,98 C104,104 108,110 106,116 C105,120 103,122 100,122 Z",
                WHITE,
                INK,
                2.5,
            ),
            path("M86,60 V134 M114,60 V134", None, BLACK, 4),
            rect(64, 132, 72, 14, BLACK, r=4),
            poly([(78, 146), (122, 146), (116, 158), (84, 158)], BLACK),
        ]
    )


def beholder() -> str:
    """A pair of spectacles with two watchful eyes: looking at two of one's own cards."""
    parts = [
        path("M30,62 Q56,40 86,58 Q58,52 32,72 Z", DARK_BROWN),
        path("M170,62 Q144,40 114,58 Q142,52 168,72 Z", DARK_BROWN),
        rod("M26,96 L16,90 M174,96 L184,90", DARK_BROWN, 6),
        rod("M92,98 Q100,86 108,98", DARK_BROWN, 6),
    ]
    for cx in (60, 140):
        parts += [
            circle(cx, 104, 36, DARK_BROWN),
            circle(cx, 104, 27, WHITE),
            circle(cx - 7, 106, 14, GREEN),
            circle(cx - 8, 106, 6.5, INK, None),
            circle(cx - 4, 101, 3, WHITE, None),
        ]
    return "".join(parts)


def apprentice_seer() -> str:
    """A young seer with a headband gem, peering into a small crystal ball."""
    return "".join(
        [
            neck(top=112),
            body(TEAL, top=140),
            head(cy=94),
            path(
                "M68,96 C62,68 80,56 100,56 C120,56 138,68 132,96 L128,84 L120,92 L114,80 L104,88 L96,78 L86,88 L80,80 L72,90 Z",
                BROWN,
            ),
            path("M69,82 Q100,70 131,82 L131,90 Q100,78 69,90 Z", TEAL),
            circle(100, 79, 5.5, GOLD),
            eyes(100, 104),
            smile(100, 114, 5, 3),
            circle(100, 160, 20, LIGHT_GREY),
            path("M90,152 Q94,146 100,146", None, WHITE, 3.5),
            ellipse(80, 172, 11, 8, SKIN),
            ellipse(120, 172, 11, 8, SKIN),
            sparkle(124, 142, 8),
        ]
    )


def seer() -> str:
    """A hooded seer behind a large crystal ball: looking into any village."""
    hood = "M40,166 C38,110 56,40 100,34 C144,40 162,110 160,166 A90,90 0 0 1 40,166 Z"
    return "".join(
        [
            path(hood, NAVY),
            path(
                "M100,52 C76,54 66,76 66,100 C66,120 80,130 100,130 C120,130 134,120 134,100 C134,76 124,54 100,52 Z",
                BLACK,
            ),
            head(cy=100, r=26),
            eyes(100, 100, 10),
            poly(star(58, 140, 7, 3), GOLD, INK, 2),
            poly(star(146, 78, 6, 2.5), GOLD, INK, 2),
            poly(star(58, 82, 5, 2), GOLD, INK, 2),
            path("M76,184 L82,170 H118 L124,184 Z", GOLD),
            circle(100, 146, 34, SILVER),
            path("M80,136 Q86,122 100,120", None, WHITE, 5),
            sparkle(108, 150, 10, WHITE),
        ]
    )


def master() -> str:
    """A gentleman master in a top hat with a monocle: helping himself to the discard pile."""
    return "".join(
        [
            neck(top=116),
            body(DARK_GREEN, top=142),
            path("M80,142 L100,176 L120,142 Z", WHITE),
            poly([(90, 146), (100, 152), (110, 146), (110, 158), (100, 152), (90, 158)], RED, INK, 3),
            head(cy=100, r=30),
            eyes(100, 100),
            circle(112, 100, 9, None, GOLD, 4),
            path("M121,104 Q128,124 120,140", None, GOLD, 2.5),
            path(
                "M100,110 C92,106 84,108 78,116 C86,114 92,116 100,114 C108,116 114,114 122,116 C116,108 108,106 100,110 Z",
                WHITE,
                INK,
                3,
            ),
            rect(74, 22, 52, 46, BLACK, r=3),
            rect(74, 52, 52, 10, GOLD),
            ellipse(100, 68, 42, 8, BLACK),
        ]
    )


def witch() -> str:
    """A green-faced witch in a tall pointy hat: she meddles with the top of the deck."""
    hat_cone = "M68,80 C80,60 88,38 94,24 C98,16 110,12 124,20 C112,22 106,30 108,40 C112,56 122,68 132,80 Z"
    return "".join(
        [
            path("M66,84 C60,120 56,140 50,160 H150 C144,140 140,120 134,84 Z", BLACK),
            neck(top=116, skin=GREEN),
            body(PURPLE, top=146, half=58),
            head(cy=106, r=29, skin=GREEN),
            eyes(100, 104, 11),
            path("M100,104 L94,118 L102,116", GREEN, INK, 3),
            path("M92,124 Q100,128 110,122", None, INK, 3),
            path(hat_cone, PURPLE),
            rect(70, 68, 60, 12, BLACK),
            rect(93, 66, 14, 16, GOLD, r=2),
            ellipse(100, 82, 64, 11, PURPLE),
        ]
    )


def robber() -> str:
    """A masked robber in a striped shirt with a loot sack over the shoulder."""
    stripes = "".join(poly(stripe(y, y + 9), BLACK, None) for y in (164, 181))
    return "".join(
        [
            path(
                "M126,150 C106,130 114,100 138,94 C132,86 138,78 146,84 C152,76 162,82 156,92 C180,100 184,134 166,150 Z",
                BROWN,
            ),
            path("M138,94 Q148,98 156,92", None, INK, 3),
            neck(top=112),
            body(WHITE, top=140),
            stripes,
            poly(
                [(44, 148), (156, 148), (159.5, 156), (40.5, 156)], BLACK, None
            ),  # across the rounded shoulders
            body(None, top=140),
            head(cy=96),
            path("M66,96 Q100,86 134,96 L132,110 Q100,102 68,110 Z", BLACK),
            ellipse(88, 101, 6, 5, SKIN, None),
            ellipse(112, 101, 6, 5, SKIN, None),
            eyes(100, 102, 12, 3),
            path("M92,119 Q100,115 108,119", None, INK, 3),
            path("M69,80 C66,58 80,50 100,50 C120,50 134,58 131,80 Z", BLACK),
            rect(66, 74, 68, 12, BLACK, r=5),
        ]
    )


def doppelganger() -> str:
    """A face and its silvery mirror twin: it matches any value."""
    parts = [rod("M100,32 V178", GOLD, 5)]
    for side, skin, hair, shirt in ((-1, SKIN, OCHRE, RED), (1, LIGHT_GREY, GREY, SILVER)):
        cx = 100 + side * 38
        parts += [
            neck(cx=cx, top=112, half=10, skin=skin),
            body(shirt, top=136, half=32, cx=cx),
            head(cx=cx, cy=96, r=27, skin=skin),
            eyes(cx, 100, 9, 3.4),
            smile(cx, 111, 6, 4),
            path(
                f"M{cx - 27 * side},104 C{cx - 30 * side},72 {cx - 14 * side},64 {cx},64 "
                f"C{cx + 18 * side},64 {cx + 30 * side},74 {cx + 27 * side},96 C{cx + 14 * side},90 {cx - 6 * side},84 "
                f"{cx - 16 * side},76 C{cx - 20 * side},86 {cx - 22 * side},96 {cx - 27 * side},104 Z",
                hair,
            ),
        ]
    return "".join(parts)


EMBLEMS: dict[str, Callable[[], str]] = {
    "silver.villager": villager,
    "silver.squire": squire,
    "silver.empath": empath,
    "silver.bodyguard": bodyguard,
    "silver.rascal": rascal,
    "silver.exposer": exposer,
    "silver.revealer": revealer,
    "silver.beholder": beholder,
    "silver.apprentice_seer": apprentice_seer,
    "silver.seer": seer,
    "silver.master": master,
    "silver.witch": witch,
    "silver.robber": robber,
    "silver.doppelganger": doppelganger,
}
