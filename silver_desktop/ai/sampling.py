"""Sampling complete worlds consistent with what one seat knows (determinization).

The seat's redacted position (:attr:`PlayerView.position`) has ``"card": null`` for every card it has
not seen. A world fills those places with the unseen cards in a random order and gets a fresh
random generator, so it never carries anything the seat does not know: not the real identities of
hidden cards, and not the real generator (which would predict shuffles).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

from ..engine.position import from_position
from ..engine.state import State
from ..engine.view import PlayerView

ZONES = ("deck", "pile", "area", "hand", "aside", "removed")


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


def sample_world(view: PlayerView, rng: random.Random) -> State:
    """A complete state agreeing with everything ``view`` shows, hidden cards dealt at random."""
    position = copy.deepcopy(view.position)
    slots = _slots(position)
    pool = Counter(t.id for t in view.config.types)
    pool.subtract(c["card"] for c in slots if c["card"] is not None)
    cards = list(pool.elements())
    rng.shuffle(cards)
    hidden = [c for c in slots if c["card"] is None]
    if len(hidden) != len(cards):  # pragma: no cover - a view always accounts for every card
        raise ValueError("the view does not account for every card")
    for slot, card in zip(hidden, cards, strict=True):
        slot["card"] = card
    position["rng"] = f"{rng.getrandbits(64):016x}"
    return from_position(position, check=False)
