"""Hot-seat (issue 7, item 4): between two people's turns the table is hidden until the next person
confirms; each person sees only their own knowledge, in the table and in the log."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from silver_desktop.ui.game_log import lines_for
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

from .story_harness import visible_faces


def test_people_take_turns_behind_a_privacy_screen(qtbot: QtBot) -> None:
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    window.show()
    setup = GameSetup(seats=(Seat("Sara"), Seat("Tom"), Seat("Bot", SeatKind.MEDIUM)), seed=8)
    window.start_game(setup)
    controller = window.controller
    assert controller is not None
    rng = random.Random(8)
    handovers = []
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                controller.over
                or window.session.prompt is not None
                or window.stack.currentWidget() is window.privacy
            ),
            timeout=30_000,
        )
        if controller.over:
            break
        if window.stack.currentWidget() is window.privacy:
            seat = window.privacy.seat
            name = setup.seats[seat].name
            assert window.privacy.title.text() == f"Pass the computer to {name}"
            # true on the game's first page too, where no one has played yet
            assert window.privacy.note.text() == (
                f"The cards stay hidden until {name} is at the computer, so that nobody else sees them."
            )
            assert not window.table.isVisible() and not any(d.isVisible() for d in window.docks)
            assert not window.hint_action.isEnabled()  # a hint now would be for the next person
            # the page paints its own dark background (its light text is unreadable without it)
            assert window.privacy.grab().toImage().pixelColor(3, 3).name() == "#1f2d4a"
            window.privacy.button.click()
            assert window.hint_action.isEnabled()
            handovers.append(seat)
            # now only this person's knowledge is on the table and in the log
            assert controller.viewer == seat
            allowed = visible_faces(controller.view())
            for place, face in window.scene.faces_shown().items():
                assert allowed.get(place) == face, (place, face)
            expected = lines_for(controller.events_by_action, seat, controller.names)
            assert window.log_model.lines() == expected
            continue
        assert window.session.prompt is not None
        assert controller.decider() == controller.viewer
        window.session.play(rng.choice(window.session.prompt.choices).action)
        qtbot.waitUntil(lambda: window.session.prompt is None or controller.over, timeout=5_000)
    assert 0 in handovers and 1 in handovers
    assert len(handovers) >= 6
