"""Game records (``silver_desktop.engine.record``): save, load, replay and refuse bad files."""

from __future__ import annotations

import copy
import inspect
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from silver_desktop.engine import record as record_module
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.errors import EngineError, RecordError
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.position import from_position, to_position
from silver_desktop.engine.record import (
    MAX_BYTES,
    game_from_record,
    load_record,
    record_of,
    save_record,
    write_json_atomic,
)
from silver_desktop.engine.rules import legal_actions, new_game


def _finished_game(players: int, seed: int, rounds: int = 4, policy: UndoPolicy = UndoPolicy.STRICT) -> Game:
    game = Game.new(GameConfig(players=players, rounds=rounds), seed, policy)
    rng = random.Random(seed)
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    return game


def _json(data: Any) -> Any:
    return json.loads(json.dumps(data))


@pytest.fixture(scope="module")
def finished() -> dict[str, Any]:
    """The record of one finished 3-player game (shared, copied by each test that edits it)."""
    return _json(record_of(_finished_game(3, 17)))


# ---------------------------------------------------------------------------- round trips
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4), (4, 5)])
def test_finished_game_round_trips_through_a_record(players: int, seed: int) -> None:
    game = _finished_game(players, seed)
    data = _json(record_of(game))
    assert data["format"] == "silver-record" and data["version"] == 1
    assert data["start"] == {"seed": seed}
    assert data["practice"] is False
    assert data["actions"] == [str(a) for a in game.actions]
    assert data["result"] == {"scores": game.state.scores, "winner": game.state.winner}
    again = game_from_record(data)
    assert again.state.over
    assert again.state.scores == game.state.scores
    assert again.state.winner == game.state.winner
    assert again.actions == game.actions
    assert to_position(again.state) == to_position(game.state)
    assert record_of(again) == record_of(game)


@pytest.mark.parametrize(("players", "seed"), [(2, 6), (3, 7), (4, 8)])
def test_save_and_load_a_finished_game(tmp_path: Path, players: int, seed: int) -> None:
    game = _finished_game(players, seed)
    path = tmp_path / "game.silver"
    save_record(game, path)
    assert json.loads(path.read_text(encoding="utf-8")) == _json(record_of(game))
    loaded = load_record(path)
    assert loaded.state.scores == game.state.scores
    assert loaded.state.winner == game.state.winner
    assert to_position(loaded.state) == to_position(game.state)
    # loading accepts a str path too
    assert load_record(str(path)).state.winner == game.state.winner


def test_unfinished_game_round_trips_without_a_result(tmp_path: Path) -> None:
    game = Game.new(GameConfig(players=3), 9)
    rng = random.Random(9)
    for _ in range(57):
        game.play(rng.choice(game.legal_actions()))
    data = record_of(game)
    assert "result" not in data
    path = tmp_path / "unfinished.silver"
    save_record(game, path)
    loaded = load_record(path)
    assert not loaded.state.over
    assert to_position(loaded.state) == to_position(game.state)
    # and the loaded game can be played on
    loaded.play(legal_actions(loaded.state)[0])


def test_undone_actions_are_not_recorded() -> None:
    game = Game.new(GameConfig(players=2), 3, UndoPolicy.PRACTICE)
    rng = random.Random(3)
    for _ in range(20):
        game.play(rng.choice(game.legal_actions()))
    game.undo()
    game.undo()
    data = record_of(game)
    assert len(data["actions"]) == 18
    assert to_position(game_from_record(_json(data)).state) == to_position(game.state)


@pytest.mark.parametrize("practice", [True, False])
def test_practice_flag_round_trips(tmp_path: Path, practice: bool) -> None:
    policy = UndoPolicy.PRACTICE if practice else UndoPolicy.STRICT
    game = _finished_game(2, 12, rounds=1, policy=policy)
    data = record_of(game)
    assert data["practice"] is practice
    path = tmp_path / "p.silver"
    save_record(game, path)
    loaded = load_record(path)
    assert loaded.policy == policy
    assert record_of(loaded)["practice"] is practice


