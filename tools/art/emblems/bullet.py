"""Emblems of the Silver Bullet cards: a gothic monster-hunting village.

Each function draws one card's emblem in a 200 × 200 box centred on (100, 100), inside a circle of
radius 92 (the octagonal medallion of the edition). Characters are busts cut at the bottom by that
circle; the rest are single objects or creatures.
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
    line,
    path,
    poly,
    rect,
    star,
)

#: The radius of the circle that cuts the bottom of the busts.
CUT = 90.0


# --- helpers -------------------------------------------------------------------------------------


def _shoulders_d(top: float = 134, half: float = 62) -> str:
    """The outline of a bust's shoulders, cut at the bottom by the medallion.

    They rise to ``top`` at the neck and reach ``half`` either side of the middle.
    """
    side = half - 2
    bottom = 100 + math.sqrt(CUT * CUT - side * side)
    shoulder = top + 18
    x0, x1 = 100 - half, 100 + half
    return (
        f"M{100 - side:g},{bottom:.1f} L{x0:g},{shoulder:g} C{x0:g},{top + 4:g} {x0 + 24:g},{top:g} 100,{top:g} "
        f"C{x1 - 24:g},{top:g} {x1:g},{top + 4:g} {x1:g},{shoulder:g} L{100 + side:g},{bottom:.1f} "
        f"A{CUT:g},{CUT:g} 0 0 1 {100 - side:g},{bottom:.1f} Z"
    )


def _shoulders(fill: str, top: float = 134, half: float = 62) -> str:
    """The shoulders of a bust (see :func:`_shoulders_d`)."""
    return path(_shoulders_d(top, half), fill)


def _neck(top: float = 108, bottom: float = 142, half: float = 12) -> str:
    """A neck between the head and the shoulders."""
    return rect(100 - half, top, 2 * half, bottom - top, SKIN)


def _stroke(d: str, width: float = 3.5, colour: str = INK) -> str:
    """An open line (a mouth, a brow, a crease) in the ink colour."""
    return path(d, None, colour, width)


def _tube(d: str, fill: str, width: float) -> str:
    """A thick stroked shape (a tentacle, a strap, a stick) with the common ink outline."""
    return path(d, None, INK, width + 2 * LINE) + path(d, None, fill, width)


def _bullet(x: float, y: float, angle: float, size: float = 1.0) -> str:
    """A small silver bullet with its tip at angle ``angle`` (degrees, 0 = up)."""
    body = path("M-4,9 L-4,-2 C-4,-7 0,-10 0,-10 C0,-10 4,-7 4,-2 L4,9 Z", SILVER, INK, 2.5)
    case = line(-4, 5, 4, 5, INK, 2.5)
    return group(body, case, transform=f"translate({x:g},{y:g}) rotate({angle:g}) scale({size:g})")


# --- the cards -----------------------------------------------------------------------------------


def hunter() -> str:
    """The Hunter: a wide-brimmed hat with a feather, a rifle over the shoulder, silver bullets."""
    rifle = group(
        rect(-4, -70, 8, 90, STEEL),
        path("M-6,14 L6,14 L11,58 L-9,62 Z", BROWN),
        transform="translate(138,112) rotate(20)",
    )
    # A bandolier from the left shoulder to the bottom edge, its ends on the outline of the coat.
    strap = poly([(48, 139.5), (70, 135), (148, 176.1), (124, 186.7)], BROWN)
    bullets = "".join(_bullet(59 + 77 * t, 137 + 44.4 * t, 30, 0.8) for t in (0.3, 0.5, 0.7))
    body = _shoulders(DARK_GREEN) + strap + bullets + path(_shoulders_d(), None)
    hat = (
        path("M78,58 C60,50 50,38 50,24 C62,30 74,42 84,56 Z", RED)
        + _stroke("M82,58 C70,46 60,36 53,27", 2.5)
        + path("M72,72 C72,50 78,36 100,36 C122,36 128,50 128,72 Z", BROWN)
        + rect(73, 55, 54, 10, DARK_BROWN)
        + ellipse(100, 72, 54, 10, BROWN)
    )
    face = (
        circle(70, 98, 7, SKIN)
        + circle(130, 98, 7, SKIN)
        + circle(100, 96, 30, SKIN)
        + eyes(100, 94, 11, 4.5)
        + _stroke("M82,86 L93,88 M107,88 L118,86", 3.5)
        + path(
            "M84,112 C90,104 97,105 100,108 C103,105 110,104 116,112 C109,113 104,112 100,111 "
            "C96,112 91,113 84,112 Z",
            DARK_BROWN,
            INK,
            2.5,
        )
    )
    return rifle + _neck() + body + face + hat


def lycan() -> str:
    """The Lycan: a young villager with grey wolf ears, shaggy hair and golden wolf eyes."""
    ears = (
        path("M70,76 L56,22 L94,58 Z", GREY)
        + path("M71,64 L63,35 L84,56 Z", PINK, None)
        + path("M130,76 L144,22 L106,58 Z", GREY)
        + path("M129,64 L137,35 L116,56 Z", PINK, None)
    )
    collar = path(
        "M68,142 L78,132 L84,140 L92,130 L100,140 L108,130 L116,140 L122,132 L132,142 L116,152 L100,146 "
        "L84,152 Z",
        GREY,
    )
    hair = path(
        "M66,104 C60,70 76,54 100,54 C124,54 140,70 134,104 L128,90 L124,98 L118,80 L110,90 L104,76 "
        "L96,88 L88,78 L82,94 L76,84 L72,98 Z",
        GREY,
    )
    face = (
        circle(100, 98, 32, SKIN)
        + hair
        + circle(88, 102, 6.5, GOLD, INK, 2.5)
        + circle(112, 102, 6.5, GOLD, INK, 2.5)
        + ellipse(88, 102, 1.8, 4.5, INK, None)
        + ellipse(112, 102, 1.8, 4.5, INK, None)
        + ellipse(100, 112, 4.5, 3.2, INK, None)
        + _stroke("M90,120 C96,124 104,124 110,120", 3)
        + poly([(101, 121.5), (107, 121), (104.5, 128)], WHITE, INK, 2)
    )
    return _neck(112) + ears + _shoulders(BLUE) + collar + face


def priest() -> str:
    """The Priest: a calm, blessing figure before a radiant golden halo, a sun pendant on the chest."""
    halo = poly(star(100, 88, 66, 50, 16), GOLD) + circle(100, 88, 46, CREAM, INK, 3)
    pendant = _stroke("M84,136 L100,158 L116,136", 2.5) + poly(star(100, 162, 12, 8, 8), GOLD, INK, 2.5)
    collar = path("M80,136 C86,130 114,130 120,136 L114,142 C108,138 92,138 86,142 Z", BLACK) + rect(
        95, 133, 10, 8, WHITE, INK, 2.5
    )
    face = (
        circle(100, 92, 30, SKIN)
        + path("M72,100 C66,84 70,72 78,70 C80,80 78,90 80,100 Z", LIGHT_GREY)
        + path("M128,100 C134,84 130,72 122,70 C120,80 122,90 120,100 Z", LIGHT_GREY)
        + _stroke("M83,93 C86,97 91,97 94,93 M106,93 C109,97 114,97 117,93", 3.5)
        + _stroke("M92,108 C96,112 104,112 108,108", 3.5)
    )
    return halo + _neck(110) + _shoulders(BLACK) + collar + pendant + face


def _bat(x: float, y: float, scale: float = 1.0) -> str:
    """A small flying bat centred on (x, y), 44 wide at scale 1."""
    d = (
        "M0,-4 L-3,-10 L-1.5,-5 C-8,-9 -16,-9 -22,-5 C-18,-1 -18,4 -20,8 C-15,5 -10,6 -7,10 C-5,6 -2,4 0,6 "
        "C2,4 5,6 7,10 C10,6 15,5 20,8 C18,4 18,-1 22,-5 C16,-9 8,-9 1.5,-5 L3,-10 Z"
    )
    return group(path(d, BLACK, INK, 2.5), transform=f"translate({x:g},{y:g}) scale({scale:g})")


def goth_girl() -> str:
    """The Goth Girl: a black bob with a straight fringe, dark lips, a choker and a bat."""
    back_hair = path("M60,124 C54,84 64,50 100,50 C136,50 146,84 140,124 Z", BLACK)
    fringe = path("M70,86 C68,64 82,56 100,56 C118,56 132,64 130,86 Z", BLACK)
    face = (
        ellipse(100, 96, 28, 31, SKIN)
        + fringe
        + eyes(100, 98, 11, 4)
        + _stroke("M84,97 L81,94 M116,97 L119,94", 2.5)
        + path(
            "M92,113 C95,110 98,111 100,112 C102,111 105,110 108,113 C104,118 96,118 92,113 Z",
            CRIMSON,
            INK,
            2,
        )
    )
    choker = rect(87, 128, 26, 6, BLACK, INK, 2)
    return back_hair + _neck(112) + _shoulders(PURPLE) + choker + face + _bat(146, 50)


def mortician() -> str:
    """The Mortician: a coffin rising from a fresh grave, a spade stuck in the earth beside it."""
    spade = group(
        rect(-4, -58, 8, 92, OCHRE),
        rect(-13, -68, 26, 10, OCHRE, r=4),
        path("M-16,30 L16,30 L16,54 C16,66 0,74 0,74 C0,74 -16,66 -16,54 Z", STEEL),
        transform="translate(140,100) rotate(10)",
    )
    coffin = group(
        poly([(-20, -74), (20, -74), (38, -36), (24, 72), (-24, 72), (-38, -36)], BROWN),
        poly([(-16, -65), (16, -65), (29, -36), (17, 64), (-17, 64), (-29, -36)], None, DARK_BROWN, 3),
        rect(-11, -24, 22, 13, GOLD, INK, 3, r=2),
        transform="translate(84,100) rotate(-8)",
    )
    mound = path("M34,161.2 C56,144 144,144 166,161.2 A90,90 0 0 1 34,161.2 Z", DARK_BROWN)
    clods = (
        circle(64, 160, 3, BROWN, None) + circle(120, 166, 3.5, BROWN, None) + circle(96, 176, 3, BROWN, None)
    )
    return spade + coffin + mound + clods


def cow() -> str:
    """The Cow: a friendly black-and-white cow's head with horns and a pink muzzle."""
    horns = path("M72,56 C58,54 48,44 46,30 C56,38 66,40 78,44 Z", CREAM) + path(
        "M128,56 C142,54 152,44 154,30 C144,38 134,40 122,44 Z", CREAM
    )
    ears = group(
        ellipse(0, 0, 22, 10, WHITE),
        ellipse(2, 0, 13, 5, PINK, None),
        transform="translate(44,82) rotate(18)",
    )
    ears += group(
        ellipse(0, 0, 22, 10, WHITE),
        ellipse(-2, 0, 13, 5, PINK, None),
        transform="translate(156,82) rotate(-18)",
    )
    head = path(
        "M100,42 C128,42 140,54 140,76 C140,100 132,112 130,128 L70,128 C68,112 60,100 60,76 C60,54 72,42 100,42 Z",
        WHITE,
    )
    patches = (
        path("M106,44 C124,42 138,52 138,72 C128,80 116,74 110,62 C108,56 106,50 106,44 Z", BLACK, None)
        + path("M64,96 C72,92 76,104 70,114 C66,108 64,102 64,96 Z", BLACK, None)
        + path("M86,42 C92,48 96,54 92,60 C84,58 80,50 82,43 Z", BLACK, None)
    )
    outline = path(
        "M100,42 C128,42 140,54 140,76 C140,100 132,112 130,128 L70,128 C68,112 60,100 60,76 C60,54 72,42 100,42 Z",
        None,
    )
    muzzle = (
        ellipse(100, 136, 40, 26, PINK)
        + ellipse(86, 136, 5, 7, INK, None)
        + ellipse(114, 136, 5, 7, INK, None)
    )
    pupils = eyes(100, 88, 17, 5.5) + circle(81.5, 86, 1.6, WHITE, None) + circle(115.5, 86, 1.6, WHITE, None)
    return horns + ears + head + patches + outline + pupils + muzzle


