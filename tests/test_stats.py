"""Player statistics (``silver_desktop.stats``): recording games, the file and its failures."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from silver_desktop import stats as stats_module
from silver_desktop.engine import events as ev
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.stats import (
    FORMAT,
    MAX_BYTES,
    VERSION,
    Line,
    Statistics,
    StatisticsError,
    edition_of,
    statistics_path,
)
from silver_desktop.stats import (
    KINDS as KNOWN_KINDS,
)

NAMES = ("You", "Ada", "Bo")
KINDS = ("human", "medium", "hard")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def scored(round_: int, scores: list[int], caller: int = -1, called_ok: bool = False) -> dict[str, Any]:
    """ROUND_SCORED parameters (values = scores, totals left out: statistics do not read them)."""
    return {
        "round": round_,
        "values": scores,
        "scores": scores,
        "totals": [],
        "caller": caller,
        "called_ok": called_ok,
        "reason": "call" if caller >= 0 else "deck",
    }


def over(totals: list[int], winner: int, tiebreak: bool = False) -> dict[str, Any]:
    """GAME_OVER parameters."""
    return {"winner": winner, "totals": totals, "tiebreak": tiebreak}


def two_games() -> Statistics:
    stats = Statistics()
    rounds = [scored(1, [0, 20, 15], caller=0, called_ok=True), scored(2, [30, 12, 25], caller=0)]
    stats.record_game(NAMES, KINDS, "silver", rounds, over([30, 32, 40], winner=0))
    rounds = [
        scored(1, [10, 0, 9], caller=1, called_ok=True),
        scored(2, [12, 20, 3], caller=2, called_ok=True),
    ]
    stats.record_game(NAMES, KINDS, "silver", rounds, over([22, 20, 12], winner=2))
    return stats


# ---------------------------------------------------------------------------------------- editions


@pytest.mark.parametrize(
    ("deck", "edition"),
    [
        ("silver", "silver"),
        ("bullet", "bullet"),
        (" Coin ", "coin"),
        ("A:AAAAAAAAAAAAAA", "silver"),
        ("b:bbbbbbbbbbbbbb", "bullet"),
        ("C:CCCCCCCCCCCCCC", "coin"),
        ("A:AABBCCAABBCCAB", "mix"),
        ("B:AAAAAAAAAAAAAA", "mix"),  # Silver's cards with the silver bullet: not plain Silver
        ("A:AAAAAAAAAAAAA", "mix"),  # 13 letters: not a deck text at all
        ("D:DDDDDDDDDDDDDD", "mix"),
        ("random-mix", "mix"),
        ("", "mix"),
    ],
)
def test_edition_of(deck: str, edition: str) -> None:
    assert edition_of(deck) == edition


# ---------------------------------------------------------------------------------------- recording


def test_record_games_counts_every_seat() -> None:
    stats = two_games()
    assert [(ln.name, ln.edition) for ln in stats.lines()] == [
        ("Ada", "silver"),
        ("Bo", "silver"),
        ("You", "silver"),
    ]
    you = stats.line("You", "silver")
    assert you == Line(
        "You", "silver", "human", games=2, wins=1, total_score=52, best=22, calls_ok=1, calls_failed=1
    )
    assert you is not None and you.average == 26.0 and you.win_rate == 0.5
    ada = stats.line("Ada", "silver")
    assert ada is not None
    assert (ada.kind, ada.games, ada.wins, ada.best, ada.calls_ok, ada.calls_failed) == (
        "medium",
        2,
        0,
        20,
        1,
        0,
    )
    assert ada.average == 26.0 and ada.win_rate == 0.0
    bo = stats.line("Bo", "silver")
    assert bo is not None
    assert (bo.kind, bo.wins, bo.total_score, bo.best, bo.calls_ok) == ("hard", 1, 52, 12, 1)
    assert len(stats) == 3


def test_editions_are_kept_apart_and_kind_follows_the_last_game() -> None:
    stats = two_games()
    stats.record_game(("You", "Ada"), ("human", "easy"), "B:BBBBBBBBBBBBBB", [], over([5, 9], winner=0))
    stats.record_game(("You", "Ada"), ("human", "hard"), "A:ABCABCABCABCAB", [], over([7, 3], winner=1))
    ada_silver, ada_bullet, ada_mix = (stats.line("Ada", e) for e in ("silver", "bullet", "mix"))
    assert ada_silver is not None and ada_silver.games == 2 and ada_silver.kind == "medium"
    assert (
        ada_bullet is not None
        and ada_bullet.games == 1
        and ada_bullet.kind == "easy"
        and ada_bullet.best == 9
    )
    assert ada_mix is not None and ada_mix.wins == 1 and ada_mix.kind == "hard"
    assert [(ln.name, ln.edition) for ln in stats.lines()][:3] == [
        ("Ada", "silver"),
        ("Ada", "bullet"),
        ("Ada", "mix"),
    ]


def test_a_line_before_any_game() -> None:
    line = Line("Nobody", "coin")
    assert line.average is None and line.win_rate is None and line.best is None


def test_names_are_trimmed_and_kinds_may_be_enums() -> None:
    from silver_desktop.ui.game_setup import SeatKind

    stats = Statistics()
    stats.record_game([" You ", "Ada"], [SeatKind.HUMAN, SeatKind.EASY], "coin", [], over([3, 4], 0))
    assert stats.line("You", "coin") is not None
    line = stats.line("Ada", "coin")
    assert line is not None and line.kind == "easy"


def test_every_kind_new_game_offers_is_recorded() -> None:
    """A game against an Expert bot was never counted: "expert" was not a kind the statistics knew,
    and the status bar said "The statistics were not updated: The file could not be written" (b11).
    Every kind of seat New Game offers is one the statistics keep."""
    from silver_desktop.ui.game_setup import SeatKind

    assert set(KNOWN_KINDS) == {kind.value for kind in SeatKind}
    stats = Statistics()
    stats.record_game(["You", "Ada"], [SeatKind.HUMAN, SeatKind.EXPERT], "silver", [], over([30, 20], 1))
    line = stats.line("Ada", "silver")
    assert line is not None and line.kind == "expert" and line.wins == 1


@pytest.mark.parametrize(
    ("names", "kinds", "rounds", "result"),
    [
        (("A", "B"), ("human",), [], over([1, 2], 0)),  # kinds too short
        (("A", "B"), ("human", "human"), [], over([1, 2, 3], 0)),  # totals too long
        (("A", "B"), ("human", "human"), [], over([1, 2], 2)),  # no seat 2
        (("A", "B"), ("human", "human"), [], over([1, 2], True)),  # a bool is not a seat
        (("A", "B"), ("human", "human"), [], over([1, -2], 0)),
        (("A", " "), ("human", "human"), [], over([1, 2], 0)),
        (("A", "B"), ("human", "genius"), [], over([1, 2], 0)),
        (("A", "B"), ("human", "human"), [scored(1, [1, 2], caller=5)], over([1, 2], 0)),
        (("A", "B"), ("human", "human"), [{"caller": "0"}], over([1, 2], 0)),
    ],
)
def test_record_game_rejects_parts_that_do_not_fit(
    names: tuple[str, ...], kinds: tuple[str, ...], rounds: list[dict[str, Any]], result: dict[str, Any]
) -> None:
    stats = two_games()
    before = stats.lines()
    with pytest.raises(ValueError):
        stats.record_game(names, kinds, "silver", rounds, result)
    assert stats.lines() == before  # nothing half-recorded


def test_a_real_game_recorded_from_its_events() -> None:
    """The parameters of the engine's own events fit record_game."""
    game = Game.new(GameConfig(players=3), 11)
    rng = random.Random(11)
    rounds: list[dict[str, Any]] = []
    result: dict[str, Any] = {}
    while actions := game.legal_actions():
        for e in game.play(rng.choice(actions)):
            if e.kind == ev.ROUND_SCORED:
                rounds.append(dict(e.params))
            elif e.kind == ev.GAME_OVER:
                result = dict(e.params)
    assert result and len(rounds) == game.state.config.rounds
    stats = Statistics()
    stats.record_game(NAMES, KINDS, "silver", rounds, result)
    totals = [sum(r["scores"][seat] for r in rounds) for seat in range(3)]
    assert totals == result["totals"]
    calls = sum(1 for r in rounds if r["caller"] >= 0)
    lines = {ln.name: ln for ln in stats.lines()}
    assert sum(ln.calls_ok + ln.calls_failed for ln in lines.values()) == calls
    assert sum(ln.wins for ln in lines.values()) == 1
    assert lines[NAMES[result["winner"]]].wins == 1
    for seat, name in enumerate(NAMES):
        assert lines[name].total_score == lines[name].best == totals[seat]


