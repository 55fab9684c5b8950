"""The guided lessons (issue 18, item 1): each lesson played through with the expected clicks, a
wrong click refused at every step with what went wrong and nothing changed, leaving and resuming,
and a lesson leaves the saved game and the statistics alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.guide import LANGUAGES, LessonError, all_lessons, lesson
from silver_desktop.guide import progress as lesson_progress
from silver_desktop.guide.lessons import DATA, read_lesson
from silver_desktop.paths import data_dir
from silver_desktop.settings import Settings
from silver_desktop.ui.decision_bar import MARKED
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.lesson_panel import LessonChooser
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.prompts import clickable, narrow

from .story_harness import visible_faces


def test_every_lesson_loads_with_its_texts_in_every_language() -> None:
    lessons = all_lessons()
    assert [found.edition for found in lessons] == ["silver", "bullet", "coin"]
    for found in lessons:
        assert all(found.title[lang] for lang in LANGUAGES)
        for step in found.steps:
            assert all(step.text[lang] for lang in LANGUAGES), (found.id, step.id)
            if step.do:
                assert all(step.wrong[lang] for lang in LANGUAGES), (found.id, step.id)
        assert not any(ch in found.steps[0].text["fa"] for ch in "0123456789")
        assert found.new_game(len(found.steps)).state.over  # the script plays the game to its end
    silver = {step.id for step in lesson("silver").steps}
    # the brief's list: the looks, drawing, discarding, exchanging, a set, a failed set and its
    # penalty, a faceup ability, a draw-and-discard ability, the call and the scoring
    taught = {"looks", "draw", "discard", "exchange", "set", "failed-set", "penalty", "empath", "seer"}
    assert taught | {"call", "scoring"} <= silver


def test_persian_lesson_texts_use_persian_digits() -> None:
    for found in all_lessons():
        for step in found.steps:
            for text in (step.text["fa"], step.wrong.get("fa", "")):
                assert not any(ch in text for ch in "0123456789"), (found.id, step.id, text)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["steps"][1].pop("wrong"), "steps[1].wrong"),
        (lambda d: d["steps"][1]["text"].pop("ko"), "steps[1].text"),
        (lambda d: d["steps"][2].update(do=["call"]), "steps[2].do"),
        (lambda d: d["steps"][-2].pop("then"), "to its end"),
        (lambda d: d["deal"]["villages"][0].append("silver.seer"), "deal"),
        (lambda d: d["steps"][-1].update(do=["draw"], wrong=d["steps"][-2]["wrong"]), "last one only"),
    ],
)
def test_a_bad_lesson_file_is_refused_naming_the_field(tmp_path: Path, change: object, problem: str) -> None:
    data = json.loads((DATA / "silver.json").read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        read_lesson(path)


def _ready(window: MainWindow) -> bool:
    controller = window.controller
    return (
        controller is not None
        and not window.scene.busy
        and (window.session.prompt is not None or controller.over)
    )


def _wrong_click_is_refused(window: MainWindow) -> None:
    """Make one click or press one button the step does not ask for: it is refused, the person is
    told what went wrong, and nothing changed."""
    guide, session = window.guide, window.session
    controller = window.controller
    assert controller is not None and session.prompt is not None
    step = guide.current
    assert step is not None
    before = (len(controller.game.actions), list(session.clicked))
    expected = guide.expected()
    prompt, clicked = session.prompt, session.clicked
    wrong = [
        p
        for p in sorted(clickable(prompt, clicked))
        if expected is None or all(c.action != expected for c in narrow(prompt, [*clicked, p]))
    ]
    if wrong:
        window.scene.place_clicked.emit(wrong[0])
    else:
        others = [c for c in session.prompt.choices if c.action != expected]
        assert others, f"{step.id}: nothing wrong to try"
        window.session.play(others[0].action)
    said = step.wrong_text("en") if step.do else "This step only explains: read it, then press Next."
    assert guide.problem == said
    assert window.guide.panel.problem.isVisibleTo(window.guide.panel)
    assert window.guide.panel.problem.text() == said
    assert (len(controller.game.actions), list(session.clicked)) == before
    # a button of the bar that is not the step's: refused the same way
    buttons = [b for b in window.bar.buttons if b.styleSheet() != MARKED and b.menu() is None]
    if buttons and not session.clicked:
        guide.problem = ""
        buttons[0].click()
        assert guide.problem == said, buttons[0].text()
        assert (len(controller.game.actions), list(session.clicked)) == before


def _do_expected(window: MainWindow) -> None:
    """Click what the step asks for, following the ring (or the marked button)."""
    guide, session = window.guide, window.session
    expected = guide.expected()
    assert expected is not None and session.prompt is not None
    ringed = window.scene.beacon.isVisible()
    marked = [b for b in window.bar.buttons if b.styleSheet() == MARKED]
    assert ringed or marked, f"nothing shows where to click for {expected}"
    if ringed:
        choice = next(c for c in session.prompt.choices if c.action == expected)
        place = (
            next(p for p in choice.places if p not in session.clicked)
            if not choice.ordered
            else (choice.places[len(session.clicked)])
        )
        item = window.scene.items_by_place.get(place) or window.scene._targets.get(place)
        if item is None and place == "token":
            item = window.scene._token
        assert item is not None, place
        assert window.scene.beacon.rect.contains(item.sceneBoundingRect().center()), place
        window.scene.place_clicked.emit(place)
    else:
        assert len(marked) == 1
        marked[0].click()


def play_lesson(window: MainWindow, qtbot: QtBot, stop_at: int | None = None, wrong: bool = True) -> int:
    """Play the lesson on the table to its end (or until step ``stop_at``), a wrong click first at
    every step; returns how many wrong clicks were refused."""
    guide = window.guide
    refused = 0
    while guide.active and (stop_at is None or guide.step < stop_at):
        qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
        controller = window.controller
        assert controller is not None
        shown = window.scene.faces_shown()
        allowed = visible_faces(controller.view())
        for place, face in shown.items():
            if window.scene.scored is None:
                assert allowed.get(place) == face, f"{place} shows {face}: the seat has not seen it"
        step, index = guide.current, guide.step
        assert step is not None
        if wrong and window.session.prompt is not None and guide.problem == "":
            _wrong_click_is_refused(window)
            refused += 1
        if not step.do:
            assert guide.panel.next_button.isVisibleTo(guide.panel)
            guide.panel.next_button.click()
        else:
            assert not guide.panel.next_button.isVisibleTo(guide.panel)
            _do_expected(window)
        if guide.active and guide.step == index and not step.do:
            raise AssertionError(f"Next did not leave step {step.id}")
    return refused


@pytest.mark.parametrize("lesson_id", ["silver", "bullet", "coin"])
def test_each_lesson_plays_through_refusing_a_wrong_click_at_every_step(
    window: MainWindow, qtbot: QtBot, lesson_id: str
) -> None:
    found = lesson(lesson_id)
    window.guide.start(lesson_id)
    assert window.stack.currentIndex() == 1
    assert window.guide.panel.isVisibleTo(window)
    steps_seen: list[str] = []
    refused = 0
    while window.guide.active:
        step = window.guide.current
        assert step is not None
        if not steps_seen or steps_seen[-1] != step.id:
            steps_seen.append(step.id)
        refused += play_lesson(window, qtbot, stop_at=window.guide.step + 1)
    assert steps_seen == [s.id for s in found.steps]
    assert refused >= len(found.steps) - 1  # the last step waits for no decision of the person
    assert window.stack.currentIndex() == 0  # finished: back to the welcome page
    assert lesson_progress.step_of(lesson_id) == 0  # a finished lesson is forgotten
    # the person's saved game and statistics are untouched
    assert not (data_dir() / "autosave.silver").exists()
    assert not (data_dir() / "statistics.json").exists()


def test_a_lesson_left_continues_where_it_was_or_starts_over(window: MainWindow, qtbot: QtBot) -> None:
    found = lesson("silver")
    window.guide.start("silver")
    # only the lesson's ring is drawn: the other legal cards stay clickable but are not ringed
    assert window.scene.quiet_targets
    play_lesson(window, qtbot, stop_at=6, wrong=False)
    assert window.guide.step == 6
    window.guide.panel.leave_button.click()
    assert not window.scene.quiet_targets
    assert not window.guide.active and window.stack.currentIndex() == 0
    assert lesson_progress.step_of("silver") == 6

    chooser = LessonChooser(all_lessons(), lesson_progress.load(), window)
    texts = [b.text() for b in chooser.buttons["silver"]]
    assert texts == ["Continue the lesson", "Start over"]
    assert [b.text() for b in chooser.buttons["bullet"]] == ["Start"]
    chosen: list[tuple[str, bool]] = []
    chooser.chosen.connect(lambda i, r: chosen.append((i, r)))
    chooser.buttons["silver"][0].click()
    assert chosen == [("silver", True)]

    window.guide.start("silver", resume=True)
    controller = window.controller
    assert controller is not None
    assert window.guide.step == 6
    assert len(controller.game.actions) == found.offset(6)
    village = controller.view().villages[0]
    assert [village[0].type, village[1].type] == ["silver.bodyguard", "silver.bodyguard"]  # the looks kept
    play_lesson(window, qtbot, stop_at=8, wrong=False)

    # another game started from the menu leaves the lesson; it keeps its step, the game autosaves
    window.quick_game()
    assert not window.guide.active and window.session.coach is None
    assert window.session.autosave_enabled
    assert lesson_progress.step_of("silver") == 8

    window.guide.start("silver", resume=False)
    assert window.guide.step == 0
    assert window.controller is not None and not window.controller.game.actions


def test_undo_is_not_offered_in_a_lesson(window: MainWindow, qtbot: QtBot) -> None:
    window.guide.start("silver")
    play_lesson(window, qtbot, stop_at=5, wrong=False)
    controller = window.controller
    assert controller is not None
    played = len(controller.game.actions)
    assert controller.undo_blocker() is None  # the engine could take the discard back...
    assert not window.undo_action.isEnabled()  # ...but a lesson only goes forward
    assert window.undo_action.toolTip() == "A lesson only goes forward."
    window.undo()
    assert len(controller.game.actions) == played


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (1024, 700)), ("en", (1024, 640)), ("fa", (1280, 800)), ("ko", (1024, 700))]
)
def test_the_panel_never_covers_the_ringed_place_or_the_deck(
    qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    load_fonts()
    w = MainWindow(speed="off", interactive=False, settings=Settings(language=lang, animation_speed="off"))
    w.session.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    try:
        for lesson_id in ("silver", "bullet", "coin"):
            w.guide.start(lesson_id)
            checked = 0
            last = len(lesson(lesson_id).steps) - 1
            while w.guide.step < last:
                qtbot.waitUntil(lambda: _ready(w), timeout=30_000)
                panel = w.guide.panel.geometry()
                assert w.table.rect().contains(panel)
                if w.scene.beacon.isVisible():  # the whole ring on the table (l04: cut at 1024 x 640)
                    pen = w.scene.beacon.rect.adjusted(-6, -6, 6, 6)
                    assert w.scene.sceneRect().contains(pen), (lesson_id, pen, w.scene.sceneRect())
                for item in (w.scene.items_by_place["deck"], w.scene.beacon):
                    if item.isVisible():
                        box = w.table.mapFromScene(item.sceneBoundingRect()).boundingRect()
                        step = w.guide.current
                        assert not panel.intersects(box), (lesson_id, step and step.id, panel, box)
                        checked += 1
                if w.guide.expected() is None:
                    w.guide.panel.next_button.click()
                else:
                    _do_expected(w)
            assert checked > len(lesson(lesson_id).steps)
    finally:
        w.close()


def test_the_step_is_said_again_in_the_new_language(window: MainWindow, qtbot: QtBot) -> None:
    window.guide.start("silver")
    play_lesson(window, qtbot, stop_at=2, wrong=False)
    step = window.guide.current
    assert step is not None and window.guide.panel.text.text() == step.text["en"]
    try:
        window.apply_settings(Settings(language="ko", animation_speed="off"))
        qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
        assert window.guide.panel.text.text() == step.text["ko"]
        assert window.guide.panel.leave_button.text() == "수업 나가기"
    finally:
        apply_language("en")


def test_no_hard_bot_hint_in_a_lesson(window: MainWindow, qtbot: QtBot) -> None:
    window.guide.start("silver")
    play_lesson(window, qtbot, stop_at=2, wrong=False)
    assert not window.hint_action.isEnabled()  # the ring shows what to do
    window.hint()
    assert window._hint_job is None


def test_a_held_look_marks_continue_and_says_to_press_it(window: MainWindow, qtbot: QtBot) -> None:
    """With looks held face up (as a person plays), the step after the look waits for Continue
    first: the Continue button is marked, the panel says to press it, and nothing is ringed; after
    Continue the note goes and the step's place is ringed."""
    window.session.hold_looks = True
    window.scene.speed = 0.01  # a story is told (quickly), so the look is held
    window.guide.start("silver")
    play_lesson(window, qtbot, stop_at=1, wrong=False)
    _do_expected(window)  # the first card of the look
    qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
    _do_expected(window)  # the second: the table now holds both face up
    qtbot.waitUntil(lambda: window.scene.holding, timeout=30_000)
    panel = window.guide.panel
    marked = [b for b in window.bar.buttons if b.styleSheet() == MARKED]
    assert [b.text() for b in marked] == ["Continue"]
    assert panel.note.isVisibleTo(panel)
    assert panel.note.text() == "First press Continue (or Space) once you have seen the cards."
    assert not window.scene.beacon.isVisible()
    marked[0].click()
    qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
    assert window.guide.current is not None and window.guide.current.id == "draw"
    assert not panel.note.isVisibleTo(panel)
    assert window.scene.beacon.isVisible()