def instigator() -> str:
    """The Instigator: a shouting villager raising a burning torch."""
    torch = (
        path("M147,26 C160,42 168,56 162,68 C158,76 138,76 134,68 C128,56 138,44 147,26 Z", ORANGE)
        + path("M148,44 C154,52 158,60 154,66 C151,70 143,70 141,66 C138,60 142,54 148,44 Z", GOLD, None)
        + rect(141, 74, 14, 66, BROWN, r=3)
        + rect(137, 68, 22, 12, DARK_BROWN, r=3)
    )
    arm = path("M134,162 L136,130 C136,122 160,122 160,130 L162,154", RED)  # open below: it joins the coat
    fist = rect(136, 108, 24, 22, SKIN, r=8) + _stroke("M138,116 L146,116 M138,123 L146,123", 2.5)
    face = (
        circle(88, 96, 30, SKIN)
        + path(
            "M58,92 C54,70 66,56 86,58 L90,50 L96,60 L104,54 L106,64 C116,70 120,80 118,92 "
            "C112,84 106,80 100,80 C90,84 72,84 58,92 Z",
            DARK_BROWN,
        )
        + _stroke("M70,88 L81,92 M95,92 L106,88", 4.5)
        + eyes(88, 98, 10, 4)
        + ellipse(88, 115, 8, 7, CRIMSON, INK, 3)
    )
    return _neck(110) + _shoulders(RED) + torch + arm + fist + face


