"""The Hard bot: determinized Monte Carlo search with the Medium bot as the playout policy.

For a decision worth searching, it repeatedly samples a complete world consistent with its view
(:func:`~.sampling.sample_world`), tries every candidate action in that same world (common random
numbers), and plays on with Medium deciding for every seat, each from its own view of that world,
for a few turns or to the end of the round. The action with the best average outcome (own village
minus the others', or the real round scores if the round ended) wins. It is anytime: it stops at
its time or iteration budget, or when cancelled (polled before each playout, so a cancel stops it
within one playout), and reports its best action so far.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

import attrs

from ..engine.actions import Action
from ..engine.rules import apply_unchecked, legal_actions
from ..engine.scoring import village_values
from ..engine.state import State
from ..engine.view import PlayerView, view
from .base import Budget, Cancel, Progress, decision_rng
from .heuristic import MEDIUM, HeuristicBot
from .personalities import Personality
from .sampling import sample_world

#: Decisions that shape the round; the others are left to the Medium rules.
SEARCHED = frozenset(
    {"turn", "after", "hand", "master", "nosferatu", "robber", "gremlin", "assassin", "golem", "con"}
)
MAX_CANDIDATES = 10
#: The search stops early once the choice is settled: after at least MIN_RUNS sampled worlds, when
#: no rival can be better than the leader by more than INDIFFERENCE points (own score against the
#: others' average), at SETTLED_Z standard errors of their paired difference.
MIN_RUNS = 12
SETTLED_Z = 2.0
INDIFFERENCE = 0.5


@attrs.frozen
class SearchReport:
    """What the last decision's search found: how many sampled worlds it played, and by how many
    points (own score against the others' average) the chosen action beat the next best one (None
    when there was no search or no rival left)."""

    worlds: int = 0
    margin: float | None = None


def shortlist(legal: Sequence[Action], default: Action, rng: random.Random, limit: int) -> list[Action]:
    """The actions a search compares: all of ``legal``, or ``default`` (the rules' choice) and a
    random sample of the others when there are more than ``limit``."""
    if len(legal) <= limit:
        return list(legal)
    others = [a for a in legal if a != default]
    return [default, *rng.sample(others, limit - 1)]


class HardBot:
    """Search over sampled worlds; ``seconds`` is the default budget per searched decision. With a
    ``personality``, the rules it falls back on are Medium's with that personality, and each searched
    outcome gets the personality's lean."""

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 0.35,
        horizon_turns: int = 6,
        *,
        personality: Personality | None = None,
    ) -> None:
        self.seed = seed
        self.seconds = seconds
        self.horizon_turns = horizon_turns
        self.personality = personality
        self.name = f"hard:{personality.key}" if personality else "hard"
        self.medium = HeuristicBot(personality.style(MEDIUM) if personality else MEDIUM, seed)
        #: the report of the last call to :meth:`choose` (for hints: "why this move")
        self.last = SearchReport()

    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """The best action found within the budget."""
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to take")
        default = self.medium.choose(view)
        self.last = SearchReport()
        if len(legal) == 1 or view.pending not in SEARCHED:
            return default
        if progress is not None:
            progress(default)
        rng = decision_rng(self.seed, view, "hard")
        candidates = shortlist(legal, default, rng, MAX_CANDIDATES)
        seconds = budget.seconds if budget and budget.seconds is not None else self.seconds
        iterations = budget.iterations if budget and budget.iterations is not None else None
        deadline = time.perf_counter() + seconds
        outcomes: dict[Action, list[float]] = {a: [] for a in candidates}
        runs = 0
        best = default
        while True:
            if iterations is not None and runs >= iterations:
                break
            if iterations is None and time.perf_counter() >= deadline:
                break
            if cancel is not None and cancel():
                break
            if runs >= MIN_RUNS:
                _drop_losers(outcomes, best)
                if _settled(outcomes, best):
                    break
            played = self.try_in_world(view, list(outcomes), rng, cancel)
            if played is None:
                break  # cancelled half way through this world: it is left out
            for action, outcome in played.items():
                outcomes[action].append(outcome + self._lean(view, action))
            runs += 1
            best = min(outcomes, key=lambda a: (sum(outcomes[a]), a != default))
            if progress is not None:
                progress(best)
        means = sorted(sum(v) / len(v) for v in outcomes.values() if v)
        margin = means[1] - means[0] if len(means) > 1 else None
        self.last = SearchReport(runs, margin)
        return best

    def _lean(self, view: PlayerView, action: Action) -> float:
        return self.personality.lean(view, action) if self.personality else 0.0

    def try_in_world(
        self, view: PlayerView, actions: list[Action], rng: random.Random, cancel: Cancel | None = None
    ) -> dict[Action, float] | None:
        """Sample one world consistent with ``view`` (from ``rng``), play each of ``actions`` in it and
        play on with the same playout seed: each action's outcome (lower is better), or None when
        cancelled half way."""
        return outcomes_in_world(view, actions, rng, self.horizon_turns, cancel)

    def _playout(self, s: State, seat: int, seed: int) -> float:
        """Play on with Medium for every seat; return ``seat``'s outcome (lower is better)."""
        return playout(s, seat, seed, self.horizon_turns)