def test_the_ring_around_the_deck_or_pile_keeps_its_count_clear(window: MainWindow, qtbot: QtBot) -> None:
    """The ring lies outside the card by its margin and pen, where the count of cards is written:
    a ring that would cross a count takes it inside instead, and one clear of it stays tight."""
    window.guide.start("silver")
    scene = window.scene
    grown = tight = 0
    for stop in (2, 4):  # the draw step (one card on the pile), the take step (a fan of three)
        play_lesson(window, qtbot, stop_at=stop, wrong=False)
        qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
        piles = [p for p in scene.items_by_place if p.startswith("pile:")]
        top = max(piles, key=lambda p: scene.items_by_place[p].zValue())  # the card the lesson rings
        for place, key in (("deck", "deck"), (top, "pile")):
            scene.set_beacon(place)
            count = scene._counts[key].sceneBoundingRect()
            ring = scene.beacon.rect
            for text in (*scene._labels.values(), *scene._counts.values()):  # a name it crosses: over it
                if scene.beacon.boundingRect().intersects(text.sceneBoundingRect()):
                    assert text.zValue() > scene.beacon.zValue(), text.text()
            band_out, band_in = ring.adjusted(-6, -6, 6, 6), ring.adjusted(6, 6, -6, -6)
            assert band_in.contains(count) or not band_out.intersects(count), (stop, place, ring, count)
            if band_in.contains(count):
                grown += 1
            else:
                item = scene.items_by_place[place]
                assert ring == item.sceneBoundingRect().adjusted(-10, -10, 10, 10)
                tight += 1
        prompt = window.session.prompt
        assert prompt is not None
        window.guide.offered(prompt, window.session.clicked)  # the step's own ring again
    assert grown and tight  # both cases were met
    crossings = 0
    for place in scene.items_by_place:  # every card of the person's row: its name is never under the ring
        if place.startswith("village:0:"):
            scene.set_beacon(place)
            for text in scene._labels.values():
                crossed = scene.beacon.boundingRect().intersects(text.sceneBoundingRect())
                assert not crossed or text.zValue() > scene.beacon.zValue(), (place, text.text())
                crossings += crossed
    assert crossings  # the middle card's ring crosses the name above the row