def insomniac() -> str:
    """The Insomniac: wide-awake eyes with dark rings under a nightcap, a candle at hand."""
    cap = (
        path(
            "M66,84 C62,54 84,38 108,40 C136,42 154,66 158,98 C148,80 138,70 130,68 C134,74 134,80 134,84 Z",
            NAVY,
        )
        + circle(158, 104, 10, WHITE)
        + rect(64, 78, 72, 13, WHITE, r=6.5)
    )
    candle = (
        path("M52,88 C58,96 62,104 58,110 C55,114 49,114 46,110 C42,104 46,96 52,88 Z", GOLD)
        + rect(45, 114, 14, 44, WHITE, r=2)
        + ellipse(52, 160, 22, 7, GOLD)
    )
    face = (
        circle(100, 102, 30, SKIN)
        + path("M72,100 L68,90 L76,94 Z M128,100 L132,90 L124,94 Z", DARK_BROWN, INK, 2.5)
        + path("M77,110 C81,118 93,118 97,110 M103,110 C107,118 119,118 123,110", None, PURPLE, 4)
        + circle(88, 102, 9, WHITE, INK, 3)
        + circle(112, 102, 9, WHITE, INK, 3)
        + eyes(100, 102, 12, 3)
        + _stroke("M90,123 C94,120 98,124 102,121 C106,118 108,122 111,121", 3)
    )
    return _neck(112) + _shoulders(BLUE) + face + cap + candle


