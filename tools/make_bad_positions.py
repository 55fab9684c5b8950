"""Impossible positions: the corpus in ``tests/data/bad/impossible/`` and the evidence for the position
rules of ``silver_desktop/engine/position_checks.py``. Run it from the repository's root:

    python tools/make_bad_positions.py              # write the corpus; commit what it writes
    python tools/make_bad_positions.py --grammar    # play random games and check the rules against them

**The corpus.** Every case of :data:`MUTATIONS` turns a position reached in a seeded random game into
one that cannot arise in play (the audit's three cases first). Each case is saved once, as a game
record that starts from the impossible position (``{"format": "silver-record", ..., "start":
{"position": ...}, "actions": []}``), named after the case, so that every reader of records (the
engine, ``silver-sim replay``, the window's ``--open`` and ``--replay``) must refuse it with a message
naming the field at fault. The folder holds nothing else; the script empties it first. The output
depends only on this script and the engine (seeded games), so running it twice writes the same bytes.

**The evidence** (``--grammar``). Plays random games over every edition, random mixes, promo cards on
random numbers 0-13 and 2-4 players (half of them preferring the moves that build deep decision
stacks), checks every position they reach with
:func:`~silver_desktop.engine.position_checks.check_state` (a valid position must never be refused)
and counts which entries of the grammar's tables the positions use: an entry no position uses is
printed, since it may make the grammar looser than play. A Curator's discard in the middle of another
decision is so rare in play that it is also made on purpose wherever a decision allows it
(:func:`curator_interrupt`).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec, GameConfig
from silver_desktop.engine.discard import TOP
from silver_desktop.engine.errors import ConfigError, PositionError
from silver_desktop.engine.exchange import CLEANER, PENALTY
from silver_desktop.engine.position import to_position
from silver_desktop.engine.position_checks import (
    ABILITY_DISCARD_DESTS,
    ABILITY_STEPS,
    CURATOR_INTERRUPTS,
    GRAMMAR,
    HELD_ORIGINS,
    PER_TURN_KEYS,
    VICTIM_ABILITIES,
    check_state,
)
from silver_desktop.engine.rules import apply_unchecked, legal_actions, new_game
from silver_desktop.engine.state import State

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "bad" / "impossible"
DECKS = ("silver", "bullet", "coin", "random-mix", "random-mix")
#: The seeded sample the corpus is cut from.
CORPUS_GAMES = 80
CORPUS_SEED = 14

Position = dict[str, Any]


# ---------------------------------------------------------------------- random games
def random_config(rng: random.Random) -> GameConfig:
    """2-4 players; a pure edition or a random mix; each promo card on a random number 0-13 or not."""
    promos = [(key, rng.randrange(14)) for key in sorted(PROMO_DEFAULTS) if rng.random() < 0.5]
    deck = rng.choice(DECKS)
    seed = rng.getrandbits(32)
    while True:
        try:
            spec = DeckSpec.parse(deck, seed=seed, promos=tuple(promos))
            spec.validate()
            break
        except ConfigError:  # two promo cards on a number of two cards: drop one
            promos.pop()
    return GameConfig(players=rng.choice((2, 3, 4)), deck=spec, rounds=rng.choice((1, 2, 4)))


#: Verbs that lead to deep decision stacks (abilities, sets, discards in the middle of a decision):
#: the odd-numbered games of :func:`random_games` prefer them, to reach rare moments sooner.
DEEP_VERBS = frozenset(
    {
        "use",
        "activate",
        "copy",
        "invoke",
        "pick",
        "blob",
        "set",
        "add",
        "confirm",
        "clean",
        "rotate",
        "retire",
        "more",
        "extra",
        "bottom",
    }
)


def random_games(games: int, seed: int) -> Iterator[State]:
    """Every state of ``games`` random games, game over included: uniformly random legal actions in the
    even-numbered games, a preference for :data:`DEEP_VERBS` in the odd-numbered ones.

    The same state object is yielded again after each action: clone it to keep it.
    """
    rng = random.Random(seed)
    for game in range(games):
        s = new_game(random_config(rng), rng.getrandbits(32))
        s.events = None
        while True:
            yield s
            if not s.stack:
                break
            legal = legal_actions(s)
            deep = [a for a in legal if a.verb in DEEP_VERBS] if game % 2 else []
            apply_unchecked(s, rng.choice(deep if deep and rng.random() < 0.7 else legal))


def features(s: State) -> tuple[Any, ...]:
    """What makes a state interesting for the catalogue: its stack's kinds and a few markers."""
    return (
        tuple(f[0] for f in s.stack),
        s.config.token,
        s.round > 1,
        s.token_active,
        s.token_card >= 0,
        s.caller >= 0,
        bool(s.area),
        bool(s.guards),
        bool(s.t_used),
        len(s.config.villagers) == 2,
    )


