"""Where everything lies on the table, computed from one seat's :class:`PlayerView` (no Qt).

The table is an area of scene units that the view shows whole, filling the widget: at least
:data:`TABLE_W` × :data:`TABLE_H`, and longer in one direction when the widget is wider or taller than
that (a :class:`Table` says how large it is now and how many screen pixels one unit takes). A
:class:`Plan` divides it for one view: the seat whose view it is sits at the bottom with the largest
cards, the deck, the pile and the drawn card lie in the middle, the others go around clockwise (left,
top, right) with smaller cards. Cards grow until their names can be read (:data:`READABLE_PX`) where
there is room, rows never overlap (a row that would not fit gets smaller cards), and texts are never
smaller than :data:`MIN_TEXT_PX` on screen.

Each visible card gets a :class:`Slot` keyed by its *place*, in the same notation as the prompts:
``village:S:I``, ``deck``, ``pile:I`` (index in the view's pile, 0 = bottom), ``area:I``, ``hand:I``
and ``limbo:G:I``.
"""

from __future__ import annotations

import math

import attrs

from ...engine.view import CardView, PlayerView
from ..card_geometry import CARD_H, CARD_W

TABLE_W = 1600.0
TABLE_H = 1000.0
RATIO = CARD_W / CARD_H
#: How many cards of the discard pile lie visibly fanned (the rest are under them).
PILE_SHOWN = 4
#: the stacking height of the pile's first card shown (the later ones lie above it)
PILE_Z = 100
#: The card whose draw area the middle keeps room for.
SQUIRE = "silver.squire"
#: A card this many screen pixels tall writes its name at 9 pt (see ``CardArt.face``).
READABLE_PX = 118.0
#: The smallest text on the table, in screen pixels (9 pt at 96 dpi).
MIN_TEXT_PX = 12.0
#: How far a selected card is lifted off the table (units), with a shadow under it; the names above
#: a row keep clear of it.
LIFT = 12.0
#: Room between two cards of a row, in units.
GAP = 14.0
#: a held card: this much larger than the cards of its place, tilted by this many degrees; the seat
#: across the table raises it by this share of its row's height more than its tilt needs
HELD_SCALE = 1.1
HELD_TILT = -4.0
HELD_CLEAR = 0.04
#: How much of a card's width each card of the pile's fan leaves showing: the whole corner number
#: (its box ends at 112 of the face's 250 units with two digits).
PILE_STEP = 0.47


@attrs.frozen
class Table:
    """The table's size in scene units, the screen pixels per unit, and the Card size setting."""

    width: float = TABLE_W
    height: float = TABLE_H
    pixel: float = 1.0
    card_scale: float = 1.0

    def text(self, base: float) -> float:
        """A text size in units: ``base``, or larger if that would be under :data:`MIN_TEXT_PX`."""
        return max(base, MIN_TEXT_PX / self.pixel)


#: The table at its base size, one pixel a unit (what layouts use when no view gives a size).
BASE_TABLE = Table()


def table_for(width: float, height: float, card_scale: float = 1.0) -> Table:
    """The table that fills a widget ``width`` × ``height`` pixels: its short side fits the base
    table, its long side takes the rest."""
    if width <= 0 or height <= 0:
        return Table(card_scale=card_scale)
    pixel = min(width / TABLE_W, height / TABLE_H)
    return Table(width / pixel, height / pixel, pixel, card_scale)


@attrs.frozen
class Slot:
    """One card on the table: its centre, height, rotation and what its face shows to the viewer."""

    x: float
    y: float
    height: float
    card: CardView
    rotation: float = 0.0
    z: float = 0.0
    #: Show the face although the card is facedown: a card the viewer holds and knows.
    held: bool = False

    @property
    def face(self) -> str | None:
        """The card id to show, or None for its back (a facedown card shows its back even when the
        viewer remembers it)."""
        return self.card.type if self.card.faceup or self.held else None


@attrs.frozen
class Region:
    """Where a seat's village row goes: the row's centre line and width, and its card height."""

    x: float
    y: float
    width: float
    height: float


@attrs.frozen
class SeatPlace:
    """A seat's name tag position (the bottom centre of its label) and village region."""

    seat: int
    region: Region
    label_x: float
    label_y: float


