"""Resolving a draw-and-discard ability, however it was activated.

A drawn card, a Mortician discard, a Blob, a Marksman copy or a Nosferatu all call :func:`activate`.
It pushes an automatic ``resolved`` frame (popped by :func:`silver_desktop.engine.flow.settle` when the
ability's own decisions are done) and records the card in ``s.sources``, the chain of cards being
resolved. A *pinned* activation (Marksman, Nosferatu) may not move the card itself: Gremlin does
nothing and the Apprentice Tanner only flips (AMB-27). Activators may choose any faceup
draw-and-discard card (:func:`activatable`); one whose ability cannot start has no effect.

Pile-relative abilities (Master, Instigator, Golem, Nosferatu) use :func:`anchor` and
:func:`pile_others` so that the card(s) being resolved are never their own targets (AMB-24/85).
"""

from __future__ import annotations

from . import events as ev
from .abilities.registry import ABILITIES
from .cards import Timing
from .state import State


def usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    """Could the ability of ``card`` do its first step now for ``seat`` (D-5)?

    Asked in the context the ability would start in: with the card among the cards being resolved
    (so that, e.g., a Master activated from the pile does not count the activating card as a card it
    could take).
    """
    ability = ABILITIES.get(s.config.keys[card])
    if ability is None:
        return False
    s.sources.append(card)
    try:
        return ability.usable(s, seat, card, pinned)
    finally:
        s.sources.pop()


def activatable(s: State, card: int) -> bool:
    """May an activator (Marksman, Nosferatu, Blob, Mortician) choose ``card``?

    Any working faceup card with a draw-and-discard ability that is not already being resolved
    (no card twice in one chain, AMB-42), whether or not its ability could do anything: a Gremlin
    copy has no effect but may be chosen (AMB-27/42).
    """
    return s.live(card) and s.config.types[card].timing == Timing.DRAW_DISCARD and card not in s.sources


def activate(s: State, seat: int, card: int, pinned: bool) -> None:
    """Resolve the ability of ``card`` for ``seat`` (the card is already where it stays).

    An ability that cannot do its first step here (a copied Gremlin, a Witch with an empty deck...)
    has no effect; the activation still counts as using an ability.
    """
    s.t_ability = True
    s.stack.append(("resolved", seat, (int(pinned),)))
    s.sources.append(card)
    ability = ABILITIES[s.config.keys[card]]
    if ability.usable(s, seat, card, pinned):
        ability.start(s, seat, card, pinned)
    else:
        no_effect(s, seat, card)


def no_effect(s: State, seat: int, card: int) -> None:
    """Tell everybody that the ability of ``card`` (faceup, so public) does nothing this time."""
    if s.events is not None:
        s.emit(ev.NO_EFFECT, seat=seat, card=s.type_id(card))


def anchor(s: State, card: int) -> int:
    """Index in ``s.pile`` of the card that stands for ``card`` on the pile, or ``len(s.pile)``.

    That is ``card`` itself if it lies on the pile, else the newest source on the pile (a Marksman
    copying a village card), else "just above the top" (a drawn card about to be placed).
    """
    pile = s.pile
    if card in pile:
        return pile.index(card)
    for c in reversed(s.sources):
        if c in pile:
            return pile.index(c)
    return len(pile)


def beneath(s: State, card: int, count: int = 3) -> list[int]:
    """Depths (0 = top) of the ``count`` pile cards directly beneath ``card``'s anchor (AMB-23)."""
    a = anchor(s, card)
    top = len(s.pile) - 1
    return [top - i for i in range(a - 1, max(a - 1 - count, -1), -1)]


def pile_others(s: State, card: int) -> list[int]:
    """Depths (0 = top) of the pile cards that are neither ``card`` nor being resolved."""
    pile = s.pile
    top = len(pile) - 1
    skip = {card, *s.sources}
    return [top - i for i in range(top, -1, -1) if pile[i] not in skip]
