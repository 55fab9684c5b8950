"""Failure handling (issue 7, item 10): the log file, the error report and its dialog, Continue and
Restart, and never a card in the report or the log."""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Iterator
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop import __version__, paths
from silver_desktop.ai.base import Bot
from silver_desktop.engine.actions import Action
from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.engine.view import PlayerView, view
from silver_desktop.i18n import card_name
from silver_desktop.logs import CARD, LOG_FILE, MAX_BYTES, redact, setup_logging, teardown_logging
from silver_desktop.ui.bot_worker import BotJob
from silver_desktop.ui.crash import (
    CONTINUE,
    QUIT,
    RESTART,
    CrashDialog,
    CrashHandler,
    CrashReport,
    ask_with_dialog,
    build_report,
    restart_command,
)
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow


@pytest.fixture
def log_path() -> Iterator[Path]:
    path = setup_logging()
    assert path is not None
    yield path
    teardown_logging()


class Asked:
    """Stands in for the dialog: records each report and answers ``choice``."""

    def __init__(self, choice: str = CONTINUE) -> None:
        self.choice = choice
        self.reports: list[CrashReport] = []
        self.during: list[object] = []  # what to do while "the dialog is open"

    def __call__(self, report: CrashReport, log_path: Path | None, fatal: bool) -> str:
        self.reports.append(report)
        for action in self.during:
            action()  # type: ignore[operator]
        return self.choice


@pytest.fixture
def asked() -> Asked:
    return Asked()


