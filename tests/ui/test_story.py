"""Issue 15: the table tells the story. One story per action (``ui/story.py``) for the table, the log
and the captions; the person's private looks are held face up until they continue; no stale input
between a person's action and their next decision; other seats' moves are told beside them; a call
and the final turns are announced; a card the story moves never shows up anywhere but where it goes.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from silver_desktop.engine.view import PlayerView, view
from silver_desktop.ui import story as st
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.log_text import described
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.table.layout import anchor, layout

if TYPE_CHECKING:
    from silver_desktop.ui.table.scene import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from builders import play, scenario

NAMES = ("You", "Ada")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    load_fonts()
    w = MainWindow(speed="fast", interactive=False)
    w.session.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


# ---------------------------------------------------------------------- the story of one action
def test_a_story_shows_faces_only_where_the_events_do_and_tells_the_log() -> None:
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["empath", "exposer"], current=1)
    events = play(s, "draw", "exchange 0")
    for seat in (0, 1):
        redacted = [e.for_seat(seat) for e in events]
        told = st.tell(redacted, seat, NAMES, view(s, seat))
        moves = [b for b in told.beats if b.kind == st.MOVE]
        assert moves and all(b.face is None or b.face == "silver.master" or seat == 1 for b in moves)
        assert told.lines == tuple(line for _, line in described(redacted, seat, NAMES))
    mine = st.tell([e.for_seat(1) for e in events], 1, NAMES, view(s, 1))
    theirs = st.tell([e.for_seat(0) for e in events], 0, NAMES, view(s, 0))
    assert mine.caption == ""  # a person's own move needs no caption
    assert theirs.actor == 1 and "Ada" in theirs.caption
    assert "village:1:0" in theirs.touched  # the card that changed stays marked until the next move


def test_a_look_is_a_held_beat_for_the_looker_only() -> None:
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["seer", "exposer"])
    events = play(s, "draw", "use", "look 1:1")
    looker = st.tell([e.for_seat(0) for e in events], 0, NAMES, view(s, 0))
    other = st.tell([e.for_seat(1) for e in events], 1, NAMES, view(s, 1))
    assert [(b.at, b.face) for b in looker.looks] == [("village:1:1", "silver.robber")]
    assert other.looks == () and "village:1:1" in other.touched  # everyone sees which card was looked at


def test_a_call_is_announced_and_so_is_every_final_turn() -> None:
    """RULES.md §5: after a call every other player has one final turn; the table says so."""
    names = ("Sara", "Ada", "Bo")
    s = scenario(3, [["seer"], ["master", "robber"], ["witch"]], deck=["seer", "exposer", "empath"])
    events = play(s, "call")
    # the call's sentence, then whose final turn it is (Ada's begins with the call)
    assert st.tell([e.for_seat(0) for e in events], 0, names, view(s, 0)).banner == (
        "You called for a vote: every other player has one final turn. Final turn: Ada."
    )
    assert st.tell([e.for_seat(2) for e in events], 2, names, view(s, 2)).banner == (
        "Sara called for a vote: every other player has one final turn. Final turn: Ada."
    )
    assert st.tell([e.for_seat(1) for e in events], 1, names, view(s, 1)).banner == (
        "Sara called for a vote: every other player has one final turn. Your final turn: you may not call."
    )
    events = play(s, "draw", "discard")  # Ada's final turn; then Bo's begins
    assert st.tell([e.for_seat(0) for e in events], 0, names, view(s, 0)).banner == "Final turn: Bo."
    assert st.tell([e.for_seat(2) for e in events], 2, names, view(s, 2)).banner == (
        "Your final turn: you may not call."
    )


# ---------------------------------------------------------------------- the window
def _start(window: MainWindow, seats: tuple[Seat, ...], seed: int = 5) -> None:
    window.start_game(GameSetup(seats=seats, seed=seed))
    assert window.controller is not None


def test_both_starting_looks_are_held_face_up_until_the_person_continues(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.session.hold_looks = True
    _start(window, (Seat("You"), Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.EASY)))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: window.session.prompt is not None and controller.view().pending == "peek", timeout=20_000
    )
    window.session.play(next(c.action for c in window.session.prompt.choices))
    qtbot.waitUntil(lambda: window.scene.holding, timeout=10_000)
    looked = {b.at: b.face for b in window.scene.held_looks}
    assert len(looked) == 2  # both cards together
    shown = window.scene.faces_shown()
    assert all(shown.get(place) == face for place, face in looked.items())
    assert [b.text() for b in window.bar.buttons] == ["Continue"]
    names = [window.session.card_name(face) for face in looked.values() if face]
    assert window.bar.label.text() == f"You look at: {', '.join(names)}. Continue when you have seen them."
    window.scene.held_looks = window.scene.held_looks[:1]  # one card (a Psychic's look) is "it"
    window.session._looks_held()
    assert window.bar.label.text() == f"You look at: {names[0]}. Continue when you have seen it."
    assert window.session.prompt is None and window.scene.busy  # nothing else happens meanwhile
    qtbot.wait(600)
    assert window.scene.holding  # still held: it waits for the person, not for a clock
    window.bar.buttons[0].click()
    assert window.bar.buttons == []  # the Continue button goes as soon as it is used
    qtbot.waitUntil(lambda: not window.scene.holding and not window.scene.busy, timeout=10_000)
    shown = window.scene.faces_shown()
    assert not any(place in shown for place in looked)  # face down again


def _click_card(window: MainWindow, place: str) -> None:
    """A mouse click on the card at ``place``, where it lies on the screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    item = window.scene.items_by_place[place]
    point = window.table.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(
        window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def test_a_click_on_the_next_card_ends_a_look_and_chooses_that_card(window: MainWindow, qtbot: QtBot) -> None:
    """A Psychic looks at up to three cards, each held face up until the person goes on. A newcomer
    clicks the next card they want: that click ends the hold and is that card's choice (it was
    swallowed, and the person had to click again)."""
    from silver_desktop.engine.actions import Action

    seats = (Seat("You"), Seat("Ada", SeatKind.EASY))
    window.session.hold_looks = False
    window.start_game(GameSetup(seats=seats, deck="coin", seed=4))  # the person draws a Psychic first
    controller = window.controller
    assert controller is not None

    def offered(kind: str) -> bool:
        v = controller.view()
        return window.session.prompt is not None and not window.scene.busy and v.pending == kind

    qtbot.waitUntil(lambda: offered("peek"), timeout=20_000)
    window.session.play(next(c.action for c in window.session.prompt.choices))
    qtbot.waitUntil(lambda: offered("turn") and controller.view().decider == 0, timeout=20_000)
    window.session.play(Action.parse("draw"))
    qtbot.waitUntil(lambda: offered("hand"), timeout=10_000)
    assert controller.view().hand[0].type == "coin.psychic"
    window.session.play(Action.parse("use"))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=10_000)
    window.session.hold_looks = True
    window.session.place_clicked("village:1:0")
    qtbot.waitUntil(lambda: window.scene.holding, timeout=10_000)
    assert {b.at for b in window.scene.held_looks} == {"village:1:0"}
    _click_card(window, "village:1:1")
    qtbot.waitUntil(lambda: window.scene.holding, timeout=10_000)
    assert {b.at for b in window.scene.held_looks} == {"village:1:1"}  # the click chose it
    window.bar.buttons[0].click()  # Continue: the Psychic asks for a third card, nothing chosen
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=10_000)
    assert not window.scene.holding
    assert controller.view().decider == 0 and "village:1:2" in window.table.clickable  # the third look