def sample_positions(games: int, seed: int, per_feature: int = 2) -> list[Position]:
    """Positions of random games: up to ``per_feature`` of each kind of moment (:func:`features`)."""
    kept: Counter[tuple[Any, ...]] = Counter()
    out = []
    for s in random_games(games, seed):
        key = features(s)
        if kept[key] < per_feature:
            kept[key] += 1
            out.append(to_position(s))
    return out


# ---------------------------------------------------------------------- the grammar's evidence
def entries_used(s: State) -> set[tuple[Any, ...]]:
    """The entries of the grammar's tables that the stack of ``s`` uses."""
    used: set[tuple[Any, ...]] = set()
    sources = iter(s.sources)
    context = "floor"
    source = ""
    for i, (kind, seat, args) in enumerate(s.stack):
        below = s.stack[i - 1][0] if i else "floor"
        used.add(("on", kind, below))
        if below == "resolved":
            context = source
            used.add(("step", source, kind))
        elif below != "end":
            context = below
        if kind in ("hand", "set", "lycan", "cleaner", "into", "end") and args[0] != PENALTY:
            used.add(("origin", context, args[0]))
        if kind == "discarding" and below == "resolved":
            used.add(("dest", context, args[0]))
            if seat != s.current:
                used.add(("victim", context))
        if kind == "resolved":
            source = s.config.keys[next(sources)]
    return used


def grammar_entries() -> set[tuple[Any, ...]]:
    """Every entry of the tables of ``position_checks``."""
    out: set[tuple[Any, ...]] = set()
    for kind, rule in GRAMMAR.items():
        out.update(("on", kind, below) for below in rule.on)
    for key, kinds in ABILITY_STEPS.items():
        out.update(("step", key, kind) for kind in kinds)
    for context, origins in HELD_ORIGINS.items():
        out.update(("origin", context, origin) for origin in origins)
    out.add(("origin", "after", CLEANER))  # the incoming Cleaner of a successful claim (``into``)
    out.update(
        ("dest", key, ABILITY_DISCARD_DESTS.get(key, TOP))
        for key, kinds in ABILITY_STEPS.items()
        if "discarding" in kinds
    )
    out.update(("victim", key) for key in VICTIM_ABILITIES)
    return out


def curator_interrupt(s: State) -> State | None:
    """``s`` changed so that its current player may discard a rotated faceup Goth Girl with a faceup
    Curator in the middle of the pending decision, and that discard applied; None if ``s`` does not
    lend itself to it. Evidence for :data:`CURATOR_INTERRUPTS`, whose moments random play rarely
    reaches (a card rotated in an earlier turn, an unused Curator and a Goth Girl, all at once)."""
    kind = s.stack[-1][0] if s.stack else ""
    if kind not in CURATOR_INTERRUPTS or s.limbo or s.ending or not s.config.has_curator:
        return None
    t = s.clone()
    seat = t.current
    village = t.villages[seat]
    marked = {t.token_card, t.obtained, *t.guards, *t.guards.values(), *t.sources}
    spots = [i for i, c in enumerate(village) if c not in marked and not (t.t_used >> c) & 1]
    for i, key in zip(spots[:2], ("curator", "goth_girl"), strict=False):
        card = next((c for c in t.config.cards_of(key) if c in t.deck), None)
        if card is None:
            return None
        j = t.deck.index(card)
        t.deck[j], village[i] = village[i], card
        t.up[village[i]], t.known[village[i]] = True, t.everyone
        t.up[t.deck[j]], t.known[t.deck[j]] = False, 0
    goth = next((i for i, c in enumerate(village) if t.config.keys[c] == "goth_girl" and t.up[c]), None)
    if len(spots) < 2 or goth is None:
        return None
    t.rot |= 1 << village[goth]
    retire = Action("retire", (goth,))
    try:
        check_state(t)  # the exchanged cards mattered to the pending decision (a Rascal...): no evidence
    except PositionError:
        return None
    if retire not in legal_actions(t):
        return None
    apply_unchecked(t, retire)
    return t


def grammar(games: int, seed: int) -> int:
    """Check every position of ``games`` random games; print failures and unused entries."""
    used: Counter[tuple[Any, ...]] = Counter()
    failures: Counter[str] = Counter()
    positions = 0
    directed = 0
    for s in random_games(games, seed):
        positions += 1
        try:
            check_state(s)
            interrupted = curator_interrupt(s)
            if interrupted is not None:
                directed += 1
                check_state(interrupted)
        except PositionError as e:
            failures[str(e)] += 1
            continue
        for entry in entries_used(s) | (entries_used(interrupted) if interrupted else set()):
            used[entry] += 1
    print(
        f"{games} games, {positions} positions (and {directed} Curator interruptions), "
        f"{sum(failures.values())} refused"
    )
    for message, count in failures.most_common(20):
        print(f"  refused {count}x: {message}")
    table = grammar_entries()
    unknown = sorted(set(used) - table, key=str)
    unused = sorted(table - set(used), key=str)
    for entry in unknown:  # a position passed the checks with an entry not in the tables: a bug here
        print(f"  used, not a table entry: {entry} ({used[entry]}x)")
    for entry in unused:
        print(f"  never used: {entry}")
    print(f"{len(table) - len(unused)} of {len(table)} table entries used")
    return 1 if failures else 0


