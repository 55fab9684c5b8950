"""Game records (like PGN for chess): settings, a starting point and the actions in text form.

Loading a record replays every action through the checked :func:`~.rules.apply`, so a tampered or
truncated record fails with a message naming the action and its number. Nothing in a file is ever
executed. The format is documented in ``docs/record-format.md``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .config import GameConfig, read_header
from .errors import ActionParseError, EngineError, IllegalActionError, Problem, RecordError, RuleFault, quote
from .files import FileTooLarge, NotARegularFile, read_limited, write_json_atomic
from .history import Game, UndoPolicy
from .position import from_position, to_position
from .rules import new_game
from .state import State

FORMAT = "silver-record"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024


def deck_order_from_ids(config: GameConfig, ids: Any) -> list[int]:
    """Physical dealing order for a list of card type ids (first dealt first)."""
    if not isinstance(ids, list) or len(ids) != config.card_count:
        raise RecordError(f"start.deck: expected a list of {config.card_count} card ids")
    pools: dict[str, list[int]] = {}
    for c, t in enumerate(config.types):
        pools.setdefault(t.id, []).append(c)
    order = []
    for i, tid in enumerate(ids):
        pool = pools.get(tid) if isinstance(tid, str) else None
        if pool is None:
            raise RecordError(f"start.deck[{i}]: {quote(tid)} is not a card of this deck")
        if not pool:
            raise RecordError(f"start.deck[{i}]: too many {quote(tid)} cards")
        order.append(pool.pop(0))
    return order


def record_of(game: Game) -> dict[str, Any]:
    """The record of a game as a JSON-ready dict (with the result once the game is over)."""
    s = game.state
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "settings": s.config.to_json(),
        "practice": game.policy == UndoPolicy.PRACTICE,
        "start": game.start,
        "actions": [str(a) for a in game.actions],
    }
    if s.over:
        out["result"] = {"scores": [list(r) for r in s.scores], "winner": s.winner}
    return out


def _start_state(config: GameConfig, start: Any) -> State:
    if not isinstance(start, Mapping):
        raise RecordError("start: expected an object with 'seed', 'deck' or 'position'")
    if "position" in start:
        state = from_position(start["position"])
        if state.config != config:
            raise RecordError("start.position: its settings differ from the record's settings")
        return state
    seed = start.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
        raise RecordError(f"start.seed: expected a whole number from 0 to 2^64 - 1, got {quote(seed)}")
    order = deck_order_from_ids(config, start["deck"]) if "deck" in start else None
    return new_game(config, seed, order)


def game_from_record(data: Any) -> Game:
    """Replay a record and return the game at its end; raise :class:`RecordError` on any problem."""
    data, config = read_header(data, "record", FORMAT, VERSION, RecordError)
    practice = data.get("practice", False)
    if not isinstance(practice, bool):
        raise RecordError("practice: expected true or false")
    try:
        state = _start_state(config, data.get("start"))
    except EngineError as e:
        raise RecordError(str(e), e.problem) from None
    policy = UndoPolicy.PRACTICE if practice else UndoPolicy.STRICT
    game = Game(state, dict(data["start"]), policy)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("actions: expected a list of action texts")
    for i, text in enumerate(actions):
        if not isinstance(text, str):
            raise RecordError(
                f'actions[{i}]: expected an action text such as "draw", got {quote(text)}', action=i
            )
        try:
            game.play(text)
        except (ActionParseError, IllegalActionError, RuleFault) as e:
            raise RecordError(f"actions[{i}]: {e}", Problem.ILLEGAL_ACTION, i) from None
    result = data.get("result")
    if result is not None:
        s = game.state
        if not s.over:
            raise RecordError("result: the record has a result but its actions do not finish the game")
        if result != {"scores": [list(r) for r in s.scores], "winner": s.winner}:
            raise RecordError("result: the stored result differs from the result of replaying the actions")
    return game


def read_json_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> Any:
    """The JSON held in the regular file ``path``; raise :class:`RecordError` naming the file and the
    problem (missing, not a regular file, too large, not UTF-8, not JSON). Never blocks on a pipe or
    a device, and never reads more than ``max_bytes`` (default :data:`MAX_BYTES`)."""
    p = Path(path)
    try:
        raw = read_limited(p, MAX_BYTES if max_bytes is None else max_bytes)
    except OSError as e:
        raise RecordError(f"{p}: cannot read the file ({e.strerror or e})", _read_problem(e)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{p}: not a text file (invalid UTF-8)", Problem.NOT_TEXT) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            f"{p}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})", Problem.NOT_JSON
        ) from None
    except (ValueError, RecursionError) as e:
        raise RecordError(
            f"{p}: not a usable JSON file ({type(e).__name__}: {e})", Problem.NOT_JSON
        ) from None


def _read_problem(error: OSError) -> Problem:
    """The kind of problem an error of :func:`~.files.read_limited` is."""
    if isinstance(error, FileNotFoundError):
        return Problem.MISSING
    if isinstance(error, NotARegularFile | IsADirectoryError):
        return Problem.NOT_A_FILE
    if isinstance(error, FileTooLarge):
        return Problem.TOO_LARGE
    return Problem.UNREADABLE


def load_record(path: str | os.PathLike[str]) -> Game:
    """Read and replay a record file; raise :class:`RecordError` with a clear message on any problem."""
    data = read_json_file(path)
    try:
        return game_from_record(data)
    except RecordError as e:
        raise RecordError(f"{Path(path)}: {e}", e.problem, e.action) from None


def save_record(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the game's record to ``path`` atomically."""
    write_json_atomic(path, record_of(game))


__all__ = [
    "Game",
    "game_from_record",
    "load_record",
    "read_json_file",
    "record_of",
    "save_record",
    "to_position",
]
