"""The bots' ladder: its round-robin tables, finishing places, OpenSkill ratings and the drawing tool."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from silver_desktop.ai.ladder import places, play, rate, schedule

ENTRIES = ("random", "easy", "medium", "medium:bold", "easy:hunter", "medium:collector", "easy:bold", "hard")


def _load_tool() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "tools" / "ladder.py"
    spec = importlib.util.spec_from_file_location("ladder_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ladder_tool"] = module
    spec.loader.exec_module(module)
    return module


def test_every_entry_sits_at_one_table_per_round_and_meets_the_others() -> None:
    tables = schedule(ENTRIES, rounds=30, seed=2)
    assert len(tables) == 30 * 2
    for k in range(30):
        assert sorted(e for table in tables[2 * k : 2 * k + 2] for e in table) == sorted(ENTRIES)
    met = Counter(frozenset((a, b)) for table in tables for a in table for b in table if a < b)
    assert len(met) == len(ENTRIES) * (len(ENTRIES) - 1) // 2  # every pair has met
    assert schedule(ENTRIES, 3, seed=2) == tables[:6]  # the same seed draws the same tables
    with pytest.raises(ValueError, match="at least 4"):
        schedule(ENTRIES[:3], 1)


def test_entries_left_over_from_the_tables_sit_out_in_turn() -> None:
    entries = (*ENTRIES, "expert", "medium:hunter", "easy:cautious")  # eleven: three sit out each round
    tables = schedule(entries, rounds=44, seed=5)
    assert len(tables) == 44 * 2 and all(len(t) == 4 and len(set(t)) == 4 for t in tables)
    played = Counter(e for table in tables for e in table)
    assert set(played) == set(entries)
    assert max(played.values()) - min(played.values()) <= 1  # 44 rounds x 8 seats = 32 each
    for k in range(44):  # nobody twice in one round
        seated = [e for table in tables[2 * k : 2 * k + 2] for e in table]
        assert len(seated) == len(set(seated)) == 8
    met = Counter(frozenset((a, b)) for table in tables for a in table for b in table if a < b)
    assert len(met) == len(entries) * (len(entries) - 1) // 2


def test_places_share_ties() -> None:
    assert places((40, 12, 40, 55)) == [2, 1, 2, 4]


def test_the_ladder_rates_the_stronger_bot_higher() -> None:
    results = play(("random", "easy", "medium", "medium:cautious"), rounds=3, seed=1)
    assert len(results) == 12
    rows = rate(results)
    order = [row["bot"] for row in rows]
    assert order.index("random") == 3  # Medium and Easy beat Random nearly always
    assert all(row["games"] == 12 and row["errors"] == 0 for row in rows)
    assert rows[0]["ordinal"] == pytest.approx(rows[0]["mu"] - 3 * rows[0]["sigma"], abs=0.02)


def test_the_tool_draws_a_table_and_an_svg_with_a_row_per_bot() -> None:
    tool = _load_tool()
    rows = rate(play(("random", "easy", "medium", "medium:bold"), rounds=1, seed=3))
    picture = ET.fromstring(tool.svg(rows, "test"))
    circles = picture.findall("{http://www.w3.org/2000/svg}circle")
    assert len(circles) == 4 + 2  # a dot per bot, and the legend's two
    table = tool.markdown(rows).splitlines()
    assert len(table) == 2 + 4 and all(row["bot"] in text for row, text in zip(rows, table[2:], strict=True))
