"""Personalities: named playing styles laid over a bot level (Easy, Medium or Hard).

A personality changes thresholds and preferences, never what a bot may see or do: the rule-of-thumb
bots get a changed :class:`~.heuristic.Style`, and the Hard bot searches as before but adds a lean
(in points of its outcome, lower is better) to the kind of action the personality favours or avoids,
and falls back on the styled rules where it does not search.

- **cautious**: calls only with no unknown card of its own and a clear lead (or a very low village);
  at Easy, which builds no sets and so never gets down to the four cards a call needs, it is Easy;
- **bold**: calls early, with up to two unknown cards or a small lead (and builds sets even at Easy,
  which never does otherwise: a village must shrink to four cards before its owner may call);
- **collector**: keeps cards that pair with its own and favours set exchanges;
- **hunter**: spends the abilities that hit other villages, and aims them at the leader in game points.
"""

from __future__ import annotations

import attrs

from ..engine.actions import Action
from ..engine.view import PlayerView
from .heuristic import HOSTILE, Style

PERSONALITIES = ("cautious", "bold", "collector", "hunter")


@attrs.frozen
class Personality:
    """How a personality changes a level's :class:`Style`, and the Hard bot's leans."""

    key: str
    call_at: float = 0.0
    #: build sets (a village must shrink to four cards before its owner may call, §5)
    sets: bool = False
    call_unknown: int = 1
    call_margin: float = 4.0
    set_bonus: float = 0.0
    hunt: float = 0.0
    #: points added to the Hard bot's outcome of a call, a set exchange, a hostile ability (lower is
    #: better: a negative lean draws it towards the action)
    call_lean: float = 0.0
    set_lean: float = 0.0
    use_lean: float = 0.0

    def style(self, base: Style) -> Style:
        """``base`` played with this personality (its name becomes ``level:key``)."""
        return attrs.evolve(
            base,
            name=f"{base.name}:{self.key}",
            call_at=base.call_at + self.call_at,
            call_unknown=self.call_unknown,
            call_margin=self.call_margin,
            sets=base.sets or self.sets or self.set_bonus > 0,
            set_bonus=self.set_bonus,
            hunt=self.hunt,
        )

    def lean(self, view: PlayerView, action: Action) -> float:
        """The Hard bot's lean for ``action`` in ``view`` (0 for actions this personality ignores)."""
        if action.verb == "call":
            return self.call_lean
        if action.verb == "set":
            return self.set_lean
        if action.verb == "use" and view.hand and view.hand[-1].type:
            return self.use_lean if view.hand[-1].type.split(".", 1)[1] in HOSTILE else 0.0
        return 0.0


_ALL = {
    p.key: p
    for p in (
        Personality("cautious", call_at=-3.0, call_unknown=0, call_margin=6.0, call_lean=3.0),
        Personality("bold", call_at=5.0, sets=True, call_unknown=2, call_margin=2.0, call_lean=-3.0),
        Personality("collector", set_bonus=4.0, set_lean=-3.0),
        Personality("hunter", hunt=4.0, use_lean=-3.0),
    )
}


def personality(key: str) -> Personality:
    """The personality named ``key`` (one of :data:`PERSONALITIES`)."""
    try:
        return _ALL[key]
    except KeyError:
        raise ValueError(f"unknown personality {key!r} ({', '.join(PERSONALITIES)})") from None
