"""Invite links from outside the window (issue 19): ``silver-desktop silver://...``, a second launch that
hands its link to the running copy, the system's open event; each opens the Join dialog filled in, and
nothing connects before the person confirms. Also the hidden ``--embedded-server`` flag of a frozen app."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.settings import load_settings
from silver_desktop.ui.app import open_window, parse_args, show_and_open
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.open_requests import HandOffServer, OpenRequests, parse_message

from .test_cli import error_of

LINK = "silver://192.168.1.20:8765/A-7KQ2XZ"


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    load_fonts()
    settings, notice = load_settings()
    window = open_window(parse_args(["--speed", "off"]), settings, notice)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def server(window: MainWindow) -> Iterator[HandOffServer]:
    server = HandOffServer()
    server.file_received.connect(lambda path: show_and_open(window, path))
    assert server.listen()
    yield server
    server.close()


def join_link(window: MainWindow) -> str | None:
    dialog = window.friends.join_dialog
    return None if dialog is None else dialog.link_edit.text()


def test_a_link_on_the_command_line_opens_the_join_dialog_filled_in(qtbot: QtBot) -> None:
    args = parse_args([LINK])
    assert args.link == LINK and args.file is None and args.open is None
    load_fonts()
    settings, notice = load_settings()
    window = open_window(args, settings, notice)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: join_link(window) == LINK, timeout=10_000)
    dialog = window.friends.join_dialog
    assert dialog is not None and dialog.seating is None  # nothing connects before the person confirms
    assert not dialog.error_label.isVisibleTo(dialog)
    dialog.reject()


def test_a_bad_link_on_the_command_line_is_said_in_the_dialog(qtbot: QtBot) -> None:
    args = parse_args(["silver://nowhere"])
    load_fonts()
    window = open_window(args, *load_settings())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.friends.join_dialog is not None, timeout=10_000)
    dialog = window.friends.join_dialog
    assert dialog.error_label.isVisibleTo(dialog) and "code" in dialog.error_label.text()
    dialog.reject()


def test_a_link_with_a_demo_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        error_of([LINK, "--demo"], capsys)
        == "silver-desktop: error: a silver:// link cannot be combined with --demo"
    )


def test_a_file_url_from_the_desktop_entry_is_a_path(tmp_path: Path) -> None:
    game = tmp_path / "a game.silver"
    game.write_text("{}")
    assert parse_args([QUrl.fromLocalFile(str(game)).toString()]).open == str(game)


def test_a_link_message_from_another_launch_is_taken() -> None:
    assert parse_message(LINK.encode() + b"\n") == LINK
    assert parse_message(b"silver://x\x1b[31m/A-7KQ2XZ\n") is None
    assert parse_message(b"http://example.org/\n") is None


def test_a_second_launch_hands_its_link_to_the_running_window(
    window: MainWindow, server: HandOffServer, qtbot: QtBot
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}  # the same SILVER_DESKTOP_HOME as this window
    second = subprocess.Popen(
        [sys.executable, "-m", "silver_desktop", LINK],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
    finally:
        if second.poll() is None:
            second.kill()
        out, err = second.communicate()
    assert second.returncode == 0 and out == b"" and err == b""
    qtbot.waitUntil(lambda: join_link(window) == LINK, timeout=10_000)
    window.friends.join_dialog.reject()


def test_the_systems_open_event_with_a_link_opens_the_join_dialog(window: MainWindow, qtbot: QtBot) -> None:
    app = QApplication.instance()
    requests = OpenRequests()
    app.installEventFilter(requests)
    try:
        QCoreApplication.postEvent(app, QFileOpenEvent(QUrl(LINK)))
        QCoreApplication.processEvents()
        assert window.friends.join_dialog is None  # kept until the window takes requests
        requests.set_receiver(lambda path: show_and_open(window, path))
        assert join_link(window) == LINK
    finally:
        app.removeEventFilter(requests)
        window.friends.join_dialog.reject()


def test_the_hidden_flag_runs_the_embedded_server_without_qt(tmp_path: Path) -> None:
    # net/embedded.py is helper A's; a stand-in records the arguments it gets
    stand_in = tmp_path / "silver_desktop_net_embedded.py"
    stand_in.write_text("import sys\ndef main(argv):\n    print('served', argv)\n    return 7\n")
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(tmp_path)!r})
        import silver_desktop_net_embedded
        sys.modules["silver_desktop.net.embedded"] = silver_desktop_net_embedded
        from silver_desktop.ui.app import main
        code = main(["--embedded-server", "--away", "30", "--advertise"])
        assert not any(name.startswith("PySide6") for name in sys.modules), "Qt was imported"
        sys.exit(code)
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 7, result.stderr
    assert result.stdout == "served ['--away', '30', '--advertise']\n"


def test_the_frozen_command_uses_the_hidden_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    from silver_desktop.ui import hosting

    assert hosting.embedded_command(60, "Ada", 8765)[1:3] == ["-m", "silver_desktop.net.embedded"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert hosting.embedded_command(90, "민지", 27015) == [
        sys.executable, "--embedded-server", "--advertise", "--away", "90", "--name", "민지",
        "--port", "27015", "--fallback",
    ]  # fmt: skip
