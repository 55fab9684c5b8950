"""Dealing unseen cards again: the tool behind the "no hidden information leaks" tests.

:func:`redeal_unseen` returns a copy of a state in which every card a seat has not seen is dealt
again among the same places. A view, a bot's decision or anything else that depends only on what
the seat knows must come out the same for both states.
"""

from __future__ import annotations

import random

from .state import State


def redeal_unseen(s: State, seat: int, rng: random.Random) -> State:
    """A copy of ``s`` with the cards ``seat`` has not seen shuffled among their places.

    Who has seen each place stays with the place (players see who looks at what); cards that a
    marker refers to (token, guards, per-turn marks, cards being resolved, the kept card) stay put.
    """
    t = s.clone()
    zones = [*t.villages, t.deck, t.pile, t.area, t.hand, t.aside, t.removed, *t.limbo]
    markers = {t.token_card, t.obtained, t.kept, *t.guards, *t.guards.values(), *t.sources}
    marked = t.t_used | t.rot | t.streak
    bit = 1 << seat
    slots = [
        (zone, i)
        for zone in zones
        for i, c in enumerate(zone)
        if not t.up[c] and not t.known[c] & bit and c not in markers and not (marked >> c) & 1
    ]
    cards = [zone[i] for zone, i in slots]
    masks = [t.known[c] for c in cards]
    rng.shuffle(cards)
    for (zone, i), c, mask in zip(slots, cards, masks, strict=True):
        zone[i] = c
        t.known[c] = mask
    return t
