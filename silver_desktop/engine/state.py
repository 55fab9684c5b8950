"""The complete state of a game, and the primitive moves every rule is built from.

Physical cards are the integers ``0 .. 51`` (see :mod:`.cards`). Zones are plain lists of them:

* ``villages[seat]``: left to right;
* ``deck``, ``pile`` (discard pile) and ``area`` (Squire draw area): the *last* element is the top;
* ``hand``: the cards the acting player holds between drawing and deciding;
* ``aside`` (rows not used this round) and ``removed``.

Per card, ``up[c]`` says whether it lies faceup and ``known[c]`` is the bitmask of seats that know its
identity although it is facedown ("knowledge follows the card"). Pending decisions are a stack of
immutable frames ``(kind, seat, args)``; the top one is the current decision.

Everything here is plain data so that :meth:`State.clone` is cheap (the Hard bot clones a lot) and
the whole state serializes to a position (:mod:`.position`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import events as ev
from .config import GameConfig
from .events import Event

Frame = tuple[str, int, tuple[Any, ...]]

NO_CARD = -1


class State:
    """Mutable game state. Use :func:`silver_desktop.engine.rules.apply` to change it."""

    __slots__ = (
        "area",
        "aside",
        "barrier",
        "caller",
        "config",
        "current",
        "deck",
        "ending",
        "events",
        "finals",
        "guards",
        "hand",
        "kept",
        "kept_by",
        "known",
        "limbo",
        "obtained",
        "over",
        "pile",
        "removed",
        "rng",
        "rot",
        "round",
        "scores",
        "sources",
        "stack",
        "start",
        "streak",
        "t_ability",
        "t_used",
        "token_active",
        "token_card",
        "token_holder",
        "turn_no",
        "up",
        "villages",
        "winner",
    )

    config: GameConfig
    villages: list[list[int]]
    deck: list[int]
    pile: list[int]
    area: list[int]
    hand: list[int]
    aside: list[int]
    removed: list[int]
    up: list[bool]
    known: list[int]
    guards: dict[int, int]
    limbo: list[list[int]]
    sources: list[int]
    stack: list[Frame]
    scores: list[list[int]]
    events: list[Event] | None

    def __init__(self, config: GameConfig, rng: int) -> None:
        n = config.card_count
        self.config = config
        self.villages = [[] for _ in range(config.players)]
        self.deck = list(range(n))
        self.pile = []
        self.area = []
        self.hand = []
        self.aside = []
        self.removed = []
        self.limbo = []  # groups of cards being discarded, waiting for Goth Girl / Mortician choices
        self.sources = []  # cards whose abilities are resolving, outermost first
        self.up = [False] * n
        self.known = [0] * n
        self.guards = {}  # bodyguard card -> guarded card
        self.rot = 0  # bitmask of cards rotated 90 degrees (Curator)
        self.token_holder = 0
        self.token_active = False
        self.token_card = NO_CARD  # card covered by the amulet this round
        self.round = 0
        self.start = 0
        self.current = 0
        self.turn_no = 0
        self.caller = -1
        self.finals = 0  # final turns still to play after a call
        self.stack = []
        self.t_used = 0  # bitmask of cards whose once-per-turn allowance is spent
        self.t_ability = False  # an ability or the token was used this turn (no call, AMB-31)
        self.obtained = NO_CARD  # card obtained by this turn's main action (AMB-5)
        self.streak = 0  # bitmask of Con Artists used in the current player's streak of turns
        self.ending = ""  # why the round ended, while its scoring decisions are pending
        self.kept = NO_CARD  # card a Commander keeps for the next round
        self.kept_by = -1
        self.scores = []  # one list of round scores per finished round
        self.over = False
        self.winner = -1
        self.rng = rng
        self.barrier = False  # the last action revealed hidden information or used chance
        self.events = []

    # ------------------------------------------------------------------ copying
    def clone(self, events: bool = False) -> State:
        """An independent copy. Events are not copied; pass ``events=True`` to collect new ones."""
        c = State.__new__(State)
        c.config = self.config
        c.villages = [v[:] for v in self.villages]
        c.deck = self.deck[:]
        c.pile = self.pile[:]
        c.area = self.area[:]
        c.hand = self.hand[:]
        c.aside = self.aside[:]
        c.removed = self.removed[:]
        c.limbo = [g[:] for g in self.limbo]
        c.sources = self.sources[:]
        c.rot = self.rot
        c.streak = self.streak
        c.ending = self.ending
        c.kept = self.kept
        c.kept_by = self.kept_by
        c.up = self.up[:]
        c.known = self.known[:]
        c.guards = dict(self.guards)
        c.token_holder = self.token_holder
        c.token_active = self.token_active
        c.token_card = self.token_card
        c.round = self.round
        c.start = self.start
        c.current = self.current
        c.turn_no = self.turn_no
        c.caller = self.caller
        c.finals = self.finals
        c.stack = self.stack[:]
        c.t_used = self.t_used
        c.t_ability = self.t_ability
        c.obtained = self.obtained
        c.scores = [r[:] for r in self.scores]
        c.over = self.over
        c.winner = self.winner
        c.rng = self.rng
        c.barrier = self.barrier
        c.events = [] if events else None
        return c

    def restore(self, other: State) -> None:
        """Make this state equal to ``other`` again, in place (``other`` is a clone taken earlier).

        Used to take back an action that failed half-way; the event list is left alone."""
        events = self.events
        fresh = other.clone()
        for name in State.__slots__:
            setattr(self, name, getattr(fresh, name))
        self.events = events

    # ------------------------------------------------------------------ facts
    @property
    def players(self) -> int:
        """Number of seats."""
        return self.config.players

    @property
    def everyone(self) -> int:
        """Bitmask of all seats."""
        return (1 << self.config.players) - 1

    def number(self, card: int) -> int:
        """Printed number of a physical card."""
        return self.config.numbers[card]

    def key(self, card: int) -> str:
        """Short card key (``witch``) of a physical card."""
        return self.config.keys[card]

    def type_id(self, card: int) -> str:
        """Stable card id (``silver.witch``) of a physical card."""
        return self.config.types[card].id

    def owner(self, card: int) -> int:
        """The seat whose village holds ``card``, or -1."""
        for seat, village in enumerate(self.villages):
            if card in village:
                return seat
        return -1

    def villages_cards(self) -> list[int]:
        """Every card lying in a village."""
        return [c for village in self.villages for c in village]

    def decider(self) -> int:
        """The seat that must decide now, or -1 when the game is over."""
        return self.stack[-1][1] if self.stack else -1

    def faceup_count(self, seat: int, key: str) -> int:
        """How many faceup cards with this key, abilities working, lie in ``seat``'s village."""
        up = self.up
        village = self.villages[seat]
        n = 0
        for c in self.config.by_key.get(key, ()):
            if up[c] and c in village:
                n += 1
        if n:
            covered = self.bullet_card()
            if covered >= 0 and self.config.keys[covered] == key and up[covered] and covered in village:
                n -= 1
        return n

    def faceup_in_villages(self, key: str) -> int:
        """How many faceup cards with this key, abilities working, lie in all villages together."""
        up = self.up
        n = 0
        for c in self.config.by_key.get(key, ()):
            if up[c] and self.live(c):
                for village in self.villages:
                    if c in village:
                        n += 1
                        break
        return n

    def protected(self, card: int, seat: int) -> bool:
        """Is ``card`` protected against ``seat`` (RULES.md §11.4, AMB-30)?

        The amulet's or bullet's card against everyone; a guarded card and its Bodyguard against all
        but their owner; every faceup card of a village with a working faceup Prince against all but
        its owner (AMB-68).
        """
        if card == self.token_card:
            return True
        if self.guards:
            for bg, target in self.guards.items():
                if card in (bg, target) and self.owner(bg) != seat:
                    return True
        if self.config.princes and self.up[card]:
            owner = self.owner(card)
            if owner >= 0 and owner != seat and self.faceup_count(owner, "prince"):
                return True
        return False

    def plain(self) -> bool:
        """True when nothing on the table is protected (the fast path of target lists)."""
        if self.token_card >= 0 or self.guards:
            return False
        up = self.up
        return not any(up[p] for p in self.config.princes)

    def live(self, card: int) -> bool:
        """Is ``card`` faceup with its ability working (not under the silver bullet, AMB-48)?"""
        return self.up[card] and not (card == self.token_card and self.config.token == "bullet")

    def bullet_card(self) -> int:
        """The card under the silver bullet, or -1."""
        return self.token_card if self.config.token == "bullet" else NO_CARD

    def knows(self, card: int, seat: int) -> bool:
        """Does ``seat`` know the identity of ``card``?"""
        return self.up[card] or bool((self.known[card] >> seat) & 1)

    # ------------------------------------------------------------------ primitives
    def emit(self, kind: str, audience: int = ev.EVERYONE, **params: Any) -> None:
        """Record an event if events are being collected."""
        if self.events is not None:
            self.events.append(Event(kind, params, audience))

    def see(self, card: int, seat: int, at: str) -> None:
        """``seat`` secretly looks at ``card`` lying at place ``at``."""
        bit = 1 << seat
        if not self.up[card] and not self.known[card] & bit:
            self.known[card] |= bit
            self.barrier = True
        if self.events is not None:
            self.emit(ev.PEEKED, 1 << seat, seat=seat, at=at, type=self.type_id(card))

    def show(self, card: int) -> None:
        """Everybody learns ``card`` (it is or was faceup in sight of all)."""
        if self.known[card] != self.everyone:
            if not self.up[card]:
                self.barrier = True
            self.known[card] = self.everyone

    def set_face(self, card: int, faceup: bool, at: str) -> None:
        """Turn ``card`` (at place ``at``) to the given face, in sight of everyone."""
        if self.up[card] == faceup:
            return
        if faceup:
            self.show(card)
        self.up[card] = faceup
        if self.events is not None:
            if faceup or self.known[card] == self.everyone:
                self.emit(ev.FLIPPED, at=at, faceup=faceup, type=self.type_id(card))
            else:
                self.emit(ev.FLIPPED, self.known[card], at=at, faceup=faceup, type=self.type_id(card))

    def moved(self, card: int, src: str, dst: str) -> None:
        """Emit the event for a card that moved from ``src`` to ``dst`` (already done in the lists)."""
        if self.events is not None:
            audience = ev.EVERYONE if self.up[card] else self.known[card]
            self.emit(ev.MOVED, audience, src=src, dst=dst, faceup=self.up[card], type=self.type_id(card))

    def to_pile(self, card: int, src: str) -> None:
        """Put ``card`` (already taken out of its zone) faceup on top of the discard pile."""
        self.show(card)
        self.up[card] = True
        self.rot &= ~(1 << card)
        self.pile.append(card)
        self.moved(card, src, "pile")


def spot(seat: int, index: int) -> str:
    """Place name of a village spot, as used in events."""
    return f"village:{seat}:{index}"


def card_spots(s: State) -> Iterator[tuple[str, tuple[int, ...], int]]:
    """Every physical card with its zone and index: ``("village", (seat, i), card)``, ``("deck",
    (depth,), card)`` and ``("pile", (depth,), card)`` with depth 0 = the top, ``("area", (i,),
    card)``, likewise ``hand``, ``aside``, ``removed``, and ``("limbo", (group, i), card)``."""
    for seat, village in enumerate(s.villages):
        for i, c in enumerate(village):
            yield "village", (seat, i), c
    for name, zone in (("pile", s.pile), ("deck", s.deck)):
        for depth, c in enumerate(reversed(zone)):
            yield name, (depth,), c
    for name, zone in (("area", s.area), ("hand", s.hand), ("aside", s.aside), ("removed", s.removed)):
        for i, c in enumerate(zone):
            yield name, (i,), c
    for g, group in enumerate(s.limbo):
        for i, c in enumerate(group):
            yield "limbo", (g, i), c
