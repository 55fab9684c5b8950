"""Puzzle goals: small checked predicates over the start and the end state of a puzzle.

A goal is data (``{"kind": "village_drop", "seat": 0, "at_least": 6}``); :func:`parse_goal` checks
it and turns it into a :class:`Goal`, a function of ``(start, end)`` states. ``all``, ``any`` and
``not`` combine goals. Values are village values as scored (RULES.md §7: the bullet's card, Copycat
and Wolfman included); scores are the scores of the puzzle's round, so goals that read them hold only
once the round is scored. ``docs/puzzles.md`` lists every kind for puzzle writers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine.cards import ALL_CARDS
from ..engine.errors import quote
from ..engine.scoring import village_value
from ..engine.state import State

Goal = Callable[[State, State], bool]
"""A goal: true when the end state (compared with the start state) reaches it."""

CARD_IDS = frozenset(ALL_CARDS)
ENDINGS = ("call", "deck", "villagers", "count")


class GoalError(ValueError):
    """A goal that does not describe a predicate; ``path`` is the JSON path inside the goal."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path


def _value(s: State, seat: int) -> int:
    return village_value(s, s.villages[seat])


def _scored(s: State) -> list[int] | None:
    """The last round's scores once the puzzle's round is scored (the game is over), else ``None``."""
    return s.scores[-1] if s.over and s.scores else None


def _cards(s: State, card: str, seat: int | None) -> list[int]:
    """The physical cards of type ``card`` in ``seat``'s village (any village if ``None``)."""
    rows = s.villages if seat is None else [s.villages[seat]]
    return [c for row in rows for c in row if s.type_id(c) == card]


class _Fields:
    """Reads a goal object's fields, naming the path of the one at fault."""

    def __init__(self, data: Mapping[str, Any], path: str, players: int) -> None:
        self.data = data
        self.path = path
        self.players = players
        self.read: set[str] = {"kind"}

    def _get(self, key: str, optional: bool) -> Any:
        self.read.add(key)
        if key not in self.data:
            if optional:
                return None
            raise GoalError(f"{self.path}.{key}", "this goal needs it")
        return self.data[key]

    def seat(self, key: str = "seat") -> int:
        v = self._get(key, False)
        if type(v) is not int or not 0 <= v < self.players:
            raise GoalError(
                f"{self.path}.{key}", f"expected a seat from 0 to {self.players - 1}, got {quote(v)}"
            )
        return int(v)

    def any_seat(self, key: str = "seat") -> int | None:
        """An optional seat: ``None`` (any seat) when the field is left out."""
        return None if key not in self.data else self.seat(key)

    def number(self, key: str) -> int:
        v = self._get(key, False)
        if type(v) is not int or not -1000 <= v <= 1000:
            raise GoalError(f"{self.path}.{key}", f"expected a whole number, got {quote(v)}")
        return int(v)

    def card(self, key: str = "card") -> str:
        v = self._get(key, False)
        if not isinstance(v, str) or v not in CARD_IDS:
            raise GoalError(
                f"{self.path}.{key}", f"expected a card id such as 'silver.witch', got {quote(v)}"
            )
        return v

    def choice(self, key: str, options: tuple[str, ...]) -> str | None:
        v = self._get(key, True)
        if v is not None and v not in options:
            raise GoalError(f"{self.path}.{key}", f"expected one of {', '.join(options)}, got {quote(v)}")
        return v

    def done(self) -> None:
        extra = sorted(set(self.data) - self.read)
        if extra:
            raise GoalError(f"{self.path}.{extra[0]}", "not a field of this goal kind")


def _village_drop(f: _Fields) -> Goal:
    seat, least = f.seat(), f.number("at_least")
    return lambda a, b: _value(a, seat) - _value(b, seat) >= least


def _village_rise(f: _Fields) -> Goal:
    seat, least = f.seat(), f.number("at_least")
    return lambda a, b: _value(b, seat) - _value(a, seat) >= least


def _village_total_at_most(f: _Fields) -> Goal:
    seat, most = f.seat(), f.number("value")
    return lambda a, b: _value(b, seat) <= most


def _village_total_at_least(f: _Fields) -> Goal:
    seat, least = f.seat(), f.number("value")
    return lambda a, b: _value(b, seat) >= least


def _village_size_at_most(f: _Fields) -> Goal:
    seat, most = f.seat(), f.number("value")
    return lambda a, b: len(b.villages[seat]) <= most


