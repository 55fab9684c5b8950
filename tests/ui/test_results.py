"""Game over is an event (issue 15, items 7 and 8): the results view with the ranking, every round's
scores, the chart of running totals and the winner celebrated; Play again, New game, Watch replay;
and a finished game file opens on its final table with its results."""

from __future__ import annotations

import random
import re
from itertools import accumulate, pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableWidget, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.ai import make_bot
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.engine.view import view
from silver_desktop.stats import Statistics
from silver_desktop.ui import plain
from silver_desktop.ui.game_file import save_game
from silver_desktop.ui.game_log import replayed_events
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language, localized, number
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import NewGameDialog, bot_names
from silver_desktop.ui.replay import ReplayDialog
from silver_desktop.ui.results import (
    Results,
    ResultsDialog,
    RoundResult,
    ending_text,
    headline,
    results_of,
    tie_text,
)
from silver_desktop.ui.totals_chart import nice_ticks

NAMES = ("Sara", "Ada", "Bo")
#: A game of three Medium bots with calls that succeed and calls that fail.
CALLS_SEED = 1
#: A random game whose lowest totals are tied; the token gives it to the later of the tied seats.
TIE_SEED = 76
#: Names that would be markup, a picture or a shortcut if read as rich text (see test_plain_text).
HOSTILE = ("<img src=/dev/zero>", "<b>Bo</b>", "&amp;<i>")
LATIN = re.compile(r"[A-Za-z]")


def bots_game(seed: int = CALLS_SEED) -> Game:
    """A whole game of three Medium bots (they call for votes, which random players rarely can)."""
    game = Game.new(GameConfig(players=3), seed)
    bots = [make_bot("medium", seed * 10 + seat) for seat in range(3)]
    while game.legal_actions():
        seat = game.state.decider()
        game.play(bots[seat].choose(view(game.state, seat)))
    return game


def random_game(seed: int = TIE_SEED) -> Game:
    game = Game.new(GameConfig(players=3), seed)
    rng = random.Random(seed)
    while game.legal_actions():
        game.play(rng.choice(game.legal_actions()))
    return game


def results(game: Game, names: tuple[str, ...] = NAMES, with_events: bool = True) -> Results:
    events = [e for action in replayed_events(game) for e in action] if with_events else []
    return results_of(view(game.state, 0), events, names)


def cell(table: QTableWidget, row: int, col: int) -> QTableWidgetItem:
    """The item at ``row``, ``col`` (a header item for row -1 or column -1); it must be there."""
    if row < 0:
        item = table.horizontalHeaderItem(col)
    elif col < 0:
        item = table.verticalHeaderItem(row)
    else:
        item = table.item(row, col)
    assert item is not None, (row, col)
    return item


def totals(game: Game) -> list[int]:
    return [sum(r[seat] for r in game.state.scores) for seat in range(game.state.players)]


# ---------------------------------------------------------------------- the results themselves
def test_the_ranking_is_by_total_and_the_winner_is_the_engines() -> None:
    game = bots_game()
    r = results(game)
    assert r.totals == totals(game)
    ranking = r.ranking()
    assert ranking[0] == (1, game.state.winner) and r.winner == game.state.winner
    ranked = [r.totals[seat] for _, seat in ranking]
    assert ranked == sorted(ranked) and sorted(s for _, s in ranking) == [0, 1, 2]
    assert not r.tiebreak
    assert headline(r) == f"{NAMES[game.state.winner]} wins!"


def test_a_tie_for_the_lowest_total_goes_to_the_engines_winner() -> None:
    game = random_game()
    r = results(game)
    low = min(totals(game))
    tied = [seat for seat, t in enumerate(totals(game)) if t == low]
    assert len(tied) == 2 and game.state.winner == tied[1]  # the seat order alone would be wrong
    assert r.tiebreak and r.winner == game.state.winner
    assert r.ranking()[:2] == [(1, tied[1]), (2, tied[0])]
    said = tie_text(r)
    assert NAMES[tied[0]] in said and NAMES[tied[1]] in said and "token" in said


