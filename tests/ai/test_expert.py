"""The Expert bot: the same choices with or without worker processes, cancelling, the pool's life, and
the arena's budget for it. (Legality and the perturbation test cover it in ``test_bots.py``.)"""

from __future__ import annotations

import itertools

import pytest

from silver_desktop.ai import Budget, ExpertBot, make_bot
from silver_desktop.ai.arena import run
from silver_desktop.ai.expert import EXPERT_SEARCHED, pool_processes, shutdown_pool
from silver_desktop.engine.view import PlayerView, view

from .test_bots import game_states


def searched_views(seed: int, deck: str = "silver", every: int = 1) -> list[PlayerView]:
    """Views of a Medium game at the decisions the Expert searches (with a choice to make)."""
    out = []
    for s in game_states(seed, deck, promos=True):
        v = view(s, s.decider())
        if v.pending in EXPERT_SEARCHED and len(v.legal) > 1:
            out.append(v)
    return out[::every]


@pytest.fixture(autouse=True)
def _no_pool_left() -> object:
    """Each test ends with the shared pool shut down and its processes gone."""
    yield
    shutdown_pool()
    assert pool_processes() == []


def test_workers_and_the_calling_thread_choose_alike() -> None:
    """The worlds' generators depend on the seed and the view only, and the batches' results are
    merged in order: the worker processes change where the search runs, not what it finds."""
    views = searched_views(21, "random-mix", every=6)[:8]
    assert len(views) == 8
    budget = Budget(iterations=4)
    inline, pooled = ExpertBot(3, workers=0), ExpertBot(3, workers=2)
    for v in views:
        a = inline.choose(v, budget)
        found = inline.last
        assert pooled.choose(v, budget) == a
        assert pooled.last == found and found.worlds >= 4


