"""Issue 16, item 2: look closer. Resting the pointer on a card, a long press or Z on the card in the
focus ring shows it large with its name, number and whole ability in the interface's language; a
facedown card shows only its back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from silver_desktop.i18n import card_ability, card_name, card_names
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.table.card_item import CardItem

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window_size() -> tuple[int, int]:
    """This module's window size."""
    return (1024, 700)


def _at_hand(window: MainWindow, qtbot: QtBot) -> None:
    """A game against a bot, played until the person holds a drawn card (its face is theirs to see)."""
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), seed=5))
    controller = window.controller
    assert controller is not None
    while True:
        qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
        if controller.view().pending == "hand":
            return
        choices = window.session.prompt.choices  # type: ignore[union-attr]
        window.session.play(next((c.action for c in choices if c.action.verb == "draw"), choices[0].action))


def _centre(window: MainWindow, item: CardItem) -> QPoint:
    return window.table.mapFromScene(item.sceneBoundingRect().center())


def _card_rect(window: MainWindow, item: CardItem) -> QRect:
    return window.table.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _words(window: MainWindow) -> str:
    close_up = window.table.pointer.close_up
    return f"{close_up.title.text()}\n{close_up.ability.text() if close_up.ability.isVisible() else ''}"


def test_resting_the_pointer_on_a_card_enlarges_it_with_its_whole_ability(
    window: MainWindow, qtbot: QtBot
) -> None:
    _at_hand(window, qtbot)
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    assert held.face is not None
    close_up = window.table.pointer.close_up
    QTest.mouseMove(window.table.viewport(), _centre(window, held))
    qtbot.waitUntil(close_up.isVisible, timeout=5_000)
    assert close_up.item is held
    assert card_name(held.face) in close_up.title.text()
    assert close_up.ability.text() == card_ability(held.face)  # whole, never cut with "…"
    pixmap = close_up.picture.pixmap()
    # larger than on the table (the held card is already one of the largest there, so not by much)
    shown = window.table.mapFromScene(held.mapRectToScene(held.card_rect())).boundingRect()
    assert pixmap.height() / pixmap.devicePixelRatio() >= 1.3 * shown.height()
    # beside the card, inside the view
    assert window.table.viewport().rect().contains(close_up.geometry())
    assert not close_up.geometry().intersects(_card_rect(window, held).adjusted(8, 8, -8, -8))
    # leaving the card puts it back
    QTest.mouseMove(window.table.viewport(), window.table.mapFromScene(QPointF(40, 500)))
    assert not close_up.isVisible()


def test_a_facedown_card_shows_only_its_back(window: MainWindow, qtbot: QtBot) -> None:
    _at_hand(window, qtbot)
    facedown = [
        i for p, i in window.scene.items_by_place.items() if p.startswith("village:1:") and i.face is None
    ]
    assert facedown
    close_up = window.table.pointer.close_up
    window.table.pointer.enlarge(facedown[0])
    assert close_up.isVisible() and not close_up.ability.isVisible()
    assert close_up.title.text() == "A facedown card"
    names = set(card_names("en").values())
    assert not any(name in _words(window) for name in names)


def test_resting_the_pointer_on_a_facedown_card_enlarges_nothing(window: MainWindow, qtbot: QtBot) -> None:
    """A facedown card's back, large, would only cover the table (a newcomer's pointer rests on the
    deck or on their own cards after clicking them): no close-up comes; a faceup card's still does."""
    _at_hand(window, qtbot)
    close_up = window.table.pointer.close_up
    facedown = next(
        i for p, i in window.scene.items_by_place.items() if p.startswith("village:1:") and i.face is None
    )
    QTest.mouseMove(window.table.viewport(), _centre(window, facedown))
    qtbot.wait(1500)  # well past the hover delay
    assert not close_up.isVisible()
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    QTest.mouseMove(window.table.viewport(), _centre(window, held))
    qtbot.waitUntil(close_up.isVisible, timeout=5_000)


def test_a_card_turned_facedown_turns_in_the_close_up_at_once(window: MainWindow, qtbot: QtBot) -> None:
    _at_hand(window, qtbot)
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    name = held.name
    window.table.pointer.enlarge(held)
    assert name in _words(window)
    held.set_face(None)  # as when a look the person was shown ends
    assert name not in _words(window) and window.table.pointer.close_up.title.text() == "A facedown card"


