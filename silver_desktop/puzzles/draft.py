"""Drafts: a puzzle written with a short ``table`` instead of a full position, for puzzle writers.

``python -m silver_desktop.puzzles build DRAFT.json`` turns a draft into a puzzle file: the draft is
a puzzle (``docs/puzzles.md``) whose ``position`` is replaced by ``table``, which names only the
cards that matter; every other card of the deck is set aside (as many as the player count needs) or
goes under the named deck cards (or under the named pile cards, faceup, with ``"rest": "pile"``, for
a round that ends soon because the deck runs out), in an order fixed by ``seed``. Village cards are
written ``"robber"`` (facedown, unseen), ``"robber^"`` (faceup) or ``"robber@0,1"`` (facedown, seen by
seats 0 and 1).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..engine.config import DeckSpec, GameConfig
from ..engine.errors import ConfigError, quote
from ..engine.position import FORMAT, VERSION

TABLE_FIELDS = frozenset(
    {
        "deck", "promos", "players", "round", "scores", "start", "current", "turn", "token", "caller",
        "finals", "villages", "deck_top", "pile", "area", "seed", "rest",
    }
)  # fmt: skip


class DraftError(ValueError):
    """A draft's table that cannot be turned into a position."""


def _card(entry: Any, config: GameConfig, path: str, up: bool = False) -> dict[str, Any]:
    if not isinstance(entry, str):
        raise DraftError(f"{path}: expected a card key such as 'robber' or 'robber^'")
    key, seen = entry, []
    if key.endswith("^"):
        key, up = key[:-1], True
    if "@" in key:
        key, _, who = key.partition("@")
        seen = [int(x) for x in who.split(",")]
    ids = [t.id for t in config.types if t.id.endswith("." + key) or t.id == key]
    if not ids:
        raise DraftError(f"{path}: no card {quote(key)} in this deck")
    out: dict[str, Any] = {"card": ids[0], "up": up}
    if seen and not up:
        out["seen"] = seen
    return out


def position_from_table(table: Any) -> dict[str, Any]:
    """The full position a draft's ``table`` describes (checked later by the puzzle reader)."""
    if not isinstance(table, Mapping):
        raise DraftError("table: expected an object")
    extra = sorted(set(table) - TABLE_FIELDS)
    if extra:
        raise DraftError(f"table.{extra[0]}: not a field of a table ({', '.join(sorted(TABLE_FIELDS))})")
    players = table.get("players", 2)
    rnd = table.get("round", 1)
    try:
        spec = DeckSpec.parse(
            table.get("deck", "silver"), promos=tuple(sorted(table.get("promos", {}).items()))
        )
        config = GameConfig(players=players, deck=spec, rounds=rnd, start_player=None)
    except (ConfigError, TypeError, ValueError) as e:
        raise DraftError(f"table: {e}") from None
    villages = [
        [_card(e, config, f"table.villages[{i}][{j}]") for j, e in enumerate(v)]
        for i, v in enumerate(table.get("villages", []))
    ]
    deck_top = [_card(e, config, f"table.deck_top[{i}]") for i, e in enumerate(table.get("deck_top", []))]
    pile = [_card(e, config, f"table.pile[{i}]", up=True) for i, e in enumerate(table.get("pile", []))]
    area = [_card(e, config, f"table.area[{i}]", up=True) for i, e in enumerate(table.get("area", []))]
    left = Counter(t.id for t in config.types)
    for c in [*(c for v in villages for c in v), *deck_top, *pile, *area]:
        left[c["card"]] -= 1
        if left[c["card"]] < 0:
            raise DraftError(f"table: more {c['card']} cards than the deck holds")
    rest = sorted(left.elements())
    random.Random(table.get("seed", 0)).shuffle(rest)
    aside_count = 5 * (4 - players)
    aside = [{"card": c, "up": False} for c in rest[:aside_count]]
    if table.get("rest", "deck") == "pile":
        deck = deck_top
        pile += [{"card": c, "up": True} for c in rest[aside_count:]]
    else:
        deck = deck_top + [{"card": c, "up": False} for c in rest[aside_count:]]
    current = table.get("current", 0)
    token = {"holder": 0, "active": False, "on": None}
    token.update(table.get("token", {}))
    return {
        "format": FORMAT,
        "version": VERSION,
        "settings": config.to_json(),
        "round": rnd,
        "scores": table.get("scores", []),
        "start": table.get("start", token["holder"]),
        "current": current,
        "turn": table.get("turn", rnd),
        "token": token,
        "caller": table.get("caller", -1),
        "finals": table.get("finals", 0),
        "villages": villages,
        "deck": deck,
        "pile": pile,
        "area": area,
        "hand": [],
        "aside": aside,
        "removed": [],
        "guards": [],
        "this_turn": {"used": [], "ability": False, "obtained": None},
        "pending": [{"kind": "turn", "seat": current, "args": []}],
        "rng": "0000000000000001",
        "over": False,
        "winner": -1,
    }


def puzzle_from_draft(draft: Any) -> dict[str, Any]:
    """The puzzle a draft describes: the draft with ``table`` replaced by the full ``position``."""
    if not isinstance(draft, Mapping) or "table" not in draft:
        raise DraftError("a draft is a puzzle with a 'table' instead of a 'position'")
    out: dict[str, Any] = {}
    for key, value in draft.items():
        if key == "table":
            out["position"] = position_from_table(value)
        else:
            out[key] = value
    return out


def dump_puzzle(puzzle: Mapping[str, Any]) -> str:
    """A puzzle file's text: one line per field, one line per card list, texts one per line."""
    lines = ["{"]
    items = list(puzzle.items())
    for n, (key, value) in enumerate(items):
        comma = "," if n < len(items) - 1 else ""
        if key == "position":
            lines.append('  "position": {')
            inner = list(value.items())
            for m, (k, v) in enumerate(inner):
                inner_comma = "," if m < len(inner) - 1 else ""
                lines.append(f"    {json.dumps(k)}: {_compact(v)}{inner_comma}")
            lines.append(f"  }}{comma}")
        elif key == "text":
            lines.append('  "text": {')
            langs = list(value.items())
            for m, (lang, texts) in enumerate(langs):
                lines.append(f"    {json.dumps(lang)}: {{")
                pairs = list(texts.items())
                for k, (tk, tv) in enumerate(pairs):
                    tail = "," if k < len(pairs) - 1 else ""
                    lines.append(f"      {json.dumps(tk)}: {json.dumps(tv, ensure_ascii=False)}{tail}")
                lines.append("    }" + ("," if m < len(langs) - 1 else ""))
            lines.append(f"  }}{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {_compact(value)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
