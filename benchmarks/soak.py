"""Soak: many random and bot games over every deck, with invariants and an independent scorer.

    python benchmarks/soak.py --minutes 20                  # 20 minutes of one core
    python benchmarks/soak.py --games 500 --seed 7 --jobs 2 --out soak-cases --json
    python benchmarks/soak.py --game-seed 1234567           # one game again (each case names its seed)

Every game draws, from its own seed: 2-4 players; the deck (``silver``, ``bullet``, ``coin`` or a
random mix); the promo cards (none, or any subset of Commander, Prince and Cleaner with numbers drawn
from 0-13, drawn again whenever ``DeckSpec`` refuses the configuration, and every refusal counted);
who plays each seat (uniform random legal actions, or the Random, Easy, Medium or Hard bot, Hard with a
small fixed iteration budget); and the undo policy.

Checked at every action: every physical card lies in exactly one zone; while the game is not over
there is a legal action, and every legal action applies without an exception (each on a copy of the
state); the position round-trips (``to_position`` -> ``from_position`` -> ``to_position``).
At sampled moments: every seat's view (and redacted position) is unchanged when the cards it has
not seen are dealt again; a few actions are undone under the game's own policy and redone or
replaced; a practice copy undoes everything back to the start and redoes it to the end.
At the end of every round an independent scorer, written here from RULES.md §7, §9.4 and §10 (it
does not call ``engine/scoring.py`` or ``engine/roundend.py``), recomputes the village values, the
call adjustment, the round scores and totals, the token's transfer, the Commander's kept card and,
after the last round, the winner. At the end of every game the record round-trips.

A failure (an exception, a broken invariant, a disagreement with the scorer) ends its game, is
written to ``--out`` as a JSON case (the seed, the settings, the record so far, the failing check and
the traceback) and counted; the run goes on. The exit code is 1 if anything failed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.ai import Bot, Budget, make_bot
from silver_desktop.engine import events as ev
from silver_desktop.engine.actions import Action
from silver_desktop.engine.cards import CardType, Edition
from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.errors import ConfigError
from silver_desktop.engine.events import Event
from silver_desktop.engine.files import write_json_atomic
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.perturb import redeal_unseen
from silver_desktop.engine.position import from_position, to_position
from silver_desktop.engine.record import game_from_record, record_of
from silver_desktop.engine.rules import apply_unchecked, legal_actions
from silver_desktop.engine.state import State
from silver_desktop.engine.view import view

DECKS = ("silver", "bullet", "coin", "random-mix")
PROMO_KEYS = ("commander", "prince", "cleaner")
#: Who plays a seat, and how often: "uniform" picks uniformly among the legal actions itself.
KINDS = ("uniform", "random", "easy", "medium", "hard")
KIND_WEIGHTS = (40, 12, 20, 20, 4)
HARD_ITERATIONS = 2
#: Chances, per action, of the sampled checks.
VIEW_RATE = 0.02
UNDO_RATE = 0.03
HISTORY_RATE = 0.002
#: A game still running after this many actions counts as a hang.
MAX_ACTIONS = 20_000
REPO = Path(__file__).resolve().parent.parent


# ====================================================================== the independent scorer
@attrs.frozen
class ScoredCard:
    """A card as the scorer sees it when the round is scored (RULES.md §7).

    ``kind`` is the card's short name (``copycat``, ``wolfman``, ``commander`` ...); ``value`` its
    printed value (Lycan 1, a promo card the number it was given); ``faceup`` whether it lay faceup in
    the end state (§7 step 0); ``bullet`` whether the silver bullet covers it (§9.2).
    """

    kind: str
    value: int
    faceup: bool = False
    bullet: bool = False


def printed_value(card: CardType, promos: Mapping[str, int]) -> int:
    """§7 step 4 and §13: the printed number; the Lycan scores 1 (printed "+1"); a promo card is worth
    the number its deck gives it (AMB-66/89)."""
    if card.edition is Edition.PROMO:
        return promos[card.key]
    if card.id == "bullet.lycan":
        return 1
    return card.number


def village_value(cards: Sequence[ScoredCard]) -> int:
    """§7 steps 4-7: a village's value.

    The bullet's card does not score (§9.2, AMB-48). Each Copycat is worth the lowest value among the
    other non-Copycat scoring cards, 13 if there are none (AMB-21). With an active Wolfman (faceup in
    the end state) the village is worth 0 when V - 13 < 13, V being the whole sum (§7 step 6, AMB-38);
    with two active Wolfmen that never happens. An empty village is worth 0.
    """
    scoring = [c for c in cards if not c.bullet]
    others = [c.value for c in scoring if c.kind != "copycat"]
    copycat = min(others) if others else 13
    total = sum(copycat if c.kind == "copycat" else c.value for c in scoring)
    if any(c.kind == "wolfman" and c.faceup for c in scoring) and total - 13 < 13:
        return 0
    return total


def call_adjustment(values: Sequence[int], caller: int) -> tuple[list[int], bool]:
    """§7 step 8 (AMB-12): the round scores, and whether the call succeeded (False without a call).

    A caller whose value is at most every other player's value scores 0, otherwise value + 10;
    everybody else scores their village value.
    """
    scores = list(values)
    if caller < 0:
        return scores, False
    succeeded = all(values[caller] <= v for seat, v in enumerate(values) if seat != caller)
    scores[caller] = 0 if succeeded else values[caller] + 10
    return scores, succeeded


def clockwise(origin: int, players: int) -> list[int]:
    """The seats in turn order starting with ``origin`` ("to the left" = clockwise)."""
    return [(origin + step) % players for step in range(players)]


def token_transfer(
    scores: Sequence[int], caller: int, succeeded: bool, holder: int, start: int
) -> tuple[int, bool]:
    """§9.4: who holds the token after the round, and whether it is active.

    A successful caller receives it active, even when someone else also scored 0 (AMB-9). Otherwise
    the lowest round score receives it inactive; on a tie the holder keeps it if tied (AMB-10), else
    the first tied player clockwise from this round's start player receives it (AMB-11/52).
    """
    if caller >= 0 and succeeded:
        return caller, True
    low = min(scores)
    lowest = [seat for seat, v in enumerate(scores) if v == low]
    if len(lowest) == 1:
        return lowest[0], False
    if holder in lowest:
        return holder, False
    return next(seat for seat in clockwise(start, len(scores)) if seat in lowest), False


def game_winner(totals: Sequence[int], holder: int) -> int:
    """§10 (AMB-11/53): the lowest total wins; on a tie the tied player holding the token (after the
    last round's transfer, active or not) wins, else the first tied player clockwise from the holder."""
    low = min(totals)
    tied = [seat for seat, v in enumerate(totals) if v == low]
    return next(seat for seat in clockwise(holder, len(totals)) if seat in tied)


def commander_keeper(villages: Sequence[Sequence[ScoredCard]], last_round: bool) -> int:
    """§7 step 11, §13 (AMB-67): the seat whose Commander, faceup in the end state and still in its
    village after the Regifter and Hunter steps, sets one other card aside for the next round; -1 if
    none (the last round, no such Commander, no other card, or the bullet switched it off, AMB-48)."""
    if last_round:
        return -1
    for seat, cards in enumerate(villages):
        for c in cards:
            if c.kind == "commander" and c.faceup and not c.bullet and len(cards) > 1:
                return seat
    return -1


# ====================================================================== watching the round end
@attrs.frozen
class Table:
    """What the villages held at one moment of a round's end (physical cards)."""

    round: int
    villages: tuple[tuple[int, ...], ...]
    faceup: frozenset[int]
    removed: tuple[int, ...]
    bullet: int
    caller: int
    start: int
    holder: int
    #: the state's round scores, once the round has been scored
    recorded: tuple[int, ...]


def table_of(s: State) -> Table:
    """The table of ``s`` now."""
    bullet = s.token_card if s.config.deck.base is Edition.BULLET else -1
    return Table(
        round=s.round,
        villages=tuple(tuple(v) for v in s.villages),
        faceup=frozenset(c for v in s.villages for c in v if s.up[c]),
        removed=tuple(s.removed),
        bullet=bullet,
        caller=s.caller,
        start=s.start,
        holder=s.token_holder,
        recorded=tuple(s.scores[-1]) if len(s.scores) == s.round else (),
    )


class Tap(list[Event]):
    """A state's event list that notes the table when a round ends (its end state, RULES.md §7
    step 0) and when the engine scores it (after the Regifter and Hunter steps, before the token
    moves): the two moments the scorer needs, which one action may pass through together."""

    def __init__(self) -> None:
        super().__init__()
        self.state: State | None = None
        self.ended: Table | None = None
        self.scored: list[tuple[Table | None, Table, Event]] = []

    def append(self, event: Event, /) -> None:
        """Collect the event; note the table at a round's end and at its scoring."""
        super().append(event)
        if self.state is None:
            return
        if event.kind == ev.ROUND_ENDED:
            self.ended = table_of(self.state)
        elif event.kind == ev.ROUND_SCORED:
            self.scored.append((self.ended, table_of(self.state), event))


# ====================================================================== one game
class CheckFailed(Exception):
    """An invariant or the scorer disagreed with the engine."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """The JSON path of the first place where ``a`` and ``b`` differ, with both values."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key, "<missing>") != b.get(key, "<missing>"):
                return first_difference(a.get(key, "<missing>"), b.get(key, "<missing>"), f"{path}.{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path or '(top)'}: {json.dumps(a)[:200]} != {json.dumps(b)[:200]}"


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of the run ``run_seed``."""
    digest = hashlib.blake2b(f"soak|{run_seed}|{index}".encode(), digest_size=6).digest()
    return int.from_bytes(digest, "big")


def _promo_order(item: tuple[str, int]) -> tuple[str, int]:
    """``("prince=10", n)`` sorts by card, then by number."""
    key, _, number = item[0].partition("=")
    return key, int(number)


@attrs.define
class Tally:
    """What a run did and found; tallies of several processes add up."""

    games: int = 0
    actions: int = 0
    rounds: int = 0
    #: wall time (of the longest job)
    seconds: float = 0.0
    decks: Counter[str] = attrs.field(factory=Counter)
    players: Counter[str] = attrs.field(factory=Counter)
    policies: Counter[str] = attrs.field(factory=Counter)
    #: seats played by each kind of player, and games with at least one seat of that kind
    seats: Counter[str] = attrs.field(factory=Counter)
    kind_games: Counter[str] = attrs.field(factory=Counter)
    #: promo configurations drawn (with at least one promo card) and refused by DeckSpec
    promo_configs: int = 0
    promo_refused: int = 0
    promo_games: int = 0
    #: "commander=0" -> games played with that promo on that number
    promo_numbers: Counter[str] = attrs.field(factory=Counter)
    checks: Counter[str] = attrs.field(factory=Counter)
    #: rounds (or games) in which the scorer met each rule it implements
    situations: Counter[str] = attrs.field(factory=Counter)
    failures: Counter[str] = attrs.field(factory=Counter)
    #: failure kind -> the first case written for it
    examples: dict[str, str] = attrs.field(factory=dict)

    def add(self, other: Tally) -> None:
        """Add another tally into this one."""
        self.games += other.games
        self.actions += other.actions
        self.rounds += other.rounds
        self.seconds = max(self.seconds, other.seconds)
        self.promo_configs += other.promo_configs
        self.promo_refused += other.promo_refused
        self.promo_games += other.promo_games
        for name in (
            "decks",
            "players",
            "policies",
            "seats",
            "kind_games",
            "promo_numbers",
            "checks",
            "situations",
        ):
            getattr(self, name).update(getattr(other, name))
        self.failures.update(other.failures)
        for kind, path in other.examples.items():
            self.examples.setdefault(kind, path)

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON."""
        minutes = self.seconds / 60
        return {
            "games": self.games,
            "actions": self.actions,
            "rounds": self.rounds,
            "decks": dict(sorted(self.decks.items())),
            "players": dict(sorted(self.players.items())),
            "undo_policies": dict(sorted(self.policies.items())),
            "seats_by_kind": {k: self.seats[k] for k in KINDS},
            "games_by_kind": {k: self.kind_games[k] for k in KINDS},
            "promo_configs": {
                "tried": self.promo_configs,
                "refused": self.promo_refused,
                "games": self.promo_games,
            },
            "promo_numbers": dict(sorted(self.promo_numbers.items(), key=_promo_order)),
            "checks": dict(sorted(self.checks.items())),
            "scored_situations": dict(sorted(self.situations.items())),
            "failures": sum(self.failures.values()),
            "failures_by_kind": dict(self.failures.most_common()),
            "examples": self.examples,
            "wall_seconds": round(self.seconds, 1),
            "games_per_minute": round(self.games / minutes, 1) if minutes else None,
        }

    def text(self, jobs: int, label: str) -> str:
        """The summary as lines of text."""
        data = self.to_json()

        def line(counts: Mapping[str, Any]) -> str:
            return ", ".join(f"{k}: {v}" for k, v in counts.items())

        rate = data["games_per_minute"] or "-"
        out = [
            f"soak: {self.games} games, {self.actions} actions, {self.rounds} rounds in "
            f"{self.seconds:.0f} s ({rate} games/min, {jobs} job{'s' if jobs > 1 else ''}, {label})",
            f"decks: {line(data['decks'])}",
            f"players: {line(data['players'])}",
            f"seats by kind: {line(data['seats_by_kind'])}",
            f"games by kind: {line(data['games_by_kind'])}",
            f"undo policies: {line(data['undo_policies'])}",
            f"promo configs: {self.promo_configs} tried, {self.promo_refused} refused by DeckSpec; "
            f"{self.promo_games} games with promos",
            f"promo numbers played: {line(data['promo_numbers'])}",
            f"checks: {line(data['checks'])}",
            f"scored situations: {line(data['scored_situations'])}",
            f"failures: {data['failures']}",
        ]
        for kind, count in self.failures.most_common():
            out.append(f"  {count:6d}  {kind}   e.g. {self.examples.get(kind, '(no case written)')}")
        return "\n".join(out)


class SoakGame:
    """One soak game: its drawn settings, its players, and every check along the way."""

    def __init__(self, seed: int, tally: Tally) -> None:
        self.seed = seed
        self.tally = tally
        self.play_rng = random.Random(seed)
        self.check_rng = random.Random(seed ^ 0x5EED_50A4)
        rng = self.play_rng
        n = rng.choice((2, 3, 4))
        self.deck = rng.choice(DECKS)
        mix_seed = rng.getrandbits(64)
        self.config = self._draw_config(n, mix_seed)
        self.kinds = rng.choices(KINDS, KIND_WEIGHTS, k=n)
        self.policy = rng.choice((UndoPolicy.STRICT, UndoPolicy.PRACTICE))
        self.bots: list[Bot | None] = [
            None if kind == "uniform" else make_bot(kind, seed * 10 + p) for p, kind in enumerate(self.kinds)
        ]
        self.engine_seed = rng.getrandbits(32)
        self.game: Game | None = None
        self.tap = Tap()
        #: positions[i] = the position after the first i actions of the game
        self.positions: list[dict[str, Any]] = []
        #: the scorer's own round scores, by round
        self.scores: dict[int, list[int]] = {}
        self.next_action: Action | None = None

    def _draw_config(self, players: int, mix_seed: int) -> GameConfig:
        """Draw the promos (none, or a subset with numbers 0-13) until DeckSpec accepts them."""
        rng = self.play_rng
        if rng.random() < 0.25:
            return GameConfig(players=players, deck=DeckSpec.parse(self.deck, seed=mix_seed))
        chosen = [k for k in PROMO_KEYS if rng.random() < 0.5] or [rng.choice(PROMO_KEYS)]
        while True:
            promos = tuple((k, rng.randint(0, 13)) for k in chosen)
            self.tally.promo_configs += 1
            try:
                return GameConfig(
                    players=players, deck=DeckSpec.parse(self.deck, seed=mix_seed, promos=promos)
                )
            except ConfigError:
                self.tally.promo_refused += 1

    # ------------------------------------------------------------------ playing
    def run(self) -> None:
        """Play the game to its end, checking everything; raise on the first failure."""
        t = self.tally
        t.decks[self.deck] += 1
        t.players[str(self.config.players)] += 1
        t.policies[self.policy.value] += 1
        t.seats.update(self.kinds)
        t.kind_games.update(set(self.kinds))
        if self.config.deck.promos:
            t.promo_games += 1
            t.promo_numbers.update(f"{k}={v}" for k, v in self.config.deck.promos)
        self.game = game = Game.new(self.config, seed=self.engine_seed, policy=self.policy)
        self.positions = [self._check_state()]
        while not game.state.over:
            if len(game.actions) >= MAX_ACTIONS:
                raise CheckFailed("hang", f"the game is not over after {MAX_ACTIONS} actions")
            s = game.state
            if self.check_rng.random() < VIEW_RATE:
                self._check_views(s)
            if self.check_rng.random() < HISTORY_RATE:
                self._check_history()
            if self.check_rng.random() < UNDO_RATE and self._exercise_undo():
                continue
            self._play(self._choose(s, legal_actions(s)))
        self._check_end()

    def _choose(self, s: State, legal: list[Action]) -> Action:
        seat = s.decider()
        bot = self.bots[seat]
        if bot is None:
            return self.play_rng.choice(legal)
        budget = Budget(iterations=HARD_ITERATIONS) if self.kinds[seat] == "hard" else None
        action = bot.choose(view(s, seat), budget)
        if action not in legal:
            raise CheckFailed("bot-illegal", f"the {self.kinds[seat]} bot chose {action}, not a legal action")
        return action

    def _play(self, action: Action) -> None:
        """Play ``action``, check any round it scored, then check the new state."""
        assert self.game is not None
        self.next_action = action
        self.tap.state = self.game.state
        self.game.state.events = self.tap
        events = self.game.play(action)
        self.next_action = None
        self.tally.actions += 1
        self._check_scored(events)
        del self.positions[len(self.game.actions) :]
        self.positions.append(self._check_state())

    def _redo(self) -> None:
        """Redo the last undone action; it must lead to the state it led to before."""
        assert self.game is not None
        self.tap.state = self.game.state
        self.game.state.events = self.tap
        events = self.game.redo()
        self.tally.actions += 1
        self._check_scored(events)
        self._expect("undo", self.game.state, len(self.game.actions), "after redo")

    # ------------------------------------------------------------------ invariants
    def _check_state(self) -> dict[str, Any]:
        """The checks of every new state; returns its position."""
        assert self.game is not None
        s = self.game.state
        self._check_cards(s)
        if not s.over:
            legal = legal_actions(s)
            self.tally.checks["legal"] += 1
            if not legal:
                raise CheckFailed("legal", f"no legal action while the game is not over: {s.stack[-1:]}")
            self._try_every_action(s, legal)
        return self._position_round_trip()

    def _check_cards(self, s: State) -> None:
        """Every physical card lies in exactly one zone (the Commander's kept card included)."""
        zones = [*s.villages, s.deck, s.pile, s.area, s.hand, s.aside, s.removed, *s.limbo]
        cards = [c for zone in zones for c in zone] + ([s.kept] if s.kept >= 0 else [])
        self.tally.checks["cards"] += 1
        if sorted(cards) != list(range(s.config.card_count)):
            counts = Counter(cards)
            twice = sorted(c for c, k in counts.items() if k > 1)
            missing = sorted(set(range(s.config.card_count)) - set(counts))
            raise CheckFailed("cards", f"cards in two zones: {twice}; cards in none: {missing}")

    def _try_every_action(self, s: State, legal: list[Action]) -> None:
        """Every legal action applies without an exception (each on a copy of the state)."""
        self.tally.checks["actions"] += 1
        for action in legal:
            try:
                apply_unchecked(s.clone(), action)
            except Exception as e:
                self.next_action = action
                raise CheckFailed(
                    exception_kind(e), f"the legal action {action} fails: {type(e).__name__}: {e}"
                ) from e

    def _position_round_trip(self) -> dict[str, Any]:
        assert self.game is not None
        first = to_position(self.game.state)
        self.tally.checks["position"] += 1
        try:
            again = to_position(from_position(json.loads(json.dumps(first))))
        except Exception as e:
            raise CheckFailed("position", f"the position cannot be read back: {type(e).__name__}: {e}") from e
        if again != first:
            raise CheckFailed(
                "position", f"the position changes when read back: {first_difference(first, again)}"
            )
        return first

    def _expect(self, kind: str, s: State, index: int, when: str) -> None:
        """``s`` must be the state after the first ``index`` actions of the game."""
        now = to_position(s)
        if now != self.positions[index]:
            diff = first_difference(self.positions[index], now)
            raise CheckFailed(kind, f"{when}, the state differs from the one after action {index}: {diff}")

    def _check_views(self, s: State) -> None:
        """No seat's view depends on a card it has not seen (engine.perturb.redeal_unseen)."""
        for seat in range(s.players):
            other = redeal_unseen(s, seat, self.check_rng)
            self.tally.checks["view"] += 1
            if view(other, seat) != view(s, seat):
                raise CheckFailed("view", f"seat {seat}'s view changes when its unseen cards are dealt again")
            mine, theirs = to_position(s, seat), to_position(other, seat)
            if mine != theirs:
                raise CheckFailed(
                    "view",
                    f"seat {seat}'s redacted position changes when its unseen cards are dealt again: "
                    f"{first_difference(mine, theirs)}",
                )

    def _exercise_undo(self) -> bool:
        """Undo up to 3 actions as the deciding seat may under the game's policy, then redo them or
        play on from there; True if anything was undone."""
        game = self.game
        assert game is not None
        seat = game.state.decider()
        steps = self.check_rng.randint(1, 3)
        undone = 0
        while undone < steps and game.can_undo(seat):
            game.undo(seat)
            undone += 1
            self.tally.checks["undo"] += 1
            self._expect("undo", game.state, len(game.actions), "after undo")
        if not undone:
            return False
        if self.check_rng.random() < 0.5:
            for _ in range(undone):
                self._redo()
        return True

    def _check_history(self) -> None:
        """A practice copy undoes everything back to the start and redoes it to the end."""
        game = self.game
        assert game is not None
        twin = Game(game.initial.clone(), dict(game.start), UndoPolicy.PRACTICE)
        for action in game.actions:
            twin.play(action)
        self.tally.checks["history"] += 1
        self._expect("history", twin.state, len(game.actions), "after replaying the actions")
        while twin.can_undo():
            twin.undo()
        self._expect("history", twin.state, 0, "after undoing every action")
        while twin.can_redo():
            twin.redo()
        self._expect("history", twin.state, len(game.actions), "after redoing every action")

    def _check_end(self) -> None:
        """The finished game: no legal action, every round scored, and the record round-trips."""
        game = self.game
        assert game is not None
        s = game.state
        self.tally.checks["legal"] += 1
        if legal_actions(s):
            raise CheckFailed("legal", "the game is over but there are legal actions")
        if len(s.scores) != s.config.rounds or set(self.scores) != set(range(1, s.config.rounds + 1)):
            raise CheckFailed("scorer:rounds", f"{len(s.scores)} rounds recorded, {len(self.scores)} scored")
        self.tally.checks["record"] += 1
        data = json.loads(json.dumps(record_of(game)))
        try:
            again = game_from_record(data)
        except Exception as e:
            raise CheckFailed("record", f"the record cannot be replayed: {type(e).__name__}: {e}") from e
        if to_position(again.state) != self.positions[-1]:
            raise CheckFailed(
                "record",
                f"replaying the record ends elsewhere: "
                f"{first_difference(self.positions[-1], to_position(again.state))}",
            )
        if data.get("result") != {"scores": s.scores, "winner": s.winner} or data["practice"] != (
            self.policy is UndoPolicy.PRACTICE
        ):
            raise CheckFailed("record", "the record's result or practice flag is wrong")

    # ------------------------------------------------------------------ the scorer against the engine
    def _check_scored(self, events: list[Event]) -> None:
        scored, self.tap.scored = self.tap.scored, []
        for ended, table, event in scored:
            self.tally.rounds += table.round not in self.scores  # a redone round is checked again
            self._check_round(ended, table, event, events)

    def _cards(self, village: Sequence[int], table: Table, ended: Table) -> list[ScoredCard]:
        types = self.config.types
        promos = dict(self.config.deck.promos)
        return [
            ScoredCard(types[c].key, printed_value(types[c], promos), c in ended.faceup, c == table.bullet)
            for c in village
        ]

    def _check_round(self, ended: Table | None, table: Table, event: Event, events: list[Event]) -> None:
        """Score the round independently and compare with what the engine recorded."""
        game = self.game
        assert game is not None
        checks = self.tally.checks
        p = event.params
        if ended is None or ended.round != table.round:
            raise CheckFailed("scorer:steps", f"round {table.round} was scored without ending")
        checks["scorer:steps"] += 1
        before = {c for v in ended.villages for c in v} | set(ended.removed)
        after = {c for v in table.villages for c in v} | set(table.removed)
        if before != after or table.faceup - ended.faceup:
            raise CheckFailed(
                "scorer:steps",
                "between the round's end and its scoring a card left the villages without being removed, "
                "or a card turned faceup",
            )
        villages = [self._cards(v, table, ended) for v in table.villages]
        values = [village_value(v) for v in villages]
        checks["scorer:values"] += 1
        if values != p["values"]:
            raise CheckFailed(
                "scorer:values", f"round {table.round}: village values {p['values']}, expected {values}"
            )
        scores, succeeded = call_adjustment(values, table.caller)
        checks["scorer:scores"] += 1
        if (
            scores != p["scores"]
            or list(table.recorded) != scores
            or p["caller"] != table.caller
            or (table.caller >= 0 and p["called_ok"] != succeeded)
        ):
            raise CheckFailed(
                "scorer:scores",
                f"round {table.round}: scores {p['scores']} (state {list(table.recorded)}, "
                f"caller {p['caller']}, succeeded {p['called_ok']}), "
                f"expected {scores} (caller {table.caller}, succeeded {succeeded})",
            )
        self.scores[table.round] = scores
        totals = [sum(self.scores[r][seat] for r in range(1, table.round + 1)) for seat in range(len(scores))]
        if totals != p["totals"]:
            raise CheckFailed(
                "scorer:scores", f"round {table.round}: totals {p['totals']}, expected {totals}"
            )
        holder, active = token_transfer(scores, table.caller, succeeded, table.holder, table.start)
        moved = [e.params for e in events if e.kind == ev.TOKEN_MOVED]
        checks["scorer:token"] += 1
        if moved[-1:] != [{"seat": holder, "active": active}]:
            raise CheckFailed(
                "scorer:token",
                f"round {table.round}: token moved {moved[-1:]}, expected seat {holder} (active: {active}) "
                f"from holder {table.holder}, start {table.start}, scores {scores}",
            )
        last = table.round >= self.config.rounds
        s = game.state
        if last:
            self._check_winner(totals, holder, events)
        checks["scorer:commander"] += 1
        keeper = commander_keeper(villages, last)
        self._note_situations(villages, values, scores, table, succeeded, keeper)
        top = s.stack[-1] if s.stack else None
        if keeper >= 0 and (top is None or top[:2] != ("keep", keeper)):
            raise CheckFailed(
                "scorer:commander",
                f"round {table.round}: seat {keeper}'s Commander should keep a card; now {top}",
            )
        if keeper < 0 and not last and s.round == table.round:
            raise CheckFailed(
                "scorer:commander", f"round {table.round}: no Commander keeps a card; now {top}"
            )

    def _note_situations(
        self,
        villages: list[list[ScoredCard]],
        values: list[int],
        scores: list[int],
        table: Table,
        succeeded: bool,
        keeper: int,
    ) -> None:
        """Count the rules the scorer applied in this round (the figures show what was covered)."""
        seen = self.tally.situations
        cards = [c for v in villages for c in v]
        kinds = {c.kind for c in cards if not c.bullet}
        for kind, name in (("copycat", "Copycat"), ("lycan", "Lycan"), ("commander", "Commander")):
            seen[f"{name} scored"] += kind in kinds
        seen["promo card scored"] += bool(kinds & set(PROMO_KEYS))
        seen["bullet card not scored"] += any(c.bullet for c in cards)
        active = [any(c.kind == "wolfman" and c.faceup and not c.bullet for c in v) for v in villages]
        seen["active Wolfman"] += any(active)
        seen["Wolfman makes 0"] += any(a and v == 0 for a, v in zip(active, values, strict=True))
        seen["Hunter removed a card"] += bool(table.removed)
        seen["call succeeded"] += table.caller >= 0 and succeeded
        seen["call failed"] += table.caller >= 0 and not succeeded
        lowest = [seat for seat, v in enumerate(scores) if v == min(scores)]
        tie = not succeeded and len(lowest) > 1
        seen["token tie, holder keeps"] += tie and table.holder in lowest
        seen["token tie, clockwise"] += tie and table.holder not in lowest
        seen["Commander keeps a card"] += keeper >= 0

    def _check_winner(self, totals: list[int], holder: int, events: list[Event]) -> None:
        s = self.game.state if self.game else None
        assert s is not None
        winner = game_winner(totals, holder)
        over = [e.params for e in events if e.kind == ev.GAME_OVER]
        self.tally.checks["scorer:winner"] += 1
        self.tally.situations["winner by tie-break"] += totals.count(min(totals)) > 1
        if not s.over or s.winner != winner or [o.get("winner") for o in over] != [winner]:
            raise CheckFailed(
                "scorer:winner",
                f"the winner is {s.winner} (game over: {s.over}), "
                f"expected {winner} from totals {totals}, holder {holder}",
            )


# ====================================================================== failures and the run
def exception_kind(e: BaseException) -> str:
    """An exception's kind for grouping: its type and the innermost frame in the app's code
    (``silver_desktop/``), else the innermost frame of all."""
    frames = traceback.extract_tb(e.__traceback__)
    app = REPO / "silver_desktop"
    ours = [f for f in frames if Path(f.filename).resolve().is_relative_to(app)] or frames
    if not ours:
        return f"exception {type(e).__name__}"
    where = ours[-1]
    path = Path(where.filename).resolve()
    name = path.relative_to(REPO).as_posix() if path.is_relative_to(REPO) else path.name
    return f"exception {type(e).__name__} in {name}:{where.name}"


def write_case(out: Path, sg: SoakGame, kind: str, e: BaseException) -> Path:
    """Write a reproducible case for a failed game into ``out``; return its path."""
    record = None
    if sg.game is not None:
        try:
            record = record_of(sg.game)
        except Exception as inner:
            record = {"error": f"the record could not be written: {type(inner).__name__}: {inner}"}
    case = {
        "check": kind,
        "message": str(e),
        "traceback": "".join(traceback.format_exception(e)),
        "game_seed": sg.seed,
        "repro": f"python benchmarks/soak.py --game-seed {sg.seed}",
        "settings": sg.config.to_json(),
        "deck": sg.deck,
        "players": sg.kinds,
        "undo_policy": sg.policy.value,
        "engine_seed": sg.engine_seed,
        "next_action": None if sg.next_action is None else str(sg.next_action),
        "record": record,
    }
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"case-{sg.seed}.json"
    write_json_atomic(path, case)
    return path


def play_game(seed: int, out: Path | None = None) -> Tally:
    """Play one soak game from ``seed`` with every check; a failure is counted (and written into
    ``out`` when given), never raised."""
    tally = Tally(games=1)
    sg: SoakGame | None = None
    try:
        sg = SoakGame(seed, tally)
        sg.run()
    except Exception as e:
        kind = e.kind if isinstance(e, CheckFailed) else exception_kind(e)
        tally.failures[kind] += 1
        path = None
        if out is not None and sg is not None:
            try:
                path = write_case(out, sg, kind, e)
            except OSError as err:
                print(f"game seed {seed}: the case could not be written into {out}: {err}", file=sys.stderr)
        tally.examples[kind] = str(path) if path else f"--game-seed {seed}"
        print(f"game seed {seed}: {kind}: {e}" + (f" ({path})" if path else ""), file=sys.stderr)
    return tally


def work(
    run_seed: int, first: int, step: int, games: int | None, seconds: float | None, out: Path | None
) -> Tally:
    """Play games ``first``, ``first + step`` ... of the run until ``games`` or ``seconds`` run out."""
    started = time.monotonic()
    tally = Tally()
    index = first
    while (games is None or index < games) and (seconds is None or time.monotonic() - started < seconds):
        tally.add(play_game(game_seed(run_seed, index), out))
        index += step
    tally.seconds = time.monotonic() - started
    return tally


def run(run_seed: int, games: int | None, seconds: float | None, jobs: int, out: Path | None) -> Tally:
    """The whole soak over ``jobs`` processes."""
    if jobs == 1:
        return work(run_seed, 0, 1, games, seconds, out)
    total = Tally()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        parts = [pool.submit(work, run_seed, j, jobs, games, seconds, out) for j in range(jobs)]
        for part in parts:
            total.add(part.result())
    return total


def main(argv: list[str] | None = None) -> int:
    """Command line; returns the exit code (1 if any failure)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, help="play for this long (each job)")
    parser.add_argument("--games", type=int, help="play this many games (default 100 without --minutes)")
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1: one core)")
    parser.add_argument("--out", type=Path, default=Path("soak-cases"), help="where failing cases go")
    parser.add_argument("--game-seed", type=int, help="play only the game with this seed (from a case)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs: expected 1 or more")
    label = f"seed {args.seed}"
    if args.game_seed is not None:
        label = f"game seed {args.game_seed}"
        started = time.monotonic()
        tally = play_game(args.game_seed, args.out)
        tally.seconds = time.monotonic() - started
    else:
        games = args.games if args.games is not None or args.minutes is not None else 100
        seconds = args.minutes * 60 if args.minutes is not None else None
        tally = run(args.seed, games, seconds, args.jobs, args.out)
    print(json.dumps(tally.to_json(), indent=1) if args.json else tally.text(args.jobs, label))
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
