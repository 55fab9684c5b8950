"""Bots think off the GUI thread: one :class:`BotJob` per decision, run by the global thread pool.

A job carries a *generation* number. Starting a new game, undoing or quitting bumps the controller's
generation, which cancels the running search (the bot polls ``cancel()``) and makes the controller
drop the job's late result.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal

from ..ai.base import Bot
from ..engine.actions import Action
from ..engine.view import PlayerView


class BotSignals(QObject):
    """Carries a job's result back to the GUI thread (queued connection)."""

    #: generation, seat, action (or None if the bot failed), error text
    finished = Signal(int, int, object, str)


class BotJob(QRunnable):
    """Ask ``bot`` for a decision on ``view`` in a pool thread."""

    def __init__(self, bot: Bot, view: PlayerView, generation: int, cancelled: Callable[[], bool]) -> None:
        super().__init__()
        self.bot = bot
        self.view = view
        self.generation = generation
        self.cancelled = cancelled
        self.signals = BotSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        """Decide, then report (a bot that raises is reported, never allowed to kill the app)."""
        action: Action | None = None
        error = ""
        try:
            action = self.bot.choose(self.view, cancel=self.cancelled)
        except Exception as e:  # reported to the controller, which plays a legal fallback
            error = f"{type(e).__name__}: {e}"
        self.signals.finished.emit(self.generation, self.view.seat, action, error)
