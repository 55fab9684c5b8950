"""Turn structure: exchanges, sets, calling, round ends and knowledge (RULES.md §3-6, §14)."""

import random

import pytest
from builders import card_at, ended, faces, keys, kinds, legal, play, scenario, zone_keys

from silver_desktop.engine import (
    Action,
    GameConfig,
    IllegalActionError,
    apply,
    legal_actions,
    new_game,
)
from silver_desktop.engine import events as ev


# ---------------------------------------------------------------------- set-up
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_four_rows_and_leaves_deck_31_pile_1(players):
    """§2: four rows of 5 dealt whatever the player count; unused rows aside; deck 31, pile 1;
    every player then peeks at two cards, the start player first."""
    s = new_game(GameConfig(players=players, start_player=1), seed=5)
    assert [len(v) for v in s.villages] == [5] * players
    assert len(s.aside) == 5 * (4 - players)
    assert len(s.deck) == 31 and len(s.pile) == 1 and s.up[s.pile[0]]
    assert (s.token_holder, s.token_active, s.start) == (1, False, 1)
    assert s.decider() == 1 and kinds(s)[-1] == "peek"


def test_next_round_is_dealt_afresh_and_starts_with_the_token_holder():
    """§8: all cards reshuffled, rows re-dealt, area/guards/amulet cleared; the token holder starts."""
    s = scenario(
        2,
        [[("squire", True), ("bodyguard", True), "seer"], ["master", "witch"]],
        deck=["villager", "robber"],
        area=["exposer"],
        guards=[(0, 1, 2)],
    )
    play(s, "call", "draw", "discard")
    assert s.round == 2
    assert (s.token_holder, s.token_active) == (0, True)
    assert [len(v) for v in s.villages] == [5, 5]
    assert len(s.deck) == 31 and len(s.pile) == 1
    assert s.area == [] and s.guards == {} and s.token_card == -1
    assert s.start == 0 and s.decider() == 0


# ---------------------------------------------------------------------- single exchange
def test_single_exchange_takes_the_spot_and_discards_faceup():
    """§4.1: the drawn card takes the outgoing card's spot facedown; the outgoing card goes faceup on
    top of the pile, seen by everyone."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["empath", "villager"])
    out = card_at(s, 0, 1)
    play(s, "draw", "exchange 1")
    assert keys(s, 0) == ["seer", "empath", "witch"]
    assert faces(s, 0) == [False, False, False]
    assert s.pile[-1] == out and s.up[out] and s.known[out] == s.everyone


def test_taken_discard_keeps_faceup_and_must_be_exchanged():
    """§3.2: the top discard must be exchanged (no discard/use) and keeps its faceup orientation."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["empath"], pile=["witch", "exposer"])
    play(s, "take")
    assert legal(s) == {"exchange 0", "exchange 1", "set"}
    play(s, "exchange 0")
    assert keys(s, 0) == ["exposer", "robber"]
    assert faces(s, 0) == [True, False]
    assert zone_keys(s, s.pile) == ["witch", "seer"]


# ---------------------------------------------------------------------- sets
@pytest.mark.parametrize(
    ("into", "expected"),
    [
        (0, ["empath", "robber", "witch"]),
        (1, ["robber", "empath", "witch"]),
        (2, ["robber", "witch", "empath"]),
    ],
)
def test_successful_set_incoming_card_into_any_vacated_spot(into, expected):
    """§4.2.4 / AMB-4: the incoming card may take any one vacated spot, then the village collapses."""
    s = scenario(2, [["seer", "robber", "seer", "witch", "seer"], ["master"]], deck=["empath", "villager"])
    play(s, "draw", "set", "add 0", "add 2", "add 4", "confirm")
    assert legal(s) == {"into 0", "into 1", "into 2"}
    play(s, f"into {into}")
    assert keys(s, 0) == expected
    assert zone_keys(s, s.pile)[-3:] == ["seer", "seer", "seer"]


