"""Playing with friends, from the main window: hosting (New Game ▸ Invite friends), joining (Game ▸ Join a
game) and invite links opened from outside (the command line, a second launch, the system).

:meth:`Friends.invite` starts the embedded server and opens the lobby as the host, with the seats New
Game set up (:func:`invite_seats`); :meth:`Friends.join` opens the Join dialog, whose seat becomes a
guest's lobby. The person's name is the ``net_name`` setting, asked the first time and remembered. The
lobby hands a started game to the window's ``start_network_game``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QObject

from ..net import protocol as p
from .game_setup import GameSetup, SeatKind
from .hosting import EmbeddedServer, embedded_command
from .join_dialog import JoinDialog, NameDialog
from .language import current_language
from .lobby import LobbyDialog, Seating

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def invite_seats(setup: GameSetup) -> tuple[list[dict[str, str]], list[int]]:
    """The seats of a hosted game as New Game set them up: the first person's seat is the host's, every
    other person's seat is open for a friend, and each bot's seat goes to a server bot of its level.
    A level the game server does not offer (Expert: too costly for a server of many rooms) is played by
    its Hard bot; the seats so changed are returned too, for the lobby to say so."""
    host = next((i for i, seat in enumerate(setup.seats) if seat.is_human), 0)
    seats: list[dict[str, str]] = []
    stand_ins: list[int] = []
    for i, seat in enumerate(setup.seats):
        if i == host:
            seats.append({"kind": "person"})
        elif seat.is_human:
            seats.append({"kind": "open"})
        elif seat.kind.value in p.BOT_LEVELS:
            seats.append({"kind": "bot", "level": seat.kind.value})
        else:
            seats.append({"kind": "bot", "level": SeatKind.HARD.value})
            stand_ins.append(i)
    return seats, stand_ins


def create_message(setup: GameSetup, name: str, lang: str) -> dict[str, Any]:
    """The ``create`` message of a hosted game: the setup's deck, rounds, number of players and seats
    (:func:`invite_seats`)."""
    return {
        "v": p.VERSION,
        "type": "create",
        "settings": setup.config().to_json(),
        "seats": invite_seats(setup)[0],
        "name": name,
        "lang": lang,
    }


class Friends(QObject):
    """The window's way into network games; it keeps the open Join dialog and lobby alive."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.join_dialog: JoinDialog | None = None
        self.lobby: LobbyDialog | None = None

    def invite(self, setup: GameSetup) -> None:
        """Host a game like ``setup`` on this computer and open the lobby with the invite."""
        name = self._name()
        if name is None:
            return
        settings = self.window.settings
        command = embedded_command(settings.net_away, name, settings.net_port)
        server = EmbeddedServer(command, wanted=settings.net_port)
        create = create_message(setup, name, current_language())
        seating = Seating.host(create, server, stand_ins=invite_seats(setup)[1])
        self._open_lobby(seating)
        seating.start()

    def join(self, link: str = "") -> None:
        """The Join dialog (filled in with ``link``, if given); once seated, the lobby."""
        if self.join_dialog is not None:
            self.join_dialog.reject()
        dialog = self.join_dialog = JoinDialog(self.window.settings.net_name, link, self.window)
        dialog.seated.connect(self._joined)
        dialog.finished.connect(lambda _: self._forget_join(dialog))
        dialog.open()

    def open_link(self, link: str) -> None:
        """An invite link from outside: the window comes to the front with the Join dialog filled in; the
        person confirms their name and joins."""
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        self.join(link)

    def _forget_join(self, dialog: JoinDialog) -> None:
        if self.join_dialog is dialog:
            self.join_dialog = None
        dialog.deleteLater()

    def _joined(self, seating: Seating) -> None:
        dialog = self.join_dialog
        if dialog is not None:
            self._remember(dialog.name())
        self._open_lobby(seating)

    def _open_lobby(self, seating: Seating) -> None:
        if self.lobby is not None:
            self.lobby.reject()
        lobby = self.lobby = LobbyDialog(seating, self.window, self.window)
        lobby.finished.connect(lambda _: self._forget_lobby(lobby))
        lobby.open()

    def _forget_lobby(self, lobby: LobbyDialog) -> None:
        if self.lobby is lobby:
            self.lobby = None
        lobby.deleteLater()

    def _name(self) -> str | None:
        """The person's name for network games: the setting, or asked (and remembered)."""
        name = self.window.settings.net_name
        if name:
            return name
        asked = NameDialog.ask("", self.window)
        if asked is not None:
            self._remember(asked)
        return asked

    def _remember(self, name: str) -> None:
        if name and name != self.window.settings.net_name:
            self.window._keep_settings(attrs.evolve(self.window.settings, net_name=name))


__all__ = ["Friends", "create_message", "invite_seats"]
