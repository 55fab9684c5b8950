"""The palette and the drawing primitives every piece of art is made of.

Everything returns SVG markup as strings. Shapes take a fill and, by default, the common ink outline,
so that the whole set shares one line weight and one set of colours.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

# The palette: a small set of named colours, used by every emblem.
INK = "#2b2523"
PAPER = "#f6f0e1"
CREAM = "#efe4c8"
WHITE = "#ffffff"
BLACK = "#1c1a1a"
GREY = "#8e9399"
LIGHT_GREY = "#c9cdd2"
SILVER = "#aab6c1"
STEEL = "#5d6b78"
RED = "#b8393a"
CRIMSON = "#7e2430"
ORANGE = "#d9782d"
GOLD = "#e0b13f"
OCHRE = "#9c7424"
GREEN = "#4e8a5a"
DARK_GREEN = "#2f5a3b"
TEAL = "#3a8a8c"
BLUE = "#3f6fa8"
NAVY = "#283e63"
PURPLE = "#6b4c9a"
PINK = "#dc8fa9"
SKIN = "#e9c39f"
BROWN = "#7a5234"
DARK_BROWN = "#4a3222"

#: The outline width of emblem shapes (in the 200 × 200 emblem box).
LINE = 4.0


def _attrs(**kw: object) -> str:
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{value}"')
    return " ".join(parts)


def style(fill: str | None, stroke: str | None = INK, width: float | None = LINE) -> dict[str, object]:
    """The common fill/outline attributes."""
    return {
        "fill": fill or "none",
        "stroke": stroke or "none",
        "stroke_width": width if stroke else None,
        "stroke_linejoin": "round" if stroke else None,
        "stroke_linecap": "round" if stroke else None,
    }


def circle(
    cx: float, cy: float, r: float, fill: str | None, stroke: str | None = INK, width: float = LINE
) -> str:
    """A circle."""
    return f"<circle {_attrs(cx=cx, cy=cy, r=r, **style(fill, stroke, width))}/>"


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str | None,
    stroke: str | None = INK,
    width: float = LINE,
) -> str:
    """An ellipse."""
    return f"<ellipse {_attrs(cx=cx, cy=cy, rx=rx, ry=ry, **style(fill, stroke, width))}/>"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None,
    stroke: str | None = INK,
    width: float = LINE,
    r: float = 0,
) -> str:
    """A rectangle, optionally with rounded corners."""
    return f"<rect {_attrs(x=x, y=y, width=w, height=h, rx=r or None, **style(fill, stroke, width))}/>"


def path(d: str, fill: str | None, stroke: str | None = INK, width: float = LINE) -> str:
    """A path in SVG path syntax."""
    return f"<path {_attrs(d=d, **style(fill, stroke, width))}/>"


def poly(
    points: Iterable[tuple[float, float]], fill: str | None, stroke: str | None = INK, width: float = LINE
) -> str:
    """A closed polygon."""
    pts = " ".join(f"{x:g},{y:g}" for x, y in points)
    return f"<polygon {_attrs(points=pts, **style(fill, stroke, width))}/>"


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = INK, width: float = LINE) -> str:
    """A straight line with round caps."""
    return f"<line {_attrs(x1=x1, y1=y1, x2=x2, y2=y2, **style(None, stroke, width))}/>"


def group(
    *parts: str,
    transform: str | None = None,
    opacity: float | None = None,
    id_: str | None = None,
    clip: str | None = None,
) -> str:
    """A group of parts, optionally transformed, named by ``id_`` or clipped by the clipPath ``clip``."""
    clip_path = f"url(#{clip})" if clip else None
    head = _attrs(id_=id_, transform=transform, opacity=opacity, clip_path=clip_path)
    return f"<g {head}>{''.join(parts)}</g>"


def star(
    cx: float, cy: float, outer: float, inner: float, points: int = 5, rotate: float = -90
) -> list[tuple[float, float]]:
    """The corner points of a star (for :func:`poly`)."""
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotate + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def rays(
    cx: float,
    cy: float,
    inner: float,
    outer: float,
    angles: Iterable[float],
    stroke: str = INK,
    width: float = LINE,
) -> str:
    """Short lines pointing away from (cx, cy), one per angle in degrees."""
    out = []
    for a in angles:
        dx, dy = math.cos(math.radians(a)), math.sin(math.radians(a))
        out.append(line(cx + inner * dx, cy + inner * dy, cx + outer * dx, cy + outer * dy, stroke, width))
    return "".join(out)


def eyes(cx: float, cy: float, gap: float = 11, r: float = 3.6, fill: str = INK) -> str:
    """Two dot eyes ``gap`` either side of ``cx`` (the emblems' common face)."""
    return circle(cx - gap, cy, r, fill, None) + circle(cx + gap, cy, r, fill, None)


# Digits are drawn as strokes (no font needed, so numbers look the same everywhere), in a box
# 30 wide and 50 tall with the baseline at y = 50.
DIGITS = {
    "0": "M15,3 C5,3 3,15 3,25 C3,35 5,47 15,47 C25,47 27,35 27,25 C27,15 25,3 15,3 Z",
    "1": "M8,11 L16,3 L16,47",
    "2": "M4,13 C4,5 9,3 15,3 C22,3 26,7 26,13 C26,24 4,33 4,47 L27,47",
    "3": "M4,8 C8,4 11,3 15,3 C22,3 26,7 26,13 C26,20 20,24 13,24 "
    "C21,24 27,28 27,36 C27,43 22,47 15,47 C10,47 6,46 3,42",
    "4": "M21,47 L21,3 L3,34 L28,34",
    "5": "M26,3 L7,3 L5,22 C8,20 11,19 15,19 C22,19 27,24 27,33 C27,42 22,47 15,47 C10,47 6,46 3,42",
    "6": "M24,6 C21,4 18,3 15,3 C7,3 3,13 3,29 C3,42 8,47 15,47 "
    "C22,47 27,42 27,34 C27,26 22,21 15,21 C9,21 4,25 3,30",
    "7": "M3,3 L27,3 L11,47",
    "8": "M15,24 C8,24 5,19 5,13.5 C5,7 9,3 15,3 C21,3 25,7 25,13.5 C25,19 22,24 15,24 Z "
    "M15,24 C22,24 27,28 27,35.5 C27,43 22,47 15,47 C8,47 3,43 3,35.5 C3,28 8,24 15,24 Z",
    "9": "M6,44 C9,46 12,47 15,47 C23,47 27,37 27,21 C27,8 22,3 15,3 "
    "C8,3 3,8 3,16 C3,24 8,29 15,29 C21,29 26,25 27,20",
}
DIGIT_W = 30.0
DIGIT_H = 50.0
DIGIT_GAP = 4.0
#: A 6 and a 9 are underlined, as on playing cards, so that a 6 is never taken for a 9: the line's
#: height below the digits' top, in digit units.
UNDERLINE_Y = 60.0
UNDERLINED = frozenset({"6", "9"})


def underlined(value: int) -> bool:
    """Is ``value`` drawn with a line under it (a 6 or a 9, which read as each other turned round)?"""
    return str(value) in UNDERLINED


def number(
    value: int,
    x: float,
    y: float,
    height: float,
    colour: str = INK,
    halo: str | None = PAPER,
    underline: bool = True,
) -> str:
    """``value`` drawn with stroke digits; (x, y) is the top-left corner, ``height`` the digit height
    (with ``underline``, a 6 or a 9 gets a line below it: :func:`underlined`).

    A halo (a wider stroke in the background colour underneath) keeps it readable on any ground.
    """
    text = str(value)
    scale = height / DIGIT_H
    weight = 7.5
    parts = []
    for layer_colour, layer_width in ((halo, weight + 6), (colour, weight)):
        if layer_colour is None:
            continue
        for i, ch in enumerate(text):
            dx = i * (DIGIT_W + DIGIT_GAP)
            parts.append(
                f'<path d="{DIGITS[ch]}" transform="translate({dx:g},0)" fill="none" stroke="{layer_colour}" '
                f'stroke-width="{layer_width:g}" stroke-linecap="round" stroke-linejoin="round"/>'
            )
        if underline and underlined(value):
            parts.append(
                f'<path d="M4,{UNDERLINE_Y:g} L26,{UNDERLINE_Y:g}" fill="none" stroke="{layer_colour}" '
                f'stroke-width="{layer_width - 1.5:g}" stroke-linecap="round"/>'
            )
    return group(*parts, transform=f"translate({x:g},{y:g}) scale({scale:.4f})")


def number_width(value: int, height: float) -> float:
    """How wide :func:`number` draws ``value`` at ``height``."""
    n = len(str(value))
    return (n * DIGIT_W + (n - 1) * DIGIT_GAP) * height / DIGIT_H