def test_a_click_that_ends_the_first_looks_plays_nothing(window: MainWindow, qtbot: QtBot) -> None:
    """The round's first looks end with a click on the deck: the turn that follows is offered, not
    played (the click is not the turn's draw)."""
    window.session.hold_looks = True
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), deck="coin", seed=4))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: window.session.prompt is not None and controller.view().pending == "peek", timeout=20_000
    )
    window.session.play(next(c.action for c in window.session.prompt.choices))
    qtbot.waitUntil(lambda: window.scene.holding, timeout=10_000)
    _click_card(window, "deck")
    qtbot.waitUntil(
        lambda: (
            window.session.prompt is not None
            and not window.scene.busy
            and controller.view().pending == "turn"
            and controller.view().decider == 0
        ),
        timeout=20_000,
    )
    qtbot.wait(300)
    assert controller.view().pending == "turn" and not controller.view().hand  # offered, nothing drawn
    assert "deck" in window.table.clickable


def test_a_timed_hold_when_the_person_chose_it(window: MainWindow, qtbot: QtBot) -> None:
    window.session.hold_looks = True
    window.scene.look_hold_ms = 200
    _start(window, (Seat("You"), Seat("Ada", SeatKind.EASY)))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: window.session.prompt is not None and controller.view().pending == "peek", timeout=20_000
    )
    window.session.play(window.session.prompt.choices[0].action)
    qtbot.waitUntil(lambda: window.session.prompt is not None or controller.decider() != 0, timeout=10_000)
    assert not window.scene.holding


def test_no_stale_input_between_a_persons_action_and_their_next_decision(
    window: MainWindow, qtbot: QtBot
) -> None:
    _start(window, (Seat("You"), Seat("Ada", SeatKind.MEDIUM), Seat("Bo", SeatKind.MEDIUM)))
    controller = window.controller
    assert controller is not None
    rng = random.Random(2)
    for _ in range(25):
        qtbot.waitUntil(lambda: controller.over or window.session.prompt is not None, timeout=30_000)
        if controller.over:
            break
        prompt = window.session.prompt
        assert prompt is not None
        choice = rng.choice(prompt.choices)
        played = len(controller.game.actions)
        window.session.play(choice.action)
        # at once: no button of the old prompt, no clickable card, and a second click does nothing
        assert (window.session.prompt is None and window.bar.buttons == []) or window.scene.holding
        window.session.play(choice.action)
        for place in prompt.choices[0].places:
            window.session.place_clicked(place)
        assert len(controller.game.actions) == played + 1
        window.scene.finish()


def test_other_seats_moves_are_told_beside_them_and_the_table_never_shows_a_face_out_of_place(
    window: MainWindow, qtbot: QtBot
) -> None:
    """While bots play, every card showing a face is either where the seat may see that face, or a
    card in flight whose event showed it; nothing lies face up on the deck unless its top is."""
    window.scene.speed = 1.0
    _start(window, (Seat("You"), Seat("Ada", SeatKind.MEDIUM), Seat("Bo", SeatKind.MEDIUM)), seed=9)
    controller = window.controller
    assert controller is not None
    captions: set[int] = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: controller.over or window.session.prompt is not None, timeout=30_000)
        if controller.over:
            break
        for seat in (1, 2):
            if window.scene.caption_text(seat):
                assert ("Ada", "Bo")[seat - 1] in window.scene.caption_text(seat)
                captions.add(seat)
        prompt = window.session.prompt
        assert prompt is not None
        window.session.play(prompt.choices[0].action)
        v = controller.view()
        deck_top = v.deck[0].type if v.deck and v.deck[0].faceup else None
        while window.scene.busy:
            for item in [*window.scene.items_by_place.values(), *window.scene._ghosts]:
                at_deck = (
                    item.isVisible()
                    and item.pos() == QPointF(*window.scene.current_plan().deck)
                    and item.face is not None
                )
                assert not at_deck or item.face == deck_top, f"{item.face} shown on the deck"
            qtbot.wait(20)
            if window.scene.holding:
                window.scene.release()
    assert captions == {1, 2}


