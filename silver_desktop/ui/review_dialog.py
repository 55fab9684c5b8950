"""Review my game: the person's decisions the Hard bot would have taken differently, on the table.

The review runs in the background (:class:`~.review_job.ReviewJob`) with a progress bar and Cancel;
the dialog stays responsive meanwhile. Its list holds the marked moments; choosing one lays the
table out *as the person saw it then* (their own :class:`~silver_desktop.engine.view.PlayerView`,
never the replay's everything-faceup view), rings the person's action (lifted, orange) and the
better one (green), and says why in words built from that view only (``review_text.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine.history import Game
from ..review import Mark, Review
from . import plain
from .card_art import CardArt
from .language import current_language, localized, number
from .review_job import ReviewJob
from .review_text import mark_text, plurals
from .table.scene import TableScene
from .table.view import TableView

translate = QCoreApplication.translate


class ReviewDialog(QDialog):
    """The review of ``seat``'s decisions in the finished ``game``."""

    def __init__(
        self,
        game: Game,
        seat: int,
        names: Sequence[str],
        art: CardArt,
        namer: Callable[[str], str],
        seed: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.resize(1200, 760)
        self.names = list(names)
        self.seat = seat
        self.review: Review | None = None
        self.status = plain.wrap(plain.label())
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.cancel_button = QPushButton()
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.cancel)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        self.marks = QListWidget()
        self.marks.setWordWrap(True)
        self.marks.currentRowChanged.connect(self.show_mark)
        self.scene = TableScene(art, namer)
        self.scene.speed = 0.0
        # What the person knew then includes the facedown cards they had looked at: their numbers show
        # as the memory aid shows them in a game.
        self.scene.memory_aid = True
        self.table = TableView(self.scene)
        self.explanation = plain.wrap(plain.label())
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend = plain.wrap(plain.label())
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.table, 1)
        right_layout.addWidget(self.explanation)
        right_layout.addWidget(self.legend)
        split = QSplitter()
        split.addWidget(self.marks)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 900])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.buttons)
        self.job: ReviewJob | None = ReviewJob(game, seat, seed)
        self.job.signals.progress.connect(self._progressed)
        self.job.signals.finished.connect(self._finished)
        self.retranslate()
        self.job.start()

    # ------------------------------------------------------------------ the job
    @property
    def running(self) -> bool:
        """Whether the review is still being worked out."""
        return self.job is not None

    def cancel(self) -> None:
        """Stop the review (Cancel, or closing the dialog): the marks found so far stay."""
        if self.job is not None:
            self.job.cancel()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(localized(f"{done} / {total}"))

    def _finished(self) -> None:
        job, self.job = self.job, None
        if job is None:
            return
        self.review = job.review
        self.progress.hide()
        self.cancel_button.hide()
        self.marks.clear()
        for mark in self.review.marks if self.review is not None else ():
            text = mark_text(mark, self.names, current_language())
            item = QListWidgetItem(f"{text.title}\n{text.chosen}")
            item.setToolTip(plain.tooltip(text.explanation))
            self.marks.addItem(item)
        self._write_status()
        if self.marks.count():
            self.marks.setCurrentRow(0)
            self.marks.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops the review."""
        self.cancel()
        super().closeEvent(event)

    # ------------------------------------------------------------------ showing a mark
    def current_mark(self) -> Mark | None:
        """The mark chosen in the list (None before the review is done or without marks)."""
        row = self.marks.currentRow()
        marks = self.review.marks if self.review is not None else ()
        return marks[row] if 0 <= row < len(marks) else None

    def show_mark(self, _row: int = -1) -> None:
        """Lay the table out as the person saw it at the chosen mark, ring both actions, explain."""
        mark = self.current_mark()
        if mark is None:
            return
        text = mark_text(mark, self.names, current_language())
        self.scene.show_view(mark.view, self.names)
        targets = {
            p for p in (*text.chosen_places, *text.alternative_places) if p not in self.scene.items_by_place
        }
        self.scene.set_clickable(frozenset(targets))
        self.scene.set_selected(text.chosen_places)
        self.scene.set_drop_targets(frozenset(text.alternative_places))
        self.explanation.setText(text.explanation)

    # ------------------------------------------------------------------ words
    def _write_status(self) -> None:
        review = self.review
        if self.job is not None:
            self.status.setText(translate("Review", "Looking at your decisions as you saw them..."))
        elif review is None:
            self.status.setText(translate("Review", "The review could not be finished."))
        elif not review.marks:
            text = plurals().none_marked(review.decisions)
            if review.cancelled:
                text = translate("Review", "Stopped early: no clearly better choice so far.")
            self.status.setText(localized(text))
        else:
            text = plurals().marked(len(review.marks))
            if review.cancelled:
                text = translate("Review", "Stopped early. Moments found so far: {n}").format(
                    n=number(len(review.marks))
                )
            self.status.setText(localized(text))

    def retranslate(self) -> None:
        """Write every word in the interface's current language."""
        self.setWindowTitle(translate("Review", "Review of your game"))
        self.cancel_button.setText(translate("Review", "Cancel"))
        self.legend.setText(
            translate(
                "Review",
                "Lifted, with an orange ring: what you did. Green ring: the better choice. The table shows "
                "only what you knew at that moment.",
            )
        )
        self.marks.setAccessibleName(translate("Review", "Marked moments"))
        self.progress.setAccessibleName(translate("Review", "Review progress"))
        self._write_status()
        if self.review is not None:
            for row, mark in enumerate(self.review.marks):
                item = self.marks.item(row)
                if item is not None:
                    text = mark_text(mark, self.names, current_language())
                    item.setText(f"{text.title}\n{text.chosen}")
                    item.setToolTip(plain.tooltip(text.explanation))
            self.show_mark()

    def changeEvent(self, event: QEvent) -> None:
        """Write everything again when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
