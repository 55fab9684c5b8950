"""The table fits the window (issue 16, item 1): at 1024×700, 1280×800 and 1920×1080, at device pixel
ratio 1 and 2, for 2, 3 and 4 seats, with the side panels open and closed, no card or label overlaps
another, nothing lies outside the table's widget (so nothing is under a panel), every name written on a
card is at least 9 pt, and the viewer's own cards and the middle's always carry theirs. The prompt bar
and the tutorial never move the table; the score pad shows its Total row; a 3-seat table after a
4-seat one has no stale label."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from silver_desktop.ui.card_art import NAME_MIN_PX, CardArt
from silver_desktop.ui.card_geometry import CARD_H, NAME_BANNER
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.table.card_item import CardItem

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
NAMES = ("Ada", "Bo", "Cy")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    load_fonts()
    w = MainWindow(speed="off", interactive=False)
    w.session.bot_pause_ms = 0
    qtbot.addWidget(w)
    yield w
    w.close()


def setup(players: int, deck: str = "silver", seed: int = 5) -> GameSetup:
    bots = tuple(Seat(n, SeatKind.MEDIUM) for n in NAMES[: players - 1])
    return GameSetup(seats=(Seat("You"), *bots), deck=deck, seed=seed)


def show(window: MainWindow, qtbot: QtBot, size: tuple[int, int], docks: bool) -> None:
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    for dock in window.docks:
        dock.setVisible(docks)
    qtbot.wait(30)
    assert (window.width(), window.height()) == size


def card_rect(item: CardItem) -> QRectF:
    """The card itself in scene units (lifted when selected; without the room for its ring)."""
    return item.mapRectToScene(item.card_rect())


def on_screen(window: MainWindow, rect: QRectF) -> QRect:
    return window.table.mapFromScene(rect).boundingRect()


#: cards that lie on each other on purpose: the pile's fan, the held cards, the draw area's stack
STACKS = ("pile:", "hand:", "area:")


def stack_of(place: str) -> str:
    return next((s for s in STACKS if place.startswith(s)), place)


def check_table(window: MainWindow) -> None:
    """No overlap, everything inside the table's widget, names of at least 9 pt."""
    scene, view = window.scene, window.table
    viewport = view.viewport().rect()
    boxes: list[tuple[str, QRect]] = []
    for place, item in scene.items_by_place.items():
        if item.isVisible():
            boxes.append((place, on_screen(window, card_rect(item))))
    for name, text in scene.text_items().items():
        if text.isVisible() and text.boundingRect().width() > 0:
            boxes.append((name, on_screen(window, text.sceneBoundingRect())))
    for name, box in boxes:
        assert viewport.contains(box), f"{name} at {box} is not wholly on the table {viewport}"
    for i, (a, box_a) in enumerate(boxes):
        for b, box_b in boxes[i + 1 :]:
            if stack_of(a) == stack_of(b) and a.startswith(STACKS):
                continue
            overlap = box_a.adjusted(1, 1, -1, -1).intersects(box_b.adjusted(1, 1, -1, -1))
            assert not overlap, f"{a} {box_a} overlaps {b} {box_b}"
    # the table's widget is clear of every open panel
    table_global = QRect(view.mapToGlobal(viewport.topLeft()), viewport.size())
    for dock in window.docks:
        if dock.isVisible() and not dock.isFloating():
            dock_global = QRect(dock.mapToGlobal(dock.rect().topLeft()), dock.size())
            assert not table_global.intersects(dock_global), f"the {dock.objectName()} panel covers the table"
    # the pile's fan leaves each card's whole corner number in sight (two digits end at 45% of a face)
    fan = sorted(
        (
            on_screen(window, card_rect(item))
            for place, item in scene.items_by_place.items()
            if place.startswith("pile:")
        ),
        key=lambda r: r.x(),
    )
    for under, over in itertools.pairwise(fan):
        assert over.x() - under.x() >= 0.45 * under.width(), f"the pile's fan hides a number: {under} {over}"
    # names: never under 9 pt; always written on the viewer's own cards and in the middle
    v = scene.view
    assert v is not None
    for place, item in scene.items_by_place.items():
        if item.face is None or not item.isVisible() or item.rotation() % 180:
            continue
        px = on_screen(window, card_rect(item)).height()
        pixel_height = max(24, round(px / 4) * 4)  # as CardItem.paint draws it
        width = CardArt.card_size(pixel_height).width()
        banner = QRectF(*(value * pixel_height / CARD_H for value in NAME_BANNER))
        size, lines = CardArt.name_layout(item.name, width, banner)
        assert not lines or size >= NAME_MIN_PX, f"{place}: {item.name!r} written at {size} px"
        ours = place.startswith((f"village:{v.seat}:", "deck", "pile:")) or (
            place.startswith("hand:") and v.decider == v.seat
        )
        if ours:
            assert lines, f"{place} ({item.name!r}, {px} px tall) carries no name"


