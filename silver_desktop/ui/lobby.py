"""Before a network game: taking a seat in a room (:class:`Seating`) and the lobby (:class:`LobbyDialog`).

A host's :class:`Seating` starts the embedded server (:mod:`.hosting`), connects to it and sends
``create``; a guest's connects to the invite's server and sends ``join``. Either ends with the server's
``joined`` (:attr:`Seating.seated`) or a reason in the person's words (:attr:`Seating.failed`).

The lobby shows the invite (the room code large, the addresses with the port, the ``silver://`` link,
buttons to copy them, and what a friend does with them) and the seats as they fill: each seat's name (as
plain text), language and whether its person is connected; a host's seats start as New Game set them up
(a seat whose bot level the server does not offer is said to be played by a Hard bot). The host may
give an empty seat to a bot of some level or open it again (``seat``) and start at once (``start``:
bots take the empty seats); a guest waits for the host. When a ``lobby`` message says the game
started, the lobby hands the connection to the table (``start_network_game``, see the contract in
``docs/network.md``) from inside its slot for that message, so the table receives the next message,
the first ``state``.

Every failure (an ``error`` message, a connection that fails or is lost, a server that does not start)
is said in the person's language (:func:`error_text`, :func:`closed_text`, :func:`server_text`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QProcess, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import LANGUAGES
from ..net import protocol as p
from ..net.links import Invite
from . import net_connection as nc
from . import net_text, plain
from .hosting import BAD_LINE, NOT_STARTED, STOPPED, EmbeddedServer
from .language import number

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: How much larger than the dialog's text the room code is drawn.
CODE_SCALE = 2.2
#: What the host may put in a seat nobody holds: a friend (open) or a bot of a level.
SEAT_CHOICES: tuple[tuple[str, str], ...] = (
    ("open", ""),
    ("bot", "easy"),
    ("bot", "medium"),
    ("bot", "hard"),
)


class NetworkTable(Protocol):
    """Where the lobby hands a started game over (the main window)."""

    def start_network_game(
        self,
        conn: nc.NetConnection,
        joined: dict[str, Any],
        lobby: dict[str, Any],
        server: QProcess | None = None,
        pending: Sequence[dict[str, Any]] = (),
    ) -> None:
        """Play the game on the table from the first ``state`` on."""


# ------------------------------------------------------------------------------------- the words


def error_text(code: str) -> str:
    """A server's ``error`` code as a sentence in the interface's language, worded for someone joining
    (the other codes as in a game: :func:`.net_text.error_text`)."""
    if code == p.NO_ROOM:
        return translate(
            "Lobby", "There is no game with this code. Check the code, or ask your friend for a new invite."
        )
    if code == p.ROOM_FULL:
        return translate("Lobby", "This game is full: every seat is taken.")
    if code == p.WRONG_NODE:
        return translate("Lobby", "This code belongs to a game on another server. Check the address.")
    if code == p.SERVER_FULL:
        return translate("Lobby", "The server holds as many games as it can. Try again later.")
    if code in ("already-started", p.NOT_STARTED):
        return translate("Lobby", "The game has already started.")
    if code == "not-host":
        return translate("Lobby", "Only the host can change the seats or start the game.")
    if code == "bad-seat":
        return translate("Lobby", "That seat cannot be changed now: someone may have just taken it.")
    if code in (p.BAD_VERSION, p.BAD_MESSAGE, p.BAD_JSON, p.BAD_SETTINGS):
        return translate(
            "Lobby", "The server did not accept this request. It may run another version of Silver Desktop."
        )
    return net_text.error_text(code)


def closed_text(why: str, address: str) -> str:
    """Why a connection to ``address`` (``host:port``) ended, in the interface's language."""
    where = plain.ltr(address)
    if why == nc.CONNECT_FAILED:
        text = translate(
            "Lobby", "Nobody answered at %1. Check the address, and that your friend's game is still open."
        )
    elif why == nc.TIMED_OUT:
        text = translate(
            "Lobby", "%1 did not answer in time. Check the address and your network, then try again."
        )
    elif why == nc.REFUSED:
        text = translate("Lobby", "The computer at %1 answered, but it is not a Silver game.")
    elif why == nc.NO_TLS:
        text = translate(
            "Lobby", "The game at %1 needs a secure connection, which this computer cannot make."
        )
    elif why == nc.UNTRUSTED:
        text = translate(
            "Lobby",
            "The game at %1 answered, but its certificate cannot be trusted (it may be self-signed, "
            "expired or made for another address), so the app did not connect.",
        )
    elif why == nc.BAD_ADDRESS:
        text = translate("Lobby", "%1 is not an address the app can connect to.")
    elif why == nc.BAD_DATA:
        text = translate("Lobby", "The game at %1 sent something the app cannot read.")
    else:
        text = translate("Lobby", "The connection to the game at %1 was lost.")
    return plain.fill(text, where)


