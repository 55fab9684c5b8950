"""The end of the game: who won, the ranking, every round's scores and a chart of the running totals.

:func:`results_of` gathers the results from the finished game's view (its scores, its winner, always
complete, also for a game opened from a file) and, for the extras (who called, how each round ended),
from the game's ``round.scored`` events when they are there. :class:`ResultsDialog` shows them beside
the final table, without blocking it, with Play again, New game and Watch replay.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import events as ev
from ..engine.events import Event
from ..engine.view import PlayerView
from ..i18n import card_name
from . import plain
from .fonts import scaled
from .language import current_language, localized, number
from .seat_names import is_you
from .totals_chart import TotalsChart, marker_pixmap, seat_colour

translate = QCoreApplication.translate

#: The laurel's gold, and its outline.
GOLD, GOLD_EDGE = QColor("#d9a521"), QColor("#8a6508")
#: The high contrast theme's gold (its selection yellow).
BRIGHT_GOLD = QColor("#ffe600")
#: The most rows of the scores by round shown at once (a longer game's table scrolls).
ROUND_ROWS = 9


@attrs.frozen
class RoundResult:
    """One scored round: each seat's score and, when the game's events tell it, how it ended."""

    number: int
    scores: tuple[int, ...]
    #: the seat that called for a vote (-1: nobody, or not known)
    caller: int = -1
    #: whether the call succeeded (meaningful only with a caller)
    called_ok: bool = False
    #: why the round ended ("call", "villagers", "deck"; "" when not known)
    reason: str = ""


@attrs.frozen
class Results:
    """A finished game's results, as every player saw them at the end."""

    names: tuple[str, ...]
    rounds: tuple[RoundResult, ...]
    #: the engine's winner (the lowest total; in a tie, as the token decided)
    winner: int
    #: who held the token after the last round (it breaks a tie for the lowest total)
    token_holder: int = -1

    @property
    def totals(self) -> list[int]:
        """Each seat's total over all rounds."""
        return [sum(r.scores[seat] for r in self.rounds) for seat in range(len(self.names))]

    @property
    def running(self) -> list[list[int]]:
        """Per seat, the total after each round (the chart's points)."""
        out: list[list[int]] = [[] for _ in self.names]
        for seat, line in enumerate(out):
            total = 0
            for r in self.rounds:
                total += r.scores[seat]
                line.append(total)
        return out

    @property
    def tiebreak(self) -> bool:
        """Whether more than one seat had the lowest total (the token decided between them)."""
        totals = self.totals
        return bool(totals) and totals.count(min(totals)) > 1

    def ranking(self) -> list[tuple[int, int]]:
        """(place, seat) from first to last: the lowest total first, the winner ahead of those tied
        with them; other equal totals share a place."""

        def key(seat: int) -> tuple[int, bool]:
            return totals[seat], seat != self.winner

        totals = self.totals
        seats = sorted(range(len(self.names)), key=lambda s: (*key(s), s))
        return [(1 + sum(key(o) < key(s) for o in seats), s) for s in seats]


def results_of(view: PlayerView, events: Iterable[Event], names: Sequence[str]) -> Results:
    """The results of the finished game seen in ``view``: the scores from the view (complete), who
    called and why each round ended from the ``round.scored`` events among ``events`` (a round whose
    event is missing, or does not match the view's scores, just lacks them)."""
    scored = {int(e.params["round"]): e.params for e in events if e.kind == ev.ROUND_SCORED}
    rounds = []
    for k, scores in enumerate(view.scores):
        params = scored.get(k + 1)
        if params is None or list(params.get("scores", ())) != list(scores):
            rounds.append(RoundResult(k + 1, tuple(scores)))
            continue
        rounds.append(
            RoundResult(
                k + 1,
                tuple(scores),
                caller=int(params.get("caller", -1)),
                called_ok=bool(params.get("called_ok")),
                reason=str(params.get("reason", "")),
            )
        )
    return Results(tuple(names), tuple(rounds), view.winner, view.token_holder)


