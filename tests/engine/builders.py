"""Build a game state for a test scenario, and small helpers to drive and inspect it.

A scenario names cards by key (``"witch"``); the builder picks unused physical cards of that key from
a fresh :func:`new_game` state and puts every card not mentioned aside, so all 52 cards stay accounted
for. Village entries are ``"key"`` (facedown) or ``("key", True)`` (faceup); deck entries likewise
(top card first); pile cards are faceup (bottom card first); Squire draw-area cards are faceup.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from silver_desktop.engine import GameConfig, IllegalActionError, apply, legal_actions, new_game
from silver_desktop.engine import events as ev
from silver_desktop.engine.config import DeckSpec
from silver_desktop.engine.events import Event
from silver_desktop.engine.roundend import end_round
from silver_desktop.engine.state import NO_CARD, State

Spec = str | tuple[str, bool]

__all__ = [
    "NO_CARD",
    "IllegalActionError",
    "card_at",
    "cards_of",
    "ended",
    "faces",
    "finish",
    "keys",
    "kinds",
    "legal",
    "play",
    "scenario",
    "scored",
    "zone_keys",
]


def _spec(entry: Spec, default_up: bool) -> tuple[str, bool]:
    if isinstance(entry, tuple):
        return entry[0], bool(entry[1])
    return entry, default_up


def scenario(
    players: int = 2,
    villages: Sequence[Sequence[Spec]] | None = None,
    deck: Sequence[Spec] = (),
    pile: Sequence[str] = (),
    area: Sequence[str] = (),
    current: int = 0,
    token_holder: int = 0,
    token_active: bool = False,
    token_on: tuple[int, int] | None = None,
    guards: Iterable[tuple[int, int, int]] = (),
    start: int | None = None,
    seed: int = 1,
    edition: str = "silver",
    promos: dict[str, int] | None = None,
) -> State:
    """A round-1 state where it is ``current``'s turn (main action not yet taken).

    ``token_on=(seat, index)`` puts the base edition's token (amulet or bullet) on a card; ``guards``
    lists ``(seat, b, i)``: the Bodyguard at ``seat``'s index ``b`` guards index ``i``. ``start``
    defaults to the token holder. ``edition`` is a deck as the simulator's ``--deck`` reads it
    (``silver``, ``bullet``, ``coin`` or ``A:ABCABCABCABCAB``); ``promos`` maps promo keys to numbers.
    """
    spec = DeckSpec.parse(edition, promos=tuple(sorted((promos or {}).items())))
    s = new_game(GameConfig(players=players, start_player=0, deck=spec), seed=seed)
    keys_ = s.config.keys
    pool: dict[str, list[int]] = {}
    for c in range(s.config.card_count):
        pool.setdefault(keys_[c], []).append(c)

    def take(key: str) -> int:
        if not pool.get(key):
            raise ValueError(f"scenario: no unused {key!r} card left")
        return pool[key].pop(0)

    n = s.config.card_count
    s.up = [False] * n
    s.known = [0] * n
    villages = villages if villages is not None else [[] for _ in range(players)]
    assert len(villages) == players, "one village per seat"
    s.villages = []
    for row in villages:
        village = []
        for entry in row:
            key, up = _spec(entry, False)
            c = take(key)
            s.up[c] = up
            village.append(c)
        s.villages.append(village)
    s.deck = []
    for entry in deck:  # top first
        key, up = _spec(entry, False)
        c = take(key)
        s.up[c] = up
        s.deck.insert(0, c)
    s.pile = []
    for key in pile:  # bottom first
        c = take(key)
        s.up[c] = True
        s.pile.append(c)
    s.area = []
    for key in area:
        c = take(key)
        s.up[c] = True
        s.area.append(c)
    used = {c for v in s.villages for c in v} | set(s.deck) | set(s.pile) | set(s.area)
    s.aside = [c for c in range(n) if c not in used]
    s.hand = []
    s.removed = []
    s.limbo = []
    s.sources = []
    s.rot = 0
    s.streak = 0
    s.ending = ""
    s.kept = NO_CARD
    s.kept_by = -1
    for c in range(n):
        if s.up[c]:
            s.known[c] = s.everyone
    s.guards = {s.villages[seat][b]: s.villages[seat][i] for seat, b, i in guards}
    s.token_holder = token_holder
    s.token_active = token_active
    s.token_card = s.villages[token_on[0]][token_on[1]] if token_on else NO_CARD
    s.round = 1
    s.start = token_holder if start is None else start
    s.current = current
    s.caller = -1
    s.finals = 0
    s.t_used = 0
    s.t_ability = False
    s.obtained = NO_CARD
    s.scores = []
    s.over = False
    s.winner = -1
    s.stack = [("turn", current, ())]
    s.events = []
    assert sorted(used | set(s.aside)) == list(range(n))
    return s


def play(s: State, *texts: str) -> list[Event]:
    """Apply the action texts in order; return all events they caused."""
    out: list[Event] = []
    for text in texts:
        out.extend(apply(s, text))
    return out


def legal(s: State) -> set[str]:
    """The text forms of the legal actions now."""
    return {str(a) for a in legal_actions(s)}


def keys(s: State, seat: int) -> list[str]:
    """Card keys of ``seat``'s village, left to right."""
    return [s.config.keys[c] for c in s.villages[seat]]


def faces(s: State, seat: int) -> list[bool]:
    """Faceup flags of ``seat``'s village, left to right."""
    return [s.up[c] for c in s.villages[seat]]


def card_at(s: State, seat: int, index: int) -> int:
    """Physical card at ``seat``'s spot ``index``."""
    return s.villages[seat][index]


def zone_keys(s: State, zone: Sequence[int]) -> list[str]:
    """Card keys of a zone list (deck/pile/area: last = top)."""
    return [s.config.keys[c] for c in zone]


def cards_of(s: State, key: str) -> list[int]:
    """All physical cards with this key."""
    return [c for c in range(s.config.card_count) if s.config.keys[c] == key]


def kinds(s: State) -> list[str]:
    """Decision kinds on the stack, bottom to top."""
    return [frame[0] for frame in s.stack]


def ended(events: list[Event], reason: str | None = None) -> bool:
    """Did these events end a round (for the given reason)?"""
    reasons = [e.params["reason"] for e in events if e.kind == ev.ROUND_ENDED]
    return bool(reasons) if reason is None else reason in reasons


def finish(s: State, reason: str = "deck") -> list[Event]:
    """End the round now (as the engine does) and return the events it caused."""
    assert s.events is not None
    mark = len(s.events)
    end_round(s, reason)
    out = s.events[mark:]
    del s.events[mark:]
    return out


def scored(events: list[Event]) -> dict[str, object]:
    """The parameters of the last ROUND_SCORED event among ``events``."""
    return [e.params for e in events if e.kind == ev.ROUND_SCORED][-1]