# ---------------------------------------------------------------------- the catalogue
class Mutation(NamedTuple):
    """A change that makes a valid position impossible: ``change`` edits the position in place and
    returns the JSON path the refusal must name, or None when it does not apply to this position."""

    name: str
    field: str  # the start of every path ``change`` returns (for the corpus files)
    about: str
    change: Callable[[Position], str | None]


MUTATIONS: list[Mutation] = []


def case(
    field: str, about: str
) -> Callable[[Callable[[Position], str | None]], Callable[[Position], str | None]]:
    """Add the decorated function to :data:`MUTATIONS` (named after it, with dashes)."""

    def add(change: Callable[[Position], str | None]) -> Callable[[Position], str | None]:
        MUTATIONS.append(Mutation(change.__name__.replace("_", "-"), field, about, change))
        return change

    return add


def _phase(p: Position) -> str:
    pending = p["pending"]
    if not pending:
        return "over"
    return {"begin": "setup", "scoring": "scoring"}.get(pending[0]["kind"], "play")


def _kinds(p: Position) -> list[str]:
    return [f["kind"] for f in p["pending"]]


def _top(p: Position) -> str:
    return p["pending"][-1]["kind"] if p["pending"] else ""


def _keys(p: Position) -> Counter[str]:
    """How many cards of each key this game's deck holds."""
    cards = [c for v in p["villages"] for c in v]
    for zone in ("deck", "pile", "area", "hand", "aside", "removed"):
        cards += p[zone]
    for group in p.get("limbo", []):
        cards += group
    if p.get("kept"):
        cards.append(p["kept"])
    return Counter(c["card"].split(".", 1)[1] for c in cards)


def _token(p: Position) -> str:
    return {"silver": "amulet", "bullet": "bullet", "coin": "coin"}[p["settings"]["deck"]["base"]]


def _players(p: Position) -> int:
    players: int = p["settings"]["players"]
    return players


def _frame(kind: str, seat: int, *args: Any) -> dict[str, Any]:
    return {"kind": kind, "seat": seat, "args": list(args)}


def _push(p: Position, kind: str, seat: int, *args: Any) -> str:
    p["pending"].append(_frame(kind, seat, *args))
    return f"pending[{len(p['pending']) - 1}]"


def _faceup(card: dict[str, Any]) -> None:
    card["up"] = True
    card.pop("seen", None)


def _playing(p: Position, *tops: str) -> bool:
    return _phase(p) == "play" and (not tops or _top(p) in tops)


def _other(p: Position, seat: int) -> int:
    return (seat + 1) % _players(p)


# the audit's three cases -------------------------------------------------------------------
@case("pending", "a second decision about a held card, for another seat (crashed the next move)")
def second_hand_for_another_seat(p: Position) -> str | None:
    if not _playing(p, "hand"):
        return None
    return _push(p, "hand", _other(p, p["current"]), 0)


@case("token.on", "the amulet (or bullet) on a card of another player's village")
def amulet_on_another_players_card(p: Position) -> str | None:
    if not _playing(p) or _token(p) == "coin" or p["round"] < 2 or not p["token"]["active"]:
        return None
    other = _other(p, p["start"])
    if not p["villages"][other]:
        return None
    p["token"]["on"] = f"village:{other}:0"
    return "token.on"


@case("finals", "a caller while play goes on, with no final turn left")
def caller_with_no_final_turns_left(p: Position) -> str | None:
    if not _playing(p) or p["caller"] >= 0:
        return None
    p["caller"], p["finals"] = _other(p, p["current"]), 0
    return "finals"


# the decision stack -------------------------------------------------------------------------
@case("pending[0].seat", "the turn of a seat other than the current player")
def turn_of_another_seat(p: Position) -> str | None:
    if _kinds(p)[:1] != ["turn"]:
        return None
    p["pending"][0]["seat"] = _other(p, p["current"])
    return "pending[0].seat"


@case("pending", "two turns at once")
def turn_on_a_turn(p: Position) -> str | None:
    if _kinds(p) != ["turn"]:
        return None
    return _push(p, "turn", p["current"])


