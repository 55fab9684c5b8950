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

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        """The event :meth:`to_json` wrote. Its audience is lost on the way, so read only events
        already redacted for the reader's seat (as a network client receives them): every face left
        in them is one that seat may see."""
        params = {k: v for k, v in data.items() if k != "kind"}
        return cls(str(data["kind"]), params)


# Event kinds. The UI keeps one message per kind; the parameters fill it in.
ROUND_STARTED = "round.started"  # round, start
DEALT = "round.dealt"  # rows, players
PEEKED = "card.viewed"  # seat, at, type (audience: seat)
MOVED = "card.moved"  # src, dst, faceup, [type]
FLIPPED = "card.flipped"  # at, faceup, [type]
TURN_STARTED = "turn.started"  # seat
ACTED = "action"  # seat, action (text), decision (the kind of decision it answers: "master", ...)
CALLED = "called"  # seat
SET_REVEALED = "set.revealed"  # seat, at (list), matched
GUARDED = "guard.set"  # seat, bodyguard, target
UNGUARDED = "guard.cleared"  # seat, bodyguard
TOKEN_PLACED = "token.placed"  # seat, at (amulet or bullet)
TOKEN_USED = "token.used"  # seat, at (coin flip)
ROTATED = "card.rotated"  # at, rotated
DECK_TURNED = "deck.turned"  # seat (Cow)
SHUFFLED = "village.shuffled"  # seat, village, spots (Thing)
COPIED = "ability.copied"  # seat, at, card (Marksman: the faceup card whose ability it uses; public)
NO_EFFECT = "ability.no_effect"  # seat, card (a card id: the ability that could do nothing here)
EXTRA_TURN = "turn.extra"  # seat, at (Con Artist)
REMOVED = "card.removed"  # seat, at (the spot it left), faceup, type (Hunter; audience: who knows it)
GIVEN = "card.given"  # seat, to, at (left), dst (arrived), faceup, type (Regifter; as REMOVED)
KEPT = "card.kept"  # seat, at, type (Commander; after the reveal)
TOKEN_MOVED = "token.moved"  # seat, active
ROUND_ENDED = "round.ended"  # round, reason: call | deck | villagers | count
ROUND_SCORED = "round.scored"  # the reveal; round, reason, values, scores, totals, caller, called_ok,
# reveal, removed, cards, wolfman, call, token_card (see below)
GAME_OVER = "game.over"  # winner, totals, tiebreak

# ``round.scored`` is the reveal (RULES.md §7 step 3): it comes after the Regifter and Hunter steps, and
# every card it names is public from then on, so its audience is everyone. Per seat (a list by seat):
#   values      the village value (after the bullet, Copycats and the Wolfman)
#   scores      the round score (the value, or 0 / value + 10 for the caller) and totals the running sums
#   reveal      the village's card ids, left to right as they lie at scoring
#   cards       the same cards as ``{"type": id, "value": int | None, "faceup_at_end": bool}``: the value
#               each card scores (a Copycat its computed value, the Lycan 1; None for the bullet's card,
#               which does not score) and its face when the round ended (frozen, §7 step 0: it decides
#               which Wolfman, Hunter, Regifter or Commander was active)
#   wolfman     the index (in ``cards``) of the active Wolfman that made the village worth 0, or None;
#               otherwise the value is the sum of the non-None card values
#   call        what the call did to the score: 0 (the caller scores 0), 10 (+10 to the value) or None
# and for the round: ``caller`` (-1: no call), ``called_ok``, ``reason`` (as ``round.ended``),
# ``removed`` (ids of the cards Hunters removed; each ``card.removed`` named the spot it left) and
# ``token_card`` (the spot under the amulet or the bullet, ``village:S:I``, or None).
