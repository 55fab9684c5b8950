"""Game files (``.silver``) and the autosave.

A game file is the engine's game record (``docs/record-format.md``) plus:

* ``players``: each seat's name and who plays it, so that opening it restores the table as it was;
* ``deck_text``: the deck as the New Game dialog names it (``silver``, ``A:AABB...``), which must
  describe the record's ``settings.deck`` (promos are kept in the settings only);
* ``memory_aid``: whether the memory aid was on, as the rules of the physical game have no such help;
* ``bots``: ``{"seed": N}``, the seed the bots play by (and the hint searches with), so that a
  resumed game goes on exactly as it would have without the pause;
* ``signature``: this computer's HMAC of all the rest (:mod:`.signature`). A file without a valid one
  (edited by hand, from another computer, from an older version) opens as a practice game.

Writes are atomic. The autosave is rewritten after every action; the one before it is kept beside
it, so a crash or a full disk while writing never loses the game (:func:`recover_autosave` finishes
an autosave a kill interrupted). An autosave that cannot be opened, for whatever reason, is set aside
(``autosave.silver.bad``, never deleted) and the previous one is tried (:func:`find_autosave`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..engine.config import DeckSpec
from ..engine.errors import ConfigError, Problem, RecordError
from ..engine.files import move_aside, write_json_atomic
from ..engine.history import Game, UndoPolicy
from ..engine.record import load_record, read_json_file, record_of
from ..paths import data_dir
from .game_setup import MAX_NAME, GameSetup, Seat, SeatKind, check_style, clean_name, seat_json
from .net_file import NetFileError, NetSeat, is_net_file, save_net_seat
from .seat_names import file_seats, player_name
from .signature import SIGNATURE, sign, verify

log = logging.getLogger(__name__)

EXTENSION = ".silver"
AUTOSAVE = "autosave" + EXTENSION
PREVIOUS = "autosave.previous" + EXTENSION


class GameFileError(Exception):
    """A game file that cannot be opened. Its message is the technical detail, in English; ``problem``
    says what kind of problem it is (``None``: an unexpected error while replaying it) and ``action``
    the index of the recorded action at fault, if any, so the window can say it in the player's
    language (:mod:`.error_box`)."""

    def __init__(
        self, message: str, problem: Problem | None = Problem.DAMAGED, action: int | None = None
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.action = action


@attrs.frozen
class SavedGame:
    """A game file, opened.

    ``setup`` names the seats and the deck; its ``seed`` is None, so that a new game with the same
    setup (Play again) is dealt afresh. ``bot_seed`` is the seed the bots played by (None when the
    file does not say: a new one is drawn). ``made_practice``: the file said strict but carries no
    valid signature, so the game now counts as practice (its ``policy`` says so)."""

    setup: GameSetup
    game: Game
    bot_seed: int | None
    made_practice: bool


@attrs.frozen
class BadAutosave:
    """An autosave that could not be opened: where it was, where it was kept (None if it could not be
    moved aside and stays where it was) and why (for the log)."""

    path: Path
    kept_as: Path | None
    problem: str


@attrs.frozen
class AutosaveSearch:
    """What :func:`find_autosave` found: the game to continue (or None) and the bad autosaves it set
    aside on the way."""

    saved: SavedGame | NetSeat | None
    bad: tuple[BadAutosave, ...] = ()


def game_identity(game: Game) -> str:
    """What identifies a game whatever has been played in it: a hash (32 hex digits) of its settings
    and its start. Two games with the same identity are dealt the same cards (same seed and settings,
    or the same starting position), so a replay seen of one spoils both."""
    text = json.dumps(
        {"settings": game.state.config.to_json(), "start": game.start}, sort_keys=True, separators=(",", ":")
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def file_data(game: Game, setup: GameSetup, memory_aid: bool = False) -> dict[str, Any]:
    """The JSON of a game file, signed (``memory_aid``: whether the memory aid was on). ``setup.seed``,
    when set, is kept as the bots' seed (``bots``); a file is saved unsigned only when no key can be
    made (a read-only data folder)."""
    data = record_of(game)
    data["memory_aid"] = memory_aid
    data["players"] = [seat_json(s) for s in setup.seats]
    data["deck_text"] = setup.deck
    if setup.seed is not None:
        data["bots"] = {"seed": setup.seed}
    signature = sign(data)
    if signature is not None:
        data[SIGNATURE] = signature
    return data


def save_game(game: Game, setup: GameSetup, path: str | os.PathLike[str], memory_aid: bool = False) -> None:
    """Write a game file atomically (raises OSError if the folder cannot be written)."""
    write_json_atomic(path, file_data(game, setup, memory_aid))


def load_game(path: str | os.PathLike[str]) -> tuple[GameSetup, Game]:
    """Open a game file: the setup and the game (see :func:`read_game`, which says more)."""
    saved = read_game(path)
    return saved.setup, saved.game


def read_game(path: str | os.PathLike[str]) -> SavedGame:
    """Open a game file: the setup (names and who plays), the game replayed to where it stopped and
    the bots' seed. A file without this computer's valid signature opens as a practice game.

    Raises :class:`GameFileError` with a clear message for a missing, corrupt, truncated, too large,
    wrong-version or tampered file (a record whose actions do not replay, a deck text that is not the
    settings' deck), and also when replaying it meets an unexpected error (logged with its details,
    which may name cards, so the message does not repeat them).
    """
    try:
        return _read_game(path)
    except GameFileError:
        raise
    except Exception as e:  # an engine or reader bug must never reach a person as a traceback
        log.exception("unexpected error while opening the game file %s", path)
        why = f"unexpected {type(e).__name__}; the details are in the log"
        raise GameFileError(f"{path}: the game cannot be replayed ({why})", None) from None


def read_saved(path: str | os.PathLike[str]) -> SavedGame | NetSeat:
    """Open a game file (:func:`read_game`) or a network game file (:mod:`.net_file`); raise
    :class:`GameFileError` as :func:`read_game` does."""
    try:
        data = read_json_file(path)
    except RecordError as e:
        raise GameFileError(str(e), e.problem, e.action) from None
    if not is_net_file(data):
        return read_game(path)
    try:
        return NetSeat.from_json(data)
    except NetFileError as e:
        raise GameFileError(f"{path}: {e}") from None


def _read_game(path: str | os.PathLike[str]) -> SavedGame:
    try:
        game = load_record(path)
        data = read_json_file(path)  # already read and checked once
    except RecordError as e:
        raise GameFileError(str(e), e.problem, e.action) from None
    players = game.state.players
    seats: list[Seat] = []
    raw = data.get("players")
    written = game.policy
    try:
        if raw is not None:
            if not isinstance(raw, list) or len(raw) != players:
                raise ConfigError(f"players: expected a list of {players} seats")
            for i, entry in enumerate(raw):
                if not isinstance(entry, dict):
                    raise ConfigError(f"players[{i}]: expected an object")
                name = entry.get("name", "")
                if not isinstance(name, str):
                    raise ConfigError(f"players[{i}].name: expected a text")
                kind = entry.get("kind")
                kinds = [k.value for k in SeatKind]
                if kind not in kinds:
                    raise ConfigError(f"players[{i}].kind: expected one of {', '.join(kinds)}")
                style = entry.get("style", "")
                if not isinstance(style, str):
                    raise ConfigError(f"players[{i}].style: expected a text")
                check_style(f"players[{i}].style", SeatKind(kind), style)
                name = clean_name(name)[:MAX_NAME].strip() or player_name(i)
                seats.append(Seat(name, SeatKind(kind), style))
        else:
            seats = list(file_seats(players))
        if not isinstance(data.get("memory_aid", False), bool):
            raise ConfigError("memory_aid: expected true or false")
        deck = _deck_text(data, game.state.config.deck)
        bot_seed = _bot_seed(data, game)
        setup = GameSetup(seats=tuple(seats), deck=deck, promos=game.state.config.deck.promos, policy=written)
        setup.validate()
    except (ConfigError, ValueError) as e:
        raise GameFileError(f"{path}: {e}") from None
    made_practice = written is UndoPolicy.STRICT and not verify(data)
    if made_practice:
        game.policy = UndoPolicy.PRACTICE
    return SavedGame(setup, game, bot_seed, made_practice)


def _deck_text(data: dict[str, Any], deck: DeckSpec) -> str:
    """The file's deck text, checked against the settings' deck (the settings' own text if missing)."""
    text = data.get("deck_text")
    if text is None:
        return deck.text()
    problem = "deck_text: expected a deck text such as silver, bullet, coin or A:AABBCCAABBCCAB"
    if not isinstance(text, str):
        raise ConfigError(problem)
    try:
        named = DeckSpec.parse(text, promos=deck.promos)
    except ConfigError:
        raise ConfigError(problem) from None
    if named != deck:
        raise ConfigError(f"deck_text: it names another deck than the settings' ({deck.text()})")
    return text


def _bot_seed(data: dict[str, Any], game: Game) -> int | None:
    """The bots' seed a file keeps. A file from before it was kept: the game's seed, which is what
    the bots of a game started in the app played by."""
    bots = data.get("bots")
    if bots is None:
        seed = game.start.get("seed")
        return seed if isinstance(seed, int) and not isinstance(seed, bool) else None
    seed = bots.get("seed") if isinstance(bots, dict) else None
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise ConfigError("bots.seed: expected a whole number from 0 to 2^63 - 1")
    return seed


def autosave_path() -> Path:
    """Where the current game is kept between sessions."""
    return data_dir() / AUTOSAVE


def _fresh_path(path: Path) -> Path:
    """Where :func:`autosave` writes the new autosave in full before it takes ``path``'s place."""
    return path.with_name(f"{path.name}.new")


def autosave(game: Game, setup: GameSetup, memory_aid: bool = False) -> None:
    """Keep the game: the new autosave is written in full beside the last one (``autosave.silver.new``,
    itself written atomically), then the last one becomes the previous one and the new one takes its
    place. A failed write (a full disk) changes nothing. A kill at any moment leaves only complete
    files: if it lands between the two renames, ``autosave.silver`` is missing for a moment and
    :func:`recover_autosave` puts the complete new one in its place at the next start."""
    _rotate_autosave(lambda fresh: save_game(game, setup, fresh, memory_aid))


def autosave_net(seat: NetSeat) -> None:
    """Keep a network game's seat in the autosave slot, as :func:`autosave` keeps a game."""
    _rotate_autosave(lambda fresh: save_net_seat(seat, fresh))


def _rotate_autosave(write: Callable[[Path], None]) -> None:
    """Write the new autosave in full beside the last one with ``write``, then rotate (see
    :func:`autosave`)."""
    path = autosave_path()
    fresh = _fresh_path(path)
    write(fresh)
    if path.exists():
        os.replace(path, path.with_name(PREVIOUS))
    os.replace(fresh, path)


def recover_autosave() -> str | None:
    """Finish an autosave that a killed process left half-done; returns what was done (for the log),
    or None if there was nothing to do. Call it at start-up, before anything writes.

    A complete ``autosave.silver.new`` is the newest game: the rotation :func:`autosave` had begun is
    completed (the current autosave, if any, becomes the previous one). A ``.new`` that is not a
    complete JSON file (never written by this version, which writes it atomically) is removed.
    Never raises; a file that cannot be moved or removed is left for the next start.
    """
    try:
        path = autosave_path()
        fresh = _fresh_path(path)
        if not os.path.lexists(fresh):
            return None
        try:
            read_json_file(fresh)
        except RecordError as e:
            os.unlink(fresh)
            return f"removed an incomplete autosave ({e})"
        if path.exists():
            os.replace(path, path.with_name(PREVIOUS))
        os.replace(fresh, path)
    except OSError as e:
        return f"could not recover the autosave ({e.strerror or e})"
    return f"completed an interrupted autosave: {path}"


def find_autosave() -> AutosaveSearch:
    """The autosaved game if there is one that can be continued (not finished), and the bad
    autosaves set aside on the way.

    An autosave that cannot be opened, whatever the reason (a damaged file, an unexpected error
    while replaying it), is moved aside as ``<name>.bad`` (``.bad.1``, ... if taken; never deleted)
    and logged, and the previous autosave is tried. Never raises.
    """
    bad: list[BadAutosave] = []
    try:
        folder = data_dir()
    except OSError as e:
        log.warning("the data folder cannot be used, so there is no autosave to continue: %s", e)
        return AutosaveSearch(None)
    for name in (AUTOSAVE, PREVIOUS):
        path = folder / name
        if not os.path.lexists(path):
            continue
        try:
            saved = read_saved(path)
        except Exception as e:  # whatever is wrong with the file, the app starts
            problem = str(e) if isinstance(e, GameFileError) else f"unexpected {type(e).__name__}"
            kept_as = move_aside(path)
            log.warning("the autosave could not be opened (%s); kept as %s", problem, kept_as or path)
            bad.append(BadAutosave(path, kept_as, problem))
            continue
        finished = isinstance(saved, SavedGame) and saved.game.state.over
        return AutosaveSearch(None if finished else saved, tuple(bad))
    return AutosaveSearch(None, tuple(bad))


def load_autosave() -> tuple[GameSetup, Game] | None:
    """The setup and game of :func:`find_autosave`'s game to continue, or None."""
    saved = find_autosave().saved
    return (saved.setup, saved.game) if isinstance(saved, SavedGame) else None
