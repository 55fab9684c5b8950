"""Master (Silver 10): take any card of the discard pile and exchange it into your village.

``pick k`` takes the card at depth ``k`` of the pile (0 = top); the card(s) being resolved (the Master
itself) cannot be taken (AMB-85). A facedown discard is taken blind and enters facedown (AMB-32). The
exchange follows the normal single/set rules; cards leaving the village go on top of the pile.
Taking is optional, so the Master may be used with nothing to take; it then has no effect.
"""

from __future__ import annotations

from .. import exchange
from ..actions import Action
from ..activation import no_effect, pile_others
from ..decisions import register
from ..state import Frame, State
from .registry import register_ability

PASS = Action("pass")


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # taking a card is optional: a search that finds nothing to take is a legal use


def _picks(s: State, seat: int, card: int) -> list[Action]:
    if not exchange.exchangeable_any(s, seat):
        return []
    return [Action("pick", (k,)) for k in pile_others(s, card)]


def _start(s: State, seat: int, card: int, pinned: bool) -> None:
    if _picks(s, seat, card):
        s.stack.append(("master", seat, ()))
    else:  # nothing on the pile to take, or nothing of your own to exchange it with
        no_effect(s, seat, card)


def _legal(s: State, frame: Frame) -> list[Action]:
    return [*_picks(s, frame[1], s.sources[-1]), PASS]


def _apply(s: State, frame: Frame, action: Action) -> None:
    if action.verb == "pass":
        s.stack.pop()
        return
    exchange.take_from_pile(s, frame[1], action.args[0])


register("master", _legal, _apply)
register_ability("master", _usable, _start)
