"""Bots: the interface, legality over every deck, no cheating, world sampling, and the arena."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from silver_desktop.ai import LEVELS, PERSONALITIES, Budget, HardBot, make_bot
from silver_desktop.ai.arena import margin_figures, run, summarize, wilson
from silver_desktop.ai.sampling import sample_world
from silver_desktop.engine import GameConfig, apply, new_game
from silver_desktop.engine.config import PROMO_DEFAULTS, DeckSpec
from silver_desktop.engine.perturb import redeal_unseen
from silver_desktop.engine.state import State
from silver_desktop.engine.view import PlayerView, view

DECKS = ("silver", "bullet", "coin", "random-mix")
QUICK = Budget(iterations=1)
#: every level, and every personality at every level that takes one
BOTS = LEVELS + tuple(f"{level}:{p}" for level in ("easy", "medium", "hard", "expert") for p in PERSONALITIES)


def game_states(seed: int, deck: str = "silver", players: int = 4, promos: bool = False) -> Iterator[State]:
    """The states of a game played by Medium bots (every decision point)."""
    spec = DeckSpec.parse(deck, seed=seed, promos=tuple(PROMO_DEFAULTS.items()) if promos else ())
    s = new_game(GameConfig(players=players, deck=spec), seed)
    bots = [make_bot("medium", seed + p) for p in range(players)]
    while s.stack:
        yield s
        seat = s.decider()
        apply(s, bots[seat].choose(view(s, seat)))


# ---------------------------------------------------------------------- interface and legality
#: the whole-game legality test plays every bot but the Expert's personalities: they are only a lean on
#: its searched outcomes (Hard's code, played here by Hard's personalities), and each of their games
#: costs half a minute; the perturbation test and ``benchmarks/bots.py legality`` take them
WHOLE_GAMES = tuple(b for b in BOTS if not b.startswith("expert:"))


@pytest.mark.parametrize("level", WHOLE_GAMES)
@pytest.mark.parametrize("deck", DECKS)
def test_every_level_plays_legal_actions_in_every_deck(level: str, deck: str) -> None:
    for seed in range(2):
        spec = DeckSpec.parse(deck, seed=seed, promos=tuple(PROMO_DEFAULTS.items()) if seed else ())
        s = new_game(GameConfig(players=3 + seed, deck=spec), seed)
        # the Expert searches in this thread here (the same choices; test_expert.py covers its workers)
        bots = [make_bot(level, seed * 10 + p, workers=0) for p in range(s.players)]
        while s.stack:
            seat = s.decider()
            v = view(s, seat)
            action = bots[seat].choose(v, QUICK)
            assert action in v.legal, (level, deck, v.pending, action)
            apply(s, action)
        assert s.over


def test_make_bot_refuses_an_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="unknown personality"):
        make_bot("medium", style="reckless")
    with pytest.raises(ValueError, match="no personality"):
        make_bot("random:bold")


def test_a_personality_is_named_and_given_by_either_spelling() -> None:
    assert make_bot("medium", style="bold").name == "medium:bold"
    assert make_bot("medium:bold").name == "medium:bold"
    assert make_bot("hard", style="hunter").name == "hard:hunter"
    assert make_bot("expert:collector").name == "expert:collector"
    assert make_bot("easy").name == "easy"


def test_a_bot_without_a_decision_says_so() -> None:
    s = next(game_states(1))
    other = (s.decider() + 1) % s.players
    for level in LEVELS:
        with pytest.raises(ValueError, match="no decision"):
            make_bot(level).choose(view(s, other))


@pytest.mark.parametrize("level", BOTS)
def test_same_seed_same_view_same_choice(level: str) -> None:
    for k, s in enumerate(game_states(3)):
        if k % 25:
            continue
        v = view(s, s.decider())
        assert make_bot(level, 9).choose(v, QUICK) == make_bot(level, 9).choose(v, QUICK)


# ---------------------------------------------------------------------- no cheating
def _reachable(obj: object, seen: set[int]) -> Iterator[object]:
    if id(obj) in seen:
        return
    seen.add(id(obj))
    yield obj
    if attrs.has(type(obj)):
        for field in attrs.fields(type(obj)):
            yield from _reachable(getattr(obj, field.name), seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _reachable(k, seen)
            yield from _reachable(v, seen)
    elif isinstance(obj, list | tuple | set | frozenset):
        for v in obj:
            yield from _reachable(v, seen)


def test_a_view_holds_no_way_back_to_the_state() -> None:
    """Architecture: a bot receives a PlayerView; nothing reachable from it is the State or a
    physical card number table that could identify hidden cards."""
    for k, s in enumerate(game_states(5, "random-mix", promos=True)):
        if k % 40:
            continue
        v = view(s, s.decider())
        assert not any(isinstance(o, State) for o in _reachable(v, set()))
        assert "rng" not in v.position


@pytest.mark.parametrize("level", BOTS)
def test_decisions_do_not_change_when_unseen_cards_are_dealt_again(level: str) -> None:
    """The perturbation test (small size here; `benchmarks/bots.py` runs it at 500+ states)."""
    rng = random.Random(level)
    checked = 0
    for deck in ("silver", "random-mix"):
        for k, s in enumerate(game_states(11, deck, promos=True)):
            if k % 9:
                continue
            seat = s.decider()
            other = redeal_unseen(s, seat, rng)
            v, w = view(s, seat), view(other, seat)
            assert v == w and v.position == w.position
            assert make_bot(level, 4).choose(v, QUICK) == make_bot(level, 4).choose(w, QUICK)
            checked += 1
    assert checked >= 30


# ---------------------------------------------------------------------- sampled worlds
def _known_places(v: PlayerView) -> dict[tuple[str, int, int], str]:
    out = {}
    for seat, village in enumerate(v.villages):
        for i, card in enumerate(village):
            if card.type is not None:
                out[("village", seat, i)] = card.type
    for i, card in enumerate(v.deck):
        if card.type is not None:
            out[("deck", 0, i)] = card.type
    return out


def test_sampled_worlds_agree_with_the_view_and_vary_where_it_is_silent() -> None:
    rng = random.Random(2)
    for k, s in enumerate(game_states(7, "coin", promos=True)):
        if k % 30:
            continue
        seat = s.decider()
        v = view(s, seat)
        worlds = [sample_world(v, rng) for _ in range(6)]
        for world in worlds:
            assert view(world, seat) == v  # the seat sees exactly the same in every world
            types = Counter(world.type_id(c) for c in range(52))
            assert types == Counter(t.id for t in v.config.types)
        hidden = [(p, i) for p, vil in enumerate(v.villages) for i, c in enumerate(vil) if c.type is None]
        if len(hidden) >= 4:
            layouts = {tuple(w.type_id(w.villages[p][i]) for p, i in hidden) for w in worlds}
            assert len(layouts) > 1
        assert _known_places(view(worlds[0], seat)) == _known_places(v)


def test_worlds_that_read_kept_cards_agree_with_the_view_and_deal_them_lower() -> None:
    """With ``infer`` (the Expert's worlds) a facedown card its owner has seen is dealt leaning
    towards low cards: still never against the view, and only from what the view shows (who saw
    a card), so two views alike give worlds alike. Over many worlds such cards come out lower than
    the cards nobody but the deck holds, by about what games among Hard bots show (1.5 points)."""
    rng = random.Random(5)
    kept: list[float] = []
    other: list[float] = []
    for k, s in enumerate(game_states(9, "silver")):
        if k % 12:
            continue
        seat = s.decider()
        v = view(s, seat)
        again = random.Random(k)
        first = sample_world(v, again, infer=True)
        again = random.Random(k)
        assert view(sample_world(v, again, infer=True), seat) == view(first, seat)  # reproducible
        for _ in range(8):
            world = sample_world(v, rng, infer=True)
            assert view(world, seat) == v
            assert Counter(world.type_id(c) for c in range(52)) == Counter(t.id for t in v.config.types)
            for p, village in enumerate(v.villages):
                for i, card in enumerate(village):
                    if p != seat and card.type is None:
                        number = float(world.number(world.villages[p][i]))
                        (kept if card.seen_by >> p & 1 else other).append(number)
            other += [
                float(world.number(c))
                for c, shown in zip(world.deck, v.deck[::-1], strict=True)
                if shown.type is None
            ]
    assert len(kept) > 200 and len(other) > 200
    assert sum(other) / len(other) - sum(kept) / len(kept) > 1.0


# ---------------------------------------------------------------------- the Hard bot
def test_hard_reports_progress_and_stops_when_cancelled() -> None:
    for s in game_states(13):
        v = view(s, s.decider())
        if v.pending == "hand" and len(v.legal) >= 3:
            break
    seen = []
    calls = iter(range(1000))
    action = HardBot(seed=1).choose(
        v, Budget(seconds=5), cancel=lambda: next(calls) >= 3, progress=seen.append
    )
    assert action in v.legal and seen and seen[-1] == action


# ---------------------------------------------------------------------- the arena
def test_arena_rotates_seats_over_duplicate_deals_and_is_reproducible() -> None:
    results = run(("medium", "easy", "random"), deals=2, seed=4)
    assert len(results) == 6
    for deal in range(2):
        seatings = [r.levels for r in results if r.deal == deal]
        for seat in range(3):
            assert sorted(levels[seat] for levels in seatings) == ["easy", "medium", "random"]
    again = run(("medium", "easy", "random"), deals=2, seed=4, jobs=2)
    assert [(r.totals, r.winner, r.levels) for r in results] == [
        (r.totals, r.winner, r.levels) for r in again
    ]
    table = summarize(results)
    assert table["medium"]["games"] == 6 and table["medium"]["errors"] == 0
    assert 0 <= table["random"]["win_share_95"][0] <= table["random"]["win_share"]
    # each game's margins (a total minus the others' mean) sum to zero over its seats
    assert abs(sum(row["margin"] for row in table.values())) < 0.05
    assert table["medium"]["margin"] < 0 < table["random"]["margin"]
    lo, hi = table["medium"]["margin_95"]
    assert lo <= table["medium"]["margin"] <= hi


def test_the_margin_interval_is_taken_over_deals() -> None:
    """The four games of a deal share their shuffles: the interval comes from the deals' averages."""
    assert margin_figures({0: [-4.0, -2.0, -6.0, -4.0]}) == {"margin": -4.0, "margin_95": None}
    figures = margin_figures({0: [-4.0, -4.0], 1: [0.0, 0.0], 2: [-2.0, -2.0]})
    assert figures["margin"] == -2.0
    lo, hi = figures["margin_95"]
    assert lo == round(-2.0 - 1.96 * 2.0 / 3**0.5, 2) and hi == round(-2.0 + 1.96 * 2.0 / 3**0.5, 2)


def test_the_arena_is_reproducible_with_hard_given_a_number_of_worlds() -> None:
    first = run(("hard", "medium"), deals=1, seed=2, hard_iterations=4)
    again = run(("hard", "medium"), deals=1, seed=2, hard_iterations=4, jobs=2)
    assert [(r.totals, r.winner) for r in first] == [(r.totals, r.winner) for r in again]


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_hard_stops_searching_once_the_choice_is_settled() -> None:
    from silver_desktop.ai.hard import INDIFFERENCE, _drop_losers, _settled
    from silver_desktop.engine.actions import Action

    a, b, c = Action("draw"), Action("call"), Action("discard")
    rng = random.Random(5)
    noise = [rng.uniform(-3, 3) for _ in range(20)]
    same = {a: list(noise), b: list(noise)}
    assert _settled(same, a)  # plays out exactly alike: nothing to learn
    better = {a: list(noise), b: [x - 2 * INDIFFERENCE for x in noise]}
    assert not _settled(better, a)  # the rival is clearly better than the supposed leader
    assert _settled(better, b)
    worse = {
        a: list(noise),
        b: [x + 5 for x in noise],
        c: [x + (-0.3, 0.3)[i % 2] for i, x in enumerate(noise)],
    }
    _drop_losers(worse, a)
    assert set(worse) == {a, c}  # b is clearly worse and stops being played; c is still close


# ---------------------------------------------------------------------- personalities
def test_the_personalities_play_differently_in_the_arena() -> None:
    """Medium with three personalities against plain Medium, on the same duplicate deals (fixed
    seed): the differences asserted are about three standard errors at this size, and several times
    that in the 400-game runs of docs/bots.md."""
    table = summarize(run(("medium", "medium:cautious", "medium:bold", "medium:collector"), deals=12, seed=1))
    style = {bot: row["style"] for bot, row in table.items()}
    assert all(row["errors"] == 0 for row in table.values())
    assert (
        style["medium:cautious"]["call_rate"]
        < style["medium"]["call_rate"]
        < style["medium:bold"]["call_rate"]
    )
    assert style["medium:collector"]["sets_per_round"] > style["medium"]["sets_per_round"]


def test_the_leader_hunter_uses_a_hostile_ability_whenever_medium_would_and_more() -> None:
    """Compared decision by decision on the same views (the hunter's only change at a card in hand is
    a bonus for the abilities that hit another village), which is robust where counts per round
    differ too little to test on a small run."""
    from silver_desktop.ai.heuristic import HOSTILE

    medium_uses = hunter_uses = 0
    for seed in (1, 2, 3):
        for s in game_states(seed, "random-mix", promos=True):
            v = view(s, s.decider())
            card = v.hand[-1].type if v.pending == "hand" and v.hand else None
            if card is None or card.split(".", 1)[1] not in HOSTILE or "use" not in map(str, v.legal):
                continue
            medium = str(make_bot("medium", 2).choose(v)) == "use"
            hunter = str(make_bot("medium:hunter", 2).choose(v)) == "use"
            assert hunter or not medium, (v.pending, card)
            medium_uses += medium
            hunter_uses += hunter
    assert hunter_uses > medium_uses


def test_the_arena_counts_calls_uses_and_sets_per_round() -> None:
    results = run(("medium:bold", "easy"), deals=2, seed=3)
    table = summarize(results)
    for bot in ("medium:bold", "easy"):
        played = [(r, r.levels.index(bot)) for r in results]
        calls = sum(len(r.call_turns[seat]) for r, seat in played)
        rounds = sum(len(r.rounds) for r, _ in played)
        style = table[bot]["style"]
        assert style["rounds"] == rounds and style["call_rate"] == round(calls / rounds, 4)
        assert style["uses_per_round"] == round(sum(r.uses[seat] for r, seat in played) / rounds, 3)
        assert all(turn >= 1 for r, seat in played for turn in r.call_turns[seat])
    assert table["medium:bold"]["style"]["call_rate"] > 0


def test_the_latency_benchmark_times_the_bot_as_the_app_plays_it(capsys: pytest.CaptureFixture[str]) -> None:
    """``benchmarks/bots.py latency`` stopped with an assertion once every bot came inside its memory
    of positions (``make_bot`` returns the wrapper): it times the wrapped search, as the app plays
    it, and says so plainly for a level that does not search."""
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bots.py"
    spec = importlib.util.spec_from_file_location("bots_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.latency("hard", 2)
    assert "latency hard: 2 searched decisions" in capsys.readouterr().out
    with pytest.raises(SystemExit, match="searching bots"):
        module.latency("medium", 1)
