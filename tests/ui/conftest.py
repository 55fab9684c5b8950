"""Shared fixtures of the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow


@pytest.fixture
def window_size() -> tuple[int, int] | None:
    """The size the ``window`` fixture opens at (None: the window's own); a test module overrides it."""
    return None


@pytest.fixture
def window(qtbot: QtBot, window_size: tuple[int, int] | None) -> Iterator[MainWindow]:
    """A main window, shown: the bundled fonts loaded, no animations, bots without their pause. It is
    closed after the test, and the interface is back in English."""
    load_fonts()
    w = MainWindow(speed="off", interactive=False)
    w.session.bot_pause_ms = 0
    qtbot.addWidget(w)
    if window_size is not None:
        w.resize(*window_size)
    w.show()
    yield w
    w.close()
    apply_language("en")
