"""An arena run kept on disk, so that a long measurement can be played in parts.

A record is a JSON Lines file. Its first line holds the settings that decide the games (the bots,
the deck, the promos, the seed, the search budgets, and a hash of the engine's and the bots' code,
:func:`code_fingerprint`); each further line holds the games of one
deal, written as soon as the deal is played (flushed and synced). An arena run given a record plays
only the deals it does not hold yet, so a run that is stopped, on this machine or another, goes on
where it stopped: with fixed search budgets (``--hard-iterations``, ``--expert-iterations``) the
games are the same wherever they are played. The last line of a run killed while writing is
incomplete: it is dropped, and that deal is played again.

Latencies are kept in tenths of a millisecond, so that a thousand games stay near two megabytes.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, BinaryIO

from .arena import GameResult

FORMAT = "silver-arena-record"
VERSION = 1
#: the arena's own modules: changing them does not change a game
ARENA_MODULES = frozenset({"arena.py", "arena_record.py", "ladder.py"})


def code_fingerprint() -> str:
    """A hash of the code that decides the games: the rules engine and the bots. A record keeps it
    with its settings, so that games played by changed bots are never summed up with older ones."""
    package = Path(__file__).resolve().parent.parent
    files = sorted(
        f
        for folder in (package / "engine", package / "ai")
        for f in folder.rglob("*.py")
        if f.name not in ARENA_MODULES
    )
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.relative_to(package).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


class RecordError(Exception):
    """A record that cannot be used: unreadable, not a record, or made with other settings."""


def game_to_json(result: GameResult) -> dict[str, Any]:
    """One game as a JSON object (latencies in tenths of a millisecond)."""
    return {
        "deal": result.deal,
        "rotation": result.rotation,
        "levels": list(result.levels),
        "totals": list(result.totals),
        "rounds": [list(r) for r in result.rounds],
        "winner": result.winner,
        "latencies": [[round(t * 10_000) for t in seat] for seat in result.latencies],
        "errors": list(result.errors),
        "error_notes": list(result.error_notes),
        "call_turns": [list(c) for c in result.call_turns],
        "uses": list(result.uses),
        "sets": list(result.sets),
    }


def game_from_json(data: dict[str, Any]) -> GameResult:
    """The game of :func:`game_to_json`."""
    return GameResult(
        deal=int(data["deal"]),
        rotation=int(data["rotation"]),
        levels=tuple(str(x) for x in data["levels"]),
        totals=tuple(int(x) for x in data["totals"]),
        rounds=tuple(tuple(int(x) for x in r) for r in data["rounds"]),
        winner=int(data["winner"]),
        latencies=tuple(tuple(t / 10_000 for t in seat) for seat in data["latencies"]),
        errors=tuple(int(x) for x in data["errors"]),
        error_notes=tuple(str(x) for x in data["error_notes"]),
        call_turns=tuple(tuple(int(x) for x in c) for c in data["call_turns"]),
        uses=tuple(int(x) for x in data["uses"]),
        sets=tuple(int(x) for x in data["sets"]),
    )


class Record:
    """A record file, open for one run: its deals so far, and the way to add one. Use it as a context
    manager; while it is open, no other run can open the same file (on systems with ``fcntl``)."""

    def __init__(self, path: Path, settings: dict[str, Any]) -> None:
        """Open the record at ``path`` for ``settings``, creating it if it does not exist.

        Raises :class:`RecordError` if the file cannot be read or written, is in use by another run,
        is not a record, or holds games played with other settings or code; the file is then left
        as it was."""
        self.path = path
        self.settings = settings
        self.deals: dict[int, list[GameResult]] = {}
        try:
            self._file = path.open("a+b")
        except OSError as e:
            raise RecordError(f"cannot write the record {path}: {e}") from None
        try:
            _lock(self._file, path)
            self._file.seek(0)
            data = self._file.read()
            if data:
                self._read(data)
            else:  # a new file (any other is read, and refused unless it is a record)
                self._write_line({"format": FORMAT, "version": VERSION, "settings": settings})
        except BaseException:
            self._file.close()
            raise

    def __enter__(self) -> Record:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Let the file go (its lock with it)."""
        self._file.close()

    def _read(self, data: bytes) -> None:
        """Check the head line, then read the deals; a last line cut short is dropped."""
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(f"{self.path} is not an arena record") from None
        head_line, _, body = text.partition("\n")
        try:
            head = json.loads(head_line)
        except ValueError:
            head = None
        head_ended = len(text) > len(head_line)  # a head line cut short has no new line after it
        if not isinstance(head, dict) or head.get("format") != FORMAT or not head_ended:
            raise RecordError(f"{self.path} is not an arena record")
        if head.get("version") != VERSION:
            raise RecordError(f"{self.path} is an arena record of another version ({head.get('version')})")
        self._check_settings(head.get("settings"))
        complete, _, partial = body.rpartition("\n")
        if partial:  # a line cut short by a run that was killed while writing it: played again
            self._file.truncate(len(data) - len(partial.encode("utf-8")))
        for number, line in enumerate(complete.split("\n") if complete else [], start=2):
            try:
                games = [game_from_json(g) for g in json.loads(line)]
            except (ValueError, KeyError, TypeError) as e:
                raise RecordError(f"{self.path}, line {number}: not a deal's games ({e})") from None
            if games:
                self.deals[games[0].deal] = games

    def _check_settings(self, theirs: object) -> None:
        if theirs == self.settings:
            return
        known = theirs if isinstance(theirs, dict) else {}
        differ = sorted(k for k in {*known, *self.settings} if known.get(k) != self.settings.get(k))
        if differ == ["code"]:
            raise RecordError(
                f"{self.path} holds games played by other code: the bots or the rules engine have "
                "changed since it was begun; start another record"
            )
        raise RecordError(
            f"{self.path} holds games played with other settings ({', '.join(differ)}); "
            "give the same settings, or another record"
        )

    def add(self, games: list[GameResult]) -> None:
        """Keep one deal's games (all of them the same deal), on disk before this returns."""
        self._write_line([game_to_json(g) for g in games])
        self.deals[games[0].deal] = games

    def _write_line(self, data: Any) -> None:
        line = json.dumps(data, separators=(",", ":")) + "\n"
        try:
            self._file.seek(0, os.SEEK_END)
            self._file.write(line.encode("utf-8"))
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError as e:
            raise RecordError(f"cannot write the record {self.path}: {e}") from None


def _lock(file: BinaryIO, path: Path) -> None:
    """Hold ``file`` for this run alone (where the system offers ``fcntl``; elsewhere, not locked)."""
    try:
        import fcntl
    except ImportError:  # Windows: the arena is a tool for development machines; one run at a time
        return
    try:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        raise RecordError(f"{path} is in use by another arena run") from None


__all__ = ["FORMAT", "VERSION", "Record", "RecordError", "code_fingerprint", "game_from_json", "game_to_json"]
