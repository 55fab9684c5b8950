"""The arena's record: a long run played in parts gives the same results as one run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

from silver_desktop.ai.arena import run
from silver_desktop.ai.arena_record import Record, RecordError, code_fingerprint, game_from_json, game_to_json
from silver_desktop.arena.__main__ import main

BOTS = ["--bots", "medium", "easy", "--seed", "3"]


def arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any] | str]:
    code = main([*BOTS, *args, "--json"])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if code == 0 else err)


def without_latencies(summary: dict[str, Any]) -> dict[str, Any]:
    """The results that the seed decides (latencies are measured, and vary)."""
    return {
        level: {k: v for k, v in row.items() if k not in ("latency_ms",)}
        for level, row in summary["results"].items()
    }


def test_a_run_in_parts_gives_what_one_run_gives(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "run.jsonl"
    code, first = arena(capsys, "--deals", "2", "--record", str(record))
    assert code == 0 and isinstance(first, dict) and first["played_now"] == 4
    code, second = arena(capsys, "--deals", "3", "--record", str(record))
    assert code == 0 and isinstance(second, dict)
    assert second["played_now"] == 2  # only the third deal, twice (two seatings)
    assert second["games"] == 6
    code, whole = arena(capsys, "--deals", "3")
    assert code == 0 and isinstance(whole, dict)
    assert without_latencies(second) == without_latencies(whole)
    code, again = arena(capsys, "--deals", "3", "--record", str(record))
    assert code == 0 and isinstance(again, dict) and again["played_now"] == 0
    assert without_latencies(again) == without_latencies(whole)


def test_a_line_cut_short_is_dropped_and_its_deal_played_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "run.jsonl"
    assert arena(capsys, "--deals", "2", "--record", str(record))[0] == 0
    text = record.read_text(encoding="utf-8")
    record.write_text(text[: len(text) - 40], encoding="utf-8")  # killed while writing the last deal
    code, resumed = arena(capsys, "--deals", "2", "--record", str(record))
    assert code == 0 and isinstance(resumed, dict) and resumed["played_now"] == 2
    lines = record.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3 and all(json.loads(line) for line in lines)
    code, whole = arena(capsys, "--deals", "2")
    assert code == 0 and isinstance(whole, dict)
    assert without_latencies(resumed) == without_latencies(whole)


def test_a_record_of_other_settings_is_refused_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "run.jsonl"
    assert arena(capsys, "--deals", "1", "--record", str(record))[0] == 0
    before = record.read_bytes()
    code, message = arena(capsys, "--deals", "1", "--deck", "bullet", "--record", str(record))
    assert code == 2 and isinstance(message, str)
    assert "other settings (deck)" in message and "Traceback" not in message
    assert record.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [
        b"hello\n",
        b"hello",
        b"\xff\xfe\n",
        b'{"format": "something else"}\n',
        b'{"format": "silver-arena-record"',
        b"\n\n",
    ],
)
def test_a_file_that_is_not_a_record_is_refused_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    record = tmp_path / "notes.jsonl"
    record.write_bytes(content)
    code, message = arena(capsys, "--deals", "1", "--record", str(record))
    assert code == 2 and isinstance(message, str) and "Traceback" not in message
    assert record.read_bytes() == content


def test_a_record_in_a_missing_folder_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, message = arena(capsys, "--deals", "1", "--record", str(tmp_path / "no" / "such" / "run.jsonl"))
    assert code == 2 and isinstance(message, str) and "cannot write the record" in message


def test_a_game_comes_back_from_its_json_as_it_was() -> None:
    for game in run(("medium", "easy", "easy"), deals=1, seed=4):
        back = game_from_json(json.loads(json.dumps(game_to_json(game))))
        assert attrs.evolve(back, latencies=game.latencies) == game
        for ours, theirs in zip(back.latencies, game.latencies, strict=True):
            assert all(abs(a - b) <= 0.5e-4 for a, b in zip(ours, theirs, strict=True))


def test_games_of_other_code_are_never_summed_up_with_new_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "run.jsonl"
    assert arena(capsys, "--deals", "1", "--record", str(record))[0] == 0
    head, rest = record.read_text(encoding="utf-8").split("\n", 1)
    older = json.loads(head)
    assert older["settings"]["code"] == code_fingerprint()
    older["settings"]["code"] = "0123456789abcdef"  # begun before the bots changed
    record.write_text(json.dumps(older) + "\n" + rest, encoding="utf-8")
    before = record.read_bytes()
    code, message = arena(capsys, "--deals", "2", "--record", str(record))
    assert code == 2 and isinstance(message, str) and "played by other code" in message
    assert record.read_bytes() == before


def test_a_record_in_use_by_another_run_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("fcntl")  # the lock is taken where the system offers it
    path = tmp_path / "run.jsonl"
    settings = {"bots": ["medium", "easy"]}
    with Record(path, settings):
        before = path.read_bytes()
        with pytest.raises(RecordError, match="in use by another arena run"):
            Record(path, settings)
        assert path.read_bytes() == before
    with Record(path, settings) as again:  # free once the first run let it go
        assert again.deals == {}
