"""Issue 18, item 2 on screen: Help ▸ Puzzles, a puzzle played on the table with its scripted
replies, the goal checked at the end, the solution shown and played step by step, solved puzzles
remembered, "Try it" from the card reference and the close-up; a puzzle is never autosaved and never
counted in the statistics."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from silver_desktop.engine.actions import Action
from silver_desktop.engine.position import to_position
from silver_desktop.puzzles import Puzzle, all_puzzles, puzzle
from silver_desktop.solved_puzzles import FILE_NAME, SolvedPuzzles, solved_path
from silver_desktop.stats import statistics_path
from silver_desktop.ui.game_file import find_autosave
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.puzzle_browser import PuzzleBrowser
from silver_desktop.ui.puzzle_play import ordered_puzzles, person_actions
from silver_desktop.ui.puzzle_subjects import GROUPS, group_of

ROBBER = "silver.robber-1"


@pytest.fixture
def window_size() -> tuple[int, int]:
    """This module's window size."""
    return (1280, 800)


def _offered(window: MainWindow, qtbot: QtBot) -> None:
    """Wait until the person is offered a decision (the table has told its story)."""
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=20_000)


def _play(window: MainWindow, qtbot: QtBot, action: Action) -> None:
    """Play ``action`` through the session, as a click or a button would."""
    _offered(window, qtbot)
    prompt = window.session.prompt
    assert prompt is not None
    assert any(c.action == action for c in prompt.choices), (action, [str(c.action) for c in prompt.choices])
    window.session.play(action)


def _finished(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: window.puzzles.result is not None, timeout=20_000)


def _solve(window: MainWindow, qtbot: QtBot, p: Puzzle) -> None:
    for text in p.solution:
        _play(window, qtbot, Action.parse(text))
    _finished(window, qtbot)


def _wrong_first(window: MainWindow, p: Puzzle) -> Action:
    """An action the person may play first that is not the solution's first step (draw then discard
    reaches no goal; the puzzles' tests check that the trivial moves fail)."""
    controller = window.controller
    assert controller is not None
    first = Action.parse(p.solution[0])
    return next(a for a in controller.game.legal_actions() if a != first)


def _rows(browser: PuzzleBrowser) -> list[QTreeWidgetItem]:
    """The puzzles' rows of the browser, group after group."""
    out = []
    for g in range(browser.tree.topLevelItemCount()):
        heading = browser.tree.topLevelItem(g)
        assert heading is not None
        out.extend(heading.child(k) for k in range(heading.childCount()))
    return out


def test_the_browser_lists_every_puzzle_by_deck_with_a_count(window: MainWindow, qtbot: QtBot) -> None:
    SolvedPuzzles({ROBBER}, solved_path()).save()
    window.puzzles.memory = SolvedPuzzles.load()
    browser = window.puzzles.browse()
    qtbot.waitUntil(browser.isVisible)
    groups = [g for g in GROUPS if any(group_of(p.subjects[0]) == g for p in all_puzzles())]
    assert browser.tree.topLevelItemCount() == len(groups)
    rows = _rows(browser)
    ids = [str(item.data(0, Qt.ItemDataRole.UserRole)) for item in rows]
    assert ids == [p.id for p in ordered_puzzles()]
    assert sorted(ids) == sorted(p.id for p in all_puzzles())
    assert browser.ticked() == [ROBBER]
    assert [item.text(2) for item in rows] == ["✓" if i == ROBBER else "" for i in ids]
    assert browser.count.text() == f"1 of {len(ids)} solved"
    assert puzzle(ROBBER).text("en").title in [item.text(1) for item in rows]
    # choosing one plays it on the table
    assert browser.select(ROBBER)
    browser.play_current()
    assert window.puzzles.puzzle is puzzle(ROBBER)
    assert not browser.isVisible()
    assert window.stack.currentIndex() == 1


