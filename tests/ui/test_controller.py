"""The game controller: bots off the GUI thread, stale answers dropped, faulty bots contained."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from silver_desktop.engine.actions import Action
from silver_desktop.engine.decisions import DECISIONS
from silver_desktop.engine.errors import RuleFault
from silver_desktop.engine.position import to_position
from silver_desktop.engine.state import Frame, State
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


class FirstBot:
    """Always the first legal action (deterministic)."""

    name = "first"

    def choose(
        self, view: PlayerView, budget: object = None, cancel: object = None, progress: object = None
    ) -> Action:
        return view.legal[0]


def _break_first(monkeypatch: pytest.MonkeyPatch, kind: str, failures: list[Action]) -> None:
    """Make the engine fail (an unexpected exception, half-way) on the first action of ``kind`` only."""
    legal, apply = DECISIONS[kind]

    def broken(s: State, frame: Frame, action: Action) -> None:
        if not failures:
            failures.append(action)
            s.villages[frame[1]].clear()  # half-applied, then the failure
            raise IndexError("boom")
        apply(s, frame, action)

    monkeypatch.setitem(DECISIONS, kind, (legal, broken))


def test_a_person_whose_move_fails_in_the_engine_is_asked_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 14: a RuleFault leaves the game as it was, is reported, and the person decides again."""
    controller = GameController(GameSetup(seats=(Seat("Ann"), Seat("B", SeatKind.EASY)), seed=4))
    controller.bots[1] = FirstBot()
    failures: list[Action] = []
    _break_first(monkeypatch, "peek", failures)
    asked: list[int] = []
    controller.human_turn.connect(asked.append)
    controller.advance()
    while controller.decider() != 0:
        qtbot.waitUntil(lambda: controller.decider() == 0, timeout=5000)
    before = to_position(controller.game.state)
    action = controller.game.legal_actions()[0]
    asked.clear()
    with pytest.raises(RuleFault):
        controller.play(action)
    assert to_position(controller.game.state) == before and failures == [action]
    qtbot.waitUntil(lambda: asked == [0], timeout=5000)  # the prompt comes again
    assert controller.play(action)  # the engine works again: the same move now goes through


def test_a_bot_whose_move_fails_in_the_engine_chooses_another(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = GameController(bots_only(SeatKind.EASY))
    controller.bots = [FirstBot(), FirstBot()]
    failures: list[Action] = []
    _break_first(monkeypatch, "peek", failures)
    controller.applied.connect(lambda _events: QTimer.singleShot(0, controller.advance))  # as the window does
    with qtbot.captureExceptions() as exceptions:
        controller.advance()
        qtbot.waitUntil(lambda: len(controller.game.actions) >= 3, timeout=10_000)
    assert [type(e[1]) for e in exceptions] == [RuleFault]
    first = controller.game.actions[0]
    assert failures and first != failures[0]  # another choice at the decision that failed