def thing() -> str:
    """The Thing: a shaggy one-eyed creature reaching out with curling tentacles."""
    arms = "".join(
        _tube(d, TEAL, 12)
        for d in (
            "M78,120 C56,128 40,150 58,164 C68,170 76,160 68,154",
            "M122,120 C144,128 160,150 142,164 C132,170 124,160 132,154",
            "M92,130 C88,150 94,168 104,176",
            "M70,100 C48,96 32,108 30,124 C30,132 38,134 42,128",
            "M130,100 C152,96 168,108 170,124 C170,132 162,134 158,128",
        )
    )
    fur = poly(
        [
            (
                100 + (52 if i % 2 == 0 else 42) * math.cos(math.radians(i * 360 / 36)),
                92 + (52 if i % 2 == 0 else 42) * math.sin(math.radians(i * 360 / 36)),
            )
            for i in range(36)
        ],
        TEAL,
    )
    eye = (
        ellipse(100, 84, 24, 19, WHITE)
        + circle(100, 84, 11, GOLD, INK, 3)
        + ellipse(100, 84, 2.5, 8, INK, None)
    )
    mouth = path("M80,112 C90,122 110,122 120,112 C110,116 90,116 80,112 Z", INK, INK, 3) + poly(
        [(88, 115), (92, 121), (95, 116.5), (100, 122), (105, 116.5), (108, 121), (112, 115)], WHITE, None
    )
    return arms + fur + eye + mouth


