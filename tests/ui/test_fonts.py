"""Font sizes: a larger font from one sized in pixels (the app's) or in points (a widget's default)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from silver_desktop.ui.fonts import scaled, ui_font


def test_a_font_sized_in_pixels_grows_in_pixels(qtbot: QtBot) -> None:
    bigger = scaled(ui_font(14), 1.15)
    assert bigger.pixelSize() == 16  # not setPointSizeF(-1.15): Qt warns and keeps the old size


def test_a_font_sized_in_points_grows_in_points(qtbot: QtBot) -> None:
    font = QFont()
    font.setPointSizeF(10.0)
    assert scaled(font, 2.0).pointSizeF() == 20.0
    assert font.pointSizeF() == 10.0  # the original is left as it was
