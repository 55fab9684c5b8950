"""Game files and the autosave (issue 7, item 1; issue 14): nothing is ever lost, bad files change nothing,
a bad autosave never stops the app, edited flags are not trusted, an early replay makes a game practice."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import attrs
import pytest
from pytestqt.qtbot import QtBot

from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.position import to_position
from silver_desktop.engine.record import MAX_BYTES
from silver_desktop.stats import Statistics
from silver_desktop.ui.game_file import (
    AUTOSAVE,
    PREVIOUS,
    GameFileError,
    autosave,
    autosave_path,
    find_autosave,
    game_identity,
    load_autosave,
    load_game,
    read_game,
    save_game,
)
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.replay import ReplayDialog
from silver_desktop.ui.signature import key_path

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
    qtbot.waitUntil(lambda: window.session.prompt is not None, timeout=30_000)
    window.session.play(window.session.prompt.choices[0].action)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.session.prompt is not None, timeout=30_000)
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
    monkeypatch.setattr("silver_desktop.ui.plain.warning", lambda *args: warnings.append(str(args[2])))
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


# ---------------------------------------------------------------------- a bad autosave never blocks the start
def _write_bad_autosave(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosave a game of 20 actions, then one of 40 made bad in the way ``kind`` says; the one of
    20 is then the previous autosave and good."""
    autosave(played(20), SETUP)
    autosave(played(40), SETUP)
    path = autosave_path()
    if kind == "corrupt-json":
        path.write_text('{"format": "silver-record", "actions": [', encoding="utf-8")
    elif kind == "folder":
        path.unlink()
        path.mkdir()
    elif kind == "fifo":
        path.unlink()
        os.mkfifo(path)
    else:  # the engine meets an unexpected error while replaying the 40 actions (not the 20)
        error = KeyError if kind == "key-error" else IndexError
        real_play = Game.play

        def broken_play(self: Game, action: object) -> object:
            if len(self.actions) == 30:
                raise error("silver.witch")  # as if a bug named a card
            return real_play(self, action)  # type: ignore[arg-type]

        monkeypatch.setattr(Game, "play", broken_play)


BAD_AUTOSAVES = ["corrupt-json", "key-error", "index-error", "folder"] + (
    ["fifo"] if hasattr(os, "mkfifo") else []
)


@pytest.mark.parametrize("kind", BAD_AUTOSAVES)
def test_a_bad_autosave_is_set_aside_and_the_previous_one_offered(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_bad_autosave(kind, monkeypatch)
    folder = autosave_path().parent
    found = find_autosave()
    assert found.saved is not None and len(found.saved.game.actions) == 20
    assert [bad.path.name for bad in found.bad] == [AUTOSAVE]
    kept = found.bad[0].kept_as
    assert kept == folder / f"{AUTOSAVE}.bad" and os.path.lexists(kept)  # kept, never deleted
    assert not os.path.lexists(folder / AUTOSAVE)
    assert "silver.witch" not in found.bad[0].problem  # an error's details may name a card
    assert load_autosave() is not None  # nothing left to set aside: the previous one opens


def test_bad_autosaves_keep_their_earlier_bad_copies(monkeypatch: pytest.MonkeyPatch) -> None:
    folder = autosave_path().parent
    for n in range(2):
        autosave(played(20), SETUP)
        autosave_path().write_text("garbage", encoding="utf-8")
        (folder / PREVIOUS).write_text("more garbage", encoding="utf-8")
        found = find_autosave()
        assert found.saved is None and len(found.bad) == 2
        suffix = ".bad" + (f".{n}" if n else "")
        assert [b.kept_as for b in found.bad] == [folder / (AUTOSAVE + suffix), folder / (PREVIOUS + suffix)]
    assert (folder / f"{AUTOSAVE}.bad").read_text(encoding="utf-8") == "garbage"


def test_a_bad_autosave_that_cannot_be_moved_stays_and_the_app_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    autosave(played(20), SETUP)
    autosave(played(40), SETUP)
    autosave_path().write_text("garbage", encoding="utf-8")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    found = find_autosave()
    assert found.saved is not None and len(found.saved.game.actions) == 20
    assert found.bad[0].kept_as is None and autosave_path().read_text(encoding="utf-8") == "garbage"


def test_the_window_starts_with_a_bad_autosave_and_offers_the_previous_one(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from silver_desktop.settings import Settings
    from silver_desktop.ui.app import open_window, parse_args

    _write_bad_autosave("key-error", monkeypatch)
    window = open_window(parse_args(["--speed", "off"]), Settings())
    qtbot.addWidget(window)
    message = window.statusBar().currentMessage()
    assert "could not be opened" in message and f"{AUTOSAVE}.bad" in message
    assert not window.welcome.continue_button.isHidden()
    # one default button, not two drawn alike (a widget page, unlike a dialog, does not unset the other)
    assert window.welcome.continue_button.isDefault() and not window.welcome.quick_button.isDefault()
    window.continue_game()
    assert window.controller is not None and len(window.controller.game.actions) == 20
    window.close()


def test_the_window_starts_without_continue_when_no_autosave_opens(qtbot: QtBot) -> None:
    from silver_desktop.settings import Settings
    from silver_desktop.ui.app import open_window, parse_args

    autosave(played(20), SETUP)
    autosave(played(40), SETUP)
    folder = autosave_path().parent
    for name in (AUTOSAVE, PREVIOUS):
        (folder / name).write_text("{", encoding="utf-8")
    window = open_window(parse_args(["--speed", "off"]), Settings())
    qtbot.addWidget(window)
    message = window.statusBar().currentMessage()
    assert f"{AUTOSAVE}.bad" in message and f"{PREVIOUS}.bad" in message
    assert window.welcome.continue_button.isHidden()
    window.close()


def test_continue_sets_a_bad_autosave_aside_and_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    _write_bad_autosave("index-error", monkeypatch)
    window.continue_game()
    assert window.controller is not None and len(window.controller.game.actions) == 20
    assert f"{AUTOSAVE}.bad" in window.statusBar().currentMessage()


# ---------------------------------------------------------------------- the deck text
def _saved_data(tmp_path: Path, setup: GameSetup = SETUP, game: Game | None = None) -> tuple[Path, dict]:
    path = tmp_path / "g.silver"
    save_game(game or played(30), setup, path)
    return path, json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "text", ["silver", "B:CCCCCCCCCCCCCC", "C:CCCCCCCCCCCCCB", "random-mix", "", "coin!", 7]
)
def test_a_deck_text_that_is_not_the_settings_deck_is_refused(tmp_path: Path, text: object) -> None:
    path, data = _saved_data(tmp_path)
    data["deck_text"] = text
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError, match="deck_text") as info:
        load_game(path)
    assert str(path) in str(info.value)


