"""A game on the table whose other seats follow a script instead of a bot.

Puzzles (and lessons such as a guided first game) start from a prepared position: the person plays
their own seat, and every other seat answers with a scripted action, the same every time, at once
and without a search. :class:`ScriptedController` is a :class:`~.controller.GameController` that
asks a :class:`Script` for the other seats' actions and stops when the script says its part is
over: it then emits :attr:`ScriptedController.finished` instead of offering another decision (and
never :attr:`~.controller.GameController.game_over`, so the window shows no results and counts
nothing in the statistics).

Start one through the session, which tells its story on the table as for any game::

    session.start(setup, game, script=Script(reply=puzzle.reply, until=puzzle.over))

A scripted game is not autosaved (:meth:`.session.GameSession.start` turns the autosave off for it),
so it never replaces the person's saved game in progress.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import attrs
from PySide6.QtCore import QObject, Signal

from ..engine.actions import Action
from ..engine.history import Game
from ..engine.state import State
from .controller import GameController
from .game_setup import GameSetup

log = logging.getLogger(__name__)


@attrs.frozen
class Script:
    """What the seats that no person plays do, and when the scripted game is over.

    ``reply(state)``: the action of the seat deciding in ``state`` (never the person's), or None if
    the script has none (then the first legal action is played, and the slip is counted in
    :attr:`~.controller.GameController.errors`). ``until(state)``: whether the game has gone as far
    as the script means it to (a puzzle's end, a lesson's step); it is asked before each decision.
    """

    reply: Callable[[State], Action | None]
    until: Callable[[State], bool]


class ScriptedController(GameController):
    """A :class:`GameController` whose other seats answer from a :class:`Script`, in the GUI thread."""

    #: the script's end was reached (or the game ended): no further decision is offered
    finished = Signal()

    def __init__(self, setup: GameSetup, game: Game, script: Script, parent: QObject | None = None) -> None:
        """Play ``game`` with ``setup``'s people; every other seat follows ``script``."""
        super().__init__(setup, game, parent, bot_seed=0)
        self.script = script
        self.bots = [None] * len(setup.seats)  # nobody searches: the script answers

    @property
    def over(self) -> bool:
        """Whether the game has ended or gone as far as the script means it to."""
        return not self.game.state.stack or self.script.until(self.game.state)

    def advance(self) -> None:
        """Offer the person's decision, or play the script's answer for another seat; at the end,
        emit :attr:`finished`."""
        if self.over:
            self.finished.emit()
            return
        seat = self.decider()
        if seat in self.humans:
            self.human_turn.emit(seat)
            return
        legal = self.game.legal_actions()
        action = self.script.reply(self.game.state)
        if action is None or action not in legal:
            self.errors.append(f"seat {seat}: the script has no legal answer ({action})")
            log.warning("seat %s: the script has no legal answer (%s)", seat, action)
            action = legal[0]
        self._apply(action)


__all__ = ["Script", "ScriptedController"]
