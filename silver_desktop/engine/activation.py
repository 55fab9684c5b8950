"""Resolving a draw-and-discard ability, however it was activated.

A drawn card, a Mortician discard, a Blob, a Marksman copy or a Nosferatu all call :func:`activate`.
It pushes an automatic ``resolved`` frame (popped by :func:`silver_desktop.engine.flow.settle` when the
ability's own decisions are done) and records the card in ``s.sources``, the chain of cards being
resolved. A *pinned* activation (Marksman, Nosferatu) may not move the card itself: Gremlin does
nothing and the Apprentice Tanner only flips (AMB-27).

Pile-relative abilities (Master, Instigator, Golem, Nosferatu) use :func:`anchor` and
:func:`pile_others` so that the card(s) being resolved are never their own targets (AMB-24/85).
"""

from __future__ import annotations

from .abilities.registry import ABILITIES
from .state import State

_checking: set[int] = set()


def usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    """Could the ability of ``card`` start now for ``seat``?

    Activators ask about the cards they could activate (a Marksman about a faceup Nosferatu, which
    asks about the Marksman beneath it...); a card already being asked about in this chain counts as
    not usable, since no card may be used twice in one chain (AMB-42).
    """
    ability = ABILITIES.get(s.config.keys[card])
    if ability is None or card in _checking:
        return False
    # Ask in the context the ability would start in: with the card among the cards being resolved
    # (so that, e.g., a Master activated from the pile does not count the activating card as a
    # card it could take).
    _checking.add(card)
    s.sources.append(card)
    try:
        return ability.usable(s, seat, card, pinned)
    finally:
        s.sources.pop()
        _checking.discard(card)


def activate(s: State, seat: int, card: int, pinned: bool) -> None:
    """Resolve the ability of ``card`` for ``seat`` (the card is already where it stays)."""
    s.t_ability = True
    s.stack.append(("resolved", seat, (int(pinned),)))
    s.sources.append(card)
    ABILITIES[s.config.keys[card]].start(s, seat, card, pinned)


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
