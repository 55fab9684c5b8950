"""The ladder: every bot level and personality rated on one scale from duplicate deals.

Each *round* of the ladder shuffles the entries (from the seed) and seats them four to a table, so
over the rounds every entry meets every other one about equally often (a round-robin by tables);
when the entries are not a multiple of four, the few left over sit the round out, in turn.
Each table is one duplicate deal of the arena (:mod:`.arena`): the same shuffles played once per
rotation of the seats. The games are then rated with OpenSkill's Plackett-Luce model (the
``openskill`` package, an optional dependency: ``pip install .[arena]``), one game at a time in deal
order, by finishing place (the lowest total first, ties sharing a place). The rating of an entry is
its ``mu`` and ``sigma``; the ladder orders entries by ``mu - 3 sigma`` (OpenSkill's "ordinal", a
cautious estimate), and reports each entry's win share with its 95% interval as a plain check.
"""

from __future__ import annotations

import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .arena import GameResult, _play_deal, summarize

TABLE = 4


def schedule(entries: tuple[str, ...], rounds: int, seed: int = 0) -> list[tuple[str, ...]]:
    """The tables of the ladder, in deal order: ``rounds`` shuffles of ``entries`` (at least four)
    split into tables of four. When the entries are not a multiple of four, the few left over by a
    shuffle sit that round out; sitting out goes round in turn (the entries that have sat out least
    so far, the shuffle deciding among them), so every entry plays nearly as many rounds as any other."""
    if len(entries) < TABLE:
        raise ValueError(f"the ladder needs at least {TABLE} entries, got {len(entries)}")
    rng = random.Random(seed)
    out = len(entries) % TABLE
    rested = dict.fromkeys(entries, 0)
    tables: list[tuple[str, ...]] = []
    for _ in range(rounds):
        order = list(entries)
        rng.shuffle(order)
        if out:
            resting = sorted(order, key=lambda e: rested[e])[:out]  # stable: the shuffle breaks ties
            for e in resting:
                rested[e] += 1
            order = [e for e in order if e not in resting]
        tables += [tuple(order[i : i + TABLE]) for i in range(0, len(order), TABLE)]
    return tables


def play(
    entries: tuple[str, ...],
    rounds: int,
    seed: int = 0,
    deck: str = "silver",
    jobs: int = 1,
    hard_iterations: int | None = 12,
    expert_iterations: int | None = 16,
) -> list[GameResult]:
    """Play the ladder's tables (each a duplicate deal, four games); results in deal order. The Hard
    bots search ``hard_iterations`` sampled worlds per decision (reproducible), or 0.35 s if None;
    the Expert ``expert_iterations`` worlds per round of its search, uncapped, or its usual budget
    if None."""
    tasks = [
        (seed, deal, table, deck, (), 0.35, hard_iterations, expert_iterations, 0)
        for deal, table in enumerate(schedule(entries, rounds, seed))
    ]
    if jobs <= 1:
        batches = [_play_deal(t) for t in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            batches = list(pool.map(_play_deal, tasks, chunksize=1))
    return [r for batch in batches for r in batch]


def places(totals: tuple[int, ...]) -> list[int]:
    """Finishing places from game totals: 1 for the lowest, ties sharing the better place."""
    return [1 + sum(1 for other in totals if other < mine) for mine in totals]


def rate(results: list[GameResult]) -> list[dict[str, Any]]:
    """The ladder: one row per entry, best first, with its rating (``mu``, ``sigma``, ``ordinal``)
    and the arena's figures for it (games, win share and interval, mean rank, style figures)."""
    from openskill.models import PlackettLuce  # the arena extra: not needed to play

    model = PlackettLuce()
    ratings = {}
    for r in results:
        for level in r.levels:
            if level not in ratings:
                ratings[level] = model.rating(name=level)
        teams = [[ratings[level]] for level in r.levels]
        rated = model.rate(teams, ranks=[float(p) for p in places(r.totals)])
        for level, (new,) in zip(r.levels, rated, strict=True):
            ratings[level] = new
    table = summarize(results)
    rows = [
        {
            "bot": level,
            "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2),
            "ordinal": round(rating.ordinal(), 2),
            "games": table[level]["games"],
            "win_share": table[level]["win_share"],
            "win_share_95": table[level]["win_share_95"],
            "mean_rank": table[level]["mean_rank"],
            "errors": table[level]["errors"],
            "style": table[level]["style"],
        }
        for level, rating in ratings.items()
    ]
    return sorted(rows, key=lambda row: -row["ordinal"])