@case("pending", "the end of a main action before it was taken")
def after_on_a_turn(p: Position) -> str | None:
    if _kinds(p) != ["turn"]:
        return None
    return _push(p, "after", p["current"])


@case("pending", "a card to decide about before any main action")
def hand_decision_before_the_main_action(p: Position) -> str | None:
    if _kinds(p) != ["turn"] or not p["deck"]:
        return None
    p["hand"].append(p["deck"].pop(0))
    return _push(p, "hand", p["current"], 0)


@case("pending", "a peek at the start of a round in the middle of a turn")
def peek_during_a_turn(p: Position) -> str | None:
    if not _playing(p, "turn", "after"):
        return None
    return _push(p, "peek", p["current"])


@case("pending[1].seat", "the peeks out of turn order")
def peeks_out_of_order(p: Position) -> str | None:
    if _phase(p) != "setup" or _kinds(p)[1:3] != ["peek", "peek"]:
        return None
    first, second = p["pending"][1], p["pending"][2]
    first["seat"], second["seat"] = second["seat"], first["seat"]
    return "pending[1].seat"


@case("kept", "a Commander's placement with no card kept")
def commander_without_a_kept_card(p: Position) -> str | None:
    if _phase(p) != "setup" or len(p["pending"]) != _players(p) + 1 or p.get("kept"):
        return None
    _push(p, "commander", p["start"])
    return "kept"


@case("pending", "scoring decisions in the middle of a turn")
def scoring_during_a_turn(p: Position) -> str | None:
    if not _playing(p, "after"):
        return None
    return _push(p, "scoring", p["start"], 0, 0)


@case("pending[1].seat", "a Regifter used by a seat whose step it is not")
def regift_by_the_wrong_seat(p: Position) -> str | None:
    if _top(p) != "regift":
        return None
    frame = p["pending"][1]
    frame["seat"] = _other(p, frame["seat"])
    return "pending[1].seat"


@case("pending[1]", "the Hunter step asked during the Regifter step, or the other way round")
def scoring_step_mismatch(p: Position) -> str | None:
    if _top(p) not in ("regift", "hunt"):
        return None
    step = p["pending"][0]["args"]
    step[0] = 1 - step[0]
    return "pending[1]"


@case("pending", "a Con Artist's extra turn offered in the middle of a turn")
def extra_turn_inside_a_turn(p: Position) -> str | None:
    if not _playing(p, "after"):
        return None
    return _push(p, "con", p["current"])


@case("pending", "an ability's decision with no card being resolved")
def ability_with_no_card_resolving(p: Position) -> str | None:
    if not _playing(p, "after", "turn"):
        return None
    return _push(p, "seer", p["current"])


@case("pending", "a decision of one ability while another is being resolved")
def step_of_another_ability(p: Position) -> str | None:
    kinds = _kinds(p)
    if len(kinds) < 2 or kinds[-2] != "resolved" or p["pending"][-1]["args"]:
        return None
    if kinds[-1] in ("hand", "set", "lycan", "into", "order", "end", "discarding", "resolved"):
        return None
    p["pending"][-1]["kind"] = "exposer" if kinds[-1] != "exposer" else "seer"
    return f"pending[{len(kinds) - 1}]"


@case("pending", "an ability played from the pile marked as copied in place, or the other way round")
def pinned_flag_flipped(p: Position) -> str | None:
    hits = [i for i, f in enumerate(p["pending"]) if f["kind"] == "resolved"]
    if not hits:
        return None
    frame = p["pending"][hits[-1]]
    frame["args"][0] = 1 - frame["args"][0]
    return f"pending[{hits[-1]}].args[0]"


@case("pending", "a discard waiting for a Goth Girl decision that no Goth Girl allows")
def discard_without_a_choice(p: Position) -> str | None:
    if not _playing(p, "discarding") or p["pending"][-1]["args"][1] < 1:
        return None
    p["pending"][-1]["args"][1] = 0
    return f"pending[{len(p['pending']) - 1}]"


@case("pending", "the current player's own discard decided by another seat")
def own_discard_for_another_seat(p: Position) -> str | None:
    kinds = _kinds(p)
    if not _playing(p, "discarding") or kinds[-2] not in ("turn", "after"):
        return None
    frame = p["pending"][-1]
    frame["seat"] = _other(p, frame["seat"])
    return f"pending[{len(kinds) - 1}].seat"


@case("pending", "a Mortician's question with nothing being discarded")
def mortician_without_a_discard(p: Position) -> str | None:
    if not _playing(p, "after"):
        return None
    return _push(p, "mortician", p["current"])


@case("pending", "a drawn card treated as a Witch's card with no Witch being resolved")
def witch_card_without_a_witch(p: Position) -> str | None:
    if not _playing(p, "hand") or _kinds(p)[-2] != "after":
        return None
    p["pending"][-1]["args"][0] = 4
    return f"pending[{len(p['pending']) - 1}].args[0]"


