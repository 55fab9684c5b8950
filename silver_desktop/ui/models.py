"""Qt item models for the table's side panels: the seats, the score pad and the game log.

The models read only what a seat may know: :class:`SeatsModel` and :class:`ScoreModel` are refreshed
from a :class:`~silver_desktop.engine.view.PlayerView`, :class:`LogModel` holds sentences made by
:func:`silver_desktop.ui.log_text.describe`. Updates emit the smallest signals that describe the
change (``dataChanged`` for changed cells, row insertions and removals for rounds and log lines), and
reset only when the table's shape cannot be kept.

Display texts are built in :meth:`data`, so a change of language shows at the next repaint (after the
views are told with ``headerDataChanged``/``dataChanged`` by whoever switches the language). Item views
draw display texts and headers as plain text; tooltips, which Qt shows as rich text when they look like
it, go through :func:`~silver_desktop.ui.plain.tooltip`, so a player's name always reads as typed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics

from ..engine.view import PlayerView
from . import plain
from .language import fill, number
from .personality_text import personality_description, personality_name
from .token_text import token_name

ModelIndex = QModelIndex | QPersistentModelIndex

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
FONT = Qt.ItemDataRole.FontRole
SIZE_HINT = Qt.ItemDataRole.SizeHintRole
#: room around the Status column's words (the cell's and the header's margins), pixels
STATUS_PADDING = 16
#: Numbers are right-aligned (as an int: that is what item views and the model tester expect).
NUMBER_ALIGNMENT = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
#: The roles a cell's change can affect.
CHANGED_ROLES = [DISPLAY, TOOLTIP]


def player_name(names: Sequence[str], seat: int) -> str:
    """The display name of ``seat`` (or "Player 3" when the list has none)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return QCoreApplication.translate("SeatsModel", "Player {number}").format(number=seat + 1)


class SeatRow(NamedTuple):
    """What the seats table shows about one seat."""

    name: str
    kind: str
    village: int
    faceup: int
    total: int
    rounds: int
    #: This seat must decide now.
    deciding: bool
    #: The edition's token ("amulet", "bullet" or "coin") when this seat holds it, else "".
    token: str
    token_active: bool
    caller: bool
    winner: bool
    #: This seat is the viewing seat.
    me: bool
    #: A network game's person who is not connected (a bot plays for them when it is their turn).
    away: bool = False