def test_set_reveal_is_seen_by_everyone():
    """§4.2.2: the slid cards are turned faceup for all to see (known to every seat afterwards)."""
    s = scenario(3, [["seer", "robber", "witch"], ["master"], ["exposer"]], deck=["empath", "villager"])
    slid = [card_at(s, 0, 0), card_at(s, 0, 1)]
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert all(s.known[c] == s.everyone for c in slid)


def test_failed_set_cards_return_facedown_to_their_own_spots():
    """§4.2.5 / AMB-3: every slid card goes back to its own spot facedown, faceup ones included;
    nothing is discarded."""
    s = scenario(2, [[("seer", True), "villager", "robber", "witch"], ["master"]], deck=["empath", "exposer"])
    before = list(s.villages[0])
    pile = list(s.pile)
    play(s, "draw", "set", "add 0", "add 2", "confirm")
    assert s.villages[0] == before
    assert faces(s, 0) == [False, False, False, False]
    assert s.pile == pile


@pytest.mark.parametrize(("end", "expected"), [("left", 0), ("right", 4)])
def test_failed_set_incoming_card_at_either_end(end, expected):
    """§4.2.5: the incoming card is added at either end, in its arriving orientation (deck: facedown)."""
    s = scenario(2, [["seer", "villager", "robber", "witch"], ["master"]], deck=["empath", "exposer"])
    incoming = s.deck[-1]
    play(s, "draw", "set", "add 0", "add 2", "confirm")
    assert legal(s) == {"left", "right"}
    play(s, end)
    assert s.villages[0].index(incoming) == expected
    assert not s.up[incoming]


def test_failed_set_with_taken_discard_keeps_it_faceup():
    """§4.2.5: a card from the discard pile is added faceup after a failed set."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["empath"], pile=["exposer"])
    play(s, "take", "set", "add 0", "add 1", "confirm", "right")
    assert keys(s, 0) == ["seer", "robber", "exposer"]
    assert faces(s, 0) == [False, False, True]


def test_failed_set_of_two_has_no_penalty():
    """AMB-2: no penalty card for a failed attempt with two village cards."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["empath", "exposer", "villager"])
    play(s, "draw", "set", "add 0", "add 1", "confirm", "left")
    assert len(s.villages[0]) == 4
    assert zone_keys(s, s.deck) == ["villager", "exposer"]
    assert s.current == 1


def test_failed_set_of_three_adds_an_unseen_penalty_card():
    """AMB-2/51: a failed attempt with 3+ village cards (here 9,9,12) adds the deck top at either end;
    nobody looks at it."""
    s = scenario(2, [["seer", "seer", "robber", "witch"], ["master"]], deck=["empath", "exposer", "villager"])
    penalty = s.deck[-2]
    play(s, "draw", "set", "add 0", "add 1", "add 2", "confirm", "left")
    assert legal(s) == {"left", "right"}  # now the penalty card
    play(s, "right")
    assert len(s.villages[0]) == 6
    assert s.villages[0][-1] == penalty
    assert keys(s, 0)[0] == "empath"
    assert not s.up[penalty]
    assert s.known[penalty] == 0


def test_failed_set_of_three_with_empty_deck_has_no_penalty():
    """§4.2.6 / AMB-6: if the deck is empty there is no penalty card."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["empath"])
    events = play(s, "draw", "set", "add 0", "add 1", "add 2", "confirm")
    assert legal(s) == {"left", "right"}
    events += play(s, "left")  # the only card to place: the turn ends, and with it the round
    assert ended(events, "deck")
    (scored,) = [e for e in events if e.kind == ev.ROUND_SCORED]
    assert scored.params["reveal"][0] == ["silver.empath", "silver.seer", "silver.robber", "silver.witch"]


def test_drawn_card_cannot_be_part_of_the_set():
    """AMB-5: the card obtained by this turn's main action cannot be one of the set's cards;
    only village cards are offered."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["seer", "empath"])
    play(s, "draw", "set")
    assert legal(s) == {"add 0", "add 1", "add 2"}
    play(s, "add 0")
    assert "confirm" not in legal(s)  # one village card is not a set, the held card does not count


