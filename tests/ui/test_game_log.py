"""The log tells the game's story (issue 15, item 8): after any sequence of actions, undo, redo, save,
Continue and Open, the window's log equals the log rebuilt from a fresh replay of the game's record
for the seat it is written for, the person's earlier looks included; it never names a card the seat
had not seen; in hot-seat it is the log of the person at the screen."""

from __future__ import annotations

import random
import re
from pathlib import Path

import attrs
import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from silver_desktop.engine import events as ev
from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.engine.events import Event
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.position import from_position, to_position
from silver_desktop.engine.rules import apply
from silver_desktop.engine.view import PlayerView, view
from silver_desktop.i18n import card_name
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.game_file import autosave, find_autosave, save_game
from silver_desktop.ui.game_log import lines_for, replayed_events
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.log_text import OMNISCIENT, describe, described
from silver_desktop.ui.main_window import MainWindow

#: English card names as the log writes them mid-sentence ("the Count"), longest first
_PATTERNS = [
    (cid, re.compile(rf"\b{re.escape(name)}\b"))
    for cid, name in sorted(
        ((cid, card_name(cid).removeprefix("The ")) for cid in ALL_CARDS), key=lambda item: -len(item[1])
    )
]
#: A card type used to check that a line does not depend on a face its seat may not see.
DECOY = "coin.golem"


@pytest.fixture(autouse=True)
def _english_first() -> None:
    """The log's words are checked in English: the window opens in it."""
    apply_language("en")


# ---------------------------------------------------------------------- the story, told again
def fresh_replay(game: Game) -> list[list[Event]]:
    """The game's events from a new game dealt from its seed and played action by action (neither
    the controller's bookkeeping nor :func:`replayed_events`)."""
    again = Game.new(game.state.config, game.start["seed"])
    events = [list(again.state.events or ())]
    events.extend(again.play(action) for action in game.actions)
    return events


def named_cards(text: str) -> set[str]:
    """The card types whose English names ``text`` contains."""
    found = set()
    for cid, pattern in _PATTERNS:
        if pattern.search(text):
            found.add(cid)
            text = pattern.sub("", text)
    return found


def _types_in(value: object) -> set[str]:
    if isinstance(value, str):
        return {value} if value in ALL_CARDS else set()
    if isinstance(value, dict):
        return {t for v in value.values() for t in _types_in(v)}
    if isinstance(value, list | tuple):
        return {t for v in value for t in _types_in(v)}
    return set()


def _visible(v: PlayerView) -> set[str]:
    cards = [c for row in v.villages for c in row]
    cards += [*v.deck, *v.pile, *v.area, *v.hand, *(c for group in v.limbo for c in group)]
    return {c.type for c in cards if c.type} | ({v.kept} if v.kept else set())


def unseen_names(game: Game, seat: int, log_seat: int | None, names: list[str]) -> list[tuple[str, set[str]]]:
    """The lines of the log written for ``log_seat`` that name a card type ``seat`` had not seen by
    then: in none of its views so far, nor in any event so far as redacted for it."""
    state = game.initial.clone()
    seen = _visible(view(state, seat, with_position=False))
    found = []
    for k, events in enumerate(fresh_replay(game)):
        if k > 0:
            apply(state, game.actions[k - 1])
        seen |= _visible(view(state, seat, with_position=False))
        seen |= {t for e in events for t in _types_in(e.for_seat(seat).params)}
        for line in lines_for([events], log_seat, names):
            if unseen := named_cards(line) - seen:
                found.append((line, unseen))
    return found


def assert_log_is_the_story(window: MainWindow, seat: int | None, lang: str = "en") -> None:
    """The controller's events are the record's, and the log is their lines for ``seat``."""
    controller = window.controller
    assert controller is not None
    fresh = fresh_replay(controller.game)
    assert [list(events) for events in controller.events_by_action] == fresh
    assert window.log_model.lines() == lines_for(fresh, seat, controller.names, lang)


def start_looks(controller: GameController, seat: int) -> list[str]:
    """``seat``'s lines for the two cards it looked at when each round started ("You looked at the
    1st and 2nd cards of your village: the Seer and the Witch.")."""
    looks = []
    for events in controller.events_by_action[1:]:
        acted = events[0].params
        if acted["seat"] == seat and str(acted["action"]).startswith("peek"):
            looks += [line for kind, line in described(events, seat, controller.names) if kind == ev.PEEKED]
    return [line for line in looks if line]


def idle(window: MainWindow) -> bool:
    controller = window.controller
    assert controller is not None
    waiting = window.session.prompt is not None or window.stack.currentWidget() is window.privacy
    return controller.over or (waiting and not window.scene.busy)