def test_the_deck_text_may_be_spelled_either_way_or_be_missing(tmp_path: Path) -> None:
    setup = attrs.evolve(SETUP, promos=(("prince", 3),))
    game = Game.new(setup.config(), 4)
    path, data = _saved_data(tmp_path, setup, game)
    for text, expected in (("C:CCCCCCCCCCCCCC", "C:CCCCCCCCCCCCCC"), (None, "C:CCCCCCCCCCCCCC")):
        if text is None:
            del data["deck_text"]
        else:
            data["deck_text"] = text
        path.write_text(json.dumps(data), encoding="utf-8")
        loaded, _game = load_game(path)
        assert loaded.deck == expected and loaded.promos == (("prince", 3),)


# ---------------------------------------------------------------------- the signed flags
def _practice_game() -> Game:
    game = Game.new(SETUP.config(), 4, UndoPolicy.PRACTICE)
    for _ in range(30):
        game.play(game.legal_actions()[0])
    return game


def test_an_untouched_file_keeps_its_flags(tmp_path: Path) -> None:
    for game, policy in ((played(30), UndoPolicy.STRICT), (_practice_game(), UndoPolicy.PRACTICE)):
        path, data = _saved_data(tmp_path, game=game)
        assert len(data["signature"]) == 64
        saved = read_game(path)
        assert saved.game.policy is policy and saved.setup.policy is policy and not saved.made_practice


@pytest.mark.parametrize(
    "edit",
    ["practice", "memory_aid", "name", "actions", "bots", "signature", "no-signature"],
)
def test_a_file_edited_by_hand_opens_as_practice(tmp_path: Path, edit: str) -> None:
    path = tmp_path / "g.silver"
    practice = edit == "practice"
    game = _practice_game() if practice else played(30)
    save_game(game, attrs.evolve(SETUP, seed=77), path, memory_aid=True)
    data = json.loads(path.read_text(encoding="utf-8"))
    if practice:
        data["practice"] = False  # the edit that would make a practice game count
    elif edit == "memory_aid":
        data["memory_aid"] = False
    elif edit == "name":
        data["players"][0]["name"] = "Someone else"
    elif edit == "actions":
        data["actions"] = data["actions"][:-1]
    elif edit == "bots":
        data["bots"]["seed"] = 78
    elif edit == "signature":
        data["signature"] = "0" * 64
    else:
        del data["signature"]
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = read_game(path)
    assert saved.game.policy is UndoPolicy.PRACTICE and saved.made_practice
    assert saved.game.legal_actions()  # it still plays


