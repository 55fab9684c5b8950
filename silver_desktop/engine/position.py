"""Positions: any moment of a game as JSON (like FEN for chess). Format: ``docs/record-format.md``.

:func:`to_position` writes a state; :func:`from_position` reads one back, checking it thoroughly and
raising :class:`PositionError` with the path of the offending field. Cards are written by type id
(``silver.witch``); physical card numbers are assigned on reading, so two positions that differ only in
which copy of a type lies where are the same position.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping
from typing import Any

from .config import GameConfig, read_header
from .decisions import AUTOMATIC, DECISIONS, shape_ok
from .errors import PositionError, quote
from .position_checks import check_state
from .rng import MASK64
from .rules import apply_unchecked, legal_actions
from .state import NO_CARD, State, card_spots

FORMAT = "silver-position"
VERSION = 1
ZONES = ("deck", "pile", "area", "hand", "aside", "removed")


def _place_of(s: State, cards: Container[int] | None = None) -> dict[int, str]:
    """Card -> place name: ``village:SEAT:INDEX``, ``pile:DEPTH`` / ``deck:DEPTH`` (0 = top),
    ``area:I``, ``hand:I``, ``limbo:GROUP:I``, ``aside:I``, ``removed:I``; only for ``cards`` if
    given (naming every card is most of the cost of a position)."""
    return {
        c: ":".join((zone, *map(str, index)))
        for zone, index, c in card_spots(s)
        if cards is None or c in cards
    }


def _seats(mask: int, players: int) -> list[int]:
    return [p for p in range(players) if (mask >> p) & 1]


def to_position(s: State, seat: int | None = None) -> dict[str, Any]:
    """The position of ``s`` as a JSON-ready dict.

    With ``seat``, the position as that seat may know it: every card it has not seen has
    ``"card": null`` and the generator state is left out. Who has seen which card stays in, because
    players see each other look at cards. Bots sample complete positions from this one.
    """
    players = s.players
    bit = 0 if seat is None else 1 << seat

    def card(c: int) -> dict[str, Any]:
        up = s.up[c]
        visible = seat is None or up or s.known[c] & bit
        out: dict[str, Any] = {"card": s.type_id(c) if visible else None, "up": up}
        if not up and s.known[c]:
            out["seen"] = _seats(s.known[c], players)
        return out

    in_villages = s.villages_cards()
    marked = s.rot | s.t_used | s.streak
    named = {s.token_card, s.obtained, *s.guards, *s.guards.values(), *s.sources}
    where = _place_of(s, named | {c for c in in_villages if (marked >> c) & 1})
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "settings": s.config.to_json(),
        "round": s.round,
        "scores": [list(r) for r in s.scores],
        "start": s.start,
        "current": s.current,
        "turn": s.turn_no,
        "token": {
            "holder": s.token_holder,
            "active": s.token_active,
            "on": where.get(s.token_card),
        },
        "caller": s.caller,
        "finals": s.finals,
        "villages": [[card(c) for c in v] for v in s.villages],
        # deck, area and hand: top (last drawn) first; pile: top first too.
        "deck": [card(c) for c in reversed(s.deck)],
        "pile": [card(c) for c in reversed(s.pile)],
        "area": [card(c) for c in s.area],
        "hand": [card(c) for c in s.hand],
        "aside": [card(c) for c in s.aside],
        "removed": [card(c) for c in s.removed],
        "limbo": [[card(c) for c in group] for group in s.limbo],
        "kept": {"card": s.type_id(s.kept), "seat": s.kept_by} if s.kept >= 0 else None,
        "guards": [[where[bg], where[t]] for bg, t in s.guards.items()],
        "rotated": sorted(where[c] for c in in_villages if (s.rot >> c) & 1),
        "this_turn": {
            "used": sorted(where[c] for c in in_villages if (s.t_used >> c) & 1),
            "ability": s.t_ability,
            "obtained": where.get(s.obtained) if s.obtained in in_villages else None,
            "streak": sorted(where[c] for c in in_villages if (s.streak >> c) & 1),
        },
        "resolving": [where[c] for c in s.sources],
        "ending": s.ending,
        "pending": [{"kind": k, "seat": seat, "args": _json_args(args)} for k, seat, args in s.stack],
        "rng": f"{s.rng:016x}",
        "over": s.over,
        "winner": s.winner,
    }
    # Optional parts are written only when they hold something, so simple positions stay simple.
    for key, empty in (("limbo", []), ("kept", None), ("rotated", []), ("resolving", []), ("ending", "")):
        if out[key] == empty:
            del out[key]
    if not out["this_turn"]["streak"]:
        del out["this_turn"]["streak"]
    if seat is not None:
        del out["rng"]
    return out


def _json_args(args: tuple[Any, ...]) -> list[Any]:
    return [_json_args(a) if isinstance(a, tuple) else a for a in args]


def _tuple_args(args: list[Any], path: str) -> tuple[Any, ...]:
    out: list[Any] = []
    for i, a in enumerate(args):
        if isinstance(a, list):
            out.append(_tuple_args(a, f"{path}[{i}]"))
        elif isinstance(a, int) and not isinstance(a, bool):
            out.append(a)
        else:
            raise PositionError(f"{path}[{i}]: expected an integer or a list of integers")
    return tuple(out)


class _Reader:
    """Reads one position, keeping the JSON path of the field being read for error messages."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.free: dict[str, list[int]] = {}
        for c, t in enumerate(config.types):
            self.free.setdefault(t.id, []).append(c)
        self.up = [False] * config.card_count
        self.known = [0] * config.card_count

    def card(self, data: Any, path: str) -> int:
        if not isinstance(data, Mapping) or not isinstance(data.get("card"), str):
            raise PositionError(f"{path}: expected an object with a 'card' id")
        tid = data["card"]
        pool = self.free.get(tid)
        if pool is None:
            raise PositionError(f"{path}: card {quote(tid)} is not in this game's deck")
        if not pool:
            raise PositionError(f"{path}: more {quote(tid)} cards than the deck holds")
        c = pool.pop(0)
        up = data.get("up", False)
        if not isinstance(up, bool):
            raise PositionError(f"{path}.up: expected true or false")
        self.up[c] = up
        seen = data.get("seen", [])
        if not isinstance(seen, list) or any(
            type(p) is not int or not 0 <= p < self.config.players for p in seen
        ):
            raise PositionError(f"{path}.seen: expected a list of seats 0..{self.config.players - 1}")
        mask = 0
        for p in seen:
            mask |= 1 << p
        self.known[c] = (1 << self.config.players) - 1 if up else mask
        return c

    def cards(self, data: Any, path: str) -> list[int]:
        if not isinstance(data, list):
            raise PositionError(f"{path}: expected a list of cards")
        return [self.card(d, f"{path}[{i}]") for i, d in enumerate(data)]