@case("pending", "a card taken from the pile by an ability, with no such ability being resolved")
def picked_card_without_an_ability(p: Position) -> str | None:
    if not _playing(p, "hand", "set") or _kinds(p)[-2] != "after":
        return None
    p["pending"][-1]["args"][0] = 3
    return f"pending[{len(p['pending']) - 1}].args[0]"


@case("pending", "a set that holds the same card twice")
def set_with_a_card_twice(p: Position) -> str | None:
    if not _playing(p, "set") or not p["villages"][p["current"]]:
        return None
    p["pending"][-1]["args"][1] = [0, 0]
    return f"pending[{len(p['pending']) - 1}].args[1]"


@case("pending", "a set that holds a spot beyond the end of the village")
def set_beyond_the_village(p: Position) -> str | None:
    if not _playing(p, "set"):
        return None
    p["pending"][-1]["args"][1] = [len(p["villages"][p["current"]])]
    return f"pending[{len(p['pending']) - 1}].args[1]"


@case("pending", "a choice of spot for the incoming card of a set with one spot to offer")
def incoming_card_with_one_spot(p: Position) -> str | None:
    if not _playing(p, "into"):
        return None
    frame = p["pending"][-1]
    frame["args"][1] = frame["args"][1][:1]
    return f"pending[{len(p['pending']) - 1}].args[1]"


@case("pending", "the penalty card of a failed set added before its incoming card")
def penalty_card_above_the_incoming_card(p: Position) -> str | None:
    kinds = _kinds(p)
    if kinds[-2:] != ["end", "end"]:
        return None
    below, top = p["pending"][-2]["args"], p["pending"][-1]["args"]
    below[0], top[0] = top[0], below[0]
    return f"pending[{len(kinds) - 1}]"


@case("pending", "a Rascal draw with no extra draws left")
def rascal_with_no_draw_left(p: Position) -> str | None:
    if not _playing(p, "rascal"):
        return None
    p["pending"][-1]["args"][0] = 0
    return f"pending[{len(p['pending']) - 1}].args[0]"


@case("hand", "one card more in hand than the Rascals allowed to draw")
def rascal_with_a_card_too_many(p: Position) -> str | None:
    if not _playing(p, "rascal") or len(p["deck"]) < 2 or _keys(p)["curator"]:
        return None  # (with a Curator in the deck, the faceup Rascals may have changed since the draw)
    p["hand"].append(p["deck"].pop(0))
    return "hand"


@case("hand", "a Cleaner's claim made with another card in hand")
def cleaner_claim_without_a_cleaner(p: Position) -> str | None:
    if not _playing(p, "cleaner"):
        return None
    other = next((i for i, c in enumerate(p["deck"]) if c["card"] != p["hand"][-1]["card"]), None)
    if other is None:
        return None
    p["hand"][-1], p["deck"][other] = p["deck"][other], p["hand"][-1]
    return "hand[0]"


@case("pending", "a Beholder that looked at half a spot")
def beholder_with_half_a_spot(p: Position) -> str | None:
    if not _playing(p, "beholder", "psychic"):
        return None
    p["pending"][-1]["args"] = [0]
    return f"pending[{len(p['pending']) - 1}].args"


@case("pending", "a Village Idiot moving cards in a third direction")
def village_idiot_third_direction(p: Position) -> str | None:
    if not _playing(p, "idiot_pick"):
        return None
    p["pending"][-1]["args"][0] = 2
    return f"pending[{len(p['pending']) - 1}].args"


# held cards, limbo, cards being resolved -----------------------------------------------------
@case("hand", "a card held before the main action")
def card_held_before_the_main_action(p: Position) -> str | None:
    if _kinds(p) != ["turn"] or not p["deck"]:
        return None
    p["hand"].append(p["deck"].pop(0))
    return "hand"


@case("hand", "two cards held for a decision about one")
def second_card_held(p: Position) -> str | None:
    if not _playing(p, "hand", "set") or not p["deck"]:
        return None
    p["hand"].append(p["deck"].pop(0))
    return "hand"


@case("limbo", "cards waiting to be discarded with no discard under way")
def limbo_without_a_discard(p: Position) -> str | None:
    if _kinds(p) not in (["turn"], ["after"]) or not p["deck"]:
        return None
    p["limbo"] = [[p["deck"].pop(0)]]
    return "limbo"


@case("resolving", "a card listed as being resolved with no ability under way")
def resolving_without_an_ability(p: Position) -> str | None:
    if not _playing(p, "turn", "after") or "resolved" in _kinds(p) or not p["pile"]:
        return None
    p["resolving"] = ["pile:0"]
    return "resolving"


