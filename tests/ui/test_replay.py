"""Replays (issue 7, item 7): every step of a game, every card revealed, the log beside it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.i18n import card_name
from silver_desktop.ui.card_art import CardArt
from silver_desktop.ui.replay import Replay, ReplayDialog


def finished_game(seed: int = 3) -> Game:
    game = Game.new(GameConfig(players=3), seed)
    rng = random.Random(seed)
    while game.legal_actions():
        game.play(rng.choice(game.legal_actions()))
    return game


def test_the_replay_reaches_the_same_end_and_knows_the_rounds() -> None:
    game = finished_game()
    replay = Replay(game)
    assert len(replay) == len(game.actions) + 1
    assert to_position(replay.states[-1]) == to_position(game.state)
    starts = replay.round_starts()
    assert starts[0] == 0 and len(starts) == game.state.config.rounds
    v = replay.seen_by_all(len(replay) // 2)
    assert all(card.type is not None for village in v.villages for card in village)


def test_the_dialog_steps_and_shows_every_face(qtbot: QtBot) -> None:
    game = finished_game()
    dialog = ReplayDialog(game, ["A", "B", "C"], CardArt(), card_name)
    qtbot.addWidget(dialog)
    assert dialog.step == 0 and dialog.log.rowCount() == 0
    dialog.next_round()
    assert dialog.step == dialog.round_starts[1]
    dialog.show_step(dialog.step + 5)
    lines = dialog.log.rowCount()
    assert lines > 0
    faces = dialog.scene.faces_shown()
    villages = [p for p in dialog.scene.items_by_place if p.startswith("village:")]
    assert villages and all(p in faces for p in villages)  # facedown cards too
    dialog.previous_round()
    assert dialog.step == dialog.round_starts[1]
    assert dialog.log.rowCount() < lines
    dialog.show_step(10**6)
    assert dialog.step == len(dialog.replay) - 1


def test_a_person_called_you_is_told_as_you_in_the_replay(qtbot: QtBot) -> None:
    """The replay's log is written for everyone; the person who took no name is "you", never "You's"."""
    game = finished_game()
    dialog = ReplayDialog(game, ["You", "Ada", "Bo"], CardArt(), card_name, review_seat=0)
    qtbot.addWidget(dialog)
    dialog.show_step(len(dialog.replay) - 1)
    lines = [dialog.log.data(dialog.log.index(row)) for row in range(dialog.log.rowCount())]
    assert lines and not [line for line in lines if "You's" in line]
    assert any("your village" in line for line in lines)


def test_an_unfinished_game_is_replayed_only_after_asking(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a game that is not over as a replay would show cards its players have not seen: the
    window asks first, and "No" shows nothing."""
    from silver_desktop.ui import main_window
    from silver_desktop.ui.game_file import save_game
    from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind

    setup = GameSetup(seats=(Seat("Sara"), Seat("Bo", SeatKind.EASY)), seed=3)
    game = Game.new(setup.config(), 3)
    for _ in range(20):
        game.play(game.legal_actions()[0])
    path = tmp_path / "open.silver"
    save_game(game, setup, path)
    shown: list[object] = []
    asked: list[str] = []
    monkeypatch.setattr(main_window.ReplayDialog, "open", lambda self: shown.append(self))

    def answer(reply: QMessageBox.StandardButton) -> object:
        return lambda *args: asked.append(str(args[2])) or reply

    window = main_window.MainWindow(interactive=True)
    qtbot.addWidget(window)
    monkeypatch.setattr(main_window.plain, "question", answer(QMessageBox.StandardButton.No))
    assert not window.replay_path(str(path)) and not shown and asked
    monkeypatch.setattr(main_window.plain, "question", answer(QMessageBox.StandardButton.Yes))
    assert window.replay_path(str(path)) and len(shown) == 1
    finished = tmp_path / "over.silver"
    save_game(finished_game(), GameSetup(seats=(Seat("A"), Seat("B"), Seat("C"))), finished)
    asked.clear()
    assert window.replay_path(str(finished)) and not asked
