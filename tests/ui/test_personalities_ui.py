"""Bot personalities in the app: chosen per bot seat in New Game (with their descriptions), kept in the
last setup and in game files (signed), and given to the bots that play."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.ai import PERSONALITIES
from silver_desktop.engine.errors import ConfigError
from silver_desktop.engine.history import Game
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.game_file import GameFileError, read_game, save_game
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.new_game import NewGameDialog
from silver_desktop.ui.personality_text import personality_description, personality_name

SETUP = GameSetup(
    seats=(
        Seat("Sara"),
        Seat("Ada", SeatKind.MEDIUM, "bold"),
        Seat("Bo", SeatKind.EASY, "hunter"),
        Seat("Cy", SeatKind.HARD, "collector"),
    ),
    seed=5,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _game(actions: int = 20) -> Game:
    game = Game.new(SETUP.config(), 5)
    rng = random.Random(5)
    for _ in range(actions):
        game.play(rng.choice(game.legal_actions()))
    return game


def test_the_setup_keeps_each_bots_personality() -> None:
    data = SETUP.to_json()
    assert [s.get("style") for s in data["seats"]] == [None, "bold", "hunter", "collector"]
    assert GameSetup.from_json(json.loads(json.dumps(data))) == SETUP


@pytest.mark.parametrize(("kind", "style"), [("human", "bold"), ("medium", "reckless")])
def test_a_person_has_no_personality_and_a_bot_only_a_known_one(kind: str, style: str) -> None:
    data = SETUP.to_json()
    data["seats"][1] = {"name": "Ada", "kind": kind, "style": style}
    with pytest.raises(ConfigError, match=r"seats\[1\].style"):
        GameSetup.from_json(data)


def test_a_game_file_keeps_the_personalities_and_signs_them(tmp_path: Path) -> None:
    path = tmp_path / "g.silver"
    save_game(_game(), SETUP, path)
    saved = read_game(path)
    assert saved.setup.seats == SETUP.seats and not saved.made_practice
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1]["style"] = "cautious"  # an edited personality: the file is no longer trusted
    path.write_text(json.dumps(data), encoding="utf-8")
    edited = read_game(path)
    assert edited.setup.seats[1].style == "cautious" and edited.made_practice
    data["players"][1]["style"] = "reckless"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"players\[1\].style"):
        read_game(path)


def test_the_bots_play_with_their_personalities(qtbot: QtBot) -> None:
    controller = GameController(SETUP)
    try:
        assert [bot.name if bot else None for bot in controller.bots] == [
            None,
            "medium:bold",
            "easy:hunter",
            "hard:collector",
        ]
    finally:
        controller.stop()


def test_new_game_offers_a_personality_per_bot_and_describes_the_chosen_ones(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, SETUP)
    qtbot.addWidget(dialog)
    assert dialog.setup() == SETUP
    rows = dialog.seat_rows
    assert not rows[0].style_combo.isEnabled() and rows[1].style_combo.isEnabled()
    assert rows[1].style_combo.count() == 1 + len(PERSONALITIES)
    hint = dialog.style_hint.text()
    for key in ("bold", "hunter", "collector"):
        assert personality_name(key) in hint and personality_description(key) in hint
    assert personality_name("cautious") not in hint
    rows[1].kind_combo.setCurrentIndex(rows[1].kind_combo.findData(SeatKind.HUMAN.value))
    assert dialog.setup().seats[1].style == "" and not rows[1].style_combo.isEnabled()
    assert personality_name("bold") not in dialog.style_hint.text()


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_the_personalities_are_translated(qtbot: QtBot, lang: str) -> None:
    english = {key: (personality_name(key), personality_description(key)) for key in ("", *PERSONALITIES)}
    apply_language(lang)
    try:
        for key, (name, description) in english.items():
            assert personality_name(key) != name and personality_description(key) != description
    finally:
        apply_language("en")


def test_the_players_list_shows_each_bots_personality(qtbot: QtBot) -> None:
    """New Game set Ada to the bold caller, yet the players' list said only "Medium bot" (e1/09): at
    the table nothing told the bots apart. The list names each bot's personality under its level, and
    its tooltip says how that personality plays."""
    from PySide6.QtCore import Qt

    from silver_desktop.ui.main_window import MainWindow

    window = MainWindow(speed="fast", interactive=False)
    qtbot.addWidget(window)
    try:
        window.start_game(SETUP)
        model = window.seats_model
        played_by = [model.data(model.index(row, model.PLAYER)) for row in range(4)]
        assert played_by == [
            "Human",
            "Medium bot\nBold caller",
            "Easy bot\nLeader hunter",
            "Hard bot\nSet collector",
        ]
        tip = model.data(model.index(1, model.PLAYER), Qt.ItemDataRole.ToolTipRole)
        assert "Bold caller" in tip and personality_description("bold") in tip
        plain_bot = GameSetup(seats=(Seat("Sara"), Seat("Ada", SeatKind.MEDIUM)), seed=5)
        window.start_game(plain_bot)
        assert model.data(model.index(1, model.PLAYER)) == "Medium bot"
    finally:
        window.close()
