"""Reading puzzle files (``"format": "silver-puzzle"``) and the puzzles shipped with the app.

Every field is checked; a file that cannot be used raises :class:`~.errors.PuzzleError` naming the
file and the field. The format is described in ``docs/puzzles.md``.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.actions import Action
from ..engine.cards import ALL_CARDS
from ..engine.errors import EngineError, Problem, quote
from ..engine.files import read_limited
from ..engine.position import from_position
from .errors import PuzzleError
from .goals import GoalError, parse_goal
from .puzzle import LANGUAGES, Puzzle, PuzzleText

FORMAT = "silver-puzzle"
VERSION = 1
#: The largest puzzle file read, in bytes.
MAX_BYTES = 1 << 20
#: Where the app's puzzles live: one ``<subject>-<n>.json`` file each.
DATA = Path(__file__).resolve().parent / "data"

TOKENS = ("token.amulet", "token.bullet", "token.coin")
#: Everything a puzzle can be about: every card id and the three tokens.
SUBJECTS = (*ALL_CARDS, *TOKENS)
UNTIL = ("turn", "round")
TEXT_KEYS = ("title", "goal", "hint", "solution")
FIELDS = frozenset(
    {
        "format",
        "version",
        "id",
        "subjects",
        "position",
        "seat",
        "until",
        "replies",
        "goal",
        "solution",
        "text",
    }
)
_ID = re.compile(r"[a-z]+\.[a-z_]+-[0-9]+")


def load_puzzle(path: str | Path) -> Puzzle:
    """Read and check one puzzle file; raise :class:`PuzzleError` saying what is wrong and where."""
    name = str(path)
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileNotFoundError:
        raise PuzzleError(name, "", "no such file", Problem.MISSING) from None
    except OSError as e:
        raise PuzzleError(name, "", f"cannot be read ({e.strerror or e})", Problem.UNREADABLE) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise PuzzleError(name, "", "not UTF-8 text", Problem.NOT_TEXT) from None
    except (json.JSONDecodeError, RecursionError) as e:
        raise PuzzleError(name, "", f"not JSON ({e})", Problem.NOT_JSON) from None
    return parse_puzzle(data, name, Path(path).stem)


def parse_puzzle(data: Any, file: str, stem: str | None = None) -> Puzzle:
    """Check a puzzle's JSON; ``stem`` (the file name without ``.json``) must equal its id."""

    def fail(field: str, message: str, problem: Problem = Problem.DAMAGED) -> PuzzleError:
        return PuzzleError(file, field, message, problem)

    if not isinstance(data, Mapping):
        raise fail("", "expected a JSON object", Problem.WRONG_FORMAT)
    if data.get("format") != FORMAT:
        raise fail(
            "format", f"expected {quote(FORMAT)}, got {quote(data.get('format'))}", Problem.WRONG_FORMAT
        )
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise fail("version", f"this program reads version {VERSION}, got {quote(data.get('version'))}")
    extra = sorted(set(data) - FIELDS)
    if extra:
        raise fail(extra[0], f"not a field of a puzzle (fields: {', '.join(sorted(FIELDS))})")
    pid = data.get("id")
    if not isinstance(pid, str) or not _ID.fullmatch(pid):
        raise fail("id", f"expected an id such as 'silver.robber-1', got {quote(pid)}")
    if stem is not None and stem != pid:
        raise fail("id", f"the file must be named after the id: {pid}.json")
    subjects = data.get("subjects")
    if not isinstance(subjects, list) or not subjects:
        raise fail("subjects", "expected a non-empty list of card ids or tokens")
    for i, subject in enumerate(subjects):
        if subject not in SUBJECTS:
            raise fail(f"subjects[{i}]", f"{quote(subject)} is not a card id nor token.amulet/bullet/coin")
    position = data.get("position")
    try:
        start = from_position(position)
    except EngineError as e:
        raise fail("position", str(e)) from None
    assert isinstance(position, dict)
    if start.config.rounds != start.round:
        raise fail(
            "position.round",
            f"a puzzle plays the game's last round: settings.rounds must be {start.round}, "
            f"not {start.config.rounds}",
        )
    in_deck = {t.id for t in start.config.types}
    for i, subject in enumerate(subjects):
        if subject in TOKENS and subject != f"token.{start.config.token}":
            raise fail(f"subjects[{i}]", f"this deck's token is the {start.config.token}, not {subject}")
        if subject not in TOKENS and subject not in in_deck:
            raise fail(f"subjects[{i}]", f"{subject} is not in this position's deck")
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < start.players:
        raise fail("seat", f"expected a seat from 0 to {start.players - 1}, got {quote(seat)}")
    if start.decider() != seat:
        raise fail("seat", f"the position's pending decision is seat {start.decider()}'s, not seat {seat}'s")
    for i, subject in enumerate(subjects):
        if subject in TOKENS and not (start.token_active and start.token_holder == seat):
            raise fail(f"subjects[{i}]", f"a token puzzle's position has the token active for seat {seat}")
    until = data.get("until")
    if until not in UNTIL:
        raise fail("until", f"expected 'turn' or 'round', got {quote(until)}")
    replies = data.get("replies", [])
    if not isinstance(replies, list):
        raise fail("replies", "expected a list of actions")
    if replies and until != "round":
        raise fail("replies", "only a puzzle played 'until' the 'round' is scored has replies")
    parsed_replies = tuple(_action(r, f"replies[{i}]", fail) for i, r in enumerate(replies))
    try:
        goal = parse_goal(data.get("goal"), start.players)
    except GoalError as e:
        raise fail(e.path, str(e)) from None
    solution = data.get("solution")
    if not isinstance(solution, list) or not solution:
        raise fail("solution", "expected a non-empty list of actions")
    for i, text in enumerate(solution):
        _action(text, f"solution[{i}]", fail)
    return Puzzle(
        id=pid,
        subjects=tuple(subjects),
        seat=seat,
        until=until,
        replies=parsed_replies,
        goal=goal,
        solution=tuple(solution),
        texts=_texts(data.get("text"), fail),
        position=position,
        file=file,
    )


