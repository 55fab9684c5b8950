"""Setting up a round: gather, shuffle, deal, start the pile, the Commander's kept card, the peeks.

Decision kinds: ``peek`` (each seat looks at 2 of its cards, start player first) and ``commander``
(the owner of a kept card puts it into a spot of their new village before anyone peeks, RULES.md §13).
"""

from __future__ import annotations

from itertools import combinations

from . import events as ev
from .actions import Action
from .decisions import register
from .rng import below, shuffle
from .state import NO_CARD, Frame, State, spot


def new_state(s: State, deck_order: list[int] | None = None) -> State:
    """Choose the first start player and deal round 1 on a freshly built state."""
    if s.config.start_player is None:
        s.rng, s.start = below(s.rng, s.players)
        s.barrier = True
    else:
        s.start = s.config.start_player
    s.token_holder = s.start
    s.token_active = False
    start_round(s, deck_order)
    return s


def start_round(s: State, order: list[int] | None = None) -> None:
    """Gather, shuffle and deal; start the discard pile; queue the peeks (RULES.md §2, §8)."""
    n = s.config.card_count
    s.round += 1
    s.start = s.token_holder
    s.up = [False] * n
    s.known = [0] * n
    s.rot = 0
    s.guards = {}
    s.token_card = NO_CARD
    s.caller = -1
    s.finals = 0
    s.ending = ""
    s.hand = []
    s.area = []
    s.removed = []
    s.limbo = []
    s.sources = []
    s.pile = []
    s.stack = []
    s.t_used = 0
    s.streak = 0
    if order is None:
        order = [c for c in range(n) if c != s.kept]
        s.rng = shuffle(s.rng, order)
        s.barrier = True
    players = s.players
    s.villages = [[] for _ in range(players)]
    s.aside = []
    for r in range(4):
        row = order[r * 5 : r * 5 + 5]
        if r < players:
            s.villages[(s.start + r) % players] = row
        else:
            s.aside.extend(row)
    s.deck = order[20:][::-1]  # order[20] is the top card
    if s.events is not None:
        s.emit(ev.ROUND_STARTED, round=s.round, start=s.start)
    if s.events is not None:
        s.emit(ev.DEALT, players=players, rows=4)
    top = s.deck.pop()
    s.to_pile(top, "deck")
    s.stack.append(("begin", s.start, ()))
    for step in reversed(range(players)):
        s.stack.append(("peek", (s.start + step) % players, ()))
    if s.kept != NO_CARD:
        s.stack.append(("commander", s.kept_by, ()))


def _peek_legal(s: State, frame: Frame) -> list[Action]:
    size = len(s.villages[frame[1]])
    return [Action("peek", (i, j)) for i, j in combinations(range(size), 2)]


def _peek_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    s.stack.pop()
    village = s.villages[seat]
    for i in action.args:
        s.see(village[i], seat, spot(seat, i))


register("peek", _peek_legal, _peek_apply)


def _commander_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("place", (i,)) for i in range(len(s.villages[frame[1]]))]


def _commander_apply(s: State, frame: Frame, action: Action) -> None:
    """The kept card replaces a spot, facedown and known to all; the replaced card is shuffled in."""
    seat, i = frame[1], action.args[0]
    s.stack.pop()
    village = s.villages[seat]
    out, kept = village[i], s.kept
    village[i] = kept
    s.up[kept] = False
    s.known[kept] = s.everyone
    s.kept, s.kept_by = NO_CARD, -1
    if s.events is not None:
        s.emit(ev.MOVED, ev.EVERYONE, src="kept", dst=spot(seat, i), faceup=False, type=s.type_id(kept))
    s.deck.append(out)
    if s.events is not None:
        s.moved(out, spot(seat, i), "deck")
    s.rng = shuffle(s.rng, s.deck)
    s.barrier = True


register("commander", _commander_legal, _commander_apply)
