"""The side-panel models (``silver_desktop.ui.models``) under Qt's model tester, through whole games."""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec, GameConfig
from silver_desktop.engine.events import Event
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.view import PlayerView, view
from silver_desktop.ui.log_text import describe
from silver_desktop.ui.models import LogModel, ScoreModel, SeatsModel

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal
NAMES = ("You", "Ada", "Bo", "Cy")
KINDS = ("human", "easy", "medium", "hard")
DISPLAY = Qt.ItemDataRole.DisplayRole


def text(model: QAbstractItemModel, row: int, column: int, role: Qt.ItemDataRole = DISPLAY) -> str:
    """A cell's text (failing if it is not text)."""
    value = model.data(model.index(row, column), role)
    assert isinstance(value, str), value
    return value


class Panels:
    """The three models with a tester each, fed like the window will feed them."""

    def __init__(self, players: int, test_log: bool = True) -> None:
        self.names = NAMES[:players]
        self.kinds = KINDS[:players]
        self.seats = SeatsModel()
        self.scores = ScoreModel()
        self.log = LogModel()
        # the tester walks every row after each insertion: on the log, that is quadratic in its length
        tested = (self.seats, self.scores, self.log) if test_log else (self.seats, self.scores)
        self.testers = [QAbstractItemModelTester(m, FATAL) for m in tested]
        self.signals: list[str] = []
        self.seats.modelReset.connect(lambda: self.signals.append("seats.reset"))
        self.seats.dataChanged.connect(lambda *_: self.signals.append("seats.changed"))
        self.scores.modelReset.connect(lambda: self.signals.append("scores.reset"))
        self.scores.rowsInserted.connect(lambda *_: self.signals.append("scores.inserted"))
        self.scores.rowsRemoved.connect(lambda *_: self.signals.append("scores.removed"))
        self.log.rowsInserted.connect(lambda *_: self.signals.append("log.inserted"))

    def show(self, game: Game, events: Sequence[Event]) -> PlayerView:
        v = view(game.state, 0, with_position=False)
        self.seats.update(v, self.names, self.kinds)
        self.scores.update(v, self.names)
        self.log.append([t for e in events if (t := describe(e, 0, self.names)) is not None])
        return v

    def check(self, v: PlayerView) -> None:
        seats, scores = self.seats, self.scores
        assert seats.rowCount() == v.players and seats.columnCount() == SeatsModel.COLUMNS
        assert scores.rowCount() == len(v.scores) + 1 and scores.columnCount() == v.players
        for seat in range(v.players):
            total = sum(r[seat] for r in v.scores)
            assert seats.data(seats.index(seat, SeatsModel.SCORE)) == str(total)
            assert seats.data(seats.index(seat, SeatsModel.VILLAGE)) == str(len(v.villages[seat]))
            faceup = sum(c.faceup for c in v.villages[seat])
            assert seats.data(seats.index(seat, SeatsModel.FACEUP)) == str(faceup)
            assert scores.data(scores.index(len(v.scores), seat)) == str(total)
            for r, row in enumerate(v.scores):
                assert scores.data(scores.index(r, seat)) == str(row[seat])
        assert scores.totals() == list(v.totals)
        if v.decider >= 0:
            assert "to act" in text(seats, v.decider, SeatsModel.STATUS)


def play(deck: str, seed: int, test_log: bool) -> tuple[Game, Panels]:
    """A whole random game of four players shown in the panels after every action."""
    spec = DeckSpec.parse(deck, seed=seed, promos=tuple(PROMO_DEFAULTS.items()))
    game = Game.new(GameConfig(players=4, deck=spec), seed)
    panels = Panels(4, test_log)
    rng = random.Random(seed)
    v = panels.show(game, list(game.state.events or ()))
    panels.check(v)
    while actions := game.legal_actions():
        v = panels.show(game, game.play(rng.choice(actions)))
        panels.check(v)
    return game, panels


