"""Witch (Silver 11): look at the deck's top card, then exchange it (mandatory once seen, AMB-16).

The card goes either to exactly one unprotected card of another village (``swap seat:index``) or into
your own village by the normal single/set rules (``exchange i`` / ``set``). It enters facedown in every
case; cards leaving a village go faceup on top of the Witch. The exchange itself is the ``hand``
decision of :mod:`..exchange` with the ``WITCH`` origin.
"""

from __future__ import annotations

from .. import exchange
from ..state import State
from ..targets import OTHERS, any_spot
from .registry import register_ability


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(s.deck) and (exchange.exchangeable_any(s, seat) or any_spot(s, seat, OTHERS))


def _start(s: State, seat: int, witch: int, pinned: bool) -> None:
    card = s.deck.pop()
    s.hand.append(card)
    s.see(card, seat, "deck")
    s.moved(card, "deck", f"hand:{seat}")
    s.stack.append(("hand", seat, (exchange.WITCH,)))


register_ability("witch", _usable, _start)
