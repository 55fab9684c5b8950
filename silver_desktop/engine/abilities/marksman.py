"""Marksman (Bullet 9): resolve the ability of a faceup draw-and-discard card in any village.

``copy seat:index``. The copied card stays where it is (a *pinned* activation: a Gremlin copy does
nothing, a Tanner copy only flips, AMB-27); protected cards may be copied, a bullet-covered one may
not (AMB-42); no card twice in one chain (a Marksman may copy a faceup Marksman).
"""

from __future__ import annotations

from .. import activation
from ..actions import Action
from ..cards import Timing
from ..decisions import register
from ..state import Frame, State
from .registry import push, register_ability


def _targets(s: State, seat: int, chain: frozenset[int], first: bool = False) -> list[tuple[int, int]]:
    """Copyable spots (only the first one if ``first``); a Marksman target counts only if it could
    copy something further itself."""
    out = []
    types = s.config.types
    keys = s.config.keys
    for v, village in enumerate(s.villages):
        for i, c in enumerate(village):
            if c in chain or not s.live(c) or types[c].timing != Timing.DRAW_DISCARD:
                continue
            if keys[c] == "marksman":
                ok = bool(_targets(s, seat, chain | {c}, first=True))
            else:
                ok = activation.usable(s, seat, c, pinned=True)
            if ok:
                out.append((v, i))
                if first:
                    return out
    return out


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(_targets(s, seat, frozenset((card, *s.sources)), first=True))


def _legal(s: State, frame: Frame) -> list[Action]:
    return [Action("copy", t) for t in _targets(s, frame[1], frozenset(s.sources))]


def _apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    v, i = action.args
    activation.activate(s, frame[1], s.villages[v][i], pinned=True)


register("marksman", _legal, _apply)
register_ability("marksman", _usable, push("marksman"))