def test_a_round_ends_on_the_table_and_the_next_deal_waits_for_the_person(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 15, item 6: at scoring every village lies revealed in place, as the engine scored it
    (the same cards in the same order, each with what it scores), each sum counts up to the round's
    value (then the call's 0 or +10), and the table waits before the next round is dealt."""
    window.session.hold_looks = True
    _start(window, (Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=12)
    controller = window.controller
    assert controller is not None
    # what the bar says as the round's last action is applied (its moves are still to be shown)
    at_the_end: list[str] = []
    controller.applied.connect(
        lambda events: (
            at_the_end.extend([window.bar.label.text(), "\n".join(window.log_model.lines())])
            if any(e.kind == "round.scored" for e in events)
            else None
        )
    )
    told: list[str] = []
    window.scene.round_told.connect(told.append)
    rng = random.Random(12)
    while not window.scene.holding or window.scene.holding_for != "round":
        qtbot.waitUntil(
            lambda: window.session.prompt is not None or window.scene.holding or controller.over,
            timeout=30_000,
        )
        assert not controller.over
        if window.scene.holding and window.scene.holding_for == "looks":
            window.scene.release()
            continue
        if window.scene.holding:
            break
        prompt = window.session.prompt
        assert prompt is not None
        calls = [c for c in prompt.choices if c.action.verb == "call"]
        window.session.play((calls or [rng.choice(prompt.choices)])[0].action)
    scored = window.scene.scored
    assert scored is not None and controller.game.state.round == 2  # the engine is on; the table is not
    for seat, row in enumerate(scored["cards"]):
        for i, card in enumerate(row):
            item = window.scene.items_by_place[f"village:{seat}:{i}"]
            assert item.face == card["type"]  # revealed, where it lay
            assert item.badge == ("✕" if card["value"] is None else str(card["value"]))
        assert f"village:{seat}:{len(row)}" not in window.scene.items_by_place
    assert [b.text() for b in window.bar.buttons] == ["Continue"]
    assert window.scene.banner_text  # why the round ended
    # the bar did not say why before the table had shown the last move (e2/56: "Bo called for a
    # vote but did not have the lowest village" while Ada's set still flew to the pile)
    assert at_the_end and at_the_end[0] and window.scene.banner_text not in at_the_end[0]
    assert "Round 1 scores" not in at_the_end[1] and "The round is over" not in at_the_end[1]  # nor the log
    assert told == [window.scene.banner_text]
    banner = window.scene._banner.sceneBoundingRect()  # ... written clear of what each card scores
    for place, item in window.scene.items_by_place.items():
        if place.startswith("village:"):
            assert not banner.intersects(item.sceneBoundingRect()), place
    # the log and the docks tell the next round only once the table does
    assert not any("Round 2" in line for line in window.log_model.lines())
    assert any("Round 1" in line for line in window.log_model.lines())
    for seat, label in window.scene._labels.items():
        assert str(scored["values"][seat]) in label.text()
    window.bar.buttons[0].click()  # then (no summary dialog in a test window) the next deal
    qtbot.waitUntil(lambda: window.scene.scored is None and window.scene.view.round == 2, timeout=10_000)
    assert any("Round 2" in line for line in window.log_model.lines())


def test_the_score_pad_agrees_with_the_round_summary_when_it_shows(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The round's summary (a dialog) gave the totals while the score pad behind it still read 0:
    the pad takes the round's scores when the summary opens."""
    from silver_desktop.ui.round_summary import RoundSummary

    seen: list[tuple[list[int], list[int]]] = []

    def exec_(dialog: RoundSummary) -> int:
        seen.append((window.score_model.totals(), list(window.controller.game.state.scores[0])))
        return 1

    monkeypatch.setattr(RoundSummary, "exec", exec_)
    window.interactive = True
    _start(window, (Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=12)
    controller = window.controller
    assert controller is not None
    rng = random.Random(12)
    while not seen:
        qtbot.waitUntil(lambda: window.session.prompt is not None or bool(seen), timeout=30_000)
        if seen:
            break
        prompt = window.session.prompt
        assert prompt is not None
        calls = [c for c in prompt.choices if c.action.verb == "call"]
        window.session.play((calls or [rng.choice(prompt.choices)])[0].action)
    totals, first_round = seen[0]
    assert totals == first_round and sum(first_round) > 0


def test_a_card_that_shifts_along_its_village_slides_and_never_vanishes(qtbot: QtBot) -> None:
    """Issue 15, item 1: when a set leaves its village, the card after it is the same card item,
    shown all the time, sliding to its new place (it used to vanish while the set flew away)."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(
        2,
        [["seer", "witch", "exposer", "exposer", "master"], ["master", "robber"]],
        deck=["empath", "seer", "witch", "beholder"],
    )
    play(s, "draw", "set", "add 2", "add 3")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.speed = 0.05
    before = view(s, 0)
    scene.show_view(before, NAMES)
    scene.finish()
    last = scene.items_by_place["village:0:4"]
    events = play(s, "confirm")
    after = view(s, 0)
    assert len(after.villages[0]) == 4  # the set left, the drawn card took its place
    seen: list[bool] = []
    scene.beat_observer = lambda phase, beat: seen.append(last.isVisible() and last.scene() is scene)
    scene.show_view(after, NAMES, st.tell([e.for_seat(0) for e in events], 0, NAMES, after))
    assert scene.items_by_place["village:0:3"] is last  # keyed by where the card is now
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert seen and all(seen)
    assert scene.items_by_place["village:0:3"] is last and last.pos() == QPointF(
        layout(after, table=scene.table)["village:0:3"].x, layout(after, table=scene.table)["village:0:3"].y
    )


def test_bots_can_be_paused_and_resumed(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 15, item 4: a person can pause the bots (View ▸ Pause the bots, P)."""
    window.scene.speed = 0
    _start(window, (Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.EASY)))
    controller = window.controller
    assert controller is not None
    window.pause_action.setChecked(True)
    qtbot.wait(300)
    played = len(controller.game.actions)
    qtbot.wait(300)
    assert len(controller.game.actions) == played and not controller.over
    assert "paused" in window.bar.label.text()
    window.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: len(controller.game.actions) > played + 3, timeout=10_000)


def test_captions_tell_a_whole_turn_and_go_with_the_game(window: MainWindow, qtbot: QtBot) -> None:
    """A bot's caption gathers the moves of its turn (a draw, then the swap) and starts afresh at its
    next turn; a new game starts with no caption from the last one."""
    _start(window, (Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=3)
    controller = window.controller
    assert controller is not None
    turns: list[str] = []

    def note(events: list) -> None:  # Ada's caption once each of her moves has been told
        window.scene.finish()
        if any(e.kind == "action" and e.params.get("seat") == 1 for e in events):
            turns.append(window.scene.caption_text(1))

    controller.applied.connect(note)
    while len(turns) < 6:
        qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
        window.session.play(window.session.prompt.choices[0].action)  # type: ignore[union-attr]
    grew = [b for a, b in itertools.pairwise(turns) if b.startswith(a + "\n")]
    assert grew, turns  # a later move of the same turn adds to the caption
    assert any("\n" not in t for t in turns[1:]), turns  # a new turn starts a new caption
    _start(window, (Seat("You"), Seat("Bo", SeatKind.MEDIUM)), seed=4)
    assert window.scene.caption_text(1) == "" and window.scene.banner_text == ""


def test_the_cards_a_decision_is_about_are_marked(window: MainWindow, qtbot: QtBot) -> None:
    """The prompt's focus (the card in hand, a set's cards chosen so far) is ringed on the table,
    so a person sees which cards the question is about."""
    window.scene.speed = 0
    _start(window, (Seat("You"), Seat("Ada", SeatKind.EASY)), seed=6)
    controller = window.controller
    assert controller is not None
    while controller.view().pending != "hand":
        qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
        choices = window.session.prompt.choices  # type: ignore[union-attr]
        window.session.play(next((c.action for c in choices if c.action.verb == "draw"), choices[0].action))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    prompt = window.session.prompt
    assert prompt is not None and "hand:0" in prompt.focus
    marked = {place for place, item in window.scene.items_by_place.items() if item.selected_step}
    assert marked == set(prompt.focus)


def test_the_thinking_message_names_the_seat_that_decides(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 15, item 3: "X is thinking..." names the bot really deciding, and is gone once that bot's
    move is being told (the bar then says what it did)."""
    window.scene.speed = 0.05
    _start(window, (Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.EASY), Seat("Cy", SeatKind.EASY)))
    controller = window.controller
    assert controller is not None
    thinking: list[tuple[str, str]] = []
    after: list[str] = []
    controller.bot_thinking.connect(
        lambda seat: thinking.append((window.bar.label.text(), controller.names[controller.decider()]))
    )
    controller.applied.connect(lambda _events: after.append(window.bar.label.text()))
    qtbot.waitUntil(lambda: len(thinking) > 12, timeout=30_000)
    for text, name in thinking:
        assert text == f"{name} is thinking..."
    assert after and not any("thinking" in text for text in after)


def test_after_the_persons_own_move_the_bar_says_whose_turn_it_is(window: MainWindow, qtbot: QtBot) -> None:
    """The bar was empty while the person's own move was shown and the next bot waited its turn (a
    second or two, a14): it now says whose turn it is, as the log does, until that bot is thinking."""
    window.scene.speed = 0.05
    _start(window, (Seat("You"), Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.EASY)))
    controller = window.controller
    assert controller is not None
    told: list[str] = []
    controller.applied.connect(lambda _events: told.append(window.bar.label.text()))

    def ready() -> bool:
        return window.session.prompt is not None and not window.scene.busy

    qtbot.waitUntil(ready, timeout=20_000)
    while controller.view().pending != "turn":  # the round's first looks
        window.session.play(window.session.prompt.choices[0].action)
        qtbot.waitUntil(ready, timeout=20_000)
    told.clear()
    draw = next(c.action for c in window.session.prompt.choices if c.action.verb == "draw")
    window.session.play(draw)
    qtbot.waitUntil(ready, timeout=20_000)
    assert told[-1] == ""  # the card drawn is the person's to see on the table
    window.session.play(next(c.action for c in window.session.prompt.choices if c.action.verb == "discard"))
    assert told[-1] == "It is Ada's turn."


def test_the_memory_aid_writes_numbers_in_the_languages_digits(qtbot: QtBot) -> None:
    """Issue 16, item 6: the memory aid's numbers are Persian digits in Persian."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.language import apply_language
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(2, [["seer", "witch", "master"], ["master", "robber"]], deck=["seer", "exposer"])
    play(s, "draw", "use", "look 0:2")  # the Seer: you look at your own Master (10)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.memory_aid = True
    apply_language("fa")
    try:
        scene.show_view(view(s, 0), NAMES)
        scene.finish()
        assert "۱۰" in {item.hint for item in scene.items_by_place.values()}
    finally:
        apply_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_waiting_above_the_pile_lie_on_a_tray_over_the_villages(qtbot: QtBot, players: int) -> None:
    """A revealed set waits above the pile, where another seat's village may lie (the top row with
    two seats, a side row with four): a dark tray under the waiting cards, over the villages, shows
    that they are not in that village. It goes once nothing waits there."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    others = [
        ["master", "robber", "witch", "villager", "empath"],
        ["rascal", "exposer", "revealer", "apprentice_seer", "squire"],
        ["seer", "beholder", "doppelganger", "rascal", "revealer"],
    ]
    villages = [["bodyguard", "witch", "bodyguard", "bodyguard", "master"], *others[: players - 1]]
    s = scenario(players, villages, deck=["bodyguard", "squire", "exposer", "beholder"])
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.speed = 0.05
    names = ("You", "Ada", "Bo", "Cy")[:players]
    scene.show_view(view(s, 0), names)
    scene.finish()
    assert not scene.tray.isVisible()
    events = play(s, "draw", "set", "add 0", "add 2", "add 3", "confirm")
    waiting = view(s, 0)
    assert [len(g) for g in waiting.limbo] == [3]
    scene.show_view(waiting, names, st.tell([e.for_seat(0) for e in events], 0, names, waiting))
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert scene.tray.isVisible()
    tray = scene.tray.sceneBoundingRect()
    cards = [item for place, item in scene.items_by_place.items() if place.startswith("limbo:")]
    assert len(cards) == 3
    for card in cards:
        assert tray.contains(card.sceneBoundingRect()) and card.zValue() > scene.tray.zValue()
    villages_under = [
        item
        for place, item in scene.items_by_place.items()
        if place.startswith("village:") and item.sceneBoundingRect().intersects(tray)
    ]
    assert all(item.zValue() < scene.tray.zValue() for item in villages_under)
    if players in (2, 4):  # the very case: the waiting cards lie over another seat's row
        assert any(
            not place.startswith("village:0:")
            for place in scene.items_by_place
            if place.startswith("village:")
            and scene.items_by_place[place].sceneBoundingRect().intersects(tray)
        )
    events = play(s, "into 0")
    after = view(s, 0)
    assert not after.limbo
    scene.show_view(after, names, st.tell([e.for_seat(0) for e in events], 0, names, after))
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert not scene.tray.isVisible()


@pytest.mark.parametrize("size", [(700, 520), (700, 645), (800, 645), (800, 800), (915, 645), (1300, 800)])
def test_a_side_seats_caption_leaves_its_village_in_sight(qtbot: QtBot, size: tuple[int, int]) -> None:
    """Four seats, a draw area, a bot with six cards on the left: its caption (three sentences) goes
    below its village, in the column beside the middle, even a narrow one (at 700 x 645 and 800 x 645
    it is 150 to 180 pixels wide), not over the cards whose moves it tells."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [
        ["bodyguard", "witch", "bodyguard", "bodyguard", "master"],
        ["master", "robber", "witch", "villager", "empath", "seer"],
        ["rascal", "exposer", "revealer", "apprentice_seer", "squire"],
        ["seer", "beholder", "doppelganger", "rascal", "revealer"],
    ]
    s = scenario(4, villages, deck=["squire", "exposer"], pile=["witch", "seer"], current=3)
    play(s, "draw")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    caption = (
        "Ada placed the Mortician as the 5th card of their village; the Troublemaker went onto the"
        " discard pile. Ada used the ability of the discarded card with the Mortician. The 4th card of"
        " Ada's village and the 2nd card of your village swapped places."
    )
    _assert_side_captions_clear_their_villages(scene, view(s, 0), caption, size)


def _assert_side_captions_clear_their_villages(
    scene: TableScene, v: PlayerView, caption: str, size: tuple[int, int]
) -> None:
    """Each side seat's ``caption`` lies clear of its label and of its village's cards."""
    for seat in (1, 3):
        scene.show_view(v, ("You", "Ada", "Bo", "Cy"), st.Story(actor=seat, caption=caption))
        scene.finish()
        assert scene.caption_text(seat) == caption
        label = scene.text_items()[f"label:{seat}"].sceneBoundingRect()
        plate = scene._captions[seat].sceneBoundingRect()
        assert not plate.intersects(label)
        for place, item in scene.items_by_place.items():
            if place.startswith(f"village:{seat}:"):
                card = item.sceneBoundingRect()
                inset = card.height() * 0.08  # the card's glow margin
                assert not plate.intersects(card.adjusted(inset, inset, -inset, -inset)), (size, seat, place)


@pytest.mark.parametrize("size", [(800, 645), (900, 645), (1300, 800)])
def test_with_a_card_in_the_draw_area_the_left_seats_caption_goes_below_it(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """A card the Squire laid out fills the left of the middle, so the column beside the middle
    was too narrow and the left seat's caption lay over its village, fading after a while (s1/24,
    a 900 x 645 table). It goes below the draw area's cards, beside the deck, clear of the village,
    the draw area and the deck."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], area=["robber"])
    v = view(s, 0)
    assert v.area
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    caption = "Ada shuffled the facedown cards of your village with the Thing; nobody knows them now."
    _assert_side_captions_clear_their_villages(scene, v, caption, size)
    scene.show_view(v, ("You", "Ada", "Bo", "Cy"), st.Story(actor=1, caption=caption))
    scene.finish()
    plate = scene._captions[1].sceneBoundingRect()
    for place in ("area:0", "deck"):
        assert not plate.intersects(scene.items_by_place[place].sceneBoundingRect()), (size, place)


@pytest.mark.parametrize("size", [(735, 565), (800, 600), (1000, 700)])
def test_without_a_draw_area_the_left_seats_caption_still_leaves_its_village_in_sight(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Silver Coin has no draw area, so the middle lies further left: at 1100 x 720 (a table of
    735 x 565) the column left of the deck was 128 px wide, under the narrowest allowed, and every
    caption of the left seat lay over its village (k6/24-38, in Korean). It goes in that column."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [
        ["blob", "curator", "pixie", "golem", "nostro"],
        ["huntress", "assassin", "psychic", "nosferatu", "con_artist"],
        ["apprentice_tanner", "village_idiot", "golem", "nostro", "curator"],
        ["pixie", "huntress", "assassin", "psychic", "nosferatu"],
    ]
    s = scenario(
        4, villages, deck=["con_artist"], pile=["pixie", "blob", "curator", "huntress"], edition="coin"
    )
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    caption = (
        "지우 님이 손에 든 카드를 자기 마을의 두 번째 카드 자리에 놓았고, 견습 무두장이 카드는 버리는"
        " 더미에 놓였습니다."
    )
    _assert_side_captions_clear_their_villages(scene, view(s, 0), caption, size)


@pytest.mark.parametrize(("lang", "expected"), [("en", "Ada  ·  0"), ("fa", "Ada:  ۰"), ("ko", "Ada  ·  0")])
def test_a_seats_label_separates_name_and_score_readably(qtbot: QtBot, lang: str, expected: str) -> None:
    """A seat's label is its name and score; in Persian the middle dot next to the zero "۰" read as
    "۰ ۰", so there a colon separates them."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.language import apply_language
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["seer", "exposer"])
    scene = TableScene(CardArt(), lambda cid: cid)
    apply_language(lang)
    try:
        scene.show_view(view(s, 0), NAMES)
        scene.finish()
        label = scene.text_items()["label:1"]
        assert label.text().replace("\u200f", "").replace("\u200e", "") == expected
    finally:
        apply_language("en")


@pytest.mark.parametrize(("lang", "arrow"), [("en", "→"), ("fa", "←"), ("ko", "→")])
def test_a_failed_calls_score_follows_its_value_in_the_reading_direction(
    qtbot: QtBot, lang: str, arrow: str
) -> None:
    """At scoring a caller's label counts up to its village's value, then shows the round score the
    call gave ("12 → 22"); in Persian, read right to left, the arrow points left."""
    from PySide6.QtCore import QVariantAnimation

    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.language import apply_language
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["seer", "exposer"])
    scene = TableScene(CardArt(), lambda cid: cid)
    apply_language(lang)
    try:
        v = view(s, 0)
        scene.show_view(v, NAMES)
        scene.finish()
        cards = [[{"type": "silver.seer", "value": 9}, {"type": "silver.witch", "value": 3}], []]
        steps = scene._round_end(v, NAMES, {"cards": cards, "values": [12, 20], "scores": [22, 20]}, False)
        count = next(step for step in steps if isinstance(step, QVariantAnimation))
        count.setCurrentTime(count.duration())
        text = scene.text_items()["label:0"].text()
        assert arrow in text and text.index(arrow) < len(text) - 1
        digits = "۱۲" if lang == "fa" else "12"
        assert digits in text
    finally:
        apply_language("en")


#: Four villages of five cards (the caption and banner placement tests' table).
FOUR_VILLAGES = [
    ["bodyguard", "witch", "bodyguard", "bodyguard", "master"],
    ["master", "robber", "witch", "villager", "empath"],
    ["rascal", "exposer", "revealer", "apprentice_seer", "squire"],
    ["seer", "beholder", "doppelganger", "rascal", "revealer"],
]


@pytest.mark.parametrize("size", [(700, 520), (880, 640), (1000, 700), (1300, 800), (1900, 950)])
def test_the_top_seats_caption_never_covers_a_name(qtbot: QtBot, size: tuple[int, int]) -> None:
    """Four seats: the caption of the seat across the table lies in the corner beside its village;
    a turn told in two long sentences (a set shown, then exchanged) once grew over the name of the
    side seat under that corner (at 880 x 640). Older sentences give way, the text gets a little
    smaller where it is large, or the caption goes between the side villages: no seat's name, count,
    token or card is covered (it once went over the very cards it told of)."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(
        4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], current=2, token_holder=1
    )
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    names = ("You", "Ada", "Bo", "Cy")
    stories = [
        "Bo declared a set.",
        "Bo showed the Master ×2 from their village: a matched set. Bo placed a card as the 4th card of"
        " their village; the Master ×2 went onto the discard pile.",
    ]
    for caption in stories:
        scene.show_view(view(s, 0), names, st.Story(actor=2, caption=caption))
        scene.finish()
    assert scene.caption_text(2).endswith(stories[-1])  # the newest sentence is always told
    plate = scene._captions[2].sceneBoundingRect().adjusted(-8, -4, 8, 4)  # as its plate is drawn
    for name, item in scene.text_items().items():
        assert not plate.intersects(item.sceneBoundingRect()), (size, name)
    note = scene._captions[2]
    if size == (700, 520):
        # four lines fit nowhere else on so small a table: the last resort, over its own village,
        # which it lets be seen again once read (it fades out; the log keeps it)
        assert note.fading
        note.fade_after(10)
        qtbot.waitUntil(lambda: not note.isVisible(), timeout=3000)
        assert note.opacity() == 0.0
        scene.show_view(view(s, 0), names, st.Story(actor=2, caption="Bo drew no more cards."))
        scene.finish()
        assert note.opacity() == 1.0 and note.isVisible()  # the seat's next move is told again
        return
    assert not note.fading  # clear of every village: it stays until the seat's next turn
    for place, item in scene.items_by_place.items():  # nor the cards of any village
        if place.startswith("village:"):
            card = item.sceneBoundingRect()
            inset = card.height() * 0.08  # the card's glow margin
            assert not plate.intersects(card.adjusted(inset, inset, -inset, -inset)), (size, place)


@pytest.mark.parametrize("size", [(660, 485), (700, 520), (1000, 700), (1300, 800)])
def test_a_banner_over_cards_in_play_fades_once_read(qtbot: QtBot, size: tuple[int, int]) -> None:
    """A call's banner on a small table may have to lie over the edge of a village (k19/k20 at
    1024 x 640 with the docks: over two side villages for the whole of the final turns). It fades out
    once read there (the prompt, the players' list and the log keep the call); where it covers no
    village card it stays."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], current=0)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    banner = "Cy called for a vote: every other player has one final turn. Your final turn: you may not call."
    scene.show_view(view(s, 0), ("You", "Ada", "Bo", "Cy"), st.Story(actor=3, banner=banner))
    scene.finish()
    note = scene._banner
    assert scene.banner_text == banner and note.opacity() == 1.0
    plate = note.sceneBoundingRect()
    covers = any(
        plate.intersects(item.sceneBoundingRect())
        for place, item in scene.items_by_place.items()
        if place.startswith("village:")
    )
    assert note.fading == covers, (size, covers)
    if size == (1300, 800):
        assert not covers
    if size == (660, 485):
        assert covers  # the fading case is tested here (a layout that clears it needs a smaller table)


def test_a_fade_that_ends_after_its_table_is_gone_does_nothing(qtbot: QtBot) -> None:
    """A caption still fading when its table is closed (a window closed, a test over) once ran its
    end on a deleted note: "Internal C++ object (_Note) already deleted" in the event loop."""
    import shiboken6

    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(700, 520)
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["squire"], pile=["rascal"])
    scene.show_view(view(s, 0), ("You", "Ada"), st.Story(actor=1, caption="Ada drew a card from the deck."))
    scene.finish()
    note = scene._captions[1]
    note.fade_after(30)
    shiboken6.delete(scene)  # the note goes with its scene, its fade still running
    qtbot.wait(800)  # pytest-qt fails the test on an exception raised in the event loop meanwhile
    assert not shiboken6.isValid(note)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(660, 485), (915, 645), (1300, 800), (1900, 950)])
