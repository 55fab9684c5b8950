"""Marksman (Bullet 9): resolve the ability of a faceup draw-and-discard card in any village.

``copy seat:index``. The copied card stays where it is (a *pinned* activation: a Gremlin copy does
nothing, a Tanner copy only flips, AMB-27); protected cards may be copied, a bullet-covered one may
not (AMB-42); no card twice in one chain (a Marksman may copy a faceup Marksman). Any such card
may be copied, even one whose ability can do nothing now: the copy then has no effect.
"""

from __future__ import annotations

from .. import activation
from .. import events as ev
from ..actions import Action
from ..decisions import register
from ..state import Frame, State, spot
from .registry import push, register_ability


def _targets(s: State) -> list[tuple[int, int]]:
    """Every spot the Marksman may copy: a working faceup draw-and-discard card not already in the
    chain (AMB-42), whether or not its ability could do anything now (a Gremlin copy does nothing,
    AMB-27)."""
    return [
        (v, i)
        for v, village in enumerate(s.villages)
        for i, c in enumerate(village)
        if activation.activatable(s, c)
    ]


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(_targets(s))


def _legal(s: State, frame: Frame) -> list[Action]:
    return [Action("copy", t) for t in _targets(s)]


def _apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    v, i = action.args
    if s.events is not None:  # the copied card is faceup: everybody may know which it is
        s.emit(ev.COPIED, seat=frame[1], at=spot(v, i), card=s.type_id(s.villages[v][i]))
    activation.activate(s, frame[1], s.villages[v][i], pinned=True)


register("marksman", _legal, _apply)
register_ability("marksman", _usable, push("marksman"))
