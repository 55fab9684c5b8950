"""The app's WebSocket connection (``ui/net_connection.py``) against a real ``silver-server`` process:
it opens, sends and receives whole messages in order, answers the server's pings, and says why it
closed (refused, lost, closed by us, a bad address)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtNetwork import QSslCertificate, QSslConfiguration
from pytestqt.qtbot import QtBot

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.ui import net_connection as nc

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "net"))
from server_process import self_signed, server_process

SETTINGS = GameConfig(players=2, deck=DeckSpec.parse("silver"), rounds=1).to_json()


class Inbox:
    """Everything a connection said, in order."""

    def __init__(self, conn: nc.NetConnection) -> None:
        self.messages: list[dict[str, Any]] = []
        self.closed: list[str] = []
        self.opened = 0
        conn.message.connect(self.messages.append)
        conn.closed.connect(self.closed.append)
        conn.opened.connect(self._opened)

    def _opened(self) -> None:
        self.opened += 1

    def types(self) -> list[str]:
        return [m["type"] for m in self.messages]


def test_open_send_receive_and_close(qtbot: QtBot, tmp_path: Path) -> None:
    with server_process(tmp_path / "db") as (_, url):
        conn = nc.NetConnection(url + "/room/new")
        inbox = Inbox(conn)
        assert not conn.is_open
        assert not conn.send({"v": 1, "type": "ping", "n": 1})  # not open yet: nothing is sent
        conn.open()
        qtbot.waitUntil(lambda: inbox.opened == 1, timeout=10_000)
        assert conn.is_open
        for n in range(5):
            assert conn.send({"v": 1, "type": "ping", "n": n})
        seats = [{"kind": "person"}, {"kind": "open"}]
        create = {"v": 1, "type": "create", "settings": SETTINGS, "seats": seats, "name": "Ada", "lang": "fa"}
        conn.send(create)
        qtbot.waitUntil(lambda: "lobby" in inbox.types(), timeout=10_000)
        assert [m["n"] for m in inbox.messages if m["type"] == "pong"] == [0, 1, 2, 3, 4]
        joined = next(m for m in inbox.messages if m["type"] == "joined")
        assert joined["seat"] == 0 and joined["secret"]
        # a second person joins through another connection; both get the first state of the game
        other = nc.NetConnection(url + "/room/" + joined["room"])
        their = Inbox(other)
        other.opened.connect(
            lambda: other.send({"v": 1, "type": "join", "room": joined["room"], "name": "민지", "lang": "ko"})
        )
        other.open()
        qtbot.waitUntil(lambda: "state" in their.types() and "state" in inbox.types(), timeout=10_000)
        state = next(m for m in their.messages if m["type"] == "state")
        assert state["seat"] == 1 and state["view"]["seat"] == 1
        conn.close()
        assert inbox.closed == [nc.CLOSED_BY_US] and not conn.is_open
        assert not conn.send({"v": 1, "type": "ping"})
        other.close()


def test_refused_and_lost_connections_say_why(qtbot: QtBot, tmp_path: Path) -> None:
    with server_process(tmp_path / "db") as (proc, url):
        port = int(url.rsplit(":", 1)[1])
        conn = nc.NetConnection(url + "/room/new")
        inbox = Inbox(conn)
        conn.open()
        qtbot.waitUntil(lambda: inbox.opened == 1, timeout=10_000)
        proc.kill()  # the server goes away under an open connection
        qtbot.waitUntil(lambda: inbox.closed == [nc.LOST], timeout=10_000)
    # nothing listens on that port any more
    gone = nc.NetConnection(f"ws://127.0.0.1:{port}/room/new")
    gone_inbox = Inbox(gone)
    gone.open()
    qtbot.waitUntil(lambda: gone_inbox.closed == [nc.CONNECT_FAILED], timeout=10_000)
    assert gone_inbox.opened == 0


def test_a_bad_address_is_refused_without_connecting(qtbot: QtBot) -> None:
    for url in ("http://example.org/", "not a url", "ws://"):
        conn = nc.NetConnection(url)
        inbox = Inbox(conn)
        conn.open()
        qtbot.waitUntil(lambda inbox=inbox: inbox.closed == [nc.BAD_ADDRESS], timeout=5_000)
        assert inbox.opened == 0


def test_a_server_with_a_certificate(qtbot: QtBot, tmp_path: Path) -> None:
    """wss://: a certificate this computer does not trust is said as such (not as nobody answering);
    once trusted, the connection opens and messages go both ways over TLS."""
    cert, key = self_signed(tmp_path)
    with server_process(tmp_path / "db", "--cert", str(cert), "--key", str(key)) as (_, url):
        assert url.startswith("wss://")
        conn = nc.NetConnection(url + "/room/new")
        inbox = Inbox(conn)
        conn.open()
        qtbot.waitUntil(lambda: inbox.closed == [nc.UNTRUSTED], timeout=10_000)
        assert inbox.opened == 0
        default = QSslConfiguration.defaultConfiguration()
        trusting = QSslConfiguration.defaultConfiguration()
        trusting.addCaCertificates(QSslCertificate.fromPath(str(cert)))
        QSslConfiguration.setDefaultConfiguration(trusting)
        try:
            conn = nc.NetConnection(url + "/room/new")
            inbox = Inbox(conn)
            conn.open()
            qtbot.waitUntil(lambda: inbox.opened == 1, timeout=10_000)
            assert conn.send({"v": 1, "type": "ping", "n": 7})
            qtbot.waitUntil(lambda: "pong" in inbox.types(), timeout=10_000)
            assert inbox.messages[-1]["n"] == 7
            conn.close()
        finally:
            QSslConfiguration.setDefaultConfiguration(default)