def test_a_card_another_seat_holds_covers_no_name_and_no_village(
    qtbot: QtBot, size: tuple[int, int], players: int
) -> None:
    """The card a seat has drawn lies at the inner end of its village, larger and tilted. The seat
    across the table held it over the name of the side seat on the right (a10 at 1280 x 800: "Cy · 0"
    hidden while Bo decided); it is raised now, clear of every name, count and village, and on the table.
    It lies at the end of the seat's own row, not of its region (as wide as the longest village):
    beside a row of four, with six cards elsewhere, it lay a card's width away from the row."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    names = ("You", "Ada", "Bo", "Cy")[:players]
    uneven = [list(village) for village in FOUR_VILLAGES[:players]]
    uneven[1].append("villager")  # six cards on the left
    uneven[-1].pop()  # four on the right (or across the table)
    for drawer, villages in itertools.product(range(1, players), (FOUR_VILLAGES[:players], uneven)):
        s = scenario(players, villages, deck=["squire", "exposer"], pile=["witch"], current=drawer)
        play(s, "draw")
        scene = TableScene(CardArt(), lambda cid: cid)
        scene.fit_to(*size)
        scene.show_view(view(s, 0), names, st.Story())
        scene.finish()
        held = scene.items_by_place["hand:0"]
        rect = held.mapRectToScene(held.card_rect())
        assert scene.sceneRect().contains(rect), (drawer, rect)
        for name, item in scene.text_items().items():
            if item.isVisible():
                assert not rect.intersects(item.sceneBoundingRect()), (drawer, name)
        for place, item in scene.items_by_place.items():
            if place.startswith("village:"):
                card = item.mapRectToScene(item.card_rect())
                assert not rect.adjusted(1, 1, -1, -1).intersects(card), (drawer, place)
        row = [
            item.mapRectToScene(item.card_rect())
            for place, item in scene.items_by_place.items()
            if place.startswith(f"village:{drawer}:")
        ]
        step = row[0].width()
        if drawer == players - 1:  # on the right: just before its first card
            assert 0 <= min(r.left() for r in row) - rect.right() < step / 2, (drawer, villages)
        else:  # on the left, or across the table: just after its last card
            assert 0 <= rect.left() - max(r.right() for r in row) < step / 2, (drawer, villages)


def test_a_move_told_twice_in_a_row_is_one_line_with_its_count(qtbot: QtBot) -> None:
    """Bo's two Goth Girls went onto the pile one after the other: his caption read "Bo put the Goth
    Girl onto the discard pile." twice, which looks like a slip (a46). It is told once, with "(×2)";
    different moves stay apart, and the log keeps every line."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], current=0)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1300, 800)
    names = ("You", "Ada", "Bo", "Cy")
    gone = "Bo put the Goth Girl onto the discard pile."
    for caption in ("Bo drew a card.", gone, gone):
        scene.show_view(view(s, 0), names, st.Story(actor=2, caption=caption))
        scene.finish()
    # the count is bound to the move by a no-break space: it wrapped onto a line of its own (s1/44)
    assert scene.caption_text(2) == "Bo drew a card.\nBo put the Goth Girl onto the discard pile.\u00a0(×2)"


