"""A game whose other seats follow a script: the controller of lessons and prepared positions.

:class:`ScriptedController` is a :class:`~.controller.GameController` whose seats that are not
people play the actions of a script instead of asking a bot. The script is the whole game's action
list (every seat's, in order); a scripted seat plays ``script[len(game.actions)]``, so the game and the
script stay in step however the game was reached (started at the beginning, or resumed after some
actions were replayed). No thread is involved: the action is applied on the GUI thread when the
session advances, as a bot's answer would be. Undo is not offered: a script only goes forward.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ..engine.actions import Action
from ..engine.history import Game
from .controller import GameController
from .game_setup import GameSetup


class ScriptedController(GameController):
    """Plays ``game``: people through :meth:`play`, every other seat by the ``script``."""

    def __init__(
        self, setup: GameSetup, game: Game, script: Sequence[Action], parent: QObject | None = None
    ) -> None:
        """``script``: every action of the game from its start, the people's included."""
        super().__init__(setup, game, parent=parent, bot_seed=0)
        self.script = tuple(script)

    def advance(self) -> None:
        """Hand the turn to a person, or play the script's next action for a scripted seat."""
        if self.over:
            self.game_over.emit()
            return
        seat = self.decider()
        if seat in self.humans:
            self.human_turn.emit(seat)
            return
        played = len(self.game.actions)
        action = self.script[played] if played < len(self.script) else None
        legal = self.game.legal_actions()
        if action is None or action not in legal:
            self.errors.append(f"seat {seat}: the script has no legal action {action} here")
            action = legal[0]
        self._apply(action)

    def undo_blocker(self) -> str | None:
        """A scripted game goes only forward."""
        return "scripted"

    def can_redo(self) -> bool:
        """Nothing is ever undone."""
        return False