def test_a_solved_puzzle_says_so_and_its_tick_is_kept(window: MainWindow, qtbot: QtBot) -> None:
    p = puzzle(ROBBER)
    window.puzzles.start(ROBBER)
    controller = window.controller
    assert controller is not None
    assert controller.viewer == p.seat
    assert window.puzzle_banner.isVisible()
    assert p.text("en").goal in window.puzzle_banner.goal.text()
    # the title and the goal stand out from the message line (the app's font is sized in pixels)
    banner = window.puzzle_banner
    size = banner.message.fontInfo().pixelSize()
    assert banner.title.fontInfo().pixelSize() > size and banner.goal.fontInfo().pixelSize() > size
    assert to_position(controller.game.state) == to_position(p.start_state())
    # The players' panel says the other seats follow the puzzle's script, not a bot of some strength.
    model = window.session.seats_model
    played_by = [model.data(model.index(row, model.PLAYER)) for row in range(model.rowCount())]
    assert played_by == ["Script" if seat != p.seat else "Human" for seat in range(len(played_by))]
    _solve(window, qtbot, p)
    assert window.puzzles.result is True
    assert "Goal reached" in window.puzzle_banner.message.text()
    assert window.session.prompt is None  # nothing more to play
    # remembered on disk, in the file beside the statistics
    data = json.loads(solved_path().read_text(encoding="utf-8"))
    assert ROBBER in data["solved"]
    assert solved_path().name == FILE_NAME and solved_path().parent == statistics_path().parent
    assert window.puzzles.browse().ticked() == [ROBBER]


def test_a_wrong_play_is_not_reached_and_try_again_restores_the_start(
    window: MainWindow, qtbot: QtBot
) -> None:
    p = puzzle(ROBBER)
    window.puzzles.start(ROBBER)
    controller = window.controller
    assert controller is not None
    _play(window, qtbot, Action.parse("draw"))
    _play(window, qtbot, Action.parse("discard"))
    _finished(window, qtbot)
    assert window.puzzles.result is False
    message = window.puzzle_banner.message.text()
    assert "Goal not reached" in message and "Try again" in message
    assert not SolvedPuzzles.load().is_solved(ROBBER)
    QTest.mouseClick(window.puzzle_banner.retry_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    assert controller is not None
    assert controller.game.actions == []
    assert to_position(controller.game.state) == to_position(p.start_state())
    assert window.puzzles.result is None and not window.puzzle_banner.message.text()
    _offered(window, qtbot)  # the person may play it again


def test_hint_and_the_solution_played_step_by_step(window: MainWindow, qtbot: QtBot) -> None:
    p = puzzle(ROBBER)
    window.puzzles.start(ROBBER)
    assert window.hint_action.isEnabled()  # H gives the puzzle's own hint
    QTest.mouseClick(window.puzzle_banner.hint_button, Qt.MouseButton.LeftButton)
    assert window.puzzle_banner.message.text() == p.text("en").hint
    # a wrong first move, then the solution: the steps start again from the top
    _play(window, qtbot, _wrong_first(window, p))
    QTest.mouseClick(window.puzzle_banner.solution_button, Qt.MouseButton.LeftButton)
    assert window.puzzle_banner.message.text() == p.text("en").solution
    assert window.puzzle_banner.step_button.isVisible()
    for k in range(len(p.solution)):
        _offered(window, qtbot)
        window.puzzle_banner.step_button.click()
        game = window.controller.game  # type: ignore[union-attr]
        qtbot.waitUntil(lambda k=k, game=game: len(person_actions(p, game)) == k + 1, timeout=20_000)
        assert [str(a) for a in person_actions(p, game)] == list(p.solution[: k + 1])
        assert window.puzzle_banner.step_button.isEnabled() == (k + 1 < len(p.solution))
    _finished(window, qtbot)
    assert window.puzzles.result is True
    # the app played it: the goal is reached, but the puzzle is not counted as solved
    assert window.puzzles.message == "shown" and "Try again" in window.puzzle_banner.message.text()
    assert not SolvedPuzzles.load().is_solved(ROBBER)


def test_try_it_from_the_card_reference_opens_that_cards_puzzle(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), seed=3))
    window.show_card_reference()
    rows = {row.card_id: row for row in window.card_panel.rows}
    assert rows["silver.robber"].try_button is not None
    subjects = {s for q in all_puzzles() for s in q.subjects}
    assert all((row.try_button is not None) == (card in subjects) for card, row in rows.items())
    QTest.mouseClick(rows["silver.robber"].try_button, Qt.MouseButton.LeftButton)
    assert window.puzzles.puzzle is not None and "silver.robber" in window.puzzles.puzzle.subjects
    assert window.session.scripted


def test_before_any_game_the_card_reference_lists_the_silver_deck_with_try_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    """On the welcome screen the reference is not empty: it lists the deck Quick game plays."""
    assert window.controller is None
    ids = window.card_panel.card_ids()
    assert ids and all(card.startswith("silver.") for card in ids)
    rows = {row.card_id: row for row in window.card_panel.rows}
    assert rows["silver.witch"].try_button is not None
    QTest.mouseClick(rows["silver.witch"].try_button, Qt.MouseButton.LeftButton)
    assert window.puzzles.puzzle is not None and "silver.witch" in window.puzzles.puzzle.subjects