@pytest.mark.parametrize("size", [(660, 485), (915, 645), (1300, 800)])
def test_every_gap_mark_lies_on_the_table(size: tuple[int, int]) -> None:
    """A Gremlin's targets are the ends of every village: the outer end of a side village lay half
    off the table, a sliver a newcomer could miss (a50). Every gap's mark lies on the table now."""
    from silver_desktop.ui.table.layout import table_for
    from silver_desktop.ui.table.targets import target_rect

    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], current=0)
    v = view(s, 0)
    table = table_for(*size)
    for seat, village in enumerate(v.villages):
        for index in range(len(village) + 1):
            rect = target_rect(f"gap:{seat}:{index}", v, table)
            assert rect is not None
            assert rect.left() >= 0 and rect.right() <= table.width, (seat, index, rect, table.width)


def test_a_known_card_put_face_down_into_a_village_lands_face_down(qtbot: QtBot) -> None:
    """The person's set exchange: the card they held flew face up (they know it) into their
    village and stayed face up there until the story's end, seconds later (the set's cards went to
    the pile meanwhile: p1/35), as if it now lay face up. It turns face down as it lands; a card
    that lands face up keeps its face."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [["squire", "beholder", "beholder", "rascal", "seer"], ["witch", "robber"]]
    s = scenario(2, villages, deck=["villager", "empath", "rascal"], pile=["revealer"])
    play(s, "draw", "set", "add 1", "add 2")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    old = view(s, 0)
    scene.show_view(old, ("You", "Ada"))
    scene.finish()
    play(s, "confirm")
    new = view(s, 0)
    held = new.villages[0][1].type  # the card drawn, which the person knows
    assert held is not None and not new.villages[0][1].faceup
    for to, face, down in (("village:0:1", held, True), ("pile", "silver.beholder", False)):
        fly = scene._move(st.Beat(st.MOVE, "hand:0" if down else "limbo:0", to, face), old, new)
        ghost = scene._ghosts[-1]
        assert ghost.face == face  # in flight: the face the viewer knows
        fly.start()
        fly.setCurrentTime(fly.duration())
        qtbot.waitUntil(lambda f=fly: f.state() == f.State.Stopped, timeout=2000)
        assert ghost.face == (None if down else face), to


def test_a_card_put_under_the_pile_slides_under_its_fan(qtbot: QtBot) -> None:
    """A card the Assassin sends to the bottom of the pile flew to the top of the fan and lay there,
    over the card just discarded, until it vanished (k6/16): as if put on top. It flies to the fan's
    first card and under it; a card discarded on top still lands on top, above the fan."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    pile = ["villager", "robber", "rascal", "witch", "empath", "seer"]
    s = scenario(2, [["squire", "beholder"], ["witch", "robber"]], deck=["villager"], pile=pile)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    v = view(s, 0)
    scene.show_view(v, NAMES)
    scene.finish()
    fan = sorted(
        (item for place, item in scene.items_by_place.items() if place.startswith("pile:")),
        key=lambda i: i.x(),
    )
    assert len(fan) == 4  # the pile's first two cards lie under the fan
    for to, under in (("pile:bottom", True), ("pile", False)):
        fly = scene._move(st.Beat(st.MOVE, "village:1:0", to, "silver.witch"), v, v)
        ghost = scene._ghosts[-1]
        end = fly.endValue()
        if under:
            assert (end.x(), end.y()) == (fan[0].x(), fan[0].y())
            assert ghost.zValue() < min(item.zValue() for item in fan)
        else:
            assert end.x() == fan[-1].x()  # where the top card lies, over it
            assert ghost.zValue() > max(item.zValue() for item in fan)


