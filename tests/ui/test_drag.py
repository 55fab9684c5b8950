"""Issue 16, item 3: direct manipulation. The card in hand is dragged onto a village card (exchange)
or the pile (discard), village cards are dragged into a set, all with real mouse presses, moves and
releases on the table's viewport; clicks keep working and the pile itself is a discard target."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.engine.view import view
from silver_desktop.ui.drag_plans import drag_plans
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.prompts import Prompt, prompt_for

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window_size() -> tuple[int, int]:
    """This module's window size."""
    return (1280, 800)


def _ready(window: MainWindow) -> bool:
    return window.session.prompt is not None and not window.scene.busy


def _to_hand_decision(window: MainWindow, qtbot: QtBot, seed: int = 5) -> Prompt:
    """Start a game against a bot and play until the person holds a drawn card."""
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), seed=seed))
    controller = window.controller
    assert controller is not None
    while True:
        qtbot.waitUntil(lambda: _ready(window), timeout=30_000)
        if controller.view().pending == "hand":
            break
        choices = window.session.prompt.choices  # type: ignore[union-attr]
        window.session.play(next((c.action for c in choices if c.action.verb == "draw"), choices[0].action))
    prompt = window.session.prompt
    assert prompt is not None
    return prompt


def _point(window: MainWindow, place: str) -> QPoint:
    """A point of the viewport where the card (or mark) at ``place`` is the topmost item."""
    scene = window.scene
    item = scene.items_by_place.get(place) or scene._targets.get(place)
    assert item is not None, place
    rect = item.sceneBoundingRect().adjusted(14, 20, -14, -8)
    for fx, fy in ((0.5, 0.5), (0.25, 0.5), (0.75, 0.5), (0.5, 0.3), (0.5, 0.75), (0.2, 0.2), (0.8, 0.8)):
        point = window.table.mapFromScene(
            QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
        )
        if window.table.itemAt(point) is item:
            return point
    raise AssertionError(f"no uncovered point of {place}")


def _drag(window: MainWindow, start: QPoint, end: QPoint) -> tuple[str | None, str | None]:
    """Press at ``start``, move in steps to ``end`` and release there; returns the card being dragged
    and the drop target under the pointer just before the release."""
    viewport = window.table.viewport()
    QTest.mousePress(viewport, LEFT, NONE, start)
    steps = 6
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * k / steps)
    dragging, over = window.table.pointer.dragging, window.table.pointer.over
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    return dragging, over


def _last_actions(window: MainWindow, count: int) -> list[Action]:
    controller = window.controller
    assert controller is not None
    return list(controller.game.actions[-count:])


def test_drag_the_card_in_hand_onto_a_village_card_exchanges_it(window: MainWindow, qtbot: QtBot) -> None:
    prompt = _to_hand_decision(window, qtbot)
    held = prompt.focus[-1]
    assert held.startswith("hand:")
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    viewport = window.table.viewport()
    start, end = _point(window, held), _point(window, "village:0:1")
    QTest.mousePress(viewport, LEFT, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(40, -40))
    pointer = window.table.pointer
    # a drag in progress: a copy of the card follows the pointer, the drop targets are ringed
    assert pointer.dragging == held and pointer.ghost is not None
    assert pointer.ghost.face == window.scene.items_by_place[held].face
    assert window.scene.items_by_place["village:0:1"].drop == "target"
    assert window.scene.items_by_place["village:1:0"].drop == ""  # not the other seat's cards
    QTest.mouseMove(viewport, end)
    assert pointer.over == "village:0:1" and window.scene.items_by_place["village:0:1"].drop == "over"
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert pointer.ghost is None
    assert all(item.drop == "" for item in window.scene.items_by_place.values())
    assert window.controller.game.actions[before] == Action("exchange", (1,))  # type: ignore[union-attr]


def test_drag_the_card_in_hand_onto_the_pile_discards_it(window: MainWindow, qtbot: QtBot) -> None:
    prompt = _to_hand_decision(window, qtbot)
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    pile = [p for p in window.scene.items_by_place if p.startswith("pile:")]
    assert pile, "this seed has a discard on the pile"
    top = window.scene.items_by_place[max(pile, key=lambda p: int(p.split(":")[1]))]
    on_pile = window.table.mapFromScene(top.sceneBoundingRect().center())  # the top card itself
    dragging, over = _drag(window, _point(window, prompt.focus[-1]), on_pile)
    assert dragging == prompt.focus[-1] and over == "pile"
    assert window.controller.game.actions[before] == Action("discard")  # type: ignore[union-attr]