def test_each_round_says_who_called_and_whether_it_succeeded() -> None:
    game = bots_game()
    r = results(game)
    assert [x.scores for x in r.rounds] == [tuple(s) for s in game.state.scores]
    outcomes = {(x.caller >= 0, x.called_ok) for x in r.rounds}
    assert {(True, True), (True, False)} <= outcomes, "the game has a successful and a failed call"
    for x in r.rounds:
        if x.caller >= 0:
            text = ending_text(x, NAMES)
            assert NAMES[x.caller] in text
            assert ("+10" in text) != x.called_ok
    emptied = ending_text(RoundResult(1, (3, 4), reason="count"), NAMES)
    assert emptied == "The Count emptied the deck"
    assert ending_text(RoundResult(1, (3, 4), caller=1, reason="villagers"), NAMES) == (
        "Ada called: not the lowest, +10; Both Villagers faceup"
    )


@pytest.mark.parametrize(
    ("lang", "win", "called"),
    [
        ("en", "You win!", "You called: lowest village, 0"),
        ("fa", "شما برنده شدید!", "شما رای‌گیری خواستید: کمترین دهکده، ۰"),
        ("ko", "승리했습니다!", "내 결판 선언: 가장 낮은 마을, 0점"),
    ],
)
def test_the_person_against_bots_is_spoken_to(qapp: object, lang: str, win: str, called: str) -> None:
    """Not "You wins!", "شما برنده شد" or "나 님의 승리": the person against bots is spoken to."""
    from silver_desktop.ui.seat_names import you

    try:
        apply_language(lang)
        names = (you(), *bot_names()[:2])
        rounds = (RoundResult(1, (0, 12, 20), caller=0, called_ok=True), RoundResult(2, (9, 2, 20)))
        r = Results(names, rounds, winner=0, token_holder=0)
        assert localized(headline(r), lang) == localized(win, lang)
        assert localized(ending_text(rounds[0], names), lang) == localized(called, lang)
        tied = Results(names, (RoundResult(1, (5, 5, 9)),), winner=0, token_holder=0)
        from PySide6.QtCore import QCoreApplication

        spoken = QCoreApplication.translate(
            "Results", "Tied with {names}: you hold the token and win the tie."
        )
        assert tie_text(tied) == spoken.format(names=bot_names()[0])
        assert lang != "en" or spoken == "Tied with {names}: you hold the token and win the tie."
        assert (
            lang == "en" or spoken != "Tied with {names}: you hold the token and win the tie."
        )  # translated
        other = Results(names, rounds, winner=1, token_holder=1)
        assert names[1] in headline(other)
    finally:
        apply_language("en")


def test_without_events_the_scores_are_still_complete() -> None:
    """A game whose events are missing (or belong to another game) still has every round's scores
    from the view; only who called is unknown."""
    game = bots_game()
    other = [e for action in replayed_events(random_game()) for e in action]
    for r in (results(game, with_events=False), results_of(view(game.state, 0), other, NAMES)):
        assert [x.scores for x in r.rounds] == [tuple(s) for s in game.state.scores]
        assert r.totals == totals(game) and r.winner == game.state.winner
        assert all(x.caller == -1 and ending_text(x, NAMES) == "" for x in r.rounds)


def test_the_chart_points_are_the_running_totals(qtbot: QtBot) -> None:
    game = bots_game()
    r = results(game)
    dialog = ResultsDialog(r)
    qtbot.addWidget(dialog)
    dialog.show()
    running = [list(accumulate(round_[seat] for round_ in game.state.scores)) for seat in range(3)]
    assert dialog.chart.series == running
    points = dialog.chart.points()
    assert len(points) == 3 and all(len(p) == len(game.state.scores) for p in points)
    for seat, line in enumerate(points):
        for k in range(1, len(line)):
            assert line[k].x() > line[k - 1].x()  # rounds from left to right
            higher = running[seat][k] > running[seat][k - 1]
            assert (line[k].y() < line[k - 1].y()) == higher  # more points higher up


