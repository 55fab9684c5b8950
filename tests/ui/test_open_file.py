"""Open a game file from anywhere (issue 17, item 1): ``silver-desktop FILE``, the system's open event
and a second launch that hands its file to the running window."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.engine.position import to_position
from silver_desktop.settings import load_settings
from silver_desktop.ui.app import open_window, parse_args, show_and_open
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_file import save_game
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.open_requests import (
    MAX_MESSAGE,
    HandOffServer,
    OpenRequests,
    hand_off,
    parse_message,
    server_name,
)

from .test_cli import SETUP, error_of, played


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "saved.silver"
    save_game(played(40), SETUP, path)
    return path


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    """The window as ``silver-desktop`` opens it without a file."""
    load_fonts()
    settings, notice = load_settings()
    window = open_window(parse_args(["--speed", "off"]), settings, notice)
    qtbot.addWidget(window)
    window.session.bot_pause_ms = 0
    return window


@pytest.fixture
def server(window: MainWindow) -> Iterator[HandOffServer]:
    """The running window's listening side, as ``_run`` sets it up."""
    server = HandOffServer()
    server.file_received.connect(lambda path: show_and_open(window, path))
    assert server.listen()
    yield server
    server.close()


def opened(window: MainWindow, path: Path) -> bool:
    controller = window.controller
    return (
        controller is not None
        and window.save_path == str(path)
        and to_position(controller.game.state) == to_position(played(40).state)
    )


def test_the_file_argument_opens_the_game(
    game_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(game_file.parent)
    args = parse_args(["--speed", "off", game_file.name])
    assert args.open == str(game_file)  # made absolute, as --open does
    assert parse_args(["--open", str(game_file)]).open == str(game_file)  # --open still works
    load_fonts()
    settings, notice = load_settings()
    window = open_window(args, settings, notice)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: opened(window, game_file), timeout=10_000)


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--open", "{game}"], "argument --open: not allowed with argument FILE"),
        (["--replay", "{game}"], "argument --replay: not allowed with argument FILE"),
        (["--demo"], "FILE cannot be combined with --demo"),
        (["--self-test"], "FILE cannot be combined with --self-test"),
    ],
)
def test_the_file_argument_with_another_file_or_a_demo_is_an_error(
    flags: list[str], expected: str, game_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = error_of([str(game_file), *(f.format(game=game_file) for f in flags)], capsys)
    assert line == f"silver-desktop: error: {expected}"


def test_a_missing_file_argument_exits_2_like_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.silver"
    line = error_of([str(missing)], capsys)
    assert line == f"silver-desktop: error: FILE: cannot read {missing}: No such file or directory"
    assert error_of([str(tmp_path)], capsys).endswith("it is a folder, not a game file")


def test_the_systems_open_event_opens_the_game_once_the_window_exists(
    game_file: Path, window: MainWindow, qtbot: QtBot
) -> None:
    app = QApplication.instance()
    assert app is not None
    requests = OpenRequests()
    app.installEventFilter(requests)
    try:
        # Before the window takes files, the event is kept.
        QCoreApplication.postEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(game_file))))
        QCoreApplication.processEvents()
        assert window.controller is None
        requests.set_receiver(lambda path: show_and_open(window, path))
        assert opened(window, game_file)
        # Afterwards it goes straight to the window.
        window.save_path = None
        QCoreApplication.postEvent(app, QFileOpenEvent(QUrl.fromLocalFile(str(game_file))))
        qtbot.waitUntil(lambda: window.save_path == str(game_file), timeout=10_000)
    finally:
        app.removeEventFilter(requests)


def test_a_second_launch_hands_its_file_to_the_running_window(
    game_file: Path, window: MainWindow, server: HandOffServer, qtbot: QtBot
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}  # the same SILVER_DESKTOP_HOME as this window
    second = subprocess.Popen(
        [sys.executable, "-m", "silver_desktop", game_file.name],
        cwd=game_file.parent,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)  # generous; it is ~1 s
    finally:
        if second.poll() is None:
            second.kill()
        out, err = second.communicate()
    assert second.returncode == 0 and out == b"" and err == b""
    qtbot.waitUntil(lambda: opened(window, game_file), timeout=10_000)


def test_without_a_running_copy_nothing_is_handed_over(game_file: Path) -> None:
    assert hand_off(str(game_file), timeout_ms=500) is False


def test_another_settings_folder_gets_another_server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    first = server_name()
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path / "other"))
    assert server_name() != first and server_name().startswith("silver-desktop-")


@pytest.mark.parametrize(
    "message",
    [
        b"relative/game.silver\n",
        b"/tmp/no-newline.silver",
        b"/tmp/two\nlines.silver\n",
        b"/tmp/\x1b[31mred.silver\n",
        b"/tmp/\xff\xfe.silver\n",
        b"\n",
        b"/" + b"a" * MAX_MESSAGE + b"\n",
    ],
)
def test_a_message_that_is_not_one_absolute_path_is_refused(message: bytes) -> None:
    assert parse_message(message) is None


def test_a_plain_absolute_path_is_taken() -> None:
    path = str(Path("/tmp/سیلور 게임.silver").absolute())
    assert parse_message(path.encode() + b"\n") == path


def test_the_server_ignores_a_bad_message(
    window: MainWindow, server: HandOffServer, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    received: list[str] = []
    server.file_received.connect(received.append)
    client = QLocalSocket()
    client.connectToServer(server_name())
    assert client.waitForConnected(2000)
    client.write(b"\x00not a path\n")
    client.flush()
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=10_000)
    assert received == [] and window.controller is None
    assert client.readAll().data() == b""  # no acknowledgement
    assert "ignored a message from another launch" in caplog.text
