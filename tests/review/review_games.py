"""A prepared game for the review's tests: Medium bots everywhere, and one planted mistake by seat 0.

The mistake: holding a low card that seat 0 has drawn, while it knows a high card of its own
village, it discards the low card instead of exchanging the high one.
"""

from __future__ import annotations

import attrs

from silver_desktop.ai import make_bot
from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.engine.view import PlayerView, view

SEAT = 0
PLAYERS = 3


@attrs.frozen
class Planted:
    """The finished game, the planted mistake's action index and the view it was taken in."""

    game: Game
    index: int
    view: PlayerView


def _mistake(v: PlayerView) -> int | None:
    """The index of a known high own card to keep by mistake, if ``v`` offers one: a low card held."""
    if v.pending != "hand" or not v.hand or v.hand[-1].type is None:
        return None
    numbers = v.config.type_numbers
    held = numbers[v.hand[-1].type]
    if held > 3 or Action("discard") not in v.legal:
        return None
    for i, card in enumerate(v.villages[v.seat]):
        if card.type is not None and numbers[card.type] >= 10 and Action("exchange", (i,)) in v.legal:
            return i
    return None


def planted_game(rounds: int = 1) -> Planted:
    """The first deal (from seed 1 on) where seat 0 gets to make the planted mistake, played to the end."""
    for seed in range(1, 200):
        game = Game.new(GameConfig(players=PLAYERS, rounds=rounds), seed)
        bots = [make_bot("medium", seed * 10 + p) for p in range(PLAYERS)]
        planted: tuple[int, PlayerView] | None = None
        while game.legal_actions():
            seat = game.state.decider()
            v = view(game.state, seat)
            if planted is None and seat == SEAT and _mistake(v) is not None:
                planted = (len(game.actions), v)
                game.play(Action("discard"))
                continue
            game.play(bots[seat].choose(v))
        if planted is not None:
            return Planted(game, *planted)
    raise AssertionError("no deal offers the planted mistake")