def _int(data: Mapping[str, Any], key: str, lo: int, hi: int, path: str = "") -> int:
    v = data.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PositionError(f"{path}{key}: expected an integer from {lo} to {hi}, got {quote(v)}")
    return v


def _bool(data: Mapping[str, Any], key: str, path: str = "") -> bool:
    v = data.get(key, False)
    if not isinstance(v, bool):
        raise PositionError(f"{path}{key}: expected true or false, got {quote(v)}")
    return v


def from_position(data: Any, *, check: bool = True) -> State:
    """Build a state from a position; raise :class:`PositionError` saying what is wrong and where.

    Besides the type of every field, the position must be a moment that can arise in play
    (:mod:`.position_checks`). ``check=False`` is for positions the program itself made (a bot's
    sampled worlds): it skips the final trial of every legal action and the checks that rely on the
    identity of facedown cards, which such a world deals at random.
    """
    data, config = read_header(data, "position", FORMAT, VERSION, PositionError)
    n = config.players
    s = State(config, 0)
    r = _Reader(config)
    villages = data.get("villages")
    if not isinstance(villages, list) or len(villages) != n:
        raise PositionError(f"villages: expected {n} villages (one per player)")
    s.villages = [r.cards(v, f"villages[{i}]") for i, v in enumerate(villages)]
    s.deck = r.cards(data.get("deck", []), "deck")[::-1]
    s.pile = r.cards(data.get("pile", []), "pile")[::-1]
    s.area = r.cards(data.get("area", []), "area")
    s.hand = r.cards(data.get("hand", []), "hand")
    s.aside = r.cards(data.get("aside", []), "aside")
    s.removed = r.cards(data.get("removed", []), "removed")
    limbo = data.get("limbo", [])
    if not isinstance(limbo, list):
        raise PositionError("limbo: expected a list of groups of cards")
    s.limbo = [r.cards(g, f"limbo[{i}]") for i, g in enumerate(limbo)]
    kept = data.get("kept")
    if kept is not None:
        if not isinstance(kept, Mapping):
            raise PositionError("kept: expected an object with 'card' and 'seat', or null")
        s.kept = r.card(kept, "kept")
        s.kept_by = _int(kept, "seat", 0, n - 1, "kept.")
    missing = Counter({t: len(p) for t, p in r.free.items() if p})
    if missing:
        listed = ", ".join(f"{k} x{v}" for k, v in sorted(missing.items()))
        raise PositionError(f"cards: every card must be placed exactly once; missing {listed}")
    s.up, s.known = r.up, r.known

    places = {name: c for c, name in _place_of(s).items()}

    def place(v: Any, path: str, anywhere: bool = False) -> int:
        """The card at a place; only village spots unless ``anywhere``."""
        if v is None:
            return NO_CARD
        if not isinstance(v, str) or v not in places or not (anywhere or v.startswith("village:")):
            kind = "place" if anywhere else "village spot"
            raise PositionError(f"{path}: {quote(v)} is not an occupied {kind}")
        return places[v]

    def place_list(key: str, data: Mapping[str, Any], path: str, anywhere: bool = False) -> list[int]:
        items = data.get(key, [])
        if not isinstance(items, list):
            raise PositionError(f"{path}{key}: expected a list of places")
        out: list[int] = []
        for i, u in enumerate(items):
            c = place(u, f"{path}{key}[{i}]", anywhere)
            if c in out:
                raise PositionError(f"{path}{key}[{i}]: the card at {u} is listed twice, and once is all")
            out.append(c)
        return out

    s.round = _int(data, "round", 1, config.rounds)
    ending = data.get("ending", "")
    if ending not in ("", "call", "deck", "villagers", "count"):
        raise PositionError(f"ending: unknown round ending {quote(ending)}")
    s.ending = ending
    scores = data.get("scores", [])
    finished = s.round - 1 + (1 if data.get("over") is True or ending else 0)
    if (
        not isinstance(scores, list)
        or len(scores) not in ((finished,) if not ending or data.get("over") else (finished - 1, finished))
        or any(
            not isinstance(row, list) or len(row) != n or not all(type(x) is int for x in row)
            for row in scores
        )
    ):
        raise PositionError(f"scores: expected one list of {n} integers per finished round")
    s.scores = [list(row) for row in scores]
    s.start = _int(data, "start", 0, n - 1)
    s.current = _int(data, "current", 0, n - 1)
    s.turn_no = _int(data, "turn", 0, 10**9)
    token = data.get("token", {})
    if not isinstance(token, Mapping):
        raise PositionError("token: expected an object")
    s.token_holder = _int(token, "holder", 0, n - 1, "token.")
    s.token_active = _bool(token, "active", "token.")
    s.token_card = place(token.get("on"), "token.on")
    s.caller = _int(data, "caller", -1, n - 1)
    s.finals = _int(data, "finals", 0, n - 1)
    guards = data.get("guards", [])
    if not isinstance(guards, list):
        raise PositionError("guards: expected a list of [bodyguard spot, guarded spot] pairs")
    for i, g in enumerate(guards):
        if not isinstance(g, list) or len(g) != 2:
            raise PositionError(f"guards[{i}]: expected [bodyguard spot, guarded spot]")
        bg, target = place(g[0], f"guards[{i}][0]"), place(g[1], f"guards[{i}][1]")
        if config.keys[bg] != "bodyguard" or not s.up[bg] or s.owner(bg) < 0:
            raise PositionError(f"guards[{i}][0]: {g[0]} is not a faceup Bodyguard")
        if s.owner(bg) != s.owner(target) or bg == target:
            raise PositionError(f"guards[{i}]: a Bodyguard guards another card of its own village")
        if bg in s.guards:
            raise PositionError(f"guards[{i}][0]: a Bodyguard guards one card, and this one is listed twice")
        s.guards[bg] = target
    turn = data.get("this_turn", {})
    if not isinstance(turn, Mapping):
        raise PositionError("this_turn: expected an object")
    for c in place_list("used", turn, "this_turn."):
        s.t_used |= 1 << c
    for c in place_list("streak", turn, "this_turn."):
        s.streak |= 1 << c
    for c in place_list("rotated", data, ""):
        s.rot |= 1 << c
    s.sources = place_list("resolving", data, "", anywhere=True)
    s.t_ability = _bool(turn, "ability", "this_turn.")
    s.obtained = place(turn.get("obtained"), "this_turn.obtained")
    s.over = _bool(data, "over")
    s.winner = _int(data, "winner", -1, n - 1)
    if (s.winner >= 0) != s.over:
        raise PositionError("winner: a winner is named exactly when the game is over")
    rng = data.get("rng", "0")
    try:
        s.rng = int(rng, 16) & MASK64
    except (TypeError, ValueError):
        raise PositionError(f"rng: expected a hexadecimal string, got {quote(rng)}") from None
    pending = data.get("pending", [])
    if not isinstance(pending, list):
        raise PositionError("pending: expected a list of decisions")
    for i, f in enumerate(pending):
        path = f"pending[{i}]"
        kind = f.get("kind") if isinstance(f, Mapping) else f
        if not isinstance(f, Mapping):
            raise PositionError(f"{path}: expected an object with a decision 'kind'")
        if not isinstance(kind, str) or (kind not in DECISIONS and kind not in AUTOMATIC):
            raise PositionError(f"{path}: unknown decision kind {quote(kind)}")
        args = f.get("args", [])
        if not isinstance(args, list):
            raise PositionError(f"{path}.args: expected a list")
        frame_args = _tuple_args(args, f"{path}.args")
        if not shape_ok(kind, frame_args):
            raise PositionError(f"{path}.args: wrong arguments for a {quote(kind)} decision")
        s.stack.append((kind, _int(f, "seat", 0, n - 1, f"{path}."), frame_args))
    if s.over != (not s.stack):
        raise PositionError("pending: a game that is not over needs a pending decision, and only then")
    if s.stack and s.stack[-1][0] in AUTOMATIC:
        top = len(s.stack) - 1
        raise PositionError(
            f"pending[{top}]: a {quote(s.stack[top][0])} step runs by itself "
            "and is never the decision to take"
        )
    check_state(s, identities=check)
    if check:
        _check_playable(s)
    return s


def _check_playable(s: State) -> None:
    """Refuse a position whose pending decision cannot be taken: every legal action must apply."""
    try:
        legal = legal_actions(s)
        for action in legal:
            apply_unchecked(s.clone(), action)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError) as e:
        why = f"{type(e).__name__}: {e}"
        raise PositionError(f"pending: the decision does not fit the cards ({why})") from None
    if s.stack and not legal:
        raise PositionError("pending: the pending decision has no legal action in this position")