def play_some(window: MainWindow, qtbot: QtBot, actions: int, seed: int) -> Iterator[None]:
    """Play random legal choices for the person; yield at each of their decisions."""
    rng = random.Random(seed)
    controller = window.controller
    assert controller is not None
    for _ in range(actions):
        qtbot.waitUntil(
            lambda: controller.over or (window.session.prompt is not None and not window.scene.busy),
            timeout=30_000,
        )
        if controller.over:
            return
        window.scene.finish()
        yield
        prompt = window.session.prompt
        assert prompt is not None
        window.session.play(rng.choice(prompt.choices).action)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("docks", [True, False], ids=["docks", "no-docks"])
def test_the_table_fits(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int], players: int, docks: bool
) -> None:
    show(window, qtbot, size, docks)
    window.start_game(setup(players, deck="bullet" if players == 3 else "silver", seed=players))
    checked = 0
    for _ in play_some(window, qtbot, 14, seed=players * 7 + size[0]):
        check_table(window)
        checked += 1
    assert checked >= 5


def test_a_three_seat_table_after_four_seats_has_no_old_label(window: MainWindow, qtbot: QtBot) -> None:
    show(window, qtbot, (1280, 800), True)
    window.start_game(setup(4))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    assert "Cy" in " ".join(t.text() for t in window.scene.text_items().values() if hasattr(t, "text"))
    window.start_game(setup(3))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    texts = [t.text() for t in window.scene.text_items().values() if hasattr(t, "text")]
    assert not any("Cy" in text for text in texts), texts
    check_table(window)


def test_resizing_moves_every_card_to_the_new_size(window: MainWindow, qtbot: QtBot) -> None:
    show(window, qtbot, (1920, 1080), True)
    window.start_game(setup(4))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    big = on_screen(window, card_rect(window.scene.items_by_place["village:0:0"])).height()
    window.resize(1024, 700)
    qtbot.wait(50)
    small = on_screen(window, card_rect(window.scene.items_by_place["village:0:0"])).height()
    assert small < big
    check_table(window)


def test_the_prompt_and_the_tutorial_never_move_the_table(window: MainWindow, qtbot: QtBot) -> None:
    show(window, qtbot, (1024, 700), True)
    window.start_game(setup(4))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    before = window.table.geometry()
    height = window.bar.height()
    window.bar.show_status("short")
    assert window.table.geometry() == before
    long = " ".join(["A long hint that wraps onto a second line of the bar."] * 3)
    window.bar.show_prompt(long, [("One", None), ("Two", None), ("Three", None)])  # type: ignore[list-item]
    QApplication.processEvents()
    assert window.bar.height() == height and window.table.geometry() == before
    window.tutorial.show()
    QApplication.processEvents()
    assert window.table.geometry() == before
    assert window.tutorial.parent() is window.table and window.tutorial.isVisible()
    window.tutorial.hide()
    QApplication.processEvents()
    assert window.table.geometry() == before


@pytest.mark.parametrize("size", [(1024, 700), (1900, 1040)])
def test_the_tutorial_is_as_tall_as_its_text(window: MainWindow, qtbot: QtBot, size: tuple[int, int]) -> None:
    """On a wide window the first-turn tutorial hugs its four lines (it was a band twice as tall,
    hiding the top seat's cards and caption); on a narrow one its text is still whole."""
    show(window, qtbot, size, True)
    window.start_game(setup(4))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    window.tutorial.show()
    QApplication.processEvents()
    text = window.tutorial.text
    needed = text.heightForWidth(text.width())
    assert text.height() >= needed, "the tutorial's text is cut"
    margins = window.tutorial.contentsMargins()
    frame = window.tutorial.layout().contentsMargins()
    spare = (
        window.tutorial.height() - needed - margins.top() - margins.bottom() - frame.top() - frame.bottom()
    )
    assert spare <= 4, f"{spare} px of empty band in the tutorial"


def test_the_score_pad_shows_its_total_row_in_round_four(window: MainWindow, qtbot: QtBot) -> None:
    show(window, qtbot, (1024, 700), True)
    window.start_game(setup(4))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    v = attrs.evolve(controller.view(), scores=((3, 9, 12, 20),) * 3)
    window.score_model.update(v, ("You", *NAMES))
    QApplication.processEvents()
    qtbot.wait(30)
    scores = window.docks[1].widget()
    model = window.score_model
    assert model.rowCount() == 4
    for row in range(model.rowCount()):
        shown = scores.visualRect(model.index(row, 0))  # type: ignore[attr-defined]
        assert scores.viewport().rect().contains(shown), f"row {row} is scrolled out of sight"  # type: ignore[attr-defined]
    players = window.docks[0].widget()
    columns = players.horizontalHeader()  # type: ignore[attr-defined]
    assert columns.length() <= players.viewport().width() + 1, "the players' last column is cut"  # type: ignore[attr-defined]


