"""The registry of decision kinds.

Every pending decision is a frame ``(kind, seat, args)`` on the state's stack. Each kind registers two
functions here: one that lists the legal actions and one that applies a chosen action. Card abilities
add their own kinds, so a new card never needs a change in the dispatcher (:mod:`.rules`).
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .state import Frame, State

LegalFn = Callable[[State, Frame], list[Action]]
ApplyFn = Callable[[State, Frame, Action], None]

DECISIONS: dict[str, tuple[LegalFn, ApplyFn]] = {}

#: The shape of each kind's frame args, checked when a position is read: one letter per argument,
#: ``i`` an integer, ``t`` a tuple of integers; ``*`` alone means any number of integers.
SHAPES: dict[str, str] = {"begin": "", "resolved": "i", "scoring": "ii"}

#: Frame kinds that are never decided by anyone: :func:`..flow.settle` runs them.
AUTOMATIC = frozenset({"begin", "resolved", "scoring"})


def register(kind: str, legal: LegalFn, apply: ApplyFn, shape: str = "") -> None:
    """Register the functions of one decision kind (each kind exactly once) and its args' shape."""
    if kind in DECISIONS:
        raise RuntimeError(f"decision kind {kind!r} registered twice")
    DECISIONS[kind] = (legal, apply)
    SHAPES[kind] = shape


def shape_ok(kind: str, args: tuple[object, ...]) -> bool:
    """Do ``args`` have the registered shape of ``kind``?"""
    shape = SHAPES.get(kind)
    if shape is None:
        return False
    if shape == "*":
        return all(type(a) is int for a in args)
    if len(args) != len(shape):
        return False
    for p, a in zip(shape, args, strict=True):
        if p == "i" and type(a) is not int:
            return False
        if p == "t" and not (isinstance(a, tuple) and all(type(x) is int for x in a)):
            return False
    return True
