"""Helpers of the network table's tests: a real ``silver-server`` process, a room made and handed to
the window as the lobby does (``MainWindow.start_network_game``), the person's moves through the
window, and the checks of what the window received and shows against the engine."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QProcess
from pytestqt.qtbot import QtBot

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.record import game_from_record
from silver_desktop.net.store import Store
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.net_connection import NetConnection
from silver_desktop.ui.prompts import narrow
from silver_desktop.ui.remote_controller import RemoteController

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "net"))
from netkit import Replay, check_received
from server_process import server_process

from .story_harness import visible_faces

__all__ = ["Replay", "check_received", "server_process"]


def settings(deck: str = "silver", rounds: int = 1, players: int = 4) -> dict[str, Any]:
    """Game settings for ``create``."""
    spec = DeckSpec.random_mix(7) if deck == "mix" else DeckSpec.parse(deck)
    return GameConfig(players=players, deck=spec, rounds=rounds).to_json()


class Lobby(QObject):
    """What the host's lobby (helper C's dialog) does, reduced: create a room on ``url``, and hand the
    connection to the window as soon as a ``lobby`` message says the game started."""

    def __init__(
        self, window: MainWindow, url: str, create: dict[str, Any], server: QProcess | None = None
    ) -> None:
        super().__init__()
        self.window = window
        self.server = server
        self.conn = NetConnection(url + "/room/new")
        self.joined: dict[str, Any] | None = None
        self.received: list[dict[str, Any]] = []
        self.handed = False
        self.conn.opened.connect(lambda: self.conn.send({"v": 1, "type": "create", **create}))
        self.conn.message.connect(self._message)
        self.conn.open()

    def _message(self, msg: dict[str, Any]) -> None:
        self.received.append(msg)
        if self.handed:
            return
        if msg["type"] == "joined":
            self.joined = msg
        elif msg["type"] == "lobby" and msg["started"]:
            assert self.joined is not None
            self.handed = True
            self.window.start_network_game(self.conn, self.joined, msg, self.server)


def record_from_db(db: Path, room: str) -> dict[str, Any]:
    """The room's record as the server stored it (what the ``record`` message carries)."""
    store = Store(db)
    try:
        row = store.load(room)
        assert row is not None
        return row.record
    finally:
        store.close()


def remote(window: MainWindow) -> RemoteController:
    """The window's network game."""
    controller = window.controller
    assert isinstance(controller, RemoteController)
    return controller


def check_table(window: MainWindow) -> None:
    """The table, settled, shows exactly the faces the seat's view shows (nothing it hides)."""
    allowed = visible_faces(remote(window).view())
    for place, item in window.scene.items_by_place.items():
        assert item.face == allowed.get(place), (
            f"{place} shows {item.face}; the view has {allowed.get(place)}"
        )
    assert not [k for k in window.scene.faces_shown() if k.startswith("ghost")], "a card still flies"


def play_person(
    window: MainWindow,
    qtbot: QtBot,
    rng: random.Random,
    db: Path,
    max_steps: int = 2000,
    on_decision: Any = None,
) -> int:
    """Play the window's seat to the end with random choices through the session (continuing every
    hold), checking the table at every decision; at the end, feed the ``record`` from the database if
    the server did not send it. Returns the number of actions played."""
    scene, session = window.scene, window.session
    played = 0
    for _ in range(max_steps):
        controller = remote(window)

        def ready(c: RemoteController = controller) -> bool:
            return scene.holding or (not scene.busy and (session.prompt is not None or c.over))

        qtbot.waitUntil(ready, timeout=60_000)
        if scene.holding:
            scene.release()
            continue
        if controller.over:
            break
        check_table(window)
        prompt = session.prompt
        assert prompt is not None
        if on_decision is not None and on_decision(prompt):
            continue
        choices = narrow(prompt, [])
        session.play(rng.choice(choices).action)
        played += 1
    controller = remote(window)
    qtbot.waitUntil(lambda: not scene.busy, timeout=30_000)  # (the last round's reveal stays up)
    if controller.game is None:  # a server without the `record` message (before helper A's change)
        qtbot.wait(300)
    if controller.game is None:
        record = record_from_db(db, controller.room)
        assert controller.conn is not None
        controller.conn.message.emit({"v": 1, "type": "record", "room": controller.room, "record": record})
    qtbot.waitUntil(lambda: controller.game is not None and window.results is not None, timeout=30_000)
    return played


def replay_of(record: dict[str, Any]) -> Replay:
    """The engine's replay of ``record``: every state and its events."""
    game = game_from_record(record)
    return Replay(game.state.config, int(record["start"]["seed"]), list(game.actions))
