"""Cow (Bullet 5): turn the whole deck over: its order reverses and every card's face toggles.

Cards that come faceup are seen by everyone; cards turned facedown stay known to all who saw them.
Done at once when used; it cannot be undone once the new top is seen (the action is a barrier).
"""

from __future__ import annotations

from .. import events as ev
from ..activation import no_effect
from ..state import State
from .registry import register_ability


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # an empty deck is turned over too: no effect


def _start(s: State, seat: int, card: int, pinned: bool) -> None:
    if not s.deck:
        no_effect(s, seat, card)
        return
    s.deck.reverse()
    for c in s.deck:
        if s.up[c]:
            s.up[c] = False
        else:
            s.show(c)
            s.up[c] = True
    s.emit(ev.DECK_TURNED, seat=seat, top=s.type_id(s.deck[-1]) if s.up[s.deck[-1]] else None)


register_ability("cow", _usable, _start)
