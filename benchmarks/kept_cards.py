"""How much lower are the facedown cards their owners have seen? Prints the figures the Expert's
worlds lean on (``KEPT_LEAN`` and ``CALLER_LEAN`` in ``silver_desktop/ai/sampling.py``).

    python benchmarks/kept_cards.py [--level hard] [--games 30] [--deck silver]

It plays games among bots of one level (Hard with 4 sampled worlds a decision, to finish) and, at
every turn, looks at each other seat's facedown card the deciding seat has not seen. It sorts them
by whether their owner has seen them ("owner") or not ("blind"), and whether the owner called
("-caller"), and prints, per kind: how many there were, how far their number lay from the mean of
the cards the deciding seat had not seen (its own estimate of any unknown card), and the lean ``b``
that makes ``exp(-b * number)`` over those unseen cards most likely to give the card that lay
there (maximum likelihood, on a grid of 0.02). Asserts nothing: it prints what it found.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.ai import Budget, make_bot
from silver_desktop.ai.knowledge import Knowledge
from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.rules import apply, new_game
from silver_desktop.engine.view import view

#: the card that lay there, and the numbers of the cards the deciding seat had not seen
Sample = tuple[int, Counter[int]]


def collect(level: str, games: int, deck: str) -> dict[str, list[Sample]]:
    """The samples of ``games`` four-seat games of ``level`` bots, by kind of card."""
    samples: dict[str, list[Sample]] = defaultdict(list)
    budget = Budget(iterations=4)
    for g in range(games):
        seed = 1000 + g
        spec = DeckSpec.parse(deck, seed=seed ^ 0xD3C, promos=())
        s = new_game(GameConfig(players=4, deck=spec), seed)
        bots = [make_bot(level, seed * 17 + p, workers=0) for p in range(4)]
        while s.stack:
            seat = s.decider()
            v = view(s, seat)
            if v.pending == "turn":
                numbers = v.config.type_numbers
                unseen: Counter[int] = Counter()
                for t, n in Knowledge(v).pool.items():
                    unseen[numbers[t]] += n
                for p in range(s.players):
                    if p == seat:
                        continue
                    for c in s.villages[p]:
                        if s.up[c] or s.knows(c, seat):
                            continue
                        kind = ("owner" if s.knows(c, p) else "blind") + ("-caller" if s.caller == p else "")
                        samples[kind].append((s.number(c), unseen))
            apply(s, bots[seat].choose(v, budget))
    return samples


def lean(rows: list[Sample]) -> float:
    """The lean ``b`` (a multiple of 0.02 in -0.4 .. 0.8) under which the cards seen were likeliest."""

    def likelihood(b: float) -> float:
        return sum(
            -b * number - math.log(sum(n * math.exp(-b * k) for k, n in unseen.items()))
            for number, unseen in rows
        )

    return max((likelihood(k / 50), k / 50) for k in range(-20, 41))[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--deck", default="silver")
    args = parser.parse_args()
    samples = collect(args.level, args.games, args.deck)
    print(f"{args.games} games of {args.level} bots, deck {args.deck}")
    print(f"{'kind':14} {'cards':>7} {'below the mean':>15} {'lean b':>7}")
    for kind, rows in sorted(samples.items()):
        below = sum(
            sum(k * n for k, n in unseen.items()) / sum(unseen.values()) - number for number, unseen in rows
        )
        print(f"{kind:14} {len(rows):7} {below / len(rows):15.2f} {lean(rows):7.2f}")


if __name__ == "__main__":
    main()