def test_z_enlarges_the_focused_card_and_escape_puts_it_back(window: MainWindow, qtbot: QtBot) -> None:
    _at_hand(window, qtbot)
    table = window.table
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    while table.focus_place not in window.scene.items_by_place:  # a card, not the pile's mark
        QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Z)
    close_up = table.pointer.close_up
    assert close_up.isVisible() and close_up.place == table.focus_place
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert not close_up.isVisible()
    assert len(window.controller.game.actions) == before  # type: ignore[union-attr]  # nothing chosen


def test_a_long_press_enlarges_a_card_and_does_not_click_it(window: MainWindow, qtbot: QtBot) -> None:
    _at_hand(window, qtbot)
    item = window.scene.items_by_place["village:0:0"]  # a card the person could exchange (or drag)
    assert item.clickable
    viewport = window.table.viewport()
    before = len(window.controller.game.actions)  # type: ignore[union-attr]
    QTest.mousePress(viewport, LEFT, NONE, _centre(window, item))
    qtbot.waitUntil(window.table.pointer.close_up.isVisible, timeout=5_000)
    QTest.mouseRelease(viewport, LEFT, NONE, _centre(window, item))
    assert len(window.controller.game.actions) == before  # type: ignore[union-attr]


def test_the_close_up_reads_right_to_left_in_persian(window: MainWindow, qtbot: QtBot) -> None:
    apply_language("fa")
    _at_hand(window, qtbot)
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    assert held.face is not None
    window.table.pointer.enlarge(held)
    close_up = window.table.pointer.close_up
    assert close_up.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert card_ability(held.face, "fa") in close_up.ability.text()
    assert any("۰" <= ch <= "۹" for ch in close_up.title.text())  # Persian digits
    assert window.table.viewport().rect().contains(close_up.geometry())


def test_the_card_panel_shows_every_ability_whole_and_scrolls(window: MainWindow, qtbot: QtBot) -> None:
    """The card panel never cuts a text with "…" and does not squeeze the table: it scrolls."""
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.EASY)), deck="bullet", seed=2))
    panel = window.card_panel
    window.cards_dock.show()
    panel.resize(240, 500)
    qtbot.waitUntil(lambda: panel.rows and panel.rows[0].ability.width() > 0, timeout=5_000)
    QTest.qWait(50)  # let the layout settle
    assert panel.minimumSizeHint().width() <= 260
    for row, card_id in zip(panel.rows, panel.card_ids(), strict=True):
        assert row.ability.text() == card_ability(card_id) and "…" not in row.ability.text()
        label = row.ability
        assert label.height() >= label.heightForWidth(label.width()) - 1  # every line of it shown
    assert panel.scroller.verticalScrollBar().maximum() > 0  # the list scrolls rather than squeezing


def test_nothing_stays_enlarged_behind_the_privacy_screen(window: MainWindow, qtbot: QtBot) -> None:
    """Hot-seat: when the table gives way to the privacy screen, the close-up of the previous
    person's card is gone, so the next person never finds it."""
    _at_hand(window, qtbot)
    held = window.scene.items_by_place[window.session.prompt.focus[-1]]  # type: ignore[union-attr]
    window.table.pointer.enlarge(held)
    assert window.table.pointer.close_up.item is held
    window.stack.setCurrentWidget(window.privacy)
    assert window.table.pointer.close_up.item is None
    window.stack.setCurrentIndex(1)
    assert not window.table.pointer.close_up.isVisible()


def test_a_card_of_the_draw_area_says_why_it_lies_there(qtbot: QtBot) -> None:
    """A newcomer finds a card lying crosswise beside the deck (a faceup Squire laid it out): its
    close-up says what the draw area is and that it may be taken instead of drawing; a card of a
    village says nothing of the kind."""
    import sys
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from silver_desktop.engine.view import view
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.fonts import load_fonts
    from silver_desktop.ui.table.close_up import CloseUp
    from silver_desktop.ui.table.scene import TableScene

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from builders import scenario

    load_fonts()
    s = scenario(2, [[("squire", True), "witch"], ["master", "robber"]], deck=["villager"], area=["seer"])
    scene = TableScene(CardArt(), card_name)
    scene.fit_to(1000, 700)
    scene.show_view(view(s, 0), ("You", "Ada"))
    scene.finish()
    parent = QWidget()
    parent.resize(1000, 700)
    qtbot.addWidget(parent)
    close_up = CloseUp(parent)
    close_up.show_card(scene.items_by_place["area:0"], QRect(20, 300, 80, 110))
    assert not close_up.where.isHidden()
    assert "draw area" in close_up.where.text() and "instead of drawing" in close_up.where.text()
    close_up.show_card(scene.items_by_place["village:0:0"], QRect(20, 300, 80, 110))
    assert close_up.where.isHidden() and not close_up.where.text()