# ---------------------------------------------------------------------- calling
def test_call_needs_at_most_four_cards():
    """§5: calling needs a village of at most 4 cards."""
    four = scenario(2, [["seer"] * 4, ["master"]], deck=["empath"])
    five = scenario(2, [["seer"] * 4 + ["witch"], ["master"]], deck=["empath"])
    assert "call" in legal(four)
    assert "call" not in legal(five)


def test_call_counts_the_amulet_card():
    """§5 / §9.1: the amulet-covered card counts toward the 4-card limit."""
    s = scenario(
        2, [["seer"] * 4 + ["witch"], ["master"]], deck=["empath"], token_active=True, token_on=(0, 4)
    )
    assert "call" not in legal(s)


def test_no_call_after_a_free_step():
    """AMB-31: after using an ability (an Empath look) earlier in the turn you cannot call."""
    s = scenario(2, [[("empath", True), "seer"], ["master"]], deck=["villager"])
    assert "call" in legal(s)
    play(s, "empath 1")
    assert "call" not in legal(s)


def test_no_call_after_placing_the_amulet():
    """§9.1 / AMB-31: you cannot call on the turn you place the amulet."""
    s = scenario(2, [["robber", "seer"], ["master"]], deck=["villager"], token_active=True)
    assert {"call", "token 0", "token 1"} <= legal(s)
    play(s, "token 0")
    assert "call" not in legal(s)


def test_call_ends_the_turn_at_once():
    """§5 / AMB-31: calling ends the turn immediately, with no free step afterwards."""
    s = scenario(2, [[("empath", True), "seer"], ["master"]], deck=["villager"])
    play(s, "call")
    assert s.caller == 0
    assert s.current == 1 and kinds(s) == ["turn"]


def test_after_a_call_each_other_player_has_one_final_turn():
    """§5 / §6.1: everyone else plays once more (and may not call); then the round ends and the
    caller does not play again. A successful caller scores 0 and takes the active token (AMB-9)."""
    s = scenario(
        3,
        [["squire", "empath"], ["master", "witch"], ["robber", "seer"]],
        deck=["villager", "villager", "exposer"],
    )
    play(s, "call")
    assert s.current == 1 and "call" not in legal(s)
    events = play(s, "draw", "discard")
    assert not ended(events) and s.current == 2 and "call" not in legal(s)
    events = play(s, "draw", "discard")
    assert ended(events, "call")
    assert s.scores == [[0, 21, 21]]
    assert (s.token_holder, s.token_active) == (0, True)
    assert s.round == 2 and s.start == 0


def test_failed_call_scores_value_plus_ten():
    """§7.8 / AMB-12: a caller whose value is not at most everyone else's scores value + 10."""
    s = scenario(2, [["witch", "robber"], ["villager", "squire"]], deck=["exposer", "seer"])
    play(s, "call", "draw", "discard")
    assert s.scores == [[33, 1]]
    assert (s.token_holder, s.token_active) == (1, False)


def test_call_turn_still_refills_the_squire_area():
    """§12.1 Squire 1: the area is refilled at the end of a call turn too."""
    s = scenario(2, [[("squire", True), "seer"], ["master"]], deck=["villager", "exposer"])
    play(s, "call")
    assert zone_keys(s, s.area) == ["villager"]


