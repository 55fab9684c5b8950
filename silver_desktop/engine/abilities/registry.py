"""The registry of draw-and-discard abilities, keyed by card key (``witch``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..state import State

UsableFn = Callable[[State, int, int, bool], bool]
StartFn = Callable[[State, int, int, bool], None]


class Ability(NamedTuple):
    """A draw-and-discard ability.

    ``usable(s, seat, card, pinned)``: could it start now (asked before the card is placed, AMB-34)?
    ``start(s, seat, card, pinned)``: push its first decision, or do it at once; the card already
    lies where it stays (on the pile for a draw, AMB-1) and is ``s.sources[-1]``. ``pinned`` is true
    when the card may not move itself (Marksman, Nosferatu; AMB-27).
    """

    usable: UsableFn
    start: StartFn


ABILITIES: dict[str, Ability] = {}


def register_ability(key: str, usable: UsableFn, start: StartFn) -> None:
    """Register the ability of the card with this key."""
    if key in ABILITIES:
        raise RuntimeError(f"ability {key!r} registered twice")
    ABILITIES[key] = Ability(usable, start)


def push(kind: str, args: tuple[int, ...] = ()) -> StartFn:
    """A ``start`` function that only asks the first decision ``kind``."""

    def start(s: State, seat: int, card: int, pinned: bool) -> None:
        s.stack.append((kind, seat, args))

    return start
