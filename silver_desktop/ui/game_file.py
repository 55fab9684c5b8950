"""Game files (``.silver``) and the autosave.

A game file is the engine's game record (``docs/record-format.md``) plus a ``players`` list with each
seat's name and who plays it, so that opening it restores the table as it was. Writes are atomic. The
autosave is rewritten after every action; the one before it is kept beside it, so a crash or a full
disk while writing never loses the game.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..engine.errors import ConfigError, RecordError
from ..engine.files import write_json_atomic
from ..engine.history import Game
from ..engine.record import load_record, read_json_file, record_of
from ..paths import data_dir
from .game_setup import GameSetup, Seat, SeatKind

EXTENSION = ".silver"
AUTOSAVE = "autosave" + EXTENSION
PREVIOUS = "autosave.previous" + EXTENSION


class GameFileError(Exception):
    """A game file that cannot be opened, with a message for people."""


def file_data(game: Game, setup: GameSetup, memory_aid: bool = False) -> dict[str, Any]:
    """The JSON of a game file (``memory_aid``: whether the memory aid was on, as the rules of the
    physical game have no such help)."""
    data = record_of(game)
    data["memory_aid"] = memory_aid
    data["players"] = [{"name": s.name, "kind": s.kind.value} for s in setup.seats]
    data["deck_text"] = setup.deck
    return data


def save_game(game: Game, setup: GameSetup, path: str | os.PathLike[str], memory_aid: bool = False) -> None:
    """Write a game file atomically (raises OSError if the folder cannot be written)."""
    write_json_atomic(path, file_data(game, setup, memory_aid))


def load_game(path: str | os.PathLike[str]) -> tuple[GameSetup, Game]:
    """Open a game file: the setup (names and who plays) and the game replayed to where it stopped.

    Raises :class:`GameFileError` with a clear message for a missing, corrupt, truncated, too large,
    wrong-version or tampered file (a record whose actions do not replay).
    """
    try:
        game = load_record(path)
    except RecordError as e:
        raise GameFileError(str(e)) from None
    try:
        data = read_json_file(path)  # already read and checked once
    except RecordError as e:
        raise GameFileError(str(e)) from None
    players = game.state.players
    seats: list[Seat] = []
    raw = data.get("players")
    try:
        if raw is not None:
            if not isinstance(raw, list) or len(raw) != players:
                raise ConfigError(f"players: expected a list of {players} seats")
            for i, entry in enumerate(raw):
                if not isinstance(entry, dict):
                    raise ConfigError(f"players[{i}]: expected an object")
                seats.append(
                    Seat(
                        str(entry.get("name", ""))[:24] or f"Player {i + 1}", SeatKind(str(entry.get("kind")))
                    )
                )
        else:
            seats = [Seat("You")] + [Seat(f"Bot {i}", SeatKind.MEDIUM) for i in range(1, players)]
        deck = data.get("deck_text")
        if not isinstance(deck, str):
            deck = game.state.config.deck.text()
        setup = GameSetup(
            seats=tuple(seats), deck=deck, promos=game.state.config.deck.promos, policy=game.policy
        )
        setup.validate()
    except (ConfigError, ValueError) as e:
        raise GameFileError(f"{path}: {e}") from None
    return setup, game


def autosave_path() -> Path:
    """Where the current game is kept between sessions."""
    return data_dir() / AUTOSAVE


def autosave(game: Game, setup: GameSetup, memory_aid: bool = False) -> None:
    """Keep the game: the new autosave is written in full beside the last one, then the last one
    becomes the previous one and the new one takes its place. A failed write (a full disk) changes
    nothing; a crash between the two renames leaves the previous one, which :func:`load_autosave`
    falls back to."""
    path = autosave_path()
    fresh = path.with_name(f"{AUTOSAVE}.new")
    save_game(game, setup, fresh, memory_aid)
    if path.exists():
        os.replace(path, path.with_name(PREVIOUS))
    os.replace(fresh, path)


def load_autosave() -> tuple[GameSetup, Game] | None:
    """The autosaved game if there is one that can be continued (not finished), else None.

    Falls back to the previous autosave when the last one is damaged.
    """
    for name in (AUTOSAVE, PREVIOUS):
        path = data_dir() / name
        if not path.exists():
            continue
        try:
            setup, game = load_game(path)
        except (GameFileError, OSError):
            continue
        return None if game.state.over else (setup, game)
    return None
