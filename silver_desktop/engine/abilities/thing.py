"""Thing (Bullet 8): shuffle the facedown unprotected cards of one village among their own spots.

``shuffle seat``: nobody sees anything and everybody's knowledge of those cards is lost (AMB-36/74).
Offered only for villages with at least two such cards (with one there is nothing to shuffle).
"""

from __future__ import annotations

from .. import events as ev
from ..actions import Action
from ..decisions import register
from ..rng import shuffle
from ..state import Frame, State
from .registry import push, register_ability


def _targets(s: State, seat: int) -> list[int]:
    out = []
    for v, village in enumerate(s.villages):
        hidden = [c for c in village if not s.up[c] and not s.protected(c, seat)]
        if len(hidden) >= 2:
            out.append(v)
    return out


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    up = s.up
    for village in s.villages:
        hidden = 0
        for c in village:
            if not up[c] and not s.protected(c, seat):
                hidden += 1
                if hidden == 2:
                    return True
    return False


def _legal(s: State, frame: Frame) -> list[Action]:
    return [Action("shuffle", (v,)) for v in _targets(s, frame[1])]


def _apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    seat, v = frame[1], action.args[0]
    village = s.villages[v]
    spots = [i for i, c in enumerate(village) if not s.up[c] and not s.protected(c, seat)]
    cards = [village[i] for i in spots]
    s.rng = shuffle(s.rng, cards)
    for i, c in zip(spots, cards, strict=True):
        village[i] = c
        s.known[c] = 0
    s.barrier = True
    s.emit(ev.SHUFFLED, seat=seat, village=v, spots=spots)


register("thing", _legal, _apply)
register_ability("thing", _usable, push("thing"))
