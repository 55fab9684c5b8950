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

Python's cyclic garbage collector runs in whichever thread happens to allocate, and a bot allocates
a lot. Had it run in a bot thread, it could destroy a Qt object of the GUI thread there (a closed
dialog, a finished game's widgets), leaving its timers registered for a freed object: a crash
later, anywhere. So collection is paused while any bot thinks and resumed from the GUI thread
(:mod:`.gc_pause`, shared with the sound's audio thread), and
each job stays referenced from the GUI side until its thread has ended, so that no Qt object is
ever freed in a bot thread.

Quitting never waits for a search: :func:`cancel_all` (from the window's close) cancels every running
job (the game's bot and the hint) and the window goes at once; a cancelled search stops at its next
poll of the cancel flag (before each playout: a millisecond or two). Once the event loop has ended,
:func:`finish_all` waits that long for the cancelled threads to return, so that no bot thread still
runs Python while the interpreter and Qt are torn down (a daemon thread running then can crash the
process on its way out). A job whose signal object the app has already freed ends quietly.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ..ai.base import Bot
from ..engine.actions import Action
from ..engine.view import PlayerView
from . import gc_pause


class Job(Protocol):
    """A background job that :func:`cancel_all` and :func:`finish_all` stop: a bot's decision, the
    review of a game (``review_job.py``)."""

    thread: threading.Thread | None

    def cancel(self) -> None:
        """Stop soon; the answer, if any, is to be ignored."""


#: The jobs whose threads run (or have not been joined yet); only the GUI thread changes it.
_RUNNING: set[Job] = set()


def track(job: Job) -> None:
    """A job's thread is about to start (GUI thread): the collector pauses, and quitting stops it."""
    gc_pause.pause(job)
    _RUNNING.add(job)


def release(job: Job) -> None:
    """In the GUI thread, once the job said it is done: wait for its thread to end (it has only to
    return), forget the job, and let the garbage collector run again when no job runs."""
    if job.thread is not None:
        job.thread.join(timeout=5.0)
    _RUNNING.discard(job)
    gc_pause.resume(job)


def cancel_all() -> None:
    """Cancel every running job (quitting): their searches stop and their answers are ignored. Waits
    for nothing. Call from the GUI thread."""
    for job in list(_RUNNING):
        job.cancel()


def finish_all(timeout: float = 1.0) -> None:
    """After the event loop: cancel every job still running and wait, at most ``timeout`` seconds in
    all, for their threads to return (a cancelled search returns within a playout)."""
    deadline = time.monotonic() + timeout
    for job in list(_RUNNING):
        job.cancel()
        if job.thread is not None:
            job.thread.join(max(0.0, deadline - time.monotonic()))


class BotSignals(QObject):
    """Tells the GUI thread that a job is done (queued connection)."""

    #: the job's generation and seat; the result is in the job
    finished = Signal(int, int)

    def __init__(self) -> None:
        super().__init__()
        self.finished.connect(self._release)  # first, before the job's users

    @Slot(int, int)
    def _release(self, _generation: int, _seat: int) -> None:
        """In the GUI thread: wait for the job's thread to end, forget the job, and let the garbage
        collector run again when no bot thinks."""
        job = next((j for j in _RUNNING if isinstance(j, BotJob) and j.signals is self), None)
        if job is not None:
            release(job)


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
        self.thread: threading.Thread | None = None

    def cancel(self) -> None:
        """Stop the search soon; the answer, if any, is to be ignored."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancelled.is_set()

    def start(self) -> None:
        """Start thinking (returns at once). Call from the GUI thread."""
        track(self)
        self.thread = threading.Thread(target=self.run, name=f"bot-{self.view.seat}", daemon=True)
        self.thread.start()

    def run(self) -> None:
        """Decide, then report (a bot that raises is reported, never allowed to kill the app)."""
        try:
            self.action = self.bot.choose(self.view, cancel=self._cancelled.is_set)
        except Exception as e:  # reported to the controller, which plays a legal fallback
            self.error = f"{type(e).__name__}: {e}"
        try:
            self.signals.finished.emit(self.generation, self.view.seat)
        except RuntimeError:  # the app quit and freed the signal object: nobody waits for this answer
            if not self.cancelled:
                raise
