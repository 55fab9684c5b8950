"""The window at its first start: on a screen too small for it and its title bar, it is maximized, so
that the frame never pushes the person's own village off the bottom of the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from pytestqt.qtbot import QtBot

from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.main_window import FRAME_WAIT_MS, MainWindow, frame_overflows

ROOM = QRect(0, 0, 1366, 728)  # a 1366 x 768 laptop, less its task bar


@pytest.mark.parametrize(
    ("frame", "overflows"),
    [
        (QRect(0, 0, 1284, 804), False),  # a thin border around a window that fills the room
        (QRect(0, 0, 1282, 758), True),  # a title bar under the task bar
        (QRect(-30, 0, 1280, 700), True),
        (QRect(40, 20, 1280, 700), False),
        (QRect(ROOM.left(), ROOM.top(), ROOM.width() + 8, ROOM.height() + 8), False),
        (QRect(ROOM.left(), ROOM.top(), ROOM.width(), ROOM.height() + 9), True),
    ],
)
def test_a_frame_overflows_the_screen_by_more_than_a_border(frame: QRect, overflows: bool) -> None:
    room = QRect(0, 0, 1366, 800) if frame.height() == 804 else ROOM
    assert frame_overflows(frame, room) is overflows


def first_window(qtbot: QtBot, frame: QRect | None) -> MainWindow:
    """A window of a first start, shown; ``frame`` stands for the one a window manager would add."""
    load_fonts()
    w = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(w)
    if frame is not None:
        w.frameGeometry = lambda: frame  # type: ignore[method-assign]
    w.show()
    return w


def test_a_window_pushed_off_the_screen_by_its_title_bar_is_maximized(qtbot: QtBot) -> None:
    screen = first_window(qtbot, None).screen()
    room = screen.availableGeometry()
    title_bar = QRect(room.left(), room.top(), room.width() + 2, room.height() + 30)
    w = first_window(qtbot, title_bar)
    assert not w.isMaximized()
    qtbot.waitUntil(w.isMaximized, timeout=FRAME_WAIT_MS + 2000)
    w.close()


def test_a_window_that_fits_with_its_frame_stays_as_it_is(qtbot: QtBot) -> None:
    w = first_window(qtbot, None)  # the platform's own frame: a thin border at most
    qtbot.wait(FRAME_WAIT_MS + 200)
    assert not w.isMaximized()
    w.close()


def test_a_window_resized_before_its_frame_is_seen_keeps_its_size(qtbot: QtBot) -> None:
    screen = first_window(qtbot, None).screen()
    room = screen.availableGeometry()
    w = first_window(qtbot, QRect(room.left(), room.top(), room.width(), room.height() + 30))
    w.resize(QSize(820, 600))  # somebody chose a size
    qtbot.wait(FRAME_WAIT_MS + 200)
    assert not w.isMaximized() and w.size() == QSize(820, 600)
    w.close()
