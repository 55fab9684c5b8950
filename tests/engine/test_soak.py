"""The soak (``benchmarks/soak.py``): its independent scorer against hand-made villages from RULES.md,
a few soak games with every check and no failure, and proof that the checks catch a wrong engine."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

from silver_desktop.engine import roundend, scoring
from silver_desktop.engine.cards import card_type
from silver_desktop.engine.record import game_from_record


def _load_soak() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"
    spec = importlib.util.spec_from_file_location("soak", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = module
    spec.loader.exec_module(module)
    return module


soak = _load_soak()
Card = soak.ScoredCard


def plain(*values: int) -> list[object]:
    """Facedown cards without a scoring ability, by value."""
    return [Card("villager" if v == 0 else "plain", v) for v in values]


COPYCAT = Card("copycat", 13)
LYCAN = Card("lycan", 1, faceup=True)
WOLFMAN_UP = Card("wolfman", 13, faceup=True)
WOLFMAN_DOWN = Card("wolfman", 13)


# ---------------------------------------------------------------------- printed values (§7 step 4, §13)
def test_printed_values_lycan_one_and_promos_their_configured_number():
    """§7.4: printed numbers, Lycan 1; AMB-66/89: a promo is worth the number its deck gives it."""
    assert soak.printed_value(card_type("silver.witch"), {}) == 11
    assert soak.printed_value(card_type("bullet.lycan"), {}) == 1
    assert soak.printed_value(card_type("bullet.copycat"), {}) == 13
    assert soak.printed_value(card_type("promo.prince"), {"prince": 0}) == 0
    assert soak.printed_value(card_type("promo.commander"), {"commander": 13}) == 13


# ---------------------------------------------------------------------- village values (§7 steps 4-7)
def test_empty_village_is_worth_zero():
    """§7.7 / §14: an empty village scores 0."""
    assert soak.village_value([]) == 0


def test_copycat_is_the_lowest_other_card_lycan_counting_one():
    """§12.2 Copycat / AMB-21: the lowest other non-Copycat card; the Lycan counts 1."""
    assert soak.village_value([COPYCAT, *plain(7, 3)]) == 7 + 3 + 3
    assert soak.village_value([COPYCAT, LYCAN, *plain(9)]) == 1 + 9 + 1


def test_copycats_alone_and_together():
    """AMB-21: 13 with no other scoring card; two Copycats alone = 26; two with a 4 copy the 4."""
    assert soak.village_value([COPYCAT]) == 13
    assert soak.village_value([COPYCAT, COPYCAT]) == 26
    assert soak.village_value([COPYCAT, COPYCAT, *plain(4)]) == 12


def test_copycat_ignores_the_bullet_card():
    """AMB-21/48: the bullet's card is not a scoring card, so the Copycat cannot copy it."""
    village = [COPYCAT, Card("plain", 2, bullet=True), *plain(9)]
    assert soak.village_value(village) == 9 + 9


def test_bullet_card_does_not_score():
    """§9.2: the card under the silver bullet does not score."""
    assert soak.village_value([*plain(9), Card("plain", 12, bullet=True)]) == 9


def test_faceup_wolfman_with_the_rest_under_13_makes_the_village_zero():
    """§7.6 / §12.3 Wolfman: rest 12 < 13 -> 0; rest exactly 13 -> the full sum."""
    assert soak.village_value([WOLFMAN_UP, *plain(5, 7)]) == 0
    assert soak.village_value([WOLFMAN_UP, *plain(6, 7)]) == 26


def test_wolfman_alone_facedown_and_in_pairs():
    """§7.6: a faceup Wolfman alone = 0; facedown it is a plain 13; two faceup Wolfmen never fire."""
    assert soak.village_value([WOLFMAN_UP]) == 0
    assert soak.village_value([WOLFMAN_DOWN, *plain(5)]) == 18
    assert soak.village_value([WOLFMAN_UP, WOLFMAN_UP]) == 26


def test_wolfman_other_cards_without_the_bullet_card_and_lycan_one():
    """AMB-38: the bullet's card is not among the Wolfman's "other cards"; a Lycan counts 1."""
    assert soak.village_value([WOLFMAN_UP, *plain(8), Card("plain", 6, bullet=True)]) == 0
    assert soak.village_value([WOLFMAN_UP, LYCAN, *plain(12)]) == 26


