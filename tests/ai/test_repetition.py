"""Bots do not go round in circles (:mod:`silver_desktop.ai.repetition`)."""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from silver_desktop.ai import Budget, make_bot
from silver_desktop.ai.arena import deal_seed
from silver_desktop.ai.base import Bot
from silver_desktop.ai.repetition import Unrepeating
from silver_desktop.engine import GameConfig, apply, new_game
from silver_desktop.engine.actions import Action
from silver_desktop.engine.position import from_position
from silver_desktop.engine.state import State
from silver_desktop.engine.view import PlayerView, view

#: Round 2 of the random-mix deal 9 (seed 1), seated hard, hard, expert, hard, at its 1,800th decision:
#: every seat takes the top discard and gives back a card the next one takes (a Seer, an Insomniac, a
#: Nosferatu, a Village Idiot, a Thing); the deck keeps its 26 cards and nobody calls.
CIRCLE = Path(__file__).parent / "data" / "a-circle-of-takes.position.json"
LEVELS = ("hard", "hard", "expert", "hard")


class First:
    """A bot that always takes the first legal action."""

    name = "first"

    def choose(self, view: PlayerView, *_: object) -> Action:
        return view.legal[0]


def _progress(bots: list[Bot], decisions: int) -> int | None:
    """Play the circle's position with ``bots``: the decision at which a card left the deck or the
    round ended, or None if neither happened in ``decisions`` decisions."""
    s = from_position(json.loads(CIRCLE.read_text(encoding="utf-8")))
    deck, round_no = len(s.deck), s.round
    for n in range(decisions):
        seat = s.decider()
        apply(s, bots[seat].choose(view(s, seat), Budget(iterations=16)))
        if len(s.deck) != deck or s.round != round_no:
            return n
    return None


def test_bots_break_the_circle_of_takes_the_arena_met() -> None:
    """The bots as the arena seated them (same seeds and budgets) go on taking the top discard in a
    circle for ever; made by :func:`make_bot`, one of them draws or calls once a position comes back."""
    game_seed = deal_seed(1, 9)
    bots = [make_bot(level, game_seed * 17 + seat, workers=0) for seat, level in enumerate(LEVELS)]
    assert _progress([b.bot for b in bots], 66) is None  # three turns of each seat: no progress
    assert _progress(list(bots), 120) is not None


def _repeated(s: State, turn: int) -> PlayerView:
    v = view(s, s.decider())
    return attrs.evolve(v, turn=turn, position={**v.position, "turn": turn})


def test_a_position_that_comes_back_on_a_later_turn_gets_another_choice() -> None:
    s = new_game(GameConfig(players=2), 5)
    while view(s, s.decider()).pending != "turn":  # past the looks at the start
        apply(s, view(s, s.decider()).legal[0])
    bot = Unrepeating(First())
    first, again, later = _repeated(s, 7), _repeated(s, 7), _repeated(s, 11)
    assert len(first.legal) > 1
    chosen = bot.choose(first)
    assert chosen == first.legal[0]
    assert bot.choose(again) == chosen  # the same decision asked again is not a repetition
    elsewhere = attrs.evolve(later, position={**later.position, "this_turn": {"used": [1]}})
    assert bot.choose(elsewhere) == first.legal[0]  # the full position differs: not the same one
    assert bot.choose(later) == first.legal[1]  # the same position on a later turn
    # once more: both earlier choices are left out (or, with only two actions, none is)
    assert bot.choose(_repeated(s, 12)) == (first.legal[2] if len(first.legal) > 2 else first.legal[0])


def test_the_memory_keeps_the_last_legal_action_and_forgets_a_past_round() -> None:
    s = new_game(GameConfig(players=2), 5)
    v = view(s, s.decider())
    only = attrs.evolve(v, legal=v.legal[:1])
    bot = Unrepeating(First())
    assert bot.choose(only) == bot.choose(attrs.evolve(only, turn=only.turn + 3)) == v.legal[0]
    two = attrs.evolve(v, legal=v.legal[:2])
    assert bot.choose(two) == v.legal[0]
    assert bot.choose(attrs.evolve(two, turn=two.turn + 5)) == v.legal[1]
    next_round = attrs.evolve(two, round=two.round + 1, turn=two.turn + 9)
    assert bot.choose(next_round) == v.legal[0]  # a new round: nothing remembered
