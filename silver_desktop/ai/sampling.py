"""Sampling complete worlds consistent with what one seat knows (determinization).

The seat's redacted position (:attr:`PlayerView.position`) has ``"card": null`` for every card it has
not seen. A world fills those places with the unseen cards in a random order and gets a fresh
random generator, so it never carries anything the seat does not know: not the real identities of
hidden cards, and not the real generator (which would predict shuffles).

With ``infer``, a facedown card in another seat's village that its owner has seen (everyone sees who
looks at what) is dealt from the unseen cards with a lean towards low ones: players keep the low
cards they know and throw out the high ones, so such a card is worth less than the average unseen
card (about 1.5 points less among Hard bots, 3 points less in a caller's village). The lean is
``exp(-beta * number)`` per card, dealt one place after another without replacement; the other
hidden places get the rest in random order. It uses only what the view shows (who has seen a card,
who called), never the card itself.
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from typing import Any

from ..engine.position import from_position
from ..engine.state import State
from ..engine.view import PlayerView

ZONES = ("deck", "pile", "area", "hand", "aside", "removed")
#: The lean towards low cards (per point of a card's number) for a facedown card its owner has seen,
#: and for one in the village of the seat that called: fitted by maximum likelihood to the cards
#: of games among Hard bots (`docs/bots.md`, "Reading the opponents' kept cards").
KEPT_LEAN = 0.12
CALLER_LEAN = 0.30


def _slots(position: dict[str, Any]) -> list[dict[str, Any]]:
    """Every card object of a position."""
    out: list[dict[str, Any]] = [c for village in position["villages"] for c in village]
    for zone in ZONES:
        out += position.get(zone, [])
    for group in position.get("limbo", []):
        out += group
    if position.get("kept"):
        out.append(position["kept"])
    return out


def _kept(position: dict[str, Any], seat: int) -> list[tuple[dict[str, Any], float]]:
    """The hidden cards of the other seats' villages that their owner has seen, with their lean."""
    out = []
    for owner, village in enumerate(position["villages"]):
        if owner == seat:
            continue
        lean = CALLER_LEAN if position.get("caller") == owner else KEPT_LEAN
        out += [(c, lean) for c in village if c["card"] is None and owner in c.get("seen", ())]
    return out


def sample_world(view: PlayerView, rng: random.Random, *, infer: bool = False) -> State:
    """A complete state agreeing with everything ``view`` shows, hidden cards dealt at random (with
    ``infer``, the cards their owners have seen leaning towards low ones: see the module's text)."""
    position = copy.deepcopy(view.position)
    slots = _slots(position)
    pool = Counter(t.id for t in view.config.types)
    pool.subtract(c["card"] for c in slots if c["card"] is not None)
    cards = list(pool.elements())
    rng.shuffle(cards)
    if infer:
        numbers = view.config.type_numbers
        for slot, lean in _kept(position, view.seat):
            weights = [math.exp(-lean * numbers[card]) for card in cards]
            slot["card"] = cards.pop(rng.choices(range(len(cards)), weights)[0])
    hidden = [c for c in slots if c["card"] is None]
    if len(hidden) != len(cards):  # pragma: no cover - a view always accounts for every card
        raise ValueError("the view does not account for every card")
    for slot, card in zip(hidden, cards, strict=True):
        slot["card"] = card
    position["rng"] = f"{rng.getrandbits(64):016x}"
    return from_position(position, check=False)
