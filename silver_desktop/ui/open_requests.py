"""Game files and invite links to open that come from outside the window: the system's open event and
a second launch.

On macOS, Finder hands a double-clicked ``.silver`` file to the running app as a ``QFileOpenEvent``, and
a clicked ``silver://`` link as one with a URL; :class:`OpenRequests` takes them from the application and
keeps them until the window exists. A launch with a file or a link while a copy of the app runs hands it
over (:func:`hand_off`) to that copy's :class:`HandOffServer` and ends. The server is a local socket
named per user and per settings folder (:func:`server_name`), reachable by this user only; what a client
sends is untrusted: one absolute path or one ``silver:`` link, of plain text, at most
:data:`MAX_MESSAGE` bytes, or it is ignored (and logged). A link is only read, never acted on, until
the person confirms it in the Join dialog.
"""

from __future__ import annotations

import getpass
import hashlib
import logging
import os
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..net.links import SCHEME, is_link
from ..paths import config_dir

log = logging.getLogger(__name__)

# The longest message a server reads: a path in UTF-8 and its newline.
MAX_MESSAGE = 4096
# What the server answers when it took the path.
ACK = b"ok\n"
# How long a second launch waits for the running copy (milliseconds).
HAND_OFF_TIMEOUT_MS = 2000


def server_name() -> str:
    """The local socket's name: one per user and per settings folder (``SILVER_DESKTOP_HOME``)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = str(os.getuid()) if hasattr(os, "getuid") else ""
    key = f"{user}\0{config_dir().resolve()}".encode("utf-8", "surrogatepass")
    return "silver-desktop-" + hashlib.sha256(key).hexdigest()[:24]


def hand_off(path: str, timeout_ms: int = HAND_OFF_TIMEOUT_MS) -> bool:
    """Give ``path`` (absolute, or an invite link) to a running copy; returns whether it took it. Never
    raises."""
    socket = QLocalSocket()
    socket.connectToServer(server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(path.encode("utf-8", "surrogatepass") + b"\n")
    socket.flush()
    answer = b""
    while ACK not in answer and socket.waitForReadyRead(timeout_ms):
        answer += bytes(socket.readAll().data())
    socket.abort()
    return ACK in answer


def parse_message(data: bytes) -> str | None:
    """The path or link in a client's message, or None if it is not one absolute path or one ``silver:``
    link, of plain text."""
    if not data.endswith(b"\n") or len(data) > MAX_MESSAGE:
        return None
    try:
        text = data[:-1].decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text or not text.isprintable() or not (os.path.isabs(text) or is_link(text)):
        return None
    return text


class HandOffServer(QObject):
    """The running copy's side: listens for paths from later launches and emits each valid one."""

    file_received = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening; a socket left by a copy that was killed is replaced, a living copy's is
        left alone. Returns whether this copy listens."""
        name = server_name()
        if self._server.listen(name):
            return True
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(500):  # another copy listens: it gets the files
            probe.abort()
            return False
        QLocalServer.removeServer(name)
        listening = self._server.listen(name)
        if not listening:
            log.warning("cannot listen for files from other launches: %s", self._server.errorString())
        return listening

    def close(self) -> None:
        """Stop listening."""
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if b"\n" not in data and len(data) <= MAX_MESSAGE:
            self._buffers[socket] = data
            return
        path = parse_message(data)
        if path is None:
            log.warning(
                "ignored a message from another launch that is not a path or link (%d bytes)", len(data)
            )
            socket.abort()
            self._drop(socket)
            return
        socket.write(ACK)
        socket.flush()
        socket.disconnectFromServer()
        self._drop(socket)
        log.info("another launch handed over %s", "an invite link" if is_link(path) else path)
        self.file_received.emit(path)

    def _drop(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is not None:
            socket.deleteLater()


class OpenRequests(QObject):
    """Files and ``silver://`` links the system asks the app to open (``QFileOpenEvent``), kept until a
    receiver is set."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: list[str] = []
        self._receiver: Callable[[str], object] | None = None

    def set_receiver(self, receiver: Callable[[str], object]) -> None:
        """Open files and links with ``receiver`` from now on, the ones kept so far first."""
        self._receiver = receiver
        pending, self._pending = self._pending, []
        for path in pending:
            receiver(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Take a file-open event; every other event goes on."""
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        url = event.url()
        path = url.toString() if url.scheme().lower() == SCHEME else event.file()
        if path:
            if self._receiver is None:
                self._pending.append(path)
            else:
                self._receiver(path)
        return True
