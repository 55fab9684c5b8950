"""Master (Silver 10): take any card of the discard pile and exchange it into your village.

The Master lies on top of the pile (AMB-1). ``pick k`` takes the card ``k`` places below the top
(1 = just under the Master); a facedown discard is taken blind and enters facedown (AMB-32). The
exchange follows the normal single/set rules; cards leaving the village go on top of the Master.
"""

from __future__ import annotations

from .. import exchange
from ..actions import Action
from ..decisions import register
from ..state import Frame, State
from .registry import register_ability

PASS = Action("pass")


def _usable(s: State, seat: int) -> bool:
    # The Master is still in hand: any card now on the pile will lie beneath it.
    return bool(s.pile) and exchange.exchangeable_any(s, seat)


def _start(s: State, seat: int) -> None:
    s.stack.append(("master", seat, ()))


def _legal(s: State, frame: Frame) -> list[Action]:
    out = [Action("pick", (k,)) for k in range(1, len(s.pile))]
    out.append(PASS)
    return out


def _apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    if action.verb == "pass":
        s.stack.pop()
        return
    k = action.args[0]
    card = s.pile.pop(len(s.pile) - 1 - k)
    s.hand.append(card)
    s.moved(card, f"pile:{k}", f"hand:{seat}")
    s.stack[-1] = ("hand", seat, (exchange.MASTER,))


register("master", _legal, _apply)
register_ability("master", _usable, _start)
