"""Player statistics: games, wins, scores and calls per player and edition, kept in ``statistics.json``.

The file lives in :func:`silver_desktop.paths.data_dir` (``$SILVER_DESKTOP_HOME/data`` when that is
set). Every seat of a finished game counts, people and bots alike; a line is kept per player name and
edition (Silver, Silver Bullet, Silver Coin or a mix of them) and remembers who played that name last
(a person or a bot of some level), so a table can show "Ada (Medium bot)".

Practice games (the practice undo policy, a game file whose flags could not be trusted, or a game
whose replay was opened before it ended) are kept apart, in lines of the same form under
``practice``: they never change the real results. ``revealed`` remembers the identities of the games
whose replay was opened while they were unfinished (the most recent :data:`MAX_REVEALED`), so that
such a game counts as practice when it ends.

Loading never raises: a missing file gives empty statistics, and an unreadable, corrupt, invalid,
too-large or newer-version file, or something that is not a regular file (a pipe, a device), gives
empty statistics plus a :attr:`Statistics.notice`; the bad file is moved aside as
``statistics.json.bad`` (or ``.bad.1``, ``.bad.2``, ... if that name is taken), so nothing is lost
when the fresh statistics are saved. Saving is atomic
(:func:`~silver_desktop.engine.files.write_json_atomic`).

The JSON form::

    {"format": "silver-statistics", "version": 1,
     "players": [{"name": "Ada", "edition": "silver", "kind": "medium", "games": 3, "wins": 1,
                  "total_score": 96, "best": 21, "calls_ok": 2, "calls_failed": 1}, ...],
     "practice": [... lines like those of "players" ...],
     "revealed": ["3f0c9a...", ...]}

``practice`` and ``revealed`` are optional (left out when empty), so files without them, written
before they existed, are read as they are, and an older version reading a newer file still finds
its ``players`` (it ignores the rest).

Scores in Silver are penalties: the lowest game total is the best one.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from .engine.files import FileTooLarge, move_aside, read_limited, write_json_atomic
from .paths import data_dir

log = logging.getLogger(__name__)

FORMAT = "silver-statistics"
VERSION = 1
#: The largest statistics file that is read (a line takes about 150 bytes).
MAX_BYTES = 1024 * 1024
FILE_NAME = "statistics.json"
#: What a deck counts as, in the order tables list them.
EDITIONS = ("silver", "bullet", "coin", "mix")
#: Who can play a seat (the values of :class:`silver_desktop.ui.game_setup.SeatKind`).
KINDS = ("human", "easy", "medium", "hard", "expert")
_LETTERS = {"A": "silver", "B": "bullet", "C": "coin"}
_COUNTS = ("games", "wins", "total_score", "calls_ok", "calls_failed")
#: How many revealed games are remembered (the oldest are forgotten first; about 35 bytes each).
MAX_REVEALED = 1000
#: What a game's identity looks like (:func:`silver_desktop.ui.game_file.game_identity`).
_IDENTITY = re.compile(r"[0-9a-f]{16,64}")


class StatisticsError(ValueError):
    """A statistics file's content is not valid (the message says where)."""


def statistics_path() -> Path:
    """Where the statistics are kept by default (the data folder is created if missing)."""
    return data_dir() / FILE_NAME


def edition_of(deck: str) -> str:
    """What a deck text counts as: ``"silver"``, ``"bullet"``, ``"coin"`` or ``"mix"``.

    The names ``silver``/``bullet``/``coin`` are their edition. A text ``B:BBBBBBBBBBBBBB`` (base letter,
    colon, 14 letters; A = Silver, B = Bullet, C = Coin) counts as one edition when the base and all 14
    numbers come from it; anything else (a real mix, ``random-mix``, an unreadable text) is ``"mix"``.
    """
    text = deck.strip()
    if text.lower() in EDITIONS[:3]:
        return text.lower()
    base, sep, letters = text.upper().partition(":")
    if sep and len(letters) == 14 and set(base + letters) == {base} and base in _LETTERS:
        return _LETTERS[base]
    return "mix"


