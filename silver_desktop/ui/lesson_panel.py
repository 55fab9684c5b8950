"""The lessons' widgets: the panel over the table that says what each step teaches, and the
chooser that starts, continues or starts over a lesson (Welcome ▸ Learn to play, Help ▸ Learn to play).

Lesson texts come from files, so every one of them is shown as plain text.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..guide import Lesson
from . import plain
from .language import current_language, localized, number

translate = QCoreApplication.translate

#: the most the panel takes of the table's width (pixels), so the table beside it stays in sight
PANEL_WIDTH = 380


class LessonPanel(QFrame):
    """A step's explanation, what went wrong if anything did, and the step's buttons."""

    #: the person has read an explaining step
    next_clicked = Signal()
    #: the person leaves the lesson (it can be continued later)
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Lesson")
        self.setStyleSheet(
            "#Lesson { background: #f6f0e1; border: 3px solid #22d3ee; border-radius: 8px; }"
            "#Lesson QLabel { color: #2b2523; font-size: 14px; }"
            "#Lesson QLabel#LessonProblem { color: #a3161a; font-weight: bold; }"
            "#Lesson QLabel#LessonNote { color: #0e5f6e; font-weight: bold; }"
            "#Lesson QLabel#LessonHeading { color: #5b4a1a; font-size: 12px; }"
        )
        self.heading = plain.wrap(QLabel())
        self.heading.setObjectName("LessonHeading")
        self.text = plain.wrap(QLabel())
        self.problem = plain.wrap(QLabel())
        self.problem.setObjectName("LessonProblem")
        self.problem.hide()
        self.note = plain.wrap(QLabel())
        self.note.setObjectName("LessonNote")
        self.note.hide()
        for label in (self.heading, self.text, self.note, self.problem):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.next_button = QPushButton()
        self.leave_button = QPushButton()
        self.next_button.clicked.connect(self.next_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self._last = False
        self.hide()
        self.retranslate()

    def show_step(self, title: str, index: int, count: int, text: str, explains: bool) -> None:
        """Step ``index`` (from 0) of ``count`` of the lesson ``title``: its ``text``, and Next when
        it only ``explains`` (Finish on the last step)."""
        lang = current_language()
        self.heading.setText(
            localized(
                translate("Lesson", "{title}: step {n} of {count}").format(
                    title=title, n=number(index + 1, lang), count=number(count, lang)
                ),
                lang,
            )
        )
        self.text.setText(localized(text, lang))
        self.problem.hide()
        self.problem.setText("")
        self.show_note("")
        self._last = index == count - 1
        self.next_button.setVisible(explains)
        self.next_button.setDefault(explains)
        self.retranslate()
        self.show()  # the table view places it again as its layout asks for another size

    def show_problem(self, text: str) -> None:
        """What went wrong, in one sentence, under the step's text."""
        self.problem.setText(localized(text, current_language()))
        self.problem.show()

    def show_note(self, text: str) -> None:
        """What to do before the step can go on (press Continue...), under the step's text; "" hides it."""
        self.note.setText(localized(text, current_language()) if text else "")
        self.note.setVisible(bool(text))

    def retranslate(self) -> None:
        """Write the buttons' texts in the interface's current language."""
        self.next_button.setText(
            translate("Lesson", "Finish the lesson") if self._last else translate("Lesson", "Next")
        )
        self.leave_button.setText(translate("Lesson", "Leave the lesson"))
        self.leave_button.setToolTip(
            translate("Lesson", "You can continue the lesson later from Learn to play.")
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class LessonChooser(QDialog):
    """The lessons, each with Start, or Continue the lesson and Start over when it was left unfinished."""

    #: (lesson id, resume)
    chosen = Signal(str, bool)

    def __init__(
        self, lessons: Sequence[Lesson], progress: dict[str, int], parent: QWidget | None = None
    ) -> None:
        """``progress``: lesson id -> the step to resume at (lessons left unfinished)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Lesson", "Learn to play"))
        lang = current_language()
        intro = plain.wrap(
            QLabel(
                translate(
                    "Lesson",
                    "A short game on a prepared deal where the table shows you each move. Start with "
                    "Silver; the other lessons show what Silver Bullet and Silver Coin add.",
                )
            )
        )
        grid = QGridLayout()
        #: lesson id -> its buttons (for tests)
        self.buttons: dict[str, list[QPushButton]] = {}
        for row, lesson in enumerate(lessons):
            title = plain.wrap(QLabel(lesson.titled(lang)))
            title.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(title, row, 0)
            step = progress.get(lesson.id, 0)
            if step:
                pairs = [
                    (translate("Lesson", "Continue the lesson"), True),
                    (translate("Lesson", "Start over"), False),
                ]
                title.setText(
                    localized(
                        translate("Lesson", "{title} (left at step {n})").format(
                            title=lesson.titled(lang), n=number(step + 1, lang)
                        ),
                        lang,
                    )
                )
            else:
                pairs = [(translate("Lesson", "Start"), False)]
            self.buttons[lesson.id] = []
            for column, (text, resume) in enumerate(pairs, start=1):
                button = QPushButton(text)
                button.clicked.connect(lambda _=False, i=lesson.id, r=resume: self._choose(i, r))
                grid.addWidget(button, row, column)
                self.buttons[lesson.id].append(button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(close)
        self.setMinimumWidth(560)

    def _choose(self, lesson_id: str, resume: bool) -> None:
        self.chosen.emit(lesson_id, resume)
        self.accept()
