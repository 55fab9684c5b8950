"""A network game on the table when things go wrong or aside (issue 19): strict undo over the network
(allowed and refused), refused actions answered with an error in the person's words and the decision
offered again, a dropped connection and a killed server that come back, the host leaving (``ended``),
network game files (no hidden card in them; opening one resumes the seat; a gone room or server is
said clearly), the autosave and Continue, and the preset chat."""

from __future__ import annotations

import json
import random
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGridLayout, QLabel
from pytestqt.qtbot import QtBot

from silver_desktop.engine import ALL_CARDS
from silver_desktop.engine import events as ev
from silver_desktop.engine.actions import Action
from silver_desktop.engine.events import Event
from silver_desktop.net import protocol as p
from silver_desktop.ui.game_file import find_autosave, read_game
from silver_desktop.ui.game_log import lines_for
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow, undo_reason
from silver_desktop.ui.net_connection import NetConnection
from silver_desktop.ui.net_file import NetSeat, read_net_seat
from silver_desktop.ui.net_text import away_lines, chat_text, closed_text, error_text
from silver_desktop.ui.prompts import Prompt
from silver_desktop.ui.round_summary import RoundSummary

from .nettable_kit import (
    Lobby,
    Replay,
    play_person,
    record_from_db,
    remote,
    replay_of,
    server_process,
    settings,
)

CARD_IDS = {c.id for c in ALL_CARDS.values()}


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    apply_language("en")
    w = MainWindow(speed="fast", interactive=False)
    w.session.bot_pause_ms = 0
    w.scene.speed = 0
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def start(window: MainWindow, qtbot: QtBot, url: str, players: int = 2) -> Lobby:
    seats = [{"kind": "person"}, *[{"kind": "bot", "level": "easy"}] * (players - 1)]
    create = {"settings": settings(players=players), "seats": seats, "name": "Mina", "lang": "en"}
    lobby = Lobby(window, url, create)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
    return lobby


def decision(window: MainWindow, qtbot: QtBot) -> Prompt:
    """Wait for the person's next decision (continuing any hold); return it."""
    scene = window.scene

    def ready() -> bool:
        if scene.holding:
            scene.release()
        return not scene.busy and window.session.prompt is not None

    qtbot.waitUntil(ready, timeout=30_000)
    prompt = window.session.prompt
    assert prompt is not None
    return prompt


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_strict_undo_over_the_network(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db) as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        seen: dict[str, int] = {}

        def at_decision(prompt: Prompt) -> bool:
            why = controller.undo_blocker()
            # the menu follows the server's strict undo: disabled with the reason as its tooltip
            assert window.undo_action.isEnabled() == (why is None)
            if why is not None:
                assert window.undo_action.toolTip() == undo_reason(why)
                if why in ("nothing-to-undo", "information-revealed", "turn-over") and "refused" not in seen:
                    seen["refused"] = controller.seq  # the server refuses it too, and changes nothing
                    assert controller.undo() is False  # the client does not even ask
                    controller.conn.send(p.message("undo", seq=controller.seq))
                    qtbot.waitUntil(lambda: status(window) == error_text(p.CANNOT_UNDO), timeout=10_000)
                    assert controller.seq == seen["refused"]
                return False
            if "undone" in seen:
                return False
            before, played = controller.seq, controller.played
            window.undo_action.trigger()
            again = decision(window, qtbot)  # the table was reset and the decision offered again
            assert controller.seq == before + 1 and controller.played == played - 1
            assert again.text and window.log_model.lines()
            seen["undone"] = before
            return True

        play_person(window, qtbot, random.Random(3), db, on_decision=at_decision)
        assert "undone" in seen and "refused" in seen, seen


