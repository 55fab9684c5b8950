"""Help ▸ Keyboard shortcuts: every key the window answers to, in the interface's language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate


def table_keys() -> list[tuple[str, str]]:
    """The keys of the table itself, which no menu lists."""
    return [
        (
            translate("Shortcuts", "Arrow keys"),
            translate("Shortcuts", "Move between the cards you may choose"),
        ),
        (
            translate("Shortcuts", "Enter or Space"),
            translate("Shortcuts", "Choose the card in the focus ring"),
        ),
        (
            translate("Shortcuts", "Z or +"),
            translate("Shortcuts", "Show the card in the focus ring large, with its whole ability"),
        ),
        (
            translate("Shortcuts", "T"),
            translate("Shortcuts", "Try a puzzle with the card shown large"),
        ),
        (translate("Shortcuts", "Escape"), translate("Shortcuts", "Take back a half-made choice")),
        (
            translate("Shortcuts", "Alt+1 ... Alt+9"),
            translate("Shortcuts", "Press the buttons above the table"),
        ),
    ]


def action_keys(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for each action that has a shortcut, as the menus name them."""
    rows = []
    for action in actions:
        # each key once, none empty (a standard key this platform lacks reads as "")
        keys = list(
            dict.fromkeys(
                text
                for k in action.shortcuts()
                if (text := k.toString(QKeySequence.SequenceFormat.NativeText))
            )
        )
        if keys:
            rows.append((", ".join(keys), action.text().replace("&", "").rstrip(".…")))
    return rows


class ShortcutsDialog(QDialog):
    """A two-column table: keys and what they do."""

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        rows = action_keys(actions) + table_keys()
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([translate("Shortcuts", "Keys"), translate("Shortcuts", "Does")])
        self.table.setAccessibleName(translate("Shortcuts", "Keyboard shortcuts"))
        for r, (keys, what) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(keys))
            self.table.setItem(r, 1, QTableWidgetItem(what))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(560, 520)


__all__ = ["ShortcutsDialog", "action_keys", "table_keys"]
