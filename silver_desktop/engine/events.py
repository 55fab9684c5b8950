"""Events: what happened, as ids with parameters, for animations and the game log in any language.

The engine never builds sentences. An event names *places* (``village:2:3``, ``deck``, ``pile``,
``area:0``, ``hand:1``, ``aside``) rather than physical card numbers, because a physical number would
identify the card. When an event shows a card's face it carries ``type`` (a card id such as
``silver.witch``) and an ``audience`` bitmask of the seats allowed to see it; :meth:`Event.for_seat`
is the one redaction point that strips the face for everybody else.
"""

from __future__ import annotations

from typing import Any, NamedTuple

EVERYONE = -1


class Event(NamedTuple):
    """One thing that happened. ``audience`` = seats (bitmask) that see ``params['type']``."""

    kind: str
    params: dict[str, Any]
    audience: int = EVERYONE

    def for_seat(self, seat: int) -> Event:
        """This event as ``seat`` may see it: the card face is removed unless the seat may see it."""
        if self.audience == EVERYONE or (self.audience >> seat) & 1 or "type" not in self.params:
            return self
        params = {k: v for k, v in self.params.items() if k != "type"}
        return Event(self.kind, params, self.audience)

    def to_json(self) -> dict[str, Any]:
        """A JSON-friendly dict (used by the simulator and tests)."""
        return {"kind": self.kind, **self.params}


# Event kinds. The UI keeps one message per kind; the parameters fill it in.
ROUND_STARTED = "round.started"  # round, start
DEALT = "round.dealt"  # rows, players
PEEKED = "card.viewed"  # seat, at, type (audience: seat)
MOVED = "card.moved"  # src, dst, faceup, [type]
FLIPPED = "card.flipped"  # at, faceup, [type]
TURN_STARTED = "turn.started"  # seat
ACTED = "action"  # seat, action (text)
CALLED = "called"  # seat
SET_REVEALED = "set.revealed"  # seat, at (list), matched
GUARDED = "guard.set"  # seat, bodyguard, target
UNGUARDED = "guard.cleared"  # seat, bodyguard
TOKEN_PLACED = "token.placed"  # seat, at (amulet or bullet)
TOKEN_USED = "token.used"  # seat, at (coin flip)
ROTATED = "card.rotated"  # at, rotated
DECK_TURNED = "deck.turned"  # seat (Cow)
SHUFFLED = "village.shuffled"  # seat, village, spots (Thing)
NO_EFFECT = "ability.no_effect"  # seat, card (a card id: the ability that could do nothing here)
EXTRA_TURN = "turn.extra"  # seat, at (Con Artist)
REMOVED = "card.removed"  # seat, at, type (Hunter)
GIVEN = "card.given"  # seat, to, at (Regifter)
KEPT = "card.kept"  # seat, type (Commander)
TOKEN_MOVED = "token.moved"  # seat, active
ROUND_ENDED = "round.ended"  # reason: call | deck | villagers
ROUND_SCORED = "round.scored"  # values, scores, totals, caller, called_ok
GAME_OVER = "game.over"  # winner, totals, tiebreak
