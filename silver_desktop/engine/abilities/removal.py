"""Cards that send a village card to the bottom of the discard pile: Assassin and Golem.

* Assassin (Coin 8): ``remove seat:index`` a faceup unprotected card of any village (yours allowed);
  it goes faceup to the bottom of the pile (its owner's Goth Girl may redirect it). The village
  shrinks.
* Golem (Coin 11): the discard directly beneath the Golem (beneath the Marksman for a copy, D-17) replaces
  (``replace seat:index``) any unprotected village card, keeping its pile face (AMB-43); the displaced
  card goes to the bottom of the pile in its current face, unseen if facedown. With no such discard
  (or no card it could replace) it has no effect.
"""

from __future__ import annotations

from .. import discard
from ..actions import Action
from ..activation import beneath, no_effect
from ..decisions import register
from ..state import Frame, State, spot
from ..targets import ANY, any_spot, spots
from .registry import push, register_ability


def _assassin_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return any_spot(s, seat, ANY, facedown=False)


def _assassin_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("remove", t) for t in spots(s, frame[1], ANY, facedown=False)]


def _assassin_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    v, i = action.args
    card = s.villages[v].pop(i)
    s.moved(card, spot(v, i), f"limbo:{v}")
    discard.hold(s, [card])
    discard.release(s, v, discard.BOTTOM)


register("assassin", _assassin_legal, _assassin_apply)
register_ability("assassin", _assassin_usable, push("assassin"))


def _golem_usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # "no effect if there is no card beneath the Golem" (RULES.md §12.3): still usable


def _golem_start(s: State, seat: int, card: int, pinned: bool) -> None:
    if beneath(s, card, 1) and any_spot(s, seat, ANY):
        s.stack.append(("golem", seat, ()))
    else:
        no_effect(s, seat, card)


def _golem_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("replace", t) for t in spots(s, frame[1], ANY)]


def _golem_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    v, i = action.args
    depth = beneath(s, s.sources[-1], 1)[0]
    incoming = s.pile.pop(len(s.pile) - 1 - depth)
    out = s.villages[v][i]
    s.villages[v][i] = incoming
    s.moved(incoming, f"pile:{depth}", spot(v, i))
    s.moved(out, spot(v, i), f"limbo:{v}")
    discard.hold(s, [out])
    discard.release(s, v, discard.BOTTOM_AS_IS)


register("golem", _golem_legal, _golem_apply)
register_ability("golem", _golem_usable, _golem_start)