def test_reset_forgets_everything() -> None:
    stats = two_games()
    stats.reset()
    assert stats.lines() == [] and len(stats) == 0


# ---------------------------------------------------------------------------------------- the file


def test_round_trip_in_the_data_folder(home: Path) -> None:
    stats = two_games()
    stats.save()
    path = home / "data" / "statistics.json"
    assert statistics_path() == path and path.is_file()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT == "silver-statistics" and data["version"] == VERSION == 1
    assert data["players"][0] == {
        "name": "Ada",
        "edition": "silver",
        "kind": "medium",
        "games": 2,
        "wins": 0,
        "total_score": 52,
        "best": 20,
        "calls_ok": 1,
        "calls_failed": 0,
    }
    loaded = Statistics.load()
    assert loaded.lines() == stats.lines()
    assert loaded.notice == "" and loaded.bad_path is None and loaded.path == path
    # saving without a path writes back where the statistics came from
    loaded.record_game(("Ada", "Zed"), ("medium", "easy"), "silver", [], over([0, 9], 0))
    loaded.save()
    again = Statistics.load()
    ada = again.line("Ada", "silver")
    assert ada is not None and ada.games == 3 and ada.best == 0 and again.line("Zed", "silver") is not None


def test_home_variable_is_read_at_each_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    two_games().save()
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path / "elsewhere"))
    assert statistics_path() == tmp_path / "elsewhere" / "data" / "statistics.json"
    assert Statistics.load().lines() == []
    assert len(Statistics.load(tmp_path / "home" / "data" / "statistics.json")) == 3