def test_the_table_fits_at_device_pixel_ratio_two() -> None:
    """The same checks in a Qt scaled by 2 (a high-density screen), in a child pytest run of
    ``ratio_two.py`` (Qt's scale factor is fixed when the application starts)."""
    here = Path(__file__).resolve()
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-rA",
            "-p",
            "no:cacheprovider",
            str(here.with_name("ratio_two.py")),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        cwd=here.parents[2],
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.count("PASSED") == 2, done.stdout[-2000:]


def test_text_items_are_the_labels_on_the_table(window: MainWindow, qtbot: QtBot) -> None:
    show(window, qtbot, (1280, 800), True)
    window.start_game(setup(4))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    texts = window.scene.text_items()
    assert {"label:0", "label:1", "label:2", "label:3", "status", "deck", "pile"} <= set(texts)
    assert all(isinstance(t, QGraphicsItem) for t in texts.values())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_banner_keeps_clear_of_the_names_and_counts(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int], players: int
) -> None:
    """The round's banner ("Both Villagers...", "Final turn") never covers a seat's name or a count: it
    goes under the middle, else above it, else over the middle's cards."""
    show(window, qtbot, size, True)
    window.start_game(setup(players, seed=players))
    for _ in play_some(window, qtbot, 3, seed=players):
        pass
    scene = window.scene
    scene._banner.show_text("Both Villagers lay faceup in villages: the round ended at once.")
    scene._place_banner()
    banner = scene._banner.sceneBoundingRect()
    for name, text in scene.text_items().items():
        if text.isVisible() and text.boundingRect().width() > 0:
            assert not banner.intersects(text.sceneBoundingRect()), f"the banner covers {name}"
    # a long banner (a call and the final turns) keeps clear of the villages' cards where the table
    # leaves room for it, if need be in one longer line (it lay over the top row with two seats)
    scene._banner.show_text(
        "Ada called for a vote: every other player has one final turn. Your final turn: you may not call."
    )
    scene._place_banner()
    banner = scene._banner.sceneBoundingRect()
    covered = [
        place
        for place, item in scene.items_by_place.items()
        if place.startswith("village:") and banner.intersects(item.sceneBoundingRect())
    ]
    if size != (1920, 1080) or players == 4:
        assert not covered, covered
    # (at 1920 x 1080 with two or three seats the cards grow until no band between the rows holds a
    # line: the banner then lies over the top row's lower edge, leaving the deck and the pile clear)


@pytest.fixture
def english_after() -> Iterator[None]:
    """The interface back in English after a test that opened a window in another language."""
    yield
    apply_language("en")


@pytest.mark.usefixtures("english_after")
@pytest.mark.parametrize("lang", ["en", "fa", "ko"])
def test_the_players_panel_keeps_its_width_when_a_seats_status_grows(qtbot: QtBot, lang: str) -> None:
    """A seat "to act" that holds the active token and has called had "to act, token (active),
    called" in one line: the players' panel widened by up to 80 pixels at each such turn and the
    table shrank and moved (e29 at 1280 x 800). The words now go one under another, in a column as
    wide as the widest word from the start: the panel and the table keep their widths, no word is cut."""
    from PySide6.QtGui import QFontMetrics

    load_fonts()
    window = MainWindow(lang=lang, speed="off", interactive=False)
    window.session.bot_pause_ms = 0
    qtbot.addWidget(window)
    show(window, qtbot, (1280, 800), True)
    window.start_game(setup(4, seed=3))
    model = window.seats_model
    qtbot.waitUntil(lambda: model.rowCount() == 4)
    qtbot.wait(200)  # the panels take their widths for the game's first rows
    seats = window.docks[0].widget()
    widths: set[tuple[int, int]] = set()
    for marks in (
        {},
        {"deciding": True},
        {"deciding": True, "token": True, "token_active": True, "caller": True},
    ):
        plain = [r._replace(deciding=False, token="", token_active=False, caller=False) for r in model.rows()]
        plain[1] = plain[1]._replace(**marks)
        model._rows = plain
        model.dataChanged.emit(model.index(0, 0), model.index(3, model.COLUMNS - 1))
        qtbot.wait(200)
        widths.add((window.docks[0].width(), window.table.viewport().width()))
        text = model.data(model.index(1, model.STATUS))
        column = seats.columnWidth(model.STATUS)
        for line in text.split("\n") if text else []:
            assert QFontMetrics(seats.font()).horizontalAdvance(line) < column, (line, column)
        rows = sum(seats.rowHeight(r) for r in range(4))
        assert seats.viewport().height() >= rows  # every row in sight, the taller one too
    assert len(widths) == 1, widths
    window.close()