def test_without_the_key_or_with_another_computers_key_files_open_as_practice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _data = _saved_data(tmp_path)
    assert not read_game(path).made_practice
    key_path().unlink()
    assert read_game(path).made_practice  # the key is gone: nothing this computer signed verifies
    save_game(played(30), SETUP, path)  # a new key is made
    assert not read_game(path).made_practice
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path / "another-computer"))
    assert read_game(path).made_practice


def test_the_key_is_private_and_a_bad_one_is_made_again(tmp_path: Path) -> None:
    path, _data = _saved_data(tmp_path)
    key = key_path()
    if os.name == "posix":
        assert stat.S_IMODE(key.stat().st_mode) == 0o600
    key.write_text("not a key", encoding="utf-8")
    assert read_game(path).made_practice
    save_game(played(30), SETUP, path)
    assert len(json.loads(key.read_text(encoding="utf-8"))["key"]) == 64
    assert not read_game(path).made_practice


def test_a_file_is_saved_unsigned_when_no_key_can_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from silver_desktop.ui import signature

    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(signature, "write_json_atomic", read_only)
    path, data = _saved_data(tmp_path)
    assert "signature" not in data
    assert read_game(path).made_practice


def test_the_window_says_once_that_an_edited_game_counts_as_practice(qtbot: QtBot, tmp_path: Path) -> None:
    path, data = _saved_data(tmp_path)
    data["practice"] = False
    data["players"][1]["kind"] = "easy"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    assert window.open_path(str(path))
    assert window.controller is not None and window.controller.game.policy is UndoPolicy.PRACTICE
    assert "practice" in window.statusBar().currentMessage()
    autosaved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert autosaved["practice"] is True  # signed again by this computer, as the practice game it is
    window.controller.stop()
    window.statusBar().clearMessage()
    window.continue_game()
    assert window.controller.game.policy is UndoPolicy.PRACTICE
    assert window.statusBar().currentMessage() == ""


# ---------------------------------------------------------------------- revealed by a replay
ALL_BOTS = GameSetup(seats=(Seat("Ada", SeatKind.EASY), Seat("Bo", SeatKind.MEDIUM)), deck="silver", seed=12)


def _finish_in_window(qtbot: QtBot, path: Path, replay_first: bool) -> Statistics:
    window = MainWindow(speed="off", interactive=False)
    window.session.bot_pause_ms = 0
    qtbot.addWidget(window)
    if replay_first:
        assert window.replay_path(str(path))
        for dialog in window.findChildren(ReplayDialog):
            dialog.close()
    with qtbot.waitSignal(window.finished_game, timeout=120_000):
        assert window.open_path(str(path))
    window.close()
    return Statistics.load()


def test_a_game_whose_replay_was_opened_unfinished_counts_as_practice(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game.new(ALL_BOTS.config(), 12)
    for _ in range(25):
        game.play(game.legal_actions()[0])
    path = tmp_path / "g.silver"
    save_game(game, ALL_BOTS, path)

    stats = _finish_in_window(qtbot, path, replay_first=False)
    assert [line.name for line in stats.lines()] == ["Ada", "Bo"] and not stats.practice_lines()
    assert not stats.was_revealed(game_identity(game))

    stats.reset()
    stats.save()
    stats = _finish_in_window(qtbot, path, replay_first=True)
    assert stats.was_revealed(game_identity(game))
    assert not stats.lines() and [line.games for line in stats.practice_lines()] == [1, 1]


def test_a_finished_games_replay_marks_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    game = played(0)
    rng = random.Random(1)
    while game.legal_actions():
        game.play(rng.choice(game.legal_actions()))
    path = tmp_path / "over.silver"
    save_game(game, SETUP, path)
    window = MainWindow(speed="off", interactive=False)
    qtbot.addWidget(window)
    assert window.replay_path(str(path))
    for dialog in window.findChildren(ReplayDialog):
        dialog.close()
    assert not Statistics.load().was_revealed(game_identity(game))


def test_the_identity_is_that_of_the_deal() -> None:
    a, b = played(10), played(50)
    assert game_identity(a) == game_identity(b)  # the same deal, whatever was played since
    assert game_identity(a) != game_identity(played(10, seed=5))
    other_deck = Game.new(attrs.evolve(SETUP, deck="bullet").config(), 4)
    assert game_identity(other_deck) != game_identity(a)
