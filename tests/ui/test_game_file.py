"""Game files and the autosave (issue 7, item 1): nothing is ever lost, bad files change nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.engine.record import MAX_BYTES
from silver_desktop.ui.game_file import (
    AUTOSAVE,
    PREVIOUS,
    GameFileError,
    autosave,
    autosave_path,
    load_autosave,
    load_game,
    save_game,
)
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

SETUP = GameSetup(
    seats=(Seat("Sara"), Seat("Ada", SeatKind.HARD), Seat("Bo", SeatKind.EASY)), deck="coin", seed=4
)


def played(actions: int, seed: int = 4) -> Game:
    game = Game.new(SETUP.config(), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.play(rng.choice(game.legal_actions()))
    return game


def test_a_saved_game_opens_exactly_where_it_stopped(tmp_path: Path) -> None:
    game = played(60)
    path = tmp_path / "g.silver"
    save_game(game, SETUP, path)
    setup, again = load_game(path)
    assert to_position(again.state) == to_position(game.state)
    assert [s.name for s in setup.seats] == ["Sara", "Ada", "Bo"]
    assert [s.kind for s in setup.seats] == [SeatKind.HUMAN, SeatKind.HARD, SeatKind.EASY]
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize(
    "damage",
    ["garbage", "truncated", "too-large", "wrong-version", "tampered", "bad-players", "not-utf8", "missing"],
)
def test_bad_files_get_a_clear_message(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "g.silver"
    save_game(played(30), SETUP, path)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    if damage == "garbage":
        path.write_text("this is not a game", encoding="utf-8")
    elif damage == "truncated":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "too-large":
        path.write_text(text + " " * (MAX_BYTES + 1), encoding="utf-8")
    elif damage == "wrong-version":
        data["version"] = 99
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "tampered":
        data["actions"][5] = "call"
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "bad-players":
        data["players"] = [{"name": "x", "kind": "wizard"}] * 3
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "not-utf8":
        path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        path.unlink()
    with pytest.raises(GameFileError) as info:
        load_game(path)
    assert str(path) in str(info.value) or damage == "bad-players"
    assert "Traceback" not in str(info.value)


def test_the_autosave_keeps_the_previous_one_and_falls_back_to_it(tmp_path: Path) -> None:
    first, second = played(20), played(40)
    autosave(first, SETUP)
    autosave(second, SETUP)
    folder = autosave_path().parent
    assert (folder / AUTOSAVE).exists() and (folder / PREVIOUS).exists()
    saved = load_autosave()
    assert saved is not None and saved[1].actions == second.actions
    (folder / AUTOSAVE).write_text('{"format": "silver-rec', encoding="utf-8")  # a crash mid-write
    saved = load_autosave()
    assert saved is not None and saved[1].actions == first.actions


def test_a_finished_game_is_not_offered_to_continue() -> None:
    game = played(0)
    rng = random.Random(1)
    while game.legal_actions():
        game.play(rng.choice(game.legal_actions()))
    autosave(game, SETUP)
    assert load_autosave() is None


def test_the_window_autosaves_and_continues(qtbot: QtBot) -> None:
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    window.start_game(SETUP)
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: window.prompt is not None, timeout=30_000)
    window._play(window.prompt.choices[0].action)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.prompt is not None, timeout=30_000)
    position = to_position(controller.game.state)
    other = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(other)
    other.continue_game()
    assert other.controller is not None
    assert to_position(other.controller.game.state) == position
    assert [s.name for s in other.controller.setup.seats] == ["Sara", "Ada", "Bo"]


def test_opening_a_bad_file_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    window.start_game(SETUP)
    before = window.controller
    warnings: list[str] = []
    monkeypatch.setattr(
        "silver_desktop.ui.main_window.QMessageBox.warning", lambda *args: warnings.append(str(args[2]))
    )
    bad = tmp_path / "bad.silver"
    bad.write_text("{}", encoding="utf-8")
    assert not window.open_path(str(bad))
    assert window.controller is before
    assert warnings and "cannot be opened" in warnings[0]


@pytest.mark.parametrize("deck", ["silver", "bullet", "coin"])
def test_a_game_file_never_names_a_card(tmp_path: Path, deck: str) -> None:
    """The file holds the seed, the actions and the settings, never a card's id or name: what lies
    facedown can only be learned by the app, which shows it only to the seat that may see it."""
    from silver_desktop.engine.cards import ALL_CARDS
    from silver_desktop.i18n import LANGUAGES, card_name

    setup = GameSetup(seats=SETUP.seats, deck=deck, seed=9, promos=(("prince", 3), ("cleaner", 5)))
    game = Game.new(setup.config(), 9)
    rng = random.Random(2)
    for _ in range(150):
        game.play(rng.choice(game.legal_actions()))
    path = tmp_path / "g.silver"
    save_game(game, setup, path, memory_aid=True)
    text = path.read_text(encoding="utf-8")
    for card_id in ALL_CARDS:
        assert card_id not in text
        for lang in LANGUAGES:
            name = card_name(card_id, lang)
            assert f'"{name}"' not in text and f" {name} " not in text


def test_a_full_disk_during_the_autosave_loses_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Writing fails half way (no space left): the last good autosave stays, nothing half-written."""
    import errno

    from silver_desktop.engine import record

    autosave(played(30), SETUP)
    before = autosave_path().read_bytes()

    def full_disk(data: object, f: object, **kwargs: object) -> None:
        f.write('{"format": "silver-rec')  # type: ignore[attr-defined]
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patched, pytest.raises(OSError):
        patched.setattr(record.json, "dump", full_disk)
        autosave(played(60), SETUP)
    assert autosave_path().read_bytes() == before
    assert not [p for p in autosave_path().parent.iterdir() if p.suffix == ".tmp"]
    saved = load_autosave()
    assert saved is not None and len(saved[1].actions) == 30
