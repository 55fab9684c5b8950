"""The registry of draw-and-discard abilities, keyed by card key (``witch``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..state import State


class Ability(NamedTuple):
    """A draw-and-discard ability: can it start now, and how it starts (pushing its decisions).

    ``usable(s, seat)`` is asked while the card is still in hand; ``start(s, seat)`` runs after the
    card was put faceup on the discard pile (AMB-1).
    """

    usable: Callable[[State, int], bool]
    start: Callable[[State, int], None]


ABILITIES: dict[str, Ability] = {}


def register_ability(
    key: str, usable: Callable[[State, int], bool], start: Callable[[State, int], None]
) -> None:
    """Register the ability of the card with this key."""
    if key in ABILITIES:
        raise RuntimeError(f"ability {key!r} registered twice")
    ABILITIES[key] = Ability(usable, start)
