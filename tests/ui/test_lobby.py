"""Hosting and joining from the app (ui/friends.py, ui/hosting.py, ui/lobby.py, ui/join_dialog.py), offscreen,
against real server processes.

Until ``silver_desktop.net.embedded`` is on this branch, the host's server is ``fake_embedded.py``: a plain
``silver-server`` behind the embedded server's first line and its end on closed input. The plain server
does not know the host's ``seat`` and ``start`` messages yet: the tests check what the lobby sends, and
feed it the ``lobby`` messages the new server will answer with.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import attrs
import pytest
from PySide6.QtCore import QEvent, QProcess
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.net.links import Invite
from silver_desktop.settings import Settings
from silver_desktop.ui import friends, gc_pause, hosting, lobby
from silver_desktop.ui import net_connection as nc
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.join_dialog import JoinDialog, invite_error_text
from silver_desktop.ui.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "net"))
from server_process import server_process

from .test_dialog_text import _switch, check_shown, english_after  # noqa: F401  (a fixture)

FAKE = str(Path(__file__).resolve().parent / "fake_embedded.py")
WAIT = 15_000


def setup_for(players: int) -> GameSetup:
    """Ada hosts; every other seat is a person's: open for a friend."""
    seats = (Seat("Ada"), *(Seat(f"Friend {i}") for i in range(players - 1)))
    return GameSetup(seats=seats, deck="bullet")


