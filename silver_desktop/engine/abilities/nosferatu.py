"""Nosferatu (Coin 10): use one of the (up to) three discards directly beneath it (AMB-23).

Either ``pick k`` — take the card at pile depth ``k`` (a facedown one blind) and exchange it into your
village by the normal rules, mandatory once taken — or ``invoke k`` — use the ability of a faceup
draw-and-discard card at depth ``k``, which stays in place (a pinned activation, AMB-27), whether or
not that ability can do anything now. Invoking another Nosferatu considers the three cards beneath
*that* one ("burrowing").
"""

from __future__ import annotations

from .. import activation, exchange
from ..actions import Action
from ..decisions import register
from ..state import Frame, State
from .registry import push, register_ability


def _actions(s: State, seat: int, card: int) -> list[Action]:
    out = []
    can_take = exchange.exchangeable_any(s, seat)
    for depth in activation.beneath(s, card):
        c = s.pile[-1 - depth]
        if can_take:
            out.append(Action("pick", (depth,)))
        if activation.activatable(s, c):
            out.append(Action("invoke", (depth,)))
    return out


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(_actions(s, seat, card))


def _legal(s: State, frame: Frame) -> list[Action]:
    return _actions(s, frame[1], s.sources[-1])


def _apply(s: State, frame: Frame, action: Action) -> None:
    depth = action.args[0]
    if action.verb == "pick":
        exchange.take_from_pile(s, frame[1], depth)
        return
    s.stack.pop()
    activation.activate(s, frame[1], s.pile[-1 - depth], pinned=True)


register("nosferatu", _legal, _apply)
register_ability("nosferatu", _usable, push("nosferatu"))