def test_refused_actions_are_said_and_offered_again(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db) as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        prompt = decision(window, qtbot)
        seq, played = controller.seq, controller.played
        # an illegal action (sent as a broken client would): the error in words, the decision again
        assert controller._request("act", action="exchange 42")
        qtbot.waitUntil(lambda: status(window) == error_text(p.ILLEGAL_ACTION), timeout=10_000)
        qtbot.waitUntil(lambda: window.session.prompt is not None, timeout=10_000)
        assert controller.seq == seq and controller.played == played
        # a number that is not the room's (a crossed or replayed message): the same
        controller.seq += 1
        window.session.play(prompt.choices[0].action)
        assert window.session.prompt is None  # nothing of the decision acts while the answer comes
        qtbot.waitUntil(lambda: status(window) == error_text(p.STALE_SEQ), timeout=10_000)
        qtbot.waitUntil(lambda: window.session.prompt is not None, timeout=10_000)
        controller.seq = seq
        # the decision offered again is played as usual
        window.session.play(window.session.prompt.choices[0].action)
        qtbot.waitUntil(lambda: controller.played > played, timeout=10_000)
        play_person(window, qtbot, random.Random(4), db)
        assert controller.game is not None and controller.game.state.over


def test_an_action_out_of_turn_is_refused(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    with server_process(tmp_path / "rooms.sqlite3", "--bot-delay", "1.0") as (_, url):
        start(window, qtbot, url)
        controller = remote(window)

        def others_turn() -> bool:  # play the person's decisions until the bot's turn is on the table
            if controller.decider() not in (-1, 0):
                return True
            if not window.scene.busy and window.session.prompt is not None:
                window.session.play(window.session.prompt.choices[0].action)
            return False

        qtbot.waitUntil(others_turn, timeout=30_000)
        played = controller.played
        window.statusBar().clearMessage()
        assert (
            controller.play(controller.view().legal[0] if controller.view().legal else Action("draw"))
            is False
        )
        assert controller.conn is not None  # a broken client sends it anyway: refused
        controller.conn.send(p.message("act", seq=controller.seq, action="draw"))
        qtbot.waitUntil(lambda: status(window) == error_text(p.NOT_YOUR_TURN), timeout=10_000)
        decision(window, qtbot)  # nothing lost: the bot moved as usual, then the person decides
        assert controller.played > played


def test_a_dropped_connection_and_a_killed_server_come_back(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db) as (proc, url):
        start(window, qtbot, url)
        controller = remote(window)
        decision(window, qtbot)
        seq = controller.seq
        first = controller.conn
        assert first is not None and first._socket is not None
        first._socket.abort()  # the network drops the connection
        qtbot.waitUntil(lambda: controller.lost, timeout=5_000)
        assert status(window) == closed_text("lost")
        assert controller.undo_blocker() == "offline" and not window.undo_action.isEnabled()
        qtbot.waitUntil(lambda: not controller.lost, timeout=15_000)  # resumed with the secret
        assert controller.conn is not first
        prompt = decision(window, qtbot)  # the resumed state reset the table; the decision is back
        assert controller.seq == seq and prompt.choices
        port = url.rsplit(":", 1)[1]
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        qtbot.waitUntil(lambda: controller.lost, timeout=5_000)
    with server_process(db, "--port", port) as (_, url2):  # restarted on the same database
        assert url2 == url
        qtbot.waitUntil(lambda: not controller.lost, timeout=40_000)
        assert decision(window, qtbot) and controller.seq == seq
        play_person(window, qtbot, random.Random(5), db)
        assert controller.game is not None and controller.game.state.over


def test_the_moves_missed_while_away_are_in_the_log(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    """The connection drops at the person's decision; the server's stand-in and the bot play on; the
    app resumes with ``since`` and its log tells every missed move as the seat saw it, after a line
    that says how many, and goes on as before (no story replayed on the table)."""
    db = tmp_path / "rooms.sqlite3"
    with server_process(db, "--away", "0", "--bot-delay", "0.05") as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        decision(window, qtbot)
        seq, before = controller.seq, window.log_model.lines()
        assert controller.heard == seq and before
        first = controller.conn
        assert first is not None and first._socket is not None
        first._socket.abort()
        qtbot.waitUntil(lambda: controller.lost, timeout=5_000)
        qtbot.waitUntil(lambda: not controller.lost and controller.seq > seq, timeout=15_000)
        assert not window.scene.busy  # the table was reset: nothing of the missed moves is animated
        # the catch-up told every move up to where the app resumed; the bots may have played on since
        # (those come one by one, as live moves), so "now" is where the catch-up ended
        assert len(controller.catch_ups) == 1 and controller.catch_ups[0][0] == seq
        now = seq + controller.catch_ups[0][1]
        assert seq < now <= controller.seq
        replay = replay_of(record_from_db(db, controller.room))
        mine = any(  # the stand-in played the person's turns meanwhile (--away 0)
            e.kind == ev.ACTED and e.params["seat"] == 0
            for events in replay.events[seq + 1 : now + 1]
            for e in events
        )
        assert mine and controller.catch_ups == [(seq, now - seq, 0, True)]
        seen = [[Event.from_json(e.for_seat(0).to_json()) for e in events] for events in replay.events]
        seen[0] = [Event.from_json(e.for_seat(0).to_json()) for e in replay.deal]
        missed = lines_for(seen[seq + 1 : now + 1], 0, controller.names)
        note = away_lines(now - seq, 0, stood_in=True)
        assert note == [
            f"While you were away, {now - seq} moves were played:",
            "A bot played your turns meanwhile: where these lines say “you”, it was the bot.",
        ]
        assert window.log_model.lines()[: len(before) + len(note) + len(missed)] == before + note + missed
        assert before == lines_for(seen[: seq + 1], 0, controller.names)  # as the table told them live
        play_person(window, qtbot, random.Random(8), db)
        assert controller.game is not None and controller.game.state.over


def away_until(
    window: MainWindow, qtbot: QtBot, db: Path, ended: Any, timeout: int = 60_000
) -> tuple[int, Replay]:
    """Drop the connection at the person's decision and keep the app away (no reconnecting) while the
    server's stand-in and the bot play on, until ``ended(scored, over)`` says enough rounds ended (the
    number of rounds scored after the drop; whether the game is over); then let the app resume. Returns
    the number of the state the person had and the engine's replay of the game at the resume."""
    controller = remote(window)
    decision(window, qtbot)
    seq = controller.seq
    assert controller.conn is not None and controller.conn._socket is not None
    controller.conn._socket.abort()
    qtbot.waitUntil(lambda: controller.lost, timeout=5_000)
    controller._retry.stop()  # away for as long as the test says

    def enough() -> bool:
        replay = replay_of(record_from_db(db, controller.room))
        later = [e for events in replay.events[seq + 1 :] for e in events]
        scored = sum(e.kind == ev.ROUND_SCORED for e in later)
        return bool(ended(scored, any(e.kind == ev.GAME_OVER for e in later)))

    qtbot.waitUntil(enough, timeout=timeout)
    controller._reconnect()
    qtbot.waitUntil(lambda: not controller.lost and controller.seq > seq, timeout=15_000)
    return seq, replay_of(record_from_db(db, controller.room))


def summaries_shown(monkeypatch: pytest.MonkeyPatch) -> list[RoundSummary]:
    """Every round summary the session shows from now on (each closed at once, as if continued)."""
    shown: list[RoundSummary] = []

    def exec_(dialog: RoundSummary) -> int:
        shown.append(dialog)
        return 1

    monkeypatch.setattr(RoundSummary, "exec", exec_)
    return shown


def summary_cells(dialog: RoundSummary, players: int) -> list[list[str]]:
    """The summary's table as text: per seat, the name, value, round score and total."""
    grid = dialog.findChild(QGridLayout)
    assert grid is not None

    def text(row: int, col: int) -> str:
        item = grid.itemAtPosition(row, col)
        assert item is not None and isinstance(item.widget(), QLabel)
        return item.widget().text()

    return [[text(seat + 1, col) for col in (0, 2, 4, 5)] for seat in range(players)]


def expected_cells(params: dict[str, Any], names: list[str]) -> list[list[str]]:
    """What the summary of the engine's ``round.scored`` ``params`` shows, per seat."""
    return [
        [names[seat], str(params["values"][seat]), str(params["scores"][seat]), str(params["totals"][seat])]
        for seat in range(len(names))
    ]


def test_a_round_that_ended_while_away_gets_its_summary(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two rounds end while the person is away: on resume the summary of the latest is shown once (the
    log lists the rest), with the engine's numbers, and the game goes on to the person's next decision."""
    db = tmp_path / "rooms.sqlite3"
    with server_process(db, "--away", "0", "--bot-delay", "0.05") as (_, url):
        seats = [{"kind": "person"}, {"kind": "bot", "level": "easy"}]
        create = {"settings": settings(rounds=4, players=2), "seats": seats, "name": "Mina", "lang": "en"}
        Lobby(window, url, create)
        qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
        controller = remote(window)
        shown = summaries_shown(monkeypatch)
        window.interactive = True  # the summary is shown to a person (no call is played meanwhile)
        seq, replay = away_until(window, qtbot, db, lambda scored, over: scored >= 2 and not over)
        after, count, skipped, _ = controller.catch_ups[-1]
        assert after == seq and skipped == 0
        missed = [e for events in replay.events[seq + 1 : seq + 1 + count] for e in events]
        rounds = [e for e in missed if e.kind == ev.ROUND_SCORED]
        assert len(rounds) >= 2
        decision(window, qtbot)  # the summary came first, then the table went on as usual
        window.interactive = False
        assert len(shown) == 1
        latest = rounds[-1].params
        assert shown[0].windowTitle() == f"Round {latest['round']}"
        assert summary_cells(shown[0], 2) == expected_cells(latest, controller.names)
        lines = window.log_model.lines()
        assert away_lines(count, 0)[0] in lines
        for scored in rounds:  # the log tells every round that ended meanwhile
            seen = Event.from_json(scored.for_seat(0).to_json())
            told = lines_for([[seen]], 0, controller.names)
            assert told and all(line in lines for line in told)
        play_person(window, qtbot, random.Random(9), db)
        assert len(shown) == 1 and controller.game is not None and controller.game.state.over


def test_a_game_that_ended_while_away_ends_as_if_watched(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game ends while the person is away: on resume the last round's summary (leading to the
    result), then the results and the game's end with the engine's outcome, as a game watched to the end."""
    db = tmp_path / "rooms.sqlite3"
    with server_process(db, "--away", "0", "--bot-delay", "0.05") as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        shown = summaries_shown(monkeypatch)
        finished: list[dict] = []
        window.session.game_finished.connect(finished.append)
        window.interactive = True
        seq, replay = away_until(window, qtbot, db, lambda scored, over: over)
        qtbot.waitUntil(lambda: window.results is not None, timeout=30_000)
        window.interactive = False
        events = [e for events in replay.events[seq + 1 :] for e in events]
        latest = [e for e in events if e.kind == ev.ROUND_SCORED][-1].params
        over = [e for e in events if e.kind == ev.GAME_OVER][-1].params
        assert len(shown) == 1 and shown[0].windowTitle() == f"Round {latest['round']}"
        assert summary_cells(shown[0], 2) == expected_cells(latest, controller.names)
        buttons = shown[0].findChild(QDialogButtonBox)
        assert buttons is not None and [b.text() for b in buttons.buttons()] == ["See the result"]
        assert finished == [over]  # the statistics and the game's sound get the outcome, as live
        assert controller.game is not None and controller.game.state.over


def test_the_host_leaving_ends_the_game_cleanly(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db) as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        decision(window, qtbot)
        record = record_from_db(db, controller.room)
        names = controller.player_names
        assert controller.conn is not None
        ended = {"v": 1, "type": "ended", "room": controller.room, "reason": "host-left", "record": record}
        controller.conn.message.emit({**ended, "names": names})
        assert controller.ended_reason == "host-left" and not controller.lost
        assert status(window) == closed_text("host-left") == "The host left. The game has ended."
        assert window.stack.currentIndex() == 1 and window.scene.items_by_place  # the table stays
        qtbot.wait(1500)
        assert not controller.lost and controller.conn is not None and not controller.conn.is_open
        path = tmp_path / "copy.silver"  # Save a copy: an ordinary game file from the record
        assert window.save_to(str(path))
        saved = read_game(path)
        assert [str(a) for a in saved.game.actions] == record["actions"]


def test_network_game_files_hold_no_card_and_resume_the_seat(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db) as (_, url):
        start(window, qtbot, url)
        controller = remote(window)
        decision(window, qtbot)
        path = tmp_path / "net.silver"
        assert window.save_to(str(path))
        text = path.read_text()
        data: dict[str, Any] = json.loads(text)
        assert data["format"] == "silver-network-game" and data["room"] == controller.room
        assert data["seat"] == 0 and data["secret"] == controller.secret
        assert not any(card in text for card in CARD_IDS) and "seed" not in text and "actions" not in text
        assert (path.stat().st_mode & 0o077) == 0  # the secret is the owner's only
        # the autosave keeps the same, so Continue resumes it
        found = find_autosave().saved
        assert isinstance(found, NetSeat) and found.room == controller.room
        seq, lines = controller.seq, window.log_model.lines()
        window.quick_game()  # leave it for a local game
        assert not remote_or_none(window)
        assert window.open_path(str(path))
        qtbot.waitUntil(lambda: remote_or_none(window) is not None, timeout=20_000)
        again = remote(window)
        assert again is not controller and again.room == controller.room and again.seq == seq
        decision(window, qtbot)
        assert window.log_model.lines() == lines  # the game so far (since 0), with no "while away" line
        assert again.say("good-game")  # chat: the server says it to every seat, this one too
        line = "Mina: “" + chat_text("good-game") + "”"
        qtbot.waitUntil(lambda: line in window.log_model.lines(), timeout=10_000)
        before = window.log_model.lines()
        window.session.rebuild_log()  # (an undo, a resumed seat, a new language): the chat stays
        assert window.log_model.lines() == before
        play_person(window, qtbot, random.Random(6), db)
        assert again.game is not None and again.game.state.over
        # a room the server does not know, or a server that is gone: said clearly, nothing shown
        gone = NetSeat(url + "/room/A-ZZZZZZ", "A-ZZZZZZ", 0, "x" * 32, ("Mina", "Ada"))
        window._resume(gone)
        qtbot.waitUntil(lambda: status(window) == closed_text("gone"), timeout=10_000)
        assert window.stack.currentIndex() == 0
    seat = read_net_seat(path)
    window._resume(seat)  # the server is down now
    qtbot.waitUntil(lambda: status(window) == closed_text("unreachable"), timeout=15_000)
    assert window.stack.currentIndex() == 0


def test_a_person_elsewhere_who_leaves_is_shown_away(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    db = tmp_path / "rooms.sqlite3"
    with server_process(db, "--away", "0") as (_, url):
        create = {"settings": settings(players=2), "seats": [{"kind": "person"}, {"kind": "open"}],
                  "name": "Mina", "lang": "en"}  # fmt: skip
        lobby = Lobby(window, url, create)
        qtbot.waitUntil(lambda: lobby.joined is not None, timeout=20_000)
        assert lobby.joined is not None
        other = NetConnection(url + "/room/" + lobby.joined["room"])
        join = p.message("join", room=lobby.joined["room"], name="Sam", lang="ko")
        other.opened.connect(lambda: other.send(join))
        other.open()
        qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
        controller = remote(window)
        assert controller.player_names == ["Mina", "Sam"] and controller.bot_names() == ["human", "human"]
        other.close()  # Sam's app goes away: the server's stand-in plays for him
        qtbot.waitUntil(lambda: controller.away == {1}, timeout=10_000)
        rows = window.seats_model.rows()
        assert [r.away for r in rows] == [False, True]
        assert "away" in window.seats_model.data(window.seats_model.index(1, window.seats_model.STATUS))
        tip = window.seats_model.data(window.seats_model.index(1, window.seats_model.STATUS), 3)
        assert "a bot plays for them" in tip
        play_person(window, qtbot, random.Random(7), db)
        assert controller.game is not None and controller.game.state.over


def remote_or_none(window: MainWindow) -> Any:
    controller = window.controller
    return controller if controller is not None and controller.remote else None


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_network_words_in_every_language(qapp: QApplication, lang: str) -> None:
    """Every error code the server may send (the contract's new ones too), every chat preset and every
    connection notice has its own words in Persian and Korean."""
    codes = list(p.ERROR_CODES)
    assert {"not-host", "bad-seat", "already-started"} <= set(codes)
    notices = ["lost", "host-left", "server-closing", "unreachable", "gone", "back", "other"]
    apply_language("en")
    english = (
        [error_text(c) for c in codes]
        + [chat_text(c) for c in p.CHAT]
        + [closed_text(n) for n in notices]
        + away_lines(5, 2, stood_in=True)
    )
    assert len(set(english)) == len(english) - 1  # "gone" and no-room say the same
    assert away_lines(1, 0) == ["While you were away, 1 move was played:"]
    try:
        apply_language(lang)
        words = (
            [error_text(c) for c in codes]
            + [chat_text(c) for c in p.CHAT]
            + [closed_text(n) for n in notices]
            + away_lines(5, 2, stood_in=True)
        )
        assert all(w and w != e for w, e in zip(words, english, strict=True)), [
            e for w, e in zip(words, english, strict=True) if not w or w == e
        ]
    finally:
        apply_language("en")


def test_the_hosts_embedded_server_is_told_when_the_game_is_left(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """The window keeps the embedded server's process while the game is on and closes its stdin (the
    server then ends every room with ``ended``) when another game starts."""
    embedded = QProcess()
    embedded.start(sys.executable, ["-c", "import sys; sys.stdin.read(); print('left')"])
    assert embedded.waitForStarted(10_000)
    with server_process(tmp_path / "rooms.sqlite3") as (_, url):
        seats = [{"kind": "person"}, {"kind": "bot", "level": "easy"}]
        create = {"settings": settings(players=2), "seats": seats, "name": "Mina", "lang": "en"}
        Lobby(window, url, create, embedded)
        qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
        decision(window, qtbot)
        assert embedded.state() == QProcess.ProcessState.Running and embedded.parent() is window.net
        window.quick_game()
        qtbot.waitUntil(lambda: embedded.state() == QProcess.ProcessState.NotRunning, timeout=10_000)
        assert bytes(embedded.readAllStandardOutput().data()).strip() == b"left"


def test_the_host_is_asked_before_leaving_a_game_that_is_still_on(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leaving a hosted game ends it for everyone: quitting or starting another game first asks the
    host; No keeps the game and its server, Yes leaves it."""
    from silver_desktop.ui import plain

    embedded = QProcess()
    embedded.start(sys.executable, ["-c", "import sys; sys.stdin.read(); print('left')"])
    assert embedded.waitForStarted(10_000)
    asked: list[str] = []
    answer = [plain.StandardButton.No]

    def question(parent: object, title: str, text: str, *args: object, **kwargs: object) -> object:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(plain, "question", question)
    with server_process(tmp_path / "rooms.sqlite3") as (_, url):
        seats = [{"kind": "person"}, {"kind": "bot", "level": "easy"}]
        create = {"settings": settings(players=2), "seats": seats, "name": "Mina", "lang": "en"}
        Lobby(window, url, create, embedded)
        qtbot.waitUntil(lambda: window.controller is not None, timeout=20_000)
        decision(window, qtbot)
        controller = window.controller
        window.interactive = True
        window.quick_game()  # No: the hosted game stays on the table
        assert len(asked) == 1 and "hosting" in asked[0]
        assert window.controller is controller and embedded.state() == QProcess.ProcessState.Running
        assert not window.close()  # the close is refused too
        assert len(asked) == 2 and embedded.state() == QProcess.ProcessState.Running
        answer[0] = plain.StandardButton.Yes
        window.quick_game()
        assert len(asked) == 3
        qtbot.waitUntil(lambda: embedded.state() == QProcess.ProcessState.NotRunning, timeout=10_000)
        assert window.controller is not controller
        window.interactive = False