@attrs.frozen
class Plan:
    """One view's division of the table: the seats' places and the middle's."""

    table: Table
    seats: dict[int, SeatPlace]
    deck: tuple[float, float]
    pile: tuple[float, float]
    area: tuple[float, float]
    hand: tuple[float, float]
    #: where a group being discarded, or a kept card, waits: above the pile
    limbo: tuple[float, float]
    #: the card height in the middle (deck, pile, flying cards)
    centre_h: float
    #: the horizontal step between the pile's fanned cards
    pile_step: float
    #: the seats' name labels and the counts under the deck and pile, in units
    label_px: float
    count_px: float
    #: the height of one line of labels (a seat's name, a count), in units
    line: float
    #: the top of the free middle band and the top of the viewer's name label
    middle_top: float
    middle_bottom: float
    #: the round's status line, top left
    status: tuple[float, float]
    #: the left and right ends of the middle (the draw area to the drawn card)
    middle_left: float = 0.0
    middle_right: float = 0.0


def _spots(players: int) -> list[str]:
    return {2: ["bottom", "top"], 3: ["bottom", "left", "right"], 4: ["bottom", "left", "top", "right"]}[
        players
    ]


def _fit(width: float, count: int) -> float:
    """The card height at which ``count`` cards fill ``width`` units, with :data:`GAP` between."""
    return max(1.0, (width / max(1, count) - GAP) / RATIO)


def plan(v: PlayerView, table: Table = BASE_TABLE) -> Plan:
    """How ``table`` is divided for the view ``v`` (see the module's docs)."""
    area = bool(v.area) or SQUIRE in v.config.type_numbers
    return plan_for(v.players, v.seat, [len(village) for village in v.villages], table, area)


