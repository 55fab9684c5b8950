"""A puzzle: a position, the seat the person plays, a goal, a solution and its texts.

:class:`Puzzle` is what the rest of the app uses; :mod:`.loader` builds it from a file. A puzzle is
over when the person's turn has ended (``until == "turn"``) or when its round is scored
(``until == "round"``: the position is always in the game's last round, so the table stays as it
was scored). The other seats play the scripted :attr:`Puzzle.replies`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.history import Game, UndoPolicy
from ..engine.position import from_position
from ..engine.rules import legal_actions
from ..engine.state import State
from .goals import Goal

#: The languages every puzzle's texts are written in.
LANGUAGES = ("en", "fa", "ko")

#: What the other seats do when the puzzle's replies offer nothing legal, tried in this order
#: (then the first legal action): end the turn, draw and discard, pass on every optional choice.
DEFAULT_REPLIES = tuple(
    Action.parse(t) for t in ("end", "draw", "discard", "skip", "pass", "done", "stop", "flipdeck")
)


@dataclass(frozen=True)
class PuzzleText:
    """A puzzle's texts in one language: a title, the goal in one sentence, a hint, the solution."""

    title: str
    goal: str
    hint: str
    solution: str


@dataclass(frozen=True, eq=False)
class Puzzle:
    """One puzzle, read and checked from its file (see ``docs/puzzles.md``)."""

    id: str
    subjects: tuple[str, ...]
    seat: int
    until: str
    replies: tuple[Action, ...]
    goal: Goal
    solution: tuple[str, ...]
    texts: dict[str, PuzzleText]
    position: dict[str, Any]
    file: str

    def text(self, lang: str) -> PuzzleText:
        """The texts in ``lang`` (``en``, ``fa``, ``ko``); English for any other language."""
        return self.texts.get(lang, self.texts["en"])

    def start_state(self) -> State:
        """A fresh state of the puzzle's position."""
        return from_position(self.position)

    def new_game(self) -> Game:
        """A game started from the position, with practice undo (anything may be taken back)."""
        return Game(self.start_state(), {"position": self.position}, UndoPolicy.PRACTICE)

    def over(self, state: State) -> bool:
        """Is the puzzle over in ``state``: the person's turn ended, or the round was scored?"""
        if state.over:
            return True
        return self.until == "turn" and state.turn_no != self.position["turn"]

    def reply(self, state: State) -> Action | None:
        """The scripted action of another seat when it is that seat's decision, else ``None``.

        The first of the puzzle's replies that is legal now; failing that the first legal of
        :data:`DEFAULT_REPLIES`, then the first legal action. Deterministic for a given state.
        """
        if self.over(state) or state.decider() == self.seat:
            return None
        legal = legal_actions(state)
        for action in (*self.replies, *DEFAULT_REPLIES):
            if action in legal:
                return action
        return legal[0] if legal else None

    def solved(self, start_state: State, end_state: State) -> bool:
        """Is the puzzle over in ``end_state`` with its goal reached (compared with the start)?"""
        return self.over(end_state) and self.goal(start_state, end_state)