def test_explicit_path_and_unicode_names(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    stats = Statistics()
    stats.record_game(("مینا", "지민"), ("human", "easy"), "coin", [], over([4, 8], 0))
    stats.save(path)
    assert "مینا" in path.read_text(encoding="utf-8")  # readable, not \\u escapes
    assert Statistics.load(path).lines() == stats.lines()


def test_missing_file_is_empty_without_notice(home: Path) -> None:
    stats = Statistics.load()
    assert stats.lines() == [] and stats.notice == "" and stats.bad_path is None
    assert not (home / "data" / "statistics.json").exists()


def _good() -> dict[str, Any]:
    return two_games().to_json()


def _with(change: dict[str, Any]) -> dict[str, Any]:
    data = _good()
    data["players"][0].update(change)
    return data


BAD_CONTENTS: list[tuple[str, bytes]] = [
    ("not json", b"{not json"),
    ("truncated", json.dumps(_good()).encode()[:-20]),
    ("not utf-8", b"\xff\xfe{}"),
    ("deep nesting", b"[" * 100_000 + b"]" * 100_000),
    ("a list", b"[]"),
    ("wrong format", json.dumps({**_good(), "format": "silver-record"}).encode()),
    ("newer version", json.dumps({**_good(), "version": 2}).encode()),
    ("version true", json.dumps({**_good(), "version": True}).encode()),
    ("no version", json.dumps({"format": FORMAT, "players": []}).encode()),
    ("players not a list", json.dumps({**_good(), "players": {}}).encode()),
    ("negative games", json.dumps(_with({"games": -1})).encode()),
    ("float wins", json.dumps(_with({"wins": 1.0})).encode()),
    ("bool calls", json.dumps(_with({"calls_ok": True})).encode()),
    ("text score", json.dumps(_with({"total_score": "52"})).encode()),
    ("negative best", json.dumps(_with({"best": -3})).encode()),
    ("more wins than games", json.dumps(_with({"wins": 3})).encode()),
    ("best without games", json.dumps(_with({"games": 0, "wins": 0})).encode()),
    ("best too low for the total", json.dumps(_with({"best": 30})).encode()),
    ("empty name", json.dumps(_with({"name": "  "})).encode()),
    ("unknown edition", json.dumps(_with({"edition": "gold"})).encode()),
    ("unknown kind", json.dumps(_with({"kind": "robot"})).encode()),
    ("unknown field", json.dumps(_with({"secret": 1})).encode()),
    ("entry not an object", json.dumps({**_good(), "players": [1]}).encode()),
    ("duplicate line", json.dumps({**_good(), "players": _good()["players"] * 2}).encode()),
]


@pytest.mark.parametrize(("label", "content"), BAD_CONTENTS, ids=[label for label, _ in BAD_CONTENTS])
def test_bad_file_gives_empty_statistics_and_is_kept(home: Path, label: str, content: bytes) -> None:
    path = statistics_path()
    path.write_bytes(content)
    stats = Statistics.load()
    assert stats.lines() == [], label
    assert stats.notice and "statistics.json.bad" in stats.notice
    bad = path.with_name("statistics.json.bad")
    assert stats.bad_path == bad and bad.read_bytes() == content
    assert not path.exists()
    # the fresh statistics save over nothing that mattered
    stats.record_game(("You", "Ada"), ("human", "easy"), "silver", [], over([1, 2], 0))
    stats.save()
    assert len(Statistics.load()) == 2 and bad.read_bytes() == content


def test_too_large_file_is_not_read(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = statistics_path()
    data = _good()
    data["padding"] = "x" * MAX_BYTES  # valid JSON, but too large
    path.write_text(json.dumps(data), encoding="utf-8")

    def no_reading(*args: object, **kwargs: object) -> None:
        raise AssertionError("a too-large file must not be read")

    with monkeypatch.context() as m:
        m.setattr(Path, "read_text", no_reading)
        m.setattr(Path, "read_bytes", no_reading)
        m.setattr(Path, "open", no_reading)
        m.setattr(json, "loads", no_reading)
        stats = Statistics.load()
    assert stats.lines() == [] and "too large" in stats.notice
    assert stats.bad_path is not None and stats.bad_path.stat().st_size > MAX_BYTES


def test_a_just_small_enough_file_is_read(home: Path) -> None:
    data = two_games().to_json()
    text = json.dumps(data)
    text = text[:-1] + " " * (MAX_BYTES - len(text.encode())) + "}"
    statistics_path().write_text(text, encoding="utf-8")
    assert statistics_path().stat().st_size == MAX_BYTES
    stats = Statistics.load()
    assert stats.notice == "" and len(stats) == 3


def test_earlier_bad_files_are_not_overwritten(home: Path) -> None:
    path = statistics_path()
    for n, content in enumerate([b"first", b"second", b"third"]):
        path.write_bytes(content)
        stats = Statistics.load()
        assert stats.bad_path is not None and stats.bad_path.read_bytes() == content
        assert stats.bad_path.name == "statistics.json.bad" + (f".{n}" if n else "")
    assert path.with_name("statistics.json.bad").read_bytes() == b"first"


def test_unreadable_path_gives_a_notice(home: Path) -> None:
    statistics_path().mkdir()  # a folder where the file should be
    stats = Statistics.load()
    assert stats.lines() == [] and stats.notice
    assert stats.bad_path is not None and stats.bad_path.is_dir()


def test_a_bad_file_that_cannot_be_moved_is_never_overwritten(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = statistics_path()
    path.write_bytes(b"{oops")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as m:
        m.setattr(stats_module.os, "replace", refuse)
        stats = Statistics.load()
    assert stats.bad_path is None and "not be overwritten" in stats.notice
    stats.record_game(("You", "Ada"), ("human", "easy"), "silver", [], over([1, 2], 0))
    with pytest.raises(OSError):
        stats.save()
    assert path.read_bytes() == b"{oops"
    stats.reset()  # the player chose to start over: now saving may replace it
    stats.save()
    assert Statistics.load().notice == ""


def test_load_never_raises_when_the_folder_cannot_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(blocker))
    stats = Statistics.load()
    assert stats.lines() == [] and stats.notice


def test_save_is_atomic(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    two_games().save()
    path = statistics_path()
    before = path.read_bytes()
    real_dump = json.dump

    def failing_dump(data: Any, f: Any, **kwargs: Any) -> None:
        real_dump({"format": FORMAT}, f)  # half written, then the disk fills up
        raise OSError(28, "No space left on device")

    bigger = two_games()
    bigger.record_game(("New", "Ada"), ("human", "easy"), "silver", [], over([1, 2], 0))
    with monkeypatch.context() as m, pytest.raises(OSError):
        m.setattr(json, "dump", failing_dump)
        bigger.save()
    assert path.read_bytes() == before  # the old file is intact
    assert os.listdir(path.parent) == ["statistics.json"]  # and no temporary file is left behind


def test_from_json_names_the_problem() -> None:
    with pytest.raises(StatisticsError, match=r"players\[0\]\.games"):
        Statistics.from_json(_with({"games": -1}))
    assert Statistics.from_json({"format": FORMAT, "version": 1}).lines() == []
