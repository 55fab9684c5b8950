"""Player views: exactly what one seat knows. The only thing bots and the UI ever read.

:func:`view` is the single redaction point. A card's identity (``type``) appears in a view only if the
card lies faceup or the seat knows it (its own peeks, abilities, cards it drew...). Physical card
numbers never appear (they would identify the card); places are given by position instead.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Container, Sequence
from typing import Any

import attrs

from .actions import Action
from .config import GameConfig
from .position import to_position
from .rules import legal_actions
from .state import State


@attrs.frozen(slots=True)
class CardView:
    """One card as a seat sees it: its type id if visible to the seat, its face and its markers."""

    type: str | None
    faceup: bool
    #: Covered by the base edition's token (amulet or silver bullet).
    amulet: bool = False
    guarded: bool = False
    #: For a Bodyguard that guards a card: the index of that card in the same village, else -1.
    guarding: int = -1
    #: Turned 90 degrees by a Curator.
    rotated: bool = False
    #: Seats that know this card although it is facedown (everyone sees who looks at what).
    seen_by: int = 0


@attrs.frozen(slots=True)
class PlayerView:
    """Everything ``seat`` may know at this moment."""

    seat: int
    config: GameConfig
    round: int
    turn: int
    start: int
    current: int
    decider: int
    pending: str | None
    legal: tuple[Action, ...]
    villages: tuple[tuple[CardView, ...], ...]
    #: Cards from the top of the deck down (index 0 = top): known ones have a type.
    deck: tuple[CardView, ...]
    #: The discard pile from the bottom up (last = top).
    pile: tuple[CardView, ...]
    area: tuple[CardView, ...]
    #: Cards held by the deciding seat (drawn, taken, a penalty card...).
    hand: tuple[CardView, ...]
    #: Groups of cards being discarded while their owner decides (Goth Girl, Mortician).
    limbo: tuple[tuple[CardView, ...], ...]
    #: The card a Commander keeps for the next round (public), and its owner.
    kept: str | None
    kept_by: int
    #: Why the round ended, while its scoring decisions are pending ("" during play).
    ending: str
    #: The whole position as this seat may know it (unseen cards are ``null``): what bots sample
    #: complete worlds from. See :func:`silver_desktop.engine.position.to_position`. Part of the
    #: view's equality (so a leak through it fails the same tests), not of its hash.
    position: dict[str, Any] = attrs.field(eq=True, hash=False, repr=False)
    aside: int
    removed: int
    token_holder: int
    token_active: bool
    caller: int
    finals: int
    scores: tuple[tuple[int, ...], ...]
    over: bool
    winner: int

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.config.players

    @property
    def my_village(self) -> tuple[CardView, ...]:
        """The viewing seat's own village."""
        return self.villages[self.seat]

    @property
    def totals(self) -> tuple[int, ...]:
        """Scores summed over finished rounds."""
        return tuple(sum(r[p] for r in self.scores) for p in range(self.players))


@functools.lru_cache(maxsize=8192)
def card_view(
    type_: str | None,
    faceup: bool,
    amulet: bool = False,
    guarded: bool = False,
    guarding: int = -1,
    rotated: bool = False,
    seen_by: int = 0,
) -> CardView:
    """A shared :class:`CardView` (they are immutable, and views are built very often)."""
    return CardView(type_, faceup, amulet, guarded, guarding, rotated, seen_by)


def view(s: State, seat: int, *, with_position: bool = True) -> PlayerView:
    """What ``seat`` knows now (see the module docstring).

    ``with_position=False`` leaves :attr:`PlayerView.position` empty, for bots that only read the
    structured fields (their simulations build many views).
    """
    return views(s, (seat,), with_position=(seat,) if with_position else ())[0]


def views(s: State, seats: Sequence[int], *, with_position: Container[int] = ()) -> list[PlayerView]:
    """The views of ``seats`` now, each what :func:`view` gives (with its ``position`` only for the
    seats in ``with_position``). A group of cards (a village, the deck, the pile...) in which no
    facedown card is known to a seat is the same for that seat as for a seat that knows nothing: it
    is built once and shared, so views for several seats cost little more than one (the server
    builds one per seat after every action)."""
    up = s.up
    known = s.known
    ids = [t.id for t in s.config.types]
    guards = s.guards
    guarded_by = {t: bg for bg, t in guards.items()}
    token = s.token_card
    rot = s.rot

    # card_view's arguments go by position: its cache reads them faster than keywords.
    def cards(group: Sequence[int], bit: int) -> tuple[CardView, ...]:
        return tuple(
            [
                card_view(ids[c], True, False, False, -1, False, 0)
                if up[c]
                else card_view(ids[c] if known[c] & bit else None, False, False, False, -1, False, known[c])
                for c in group
            ]
        )

    def row(village: Sequence[int], bit: int) -> tuple[CardView, ...]:
        out = []
        for c in village:
            faceup = up[c]
            seen = 0 if faceup else known[c]
            target = guards.get(c) if guards else None
            out.append(
                card_view(
                    ids[c] if faceup or seen & bit else None,
                    faceup,
                    c == token,
                    c in guarded_by,
                    village.index(target) if target is not None and target in village else -1,
                    bool((rot >> c) & 1),
                    seen,
                )
            )
        return tuple(out)

    Build = Callable[[Sequence[int], int], tuple[CardView, ...]]
    if len(seats) == 1:  # nothing to share

        def group_view(group: Sequence[int], build: Build) -> Callable[[int], tuple[CardView, ...]]:
            return functools.partial(build, group)

    else:

        def group_view(group: Sequence[int], build: Build) -> Callable[[int], tuple[CardView, ...]]:
            knowers = 0  # the seats that know one of its facedown cards
            for c in group:
                if not up[c]:
                    knowers |= known[c]
            public: list[tuple[CardView, ...]] = []

            def for_seat(bit: int) -> tuple[CardView, ...]:
                if knowers & bit:
                    return build(group, bit)
                if not public:
                    public.append(build(group, 0))
                return public[0]

            return for_seat

    villages = [group_view(v, row) for v in s.villages]
    deck = group_view(s.deck[::-1], cards)
    pile = group_view(s.pile, cards)
    area = group_view(s.area, cards)
    hand = group_view(s.hand, cards)
    limbo = [group_view(group, cards) for group in s.limbo]
    decider = s.decider()
    frame = s.stack[-1] if s.stack else None
    legal = tuple(legal_actions(s)) if decider in seats else ()
    kept = ids[s.kept] if s.kept >= 0 else None
    scores = tuple(tuple(r) for r in s.scores)
    out = []
    for seat in seats:
        bit = 1 << seat
        out.append(
            PlayerView(
                seat=seat,
                config=s.config,
                round=s.round,
                turn=s.turn_no,
                start=s.start,
                current=s.current,
                decider=decider,
                pending=frame[0] if frame else None,
                legal=legal if decider == seat else (),
                villages=tuple(v(bit) for v in villages),
                deck=deck(bit),
                pile=pile(bit),
                area=area(bit),
                hand=hand(bit),
                limbo=tuple(g(bit) for g in limbo),
                kept=kept,
                kept_by=s.kept_by,
                ending=s.ending,
                position=to_position(s, seat) if seat in with_position else {},
                aside=len(s.aside),
                removed=len(s.removed),
                token_holder=s.token_holder,
                token_active=s.token_active,
                caller=s.caller,
                finals=s.finals,
                scores=scores,
                over=s.over,
                winner=s.winner,
            )
        )
    return out