def _count(value: Any) -> bool:
    """Whether ``value`` is a non-negative whole number (and not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


@attrs.frozen
class Line:
    """One player's results with one edition. ``best`` is the lowest game total (None before a game)."""

    name: str
    edition: str
    kind: str = "human"
    games: int = 0
    wins: int = 0
    #: The sum of the game totals (for the average).
    total_score: int = 0
    best: int | None = None
    calls_ok: int = 0
    calls_failed: int = 0

    @property
    def average(self) -> float | None:
        """The average game total, or None before the first game."""
        return self.total_score / self.games if self.games else None

    @property
    def win_rate(self) -> float | None:
        """The share of games won, from 0.0 to 1.0, or None before the first game."""
        return self.wins / self.games if self.games else None

    @property
    def key(self) -> tuple[str, str]:
        """What the line is kept by: the player's name and the edition."""
        return (self.name, self.edition)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (one entry of ``players``)."""
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: Any, where: str = "line") -> Line:
        """Read the JSON form; raise :class:`StatisticsError` naming the first problem."""
        if not isinstance(data, Mapping):
            raise StatisticsError(f"{where}: expected an object")
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise StatisticsError(f"{where}.name: expected a non-empty text")
        if data.get("edition") not in EDITIONS:
            raise StatisticsError(f"{where}.edition: expected one of {', '.join(EDITIONS)}")
        if data.get("kind", "human") not in KINDS:
            raise StatisticsError(f"{where}.kind: expected one of {', '.join(KINDS)}")
        for field in _COUNTS:
            if not _count(data.get(field, 0)):
                raise StatisticsError(f"{where}.{field}: expected a non-negative whole number")
        best = data.get("best")
        if best is not None and not _count(best):
            raise StatisticsError(f"{where}.best: expected a non-negative whole number or null")
        unknown = set(data) - {f.name for f in attrs.fields(cls)}
        if unknown:
            raise StatisticsError(f"{where}: unknown field {sorted(unknown)[0]!r}")
        line = cls(
            name=name,
            edition=data["edition"],
            kind=data.get("kind", "human"),
            games=data.get("games", 0),
            wins=data.get("wins", 0),
            total_score=data.get("total_score", 0),
            best=best,
            calls_ok=data.get("calls_ok", 0),
            calls_failed=data.get("calls_failed", 0),
        )
        if line.wins > line.games:
            raise StatisticsError(f"{where}.wins: more wins than games")
        if (line.best is None) != (line.games == 0):
            raise StatisticsError(f"{where}.best: expected a number exactly when games were played")
        if line.best is not None and line.best * line.games > line.total_score:
            raise StatisticsError(f"{where}.best: lower than the total score allows")
        return line


class Statistics:
    """All lines, kept by (player name, edition). :meth:`load` reads them, :meth:`save` writes them.

    ``lines`` are the real games' results, ``practice`` the practice games' (kept apart), ``revealed``
    the identities of the games whose replay was opened before they ended, oldest first.
    ``path`` is the file they were loaded from (and are saved to by default); ``notice`` is "" or an
    explanation, in English, of why a bad file was set aside (then ``bad_path`` is where it went).
    """

    def __init__(
        self,
        lines: Iterable[Line] = (),
        path: str | os.PathLike[str] | None = None,
        practice: Iterable[Line] = (),
        revealed: Iterable[str] = (),
    ) -> None:
        self._lines: dict[tuple[str, str], Line] = {line.key: line for line in lines}
        self._practice: dict[tuple[str, str], Line] = {line.key: line for line in practice}
        self._revealed: list[str] = list(dict.fromkeys(revealed))[-MAX_REVEALED:]
        self.path: Path | None = None if path is None else Path(path)
        self.notice = ""
        self.bad_path: Path | None = None
        #: A bad file could not be moved aside: do not overwrite it (until the player resets).
        self._keep_bad_file = False

    # ------------------------------------------------------------------ files
    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> Statistics:
        """The statistics in ``path`` (default :func:`statistics_path`); never raises.

        Missing file: empty statistics. Any other problem: empty statistics with a :attr:`notice`, and
        the file is moved aside to ``<name>.bad`` so that saving cannot destroy it.
        """
        try:
            p = Path(path) if path is not None else statistics_path()
        except OSError as e:  # the data folder cannot be created
            stats = cls()
            stats.notice = (
                f"The statistics folder cannot be used ({e.strerror or e}); statistics start empty."
            )
            log.warning("%s", stats.notice)
            return stats
        try:
            data = _read(p)
        except FileNotFoundError:
            return cls(path=p)
        except StatisticsError as e:
            return cls._bad(p, str(e))
        try:
            return cls.from_json(data, p)
        except StatisticsError as e:
            return cls._bad(p, str(e))

    @classmethod
    def _bad(cls, path: Path, problem: str) -> Statistics:
        """Empty statistics for ``path``, whose file is bad: move it aside and explain."""
        stats = cls(path=path)
        stats.bad_path = move_aside(path)
        if stats.bad_path is not None:
            stats.notice = (
                f"The statistics file could not be used ({problem}). It was kept as "
                f"{stats.bad_path.name} and the statistics start again from empty."
            )
        else:
            stats._keep_bad_file = True
            stats.notice = (
                f"The statistics file could not be used ({problem}) and could not be moved aside; "
                "it will not be overwritten, so new results are not saved."
            )
        log.warning("%s: %s", path, stats.notice)
        return stats

    def save(self, path: str | os.PathLike[str] | None = None) -> None:
        """Write the statistics atomically to ``path`` (default: where they were loaded from, else
        :func:`statistics_path`). Raises :class:`OSError`, also when a bad file there could not be
        moved aside and would be overwritten."""
        p = Path(path) if path is not None else self.path if self.path is not None else statistics_path()
        if self._keep_bad_file and (self.path is None or p == self.path):
            raise OSError(
                f"{p}: not overwritten, the unreadable statistics file there could not be moved aside"
            )
        write_json_atomic(p, self.to_json())

    def to_json(self) -> dict[str, Any]:
        """The JSON form, lines in :meth:`lines` order (``practice`` and ``revealed`` only when not
        empty)."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "players": [line.to_json() for line in self.lines()],
        }
        if self._practice:
            out["practice"] = [line.to_json() for line in self.practice_lines()]
        if self._revealed:
            out["revealed"] = list(self._revealed)
        return out

    @classmethod
    def from_json(cls, data: Any, path: str | os.PathLike[str] | None = None) -> Statistics:
        """Read the JSON form; raise :class:`StatisticsError` naming the first problem."""
        if not isinstance(data, Mapping):
            raise StatisticsError("expected a JSON object")
        if data.get("format") != FORMAT:
            raise StatisticsError(f"format: expected {FORMAT!r}, got {data.get('format')!r}")
        version = data.get("version")
        if version != VERSION or isinstance(version, bool):
            raise StatisticsError(f"version: expected {VERSION}, got {version!r}")
        revealed = data.get("revealed", [])
        if not isinstance(revealed, list):
            raise StatisticsError("revealed: expected a list of game identities")
        for i, identity in enumerate(revealed):
            if not isinstance(identity, str) or not _IDENTITY.fullmatch(identity):
                raise StatisticsError(f"revealed[{i}]: expected a game identity (16 to 64 hex digits)")
        return cls(_lines_from_json(data, "players"), path, _lines_from_json(data, "practice"), revealed)

    # ------------------------------------------------------------------ results
    def record_game(
        self,
        names: Sequence[str],
        kinds: Sequence[str],
        deck: str,
        rounds: Sequence[Mapping[str, Any]],
        over: Mapping[str, Any],
        practice: bool = False,
        only: int | None = None,
    ) -> None:
        """Count a finished game for every seat, or for seat ``only`` (a network game counts only the
        person at this computer), with the practice games, kept apart, if ``practice``.

        ``names`` and ``kinds`` are the seats' names and who played them (each one of :data:`KINDS`),
        ``deck`` the deck text of the game's setup, ``rounds`` the parameters of every ``round.scored``
        event and ``over`` those of the ``game.over`` event. The engine's single ``winner`` gets the
        win. Two seats with the same name share a line (each counts as a game).
        Raises :class:`ValueError`, recording nothing, if the parts do not fit together.
        """
        totals = over.get("totals")
        players = len(names)
        if not isinstance(totals, Sequence) or len(totals) != players or len(kinds) != players:
            raise ValueError("record_game: names, kinds and the game's totals differ in length")
        if not all(_count(t) for t in totals):
            raise ValueError(f"record_game: totals must be non-negative whole numbers, got {totals!r}")
        winner = over.get("winner")
        if not isinstance(winner, int) or isinstance(winner, bool) or not 0 <= winner < players:
            raise ValueError(f"record_game: no seat {winner!r} to win")
        clean_names = [str(n).strip() for n in names]
        if not all(clean_names):
            raise ValueError("record_game: every seat needs a name")
        clean_kinds = [str(k) for k in kinds]
        for kind in clean_kinds:
            if kind not in KINDS:
                raise ValueError(f"record_game: unknown kind of player {kind!r}")
        calls_ok = [0] * players
        calls_failed = [0] * players
        for i, params in enumerate(rounds):
            caller = params.get("caller", -1)
            if not isinstance(caller, int) or isinstance(caller, bool) or caller >= players:
                raise ValueError(f"record_game: rounds[{i}] has no seat {caller!r} to call")
            if caller >= 0:
                if params.get("called_ok"):
                    calls_ok[caller] += 1
                else:
                    calls_failed[caller] += 1
        edition = edition_of(deck)
        target = self._practice if practice else self._lines
        for seat in range(players) if only is None else (only,):
            key = (clean_names[seat], edition)
            line = target.get(key) or Line(key[0], edition)
            total = int(totals[seat])
            target[key] = attrs.evolve(
                line,
                kind=clean_kinds[seat],
                games=line.games + 1,
                wins=line.wins + (seat == winner),
                total_score=line.total_score + total,
                best=total if line.best is None else min(line.best, total),
                calls_ok=line.calls_ok + calls_ok[seat],
                calls_failed=line.calls_failed + calls_failed[seat],
            )

    def lines(self) -> list[Line]:
        """Every line of real games, by name (ignoring case), then edition in :data:`EDITIONS` order."""
        return _sorted(self._lines.values())

    def practice_lines(self) -> list[Line]:
        """Every line of practice games, in :meth:`lines` order."""
        return _sorted(self._practice.values())

    def line(self, name: str, edition: str, practice: bool = False) -> Line | None:
        """The line of ``name`` with ``edition`` (among the practice games if ``practice``), or None."""
        return (self._practice if practice else self._lines).get((name, edition))

    def mark_revealed(self, identity: str) -> None:
        """Remember that the replay of the game ``identity`` was opened before the game ended, so
        that it counts as practice when it ends (only the last :data:`MAX_REVEALED` are kept)."""
        if not _IDENTITY.fullmatch(identity):
            raise ValueError(f"mark_revealed: {identity!r} is not a game identity")
        if identity in self._revealed:
            self._revealed.remove(identity)
        self._revealed = [*self._revealed, identity][-MAX_REVEALED:]

    def was_revealed(self, identity: str) -> bool:
        """Whether the replay of the game ``identity`` was opened before the game ended."""
        return identity in self._revealed

    def reset(self) -> None:
        """Forget every result, practice included (saving afterwards may overwrite an unreadable file).

        Which games were revealed is kept: it is not a result, and a reset must not turn such a game
        into a real one."""
        self._lines.clear()
        self._practice.clear()
        self._keep_bad_file = False

    def __len__(self) -> int:
        return len(self._lines)


