"""Replays (issue 7, item 7): every step of a game, every card revealed, the log beside it."""

from __future__ import annotations

import random

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