class Table:
    """Stands in for the window's ``start_network_game`` (the table helper builds it): records the
    hand-over and, like the table, listens to the connection from then on."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []
        self.after: list[dict[str, Any]] = []

    def start_network_game(
        self,
        conn: nc.NetConnection,
        joined: dict[str, Any],
        lobby: dict[str, Any],
        server: QProcess | None = None,
        pending: Any = (),
    ) -> None:
        self.calls.append(
            {"conn": conn, "joined": joined, "lobby": lobby, "server": server, "pending": pending}
        )
        conn.message.connect(self.after.append)


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    table = Table()
    monkeypatch.setattr(MainWindow, "start_network_game", table.start_network_game, raising=False)
    monkeypatch.setattr(
        friends,
        "embedded_command",
        lambda away, name, port: [
            sys.executable,
            FAKE,
            "--db",
            str(tmp_path / "rooms"),
            "--away",
            str(away),
            "--name",
            name,
        ],
    )
    w = MainWindow(interactive=False, settings=Settings(net_name="Ada", net_away=45))
    qtbot.addWidget(w)
    w.show()
    w.table_stub = table
    yield w
    if w.friends.lobby is not None:
        w.friends.lobby.reject()
    hosting.stop_all()
    w.close()


def guest(url: str, room: str, name: str, qtbot: QtBot) -> tuple[nc.NetConnection, list[dict[str, Any]]]:
    conn = nc.NetConnection(url + "/room/" + room)
    inbox: list[dict[str, Any]] = []
    conn.message.connect(inbox.append)
    conn.opened.connect(lambda: conn.send({"v": 1, "type": "join", "room": room, "name": name, "lang": "ko"}))
    conn.open()
    qtbot.waitUntil(lambda: any(m["type"] == "joined" for m in inbox), timeout=WAIT)
    return conn, inbox


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie left unreaped counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def host(window: Any, qtbot: QtBot, players: int) -> lobby.LobbyDialog:
    window.friends.invite(setup_for(players))
    dialog = window.friends.lobby
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.seating.joined is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: dialog.lobby is not None, timeout=WAIT)
    return dialog


# ------------------------------------------------------------------------------------------- hosting


def test_the_host_invites_a_friend_and_the_game_is_handed_to_the_table(window: Any, qtbot: QtBot) -> None:
    dialog = host(window, qtbot, players=3)
    seating = dialog.seating
    assert seating.is_host and seating.server is not None
    assert seating.server.command[-4:] == ["--away", "45", "--name", "Ada"]  # the away setting is passed on
    room = seating.joined["room"]
    port = seating.invite.port
    # the invite: the code large, the link to the first non-loopback address, the address with the port
    assert dialog.code_label.text() == room
    assert dialog.link_label.text() == f"silver://192.0.2.7:{port}/{room}"
    assert f"192.0.2.7:{port}" in dialog.address_label.text()
    assert "127.0.0.1" not in dialog.address_label.text()
    assert dialog.code_label.fontMetrics().height() > dialog.link_label.fontMetrics().height() * 2
    dialog.copy_link_button.click()
    assert QApplication.clipboard().text() == dialog.link_label.text()
    dialog.copy_code_button.click()
    assert QApplication.clipboard().text() == room
    assert dialog.start_button.isVisible() and not dialog.wait_label.isVisible()
    assert dialog.rows[0].name.text() == "Ada (you)"
    assert dialog.rows[1].name.text() == "(empty)" and dialog.rows[1].choice.isVisible()
    assert not dialog.rows[0].choice.isVisible()  # a person's seat is theirs
    assert not dialog.rows[3].name.isVisible()  # three players

    # a friend joins: the seat list shows their name (as plain text), their language, connected
    url = f"ws://127.0.0.1:{port}"
    friend, _ = guest(url, room, "<b>민지</b>", qtbot)
    qtbot.waitUntil(lambda: dialog.rows[1].name.text() == "<b>민지</b>", timeout=WAIT)
    assert dialog.rows[1].status.text() == "한국어 · connected"
    assert not dialog.rows[1].choice.isVisible()
    friend.close()
    qtbot.waitUntil(lambda: dialog.rows[1].status.text() == "한국어 · away", timeout=WAIT)

    # the third friend takes the last seat: the server starts the game, the table takes over
    third, _ = guest(url, room, "Sam", qtbot)
    qtbot.waitUntil(lambda: bool(window.table_stub.calls), timeout=WAIT)
    call = window.table_stub.calls[0]
    assert call["conn"] is seating.conn and call["joined"] is seating.joined
    assert call["lobby"]["started"] is True and call["pending"] == ()
    assert call["server"] is seating.server.process
    assert dialog.handed_over
    qtbot.waitUntil(lambda: window.friends.lobby is None, timeout=WAIT)  # closed once handed over
    qtbot.waitUntil(lambda: any(m["type"] == "state" for m in window.table_stub.after), timeout=WAIT)
    # the lobby no longer listens, and closing it now does not stop the server the table keeps
    assert call["conn"].is_open
    assert call["server"].state() == QProcess.ProcessState.Running
    third.close()


def test_the_host_gives_seats_to_bots_and_starts(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = host(window, qtbot, players=4)
    conn = dialog.seating.conn
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(conn, "send", lambda msg: sent.append(msg) or True)
    dialog.rows[2].choice.activated.emit(3)  # Hard bot
    dialog.rows[3].choice.activated.emit(0)  # open again
    dialog.start_button.click()
    assert sent == [
        {"v": 1, "type": "seat", "seat": 2, "kind": "bot", "level": "hard"},
        {"v": 1, "type": "seat", "seat": 3, "kind": "open"},
        {"v": 1, "type": "start"},
    ]
    # the server's answers (helper A's messages): the seat becomes a bot, then the game starts
    seats = [
        {"kind": "person", "level": None, "name": "Ada", "lang": "en", "connected": True},
        {"kind": "open", "level": None, "name": None, "lang": None, "connected": False},
        {"kind": "bot", "level": "hard", "name": "Hana", "lang": None, "connected": False},
        {"kind": "open", "level": None, "name": None, "lang": None, "connected": False},
    ]
    room = dialog.seating.joined["room"]
    conn.message.emit({"type": "lobby", "room": room, "started": False, "seats": seats, "host": 0})
    assert dialog.rows[2].name.text() == "Hana" and dialog.rows[2].status.text() == "Hard bot"
    assert dialog.rows[2].choice.currentIndex() == 3
    conn.message.emit({"type": "error", "code": "bad-seat", "key": "net.error.bad-seat", "ref": "seat"})
    assert dialog.error_label.text() == lobby.error_text("bad-seat") and dialog.error_label.isVisible()
    started = [dict(s, kind="bot", level="medium") if s["kind"] == "open" else s for s in seats]
    conn.message.emit({"type": "lobby", "room": room, "started": True, "seats": started, "host": 0})
    assert len(window.table_stub.calls) == 1 and window.table_stub.calls[0]["lobby"]["seats"] == started


def test_cancel_leaves_the_room_and_stops_the_server(window: Any, qtbot: QtBot) -> None:
    dialog = host(window, qtbot, players=2)
    process = dialog.seating.server.process
    pid = process.processId()
    qtbot.waitUntil(lambda: bool(children(pid)), timeout=WAIT)
    server_pid = children(pid)[0]
    dialog.cancel_button.click()
    del dialog  # the lobby goes away at once: the server is kept until it has ended by itself
    qtbot.waitUntil(lambda: window.friends.lobby is None, timeout=WAIT)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert process in hosting._STOPPING
    qtbot.waitUntil(lambda: process.state() == QProcess.ProcessState.NotRunning, timeout=WAIT)
    assert process.exitStatus() == QProcess.ExitStatus.NormalExit  # it ended; it was not killed
    qtbot.waitUntil(lambda: not alive(server_pid), timeout=WAIT)
    assert not alive(pid) and window.friends.lobby is None
    assert window.table_stub.calls == []


def test_quitting_the_app_while_hosting_ends_the_server(window: Any, qtbot: QtBot) -> None:
    dialog = host(window, qtbot, players=2)
    process = dialog.seating.server.process
    pid = process.processId()
    qtbot.waitUntil(lambda: bool(children(pid)), timeout=WAIT)
    server_pid = children(pid)[0]
    QApplication.instance().aboutToQuit.emit()  # what quitting the app does (the event loop cannot end here)
    assert process.state() == QProcess.ProcessState.NotRunning  # stopped before the app goes on quitting
    deadline = time.monotonic() + 10
    while alive(server_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid) and not alive(server_pid)


@pytest.mark.parametrize(
    ("command", "why"),
    [
        (["/nonexistent/silver-server"], hosting.NOT_STARTED),
        ([sys.executable, "-c", "import sys; sys.exit(3)"], hosting.STOPPED),
        ([sys.executable, FAKE, "--db", "x", "--garbage"], hosting.BAD_LINE),
        ([sys.executable, FAKE, "--db", "x", "--cannot-listen"], hosting.NOT_STARTED),
    ],
)
def test_a_server_that_cannot_be_used_is_said_in_words(
    window: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, command: list[str], why: str
) -> None:
    monkeypatch.setattr(friends, "embedded_command", lambda away, name, port: command)
    window.friends.invite(setup_for(2))
    dialog = window.friends.lobby
    qtbot.waitUntil(dialog.error_label.isVisible, timeout=WAIT)
    assert dialog.error_label.text() == lobby.server_text(why)
    assert not dialog.start_button.isVisible()
    qtbot.waitUntil(
        lambda: dialog.seating.server.process.state() == QProcess.ProcessState.NotRunning, timeout=WAIT
    )


def test_the_host_is_told_when_the_port_chosen_was_not_free(window: Any, qtbot: QtBot) -> None:
    """The server asked for the port of the settings; it took another (the stand-in server always takes a
    free one): the lobby says so in one line, and the invite has the port it really uses."""
    window.settings = attrs.evolve(window.settings, net_port=27015)
    dialog = host(window, qtbot, players=2)
    server, port = dialog.seating.server, dialog.seating.invite.port
    assert server is not None and server.wanted == 27015 and port != 27015
    assert f":{port}/" in dialog.link_label.text()
    assert not dialog.port_label.isHidden()
    note = f"Port 27015 is not free on this computer, so this game uses port {port}."
    assert _unmarked(dialog.port_label.text()) == note
    assert lobby.port_text(port, port) == lobby.port_text(0, port) == ""  # the port chosen, or any


def test_the_host_is_asked_a_name_once(window: Any, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    window.settings = attrs.evolve(window.settings, net_name="")
    asked: list[str] = []
    monkeypatch.setattr(friends.NameDialog, "ask", lambda name, parent: asked.append(name) or None)
    window.friends.invite(setup_for(2))
    assert asked == [""] and window.friends.lobby is None  # cancelled: nothing started
    monkeypatch.setattr(friends.NameDialog, "ask", lambda name, parent: "Sara")
    dialog = host(window, qtbot, players=2)
    assert dialog.seating.first["name"] == "Sara" and window.settings.net_name == "Sara"


def test_the_create_message_carries_the_setup_and_opens_the_other_seats() -> None:
    msg = friends.create_message(setup_for(3), "Ada", "fa")
    assert msg["settings"] == {
        "players": 3,
        "deck": setup_for(3).deck_spec().to_json(),
        "rounds": 4,
        "start_player": None,  # the server's generator chooses
    }
    assert msg["seats"] == [{"kind": "person"}, {"kind": "open"}, {"kind": "open"}]
    assert (msg["type"], msg["name"], msg["lang"]) == ("create", "Ada", "fa")


def test_the_new_game_seats_are_what_the_lobby_starts_with(window: Any, qtbot: QtBot) -> None:
    """New Game's seats: the first person hosts, the other people's seats are open for friends, bots
    keep their levels; Expert (which the server does not offer) is played by a Hard bot, and the
    lobby says so. The room on the real server has those seats."""
    setup = GameSetup(
        seats=(
            Seat("Bo", SeatKind.EASY),
            Seat("Ada"),
            Seat("Friend"),
            Seat("Hana", SeatKind.EXPERT),
        ),
        deck="coin",
    )
    seats, stand_ins = friends.invite_seats(setup)
    assert seats == [
        {"kind": "bot", "level": "easy"},
        {"kind": "person"},
        {"kind": "open"},
        {"kind": "bot", "level": "hard"},
    ]
    assert stand_ins == [3]
    for kind in SeatKind:  # every level New Game offers becomes one the server offers
        one = GameSetup(seats=(Seat("Ada"), Seat("Friend"), Seat("Bot", kind)))
        level = friends.invite_seats(one)[0][2].get("level")
        assert level == (kind.value if kind.value in ("easy", "medium", "hard") else None if kind is
                         SeatKind.HUMAN else "hard")  # fmt: skip
    window.friends.invite(setup)
    dialog = window.friends.lobby
    qtbot.waitUntil(lambda: dialog.lobby is not None, timeout=WAIT)
    assert dialog.seating.joined["seat"] == 1 and dialog.seating.first["seats"] == seats
    assert [s["kind"] for s in dialog.lobby["seats"]] == ["bot", "person", "open", "bot"]
    assert [s["level"] for s in dialog.lobby["seats"]] == ["easy", "", "", "hard"]  # as the server has them
    assert dialog.lobby["started"] is False and window.table_stub.calls == []  # a friend is awaited
    assert dialog.rows[0].status.text() == "Easy bot" and dialog.rows[3].status.text() == "Hard bot"
    assert dialog.rows[1].name.text() == "Ada (you)" and dialog.rows[2].name.text() == "(empty)"
    assert dialog.rows[3].choice.currentIndex() == lobby.SEAT_CHOICES.index(("bot", "hard"))
    assert dialog.stand_in_label.isVisibleTo(dialog)
    assert dialog.stand_in_label.text() == (
        "Seat 4: Expert bots do not play over the network, so a Hard bot plays."
    )
    # a friend takes the open seat: every seat is taken, the game starts with the bots of New Game
    friend, inbox = guest(f"ws://127.0.0.1:{dialog.seating.invite.port}", dialog.seating.joined["room"],
                          "Sam", qtbot)  # fmt: skip
    qtbot.waitUntil(lambda: any(m["type"] == "state" for m in inbox), timeout=WAIT)
    assert window.table_stub.calls and window.table_stub.calls[0]["lobby"]["seats"][3]["level"] == "hard"
    friend.close()


def test_without_a_stand_in_the_lobby_says_nothing_of_it(window: Any, qtbot: QtBot) -> None:
    dialog = host(window, qtbot, players=3)
    assert dialog.seating.stand_ins == [] and not dialog.stand_in_label.isVisibleTo(dialog)


def test_the_new_game_dialog_offers_invite_friends(
    window: Any, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from silver_desktop.ui import new_game

    hosted: list[GameSetup] = []
    monkeypatch.setattr(window.friends, "invite", hosted.append)

    def click_invite(dialog: new_game.NewGameDialog) -> int:
        assert dialog.invite_button.isVisibleTo(dialog) and dialog.invite_button.isDefault()
        dialog.players_spin.setValue(3)
        dialog.invite_button.click()
        return dialog.result()

    monkeypatch.setattr(new_game.NewGameDialog, "exec", click_invite)
    window.ask_new_game(invite=True)
    assert len(hosted) == 1 and len(hosted[0].seats) == 3
    assert window.controller is None  # no local game started


def test_invite_friends_needs_a_seat_for_a_friend(qtbot: QtBot) -> None:
    """From New Game: Invite friends is offered once two seats are people's (the host's and a
    friend's), its tooltip saying so; opened to invite friends, the seats start as people's unless
    two already are, and the hint says who takes which seat and what becomes of an Expert bot."""
    from silver_desktop.ui import new_game

    you_and_bots = new_game.default_setup()  # you against three Medium bots
    dialog = new_game.NewGameDialog(None, you_and_bots)
    qtbot.addWidget(dialog)
    dialog.offer_invite(False)
    assert dialog.invite_button.isVisibleTo(dialog) and not dialog.invite_button.isEnabled()
    assert dialog.invite_button.toolTip() == "To invite friends, set a seat to Human for each of them"
    assert not dialog.invite_hint.isVisibleTo(dialog) and dialog.ok_button.isEnabled()
    new_game._select_data(dialog.seat_rows[2].kind_combo, "human")
    new_game._select_data(dialog.seat_rows[3].kind_combo, "hard")
    assert dialog.invite_button.isEnabled() and "wait for your friends" in dialog.invite_button.toolTip()
    dialog.invite_button.click()
    assert dialog.invited
    kinds = [s.kind.value for s in dialog.setup().seats]
    assert kinds == ["human", "medium", "human", "hard"]
    assert friends.invite_seats(dialog.setup())[0] == [
        {"kind": "person"},
        {"kind": "bot", "level": "medium"},
        {"kind": "open"},
        {"kind": "bot", "level": "hard"},
    ]

    opened = new_game.NewGameDialog(None, you_and_bots)
    qtbot.addWidget(opened)
    opened.offer_invite(True)
    assert [s.kind.value for s in opened.setup().seats] == ["human"] * 4
    assert opened.invite_button.isEnabled() and opened.invite_button.isDefault()
    assert opened.invite_hint.isVisibleTo(opened)
    assert opened.invite_hint.text() == (
        "Your friends take the seats set to Human (you the first); bots keep theirs."
    )
    new_game._select_data(opened.seat_rows[3].kind_combo, "expert")
    assert opened.invite_hint.text().endswith(
        "\nExpert bots do not play over the network: Hard bots take their seats."
    )
    two = GameSetup(seats=(Seat("Ada"), Seat("Bo"), Seat("Hana", SeatKind.HARD)))
    kept = new_game.NewGameDialog(None, two)
    qtbot.addWidget(kept)
    kept.offer_invite(True)  # two people already: the setup is kept as it is
    assert [s.kind.value for s in kept.setup().seats] == ["human", "human", "hard"]


# ------------------------------------------------------------------------------------------- joining


class FakeBrowser:
    def __init__(self, games: list[Any]) -> None:
        self.found = games
        self.closed = False

    def games(self) -> list[Any]:
        return self.found

    def close(self) -> None:
        self.closed = True


@attrs.frozen
class Found:
    name: str
    address: str
    port: int
    room: str
    open_seats: int
    players: int
    deck: str = "silver"


def join_dialog(qtbot: QtBot, link: str = "", browser: FakeBrowser | None = None) -> JoinDialog:
    dialog = JoinDialog("민지", link, browser=lambda: browser)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def create_room(url: str, qtbot: QtBot, players: int = 3) -> tuple[nc.NetConnection, str]:
    conn = nc.NetConnection(url + "/room/new")
    inbox: list[dict[str, Any]] = []
    conn.message.connect(inbox.append)
    seats = [{"kind": "person"}] + [{"kind": "open"}] * (players - 1)
    settings = setup_for(players).config().to_json()
    conn.opened.connect(
        lambda: conn.send(
            {"v": 1, "type": "create", "settings": settings, "seats": seats, "name": "Ada", "lang": "en"}
        )
    )
    conn.open()
    qtbot.waitUntil(lambda: any(m["type"] == "joined" for m in inbox), timeout=WAIT)
    return conn, next(m for m in inbox if m["type"] == "joined")["room"]


def test_a_pasted_link_joins_and_opens_the_lobby(window: Any, qtbot: QtBot, tmp_path: Path) -> None:
    with server_process(tmp_path / "db") as (proc, url):
        owner, room = create_room(url, qtbot)
        port = int(url.rsplit(":", 1)[1])
        window.friends.join(f"  silver://127.0.0.1:{port}/{room.lower()}  ")
        dialog = window.friends.join_dialog
        assert dialog.name_edit.text() == "Ada"  # the name setting
        dialog.name_edit.setText("Mina")
        dialog.join_button.click()
        qtbot.waitUntil(lambda: window.friends.lobby is not None, timeout=WAIT)
        lobby_dialog = window.friends.lobby
        qtbot.waitUntil(lambda: lobby_dialog.rows[1].name.text() == "Mina (you)", timeout=WAIT)
        assert lobby_dialog.wait_label.isVisible() and not lobby_dialog.start_button.isVisible()
        assert not any(row.choice.isVisible() for row in lobby_dialog.rows)  # only the host seats bots
        assert lobby_dialog.code_label.text() == room
        assert lobby_dialog.link_label.text() == f"silver://127.0.0.1:{port}/{room}"
        assert window.settings.net_name == "Mina"  # remembered
        qtbot.waitUntil(lambda: window.friends.join_dialog is None, timeout=WAIT)
        # the server goes away: the guest's lobby says the connection was lost, and offers Close
        proc.kill()
        qtbot.waitUntil(lobby_dialog.error_label.isVisible, timeout=WAIT)
        assert lobby_dialog.error_label.text() == lobby.closed_text(nc.LOST, f"127.0.0.1:{port}")
        assert lobby_dialog.cancel_button.text() == "&Close"
        owner.close()


def test_a_bad_link_is_refused_with_its_reason(qtbot: QtBot) -> None:
    dialog = join_dialog(qtbot, "https://example.org/A-7KQ2XZ")
    assert dialog.error_label.text() == invite_error_text("not-silver")  # said as soon as it is filled in
    dialog.link_edit.setText("192.168.1.20:8765")
    dialog.join()
    assert dialog.error_label.text() == invite_error_text("no-code") and dialog.seating is None
    dialog.code_edit.setText("A-7KQ2X0")
    dialog.join()
    assert dialog.error_label.text() == invite_error_text("bad-code") and dialog.seating is None
    dialog.code_edit.setText("a-7kq2xz")
    dialog.name_edit.setText("  ")
    dialog.join()
    assert dialog.error_label.text() == "Type your name: the others see it at the table."
    assert dialog.seating is None


def test_no_such_room_and_a_full_room_are_said(qtbot: QtBot, tmp_path: Path) -> None:
    with server_process(tmp_path / "db") as (_, url):
        port = int(url.rsplit(":", 1)[1])
        dialog = join_dialog(qtbot, f"silver://127.0.0.1:{port}/A-2222AA")
        dialog.join()
        assert not dialog.join_button.isEnabled()  # on its way
        qtbot.waitUntil(dialog.error_label.isVisible, timeout=WAIT)
        assert dialog.error_label.text() == lobby.error_text("no-room")
        assert dialog.join_button.isEnabled() and dialog.isVisible()  # open, to correct the code
        owner, room = create_room(url, qtbot, players=2)
        first, _ = guest(url, room, "Sam", qtbot)  # the last seat: the room is full
        dialog.link_edit.setText(f"silver://127.0.0.1:{port}/{room}")
        dialog.join()
        qtbot.waitUntil(lambda: dialog.error_label.text() == lobby.error_text("room-full"), timeout=WAIT)
        owner.close()
        first.close()


def test_nobody_answering_is_said(qtbot: QtBot) -> None:
    import socket

    with socket.socket() as s:  # a port where nobody listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog = join_dialog(qtbot, f"127.0.0.1:{port} A-7KQ2XZ")
    dialog.join()
    qtbot.waitUntil(dialog.error_label.isVisible, timeout=WAIT)
    assert dialog.error_label.text() == lobby.closed_text(nc.CONNECT_FAILED, f"127.0.0.1:{port}")
    assert "Nobody answered" in dialog.error_label.text()


def test_games_found_on_the_network_are_listed_and_chosen(qtbot: QtBot) -> None:
    browser = FakeBrowser(
        [
            Found("Ada", "192.168.1.20", 8765, "A-7KQ2XZ", 2, 4),
            Found("Bad", "not an address", 8765, "A-7KQ2XZ", 1, 2),  # what the network says is checked
            Found("Cy", "192.168.1.21", 70000, "A-7KQ2XZ", 1, 2),
        ]
    )
    dialog = join_dialog(qtbot, browser=browser)
    assert not gc_pause.gc.isenabled()  # zeroconf's threads run: no collection meanwhile
    assert dialog.found_list.count() == 1
    item = dialog.found_list.item(0)
    assert item.text().startswith("\u2068Ada\u2069's game")  # the name set apart (right to left too)
    shown = _unmarked(item.text())
    assert "Ada's game" in shown and "2 of 4 seats free" in shown and "192.168.1.20:8765" in shown
    browser.found.append(Found("Dee", "192.168.1.30", 8765, "B-ABCDEF", 3, 4))
    qtbot.waitUntil(lambda: dialog.found_list.count() == 2, timeout=3000)  # read again every second
    kept = dialog.found_list.item(0)
    dialog.found_list.setCurrentItem(kept)
    dialog.refresh()  # nothing changed: the same items, the choice kept
    assert dialog.found_list.item(0) is kept and dialog.found_list.currentItem() is kept
    browser.found.insert(0, Found("Abe", "192.168.1.40", 8765, "C-ABCDEF", 1, 2))
    dialog.refresh()
    assert dialog.found_list.count() == 3 and "Ada's game" in _unmarked(
        dialog.found_list.currentItem().text()
    )
    dialog._pick(dialog.found_list.item(2))  # Abe, Ada, Dee
    assert dialog.link_edit.text() == Invite("192.168.1.30", 8765, "B-ABCDEF").link
    dialog.reject()
    assert browser.closed and gc_pause.gc.isenabled()


def test_without_discovery_the_dialog_says_so(qtbot: QtBot) -> None:
    dialog = join_dialog(qtbot)
    assert dialog.found_none.isVisibleTo(dialog)
    assert "cannot be listed" in dialog.found_none.text()


def test_error_words_exist_for_every_server_refusal() -> None:
    from silver_desktop.net import protocol

    generic = lobby.error_text("something-new")
    for code in (
        "no-room",
        "room-full",
        "wrong-node",
        "server-full",
        "not-host",
        "bad-seat",
        "already-started",
    ):
        assert lobby.error_text(code) != generic, code
    assert all(lobby.error_text(code) for code in protocol.ERROR_CODES)
    reasons = {
        lobby.closed_text(why, "h:1")
        for why in (nc.CONNECT_FAILED, nc.TIMED_OUT, nc.REFUSED, nc.LOST, nc.UNTRUSTED, nc.NO_TLS)
    }
    assert len(reasons) == 6  # each failure has its own words


# ------------------------------------------------------------------------------------- every word fits


def seated_lobby(host_side: bool, names: list[str], table: Table) -> lobby.LobbyDialog:
    """A lobby already seated, without a server: the words and the layout only."""
    invite = Invite("192.168.1.20", 8765, "A-7KQ2XZ")
    join = {"v": 1, "type": "join", "room": invite.room, "name": names[1], "lang": "fa"}
    if host_side:
        seating = lobby.Seating.host(
            friends.create_message(setup_for(4), names[0], "fa"), hosting.EmbeddedServer(["-"]), [2]
        )
        seating.addresses, seating.invite = ["192.168.1.20", "10.0.0.5"], invite
    else:
        seating = lobby.Seating.guest(join, invite)
    seating.conn = nc.NetConnection(invite.url)
    seating.joined = {"type": "joined", "room": invite.room, "seat": 0 if host_side else 1, "players": 4}
    dialog = lobby.LobbyDialog(seating, table)
    seats = [
        {"kind": "person", "level": None, "name": names[0], "lang": "fa", "connected": True},
        {"kind": "person", "level": None, "name": names[1], "lang": "ko", "connected": False},
        {"kind": "bot", "level": "hard", "name": names[2], "lang": None, "connected": False},
        {"kind": "open", "level": None, "name": None, "lang": None, "connected": False},
    ]
    seating.conn.message.emit({"type": "lobby", "room": invite.room, "started": False, "seats": seats})
    dialog.copied_label.setVisible(True)
    return dialog


@pytest.mark.parametrize("lang", ["en", "fa", "ko"])
@pytest.mark.usefixtures("english_after")
def test_every_lobby_dialog_fits_and_speaks_the_language(qtbot: QtBot, lang: str) -> None:
    from silver_desktop.ui.join_dialog import NameDialog
    from silver_desktop.ui.seat_names import bot_names, person_names

    _switch(lang)
    names = [*person_names()[:2], bot_names()[0]]
    table = Table()
    found: list[str] = []
    for host_side in (True, False):
        dialog = seated_lobby(host_side, names, table)
        qtbot.addWidget(dialog)
        found += check_shown(dialog, lang, (dialog.code_label, dialog.link_label))
    failed = seated_lobby(False, names, table)
    qtbot.addWidget(failed)
    failed._closed(nc.CONNECT_FAILED)
    found += check_shown(failed, lang, (failed.code_label, failed.link_label))
    browser = FakeBrowser([Found(names[0], "192.168.1.20", 8765, "A-7KQ2XZ", 2, 4)])
    join = JoinDialog(names[1], "192.168.1.20:8765", browser=lambda: browser)
    qtbot.addWidget(join)
    join.join()  # the code is missing: said in the dialog
    found += check_shown(join, lang, (join.link_edit, join.code_edit))
    no_browser = JoinDialog(names[1], browser=lambda: None)
    qtbot.addWidget(no_browser)
    found += check_shown(no_browser, lang, (no_browser.link_edit, no_browser.code_edit))
    name = NameDialog("")
    qtbot.addWidget(name)
    name.accept()  # empty: refused with its reason
    found += check_shown(name, lang)
    assert found == [], "\n".join(found)


def test_an_app_that_quits_while_hosting_leaves_no_server_behind(tmp_path: Path) -> None:
    """A real application: it starts a server, quits through its event loop, and no process is left."""
    script = f"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from silver_desktop.ui.hosting import EmbeddedServer
app = QApplication([])
server = EmbeddedServer([sys.executable, {FAKE!r}, "--db", {str(tmp_path / "rooms")!r}])
def ready(port, addresses):
    pid = server.process.processId()
    tasks = Path(f"/proc/{{pid}}/task").iterdir()
    kids = [int(c) for t in tasks for c in (t / "children").read_text().split()]
    print(json.dumps({{"pid": pid, "children": kids}}), flush=True)
    QTimer.singleShot(0, app.quit)
server.ready.connect(ready)
server.start()
sys.exit(app.exec())
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr
    started = json.loads(result.stdout.strip().splitlines()[-1])
    assert started["children"], "the stand-in runs its server as a child"
    for pid in [started["pid"], *started["children"]]:
        assert not alive(pid), pid


def _unmarked(text: str) -> str:
    """``text`` without its direction marks (the isolates around names and addresses)."""
    return "".join(ch for ch in text if not "\u2066" <= ch <= "\u2069")