def test_a_psychics_looks_at_one_village_are_one_caption_line(qtbot: QtBot) -> None:
    """A Psychic looks at up to three cards, one decision a look: its caption was a line a look
    (k6/18: six lines in Korean). Looks at one village are one sentence that grows with each look and
    replaces the line before; a look at another village starts a line of its own; the log keeps a
    line a look."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [["blob", "curator", "pixie"], ["golem", "nostro", "huntress"]]
    s = scenario(2, villages, deck=["psychic", "blob", "pixie"], edition="coin", current=1)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    scene.show_view(view(s, 0), NAMES)
    scene.finish()
    play(s, "draw", "use")
    told: st.Story | None = None
    captions, lines = [], []
    for look in ("look 0:2", "look 0:0", "look 1:1"):
        events = [e.for_seat(0) for e in play(s, look)]
        story = st.tell(events, 0, NAMES, view(s, 0))
        lines.extend(story.lines)
        told = st.continued(story, told, 0, NAMES)
        scene.tell_caption(view(s, 0), told)
        captions.append(scene.caption_text(1))
    assert lines[:3] == [
        "Ada looked at the 3rd card of your village.",
        "Ada looked at the 1st card of your village.",
        "Ada looked at the 2nd card of their village.",
    ]
    assert captions == [
        "Ada looked at the 3rd card of your village.",
        "Ada looked at the 1st and 3rd cards of your village.",
        "Ada looked at the 1st and 3rd cards of your village.\nAda looked at the 2nd card of their village.",
    ]


def test_the_golems_pile_card_leaves_the_fan_and_the_others_slide_along(qtbot: QtBot) -> None:
    """The Golem puts the card beneath it into a village and that village's card under the pile. The
    card taken stayed in the fan while it flew (two of it on the table), and the fan's items, keyed
    by place, turned over to show the cards that had shifted (k6/33: as if three cards were
    flipped). The card taken leaves the fan as it flies; every card still shown keeps its item,
    and its face, and slides to its new place."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    pile = ["pixie", "blob", "curator", "wolfman", "huntress", "psychic"]
    villages = [["blob", "curator", "pixie"], ["golem", "nostro", "huntress"]]
    s = scenario(2, villages, deck=["golem", "blob"], pile=pile, edition="coin")
    play(s, "draw", "use")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.speed = 0.05
    before = view(s, 0)
    scene.show_view(before, NAMES)
    scene.finish()
    items = {i: scene.items_by_place[f"pile:{i}"] for i in range(3, 7)}
    assert [items[i].face for i in range(3, 7)] == [
        "coin.wolfman",
        "coin.huntress",
        "coin.psychic",
        "coin.golem",
    ]
    events = play(s, "replace 1:1")
    after = view(s, 0)
    hidden: list[bool] = []
    scene.beat_observer = lambda phase, beat: hidden.append(not items[5].isVisible())
    scene.show_view(after, NAMES, st.tell([e.for_seat(0) for e in events], 0, NAMES, after))
    # the pile is now Nostro, Pixie, Blob, Curator, Wolfman, Huntress, Golem
    assert [scene.items_by_place.get(f"pile:{i}") for i in (4, 5, 6)] == [items[3], items[4], items[6]]
    assert items[5] not in scene.items_by_place.values()  # the Psychic went into a village
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    assert hidden and hidden[0]  # off the fan from its flight's start
    slots = layout(after, table=scene.table)
    for i, item in ((4, items[3]), (5, items[4]), (6, items[6])):
        assert scene.items_by_place[f"pile:{i}"] is item
        assert item.pos() == QPointF(slots[f"pile:{i}"].x, slots[f"pile:{i}"].y)
    assert [items[i].face for i in (3, 4, 6)] == ["coin.wolfman", "coin.huntress", "coin.golem"]
    assert scene.items_by_place["pile:3"].face == "coin.curator" and items[5].scene() is None