def _sorted(lines: Iterable[Line]) -> list[Line]:
    """Lines by name (ignoring case), then edition in :data:`EDITIONS` order."""
    return sorted(lines, key=lambda ln: (ln.name.casefold(), ln.name, EDITIONS.index(ln.edition)))


def _lines_from_json(data: Mapping[str, Any], field: str) -> list[Line]:
    """The lines listed under ``field`` (none if it is missing); :class:`StatisticsError` on a problem."""
    entries = data.get(field, [])
    if not isinstance(entries, list):
        raise StatisticsError(f"{field}: expected a list")
    lines: list[Line] = []
    seen: set[tuple[str, str]] = set()
    for i, entry in enumerate(entries):
        line = Line.from_json(entry, f"{field}[{i}]")
        if line.key in seen:
            raise StatisticsError(f"{field}[{i}]: a second line for {line.name!r} with {line.edition}")
        seen.add(line.key)
        lines.append(line)
    return lines


def _read(path: Path) -> Any:
    """The JSON in ``path``; :class:`FileNotFoundError` if there is none, else :class:`StatisticsError`."""
    try:
        raw = read_limited(path, MAX_BYTES)  # a regular file only: never blocks on a pipe or a device
    except FileNotFoundError:
        raise
    except FileTooLarge as e:
        raise StatisticsError(e.strerror or "the file is too large") from None
    except OSError as e:
        raise StatisticsError(f"cannot read the file: {e.strerror or e}") from None
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise StatisticsError("not a text file (invalid UTF-8)") from None
    except json.JSONDecodeError as e:
        raise StatisticsError(f"not valid JSON: line {e.lineno}, column {e.colno}: {e.msg}") from None
    except (ValueError, RecursionError) as e:
        raise StatisticsError(f"not usable JSON: {type(e).__name__}") from None


__all__ = [
    "EDITIONS",
    "FILE_NAME",
    "FORMAT",
    "KINDS",
    "MAX_BYTES",
    "MAX_REVEALED",
    "VERSION",
    "Line",
    "Statistics",
    "StatisticsError",
    "edition_of",
    "statistics_path",
]