def _call_result(ok: bool) -> Callable[[_Fields], Goal]:
    def make(f: _Fields) -> Goal:
        seat = f.seat()

        def goal(a: State, b: State) -> bool:
            scores = _scored(b)
            return scores is not None and b.caller == seat and (scores[seat] == 0) == ok

        return goal

    return make


def _score_at_most(f: _Fields) -> Goal:
    seat, most = f.seat(), f.number("value")

    def goal(a: State, b: State) -> bool:
        scores = _scored(b)
        return scores is not None and scores[seat] <= most

    return goal


def _lowest_score(f: _Fields) -> Goal:
    seat = f.seat()

    def goal(a: State, b: State) -> bool:
        scores = _scored(b)
        return scores is not None and all(scores[seat] < v for p, v in enumerate(scores) if p != seat)

    return goal


def _round_ended(f: _Fields) -> Goal:
    reason = f.choice("reason", ENDINGS)
    return lambda a, b: b.over and (reason is None or b.ending == reason)


def _card_faceup(f: _Fields) -> Goal:
    card, seat = f.card(), f.any_seat()
    return lambda a, b: any(b.up[c] for c in _cards(b, card, seat))


def _card_facedown(f: _Fields) -> Goal:
    card, seat = f.card(), f.any_seat()
    return lambda a, b: any(not b.up[c] for c in _cards(b, card, seat))


def _card_in_village(f: _Fields) -> Goal:
    card, seat = f.card(), f.seat()
    return lambda a, b: bool(_cards(b, card, seat))


def _seat_knows(f: _Fields) -> Goal:
    seat, card, owner = f.seat(), f.card(), f.any_seat("owner")
    return lambda a, b: any(not b.up[c] and b.knows(c, seat) for c in _cards(b, card, owner))


def _knows_count(f: _Fields) -> Goal:
    seat, owner, least = f.seat(), f.seat("owner"), f.number("at_least")

    def goal(a: State, b: State) -> bool:
        row = b.villages[owner]
        return sum(1 for c in row if not b.up[c] and b.knows(c, seat)) >= least

    return goal


def _token_on(f: _Fields) -> Goal:
    card, seat = f.card(), f.seat()
    return lambda a, b: b.token_card in _cards(b, card, seat)


_KINDS: dict[str, Callable[[_Fields], Goal]] = {
    "village_drop": _village_drop,
    "village_rise": _village_rise,
    "village_total_at_most": _village_total_at_most,
    "village_total_at_least": _village_total_at_least,
    "village_size_at_most": _village_size_at_most,
    "call_succeeds": _call_result(True),
    "call_fails": _call_result(False),
    "score_at_most": _score_at_most,
    "lowest_score": _lowest_score,
    "round_ended": _round_ended,
    "card_faceup": _card_faceup,
    "card_facedown": _card_facedown,
    "card_in_village": _card_in_village,
    "seat_knows": _seat_knows,
    "knows_count": _knows_count,
    "token_on": _token_on,
}

#: Every goal kind, combinators included.
KINDS = (*_KINDS, "all", "any", "not")


def parse_goal(data: Any, players: int, path: str = "goal") -> Goal:
    """Check a goal object and return its predicate; raise :class:`GoalError` naming the field."""
    if not isinstance(data, Mapping):
        raise GoalError(path, "expected an object with a 'kind'")
    kind = data.get("kind")
    if kind in ("all", "any"):
        parts = data.get("goals")
        if not isinstance(parts, list) or not parts:
            raise GoalError(f"{path}.goals", f"{quote(kind)} needs a non-empty list of goals")
        extra = sorted(set(data) - {"kind", "goals"})
        if extra:
            raise GoalError(f"{path}.{extra[0]}", "not a field of this goal kind")
        subs = [parse_goal(g, players, f"{path}.goals[{i}]") for i, g in enumerate(parts)]
        if kind == "all":
            return lambda a, b: all(g(a, b) for g in subs)
        return lambda a, b: any(g(a, b) for g in subs)
    if kind == "not":
        extra = sorted(set(data) - {"kind", "goal"})
        if extra:
            raise GoalError(f"{path}.{extra[0]}", "not a field of this goal kind")
        sub = parse_goal(data.get("goal"), players, f"{path}.goal")
        return lambda a, b: not sub(a, b)
    make = _KINDS.get(kind) if isinstance(kind, str) else None
    if make is None:
        raise GoalError(f"{path}.kind", f"unknown goal kind {quote(kind)}; known: {', '.join(KINDS)}")
    fields = _Fields(data, path, players)
    goal = make(fields)
    fields.done()
    return goal
