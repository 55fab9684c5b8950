"""Property tests over random games (hypothesis picks seeds and player counts).

Invariants: every card is accounted for at all times; there is a legal action until the game is over;
undo/redo and records round-trip; and no seat's view depends on a facedown card it has not seen.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import attrs
from hypothesis import assume, given
from hypothesis import strategies as st

from silver_desktop.engine import GameConfig, legal_actions
from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec
from silver_desktop.engine.history import Game, UndoPolicy
from silver_desktop.engine.perturb import redeal_unseen
from silver_desktop.engine.position import to_position
from silver_desktop.engine.record import game_from_record, record_of
from silver_desktop.engine.state import State
from silver_desktop.engine.view import view, views

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.sampled_from([2, 3, 4])


@st.composite
def promo_sets(draw: st.DrawFn) -> tuple[tuple[str, int], ...]:
    """Any subset of the promo cards, each on any number 0..13 the deck rules allow (D-20: not every
    card of one number), so that promos on 0 (one Villager, AMB-79) or 13 are drawn too."""
    chosen = draw(st.lists(st.sampled_from(sorted(PROMO_DEFAULTS)), unique=True, max_size=3))
    numbers = draw(st.lists(st.integers(min_value=0, max_value=13), min_size=len(chosen), max_size=3))
    promos = tuple(sorted(zip(chosen, numbers, strict=False)))
    counts = {n: sum(1 for _, m in promos if m == n) for _, n in promos}
    assume(all(count < (2 if n in (0, 13) else 4) for n, count in counts.items()))
    return promos


@st.composite
def configs(draw: st.DrawFn) -> GameConfig:
    """Any player count with a pure edition or a random mix, with or without promo cards on any
    legal numbers."""
    n = draw(players)
    promos = draw(promo_sets())
    deck = draw(st.sampled_from(["silver", "bullet", "coin", "random-mix"]))
    spec = DeckSpec.parse(deck, seed=draw(seeds), promos=promos)
    return GameConfig(players=n, deck=spec)


@given(promo_sets())
def test_promo_strategy_covers_the_whole_range(promos: tuple[tuple[str, int], ...]) -> None:
    """Every drawn promo set is a legal deck (the strategy never hides a refused config)."""
    DeckSpec.parse("silver", promos=promos)


def random_game(seed: int, n: int | GameConfig, policy: UndoPolicy = UndoPolicy.STRICT) -> Iterator[Game]:
    """Play a whole random game, yielding the game after every action."""
    rng = random.Random(seed)
    config = n if isinstance(n, GameConfig) else GameConfig(players=n)
    game = Game.new(config, seed=seed, policy=policy)
    yield game
    while not game.state.over:
        game.play(rng.choice(game.legal_actions()))
        yield game


def all_cards(s: State) -> list[int]:
    zones = [*s.villages, s.deck, s.pile, s.area, s.hand, s.aside, s.removed, *s.limbo]
    kept = [s.kept] if s.kept >= 0 else []
    return [c for zone in zones for c in zone] + kept


@given(seeds, configs())
def test_every_card_accounted_for_and_always_a_legal_action(seed: int, n: GameConfig) -> None:
    for game in random_game(seed, n):
        s = game.state
        assert sorted(all_cards(s)) == list(range(52))
        if s.over:
            assert legal_actions(s) == []
            assert len(s.scores) == 4
        else:
            assert legal_actions(s), f"no legal action in {s.stack[-1]}"


@given(seeds, configs())
def test_undo_redo_round_trip(seed: int, n: GameConfig) -> None:
    rng = random.Random(seed ^ 0x5EED)
    for game in random_game(seed, n, UndoPolicy.PRACTICE):
        if game.actions and rng.random() < 0.2:
            before = to_position(game.state)
            steps = rng.randint(1, min(5, len(game.actions)))
            for _ in range(steps):
                game.undo()
            for _ in range(steps):
                game.redo()
            assert to_position(game.state) == before


@given(seeds, configs())
def test_record_round_trip(seed: int, n: GameConfig) -> None:
    game = next(g for g in random_game(seed, n) if g.state.over)
    data = json.loads(json.dumps(record_of(game)))
    again = game_from_record(data)
    assert to_position(again.state) == to_position(game.state)
    assert again.state.winner == game.state.winner


@given(seeds, configs(), st.integers(min_value=0, max_value=2**16))
def test_views_do_not_depend_on_unseen_cards(seed: int, config: GameConfig, salt: int) -> None:
    rng = random.Random(salt)
    changed = 0
    n = config.players
    for game in random_game(seed, config):
        if rng.random() > 0.15:
            continue
        s = game.state
        for seat in range(n):
            other = redeal_unseen(s, seat, rng)
            if [*map(s.config.types.__getitem__, all_cards(other))] != [
                *map(s.config.types.__getitem__, all_cards(s))
            ]:
                changed += 1
            assert view(other, seat) == view(s, seat)
    assert changed > 0  # the perturbation really moved card types around


@given(seeds, configs())
def test_views_built_together_equal_views_built_alone(seed: int, config: GameConfig) -> None:
    """views() shares the card groups no seat knows privately: each seat's view is still its own."""
    seats = list(range(config.players))
    for game in random_game(seed, config):
        s = game.state
        together = views(s, seats, with_position=seats[1:])
        assert together == [view(s, seat, with_position=seat > 0) for seat in seats]
        for seat, v in enumerate(together):  # a card's type shows only if faceup or known to the seat
            shown = [c.type is not None for c in (*v.deck, *v.pile, *v.area, *v.hand)]
            cards = [*reversed(s.deck), *s.pile, *s.area, *s.hand]
            assert shown == [bool(s.up[c] or s.known[c] >> seat & 1) for c in cards]


@given(seeds, configs())
def test_events_show_faces_only_to_their_audience(seed: int, config: GameConfig) -> None:
    rng = random.Random(seed)
    n = config.players
    game = Game.new(config, seed=seed)
    while not game.state.over:
        s = game.state
        actor = s.decider()
        for event in game.play(rng.choice(game.legal_actions())):
            for seat in range(n):
                redacted = event.for_seat(seat)
                if "type" in redacted.params and event.audience != -1:
                    assert (event.audience >> seat) & 1
            if event.kind == "card.viewed":
                assert event.audience == 1 << actor
            if event.kind in ("card.moved", "card.removed") and "type" in event.params:
                # a card's face travels only to those who may see it: faceup ones to everyone
                assert event.audience == -1 or not event.params.get("faceup", False)


def test_view_equality_includes_the_redacted_position() -> None:
    """A view whose position leaked an unseen card would not equal the honest one: the position is
    part of the equality the perturbation test relies on (issue 14, finding 9)."""
    rng = random.Random(3)
    game = next(g for k, g in enumerate(random_game(3, 4)) if k == 40)
    s = game.state
    other = redeal_unseen(s, 0, rng)
    honest = view(other, 0)
    assert honest == view(s, 0)
    leaky = attrs.evolve(honest, position=to_position(other))  # every card named, the deal included
    assert leaky != view(s, 0)
