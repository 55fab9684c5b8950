"""Issue 14: the engine accepts every move RULES.md allows, and never leaves a half-applied state.

* Promo numbers 0-13 all work; with one Villager left the Villager end never triggers (AMB-79).
* An exception inside ``apply`` restores the state and is reported as a :class:`RuleFault`.
* Moves the engine used to refuse although RULES.md allows them: a Bodyguard laid over a card another
  Bodyguard guards or the amulet covers (§12.1), a Nosferatu or a Mortician choosing a card whose
  ability can do nothing (AMB-27/42), a Count or a Master that finds nothing to do.
* The order of a set's discards is the player's where it can differ (AMB-47), and the Lycans' +1s are
  optional (§4.2.3; see also ``test_cards_bullet.py``).
"""

from __future__ import annotations

import json
import random

import pytest
from builders import card_at, ended, keys, kinds, legal, play, scenario, zone_keys

from silver_desktop.engine import GameConfig, RuleFault
from silver_desktop.engine import events as ev
from silver_desktop.engine.config import DeckSpec
from silver_desktop.engine.decisions import DECISIONS
from silver_desktop.engine.errors import RecordError
from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.engine.record import game_from_record, record_of
from silver_desktop.engine.rules import apply, legal_actions

PRINCE_ON_0 = {"prince": 0}


# ---------------------------------------------------------------------- promo numbers (AMB-79)
def test_one_villager_faceup_never_ends_the_round():
    """AMB-79: with a promo on 0 one Villager is left; it can never be "both Villagers faceup"."""
    s = scenario(
        2, [[("villager", True), "seer"], ["witch", "master"]], deck=["empath", "robber"], promos=PRINCE_ON_0
    )
    assert len(s.config.villagers) == 1
    events = play(s, "draw", "discard")
    assert not ended(events)
    assert s.current == 1 and legal(s)


@pytest.mark.parametrize("number", range(14))
@pytest.mark.parametrize("deck", ["silver", "bullet", "coin", "random-mix"])
def test_every_promo_number_plays_whole_games(deck: str, number: int):
    """A promo on any number 0..13 plays whole games to the end (finding 2 crashed 87% of these)."""
    spec = DeckSpec.parse(deck, seed=number, promos=(("cleaner", number),))
    for seed in range(3):
        game = Game.new(GameConfig(players=2 + seed % 3, deck=spec), seed=seed * 31 + number)
        rng = random.Random(seed)
        while not game.state.over:
            game.play(rng.choice(game.legal_actions()))
        assert len(game.state.scores) == 4


# ---------------------------------------------------------------------- a failing rule changes nothing
def test_an_exception_inside_apply_restores_the_state(monkeypatch: pytest.MonkeyPatch):
    """An unexpected error half-way through an action leaves the state exactly as before, and says so."""
    s = scenario(2, [["seer", "witch"], ["master"]], deck=["empath", "robber"])
    before = to_position(s)
    legal_before = legal_actions(s)
    real_legal, real_apply = DECISIONS["turn"]

    def broken(state, frame, action):
        state.deck.pop()  # changes the state, then fails
        state.villages[0].clear()
        raise IndexError("boom")

    monkeypatch.setitem(DECISIONS, "turn", (real_legal, broken))
    with pytest.raises(RuleFault, match="boom"):
        apply(s, "draw")
    assert to_position(s) == before
    monkeypatch.setitem(DECISIONS, "turn", (real_legal, real_apply))
    assert legal_actions(s) == legal_before
    play(s, "draw", "discard")  # the game goes on


def test_a_failing_rule_is_not_recorded_and_a_record_reports_it(monkeypatch: pytest.MonkeyPatch):
    """``Game.play`` keeps no half-applied action; a record that meets the fault is refused clearly."""
    game = Game.new(GameConfig(players=2), seed=5)
    rng = random.Random(5)
    while len(game.actions) < 6 or game.state.stack[-1][0] != "turn":
        game.play(rng.choice(game.legal_actions()))
    played = len(game.actions)
    data = json.loads(json.dumps(record_of(game)))
    real_legal, _ = DECISIONS["turn"]

    def broken(state, frame, action):
        state.deck.pop()
        raise KeyError("resolved")

    monkeypatch.setitem(DECISIONS, "turn", (real_legal, broken))
    before = to_position(game.state)
    with pytest.raises(RuleFault):
        game.play("draw")
    assert to_position(game.state) == before and len(game.actions) == played
    with pytest.raises(RecordError, match=r"actions\[\d+\]: .*failed inside the rules"):
        game_from_record(data)


# ---------------------------------------------------------------------- Bodyguard (§12.1, D-2)
def test_bodyguard_may_guard_a_card_another_bodyguard_guards():
    """§12.1: "lay a faceup Bodyguard over another card of your village": any other card, also one
    already guarded, which protects the second Bodyguard too."""
    s = scenario(
        2,
        [[("bodyguard", True), ("bodyguard", True), "seer"], ["witch"]],
        deck=["empath", "robber"],
        guards=[(0, 0, 2)],
    )
    assert "guard 1 2" in legal(s)
    play(s, "guard 1 2")
    second = card_at(s, 0, 1)
    assert s.guards[second] == card_at(s, 0, 2) and s.protected(second, 1)