@case("resolving", "one card resolved twice in a chain of abilities")
def resolving_one_card_twice(p: Position) -> str | None:
    if not p.get("resolving"):
        return None
    p["resolving"].append(p["resolving"][-1])
    return f"resolving[{len(p['resolving']) - 1}]"


# the token ------------------------------------------------------------------------------------
@case("token.active", "the amulet (or bullet) placed by a holder whose token is inactive")
def amulet_placed_while_inactive(p: Position) -> str | None:
    token = p["token"]
    if not _playing(p) or _token(p) == "coin" or p["round"] < 2 or token["active"] or token["on"]:
        return None
    if not p["villages"][p["start"]]:
        return None
    token["on"] = f"village:{p['start']}:0"
    return "token.active"


@case("token.active", "an active token in round 1")
def active_token_in_round_one(p: Position) -> str | None:
    if not _playing(p) or p["round"] != 1:
        return None
    p["token"]["active"] = True
    return "token.active"


@case("token.on", "the coin covering a card")
def coin_covering_a_card(p: Position) -> str | None:
    if not _playing(p) or _token(p) != "coin" or not p["villages"][p["start"]]:
        return None
    p["token"]["on"] = f"village:{p['start']}:0"
    return "token.on"


@case("token.holder", "the token away from the start player during a round")
def token_away_from_the_start_player(p: Position) -> str | None:
    if not _playing(p):
        return None
    p["token"]["holder"] = _other(p, p["start"])
    return "token.holder"


@case("token.holder", "the token with a player who did not have the lowest score of the round before")
def token_holder_not_lowest(p: Position) -> str | None:
    if not _playing(p) or p["round"] < 2:
        return None
    last = p["scores"][-1]
    last[p["start"]] = max(last) + 1
    return "token.holder"


@case("token.active", "an active token although its holder did not call successfully (score above 0)")
def active_token_without_a_successful_call(p: Position) -> str | None:
    token = p["token"]
    if not _playing(p) or p["round"] < 2 or token["active"] or token["on"]:
        return None
    p["scores"][-1] = [x + 1 for x in p["scores"][-1]]
    token["active"] = True
    return "token.active"


@case("token", "the token after the last round with a player the rules do not give it to")
def token_transfer_ignored(p: Position) -> str | None:
    if _phase(p) != "over":
        return None
    p["token"]["holder"] = _other(p, p["token"]["holder"])
    return "token"


@case("winner", "a winner other than the one the totals and the token name")
def wrong_winner(p: Position) -> str | None:
    if _phase(p) != "over":
        return None
    p["winner"] = _other(p, p["winner"])
    return "winner"


# the caller and the final turns -------------------------------------------------------------
@case("finals", "final turns owed although nobody called")
def finals_without_a_caller(p: Position) -> str | None:
    if not _playing(p) or p["caller"] >= 0:
        return None
    p["finals"] = 1
    return "finals"


@case("current", "the caller playing again after the call")
def caller_plays_again(p: Position) -> str | None:
    if not _playing(p) or p["caller"] >= 0:
        return None
    p["caller"], p["finals"] = p["current"], 1
    return "current"


@case("finals", "one final turn too many or too few for the caller and the current player")
def finals_off_by_one(p: Position) -> str | None:
    if not _playing(p) or p["caller"] < 0:
        return None
    p["finals"] += 1 if p["finals"] + 1 < _players(p) else -1
    return "finals"


# the turn counter, rounds and scores ---------------------------------------------------------
@case("turn", "a turn under way with the turn counter at 0")
def no_turn_counted_during_play(p: Position) -> str | None:
    if not _playing(p):
        return None
    p["turn"] = 0
    return "turn"


@case("turn", "turns counted before the first round is set up")
def turns_counted_before_the_first_turn(p: Position) -> str | None:
    if _phase(p) != "setup" or p["round"] != 1:
        return None
    p["turn"] = 3
    return "turn"


@case("scores", "a negative round score")
def negative_round_score(p: Position) -> str | None:
    if not p["scores"]:
        return None
    p["scores"][0][0] = -3
    return "scores[0][0]"


@case("scores", "a round score higher than any village can be worth")
def round_score_beyond_any_village(p: Position) -> str | None:
    if not p["scores"]:
        return None
    p["scores"][0][0] = 1000
    return "scores[0][0]"


@case("round", "a game over before its last round")
def game_over_before_the_last_round(p: Position) -> str | None:
    if _phase(p) != "over" or p["round"] < 2:
        return None
    p["round"] -= 1
    p["scores"].pop()
    return "round"


# the zones -------------------------------------------------------------------------------------
@case("aside", "a set-aside row one card short")
def aside_row_short(p: Position) -> str | None:
    if not p["aside"]:
        return None
    p["deck"].append(p["aside"].pop())
    return "aside"


