"""Engine speed: complete random rounds per second and state clones per second.

    python benchmarks/engine.py [--players 4] [--seconds 5]

Random rounds are played with uniformly random legal actions through the unchecked fast path
(:func:`apply_unchecked`, no events), as the Hard bot's playouts will. Prints the figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.engine import GameConfig, apply_unchecked, legal_actions, new_game
from silver_desktop.engine.state import State


def random_rounds(players: int, seconds: float, seed: int = 1) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; return (rounds, actions, elapsed)."""
    rng = random.Random(seed)
    config = GameConfig(players=players)
    rounds = actions = 0
    start = time.perf_counter()
    game = 0
    while time.perf_counter() - start < seconds:
        s = new_game(config, seed=game)
        s.events = None
        game += 1
        while s.stack:
            acts = legal_actions(s)
            apply_unchecked(s, acts[int(rng.random() * len(acts))])
            actions += 1
        rounds += s.round
    return rounds, actions, time.perf_counter() - start


def mid_game_state(players: int) -> State:
    """A state in the middle of round 1, after 60 random actions."""
    rng = random.Random(3)
    s = new_game(GameConfig(players=players), seed=3)
    for _ in range(60):
        acts = legal_actions(s)
        apply_unchecked(s, rng.choice(acts))
    return s


def clones(players: int, seconds: float) -> tuple[int, float]:
    """Clone a mid-game state for about ``seconds``; return (clones, elapsed)."""
    s = mid_game_state(players)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(1000):
            s.clone()
        n += 1000
    return n, time.perf_counter() - start


def main() -> None:
    """Run both measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rounds, actions, dt = random_rounds(args.players, args.seconds)
    print(
        f"random rounds ({args.players} players): {rounds / dt:,.0f} rounds/s "
        f"({rounds} rounds, {actions / rounds:.0f} actions per round, {actions / dt:,.0f} actions/s)"
    )
    n, dt = clones(args.players, args.seconds)
    print(f"state clones: {n / dt:,.0f} clones/s")


if __name__ == "__main__":
    main()
