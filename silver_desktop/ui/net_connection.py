"""One connection to a game server, in the GUI thread: WebSocket over a Qt socket.

The app never runs a long-lived Python thread (Python's garbage collector, run in another thread,
could free Qt objects there; see :mod:`.gc_pause`). So the WebSocket protocol comes from the
``websockets`` library's *sans-I/O* layer (:class:`websockets.client.ClientProtocol`: it only turns
bytes into frames and back) and the bytes travel through a :class:`QTcpSocket` (a
:class:`QSslSocket` for ``wss://``) driven by Qt's own event loop. Pings are answered as they
arrive; the server's messages come out, one JSON object at a time and in order, as
:attr:`NetConnection.message`. A slot connected while a message is being emitted receives the
messages that follow (the lobby hands the connection to the table this way).

Nothing here understands the game: the lobby and the network table read the messages
(``docs/network.md`` lists them).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSslSocket, QTcpSocket
from websockets.client import ClientProtocol
from websockets.exceptions import InvalidURI
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.uri import parse_uri

from ..net import protocol as p

log = logging.getLogger(__name__)

#: Why a connection closed (:attr:`NetConnection.closed`); the texts are the window's to word.
CLOSED_BY_US = ""
CONNECT_FAILED = "connect-failed"
TIMED_OUT = "timed-out"
REFUSED = "handshake-failed"
LOST = "lost"
NO_TLS = "no-tls"
#: a wss:// server whose certificate this computer does not trust (self-signed, expired, another name)
UNTRUSTED = "untrusted"
BAD_ADDRESS = "bad-address"
BAD_DATA = "bad-data"

#: Milliseconds to wait for the connection and the WebSocket handshake.
CONNECT_TIMEOUT_MS = 10_000


class NetConnection(QObject):
    """A WebSocket client connection to ``url`` (``ws://host:port/path`` or ``wss://...``)."""

    #: the connection is open: messages may be sent
    opened = Signal()
    #: a message from the server (a ``dict``), in the order they came
    message = Signal(object)
    #: the connection is closed for good: why (one of the module's constants; "" when we closed it)
    closed = Signal(str)

    def __init__(self, url: str, parent: QObject | None = None) -> None:
        """A connection to ``url``, not yet open (call :meth:`open`)."""
        super().__init__(parent)
        self.url = url
        self._protocol: ClientProtocol | None = None
        self._socket: QTcpSocket | None = None
        self._ended = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._end(TIMED_OUT))
        self._parts: list[bytes] = []  # a fragmented message so far

    @property
    def is_open(self) -> bool:
        """Whether messages can be sent now."""
        return self._protocol is not None and self._protocol.state is State.OPEN and not self._ended

    def open(self) -> None:
        """Connect. :attr:`opened` follows, or :attr:`closed` with the reason it failed."""
        try:
            uri = parse_uri(self.url)
        except InvalidURI:
            QTimer.singleShot(0, lambda: self._end(BAD_ADDRESS))
            return
        if uri.secure and not QSslSocket.supportsSsl():
            QTimer.singleShot(0, lambda: self._end(NO_TLS))
            return
        self._protocol = ClientProtocol(uri, max_size=p.MAX_SERVER_MESSAGE)
        sock: QTcpSocket = QSslSocket(self) if uri.secure else QTcpSocket(self)
        self._socket = sock
        sock.connected.connect(self._connected)
        sock.readyRead.connect(self._read)
        sock.errorOccurred.connect(self._socket_error)
        sock.disconnected.connect(self._disconnected)
        self._timer.start(CONNECT_TIMEOUT_MS)
        if isinstance(sock, QSslSocket):
            sock.encrypted.connect(self._handshake)
            sock.connectToHostEncrypted(uri.host, uri.port)
        else:
            sock.connectToHost(uri.host, uri.port)

    def send(self, msg: dict[str, Any]) -> bool:
        """Send one message (a JSON object); False if the connection is not open."""
        if not self.is_open:
            return False
        assert self._protocol is not None
        self._protocol.send_text(p.encode(msg).encode())
        self._flush()
        return True

    def close(self) -> None:
        """Close the connection (politely if it is open); :attr:`closed` follows with ``""``."""
        if self._ended:
            return
        if self.is_open:
            assert self._protocol is not None
            self._protocol.send_close()
            self._flush()
        self._end(CLOSED_BY_US)

    # ------------------------------------------------------------------ the socket's side
    def _connected(self) -> None:
        if not isinstance(self._socket, QSslSocket):
            self._handshake()

    def _handshake(self) -> None:
        assert self._protocol is not None
        self._protocol.send_request(self._protocol.connect())
        self._flush()

    def _read(self) -> None:
        if self._socket is None or self._protocol is None:
            return
        self._protocol.receive_data(bytes(self._socket.readAll().data()))
        self._events()
        self._flush()

    def _events(self) -> None:
        assert self._protocol is not None
        for event in self._protocol.events_received():
            if self._ended:
                return
            if isinstance(event, Response):
                if self._protocol.handshake_exc is not None:
                    log.warning("handshake with %s refused: %s", self.url, self._protocol.handshake_exc)
                    self._end(REFUSED)
                    return
                self._timer.stop()
                self.opened.emit()
            elif isinstance(event, Frame):
                self._frame(event)
        if self._protocol.close_expected() or self._protocol.state is State.CLOSED:
            self._flush()
            self._end(LOST)

    def _frame(self, frame: Frame) -> None:
        if frame.opcode in (Opcode.TEXT, Opcode.CONT):
            self._parts.append(bytes(frame.data))
            if not frame.fin:
                return
            data, self._parts = b"".join(self._parts), []
            try:
                msg = json.loads(data.decode())
            except ValueError:
                log.warning("a message from %s that is not JSON", self.url)
                self._end(BAD_DATA)
                return
            if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                log.warning("a message from %s that is not an object with a type", self.url)
                self._end(BAD_DATA)
                return
            self.message.emit(msg)
        elif frame.opcode is Opcode.BINARY:
            self._end(BAD_DATA)

    def _flush(self) -> None:
        if self._socket is None or self._protocol is None:
            return
        for data in self._protocol.data_to_send():
            if data:
                self._socket.write(data)
            else:  # the protocol asks for the end of the stream
                self._socket.disconnectFromHost()

    def _socket_error(self, error: QAbstractSocket.SocketError) -> None:
        if self._ended:
            return
        if error == QAbstractSocket.SocketError.RemoteHostClosedError:
            return  # the end of the stream: `disconnected` follows
        opened = self._protocol is not None and self._protocol.state is not State.CONNECTING
        log.info("connection to %s: %s", self.url, self._socket.errorString() if self._socket else error)
        if opened:
            self._end(LOST)
        elif isinstance(self._socket, QSslSocket) and self._socket.sslHandshakeErrors():
            self._end(UNTRUSTED)  # the certificate, not the network
        else:
            self._end(CONNECT_FAILED)

    def _disconnected(self) -> None:
        if self._ended:
            return
        if self._protocol is not None:
            self._protocol.receive_eof()
            self._events()
        self._end(LOST)

    def _end(self, why: str) -> None:
        if self._ended:
            return
        self._ended = True
        self._timer.stop()
        if self._socket is not None:
            sock, self._socket = self._socket, None
            sock.readyRead.disconnect(self._read)
            sock.abort()
            sock.deleteLater()
        self.closed.emit(why)


__all__ = ["NetConnection"]