def test_the_instigator_turns_the_card_beneath_it_not_one_counted_from_the_bottom(qtbot: QtBot) -> None:
    """Events count the pile from its top and the table's items from its bottom: the Instigator's
    "the pile's 2nd card" turned the 2nd card from the bottom over (or none, if that one was not
    shown). The card beneath the Instigator turns, and no other."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    pile = ["priest", "cow", "insomniac", "mortician", "troublemaker"]
    s = scenario(
        2,
        [["thing", "gremlin"], ["marksman", "count"]],
        deck=["instigator", "thing"],
        pile=pile,
        edition="bullet",
    )
    play(s, "draw", "use")
    assert "flippile" in {a.split()[0] for a in __import__("builders").legal(s)}
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.speed = 0.05
    before = view(s, 0)
    scene.show_view(before, NAMES)
    scene.finish()
    faces = {place: item.face for place, item in scene.items_by_place.items() if place.startswith("pile:")}
    flipped: list[str] = []
    events = play(s, "flippile")
    after = view(s, 0)
    top = len(after.pile) - 1
    assert after.pile[top - 1].faceup is False  # the card beneath the Instigator lies face down now
    story = st.tell([e.for_seat(0) for e in events], 0, NAMES, after)
    scene.beat_observer = lambda phase, beat: (
        flipped.append(beat.at) if beat is not None and phase == "start" else None
    )
    scene.show_view(after, NAMES, story)
    assert f"pile:{top - 1}" in story.touched  # the card turned is marked
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    for place, face in faces.items():
        assert scene.items_by_place[place].face == (None if place == f"pile:{top - 1}" else face), place


@pytest.mark.parametrize("size", [0, 1, 2, 3, 4, 7])
def test_a_card_flies_to_and_from_where_it_lies_in_the_fan(size: int) -> None:
    """A card put on a short pile flew one step past the top card's place (and a card taken from it
    left from there): it lands where the top card lies, and a card taken from inside the pile (the
    Golem's) leaves from its own place, or the fan's first if it is not shown."""
    names = ["villager", "robber", "rascal", "witch", "empath", "seer", "master"][:size]
    s = scenario(2, [["squire", "beholder"], ["witch", "robber"]], deck=["villager"], pile=names)
    v = view(s, 0)
    slots = layout(v)
    fan = sorted((slot.x, slot.y) for place, slot in slots.items() if place.startswith("pile:"))
    if not fan:
        assert anchor("pile:bottom", v) == anchor("pile", v)
        return
    assert anchor("pile", v) == fan[-1]
    assert anchor("pile:1", v) == (fan[-2] if size > 1 else fan[0])
    assert anchor(f"pile:{size - 1}", v) == fan[0]
    assert anchor("pile:bottom", v) == fan[0]


def test_a_card_the_master_takes_flies_from_where_it_lies_in_the_whole_pile(qtbot: QtBot) -> None:
    """The person's Master fans the whole pile out to choose from; the card taken flew from the
    four-card fan's first place, a card's width or more from where it lay. It leaves from where it
    lies, and its item is hidden as it goes."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    pile = ["empath", "beholder", "exposer", "revealer", "squire", "rascal"]
    s = scenario(
        2, [["seer", "witch", "rascal"], ["villager", "robber"]], deck=["master", "villager"], pile=pile
    )
    play(s, "draw", "use")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    scene.full_pile = True  # as the session fans it out for the Master's search
    before = view(s, 0)
    scene.show_view(before, NAMES)
    scene.finish()
    taken = scene.items_by_place["pile:1"]  # the Beholder: the 6th card from the top (the Master on top)
    assert taken.face == "silver.beholder"
    events = play(s, "pick 5")
    scene.full_pile = False  # the decision is gone
    beat = next(
        b for b in st.tell([e.for_seat(0) for e in events], 0, NAMES, view(s, 0)).beats if b.kind == st.MOVE
    )
    assert beat.at == "pile:5"
    fly = scene._move(beat, before, view(s, 0))
    assert fly.startValue() == taken.pos()
    fly.start()
    assert not taken.isVisible()


@pytest.mark.parametrize(("lang", "mark"), [("en", "▶"), ("fa", "◀"), ("ko", "▶")])
def test_the_mark_of_the_seat_to_act_points_at_its_name(qtbot: QtBot, lang: str, mark: str) -> None:
    """The seat to act has a triangle before its name. Read right to left it stood at the name's
    right and pointed right, away from it (s3/05, Persian); there it points left, at the name."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.language import apply_language
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(2, [["seer", "witch"], ["master", "robber"]], deck=["seer", "exposer"], current=1)
    scene = TableScene(CardArt(), lambda cid: cid)
    apply_language(lang)
    try:
        scene.show_view(view(s, 0), NAMES)
        scene.finish()
        label = scene.text_items()["label:1"].text().replace("\u200f", "").replace("\u200e", "")
        assert label.startswith(mark) and "▶◀".replace(mark, "") not in label
        assert mark not in scene.text_items()["label:0"].text()
    finally:
        apply_language("en")


def test_a_robbers_swap_stays_ringed_while_the_robber_looks_at_its_card(qtbot: QtBot) -> None:
    """A bot's Robber swapped the person's first card, then looked at the card it took (a second
    decision): only that look's card kept its ring, and nothing on the table showed which of the
    person's cards had gone (k1/21). The cards a seat's moves of one turn touched stay ringed until
    another seat moves."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [["seer", "witch", "empath"], ["master", "rascal"]]
    s = scenario(2, villages, deck=["robber", "exposer"], current=1)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    scene.show_view(view(s, 0), NAMES)
    scene.finish()

    def show(*actions: str) -> set[str]:
        events = play(s, *actions)
        new = view(s, 0)
        scene.show_view(new, NAMES, st.tell([e.for_seat(0) for e in events], 0, NAMES, new))
        scene.finish()
        return {place for place, item in scene.items_by_place.items() if item.touched}

    show("draw", "use")
    assert {"village:0:0", "village:1:1"} <= show("rob 0:0 1")
    assert {"village:0:0", "village:1:1"} <= show("look 1:1")  # the look keeps the swap in sight
    # the person's own move starts afresh: only what it touched is ringed
    assert "village:0:0" not in show("draw", "exchange 1")


def test_why_a_round_ended_is_told_once_its_last_move_has_been_shown(qtbot: QtBot) -> None:
    """The banner said that a call had failed while the last player's set was still flying to the
    pile, and that player's caption was already gone (k1/37): when the round's last action moves
    cards, its story and the round's count are one story. Its moves are shown with its caption,
    then the banner says why the round ended, as the count begins, and the caption goes."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import BEAT_START, DONE, TableScene

    load_fonts()
    s = scenario(2, [["seer", "witch", "empath"], ["master", "rascal"]], deck=["exposer", "robber", "empath"])
    play(s, "call")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    scene.speed = 0.05
    scene.show_view(view(s, 0), NAMES)
    scene.finish()
    events = play(s, "draw", "exchange 0")  # Ada's final turn ends the round
    ending, scored, _ = st.round_end_split([e.for_seat(0) for e in events])
    assert scored is not None
    table = st.revealed(view(s, 0), scored, ending)
    seen: list[tuple[str, str]] = []  # (banner, Ada's caption) as each move begins
    done: list[bool] = []

    def observe(phase: str, beat: st.Beat | None) -> None:
        if phase == BEAT_START and beat is not None and beat.kind == st.MOVE:
            caption = scene._captions.get(1)
            seen.append((scene.banner_text, caption.text if caption is not None else ""))
        done.append(phase == DONE)

    scene.beat_observer = observe
    scene.show_view(table, NAMES, st.tell(ending, 0, NAMES, table), scored=scored)
    qtbot.waitUntil(lambda: any(done), timeout=10_000)
    assert len(seen) >= 2 and all(banner == "" and caption for banner, caption in seen)
    assert "vote" in scene.banner_text and not scene._captions[1].text


@pytest.mark.parametrize("lang", ["fa", "ko"])
@pytest.mark.parametrize("size", [(1300, 800), (1540, 930)])
def test_a_whole_turn_is_told_a_little_smaller_before_its_first_move_gives_way(
    qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    """The seat across the table took the Bodyguard from the pile and put it into its village: its
    caption told only the second move (k2/06_6, Persian at 1920 x 1080), and a newcomer could not
    tell where the card had come from. The whole turn is told, a little smaller, and still covers
    no name, count or token."""
    from silver_desktop.ui.language import apply_language

    load_fonts()
    apply_language(lang)
    try:
        _tell_a_take_and_an_exchange(lang, size)
    finally:
        apply_language("en")


def _tell_a_take_and_an_exchange(lang: str, size: tuple[int, int]) -> None:
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "bodyguard"], current=2)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    scene.mirrored = lang == "fa"
    names = ("Sara", "Ada", "Bo", "Cy")
    scene.show_view(view(s, 0), names)
    scene.finish()
    told = []
    for action in ("take", "exchange 0"):
        events = play(s, action)
        new = view(s, 0)
        story = st.tell([e.for_seat(0) for e in events], 0, names, new, lang)
        told.append(story.caption)
        scene.show_view(new, names, story)
        scene.finish()
    assert scene.caption_text(2) == "\n".join(told)
    plate = scene._captions[2].sceneBoundingRect().adjusted(-8, -4, 8, 4)
    for name, item in scene.text_items().items():
        assert not plate.intersects(item.sceneBoundingRect()), name


def test_a_caption_counts_a_move_told_several_times_once(qtbot: QtBot) -> None:
    """A turn of six stories, two of them alike: the caption kept the last three, and a Rascal's
    turn began with "put a card back onto the deck" (k2/10). It tells up to five moves, moves
    alike in a row counted once (told once with their count)."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], current=2)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1900, 950)
    names = ("You", "Ada", "Bo", "Cy")
    stories = [
        "Bo drew a card.",
        "Bo drew a card.",
        "Bo put a card back onto the deck.",
        "Bo discarded the Exposer to use its ability.",
        "The 3rd card of Bo's village was turned face up: the Robber.",
        "Bo looked at the 1st card of their village.",
    ]
    for caption in stories:
        scene.show_view(view(s, 0), names, st.Story(actor=2, caption=caption))
        scene.finish()
    assert scene.caption_text(2).split("\n") == ["Bo drew a card.\u00a0(×2)", *stories[2:]]
    scene.show_view(view(s, 0), names, st.Story(actor=2, caption="Bo looked at a card."))
    scene.finish()
    assert scene.caption_text(2).split("\n") == [*stories[2:], "Bo looked at a card."]  # five moves


def test_an_extra_turn_is_told_on_in_the_caption_of_the_turn_that_gave_it(qtbot: QtBot) -> None:
    """Bo took a Con Artist from the pile, turned it down for an extra turn and then took the Blob:
    his caption told only "took the Blob" (e1/25), so a person who looked up read that as his whole
    turn. A Con Artist's extra turn goes on in the caption of the turn that gave it; the seat's next
    ordinary turn starts afresh."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [
        ["huntress", "golem", "pixie"],
        ["nostro", "psychic", "curator"],
        ["assassin", "pixie", "golem"],
    ]
    s = scenario(
        3,
        villages,
        deck=["blob", "curator", "pixie", "golem"],
        pile=["con_artist"],
        edition="coin",
        current=1,
    )
    names = ("You", "Ada", "Bo")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1900, 950)
    scene.show_view(view(s, 0), names)
    scene.finish()

    def show(action: str) -> None:
        events = play(s, action)
        new = view(s, 0)
        scene.show_view(new, names, st.tell([e.for_seat(0) for e in events], 0, names, new))
        scene.finish()

    for action in ("take", "exchange 1", "extra 1", "draw", "exchange 2"):
        show(action)
    told = scene.caption_text(1).split("\n")
    assert told[0] == "Ada took the Con Artist from the discard pile."
    assert any("extra turn" in line for line in told)
    assert told[-1].startswith("Ada put the card they held in place of the 3rd card")
    for action in ("draw", "discard"):  # Bo's turn, then the person's: Ada's caption is not Bo's
        show(action)
    show("draw")
    show("discard")
    show("draw")  # Ada's next ordinary turn: told afresh
    assert scene.caption_text(1) == "Ada drew a card from the deck."


def test_a_banner_that_faded_once_read_stays_gone_when_the_table_is_laid_out_again(qtbot: QtBot) -> None:
    """Bo's call lay over the cards and faded once read; when the person drew a card, the table was
    laid out again and the banner came back over the pile (e2/53, e2/54). A note read and faded out
    stays hidden until it tells something new."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    s = scenario(4, FOUR_VILLAGES, deck=["squire", "exposer"], pile=["witch", "seer"], current=0)
    names = ("You", "Ada", "Bo", "Cy")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(660, 485)  # a table where the call's banner has to lie over cards
    banner = "Cy called for a vote: every other player has one final turn. Your final turn: you may not call."
    scene.show_view(view(s, 0), names, st.Story(actor=3, banner=banner))
    scene.finish()
    note = scene._banner
    assert note.fading
    note.fade_after(1)
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=3000)
    events = play(s, "draw")
    new = view(s, 0)
    scene.show_view(new, names, st.tell([e.for_seat(0) for e in events], 0, names, new))
    scene.finish()
    scene.fit_to(700, 520)  # and a window resized
    assert not note.isVisible()
    scene.show_view(new, names, st.Story(actor=1, banner="Final turn: Ada."))  # something new is told
    scene.finish()
    assert note.isVisible() and scene.banner_text == "Final turn: Ada."


