"""Abilities that turn cards over: Instigator, Huntress and Apprentice Tanner.

* Instigator (Bullet 6): toggle one card: ``flip seat:index`` (an unprotected village card),
  ``flipdeck`` (the deck's top card) or ``flippile`` (the discard directly beneath the Instigator,
  AMB-24, D-17).
* Huntress (Coin 6): turn one faceup unprotected card facedown, then a *different* facedown one faceup
  (the second step is skipped when nothing is eligible, AMB-34). Needs a faceup target.
* Apprentice Tanner (Coin 5): the Tanner moves faceup to either end (``left`` / ``right``) of your own
  village, then flips one other unprotected card in any village either way (mandatory when there is
  one). When it cannot move itself (Marksman, Nosferatu) only the flip happens (AMB-27).
"""

from __future__ import annotations

from ..actions import Action
from ..activation import beneath
from ..decisions import register
from ..exchange import add_at_end
from ..state import Frame, State, spot
from ..targets import ANY, any_spot, spots
from .registry import push, register_ability

FLIPDECK = Action("flipdeck")
FLIPPILE = Action("flippile")
LEFT = Action("left")
RIGHT = Action("right")


def _toggle(s: State, v: int, i: int) -> None:
    card = s.villages[v][i]
    s.set_face(card, not s.up[card], spot(v, i))


# ---------------------------------------------------------------------- Instigator
def _instigator_actions(s: State, seat: int, card: int) -> list[Action]:
    out = [Action("flip", t) for t in spots(s, seat, ANY)]
    if s.deck:
        out.append(FLIPDECK)
    if beneath(s, card, 1):
        out.append(FLIPPILE)
    return out


def _instigator_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return bool(s.deck) or bool(beneath(s, card, 1)) or any_spot(s, seat, ANY)


def _instigator_legal(s: State, frame: Frame) -> list[Action]:
    return _instigator_actions(s, frame[1], s.sources[-1])


def _instigator_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    if action.verb == "flip":
        _toggle(s, *action.args)
    elif action.verb == "flipdeck":
        top = s.deck[-1]
        s.set_face(top, not s.up[top], "deck")
    else:
        depth = beneath(s, s.sources[-1], 1)[0]
        card = s.pile[-1 - depth]
        s.set_face(card, not s.up[card], f"pile:{depth}")


register("instigator", _instigator_legal, _instigator_apply)
register_ability("instigator", _instigator_usable, push("instigator"))


# ---------------------------------------------------------------------- Huntress
def _huntress_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return any_spot(s, seat, ANY, facedown=False)


def _huntress_legal(s: State, frame: Frame) -> list[Action]:
    seat, first = frame[1], frame[2]
    if not first:
        return [Action("flip", t) for t in spots(s, seat, ANY, facedown=False)]
    return [Action("flip", t) for t in spots(s, seat, ANY, facedown=True) if t != first]


def _huntress_apply(s: State, frame: Frame, action: Action) -> None:
    seat, first = frame[1], frame[2]
    _toggle(s, *action.args)
    if first:
        s.stack.pop()
        return
    target = (action.args[0], action.args[1])
    if any(t != target for t in spots(s, seat, ANY, facedown=True)):
        s.stack[-1] = ("huntress", seat, target)
    else:
        s.stack.pop()


register("huntress", _huntress_legal, _huntress_apply, "*")
register_ability("huntress", _huntress_usable, push("huntress"))


# ---------------------------------------------------------------------- Apprentice Tanner
def _flip_targets(s: State, seat: int, tanner: int) -> list[tuple[int, int]]:
    return [t for t in spots(s, seat, ANY) if s.villages[t[0]][t[1]] != tanner]


def _tanner_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return not pinned or bool(_flip_targets(s, seat, card))


def _tanner_start(s: State, seat: int, card: int, pinned: bool) -> None:
    if not pinned and card in s.pile:
        s.stack.append(("tanner", seat, ()))
    elif _flip_targets(s, seat, card):
        s.stack.append(("tanner_flip", seat, ()))


def _tanner_legal(s: State, frame: Frame) -> list[Action]:
    return [LEFT, RIGHT] if s.villages[frame[1]] else [LEFT]


def _tanner_apply(s: State, frame: Frame, action: Action) -> None:
    seat = frame[1]
    card = s.sources[-1]
    s.pile.remove(card)
    add_at_end(s, seat, card, action.verb == "right", "pile")
    if _flip_targets(s, seat, card):
        s.stack[-1] = ("tanner_flip", seat, ())
    else:
        s.stack.pop()


def _tanner_flip_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("flip", t) for t in _flip_targets(s, frame[1], s.sources[-1])]


def _tanner_flip_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    _toggle(s, *action.args)


register("tanner", _tanner_legal, _tanner_apply)
register("tanner_flip", _tanner_flip_legal, _tanner_flip_apply)
register_ability("apprentice_tanner", _tanner_usable, _tanner_start)
