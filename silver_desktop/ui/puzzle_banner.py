"""The banner above the table while a puzzle is played: its title, its goal in one sentence, a
message (the hint, the solution, whether the goal was reached) and the puzzle's buttons.

The puzzle's own texts come from its file and are shown as plain text; the buttons and the
sentences around them go through Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from . import plain
from .fonts import scaled
from .language import localized

translate = QCoreApplication.translate

#: The message's colour for each kind of message.
COLOURS = {"solved": "#1d6b2f", "shown": "#1d6b2f", "failed": "#8c1c13"}


class PuzzleBanner(QFrame):
    """The puzzle's goal and buttons, in a band across the top of the table page."""

    hint_clicked = Signal()
    solution_clicked = Signal()
    step_clicked = Signal()
    retry_clicked = Signal()
    next_clicked = Signal()
    browse_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PuzzleBanner")
        self.setStyleSheet(
            "#PuzzleBanner { background: #f6f0e1; border: 2px solid #c9a74a; border-radius: 8px; }"
            "#PuzzleBanner QLabel { color: #2b2523; }"
        )
        self.title = plain.label()
        font = scaled(self.title.font(), 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.goal = plain.wrap(plain.label())
        self.goal.setFont(scaled(self.goal.font(), 1.1))
        self.message = plain.wrap(plain.label())
        # a line is kept for the message, so the table does not move when one appears
        self.message.setMinimumHeight(self.message.fontMetrics().height())
        #: the kind of message shown ("" when none): hint, solution, solved or failed
        self.kind = ""
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.goal)
        words.addWidget(self.message)
        self.hint_button = QPushButton()
        self.solution_button = QPushButton()
        self.step_button = QPushButton()
        self.retry_button = QPushButton()
        self.next_button = QPushButton()
        self.browse_button = QPushButton()
        self.hint_button.clicked.connect(self.hint_clicked)
        self.solution_button.clicked.connect(self.solution_clicked)
        self.step_button.clicked.connect(self.step_clicked)
        self.retry_button.clicked.connect(self.retry_clicked)
        self.next_button.clicked.connect(self.next_clicked)
        self.browse_button.clicked.connect(self.browse_clicked)
        buttons = QGridLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.hint_button, 0, 0)
        buttons.addWidget(self.solution_button, 0, 1)
        buttons.addWidget(self.step_button, 0, 2)
        buttons.addWidget(self.retry_button, 1, 0)
        buttons.addWidget(self.next_button, 1, 1)
        buttons.addWidget(self.browse_button, 1, 2)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addLayout(words, 1)
        row.addLayout(buttons)
        self.step_button.hide()
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Write the buttons in the interface's current language."""
        self.hint_button.setText(translate("Puzzles", "Hint"))
        self.solution_button.setText(translate("Puzzles", "Show solution"))
        self.step_button.setText(translate("Puzzles", "Play the next step"))
        self.retry_button.setText(translate("Puzzles", "Try again"))
        self.next_button.setText(translate("Puzzles", "Next puzzle"))
        self.browse_button.setText(translate("Puzzles", "All puzzles"))
        self.setAccessibleName(translate("Puzzles", "Puzzle"))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_puzzle(self, title: str, goal: str, lang: str) -> None:
        """A puzzle begins: its title and goal (from its file), no message yet."""
        heading = translate("Puzzles", "Puzzle: {title}").format(title=title)
        self.title.setText(localized(heading, lang))
        self.goal.setText(localized(goal, lang))
        self.show_message("", "")
        self.show_steps(False)
        self.show()

    def show_message(self, text: str, kind: str) -> None:
        """Show ``text`` under the goal (``kind``: hint, solution, solved, shown, failed), or none for ""."""
        self.kind = kind if text else ""
        self.message.setText(text)
        font = self.message.font()
        font.setBold(kind in COLOURS)
        self.message.setFont(font)
        self.message.setStyleSheet(f"color: {COLOURS.get(kind, '#2b2523')};")

    def show_steps(self, shown: bool, enabled: bool = True) -> None:
        """Show (or hide) the button that plays the solution's next step on the table."""
        self.step_button.setVisible(shown)
        self.step_button.setEnabled(enabled)

    def texts(self) -> str:
        """The title, the goal and the message as shown (for tests)."""
        return "\n".join(w.text() for w in (self.title, self.goal, self.message) if w.text())


__all__ = ["PuzzleBanner"]
