"""Discarding: cards leaving a village (or a drawn card) for the discard pile, one event at a time.

A *discard event* is a group of cards that leave together (a set, an exchanged card, a Witch victim's
card...). They wait in ``s.limbo`` while their owner decides, card by card and in pile order, if
that is ever a choice:

* ``discarding`` (while the owner's Goth Girls allow, AMB-19: up to G cards of the event, G = the
  owner's faceup Goth Girls including those arriving or leaving): ``bottom`` sends the card to the
  bottom of the deck, face unchanged, ``pile`` to the pile;
* ``mortician``, once a draw-and-discard card discarded from the owner's own village by the owner's
  own action lies on the pile and a Mortician is unused (AMB-41/84): ``activate`` its ability or
  ``pass``.

When no choice exists the cards go straight to the pile, so a game without those cards never stops
here. Frame args of ``discarding``: ``(dest, goth_left, mortician)``.
"""

from __future__ import annotations

from . import activation
from .actions import Action
from .decisions import register
from .state import Frame, State

TOP, BOTTOM, BOTTOM_AS_IS = 0, 1, 2

PILE = Action("pile")
BOTTOM_ACT = Action("bottom")
ACTIVATE = Action("activate")
PASS = Action("pass")


def hold(s: State, cards: list[int]) -> None:
    """Start a discard event: ``cards`` (already out of their zones) wait in limbo, first = lowest."""
    s.limbo.append(list(cards))


def release(s: State, owner: int, dest: int = TOP, *, own_village: bool = False) -> None:
    """Send the newest limbo group to its destination, asking ``owner`` where a choice exists.

    ``own_village`` is true when the owner discards cards from their own village by their own action
    on their own turn (the Mortician condition).
    """
    group = s.limbo[-1]
    cfg = s.config
    goth = 0
    if cfg.has_goth:
        goth = s.faceup_count(owner, "goth_girl") + sum(
            1 for c in group if cfg.keys[c] == "goth_girl" and s.up[c]
        )
    mortician = (
        cfg.has_mortician and own_village and dest == TOP and owner == s.current and _mortician(s, owner) >= 0
    )
    if not goth and not mortician:  # fast path: nobody can choose anything here
        s.limbo.pop()
        for c in group:
            _place(s, c, dest, "limbo")
        return
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
        if s.events is not None:
            s.moved(card, src, "pile:bottom")
    else:
        s.pile.insert(0, card)
        if s.events is not None:
            s.moved(card, src, "pile:bottom")


def _mortician(s: State, seat: int) -> int:
    """An unused working Mortician of ``seat``'s village, or -1."""
    morticians = s.config.cards_of("mortician")
    for c in s.villages[seat]:
        if c in morticians and s.live(c) and not (s.t_used >> c) & 1:
            return c
    return -1


def _can_activate(s: State, seat: int, card: int) -> bool:
    """May ``seat``'s Mortician activate ``card``, just discarded faceup (any draw-and-discard card)?"""
    return _mortician(s, seat) >= 0 and activation.activatable(s, card)


def _pile_card(s: State, frame: Frame) -> bool:
    """Put the group's next card on its pile spot; ask the Mortician question if it applies.

    Returns True when a Mortician decision was pushed. The question comes only once the card lies
    faceup on the pile, so it never tells the owner anything about a card discarded unseen.
    """
    seat, (dest, _, mortician) = frame[1], frame[2]
    card = s.limbo[-1].pop(0)
    _place(s, card, dest, f"limbo:{seat}")
    if mortician and dest == TOP and _can_activate(s, seat, card):
        s.stack.append(("mortician", seat, ()))
        return True
    return False


def advance(s: State) -> None:
    """Place limbo cards while there is no choice; stop at the first real decision."""
    while s.stack and s.stack[-1][0] == "discarding":
        frame = s.stack[-1]
        if not s.limbo[-1]:
            s.stack.pop()
            s.limbo.pop()
            continue
        if frame[2][1] > 0 or _pile_card(s, frame):
            return


def _legal(s: State, frame: Frame) -> list[Action]:
    return [PILE, BOTTOM_ACT]


def _apply(s: State, frame: Frame, action: Action) -> None:
    seat, (dest, goth, mortician) = frame[1], frame[2]
    if action.verb == "bottom":
        card = s.limbo[-1].pop(0)
        s.rot &= ~(1 << card)
        s.deck.insert(0, card)
        if s.events is not None:
            s.moved(card, f"limbo:{seat}", "deck:bottom")
        s.stack[-1] = ("discarding", seat, (dest, goth - 1, mortician))
    elif _pile_card(s, frame):
        return
    advance(s)


register("discarding", _legal, _apply, "iii")


def _mortician_legal(s: State, frame: Frame) -> list[Action]:
    return [ACTIVATE, PASS]


def _mortician_apply(s: State, frame: Frame, action: Action) -> None:
    """AMB-41/84: use the ability of the card just discarded on top of the pile, or not."""
    seat = frame[1]
    s.stack.pop()
    if action.verb == "activate":
        s.t_used |= 1 << _mortician(s, seat)
        activation.activate(s, seat, s.pile[-1], pinned=False)
    else:
        advance(s)


register("mortician", _mortician_legal, _mortician_apply)
