"""Checking a puzzle by playing it: its solution must reach the goal, the trivial moves must not.

The trivial moves are the two a person can make without understanding anything: draw and discard
the drawn card (then end the turn), and call at once when calling is allowed. Each line is played
to the puzzle's end with the other seats answering as :meth:`~.puzzle.Puzzle.reply` says.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.errors import EngineError
from ..engine.history import Game
from ..engine.rules import legal_actions
from .puzzle import Puzzle

#: Actions played at most in one line: far more than any puzzle needs, so a loop cannot hang.
MAX_STEPS = 400

STOP = Action("stop")

#: After a trivial first move, the person's later decisions: end the turn, draw, discard.
TRIVIAL_AFTER = tuple(Action.parse(t) for t in ("end", "draw", "discard", "skip", "pass", "done", "stop"))


class LineError(ValueError):
    """A line of play that cannot be played to the puzzle's end."""


@dataclass(frozen=True)
class Finding:
    """One result of checking a puzzle: ``ok`` or not, and what was checked, in words."""

    ok: bool
    what: str


def play_solution(p: Puzzle) -> Game:
    """Play the puzzle's solution to its end; raise :class:`LineError` if it does not fit."""
    game = p.new_game()
    moves = iter(enumerate(p.solution))
    for _ in range(MAX_STEPS):
        if p.over(game.state):
            rest = [text for _, text in moves]
            if rest:
                raise LineError(f"the puzzle is over before the solution ends; left over: {' '.join(rest)}")
            return game
        action = p.reply(game.state)
        if action is not None:
            game.play(action)
            continue
        i, text = next(moves, (-1, ""))
        if i < 0:
            raise LineError(f"the solution ends before the puzzle is over; legal now: {_legal(game)}")
        try:
            game.play(text)
        except EngineError as e:
            raise LineError(f"solution[{i}] {text!r}: {e}; legal now: {_legal(game)}") from None
    raise LineError(f"the puzzle is not over after {MAX_STEPS} actions")


def play_trivial(p: Puzzle, first: tuple[Action, ...]) -> Game | None:
    """Play ``first`` as the person's first moves, then the trivial later decisions, to the end.

    ``None`` when ``first`` is not legal at the start (that trivial move does not exist here). Extra
    Rascal draws are refused on the way (``stop``): a trivial move keeps the first card drawn.
    """
    game = p.new_game()
    for action in first:
        if action not in legal_actions(game.state) and STOP in legal_actions(game.state):
            game.play(STOP)
        if action not in legal_actions(game.state):
            return None
        game.play(action)
    for _ in range(MAX_STEPS):
        if p.over(game.state):
            return game
        reply = p.reply(game.state)
        if reply is None:
            legal = legal_actions(game.state)
            reply = next((a for a in TRIVIAL_AFTER if a in legal), legal[0])
        game.play(reply)
    raise LineError(f"the puzzle is not over after {MAX_STEPS} actions")


TRIVIAL_LINES = {
    "discard the drawn card": (Action("draw"), Action("discard")),
    "call at once": (Action("call"),),
}


def check(p: Puzzle) -> Iterator[Finding]:
    """Check one loaded puzzle: the solution reaches the goal, no trivial move does."""
    start = p.start_state()
    try:
        game = play_solution(p)
    except LineError as e:
        yield Finding(False, f"solution: {e}")
    else:
        ok = p.solved(start, game.state)
        yield Finding(ok, "solution reaches the goal" if ok else "solution does NOT reach the goal")
    for name, first in TRIVIAL_LINES.items():
        try:
            line = play_trivial(p, first)
        except LineError as e:
            yield Finding(False, f"{name}: {e}")
            continue
        if line is None:
            yield Finding(True, f"{name}: not possible here")
        elif p.solved(start, line.state):
            yield Finding(False, f"{name}: reaches the goal too (the puzzle is too easy)")
        else:
            yield Finding(True, f"{name}: does not reach the goal")


def _legal(game: Game) -> str:
    return ", ".join(str(a) for a in game.legal_actions()) or "nothing"
