"""Statistics keep practice games apart and remember games revealed by an early replay (issue 14),
in a file that stays readable both ways: old files are read as they are, and an older version still
finds the real results of a new file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from silver_desktop.stats import FORMAT, MAX_REVEALED, VERSION, Line, Statistics, statistics_path

NAMES = ("You", "Ada")
KINDS = ("human", "medium")
OVER = {"winner": 0, "totals": [10, 25], "tiebreak": False}
ROUNDS = [{"round": 1, "caller": 0, "called_ok": True}]
IDENTITY = "0123456789abcdef0123456789abcdef"


def test_a_practice_game_is_kept_apart_from_the_real_results() -> None:
    stats = Statistics()
    stats.record_game(NAMES, KINDS, "silver", ROUNDS, OVER)
    stats.record_game(NAMES, KINDS, "silver", ROUNDS, OVER, practice=True)
    stats.record_game(NAMES, KINDS, "coin", ROUNDS, OVER, practice=True)
    you = stats.line("You", "silver")
    assert you is not None and you.games == 1 and you.wins == 1 and you.calls_ok == 1
    practice = stats.line("You", "silver", practice=True)
    assert practice is not None and practice.games == 1
    assert [(ln.name, ln.edition) for ln in stats.practice_lines()] == [
        ("Ada", "silver"),
        ("Ada", "coin"),
        ("You", "silver"),
        ("You", "coin"),
    ]
    assert len(stats) == 2  # the real lines


def test_the_file_keeps_practice_and_revealed_and_stays_version_1(tmp_path: Path) -> None:
    stats = Statistics()
    stats.record_game(NAMES, KINDS, "silver", ROUNDS, OVER)
    stats.record_game(NAMES, KINDS, "bullet", ROUNDS, OVER, practice=True)
    stats.mark_revealed(IDENTITY)
    stats.save()
    data = json.loads(statistics_path().read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 1
    assert [p["edition"] for p in data["players"]] == ["silver", "silver"]  # what an older version reads
    assert [p["edition"] for p in data["practice"]] == ["bullet", "bullet"]
    assert data["revealed"] == [IDENTITY]
    loaded = Statistics.load()
    assert loaded.notice == ""
    assert loaded.lines() == stats.lines() and loaded.practice_lines() == stats.practice_lines()
    assert loaded.was_revealed(IDENTITY) and not loaded.was_revealed("f" * 32)


def test_a_file_without_practice_or_revealed_is_read_and_written_as_before() -> None:
    line = Line("Ada", "silver", "medium", games=1, total_score=9, best=9)
    old = {"format": FORMAT, "version": 1, "players": [line.to_json()]}
    statistics_path().write_text(json.dumps(old), encoding="utf-8")
    stats = Statistics.load()
    assert stats.notice == "" and stats.lines() == [line] and stats.practice_lines() == []
    assert stats.to_json() == old


@pytest.mark.parametrize(
    "change",
    [
        {"practice": {}},
        {"practice": [1]},
        {"practice": [{"name": "Ada", "edition": "silver", "games": -1}]},
        {"revealed": "abc"},
        {"revealed": ["not hex!"]},
        {"revealed": [7]},
    ],
)
def test_bad_practice_or_revealed_parts_make_a_bad_file(change: dict[str, Any]) -> None:
    data = {"format": FORMAT, "version": 1, "players": [], **change}
    statistics_path().write_text(json.dumps(data), encoding="utf-8")
    stats = Statistics.load()
    assert stats.notice and stats.bad_path is not None and stats.bad_path.exists()


def test_only_the_latest_revealed_games_are_remembered() -> None:
    stats = Statistics()
    identities = [f"{n:032x}" for n in range(MAX_REVEALED + 5)]
    for identity in identities:
        stats.mark_revealed(identity)
    stats.mark_revealed(identities[10])  # seen again: now the latest
    kept = stats.to_json()["revealed"]
    assert len(kept) == MAX_REVEALED and kept[-1] == identities[10]
    assert not stats.was_revealed(identities[0]) and stats.was_revealed(identities[-1])
    with pytest.raises(ValueError):
        stats.mark_revealed("../../etc")


def test_reset_forgets_practice_results_but_not_revealed_games() -> None:
    stats = Statistics()
    stats.record_game(NAMES, KINDS, "silver", ROUNDS, OVER, practice=True)
    stats.mark_revealed(IDENTITY)
    stats.reset()
    assert stats.practice_lines() == [] and stats.was_revealed(IDENTITY)