# ---------------------------------------------------------------------- without a window
def test_undo_drops_the_undone_actions_events_and_redo_adds_them_once(qtbot: QtBot) -> None:
    setup = GameSetup(
        seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), policy=UndoPolicy.PRACTICE, seed=4, deck="coin"
    )
    controller = GameController(setup)
    game = controller.game
    assert [len(e) for e in controller.events_by_action] == [len(game.state.events or ())]
    assert controller.events_by_action[0], "a new game's first round is dealt with events"
    rng = random.Random(4)
    for _ in range(60):
        if controller.waiting_for_human():
            assert controller.play(rng.choice(game.legal_actions()))
        else:
            with qtbot.waitSignal(controller.applied, timeout=10_000):
                controller.advance()
    played = len(game.actions)
    assert controller.undo()
    assert len(game.actions) < played
    assert len(controller.events_by_action) == 1 + len(game.actions)
    assert [list(e) for e in controller.events_by_action] == fresh_replay(game)
    assert controller.redo()
    assert [list(e) for e in controller.events_by_action] == fresh_replay(game)
    assert controller.events == [e for events in fresh_replay(game) for e in events]
    controller.stop()


def test_a_game_read_from_its_record_gets_its_events_back(qtbot: QtBot) -> None:
    setup = GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.MEDIUM), Seat("Bo", SeatKind.EASY)), seed=6)
    first = GameController(setup)
    rng = random.Random(6)
    while len(first.game.actions) < 80:
        if first.waiting_for_human():
            first.play(rng.choice(first.game.legal_actions()))
        else:
            with qtbot.waitSignal(first.applied, timeout=10_000):
                first.advance()
    first.stop()
    autosave(first.game, first.file_setup)
    saved = find_autosave().saved
    assert saved is not None
    again = GameController(saved.setup, saved.game, bot_seed=saved.bot_seed)
    assert [list(e) for e in again.events_by_action] == [list(e) for e in first.events_by_action]
    again.stop()


def test_a_game_from_a_position_starts_with_no_events() -> None:
    game = Game.new(GameSetup(seats=(Seat("A"), Seat("B", SeatKind.EASY))).config(), 3)
    for _ in range(12):
        game.play(game.legal_actions()[0])
    start = to_position(game.state)
    mid = Game(from_position(start), {"position": start})
    live = [mid.play(mid.legal_actions()[-1]) for _ in range(15)]
    assert replayed_events(mid) == [[], *live]


def test_the_leak_check_can_fail(qapp: QApplication) -> None:
    """Written without hiding anything, the same log names cards the seat never saw."""
    apply_language("en")
    game = Game.new(GameSetup(seats=(Seat("A"), Seat("B"), Seat("C"))).config(), 11)
    rng = random.Random(11)
    while len(game.actions) < 150:
        game.play(rng.choice(game.legal_actions()))
    names = ["Ada", "Bo", "Cy"]
    assert unseen_names(game, 0, 0, names) == []
    assert unseen_names(game, 0, OMNISCIENT, names)
    assert unseen_names(game, 1, None, names) == []


# ---------------------------------------------------------------------- in the window
@pytest.mark.parametrize(("deck", "seed"), [("silver", 2), ("A:ABCABCABCABCAB", 5)])
def test_the_log_is_the_records_story_after_undo_redo_save_continue_and_open(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, deck: str, seed: int
) -> None:
    seats = (Seat("You"), Seat("Ada", SeatKind.MEDIUM), Seat("Bo", SeatKind.EASY))
    window.start_game(GameSetup(seats=seats, deck=deck, seed=seed, policy=UndoPolicy.PRACTICE))
    rng = random.Random(seed)
    done: dict[str, int] = {}
    path = tmp_path / "game.silver"
    for _ in range(400):
        qtbot.waitUntil(lambda: idle(window), timeout=60_000)
        controller = window.controller
        assert controller is not None
        assert_log_is_the_story(window, 0)
        if controller.over:
            break
        roll = rng.random()
        if controller.can_redo() and roll < 0.4:
            op = "redo"
            window.redo()
        elif roll < 0.1 and controller.undo_blocker() is None:
            op = "undo"
            window.undo()
        elif roll < 0.23:
            op = "open"
            save_game(controller.game, controller.file_setup, path)
            assert window.open_path(str(path))
        elif roll < 0.28:
            op = "continue"
            window.continue_game()  # the autosave the window wrote after the last action
        else:
            op = "play"
            assert window.session.prompt is not None
            window.session.play(rng.choice(window.session.prompt.choices).action)
        done[op] = done.get(op, 0) + 1
        if op in ("open", "continue"):
            assert window.controller is not controller
            assert_log_is_the_story(window, 0)  # at once, before anyone moves
            looks = start_looks(window.controller, 0)  # type: ignore[arg-type]
            assert looks and all(": the " in line for line in looks)
            assert set(looks) <= set(window.log_model.lines())  # the person's looks are back
    controller = window.controller
    assert controller is not None and controller.over, done
    assert {"undo", "redo", "open", "continue"} <= set(done), done
    assert unseen_names(controller.game, 0, 0, controller.names) == []
    # a finished game opens with its whole story
    save_game(controller.game, controller.file_setup, path)
    assert window.open_path(str(path))
    assert_log_is_the_story(window, 0)
    assert window.log_model.lines()[-1].startswith("Game over")


