"""Why the alternative was better, as data built only from the person's view at that moment.

A :class:`Reason` is a kind and the card types and numbers its sentence needs; the window writes it
in the interface language (``ui/review_text.py``). It reads only the :class:`PlayerView`: a card is
named only if the view gives its type (the person saw its face or looked at it), and "the cards you
had not seen" are the view's unseen pool, so the reason can never tell the person something they
did not know.
"""

from __future__ import annotations

import attrs

from ..ai.knowledge import Knowledge
from ..engine.actions import Action
from ..engine.view import PlayerView

#: Every kind of reason (the window has one sentence per kind).
KINDS = (
    "keep-high",  # the alternative exchanged a known high card the person kept
    "replace-higher",  # both exchanged; the alternative's known card was higher
    "known-over-unknown",  # the person replaced an unknown card; a known card was higher than its average
    "unknown-higher",  # the unseen cards average more than the card held: exchange a face-down card
    "gave-low",  # the person exchanged away a known card lower than the one held
    "held-high",  # the person kept a card higher than the unseen cards' average
    "ability",  # using the held card's ability was worth more than discarding it
    "no-ability",  # using the held card's ability cost more than it gained
    "set",  # a set would have taken more out of the village
    "call-now",  # calling would have paid
    "call-early",  # the call was likely to fail
    "take-discard",  # the known top discard beat an unknown draw
    "take-area",  # a known card of the draw area beat an unknown draw
    "searched",  # no simple reason: the sampled worlds said so
)


@attrs.frozen
class Reason:
    """A reason's kind, the card types it names (only ones the view shows) and its numbers."""

    kind: str
    #: card type ids: the card held, a village card, a discard, depending on the kind
    cards: tuple[str, ...] = ()
    #: whole numbers: the cards' values, the unseen cards' average (rounded)
    numbers: tuple[int, ...] = ()


def _exchanged(action: Action) -> int | None:
    return action.args[0] if action.verb == "exchange" and action.args else None


def reason_for(v: PlayerView, chosen: Action, alternative: Action) -> Reason:
    """Why ``alternative`` beat ``chosen`` in ``v``, in terms of what ``v`` shows (see the module
    docstring)."""
    know = Knowledge(v)
    numbers = v.config.type_numbers
    mean = round(know.mean_unknown)
    village = v.villages[v.seat]
    if v.pending == "hand":
        held = v.hand[-1].type if v.hand else None
        worth = numbers[held] if held else None
        alt_i, chosen_i = _exchanged(alternative), _exchanged(chosen)
        alt_card = village[alt_i].type if alt_i is not None and alt_i < len(village) else None
        chosen_card = village[chosen_i].type if chosen_i is not None and chosen_i < len(village) else None
        if alt_i is not None and alt_card is not None:
            value = round(know.value(v.seat, alt_i))
            if chosen_i is not None and chosen_card is not None:
                other = round(know.value(v.seat, chosen_i))
                if value > other:
                    return Reason("replace-higher", (alt_card, chosen_card), (value, other))
            elif chosen_i is not None and value > mean:
                return Reason("known-over-unknown", (alt_card,), (value, mean))
            elif held is not None and worth is not None and value > worth:
                return Reason("keep-high", (alt_card, held), (value, worth))
        if alt_i is not None and alt_card is None and held is not None and worth is not None and mean > worth:
            return Reason("unknown-higher", (held,), (worth, mean))
        if alternative.verb in ("discard", "use") and chosen_i is not None and held is not None:
            if chosen_card is not None and worth is not None and round(know.value(v.seat, chosen_i)) < worth:
                return Reason("gave-low", (held, chosen_card), (worth, round(know.value(v.seat, chosen_i))))
            if chosen_card is None and worth is not None and worth > mean:
                return Reason("held-high", (held,), (worth, mean))
        if alternative.verb == "use" and held is not None:
            return Reason("ability", (held,))
        if alternative.verb == "set":
            return Reason("set")
        if chosen.verb == "use" and alternative.verb == "discard" and held is not None:
            return Reason("no-ability", (held,))
    if v.pending == "turn":
        if alternative.verb == "call":
            return Reason("call-now")
        if chosen.verb == "call":
            return Reason("call-early")
        if alternative.verb == "take" and v.pile and (top := v.pile[-1].type) is not None:
            return Reason("take-discard", (top,), (numbers[top], mean))
        if alternative.verb == "area" and alternative.args[0] < len(v.area):
            card = v.area[alternative.args[0]].type
            if card is not None:
                return Reason("take-area", (card,), (numbers[card], mean))
    return Reason("searched")