def test_ticks_are_round_numbers_that_cover_the_totals() -> None:
    for low, high in ((0, 1), (0, 191), (0, 271), (-10, 35), (0, 1000)):
        ticks = nice_ticks(low, high)
        assert ticks[0] <= low and ticks[-1] >= high and 2 <= len(ticks) <= 7
        steps = {b - a for a, b in pairwise(ticks)}
        assert len(steps) == 1 and re.fullmatch(r"[125]0*", str(steps.pop()))


def test_the_view_lists_the_players_in_rank_order_and_marks_the_winner(qtbot: QtBot) -> None:
    game = random_game()
    r = results(game)
    dialog = ResultsDialog(r)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = [(cell(dialog.ranking, row, 1).text(), cell(dialog.ranking, row, 2).text()) for row in range(3)]
    assert rows == [(NAMES[seat], str(r.totals[seat])) for _, seat in r.ranking()]
    winner_row = [cell(dialog.ranking, 0, col) for col in range(3)]
    assert all(item.font().bold() for item in winner_row)
    assert not any(cell(dialog.ranking, 1, col).font().bold() for col in range(3))
    assert dialog.title.text() == f"{NAMES[r.winner]} wins!"
    scores = dialog.rounds
    assert scores.rowCount() == len(game.state.scores) + 1
    for row, round_scores in enumerate(game.state.scores):
        assert [cell(scores, row, seat).text() for seat in range(3)] == [str(s) for s in round_scores]
    assert [cell(scores, len(game.state.scores), seat).text() for seat in range(3)] == [
        str(t) for t in totals(game)
    ]


# ---------------------------------------------------------------------- in the window


def open_finished(
    window: MainWindow,
    tmp_path: Path,
    game: Game,
    names: tuple[str, ...] = NAMES,
    ended: list[int] | None = None,
) -> ResultsDialog:
    """Save ``game`` (finished) with these names, open the file in the window; its results view.
    ``ended`` collects the window's ``finished_game`` signals from before the file is opened."""
    setup = GameSetup(seats=tuple(Seat(n, SeatKind.MEDIUM) for n in names))
    path = tmp_path / "finished.silver"
    save_game(game, setup, path)
    if ended is not None:
        window.finished_game.connect(ended.append)
    assert window.open_path(str(path))
    dialog = window.results
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_finished_game_file_opens_on_its_final_table_with_its_results(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    game = bots_game()
    ended: list[int] = []
    dialog = open_finished(window, tmp_path, game, ended=ended)
    controller = window.controller
    assert controller is not None and controller.over
    assert window.stack.currentIndex() == 1, "the table, not the welcome page"
    final = controller.view()
    shown = [p for p in window.scene.items_by_place if p.startswith("village:")]
    assert len(shown) == sum(len(v) for v in final.villages) > 0
    assert dialog.results.totals == totals(game) and dialog.results.winner == game.state.winner
    assert any(x.caller >= 0 for x in dialog.results.rounds), "who called comes from the record's events"
    assert window.bar.label.text() == headline(dialog.results)
    # the game's flow reaches its end too: the same results view, and nothing counted twice
    qtbot.waitUntil(lambda: bool(ended), timeout=10_000)
    assert window.findChildren(ResultsDialog) == [dialog] and dialog.isVisible()
    assert not Statistics.load().lines() and not Statistics.load().practice_lines()


def test_a_game_ending_in_the_window_opens_the_results(window: MainWindow, qtbot: QtBot) -> None:
    game = bots_game()
    almost = Game.new(GameConfig(players=3), CALLS_SEED)  # the same deal, three actions from the end
    for action in game.actions[:-3]:
        almost.play(action)
    setup = GameSetup(seats=tuple(Seat(n, SeatKind.MEDIUM) for n in NAMES))
    with qtbot.waitSignal(window.finished_game, timeout=60_000):
        window.start_game(setup, almost)
    dialog = window.results
    assert dialog is not None and dialog.isVisible()
    assert dialog.results.totals == totals(almost) and dialog.results.winner == almost.state.winner
    assert sorted(line.name for line in Statistics.load().lines()) == sorted(NAMES)  # counted once


def test_the_buttons_do_what_they_say(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = bots_game()
    dialog = open_finished(window, tmp_path, game)
    replays: list[ReplayDialog] = []

    def watched(replay: ReplayDialog) -> int:
        replays.append(replay)
        return 0

    monkeypatch.setattr(ReplayDialog, "exec", watched)
    dialog.replay_button.click()
    assert len(replays) == 1 and len(replays[0].replay) == len(game.actions) + 1
    assert dialog.isVisible(), "the results stay beside the replay"

    asked = GameSetup(seats=(Seat("Nia"), Seat("Oz", SeatKind.EASY)), seed=5)
    monkeypatch.setattr(NewGameDialog, "ask", staticmethod(lambda parent, **kwargs: asked))
    dialog.new_button.click()
    assert window.controller is not None and window.controller.setup is asked
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)  # another game: its results go

    dialog = open_finished(window, tmp_path, game)
    finished = window.controller
    assert finished is not None
    dialog.again_button.click()
    again = window.controller
    assert again is not None and again is not finished and not again.over
    assert again.setup is finished.setup  # the same settings
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)

    dialog = open_finished(window, tmp_path, game)
    dialog.close_button.click()
    assert not dialog.isVisible() and window.controller is not None and window.controller.over


