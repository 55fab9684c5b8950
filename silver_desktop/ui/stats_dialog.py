"""The Statistics dialog: a sortable table of every player's results per edition, and a reset.

:class:`StatisticsModel` shows the lines of a :class:`~silver_desktop.stats.Statistics`; the dialog
sorts them through a :class:`QSortFilterProxyModel` (numbers sort as numbers, via :data:`SORT_ROLE`).
Everything is laid out with layouts, so Qt mirrors the dialog in right-to-left languages, and every
visible string goes through ``self.tr`` or ``QCoreApplication.translate("StatisticsDialog", ...)`` with
literal text, so ``pyside6-lupdate`` finds it. Display texts are built in :meth:`StatisticsModel.data`,
so a change of language shows at the next repaint (the dialog tells the views on ``LanguageChange``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Edition
from ..stats import EDITIONS, Line, Statistics
from . import plain
from .game_setup import SeatKind
from .language import number
from .new_game import edition_name, seat_kind_name

log = logging.getLogger(__name__)

ModelIndex = QModelIndex | QPersistentModelIndex

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
#: The role the proxy sorts by: a number for number columns, a case-folded name for the player.
SORT_ROLE = Qt.ItemDataRole.UserRole
#: Numbers are right-aligned (as an int: that is what item views and the model tester expect).
NUMBER_ALIGNMENT = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
#: Shown for a number that does not exist yet (no game played).
NO_NUMBER = "–"
#: The dialog opens tall enough for this many rows.
VISIBLE_ROWS = 12


def kind_name(kind: str) -> str:
    """Who played a line's name last ("Medium bot"), translated; "" for an unknown kind."""
    try:
        return seat_kind_name(SeatKind(kind))
    except ValueError:
        return ""


def edition_label(edition: str) -> str:
    """The translated name of what a line's decks were: an edition, or mixed decks."""
    if edition == "mix":
        return QCoreApplication.translate("StatisticsDialog", "Mixed decks")
    try:
        return edition_name(Edition(edition))
    except ValueError:
        return edition