def test_a_change_of_language_writes_the_log_again(window: MainWindow, qtbot: QtBot) -> None:
    seats = (Seat("You"), Seat("Ada", SeatKind.EASY))
    window.start_game(GameSetup(seats=seats, seed=9))
    controller = window.controller
    assert controller is not None
    rng = random.Random(9)
    while len(controller.game.actions) < 30:
        qtbot.waitUntil(lambda: idle(window), timeout=30_000)
        assert window.session.prompt is not None
        window.session.play(rng.choice(window.session.prompt.choices).action)
    qtbot.waitUntil(lambda: idle(window), timeout=30_000)
    english = window.log_model.lines()
    window.apply_settings(attrs.evolve(window.settings, language="fa"))
    assert_log_is_the_story(window, 0, "fa")
    assert window.log_model.lines() != english and len(window.log_model.lines()) == len(english)
    window.apply_settings(attrs.evolve(window.settings, language="en"))
    assert window.log_model.lines() == english


HOT_SEAT = GameSetup(seats=(Seat("Sara"), Seat("Tom"), Seat("Bot", SeatKind.MEDIUM)), seed=12)


def assert_private_to(window: MainWindow, seat: int) -> None:
    """The log is ``seat``'s, and names none of the cards only another person looked at."""
    controller = window.controller
    assert controller is not None
    assert_log_is_the_story(window, seat)
    assert unseen_names(controller.game, seat, seat, controller.names) == []
    for events in controller.events_by_action:
        for e in events:
            if e.kind == ev.PEEKED and not (e.audience >> seat) & 1:
                decoy = Event(e.kind, {**e.params, "type": DECOY}, e.audience)
                assert describe(e, seat, controller.names) == describe(decoy, seat, controller.names)


def test_hot_seat_each_person_gets_their_own_log(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game(HOT_SEAT)
    controller = window.controller
    assert controller is not None
    rng = random.Random(12)
    handovers = []
    while len(handovers) < 8 and not controller.over:
        qtbot.waitUntil(lambda: idle(window), timeout=60_000)
        if window.stack.currentWidget() is window.privacy:
            seat = window.privacy.seat
            window.privacy.button.click()
            handovers.append(seat)
            assert_private_to(window, seat)
            continue
        assert window.session.prompt is not None
        window.session.play(rng.choice(window.session.prompt.choices).action)
        qtbot.waitUntil(lambda: window.session.prompt is None or controller.over, timeout=5_000)
    assert {0, 1} <= set(handovers)


def test_a_continued_hot_seat_game_shows_nobodys_looks_until_a_person_is_at_the_screen(
    window: MainWindow, qtbot: QtBot
) -> None:
    first = GameController(HOT_SEAT)
    rng = random.Random(13)
    while len(first.game.actions) < 25 or not first.waiting_for_human():
        if first.waiting_for_human():
            first.play(rng.choice(first.game.legal_actions()))
        else:
            with qtbot.waitSignal(first.applied, timeout=10_000):
                first.advance()
    first.stop()
    autosave(first.game, first.file_setup)
    window.continue_game()
    controller = window.controller
    assert controller is not None
    public = window.log_model.lines()
    assert public == lines_for(fresh_replay(controller.game), None, controller.names)
    assert not any(line.startswith("You") for line in public)
    for person in (0, 1):
        assert unseen_names(controller.game, person, None, controller.names) == []
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.privacy, timeout=30_000)
    seat = window.privacy.seat
    window.privacy.button.click()
    assert_private_to(window, seat)
    looks = start_looks(controller, seat)
    assert looks and set(looks) <= set(window.log_model.lines())  # now this person's looks are back
