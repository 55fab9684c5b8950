"""Tournaments between bots with duplicate deals.

Each *deal* is one game seed. It is played once per rotation of the seats, so every bot sits in every
seat on the same shuffles. Results per bot: win share with a 95% Wilson interval (ties on the lowest
total split the win), mean round and game score, average rank, decision latency (p50/p95/p99/max)
errors (a bot that raises or returns an illegal action loses that decision to a random legal
action and the error is counted), and how it plays: how often it calls and on which of its turns,
how many abilities it uses and sets it tries per round. ``jobs > 1`` plays deals in worker
processes; the results are merged in deal order, so the same seed gives the same results (latencies
aside).
"""

from __future__ import annotations

import contextlib
import math
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Container, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import attrs

from ..engine.config import DeckSpec, GameConfig
from ..engine.rng import next_u64
from ..engine.rules import apply, new_game
from ..engine.view import view
from . import make_bot
from .base import Budget


@attrs.frozen
class Seating:
    """One game of a tournament: which bot level sits where."""

    deal: int
    rotation: int
    levels: tuple[str, ...]


@attrs.frozen
class GameResult:
    """What one game produced, per seat."""

    deal: int
    rotation: int
    levels: tuple[str, ...]
    totals: tuple[int, ...]
    rounds: tuple[tuple[int, ...], ...]
    winner: int
    latencies: tuple[tuple[float, ...], ...]
    errors: tuple[int, ...]
    #: what went wrong, for the first few errors: "seat N (level) at <decision>: <error>"
    error_notes: tuple[str, ...] = ()
    #: per seat: the seat's own turn of the round on which it called, one entry per call
    call_turns: tuple[tuple[int, ...], ...] = ()
    #: per seat: abilities used ("use") and set exchanges tried ("set")
    uses: tuple[int, ...] = ()
    sets: tuple[int, ...] = ()


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of deal ``deal`` in a tournament seeded ``seed``."""
    return next_u64(seed * 7_919 + deal)[1] >> 16


def play_game(
    levels: tuple[str, ...],
    game_seed: int,
    deck: str,
    promos: tuple[tuple[str, int], ...],
    hard_seconds: float,
    hard_iterations: int | None = None,
    expert_iterations: int | None = None,
    expert_workers: int = 0,
) -> tuple[GameResult, int]:
    """Play one game; returns its result (deal/rotation filled in by the caller) and the decisions.

    The Hard bot gets ``hard_seconds`` per decision, or at most ``hard_iterations`` sampled worlds
    (reproducible from the seed, whatever the machine's speed). The Expert gets its default budget,
    or exactly ``expert_iterations`` worlds per round of its search, uncapped (reproducible), with
    ``expert_workers`` worker processes (0: in this process; the same choices)."""
    spec = DeckSpec.parse(deck, seed=game_seed ^ 0xD3C, promos=promos)
    s = new_game(GameConfig(players=len(levels), deck=spec), game_seed)
    bots = [
        make_bot(level, game_seed * 17 + seat, workers=expert_workers) for seat, level in enumerate(levels)
    ]
    budget = Budget(iterations=hard_iterations) if hard_iterations else Budget(seconds=hard_seconds)
    expert_budget = Budget(iterations=expert_iterations) if expert_iterations else None
    budgets = [expert_budget if level.startswith("expert") else budget for level in levels]
    fallback = random.Random(game_seed)
    latencies: list[list[float]] = [[] for _ in levels]
    errors = [0] * len(levels)
    notes: list[str] = []
    call_turns: list[list[int]] = [[] for _ in levels]
    uses = [0] * len(levels)
    sets = [0] * len(levels)
    own_turns = [0] * len(levels)  # the seat's turns in this round so far
    last_turn = [-1] * len(levels)
    round_no = s.round
    decisions = 0
    while s.stack:
        seat = s.decider()
        v = view(s, seat)
        if s.round != round_no:
            round_no, own_turns = s.round, [0] * len(levels)
        if v.pending == "turn" and v.turn != last_turn[seat]:
            own_turns[seat] += 1
            last_turn[seat] = v.turn
        start = time.perf_counter()
        problem = ""
        try:
            action = bots[seat].choose(v, budgets[seat])
            if action not in v.legal:
                problem = f"illegal action {action}"
        except Exception as e:  # a bot must never break a game: count it and play on
            problem = f"{type(e).__name__}: {e}"
        latencies[seat].append(time.perf_counter() - start)
        if problem:
            errors[seat] += 1
            if len(notes) < 5:
                notes.append(f"seat {seat} ({levels[seat]}) at {v.pending} (turn {v.turn}): {problem}")
            action = fallback.choice(v.legal)
        if action.verb == "call":
            call_turns[seat].append(own_turns[seat])
        uses[seat] += action.verb == "use"
        sets[seat] += action.verb == "set"
        apply(s, action)
        decisions += 1
    totals = tuple(sum(r[p] for r in s.scores) for p in range(len(levels)))
    result = GameResult(
        0,
        0,
        levels,
        totals,
        tuple(tuple(r) for r in s.scores),
        s.winner,
        tuple(tuple(x) for x in latencies),
        tuple(errors),
        tuple(notes),
        tuple(tuple(c) for c in call_turns),
        tuple(uses),
        tuple(sets),
    )
    return result, decisions


#: what one deal needs: seed, deal, lineup, deck, promos, hard seconds, hard iterations, expert
#: iterations, expert workers
DealTask = tuple[
    int, int, tuple[str, ...], str, tuple[tuple[str, int], ...], float, int | None, int | None, int
]


def _play_deal(args: DealTask) -> list[GameResult]:
    seed, deal, lineup, deck, promos, hard_seconds, hard_iterations, expert_iterations, workers = args
    game_seed = deal_seed(seed, deal)
    out = []
    n = len(lineup)
    for rotation in range(n):
        levels = tuple(lineup[(seat - rotation) % n] for seat in range(n))
        result, _ = play_game(
            levels, game_seed, deck, promos, hard_seconds, hard_iterations, expert_iterations, workers
        )
        out.append(attrs.evolve(result, deal=deal, rotation=rotation))
    return out


def run(
    lineup: tuple[str, ...],
    deals: int,
    seed: int = 0,
    deck: str = "silver",
    promos: tuple[tuple[str, int], ...] = (),
    jobs: int = 1,
    hard_seconds: float = 0.35,
    hard_iterations: int | None = None,
    expert_iterations: int | None = None,
    expert_workers: int = 0,
    *,
    skip: Container[int] = (),
    on_deal: Callable[[list[GameResult]], None] | None = None,
) -> list[GameResult]:
    """Play ``deals`` duplicate deals (``len(lineup)`` games each), but for the deal numbers in
    ``skip``; results in deal order. ``on_deal`` is called with each deal's games as soon as the deal
    is played (in deal order). The search budgets are :func:`play_game`'s."""
    tasks: list[DealTask] = [
        (seed, d, lineup, deck, promos, hard_seconds, hard_iterations, expert_iterations, expert_workers)
        for d in range(deals)
        if d not in skip
    ]
    batches = []
    with contextlib.ExitStack() as stack:
        if jobs <= 1:
            played: Iterable[list[GameResult]] = map(_play_deal, tasks)
        else:
            pool = stack.enter_context(ProcessPoolExecutor(max_workers=jobs))
            played = pool.map(_play_deal, tasks, chunksize=1)
        for batch in played:
            if on_deal is not None:
                on_deal(batch)
            batches.append(batch)
    return [r for batch in batches for r in batch]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summarize(results: list[GameResult]) -> dict[str, Any]:
    """Per bot level: games, win share and its interval, scores, rank, latency, errors."""
    per: dict[str, dict[str, Any]] = defaultdict(
        lambda: {
            "games": 0,
            "wins": 0.0,
            "game_scores": [],
            "round_scores": [],
            "ranks": [],
            "lat": [],
            "errors": 0,
            "notes": [],
            "rounds": 0,
            "call_turns": [],
            "uses": 0,
            "sets": 0,
            "margins": defaultdict(list),
        }
    )
    for r in results:
        low = min(r.totals)
        tied = [p for p, t in enumerate(r.totals) if t == low]
        for seat, level in enumerate(r.levels):
            row = per[level]
            row["games"] += 1
            if seat in tied:
                row["wins"] += 1 / len(tied)
            row["game_scores"].append(r.totals[seat])
            others = [t for p, t in enumerate(r.totals) if p != seat]
            row["margins"][r.deal].append(r.totals[seat] - statistics.fmean(others))
            row["round_scores"].extend(rnd[seat] for rnd in r.rounds)
            better = sum(1 for t in r.totals if t < r.totals[seat])
            same = sum(1 for t in r.totals if t == r.totals[seat])
            row["ranks"].append(better + (same + 1) / 2)
            row["lat"].extend(r.latencies[seat])
            row["errors"] += r.errors[seat]
            row["rounds"] += len(r.rounds)
            if r.call_turns:
                row["call_turns"].extend(r.call_turns[seat])
                row["uses"] += r.uses[seat]
                row["sets"] += r.sets[seat]
            row["notes"] += [
                f"deal {r.deal} rotation {r.rotation}: {n}" for n in r.error_notes if f"seat {seat} " in n
            ]
    out: dict[str, Any] = {}
    for level, row in sorted(per.items()):
        n = row["games"]
        lo, hi = wilson(row["wins"], n)
        out[level] = {
            "games": n,
            "win_share": round(row["wins"] / n, 4),
            "win_share_95": [round(lo, 4), round(hi, 4)],
            "mean_game_score": round(statistics.fmean(row["game_scores"]), 2),
            **margin_figures(row["margins"]),
            "mean_round_score": round(statistics.fmean(row["round_scores"]), 2),
            "mean_rank": round(statistics.fmean(row["ranks"]), 3),
            "decisions": len(row["lat"]),
            "latency_ms": {
                "p50": round(_percentile(row["lat"], 0.50) * 1000, 3),
                "p95": round(_percentile(row["lat"], 0.95) * 1000, 3),
                "p99": round(_percentile(row["lat"], 0.99) * 1000, 3),
                "max": round(max(row["lat"], default=0.0) * 1000, 3),
            },
            "errors": row["errors"],
            "error_samples": row["notes"][:5],
            "style": style_figures(row["rounds"], row["call_turns"], row["uses"], row["sets"]),
        }
    return out


def margin_figures(margins: dict[int, list[float]]) -> dict[str, Any]:
    """A bot's game total minus the mean of the other players' in the same game (lower is better),
    averaged over its games, with a 95% interval from the spread of the per-deal averages: the four
    games of a deal share their shuffles, so they are not independent, but deals are. The interval
    is None with fewer than two deals."""
    per_deal = [statistics.fmean(m) for m in margins.values()]
    mean = statistics.fmean(x for m in margins.values() for x in m) if per_deal else 0.0
    if len(per_deal) < 2:
        return {"margin": round(mean, 2), "margin_95": None}
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
    return {"margin": round(mean, 2), "margin_95": [round(mean - half, 2), round(mean + half, 2)]}


def style_figures(rounds: int, call_turns: list[int], uses: int, sets: int) -> dict[str, Any]:
    """How a bot plays, per round it played: the share of rounds it called (with a 95% Wilson
    interval), the average own turn of its calls, abilities used and set exchanges tried."""
    lo, hi = wilson(len(call_turns), rounds)
    return {
        "rounds": rounds,
        "call_rate": round(len(call_turns) / rounds, 4) if rounds else 0.0,
        "call_rate_95": [round(lo, 4), round(hi, 4)],
        "call_turn": round(statistics.fmean(call_turns), 2) if call_turns else None,
        "uses_per_round": round(uses / rounds, 3) if rounds else 0.0,
        "sets_per_round": round(sets / rounds, 3) if rounds else 0.0,
    }
