"""Abilities that look at or turn up facedown village cards (Silver 5-9).

* Exposer (5): turn one facedown card of your own village faceup.
* Revealer (6): turn one facedown card in any village faceup.
* Beholder (7): secretly look at up to two facedown cards of your own village.
* Apprentice Seer (8): secretly look at one facedown card in another player's village.
* Seer (9): secretly look at one facedown card in any village.

* Insomniac (Bullet 7): secretly look at every card of your own village (done at once).
* Nostro (Coin 7): ``search seat``: secretly look at every facedown unprotected card of one village
  (any village, AMB-37, also one with nothing to see).
* Psychic (Coin 9): secretly look at up to three facedown unprotected cards in any villages.

Beholder, Psychic, Insomniac and Nostro may be used even when there is nothing to look at ("up to",
"every card", "a village"): the use then has no effect (D-5 applies to the single-target ones).

Protected cards (amulet, bullet, another player's Bodyguard or Prince) are never targets (AMB-30).
"""

from __future__ import annotations

from ..actions import Action
from ..activation import no_effect
from ..decisions import LegalFn, register
from ..state import Frame, State, spot
from ..targets import ANY, OTHERS, OWN, any_spot, spots
from .registry import UsableFn, push, register_ability

DONE = Action("done")


def _flip_legal(scope: int) -> LegalFn:
    def legal(s: State, frame: Frame) -> list[Action]:
        return [Action("flip", t) for t in spots(s, frame[1], scope, facedown=True)]

    return legal


def _flip_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    owner, index = action.args
    s.set_face(s.villages[owner][index], True, spot(owner, index))


def _look_legal(scope: int) -> LegalFn:
    def legal(s: State, frame: Frame) -> list[Action]:
        return [Action("look", t) for t in spots(s, frame[1], scope, facedown=True)]

    return legal


def _look_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    owner, index = action.args
    s.see(s.villages[owner][index], frame[1], spot(owner, index))


def has_facedown_targets(scope: int) -> UsableFn:
    """A ``usable`` function: true when ``scope`` holds a facedown card the seat may target."""

    def usable(s: State, seat: int, card: int, pinned: bool) -> bool:
        return any_spot(s, seat, scope, facedown=True)

    return usable


register("exposer", _flip_legal(OWN), _flip_apply)
register_ability("exposer", has_facedown_targets(OWN), push("exposer"))
register("revealer", _flip_legal(ANY), _flip_apply)
register_ability("revealer", has_facedown_targets(ANY), push("revealer"))
register("apprentice_seer", _look_legal(OTHERS), _look_apply)
register_ability("apprentice_seer", has_facedown_targets(OTHERS), push("apprentice_seer"))
register("seer", _look_legal(ANY), _look_apply)
register_ability("seer", has_facedown_targets(ANY), push("seer"))


def _always(s: State, seat: int, card: int, pinned: bool) -> bool:
    """A ``usable`` function for abilities whose text allows doing nothing (RULES.md "up to", "any
    village", "every card"): they may always be used, with no effect when there is nothing to see."""
    return True


def _multi_look(kind: str, scope: int, most: int) -> None:
    """Register a "look at up to ``most`` facedown cards" decision; args = spots already seen."""

    def legal(s: State, frame: Frame) -> list[Action]:
        seat, seen = frame[1], frame[2]
        done = _pairs(seen)
        out = [Action("look", t) for t in spots(s, seat, scope, facedown=True) if t not in done]
        out.append(DONE)  # "up to": fewer looks, even none, are allowed
        return out

    def apply(s: State, frame: Frame, action: Action) -> None:
        seat, seen = frame[1], frame[2]
        if action.verb == "done":
            s.stack.pop()
            return
        owner, index = action.args
        s.see(s.villages[owner][index], seat, spot(owner, index))
        seen = (*seen, owner, index)
        done = _pairs(seen)
        left = [t for t in spots(s, seat, scope, facedown=True) if t not in done]
        if len(seen) // 2 >= most or not left:
            s.stack.pop()
        else:
            s.stack[-1] = (kind, seat, seen)

    def start(s: State, seat: int, card: int, pinned: bool) -> None:
        if any_spot(s, seat, scope, facedown=True):
            s.stack.append((kind, seat, ()))
        else:
            no_effect(s, seat, card)

    register(kind, legal, apply, "*")
    register_ability(kind, _always, start)


def _pairs(flat: tuple[int, ...]) -> list[tuple[int, int]]:
    return list(zip(flat[0::2], flat[1::2], strict=True))


_multi_look("beholder", OWN, 2)
_multi_look("psychic", ANY, 3)


def _insomniac_start(s: State, seat: int, card: int, pinned: bool) -> None:
    hidden = [(i, c) for i, c in enumerate(s.villages[seat]) if not s.up[c] and c != s.token_card]
    if not hidden:
        no_effect(s, seat, card)
    for i, c in hidden:
        s.see(c, seat, spot(seat, i))


register_ability("insomniac", _always, _insomniac_start)


def _nostro_legal(s: State, frame: Frame) -> list[Action]:
    return [Action("search", (v,)) for v in range(s.players)]  # any village (AMB-37)


def _nostro_apply(s: State, frame: Frame, action: Action) -> None:
    s.stack.pop()
    seat, v = frame[1], action.args[0]
    for owner, index in spots(s, seat, ANY, facedown=True):
        if owner == v:
            s.see(s.villages[v][index], seat, spot(v, index))


register("nostro", _nostro_legal, _nostro_apply)
register_ability("nostro", _always, push("nostro"))
