"""The Count (Bullet 10): move cards one at a time from the deck to the discard pile, 10 in all.

No abilities trigger. If the deck runs out, the round ends at once (AMB-7), even with cards left in
the Squire draw area (AMB-81) and with no Con Artist extra turn (AMB-88). With an empty deck it
moves nothing: the use has no effect (the deck did not run out *during* the count).
"""

from __future__ import annotations

from .. import roundend
from ..activation import no_effect
from ..state import State
from .registry import register_ability


def _usable(s: State, seat: int, card: int, pinned: bool) -> bool:
    return True  # with an empty deck there is nothing to move: no effect, and no early end


def _start(s: State, seat: int, card: int, pinned: bool) -> None:
    if not s.deck:
        no_effect(s, seat, card)
        return
    for _ in range(10):
        s.to_pile(s.deck.pop(), "deck")
        if not s.deck:
            roundend.end_round(s, "count")
            return


register_ability("count", _usable, _start)
