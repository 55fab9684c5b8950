"""``python -m silver_desktop.arena``: duplicate-deal tournaments between bots.

    python -m silver_desktop.arena --bots hard medium medium medium --deals 250 --deck silver \\
        --seed 1 --jobs 2 [--promos] [--hard-seconds 0.35] [--hard-iterations N]
        [--expert-iterations N] [--expert-workers N] [--record FILE] [--json]

A bot is a level, or a level and a personality: ``medium:bold``, ``easy:hunter`` (see
:mod:`silver_desktop.ai.personalities`).

Every deal is played once per seat rotation, so each bot sits in every seat on the same shuffles.
The same arguments give the same scores, wins and ranks; latencies are measured and vary.
``--record FILE`` keeps each deal's games as it ends, so that a long run can be stopped and taken up
again, here or on another machine (:mod:`silver_desktop.ai.arena_record`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from ..ai import make_bot
from ..ai.arena import run, summarize
from ..ai.arena_record import Record, RecordError, code_fingerprint
from ..engine.config import DeckSpec, GameConfig
from ..engine.errors import ConfigError
from ..sim.__main__ import parse_promos
from ..terminal import run_command


def bot_name(text: str) -> str:
    """``text`` if it names a bot (a level, or ``level:personality``), else an argparse error."""
    try:
        make_bot(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return text


def record_settings(args: argparse.Namespace, promos: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    """What decides the games of a run (and so must be the same for every part of a record): the
    bots, deck, promos, seed and search budgets, and the code. Hard's seconds count only when it has no fixed
    number of worlds; the Expert's workers never change its choices."""
    return {
        "bots": list(args.bots),
        "deck": args.deck,
        "promos": [list(p) for p in promos],
        "seed": args.seed,
        "hard_seconds": None if args.hard_iterations else args.hard_seconds,
        "hard_iterations": args.hard_iterations,
        "expert_iterations": args.expert_iterations,
        "code": code_fingerprint(),
    }


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m silver_desktop.arena", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--bots",
        nargs="+",
        default=["medium", "easy", "easy", "easy"],
        type=bot_name,
        help="levels (random, easy, medium, hard, expert), each with an optional personality: medium:bold",
    )
    parser.add_argument(
        "--deals", type=int, default=25, help="duplicate deals (each played once per rotation)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--deck", default="silver", help="silver, bullet, coin, random-mix or BASE:14 letters"
    )
    parser.add_argument("--promos", nargs="?", const="", default=None, metavar="SPEC")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (2 uses both cores here)")
    parser.add_argument("--hard-seconds", type=float, default=0.35, help="the Hard bot's budget per decision")
    parser.add_argument(
        "--hard-iterations",
        type=int,
        help="give Hard exactly N sampled worlds per decision instead of a time budget (reproducible)",
    )
    parser.add_argument(
        "--expert-iterations",
        type=int,
        help="give Expert exactly N sampled worlds per round of its search, uncapped (reproducible)",
    )
    parser.add_argument(
        "--expert-workers",
        type=int,
        default=0,
        help="the Expert's worker processes (0: it searches in the arena's process; the same choices)",
    )
    parser.add_argument(
        "--record",
        type=Path,
        metavar="FILE",
        help="keep the games in FILE (JSON Lines) as each deal ends; a run given the same FILE and "
        "settings plays only the deals it does not hold yet, and sums up all of them",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if not 2 <= len(args.bots) <= 4:
        parser.error("--bots: name 2 to 4 bots")
    for option in ("hard_iterations", "expert_iterations"):
        if getattr(args, option) is not None and getattr(args, option) < 1:
            parser.error(f"--{option.replace('_', '-')} must be at least 1")
    if args.expert_workers < 0:
        parser.error("--expert-workers must be 0 or more")
    if args.deals < 1 or args.jobs < 1 or args.seed < 0 or args.hard_seconds <= 0:
        parser.error("--deals and --jobs must be at least 1, --seed 0 or more, --hard-seconds positive")
    try:
        promos = parse_promos(args.promos)
        GameConfig(players=len(args.bots), deck=DeckSpec.parse(args.deck, promos=promos))
    except ConfigError as e:
        parser.error(str(e))
    record = None
    if args.record is not None:
        try:
            record = Record(args.record, record_settings(args, promos))
        except RecordError as e:
            print(f"arena: {e}", file=sys.stderr)
            return 2
    started = time.perf_counter()
    try:
        results = run(
            tuple(args.bots),
            args.deals,
            args.seed,
            args.deck,
            promos,
            args.jobs,
            args.hard_seconds,
            args.hard_iterations,
            args.expert_iterations,
            args.expert_workers,
            skip=record.deals if record is not None else (),
            on_deal=record.add if record is not None else None,
        )
    except RecordError as e:  # a deal that could not be written (a full disk): the others are kept
        print(f"arena: {e}", file=sys.stderr)
        return 2
    finally:
        if record is not None:
            record.close()
    played_now = len(results)
    if record is not None:  # the record's deals of this run, those played before included
        results = [g for d in range(args.deals) if d in record.deals for g in record.deals[d]]
    summary = {
        "played_now": played_now,
        "bots": args.bots,
        "deals": args.deals,
        "games": len(results),
        "deck": args.deck,
        "promos": dict(promos),
        "seed": args.seed,
        "hard_iterations": args.hard_iterations,
        "expert_iterations": args.expert_iterations,
        "results": summarize(results),
    }
    if args.json:
        print(json.dumps(summary, indent=1))
        return 0
    print(
        f"{len(results)} games ({args.deals} deals x {len(args.bots)} seatings), deck {args.deck}, "
        f"seed {args.seed}, {time.perf_counter() - started:.0f} s"
        + (f"; {played_now} played now, the others read from {args.record}" if record is not None else "")
    )
    head = "bot games,win share,95% interval,game,round,rank,p50 ms,p95 ms,max ms".replace(" ", ",", 1)
    widths = (16, 6, 10, 16, 7, 6, 5, 8, 8, 8)
    print(" ".join(f"{h:>{w}}" for h, w in zip(head.split(","), widths, strict=True)) + " errors")
    for level, row in summary["results"].items():
        lo, hi = row["win_share_95"]
        lat = row["latency_ms"]
        print(
            f"{level:>16} {row['games']:>6} {row['win_share']:>10.1%} {f'{lo:.1%} - {hi:.1%}':>16} "
            f"{row['mean_game_score']:>7.1f} {row['mean_round_score']:>6.1f} {row['mean_rank']:>5.2f} "
            f"{lat['p50']:>8.2f} {lat['p95']:>8.2f} {lat['max']:>8.1f} {row['errors']:>6}"
        )
    print()
    print(f"{'bot':>16} {'margin':>7} {'margin 95% (by deal)':>22}")
    for level, row in summary["results"].items():
        band = row["margin_95"]
        shown = "-" if band is None else f"{band[0]:.2f} - {band[1]:.2f}"
        print(f"{level:>16} {row['margin']:>7.2f} {shown:>22}")
    print("(margin: the bot's game total minus the mean of the others' in the same game; lower is better)")
    print()
    print(f"{'bot':>16} {'rounds':>7} {'calls':>7} {'call 95%':>15} {'call turn':>9} {'uses':>6} {'sets':>6}")
    for level, row in summary["results"].items():
        st = row["style"]
        lo, hi = st["call_rate_95"]
        turn = "-" if st["call_turn"] is None else f"{st['call_turn']:.2f}"
        print(
            f"{level:>16} {st['rounds']:>7} {st['call_rate']:>7.1%} {f'{lo:.1%} - {hi:.1%}':>15} "
            f"{turn:>9} {st['uses_per_round']:>6.2f} {st['sets_per_round']:>6.2f}"
        )
    print("(per round: the share of rounds it called, its own turn of the call, abilities used, sets tried)")
    return 0


if __name__ == "__main__":
    sys.exit(run_command(main))