def test_drag_one_village_card_onto_another_makes_a_set_of_both(window: MainWindow, qtbot: QtBot) -> None:
    _to_hand_decision(window, qtbot)
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    dragging, over = _drag(window, _point(window, "village:0:0"), _point(window, "village:0:2"))
    assert (dragging, over) == ("village:0:0", "village:0:2")
    qtbot.waitUntil(
        lambda: _ready(window) and len(window.controller.game.actions) >= before + 3, timeout=20_000
    )  # type: ignore[union-attr]
    actions = window.controller.game.actions[before:]  # type: ignore[union-attr]
    assert actions == [Action("set"), Action("add", (0,)), Action("add", (2,))]
    # the set's cards are lifted (selected), and Reveal is offered as before
    assert window.controller.view().pending == "set"  # type: ignore[union-attr]
    lifted = {p for p, item in window.scene.items_by_place.items() if item.selected_step}
    assert {"village:0:0", "village:0:2"} <= lifted
    # one more card dragged onto the card in hand joins the set
    held = window.session.prompt.focus[0] if window.session.prompt else ""  # type: ignore[union-attr]
    assert held.startswith("hand:")
    _drag(window, _point(window, "village:0:1"), _point(window, held))
    qtbot.waitUntil(
        lambda: _ready(window) and len(window.controller.game.actions) >= before + 4, timeout=20_000
    )  # type: ignore[union-attr]
    assert window.controller.game.actions[-1] == Action("add", (1,))  # type: ignore[union-attr]


def test_a_drop_elsewhere_returns_the_card_and_plays_nothing(window: MainWindow, qtbot: QtBot) -> None:
    prompt = _to_hand_decision(window, qtbot)
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    nowhere = window.table.mapFromScene(QPointF(120, 500))
    dragging, over = _drag(window, _point(window, prompt.focus[-1]), nowhere)
    assert dragging == prompt.focus[-1] and over is None
    assert len(window.controller.game.actions) == before and window.session.prompt is prompt  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: all(i.opacity() == 1.0 for i in window.scene.items_by_place.values()))


def test_a_press_and_release_on_a_village_card_is_still_a_click(window: MainWindow, qtbot: QtBot) -> None:
    _to_hand_decision(window, qtbot)
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    point = _point(window, "village:0:0")
    QTest.mousePress(window.table.viewport(), LEFT, NONE, point)
    QTest.mouseMove(window.table.viewport(), point + QPoint(1, 1))  # less than the drag distance
    QTest.mouseRelease(window.table.viewport(), LEFT, NONE, point + QPoint(1, 1))
    assert window.controller.game.actions[before] == Action("exchange", (0,))  # type: ignore[union-attr]


def test_a_click_on_the_pile_itself_discards(window: MainWindow, qtbot: QtBot) -> None:
    _to_hand_decision(window, qtbot, seed=7)
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    pile = [p for p in window.scene.items_by_place if p.startswith("pile:")]
    assert pile, "this seed has a discard on the pile"
    top = max(pile, key=lambda p: int(p.split(":")[1]))
    item = window.scene.items_by_place[top]
    centre = window.table.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(window.table.viewport(), LEFT, NONE, centre)
    assert window.controller.game.actions[before] == Action("discard")  # type: ignore[union-attr]


def test_drag_plans_follow_the_choices() -> None:
    """The plans are made of the prompt's own places and buttons: nothing a click could not do."""
    game = Game.new(GameConfig(players=2), seed=3)
    while view(game.state, game.state.decider()).pending != "hand":
        v = view(game.state, game.state.decider())
        game.play(next((a for a in v.legal if a.verb == "draw"), v.legal[0]))
    v = view(game.state, game.state.decider())
    prompt = prompt_for(v, ("A", "B"))
    plans = drag_plans(prompt, [], v.seat)
    held = prompt.focus[-1]
    places = {p for c in prompt.choices for p in c.places}
    assert set(plans[held]) == places  # the card in hand: any place a click could choose
    own = f"village:{v.seat}:0"
    assert plans[own][f"village:{v.seat}:1"] == (Action("set"), own, f"village:{v.seat}:1")
    assert plans[own][held] == (Action("set"), own)
    assert drag_plans(prompt, [own], v.seat) == {}  # after a click, no drag starts a new choice