def test_wolfman_under_the_bullet_scores_nothing_and_does_not_fire():
    """AMB-48: a bullet-covered Wolfman scores nothing and its scoring ability is off."""
    assert soak.village_value([Card("wolfman", 13, faceup=True, bullet=True), *plain(3)]) == 3


def test_house_mix_copycat_before_wolfman():
    """AMB-78: Copycat first (the Wolfman counted as 13), then Wolfman on the whole sum."""
    assert soak.village_value([WOLFMAN_UP, COPYCAT]) == 26
    assert soak.village_value([WOLFMAN_UP, COPYCAT, *plain(2)]) == 0


# ---------------------------------------------------------------------- the call (§7 step 8, AMB-12)
def test_no_call_everyone_scores_their_value():
    """§7.8: without a call the round scores are the village values."""
    assert soak.call_adjustment([5, 12, 0], -1) == ([5, 12, 0], False)


def test_call_succeeds_when_at_most_every_other_value_ties_included():
    """AMB-12: the caller's value <= every other value -> 0 (a tie for lowest succeeds)."""
    assert soak.call_adjustment([4, 4, 9], 0) == ([0, 4, 9], True)
    assert soak.call_adjustment([3, 12, 7], 0) == ([0, 12, 7], True)


def test_failed_call_scores_value_plus_ten():
    """AMB-12: otherwise the caller scores value + 10; the others keep their values."""
    assert soak.call_adjustment([5, 4], 0) == ([15, 4], False)


# ---------------------------------------------------------------------- the token (§9.4)
def test_successful_caller_gets_the_active_token_even_tied_at_zero():
    """§9.4.1 / AMB-9 (ii): the successful caller receives it active, even with another 0."""
    assert soak.token_transfer([0, 0, 7], 1, True, holder=2, start=2) == (1, True)


def test_unique_lowest_gets_the_inactive_token():
    """§9.4.2: failed call or no call -> the single lowest round score, inactive."""
    assert soak.token_transfer([15, 4, 9], 0, False, holder=0, start=0) == (1, False)
    assert soak.token_transfer([10, 11, 4, 9], -1, False, holder=1, start=1) == (2, False)


def test_tie_with_the_holder_the_holder_keeps_it_inactive():
    """AMB-10: tied lowest including the holder during the round -> the holder keeps it, inactive."""
    assert soak.token_transfer([5, 3, 3, 3], -1, False, holder=2, start=2) == (2, False)


def test_tie_without_the_holder_first_tied_clockwise_from_the_start_player():
    """AMB-11/52, and AMB-9 (i) for a failed call: first tied player clockwise, wrapping around."""
    assert soak.token_transfer([3, 9, 9, 3], -1, False, holder=1, start=1) == (3, False)
    assert soak.token_transfer([3, 3, 9, 9], -1, False, holder=2, start=2) == (0, False)
    assert soak.token_transfer([14, 4, 4], 0, False, holder=0, start=0) == (1, False)


# ---------------------------------------------------------------------- the winner (§10, AMB-53)
def test_lowest_total_wins():
    """§10: the lowest total wins."""
    assert soak.game_winner([40, 22, 31], holder=0) == 1


def test_tied_holder_wins_active_or_not():
    """§10 / AMB-53: among tied players, the token holder after the last transfer wins."""
    assert soak.game_winner([20, 20, 30], holder=1) == 1


def test_holder_not_tied_first_tied_clockwise_from_the_holder():
    """AMB-53: clockwise from the holder after the round-4 transfer (not from KO's round-4 start
    player, which would pick seat 0 here)."""
    assert soak.game_winner([10, 20, 10, 15], holder=1) == 2
    assert soak.game_winner([10, 20, 30, 10], holder=1) == 3


# ---------------------------------------------------------------------- the Commander (§7 step 11, §13)
def test_commander_keeper():
    """§13 / AMB-67/48: a faceup Commander with another card keeps one, except in the last round,
    alone, facedown or under the bullet."""
    up = Card("commander", 1, faceup=True)
    assert soak.commander_keeper([plain(3), [up, *plain(4)]], last_round=False) == 1
    assert soak.commander_keeper([plain(3), [up, *plain(4)]], last_round=True) == -1
    assert soak.commander_keeper([plain(3), [up]], last_round=False) == -1
    assert soak.commander_keeper([[Card("commander", 1), *plain(2)]], last_round=False) == -1
    covered = Card("commander", 1, faceup=True, bullet=True)
    assert soak.commander_keeper([[covered, *plain(2)]], last_round=False) == -1


