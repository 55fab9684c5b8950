"""The command line (issue 7, item 11): --open, --replay, --reset-settings, --help and bad flags."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.settings import Settings, load_settings, save_settings, settings_path
from silver_desktop.ui.app import open_window, parse_args, reset_settings, restart_flags
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_file import save_game
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.replay import ReplayDialog

SETUP = GameSetup(seats=(Seat("Sara"), Seat("Ada", SeatKind.MEDIUM), Seat("Bo", SeatKind.MEDIUM)), seed=4)


def played(actions: int, seed: int = 4) -> Game:
    game = Game.new(SETUP.config(), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if not game.legal_actions():
            break
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "saved.silver"
    save_game(played(40), SETUP, path)
    return path


@pytest.fixture
def corrupt_file(tmp_path: Path) -> Path:
    path = tmp_path / "broken.silver"
    path.write_text('{"format": "silver-record", "actions": [', encoding="utf-8")
    return path


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The window's warnings (``plain.warning``), recorded instead of waiting for a click."""
    shown: list[str] = []

    def warning(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr("silver_desktop.ui.plain.warning", warning)
    return shown


@contextmanager
def window_for(qtbot: QtBot, *argv: str) -> Iterator[MainWindow]:
    """The window as ``main`` opens it for these flags (without running the app's event loop)."""
    load_fonts()
    args = parse_args(["--speed", "off", *argv])
    reset_error = reset_settings() if args.reset_settings else None
    settings, notice = load_settings()
    window = open_window(args, settings, notice, reset_error)
    qtbot.addWidget(window)
    window.session.bot_pause_ms = 0
    try:
        yield window
    finally:
        for dialog in window.findChildren(ReplayDialog):
            dialog.close()
        window.close()


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_:
        parse_args(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


# ---------------------------------------------------------------------- parsing
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--open"], "argument --open: expected one argument"),
        (["--open", "{game}", "--replay", "{game}"], "not allowed with argument --open"),
        (["--demo", "--open", "{game}"], "--open cannot be combined with --demo"),
        (["--demo", "--replay", "{game}"], "--replay cannot be combined with --demo"),
        (["--self-test", "--replay", "{game}"], "--replay cannot be combined with --self-test"),
        (["--open", "{game}", "--seed", "3"], "--seed only applies to --demo"),
        (["--deck", "coin"], "--deck only applies to --demo"),
        (["--lang", "xx"], "argument --lang: invalid choice"),
    ],
)
def test_flags_that_make_no_sense_exit_2_with_a_message(
    argv: list[str], expected: str, game_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = error_of([a.format(game=game_file) for a in argv], capsys)
    assert line.startswith("silver-desktop: error: ") and expected in line


@pytest.mark.parametrize("flag", ["--open", "--replay"])
def test_a_file_that_cannot_be_read_exits_2_in_one_line(
    flag: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.silver"
    with pytest.raises(SystemExit) as exit_:
        parse_args([flag, str(missing)])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err == f"silver-desktop: error: {flag}: cannot read {missing}: No such file or directory\n"
    assert error_of([flag, str(tmp_path)], capsys).endswith("it is a folder, not a game file")


def test_open_missing_file_exits_2_before_any_window(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "silver_desktop", "--open", "missing.silver"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert result.returncode == 2
    assert result.stderr == (
        "silver-desktop: error: --open: cannot read missing.silver: No such file or directory\n"
    )
    assert result.stdout == ""


def test_good_flags_are_read(game_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(game_file.parent)
    args = parse_args(["--open", game_file.name, "--lang", "fa", "--reset-settings"])
    assert args.open == str(game_file) and args.replay is None  # made absolute
    assert args.lang == "fa" and args.reset_settings and not args.demo
    args = parse_args(["--replay", str(game_file)])
    assert args.replay == str(game_file) and args.open is None
    demo = parse_args(["--demo", "--seed", "7", "--deck", "coin", "--quit-when-done"])
    assert demo.deck_text == "coin" and demo.seed == 7
    assert parse_args([]).deck_text == "silver"


def test_help_lists_every_flag(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for flag in (
        "--help",
        "--version",
        "--open FILE",
        "--replay FILE",
        "--reset-settings",
        "--lang",
        "--speed",
        "--demo",
        "--seed",
        "--deck",
        "--quit-when-done",
        "--self-test",
    ):
        assert flag in out, flag
    assert "open a saved game" in out and "as a replay" in out and "default" in out


def test_a_restart_does_not_repeat_one_time_flags(game_file: Path) -> None:
    args = parse_args(["--open", str(game_file), "--reset-settings", "--lang", "ko", "--speed", "fast"])
    assert restart_flags(args) == ["--lang", "ko", "--speed", "fast"]
    demo = parse_args(["--demo", "--seed", "5", "--deck", "coin"])
    assert restart_flags(demo) == ["--demo", "--seed", "5", "--deck", "coin"]


# ---------------------------------------------------------------------- the window
def test_reset_settings_puts_the_defaults_back_and_says_so(qtbot: QtBot) -> None:
    save_settings(Settings(language="fa", memory_aid=True, card_size="large", tutorial=False))
    assert load_settings()[0] != Settings()
    with window_for(qtbot, "--reset-settings") as window:
        assert load_settings() == (Settings(), None)
        assert settings_path().exists()
        assert "reset to their defaults" in window.statusBar().currentMessage()
        assert window.settings.language == "en" and not window.settings.memory_aid


def test_without_reset_the_settings_stay(qtbot: QtBot) -> None:
    save_settings(Settings(memory_aid=True))
    with window_for(qtbot) as window:
        assert window.settings.memory_aid and load_settings()[0].memory_aid
        assert "reset" not in window.statusBar().currentMessage()


def test_open_continues_a_saved_game(game_file: Path, qtbot: QtBot) -> None:
    with window_for(qtbot, "--open", str(game_file)) as window:
        qtbot.waitUntil(lambda: window.controller is not None, timeout=10_000)
        controller = window.controller
        assert controller is not None
        assert to_position(controller.game.state) == to_position(played(40).state)
        assert [s.name for s in controller.setup.seats] == ["Sara", "Ada", "Bo"]


@pytest.mark.parametrize("flag", ["--open", "--replay"])
def test_a_corrupt_file_gets_the_windows_message_and_the_app_stays_usable(
    flag: str, corrupt_file: Path, qtbot: QtBot, warnings: list[str]
) -> None:
    with window_for(qtbot, flag, str(corrupt_file)) as window:
        qtbot.waitUntil(lambda: bool(warnings), timeout=10_000)
        assert len(warnings) == 1 and "cannot be opened" in warnings[0]
        assert window.isVisible() and window.controller is None
        assert window.stack.currentWidget() is window.welcome
        assert not window.findChildren(ReplayDialog)
        window.quick_game()  # still usable
        assert window.controller is not None


def test_replay_opens_the_file_as_a_replay_over_the_welcome_screen(
    game_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(
        "silver_desktop.ui.plain.question", lambda *a: asked.append(a) or QMessageBox.StandardButton.Yes
    )
    with window_for(qtbot, "--replay", str(game_file)) as window:
        qtbot.waitUntil(lambda: bool(window.findChildren(ReplayDialog)), timeout=10_000)
        dialog = window.findChildren(ReplayDialog)[0]
        assert dialog.isVisible() and len(dialog.replay) == 41
        assert asked  # the game is not over: the window asked before showing every card
        dialog.show_step(len(dialog.replay) - 1)
        dialog.close()
        qtbot.waitUntil(lambda: not window.findChildren(ReplayDialog), timeout=5000)  # deleted on close
        assert window.isVisible() and window.controller is None
        assert window.stack.currentWidget() is window.welcome
