"""Help ▸ Rules: the rule texts of ``translations/rules/<lang>/`` as rich text, right to left for Persian.

A contents list on the side picks a part (the basics, each edition, promos, combining decks, the
app's decisions); "Only what this deck needs" limits the list to the editions in play. The window
is not modal, so a player can read while playing, and it follows a change of language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.config import DeckSpec
from ..rules_text import PARTS, part_title, parts_for, rules_markdown
from .language import current_language, is_right_to_left

translate = QCoreApplication.translate


class RulesViewer(QDialog):
    """The rules, one part at a time, with a contents list."""

    def __init__(self, deck: DeckSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesViewer")
        self.deck = deck
        self.resize(900, 680)
        self.contents = QListWidget()
        self.contents.setMaximumWidth(260)
        self.contents.currentRowChanged.connect(self._show_part)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.only_deck = QCheckBox()
        self.only_deck.setChecked(deck is not None)
        self.only_deck.setEnabled(deck is not None)
        self.only_deck.toggled.connect(self._fill)
        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.only_deck)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        QShortcut(QKeySequence.StandardKey.Find, self, self.text.setFocus)
        self.parts: list[str] = []
        self.lang = current_language()
        self.retranslate()

    def set_deck(self, deck: DeckSpec | None) -> None:
        """The deck whose editions "Only what this deck needs" keeps."""
        self.deck = deck
        self.only_deck.setEnabled(deck is not None)
        self.only_deck.setChecked(deck is not None)
        self._fill()

    def retranslate(self) -> None:
        """Write the window and the rules in the interface's current language."""
        self.lang = current_language()
        self.setWindowTitle(translate("RulesViewer", "Rules"))
        self.only_deck.setText(translate("RulesViewer", "Only what this deck needs"))
        self.contents.setAccessibleName(translate("RulesViewer", "Contents"))
        self.text.setAccessibleName(translate("RulesViewer", "Rule text"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        """Follow a change of the interface language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "parts"):
            self.retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        """List the parts to read and show the first (or the one that was shown, if still listed)."""
        shown = (
            self.parts[self.contents.currentRow()]
            if 0 <= self.contents.currentRow() < len(self.parts)
            else ""
        )
        self.parts = parts_for(self.deck) if self.only_deck.isChecked() else list(PARTS)
        self.contents.blockSignals(True)
        self.contents.clear()
        for part in self.parts:
            item = QListWidgetItem(part_title(self.lang, part))
            item.setData(Qt.ItemDataRole.UserRole, part)
            self.contents.addItem(item)
        self.contents.blockSignals(False)
        self.contents.setCurrentRow(self.parts.index(shown) if shown in self.parts else 0)

    def _show_part(self, row: int) -> None:
        if not 0 <= row < len(self.parts):
            return
        document = QTextDocument(self.text)
        document.setDefaultFont(self.text.font())
        option = QTextOption()
        rtl = is_right_to_left(self.lang)
        option.setTextDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
        option.setAlignment(Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        document.setDefaultTextOption(option)
        document.setDefaultStyleSheet("h1 { color: #6b4f1d; } h2 { color: #2f5d46; } h3 { color: #444; }")
        document.setMarkdown(rules_markdown(self.lang, [self.parts[row]]))
        direction = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        block = document.begin()
        while block.isValid():  # headings too: every block starts on the reader's side
            cursor = QTextCursor(block)
            block_format = block.blockFormat()
            block_format.setLayoutDirection(direction)
            block_format.setAlignment(Qt.AlignmentFlag.AlignLeading)
            cursor.setBlockFormat(block_format)
            block = block.next()
        self.text.setDocument(document)
        self.text.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
        )

    def shown_part(self) -> str:
        """The key of the part on screen (for tests)."""
        row = self.contents.currentRow()
        return self.parts[row] if 0 <= row < len(self.parts) else ""


__all__ = ["RulesViewer"]