def plan_for(
    players: int, viewer: int, counts: list[int], table: Table = BASE_TABLE, area: bool = True
) -> Plan:
    """How ``table`` is divided for ``players`` seats seen from ``viewer``, whose villages hold
    ``counts`` cards; with ``area``, the middle keeps room for the Squire's draw area."""
    t = table
    w, h, px = t.width, t.height, t.pixel
    spots = _spots(players)
    margin = max(16.0, 8 / px)
    label_px = t.text(22)
    count_px = t.text(18)
    line = label_px * 1.3 + LIFT
    readable = READABLE_PX / px
    own = max(5, counts[viewer] if counts else 5)
    others = max([5] + [c for s, c in enumerate(counts) if s != viewer])
    has_top = "top" in spots
    has_sides = "left" in spots
    opp_rows = int(has_top) + int(has_sides)
    status_line = line if not has_top else 0.0  # three seats: the status has a line of its own

    # the wishes: names readable in the viewer's row and the middle, the Card size setting applied
    h_b = min(max(150.0, readable) * t.card_scale, _fit(w - 2 * margin, own), 0.27 * h)
    # the middle's row (draw area, deck, pile fan, drawn card) fits the width (its width per unit of height)
    per_h = (2 + (PILE_SHOWN - 1) * PILE_STEP + 2 * 0.3 + 1.1) * RATIO + ((0.85 + 0.3 * RATIO) if area else 0)
    middle_fit = (w - 2 * margin - 34) / per_h
    h_c = min(max(130.0, readable) * t.card_scale, 0.22 * h, middle_fit)
    side_w = (w - 3 * margin) / 2
    fixed = 2 * margin + status_line + opp_rows * line + 2 * line + 3 * margin / 2

    def room_left(h_b: float, h_c: float) -> float:
        """The height left for each row of opponents."""
        return (h - fixed - h_b - h_c * 1.05) / max(1, opp_rows)

    def wanted(h_b: float, h_c: float) -> float:
        """The opponents' card height if there were height enough: smaller than the viewer's, and
        their rows as wide as they may be."""
        fits = [h_b * 0.8]
        if has_sides:
            fits.append(_fit(side_w, others + 1))  # one more for a drawn card beside the row
        if has_top:
            fits.append(_fit(w - 2 * margin - 2 * h_c * RATIO, others + 1))
        return min(fits)

    def opponents(h_b: float, h_c: float) -> float:
        return min(room_left(h_b, h_c), wanted(h_b, h_c))

    h_o = opponents(h_b, h_c)
    least = max(80.0, 44 / px)
    for _ in range(12):  # the viewer's row and the middle give way until the others can be seen
        if h_o >= least or (h_b <= 150 and h_c <= 130):
            break
        h_b, h_c = max(150.0, h_b * 0.92), max(130.0, h_c * 0.92)
        h_o = opponents(h_b, h_c)
    for _ in range(30):  # a large table: everything grows while the height allows, a little spare
        grown_b = min(h_b * 1.03, _fit(w - 2 * margin, own), 0.3 * h * t.card_scale)
        grown_c = min(h_c * 1.03, 0.25 * h * t.card_scale, middle_fit)
        if (grown_b <= h_b and grown_c <= h_c) or room_left(grown_b, grown_c) - wanted(
            grown_b, grown_c
        ) < 0.05 * h:
            break
        h_b, h_c = grown_b, grown_c
        h_o = opponents(h_b, h_c)

    seats: dict[int, SeatPlace] = {}
    y = margin + status_line
    where: dict[str, Region] = {}
    if has_top:
        y += line
        width = min(w - 2 * margin - 2 * h_c * RATIO, others * (h_o * RATIO + GAP))
        where["top"] = Region(w / 2, y + h_o / 2, width, h_o)
        y += h_o + margin / 2
    if has_sides:
        y += line
        width = min(side_w - (h_o * 1.1 * RATIO + GAP), others * (h_o * RATIO + GAP))
        inner = margin / 2 + h_o * 1.1 * RATIO + GAP  # room for a drawn card at the row's inner end
        where["left"] = Region(w / 2 - inner - width / 2, y + h_o / 2, width, h_o)
        where["right"] = Region(w / 2 + inner + width / 2, y + h_o / 2, width, h_o)
        y += h_o + margin / 2
    middle_top = y
    bottom_y = h - margin - h_b / 2
    where["bottom"] = Region(w / 2, bottom_y, min(w - 2 * margin, own * (h_b * RATIO + GAP)), h_b)
    middle_bottom = bottom_y - h_b / 2 - line
    for k, spot in enumerate(spots):
        seat = (viewer + k) % players
        region = where[spot]
        seats[seat] = SeatPlace(seat, region, region.x, region.y - region.height / 2 - LIFT - 4)

    # the middle: [draw area] [deck] [pile and its fan] [the drawn card], centred
    w_c = h_c * RATIO
    step = w_c * PILE_STEP
    room = max(margin, w_c * 0.3)
    area_w = h_c * 0.85
    hand_w = h_c * 1.1 * RATIO + 34
    centre_y = (middle_top + middle_bottom - line) / 2
    before = area_w + room if area else 0.0
    total = before + w_c + room + w_c + (PILE_SHOWN - 1) * step + room + hand_w
    left = w / 2 - total / 2
    deck = (left + before + w_c / 2, centre_y)
    area_at = (deck[0] - w_c / 2 - room - area_w / 2, centre_y)
    pile = (deck[0] + w_c + room, centre_y)
    hand = (pile[0] + w_c / 2 + (PILE_SHOWN - 1) * step + room + hand_w / 2 - 17, centre_y + h_c * 0.05)
    limbo = (pile[0] + w_c / 2, centre_y - h_c * 1.05)  # clear of the pile: a card there is not on it
    return Plan(
        t,
        seats,
        deck,
        pile,
        area_at,
        hand,
        limbo,
        h_c,
        step,
        label_px,
        count_px,
        line,
        middle_top,
        middle_bottom,
        (margin, margin),
        left,
        left + total,
    )


def regions(players: int, viewer: int, table: Table = BASE_TABLE) -> dict[int, SeatPlace]:
    """The village region of each seat, the viewer at the bottom (five-card villages)."""
    return plan_for(players, viewer, [5] * players, table).seats


def row(region: Region, count: int) -> list[float]:
    """The centres of ``count`` cards in a region (the plan sizes regions so that they fit)."""
    if count == 0:
        return []
    w = region.height * RATIO
    step = min(w + GAP, (region.width - w) / max(1, count - 1)) if count > 1 else 0
    first = region.x - step * (count - 1) / 2
    return [first + i * step for i in range(count)]


def opponent_hand(p: Plan, seat: int, cards: int) -> tuple[float, float]:
    """Where an opponent with ``cards`` village cards holds a card: at the inner end of their row,
    towards the middle (not of their region, which is as wide as the longest village: beside a
    short row, a card held there lay a card's width away from it, as if nobody's). The seat across
    the table holds it raised, its tilted corner level with the row's foot: the name of the side seat
    on the right lies just under that end of the row."""
    region = p.seats[seat].region
    height = region.height * HELD_SCALE
    width = height * RATIO
    xs = row(region, cards) or [region.x]
    half = region.height * RATIO / 2 if cards else 0.0
    if region.x > p.table.width / 2 + 1:  # a seat on the right: before its village's first card
        return xs[0] - half - GAP - width / 2, region.y
    x = xs[-1] + half + GAP + width / 2
    if region.x < p.table.width / 2 - 1 or region.y > p.table.height / 2:  # a seat on the left
        return x, region.y
    tilt = math.radians(abs(HELD_TILT))
    tall = height * math.cos(tilt) + width * math.sin(tilt)  # the tilted card's height on the table
    return x, region.y - (tall - region.height) / 2 - HELD_CLEAR * region.height


