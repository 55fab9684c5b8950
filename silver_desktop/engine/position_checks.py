"""What a position must satisfy beyond the types of its fields: only moments that can arise in play.

:func:`check_state` is the second half of reading a position (:func:`.position.from_position` reads
and types every field first). It refuses, naming the JSON path of the field at fault in a sentence
that says why:

* a decision stack that no sequence of moves produces (the grammar below);
* cards held, waiting in limbo or being resolved without the decisions that hold them;
* a token where RULES.md §9 does not put it, finals that do not fit the caller, and a turn counter,
  round, scores or winner that do not fit each other;
* zones and markers the rules never produce in that phase of the game: set-aside rows of the wrong
  size, faceup deck cards without a card that turns deck cards, per-turn marks on cards that have no
  per-turn use, and so on.

Every rule here is one the engine follows. ``tools/make_bad_positions.py --grammar`` plays random
games of every edition, mix and promo setting, checks that every position they reach passes, and
prints the entries of the tables below that no position used (the grammar should be no looser than
play). A new decision kind needs its entry in :data:`GRAMMAR` (an ability's decision: in
:data:`ABILITY_STEPS`; one a Curator may interrupt: in :data:`CURATOR_INTERRUPTS`), and
``tests/engine/test_position_checks.py`` fails until it has one.

The decision stack, bottom first, is one of:

* **set-up** (``setup.py``): ``begin`` (the start player's), then the peeks still to come, the start
  player's on top, then possibly ``commander`` (the kept card is placed before anyone peeks);
* **a turn** (``flow.py`` and the modules it calls): ``turn``, ``after`` or ``con`` at the bottom,
  then frames each of which may lie on the one beneath it as :data:`GRAMMAR` says; a frame on a
  ``resolved`` frame must be a step of the ability being resolved (:data:`ABILITY_STEPS`);
* **scoring** (``roundend.py``): ``scoring`` with exactly one decision on it (``regift``, ``hunt`` or
  ``keep``, matching the scoring step);
* **empty**: the game is over.
"""

from __future__ import annotations

from typing import NamedTuple

from .activation import activatable
from .cards import Timing
from .discard import BOTTOM, BOTTOM_AS_IS, TOP
from .errors import PositionError
from .exchange import (
    AREA,
    CLEANER,
    DECK,
    ORDER_FREE,
    ORDER_SET,
    PENALTY,
    PICKED,
    PILE,
    WITCH,
    set_candidates,
)
from .roundend import HUNT, NEXT, REGIFT
from .scoring import game_winner, token_after_round
from .state import NO_CARD, Frame, State, card_spots
from .targets import exchangeable

#: Stands for "nothing beneath" in :data:`GRAMMAR`: the frame is the bottom of the stack.
FLOOR = "floor"

# Whose decision a frame is (the ``seat`` of :class:`Rule`).
CURRENT = "current"  # the player whose turn it is
START = "start"  # this round's start player
PEEKER = "peeker"  # the peeks go clockwise from the start player, whose peek is on top
KEEPER = "keeper"  # the owner of the card a Commander kept (``kept.seat``)
SCORER = "scorer"  # the scoring steps go clockwise from the ``scoring`` frame's seat
COMMANDER = "commander"  # the first seat with a faceup Commander (and another card) keeps a card
OWNER = "owner"  # the owner of the discarded cards: the current player, or the victim of an ability


class Rule(NamedTuple):
    """Where a decision kind may stand: the kinds it may lie directly on, and whose decision it is."""

    on: frozenset[str]
    seat: str


def _rule(seat: str, *on: str) -> Rule:
    return Rule(frozenset(on), seat)


_EXCHANGE = frozenset({"hand", "set", "lycan", "into", "order", "end", "discarding"})

#: The frames that may lie directly on the ``resolved`` frame of an ability, by the key of the card
#: being resolved: its own decisions, the exchange of a card it brings into a village (Master,
#: Nosferatu, Witch), the discard of a card it takes out of one (Assassin, Golem), or the
#: ``resolved`` frame of an ability it activates in turn (Marksman, Nosferatu). Cow, Insomniac and
#: the Count are done at once and never leave a decision.
ABILITY_STEPS: dict[str, frozenset[str]] = {
    "apprentice_seer": frozenset({"apprentice_seer"}),
    "apprentice_tanner": frozenset({"tanner", "tanner_flip"}),
    "assassin": frozenset({"assassin", "discarding"}),
    "beholder": frozenset({"beholder"}),
    "count": frozenset(),
    "cow": frozenset(),
    "exposer": frozenset({"exposer"}),
    "golem": frozenset({"golem", "discarding"}),
    "gremlin": frozenset({"gremlin"}),
    "huntress": frozenset({"huntress"}),
    "insomniac": frozenset(),
    "instigator": frozenset({"instigator"}),
    "marksman": frozenset({"marksman", "resolved"}),
    "master": frozenset({"master"}) | _EXCHANGE,
    "nosferatu": frozenset({"nosferatu", "resolved"}) | _EXCHANGE,
    "nostro": frozenset({"nostro"}),
    "psychic": frozenset({"psychic"}),
    "revealer": frozenset({"revealer"}),
    "robber": frozenset({"robber", "robber_look"}),
    "seer": frozenset({"seer"}),
    "thing": frozenset({"thing"}),
    "troublemaker": frozenset({"troublemaker"}),
    "village_idiot": frozenset({"village_idiot", "idiot_pick"}),
    "witch": _EXCHANGE,
}