def headline(results: Results) -> str:
    """Who won, in a few words."""
    if not 0 <= results.winner < len(results.names):
        return translate("Results", "The game is over.")
    name = results.names[results.winner]
    if is_you(name):  # "You wins!", "شما برنده شد": the person against bots gets their own sentence
        return translate("Results", "You win!")
    return translate("Results", "{name} wins!").format(name=name)


def tie_text(results: Results) -> str:
    """How the token broke a tie for the lowest total ("" when nobody tied with the winner)."""
    totals = results.totals
    if not results.tiebreak or not 0 <= results.winner < len(results.names):
        return ""
    low = totals[results.winner]
    others = [results.names[s] for s, t in enumerate(totals) if t == low and s != results.winner]
    you = is_you(results.names[results.winner])
    if results.winner == results.token_holder and you:
        tie = translate("Results", "Tied with {names}: you hold the token and win the tie.")
    elif results.winner == results.token_holder:
        tie = translate("Results", "Tied with {names}: {name} holds the token and wins the tie.")
    elif you:
        tie = translate(
            "Results", "Tied with {names}: you sit first clockwise after the token's holder and win the tie."
        )
    else:
        tie = translate(
            "Results",
            "Tied with {names}: {name} sits first clockwise after the token's holder and wins the tie.",
        )
    others_text = translate("Results", ", ", "between the players in a list").join(others)
    return tie.format(names=others_text, name=results.names[results.winner])


def ending_text(result: RoundResult, names: Sequence[str]) -> str:
    """How a round ended, short enough for a table cell: the call and its outcome, and the Villagers,
    the empty deck or the Count when they ended it ("" when the game's events did not say)."""
    parts = []
    if 0 <= result.caller < len(names):
        name = names[result.caller]
        if is_you(name):
            if result.called_ok:
                parts.append(translate("Results", "You called: lowest village, 0"))
            else:
                parts.append(translate("Results", "You called: not the lowest, +10"))
        elif result.called_ok:
            parts.append(translate("Results", "{name} called: lowest village, 0").format(name=name))
        else:
            parts.append(translate("Results", "{name} called: not the lowest, +10").format(name=name))
    if result.reason == "villagers":
        parts.append(translate("Results", "Both Villagers faceup"))
    elif result.reason == "deck":
        parts.append(translate("Results", "The deck ran out"))
    elif result.reason == "count":
        count = card_name("bullet.count", current_language())
        parts.append(translate("Results", "{card} emptied the deck").format(card=count))
    return translate("Results", "; ", "between two facts in a table cell").join(parts)


