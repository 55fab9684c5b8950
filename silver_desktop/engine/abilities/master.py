"""Master (Silver 10): take any card of the discard pile and exchange it into your village.

``pick k`` takes the card at depth ``k`` of the pile (0 = top); the card(s) being resolved (the Master
itself) cannot be taken (AMB-85). A facedown discard is taken blind and enters facedown (AMB-32). The
exchange follows the normal single/set rules; cards leaving the village go on top of the pile.
"""

from __future__ import annotations

from .. import exchange
from ..actions import Action
from ..activation import pile_others
from ..decisions import register
from ..state import Frame, State
from .registry import push, register_ability

PASS = Action("pass")


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(pile_others(s, card)) and exchange.exchangeable_any(s, seat)


def _legal(s: State, frame: Frame) -> list[Action]:
    out = [Action("pick", (k,)) for k in pile_others(s, s.sources[-1])]
    out.append(PASS)
    return out


def _apply(s: State, frame: Frame, action: Action) -> None:
    if action.verb == "pass":
        s.stack.pop()
        return
    exchange.take_from_pile(s, frame[1], action.args[0])


register("master", _legal, _apply)
register_ability("master", _usable, push("master"))