def server_text(why: str) -> str:
    """Why the game server on this computer could not be used."""
    if why == NOT_STARTED:
        return translate("Lobby", "The game server could not start on this computer.")
    if why in (STOPPED, BAD_LINE):
        return translate("Lobby", "The game server stopped before it was ready. The log says why.")
    return translate("Lobby", "The game server took too long to start. Try again.")


def port_text(wanted: int, port: int) -> str:
    """The host's note when their server could not have the port they chose (``wanted``, 0 for
    any) and took ``port`` instead; empty when it has the one chosen."""
    if not wanted or wanted == port:
        return ""
    return plain.fill(
        translate("Lobby", "Port %1 is not free on this computer, so this game uses port %2."),
        plain.ltr(str(wanted)),
        plain.ltr(str(port)),
    )


def level_name(level: str) -> str:
    """A bot level as the lobby names it."""
    if level == "easy":
        return translate("Lobby", "Easy bot")
    if level == "hard":
        return translate("Lobby", "Hard bot")
    if level == "random":
        return translate("Lobby", "Random bot")
    return translate("Lobby", "Medium bot")


# ------------------------------------------------------------------------------------ taking a seat


class Seating(QObject):
    """Take a seat: (for a host, start the server first,) connect, send ``first``, wait for ``joined``.

    ``Seating.host(create, server)`` or ``Seating.guest(join, invite)``; :meth:`start`, then
    :attr:`seated` (the ``joined`` message; :attr:`conn` is open and :attr:`invite` names the room) or
    :attr:`failed` (the reason, translated). :meth:`cancel` closes everything.
    """

    #: what is happening now, for the person (translated)
    progress = Signal(str)
    #: the server's ``joined`` message
    seated = Signal(object)
    #: why it did not work, translated
    failed = Signal(str)

    def __init__(
        self,
        first: dict[str, Any],
        invite: Invite | None,
        server: EmbeddedServer | None,
        stand_ins: Sequence[int] = (),
    ) -> None:
        super().__init__()
        self.first = first
        #: the seats New Game gave to a bot level the server does not offer (a Hard bot plays them)
        self.stand_ins = list(stand_ins)
        self.invite = invite
        self.server = server
        #: the host's server addresses (non-loopback first), for the invite
        self.addresses: list[str] = []
        self.conn: nc.NetConnection | None = None
        self.joined: dict[str, Any] | None = None
        self._port = 0
        self._over = False
        self._listening = False

    @classmethod
    def host(cls, create: dict[str, Any], server: EmbeddedServer, stand_ins: Sequence[int] = ()) -> Seating:
        """Start ``server``, then create the room on it (``stand_ins``: see :attr:`stand_ins`)."""
        return cls(create, None, server, stand_ins)

    @classmethod
    def guest(cls, join: dict[str, Any], invite: Invite) -> Seating:
        """Join the invite's room."""
        return cls(join, invite, None)

    @property
    def is_host(self) -> bool:
        """Whether this app created the room."""
        return self.first.get("type") == "create"

    @property
    def address(self) -> str:
        """The server's address as shown in messages."""
        return self.invite.address if self.invite is not None else "127.0.0.1"

    def start(self) -> None:
        """Begin; :attr:`seated` or :attr:`failed` follows."""
        if self.server is not None:
            self.progress.emit(translate("Lobby", "Starting the game server on this computer..."))
            self.server.ready.connect(self._server_ready)
            self.server.failed.connect(self._server_failed)
            self.server.start()
        else:
            assert self.invite is not None
            self._connect(self.invite.url)

    def cancel(self) -> None:
        """Close the connection and stop the server (nothing follows)."""
        self._over = True
        self._unlisten()
        if self.conn is not None:
            self.conn.close()
        if self.server is not None:
            self.server.stop()

    def _unlisten(self) -> None:
        if self._listening and self.conn is not None:
            self.conn.message.disconnect(self._message)
            self.conn.closed.disconnect(self._closed)
        self._listening = False

    def _server_ready(self, port: int, addresses: list[str]) -> None:
        self.addresses = addresses
        self._port = port
        self._connect(f"ws://127.0.0.1:{port}/room/new")

    def _server_failed(self, why: str) -> None:
        self._fail(server_text(why))

    def _connect(self, url: str) -> None:
        self.progress.emit(translate("Lobby", "Connecting..."))
        conn = self.conn = nc.NetConnection(url)
        conn.opened.connect(lambda: conn.send(self.first))
        conn.message.connect(self._message)
        conn.closed.connect(self._closed)
        self._listening = True
        conn.open()

    def _message(self, msg: dict[str, Any]) -> None:
        if self._over:
            return
        if msg["type"] == "error":
            log.info("the server refused %s: %s", self.first.get("type"), msg.get("code"))
            self.cancel()
            self._fail(error_text(str(msg.get("code"))))
        elif msg["type"] == "joined":
            self._unlisten()
            self.joined = msg
            if self.invite is None:  # the host: friends reach the first non-loopback address
                host = self.addresses[0] if self.addresses else "127.0.0.1"
                self.invite = Invite(host, self._port, str(msg.get("room", "")))
            self.seated.emit(msg)  # slots connected now receive the messages that follow

    def _closed(self, why: str) -> None:
        if not self._over:
            self.cancel()
            self._fail(closed_text(why, self.address))

    def _fail(self, text: str) -> None:
        self._over = True
        self.failed.emit(text)