# ---------------------------------------------------------------------- soak games
#: Seeds whose games cover 2-4 players, every deck kind, promos, both undo policies and the bots
#: (no Hard bot, to stay fast).
SMOKE_SEEDS = (2, 5, 7, 11, 19, 28)


def test_soak_games_pass_every_check():
    """A handful of soak games: every check runs and none fails."""
    total = soak.Tally()
    for seed in SMOKE_SEEDS:
        total.add(soak.play_game(seed))
    assert dict(total.failures) == {}
    assert total.games == len(SMOKE_SEEDS)
    assert total.rounds == 4 * len(SMOKE_SEEDS)
    assert total.checks["record"] == len(SMOKE_SEEDS)
    assert total.checks["scorer:winner"] == len(SMOKE_SEEDS)
    for kind in ("cards", "legal", "position", "view", "undo", "scorer:values", "scorer:token"):
        assert total.checks[kind] > 0, kind
    assert set(total.players) == {"2", "3", "4"}
    assert set(total.decks) == set(soak.DECKS)
    assert set(total.policies) == {"strict", "practice"}


def _failed(seed: int, tmp_path: Path) -> tuple[str, dict[str, object]]:
    """Play one soak game expected to fail; return the failure kind and its written case."""
    tally = soak.play_game(seed, tmp_path)
    assert sum(tally.failures.values()) == 1
    (kind,) = tally.failures
    (case_file,) = tmp_path.glob("case-*.json")
    assert tally.examples[kind] == str(case_file)
    return kind, json.loads(case_file.read_text(encoding="utf-8"))


def test_wrong_village_values_are_caught_and_written_as_a_case(tmp_path, monkeypatch):
    """The scorer is independent of engine/scoring.py: a value off by one is a failure, and the case
    holds the seed, the settings, the check, the traceback and a record that replays."""
    real = scoring.village_values
    monkeypatch.setattr(scoring, "village_values", lambda s: [v + 1 for v in real(s)])
    kind, case = _failed(2, tmp_path)
    assert kind == "scorer:values"
    assert case["check"] == kind and case["game_seed"] == 2
    assert "CheckFailed" in str(case["traceback"])
    assert case["repro"] == "python benchmarks/soak.py --game-seed 2"
    replayed = game_from_record(case["record"])
    assert replayed.state.round >= 2  # the record reaches the round's scoring


def test_wrong_token_transfer_is_caught(tmp_path, monkeypatch):
    """A token given to the wrong seat disagrees with §9.4."""
    real = scoring.token_after_round

    def wrong(scores, caller, ok, holder, players):
        seat, active = real(scores, caller, ok, holder, players)
        return (seat + 1) % players, active

    monkeypatch.setattr(scoring, "token_after_round", wrong)
    assert _failed(2, tmp_path)[0] == "scorer:token"


def test_wrong_winner_is_caught(tmp_path, monkeypatch):
    """A winner other than §10's is a failure."""
    real = scoring.game_winner

    def wrong(totals, holder, players):
        seat, tiebreak = real(totals, holder, players)
        return (seat + 1) % players, tiebreak

    monkeypatch.setattr(scoring, "game_winner", wrong)
    assert _failed(2, tmp_path)[0] == "scorer:winner"


def test_an_engine_exception_is_counted_with_its_place_and_the_failing_action(tmp_path, monkeypatch):
    """An exception inside the engine ends the game as a failure named by type and place."""

    def broken(s):
        raise IndexError("list index out of range")

    monkeypatch.setattr(roundend, "_next_round", broken)
    kind, case = _failed(2, tmp_path)
    assert kind.startswith("exception IndexError in ")
    assert case["next_action"] is not None


def test_a_dealt_card_lost_is_caught(tmp_path, monkeypatch):
    """A card missing from every zone breaks the card invariant."""
    real = roundend.setup.start_round

    def lose_one(s, order=None):
        real(s, order)
        s.aside.pop() if s.aside else s.deck.pop(0)

    monkeypatch.setattr(roundend.setup, "start_round", lose_one)
    assert _failed(2, tmp_path)[0] == "cards"