def test_after_clicking_the_empath_the_bar_says_where_the_second_click_goes(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The turn's instruction ("draw a card, take the top discard...") no longer fits once the
    Empath is clicked: the bar says to click the card to look at."""
    window.guide.start("silver")
    play_lesson(window, qtbot, stop_at=9, wrong=False)
    qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
    assert window.guide.current is not None and window.guide.current.id == "empath"
    assert window.bar.label.text().startswith("Your turn")
    _do_expected(window)  # the Empath: the first of two clicks
    assert window.session.clicked
    assert window.bar.label.text() == "Empath: click the facedown card of yours to look at."
    _do_expected(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
    assert window.guide.current is not None and window.guide.current.id == "draw-seer"


def test_the_round_end_banner_leaves_the_scored_villages_readable(qtbot: QtBot) -> None:
    """At the lesson's call (two seats, a window of 1280 × 800) the banner that says how the call
    went found no room under the middle and lay over the top village, hiding what its cards score:
    while a round is scored it goes over the deck and the pile instead."""
    load_fonts()
    w = MainWindow(speed="off", interactive=False, settings=Settings(language="en", animation_speed="off"))
    w.session.bot_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    try:
        w.guide.start("silver")
        play_lesson(w, qtbot, stop_at=len(lesson("silver").steps) - 1, wrong=False)
        qtbot.waitUntil(lambda: w.scene.scored is not None and w.scene.banner_text != "", timeout=30_000)
        banner = w.scene._banner.sceneBoundingRect()
        villages = [item for place, item in w.scene.items_by_place.items() if place.startswith("village:")]
        assert villages
        for item in villages:
            assert not banner.intersects(item.sceneBoundingRect()), item.place
    finally:
        w.close()


def test_a_lesson_left_at_its_end_resumes_before_the_end_is_played(window: MainWindow, qtbot: QtBot) -> None:
    """The last step explains the scoring on the table; resumed there, the game would lie finished
    with its villages face down. It resumes at the step that ends the game, so the end is played."""
    found = lesson("silver")
    last = len(found.steps) - 1
    lesson_progress.remember("silver", last)
    window.guide.start("silver", resume=True)
    controller = window.controller
    assert controller is not None and not controller.game.state.over
    step = window.guide.current
    assert step is not None and step.do and window.guide.step < last
    play_lesson(window, qtbot, stop_at=last, wrong=False)
    assert window.guide.step == last
    qtbot.waitUntil(lambda: controller.game.state.over, timeout=30_000)  # the other seat's final turn