class StatisticsModel(QAbstractTableModel):
    """One row per (player, edition): games, wins, win rate, average and best total, calls won and lost."""

    PLAYER, EDITION, GAMES, WINS, WIN_RATE, AVERAGE, BEST, CALLS_OK, CALLS_FAILED = range(9)
    COLUMNS = 9
    NUMBER_COLUMNS = frozenset(range(GAMES, COLUMNS))

    def __init__(self, lines: Sequence[Line] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[Line] = list(lines)

    def set_lines(self, lines: Sequence[Line]) -> None:
        """Show ``lines`` instead of the current ones (a model reset)."""
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()

    def lines(self) -> list[Line]:
        """The lines as shown, in model order (for tests and the dialog)."""
        return list(self._lines)

    def retranslate(self) -> None:
        """Tell the views that every text may have changed (after a change of language)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self._lines:
            bottom_right = self.index(len(self._lines) - 1, self.COLUMNS - 1)
            self.dataChanged.emit(self.index(0, 0), bottom_right, [DISPLAY, TOOLTIP])

    # ------------------------------------------------------------------ the model interface
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Number of lines (no children)."""
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Number of columns (no children)."""
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> str | int | None:
        """Column titles with explanations as tooltips; rows are numbered."""
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self.COLUMNS:
                return None
            if role == DISPLAY:
                return self._title(section)
            if role == TOOLTIP:
                return self._explanation(section)
            if role == ALIGNMENT and section in self.NUMBER_COLUMNS:
                return NUMBER_ALIGNMENT
            return None
        if 0 <= section < len(self._lines) and role == DISPLAY:
            return number(section + 1)
        return None

    @classmethod
    def _title(cls, column: int) -> str:
        titles = {
            cls.PLAYER: QCoreApplication.translate("StatisticsDialog", "Player"),
            cls.EDITION: QCoreApplication.translate("StatisticsDialog", "Edition"),
            cls.GAMES: QCoreApplication.translate("StatisticsDialog", "Games"),
            cls.WINS: QCoreApplication.translate("StatisticsDialog", "Wins"),
            cls.WIN_RATE: QCoreApplication.translate("StatisticsDialog", "Win %"),
            cls.AVERAGE: QCoreApplication.translate("StatisticsDialog", "Average score"),
            cls.BEST: QCoreApplication.translate("StatisticsDialog", "Best game"),
            cls.CALLS_OK: QCoreApplication.translate("StatisticsDialog", "Calls won"),
            cls.CALLS_FAILED: QCoreApplication.translate("StatisticsDialog", "Calls lost"),
        }
        return titles[column]

    @classmethod
    def _explanation(cls, column: int) -> str:
        texts = {
            cls.PLAYER: QCoreApplication.translate(
                "StatisticsDialog", "The player's name, and who played it last"
            ),
            cls.EDITION: QCoreApplication.translate(
                "StatisticsDialog", "The edition the games were played with"
            ),
            cls.GAMES: QCoreApplication.translate("StatisticsDialog", "Finished games"),
            cls.WINS: QCoreApplication.translate(
                "StatisticsDialog", "Games won (the lowest total; ties broken by the token)"
            ),
            cls.WIN_RATE: QCoreApplication.translate("StatisticsDialog", "The share of games won"),
            cls.AVERAGE: QCoreApplication.translate(
                "StatisticsDialog", "The average game total (lower is better)"
            ),
            cls.BEST: QCoreApplication.translate("StatisticsDialog", "The lowest game total"),
            cls.CALLS_OK: QCoreApplication.translate(
                "StatisticsDialog", "Calls for a vote with the lowest village (the caller scores 0)"
            ),
            cls.CALLS_FAILED: QCoreApplication.translate(
                "StatisticsDialog", "Calls for a vote without the lowest village (10 points added)"
            ),
        }
        return texts[column]

    def data(self, index: ModelIndex, role: int = DISPLAY) -> str | int | float | None:
        """Texts, tooltips, number alignment and sort keys."""
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line, column = self._lines[index.row()], index.column()
        if not 0 <= column < self.COLUMNS:
            return None
        if role == DISPLAY:
            return self._display(line, column)
        if role == TOOLTIP:
            return plain.tooltip(self._tooltip(line, column))
        if role == SORT_ROLE:
            return self._sort_key(line, column)
        if role == ALIGNMENT and column in self.NUMBER_COLUMNS:
            return NUMBER_ALIGNMENT
        return None

    def _display(self, line: Line, column: int) -> str:
        if column == self.PLAYER:
            kind = kind_name(line.kind)
            if line.kind == SeatKind.HUMAN.value or not kind:
                return line.name
            return plain.fill(QCoreApplication.translate("StatisticsDialog", "%1 (%2)"), line.name, kind)
        if column == self.EDITION:
            return edition_label(line.edition)
        if column == self.WIN_RATE:
            rate = line.win_rate
            return (
                NO_NUMBER
                if rate is None
                else QCoreApplication.translate("StatisticsDialog", "%1%").replace(
                    "%1", number(round(rate * 100))
                )
            )
        if column == self.AVERAGE:
            average = line.average
            return NO_NUMBER if average is None else number(f"{average:.1f}")
        if column == self.BEST:
            return NO_NUMBER if line.best is None else number(line.best)
        return number(self._count(line, column))

    def _count(self, line: Line, column: int) -> int:
        counts = {
            self.GAMES: line.games,
            self.WINS: line.wins,
            self.CALLS_OK: line.calls_ok,
            self.CALLS_FAILED: line.calls_failed,
        }
        return counts[column]

    def _tooltip(self, line: Line, column: int) -> str:
        if column == self.PLAYER:
            kind = kind_name(line.kind)
            if not kind:
                return line.name
            return plain.fill(QCoreApplication.translate("StatisticsDialog", "%1: %2"), line.name, kind)
        if column == self.WIN_RATE:
            return (
                QCoreApplication.translate("StatisticsDialog", "%1 of %2 games won")
                .replace("%1", number(line.wins))
                .replace("%2", number(line.games))
            )
        if column == self.AVERAGE:
            return (
                QCoreApplication.translate("StatisticsDialog", "All games together: %1 points in %2 games")
                .replace("%1", number(line.total_score))
                .replace("%2", number(line.games))
            )
        return self._explanation(column)

    def _sort_key(self, line: Line, column: int) -> str | int | float:
        if column == self.PLAYER:
            return line.name.casefold()
        if column == self.EDITION:
            return EDITIONS.index(line.edition) if line.edition in EDITIONS else len(EDITIONS)
        if column == self.WIN_RATE:
            return -1.0 if line.win_rate is None else line.win_rate
        if column == self.AVERAGE:
            return -1.0 if line.average is None else line.average
        if column == self.BEST:
            return -1 if line.best is None else line.best
        return self._count(line, column)


class StatisticsDialog(QDialog):
    """Every player's results per edition in a sortable table, with "Reset statistics…" and Close.

    ``StatisticsDialog(stats)`` shows ``stats`` (loaded from the data folder if None) and, on a confirmed
    reset, empties and saves them. :attr:`stats` is the shown object.
    """

    def __init__(self, stats: Statistics | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats if stats is not None else Statistics.load()
        self.setObjectName("StatisticsDialog")
        self.model = StatisticsModel(parent=self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._build()
        self._retranslate()
        self.refresh()
        # Wide enough for every column (show() would cap the size at 2/3 of the screen).
        self.table.resizeColumnsToContents()
        columns = self.table.horizontalHeader().length() + self.table.frameWidth() * 2 + 40
        self.resize(max(self.sizeHint().width(), columns), self.sizeHint().height())

    def _build(self) -> None:
        self._layout = layout = QVBoxLayout(self)

        self.notice_label = plain.label()
        self.notice_label.setObjectName("statisticsNotice")
        plain.wrap(self.notice_label)
        layout.addWidget(self.notice_label)

        self.pages = QStackedWidget()
        self.empty_label = plain.label()
        self.empty_label.setObjectName("statisticsEmpty")
        plain.wrap(self.empty_label)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.pages.addWidget(self.empty_label)

        self.table = QTableView()
        self.table.setObjectName("statisticsTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(StatisticsModel.PLAYER, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setHighlightSections(False)
        self.pages.addWidget(self.table)
        layout.addWidget(self.pages, 1)

        self.hint_label = plain.label()
        plain.wrap(self.hint_label)
        self.hint_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.hint_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatistics")
        self.reset_button.setAutoDefault(False)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _retranslate(self) -> None:
        """Set every text the dialog owns (the model builds its own)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.empty_label.setText(self.tr("No finished games yet. Results appear here after each game."))
        self._show_hint()
        self.reset_button.setText(self.tr("&Reset statistics…"))
        self.table.setAccessibleName(self.tr("Statistics per player and edition"))
        self._show_notice()

    def _show_hint(self) -> None:
        """How to read the table, and that practice games are not in it (when there are some)."""
        hint = self.tr("Every seat counts, bots included. Scores are penalty points: lower is better.")
        if self.stats.practice_lines():
            hint += " " + self.tr(
                "Practice games are not counted here: those played with practice undo, opened from a "
                "file changed outside the app or saved elsewhere, or whose replay was watched before "
                "the end."
            )
        self.hint_label.setText(hint)

    def _show_notice(self) -> None:
        """Explain, if the file was bad, that the statistics start afresh (details in the tooltip)."""
        stats = self.stats
        if stats.notice and stats.bad_path is not None:
            text = self.tr(
                "The saved statistics could not be read. They were kept as %1; counting starts again."
            )
            self.notice_label.setText(text.replace("%1", stats.bad_path.name))
        elif stats.notice:
            self.notice_label.setText(
                self.tr("The saved statistics could not be read; new results will not be saved over them.")
            )
        self.notice_label.setToolTip(plain.tooltip(stats.notice))
        self.notice_label.setVisible(bool(stats.notice))

    def refresh(self) -> None:
        """Show the current content of :attr:`stats`."""
        lines = self.stats.lines()
        self.model.set_lines(lines)
        self.pages.setCurrentWidget(self.table if lines else self.empty_label)
        self._show_hint()
        self.reset_button.setEnabled(bool(lines))
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Wide enough for every column and tall enough for up to :data:`VISIBLE_ROWS` rows, within most
        of the screen (smaller screens scroll the table)."""
        hint = super().sizeHint()
        table = self.table
        header = table.horizontalHeader()
        columns = range(StatisticsModel.COLUMNS)
        width = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        width += table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth()
        rows = min(self.model.rowCount(), VISIBLE_ROWS)
        row_height = max(table.verticalHeader().defaultSectionSize(), table.sizeHintForRow(0))
        height = header.sizeHint().height() + rows * row_height + 2 * table.frameWidth()
        margins = self._layout.contentsMargins()
        width = max(hint.width(), width + margins.left() + margins.right())
        screen = self.screen()
        available = screen.availableGeometry() if screen is not None else None
        if available is not None and width > available.width() * 9 // 10:
            width = available.width() * 9 // 10
            height += table.horizontalScrollBar().sizeHint().height()
        if self.pages.currentWidget() is table:
            height = hint.height() + max(0, height - self.pages.sizeHint().height())
        else:
            height = hint.height()
        if available is not None:
            height = min(height, available.height() * 9 // 10)
        return QSize(width, height)

    def confirm_reset(self) -> bool:
        """Ask, then forget every result and save; return whether the statistics were reset."""
        answer = plain.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget the results of every player? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.stats.reset()
        try:
            self.stats.save()
        except OSError as e:
            log.warning("cannot save the reset statistics: %s", e)
            plain.warning(
                self,
                self.tr("Reset statistics"),
                self.tr("The statistics were reset, but could not be saved."),
                f"{e.filename or self.stats.path}: {e.strerror or e}",
            )
        self.refresh()
        return True

    def changeEvent(self, event: QEvent) -> None:
        """Follow a change of language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.model.retranslate()
        super().changeEvent(event)


__all__ = ["SORT_ROLE", "StatisticsDialog", "StatisticsModel", "edition_label", "kind_name"]