def test_bodyguard_may_guard_the_amulet_card():
    """§12.1 / §9.1: guarding the amulet's card does not touch it and protects the Bodyguard."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer"], ["witch"]],
        deck=["empath", "robber"],
        token_on=(0, 1),
        token_active=True,
    )
    assert "guard 0 1" in legal(s)
    play(s, "guard 0 1")
    assert s.protected(card_at(s, 0, 0), 1)


# ---------------------------------------------------------------------- activators (AMB-27/42)
def test_nosferatu_may_invoke_a_gremlin_to_no_effect():
    """AMB-27: via a Nosferatu a Gremlin cannot move itself (no effect), but it may be chosen."""
    s = scenario(
        2,
        [["blob", "curator"], ["regifter"]],
        deck=["nosferatu", "pixie"],
        pile=["gremlin"],
        edition="C:CCCCCCCCCCCCBC",
    )
    play(s, "draw", "use")
    assert legal(s) == {"pick 1", "invoke 1"}  # the Gremlin lies beneath the Nosferatu
    events = play(s, "invoke 1")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["bullet.gremlin"]
    assert zone_keys(s, s.pile) == ["gremlin", "nosferatu"]


def test_mortician_may_activate_a_card_whose_ability_can_do_nothing():
    """AMB-41/84 with AMB-42's reading: a Mortician may activate any d&d card it discards; a Witch
    with an empty deck then has no effect (and the Mortician is spent)."""
    s = scenario(
        2,
        [[("mortician", True), "witch"], ["priest"]],
        deck=[],
        pile=["priest"],
        edition="B:BBBBBBBBBBBABB",  # Silver's Witch (11) in a Bullet deck
    )
    play(s, "take", "exchange 1")
    assert kinds(s)[-1] == "mortician"
    events = play(s, "activate")
    assert any(e.kind == ev.NO_EFFECT and e.params["card"] == "silver.witch" for e in events)


def test_count_with_an_empty_deck_moves_nothing_and_does_not_end_the_round_itself():
    """§12.2 Count: with no deck card nothing moves; the round then ends by depletion at the end of
    the turn (AMB-6), not by the Count (AMB-7)."""
    s = scenario(2, [["priest", "lycan"], ["cow"]], deck=["count"], edition="bullet")
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert any(e.kind == ev.NO_EFFECT for e in events)
    assert ended(events, "deck") and not ended(events, "count")


def test_master_with_nothing_to_take_is_a_legal_no_op():
    """§12.1 Master: taking is optional; with only the Master on the pile nothing is asked."""
    s = scenario(2, [["seer", "witch"], ["robber"]], deck=["master", "empath"])
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert any(e.kind == ev.NO_EFFECT for e in events)
    assert s.current == 1 and zone_keys(s, s.pile) == ["master"]


# ---------------------------------------------------------------------- the order of discards (AMB-47)
def test_set_of_a_promo_and_cards_of_its_number_asks_the_order():
    """AMB-47: a set's discard order is the player's; with a Prince on 3 beside two Bodyguards the
    order can differ, so it is asked (one choice per distinct card)."""
    s = scenario(
        2,
        [["bodyguard", "prince", "bodyguard", "seer"], ["witch"]],
        deck=["empath", "robber"],
        promos={"prince": 3},
    )
    play(s, "draw", "set", "add 0", "add 1", "add 2", "confirm")
    assert kinds(s)[-1] == "order"
    assert legal(s) == {"next 0", "next 1"}  # a Bodyguard or the Prince first (one of each type)
    play(s, "next 1")  # the Prince lowest; the two Bodyguards left cannot differ: nothing more is asked
    assert "order" not in kinds(s)
    assert zone_keys(s, s.pile)[-3:] == ["prince", "bodyguard", "bodyguard"]
    assert keys(s, 0) == ["empath", "seer"]


def test_a_set_of_identical_cards_asks_no_order():
    """Without promos the cards of a matching set are identical: no pointless question."""
    s = scenario(2, [["seer", "seer", "witch"], ["master"]], deck=["empath", "robber"])
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert "order" not in kinds(s)


# ---------------------------------------------------------------------- the Thing and per-turn marks (D-25)
def test_a_things_shuffle_drops_the_marks_that_would_show_where_a_card_went():
    """D-25: after the shuffle nobody knows which card is which, so a "used" mark or the
    "obtained this turn" mark on a shuffled card would tell where it went: they are dropped."""
    s = scenario(
        2,
        [["seer", "witch", "master"], ["robber", "empath"]],
        deck=["thing", "exposer"],
        edition="A:AAAAAAAABAAAAA",  # Bullet's Thing (8) in a Silver deck
    )
    witch = card_at(s, 0, 1)
    s.t_used |= 1 << witch
    s.obtained = card_at(s, 0, 2)
    play(s, "draw", "use", "shuffle 0")
    assert not s.t_used >> witch & 1 and s.obtained == -1
    for seat in range(2):  # and a seat's redacted position names no mark among the shuffled cards
        marks = to_position(s, seat)["this_turn"]
        assert marks["used"] == [] and marks["obtained"] is None