def layout(v: PlayerView, *, full_pile: bool = False, table: Table = BASE_TABLE) -> dict[str, Slot]:
    """Every card place the viewer can see, with its slot."""
    p = plan(v, table)
    slots: dict[str, Slot] = {}
    for seat, village in enumerate(v.villages):
        region = p.seats[seat].region
        for i, x in enumerate(row(region, len(village))):
            card = village[i]
            slots[f"village:{seat}:{i}"] = Slot(
                x, region.y, region.height, card, 90.0 if card.rotated else 0.0, i
            )
    if v.deck:
        slots["deck"] = Slot(*p.deck, p.centre_h, v.deck[0], z=len(v.deck))
    shown = range(len(v.pile)) if full_pile else range(max(0, len(v.pile) - PILE_SHOWN), len(v.pile))
    spread = p.pile_step
    if full_pile:
        spread = min(spread, (p.table.width - p.pile[0] - p.centre_h) / max(1, len(v.pile)))
    for k, i in enumerate(shown):
        slots[f"pile:{i}"] = Slot(p.pile[0] + k * spread, p.pile[1], p.centre_h, v.pile[i], z=PILE_Z + k)
    for i, card in enumerate(v.area):
        slots[f"area:{i}"] = Slot(
            p.area[0], p.area[1] - 40 + i * 40, p.centre_h * 0.85, card, 90.0, z=200 + i
        )
    hand_x, hand_y = p.hand
    hand_h = p.centre_h * HELD_SCALE
    if v.decider != v.seat and v.decider >= 0:
        hand_x, hand_y = opponent_hand(p, v.decider, len(v.villages[v.decider]))
        hand_h = p.seats[v.decider].region.height * HELD_SCALE
    for i, card in enumerate(v.hand):
        slots[f"hand:{i}"] = Slot(
            hand_x + i * 34, hand_y, hand_h, card, HELD_TILT + 4 * i, z=400 + i, held=v.decider == v.seat
        )
    limbo_h = p.centre_h * 0.9
    step = limbo_h * RATIO + 8  # side by side: each waiting card can be read and clicked
    for g, group in enumerate(v.limbo):
        left = p.limbo[0] - (len(group) - 1) * step / 2
        for i, card in enumerate(group):
            slots[f"limbo:{g}:{i}"] = Slot(
                left + i * step, p.limbo[1] + g * 20, limbo_h, card, z=300 + 10 * g + i
            )
    return slots


def anchor(place: str, v: PlayerView, table: Table = BASE_TABLE) -> tuple[float, float]:
    """A point for any place an engine event names (``village:S:I``, ``deck``, ``pile``, ``pile:D``,
    ``area:I``, ``hand:S``, ``limbo:S``...), even one where no card lies now."""
    p = plan(v, table)
    parts = place.split(":")
    zone = parts[0]
    try:
        if zone == "village" and len(parts) == 3:
            seat, index = int(parts[1]), int(parts[2])
            region = p.seats[seat].region
            xs = row(region, max(len(v.villages[seat]), index + 1))
            return xs[min(index, len(xs) - 1)], region.y
        if zone in ("hand", "limbo") and len(parts) >= 2:
            seat = int(parts[1])
            if seat == v.seat:
                return p.hand if zone == "hand" else p.limbo
            return opponent_hand(p, seat, len(v.villages[seat]))
    except (ValueError, KeyError, IndexError):
        pass
    if zone == "deck":
        return p.deck
    if zone in ("limbo", "kept"):  # a group being discarded, a kept card: above the pile, not on it
        return p.limbo
    if zone == "area":
        return p.area
    if zone == "pile" and parts[1:] == ["bottom"]:  # under the fan: where its first card lies
        return p.pile
    if zone == "pile":  # ``pile:D``: the card D below the top (events count from the top)
        depth = int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else 0
        shown = min(PILE_SHOWN, len(v.pile))
        return p.pile[0] + p.pile_step * max(0, shown - 1 - depth), p.pile[1]
    return p.table.width / 2, p.table.height / 2
