"""A game with history: undo and redo as commands over the action list, under an undo policy.

* **strict**: a seat may undo its own actions within its current turn, back to the last moment that
  hidden information was revealed to anyone or chance was resolved (that action is a *barrier*).
* **practice**: everything can be undone; the record says the game was played as practice.

Undo restores the snapshot taken before the action (like ``Board.pop()`` in python-chess); redo applies
the action again, which gives an identical state because every random draw comes from the state's own
generator.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple

from .actions import Action
from .config import GameConfig
from .errors import IllegalActionError
from .events import Event
from .rules import apply, legal_actions, new_game
from .state import State


class UndoPolicy(StrEnum):
    """Which actions may be taken back."""

    STRICT = "strict"
    PRACTICE = "practice"


class _Entry(NamedTuple):
    action: Action
    before: State
    seat: int
    turn: int
    barrier: bool


class Game:
    """A state plus its history. ``start`` describes the starting point for the record."""

    def __init__(self, state: State, start: dict[str, Any], policy: UndoPolicy = UndoPolicy.STRICT) -> None:
        self.state = state
        self.start = start
        self.policy = policy
        self.initial = state.clone()
        self._done: list[_Entry] = []
        self._undone: list[Action] = []

    @classmethod
    def new(cls, config: GameConfig, seed: int = 0, policy: UndoPolicy = UndoPolicy.STRICT) -> Game:
        """A new game shuffled from ``seed``."""
        return cls(new_game(config, seed), {"seed": seed}, policy)

    # ------------------------------------------------------------------ playing
    @property
    def actions(self) -> list[Action]:
        """The actions played so far (undone ones excluded)."""
        return [e.action for e in self._done]

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current decision."""
        return legal_actions(self.state)

    def play(self, action: Action | str) -> list[Event]:
        """Apply an action (checked); clears the redo list. Returns the events."""
        if isinstance(action, str):
            action = Action.parse(action)
        before = self.state.clone()
        seat = self.state.decider()
        events = apply(self.state, action)
        self._done.append(_Entry(action, before, seat, before.turn_no, self.state.barrier))
        self._undone.clear()
        return events

    # ------------------------------------------------------------------ undo / redo
    def undo_blocker(self, seat: int | None = None) -> str | None:
        """Why ``seat`` may not undo now (an id for the UI to word), or ``None`` if it may."""
        if not self._done:
            return "nothing-to-undo"
        if self.policy == UndoPolicy.PRACTICE:
            return None
        last = self._done[-1]
        if seat is not None and last.seat != seat:
            return "not-your-action"
        if last.turn != self.state.turn_no or self.state.over:
            return "turn-over"
        if last.barrier:
            return "information-revealed"
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        """May ``seat`` (or whoever acted last, if ``None``) undo the last action?"""
        return self.undo_blocker(seat) is None

    def undo(self, seat: int | None = None) -> Action:
        """Take back the last action; raise :class:`IllegalActionError` if the policy forbids it."""
        why = self.undo_blocker(seat)
        if why is not None:
            raise IllegalActionError(f"cannot undo: {why}")
        entry = self._done.pop()
        self.state = entry.before.clone(events=True)
        self._undone.append(entry.action)
        return entry.action

    def can_redo(self) -> bool:
        """Is there an undone action to replay?"""
        return bool(self._undone)

    def redo(self) -> list[Event]:
        """Replay the last undone action."""
        if not self._undone:
            raise IllegalActionError("cannot redo: nothing was undone")
        action = self._undone.pop()
        undone = self._undone
        self._undone = []
        events = self.play(action)
        self._undone = undone
        return events