# ---------------------------------------------------------------------- languages and names
def texts(root: QWidget) -> list[str]:
    """Every word a person can read in the results view: title, labels, buttons, table cells and
    headers, and the chart's accessible name and description (the same words it draws)."""
    out = [root.windowTitle()]
    out += [w.text() for w in root.findChildren(QLabel) if w.isVisible() and w.text()]
    out += [w.text() for w in root.findChildren(QAbstractButton) if w.isVisible() and w.text()]
    for table in root.findChildren(QTableWidget):
        heads = table.verticalHeader().isVisible()
        for row in range(table.rowCount()):
            out += [cell(table, row, col).text() for col in range(-1 if heads else 0, table.columnCount())]
        out += [cell(table, -1, col).text() for col in range(table.columnCount())]
    if isinstance(root, ResultsDialog):
        out += [root.chart.accessibleName(), root.chart.accessibleDescription()]
    return [t for t in out if t]


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_no_english_word_is_left_in_the_results(window: MainWindow, tmp_path: Path, lang: str) -> None:
    apply_language(lang)
    names = tuple(bot_names()[:3])
    dialog = open_finished(window, tmp_path, bots_game(), names)
    shown = texts(dialog)
    left = [t for t in shown if LATIN.search(t)]
    assert left == []
    if lang == "fa":
        assert not any(re.search("[0-9]", t) for t in shown), "Persian digits only"
        assert any("۰" <= ch <= "۹" for t in shown for ch in t)
        assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
        line = dialog.chart.points()[0]
        assert line[0].x() > line[-1].x(), "round 1 on the right, where a right-to-left reader starts"
    else:
        assert any(re.search("[가-힣]", t) for t in shown)
    assert dialog.title.text() == localized(headline(dialog.results))


def read(text: str, fmt: Qt.TextFormat) -> str:
    """What a person reads in a label or tooltip of format ``fmt`` (rich text rendered as Qt would)."""
    if fmt == Qt.TextFormat.PlainText or (fmt == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(text)):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_names_are_plain_text(window: MainWindow, tmp_path: Path) -> None:
    dialog = open_finished(window, tmp_path, bots_game(), HOSTILE)
    shown = tuple(plain.isolate(name) for name in HOSTILE)  # as names join text (test_plain_text)
    winner = shown[dialog.results.winner]
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert winner in read(dialog.title.text(), dialog.title.textFormat())
    ranking = [cell(dialog.ranking, row, 1).text() for row in range(3)]
    assert sorted(ranking) == sorted(shown)
    for row in range(3):
        assert read(cell(dialog.ranking, row, 1).toolTip(), Qt.TextFormat.AutoText) == ranking[row]
    headers = [cell(dialog.rounds, -1, seat).text() for seat in range(3)]
    assert headers == list(shown)
    endings = [cell(dialog.rounds, row, 3).text() for row in range(len(dialog.results.rounds))]
    callers = {shown[x.caller] for x in dialog.results.rounds if x.caller >= 0}
    assert callers and all(any(name in e for e in endings) for name in callers)
    assert number(dialog.results.totals[0]) in texts(dialog)
