"""The game controller: bots off the GUI thread, stale answers dropped, faulty bots contained."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from silver_desktop.engine.actions import Action
from silver_desktop.engine.view import PlayerView
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind


def bots_only(kind: SeatKind = SeatKind.MEDIUM) -> GameSetup:
    return GameSetup(seats=(Seat("A", kind), Seat("B", kind)), seed=9)


class SlowBot:
    """Waits until released (or cancelled), then answers with the first legal action."""

    name = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.thread_names: list[str] = []

    def choose(
        self, view: PlayerView, budget: object = None, cancel: object = None, progress: object = None
    ) -> Action:
        self.thread_names.append(threading.current_thread().name)
        self.release.wait(10)
        return view.legal[0]


class BrokenBot:
    name = "broken"

    def choose(
        self, view: PlayerView, budget: object = None, cancel: object = None, progress: object = None
    ) -> Action:
        raise RuntimeError("boom")


def test_bots_think_off_the_gui_thread_and_stale_answers_are_dropped(qtbot: QtBot) -> None:
    controller = GameController(bots_only())
    slow = SlowBot()
    controller.bots = [slow, slow]
    applied: list[object] = []
    controller.applied.connect(applied.append)
    controller.advance()
    qtbot.waitUntil(lambda: bool(slow.thread_names), timeout=5000)
    assert slow.thread_names[0] != threading.main_thread().name
    controller.stop()  # a new game, an undo or quitting
    slow.release.set()
    qtbot.wait(300)
    assert applied == [] and controller.game.actions == []  # the late answer was dropped


def test_a_bot_that_fails_is_replaced_by_a_legal_move_and_counted(qtbot: QtBot) -> None:
    controller = GameController(bots_only())
    controller.bots = [BrokenBot(), BrokenBot()]
    with qtbot.waitSignal(controller.applied, timeout=5000):
        controller.advance()
    assert len(controller.game.actions) == 1
    assert controller.errors and "boom" in controller.errors[0]


def test_a_person_cannot_play_for_a_bot_or_play_an_illegal_action(qtbot: QtBot) -> None:
    setup = GameSetup(seats=(Seat("You"), Seat("B", SeatKind.MEDIUM)), seed=2)
    controller = GameController(setup)
    while controller.decider() != 1:
        controller.game.play(controller.game.legal_actions()[0])
    assert not controller.play(controller.game.legal_actions()[0])  # the bot's decision
    while controller.decider() != 0:
        controller.game.play(controller.game.legal_actions()[0])
    played = len(controller.game.actions)
    assert not controller.play(Action("flip", (9, 9)))
    assert len(controller.game.actions) == played
    assert controller.play(controller.game.legal_actions()[0])
    assert len(controller.game.actions) == played + 1