# --------------------------------------------------------------------------------------- the lobby


class SeatRow:
    """One seat in the lobby: its number, who holds it, their language and presence, and for the host a
    choice for a seat nobody holds."""

    def __init__(self, index: int, on_choice: Any) -> None:
        self.index = index
        self.number = QLabel()
        self.name = plain.label()
        self.name.setObjectName(f"seatName{index + 1}")
        self.status = plain.label()
        self.status.setObjectName(f"seatStatus{index + 1}")
        self.choice = QComboBox()
        self.choice.setObjectName(f"seatChoice{index + 1}")
        for _ in SEAT_CHOICES:
            self.choice.addItem("")
        self.choice.activated.connect(lambda i: on_choice(self.index, i))
        self.retranslate()

    def widgets(self) -> tuple[QWidget, ...]:
        """The row's widgets, in column order."""
        return (self.number, self.name, self.status, self.choice)

    def retranslate(self) -> None:
        """Write the row's fixed words."""
        self.number.setText(translate("Lobby", "Seat %1").replace("%1", number(self.index + 1)))
        for i, (kind, level) in enumerate(SEAT_CHOICES):
            text = translate("Lobby", "Open for a friend") if kind == "open" else level_name(level)
            self.choice.setItemText(i, text)
        self.choice.setAccessibleName(
            translate("Lobby", "Who plays seat %1").replace("%1", number(self.index + 1))
        )

    def show_seat(self, seat: dict[str, Any], mine: bool, host: bool) -> None:
        """Show ``seat`` (from a ``lobby`` message); ``mine``: this app's seat; ``host``: the host looks."""
        kind = seat.get("kind")
        name = str(seat.get("name") or "")
        if kind == "person":
            you = translate("Lobby", "%1 (you)") if mine else "%1"
            self.name.setText(plain.fill(you, name))
            language = plain.isolate(LANGUAGES.get(str(seat.get("lang")), ""))
            here = translate("Lobby", "connected") if seat.get("connected") else translate("Lobby", "away")
            self.status.setText(f"{language} · {here}" if seat.get("lang") in LANGUAGES else here)
        elif kind == "bot":
            self.name.setText(name or level_name(str(seat.get("level"))))
            self.status.setText(level_name(str(seat.get("level"))))
        else:
            self.name.setText(translate("Lobby", "(empty)"))
            self.status.setText(translate("Lobby", "waiting for a friend"))
        self.choice.setVisible(host and kind != "person")
        choice = ("bot", str(seat.get("level"))) if kind == "bot" else ("open", "")
        if choice in SEAT_CHOICES:
            self.choice.setCurrentIndex(SEAT_CHOICES.index(choice))

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for widget in self.widgets():
            widget.setVisible(visible)


