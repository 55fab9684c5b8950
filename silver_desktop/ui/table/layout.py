"""Where everything lies on the table, computed from one seat's :class:`PlayerView` (no Qt).

The table is a fixed logical area of :data:`TABLE_W` × :data:`TABLE_H` units that the view scales to
the window. The seat whose view it is sits at the bottom; the others go around clockwise (left, top,
right). Each visible card gets a :class:`Slot` keyed by its *place*, in the same notation as the
prompts: ``village:S:I``, ``deck``, ``pile:I`` (index in the view's pile, 0 = bottom), ``area:I``,
``hand:I`` and ``limbo:G:I``.
"""

from __future__ import annotations

import attrs

from ...engine.view import CardView, PlayerView
from ..card_geometry import CARD_H, CARD_W

TABLE_W = 1600.0
TABLE_H = 1000.0
RATIO = CARD_W / CARD_H
#: How many cards of the discard pile lie visibly fanned (the rest are under them).
PILE_SHOWN = 4


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
    """A seat's name tag position and village region."""

    seat: int
    region: Region
    label_x: float
    label_y: float


def regions(players: int, viewer: int) -> dict[int, SeatPlace]:
    """The village region of each seat, the viewer at the bottom."""
    bottom = Region(TABLE_W / 2, 880, 1120, 150)
    top = Region(TABLE_W / 2, 120, 900, 118)
    left = Region(300, 330, 520, 110)
    right = Region(TABLE_W - 300, 330, 520, 110)
    spots = {2: [bottom, top], 3: [bottom, left, right], 4: [bottom, left, top, right]}[players]
    out = {}
    for k, region in enumerate(spots):
        seat = (viewer + k) % players
        out[seat] = SeatPlace(seat, region, region.x, region.y - region.height / 2 - 22)
    return out


def row(region: Region, count: int) -> list[float]:
    """The centres of ``count`` cards in a region (they overlap when they do not fit)."""
    if count == 0:
        return []
    w = region.height * RATIO
    step = min(w + 12, (region.width - w) / max(1, count - 1)) if count > 1 else 0
    first = region.x - step * (count - 1) / 2
    return [first + i * step for i in range(count)]


DECK_POS = (TABLE_W / 2 - 110, 520.0)
PILE_POS = (TABLE_W / 2 + 40, 520.0)
AREA_POS = (TABLE_W / 2 - 300, 520.0)
HAND_POS = (TABLE_W / 2 + 250, 560.0)
CENTRE_H = 130.0


def opponent_hand(region: Region) -> tuple[float, float]:
    """Where an opponent holds a card: beside the end of their village, towards the table's middle."""
    lower = region.y < TABLE_H / 3
    y = region.y + region.height * (0.35 if lower else -0.35)
    if region.y < TABLE_H / 4:  # the seat across the table: level with its cards, clear of the names
        y = region.y + region.height * 0.1
    if region.x > TABLE_W / 2 + 100:  # a seat on the right: before its village's first card
        return region.x - region.width / 2 - 50, y
    return region.x + region.width / 2 + 10, y


def layout(v: PlayerView, *, full_pile: bool = False, scale: float = 1.0) -> dict[str, Slot]:
    """Every card place the viewer can see, with its slot (card heights times ``scale``)."""
    slots = _layout(v, full_pile)
    if scale != 1.0:
        slots = {place: attrs.evolve(slot, height=slot.height * scale) for place, slot in slots.items()}
    return slots


def _layout(v: PlayerView, full_pile: bool) -> dict[str, Slot]:
    slots: dict[str, Slot] = {}
    seats = regions(v.players, v.seat)
    for seat, village in enumerate(v.villages):
        region = seats[seat].region
        for i, x in enumerate(row(region, len(village))):
            card = village[i]
            slots[f"village:{seat}:{i}"] = Slot(
                x, region.y, region.height, card, 90.0 if card.rotated else 0.0, i
            )
    if v.deck:
        slots["deck"] = Slot(*DECK_POS, CENTRE_H, v.deck[0], z=len(v.deck))
    shown = range(len(v.pile)) if full_pile else range(max(0, len(v.pile) - PILE_SHOWN), len(v.pile))
    spread = 26.0 if not full_pile else min(26.0, 560.0 / max(1, len(v.pile)))
    for k, i in enumerate(shown):
        slots[f"pile:{i}"] = Slot(PILE_POS[0] + k * spread, PILE_POS[1], CENTRE_H, v.pile[i], z=100 + k)
    for i, card in enumerate(v.area):
        slots[f"area:{i}"] = Slot(
            AREA_POS[0], AREA_POS[1] - 40 + i * 40, CENTRE_H * 0.85, card, 90.0, z=200 + i
        )
    hand_x, hand_y = HAND_POS
    if v.decider != v.seat and v.decider >= 0:
        hand_x, hand_y = opponent_hand(seats[v.decider].region)
    for i, card in enumerate(v.hand):
        slots[f"hand:{i}"] = Slot(
            hand_x + i * 34, hand_y, CENTRE_H * 1.1, card, -4.0 + 4 * i, z=400 + i, held=v.decider == v.seat
        )
    limbo_h = CENTRE_H * 0.9
    step = limbo_h * RATIO + 8  # side by side: each waiting card can be read and clicked
    for g, group in enumerate(v.limbo):
        left = PILE_POS[0] + 40 - (len(group) - 1) * step / 2
        for i, card in enumerate(group):
            slots[f"limbo:{g}:{i}"] = Slot(
                left + i * step, PILE_POS[1] - 150 + g * 20, limbo_h, card, z=300 + 10 * g + i
            )
    return slots


def anchor(place: str, v: PlayerView) -> tuple[float, float]:
    """A point for any place an engine event names (``village:S:I``, ``deck``, ``pile``, ``pile:D``,
    ``area:I``, ``hand:S``, ``limbo:S``...), even one where no card lies now."""
    parts = place.split(":")
    zone = parts[0]
    seats = regions(v.players, v.seat)
    try:
        if zone == "village" and len(parts) == 3:
            seat, index = int(parts[1]), int(parts[2])
            region = seats[seat].region
            xs = row(region, max(len(v.villages[seat]), index + 1))
            return xs[min(index, len(xs) - 1)], region.y
        if zone in ("hand", "limbo") and len(parts) >= 2:
            seat = int(parts[1])
            if seat == v.seat:
                return HAND_POS if zone == "hand" else (PILE_POS[0] + 40, PILE_POS[1] - 150)
            return opponent_hand(seats[seat].region)
    except (ValueError, KeyError, IndexError):
        pass
    if zone == "deck":
        return DECK_POS
    if zone in ("limbo", "kept"):  # a group being discarded, a kept card: above the pile, not on it
        return PILE_POS[0] + 40, PILE_POS[1] - 150
    if zone == "area":
        return AREA_POS
    if zone == "pile":
        return PILE_POS[0] + 26 * min(PILE_SHOWN - 1, len(v.pile)), PILE_POS[1]
    return TABLE_W / 2, TABLE_H / 2
