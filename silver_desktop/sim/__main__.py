"""``python -m silver_desktop.sim``: play games between bots, or replay a record.

    python -m silver_desktop.sim --games 200 --players 4 --seed 7 [--deck DECK] [--promos [SPEC]]
                                 [--json] [--save-records DIR]
    python -m silver_desktop.sim replay FILE [--json]

DECK is silver, bullet, coin, random-mix (a new seeded mix for every game) or a mix written
BASE:14 letters, e.g. ``A:AABBCCAABBCCAB`` (A = Silver, B = Bullet, C = Coin, one letter per number
0..13). ``--promos`` adds the three promo cards at their default numbers; ``--promos prince=3,cleaner=7``
chooses which and where.

The output depends only on the arguments: the same seed prints the same text.

``replay`` exits 0 after printing the game, 2 with a one-line message on standard error when the file
cannot be read (missing, unreadable, larger than 8 MiB, or a folder, a named pipe or a device, which are
never read), and 1 with a one-line message naming the problem when the file is read but is not a valid
record (not JSON, a wrong format or version, an action that is not legal, a tampered result).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from ..ai import RandomBot
from ..engine import GameConfig
from ..engine import events as ev
from ..engine.config import PROMO_DEFAULTS, DeckSpec
from ..engine.errors import ConfigError, EngineError
from ..engine.files import check_readable
from ..engine.history import Game
from ..engine.position import to_position
from ..engine.record import MAX_BYTES, load_record, save_record
from ..engine.rng import next_u64
from ..engine.view import view
from ..terminal import one_line, run_command

#: The longest error message ``replay`` prints (a record can make the engine quote a huge value).
MESSAGE_LIMIT = 600


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    return next_u64(seed * 1_000_003 + index)[1] >> 16


def play_game(config: GameConfig, seed: int) -> tuple[Game, Counter[str]]:
    """One game between random bots; returns the game and counts of round endings and calls."""
    game = Game.new(config, seed)
    bots = [RandomBot(seed * 10 + seat) for seat in range(config.players)]
    counts: Counter[str] = Counter()
    while not game.state.over:
        seat = game.state.decider()
        for e in game.play(bots[seat].choose(view(game.state, seat))):
            if e.kind == ev.ROUND_ENDED:
                counts[f"ended:{e.params['reason']}"] += 1
            elif e.kind == ev.ROUND_SCORED and e.params["caller"] >= 0:
                counts["calls"] += 1
                counts["calls_ok"] += e.params["called_ok"]
    return game, counts


def parse_promos(text: str | None) -> tuple[tuple[str, int], ...]:
    """``None`` -> no promos; ``""`` -> all three at default numbers; ``prince=3,cleaner=7`` -> those."""
    if text is None:
        return ()
    if not text.strip():
        return tuple(sorted(PROMO_DEFAULTS.items()))
    out = {}
    for part in text.split(","):
        key, sep, number = part.strip().partition("=")
        key = key.strip().lower()
        if key not in PROMO_DEFAULTS:
            raise ConfigError(f"--promos: unknown promo card {key!r} (commander, prince, cleaner)")
        try:
            out[key] = int(number) if sep else PROMO_DEFAULTS[key]
        except ValueError:
            raise ConfigError(f"--promos: {number!r} is not a number") from None
    return tuple(sorted(out.items()))


def run(
    games: int,
    players: int,
    seed: int,
    save_dir: Path | None,
    deck: str = "silver",
    promos: tuple[tuple[str, int], ...] = (),
) -> dict[str, Any]:
    """Play ``games`` games and return the summary. ``random-mix`` draws a new mix per game."""
    wins = [0] * players
    totals = [0] * players
    counts: Counter[str] = Counter()
    actions = 0
    for i in range(games):
        spec = DeckSpec.parse(deck, seed=game_seed(seed, i) ^ 0xD3C, promos=promos)
        config = GameConfig(players=players, deck=spec)
        game, game_counts = play_game(config, game_seed(seed, i))
        s = game.state
        wins[s.winner] += 1
        for p in range(players):
            totals[p] += sum(r[p] for r in s.scores)
        counts.update(game_counts)
        actions += len(game.actions)
        if save_dir is not None:
            save_record(game, save_dir / f"game-{i + 1:04d}.silver")
    return {
        "games": games,
        "players": players,
        "seed": seed,
        "deck": deck,
        "promos": dict(promos),
        "wins": wins,
        "mean_total": [round(t / games, 3) for t in totals] if games else totals,
        "round_endings": {k[6:]: v for k, v in sorted(counts.items()) if k.startswith("ended:")},
        "calls": counts["calls"],
        "successful_calls": counts["calls_ok"],
        "mean_actions_per_game": round(actions / games, 3) if games else 0,
    }


def _print_summary(summary: dict[str, Any]) -> None:
    promos = ", ".join(f"{k} {v}" for k, v in summary["promos"].items()) or "none"
    print(
        f"{summary['games']} games, {summary['players']} players, deck {summary['deck']}, "
        f"promos {promos}, seed {summary['seed']}"
    )
    for p in range(summary["players"]):
        print(f"  seat {p}: {summary['wins'][p]} wins, mean total {summary['mean_total'][p]}")
    endings = ", ".join(f"{k} {v}" for k, v in summary["round_endings"].items())
    print(f"  rounds ended by: {endings}")
    print(f"  calls: {summary['calls']} ({summary['successful_calls']} successful)")
    print(f"  mean actions per game: {summary['mean_actions_per_game']}")


def _replay(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m silver_desktop.sim replay", description="Replay a record."
    )
    parser.add_argument("file", type=Path, help="a game record (.silver)")
    parser.add_argument("--json", action="store_true", help="print the final position as JSON")
    args = parser.parse_args(argv)
    try:
        check_readable(args.file, MAX_BYTES)
    except OSError as e:  # missing, unreadable, too large, a folder, a pipe, a device: nothing is read
        print(f"error: {one_line(str(args.file))}: cannot read the file ({e.strerror or e})", file=sys.stderr)
        return 2
    try:
        game = load_record(args.file)
    except EngineError as e:
        print(f"error: {one_line(str(e), MESSAGE_LIMIT)}", file=sys.stderr)
        return 1
    s = game.state
    if args.json:
        print(json.dumps(to_position(s), ensure_ascii=False, indent=1))
        return 0
    totals = [sum(r[p] for r in s.scores) for p in range(s.players)]
    state = "finished" if s.over else f"unfinished (round {s.round})"
    print(f"game {state} after {len(game.actions)} actions")
    for r, row in enumerate(s.scores, 1):
        print(f"  round {r}: " + " ".join(f"{v:4d}" for v in row))
    print("  total:   " + " ".join(f"{v:4d}" for v in totals))
    if s.over:
        print(f"  winner: seat {s.winner}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the simulator; returns the exit code."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["replay"]:
        return _replay(argv[1:])
    parser = argparse.ArgumentParser(
        prog="python -m silver_desktop.sim",
        description="Play games between random bots and print a summary. Subcommand: replay FILE.",
    )
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4), help="players per game")
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole run (default 0)")
    parser.add_argument(
        "--deck",
        default="silver",
        help="silver, bullet, coin, random-mix, or BASE:14 letters such as A:AABBCCAABBCCAB",
    )
    parser.add_argument(
        "--promos",
        nargs="?",
        const="",
        default=None,
        metavar="SPEC",
        help="add the promo cards (all three by default, or e.g. prince=3,cleaner=7)",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="save each game's record in DIR")
    args = parser.parse_args(argv)
    if args.games < 0:
        parser.error("--games must be 0 or more")
    if args.seed < 0:
        parser.error("--seed must be 0 or more")
    if args.save_records is not None:
        try:
            args.save_records.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            parser.error(f"--save-records: cannot create {args.save_records}: {e.strerror}")
    try:
        promos = parse_promos(args.promos)
        GameConfig(players=args.players, deck=DeckSpec.parse(args.deck, promos=promos))
    except ConfigError as e:
        parser.error(str(e))
    summary = run(args.games, args.players, args.seed, args.save_records, args.deck, promos)
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        _print_summary(summary)
    return 0


if __name__ == "__main__":
    sys.exit(run_command(main))