#: Decision kinds that belong to one ability (they lie on its ``resolved`` frame and nowhere else).
ABILITY_KINDS = frozenset().union(*ABILITY_STEPS.values()) - _EXCHANGE - {"resolved"}

#: Decisions in the middle of which the current player's Curator may discard a rotated card
#: (``freesteps.mid_turn_steps``, RULES.md §12.3, D-22): that discard event then lies on them. Only
#: the decisions of a main action in progress: not the free-step frames (``turn``, ``after``: a free
#: step there), not while an ability resolves, nor decisions that name spots of the village.
CURATOR_INTERRUPTS = frozenset({"hand", "end", "rascal", "choose"})

#: The grammar of the decision stack: for each kind, what may lie directly beneath it and whose
#: decision it is. A kind that no other kind may lie on is always the top of the stack.
GRAMMAR: dict[str, Rule] = {
    # setting up a round (setup.py)
    "begin": _rule(START, FLOOR),
    "peek": _rule(PEEKER, "begin", "peek"),
    "commander": _rule(KEEPER, "peek"),
    # a turn (flow.py): before and after the main action, Rascal draws, the Con Artist's extra turn
    "turn": _rule(CURRENT, FLOOR),
    "after": _rule(CURRENT, FLOOR),
    "con": _rule(CURRENT, FLOOR),
    "rascal": _rule(CURRENT, "after"),
    "choose": _rule(CURRENT, "after"),
    # a held card and its exchange (exchange.py): from the main action or from an ability
    "hand": _rule(CURRENT, "after", "resolved"),
    "set": _rule(CURRENT, "after", "resolved"),
    "lycan": _rule(CURRENT, "after", "resolved"),
    "cleaner": _rule(CURRENT, "after"),
    "into": _rule(CURRENT, "after", "resolved"),
    "order": _rule(CURRENT, "after", "resolved"),
    "end": _rule(CURRENT, "after", "resolved", "end"),
    # discarding (discard.py): a Curator's discard in a free step, an exchange, an ability's victim
    "discarding": _rule(OWNER, "turn", "after", "resolved", *sorted(CURATOR_INTERRUPTS)),
    "mortician": _rule(CURRENT, "discarding"),
    # abilities (activation.py): drawn and used, Blob, Mortician, Marksman or Nosferatu
    "resolved": _rule(CURRENT, "after", "discarding", "resolved"),
    **{kind: _rule(CURRENT, "resolved") for kind in sorted(ABILITY_KINDS)},
    # scoring (roundend.py)
    "scoring": _rule(START, FLOOR),
    "regift": _rule(SCORER, "scoring"),
    "hunt": _rule(SCORER, "scoring"),
    "keep": _rule(COMMANDER, "scoring"),
}

#: Where a held card may have come from (the origins of exchange.py), by what its decision lies on:
#: the turn's main action (``after``) or the ability being resolved. A Cleaner's successful claim
#: adds the ``CLEANER`` origin to ``into``; a Cleaner is only ever drawn (deck or draw area).
HELD_ORIGINS: dict[str, frozenset[int]] = {
    "after": frozenset({DECK, AREA, PILE}),
    "master": frozenset({PICKED}),
    "nosferatu": frozenset({PICKED}),
    "witch": frozenset({WITCH}),
}
CLEANER_ORIGINS = frozenset({DECK, AREA})

#: Where the cards of an ability's discard event go (discard.py), by the key of the card being
#: resolved; every other discard (an exchange's, a Curator's) goes on top of the pile.
ABILITY_DISCARD_DESTS: dict[str, int] = {"assassin": BOTTOM, "golem": BOTTOM_AS_IS}
#: Abilities whose discard event may be another player's (the victim's Goth Girl decides).
VICTIM_ABILITIES = frozenset({"witch", "assassin", "golem"})

#: Decisions about one held card each (``end``: one per frame, the penalty card's and the incoming
#: card's); ``rascal`` and ``choose`` hold the cards the Rascals drew.
HOLDS_ONE = frozenset({"hand", "set", "lycan", "cleaner", "into", "end"})
HOLDS_DRAWS = frozenset({"rascal", "choose"})
#: Decisions on top of the stack that keep a group of cards in limbo besides ``discarding`` frames.
HOLDS_LIMBO = frozenset({"into", "order"})

#: Cards whose once-per-turn use is marked (``this_turn.used``) during a turn, and at scoring.
PER_TURN_KEYS = frozenset({"empath", "bodyguard", "priest", "curator", "pixie", "mortician"})
SCORING_KEYS = frozenset({"regifter", "hunter"})
#: Cards that can turn deck cards faceup, and cards that can put facedown cards on the pile.
DECK_TURNERS = ("cow", "instigator", "goth_girl")
PILE_HIDERS = ("golem", "instigator")

ORIGIN_NAMES = {
    DECK: "the deck",
    AREA: "the Squire draw area",
    PILE: "the top of the discard pile",
    PICKED: "the discard pile by an ability",
    WITCH: "a Witch's look at the deck",
    CLEANER: "a Cleaner's claim",
}
SETUP, PLAY, SCORING, OVER = "set-up", "play", "scoring", "over"
PHASES = {"begin": SETUP, "turn": PLAY, "after": PLAY, "con": PLAY, "scoring": SCORING}
#: Every round deals four rows of five cards (RULES.md §2), whatever the number of players.
ROW = 5
ROWS = 4


def check_state(s: State, identities: bool = True) -> None:
    """Raise :class:`PositionError` unless ``s`` is a moment that can arise in play.

    ``identities=False`` skips the checks that rely on which card a facedown card is (a card marked
    as used this turn, a Cleaner's claim), for worlds a bot dealt at random from what it knows.
    """
    _Checker(s, identities).run()


