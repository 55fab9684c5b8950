"""Bots think off the GUI thread: one :class:`BotJob` per decision, in a daemon Python thread.

(Not a ``QRunnable``: with auto-delete, Qt frees the runnable while its Python wrapper still owns
it, which corrupts the heap.) The result comes back through a signal of an object that lives in
the GUI thread, so the controller receives it there (a queued connection).

A job carries a *generation* number. Starting a new game, undoing or quitting bumps the controller's
generation and cancels the job, which stops the running search (the bot polls the job's
:class:`threading.Event`) and makes the controller drop the job's late result.

The thread touches no Qt object but the signal it emits, and sends only numbers through it: the
result waits in the job (:attr:`BotJob.action`, :attr:`BotJob.error`) for the GUI thread to read.
A Python object sent through a queued signal from a worker thread, or a QObject's attribute read
there, can be freed or changed under the other thread's feet.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from ..ai.base import Bot
from ..engine.actions import Action
from ..engine.view import PlayerView


class BotSignals(QObject):
    """Tells the GUI thread that a job is done (queued connection)."""

    #: the job's generation and seat; the result is in the job
    finished = Signal(int, int)


class BotJob:
    """Ask ``bot`` for a decision on ``view`` in a thread of its own."""

    def __init__(self, bot: Bot, view: PlayerView, generation: int) -> None:
        self.bot = bot
        self.view = view
        self.generation = generation
        self._cancelled = threading.Event()
        self.signals = BotSignals()
        #: the bot's answer (None if it failed or was cancelled), once :attr:`signals` said finished
        self.action: Action | None = None
        #: why the bot failed ("" if it did not)
        self.error = ""

    def cancel(self) -> None:
        """Stop the search soon; the answer, if any, is to be ignored."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancelled.is_set()

    def start(self) -> None:
        """Start thinking (returns at once)."""
        threading.Thread(target=self.run, name=f"bot-{self.view.seat}", daemon=True).start()

    def run(self) -> None:
        """Decide, then report (a bot that raises is reported, never allowed to kill the app)."""
        try:
            self.action = self.bot.choose(self.view, cancel=self._cancelled.is_set)
        except Exception as e:  # reported to the controller, which plays a legal fallback
            self.error = f"{type(e).__name__}: {e}"
        self.signals.finished.emit(self.generation, self.view.seat)
