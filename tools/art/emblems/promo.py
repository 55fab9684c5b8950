"""Emblems of the promo cards: the Commander, the Prince and the Cleaner.

Drawn like the Silver emblems (a 200 × 200 box, within a radius of about 92 of its centre), with the
same bust helpers.
"""

from __future__ import annotations

from collections.abc import Callable

from ..kit import (
    BLUE,
    BROWN,
    GOLD,
    INK,
    NAVY,
    RED,
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
from .silver import body, head, neck, smile, sparkle


def commander() -> str:
    """A commander in a plumed brass helmet and epaulettes: he keeps a card for the next round."""
    epaulette = "".join(
        ellipse(x, 146, 17, 8, GOLD)
        + path(f"M{x - 10},154 V162 M{x},155 V164 M{x + 10},154 V162", None, INK, 3)
        for x in (56, 144)
    )
    return "".join(
        [
            neck(top=112),
            body(NAVY, top=140, half=62),
            epaulette,
            circle(100, 160, 4.5, GOLD, INK, 2.5),
            circle(100, 176, 4.5, GOLD, INK, 2.5),
            path("M74,158 L78,172 H70 Z", RED, INK, 2.5),
            poly(star(76, 176, 9, 4), GOLD, INK, 2.5),
            path(
                "M96,56 C90,34 100,18 120,16 C132,16 138,24 136,32 C126,26 114,32 112,44 C110,50 110,54 110,58 Z",
                RED,
            ),
            head(cy=98, r=30),
            path("M66,100 C62,66 80,54 100,54 C120,54 138,66 134,100 L126,102 V84 H74 V102 Z", GOLD),
            rect(70, 80, 60, 9, GOLD, r=3),
            eyes(100, 101),
            path("M92,114 H108", None, INK, 3.5),
        ]
    )


def prince() -> str:
    """A young prince with a golden crown and an ermine collar: he protects his village."""
    crown = [(70, 80), (70, 50), (85, 64), (100, 44), (115, 64), (130, 50), (130, 80)]
    ermine = "M62,146 C74,132 86,130 100,134 C114,130 126,132 138,146 C126,154 112,154 100,150 C88,154 74,154 62,146 Z"
    return "".join(
        [
            neck(top=112),
            body(RED, top=140, half=62),
            path(ermine, WHITE),
            path("M78,144 v6 M100,140 v6 M122,144 v6", None, INK, 3.5),
            head(cy=100, r=30),
            path(
                "M68,106 C62,84 70,72 84,72 H116 C130,72 138,84 132,106 C128,96 124,90 118,86 C108,92 92,92 82,86 C76,90 72,96 68,106 Z",
                BROWN,
            ),
            eyes(100, 104),
            smile(100, 116, 7, 4),
            poly(crown, GOLD),
            circle(100, 72, 5, RED, INK, 2.5),
            circle(70, 48, 4, GOLD, INK, 2.5)
            + circle(100, 42, 4, GOLD, INK, 2.5)
            + circle(130, 48, 4, GOLD, INK, 2.5),
        ]
    )


def cleaner() -> str:
    """A broom and a bucket of suds: the Cleaner sweeps a card away and puts another in its place."""
    broom = group(
        rect(-5, -80, 10, 100, BROWN, r=4),
        rect(-15, 20, 30, 12, RED, r=3),
        path("M-14,32 H14 C20,44 24,58 26,72 C8,78 -8,78 -26,72 C-24,58 -20,44 -14,32 Z", GOLD),
        path("M-7,44 L-13,70 M0,44 V74 M7,44 L13,70", None, INK, 3),
        transform="translate(84,92) rotate(20)",
    )
    suds = "".join(
        circle(x, y, r, WHITE) for x, y, r in ((104, 112, 10), (121, 104, 13), (140, 106, 12), (155, 114, 9))
    )
    return "".join(
        [
            broom,
            path("M101,118 C101,78 155,78 155,118", None, INK, 4),
            suds,
            poly([(96, 114), (160, 114), (152, 172), (104, 172)], BLUE),
            path("M98,130 H158 M101,156 H155", None, INK, 3),
            sparkle(140, 58, 11),
            sparkle(160, 84, 7),
            sparkle(44, 62, 8),
        ]
    )


EMBLEMS: dict[str, Callable[[], str]] = {
    "promo.commander": commander,
    "promo.prince": prince,
    "promo.cleaner": cleaner,
}
