"""A network game on the table (issue 19): the window plays a seat of a real ``silver-server`` process
(``ui/remote_controller.py``), handed over from a lobby as ``MainWindow.start_network_game``.

Whole games of every edition against the server's bots: at every decision the table shows exactly the
faces of the seat's view; every message the window received is checked against the engine replayed
from the game's record (views equal, events as ``Event.for_seat`` gives them, no card the seat has not
seen: ``tests/net/netkit.check_received``); the log is the seat's redacted events in words; at the end
the results, the statistics (only the person's seat, once), the replay and a saved game file come
from the server's record.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.engine.record import record_of
from silver_desktop.stats import Statistics
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_file import read_game
from silver_desktop.ui.game_log import lines_for, replayed_events
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow

from .nettable_kit import Lobby, check_received, play_person, remote, replay_of, server_process, settings

BOTS = [{"kind": "bot", "level": "easy"}] * 3


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    lang = getattr(request, "param", "en")
    apply_language(lang)
    load_fonts()
    w = MainWindow(lang=lang, speed="fast", interactive=False)
    w.session.hold_looks = True
    w.session.bot_pause_ms = 0
    w.scene.speed = 0.01
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    apply_language("en")


def start(window: MainWindow, qtbot: QtBot, url: str, deck: str = "silver", name: str = "Mina") -> Lobby:
    """Create a room of the window's person and three server bots; hand it to the window."""
    create = {
        "settings": settings(deck),
        "seats": [{"kind": "person"}, *BOTS],
        "name": name,
        "lang": window.lang,
    }
    lobby = Lobby(window, url, create)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
    return lobby


@pytest.mark.parametrize(
    ("deck", "window"),
    [("silver", "en"), ("bullet", "fa"), ("coin", "ko"), ("mix", "en")],
    indirect=["window"],
)
def test_whole_network_game_through_the_window(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, deck: str
) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db, "--bot-delay", "0.1") as (_, url):
        lobby = start(window, qtbot, url, deck)
        controller = remote(window)
        assert controller.humans == [0] and controller.viewer == 0 and controller.shown is None
        assert controller.player_names[0] == "Mina"
        thinking: list[int] = []
        controller.bot_thinking.connect(thinking.append)
        played = play_person(window, qtbot, random.Random(deck), db)
        assert thinking and set(thinking) <= {1, 2, 3}, "the bar said who was choosing"
        game = controller.game
        assert game is not None and game.state.over
        replay = replay_of(json.loads(json.dumps(record_of(game))))
        # the person made every decision of the seat through the window (none by a stand-in bot); the
        # server deals at random, so a bot's early call can make that only a few
        assert played == sum(s.decider() == 0 for s in replay.states[:-1]) > 0
        # every message the window received: only what the seat may know
        states = [m for m in lobby.received if m["type"] in ("state", "joined", "lobby", "chat")]
        assert check_received(states, 0, replay) == len(replay.states)
        # the log: the seat's redacted events in words, nothing else
        events = [[e.for_seat(0) for e in evs] for evs in replayed_events(game)]
        assert window.log_model.lines() == lines_for(events, 0, controller.names, window.lang)
        # the results and the statistics: the person's seat only, once
        assert window.results is not None
        over = game.state
        lines = Statistics.load().lines()
        assert [line.name for line in lines] == ["Mina"], lines
        assert lines[0].games == 1 and lines[0].total_score == sum(r[0] for r in over.scores)
        # after the end, Save writes an ordinary game file from the record
        path = tmp_path / "copy.silver"
        assert window.save_to(str(path))
        saved = read_game(path)
        assert [str(a) for a in saved.game.actions] == [str(a) for a in game.actions]
        assert [s.is_human for s in saved.setup.seats] == [True, False, False, False]
