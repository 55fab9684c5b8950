"""Engine speed: complete random rounds per second and state clones per second, per deck.

    python benchmarks/engine.py [--players 4] [--seconds 5] [--deck silver bullet coin random-mix]

Random rounds are played with uniformly random legal actions through the unchecked fast path
(:func:`apply_unchecked`, no events), as the Hard bot's playouts will. Time is this process's CPU
time (less disturbed by other work on the machine than the wall clock). Prints the figures; asserts
nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.engine import GameConfig, apply_unchecked, legal_actions, new_game
from silver_desktop.engine.config import DeckSpec
from silver_desktop.engine.state import State

DECKS = ("silver", "bullet", "coin", "random-mix")


def config_for(deck: str, players: int, game: int) -> GameConfig:
    """The game's settings; ``random-mix`` draws a new mix for every game."""
    return GameConfig(players=players, deck=DeckSpec.parse(deck, seed=game))


def random_rounds(deck: str, players: int, seconds: float, seed: int = 1) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; return (rounds, actions, elapsed)."""
    rng = random.Random(seed)
    rounds = actions = 0
    start = time.process_time()
    game = 0
    while time.process_time() - start < seconds:
        s = new_game(config_for(deck, players, game), seed=game)
        s.events = None
        game += 1
        while s.stack:
            acts = legal_actions(s)
            apply_unchecked(s, acts[int(rng.random() * len(acts))])
            actions += 1
        rounds += s.round
    return rounds, actions, time.process_time() - start


def mid_game_state(deck: str, players: int) -> State:
    """A state in the middle of round 1, after 60 random actions."""
    rng = random.Random(3)
    s = new_game(config_for(deck, players, 3), seed=3)
    for _ in range(60):
        acts = legal_actions(s)
        apply_unchecked(s, rng.choice(acts))
    return s


def clones(deck: str, players: int, seconds: float) -> tuple[int, float]:
    """Clone a mid-game state for about ``seconds``; return (clones, elapsed)."""
    s = mid_game_state(deck, players)
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(1000):
            s.clone()
        n += 1000
    return n, time.process_time() - start


def main() -> None:
    """Run both measurements for every deck and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--repeat", type=int, default=3, help="measurements per figure; the best is shown")
    parser.add_argument("--deck", nargs="+", default=list(DECKS), help="decks to measure")
    args = parser.parse_args()
    print(f"{args.players} players, best of {args.repeat} x {args.seconds:g} s of CPU time per figure")
    for deck in args.deck:
        runs = [random_rounds(deck, args.players, args.seconds) for _ in range(args.repeat)]
        rounds, actions, dt = max(runs, key=lambda r: r[0] / r[2])
        n, dt2 = max(
            (clones(deck, args.players, args.seconds) for _ in range(args.repeat)), key=lambda r: r[0] / r[1]
        )
        print(
            f"{deck:>10}: {rounds / dt:7,.0f} random rounds/s ({actions / rounds:.0f} actions/round, "
            f"{actions / dt:,.0f} actions/s); {n / dt2:9,.0f} clones/s"
        )


if __name__ == "__main__":
    main()
