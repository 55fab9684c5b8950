"""What dragging a card on the table does: each drag is a short plan of the clicks and buttons the
person could have used instead, so a drop goes through the prompt's choices like any click (no Qt).

* The card a decision is about (the card in hand, the last of :attr:`Prompt.focus` that is a
  ``hand:I``) dropped on a place that may be clicked now: that click. Onto a village card it is
  exchanged, onto the pile (its cards or its mark) it is discarded, onto a gap it is placed there.
* One of the person's village cards dropped on another, while a set may be made: both go into the
  set. Dropped on the card in hand: that card goes into the set. When the set is not begun yet
  (the decision about the card in hand), the plan first presses "Exchange for a set".

A plan's steps are played one decision after another (adding a card to a set is one action of the
engine); a step that is no longer offered ends the plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action
from .prompts import PILE, Prompt, clickable, narrow

#: one step of a plan: a place to click, or a place-less choice's action (a button)
Step = str | Action
#: source place -> (drop place -> the plan it plays)
Plans = dict[str, dict[str, tuple[Step, ...]]]


def held_place(prompt: Prompt) -> str | None:
    """The card in hand the decision is about (the last ``hand:I`` of its focus), or None."""
    held = [p for p in prompt.focus if p.startswith("hand:")]
    return held[-1] if held else None


def drag_plans(prompt: Prompt, clicked: Sequence[str], seat: int) -> Plans:
    """Every drag the decision allows now, for the person at ``seat``, after the places ``clicked``."""
    plans: Plans = {}
    targets = clickable(prompt, clicked)
    held = held_place(prompt)
    if held is not None and not clicked and targets:
        plans[held] = {place: (place,) for place in targets if place != held}
    if clicked:
        return plans
    own = f"village:{seat}:"
    choices = narrow(prompt, ())
    begin = next((c.action for c in choices if c.action.verb == "set" and not c.places), None)
    if begin is not None:  # the set is not begun: any of the person's cards that could be exchanged
        members = {c.places[0] for c in choices if c.action.verb == "exchange" and c.places}
        first: tuple[Step, ...] = (begin,)
    else:  # a set is being made: the cards that may still be added
        members = {c.places[0] for c in choices if c.action.verb == "add" and c.places}
        first = ()
    members = {p for p in members if p.startswith(own)}
    for source in sorted(members):
        drops = plans.setdefault(source, {})
        for other in sorted(members - {source}):
            drops[other] = (*first, source, other)
        if held is not None:
            drops[held] = (*first, source)
    return {source: drops for source, drops in plans.items() if drops}


def drop_place(plans: Plans, source: str, place: str) -> str | None:
    """The drop target ``place`` stands for, if any: itself, or ``pile`` for any card of the pile."""
    drops = plans.get(source, {})
    if place in drops:
        return place
    if place.startswith("pile:") and PILE in drops:
        return PILE
    return None


__all__ = ["Plans", "Step", "drag_plans", "drop_place", "held_place"]