def test_successive_halving_spends_more_worlds_on_a_wider_choice() -> None:
    """With N worlds per round, a choice of two is settled in one round and a choice of many gets
    later rounds for its better half (unless settled first)."""
    bot = ExpertBot(1, workers=0)
    rounds = set()
    for v in searched_views(5, every=2):
        bot.choose(v, Budget(iterations=6))
        assert bot.last.worlds % 6 == 0 and bot.last.worlds >= 6
        if len(v.legal) == 2:
            assert bot.last.worlds == 6
        rounds.add(bot.last.worlds // 6)
    assert max(rounds) >= 3


@pytest.mark.parametrize("workers", [0, 2])
def test_a_cancel_stops_the_search_within_a_few_polls(workers: int) -> None:
    """Cancelled at its third poll, the search returns a legal action having played far fewer worlds
    than its budget; the pool then serves the next decision as usual."""
    v = next(v for v in searched_views(13) if v.pending == "hand" and len(v.legal) >= 3)
    polls = itertools.count()
    seen = []
    bot = ExpertBot(1, workers=workers)
    action = bot.choose(v, Budget(iterations=64), cancel=lambda: next(polls) >= 3, progress=seen.append)
    assert action in v.legal and seen and seen[-1] == action
    assert bot.last.worlds < 64
    assert next(polls) <= 6  # it stopped polling: no search went on after the cancel
    again = ExpertBot(1, workers=workers)
    assert again.choose(v, Budget(iterations=2)) in v.legal and again.last.worlds >= 2


def test_the_pool_starts_once_and_shuts_down_without_leaving_a_process() -> None:
    views = searched_views(8, every=10)[:3]
    bot = ExpertBot(2, workers=2)
    bot.choose(views[0], Budget(iterations=4))
    first = pool_processes()
    assert 1 <= len(first) <= 2
    for v in views[1:]:
        bot.choose(v, Budget(iterations=4))
    assert {p.pid for p in pool_processes()} <= {p.pid for p in first}  # the same workers, reused
    shutdown_pool()
    assert pool_processes() == []
    assert not any(p.is_alive() for p in first)
    assert bot.choose(views[0], Budget(iterations=2)) in views[0].legal  # a new pool, on demand
    assert pool_processes()


def test_the_arena_is_reproducible_with_expert_given_a_number_of_worlds() -> None:
    """Fixed iteration counts: the same games in one process, with the Expert's workers, or with the
    deals spread over processes."""
    first = run(("expert", "medium"), deals=1, seed=2, expert_iterations=2)
    pooled = run(("expert", "medium"), deals=1, seed=2, expert_iterations=2, expert_workers=2)
    spread = run(("expert", "medium"), deals=1, seed=2, expert_iterations=2, jobs=2)
    games = [(r.totals, r.winner) for r in first]
    assert games == [(r.totals, r.winner) for r in pooled] == [(r.totals, r.winner) for r in spread]
    assert all(sum(r.errors) == 0 for r in first)


def test_an_expert_personality_leans_like_hard() -> None:
    bold = make_bot("expert:bold", 1, workers=0).bot
    assert isinstance(bold, ExpertBot) and bold.personality is not None
    assert bold.personality.key == "bold" and bold.medium.style.name == "medium:bold"


def test_a_dead_worker_costs_the_search_nothing() -> None:
    """A worker killed under the search (out of memory, say): the decision is still taken, the same as
    without workers, and the next search gets a new pool."""
    import os
    import signal

    views = searched_views(9, every=7)[:2]
    bot = ExpertBot(4, workers=2)
    bot.choose(views[0], Budget(iterations=2))
    for process in pool_processes():
        assert process.pid is not None
        os.kill(process.pid, signal.SIGKILL)
    for v in views:
        assert bot.choose(v, Budget(iterations=4)) == ExpertBot(4, workers=0).choose(v, Budget(iterations=4))
    assert pool_processes()  # a new pool


def test_new_game_offers_every_bot_level_but_random() -> None:
    """The New Game dialog lists :class:`SeatKind`: every level a person may play against, the Expert
    among them, each one a bot :func:`make_bot` builds."""
    from silver_desktop.ai import LEVELS
    from silver_desktop.ui.game_setup import SeatKind

    offered = [kind.value for kind in SeatKind if kind is not SeatKind.HUMAN]
    assert offered == [level for level in LEVELS if level != "random"]
    assert make_bot(SeatKind.EXPERT.value, 1, "bold").name == "expert:bold"


def test_in_the_last_round_only_the_chance_of_the_lowest_total_counts() -> None:
    """``last_round_outcome``: a safe lead is worth the whole win (WIN_POINTS), a tie on an ended
    round half of it, a lost game nothing but its margin, in full (a lost game is still played for
    the margin as in the other rounds, not settled below the search's indifference); before the
    round ends, a lead of a few points is far from safe."""
    from silver_desktop.ai.hard import INDIFFERENCE, MARGIN_WEIGHT, WIN_POINTS, last_round_outcome

    assert last_round_outcome([40, 80, 75, 90], 0, -5.0, ended=True) == pytest.approx(
        -WIN_POINTS + MARGIN_WEIGHT * -5.0
    )
    tied = last_round_outcome([40, 40, 75, 90], 0, 0.0, ended=True)
    assert tied == pytest.approx(-WIN_POINTS / 2, abs=0.01)
    assert last_round_outcome([90, 40, 45, 50], 0, 12.0, ended=True) == pytest.approx(MARGIN_WEIGHT * 12.0)
    lost = [last_round_outcome([90, 40, 45, 50], 0, margin, ended=False) for margin in (12.0, 11.0)]
    assert lost[0] - lost[1] > INDIFFERENCE  # one point less in a lost game is still worth searching
    near = last_round_outcome([40, 43, 75, 90], 0, -1.0, ended=False)
    assert -WIN_POINTS < near < -WIN_POINTS / 2  # three points ahead with the round still on
    assert last_round_outcome([40, 43, 75, 90], 0, -1.0, ended=True) < near  # the same lead, once final


def test_the_expert_plays_the_last_round_for_the_win_and_the_others_for_the_margin() -> None:
    """The same playout scored both ways: equal before the last round, a chance of winning in it
    (AMB-11 aside: a tie counts half a win), and Hard's search keeps the margin everywhere."""
    from silver_desktop.ai.hard import WIN_POINTS, playout

    early = last = differ = 0
    for s in game_states(4, "silver"):
        if not s.stack:
            continue
        seat = s.decider()
        margin = playout(s.clone(), seat, 7, 6)
        aware = playout(s.clone(), seat, 7, 6, win_aware=True)
        if s.round < s.config.rounds:
            early += 1
            assert aware == margin
        else:
            last += 1
            differ += aware != margin
            assert margin - WIN_POINTS <= aware <= margin  # the margin, less the chance in points
    assert early > 20 and last > 5 and differ > last // 2


def test_an_action_that_ends_the_round_is_scored_by_that_round() -> None:
    """The search plays each candidate and then plays on: a candidate that ends the round (the last
    move after a call, the deck running out) is judged by that round's scores, not by the first turns
    of the next round's new deal (which no candidate changes)."""
    from silver_desktop.ai.hard import playout
    from silver_desktop.engine.rules import apply_unchecked, legal_actions

    checked = misread = 0
    for s in game_states(6, "silver"):
        if not s.stack or s.round >= s.config.rounds:
            continue
        seat = s.decider()
        for action in legal_actions(s):
            trial = s.clone()
            apply_unchecked(trial, action)
            if trial.round == s.round:
                continue
            scores = trial.scores[s.round - 1]
            margin = scores[seat] - (sum(scores) - scores[seat]) / (s.players - 1)
            assert playout(trial.clone(), seat, 7, 6, start_round=s.round) == margin
            misread += playout(trial.clone(), seat, 7, 6) != margin  # the next round's deal instead
            checked += 1
    assert checked >= 3 and misread >= 1
