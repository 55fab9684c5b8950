"""The table's fit checks at device pixel ratio 2: run by ``test_table_fit.py`` in a child pytest with
``QT_SCALE_FACTOR=2`` (the name does not start with ``test_``, so the main run does not collect it)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.ui.main_window import MainWindow

from .test_table_fit import check_table, play_some, setup, show, window

__all__ = ["window"]  # the fixture, for the tests below


@pytest.mark.parametrize("players", [3, 4])
def test_ratio_two(window: MainWindow, qtbot: QtBot, players: int) -> None:
    show(window, qtbot, (1280, 800), True)
    assert window.table.devicePixelRatioF() == 2
    window.start_game(setup(players))
    for _ in play_some(window, qtbot, 8, seed=players):
        check_table(window)
