"""Help ▸ Puzzles: every puzzle, grouped by deck, with its card, its title and a tick when solved.

Choosing one (Play, Enter or a double click) emits :attr:`PuzzleBrowser.chosen` with its id; the
window then sets it up on the table (:mod:`.puzzle_play`). Titles come from the puzzle files and
are shown as plain text (an item view never reads them as rich text).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..puzzles import Puzzle
from . import plain
from .card_art import CardArt
from .language import current_language, localized, number
from .puzzle_subjects import GROUPS, group_name, group_of, subject_name, subject_order, subject_picture

translate = QCoreApplication.translate

#: The height of a card's picture in the list (px).
ICON_HEIGHT = 44
#: The tick of a solved puzzle.
TICK = "✓"
#: Where an item keeps its puzzle's id.
ID_ROLE = Qt.ItemDataRole.UserRole


def solved_count(solved: int, total: int) -> str:
    """ "12 of 51 solved", in the interface's language and digits (to be :func:`localized`)."""
    text = translate("Puzzles", "{solved} of {total} solved")
    return text.format(solved=number(solved), total=number(total))


class PuzzleBrowser(QDialog):
    """The list of puzzles; :attr:`chosen` says which one to play."""

    #: the id of the puzzle to play
    chosen = Signal(str)

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        solved: set[str],
        art: CardArt,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.puzzles = list(puzzles)
        self.solved = set(solved)
        self.art = art
        self.intro = plain.wrap(QLabel())
        self.count = QLabel()
        font = self.count.font()
        font.setBold(True)
        self.count.setFont(font)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setIconSize(QSize(round(ICON_HEIGHT * 0.7), ICON_HEIGHT))
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.tree.itemActivated.connect(self._activated)
        self.tree.currentItemChanged.connect(lambda *_: self._update_play())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button = QPushButton()
        self.play_button.setDefault(True)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.play_current)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.count)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        self.resize(640, 600)
        self.retranslate()

    def retranslate(self) -> None:
        """Write every word (and the list) in the interface's current language."""
        self.setWindowTitle(translate("Puzzles", "Puzzles"))
        self.intro.setText(
            translate(
                "Puzzles",
                "Each puzzle is a short position that shows what one card or token can do. Reach its "
                "goal on the table; a hint and the solution are there if you need them.",
            )
        )
        self.tree.setHeaderLabels(
            [translate("Puzzles", "Card"), translate("Puzzles", "Puzzle"), translate("Puzzles", "Solved")]
        )
        self.tree.setAccessibleName(translate("Puzzles", "Puzzles"))
        self.play_button.setText(translate("Puzzles", "&Play"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        lang = current_language()
        current = self.current_id()
        self.tree.clear()
        dpr = self.devicePixelRatioF()
        groups: dict[str, list[Puzzle]] = {g: [] for g in GROUPS}
        for puzzle in self.puzzles:
            groups[group_of(puzzle.subjects[0])].append(puzzle)
        for group, puzzles in groups.items():
            if not puzzles:
                continue
            done = sum(p.id in self.solved for p in puzzles)
            title = translate("Puzzles", "{group} ({count})").format(
                group=group_name(group), count=solved_count(done, len(puzzles))
            )
            heading = QTreeWidgetItem([localized(title)])
            font = heading.font(0)
            font.setBold(True)
            heading.setFont(0, font)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(heading)
            heading.setFirstColumnSpanned(True)
            for puzzle in sorted(puzzles, key=lambda p: (subject_order(p.subjects[0]), p.id)):
                subject = puzzle.subjects[0]
                solved = puzzle.id in self.solved
                title = localized(puzzle.text(lang).title, lang)
                item = QTreeWidgetItem([subject_name(subject, lang), title, TICK if solved else ""])
                pixmap = subject_picture(self.art, subject, ICON_HEIGHT, dpr)
                item.setIcon(0, QIcon(pixmap))
                item.setData(0, ID_ROLE, puzzle.id)
                item.setTextAlignment(2, Qt.AlignmentFlag.AlignCenter)
                if solved:
                    item.setToolTip(2, translate("Puzzles", "Solved"))
                    item.setData(2, Qt.ItemDataRole.AccessibleTextRole, translate("Puzzles", "Solved"))
                heading.addChild(item)
                if puzzle.id == current:
                    self.tree.setCurrentItem(item)
            heading.setExpanded(True)
        done = sum(p.id in self.solved for p in self.puzzles)
        self.count.setText(localized(solved_count(done, len(self.puzzles))))
        if self.tree.currentItem() is None:  # the first puzzle not solved yet, ready to play
            first = next((i for i in self._items() if i.text(2) != TICK), None)
            if first is not None:
                self.tree.setCurrentItem(first)
        self._update_play()

    def current_id(self) -> str | None:
        """The id of the selected puzzle, or None."""
        item = self.tree.currentItem() if hasattr(self, "tree") else None
        value = item.data(0, ID_ROLE) if item is not None else None
        return value if isinstance(value, str) else None

    def select(self, puzzle_id: str) -> bool:
        """Select the puzzle ``puzzle_id`` (and scroll to it); returns whether it is listed."""
        for item in self._items():
            if item.data(0, ID_ROLE) == puzzle_id:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                return True
        return False

    def ticked(self) -> list[str]:
        """The ids of the puzzles shown with a tick, in the list's order (for tests)."""
        return [str(item.data(0, ID_ROLE)) for item in self._items() if item.text(2) == TICK]

    def _items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        for g in range(self.tree.topLevelItemCount()):
            heading = self.tree.topLevelItem(g)
            if heading is not None:
                out.extend(c for k in range(heading.childCount()) if (c := heading.child(k)) is not None)
        return out

    def _update_play(self) -> None:
        self.play_button.setEnabled(self.current_id() is not None)

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        if isinstance(item.data(0, ID_ROLE), str):
            self.play_current()

    def play_current(self) -> None:
        """Play the selected puzzle (the dialog closes)."""
        puzzle_id = self.current_id()
        if puzzle_id is not None:
            self.accept()
            self.chosen.emit(puzzle_id)


__all__ = ["PuzzleBrowser", "solved_count"]
