"""Discarding: cards leaving a village (or a drawn card) for the discard pile, one event at a time.

A *discard event* is a group of cards that leave together (a set, an exchanged card, a Witch victim's
card...). They wait in ``s.limbo`` while their owner decides, card by card and in pile order, if
that is ever a choice:

* ``bottom``: a Goth Girl of the owner sends the card to the bottom of the deck, face unchanged
  (up to G cards of the event, G = the owner's faceup Goth Girls including those arriving or leaving,
  AMB-19);
* ``activate``: a Mortician of the owner uses the ability of a draw-and-discard card discarded from
  the owner's own village by the owner's own action (AMB-41/84); the card goes on the pile first;
* ``pile``: the normal destination.

When no choice exists the cards go straight to the pile, so a game without those cards never stops
here. Decision kind: ``discarding`` with args ``(dest, goth_left, mortician)``.
"""

from __future__ import annotations

from . import activation
from .actions import Action
from .cards import Timing
from .decisions import register
from .state import Frame, State

TOP, BOTTOM, BOTTOM_AS_IS = 0, 1, 2

PILE = Action("pile")
BOTTOM_ACT = Action("bottom")
ACTIVATE = Action("activate")


def hold(s: State, cards: list[int]) -> None:
    """Start a discard event: ``cards`` (already out of their zones) wait in limbo, first = lowest."""
    s.limbo.append(list(cards))


def release(s: State, owner: int, dest: int = TOP, *, own_village: bool = False) -> None:
    """Send the newest limbo group to its destination, asking ``owner`` where a choice exists.

    ``own_village`` is true when the owner discards cards from their own village by their own action
    on their own turn (the Mortician condition).
    """
    group = s.limbo[-1]
    goth = 0
    if s.config.cards_of("goth_girl"):
        goth = s.faceup_count(owner, "goth_girl") + sum(
            1 for c in group if s.config.keys[c] == "goth_girl" and s.up[c]
        )
    mortician = own_village and dest == TOP and owner == s.current and bool(s.config.cards_of("mortician"))
    s.stack.append(("discarding", owner, (dest, goth, int(mortician))))
    advance(s)


def _place(s: State, card: int, dest: int, src: str) -> None:
    s.rot &= ~(1 << card)  # rotations are lost off the villages
    if dest == TOP:
        s.to_pile(card, src)
    elif dest == BOTTOM:
        s.show(card)
        s.up[card] = True
        s.pile.insert(0, card)
        s.moved(card, src, "pile:bottom")
    else:
        s.pile.insert(0, card)
        s.moved(card, src, "pile:bottom")


def _mortician(s: State, seat: int) -> int:
    """An unused working Mortician of ``seat``'s village, or -1."""
    morticians = s.config.cards_of("mortician")
    for c in s.villages[seat]:
        if c in morticians and s.live(c) and not (s.t_used >> c) & 1:
            return c
    return -1


def _can_activate(s: State, seat: int, card: int) -> bool:
    if s.config.types[card].timing != Timing.DRAW_DISCARD or _mortician(s, seat) < 0:
        return False
    return activation.usable(s, seat, card, pinned=False)


def _options(s: State, frame: Frame) -> list[Action]:
    seat, (_, goth, mortician) = frame[1], frame[2]
    card = s.limbo[-1][0]
    out = [PILE]
    if goth > 0:
        out.append(BOTTOM_ACT)
    if mortician and _can_activate(s, seat, card):
        out.append(ACTIVATE)
    return out


def advance(s: State) -> None:
    """Place limbo cards while there is no choice; stop at the first real decision."""
    while s.stack and s.stack[-1][0] == "discarding":
        frame = s.stack[-1]
        group = s.limbo[-1]
        if not group:
            s.stack.pop()
            s.limbo.pop()
            continue
        if len(_options(s, frame)) > 1:
            return
        _place(s, group.pop(0), frame[2][0], f"limbo:{frame[1]}")


def _legal(s: State, frame: Frame) -> list[Action]:
    return _options(s, frame)


def _apply(s: State, frame: Frame, action: Action) -> None:
    seat, (dest, goth, mortician) = frame[1], frame[2]
    card = s.limbo[-1].pop(0)
    src = f"limbo:{seat}"
    if action.verb == "bottom":
        s.rot &= ~(1 << card)
        s.deck.insert(0, card)
        s.moved(card, src, "deck:bottom")
        s.stack[-1] = ("discarding", seat, (dest, goth - 1, mortician))
        advance(s)
    elif action.verb == "activate":
        s.t_used |= 1 << _mortician(s, seat)
        s.to_pile(card, src)
        activation.activate(s, seat, card, pinned=False)
    else:
        _place(s, card, dest, src)
        advance(s)


register("discarding", _legal, _apply, "iii")
