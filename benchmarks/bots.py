"""Bot checks at full size: the perturbation test and the legality sweep. Prints figures.

    python benchmarks/bots.py perturb [--states 500] [--levels easy medium hard medium:bold ...]
    python benchmarks/bots.py legality [--games 10000] [--hard-games 200] [--jobs 2]
    python benchmarks/bots.py stress [--seconds 300]
    python benchmarks/bots.py latency [--level expert] [--decisions 200]

``perturb`` takes states from real games (every deck, with and without promos), deals every card the
deciding seat has not seen again (consistently with its view) and checks that each bot, with the
same seed, makes the same decision (by default every level and every personality at every level).
``legality`` plays arena games across all presets and mixes and
counts bot errors (an exception or an illegal action); the Hard and Expert bots play their own
games, Hard with a 10 ms budget and Expert with one sampled world per round of its search, so that
the sweep finishes. ``latency`` times a searching bot's decisions at its default budget (the Expert
with its worker processes), over the decisions it searches in games of every deck. Asserts nothing:
it prints what it found.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.ai import PERSONALITIES, Budget, make_bot
from silver_desktop.ai.arena import play_game
from silver_desktop.engine import GameConfig, apply, new_game
from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec
from silver_desktop.engine.perturb import redeal_unseen
from silver_desktop.engine.state import State
from silver_desktop.engine.view import view

DECKS = ("silver", "bullet", "coin", "random-mix")
PROMOS = tuple(sorted(PROMO_DEFAULTS.items()))
STYLED = ("easy", "medium", "hard", "expert")
#: the bots the perturbation test checks by default: the levels that decide, plain and with each
#: personality
PERTURBED = [*STYLED, *(f"{level}:{p}" for level in STYLED for p in PERSONALITIES)]


def _layout(s: State) -> list[list[str]]:
    """Card types zone by zone: what a re-deal changes."""
    zones = [*s.villages, s.deck, s.pile, s.area, s.hand, s.aside]
    return [[s.type_id(c) for c in z] for z in zones]


def perturb(states: int, levels: list[str], iterations: int = 3) -> None:
    """The perturbation test over ``states`` decision points per level (the Hard bot searches
    ``iterations`` sampled worlds, 12 or more lets its early stop take part; the Expert as many per
    round)."""
    rng = random.Random(1)
    budget = Budget(iterations=iterations)
    for level in levels:
        checked = changed = differing = 0
        game = 0
        started = time.perf_counter()
        while checked < states:
            deck = DECKS[game % 4]
            spec = DeckSpec.parse(deck, seed=game, promos=PROMOS if game % 2 else ())
            s = new_game(GameConfig(players=2 + game % 3, deck=spec), game)
            players = [make_bot("medium", game * 10 + p) for p in range(s.players)]
            step = 0
            while s.stack and checked < states:
                seat = s.decider()
                v = view(s, seat)
                if step % 7 == 0 and len(v.legal) > 1:
                    other = redeal_unseen(s, seat, rng)
                    w = view(other, seat)
                    changed += _layout(other) != _layout(s)
                    if make_bot(level, 5).choose(v, budget) != make_bot(level, 5).choose(w, budget):
                        differing += 1
                    checked += 1
                apply(s, players[seat].choose(v))
                step += 1
            game += 1
        print(
            f"perturb {level:>16}: {checked} states from {game} games, {changed} with cards moved, "
            f"{differing} decisions changed ({time.perf_counter() - started:.0f} s)"
        )


def _legal_game(args: tuple[int, tuple[str, ...], str, bool]) -> tuple[int, int]:
    seed, levels, deck, promos = args
    result, decisions = play_game(levels, seed, deck, PROMOS if promos else (), 0.01, expert_iterations=1)
    return sum(result.errors), decisions


def legality(games: int, hard_games: int, jobs: int) -> None:
    """Play ``games`` games of Random/Easy/Medium lineups (with every personality) and ``hard_games``
    games with a Hard or an Expert bot (plain, then each personality in turn), over every deck, with
    and without promos; print the error count."""
    lineups = [
        ("medium", "medium", "easy"),
        ("easy", "medium"),
        ("medium", "easy", "random", "medium"),
        ("medium:cautious", "easy:bold", "medium:collector", "easy:hunter"),
        ("medium:bold", "medium:hunter", "easy:collector"),
        ("easy:cautious", "medium"),
    ]
    n = len(lineups)
    tasks = [(g, lineups[g % n], DECKS[(g // n) % 4], bool(g % 3)) for g in range(games)]
    hards = [level for top in ("hard", "expert") for level in (top, *(f"{top}:{p}" for p in PERSONALITIES))]
    tasks += [
        (games + g, (hards[g % len(hards)], "medium", "easy", "random"), DECKS[g % 4], bool(g % 2))
        for g in range(hard_games)
    ]
    games += hard_games
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_legal_game, tasks, chunksize=20))
    errors = sum(e for e, _ in results)
    decisions = sum(d for _, d in results)
    print(
        f"legality: {games} games, {decisions} decisions, {errors} errors "
        f"({time.perf_counter() - started:.0f} s)"
    )


def stress(seconds: float) -> None:
    """Hard's inner loop, checked: from states of Medium games over every deck, sample worlds, try
    every legal action and play on with Medium; count any exception (e.g. a decision left without a
    legal action)."""
    from silver_desktop.ai import HardBot
    from silver_desktop.ai.sampling import sample_world
    from silver_desktop.engine import apply_unchecked

    rng = random.Random(3)
    hard = HardBot(seed=1)
    started = time.process_time()
    game = playouts = failures = 0
    while time.process_time() - started < seconds:
        spec = DeckSpec.parse(DECKS[game % 4], seed=game, promos=PROMOS if game % 2 else ())
        s = new_game(GameConfig(players=2 + game % 3, deck=spec), game)
        players = [make_bot("medium", game * 7 + p) for p in range(s.players)]
        step = 0
        while s.stack:
            seat = s.decider()
            v = view(s, seat)
            if step % 3 == 0 and len(v.legal) > 1:
                world = sample_world(v, rng)
                world.events = None
                for action in v.legal[:6]:
                    trial = world.clone()
                    try:
                        apply_unchecked(trial, action)
                        hard._playout(trial, seat, rng.getrandbits(32))
                    except Exception as e:
                        failures += 1
                        print(f"  game {game} step {step} {v.pending} {action}: {type(e).__name__}: {e}")
                    playouts += 1
            apply(s, players[seat].choose(v))
            step += 1
        game += 1
    print(f"stress: {game} games, {playouts} playouts, {failures} failures")


def latency(level: str, decisions: int) -> None:
    """Time ``decisions`` of ``level``'s searched decisions at its default budget, from Medium games
    over every deck (the pool of an Expert started beforehand, as by a game's first move)."""
    from silver_desktop.ai import ExpertBot, HardBot
    from silver_desktop.ai.expert import EXPERT_SEARCHED, shutdown_pool
    from silver_desktop.ai.hard import SEARCHED

    player = make_bot(level, 1)  # as the app plays it: the search inside its memory of positions
    bot = player.bot
    if not isinstance(bot, HardBot | ExpertBot):
        raise SystemExit(f"latency times the searching bots (hard, expert), not {level}")
    searched = EXPERT_SEARCHED if isinstance(bot, ExpertBot) else SEARCHED
    times: list[float] = []
    worlds = 0
    game = 0
    warm = False
    while len(times) < decisions:
        spec = DeckSpec.parse(DECKS[game % 4], seed=game, promos=PROMOS if game % 2 else ())
        s = new_game(GameConfig(players=2 + game % 3, deck=spec), game)
        players = [make_bot("medium", game * 7 + p) for p in range(s.players)]
        while s.stack and len(times) < decisions:
            v = view(s, s.decider())
            if v.pending in searched and len(v.legal) > 1:
                if not warm:
                    player.choose(v)  # the worker processes start
                    warm = True
                start = time.perf_counter()
                player.choose(v)
                times.append(time.perf_counter() - start)
                worlds += bot.last.worlds
            apply(s, players[s.decider()].choose(v))
        game += 1
    shutdown_pool()
    capped = sum(t >= bot.seconds for t in times)  # stopped by the time cap, not by the search
    times.sort()
    ms = [times[int(q * (len(times) - 1))] * 1000 for q in (0.5, 0.95)]
    print(
        f"latency {level}: {len(times)} searched decisions from {game} games: p50 {ms[0]:.0f} ms, "
        f"p95 {ms[1]:.0f} ms, max {times[-1] * 1000:.0f} ms; {worlds / len(times):.1f} sampled worlds "
        f"per decision; {capped} stopped by the {bot.seconds} s cap"
    )


def main() -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("perturb")
    p.add_argument("--states", type=int, default=500)
    p.add_argument("--levels", nargs="+", default=PERTURBED)
    p.add_argument(
        "--iterations", type=int, default=3, help="Hard's sampled worlds per decision (Expert's per round)"
    )
    q = sub.add_parser("legality")
    q.add_argument("--games", type=int, default=10_000)
    q.add_argument("--hard-games", type=int, default=200, help="games with a Hard or an Expert bot")
    q.add_argument("--jobs", type=int, default=2)
    r = sub.add_parser("stress")
    r.add_argument("--seconds", type=float, default=300)
    t = sub.add_parser("latency")
    t.add_argument("--level", default="expert")
    t.add_argument("--decisions", type=int, default=200)
    args = parser.parse_args()
    if args.what == "perturb":
        perturb(args.states, args.levels, args.iterations)
    elif args.what == "stress":
        stress(args.seconds)
    elif args.what == "latency":
        latency(args.level, args.decisions)
    else:
        legality(args.games, args.hard_games, args.jobs)


if __name__ == "__main__":
    main()
