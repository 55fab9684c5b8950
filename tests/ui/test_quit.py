"""Quit exits at once (issue 16, item 7): closing the window cancels every bot's search, the hint's
too, waits for none of them, and the process ends although a Hard bot was in the middle of a search
that would take ten minutes; the autosave it leaves opens."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.ai import hard
from silver_desktop.ai.hard import SEARCHED
from silver_desktop.ui.bot_worker import BotJob
from silver_desktop.ui.game_file import find_autosave
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
#: a search budget no test waits for: only a cancel can end it in time
LONG_SEARCH = 600.0


def _searching(job: BotJob | None) -> bool:
    return (
        job is not None and job.thread is not None and job.thread.is_alive() and job.view.pending in SEARCHED
    )


def test_closing_cancels_the_bot_and_the_hint_and_waits_for_neither(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hard.HardBot.__init__, "__defaults__", (0, LONG_SEARCH, 6))
    seats = (Seat("You"), *(Seat(n, SeatKind.HARD) for n in ("Ada", "Bo", "Cy")))
    window.start_game(GameSetup(seats=seats, deck="silver", seed=4))
    controller = window.controller
    assert controller is not None

    def a_bot_searches() -> bool:  # the person plays their first choices until a Hard bot searches
        prompt = window.session.prompt
        if prompt is not None and not window.scene.busy:
            window.session.play(prompt.choices[0].action)
        return _searching(controller._job)

    qtbot.waitUntil(a_bot_searches, timeout=60_000)
    bot_job = controller._job
    hint_job = BotJob(hard.HardBot(seed=1), bot_job.view, 0)  # type: ignore[union-attr]
    hint_job.start()
    window._hint_job = hint_job  # as if the person had asked for a hint now
    joined: list[threading.Thread] = []
    real_join = threading.Thread.join
    monkeypatch.setattr(threading.Thread, "join", lambda t, timeout=None: joined.append(t))
    window.close()
    monkeypatch.setattr(threading.Thread, "join", real_join)
    assert joined == []  # the close path waited for no thread
    assert bot_job is not None and bot_job.cancelled and hint_job.cancelled
    for job in (bot_job, hint_job):  # and the searches really stop (not after ten minutes)
        assert job.thread is not None
        job.thread.join(timeout=30)
        assert not job.thread.is_alive()


CHILD = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from silver_desktop.ai import hard
    from silver_desktop.ui.app import main
    from silver_desktop.ui.main_window import MainWindow

    hard.HardBot.__init__.__defaults__ = (0, float(sys.argv[2]), 6)
    app = QApplication(sys.argv[:1])
    seen = {}

    def poll():
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        job = window.controller._job if window is not None and window.controller is not None else None
        if job is not None and job.thread.is_alive() and job.view.pending in hard.SEARCHED:
            seen["job"] = job
            print("quitting", flush=True)
            window.quit_action.trigger()
            return
        QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    code = main(["--open", sys.argv[1], "--speed", "off"])
    job = seen["job"]
    print(f"exit code {code}, cancelled {job.cancelled}, running {job.thread.is_alive()}", flush=True)
    """
)


def test_quit_ends_the_process_while_a_hard_bot_searches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real app, a game of Hard bots whose searches would take ten minutes each: Quit while one
        searches, and the process has ended long before (a generous 10 s, on a loaded machine), the
    search stopped before the interpreter's teardown (a thread running then can crash the exit)."""
    from silver_desktop.engine.history import Game
    from silver_desktop.ui.game_file import save_game

    setup = GameSetup(seats=tuple(Seat(n, SeatKind.HARD) for n in ("Ada", "Bo", "Cy", "Di")), deck="silver")
    game_file = tmp_path / "hard.silver"
    save_game(Game.new(setup.config(), 8, setup.policy), setup, game_file)
    home = tmp_path / "home"
    env = dict(os.environ, SILVER_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(game_file), str(LONG_SEARCH)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # the app starts and the bots play until a Hard bot searches
        assert line.strip() == "quitting", child.stderr.read() if child.stderr else ""
        child.wait(timeout=10)
    finally:
        child.kill()
    out, err = child.communicate()
    assert child.returncode == 0, err
    assert "exit code 0, cancelled True, running False" in out  # it stopped before the teardown
    assert "Traceback" not in err, err
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(home))
    found = find_autosave()
    assert found.saved is not None and not found.bad  # the autosave opens
    assert len(found.saved.game.actions) > 0
