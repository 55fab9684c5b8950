"""Thing (Bullet 8): shuffle the facedown unprotected cards of one village among their own spots.

``shuffle seat``: nobody sees anything and everybody's knowledge of those cards is lost (AMB-36/74).
Any village may be chosen (AMB-37), also one with fewer than two such cards, where nothing changes.
"""

from __future__ import annotations

from .. import events as ev
from ..actions import Action
from ..activation import no_effect
from ..decisions import register
from ..rng import shuffle
from ..state import NO_CARD, Frame, State
from .registry import push, register_ability


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # any village may be chosen (AMB-37), even one with nothing to shuffle


def _legal(s: State, frame: Frame) -> list[Action]:
    return [Action("shuffle", (v,)) for v in range(s.players)]


def _apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    seat, v = frame[1], action.args[0]
    village = s.villages[v]
    spots = [i for i, c in enumerate(village) if not s.up[c] and not s.protected(c, seat)]
    cards = [village[i] for i in spots]
    if len(cards) < 2:  # a single card (or none) goes back where it was: nothing changes
        no_effect(s, seat, s.sources[-1])
        return
    s.rng = shuffle(s.rng, cards)
    for i, c in zip(spots, cards, strict=True):
        village[i] = c
        s.known[c] = 0
        # Nobody can tell any more which of them was used or obtained this turn (D-25): a mark kept
        # on the card would show where it went.
        s.t_used &= ~(1 << c)
        s.streak &= ~(1 << c)
        if c == s.obtained:
            s.obtained = NO_CARD
    s.barrier = True
    s.emit(ev.SHUFFLED, seat=seat, village=v, spots=spots)


register("thing", _legal, _apply)
register_ability("thing", _usable, push("thing"))
