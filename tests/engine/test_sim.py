"""The command-line simulator (``python -m silver_desktop.sim``), run as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from silver_desktop.engine.record import load_record

ROOT = Path(__file__).resolve().parents[2]


def _sim(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "random"}
    return subprocess.run(
        [sys.executable, "-m", "silver_desktop.sim", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=env,
        timeout=120,
    )


def _no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    assert "Traceback" not in result.stdout


@pytest.fixture(scope="module")
def saved_records(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    folder = tmp_path_factory.mktemp("records") / "out"  # created by the simulator
    result = _sim("--games", "5", "--players", "3", "--seed", "7", "--json", "--save-records", str(folder))
    assert result.returncode == 0, result.stderr
    return folder, result


def test_json_summary_is_deterministic_and_valid() -> None:
    first = _sim("--games", "5", "--players", "3", "--seed", "7", "--json")
    second = _sim("--games", "5", "--players", "3", "--seed", "7", "--json")
    assert first.returncode == 0, first.stderr
    assert second.returncode == 0, second.stderr
    assert first.stdout == second.stdout
    summary = json.loads(first.stdout)
    for key in ("games", "players", "seed", "wins", "mean_total"):
        assert key in summary
    assert summary["games"] == 5
    assert summary["players"] == 3
    assert summary["seed"] == 7
    assert len(summary["wins"]) == 3 and sum(summary["wins"]) == 5
    assert len(summary["mean_total"]) == 3
    assert all(isinstance(x, (int, float)) for x in summary["mean_total"])
    _no_traceback(first)


def test_another_seed_gives_other_games() -> None:
    a = json.loads(_sim("--games", "5", "--players", "3", "--seed", "7", "--json").stdout)
    b = json.loads(_sim("--games", "5", "--players", "3", "--seed", "8", "--json").stdout)
    assert a["mean_total"] != b["mean_total"]


def test_text_summary() -> None:
    result = _sim("--games", "2", "--players", "2", "--seed", "1")
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("2 games, 2 players") and "seed 1" in first
    assert "seat 0:" in result.stdout and "seat 1:" in result.stdout


def test_saved_records_match_the_summary(
    saved_records: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    folder, result = saved_records
    files = sorted(folder.glob("*.silver"))
    assert len(files) == 5
    summary = json.loads(result.stdout)
    plain = json.loads(_sim("--games", "5", "--players", "3", "--seed", "7", "--json").stdout)
    assert summary == plain  # saving records does not change the games
    wins = [0, 0, 0]
    for f in files:
        game = load_record(f)
        assert game.state.over
        wins[game.state.winner] += 1
    assert wins == summary["wins"]


def test_replay_prints_the_totals_of_the_record(
    saved_records: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    folder, _ = saved_records
    for f in sorted(folder.glob("*.silver"))[:3]:
        data = json.loads(f.read_text(encoding="utf-8"))
        scores = data["result"]["scores"]
        expected = [sum(row[p] for row in scores) for p in range(3)]
        result = _sim("replay", str(f))
        assert result.returncode == 0, result.stderr
        total_lines = [line for line in result.stdout.splitlines() if line.strip().startswith("total:")]
        assert len(total_lines) == 1, result.stdout
        assert [int(x) for x in total_lines[0].split(":", 1)[1].split()] == expected
        assert f"winner: seat {data['result']['winner']}" in result.stdout
        assert "finished" in result.stdout.splitlines()[0]
        assert f"after {len(data['actions'])} actions" in result.stdout


def test_replay_json_prints_the_final_position(
    saved_records: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    folder, _ = saved_records
    f = sorted(folder.glob("*.silver"))[0]
    result = _sim("replay", str(f), "--json")
    assert result.returncode == 0, result.stderr
    position = json.loads(result.stdout)
    assert position["over"] is True
    assert position["format"] == "silver-position"
    data = json.loads(f.read_text(encoding="utf-8"))
    assert position["scores"] == data["result"]["scores"]
    assert position["winner"] == data["result"]["winner"]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--players", "7"], "--players"),
        (["--games", "x"], "--games"),
        (["--games", "-1"], "--games"),
        (["--seed", "-5"], "--seed"),
        (["--seed", "abc"], "--seed"),
        (["--colour", "red"], "unrecognized"),
    ],
)
def test_bad_flags_exit_2_with_a_message(args: list[str], fragment: str) -> None:
    result = _sim(*args)
    assert result.returncode == 2
    assert "error:" in result.stderr
    assert fragment in result.stderr
    assert result.stdout == ""
    _no_traceback(result)


def test_replay_without_a_file_exits_2() -> None:
    result = _sim("replay")
    assert result.returncode == 2
    assert "error:" in result.stderr
    _no_traceback(result)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"this is not json", "not valid JSON"),
        (b'{"format": "silver-record", "version": 1, "actions": [', "not valid JSON"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b'{"format": "silver-record", "version": 7}', "version"),
        (b"[]", "record"),
        (b"[" * 100_000, ""),  # nesting deeper than the recursion limit
    ],
    ids=["text", "truncated", "binary", "version", "list", "deep-nesting"],
)
def test_replay_of_a_corrupt_file_exits_1(tmp_path: Path, content: bytes, fragment: str) -> None:
    f = tmp_path / "corrupt.silver"
    f.write_bytes(content)
    result = _sim("replay", str(f))
    _no_traceback(result)
    assert result.returncode == 1
    assert result.stderr.startswith("error:")
    assert str(f) in result.stderr
    assert fragment in result.stderr
    assert result.stdout == ""


def test_replay_of_a_record_with_an_illegal_action_exits_1(
    tmp_path: Path, saved_records: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    folder, _ = saved_records
    data = json.loads(sorted(folder.glob("*.silver"))[0].read_text(encoding="utf-8"))
    data["actions"][10] = "call"
    f = tmp_path / "tampered.silver"
    f.write_text(json.dumps(data), encoding="utf-8")
    result = _sim("replay", str(f))
    _no_traceback(result)
    assert result.returncode == 1
    assert "error:" in result.stderr and "actions[10]" in result.stderr


def test_replay_of_a_missing_file_exits_2(tmp_path: Path) -> None:
    result = _sim("replay", str(tmp_path / "missing.silver"))
    _no_traceback(result)
    assert result.returncode == 2  # cannot be read at all, like --open of the window
    assert result.stderr.startswith("error:")
