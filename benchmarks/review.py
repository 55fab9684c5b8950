"""How long the review of a game takes, and how stable its marks are. Prints figures; asserts nothing.

    python benchmarks/review.py [--games 3] [--decks silver bullet coin] [--players 4] [--seeds 1]
    python benchmarks/review.py --latency      # a 10 ms GUI timer's lateness while a review runs

Each game is a whole 4-round game in which seat 0 is played by the Easy bot (a person who makes
mistakes) and the other seats by Medium. The review of seat 0 is timed, in wall-clock and in CPU
time (one core, as in the app's background thread; on a shared machine the CPU time is what it
takes on an idle core). With ``--seeds 2`` or more, each game is also reviewed with other review
seeds, and the marks (the decisions marked) are compared with the first seed's: how many of them
every seed marks.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.ai import make_bot
from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.engine.view import view
from silver_desktop.review import review_game


def play(deck: str, players: int, seed: int) -> Game:
    """A whole game: Easy at seat 0, Medium elsewhere."""
    game = Game.new(GameConfig(players=players, deck=DeckSpec.parse(deck, seed=seed)), seed)
    bots = [make_bot("easy", seed)] + [make_bot("medium", seed * 10 + p) for p in range(1, players)]
    while game.legal_actions():
        seat = game.state.decider()
        game.play(bots[seat].choose(view(game.state, seat)))
    return game


def latency(game: Game) -> None:
    """How late a 10 ms GUI timer fires while the review runs in its background thread."""
    from PySide6.QtWidgets import QApplication

    from benchmarks.lateness import Lateness
    from silver_desktop.ui.review_job import ReviewJob

    app = QApplication(sys.argv[:1])
    timer = Lateness()
    job = ReviewJob(game, 0)
    job.signals.finished.connect(app.quit)
    job.start()
    app.exec()
    print(f"GUI timer lateness while the review runs ({timer.stop()})")


def main(argv: list[str] | None = None) -> None:
    """Review the games and print one line per game and a summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per deck")
    parser.add_argument("--decks", nargs="+", default=["silver", "bullet", "coin"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", type=int, default=1, help="review seeds per game (stability)")
    parser.add_argument("--latency", action="store_true", help="GUI timer lateness during a review instead")
    args = parser.parse_args(argv)
    if args.latency:
        latency(play(args.decks[0], args.players, 100))
        return
    times: list[float] = []
    cpus: list[float] = []
    kept = found = 0
    for deck in args.decks:
        for k in range(args.games):
            game = play(deck, args.players, 100 + k)
            start, cpu = time.perf_counter(), time.process_time()
            review = review_game(game, 0, seed=0)
            took, cpu = time.perf_counter() - start, time.process_time() - cpu
            times.append(took)
            cpus.append(cpu)
            marked = {m.index for m in review.marks}
            line = (
                f"{deck:7} game {k}: {game.state.config.rounds} rounds, {len(game.actions)} actions, "
                f"{review.decisions} decisions reviewed, {len(review.marks)} marked, "
                f"{took:.1f} s ({cpu:.1f} s of CPU)"
            )
            if args.seeds > 1:
                every = set(marked)
                for seed in range(1, args.seeds):
                    every &= {m.index for m in review_game(game, 0, seed=seed).marks}
                kept += len(every)
                found += len(marked)
                line += f"; marked under every seed: {len(every)} of {len(marked)}"
            print(line, flush=True)
    print(
        f"review time per 4-round game: mean {statistics.mean(times):.1f} s, max {max(times):.1f} s "
        f"over {len(times)} games (target: under 30 s); CPU time: mean {statistics.mean(cpus):.1f} s, "
        f"max {max(cpus):.1f} s (what it takes on an idle core)"
    )
    if args.seeds > 1 and found:
        share = f"{kept / found:.0%}"
        print(f"stability: {kept} of {found} marks ({share}) are marked under all {args.seeds} seeds")


if __name__ == "__main__":
    main()