def _action(text: Any, field: str, fail: Any) -> Action:
    try:
        return Action.parse(text)
    except EngineError as e:
        raise fail(field, str(e)) from None


def _texts(data: Any, fail: Any) -> dict[str, PuzzleText]:
    if not isinstance(data, Mapping):
        raise fail("text", f"expected an object with the texts in {', '.join(LANGUAGES)}")
    extra = sorted(set(data) - set(LANGUAGES))
    if extra:
        raise fail(f"text.{extra[0]}", f"not a language of the app ({', '.join(LANGUAGES)})")
    out: dict[str, PuzzleText] = {}
    for lang in LANGUAGES:
        texts = data.get(lang)
        if not isinstance(texts, Mapping):
            raise fail(f"text.{lang}", f"expected an object with {', '.join(TEXT_KEYS)}")
        extra = sorted(set(texts) - set(TEXT_KEYS))
        if extra:
            raise fail(f"text.{lang}.{extra[0]}", f"not a puzzle text (texts: {', '.join(TEXT_KEYS)})")
        for key in TEXT_KEYS:
            value = texts.get(key)
            if not isinstance(value, str) or not value.strip():
                raise fail(f"text.{lang}.{key}", "expected a non-empty text")
        out[lang] = PuzzleText(**{key: texts[key] for key in TEXT_KEYS})
    return out


@functools.cache
def all_puzzles() -> tuple[Puzzle, ...]:
    """Every puzzle shipped with the app, in id order (read once; a bad file raises)."""
    return tuple(load_puzzle(p) for p in sorted(DATA.glob("*.json")))


def puzzle(puzzle_id: str) -> Puzzle:
    """The shipped puzzle with this id; :class:`KeyError` if there is none."""
    for p in all_puzzles():
        if p.id == puzzle_id:
            return p
    raise KeyError(puzzle_id)


def puzzles_for(subject: str) -> tuple[Puzzle, ...]:
    """The shipped puzzles about ``subject`` (a card id or ``token.amulet``/``bullet``/``coin``)."""
    return tuple(p for p in all_puzzles() if subject in p.subjects)
