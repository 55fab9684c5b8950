"""Replays: step through a whole game with every card face up, the log beside it.

The game is replayed from its start (``Game.initial``) one action at a time; each step keeps a copy
of the state and that action's events. The table shows a view in which every seat knows every card,
and the log is written without hiding anything, so the replay is for after the game (or for any
saved game file, opened with Game ▸ Open as replay).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..engine.events import Event
from ..engine.history import Game
from ..engine.rules import apply
from ..engine.state import State
from ..engine.view import PlayerView, view
from .card_art import CardArt
from .language import localized
from .log_text import OMNISCIENT, describe
from .models import LogModel
from .review_dialog import ReviewDialog
from .seat_names import you
from .table.scene import TableScene
from .table.view import TableView

translate = QCoreApplication.translate


class Replay:
    """The states and events of a game, step by step (step 0 = the start, before any action)."""

    def __init__(self, game: Game) -> None:
        state = game.initial.clone(events=True)
        self.states: list[State] = [state.clone()]
        self.events: list[list[Event]] = [[]]
        for action in game.actions:
            self.events.append(apply(state, action))
            self.states.append(state.clone())

    def __len__(self) -> int:
        return len(self.states)

    def round_of(self, step: int) -> int:
        """The round being played at a step."""
        return self.states[step].round

    def round_starts(self) -> list[int]:
        """The first step of each round."""
        starts = [0]
        for step in range(1, len(self.states)):
            if self.states[step].round != self.states[step - 1].round:
                starts.append(step)
        return starts

    def seen_by_all(self, step: int) -> PlayerView:
        """The table at a step as if every seat knew every card."""
        s = self.states[step].clone()
        s.known = [s.everyone] * len(s.known)
        return view(s, 0, with_position=False)


class ReplayDialog(QDialog):
    """Forward, back and jump to a round, with every card revealed and the log beside it."""

    def __init__(
        self,
        game: Game,
        names: Sequence[str],
        art: CardArt,
        namer: Callable[[str], str],
        lang: str = "en",
        parent: QWidget | None = None,
        review_seat: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Replay", "Replay"))
        self.game = game
        self.art, self.namer = art, namer
        self.resize(1280, 760)
        self.replay = Replay(game)
        self.step: int = -1
        self.names = list(names)
        #: the person called "You" (no name of their own) is told as "you", not "You's village"
        self.me = review_seat if review_seat is not None and self.names[review_seat] == you() else None
        self.lang = lang
        self.scene = TableScene(art, namer)
        self.scene.reveal_all = True
        self.scene.speed = 0.0
        self.table = TableView(self.scene)
        self.log = LogModel()
        log_view = QListView()
        log_view.setModel(self.log)
        log_view.setWordWrap(True)
        self.log_view = log_view
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.status = QLabel()
        buttons = QHBoxLayout()
        self.round_starts = self.replay.round_starts()
        # Pictures, not arrow characters, so that they point the reader's way in Persian too: the
        # "towards the start" pictures swap with "towards the end" in a right-to-left layout.
        icons = [QStyle.StandardPixmap.SP_MediaSkipBackward, QStyle.StandardPixmap.SP_MediaSeekBackward]
        icons += [QStyle.StandardPixmap.SP_MediaSeekForward, QStyle.StandardPixmap.SP_MediaSkipForward]
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            icons.reverse()
        to_start, round_back, round_on, to_end = icons
        for text, icon, slot in (
            (translate("Replay", "Start"), to_start, lambda: self.show_step(0)),
            (translate("Replay", "Previous round"), round_back, self.previous_round),
            (
                translate("Replay", "Back"),
                QStyle.StandardPixmap.SP_ArrowBack,
                lambda: self.show_step(self.step - 1),
            ),
            (
                translate("Replay", "Forward"),
                QStyle.StandardPixmap.SP_ArrowForward,
                lambda: self.show_step(self.step + 1),
            ),
            (translate("Replay", "Next round"), round_on, self.next_round),
            (translate("Replay", "End"), to_end, lambda: self.show_step(len(self.replay) - 1)),
        ):
            button = QPushButton(self.style().standardIcon(icon), text)
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addWidget(self.status, 1)
        #: "Review my game" for the seat a person played, once the game is over (None otherwise)
        self.review_button: QPushButton | None = None
        if review_seat is not None and game.state.over:
            self.review_button = QPushButton(translate("Replay", "Review my game"))
            self.review_button.setAutoDefault(False)
            self.review_button.clicked.connect(partial(self.open_review, review_seat))
            buttons.addWidget(self.review_button)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(log_view)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 320])  # the log wide enough to read a sentence per line or two
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        self.show_step(0)

    def show_step(self, step: int) -> None:
        """Show the table after ``step`` actions, and the log up to there."""
        step = max(0, min(step, len(self.replay) - 1))
        if step == self.step:
            return
        self.step = step
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.scene.show_view(self.replay.seen_by_all(step), self.names)
        self.log.clear()
        lines = [
            line
            for events in self.replay.events[1 : step + 1]
            for e in events
            if (line := describe(e, OMNISCIENT, self.names, self.lang, self.me))
        ]
        self.log.append(lines)
        self.log_view.scrollToBottom()
        self.status.setText(
            localized(
                translate("Replay", "Action {step} of {total} · round {round}").format(
                    step=step, total=len(self.replay) - 1, round=self.replay.round_of(step)
                )
            )
        )

    def open_review(self, seat: int) -> ReviewDialog:
        """Review my game: ``seat``'s decisions, each shown as that seat saw it (never face up)."""
        dialog = ReviewDialog(self.game, seat, self.names, self.art, self.namer, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def next_round(self) -> None:
        """Jump to the start of the next round (or the end)."""
        later = [s for s in self.round_starts if s > self.step]
        self.show_step(later[0] if later else len(self.replay) - 1)

    def previous_round(self) -> None:
        """Jump to the start of this round, or of the one before when already there."""
        earlier = [s for s in self.round_starts if s < self.step]
        self.show_step(earlier[-1] if earlier else 0)
