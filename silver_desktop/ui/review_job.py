"""The review of a game runs in a daemon thread of its own, as the bots do (see ``bot_worker.py``).

The thread touches no Qt object but its signals, and sends only numbers through them: the progress
as ``(done, total)`` decisions, and ``finished`` when it is over; the :class:`~silver_desktop.review.Review`
waits in the job for the GUI thread to read. The garbage collector is paused while it runs and
:func:`~.bot_worker.cancel_all` (quitting) cancels it like a bot; :meth:`ReviewJob.cancel` (the Cancel
button, closing the dialog) stops it before its next playout.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.history import Game
from ..review import Review, review_game
from .bot_worker import release, track


class ReviewSignals(QObject):
    """Progress and the end of a review, delivered in the GUI thread (queued connections)."""

    #: decisions reviewed so far, and how many there are
    progress = Signal(int, int)
    #: the review is over (its result is in the job; None if it failed)
    finished = Signal()

    def __init__(self, job: ReviewJob) -> None:
        super().__init__()
        self._job = job
        self.finished.connect(self._release)  # first, before the job's users

    @Slot()
    def _release(self) -> None:
        release(self._job)


class ReviewJob:
    """Review ``seat``'s decisions in ``game`` (a finished game) in a thread."""

    def __init__(self, game: Game, seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed
        self._cancelled = threading.Event()
        self.signals = ReviewSignals(self)
        #: the review, once :attr:`signals` said finished (None if it failed)
        self.review: Review | None = None
        #: why it failed ("" if it did not)
        self.error = ""
        self.thread: threading.Thread | None = None

    def cancel(self) -> None:
        """Stop the review soon (before its next playout)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancelled.is_set()

    def start(self) -> None:
        """Start reviewing (returns at once). Call from the GUI thread."""
        track(self)
        self.thread = threading.Thread(target=self.run, name="review", daemon=True)
        self.thread.start()

    def run(self) -> None:
        """Review, reporting progress; an error is kept, never allowed to kill the app."""
        try:
            self.review = review_game(
                self.game, self.seat, self.seed, cancel=self._cancelled.is_set, progress=self._progress
            )
        except Exception as e:  # shown as a failed review
            self.error = f"{type(e).__name__}: {e}"
        try:
            self.signals.finished.emit()
        except RuntimeError:  # the app quit and freed the signal object
            if not self.cancelled:
                raise

    def _progress(self, done: int, total: int) -> None:
        try:
            self.signals.progress.emit(done, total)
        except RuntimeError:  # the app quit and freed the signal object
            self.cancel()