def test_record_without_practice_key_is_strict(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    del data["practice"]
    assert game_from_record(data).policy == UndoPolicy.STRICT


def test_bad_practice_value_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["practice"] = "yes"
    with pytest.raises(RecordError, match="practice"):
        game_from_record(data)


# ---------------------------------------------------------------------------- explicit deck order
def _shuffled_ids(seed: int) -> list[str]:
    ids = [t.id for t in GameConfig().types]
    random.Random(seed).shuffle(ids)
    return ids


def _ids(s: Any, cards: list[int]) -> list[str]:
    return [s.type_id(c) for c in cards]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_explicit_deck_order_deals_those_cards(players: int) -> None:
    ids = _shuffled_ids(players)
    settings = GameConfig(players=players).to_json()
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": settings,
        "start": {"seed": 5, "deck": ids},
        "actions": [],
    }
    game = game_from_record(data)
    s = game.state
    # the start player comes from the seed exactly as in a shuffled game
    assert s.start == new_game(GameConfig(players=players), 5).start
    # rows of five are dealt from the start player on, one row per seat; the others are set aside
    for r in range(players):
        assert _ids(s, s.villages[(s.start + r) % players]) == ids[r * 5 : r * 5 + 5]
    assert sorted(_ids(s, s.aside)) == sorted(ids[players * 5 : 20])
    # then the next card starts the discard pile and the rest is the deck, order[21] on top
    assert _ids(s, s.pile) == [ids[20]]
    assert s.up[s.pile[-1]]
    assert _ids(s, s.deck[::-1]) == ids[21:]
    assert len(s.deck) == 31
    assert all(not s.up[c] for v in s.villages for c in v)
    assert record_of(game)["start"] == {"seed": 5, "deck": ids}


def test_explicit_deck_order_with_a_fixed_start_player() -> None:
    ids = _shuffled_ids(11)
    config = GameConfig(players=3, start_player=2)
    game = game_from_record(
        {
            "format": "silver-record",
            "version": 1,
            "settings": config.to_json(),
            "start": {"seed": 0, "deck": ids},
            "actions": [],
        }
    )
    s = game.state
    assert s.start == 2
    assert _ids(s, s.villages[2]) == ids[0:5]
    assert _ids(s, s.villages[0]) == ids[5:10]
    assert _ids(s, s.villages[1]) == ids[10:15]
    assert _ids(s, s.aside) == ids[15:20]


def test_explicit_deck_order_game_plays_and_round_trips(tmp_path: Path) -> None:
    ids = _shuffled_ids(4)
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2, rounds=2).to_json(),
        "start": {"seed": 5, "deck": ids},
        "actions": [],
    }
    game = game_from_record(data)
    rng = random.Random(4)
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    path = tmp_path / "deck.silver"
    save_record(game, path)
    loaded = load_record(path)
    assert loaded.state.scores == game.state.scores
    assert loaded.start == {"seed": 5, "deck": ids}


@pytest.mark.parametrize(
    ("deck", "fragment"),
    [
        ("not a list", "start.deck"),
        (["silver.witch"] * 3, "start.deck"),
        (None, "start.deck"),
    ],
)
def test_bad_deck_list_is_refused(deck: Any, fragment: str) -> None:
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2).to_json(),
        "start": {"seed": 5, "deck": deck},
    }
    with pytest.raises(RecordError, match=fragment):
        game_from_record(data)


@pytest.mark.parametrize("change", ["unknown", "fifth-witch", "not-a-string"])
def test_bad_deck_entry_is_refused_naming_the_index(change: str) -> None:
    ids = _shuffled_ids(1)
    i = next(k for k, tid in enumerate(ids) if tid != "silver.witch")
    ids[i] = {"unknown": "silver.nope", "fifth-witch": "silver.witch", "not-a-string": 7}[change]
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2).to_json(),
        "start": {"seed": 5, "deck": ids},
    }
    with pytest.raises(RecordError, match=r"start\.deck\[\d+\]"):
        game_from_record(data)