class SeatsModel(QAbstractTableModel):
    """One row per seat: name, who plays it, village size, faceup cards, total score and markers."""

    NAME, PLAYER, VILLAGE, FACEUP, SCORE, STATUS = range(6)
    COLUMNS = 6

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[SeatRow] = []

    # ------------------------------------------------------------------ updating
    def update(
        self, view: PlayerView, names: Sequence[str], kinds: Sequence[str], away: Collection[int] = ()
    ) -> None:
        """Show ``view``: reset if the number of seats changed, else signal only the changed cells.
        ``away``: a network game's people who are not connected now."""
        rows = [
            self._row(view, seat, names, kinds)._replace(away=seat in away) for seat in range(view.players)
        ]
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        old, self._rows = self._rows, rows
        for r, (before, after) in enumerate(zip(old, rows, strict=True)):
            if before == after:
                continue
            changed = [c for c in range(self.COLUMNS) if self._key(before, c) != self._key(after, c)]
            if changed:
                self.dataChanged.emit(self.index(r, min(changed)), self.index(r, max(changed)), CHANGED_ROLES)

    def retranslate(self) -> None:
        """Ask the views to fetch every text again (after the interface language changed)."""
        self.beginResetModel()
        self.endResetModel()

    @staticmethod
    def _row(view: PlayerView, seat: int, names: Sequence[str], kinds: Sequence[str]) -> SeatRow:
        village = view.villages[seat]
        return SeatRow(
            name=player_name(names, seat),
            kind=str(kinds[seat]) if seat < len(kinds) else "",
            village=len(village),
            faceup=sum(1 for card in village if card.faceup),
            total=sum(r[seat] for r in view.scores),
            rounds=len(view.scores),
            deciding=view.decider == seat,
            token=view.config.token if view.token_holder == seat else "",
            token_active=view.token_holder == seat and view.token_active,
            caller=view.caller == seat,
            winner=view.over and view.winner == seat,
            me=view.seat == seat,
        )

    @classmethod
    def _key(cls, row: SeatRow, column: int) -> tuple[Any, ...]:
        """What a cell's texts depend on (every tooltip names the player)."""
        if column == cls.NAME:
            return (row.name, row.me)
        if column == cls.PLAYER:
            return (row.name, row.kind)
        if column == cls.VILLAGE:
            return (row.name, row.village)
        if column == cls.FACEUP:
            return (row.name, row.faceup)
        if column == cls.SCORE:
            return (row.name, row.total, row.rounds)
        return (row.name, row.deciding, row.token, row.token_active, row.caller, row.winner, row.away)

    def rows(self) -> list[SeatRow]:
        """The rows as shown (for tests and the window)."""
        return list(self._rows)

    # ------------------------------------------------------------------ the model interface
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Number of seats (no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Number of columns (no children)."""
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = DISPLAY
    ) -> str | int | QSize | None:
        """Column titles (and the Status column's width); rows are numbered by seat."""
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self.COLUMNS:
                return None
            if role == DISPLAY:
                return self._title(section)
            if role == SIZE_HINT and section == self.STATUS:
                # as wide as its widest word from the start: the panel never widens mid-game (taking
                # room from the table) when a seat gets a second word, which goes on a line below
                metrics = QFontMetrics(QFont())
                tokens = [
                    self._token_mark(t, on) for t in ("amulet", "bullet", "coin") for on in (False, True)
                ]
                texts = [self._title(section), *self._marks().values(), *tokens]
                return QSize(max(metrics.horizontalAdvance(text) for text in texts) + STATUS_PADDING, 0)
            if role == ALIGNMENT and section in (self.VILLAGE, self.FACEUP, self.SCORE):
                return NUMBER_ALIGNMENT
            return None
        if 0 <= section < len(self._rows) and role == DISPLAY:
            return number(section + 1)
        return None

    @classmethod
    def _title(cls, column: int) -> str:
        if column == cls.NAME:
            return QCoreApplication.translate("SeatsModel", "Player")
        if column == cls.PLAYER:
            return QCoreApplication.translate("SeatsModel", "Played by")
        if column == cls.VILLAGE:
            return QCoreApplication.translate("SeatsModel", "Cards")
        if column == cls.FACEUP:
            return QCoreApplication.translate("SeatsModel", "Faceup")
        if column == cls.SCORE:
            return QCoreApplication.translate("SeatsModel", "Score")
        return QCoreApplication.translate("SeatsModel", "Status")

    def data(self, index: ModelIndex, role: int = DISPLAY) -> str | int | QFont | None:
        """Texts, tooltips, number alignment and a bold font for the viewing seat's name."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role == DISPLAY:
            return self._display(row, column)
        if role == TOOLTIP:
            return plain.tooltip(self._tooltip(row, column))
        if role == ALIGNMENT and column in (self.VILLAGE, self.FACEUP, self.SCORE):
            return NUMBER_ALIGNMENT
        if role == FONT and column == self.NAME and row.me:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _display(self, row: SeatRow, column: int) -> str:
        if column == self.NAME:
            return row.name
        if column == self.PLAYER:
            level, _, style = row.kind.partition(":")
            return "\n".join(filter(None, (self._kind(level), personality_name(style) if style else "")))
        if column == self.VILLAGE:
            return number(row.village)
        if column == self.FACEUP:
            return number(row.faceup)
        if column == self.SCORE:
            return number(row.total)
        marks = self._marks()
        shown = [
            marks["away"] if row.away else "",
            marks["deciding"] if row.deciding else "",
            self._token_mark(row.token, row.token_active) if row.token else "",
            marks["caller"] if row.caller else "",
            marks["winner"] if row.winner else "",
        ]
        return "\n".join(mark for mark in shown if mark)

    @staticmethod
    def _token_mark(token: str, active: bool) -> str:
        """The Status column's word for the token's holder: "amulet", or "amulet (active)" in a
        round where its power may be used."""
        if active:
            return fill(QCoreApplication.translate("SeatsModel", "{token} (active)"), token=token_name(token))
        return token_name(token)

    @staticmethod
    def _marks() -> dict[str, str]:
        """The words of the Status column, each on a line of its own in a cell."""
        return {
            "away": QCoreApplication.translate("SeatsModel", "away"),
            "deciding": QCoreApplication.translate("SeatsModel", "to act"),
            "caller": QCoreApplication.translate("SeatsModel", "called"),
            "winner": QCoreApplication.translate("SeatsModel", "winner"),
        }

    @staticmethod
    def _kind(kind: str) -> str:
        if kind == "human":
            return QCoreApplication.translate("SeatsModel", "Human")
        if kind == "easy":
            return QCoreApplication.translate("SeatsModel", "Easy bot")
        if kind == "medium":
            return QCoreApplication.translate("SeatsModel", "Medium bot")
        if kind == "hard":
            return QCoreApplication.translate("SeatsModel", "Hard bot")
        if kind == "expert":
            return QCoreApplication.translate("SeatsModel", "Expert bot")
        if kind == "random":
            return QCoreApplication.translate("SeatsModel", "Random bot")
        if kind == "script":
            return QCoreApplication.translate(
                "SeatsModel", "Script", "a seat whose moves a puzzle or lesson sets"
            )
        return kind

    def _tooltip(self, row: SeatRow, column: int) -> str:
        if row.me:
            return self._own_tooltip(row, column)
        name = row.name
        if column == self.NAME:
            return name
        if column == self.PLAYER:
            if row.kind == "human":
                return QCoreApplication.translate("SeatsModel", "{name} is played by a person.").format(
                    name=name
                )
            level, _, style = row.kind.partition(":")
            if style:
                return fill(
                    QCoreApplication.translate(
                        "SeatsModel", "{name} is played by the computer ({kind}, {style}): {description}"
                    ),
                    name=name,
                    kind=self._kind(level),
                    style=personality_name(style),
                    description=personality_description(style),
                )
            return QCoreApplication.translate(
                "SeatsModel", "{name} is played by the computer ({kind})."
            ).format(name=name, kind=self._kind(level))
        if column == self.VILLAGE:
            return self.tr("{name} has %n card(s) in their village.", "", row.village).format(name=name)
        if column == self.FACEUP:
            return self.tr("%n card(s) of {name}'s village lie faceup.", "", row.faceup).format(name=name)
        if column == self.SCORE:
            return self.tr("{name}'s total after %n round(s): {total}.", "", row.rounds).format(
                name=name, total=number(row.total)
            )
        lines = []
        if row.away:
            lines.append(
                QCoreApplication.translate(
                    "SeatsModel", "{name} is away — a bot plays for them when it is their turn."
                )
            )
        if row.deciding:
            lines.append(QCoreApplication.translate("SeatsModel", "{name} must decide now."))
        if row.token:
            if row.token_active:
                lines.append(
                    QCoreApplication.translate(
                        "SeatsModel", "{name} holds the {token} and may use its power this round."
                    )
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "SeatsModel",
                        "{name} holds the {token} without its power (it comes only with a successful call).",
                    )
                )
        if row.caller:
            lines.append(QCoreApplication.translate("SeatsModel", "{name} called for a vote this round."))
        if row.winner:
            lines.append(QCoreApplication.translate("SeatsModel", "{name} won the game."))
        return "\n".join(fill(line, name=name, token=token_name(row.token)) for line in lines)

    def _own_tooltip(self, row: SeatRow, column: int) -> str:
        """The tooltips of the viewer's own row, spoken to them ("You have 5 cards", not "You has")."""
        if column == self.NAME:
            return QCoreApplication.translate("SeatsModel", "{name}: this is you.").format(name=row.name)
        if column == self.PLAYER:
            return QCoreApplication.translate("SeatsModel", "You play this seat.")
        if column == self.VILLAGE:
            return self.tr("You have %n card(s) in your village.", "", row.village)
        if column == self.FACEUP:
            return self.tr("%n card(s) of your village lie faceup.", "", row.faceup)
        if column == self.SCORE:
            return self.tr("Your total after %n round(s): {total}.", "", row.rounds).format(
                total=number(row.total)
            )
        lines = []
        if row.deciding:
            lines.append(QCoreApplication.translate("SeatsModel", "You must decide now."))
        if row.token and row.token_active:
            lines.append(
                QCoreApplication.translate(
                    "SeatsModel", "You hold the {token} and may use its power this round."
                )
            )
        elif row.token:
            lines.append(
                QCoreApplication.translate(
                    "SeatsModel",
                    "You hold the {token} without its power (it comes only with a successful call).",
                )
            )
        if row.caller:
            lines.append(QCoreApplication.translate("SeatsModel", "You called for a vote this round."))
        if row.winner:
            lines.append(QCoreApplication.translate("SeatsModel", "You won the game."))
        return "\n".join(fill(line, token=token_name(row.token)) for line in lines)


class ScoreModel(QAbstractTableModel):
    """The score pad: one row per finished round and a final "Total" row; one column per player."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scores: list[tuple[int, ...]] = []
        #: Kept apart from the rounds, so that the Total row keeps its data while rows come and go.
        self._totals: list[int] = []
        self._names: list[str] = []

    # ------------------------------------------------------------------ updating
    def update(self, view: PlayerView, names: Sequence[str]) -> None:
        """Show the rounds of ``view``: rows are inserted or removed as rounds are scored (or undone)."""
        players = view.players
        scores = [tuple(r) for r in view.scores]
        new_names = [player_name(names, seat) for seat in range(players)]
        if players != len(self._names):
            self.beginResetModel()
            self._scores, self._names = scores, new_names
            self._totals = self._sums(scores, players)
            self.endResetModel()
            return
        if new_names != self._names:
            self._names = new_names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, players - 1)
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._scores), players - 1), [TOOLTIP])
        common = min(len(scores), len(self._scores))
        for r in range(common):
            if scores[r] != self._scores[r]:
                self._scores[r] = scores[r]
                self.dataChanged.emit(self.index(r, 0), self.index(r, players - 1), CHANGED_ROLES)
        if len(scores) > common:
            self.beginInsertRows(QModelIndex(), common, len(scores) - 1)
            self._scores.extend(scores[common:])
            self.endInsertRows()
        elif len(self._scores) > common:
            self.beginRemoveRows(QModelIndex(), common, len(self._scores) - 1)
            del self._scores[common:]
            self.endRemoveRows()
        totals = self._sums(self._scores, players)
        if totals != self._totals:
            self._totals = totals
            total_row = len(self._scores)
            self.dataChanged.emit(self.index(total_row, 0), self.index(total_row, players - 1), CHANGED_ROLES)

    def retranslate(self) -> None:
        """Ask the views to fetch every text again (after the interface language changed)."""
        self.beginResetModel()
        self.endResetModel()

    @staticmethod
    def _sums(scores: Sequence[tuple[int, ...]], players: int) -> list[int]:
        return [sum(r[p] for r in scores) for p in range(players)]

    def totals(self) -> list[int]:
        """Each player's total, as the Total row shows it."""
        return list(self._totals)

    def rounds(self) -> int:
        """Number of round rows (the Total row excluded)."""
        return len(self._scores)

    # ------------------------------------------------------------------ the model interface
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Rounds played plus the Total row (none before the first update)."""
        if parent.isValid() or not self._names:
            return 0
        return len(self._scores) + 1

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """One column per player."""
        return 0 if parent.isValid() else len(self._names)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> str | int | None:
        """Players' names across; "Round 1", "Round 2"... and "Total" down."""
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self._names):
                return None
            if role == DISPLAY:
                return self._names[section]
            if role == ALIGNMENT:
                return NUMBER_ALIGNMENT
            return None
        if role != DISPLAY or not 0 <= section <= len(self._scores) or not self._names:
            return None
        if section == len(self._scores):
            return QCoreApplication.translate("ScoreModel", "Total")
        return QCoreApplication.translate("ScoreModel", "Round {round}").format(round=number(section + 1))

    def data(self, index: ModelIndex, role: int = DISPLAY) -> str | int | QFont | None:
        """Scores as text, right-aligned; the Total row in bold."""
        if not index.isValid() or not 0 <= index.row() <= len(self._scores):
            return None
        r, seat = index.row(), index.column()
        if not 0 <= seat < len(self._names):
            return None
        total = r == len(self._scores)
        value = self._totals[seat] if total else self._scores[r][seat]
        if role == DISPLAY:
            return number(value)
        if role == ALIGNMENT:
            return NUMBER_ALIGNMENT
        if role == TOOLTIP:
            if total:
                tip = self.tr("{name}: %n point(s) in all.", "", value).format(name=self._names[seat])
            else:
                tip = self.tr("{name} scored %n point(s) in round {round}.", "", value).format(
                    name=self._names[seat], round=number(r + 1)
                )
            return plain.tooltip(tip)
        if role == FONT and total:
            font = QFont()
            font.setBold(True)
            return font
        return None


class LogModel(QAbstractListModel):
    """The lines of the game log, oldest first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def append(self, lines: Sequence[str]) -> None:
        """Add lines at the end (one row insertion for all of them; nothing happens for none)."""
        if not lines:
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._lines.extend(lines)
        self.endInsertRows()

    def clear(self) -> None:
        """Remove every line."""
        if not self._lines:
            return
        self.beginResetModel()
        self._lines = []
        self.endResetModel()

    def lines(self) -> list[str]:
        """A copy of the lines."""
        return list(self._lines)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        """Number of lines (no children)."""
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: ModelIndex, role: int = DISPLAY) -> str | None:
        """The line's text (also as its tooltip, for lines wider than the panel)."""
        if not index.isValid() or not 0 <= index.row() < len(self._lines) or index.column() != 0:
            return None
        if role == DISPLAY:
            return plain.embedded(self._lines[index.row()])
        if role == TOOLTIP:
            return plain.tooltip(self._lines[index.row()])
        return None