def test_try_it_from_the_close_up(window: MainWindow, qtbot: QtBot) -> None:
    window.puzzles.start(ROBBER)
    _play(window, qtbot, Action.parse("draw"))
    _offered(window, qtbot)
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    assert held.face == "silver.robber"
    window.table.pointer.enlarge(held)
    close_up = window.table.pointer.close_up
    assert close_up.try_note.isVisible() and close_up.puzzle_subject == "silver.robber"
    window.puzzles.memory.mark_solved(ROBBER)  # its first unsolved puzzle, else its first
    QTest.keyClick(window.table, Qt.Key.Key_T)
    controller = window.controller
    assert controller is not None and controller.game.actions == []
    assert window.puzzles.puzzle is not None and "silver.robber" in window.puzzles.puzzle.subjects


def test_a_facedown_card_offers_no_puzzle(window: MainWindow, qtbot: QtBot) -> None:
    window.puzzles.start(ROBBER)
    _offered(window, qtbot)
    items = window.scene.items_by_place.values()
    back = next(item for item in items if item.face is None and item.isVisible())
    window.table.pointer.enlarge(back)
    close_up = window.table.pointer.close_up
    assert close_up.puzzle_subject is None and not close_up.try_note.isVisible()


def test_a_puzzle_touches_neither_the_statistics_nor_the_autosave(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), seed=8))
    _offered(window, qtbot)
    window.session.play(window.session.prompt.choices[0].action)  # type: ignore[union-attr]  # a look
    _offered(window, qtbot)
    saved = find_autosave().saved
    assert saved is not None
    before = saved.game.actions
    window.puzzles.start(ROBBER)
    assert not window.save_action.isEnabled()
    _solve(window, qtbot, puzzle(ROBBER))
    window.puzzles.next_puzzle()
    after = find_autosave().saved
    assert after is not None and after.game.actions == before  # the person's game in progress is kept
    assert not statistics_path().exists()
    # Continue brings the game back, and the banner goes
    window.continue_game()
    assert not window.session.scripted and not window.puzzle_banner.isVisible()
    assert window.puzzles.puzzle is None


def test_next_puzzle_goes_to_an_unsolved_one(window: MainWindow, qtbot: QtBot) -> None:
    order = ordered_puzzles()
    window.puzzles.start(order[0].id)
    window.puzzles.memory.mark_solved(order[1].id)
    window.puzzle_banner.next_button.click()
    assert window.puzzles.puzzle is not None
    # the puzzle after the solved one; if every other puzzle is solved, simply the next one
    expected = order[2] if len(order) > 2 else order[1]
    assert window.puzzles.puzzle.id == expected.id


def test_a_bad_solved_file_is_set_aside(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / FILE_NAME
    path.write_text("{not json", encoding="utf-8")
    memory = SolvedPuzzles.load(path)
    assert memory.solved == set() and memory.notice
    assert (tmp_path / f"{FILE_NAME}.bad").exists()
    memory.mark_solved(ROBBER)
    memory.save()
    assert SolvedPuzzles.load(path).solved == {ROBBER}


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_the_banner_speaks_the_language(window: MainWindow, qtbot: QtBot, lang: str) -> None:
    apply_language(lang)
    window.puzzles.start(ROBBER)
    assert puzzle(ROBBER).text(lang).goal in window.puzzle_banner.goal.text()
    qtbot.waitUntil(lambda: window.puzzle_banner.retry_button.text() not in ("", "Try again"))
    if lang == "fa":
        assert window.table.layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_every_puzzles_solution_played_in_the_window_is_solved(window: MainWindow, qtbot: QtBot) -> None:
    """Each shipped puzzle, its solution played through the session as a person would (any looks
    continued), its other seats answering from the script: the window says it is solved, no seat
    fell back to a move the script did not give, and the puzzle is remembered."""
    for p in all_puzzles():
        window.puzzles.start(p.id)
        steps = [Action.parse(text) for text in p.solution]

        def advance(steps: list[Action] = steps) -> bool:
            session = window.session
            if window.scene.holding:
                window.scene.release()
            elif session.prompt is not None and not window.scene.busy and steps:
                session.play(steps.pop(0))
            return window.puzzles.result is not None

        qtbot.waitUntil(advance, timeout=20_000)
        controller = window.controller
        assert controller is not None
        assert (p.id, window.puzzles.result, controller.errors) == (p.id, True, [])
        assert window.puzzles.message == "solved"
    assert SolvedPuzzles.load().solved == {p.id for p in all_puzzles()}
    assert not statistics_path().exists() and find_autosave().saved is None