@case("aside", "a faceup card in the rows set aside")
def aside_card_faceup(p: Position) -> str | None:
    if not p["aside"]:
        return None
    _faceup(p["aside"][0])
    return "aside[0]"


@case("aside", "a card of the rows set aside that someone has seen")
def aside_card_seen(p: Position) -> str | None:
    if not p["aside"]:
        return None
    p["aside"][0]["seen"] = [0]
    return "aside[0]"


@case("deck", "a faceup deck card in a deck with no Cow, Instigator or Goth Girl")
def faceup_deck_card_without_a_turner(p: Position) -> str | None:
    keys = _keys(p)
    if not p["deck"] or any(keys[k] for k in ("cow", "instigator", "goth_girl")):
        return None
    _faceup(p["deck"][0])
    return "deck[0].up"


@case("pile", "a facedown discard in a deck with no Golem or Instigator")
def facedown_discard_without_golem_or_instigator(p: Position) -> str | None:
    keys = _keys(p)
    if not p["pile"] or keys["golem"] or keys["instigator"] or _top(p) == "mortician":
        return None
    p["pile"][0]["up"] = False
    return "pile[0].up"


@case("area", "cards in the Squire draw area of a deck with no Squire")
def draw_area_without_squires(p: Position) -> str | None:
    if not _playing(p) or _keys(p)["squire"] or not p["deck"]:
        return None
    card = p["deck"].pop(0)
    _faceup(card)
    p["area"].append(card)
    return "area"


@case("area", "a facedown card in the Squire draw area")
def facedown_draw_area_card(p: Position) -> str | None:
    if not p["area"]:
        return None
    p["area"][0]["up"] = False
    return "area[0].up"


@case("area", "more cards in the Squire draw area than there are Squires")
def draw_area_over_full(p: Position) -> str | None:
    squires = _keys(p)["squire"]
    if not _playing(p) or not squires or len(p["deck"]) + len(p["area"]) <= squires:
        return None
    while len(p["area"]) <= squires:
        card = p["deck"].pop(0)
        _faceup(card)
        p["area"].append(card)
    return "area"


@case("removed", "a card removed from play during a turn")
def removed_during_play(p: Position) -> str | None:
    if not _playing(p) or not p["deck"]:
        return None
    p["removed"].append(p["deck"].pop(0))
    return "removed"


@case("kept", "a card kept for the next round in the middle of a turn")
def kept_card_during_play(p: Position) -> str | None:
    if not _playing(p) or not p["deck"]:
        return None
    p["kept"] = {"card": p["deck"].pop(0)["card"], "seat": 0}
    return "kept"


@case("rotated", "a card turned by a Curator in a deck with no Curator")
def rotation_without_a_curator(p: Position) -> str | None:
    if not _playing(p) or _keys(p)["curator"] or not p["villages"][p["current"]]:
        return None
    p["rotated"] = [f"village:{p['current']}:0"]
    return "rotated"


@case("ending", "a reason for the end of a round that is still being played")
def ending_during_play(p: Position) -> str | None:
    if not _playing(p):
        return None
    p["ending"] = "deck"
    return "ending"


@case("ending", "a round ended by depletion with cards left in the deck")
def depletion_with_cards_left(p: Position) -> str | None:
    if _phase(p) not in ("scoring", "over") or p["ending"] == "deck" or not p["deck"]:
        return None
    p["ending"] = "deck"
    return "ending"


@case("ending", "a round ended by the Villagers without both faceup in villages")
def villagers_ending_without_the_villagers(p: Position) -> str | None:
    if _phase(p) not in ("scoring", "over") or p["ending"] == "villagers":
        return None
    p["ending"] = "villagers"
    return "ending"


@case("ending", "a round ended by the Count in a deck without a Count")
def count_ending_without_a_count(p: Position) -> str | None:
    if _phase(p) not in ("scoring", "over") or _keys(p)["count"]:
        return None
    p["ending"] = "count"
    return "ending"


# the marks of this turn ------------------------------------------------------------------------
@case("this_turn.used", "a once-per-turn mark on a card that has no once-per-turn use")
def used_mark_without_a_use(p: Position) -> str | None:
    if not _playing(p):
        return None
    for v, village in enumerate(p["villages"]):
        for i, c in enumerate(village):
            place = f"village:{v}:{i}"
            key = c["card"].split(".", 1)[1]
            if c["up"] and key not in PER_TURN_KEYS and place not in p["this_turn"]["used"]:
                p["this_turn"]["used"].append(place)
                return "this_turn.used"
    return None


