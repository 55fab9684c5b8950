"""Emblems of the Silver Coin cards: a village of tricksters and monsters.

Every function returns SVG drawn in a 200 × 200 box centred on (100, 100), kept inside a circle of
radius 92. Busts stand on :func:`_body`, whose bottom follows that circle, so that they sit in the round
medallion like the head on a coin.
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
    line,
    path,
    poly,
    rect,
    star,
)

#: The radius of the circle the bottom of a bust follows.
BASE = 88.0


def _base_y(x: float) -> float:
    """The y of the bottom of the base circle at ``x``."""
    return 100 + math.sqrt(max(BASE * BASE - (x - 100) ** 2, 0.0))


def _body(half: float, top: float, fill: str, slope: float = 26) -> str:
    """Shoulders ``2 * half`` wide with their top at ``top``, cut off at the bottom by the base circle."""
    left, right = 100 - half, 100 + half
    yb = _base_y(left)
    return path(
        f"M{left:g},{yb:.1f} C{left:g},{top + 14:g} {left + 6:g},{top:g} {left + slope:g},{top:g} "
        f"L{right - slope:g},{top:g} C{right - 6:g},{top:g} {right:g},{top + 14:g} {right:g},{yb:.1f} "
        f"A{BASE:g},{BASE:g} 0 0,1 {left:g},{yb:.1f} Z",
        fill,
    )


Point = tuple[float, float]


def _mirrored(start: Point, segments: list[tuple[Point, ...]]) -> str:
    """Path data of a shape symmetric about x = 100, from its left half.

    The half runs from ``start`` (on the axis) to a point on the axis; each segment is either
    ``(end,)`` for a straight line or ``(control1, control2, end)`` for a cubic curve.
    """

    def fmt(p: Point) -> str:
        return f"{p[0]:g},{p[1]:g}"

    def flip(p: Point) -> Point:
        return (200 - p[0], p[1])

    d = [f"M{fmt(start)}"]
    ends = [start]
    for seg in segments:
        d.append(("L" if len(seg) == 1 else "C") + " ".join(fmt(p) for p in seg))
        ends.append(seg[-1])
    for i in range(len(segments) - 1, -1, -1):
        seg, before = segments[i], flip(ends[i])
        if len(seg) == 1:
            d.append(f"L{fmt(before)}")
        else:
            d.append(f"C{fmt(flip(seg[1]))} {fmt(flip(seg[0]))} {fmt(before)}")
    return " ".join(d) + " Z"


def _sparkle(x: float, y: float, r: float, fill: str = GOLD) -> str:
    """A four-pointed twinkle."""
    return poly(star(x, y, r, r * 0.32, 4), fill, INK, 2.5)


# --- the cards ----------------------------------------------------------------------------------


def regifter() -> str:
    """A wrapped present handed on by an open hand, with a 'passing on' arrow."""
    box = group(
        rect(58, 82, 80, 66, RED, r=4),
        rect(90, 82, 16, 66, GOLD, width=3.5),
        rect(50, 66, 96, 22, RED, r=4),
        rect(90, 66, 16, 22, GOLD, width=3.5),
        path("M98,66 C84,40 62,44 68,58 C72,66 88,66 98,66 Z", GOLD),
        path("M98,66 C112,40 134,44 128,58 C124,66 108,66 98,66 Z", GOLD),
        ellipse(98, 64, 7, 6, GOLD),
        transform="translate(-6,-8) rotate(-8 98 110)",
    )
    hand = group(
        path("M32,164 L44,142 L66,152 L56,174 Z", BLUE),
        path(
            "M46,154 C58,146 72,146 90,150 C110,154 128,152 146,148 C156,146 158,156 150,160 "
            "C132,168 116,170 100,170 C84,172 70,172 60,168 Z",
            SKIN,
        ),
        path("M112,160 L140,156", None, INK, 2.5),
        transform="translate(2,-8)",
    )
    arrow = poly([(140, 92), (160, 92), (160, 76), (186, 102), (160, 128), (160, 112), (140, 112)], GOLD)
    return box + hand + group(arrow, transform="rotate(-24 164 102)")


def con_artist() -> str:
    """A smug swindler in a bowler hat with a thin moustache, winking as he flips a coin."""
    return (
        _body(66, 148, PURPLE)
        + poly([(82, 150), (118, 150), (100, 180)], WHITE)
        + path("M82,150 L96,176 L100,158 L104,176 L118,150", None, INK, 3)
        + poly([(88, 156), (100, 162), (112, 156), (112, 170), (100, 164), (88, 170)], GOLD, INK, 3)
        + ellipse(100, 104, 33, 38, SKIN)
        + ellipse(66, 106, 6, 9, SKIN)
        + ellipse(134, 106, 6, 9, SKIN)
        + path(
            "M52,74 C70,80 130,80 148,74 C150,66 142,64 136,66 C120,70 80,70 64,66 C58,64 50,66 52,74 Z",
            BLACK,
        )
        + path("M66,70 C64,40 78,26 100,26 C122,26 136,40 134,70 C118,74 82,74 66,70 Z", BLACK)
        + path("M67,62 C85,66 115,66 133,62", None, PURPLE, 5)
        + path("M80,96 C84,92 90,92 94,96", None, INK, 3.5)
        + circle(88, 100, 3.5, INK, None)
        + path("M106,99 C110,97 116,97 120,99", None, INK, 3.5)
        + path("M104,88 C110,84 118,84 122,88", None, INK, 3)
        + path("M82,90 C86,87 91,87 94,89", None, INK, 3)
        + path("M100,106 L96,116 L102,117", None, INK, 3)
        + path("M100,121 C94,118 86,118 82,122 C80,124 77,123 77,119", None, INK, 3)
        + path("M100,121 C106,118 114,118 118,122 C120,124 123,123 123,119", None, INK, 3)
        + path("M88,132 C96,134 106,132 114,127", None, INK, 3.5)
        + group(
            circle(152, 118, 13, GOLD),
            circle(152, 118, 7, None, INK, 2.5),
            path("M140,96 L143,103 M152,92 L152,100 M164,96 L161,103", None, INK, 2.5),
        )
        + path("M138,150 C136,138 144,130 150,134 C156,138 158,144 160,150", SKIN)
    )


def curator() -> str:
    """A gilt-framed painting on an easel, being turned on its side."""
    easel = group(
        line(100, 36, 100, 60, BROWN, 9),
        line(100, 40, 58, 172, INK, 13),
        line(100, 40, 58, 172, BROWN, 6),
        line(100, 40, 142, 172, INK, 13),
        line(100, 40, 142, 172, BROWN, 6),
        line(100, 40, 100, 170, INK, 13),
        line(100, 40, 100, 170, BROWN, 6),
        rect(52, 138, 96, 12, BROWN, r=3),
    )
    picture = group(
        rect(46, 62, 108, 80, GOLD, r=3),
        rect(58, 74, 84, 56, TEAL, width=3),
        circle(122, 90, 8, GOLD, INK, 2.5),
        path("M60,128 L60,112 C74,100 86,102 98,110 C110,98 126,96 140,108 L140,128 Z", GREEN, INK, 3),
        transform="rotate(-22 100 102)",
    )
    arrow = group(
        path("M150,34 C170,46 180,62 180,82", None, INK, 5),
        path("M170,76 L180,88 L188,74", None, INK, 5),
    )
    return easel + picture + arrow


def pixie() -> str:
    """A tiny winged fairy with a star wand, trailing sparkles."""
    wings = group(
        path("M96,96 C70,60 28,54 30,82 C32,104 70,108 96,100 Z", PINK),
        path("M104,96 C130,60 172,54 170,82 C168,104 130,108 104,100 Z", PINK),
        path("M96,104 C74,112 46,130 56,148 C66,160 88,132 98,110 Z", PINK),
        path("M104,104 C126,112 154,130 144,148 C134,160 112,132 102,110 Z", PINK),
        path("M48,80 C62,84 78,90 90,98 M152,80 C138,84 122,90 110,98", None, INK, 2.5),
    )
    body = group(
        path(
            "M100,96 C90,96 88,110 86,126 C84,142 78,156 72,160 L128,160 C122,156 116,142 114,126 C112,110 110,96 100,96 Z",
            GREEN,
        ),
        path("M72,160 L80,150 L88,162 L96,150 L104,162 L112,150 L120,162 L128,160", GREEN, INK, 3),
        line(92, 164, 88, 180, INK, 5),
        line(108, 164, 112, 180, INK, 5),
        line(112, 112, 140, 74, INK, 9),
        line(112, 112, 140, 74, SKIN, 4),
        line(140, 74, 150, 50, INK, 3.5),
        poly(star(152, 46, 11, 5), GOLD, INK, 3),
    )
    head = group(
        path("M80,70 L62,56 L82,62 Z", SKIN, INK, 3),
        path("M120,70 L138,56 L118,62 Z", SKIN, INK, 3),
        circle(100, 72, 21, SKIN),
        path(
            "M78,70 C76,46 96,42 104,48 C112,40 126,50 122,68 C114,60 104,58 96,56 C92,62 86,66 78,70 Z", GOLD
        ),
        eyes(100, 76, 8, 3),
        path("M94,84 C98,88 102,88 106,84", None, INK, 2.5),
        circle(86, 82, 3, PINK, None),
        circle(114, 82, 3, PINK, None),
    )
    sparkles = _sparkle(44, 44, 10) + _sparkle(160, 128, 8) + _sparkle(58, 172, 7) + _sparkle(168, 96, 5)
    return wings + body + head + sparkles


def blob() -> str:
    """An oozing green slime with goggling eyes and a gaping grin, swallowing the ground beneath it."""
    return (
        ellipse(100, 164, 64, 11, DARK_GREEN)
        + path(
            "M38,162 C35,140 45,120 56,104 C63,70 77,38 104,36 C135,34 149,72 151,100 C163,118 169,144 162,162 "
            "C158,174 149,170 148,162 C142,170 135,172 130,164 C125,182 111,182 109,166 "
            "C100,174 89,174 86,164 C81,178 67,178 67,164 C58,174 42,174 38,162 Z",
            GREEN,
        )
        + group(ellipse(86, 58, 6, 11, WHITE, None), transform="rotate(30 86 58)")
        + ellipse(82, 92, 17, 19, WHITE)
        + ellipse(124, 88, 13, 15, WHITE)
        + circle(88, 96, 7, INK, None)
        + circle(120, 92, 6, INK, None)
        + path("M74,124 C86,146 120,148 138,120 C122,126 92,128 74,124 Z", DARK_GREEN)
        + path("M94,128 L98,138 L104,128", WHITE, INK, 2.5)
        + circle(150, 60, 6, GREEN, INK, 3)
        + circle(166, 76, 4, GREEN, INK, 3)
        + circle(44, 84, 5, GREEN, INK, 3)
    )


def apprentice_tanner() -> str:
    """A young apprentice in a leather apron, in front of a hide laced on a frame to dry."""
    hide = path(
        _mirrored(
            (100, 32),
            [
                ((94, 32), (90, 38), (84, 40)),
                ((76, 42), (64, 38), (58, 36)),
                ((46, 28),),
                ((52, 48),),
                ((58, 64), (60, 82), (54, 100)),
                ((40, 122),),
                ((58, 122),),
                ((70, 130), (86, 134), (100, 134)),
            ],
        ),
        OCHRE,
    )
    poles = ((48, 22, 152, 22), (32, 38, 32, 134), (168, 38, 168, 134))
    frame = "".join(line(*p, INK, 10) + line(*p, BROWN, 4) for p in poles)
    cords = path(
        "M46,28 L40,22 M154,28 L160,22 M46,28 L32,40 M154,28 L168,40 M40,122 L32,122 M160,122 L168,122 M100,32 L100,22",
        None,
        INK,
        2,
    )
    return (
        group(frame, cords, hide, transform="translate(6,6) scale(0.94)")
        + rect(88, 128, 24, 24, SKIN)
        + _body(70, 146, CREAM)
        + path(
            f"M78,148 L122,148 L130,{_base_y(130):.1f} A{BASE:g},{BASE:g} 0 0,1 70,{_base_y(70):.1f} Z", BROWN
        )
        + path("M80,150 L86,140 M120,150 L114,140", None, DARK_BROWN, 5)
        + rect(88, 160, 24, 14, None, DARK_BROWN, 3, r=2)
        + ellipse(100, 108, 30, 33, SKIN)
        + ellipse(70, 112, 6, 8, SKIN)
        + ellipse(130, 112, 6, 8, SKIN)
        + path(
            "M68,104 C64,76 80,68 100,68 C122,68 138,78 132,104 C126,94 120,88 112,86 C108,94 96,96 86,90 "
            "C80,94 74,98 68,104 Z",
            DARK_BROWN,
        )
        + eyes(100, 110, 12, 3.5)
        + "".join(circle(x, y, 2, OCHRE, None) for x, y in ((82, 121), (87, 125), (118, 121), (113, 125)))
        + path("M90,127 C96,133 104,133 110,127", None, INK, 3)
    )


def huntress() -> str:
    """A hooded huntress with arrows over her shoulder and a longbow at her side."""
    arrows = "".join(
        group(
            line(100, 150, 100, 40, INK, 4),
            poly([(100, 44), (92, 34), (92, 20), (100, 30), (108, 20), (108, 34)], ORANGE, INK, 3),
            transform=f"rotate({a} 100 150) translate(-36,16)",
        )
        for a in (-22, -12, -2)
    )
    return (
        arrows
        + _body(66, 146, GREEN)
        + path("M52,160 C50,110 56,60 100,34 C144,60 150,110 148,160 C132,150 68,150 52,160 Z", DARK_GREEN)
        + ellipse(100, 104, 28, 33, SKIN)
        + path(
            "M72,100 C72,80 84,70 100,70 C116,70 128,80 128,100 C118,86 106,82 100,84 C92,82 80,88 72,100 Z",
            ORANGE,
        )
        + path("M74,104 C74,76 86,66 100,66 C114,66 126,76 126,104", None, INK, 4)
        + path("M86,100 L94,103 M114,100 L106,103", None, INK, 3)
        + eyes(100, 108, 11, 3.5)
        + path("M94,124 C98,126 102,126 106,124", None, INK, 3)
        + path("M148,30 C184,64 184,136 148,170", None, INK, 11)
        + path("M148,30 C184,64 184,136 148,170", None, BROWN, 5)
        + line(148, 30, 148, 170, INK, 2)
        + rect(168, 88, 10, 24, DARK_GREEN, INK, 3, r=3)
    )


def nostro() -> str:
    """A bearded astrologer under a tall starry hat, gazing into a crystal ball."""
    return (
        _body(70, 140, NAVY)
        + ellipse(100, 96, 28, 28, SKIN)
        + path("M70,100 C70,140 84,160 100,166 C116,160 130,140 130,100 C120,114 80,114 70,100 Z", WHITE)
        + path("M84,110 C90,104 96,106 100,108 C104,106 110,104 116,110", WHITE)
        + eyes(100, 94, 11, 3.5)
        + path("M84,88 L94,90 M116,88 L106,90", None, INK, 3)
        + path("M40,82 C60,70 140,70 160,82 C150,90 50,90 40,82 Z", NAVY)
        + path("M60,80 C74,60 84,30 118,14 C112,34 130,52 140,80 C120,84 80,84 60,80 Z", NAVY)
        + poly(star(98, 56, 8, 3.5), GOLD, INK, 2.5)
        + poly(star(118, 40, 6, 2.5), GOLD, INK, 2.5)
        + path("M82,70 C78,64 82,56 88,56 C84,60 84,66 90,70 Z", GOLD, INK, 2.5)
        + rect(80, 170, 40, 10, GOLD, r=3)
        + circle(100, 150, 24, BLUE)
        + path("M88,140 C92,134 98,132 104,132", None, WHITE, 4)
        + _sparkle(100, 152, 8, WHITE)
    )


def assassin() -> str:
    """A hooded assassin, face in shadow but for the eyes, a dagger raised."""
    return (
        _body(70, 140, BLACK)
        + path("M52,156 C46,106 58,54 100,22 C142,54 154,106 148,156 C130,144 70,144 52,156 Z", BLACK)
        + path("M70,126 C66,96 78,70 100,66 C122,70 134,96 130,126 C118,134 82,134 70,126 Z", INK, INK)
        + path("M78,98 L94,104 L80,106 Z M122,98 L106,104 L120,106 Z", WHITE, None)
        + path("M66,118 C80,124 120,124 134,118 L138,150 C120,160 80,160 62,150 Z", CRIMSON)
        + path("M62,150 C80,160 120,160 138,150", None, INK, 4)
        + group(
            path("M100,40 L111,56 L111,100 L89,100 L89,56 Z", SILVER),
            line(100, 54, 100, 96, STEEL, 2.5),
            rect(78, 100, 44, 10, STEEL, r=3),
            rect(93, 110, 14, 30, CRIMSON, r=3),
            circle(100, 144, 6, STEEL),
            transform="translate(44,8) rotate(20 100 100)",
        )
    )


def psychic() -> str:
    """A seer with eyes closed and a third eye wide open, sending out waves of thought."""
    waves = []
    for r in (52, 72):
        a0, a1 = math.radians(-145), math.radians(-35)
        x0, y0 = 100 + r * math.cos(a0), 86 + r * math.sin(a0)
        x1, y1 = 100 + r * math.cos(a1), 86 + r * math.sin(a1)
        waves.append(path(f"M{x0:.1f},{y0:.1f} A{r},{r} 0 0,1 {x1:.1f},{y1:.1f}", None, PURPLE, 6))
    return (
        "".join(waves)
        + _body(66, 150, TEAL)
        + path("M86,150 L100,170 L114,150", None, INK, 3.5)
        + path("M66,104 C60,70 76,56 100,56 C124,56 140,70 134,104 L138,150 L62,150 Z", BLACK)
        + ellipse(100, 106, 29, 35, SKIN)
        + path(
            "M72,96 C76,72 88,66 100,66 C112,66 124,72 128,96 C118,80 108,76 100,76 C92,76 82,80 72,96 Z",
            BLACK,
        )
        + path("M84,88 C92,77 108,77 116,88 C108,99 92,99 84,88 Z", WHITE, INK, 3.5)
        + circle(100, 88, 6, PURPLE, INK, 2.5)
        + circle(100, 88, 2, INK, None)
        + path("M80,110 C84,114 90,114 94,110 M106,110 C110,114 116,114 120,110", None, INK, 3.5)
        + path("M94,127 C98,129 102,129 106,127", None, INK, 3)
    )


def _claw_hand(x: float, side: int) -> str:
    """A bony hand rising from below, its long fingers spread and tipped with black claws."""
    parts = []
    for spread in (-1.5, -0.5, 0.5, 1.5):
        bx, by = x + spread * 7, 160 + abs(spread) * 3
        angle = math.radians(-90 + spread * 13 + side * 12)
        length = 46 - abs(spread) * 6
        tx, ty = bx + length * math.cos(angle), by + length * math.sin(angle)
        bend = -side * 5
        d = f"M{bx:g},{by:g} Q{(bx + tx) / 2 + bend:.1f},{(by + ty) / 2:.1f} {tx:.1f},{ty:.1f}"
        parts.append(path(d, None, INK, 11) + path(d, None, LIGHT_GREY, 4.5))
        nail_angle = angle - side * math.radians(30)
        nx, ny = tx + 13 * math.cos(nail_angle), ty + 13 * math.sin(nail_angle)
        px, py = 4 * math.cos(nail_angle + math.pi / 2), 4 * math.sin(nail_angle + math.pi / 2)
        parts.append(poly([(tx + px, ty + py), (nx, ny), (tx - px, ty - py)], INK, INK, 2))
    left, right = x - 20, x + 20
    parts.append(
        path(
            f"M{left:g},{_base_y(left):.1f} C{left - 2:g},156 {right + 2:g},156 {right:g},{_base_y(right):.1f} "
            f"A{BASE:g},{BASE:g} 0 0,1 {left:g},{_base_y(left):.1f} Z",
            LIGHT_GREY,
        )
    )
    return "".join(parts)


def nosferatu() -> str:
    """A bald, rat-toothed vampire with pointed ears, raising his long clawed fingers."""
    return (
        _body(62, 146, BLACK, 16)
        + path("M76,146 L100,170 L124,146 L116,136 L84,136 Z", BLACK)
        + path("M74,76 L44,46 L72,100 Z", LIGHT_GREY)
        + path("M126,76 L156,46 L128,100 Z", LIGHT_GREY)
        + path(
            "M100,24 C128,24 134,56 130,90 C128,116 116,138 100,140 C84,138 72,116 70,90 C66,56 72,24 100,24 Z",
            LIGHT_GREY,
        )
        + path(
            "M78,80 C84,72 92,74 96,82 C90,88 82,88 78,80 Z M122,80 C116,72 108,74 104,82 C110,88 118,88 122,80 Z",
            INK,
            None,
        )
        + circle(88, 81, 2.5, RED, None)
        + circle(112, 81, 2.5, RED, None)
        + path("M76,72 C84,66 92,68 98,76 M124,72 C116,66 108,68 102,76", None, INK, 3.5)
        + path("M100,82 C96,96 94,104 96,108 L104,108", None, INK, 3)
        + path("M86,118 C96,114 104,114 114,118", None, INK, 3.5)
        + path("M94,116 L96,130 L99,117 Z M106,116 L104,130 L101,117 Z", WHITE, INK, 2.5)
        + _claw_hand(56, -1)
        + _claw_hand(144, 1)
    )


def _fist(x: float) -> str:
    """A blocky stone fist seen from the front, its left edge at ``x``."""
    knuckles = " ".join(f"M{x + 9.5 * i:g},118 L{x + 9.5 * i:g},132" for i in (1, 2, 3))
    thumb = f"M{x:g},138 L{x + 24:g},138" if x < 100 else f"M{x + 14:g},138 L{x + 38:g},138"
    return rect(x, 118, 38, 38, GREY, r=6) + path(f"{knuckles} {thumb}", None, INK, 3)


def golem() -> str:
    """A hulking stone golem with glowing eyes and cracked, blocky fists."""
    return (
        path(
            f"M16,{_base_y(16):.1f} L26,92 L60,76 L140,76 L174,92 L184,{_base_y(184):.1f} A{BASE:g},{BASE:g} 0 0,1 16,{_base_y(16):.1f} Z",
            STEEL,
        )
        + path("M30,96 L62,92 L66,120 M170,96 L138,92 L134,120", None, INK, 3.5)
        + path("M64,26 L136,26 L144,40 L142,108 L128,124 L72,124 L58,108 L56,40 Z", GREY)
        + path("M58,60 L142,60 L138,76 L62,76 Z", LIGHT_GREY, INK, 3.5)
        + rect(70, 68, 22, 10, GOLD, width=3)
        + rect(108, 68, 22, 10, GOLD, width=3)
        + path("M76,100 L124,100 L124,110 L76,110 Z", STEEL, INK, 3.5)
        + path("M86,100 L86,110 M100,100 L100,110 M114,100 L114,110", None, INK, 2.5)
        + path("M96,26 L90,40 L98,48 L92,58 M128,80 L134,90 L130,98", None, INK, 3)
        + "".join(_fist(x) for x in (28, 134))
        + path("M80,150 L92,160 L86,176 M118,140 L110,156", None, INK, 3)
    )


def village_idiot() -> str:
    """A goofy, cross-eyed jester with a gap-toothed grin and a floppy belled cap."""
    collar = [(58 + 12 * i, 166 if i % 2 else 150) for i in range(8)] + [(142, 148), (58, 148)]
    return (
        _body(62, 152, BLUE)
        + poly(collar, ORANGE)
        + ellipse(100, 112, 34, 34, SKIN)
        + ellipse(64, 114, 7, 10, SKIN)
        + ellipse(136, 114, 7, 10, SKIN)
        + path("M62,94 C52,62 34,54 24,70 C38,66 48,76 56,92 Z", ORANGE)
        + path("M138,94 C148,62 166,54 176,70 C162,66 152,76 144,92 Z", BLUE)
        + path("M66,92 C62,60 80,30 100,20 C120,30 138,60 134,92 C112,84 88,84 66,92 Z", ORANGE)
        + path("M100,20 C120,30 138,60 134,92 C122,88 110,86 100,86 Z", BLUE)
        + path("M64,96 C86,84 114,84 136,96 L134,86 C112,76 88,76 66,86 Z", GOLD)
        + circle(24, 70, 7, GOLD)
        + circle(176, 70, 7, GOLD)
        + circle(100, 18, 7, GOLD)
        + circle(86, 106, 10, WHITE)
        + circle(114, 106, 10, WHITE)
        + circle(92, 108, 4.5, INK, None)
        + circle(108, 108, 4.5, INK, None)
        + path("M78,122 C86,146 114,146 122,122 Z", CRIMSON)
        + rect(93, 121, 14, 10, WHITE, INK, 2.5)
        + path("M100,121 L100,131", None, INK, 2)
    )


def wolfman() -> str:
    """A snarling werewolf under the full moon."""
    head = _mirrored(
        (100, 46),
        [
            ((84, 46), (72, 52), (66, 60)),
            ((56, 22),),
            ((58, 74),),
            ((56, 84), (52, 90), (40, 94)),
            ((52, 102),),
            ((42, 114),),
            ((60, 118),),
            ((64, 128),),
            ((76, 136), (88, 146), (100, 148)),
        ],
    )
    return (
        circle(100, 82, 70, GOLD)
        + circle(96, 28, 7, None, OCHRE, 3)
        + circle(44, 64, 6, None, OCHRE, 3)
        + circle(156, 62, 4.5, None, OCHRE, 3)
        + _body(74, 140, DARK_BROWN)
        + path("M60,144 L70,162 L78,146 L88,166 L100,148 L112,166 L122,146 L130,162 L140,144", None, INK, 3)
        + path(head, BROWN)
        + path("M64,62 L60,34 L78,56 Z M136,62 L140,34 L122,56 Z", DARK_BROWN, INK, 2.5)
        + path(
            "M100,72 C110,72 114,84 116,96 C124,104 126,116 122,126 C116,138 108,144 100,144 "
            "C92,144 84,138 78,126 C74,116 76,104 84,96 C86,84 90,72 100,72 Z",
            CREAM,
        )
        + path("M74,84 L90,90 L78,94 Z M126,84 L110,90 L122,94 Z", GOLD, INK, 2.5)
        + path("M70,76 L92,88 M130,76 L108,88", None, INK, 4.5)
        + path("M92,102 C92,96 108,96 108,102 C108,108 102,110 100,110 C98,110 92,108 92,102 Z", INK, None)
        + path("M100,110 L100,116", None, INK, 3)
        + path("M82,118 C92,112 108,112 118,118 C116,136 84,136 82,118 Z", CRIMSON)
        + path("M86,117 L89,127 L93,116 Z M114,117 L111,127 L107,116 Z", WHITE, INK, 2)
        + path("M92,131 L94,126 L97,131 M103,131 L106,126 L108,131", WHITE, INK, 1.8)
    )


EMBLEMS: dict[str, Callable[[], str]] = {
    "coin.regifter": regifter,
    "coin.con_artist": con_artist,
    "coin.curator": curator,
    "coin.pixie": pixie,
    "coin.blob": blob,
    "coin.apprentice_tanner": apprentice_tanner,
    "coin.huntress": huntress,
    "coin.nostro": nostro,
    "coin.assassin": assassin,
    "coin.psychic": psychic,
    "coin.nosferatu": nosferatu,
    "coin.golem": golem,
    "coin.village_idiot": village_idiot,
    "coin.wolfman": wolfman,
}
