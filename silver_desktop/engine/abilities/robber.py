"""Robber (Silver 12): swap a card of another village with one of yours, then maybe look at it.

``rob seat:index own`` swaps the two cards; both keep their spots' positions and faces. Then, if the
new card is facedown and unknown to the robber, ``look`` or ``skip``. The robbed player may not look
at a facedown card they receive. Needs at least one eligible card of your own (AMB-34).
"""

from __future__ import annotations

from ..actions import Action
from ..decisions import register
from ..state import Frame, State, spot
from ..targets import OTHERS, OWN, any_spot, spots
from .registry import push, register_ability

SKIP = Action("skip")


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return any_spot(s, seat, OWN) and any_spot(s, seat, OTHERS)


def _legal(s: State, frame: Frame) -> list[Action]:
    seat = frame[1]
    own = [i for _, i in spots(s, seat, OWN)]
    return [Action("rob", (v, i, j)) for v, i in spots(s, seat, OTHERS) for j in own]


def _apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    v, i, j = action.args
    theirs, mine = s.villages[v][i], s.villages[seat][j]
    s.villages[v][i], s.villages[seat][j] = mine, theirs
    s.moved(theirs, spot(v, i), spot(seat, j))
    s.moved(mine, spot(seat, j), spot(v, i))
    s.stack.pop()
    if not s.knows(theirs, seat):
        s.stack.append(("robber_look", seat, (j,)))


def _look_legal(s: State, frame: Frame) -> list[Action]:
    j = frame[2][0]
    return [Action("look", (frame[1], j)), SKIP]


def _look_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    if action.verb == "look":
        seat, j = frame[1], frame[2][0]
        s.see(s.villages[seat][j], seat, spot(seat, j))


register("robber", _legal, _apply)
register("robber_look", _look_legal, _look_apply, "i")
register_ability("robber", _usable, push("robber"))
