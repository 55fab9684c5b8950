"""The first-turn tutorial: a panel over the table that explains the three things a turn can be."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import plain

translate = QCoreApplication.translate


class TutorialPanel(QFrame):
    """Shown on a person's first turn until they say "Got it" (then not again: the Settings dialog
    can turn it back on)."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Tutorial")
        self.setStyleSheet(
            "#Tutorial { background: #f6f0e1; border: 2px solid #c9a74a; border-radius: 8px; }"
            "#Tutorial QLabel { color: #2b2523; font-size: 13px; }"
        )
        self.text = text = QLabel()
        plain.wrap(text)
        self.ok_button = QPushButton()
        self.ok_button.clicked.connect(self._close)
        buttons = QVBoxLayout()
        buttons.addWidget(self.ok_button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(text, 1)
        layout.addLayout(buttons)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Write every text in the interface's current language."""
        self.text.setText(
            translate(
                "Tutorial",
                "<b>Your turn: three ways to play.</b><br>"
                "<b>Draw</b> the top card of the deck: exchange it for one of your cards (or a set of "
                "matching cards), or discard it, or discard it to use its ability.<br>"
                "<b>Take</b> the top card of the discard pile and exchange it into your village.<br>"
                "<b>Call for a vote</b> when you think your village is the lowest: everyone else plays "
                "one more turn, then the round is scored. Low scores win.",
            )
        )
        self.ok_button.setText(translate("Tutorial", "Got it"))
        self.ok_button.setToolTip(
            plain.tooltip(
                translate(
                    "Tutorial", "It will not show again. Settings can turn the first-turn tutorial back on."
                )
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _close(self) -> None:
        self.hide()
        self.dismissed.emit()