def test_a_sets_reveal_takes_the_place_of_its_declaration_in_the_caption(qtbot: QtBot) -> None:
    """Bo's caption read "Bo declared a set." and, on the next line, "Bo showed the Assassin ×2 from
    their village: a matched set." (e2/52): the same move twice, and with a Con Artist's extra turn
    the line that said where his card came from gave way. The reveal takes the declaration's line."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    villages = [["seer", "witch", "empath"], ["seer", "master", "seer"]]
    s = scenario(2, villages, deck=["rascal", "exposer", "robber"], current=1)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1900, 950)
    scene.show_view(view(s, 0), NAMES)
    scene.finish()
    captions = []
    for action in ("draw", "set", "add 0", "add 2", "confirm"):
        events = play(s, action)
        new = view(s, 0)
        scene.show_view(new, NAMES, st.tell([e.for_seat(0) for e in events], 0, NAMES, new))
        scene.finish()
        captions.append(scene.caption_text(1).split("\n"))
    assert captions[1][-1] == "Ada declared a set."
    assert captions[3] == captions[1]  # picking the cards tells nothing new
    told = captions[4]
    assert told[0] == "Ada drew a card from the deck."
    assert told[1].startswith("Ada showed the Seer ×2 from their village")
    assert not any("declared a set" in line for line in told)


@pytest.mark.parametrize("size", [(915, 640), (1000, 700), (1300, 800)])
def test_the_top_seats_caption_beside_a_long_village_covers_none_of_its_cards(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """Two seats, the seat across the table with seven cards (Gremlins given): its caption kept a
    readable width in the corner and lay over the first card of that village, the bullet on it
    half hidden (k3/20_8, 1280 x 720). A corner narrower than that takes a narrower column, as a side
    seat's does; where not even that fits, the caption goes over the village and fades once read."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    top = ["priest", "lycan", "mortician", "priest", "gremlin", "gremlin", "mortician"]
    mine = ["cow", "thing", "cow", "thing", "marksman"]
    s = scenario(2, [mine, top], deck=["insomniac", "hunter"], current=1, edition="bullet")
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(*size)
    caption = (
        "Ada used the Priest on the 4th card of her village. The 4th card of Ada's village was turned"
        " face up: the Priest."
    )
    scene.show_view(view(s, 0), NAMES, st.Story(actor=1, caption=caption))
    scene.finish()
    note = scene._captions[1]
    plate = note.sceneBoundingRect().adjusted(-8, -4, 8, 4)
    covered = [
        place
        for place, item in scene.items_by_place.items()
        if place.startswith("village:1:") and plate.intersects(item.sceneBoundingRect())
    ]
    assert not covered or note.fading, (size, covered)