@pytest.fixture
def handler(log_path: Path, asked: Asked, qtbot: QtBot) -> Iterator[CrashHandler]:
    started: list[tuple[str, list[str]]] = []

    def start(program: str, arguments: list[str]) -> bool:
        started.append((program, arguments))
        return True

    h = CrashHandler(
        log_path, interactive=True, ask=asked, start_detached=start, restart_flags=["--lang", "fa"]
    )
    h.started = started  # type: ignore[attr-defined]
    h.install()
    yield h
    h.uninstall()


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The shared window, with no autosave."""
    window.session.autosave_enabled = False
    return window


def raise_in_a_slot(message: str) -> None:
    def boom() -> None:
        raise RuntimeError(message)

    QTimer.singleShot(0, boom)


def exception(message: str = "boom") -> tuple[type[BaseException], BaseException, object]:
    try:
        raise ValueError(message)
    except ValueError as e:
        return type(e), e, e.__traceback__


# ---------------------------------------------------------------------- the log file
def test_logging_writes_a_rotating_file_in_the_log_folder(log_path: Path) -> None:
    assert log_path == paths.log_dir() / LOG_FILE
    assert log_path.parent == Path(os.environ[paths.HOME_ENV]) / "logs"
    logging.getLogger("silver_desktop.test").warning("a message for the log")
    text = log_path.read_text(encoding="utf-8")
    assert "WARNING silver_desktop.test" in text and "a message for the log" in text
    handler = next(h for h in logging.getLogger().handlers if isinstance(h, RotatingFileHandler))
    assert Path(handler.baseFilename) == log_path
    assert handler.maxBytes == MAX_BYTES and handler.backupCount >= 1


def test_the_log_follows_a_new_log_folder_and_stops_when_torn_down(
    log_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "other"))
    moved = setup_logging()
    assert moved == tmp_path / "other" / "logs" / LOG_FILE
    logging.getLogger("silver_desktop.test").warning("second")
    teardown_logging()
    logging.getLogger("silver_desktop.test").warning("after the end")
    assert "second" in moved.read_text(encoding="utf-8")
    assert "second" not in log_path.read_text(encoding="utf-8")
    assert "after the end" not in moved.read_text(encoding="utf-8")


def test_the_log_and_reports_never_name_a_card() -> None:
    text = "KeyError: 'silver.witch' is The Count, next to 종자 and Apprentice Seer"
    assert redact(text) == f"KeyError: '{CARD}' is {CARD}, next to {CARD} and {CARD}"
    assert redact("the villagers count votes") == "the villagers count votes"  # words, not names
    trace = '  File "/x/abilities/witch.py", line 3, in witch\n    swap(Witch)\nValueError: Witch\n'
    assert (
        redact(trace)
        == f'  File "/x/abilities/witch.py", line 3, in witch\n    swap(Witch)\nValueError: {CARD}\n'
    )


# ---------------------------------------------------------------------- the report
def test_an_error_in_a_running_game_is_logged_and_reported_without_its_cards(
    window: MainWindow, handler: CrashHandler, asked: Asked, log_path: Path, qtbot: QtBot
) -> None:
    seats = (Seat("You"), *(Seat(n, SeatKind.MEDIUM) for n in ("Ada", "Bo", "Cy")))
    window.start_game(GameSetup(seats=seats, deck="silver", seed=11))
    qtbot.waitUntil(lambda: window.session.prompt is not None, timeout=20_000)
    controller = window.controller
    assert controller is not None
    state = controller.game.state
    in_play = {state.config.types[c].id for village in state.villages for c in village}
    mine = view(state, 0)
    hidden = next(c.id for c in (state.config.types[n] for n in state.villages[1]) if c.id)
    assert in_play and all(card.type is None for card in mine.villages[1])  # facedown, unseen by you
    raise_in_a_slot(f"the game broke next to {card_name(hidden)} ({hidden})")
    qtbot.waitUntil(lambda: len(asked.reports) == 1, timeout=5000)
    report = asked.reports[0].text
    assert f"Silver Desktop {__version__}" in report
    assert "Python " in report and "Qt " in report and "Operating system: " in report
    assert "Traceback (most recent call last)" in report and "in boom" in report
    assert f"RuntimeError: the game broke next to {CARD} ({CARD})" in report
    for card_id in ALL_CARDS:
        assert card_id not in report
        assert card_name(card_id) not in report, card_id
    logged = log_path.read_text(encoding="utf-8")
    assert "unexpected error" in logged and "Traceback (most recent call last)" in logged
    assert "in boom" in logged and hidden not in logged and card_name(hidden) not in logged
    assert window.isVisible() and window.controller is controller  # Continue: the game goes on


def test_the_dialog_shows_the_report_the_log_file_and_the_choices(qtbot: QtBot, log_path: Path) -> None:
    report = build_report(*exception("something odd"))  # type: ignore[arg-type]
    dialog = CrashDialog(report, log_path)
    qtbot.addWidget(dialog)
    assert str(log_path) in dialog.log_label.text()
    assert dialog.report_view.isReadOnly() and dialog.report_view.toPlainText() == report.text
    assert "ValueError: something odd" in report.text and __version__ in report.text
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == report.text
    assert dialog.choice == CONTINUE and dialog.continue_button.isDefault()
    dialog.restart_button.click()
    assert dialog.choice == RESTART
    without_log = CrashDialog(report, None, fatal=True)
    qtbot.addWidget(without_log)
    assert "could not be written" in without_log.log_label.text()
    without_log.continue_button.click()
    assert without_log.choice == QUIT


def test_the_real_dialog_returns_the_players_choice(qtbot: QtBot, log_path: Path) -> None:
    report = build_report(*exception())  # type: ignore[arg-type]
    seen: list[CrashDialog] = []

    def click_restart() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CrashDialog)
        seen.append(dialog)
        dialog.restart_button.click()

    QTimer.singleShot(50, click_restart)
    assert ask_with_dialog(report, log_path, False) == RESTART
    assert seen and str(log_path) in seen[0].log_label.text()


def test_one_dialog_at_a_time_and_repeats_are_shown_once(
    handler: CrashHandler, asked: Asked, log_path: Path, qtbot: QtBot
) -> None:
    asked.during.append(lambda: handler.handle(*exception("while the dialog is open")))  # type: ignore[arg-type]
    handler.handle(*exception("first"))  # type: ignore[arg-type]
    handler.handle(*exception("second, before the dialog opened"))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: len(asked.reports) == 1, timeout=5000)
    qtbot.wait(50)
    assert len(asked.reports) == 1 and "ValueError: first" in asked.reports[0].text
    assert len(handler.reports) == 3  # all three were logged
    logged = log_path.read_text(encoding="utf-8")
    assert "while the dialog is open" in logged and "second, before the dialog opened" in logged
    asked.during.clear()
    for _ in range(5):  # the same error again and again: shown once
        handler.handle(*exception("repeated"))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: len(asked.reports) == 2, timeout=5000)
    qtbot.wait(50)
    assert len(asked.reports) == 2 and handler.repeats == 4
    assert log_path.read_text(encoding="utf-8").count("the same error again: ValueError: repeated") == 4


def test_restart_starts_the_app_again_and_closes_this_one(
    handler: CrashHandler, asked: Asked, qtbot: QtBot
) -> None:
    asked.choice = RESTART
    closed = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(closed)
    closed.show()
    handler.handle(*exception())  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: bool(handler.started), timeout=5000)  # type: ignore[attr-defined]
    program, arguments = handler.started[0]  # type: ignore[attr-defined]
    assert program == sys.executable and arguments[-2:] == ["--lang", "fa"]
    assert not closed.isVisible()


def test_the_restart_command_runs_what_runs_now(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["/venv/bin/silver-desktop", "--open", "x.silver"])
    assert restart_command() == (sys.executable, ["/venv/bin/silver-desktop", "--open", "x.silver"])
    assert restart_command(["--lang", "ko"]) == (sys.executable, ["/venv/bin/silver-desktop", "--lang", "ko"])
    main = str(Path("/src/silver_desktop/__main__.py"))
    monkeypatch.setattr(sys, "argv", [main, "--demo"])
    assert restart_command() == (sys.executable, ["-m", "silver_desktop", "--demo"])
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "argv", ["/Applications/Silver.app/Contents/MacOS/silver-desktop", "--demo"])
    assert restart_command() == (sys.executable, ["--demo"])


def test_without_a_screen_the_report_goes_to_stderr_and_nothing_waits(
    log_path: Path, asked: Asked, capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    handler = CrashHandler(log_path, ask=asked)  # the tests' platform is offscreen
    assert not handler.is_interactive()
    handler.handle(*exception("headless"))  # type: ignore[arg-type]
    qtbot.wait(20)
    assert not asked.reports
    assert "ValueError: headless" in capsys.readouterr().err


def test_in_a_self_test_an_unexpected_error_ends_the_app_with_exit_code_1(
    log_path: Path, qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    handler = CrashHandler(log_path, self_test=True)
    handler.install()
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: app.exit(0))
    try:
        raise_in_a_slot("self-test trouble")
        guard.start(10_000)
        code = app.exec()
    finally:
        guard.stop()
        handler.uninstall()
    assert code == 1 and handler.failed
    err = capsys.readouterr().err
    assert "RuntimeError: self-test trouble" in err and f"Silver Desktop {__version__}" in err


def test_a_failing_thread_is_logged(handler: CrashHandler, log_path: Path) -> None:
    def work() -> None:
        raise OSError("the worker fell over")

    thread = threading.Thread(target=work, name="bot-9")
    thread.start()
    thread.join()
    logged = log_path.read_text(encoding="utf-8")
    assert "unexpected error in the thread bot-9" in logged and "OSError: the worker fell over" in logged
    assert handler.reports and "the worker fell over" in handler.reports[-1].text


class FailingBot:
    name = "failing"

    def choose(
        self, view: PlayerView, budget: object = None, cancel: object = None, progress: object = None
    ) -> Action:
        raise RuntimeError("the bot fell over")


def test_a_failing_bot_is_still_reported_to_the_controller_not_to_the_handler(
    handler: CrashHandler, asked: Asked, qtbot: QtBot
) -> None:
    from silver_desktop.engine.config import GameConfig
    from silver_desktop.engine.history import Game

    game = Game.new(GameConfig(players=3), 1)
    bot: Bot = FailingBot()  # type: ignore[assignment]
    job = BotJob(bot, view(game.state, game.state.decider()), 1)
    with qtbot.waitSignal(job.signals.finished, timeout=5000):
        job.start()
    assert job.action is None
    assert "RuntimeError: the bot fell over" in job.error
    assert not handler.reports and not asked.reports


def test_a_failed_start_is_reported_and_exits_1(
    log_path: Path, asked: Asked, capsys: pytest.CaptureFixture[str]
) -> None:
    handler = CrashHandler(log_path, interactive=True, ask=asked, start_detached=lambda p, a: True)
    try:
        raise ImportError("a library is missing")
    except ImportError as e:
        assert handler.fatal(e) == 1
    assert "ImportError: a library is missing" in capsys.readouterr().err
    assert asked.reports and "ImportError" in asked.reports[0].text
    assert "the app could not start" in log_path.read_text(encoding="utf-8")