def marksman() -> str:
    """The Marksman: an arrow in the bull's-eye of a target."""
    rings = "".join(
        circle(96, 104, r, RED if i % 2 == 0 else WHITE) for i, r in enumerate((72, 56, 40, 24, 9))
    )
    arrow = group(
        line(0, 0, 86, 0, INK, 9),
        line(0, 0, 86, 0, OCHRE, 4),
        poly([(62, 0), (74, -13), (92, -13), (80, 0)], TEAL, INK, 3),
        poly([(62, 0), (74, 13), (92, 13), (80, 0)], TEAL, INK, 3),
        transform="translate(96,104) rotate(-45)",
    )
    return rings + arrow


def count() -> str:
    """The Count: a vampire lord with a high-collared cape, slicked hair and fangs."""
    collar = path("M100,152 L44,130 L26,52 L70,84 L100,102 L130,84 L174,52 L156,130 Z", BLACK) + path(
        "M100,146 L52,126 L39,68 L72,92 L100,108 L128,92 L161,68 L148,126 Z", CRIMSON, INK, 3
    )
    shirt = poly([(86, 128), (114, 128), (100, 158)], WHITE) + circle(100, 142, 6, RED, INK, 3)
    ears = path("M74,92 L62,76 L74,108 Z M126,92 L138,76 L126,108 Z", CREAM)
    face = (
        ellipse(100, 96, 27, 32, CREAM)
        + path(
            "M72,94 C68,66 82,58 100,58 C118,58 132,66 128,94 C126,82 122,76 114,74 L100,86 L86,74 "
            "C78,76 74,82 72,94 Z",
            BLACK,
        )
        + _stroke("M82,90 L94,94 M106,94 L118,90", 3.5)
        + circle(89, 100, 4.5, RED, INK, 2.5)
        + circle(111, 100, 4.5, RED, INK, 2.5)
        + _stroke("M88,114 C96,117 104,117 112,114", 3)
        + poly([(92, 115.5), (97, 116.5), (94.5, 123)], WHITE, INK, 2)
        + poly([(103, 116.5), (108, 115.5), (105.5, 123)], WHITE, INK, 2)
    )
    return _shoulders(BLACK, 130) + collar + shirt + _neck(112, 130, 10) + ears + face


def troublemaker() -> str:
    """The Troublemaker: a winking, freckled kid with spiky hair and a slingshot."""
    hair = path(
        "M68,96 C62,74 72,56 92,54 L88,42 L102,52 L110,40 L114,56 C128,58 138,72 132,96 "
        "C126,84 118,78 108,78 L102,70 L98,80 C88,80 76,86 68,96 Z",
        ORANGE,
    )
    face = (
        circle(100, 100, 31, SKIN)
        + hair
        + circle(112, 100, 4.5, INK, None)
        + _stroke("M82,101 C85,98 90,98 93,101 M80,90 L92,92 M108,88 L118,86", 3.5)
        + "".join(
            circle(x, y, 1.8, BROWN, None)
            for x, y in ((80, 110), (86, 112), (82, 115), (118, 110), (124, 112), (120, 115))
        )
        + path("M86,114 C92,126 112,126 118,112 C108,118 96,118 86,114 Z", WHITE, INK, 3)
    )
    sling = (
        _tube("M150,172 L150,132 M150,132 L136,104 M150,132 L164,104", BROWN, 7)
        + _stroke("M136,104 C142,118 158,118 164,104", 2.5)
        + circle(150, 114, 6, GREY, INK, 2.5)
    )
    return _neck(114) + _shoulders(GOLD) + face + sling