class Laurel(QWidget):
    """A laurel wreath around a star, drawn in gold: the winner's emblem."""

    def __init__(self, high_contrast: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.high_contrast = high_contrast
        self.setFixedSize(QSize(84, 84))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Two branches of leaves curving up around a five-pointed star."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gold = BRIGHT_GOLD if self.high_contrast else GOLD
        edge = gold.darker(160) if self.high_contrast else GOLD_EDGE
        size = min(self.width(), self.height())
        cx, cy = self.width() / 2, self.height() / 2
        radius = size * 0.36
        for mirrored in (False, True):
            painter.save()
            if mirrored:  # the right branch is the left one seen in a mirror
                painter.translate(2 * cx, 0)
                painter.scale(-1, 1)
            self._branch(painter, cx, cy, radius, size, gold, edge)
            painter.restore()
        star = []
        outer, inner = size * 0.2, size * 0.082
        for k in range(10):
            r = outer if k % 2 == 0 else inner
            angle = math.radians(-90 + k * 36)
            star.append(QPointF(cx + r * math.cos(angle), cy - size * 0.02 + r * math.sin(angle)))
        painter.setPen(QPen(edge, 1.2))
        painter.setBrush(gold)
        painter.drawPolygon(QPolygonF(star))
        painter.end()

    @staticmethod
    def _branch(
        painter: QPainter, cx: float, cy: float, radius: float, size: float, gold: QColor, edge: QColor
    ) -> None:
        """The left branch: a stem from the bottom up the left side, a pair of leaves at each step."""
        steps = 6
        first, last = 262.0, 118.0  # degrees, counter-clockwise from the right, going up the left side
        painter.setPen(QPen(edge, size * 0.025, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(cx - radius, cy - radius, 2 * radius, 2 * radius)
        painter.drawArc(box, round(last * 16), round((first - last) * 16))
        painter.setPen(QPen(edge, 1.0))
        painter.setBrush(gold)
        for k in range(steps):
            theta = math.radians(first - (k + 0.5) * (first - last) / steps)
            x, y = cx + radius * math.cos(theta), cy - radius * math.sin(theta)
            heading = math.degrees(math.atan2(math.cos(theta), math.sin(theta)))  # up the stem, on screen
            length = size * (0.11 - 0.008 * k)
            for turn in (-38.0, 38.0):
                painter.save()
                painter.translate(x, y)
                painter.rotate(heading + turn)
                painter.drawEllipse(QPointF(length * 0.9, 0), length, length * 0.42)
                painter.restore()
        tip = math.radians(last)
        painter.save()
        painter.translate(cx + radius * math.cos(tip), cy - radius * math.sin(tip))
        painter.rotate(math.degrees(math.atan2(math.cos(tip), math.sin(tip))))
        painter.drawEllipse(QPointF(size * 0.07, 0), size * 0.075, size * 0.032)
        painter.restore()


class ResultsDialog(QDialog):
    """The results beside the final table (not modal): the winner celebrated, the ranking, each
    round's scores and how it ended, the chart of running totals; Play again, New game, Watch replay,
    Review my game (when a person played) and Close."""

    #: Play again with the same settings
    play_again = Signal()
    #: the New Game dialog
    new_game = Signal()
    #: the game's replay
    watch_replay = Signal()
    #: the review of the person's decisions
    review_game = Signal()

    def __init__(
        self,
        results: Results,
        high_contrast: bool = False,
        parent: QWidget | None = None,
        reviewable: bool = False,
    ) -> None:
        super().__init__(parent)
        self.results = results
        self.setModal(False)
        self.laurel = Laurel(high_contrast)
        self.title = plain.label()
        font = scaled(self.title.font(), 2.0)
        font.setBold(True)
        self.title.setFont(font)
        plain.wrap(self.title)
        self.detail = plain.label()
        plain.wrap(self.detail)
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.detail)
        heading.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.laurel, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)
        self.ranking = self._table()
        self.ranking.setColumnCount(3)
        self.ranking.setRowCount(len(results.names))
        self.ranking.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.ranking.verticalHeader().hide()
        self.chart = TotalsChart(results.running, results.names, high_contrast)
        self.rounds = self._table()
        self.rounds.setColumnCount(len(results.names) + 1)
        self.rounds.setRowCount(len(results.rounds) + 1)
        header = self.rounds.horizontalHeader()
        header.setMinimumSectionSize(72)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(results.names), QHeaderView.ResizeMode.Stretch)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(self.ranking)
        left.addStretch(1)
        middle = QHBoxLayout()
        middle.addLayout(left, 2)
        middle.addWidget(self.chart, 3)
        self.buttons = QDialogButtonBox()
        self.again_button = self._button(self.play_again)
        self.again_button.setDefault(True)
        self.new_button = self._button(self.new_game)
        self.replay_button = self._button(self.watch_replay)
        #: "Review my game", offered when a person played (None otherwise)
        self.review_button = self._button(self.review_game) if reviewable else None
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(middle, 1)
        layout.addWidget(self.rounds)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._fit(parent)
        self.again_button.setFocus()

    def _table(self) -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        table.setIconSize(QSize(16, 16))
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return table

    @staticmethod
    def _fit_rows(table: QTableWidget, most: int) -> None:
        """As tall as its rows (at most ``most`` of them; more scroll)."""
        rows = min(table.rowCount(), most)
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(rows))
        table.setFixedHeight(height)

    def _button(self, signal: SignalInstance) -> QPushButton:
        button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        assert isinstance(button, QPushButton)
        button.setAutoDefault(False)
        button.clicked.connect(signal.emit)
        return button

    def _fit(self, parent: QWidget | None) -> None:
        """A comfortable size, never larger than the window it belongs to."""
        width, height = 900, 640
        if parent is not None:
            width, height = min(width, parent.width() - 40), min(height, parent.height() - 40)
        self.resize(max(width, 600), max(height, 480))

    def _icon(self, seat: int) -> QIcon:
        colour = seat_colour(seat, self.palette())
        return QIcon(marker_pixmap(seat, colour, 16, self.devicePixelRatioF()))

    def retranslate(self) -> None:
        """Write every word and number in the interface's current language."""
        results = self.results
        names = results.names
        self.setWindowTitle(translate("Results", "Results"))
        self.title.setText(localized(headline(results)))
        self.detail.setText(self._detail())
        self.again_button.setText(translate("Results", "Play again"))
        self.new_button.setText(translate("Results", "New game..."))
        self.replay_button.setText(translate("Results", "Watch replay"))
        if self.review_button is not None:
            self.review_button.setText(translate("Results", "Review my game"))
        self.close_button.setText(translate("Results", "Close"))
        self.ranking.setHorizontalHeaderLabels(
            [translate("Results", "Place"), translate("Results", "Player"), translate("Results", "Total")]
        )
        self.ranking.setAccessibleName(translate("Results", "Ranking"))
        totals = results.totals
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        on_highlight = self.palette().color(QPalette.ColorRole.HighlightedText)
        for row, (place, seat) in enumerate(results.ranking()):
            cells = [
                QTableWidgetItem(number(place)),
                QTableWidgetItem(names[seat]),
                QTableWidgetItem(number(totals[seat])),
            ]
            cells[1].setIcon(self._icon(seat))
            cells[1].setToolTip(plain.tooltip(names[seat]))
            for col, cell in enumerate(cells):
                if col != 1:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat == results.winner:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                    cell.setBackground(highlight)
                    cell.setForeground(on_highlight)
                self.ranking.setItem(row, col, cell)
        self.ranking.resizeColumnToContents(0)
        self.ranking.resizeColumnToContents(2)
        self.rounds.setAccessibleName(translate("Results", "Scores by round"))
        for seat, name in enumerate(names):
            header = QTableWidgetItem(self._icon(seat), name)
            header.setToolTip(plain.tooltip(name))
            self.rounds.setHorizontalHeaderItem(seat, header)
        self.rounds.setHorizontalHeaderItem(
            len(names), QTableWidgetItem(translate("Results", "How it ended"))
        )
        labels = [translate("Results", "Round {n}").format(n=number(r.number)) for r in results.rounds]
        self.rounds.setVerticalHeaderLabels([*labels, translate("Results", "Total")])
        for row, r in enumerate(results.rounds):
            for seat, score in enumerate(r.scores):
                cell = QTableWidgetItem(number(score))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat == r.caller:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                    cell.setToolTip(translate("Results", "called for a vote"))
                self.rounds.setItem(row, seat, cell)
            self.rounds.setItem(row, len(names), QTableWidgetItem(localized(ending_text(r, names))))
        last = len(results.rounds)
        for seat, total in enumerate(totals):
            cell = QTableWidgetItem(number(total))
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = cell.font()
            font.setBold(True)
            cell.setFont(font)
            self.rounds.setItem(last, seat, cell)
        self.rounds.setItem(last, len(names), QTableWidgetItem(""))
        self._fit_rows(self.ranking, len(names))
        self._fit_rows(self.rounds, ROUND_ROWS)
        self.chart.retranslate()

    def _detail(self) -> str:
        """The winner's total, and how a tie for it was broken."""
        results = self.results
        if not 0 <= results.winner < len(results.names):
            return ""
        text = self.tr("The lowest total: %n point(s).", "", results.totals[results.winner])
        tie = tie_text(results)
        return localized(f"{text} {tie}" if tie else text)

    def changeEvent(self, event: QEvent) -> None:
        """Write everything again when the interface language or the colours (a theme) change."""
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslate()
        super().changeEvent(event)


__all__ = [
    "Laurel",
    "Results",
    "ResultsDialog",
    "RoundResult",
    "ending_text",
    "headline",
    "results_of",
    "tie_text",
]
