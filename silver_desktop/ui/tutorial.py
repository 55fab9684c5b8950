"""The first-turn tutorial: a panel over the table that explains the three things a turn can be."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate


class TutorialPanel(QFrame):
    """Shown on a person's first turn; "Got it" hides it, "Don't show again" for good."""

    dismissed = Signal(bool)  # True: never show again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Tutorial")
        self.setStyleSheet(
            "#Tutorial { background: #f6f0e1; border-bottom: 2px solid #c9a74a; }"
            "#Tutorial QLabel { color: #2b2523; font-size: 14px; }"
        )
        text = QLabel(
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
        text.setWordWrap(True)
        self.ok_button = QPushButton(translate("Tutorial", "Got it"))
        self.never_button = QPushButton(translate("Tutorial", "Don't show again"))
        self.ok_button.clicked.connect(lambda: self._close(False))
        self.never_button.clicked.connect(lambda: self._close(True))
        buttons = QVBoxLayout()
        buttons.addWidget(self.ok_button)
        buttons.addWidget(self.never_button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(text, 1)
        layout.addLayout(buttons)
        self.hide()

    def _close(self, never: bool) -> None:
        self.hide()
        self.dismissed.emit(never)
