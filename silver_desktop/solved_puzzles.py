"""Which puzzles the player has solved, kept in ``puzzles.json`` beside the statistics.

The file lives in :func:`silver_desktop.paths.data_dir`. Loading never raises: a missing file means
nothing solved yet, and a file that cannot be used (unreadable, not JSON, not this format, too
large) means nothing solved plus a :attr:`SolvedPuzzles.notice`; such a file is moved aside as
``puzzles.json.bad`` (see :func:`~silver_desktop.engine.files.move_aside`) so that saving cannot
destroy it. Saving is atomic (:func:`~silver_desktop.engine.files.write_json_atomic`).

The JSON form::

    {"format": "silver-solved-puzzles", "version": 1, "solved": ["silver.robber-1", ...]}

Puzzle ids the app does not know (a puzzle removed since) are kept as they are.
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path
from typing import Any

from .engine.files import move_aside, read_limited, write_json_atomic
from .paths import data_dir

log = logging.getLogger(__name__)

FORMAT = "silver-solved-puzzles"
VERSION = 1
FILE_NAME = "puzzles.json"
#: The largest file that is read (an id takes about 25 bytes).
MAX_BYTES = 256 * 1024
#: What a puzzle id looks like (``silver.robber-1``, ``token.amulet-2``).
_ID = re.compile(r"[a-z0-9_.\-]{1,80}")


def solved_path() -> Path:
    """Where the solved puzzles are kept by default (the data folder is created if missing)."""
    return data_dir() / FILE_NAME


class SolvedPuzzles:
    """The set of solved puzzle ids, and the file it is kept in."""

    def __init__(self, solved: set[str] | None = None, path: Path | None = None) -> None:
        self.solved: set[str] = set(solved or ())
        self.path = path
        #: why the file could not be used ("" if it could), for the status bar
        self.notice = ""

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> SolvedPuzzles:
        """The solved puzzles in ``path`` (default :func:`solved_path`); never raises."""
        try:
            p = Path(path) if path is not None else solved_path()
        except OSError as e:  # the data folder cannot be created
            memory = cls()
            memory.notice = f"The puzzles folder cannot be used ({e.strerror or e})."
            return memory
        try:
            raw = read_limited(p, MAX_BYTES)
        except FileNotFoundError:
            return cls(path=p)
        except OSError as e:
            return cls._bad(p, f"cannot read the file: {e.strerror or e}")
        try:
            return cls(_solved_from_json(json.loads(raw.decode("utf-8"))), p)
        except (ValueError, RecursionError) as e:
            return cls._bad(p, str(e))

    @classmethod
    def _bad(cls, path: Path, problem: str) -> SolvedPuzzles:
        """Nothing solved, for ``path`` whose file is bad: move it aside and say so."""
        memory = cls(path=path)
        kept = move_aside(path)
        kept_as = kept.name if kept is not None else path.name
        memory.notice = f"The solved puzzles file could not be used ({problem}); it was kept as {kept_as}."
        log.warning("%s: %s", path, memory.notice)
        return memory

    def is_solved(self, puzzle_id: str) -> bool:
        """Whether the puzzle ``puzzle_id`` has been solved."""
        return puzzle_id in self.solved

    def mark_solved(self, puzzle_id: str) -> None:
        """Remember that ``puzzle_id`` was solved (call :meth:`save` to keep it)."""
        self.solved.add(puzzle_id)

    def to_json(self) -> dict[str, Any]:
        """The JSON form, ids sorted."""
        return {"format": FORMAT, "version": VERSION, "solved": sorted(self.solved)}

    def save(self, path: str | os.PathLike[str] | None = None) -> None:
        """Write the solved puzzles atomically to ``path`` (default: where they were loaded from, else
        :func:`solved_path`). Raises :class:`OSError`."""
        p = Path(path) if path is not None else self.path if self.path is not None else solved_path()
        write_json_atomic(p, self.to_json())


def _solved_from_json(data: Any) -> set[str]:
    """The ids of the JSON form; :class:`ValueError` saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} file")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise ValueError(f"version: expected {VERSION} or older")
    solved = data.get("solved")
    if not isinstance(solved, list):
        raise ValueError("solved: expected a list of puzzle ids")
    for i, puzzle_id in enumerate(solved):
        if not isinstance(puzzle_id, str) or not _ID.fullmatch(puzzle_id):
            raise ValueError(f"solved[{i}]: not a puzzle id")
    return set(solved)


__all__ = ["FILE_NAME", "FORMAT", "VERSION", "SolvedPuzzles", "solved_path"]