def _a(kind: str) -> str:
    """``kind`` as a decision, with its article: "an 'after' decision"."""
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind!r} decision"


def _card_paths(s: State) -> dict[int, str]:
    """Physical card -> its JSON path in the position (deck and pile listed top first)."""
    field = {"village": "villages"}
    return {c: field.get(zone, zone) + "".join(f"[{k}]" for k in index) for zone, index, c in card_spots(s)}


class _Checker:
    """One run of the checks over one state; raises at the first problem found.

    The args of a frame of kind ``k`` are checked by the method ``args_k``, when there is one.
    """

    def __init__(self, s: State, identities: bool) -> None:
        self.s = s
        self.identities = identities
        self.n = s.players
        self.paths = _card_paths(s)
        self.phase = PHASES.get(s.stack[0][0], "") if s.stack else OVER
        #: the key of the card resolved by each ``resolved`` frame, by stack index
        self.source: dict[int, str] = {}
        #: for each frame: the key of the ability it is a step of, else the kind of frame beneath it
        #: (for the incoming card of a failed set, the context of the penalty card's frame beneath)
        self.context: dict[int, str] = {}
        #: the frames that are steps of an ability (they lie on its ``resolved`` frame)
        self.steps: set[int] = set()

    # ------------------------------------------------------------------ helpers
    def count(self, key: str) -> int:
        """How many cards with this key the game's deck holds."""
        return len(self.s.config.cards_of(key))

    def name(self, key: str) -> str:
        """The printed name of the cards with this key."""
        cards = self.s.config.cards_of(key)
        return self.s.config.types[cards[0]].name if cards else key

    def spot_ok(self, v: int, i: int) -> bool:
        """Is ``(v, i)`` an occupied village spot?"""
        return 0 <= v < self.n and 0 <= i < len(self.s.villages[v])

    def top(self, i: int) -> bool:
        return i == len(self.s.stack) - 1

    # ------------------------------------------------------------------ the whole run
    def run(self) -> None:
        s = self.s
        if s.stack and not self.phase:
            raise PositionError(f"pending[0]: {_a(s.stack[0][0])} cannot be the first one of the stack")
        self.resolving()
        for i, frame in enumerate(s.stack):
            self.frame(i, frame)
        self.held()
        self.limbo()
        self.round_and_scores()
        self.ending()
        self.caller()
        self.token()
        self.zones()
        self.marks()
        if self.phase == SETUP:
            self.setup()

    # ------------------------------------------------------------------ the decision stack
    def resolving(self) -> None:
        s = self.s
        frames = [i for i, f in enumerate(s.stack) if f[0] == "resolved"]
        if len(frames) != len(s.sources):
            raise PositionError(
                f"resolving: the pending decisions resolve {len(frames)} abilities, so {len(frames)} cards "
                f"are being resolved, not {len(s.sources)}"
            )
        if len(set(s.sources)) != len(s.sources):
            raise PositionError("resolving: a card is resolved only once in a chain of abilities (AMB-42)")
        for k, (i, card) in enumerate(zip(frames, s.sources, strict=True)):
            key = s.config.keys[card]
            if s.config.types[card].timing != Timing.DRAW_DISCARD or key not in ABILITY_STEPS:
                name = s.config.types[card].name
                raise PositionError(f"resolving[{k}]: the {name} has no draw-and-discard ability to resolve")
            self.source[i] = key

    def frame(self, i: int, frame: Frame) -> None:
        s = self.s
        kind, seat, args = frame
        rule = GRAMMAR.get(kind)
        if rule is None:
            raise PositionError(f"pending[{i}]: the decision kind {kind!r} has no place in a decision stack")
        below = s.stack[i - 1][0] if i else FLOOR
        if below not in rule.on:
            where = "the bottom of the stack" if below == FLOOR else _a(below)
            raise PositionError(f"pending[{i}]: {_a(kind)} cannot lie on {where}")
        if below == "resolved":
            key = self.source[i - 1]
            if kind not in ABILITY_STEPS[key]:
                raise PositionError(
                    f"pending[{i}]: {_a(kind)} is not a step of the ability of the {self.name(key)} "
                    "being resolved beneath it"
                )
            self.context[i] = key
            self.steps.add(i)
        elif below == "end":
            self.context[i] = self.context[i - 1]
            if i - 1 in self.steps:
                self.steps.add(i)
        else:
            self.context[i] = below
        expected = self.seat_of(i, rule.seat)
        if expected is not None and seat != expected:
            raise PositionError(
                f"pending[{i}].seat: this {kind!r} decision is seat {expected}'s, not seat {seat}'s"
            )
        check = getattr(self, "args_" + kind, None)
        if check is not None:
            check(i, seat, args)

    def seat_of(self, i: int, rule: str) -> int | None:
        """The seat that must take frame ``i``, or None when any seat may (an ability's victim)."""
        s = self.s
        if rule == CURRENT:
            return s.current
        if rule == START:
            return s.start
        if rule == PEEKER:
            return (s.start - i) % self.n
        if rule == KEEPER:
            if s.kept == NO_CARD:
                raise PositionError("kept: the Commander's owner places the kept card, but no card is kept")
            return s.kept_by
        if rule == SCORER:
            offset: int = s.stack[0][2][1]
            return (s.stack[0][1] + offset) % self.n
        if rule == COMMANDER:
            return self.first_commander(i)
        victim = i in self.steps and self.context[i] in VICTIM_ABILITIES
        return None if victim else s.current  # OWNER

    def first_commander(self, i: int) -> int:
        """The first seat with a faceup Commander and another card: the one that keeps a card."""
        s = self.s
        commanders = s.config.cards_of("commander")
        for seat, village in enumerate(s.villages):
            if len(village) > 1 and any(c in commanders and s.live(c) for c in village):
                return seat
        raise PositionError(f"pending[{i}]: a card is kept only with a faceup Commander beside another card")

    def origin(self, i: int, kind: str, origin: int) -> None:
        context = self.context[i]  # a held card's frames lie on "after" or on an ability's frame
        allowed = HELD_ORIGINS.get(context, frozenset())
        if kind == "into" and context == "after":
            allowed = allowed | {CLEANER}
        if kind == "cleaner":
            allowed = CLEANER_ORIGINS
        if origin not in allowed:
            source = ORIGIN_NAMES.get(origin)
            what = f"from {source}" if source else f"from {origin}, which is not a place a card comes from"
            raise PositionError(
                f"pending[{i}].args[0]: the card held for this {kind!r} decision cannot come {what}"
            )

    def chosen(self, i: int, kind: str, chosen: tuple[int, ...], allowed: list[int]) -> None:
        if list(chosen) != sorted(set(chosen)) or any(x not in allowed for x in chosen):
            raise PositionError(
                f"pending[{i}].args[1]: the cards chosen for this {kind!r} decision are distinct spots of "
                "the player's village that the player may exchange, in increasing order"
            )

    # the args of each decision kind ------------------------------------------------------------
    def args_commander(self, i: int, seat: int, args: tuple[()]) -> None:
        if i != self.n + 1:
            raise PositionError(f"pending[{i}]: the kept card is placed before anyone looks at their cards")

    def args_hand(self, i: int, seat: int, args: tuple[int]) -> None:
        self.origin(i, "hand", args[0])

    def args_set(self, i: int, seat: int, args: tuple[int, tuple[int, ...]]) -> None:
        self.origin(i, "set", args[0])
        self.chosen(i, "set", args[1], set_candidates(self.s, seat))

    def args_lycan(self, i: int, seat: int, args: tuple[int, tuple[int, ...]]) -> None:
        self.origin(i, "lycan", args[0])
        village = self.s.villages[seat]
        self.chosen(i, "lycan", args[1], list(range(len(village))))
        if len(args[1]) < 2 or any(not self.s.up[village[x]] for x in args[1]):
            raise PositionError(
                f"pending[{i}].args[1]: a set waiting for its Lycans is two or more revealed cards"
            )

    def args_cleaner(self, i: int, seat: int, args: tuple[int, tuple[int, ...]]) -> None:
        self.origin(i, "cleaner", args[0])
        self.chosen(i, "cleaner", args[1], exchangeable(self.s, seat))

    def args_into(self, i: int, seat: int, args: tuple[int, tuple[int, ...], int]) -> None:
        origin, options, mode = args
        self.origin(i, "into", origin)
        size = len(self.s.villages[seat])
        if (
            len(options) < 2
            or list(options) != sorted(set(options))
            or not all(0 <= x <= size for x in options)
        ):
            raise PositionError(
                f"pending[{i}].args[1]: the spots offered to the incoming card are two or more "
                "distinct spots of the village, in increasing order"
            )
        if mode != (ORDER_FREE if origin == CLEANER else ORDER_SET):
            raise PositionError(
                f"pending[{i}].args[2]: only a Cleaner's discards go to the pile in any order"
            )

    def args_order(self, i: int, seat: int, args: tuple[int, int]) -> None:
        k, mode = args
        if mode not in (ORDER_SET, ORDER_FREE) or (mode == ORDER_FREE and self.context[i] != "after"):
            raise PositionError(
                f"pending[{i}].args[1]: only a Cleaner's discards go to the pile in any order"
            )
        if not self.s.limbo or not 0 <= k < len(self.s.limbo[-1]):
            raise PositionError(
                f"pending[{i}].args[0]: the order is chosen for a card waiting to be discarded"
            )

    def args_end(self, i: int, seat: int, args: tuple[int]) -> None:
        s = self.s
        origin = args[0]
        if s.stack[i - 1][0] == "end" and (s.stack[i - 1][2][0] != PENALTY or origin == PENALTY):
            raise PositionError(
                f"pending[{i}]: only the incoming card of a failed set waits above its penalty card"
            )
        if origin != PENALTY:  # the penalty card waits beneath the incoming card, which is added first
            self.origin(i, "end", origin)

    def args_rascal(self, i: int, seat: int, args: tuple[int]) -> None:
        """Draws left: at least one, at most one per faceup Rascal, with a card left in the deck."""
        s = self.s
        fixed = self.top(i) and not self.count("curator")  # else a Curator may have acted meanwhile
        most = s.faceup_count(seat, "rascal") if fixed else self.count("rascal")
        if not 1 <= args[0] <= most or (fixed and not s.deck):
            raise PositionError(
                f"pending[{i}].args[0]: a Rascal draw waits with one draw left per faceup Rascal at most, "
                "and cards in the deck"
            )

    def args_discarding(self, i: int, seat: int, args: tuple[int, int, int]) -> None:
        s = self.s
        dest, goth, mortician = args
        wanted = ABILITY_DISCARD_DESTS.get(self.context[i], TOP) if i in self.steps else TOP
        if dest != wanted:
            raise PositionError(
                f"pending[{i}].args[0]: these discarded cards go elsewhere (destination {wanted})"
            )
        goths = self.count("goth_girl")
        if not 0 <= goth <= goths:
            raise PositionError(
                f"pending[{i}].args[1]: a discard sends at most one card per Goth Girl to the bottom of the "
                f"deck, and this deck has {goths}"
            )
        if mortician not in (0, 1) or (
            mortician and (seat != s.current or dest != TOP or not self.count("mortician"))
        ):
            raise PositionError(
                f"pending[{i}].args[2]: a Mortician acts only on its owner's own discards to the pile"
            )
        if self.top(i) and not goth:
            raise PositionError(
                f"pending[{i}]: a discard waits for a decision only while a Goth Girl may redirect a card"
            )
        if not self.top(i) and not mortician:
            raise PositionError(
                f"pending[{i}]: only a Mortician's question or its ability can interrupt a discard"
            )

    def args_mortician(self, i: int, seat: int, args: tuple[()]) -> None:
        s = self.s
        if not s.stack[i - 1][2][2]:
            raise PositionError(
                f"pending[{i}]: a Mortician's question comes only during a discard it may act on"
            )
        if not s.pile or not activatable(s, s.pile[-1]):
            raise PositionError(
                "pile[0]: a Mortician is asked about a faceup draw-and-discard card just discarded"
            )

    def args_resolved(self, i: int, seat: int, args: tuple[int]) -> None:
        pinned = int(self.s.stack[i - 1][0] == "resolved")
        if args[0] != pinned:
            how = "copied or invoked where it lies" if pinned else "played from the discard pile"
            raise PositionError(
                f"pending[{i}].args[0]: this ability is {how}, so its pinned flag is {pinned}"
            )

    def args_tanner(self, i: int, seat: int, args: tuple[()]) -> None:
        self.moves_itself(i)

    def args_gremlin(self, i: int, seat: int, args: tuple[()]) -> None:
        self.moves_itself(i)

    def moves_itself(self, i: int) -> None:
        s = self.s
        if s.stack[i - 1][2][0] or s.sources[-1] not in s.pile:
            raise PositionError(
                f"pending[{i}]: only a card resolved from the discard pile moves itself to a village (AMB-27)"
            )

    def looked(self, i: int, seat: int, flat: tuple[int, ...], most: int, own: bool) -> None:
        s = self.s
        pairs = list(zip(flat[0::2], flat[1::2], strict=False))
        ok = len(flat) % 2 == 0 and len(pairs) < most and len(set(pairs)) == len(pairs)
        for v, x in pairs:
            ok = ok and self.spot_ok(v, x) and (v == seat or not own)
            ok = ok and not s.up[s.villages[v][x]] and s.knows(s.villages[v][x], seat)
        if not ok:
            raise PositionError(
                f"pending[{i}].args: the cards already looked at are fewer than {most} distinct facedown "
                "cards that the player now knows"
            )

    def args_beholder(self, i: int, seat: int, args: tuple[int, ...]) -> None:
        self.looked(i, seat, args, 2, own=True)

    def args_psychic(self, i: int, seat: int, args: tuple[int, ...]) -> None:
        self.looked(i, seat, args, 3, own=False)

    def first_choice(self, i: int, kind: str, args: tuple[int, ...], facedown: bool) -> None:
        s = self.s
        if args and (
            len(args) != 2 or not self.spot_ok(*args) or (facedown and s.up[s.villages[args[0]][args[1]]])
        ):
            raise PositionError(
                f"pending[{i}].args: the first card of this {kind!r} decision is one village spot"
            )

    def args_huntress(self, i: int, seat: int, args: tuple[int, ...]) -> None:
        self.first_choice(i, "huntress", args, facedown=True)

    def args_troublemaker(self, i: int, seat: int, args: tuple[int, ...]) -> None:
        self.first_choice(i, "troublemaker", args, facedown=False)

    def args_idiot_pick(self, i: int, seat: int, args: tuple[int, ...]) -> None:
        picks = list(zip(args[1::2], args[2::2], strict=False))
        villages = [v for v, _ in picks]
        if (
            len(args) % 2 != 1
            or args[0] not in (0, 1)
            or villages != sorted(set(villages))
            or not all(self.spot_ok(v, x) for v, x in picks)
        ):
            raise PositionError(
                f"pending[{i}].args: a Village Idiot's choice is a direction (0 or 1) and one spot per "
                "village so far, in seat order"
            )

    def args_robber_look(self, i: int, seat: int, args: tuple[int]) -> None:
        s = self.s
        j = args[0]
        if not self.spot_ok(seat, j) or s.knows(s.villages[seat][j], seat):
            raise PositionError(
                f"pending[{i}].args[0]: a Robber may look only at a robbed card it does not know yet"
            )

    def args_scoring(self, i: int, seat: int, args: tuple[int, int]) -> None:
        s = self.s
        step, offset = args
        wanted = {REGIFT: "regift", HUNT: "hunt", NEXT: "keep"}.get(step)
        if wanted is None or not (0 <= offset < self.n if step != NEXT else offset == 0):
            raise PositionError(
                f"pending[{i}].args: these are not a step of the scoring and a seat's turn in it"
            )
        if len(s.stack) != 2 or s.stack[1][0] != wanted:
            raise PositionError(f"pending[{i + 1}]: this step of the scoring asks only for {_a(wanted)}")

    def scoring_card(self, i: int, seat: int, index: int, key: str) -> None:
        s = self.s
        village = s.villages[seat]
        card = village[index] if 0 <= index < len(village) else NO_CARD
        if card == NO_CARD or s.config.keys[card] != key or not s.live(card) or not (s.t_used >> card) & 1:
            raise PositionError(
                f"pending[{i}].args[0]: this decision is about a faceup {self.name(key)} of seat {seat}, "
                "marked as used this round"
            )

    def args_regift(self, i: int, seat: int, args: tuple[int]) -> None:
        self.scoring_card(i, seat, args[0], "regifter")

    def args_hunt(self, i: int, seat: int, args: tuple[int]) -> None:
        self.scoring_card(i, seat, args[0], "hunter")

    def args_keep(self, i: int, seat: int, args: tuple[int]) -> None:
        s = self.s
        village = s.villages[seat]
        card = village[args[0]] if 0 <= args[0] < len(village) else NO_CARD
        if card == NO_CARD or s.config.keys[card] != "commander" or not s.live(card):
            raise PositionError(
                f"pending[{i}].args[0]: the Commander that keeps a card lies faceup at this spot"
            )
        if s.round >= s.config.rounds:
            raise PositionError(f"pending[{i}]: a Commander keeps nothing after the last round")

    # ------------------------------------------------------------------ held cards, limbo
    def held(self) -> None:
        """One held card per decision about one, the Rascals' draws for ``rascal`` and ``choose``.

        Held cards are stacked like their decisions (a Curator's discard may interrupt one, and a
        Mortician activate a Witch that draws another card): the top decision's card is ``hand[-1]``.
        The Rascals' draws number one card more than the faceup Rascals when the draw began: those
        are counted now, unless a Curator (which may act in the middle of a decision) is in the deck.
        """
        s = self.s
        low = high = 0
        for i, (kind, seat, args) in enumerate(s.stack):
            exact = self.top(i) and not self.count("curator")
            rascals = s.faceup_count(seat, "rascal") if exact else self.count("rascal")
            if kind in HOLDS_ONE:
                low, high = low + 1, high + 1
            elif kind == "rascal":  # args_rascal made sure that a draw is left
                drawn = rascals + 1 - args[0]  # exactly, or at most
                low, high = low + (drawn if exact else 1), high + drawn
            elif kind == "choose":
                low, high = low + 2, high + rascals + 1
        if not low <= len(s.hand) <= high:
            if not high:
                raise PositionError("hand: cards are held only while a decision about them is pending")
            kinds = ", ".join(repr(f[0]) for f in s.stack if f[0] in HOLDS_ONE | HOLDS_DRAWS)
            if low > high:
                raise PositionError(f"hand: the pending decisions ({kinds}) need more faceup Rascals")
            wanted = f"{low} to {high}" if low < high else str(low)
            wanted += " card" if high == 1 else " cards"
            raise PositionError(f"hand: the pending decisions ({kinds}) hold {wanted}, not {len(s.hand)}")
        top = s.stack[-1][0] if s.stack else ""
        if top == "cleaner" and self.identities and s.config.keys[s.hand[-1]] != "cleaner":
            raise PositionError(
                f"hand[{len(s.hand) - 1}]: only a Cleaner drawn by the player claims cards of the village"
            )

    def limbo(self) -> None:
        s = self.s
        kinds = [f[0] for f in s.stack]
        wanted = kinds.count("discarding") + (1 if kinds and kinds[-1] in HOLDS_LIMBO else 0)
        if len(s.limbo) != wanted:
            raise PositionError(
                f"limbo: the pending decisions discard {wanted} groups of cards, so {wanted} wait in limbo, "
                f"not {len(s.limbo)}"
            )
        top = s.stack[-1] if s.stack else None
        if top and top[0] == "discarding" and not s.limbo[-1]:
            raise PositionError(f"limbo[{len(s.limbo) - 1}]: the pending discard has a card left to send")
        if top and top[0] == "into" and len(s.limbo[-1]) < len(top[2][1]):
            raise PositionError(
                f"limbo[{len(s.limbo) - 1}]: the incoming card takes one of the spots the set left, so the "
                "set has at least as many cards as there are spots offered"
            )

    # ------------------------------------------------------------------ turn, round, scores
    def round_and_scores(self) -> None:
        s = self.s
        scored = self.phase == OVER or (self.phase == SCORING and s.stack[0][2][0] == NEXT)
        finished = s.round - 1 + int(scored)
        if len(s.scores) != finished:
            raise PositionError(
                f"scores: one row of scores per round scored so far ({finished}), not {len(s.scores)}"
            )
        cap = sum(s.config.numbers) + 10
        for r, row in enumerate(s.scores):
            for p, x in enumerate(row):
                if not 0 <= x <= cap:
                    raise PositionError(
                        f"scores[{r}][{p}]: a round score is a number from 0 to {cap}, not {x}"
                    )
        if self.phase == OVER and s.round != s.config.rounds:
            raise PositionError(f"round: a game is over after its last round, round {s.config.rounds}")
        if self.phase == SETUP and s.round == 1:
            if s.turn_no:
                raise PositionError(
                    "turn: no turn is played before the first round is set up, so the counter is 0"
                )
            return
        least = max(1, s.round - 1 if self.phase == SETUP else s.round)
        if s.turn_no < least:
            raise PositionError(
                f"turn: every round so far has had a turn, so the counter is at least {least}"
            )

    def ending(self) -> None:
        s = self.s
        ended = self.phase in (SCORING, OVER)
        if bool(s.ending) != ended:
            if ended:
                raise PositionError("ending: a round that is being scored, or over, says why it ended")
            raise PositionError(
                f"ending: the round is still being played, so it has not ended ({s.ending!r})"
            )
        if s.ending == "call" and s.caller < 0:
            raise PositionError("ending: a round ends by a call only if someone called")
        if s.ending == "deck" and (s.deck or s.area):
            raise PositionError(
                "ending: a round ends by depletion once the deck and the Squire draw area are empty"
            )
        if s.ending == "count" and (s.deck or not self.count("count")):
            raise PositionError("ending: a round ends by the Count only when the Count empties the deck")
        if s.ending == "villagers" and (
            len(s.config.villagers) != 2 or s.faceup_in_villages("villager") != 2
        ):
            raise PositionError("ending: a round ends by the Villagers only when both lie faceup in villages")

    def caller(self) -> None:
        """No caller, no final turns; during play, the other players still to finish their final turn
        (the current one included); at scoring, what fits the reason the round ended."""
        s = self.s
        n = self.n
        if s.caller < 0:
            if s.finals:
                raise PositionError("finals: nobody has called, so no final turns are owed")
            return
        if self.phase == SETUP:
            raise PositionError("caller: a call is forgotten when the next round is dealt")
        if s.ending == "call":
            owed, last = 0, (s.caller - 1) % n
            if s.current != last:
                raise PositionError(
                    f"current: a called round ends with the turn of seat {last}, the last to play"
                )
        elif s.current == s.caller:
            # only depletion ends a round on the call's own turn: a call in a Con Artist's extra turn,
            # with the deck and the draw area already empty (the extra turn has no depletion check)
            if s.ending != "deck":
                raise PositionError("current: the player who called plays no more turns in this round")
            owed = n - 1
        else:  # a final turn is counted once it is over; depletion ends the round after one
            owed = (s.caller - s.current) % n - (1 if s.ending == "deck" else 0)
        if s.finals != owed:
            raise PositionError(
                f"finals: seat {s.caller} called and it is seat {s.current}'s turn, so the final turns "
                f"owed are {owed}, not {s.finals}"
            )

    # ------------------------------------------------------------------ the token
    def token(self) -> None:
        s = self.s
        token = s.config.token
        scored = self.phase == OVER or (self.phase == SCORING and s.stack[0][2][0] == NEXT)
        if s.token_card != NO_CARD:
            if token == "coin":
                raise PositionError("token.on: the coin is flipped, it never covers a card")
            if self.phase == SETUP:
                raise PositionError(
                    f"token.on: the {token} is placed during a turn, never while a round is set up"
                )
            if s.round == 1:
                raise PositionError(
                    f"token.on: nobody can place the {token} in round 1 (it is won by a call)"
                )
            if s.token_card not in s.villages[s.start]:
                raise PositionError(
                    f"token.on: the {token} covers a card of its holder's village (seat {s.start} this round)"
                )
            if not scored and not s.token_active:
                raise PositionError(f"token.active: only an active {token} can have been placed")
        if scored:  # the token has gone to the winner of the round's call, or to its lowest score
            last = s.scores[-1]
            ok = s.caller >= 0 and last[s.caller] == 0
            holder, active = token_after_round(last, s.caller, ok, s.start, self.n)
            if (s.token_holder, s.token_active) != (holder, active):
                state = "active" if active else "inactive"
                raise PositionError(
                    f"token: after this round's scores the token goes to seat {holder}, {state}"
                )
            if self.phase == OVER:
                totals = [sum(row[p] for row in s.scores) for p in range(self.n)]
                winner = game_winner(totals, s.token_holder, self.n)[0]
                if s.winner != winner:
                    raise PositionError(
                        f"winner: with these scores and the token the winner is seat {winner}"
                    )
            return
        if s.token_holder != s.start:
            raise PositionError(
                f"token.holder: during a round the token lies with its start player, seat {s.start}"
            )
        if s.round == 1:
            if s.token_active:
                raise PositionError("token.active: the token is inactive in round 1 (it is won by a call)")
            return
        last = s.scores[-1]
        if last[s.start] != min(last):
            raise PositionError(
                f"token.holder: seat {s.start} did not have the lowest score of round {s.round - 1}, so it "
                "cannot hold the token"
            )
        if s.token_active and last[s.start]:
            raise PositionError(
                f"token.active: an active token is won by a successful call, which scores 0, but seat "
                f"{s.start} scored {last[s.start]} in round {s.round - 1}"
            )

    # ------------------------------------------------------------------ zones
    def zones(self) -> None:
        s = self.s
        aside = ROW * (ROWS - self.n)
        if len(s.aside) != aside:
            raise PositionError(f"aside: with {self.n} players, {aside} cards are set aside in every round")
        for i, c in enumerate(s.aside):
            if s.up[c] or s.known[c]:
                raise PositionError(f"aside[{i}]: the rows set aside stay facedown and nobody looks at them")
        if not any(self.count(k) for k in DECK_TURNERS):
            for k, c in enumerate(reversed(s.deck)):
                if s.up[c]:
                    raise PositionError(
                        f"deck[{k}].up: only a Cow, an Instigator or a Goth Girl turns a deck card faceup, "
                        "and this game's deck has none of them"
                    )
        if not any(self.count(k) for k in PILE_HIDERS):
            for k, c in enumerate(reversed(s.pile)):
                if not s.up[c]:
                    raise PositionError(
                        f"pile[{k}].up: only a Golem or an Instigator puts a facedown card on the discard "
                        "pile, and this game's deck has neither"
                    )
        squires = self.count("squire")
        if len(s.area) > squires:
            raise PositionError(
                f"area: the Squire draw area holds at most one card per Squire, and this deck has {squires}"
            )
        for i, c in enumerate(s.area):
            if not s.up[c]:
                raise PositionError(f"area[{i}].up: cards in the Squire draw area lie faceup")
        hunters = self.count("hunter")
        if s.removed and (self.phase not in (SCORING, OVER) or len(s.removed) > hunters):
            raise PositionError(
                f"removed: cards are removed only by Hunters when a round is scored, one per Hunter, and "
                f"this deck has {hunters}"
            )
        placing = bool(s.stack) and s.stack[-1][0] == "commander"
        if (s.kept != NO_CARD) != placing:
            raise PositionError(
                "kept: a kept card waits exactly while its owner has to place it in the new round"
            )
        if s.kept != NO_CARD:
            if not self.count("commander") or s.config.keys[s.kept] == "commander":
                raise PositionError("kept.card: a Commander keeps another card of its village")
            if s.up[s.kept] or s.known[s.kept]:
                raise PositionError("kept: the kept card waits facedown, seen by nobody, until it is placed")
        if s.rot and (self.phase == SETUP or not self.count("curator")):
            raise PositionError(
                "rotated: only a Curator turns cards, and rotations are cleared when a round is dealt"
            )
        for b, bg in enumerate(s.guards):
            if self.phase == SETUP:
                raise PositionError("guards: guards are cleared when a round is dealt")
            if not s.live(bg):
                raise PositionError(
                    f"guards[{b}][0]: a Bodyguard under the silver bullet has no ability and guards nothing"
                )

    # ------------------------------------------------------------------ per-turn marks
    def marks(self) -> None:
        s = self.s
        used = [c for c in s.villages_cards() if (s.t_used >> c) & 1]
        streak = [c for c in s.villages_cards() if (s.streak >> c) & 1]
        if self.phase == SETUP and (used or streak):
            raise PositionError("this_turn: no card has been used yet while a round is set up")
        keys = s.config.keys
        scoring = self.phase in (SCORING, OVER)
        allowed = SCORING_KEYS if scoring else PER_TURN_KEYS
        for c in used:  # a used card may have moved to another village since (a swap), or facedown
            name = s.config.types[c].name
            if (s.up[c] or self.identities) and keys[c] not in allowed:
                what = (
                    "Regifters and Hunters when a round is scored" if scoring else "cards with a use per turn"
                )
                raise PositionError(
                    f"this_turn.used: the {name} at {self.paths[c]} has no use to mark; only {what} do"
                )
            if scoring and not s.live(c):
                raise PositionError(
                    f"this_turn.used: the {name} at {self.paths[c]} was used at scoring, so it is faceup"
                )
        for c in streak:
            if (s.up[c] or self.identities) and keys[c] != "con_artist":
                name = s.config.types[c].name
                raise PositionError(f"this_turn.streak: the {name} at {self.paths[c]} is not a Con Artist")
        if self.phase != PLAY:
            return  # the marks of the last turn stay until the next one
        if (used or any(f[0] == "resolved" for f in s.stack)) and not s.t_ability:
            raise PositionError(
                "this_turn.ability: a card or an ability has been used this turn, so this is true"
            )
        if s.stack[0][0] == "turn" and not s.t_ability and s.obtained != NO_CARD:
            raise PositionError(
                "this_turn.obtained: before the main action only an ability brings a card into the village"
            )

    # ------------------------------------------------------------------ the set-up of a round
    def setup(self) -> None:
        s = self.s
        placing = s.kept != NO_CARD
        for v, village in enumerate(s.villages):
            if len(village) != ROW:
                raise PositionError(
                    f"villages[{v}]: every village holds {ROW} cards while the round is set up"
                )
            for i, c in enumerate(village):
                if s.up[c]:
                    raise PositionError(
                        f"villages[{v}][{i}].up: village cards are facedown while the round is set up"
                    )
        deck = s.config.card_count - ROWS * ROW - 1 - int(placing)  # the first discard; the kept card
        if len(s.deck) != deck or len(s.pile) != 1 or not s.up[s.pile[0]]:
            raise PositionError(
                f"deck: while a round is set up the deck holds {deck} cards, the discard pile one faceup card"
            )
        for k, c in enumerate(reversed(s.deck)):
            if s.up[c] or s.known[c]:
                raise PositionError(f"deck[{k}]: the deck is facedown and unseen while the round is set up")
        if s.area:
            raise PositionError("area: the Squire draw area is empty when a round starts")
        pending = {f[1] for f in s.stack if f[0] == "peek"}
        public = [c for c in s.villages_cards() if s.known[c] == s.everyone]
        if len(public) > (0 if placing or s.round == 1 or not self.count("commander") else 1):
            raise PositionError(
                f"{self.paths[public[-1]]}.seen: only the card a Commander kept is known to all"
            )
        for v, village in enumerate(s.villages):
            private = 0
            for i, c in enumerate(village):
                if c in public or not s.known[c]:
                    continue
                if s.known[c] != 1 << v:
                    raise PositionError(
                        f"villages[{v}][{i}].seen: while the round is set up a player knows only cards of "
                        "their own village"
                    )
                private += 1
            if v in pending:
                if private:
                    raise PositionError(
                        f"villages[{v}]: seat {v} has not looked at its cards yet, so it knows none"
                    )
            elif private not in ((1, 2) if any(c in public for c in village) else (2,)):
                raise PositionError(
                    f"villages[{v}]: seat {v} has looked at two of its cards, so it knows two"
                )