# ---------------------------------------------------------------------------- starting from a position
def test_record_starting_from_a_position(tmp_path: Path) -> None:
    base = Game.new(GameConfig(players=3), 21)
    rng = random.Random(21)
    for _ in range(40):
        base.play(rng.choice(base.legal_actions()))
    position = _json(to_position(base.state))
    game = Game(from_position(position), {"position": position})
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
    data = _json(record_of(game))
    assert data["start"] == {"position": position}
    path = tmp_path / "from-position.silver"
    save_record(game, path)
    loaded = load_record(path)
    assert loaded.state.scores == game.state.scores
    assert loaded.state.winner == game.state.winner
    assert to_position(loaded.state) == to_position(game.state)


def test_record_whose_position_settings_differ_is_refused() -> None:
    position = to_position(new_game(GameConfig(players=3), 1))
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2).to_json(),
        "start": {"position": position},
        "actions": [],
    }
    with pytest.raises(RecordError, match="settings differ"):
        game_from_record(data)


def test_record_with_an_invalid_position_is_refused() -> None:
    position = to_position(new_game(GameConfig(players=2), 1))
    position["deck"].pop()
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2).to_json(),
        "start": {"position": position},
        "actions": [],
    }
    with pytest.raises(RecordError, match="missing"):
        game_from_record(data)


def test_record_with_a_malformed_position_is_refused_not_crashing() -> None:
    """A JSON list where a spot string belongs must give a RecordError (see test_position)."""
    position = to_position(new_game(GameConfig(players=2), 1))
    position["token"]["on"] = []
    data = {
        "format": "silver-record",
        "version": 1,
        "settings": GameConfig(players=2).to_json(),
        "start": {"position": position},
        "actions": [],
    }
    with pytest.raises(RecordError, match=r"token\.on"):
        game_from_record(data)


# ---------------------------------------------------------------------------- bad records
@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d.update(version=2), "version"),
        (lambda d: d.update(version=None), "version"),
        (lambda d: d.update(format="silver-position"), "format"),
        (lambda d: d.pop("format"), "format"),
        (lambda d: d.update(settings={"players": 5}), "settings"),
        (lambda d: d.update(settings=[]), "settings"),
        (lambda d: d.update(start=None), "start"),
        (lambda d: d.update(start={"seed": -1}), "start.seed"),
        (lambda d: d.update(start={"seed": "5"}), "start.seed"),
        (lambda d: d.update(start={"seed": True}), "start.seed"),
        (lambda d: d.update(actions="draw"), "actions"),
    ],
)
def test_bad_record_fields_are_refused(finished: dict[str, Any], change: Any, fragment: str) -> None:
    data = copy.deepcopy(finished)
    change(data)
    with pytest.raises(RecordError) as info:
        game_from_record(data)
    assert fragment in str(info.value)


@pytest.mark.parametrize("value", [None, [], "record", 5])
def test_non_object_record_is_refused(value: Any) -> None:
    with pytest.raises(RecordError, match="record"):
        game_from_record(value)


