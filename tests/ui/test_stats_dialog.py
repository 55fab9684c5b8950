"""The Statistics dialog and its model (``silver_desktop.ui.stats_dialog``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.stats import Line, Statistics, statistics_path
from silver_desktop.ui.stats_dialog import SORT_ROLE, StatisticsDialog, StatisticsModel

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
M = StatisticsModel


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def over(totals: list[int], winner: int) -> dict[str, Any]:
    return {"winner": winner, "totals": totals, "tiebreak": False}


def call(seat: int, ok: bool) -> dict[str, Any]:
    return {
        "round": 1,
        "values": [],
        "scores": [],
        "totals": [],
        "caller": seat,
        "called_ok": ok,
        "reason": "call",
    }


def sample() -> Statistics:
    """A few games: three players with Silver, two with a mix, one with Silver Coin."""
    stats = Statistics()
    names, kinds = ("You", "Ada", "Bo"), ("human", "medium", "hard")
    stats.record_game(names, kinds, "silver", [call(0, True), call(1, False)], over([31, 44, 9], 2))
    stats.record_game(names, kinds, "silver", [call(0, True)], over([18, 25, 27], 0))
    stats.record_game(names, kinds, "silver", [call(2, True), call(0, False)], over([52, 40, 38], 2))
    stats.record_game(("You", "Ada"), ("human", "easy"), "A:AABBCCAABBCCAB", [], over([12, 7], 1))
    stats.record_game(("You", "Cy"), ("human", "easy"), "coin", [call(1, True)], over([20, 21], 0))
    return stats


def texts(model: Any, row: int) -> list[str]:
    return [model.data(model.index(row, c), DISPLAY) for c in range(model.columnCount())]


def make(qtbot: QtBot, stats: Statistics) -> StatisticsDialog:
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    return dialog


def test_model_passes_the_tester_through_changes(qapp: object) -> None:
    model = StatisticsModel()
    tester = QAbstractItemModelTester(model, FATAL)
    model.set_lines(sample().lines())
    model.set_lines([])
    model.set_lines(sample().lines())
    model.retranslate()
    assert tester is not None and model.rowCount() == 7 and model.columnCount() == M.COLUMNS == 9
    assert model.rowCount(model.index(0, 0)) == 0 and model.columnCount(model.index(0, 0)) == 0
    assert model.data(QModelIndex()) is None and model.data(model.index(7, 0)) is None


def test_model_texts(qapp: object) -> None:
    model = StatisticsModel(sample().lines())
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(M.COLUMNS)]
    assert headers == [
        "Player",
        "Edition",
        "Games",
        "Wins",
        "Win %",
        "Average score",
        "Best game",
        "Calls won",
        "Calls lost",
    ]
    assert model.headerData(M.COLUMNS, Qt.Orientation.Horizontal) is None
    rows = [texts(model, r) for r in range(model.rowCount())]
    assert rows[0] == ["Ada (Medium bot)", "Silver", "3", "0", "0%", "36.3", "25", "0", "1"]
    assert rows[1] == ["Ada (Easy bot)", "Mixed decks", "1", "1", "100%", "7.0", "7", "0", "0"]
    assert rows[2] == ["Bo (Hard bot)", "Silver", "3", "2", "67%", "24.7", "9", "1", "0"]
    assert rows[3] == ["Cy (Easy bot)", "Silver Coin", "1", "0", "0%", "21.0", "21", "1", "0"]
    assert rows[4] == ["You", "Silver", "3", "1", "33%", "33.7", "18", "2", "1"]
    assert [r[:2] for r in rows[5:]] == [["You", "Silver Coin"], ["You", "Mixed decks"]]
    assert model.data(model.index(2, M.WIN_RATE), TOOLTIP) == "2 of 3 games won"
    assert model.data(model.index(0, M.PLAYER), TOOLTIP) == "Ada: Medium bot"
    assert "74 points in 3 games" in model.data(model.index(2, M.AVERAGE), TOOLTIP)
    alignment = model.data(model.index(0, M.GAMES), Qt.ItemDataRole.TextAlignmentRole)
    assert isinstance(alignment, int) and alignment & Qt.AlignmentFlag.AlignRight.value
    assert model.data(model.index(0, M.PLAYER), Qt.ItemDataRole.TextAlignmentRole) is None
    # a line without games shows dashes, not a division by zero
    empty = StatisticsModel([Line("New", "bullet")])
    assert texts(empty, 0) == ["New", "Silver Bullet", "0", "0", "–", "–", "–", "0", "0"]


def test_sorting_is_numeric(qtbot: QtBot) -> None:
    stats = sample()
    for i in range(2, 12):  # a player with many games: "10" and "11" must sort after "9"
        stats.record_game((f"P{i}", "Zed"), ("easy", "easy"), "bullet", [], over([i, 100], 0))
    for _ in range(10):
        stats.record_game(("P11", "Zed"), ("easy", "easy"), "bullet", [], over([1, 100], 0))
    dialog = make(qtbot, stats)
    proxy = dialog.proxy
    tester = QAbstractItemModelTester(proxy, FATAL)
    assert tester is not None
    names = [proxy.data(proxy.index(r, M.PLAYER), SORT_ROLE) for r in range(proxy.rowCount())]
    assert names == sorted(names)  # by player at first
    dialog.table.sortByColumn(M.GAMES, Qt.SortOrder.DescendingOrder)
    assert texts(proxy, 0)[:3] == ["Zed (Easy bot)", "Silver Bullet", "20"]
    assert texts(proxy, 1)[:3] == ["P11 (Easy bot)", "Silver Bullet", "11"]
    games = [int(proxy.data(proxy.index(r, M.GAMES))) for r in range(proxy.rowCount())]
    assert games == sorted(games, reverse=True)
    dialog.table.sortByColumn(M.AVERAGE, Qt.SortOrder.AscendingOrder)
    averages = [float(proxy.data(proxy.index(r, M.AVERAGE))) for r in range(proxy.rowCount())]
    assert averages == sorted(averages)
    dialog.table.sortByColumn(M.EDITION, Qt.SortOrder.AscendingOrder)
    editions = [proxy.data(proxy.index(r, M.EDITION)) for r in range(proxy.rowCount())]
    assert editions[0] == "Silver" and editions[-1] == "Mixed decks"


def test_reset_after_confirmation(qtbot: QtBot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = sample()
    stats.save()
    dialog = make(qtbot, Statistics.load())
    assert dialog.model.rowCount() == 7 and dialog.pages.currentWidget() is dialog.table
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Any:
        def question(parent: QWidget, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
            asked.append(text)
            return button

        return question

    # "No" keeps everything
    monkeypatch.setattr("silver_desktop.ui.plain.question", answer(QMessageBox.StandardButton.No))
    dialog.reset_button.click()
    assert len(asked) == 1 and "cannot be undone" in asked[0]
    assert dialog.model.rowCount() == 7 and len(Statistics.load()) == 7
    # "Yes" empties the table and the file
    monkeypatch.setattr("silver_desktop.ui.plain.question", answer(QMessageBox.StandardButton.Yes))
    dialog.reset_button.click()
    assert len(asked) == 2
    assert dialog.model.rowCount() == 0 and dialog.pages.currentWidget() is dialog.empty_label
    assert not dialog.reset_button.isEnabled()
    assert Statistics.load().lines() == [] and statistics_path().is_file()


def test_reset_reports_a_failed_save(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = sample()
    dialog = make(qtbot, stats)
    warnings: list[tuple[str, str]] = []

    def failing_save(path: object = None) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats, "save", failing_save)
    monkeypatch.setattr("silver_desktop.ui.plain.question", lambda *a: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(
        "silver_desktop.ui.plain.warning",
        lambda parent, title, text, details="": warnings.append((text, details)),
    )
    assert dialog.confirm_reset()
    assert len(warnings) == 1 and "could not be saved" in warnings[0][0]
    assert "No space left" in warnings[0][1]  # the system's words, behind the Details button
    assert dialog.model.rowCount() == 0


def test_empty_and_notice(qtbot: QtBot, home: Path) -> None:
    statistics_path().write_text("{broken", encoding="utf-8")
    dialog = make(qtbot, None)  # loads from the data folder
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Statistics"
    assert dialog.notice_label.isVisible() and "statistics.json.bad" in dialog.notice_label.text()
    assert "not valid JSON" in dialog.notice_label.toolTip()
    assert dialog.pages.currentWidget() is dialog.empty_label and dialog.empty_label.isVisible()
    assert not dialog.reset_button.isEnabled()
    assert dialog.reset_button.text() == "&Reset statistics…"


def test_close_button_closes(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = make(qtbot, sample())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.notice_label.isVisible()
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        close.click()
    assert not dialog.isVisible()
    hint, screen = dialog.sizeHint(), dialog.screen().availableGeometry()
    assert 400 <= hint.width() <= screen.width() and hint.height() <= screen.height()
