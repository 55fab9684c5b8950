"""Gremlin (Bullet 12): move the Gremlin from the discard pile, faceup, to either end of any village.

``put seat end`` (end 0 = left, 1 = right). Any player's village, even an empty one (AMB-76); nothing
is discarded in return. When it cannot move itself (copied by a Marksman, used via a Nosferatu) it
has no effect (AMB-27), but it may still be chosen (AMB-42).
"""

from __future__ import annotations

from ..actions import Action
from ..decisions import register
from ..state import Frame, State, spot
from .registry import push, register_ability


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return not pinned  # a Marksman or Nosferatu may still choose it: then it has no effect


def _legal(s: State, frame: Frame) -> list[Action]:
    return [Action("put", (v, e)) for v in range(s.players) for e in (0, 1)]


def _apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    v, end = action.args
    card = s.sources[-1]
    s.pile.remove(card)
    village = s.villages[v]
    index = len(village) if end else 0
    village.insert(index, card)
    s.moved(card, "pile", spot(v, index))


register("gremlin", _legal, _apply)
register_ability("gremlin", _usable, push("gremlin"))