def gremlin() -> str:
    """The Gremlin: a green goblin with huge ears and a sharp grin, carrying a wrench."""
    ears = (
        path("M72,84 C56,64 38,56 18,60 C28,76 42,100 70,106 Z", GREEN)
        + path("M64,88 C54,78 44,72 32,70 C40,82 50,94 64,98 Z", PINK, None)
        + path("M128,84 C144,64 162,56 182,60 C172,76 158,100 130,106 Z", GREEN)
        + path("M136,88 C146,78 156,72 168,70 C160,82 150,94 136,98 Z", PINK, None)
    )
    head = path(
        "M100,52 C128,52 140,70 138,96 C136,118 120,132 100,132 C80,132 64,118 62,96 C60,70 72,52 100,52 Z",
        GREEN,
    )
    slit_eyes = (
        ellipse(86, 88, 11, 9, GOLD, INK, 3)
        + ellipse(114, 88, 11, 9, GOLD, INK, 3)
        + ellipse(86, 88, 2, 6, INK, None)
        + ellipse(114, 88, 2, 6, INK, None)
        + _stroke("M72,76 L94,82 M106,82 L128,76", 4)
    )
    mouth = path("M78,108 C90,122 110,122 122,108 C110,112 90,112 78,108 Z", INK, INK, 3) + poly(
        [
            (82, 110),
            (86, 116),
            (90, 111.5),
            (95, 118),
            (100, 112),
            (105, 118),
            (110, 111.5),
            (114, 116),
            (118, 110),
        ],
        WHITE,
        None,
    )
    wrench = group(
        rect(-6, -34, 12, 78, STEEL, r=6),
        path("M-14,-34 C-24,-42 -22,-60 -10,-64 L-6,-50 L6,-50 L10,-64 C22,-60 24,-42 14,-34 Z", STEEL),
        transform="translate(140,140) rotate(35)",
    )
    return _shoulders(DARK_GREEN, 128) + ears + head + slit_eyes + mouth + wrench


def _cat(x: float, y: float, scale: float, fill: str) -> str:
    """A cat's head centred on (x, y), about 70 wide at scale 1."""
    parts = (
        path("M-30,-6 L-28,-40 L-8,-26 Z M30,-6 L28,-40 L8,-26 Z", fill)
        + path("M-24,-14 L-23,-31 L-13,-24 Z M24,-14 L23,-31 L13,-24 Z", PINK, None)
        + ellipse(0, 0, 33, 28, fill)
        + ellipse(-12, -3, 4.5, 6, GOLD, INK, 2.5)
        + ellipse(12, -3, 4.5, 6, GOLD, INK, 2.5)
        + ellipse(-12, -3, 1.4, 4.5, INK, None)
        + ellipse(12, -3, 1.4, 4.5, INK, None)
        + poly([(-4, 7), (4, 7), (0, 11)], PINK, INK, 2)
        + _stroke("M-8,15 C-4,18 0,16 0,12 C0,16 4,18 8,15", 2.5)
        + _stroke("M-18,9 L-36,6 M-18,13 L-34,16 M18,9 L36,6 M18,13 L34,16", 2)
    )
    return group(parts, transform=f"translate({x:g},{y:g}) scale({scale:g})")


def copycat() -> str:
    """The Copycat: a cat facing its own reflection in a gilded hand mirror."""
    mirror = (
        rect(124, 140, 14, 40, GOLD, r=5)
        + ellipse(131, 86, 48, 60, GOLD)
        + ellipse(131, 86, 38, 50, SILVER, INK, 3)
        + _cat(131, 92, 0.72, ORANGE)
        + _stroke("M106,56 C110,48 116,44 122,42", 3, WHITE)
    )
    body = path("M34,161.2 C34,146 46,138 64,138 C84,138 98,150 98,190 A90,90 0 0 1 34,161.2 Z", ORANGE)
    body += _tube("M96,176 C114,180 122,166 112,154", ORANGE, 9)
    return mirror + body + _cat(64, 122, 1.0, ORANGE)


EMBLEMS: dict[str, Callable[[], str]] = {
    "bullet.hunter": hunter,
    "bullet.lycan": lycan,
    "bullet.priest": priest,
    "bullet.goth_girl": goth_girl,
    "bullet.mortician": mortician,
    "bullet.cow": cow,
    "bullet.instigator": instigator,
    "bullet.insomniac": insomniac,
    "bullet.thing": thing,
    "bullet.marksman": marksman,
    "bullet.count": count,
    "bullet.troublemaker": troublemaker,
    "bullet.gremlin": gremlin,
    "bullet.copycat": copycat,
}
"""The emblem of each Silver Bullet card, by card id."""