class LobbyDialog(QDialog):
    """The room before the game: the invite, the seats, and for the host the bots and Start now.

    ``LobbyDialog(seating, table, parent)``: ``seating`` may still be on its way (its progress is shown)
    or already seated. When the game starts, ``table.start_network_game`` gets the connection.
    """

    def __init__(self, seating: Seating, table: NetworkTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LobbyDialog")
        self.seating = seating
        self.table = table
        self.lobby: dict[str, Any] | None = None
        #: the game was handed to the table
        self.handed_over = False
        self._listening = False
        self._build()
        self.retranslate()
        if seating.joined is not None:
            self._seated(seating.joined)
        else:
            seating.progress.connect(self._show_progress)
            seating.seated.connect(self._seated)
            seating.failed.connect(self._show_failure)

    # ------------------------------------------------------------------------------ building
    def _build(self) -> None:
        self.progress_label = plain.wrap(plain.label())
        self.progress_label.setObjectName("progress")
        self.error_label = plain.wrap(plain.label())
        self.error_label.setObjectName("error")
        palette = self.error_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red)
        self.error_label.setPalette(palette)
        self.error_label.setVisible(False)

        self.invite_box = QGroupBox()
        invite = QVBoxLayout(self.invite_box)
        self.tell_label = plain.wrap(QLabel())
        invite.addWidget(self.tell_label)
        self.code_caption = QLabel()
        self.code_label = plain.label()
        self.code_label.setObjectName("roomCode")
        font = QFont(self.code_label.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * CODE_SCALE)
        else:  # the app's font is set in pixels
            font.setPixelSize(round(font.pixelSize() * CODE_SCALE))
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code_label.setFont(font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.copy_code_button = QPushButton()
        self.copy_code_button.setObjectName("copyCode")
        self.copy_code_button.clicked.connect(lambda: self._copy(self.code_label.text()))
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_caption)
        code_row.addWidget(self.code_label)
        code_row.addStretch(1)
        code_row.addWidget(self.copy_code_button)
        invite.addLayout(code_row)
        self.link_caption = QLabel()
        self.link_label = plain.label()
        self.link_label.setObjectName("link")
        self.link_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_link_button = QPushButton()
        self.copy_link_button.setObjectName("copyLink")
        self.copy_link_button.clicked.connect(lambda: self._copy(self.link_label.text()))
        link_row = QHBoxLayout()
        link_row.addWidget(self.link_caption)
        link_row.addWidget(self.link_label)
        link_row.addStretch(1)
        link_row.addWidget(self.copy_link_button)
        invite.addLayout(link_row)
        self.address_label = plain.wrap(plain.label())
        self.address_label.setObjectName("addresses")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        invite.addWidget(self.address_label)
        self.port_label = plain.wrap(plain.label())
        self.port_label.setObjectName("portNote")
        self.port_label.setVisible(False)
        invite.addWidget(self.port_label)
        self.copied_label = QLabel()
        keep = self.copied_label.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # its line is kept: the dialog does not grow when it shows
        self.copied_label.setSizePolicy(keep)
        self.copied_label.setVisible(False)
        invite.addWidget(self.copied_label)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.rows = [SeatRow(i, self._choose) for i in range(4)]
        for i, row in enumerate(self.rows):
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, i, column)
            row.set_visible(False)
        grid.setColumnStretch(1, 1)

        self.stand_in_label = plain.wrap(plain.label())
        self.stand_in_label.setObjectName("standIns")
        grid.addWidget(self.stand_in_label, len(self.rows), 0, 1, len(self.rows[0].widgets()))
        self.stand_in_label.setVisible(bool(self.seating.stand_ins))

        self.wait_label = plain.wrap(QLabel())
        self.wait_label.setObjectName("waiting")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("startNow")
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)

        top = QVBoxLayout(self)
        top.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        top.addWidget(self.progress_label)
        top.addWidget(self.invite_box)
        top.addWidget(self.seats_box)
        top.addWidget(self.wait_label)
        top.addWidget(self.error_label)
        top.addWidget(self.buttons)
        self.invite_box.setVisible(False)
        self.seats_box.setVisible(False)
        self.start_button.setVisible(False)
        self.wait_label.setVisible(False)

    def retranslate(self) -> None:
        """Write every fixed word in the interface's language."""
        self.setWindowTitle(translate("Lobby", "Playing with friends"))
        self.invite_box.setTitle(translate("Lobby", "Invite your friends"))
        self.tell_label.setText(
            translate(
                "Lobby",
                "Send your friends the link. In Silver Desktop they choose Game ▸ Join a game and paste it "
                "(or type the address and the code).",
            )
        )
        self.code_caption.setText(translate("Lobby", "Code:"))
        self.link_caption.setText(translate("Lobby", "Link:"))
        self.copy_code_button.setText(translate("Lobby", "Copy the c&ode"))
        self.copy_link_button.setText(translate("Lobby", "Copy the &link"))
        self.copied_label.setText(translate("Lobby", "Copied. Paste it in a message to your friends."))
        self.seats_box.setTitle(translate("Lobby", "Seats"))
        self.start_button.setText(translate("Lobby", "&Start now"))
        self.start_button.setToolTip(translate("Lobby", "Start the game; bots take the seats still empty"))
        self.wait_label.setText(translate("Lobby", "Waiting for the host to start the game..."))
        self.stand_in_label.setText(
            "\n".join(
                translate(
                    "Lobby", "Seat %1: Expert bots do not play over the network, so a Hard bot plays."
                ).replace("%1", number(seat + 1))
                for seat in self.seating.stand_ins
            )
        )
        for row in self.rows:
            row.retranslate()
        self._show_invite()

    # ------------------------------------------------------------------------------ the room
    def _show_progress(self, text: str) -> None:
        self.progress_label.setText(text)

    def _show_failure(self, text: str) -> None:
        self.progress_label.setVisible(False)
        self.error_label.setText(text)
        self.error_label.setVisible(True)
        self.start_button.setVisible(False)
        self.wait_label.setVisible(False)
        self.cancel_button.setText(translate("Lobby", "&Close"))

    def _seated(self, joined: dict[str, Any]) -> None:
        conn = self.seating.conn
        assert conn is not None
        conn.message.connect(self._message)
        conn.closed.connect(self._closed)
        self._listening = True
        self.progress_label.setVisible(False)
        self.invite_box.setVisible(True)
        self.seats_box.setVisible(True)
        self.start_button.setVisible(self.seating.is_host)
        self.wait_label.setVisible(not self.seating.is_host)
        self._show_invite()

    def _show_invite(self) -> None:
        invite = self.seating.invite
        if invite is None or self.seating.joined is None:
            return
        self.code_label.setText(invite.room)
        self.link_label.setText(invite.link)
        if self.seating.is_host:
            port = invite.port
            shown = [a for a in self.seating.addresses if a not in ("127.0.0.1", "::1")]
            if shown:
                places = ", ".join(plain.ltr(f"{a}:{port}") for a in shown)
                text = plain.fill(translate("Lobby", "This computer's address: %1"), places)
            else:
                text = translate(
                    "Lobby", "This computer has no network address: only this computer can join."
                )
        else:
            text = plain.fill(translate("Lobby", "Address: %1"), plain.ltr(invite.address))
        self.address_label.setText(text)
        server = self.seating.server
        note = port_text(server.wanted, invite.port) if server is not None and self.seating.is_host else ""
        self.port_label.setText(note)
        self.port_label.setVisible(bool(note))

    def _message(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "lobby":
            self._show_lobby(msg)
        elif kind == "error":
            self.error_label.setText(error_text(str(msg.get("code"))))
            self.error_label.setVisible(True)
        elif kind == "ended":
            self._leave_room()
            self._show_failure(translate("Lobby", "The host closed the game."))

    def _show_lobby(self, msg: dict[str, Any]) -> None:
        self.lobby = msg
        joined = self.seating.joined or {}
        seats = msg.get("seats")
        if not isinstance(seats, list):
            return
        for row in self.rows:
            if row.index < len(seats) and isinstance(seats[row.index], dict):
                row.set_visible(True)
                row.show_seat(seats[row.index], row.index == joined.get("seat"), self.seating.is_host)
            else:
                row.set_visible(False)
        self.error_label.setVisible(False)
        if msg.get("started"):
            self._hand_over(msg)

    def _hand_over(self, lobby: dict[str, Any]) -> None:
        """The game started: the table takes the connection (and the server) from here on."""
        conn, joined = self.seating.conn, self.seating.joined
        assert conn is not None and joined is not None
        self._unlisten()
        self.handed_over = True
        server = self.seating.server.process if self.seating.server is not None else None
        self.table.start_network_game(conn, joined, lobby, server=server, pending=())
        self.accept()

    def _closed(self, why: str) -> None:
        self._leave_room()
        self._show_failure(closed_text(why, self.seating.address))

    def _leave_room(self) -> None:
        self._unlisten()
        self.seating.cancel()

    def _unlisten(self) -> None:
        conn = self.seating.conn
        if self._listening and conn is not None:
            conn.message.disconnect(self._message)
            conn.closed.disconnect(self._closed)
        self._listening = False

    # ----------------------------------------------------------------------------- the host
    def _choose(self, seat: int, index: int) -> None:
        """The host put a friend or a bot in ``seat``."""
        kind, level = SEAT_CHOICES[index]
        msg: dict[str, Any] = {"v": p.VERSION, "type": "seat", "seat": seat, "kind": kind}
        if level:
            msg["level"] = level
        self._send(msg)

    def _start(self) -> None:
        self._send({"v": p.VERSION, "type": "start"})

    def _send(self, msg: dict[str, Any]) -> None:
        conn = self.seating.conn
        if conn is None or not conn.send(msg):
            self._closed(nc.LOST)

    def _copy(self, text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        self.copied_label.setVisible(True)

    # ------------------------------------------------------------------------------ leaving
    def reject(self) -> None:
        """Cancel (or Escape, or the window's close button): leave the room; a host stops its server."""
        if not self.handed_over:
            self._leave_room()
        super().reject()


def seat_count_text(open_seats: int, players: int) -> str:
    """ "2 of 4 seats free", in the interface's language."""
    return plain.fill(translate("Lobby", "%1 of %2 seats free"), number(open_seats), number(players))


__all__ = [
    "LobbyDialog",
    "NetworkTable",
    "Seating",
    "closed_text",
    "error_text",
    "level_name",
    "seat_count_text",
    "server_text",
]