@pytest.mark.parametrize("deck", ["silver", "bullet", "coin", "random-mix"])
def test_models_follow_a_whole_game(qapp: object, deck: str) -> None:
    game, panels = play(deck, seed=5, test_log=deck == "silver")
    v = view(game.state, 0, with_position=False)
    assert v.over
    assert panels.scores.rowCount() == game.state.config.rounds + 1
    assert panels.scores.headerData(game.state.config.rounds, Qt.Orientation.Vertical) == "Total"
    assert panels.scores.headerData(0, Qt.Orientation.Vertical) == "Round 1"
    assert [panels.scores.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == list(NAMES)
    assert "winner" in text(panels.seats, v.winner, SeatsModel.STATUS)
    # minimal signals: one reset each at the start, a row per round, never a reset afterwards
    assert panels.signals.count("seats.reset") == 1
    assert panels.signals.count("scores.reset") == 1
    assert panels.signals.count("scores.inserted") == game.state.config.rounds
    assert "log.inserted" in panels.signals
    lines = panels.log.lines()
    assert panels.log.rowCount() == len(lines) > 100
    assert panels.log.data(panels.log.index(len(lines) - 1)) == lines[-1]
    assert lines[-1].startswith("Game over")


@pytest.mark.parametrize(("deck", "token"), [("B:" + "A" * 14, "bullet"), ("C:" + "A" * 14, "coin")])
def test_the_status_names_the_editions_token_and_whether_its_power_is_on(
    qapp: object, deck: str, token: str
) -> None:
    """A newcomer reads "bullet (active)", not "token (active)": the Status column names the token
    the table shows beside the holder's name, and its tooltip says what the power-on means."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import scenario

    seats = SeatsModel()
    for active in (False, True):
        s = scenario(
            3,
            [["seer"], ["witch"], ["master"]],
            deck=["villager"],
            edition=deck,
            token_holder=1,
            token_active=active,
        )
        seats.update(view(s, 0, with_position=False), ["You", "Ada", "Bo"], ["human", "easy", "hard"])
        status = text(seats, 1, SeatsModel.STATUS).splitlines()
        assert status == [f"{token} (active)" if active else token]
        assert not text(seats, 0, SeatsModel.STATUS).count(token)
        tip = text(seats, 1, SeatsModel.STATUS, Qt.ItemDataRole.ToolTipRole)
        assert f"Ada holds the {token}" in tip and ("may use its power" in tip) == active


def test_seats_texts_and_headers(qapp: object) -> None:
    game = Game.new(GameConfig(players=3), 1)
    seats = SeatsModel()
    tester = QAbstractItemModelTester(seats, FATAL)
    v = view(game.state, 0, with_position=False)
    seats.update(v, ["You", "Ada", "Bo"], ["human", "easy", "hard"])
    assert tester is not None
    headers = [seats.headerData(c, Qt.Orientation.Horizontal) for c in range(seats.columnCount())]
    assert headers == ["Player", "Played by", "Cards", "Faceup", "Score", "Status"]
    column = [seats.data(seats.index(r, SeatsModel.PLAYER)) for r in range(3)]
    assert column == ["Human", "Easy bot", "Hard bot"]
    assert [seats.data(seats.index(r, SeatsModel.VILLAGE)) for r in range(3)] == ["5", "5", "5"]
    alignment = seats.data(seats.index(0, SeatsModel.SCORE), Qt.ItemDataRole.TextAlignmentRole)
    assert isinstance(alignment, int) and alignment & Qt.AlignmentFlag.AlignRight.value
    holder = v.token_holder
    assert "amulet" in text(seats, holder, SeatsModel.STATUS).splitlines()  # the token by its name
    assert "holds the amulet" in text(seats, holder, SeatsModel.STATUS, Qt.ItemDataRole.ToolTipRole)
    assert "to act" in text(seats, v.decider, SeatsModel.STATUS)
    assert "Bo is played by the computer" in text(seats, 2, SeatsModel.PLAYER, Qt.ItemDataRole.ToolTipRole)
    # the viewer's own row speaks to them: "You have 5 cards", never "You has"
    from silver_desktop.ui.language import apply_language

    apply_language("en")  # the English plurals
    tips = [text(seats, 0, c, Qt.ItemDataRole.ToolTipRole) for c in range(seats.columnCount())]
    assert "You have 5 cards in your village." in tips
    assert "You play this seat." in tips
    assert not any("You has" in t or "You is" in t or "You holds" in t for t in tips)
    assert (
        text(seats, 1, SeatsModel.VILLAGE, Qt.ItemDataRole.ToolTipRole) == "Ada has 5 cards in their village."
    )
    # renaming a player changes that row only; fewer seats reset the model
    changed: list[tuple[int, int]] = []
    seats.dataChanged.connect(lambda a, b, roles: changed.append((a.row(), b.row())))
    seats.update(v, ["You", "Ada", "Bea"], ["human", "easy", "hard"])
    assert changed == [(2, 2)]
    seats.update(v, ["You", "Ada", "Bea"], ["human", "easy", "hard"])
    assert changed == [(2, 2)]
    assert seats.rowCount(seats.index(0, 0)) == 0 and not seats.data(QModelIndex())


def test_score_rows_are_removed_when_a_round_is_undone(qapp: object) -> None:
    game = Game.new(GameConfig(players=2, deck=DeckSpec.parse("coin")), 3, UndoPolicy.PRACTICE)
    panels = Panels(2)
    rng = random.Random(3)
    panels.show(game, [])
    while not game.state.scores:
        panels.show(game, game.play(rng.choice(game.legal_actions())))
    assert panels.scores.rowCount() == 2
    game.undo()
    v = panels.show(game, [])
    panels.check(v)
    assert panels.scores.rowCount() == 1 and "scores.removed" in panels.signals
    assert panels.scores.data(panels.scores.index(0, 0)) == "0"
    game.redo()
    panels.check(panels.show(game, []))
    assert panels.scores.rowCount() == 2


def test_log_model_append_and_clear(qapp: object) -> None:
    log = LogModel()
    tester = QAbstractItemModelTester(log, FATAL)
    inserted: list[tuple[int, int]] = []
    log.rowsInserted.connect(lambda parent, first, last: inserted.append((first, last)))
    log.append([])
    log.append(["one", "two"])
    log.append(["three"])
    assert inserted == [(0, 1), (2, 2)]
    assert log.lines() == ["one", "two", "three"]
    assert log.data(log.index(1), DISPLAY) == "two"
    assert log.data(log.index(5), DISPLAY) is None
    log.clear()
    assert log.rowCount() == 0 and log.lines() == []
    assert tester is not None


def test_signal_emission_keeps_none_and_true_alive(qapp: object) -> None:
    """PySide6 6.12.0 dropped a reference to None (or True) per signal emission, which made Python
    3.11 abort after a few thousand; the pinned version must not."""
    log = LogModel()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        log.append(["line"])
    after = sys.getrefcount(None), sys.getrefcount(True)
    assert after[0] >= before[0] - 5 and after[1] >= before[1] - 5
