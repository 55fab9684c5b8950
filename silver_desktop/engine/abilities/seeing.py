"""Abilities that look at or turn up facedown village cards (Silver 5-9).

* Exposer (5): turn one facedown card of your own village faceup.
* Revealer (6): turn one facedown card in any village faceup.
* Beholder (7): secretly look at up to two facedown cards of your own village.
* Apprentice Seer (8): secretly look at one facedown card in another player's village.
* Seer (9): secretly look at one facedown card in any village.

Protected cards (amulet, another player's Bodyguard) are never targets (AMB-30).
"""

from __future__ import annotations

from ..actions import Action
from ..decisions import register
from ..state import Frame, State, spot
from ..targets import ANY, OTHERS, OWN, spots
from .registry import register_ability

DONE = Action("done")


def _flip_legal(scope: int):  # type: ignore[no-untyped-def]
    def legal(s: State, frame: Frame) -> list[Action]:
        return [Action("flip", t) for t in spots(s, frame[1], scope, facedown=True)]

    return legal


def _flip_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    owner, index = action.args
    s.set_face(s.villages[owner][index], True, spot(owner, index))


def _look_legal(scope: int):  # type: ignore[no-untyped-def]
    def legal(s: State, frame: Frame) -> list[Action]:
        return [Action("look", t) for t in spots(s, frame[1], scope, facedown=True)]

    return legal


def _look_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    owner, index = action.args
    s.see(s.villages[owner][index], frame[1], spot(owner, index))


def _has_targets(scope: int):  # type: ignore[no-untyped-def]
    def usable(s: State, seat: int) -> bool:
        return bool(spots(s, seat, scope, facedown=True))

    return usable


def _starter(kind: str, args: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    def start(s: State, seat: int) -> None:
        s.stack.append((kind, seat, args))

    return start


register("exposer", _flip_legal(OWN), _flip_apply)
register_ability("exposer", _has_targets(OWN), _starter("exposer"))
register("revealer", _flip_legal(ANY), _flip_apply)
register_ability("revealer", _has_targets(ANY), _starter("revealer"))
register("apprentice_seer", _look_legal(OTHERS), _look_apply)
register_ability("apprentice_seer", _has_targets(OTHERS), _starter("apprentice_seer"))
register("seer", _look_legal(ANY), _look_apply)
register_ability("seer", _has_targets(ANY), _starter("seer"))


# Beholder: args = (spot index already looked at,) or () for the first look.
def _beholder_legal(s: State, frame: Frame) -> list[Action]:
    seat, looked = frame[1], frame[2]
    out = [Action("look", t) for t in spots(s, seat, OWN, facedown=True) if t[1] not in looked]
    if looked:
        out.append(DONE)
    return out


def _beholder_apply(s: State, frame: Frame, action: Action) -> None:
    seat, looked = frame[1], frame[2]
    if action.verb == "done":
        s.stack.pop()
        return
    owner, index = action.args
    s.see(s.villages[owner][index], seat, spot(owner, index))
    remaining = [t for t in spots(s, seat, OWN, facedown=True) if t[1] not in looked and t[1] != index]
    if looked or not remaining:
        s.stack.pop()
    else:
        s.stack[-1] = ("beholder", seat, (index,))


register("beholder", _beholder_legal, _beholder_apply)
register_ability("beholder", _has_targets(OWN), _starter("beholder"))
