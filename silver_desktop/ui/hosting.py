"""The game server a host's app starts for its friends: ``silver_desktop.net.embedded`` as a child process.

The app runs no long-lived Python thread of its own (see :mod:`.gc_pause`), so the server runs in a
:class:`QProcess`: ``python -m silver_desktop.net.embedded --advertise --away S --name NAME --port P
--fallback`` (P: the setting ``net_port``, 8765 unless the person chose another; a free port if P is
taken, which the lobby then says) (in a frozen
bundle, the app's own executable with the hidden first flag ``--embedded-server``, which ``app.main``
hands to ``net.embedded.main`` before anything imports Qt). The server prints one JSON line,
``{"port": P, "addresses": [...]}``, then serves; when its standard input closes it tells everyone the
host left and ends. :class:`EmbeddedServer` starts it, reads that line, and stops it: closing its input,
then killing it if it has not ended a few seconds later. Every server still running when the app quits
is stopped the same way (:func:`stop_all`, on ``aboutToQuit``), so no server outlives the app.
"""

from __future__ import annotations

import json
import logging
import sys
import weakref
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal

from .app import EMBEDDED_FLAG

log = logging.getLogger(__name__)

#: How long the server may take to print its line (milliseconds).
START_TIMEOUT_MS = 20_000
#: How long a server may take to end after its input closed, before it is killed (milliseconds).
STOP_TIMEOUT_MS = 10_000
#: The longest first line read from the server.
MAX_LINE = 4096

# Why the server could not be used (EmbeddedServer.failed).
NOT_STARTED = "not-started"
STOPPED = "stopped"
TIMED_OUT = "timed-out"
BAD_LINE = "bad-line"

#: Every server process this app started and has not seen end.
_RUNNING: weakref.WeakSet[QProcess] = weakref.WeakSet()
#: Servers asked to stop, kept alive until they end (a QProcess destroyed while running kills its
#: process at once, before the server could tell everyone the host left).
_STOPPING: set[QProcess] = set()
_HOOKED: list[bool] = []


def embedded_command(away: int, name: str, port: int) -> list[str]:
    """The program and arguments that start the embedded server (the app itself when frozen), on
    ``port`` or, if it is taken, a free one."""
    args = ["--advertise", "--away", str(away), "--name", name, "--port", str(port), "--fallback"]
    if getattr(sys, "frozen", False):
        return [sys.executable, EMBEDDED_FLAG, *args]
    return [sys.executable, "-m", "silver_desktop.net.embedded", *args]


def read_ready_line(line: bytes) -> tuple[int, list[str]] | str | None:
    """The port and addresses in the server's first line; the server's own reason (a text) when it
    says it cannot listen (``{"error": TEXT}``); None if the line is not what the server prints."""
    try:
        data: Any = json.loads(line.decode())
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    if isinstance(data.get("error"), str):
        return data["error"]
    port, addresses = data.get("port"), data.get("addresses", [])
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        return None
    if not isinstance(addresses, list) or not all(isinstance(a, str) and 0 < len(a) <= 64 for a in addresses):
        return None
    return port, addresses


def stop_process(process: QProcess, wait_ms: int = 0) -> None:
    """Close the server's input (it tells everyone the host left and ends); kill it if it has not ended
    after :data:`STOP_TIMEOUT_MS`. With ``wait_ms``, wait that long here (at quit) instead of later."""
    if process.state() == QProcess.ProcessState.NotRunning:
        return
    process.closeWriteChannel()
    if wait_ms:
        if not process.waitForFinished(wait_ms):
            process.kill()
            process.waitForFinished(1000)
        return
    if process not in _STOPPING:
        _STOPPING.add(process)
        process.finished.connect(partial(_stopped, process))
        QTimer.singleShot(STOP_TIMEOUT_MS, process, partial(_kill_if_running, process))


def _stopped(process: QProcess, *_finished: object) -> None:
    _STOPPING.discard(process)


def _kill_if_running(process: QProcess) -> None:
    if process.state() != QProcess.ProcessState.NotRunning:
        log.warning("the game server did not end when asked; killing it")
        process.kill()


def stop_all() -> None:
    """Stop every server this app started and that still runs (the app quits)."""
    for process in list(_RUNNING):
        stop_process(process, STOP_TIMEOUT_MS)


def _hook_quit() -> None:
    """Stop the servers when the application quits (connected once)."""
    app = QCoreApplication.instance()
    if app is not None and not _HOOKED:
        app.aboutToQuit.connect(stop_all)
        _HOOKED.append(True)


class EmbeddedServer(QObject):
    """One embedded server process: :meth:`start`, then :attr:`ready` or :attr:`failed`."""

    #: the server listens: its port and its addresses (non-loopback IPv4 first)
    ready = Signal(int, list)
    #: the server cannot be used: one of the module's reasons
    failed = Signal(str)

    def __init__(self, command: list[str], parent: QObject | None = None, wanted: int = 0) -> None:
        """A server to start with ``command`` (:func:`embedded_command`) that asks for port ``wanted``
        (0: any free port)."""
        super().__init__(parent)
        self.command = command
        #: the port asked for (0: any); the server may have fallen back to another (see :attr:`ready`)
        self.wanted = wanted
        # No Qt parent: whoever holds the process keeps it (and the server) alive; see stop_process.
        self.process = QProcess()
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.errorOccurred.connect(self._error)
        self.process.finished.connect(self._finished)
        self._buffer = b""
        self._ready = False
        self._failed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_slow)

    def start(self) -> None:
        """Start the process; :attr:`ready` or :attr:`failed` follows."""
        _hook_quit()
        _RUNNING.add(self.process)
        self._timer.start(START_TIMEOUT_MS)
        self.process.start(self.command[0], self.command[1:])

    def stop(self) -> None:
        """Stop the server (see :func:`stop_process`)."""
        self._timer.stop()
        stop_process(self.process)

    def _read(self) -> None:
        data = bytes(self.process.readAllStandardOutput().data())
        if self._ready:
            return  # the server says nothing more that matters
        self._buffer += data
        if b"\n" not in self._buffer:
            if len(self._buffer) > MAX_LINE:
                self._fail(BAD_LINE)
            return
        line = self._buffer.split(b"\n", 1)[0]
        found = read_ready_line(line)
        if isinstance(found, str):
            log.warning("the game server cannot listen: %s", found[:200])
            self._fail(NOT_STARTED)
            return
        if found is None:
            log.warning("the game server's first line is not its address: %r", line[:200])
            self._fail(BAD_LINE)
            return
        self._ready = True
        self._timer.stop()
        log.info("the game server listens on port %d (pid %d)", found[0], self.process.processId())
        self.ready.emit(*found)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            log.warning("the game server could not start: %s", self.process.errorString())
            self._fail(NOT_STARTED)

    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        _RUNNING.discard(self.process)
        if not self._ready:
            log.warning("the game server ended (exit code %d) before it listened", code)
            self._fail(STOPPED)

    def _too_slow(self) -> None:
        self._fail(TIMED_OUT)

    def _fail(self, why: str) -> None:
        if self._ready or self._failed:
            return
        self._failed = True
        self._timer.stop()
        stop_process(self.process)
        self.failed.emit(why)


__all__ = [
    "EMBEDDED_FLAG",
    "EmbeddedServer",
    "embedded_command",
    "read_ready_line",
    "stop_all",
    "stop_process",
]
