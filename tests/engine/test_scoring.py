"""Scoring: the call adjustment, the token's transfer and the game's winner (RULES.md §7, §9.4, §10)."""

import random

import pytest

from silver_desktop.engine import GameConfig, apply, legal_actions, new_game
from silver_desktop.engine.scoring import game_winner, round_scores, token_after_round


# ---------------------------------------------------------------------- round_scores (AMB-12)
def test_no_caller_scores_are_the_village_values():
    """§7.8: without a call everyone scores their village value."""
    assert round_scores([5, 12, 0], -1) == ([5, 12, 0], False)


def test_caller_lowest_scores_zero():
    """AMB-12: the caller's value is at most everyone else's -> 0, call succeeded."""
    assert round_scores([3, 12, 7], 0) == ([0, 12, 7], True)


def test_caller_tied_for_lowest_still_succeeds():
    """AMB-12: '<= every other value' -- a tie is a success."""
    assert round_scores([9, 4, 4], 2) == ([9, 4, 0], True)


def test_caller_not_lowest_gets_plus_ten():
    """AMB-12: otherwise the caller scores value + 10."""
    assert round_scores([3, 2, 7], 0) == ([13, 2, 7], False)


# ---------------------------------------------------------------------- token_after_round (§9.4)
def test_successful_caller_gets_active_token():
    """§9.4.1: the successful caller receives the token, active."""
    assert token_after_round([8, 0, 5], 1, True, 0, 3) == (1, True)


def test_successful_caller_gets_token_even_when_another_player_also_scored_zero():
    """AMB-9 (ii): a successful caller tied with another 0 still receives the active token."""
    assert token_after_round([0, 0, 5], 1, True, 0, 3) == (1, True)


def test_failed_call_unique_lowest_gets_inactive_token():
    """§9.4.2: a failed call -> the unique lowest round score gets the token, inactive."""
    assert token_after_round([13, 2, 7], 0, False, 0, 3) == (1, False)


def test_no_call_unique_lowest_gets_inactive_token():
    """§9.4.2: no call -> the unique lowest player gets the token, inactive."""
    assert token_after_round([10, 11, 4, 9], -1, False, 1, 4) == (2, False)


def test_tie_including_the_holder_holder_keeps_it():
    """AMB-10: tied lowest including the current holder -> the holder keeps it, now inactive."""
    assert token_after_round([5, 3, 3, 3], -1, False, 2, 4) == (2, False)


def test_tie_without_holder_first_tied_clockwise_from_start():
    """AMB-11/52: tied lowest without the holder -> first tied player clockwise from the start player."""
    assert token_after_round([3, 9, 9, 3], -1, False, 1, 4) == (3, False)


def test_tie_without_holder_wraps_around_the_table():
    """AMB-11: 'clockwise' wraps past the last seat."""
    assert token_after_round([3, 3, 9, 9], -1, False, 2, 4) == (0, False)


def test_failed_call_tie_uses_tie_rule():
    """AMB-9 (i): whenever no call succeeded, the tie rule decides (here: holder 0 not tied)."""
    assert token_after_round([15, 4, 4], 0, False, 0, 3) == (1, False)


# ---------------------------------------------------------------------- game_winner (§10)
def test_lowest_total_wins():
    """§10: the lowest total wins, no tie-break needed."""
    assert game_winner([40, 22, 31], 0, 3) == (1, False)


def test_tied_holder_wins():
    """§10 / AMB-53: a tied player holding the token wins."""
    assert game_winner([20, 30, 20, 25], 2, 4) == (2, True)


def test_tie_without_holder_first_clockwise_from_holder():
    """§10 / AMB-11/53: otherwise the first tied player clockwise from the holder wins."""
    assert game_winner([20, 30, 25, 20], 1, 4) == (3, True)
    assert game_winner([20, 20, 25, 30], 2, 4) == (0, True)


# ---------------------------------------------------------------------- a whole game
@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_random_game_has_four_rounds_and_a_consistent_winner(players, seed):
    """§10: four rounds are scored; the winner is game_winner of the totals and the final holder."""
    s = new_game(GameConfig(players=players, start_player=0), seed=seed)
    rng = random.Random(seed)
    while s.stack:
        apply(s, rng.choice(legal_actions(s)))
    assert s.over
    assert len(s.scores) == 4
    assert all(len(r) == players for r in s.scores)
    totals = [sum(r[p] for r in s.scores) for p in range(players)]
    assert s.winner == game_winner(totals, s.token_holder, players)[0]
    assert totals[s.winner] == min(totals)