def test_illegal_action_is_refused_naming_its_number(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["actions"][1] = "draw"  # still in the initial peeks
    with pytest.raises(RecordError) as info:
        game_from_record(data)
    message = str(info.value)
    assert message.startswith("actions[1]:")
    assert "draw" in message
    assert "not legal" in message


def test_illegal_action_message_uses_the_record_text(finished: dict[str, Any]) -> None:
    """The message should quote the action as it is written in the record (``rob 1:4 2``)."""
    data = copy.deepcopy(finished)
    data["actions"][2] = "rob 1:4 2"
    with pytest.raises(RecordError) as info:
        game_from_record(data)
    message = str(info.value)
    assert message.startswith("actions[2]:")
    assert "rob 1:4 2" in message


def test_action_after_the_end_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    n = len(data["actions"])
    data["actions"].append("draw")
    with pytest.raises(RecordError, match=rf"actions\[{n}\].*over"):
        game_from_record(data)


@pytest.mark.parametrize("text", ["flip x", "jump", "", "exchange", 7, None])
def test_unparsable_action_is_refused(finished: dict[str, Any], text: Any) -> None:
    data = copy.deepcopy(finished)
    data["actions"][3] = text
    with pytest.raises(RecordError) as info:
        game_from_record(data)
    assert str(info.value).startswith("actions[3]:")


def test_result_that_differs_from_the_replay_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["result"]["winner"] = (data["result"]["winner"] + 1) % 3
    with pytest.raises(RecordError, match="differs"):
        game_from_record(data)
    data = copy.deepcopy(finished)
    data["result"]["scores"][0][0] += 1
    with pytest.raises(RecordError, match="differs"):
        game_from_record(data)


def test_result_on_an_unfinished_game_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    del data["actions"][-10:]
    with pytest.raises(RecordError, match="result") as info:
        game_from_record(data)
    assert "finish" in str(info.value)
    del data["result"]
    assert not game_from_record(data).state.over


# ---------------------------------------------------------------------------- bad files
def _load_error(path: Path) -> str:
    with pytest.raises(RecordError) as info:
        load_record(path)
    message = str(info.value)
    assert message.startswith(str(path)), message
    return message


def test_not_json_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.silver"
    path.write_text('{\n  "format": silver\n}\n', encoding="utf-8")
    message = _load_error(path)
    assert "not valid JSON" in message
    assert "line 2" in message and "column 13" in message


def test_truncated_json_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    text = json.dumps(finished, indent=1)
    path = tmp_path / "truncated.silver"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    message = _load_error(path)
    assert "not valid JSON" in message
    assert "line" in message and "column" in message


def test_empty_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.silver"
    path.write_bytes(b"")
    assert "not valid JSON" in _load_error(path)


def test_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.silver"
    with path.open("wb") as f:
        f.write(b"{")
        f.seek(MAX_BYTES)
        f.write(b"}")
    assert path.stat().st_size == MAX_BYTES + 1
    message = _load_error(path)
    assert "too large" in message


def test_size_limit_is_checked_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _finished_game(2, 1, rounds=1)
    path = tmp_path / "small.silver"
    save_record(game, path)
    monkeypatch.setattr(record_module, "MAX_BYTES", 100)
    assert "too large" in _load_error(path)


def test_invalid_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.silver"
    path.write_bytes(b'{"format": "silver-record", "name": "caf\xe9"}')
    assert "invalid UTF-8" in _load_error(path)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    message = _load_error(tmp_path / "nowhere.silver")
    assert "cannot read" in message


def test_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.silver"
    folder.mkdir()
    assert "cannot read" in _load_error(folder)


def test_wrong_version_in_a_file(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["version"] = 99
    path = tmp_path / "v99.silver"
    path.write_text(json.dumps(data), encoding="utf-8")
    message = _load_error(path)
    assert "version" in message and "99" in message


def test_illegal_action_in_a_file(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["actions"][5] = "call"
    path = tmp_path / "illegal.silver"
    path.write_text(json.dumps(data), encoding="utf-8")
    message = _load_error(path)
    assert f"{path}: actions[5]:" in message
    assert "call" in message


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,  # nesting deeper than the recursion limit
        '{"format": "silver-record", "version": ' + "9" * 5000 + "}",  # integer over the digit limit
    ],
    ids=["deep-nesting", "huge-integer"],
)
def test_hostile_json_is_refused_with_a_record_error(tmp_path: Path, text: str) -> None:
    """Small files that make ``json.loads`` raise something other than JSONDecodeError."""
    path = tmp_path / "hostile.silver"
    path.write_text(text, encoding="utf-8")
    try:
        load_record(path)
    except RecordError as e:
        assert str(e).startswith(str(path))
    except Exception as e:  # pragma: no cover - this is the bug being reported
        pytest.fail(f"load_record raised {type(e).__name__} instead of RecordError: {str(e)[:100]}")
    else:  # pragma: no cover
        pytest.fail("a hostile file was accepted")


def test_record_errors_are_engine_errors() -> None:
    assert issubclass(RecordError, EngineError)


def test_nothing_in_a_record_is_executed() -> None:
    source = inspect.getsource(record_module)
    assert "pickle" not in source
    assert "eval(" not in source
    assert "exec(" not in source
    assert "marshal" not in source
    assert "yaml" not in source


# ---------------------------------------------------------------------------- atomic writes
def _leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_write_json_atomic_writes_and_replaces(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, {"a": 1})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    write_json_atomic(path, {"b": "é"})
    assert json.loads(path.read_text(encoding="utf-8")) == {"b": "é"}
    assert "é" in path.read_text(encoding="utf-8")  # written as UTF-8, not escaped
    assert _leftovers(tmp_path, {"data.json"}) == []


def test_write_json_atomic_failing_midway_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.silver"
    path.write_text('{"old": true}\n', encoding="utf-8")
    real_dump = json.dump

    def broken_dump(obj: Any, fp: Any, **kwargs: Any) -> None:
        fp.write('{"new": [1, 2, ')  # part of the new content...
        fp.flush()
        raise OSError(28, "No space left on device")  # ...then the disk is full

    monkeypatch.setattr(record_module.json, "dump", broken_dump)
    with pytest.raises(OSError, match="No space"):
        write_json_atomic(path, {"new": [1, 2, 3]})
    monkeypatch.setattr(record_module.json, "dump", real_dump)
    assert path.read_text(encoding="utf-8") == '{"old": true}\n'
    assert _leftovers(tmp_path, {"game.silver"}) == []


def test_write_json_atomic_unserializable_data_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.silver"
    path.write_text("old\n", encoding="utf-8")
    with pytest.raises(TypeError):
        write_json_atomic(path, {"ok": 1, "bad": object()})
    assert path.read_text(encoding="utf-8") == "old\n"
    assert _leftovers(tmp_path, {"game.silver"}) == []


def test_write_json_atomic_failing_rename_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.silver"
    path.write_text("old\n", encoding="utf-8")

    def broken_replace(src: Any, dst: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(record_module.os, "replace", broken_replace)
    with pytest.raises(PermissionError):
        write_json_atomic(path, {"new": 1})
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old\n"
    assert _leftovers(tmp_path, {"game.silver"}) == []


def test_write_json_atomic_interrupted_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.silver"
    path.write_text("old\n", encoding="utf-8")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(record_module.os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_json_atomic(path, {"new": 1})
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old\n"
    assert _leftovers(tmp_path, {"game.silver"}) == []


def test_save_record_failing_keeps_the_old_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old = _finished_game(2, 2, rounds=1)
    path = tmp_path / "game.silver"
    save_record(old, path)
    before = path.read_bytes()
    monkeypatch.setattr(record_module.os, "replace", lambda src, dst: (_ for _ in ()).throw(OSError("boom")))
    with pytest.raises(OSError, match="boom"):
        save_record(_finished_game(2, 3, rounds=1), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert _leftovers(tmp_path, {"game.silver"}) == []
    assert load_record(path).state.scores == old.state.scores


def test_write_json_atomic_into_the_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    write_json_atomic("plain.json", [1, 2])
    assert json.loads(Path("plain.json").read_text(encoding="utf-8")) == [1, 2]
    assert sorted(os.listdir(tmp_path)) == ["plain.json"]