def outcomes_in_world(
    view: PlayerView,
    actions: list[Action],
    rng: random.Random,
    horizon_turns: int,
    cancel: Cancel | None = None,
    *,
    win_aware: bool = False,
    infer: bool = False,
) -> dict[Action, float] | None:
    """Sample one world consistent with ``view`` (from ``rng``; ``infer``: reading the opponents' kept
    cards, :func:`~.sampling.sample_world`), play each of ``actions`` in it and play on
    (:func:`playout`) with the same playout seed: each action's outcome (lower is better), or None
    when cancelled half way (polled before each playout)."""
    world = sample_world(view, rng, infer=infer)
    world.events = None
    playout_seed = rng.getrandbits(32)
    played: dict[Action, float] = {}
    for action in actions:
        if cancel is not None and cancel():  # quitting: stop within one playout
            return None
        trial = world.clone()
        apply_unchecked(trial, action)
        played[action] = playout(
            trial, view.seat, playout_seed, horizon_turns, start_round=world.round, win_aware=win_aware
        )
    return played


def playout(
    s: State,
    seat: int,
    seed: int,
    horizon_turns: int,
    *,
    start_round: int | None = None,
    win_aware: bool = False,
) -> float:
    """Play on with Medium for every seat, each from its own view of ``s``, for ``horizon_turns``
    turns or to the end of round ``start_round`` (by default ``s``'s round; the round in which the
    action just played was taken, which that action may have ended); return ``seat``'s outcome
    (lower is better): its village value (or round score, if the round ended) minus the others'
    average; in the last round, if ``win_aware``, :func:`last_round_outcome`."""
    start_round = s.round if start_round is None else start_round
    stop_turn = s.turn_no + horizon_turns
    bots = [HeuristicBot(MEDIUM, seed + p) for p in range(s.players)]
    while s.stack and s.round == start_round and s.turn_no <= stop_turn:
        actor = s.decider()
        legal = legal_actions(s)
        action = legal[0] if len(legal) == 1 else bots[actor].choose(view(s, actor, with_position=False))
        apply_unchecked(s, action)
    ended = s.round != start_round or s.over
    scores = s.scores[start_round - 1] if ended else village_values(s)
    others = [v for p, v in enumerate(scores) if p != seat]
    margin = scores[seat] - sum(others) / len(others)
    if not win_aware or start_round < s.config.rounds:
        return margin
    before = [sum(r[p] for r in s.scores[: start_round - 1]) for p in range(s.players)]
    totals = [b + v for b, v in zip(before, scores, strict=True)]
    return last_round_outcome(totals, seat, margin, ended)


#: How far (in points) a village's value at the playout's horizon may still move before the round
#: ends, and how far an ended round's totals are blurred (a tie is then half a win against that rival).
HORIZON_SPREAD = 4.0
ENDED_SPREAD = 0.5
#: In the last round, a win is worth this many points of margin; the margin itself keeps this weight.
#: It is whole, so that a game already won or lost is played as well as the other rounds: a tenth
#: shrank a lost game's differences below the search's INDIFFERENCE, and it settled on its first
#: candidates (in the record of 5c2c57b1, 147 games that the Expert entered more than 10 points
#: behind: its last round scored 14.9 on average, the Hards 13.4 in theirs).
WIN_POINTS = 40.0
MARGIN_WEIGHT = 1.0


def last_round_outcome(totals: Sequence[int], seat: int, margin: float, ended: bool) -> float:
    """The outcome (lower is better) of a playout of the game's last round, where only winning counts:
    minus the chance that ``seat`` ends with the lowest total (each rival's total estimated from the
    totals so far plus its village's value, with normal noise of HORIZON_SPREAD points if the round
    has not ended yet), in points (WIN_POINTS), plus MARGIN_WEIGHT times the round's ``margin``."""
    spread = (ENDED_SPREAD if ended else HORIZON_SPREAD) * math.sqrt(2.0)
    chance = 1.0
    for p, total in enumerate(totals):
        if p != seat:
            chance *= 0.5 * (1.0 + math.erf((total - totals[seat]) / spread))
    return -WIN_POINTS * chance + MARGIN_WEIGHT * margin


def _paired_bound(theirs: list[float], ours: list[float]) -> tuple[float, float]:
    """Mean of the paired differences ``theirs - ours`` and SETTLED_Z standard errors of it."""
    n = len(ours)
    diffs = [t - o for t, o in zip(theirs, ours, strict=True)]
    mean = sum(diffs) / n
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, SETTLED_Z * (spread / n) ** 0.5


def _drop_losers(outcomes: dict[Action, list[float]], best: Action) -> None:
    """Stop playing the candidates that are clearly worse than ``best``."""
    ours = outcomes[best]
    for action in [a for a in outcomes if a != best]:
        mean, margin = _paired_bound(outcomes[action], ours)
        if mean - margin > 0.0:
            del outcomes[action]


def _settled(outcomes: dict[Action, list[float]], best: Action) -> bool:
    """Whether no other candidate is likely to be more than INDIFFERENCE points better than ``best``.

    All candidates were played in the same worlds with the same playout seeds, so the per-world
    differences are paired; a rival whose differences are all zero plays out exactly alike.
    """
    ours = outcomes[best]
    for action, theirs in outcomes.items():
        if action != best:
            mean, margin = _paired_bound(theirs, ours)
            if mean - margin <= -INDIFFERENCE:
                return False
    return True
