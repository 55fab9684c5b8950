"""How late a 10 ms timer on the GUI thread fires while work runs elsewhere (a bot's search, a
review): the measure of the window's responsiveness shared by ``ui.py`` and ``review.py``."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer


class Lateness:
    """A running 10 ms ``QTimer`` (created in the GUI thread, after the ``QApplication``) that records
    how much later than 10 ms after the previous tick each tick fires."""

    def __init__(self, interval_ms: int = 10) -> None:
        self.interval_ms = interval_ms
        self.late: list[float] = []
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed()
        self.late.append(max(0.0, (now - self._last) / 1e6 - self.interval_ms))
        self._last = now

    def stop(self) -> str:
        """Stop the timer; the figures as text: ticks, and the lateness's p50, p95 and max in ms."""
        self._timer.stop()
        late = sorted(self.late) or [0.0]
        p50, p95 = late[len(late) // 2], late[int(len(late) * 0.95)]
        return f"{len(self.late)} ticks: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {late[-1]:.1f} ms"
