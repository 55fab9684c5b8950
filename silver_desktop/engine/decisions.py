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


def register(kind: str, legal: LegalFn, apply: ApplyFn) -> None:
    """Register the functions of one decision kind (each kind exactly once)."""
    if kind in DECISIONS:
        raise RuntimeError(f"decision kind {kind!r} registered twice")
    DECISIONS[kind] = (legal, apply)