@case("this_turn", "a card used while the round is being set up")
def used_mark_during_setup(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    p["this_turn"]["used"] = ["village:0:0"]
    return "this_turn"


@case("this_turn.streak", "a Con Artist's streak mark on a card that is not a Con Artist")
def streak_mark_on_another_card(p: Position) -> str | None:
    if not _playing(p):
        return None
    for v, village in enumerate(p["villages"]):
        for i, c in enumerate(village):
            if c["up"] and not c["card"].endswith(".con_artist"):
                p["this_turn"]["streak"] = [f"village:{v}:{i}"]
                return "this_turn.streak"
    return None


@case("this_turn.ability", "an ability being resolved on a turn marked as using none")
def ability_flag_false_while_resolving(p: Position) -> str | None:
    if "resolved" not in _kinds(p):
        return None
    p["this_turn"]["ability"] = False
    return "this_turn.ability"


@case("this_turn.obtained", "a card obtained by the main action before it was taken")
def obtained_before_the_main_action(p: Position) -> str | None:
    if _kinds(p) != ["turn"] or p["this_turn"]["ability"] or not p["villages"][p["current"]]:
        return None
    p["this_turn"]["obtained"] = f"village:{p['current']}:0"
    return "this_turn.obtained"


@case("this_turn.used", "a place listed twice among the used cards")
def used_place_listed_twice(p: Position) -> str | None:
    used = p["this_turn"]["used"]
    if not used:
        return None
    used.append(used[0])
    return f"this_turn.used[{len(used) - 1}]"


@case("guards", "one Bodyguard listed as guarding two cards")
def bodyguard_listed_twice(p: Position) -> str | None:
    guards = p["guards"]
    if not guards:
        return None
    guards.append(list(guards[0]))
    return f"guards[{len(guards) - 1}][0]"


# the set-up of a round ----------------------------------------------------------------------
@case("villages", "a village of four cards while the round is set up")
def setup_village_of_four(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    p["deck"].append(p["villages"][0].pop())
    return "villages[0]"


@case("villages", "a faceup village card while the round is set up")
def setup_faceup_village_card(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    _faceup(p["villages"][0][0])
    return "villages[0][0].up"


@case("villages", "a player who knows a card of their village before looking")
def setup_knowledge_before_the_peek(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    seat = p["pending"][-1]["seat"]
    if p["pending"][-1]["kind"] != "peek" or any(c.get("seen") for c in p["villages"][seat]):
        return None
    p["villages"][seat][0]["seen"] = [seat]
    return f"villages[{seat}]"


@case("villages", "a player who knows a card of another village while the round is set up")
def setup_knowledge_of_another_village(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    for i, c in enumerate(p["villages"][0]):
        if not c.get("seen"):
            c["seen"] = [1]
            return f"villages[0][{i}].seen"
    return None


@case("deck", "a deck card someone has seen while the round is set up")
def setup_deck_card_seen(p: Position) -> str | None:
    if _phase(p) != "setup":
        return None
    p["deck"][0]["seen"] = [0]
    return "deck[0]"


# ---------------------------------------------------------------------- the corpus
def applied(mutation: Mutation, pool: list[Position], most: int) -> list[tuple[Position, str]]:
    """``mutation`` applied to the first ``most`` positions of ``pool`` it applies to."""
    out = []
    for position in pool:
        changed = copy.deepcopy(position)
        path = mutation.change(changed)
        if path is not None:
            out.append((changed, path))
            if len(out) == most:
                break
    return out


def record_starting_at(position: Position) -> dict[str, Any]:
    """A game record that starts from ``position`` and has no actions."""
    return {
        "format": "silver-record",
        "version": 1,
        "settings": position["settings"],
        "practice": False,
        "start": {"position": position},
        "actions": [],
    }


def corpus() -> dict[str, bytes]:
    """File name -> content: one record per catalogue case, starting from its impossible position."""
    pool = sample_positions(CORPUS_GAMES, CORPUS_SEED)
    files = {}
    for mutation in MUTATIONS:
        hits = applied(mutation, pool, 1)
        if not hits:
            raise SystemExit(f"no position of the sample fits the case {mutation.name!r}")
        text = json.dumps(record_starting_at(hits[0][0]), ensure_ascii=False, indent=1) + "\n"
        files[f"{mutation.name}.silver"] = text.encode("utf-8")
    return files


def write(files: dict[str, bytes], out: Path = OUT) -> None:
    """Replace the corpus folder's files by ``files``."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():
        old.unlink()
    for name, content in sorted(files.items()):
        (out / name).write_bytes(content)


def main(argv: list[str] | None = None) -> int:
    """Write the corpus, or (``--grammar``) check the position rules against random games."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--grammar", action="store_true", help="check the rules against random games")
    parser.add_argument("--games", type=int, default=3000, help="games to play with --grammar")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games of --grammar")
    args = parser.parse_args(argv)
    if args.grammar:
        return grammar(args.games, args.seed)
    files = corpus()
    write(files)
    print(f"wrote {len(files)} files under {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