# ---------------------------------------------------------------------- deck depletion
def test_round_ends_after_the_turn_that_empties_the_deck():
    """AMB-6: the turn that empties the deck is completed, then the round ends."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["exposer"])
    events = play(s, "draw")
    assert not ended(events)
    assert "use" in legal(s)  # Exposer needs no deck card: still usable
    events = play(s, "use", "flip 0:0")
    assert ended(events, "deck")
    assert s.scores == [[21, 10]]


def test_deck_ability_unusable_on_the_turn_that_empties_the_deck():
    """AMB-6: abilities needing the deck simply cannot be used (Witch on the last card)."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["witch"])
    play(s, "draw")
    assert "use" not in legal(s)


def test_depletion_cuts_short_the_post_call_turns():
    """§6.2 / AMB-6: depletion may end the round before every final turn was played."""
    s = scenario(3, [["squire"], ["master"], ["robber"]], deck=["villager"])
    play(s, "call")
    events = play(s, "draw", "discard")
    assert ended(events, "deck")
    assert len(s.scores) == 1


# ---------------------------------------------------------------------- running out of cards
def test_empty_village_may_only_draw_or_call():
    """§14 / AMB-44: with no cards: draw (and discard) or call; no take; a drawn card cannot be kept."""
    s = scenario(2, [[], ["master", "witch"]], deck=["villager", "seer"], pile=["robber"])
    assert legal(s) == {"draw", "call"}
    play(s, "draw")
    assert legal(s) == {"discard"}


def test_amulet_on_only_card_forbids_take_and_keep():
    """§9.1 / AMB-8: amulet on the only card: draw-and-discard or call; no take, no exchange."""
    s = scenario(
        2,
        [["seer"], ["master", "witch"]],
        deck=["villager", "exposer"],
        pile=["robber"],
        token_active=True,
        token_on=(0, 0),
    )
    assert legal(s) == {"draw", "call"}
    play(s, "draw")
    assert legal(s) == {"discard"}


# ---------------------------------------------------------------------- knowledge
def test_drawn_card_is_known_only_to_the_drawer():
    """§3.1: you alone see the drawn card."""
    s = scenario(3, [["seer"], ["master"], ["robber"]], deck=["witch", "villager"], current=1)
    drawn = s.deck[-1]
    play(s, "draw")
    assert s.known[drawn] == 1 << 1
    assert not s.up[drawn]
    play(s, "exchange 0")
    assert s.known[drawn] == 1 << 1


def test_initial_peek_is_known_only_to_the_owner():
    """§2.6: each player secretly looks at two of their own cards."""
    s = new_game(GameConfig(players=2, start_player=0), seed=3)
    assert kinds(s)[-1] == "peek"
    seat = s.decider()
    apply(s, "peek 1 3")
    village = s.villages[seat]
    assert [s.known[c] for c in village] == [0, 1 << seat, 0, 1 << seat, 0]


# ---------------------------------------------------------------------- action texts and errors
def test_illegal_action_raises_and_names_the_action():
    """An illegal action raises IllegalActionError whose message gives the action's text."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["empath"])
    with pytest.raises(IllegalActionError) as info:
        apply(s, "exchange 9")
    assert "exchange 9" in str(info.value)
    assert kinds(s) == ["turn"] and s.hand == []


def test_illegal_action_leaves_state_unchanged():
    """A rejected action changes nothing."""
    s = scenario(2, [["seer", "robber"], ["master"]], deck=["empath"])
    deck, village = list(s.deck), list(s.villages[0])
    with pytest.raises(IllegalActionError):
        apply(s, "take")  # pile is empty
    assert s.deck == deck and s.villages[0] == village and kinds(s) == ["turn"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_action_text_round_trips_for_every_legal_action(players):
    """Action.parse(str(a)) == a for every action offered during a random game."""
    s = new_game(GameConfig(players=players, start_player=0), seed=players)
    rng = random.Random(players)
    seen = set()
    while s.stack:
        actions = legal_actions(s)
        seen.update(actions)
        apply(s, rng.choice(actions))
    assert len(seen) > 20
    for a in seen:
        assert Action.parse(str(a)) == a
