"""Bots think off the GUI thread: one :class:`BotJob` per decision, in a daemon Python thread.

(Not a ``QRunnable``: with auto-delete, Qt frees the runnable while its Python wrapper still owns
it, which corrupts the heap.) The result comes back through a signal of an object that lives in
the GUI thread, so the controller receives it there (a queued connection).

A job carries a *generation* number. Starting a new game, undoing or quitting bumps the controller's
generation, which cancels the running search (the bot polls ``cancel()``) and makes the controller
drop the job's late result.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..ai.base import Bot
from ..engine.actions import Action
from ..engine.view import PlayerView


class BotSignals(QObject):
    """Carries a job's result back to the GUI thread (queued connection)."""

    #: generation, seat, action (or None if the bot failed), error text
    finished = Signal(int, int, object, str)


class BotJob:
    """Ask ``bot`` for a decision on ``view`` in a thread of its own."""

    def __init__(self, bot: Bot, view: PlayerView, generation: int, cancelled: Callable[[], bool]) -> None:
        self.bot = bot
        self.view = view
        self.generation = generation
        self.cancelled = cancelled
        self.signals = BotSignals()

    def start(self) -> None:
        """Start thinking (returns at once)."""
        threading.Thread(target=self.run, name=f"bot-{self.view.seat}", daemon=True).start()

    def run(self) -> None:
        """Decide, then report (a bot that raises is reported, never allowed to kill the app)."""
        action: Action | None = None
        error = ""
        try:
            action = self.bot.choose(self.view, cancel=self.cancelled)
        except Exception as e:  # reported to the controller, which plays a legal fallback
            error = f"{type(e).__name__}: {e}"
        self.signals.finished.emit(self.generation, self.view.seat, action, error)
