"""Combining decks (RULES.md §15) and the cross-edition decisions of §17(c) (AMB-71 .. AMB-91).

Decks are written as the simulator's ``--deck`` reads them: base letter, colon, one letter per number
0..13 (A = Silver, B = Bullet, C = Coin). :func:`mix` builds them from a base and the changed numbers.
"""

import itertools
import json

import pytest
from builders import card_at, ended, faces, finish, keys, kinds, legal, play, scenario, scored, zone_keys

from silver_desktop.engine import GameConfig
from silver_desktop.engine import events as ev
from silver_desktop.engine.cards import Edition
from silver_desktop.engine.config import DeckSpec
from silver_desktop.engine.errors import ConfigError
from silver_desktop.engine.position import from_position, to_position
from silver_desktop.engine.scoring import village_value


def mix(base, changes=None, fill=None):
    """Deck text: ``base`` edition letter; every number from ``fill`` (default: the base) except
    ``changes`` (number -> letter)."""
    letters = [fill or base] * 14
    for number, letter in (changes or {}).items():
        letters[number] = letter
    return f"{base}:{''.join(letters)}"


def faces_of(s, zone):
    """Faceup flags of a zone list (last = top)."""
    return [s.up[c] for c in zone]


def verbs(verb, actions):
    """The legal actions with this verb."""
    return {a for a in actions if a.split()[0] == verb}


# ====================================================================== AMB-71: base token and rules
def test_silver_base_with_coin_cards_uses_the_amulet():
    """AMB-71: the base edition's token applies: a Silver base with Coin cards places the amulet and
    never flips a coin."""
    s = scenario(
        2,
        [["curator", "pixie"], ["blob"]],
        deck=["psychic", "nostro"],
        token_active=True,
        edition=mix("A", fill="C"),
    )
    assert s.config.token == "amulet"
    assert verbs("token", legal(s)) == {"token 0", "token 1"}
    assert not verbs("coin", legal(s))


def test_coin_base_with_silver_cards_uses_the_coin():
    """AMB-71: a Coin base with Silver cards flips the coin and has no amulet."""
    s = scenario(
        2,
        [["seer", "robber"], ["witch"]],
        deck=["master", "empath"],
        token_active=True,
        edition=mix("C", fill="A"),
    )
    assert s.config.token == "coin"
    assert verbs("coin", legal(s)) == {"coin 0:0", "coin 0:1", "coin 1:0"}
    assert not verbs("token", legal(s))


def test_only_a_coin_base_needs_a_deck_card_to_call():
    """AMB-71 / AMB-81 / §5: with Silver Squires, the deck empty and the draw area not, a Coin base
    forbids the call; a Silver base with the same cards allows it."""
    villages = [[("squire", True), "blob"], ["golem", "curator"]]
    coin = scenario(2, villages, deck=[], area=["psychic"], edition=mix("C", {1: "A"}))
    assert "area 0" in legal(coin)
    assert "call" not in legal(coin)
    silver = scenario(2, villages, deck=[], area=["psychic"], edition=mix("A", {1: "A"}, fill="C"))
    assert "call" in legal(silver)


def test_bullet_base_uses_the_bullet_and_its_call_rule():
    """AMB-71 / §9.2: a Bullet base with Coin cards: the bullet card does not count toward the four
    cards needed to call, and does not score."""
    villages = [["golem", "blob", "curator", "pixie", "huntress"], ["nostro"]]
    s = scenario(2, villages, deck=["psychic"], token_on=(0, 0), edition=mix("B", fill="C"))
    assert s.config.token == "bullet"
    assert "call" in legal(s)
    assert village_value(s, s.villages[0]) == 4 + 2 + 3 + 6
    amulet = scenario(2, villages, deck=["psychic"], token_on=(0, 0), edition=mix("A", fill="C"))
    assert "call" not in legal(amulet)  # the amulet card counts
    assert village_value(amulet, amulet.villages[0]) == 11 + 4 + 2 + 3 + 6


def test_bullet_on_a_faceup_wolfman_switches_it_off():
    """AMB-71 / §9.2 / AMB-38 / AMB-48: in a Bullet base the bullet-covered faceup Wolfman neither scores
    nor zeroes the village; uncovered, the same village (rest 12 < 13) would be worth 0."""
    villages = [[("wolfman", True), "gremlin"], ["cow"]]
    s = scenario(2, villages, deck=["count"], token_on=(0, 0), edition=mix("B", {13: "C"}))
    assert village_value(s, s.villages[0]) == 12
    s = scenario(2, villages, deck=["count"], edition=mix("B", {13: "C"}))
    assert village_value(s, s.villages[0]) == 0


# ====================================================================== AMB-72: Regifter / Hunter start
def test_regifter_step_starts_with_the_start_player_outside_a_coin_base():
    """AMB-72: with a Silver base the Regifter step starts with the start player; with a Coin base
    with the coin holder."""
    villages = [["golem"], [("regifter", True), "blob"], [("regifter", True), "curator"]]
    silver = scenario(3, villages, deck=["psychic"], token_holder=1, start=2, edition=mix("A", fill="C"))
    finish(silver)
    assert kinds(silver)[-1] == "regift" and silver.decider() == 2
    coin = scenario(3, villages, deck=["psychic"], token_holder=1, start=2, edition="coin")
    finish(coin)
    assert kinds(coin)[-1] == "regift" and coin.decider() == 1


def test_hunter_step_always_starts_with_the_start_player():
    """AMB-72 / AMB-20: Hunters start with the start player, even in a Coin base."""
    villages = [["golem"], [("hunter", True), "blob"], [("hunter", True), "curator"]]
    s = scenario(3, villages, deck=["psychic"], token_holder=1, start=2, edition=mix("C", {0: "B"}))
    finish(s)
    assert kinds(s)[-1] == "hunt" and s.decider() == 2


# ====================================================================== AMB-74: Bodyguard vs other editions
def test_bodyguard_vs_troublemaker():
    """AMB-74: the Troublemaker cannot pick the guarded card or the guarding Bodyguard."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["master", "exposer"]],
        deck=["troublemaker", "empath"],
        current=1,
        guards=[(0, 0, 1)],
        edition=mix("A", {11: "B"}),
    )
    play(s, "draw", "use")
    assert legal(s) == {"choose 0:2", "choose 1:0", "choose 1:1"}
    play(s, "choose 1:0")
    assert legal(s) == {"choose 0:2"}


def test_bodyguard_vs_thing_guarded_card_keeps_its_spot():
    """AMB-74 / AMB-36: the Thing shuffles only the other facedown cards; the guarded one stays put
    (and its owner still knows it)."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber", "witch", "master"], ["empath"]],
        deck=["thing", "villager"],
        current=1,
        guards=[(0, 0, 1)],
        edition=mix("A", {8: "B"}),
    )
    seer = card_at(s, 0, 1)
    s.known[seer] = 1 << 0
    others = set(s.villages[0][2:])
    play(s, "draw", "use")
    assert legal(s) == {"shuffle 0", "shuffle 1"}  # any village (AMB-37)
    play(s, "shuffle 0")
    assert keys(s, 0)[0] == "bodyguard"
    assert card_at(s, 0, 1) == seer and s.known[seer] == 1 << 0
    assert set(s.villages[0][2:]) == others


def test_bodyguard_vs_village_idiot_takes_another_card():
    """AMB-74: the Village Idiot must take an unguarded card of a guarded village."""
    s = scenario(
        3,
        [[("bodyguard", True), "seer", "exposer"], ["master"], ["witch"]],
        deck=["village_idiot", "empath"],
        current=1,
        guards=[(0, 0, 1)],
        edition=mix("A", {12: "C"}),
    )
    play(s, "draw", "use", "direction 0")
    assert legal(s) == {"choose 0:2"}
    play(s, "choose 0:2", "choose 1:0", "choose 2:0")
    assert keys(s, 0) == ["bodyguard", "seer", "witch"]
    assert keys(s, 1) == ["exposer"] and keys(s, 2) == ["master"]


def test_bodyguard_vs_village_idiot_skips_a_fully_protected_village():
    """AMB-74 / AMB-29: a village whose cards are all protected is skipped; the cycle closes over the
    others (here a swap between seats 1 and 2)."""
    s = scenario(
        3,
        [[("bodyguard", True), "seer"], ["master"], ["witch"]],
        deck=["village_idiot", "empath"],
        current=1,
        guards=[(0, 0, 1)],
        edition=mix("A", {12: "C"}),
    )
    play(s, "draw", "use", "direction 0")
    assert legal(s) == {"choose 1:0"}
    play(s, "choose 1:0", "choose 2:0")
    assert keys(s, 0) == ["bodyguard", "seer"]
    assert keys(s, 1) == ["witch"] and keys(s, 2) == ["master"]


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("assassin", {"remove 0:3", "remove 1:0"}),
        ("psychic", {"look 0:2", "done"}),
        ("nostro", {"search 0", "search 1"}),  # any village (AMB-37); the guarded card is not seen
        ("golem", {"replace 0:2", "replace 0:3", "replace 1:0"}),
        ("huntress", {"flip 0:3", "flip 1:0"}),
    ],
)
def test_bodyguard_vs_coin_abilities(card, expected):
    """AMB-74: Assassin, Psychic, Nostro, Golem and Huntress of other players cannot touch the guarded
    card (0:1, facedown) or the guarding Bodyguard (0:0)."""
    s = scenario(
        2,
        [[("bodyguard", True), "golem", "nosferatu", ("curator", True)], [("regifter", True)]],
        deck=[card, "blob"],
        pile=["curator"],
        current=1,
        guards=[(0, 0, 1)],
        edition=mix("C", {3: "A"}),
    )
    play(s, "draw", "use")
    assert legal(s) == expected
    if card == "nostro":
        play(s, "search 0")
        assert s.known[card_at(s, 0, 2)] == 1 << 1
        assert s.known[card_at(s, 0, 1)] == 0


def test_bodyguard_vs_hunter():
    """AMB-74: a Hunter cannot remove another player's guarded card or Bodyguard."""
    s = scenario(
        2,
        [[("hunter", True), "cow"], [("bodyguard", True), "priest", "thing"]],
        deck=["count"],
        guards=[(1, 0, 1)],
        edition=mix("B", {3: "A"}),
    )
    finish(s)
    assert kinds(s)[-1] == "hunt"
    assert verbs("remove", legal(s)) == {"remove 0:1", "remove 1:2"}


# ====================================================================== AMB-75: Prince
def test_prince_vs_robber_takes_only_facedown_cards():
    """AMB-75 / AMB-68: a Robber may only take facedown cards of a Prince village."""
    s = scenario(
        2,
        [["seer", "witch"], [("prince", True), ("seer", True), "empath", "master"]],
        deck=["robber", "villager"],
        promos={"prince": 3},
    )
    play(s, "draw", "use")
    assert legal(s) == {"rob 1:2 0", "rob 1:2 1", "rob 1:3 0", "rob 1:3 1"}
    play(s, "rob 1:3 1", "skip")
    assert keys(s, 1) == ["prince", "seer", "empath", "witch"]


def test_prince_vs_revealer_turned_up_card_becomes_protected():
    """AMB-75: a Revealer may turn a facedown card of a Prince village faceup; it is then protected."""
    s = scenario(
        2,
        [["seer", "witch"], [("prince", True), ("seer", True), "empath"]],
        deck=["revealer", "villager", "robber", "exposer"],
        promos={"prince": 3},
    )
    play(s, "draw", "use")
    assert legal(s) == {"flip 0:0", "flip 0:1", "flip 1:2"}
    play(s, "flip 1:2")
    assert faces(s, 1) == [True, True, True]
    play(s, "draw", "discard")  # seat 1
    play(s, "draw")  # seat 0 draws the Robber: nothing left to rob in the Prince village
    assert "use" not in legal(s)


def test_prince_vs_pixie_coin_and_assassin():
    """AMB-75 / AMB-83: Pixie and coin may flip a facedown card of a Prince village but not turn its
    faceup cards down; the Assassin cannot take its faceup cards."""
    s = scenario(
        2,
        [[("pixie", True), "curator"], [("prince", True), ("golem", True), "blob"]],
        deck=["assassin", "psychic"],
        token_active=True,
        promos={"prince": 3},
        edition="coin",
    )
    assert verbs("pixie", legal(s)) == {"pixie 0 0:1", "pixie 0 1:2"}
    assert verbs("coin", legal(s)) == {"coin 0:0", "coin 0:1", "coin 1:2"}
    play(s, "draw")
    assert "use" in legal(s)  # the own faceup Pixie is a target
    play(s, "use")
    assert legal(s) == {"remove 0:0"}


# ====================================================================== AMB-76: Gremlin
def test_gremlin_may_go_to_an_empty_village():
    """AMB-76 / §14: the Gremlin may give itself to a player with no cards."""
    s = scenario(2, [["golem", "blob"], []], deck=["gremlin", "psychic"], edition=mix("C", {12: "B"}))
    play(s, "draw", "use")
    assert {"put 1 0", "put 1 1", "put 0 0", "put 0 1"} <= legal(s)
    play(s, "put 1 0")
    assert keys(s, 1) == ["gremlin"] and faces(s, 1) == [True]
    assert "gremlin" not in zone_keys(s, s.pile)


# ====================================================================== AMB-77: Lycan + Doppelgänger
def test_lycan_and_doppelganger_in_one_set():
    """AMB-77: the Lycan's +1 makes 9 and 10 equal, the Doppelgänger matches anything; discard order:
    Doppelgänger at the bottom, then higher printed values, lowest on top."""
    s = scenario(
        2,
        [[("lycan", True), "seer", "master", "doppelganger"], ["witch"]],
        deck=["empath", "villager"],
        edition=mix("A", {1: "B"}),
    )
    play(s, "draw", "set", "add 1", "add 2", "add 3", "confirm", "plus")
    assert keys(s, 0) == ["lycan", "empath"]
    assert zone_keys(s, s.pile)[-3:] == ["doppelganger", "master", "seer"]


def test_lycan_and_doppelganger_pair_is_a_doppelganger_set():
    """AMB-77: a Lycan + Doppelgänger pair simply matches (the Doppelgänger matches anything)."""
    s = scenario(
        2,
        [[("lycan", True), "doppelganger", "seer"], ["witch"]],
        deck=["empath", "villager"],
        edition=mix("A", {1: "B"}),
    )
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert keys(s, 0) == ["empath", "seer"]
    assert zone_keys(s, s.pile)[-2:] == ["doppelganger", "lycan"]


def test_lycan_without_enough_plus_ones_fails():
    """AMB-77 / AMB-26: one Lycan cannot bridge 9 and 11 (a Doppelgänger does not need a +1)."""
    s = scenario(
        2,
        [[("lycan", True), "seer", "witch", "doppelganger"], ["master"]],
        deck=["empath", "villager"],
        edition=mix("A", {1: "B"}),
    )
    play(s, "draw", "set", "add 1", "add 2", "add 3", "confirm")
    assert kinds(s)[-1] == "end"  # failed: the incoming card goes to an end (then a penalty card)


# ====================================================================== AMB-78/79: one edition per number
SCORING_FAMILIES = ({"copycat", "wolfman", "doppelganger"}, {"hunter", "villager", "regifter"})


def _check_one_type_per_number(spec):
    cfg = GameConfig(players=2, deck=spec)
    present = set(cfg.keys)
    for family in SCORING_FAMILIES:
        assert len(family & present) == 1
    counts = [0] * 14
    by_number = {}
    for card_type in cfg.types:
        counts[card_type.number] += 1
        by_number.setdefault(card_type.number, set()).add(card_type.id)
    assert counts == [2] + [4] * 12 + [2]
    assert all(len(ids) == 1 for ids in by_number.values())


@pytest.mark.parametrize(("zero", "thirteen"), list(itertools.product("ABC", repeat=2)))
def test_a_deck_never_holds_two_types_of_one_number(zero, thirteen):
    """AMB-78/79 / §15: every number comes from one edition, so Copycat and Wolfman (or Hunter and
    Villager) can never meet: two 0s, four each of 1-12, two 13s, one type per number."""
    _check_one_type_per_number(DeckSpec.parse(mix("A", {0: zero, 13: thirteen}, fill="B")))


def test_random_mixes_hold_one_type_per_number():
    """AMB-78/79: the same holds for every random mix."""
    for seed in range(200):
        _check_one_type_per_number(DeckSpec.random_mix(seed))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "gold",
        "A",
        "A:",
        "AAAAAAAAAAAAAA",
        "A-AAAAAAAAAAAAAA",
        "D:AAAAAAAAAAAAAA",
        "P:AAAAAAAAAAAAAA",
        "A:AAAAAAAAAAAAA",
        "A:AAAAAAAAAAAAAAA",
        "A:AAAAAAAAAAAAAP",
        "A:AAAAAA AAAAAAA",
        "A:AB/C",
    ],
)
def test_invalid_deck_texts_are_refused(text):
    """AMB-78 / §15: a deck text that does not name one edition per number is refused."""
    with pytest.raises(ConfigError):
        DeckSpec.parse(text)


def test_a_spec_with_two_editions_for_a_number_cannot_be_built():
    """AMB-78: a spec names exactly one edition per number; anything else fails validation."""
    with pytest.raises(ConfigError):
        GameConfig(players=2, deck=DeckSpec(Edition.SILVER, (Edition.SILVER,) * 13))
    with pytest.raises(ConfigError):
        GameConfig(players=2, deck=DeckSpec(Edition.SILVER, (Edition.SILVER,) * 15))
    with pytest.raises(ConfigError):
        GameConfig(players=2, deck=DeckSpec(Edition.SILVER, (Edition.PROMO,) + (Edition.SILVER,) * 13))
    with pytest.raises(ConfigError):
        GameConfig(players=2, deck=DeckSpec(Edition.PROMO, (Edition.SILVER,) * 14))


# ====================================================================== AMB-80: scoring order
def test_hunter_removal_can_push_a_wolfman_village_to_zero():
    """AMB-80: Hunter before Wolfman: removing the 1 leaves the faceup Wolfman's other cards at 12 < 13."""
    s = scenario(
        2,
        [[("hunter", True), "blob"], [("wolfman", True), "village_idiot", "con_artist"]],
        deck=["psychic"],
        edition=mix("C", {0: "B"}),
    )
    assert village_value(s, s.villages[1]) == 26
    finish(s)
    events = play(s, "remove 1:2")
    assert scored(events)["values"] == [4, 0]


def test_copycat_is_computed_after_the_hunter():
    """AMB-80 / AMB-21: the Hunter removes the Lycan, so the Copycat copies the 12 instead of the 1."""
    s = scenario(
        2,
        [[("hunter", True), "cow"], ["copycat", "gremlin", "lycan"]],
        deck=["count"],
        edition="bullet",
    )
    assert village_value(s, s.villages[1]) == 1 + 12 + 1
    finish(s)
    events = play(s, "remove 1:2")
    assert scored(events)["values"] == [5, 24]


# ====================================================================== AMB-81: Squire draw area
def test_count_ends_the_round_at_once_even_with_draw_cards_left():
    """AMB-81 / AMB-7: the Count emptying the deck ends the round at once though the area holds cards."""
    s = scenario(
        2,
        [[("squire", True), "seer"], ["witch"]],
        deck=["count", "exposer", "robber"],
        area=["empath"],
        edition=mix("A", {10: "B"}),
    )
    events = play(s, "draw", "use")
    assert ended(events, "count")
    assert s.round == 2


def test_cow_does_not_touch_the_draw_area():
    """AMB-81: the Cow flips the deck only; the Squire draw area is unchanged."""
    s = scenario(
        2,
        [[("squire", True), "seer"], ["witch"]],
        deck=["cow", "master", "robber"],
        area=["empath"],
        edition=mix("A", {5: "B"}),
    )
    area = list(s.area)
    play(s, "draw", "use")
    assert s.area == area and all(s.up[c] for c in s.area)
    assert zone_keys(s, s.deck) == ["master", "robber"]  # reversed: master on top now
    assert all(s.up[c] for c in s.deck)


# ====================================================================== AMB-82: amulet vs Coin cards
def test_amulet_card_cannot_be_rotated_retired_or_flipped_by_its_owner():
    """AMB-82 / AMB-30: the Curator cannot rotate or discard the amulet card (even its owner's); the
    Pixie cannot flip it."""
    s = scenario(
        2,
        [[("curator", True), ("pixie", True), ("robber", True)], ["seer"]],
        deck=["master", "exposer"],
        token_on=(0, 2),
        edition=mix("A", {2: "C", 3: "C", 8: "C"}),
    )
    s.rot |= 1 << card_at(s, 0, 2)  # even if it had been rotated before the amulet came
    options = legal(s)
    assert verbs("rotate", options) == {"rotate 0", "rotate 1"}
    assert not verbs("retire", options)
    assert verbs("pixie", options) == {"pixie 1 0:0", "pixie 1 1:0"}


def test_amulet_card_cannot_be_assassinated_or_regifted():
    """AMB-82: the Assassin cannot take the faceup amulet card; its owner's Regifter cannot give it."""
    s = scenario(
        2,
        [[("regifter", True), ("robber", True), "seer"], [("witch", True)]],
        deck=["assassin", "empath"],
        current=1,
        token_on=(0, 1),
        edition=mix("A", {0: "C", 8: "C"}),
    )
    play(s, "draw", "use")
    assert legal(s) == {"remove 0:0", "remove 1:0"}
    s = scenario(
        2,
        [[("regifter", True), ("robber", True), "seer"], [("witch", True)]],
        deck=["empath"],
        token_on=(0, 1),
        edition=mix("A", {0: "C", 8: "C"}),
    )
    finish(s)
    assert verbs("give", legal(s)) == {"give 2 1"}


# ====================================================================== AMB-83: coin vs Prince
def test_coin_cannot_flip_a_faceup_card_of_another_prince_village():
    """AMB-83: the coin cannot flip another player's faceup Prince-village card (facedown ones it may)."""
    s = scenario(
        2,
        [["blob"], [("prince", True), ("golem", True), "curator"]],
        deck=["psychic"],
        token_active=True,
        promos={"prince": 3},
        edition="coin",
    )
    assert verbs("coin", legal(s)) == {"coin 0:0", "coin 1:2"}


# ====================================================================== AMB-84: Mortician vs Silver cards
def test_mortician_activates_a_discarded_witch_which_goes_to_the_pile_despite_goth_girl():
    """AMB-84: a Witch discarded from your village with a faceup Mortician can be activated; it goes to
    the pile (not the deck bottom) even with a Goth Girl; its own discards go on top of it."""
    s = scenario(
        2,
        [[("mortician", True), ("goth_girl", True), "witch"], ["villager"]],
        deck=["seer", "master", "empath"],
        edition=mix("A", {3: "B", 4: "B"}),
    )
    play(s, "draw", "exchange 2")
    assert legal(s) == {"pile", "bottom"}  # the Goth Girl's choice comes first (D-14)
    play(s, "pile")
    assert kinds(s)[-1] == "mortician" and legal(s) == {"activate", "pass"}
    play(s, "activate")
    assert zone_keys(s, s.pile)[-1] == "witch"
    assert kinds(s)[-1] == "hand" and zone_keys(s, s.hand) == ["master"]
    play(s, "swap 1:0")
    assert keys(s, 1) == ["master"] and faces(s, 1) == [False]
    assert zone_keys(s, s.pile)[-2:] == ["witch", "villager"]


# ====================================================================== AMB-85: activators vs Master/Witch
def test_blob_activated_master_excludes_the_blob_chosen_card():
    """AMB-85: a Blob-activated Master cannot take itself; it stays in place; discards go on top."""
    s = scenario(
        2,
        [[("blob", True), ("blob", True), "golem"], ["curator"]],
        deck=["psychic"],
        pile=["huntress", "master", "pixie"],
        edition=mix("C", {10: "A"}),
    )
    assert "blob 1" in legal(s)
    play(s, "blob 1")
    assert legal(s) == {"pick 0", "pick 2", "pass"}
    play(s, "pick 2", "exchange 2")
    assert keys(s, 0) == ["blob", "blob", "huntress"] and faces(s, 0) == [True, True, True]
    assert zone_keys(s, s.pile) == ["master", "pixie", "golem"]


def test_marksman_copying_master_excludes_the_marksman_on_top():
    """AMB-85: the Marksman on top of the pile is excluded from the copied Master's search."""
    s = scenario(
        2,
        [[("master", True), "beholder"], ["robber"]],
        deck=["marksman", "empath"],
        pile=["exposer"],
        edition=mix("A", {9: "B"}),
    )
    play(s, "draw", "use")
    assert "copy 0:0" in legal(s)
    play(s, "copy 0:0")
    assert legal(s) == {"pick 1", "pass"}
    play(s, "pick 1", "exchange 1")
    assert keys(s, 0) == ["master", "exposer"]
    assert zone_keys(s, s.pile) == ["marksman", "beholder"]


def test_nosferatu_activated_witch_stays_in_place():
    """AMB-85 / §12.3 Nosferatu: an invoked Witch keeps its pile position; the card leaving a village
    goes on top of the pile."""
    s = scenario(
        2,
        [["blob", "curator"], [("pixie", True)]],
        deck=["nosferatu", "psychic", "nostro"],
        pile=["witch"],
        edition=mix("C", {11: "A"}),
    )
    play(s, "draw", "use", "invoke 1")
    assert kinds(s)[-1] == "hand" and zone_keys(s, s.hand) == ["psychic"]
    play(s, "swap 1:0")
    assert keys(s, 1) == ["psychic"] and faces(s, 1) == [False]
    assert zone_keys(s, s.pile) == ["witch", "nosferatu", "pixie"]


def test_blob_activated_instigator_flips_the_card_beneath_it():
    """AMB-24 / AMB-28 / D-17: an Instigator activated in place by a Blob (depth 1) toggles the discard
    beneath *it* (the Nostro), not the Pixie lying above it."""
    s = scenario(
        2,
        [[("blob", True), ("blob", True), "curator"], ["regifter"]],
        deck=["psychic"],
        pile=["nostro", "instigator", "pixie"],
        edition=mix("C", {6: "B"}),
    )
    play(s, "blob 1")
    assert "flippile" in legal(s)
    play(s, "flippile")
    assert zone_keys(s, s.pile) == ["nostro", "instigator", "pixie"]
    assert faces_of(s, s.pile) == [False, True, True]


# ====================================================================== AMB-86: facedown discards
def test_golem_facedown_discard_is_taken_blind_by_a_master():
    """AMB-86: the Golem puts a facedown village card at the pile bottom, unseen; a Master may take it
    blind and it enters facedown, still unknown."""
    s = scenario(
        2,
        [["blob", "curator"], ["pixie", "huntress"]],
        deck=["golem", "master", "psychic", "nostro"],
        pile=["assassin"],
        edition=mix("C", {10: "A"}),
    )
    pixie = card_at(s, 1, 0)
    play(s, "draw", "use", "replace 1:0")
    assert s.pile[0] == pixie and not s.up[pixie] and s.known[pixie] == 0
    play(s, "draw", "use")  # seat 1's Master
    assert legal(s) == {"pick 1", "pick 2", "pass"}
    play(s, "pick 2", "exchange 1")
    assert card_at(s, 1, 1) == pixie
    assert not s.up[pixie] and s.known[pixie] == 0


def test_plain_take_of_a_facedown_top_discard_enters_facedown():
    """AMB-86 / §3.2: a facedown top discard taken normally enters the village facedown."""
    s = scenario(2, [["seer", "robber"], ["witch"]], deck=["master"], pile=["empath"], edition="silver")
    top = s.pile[-1]
    s.up[top] = False
    play(s, "take", "exchange 0")
    assert card_at(s, 0, 0) == top and not s.up[top]


# ====================================================================== AMB-87: Cow vs Goth Girl / Rascal
def test_card_sent_to_the_deck_bottom_faceup_is_the_facedown_top_after_a_cow():
    """AMB-87: a Goth-Girled faceup card at the deck bottom becomes the facedown top card after a Cow."""
    s = scenario(
        2,
        [[("goth_girl", True), ("seer", True)], ["witch"]],
        deck=["empath", "cow", "robber", "master"],
        edition=mix("A", {3: "B", 5: "B"}),
    )
    play(s, "draw", "exchange 1")
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert zone_keys(s, s.deck) == ["seer", "master", "robber", "cow"] and s.up[s.deck[0]]
    play(s, "draw", "use")  # seat 1's Cow
    assert zone_keys(s, s.deck) == ["robber", "master", "seer"]
    assert faces_of(s, s.deck) == [True, True, False]


def test_rascal_returns_unused_faceup_cards_faceup_after_a_cow():
    """AMB-87 / AMB-17: after a Cow the deck is faceup; the Rascal's unused card returns on top in its
    original (faceup) orientation; a kept faceup deck card enters faceup (AMB-33)."""
    s = scenario(
        2,
        [[("rascal", True), "robber"], ["witch"]],
        deck=["cow", "seer", "master", "empath"],
        current=1,
        edition=mix("A", {5: "B"}),
    )
    play(s, "draw", "use")  # seat 1: the deck is now seer, master, empath (top), all faceup
    assert zone_keys(s, s.deck) == ["seer", "master", "empath"]
    assert faces_of(s, s.deck) == [True, True, True]
    play(s, "draw", "more", "keep 1", "exchange 1")
    assert keys(s, 0) == ["rascal", "master"] and faces(s, 0) == [True, True]
    assert zone_keys(s, s.deck) == ["seer", "empath"] and faces_of(s, s.deck) == [True, True]


# ====================================================================== AMB-88: Con Artist vs Count
def test_no_con_artist_extra_turn_after_a_count_end():
    """AMB-88: the Count ending the round at once leaves no room for a Con Artist extra turn."""
    s = scenario(
        2,
        [[("con_artist", True), "blob"], ["golem"]],
        deck=["count", "psychic", "nostro"],
        edition=mix("C", {10: "B"}),
    )
    events = play(s, "draw", "use")
    assert ended(events, "count")
    assert not any(e.kind == ev.EXTRA_TURN for e in events)
    assert s.round == 2 and "con" not in kinds(s)


# ====================================================================== AMB-90: rotation vs other moves
def test_robber_move_keeps_rotation_and_the_new_owners_curator_may_retire_it():
    """AMB-90: a Silver Robber takes a rotated card; it stays rotated; the robber's Curator may retire it."""
    s = scenario(
        2,
        [[("curator", True), "blob"], ["golem", "pixie"]],
        deck=["robber", "psychic"],
        edition=mix("C", {12: "A"}),
    )
    golem = card_at(s, 1, 0)
    s.rot |= 1 << golem
    play(s, "draw", "use", "rob 1:0 1", "skip")
    assert card_at(s, 0, 1) == golem and s.rot >> golem & 1
    assert "retire 1" in legal(s)
    play(s, "retire 1")
    assert s.pile[-1] == golem and not s.rot >> golem & 1


def test_troublemaker_move_keeps_rotation_without_a_curator():
    """AMB-90: a Troublemaker swap keeps the rotation; the new owner without a Curator cannot retire it."""
    s = scenario(
        3,
        [["blob"], ["nosferatu", "pixie"], ["huntress"]],
        deck=["troublemaker", "psychic", "nostro"],
        edition=mix("C", {11: "B"}),
    )
    golem = card_at(s, 1, 0)
    s.rot |= 1 << golem
    play(s, "draw", "use", "choose 1:0", "choose 2:0")
    assert keys(s, 2) == ["nosferatu"] and s.rot >> golem & 1
    assert keys(s, 1) == ["huntress", "pixie"]


# ====================================================================== AMB-91: Goth Girl + mixed set
def test_goth_girl_redirect_then_doppelganger_bottom_and_lowest_on_top():
    """AMB-91: the Goth Girl redirects one card of the set (the Master, faceup to the deck bottom); the
    rest go on the pile with the Doppelgänger bottom-most and the lowest printed value on top."""
    s = scenario(
        2,
        [[("goth_girl", True), ("lycan", True), "doppelganger", "seer", "master"], ["witch"]],
        deck=["empath", "villager", "robber"],
        edition=mix("A", {1: "B", 3: "B"}),
    )
    play(s, "draw", "set", "add 2", "add 3", "add 4", "confirm", "plus")
    assert keys(s, 0) == ["goth_girl", "lycan", "empath"]
    assert legal(s) == {"pile", "bottom"}  # the Doppelgänger comes first
    play(s, "pile", "bottom")  # keep the Doppelgänger on the pile, redirect the Master
    assert zone_keys(s, s.pile)[-2:] == ["doppelganger", "seer"]
    assert zone_keys(s, s.deck)[0] == "master" and s.up[s.deck[0]]


# ====================================================================== DeckSpec
@pytest.mark.parametrize(
    ("name", "edition", "text"),
    [
        ("silver", Edition.SILVER, "A:AAAAAAAAAAAAAA"),
        ("bullet", Edition.BULLET, "B:BBBBBBBBBBBBBB"),
        ("coin", Edition.COIN, "C:CCCCCCCCCCCCCC"),
        (" Coin ", Edition.COIN, "C:CCCCCCCCCCCCCC"),
    ],
)
def test_presets(name, edition, text):
    """§15: the three boxes are presets; each is its own base."""
    spec = DeckSpec.parse(name)
    assert spec == DeckSpec.pure(edition)
    assert spec.base == edition and spec.numbers == (edition,) * 14
    assert spec.text() == text
    cfg = GameConfig(players=2, deck=spec)
    assert {t.edition for t in cfg.types} == {edition}


def test_random_mix_is_seeded_and_deterministic():
    """The random mix depends only on its seed; it is always a valid, round-tripping deck."""
    first = [DeckSpec.parse("random-mix", seed=seed) for seed in range(30)]
    again = [DeckSpec.parse("random-mix", seed=seed) for seed in range(30)]
    assert first == again
    assert len({spec.text() for spec in first}) > 20
    for spec in first:
        spec.validate()
        assert DeckSpec.parse(spec.text()) == spec
    assert DeckSpec.parse("RANDOM-MIX", seed=5) == DeckSpec.random_mix(5)


@pytest.mark.parametrize(
    "text", ["A:ABCABCABCABCAB", "C:ACCCCCCCCCCCCC", "B:CCCCCCCCCCCCCA", "b:abcabcabcabcab"]
)
def test_text_spec_round_trip(text):
    """The text form reads back to the same spec (letters are case-insensitive)."""
    spec = DeckSpec.parse(text)
    assert spec.text() == text.upper()
    assert DeckSpec.parse(spec.text()) == spec
    assert DeckSpec.from_json(spec.to_json()) == spec


def test_text_spec_picks_each_numbers_edition():
    """§15: each letter chooses the edition of all cards of its number; the base picks the token."""
    spec = DeckSpec.parse("C:ABCABCABCABCAB")
    assert spec.base == Edition.COIN
    cfg = GameConfig(players=3, deck=spec)
    assert cfg.token == "coin"
    letters = {"A": Edition.SILVER, "B": Edition.BULLET, "C": Edition.COIN}
    for card_type in cfg.types:
        assert card_type.edition == letters["ABCABCABCABCAB"[card_type.number]]
    assert cfg.cards_of("villager") and cfg.cards_of("lycan") and cfg.cards_of("curator")
    assert len(cfg.cards_of("doppelganger")) == 0 and len(cfg.cards_of("copycat")) == 2


def test_promos_replace_one_card_of_their_number():
    """AMB-89: each promo replaces one card of its number; its number is a setting."""
    spec = DeckSpec.parse("silver", promos=(("prince", 3), ("cleaner", 9)))
    cfg = GameConfig(players=2, deck=spec)
    assert len(cfg.cards_of("bodyguard")) == 3 and len(cfg.cards_of("prince")) == 1
    assert len(cfg.cards_of("seer")) == 3 and cfg.numbers[cfg.cards_of("cleaner")[0]] == 9
    assert cfg.card_count == 52


@pytest.mark.parametrize(
    "promos",
    [
        (("joker", 3),),
        (("prince", 14),),
        (("prince", -1),),
        (("prince", True),),
        (("commander", 0), ("prince", 0)),
        (("prince", 3), ("prince", 4)),
    ],
)
def test_invalid_promos_are_refused(promos):
    """AMB-89: unknown promos, numbers outside 0-13, replacing every card of a number, or a promo used
    twice are refused."""
    with pytest.raises(ConfigError):
        GameConfig(players=2, deck=DeckSpec.parse("silver", promos=promos))


@pytest.mark.parametrize(
    "data",
    [
        "silver",
        {"base": "gold"},
        {"base": "silver", "numbers": ["silver"] * 13},
        {"base": "silver", "numbers": ["silver"] * 13 + ["tin"]},
        {"base": "silver", "promos": [["prince", 3]]},
    ],
)
def test_invalid_json_specs_are_refused(data):
    """Bad JSON deck specs raise ConfigError naming the problem."""
    with pytest.raises(ConfigError):
        DeckSpec.from_json(data)


def test_a_copied_card_may_leave_its_village_while_its_ability_resolves():
    """A Marksman copies a faceup Nosferatu whose take is exchanged in by a set holding that very
    Nosferatu: the card being resolved leaves the village mid-ability, and the position (which names
    the cards being resolved) still round-trips."""
    s = scenario(
        2,
        [[("nosferatu", True), "golem", ("nosferatu", True)], ["regifter"]],
        deck=["marksman", "nostro"],
        pile=["pixie", "blob"],
        edition="C:CCCCCCCCCBCCCC",
    )
    play(s, "draw", "use", "copy 0:0", "pick 1", "set", "add 0", "add 2", "confirm")
    assert kinds(s)[-1] == "into"
    # a real round sets exactly 10 cards aside for 2 players (the scenario sets aside every card it does
    # not use) and counts its turns from 1: the position must be a moment of a real game to load
    s.deck[:0], s.aside, s.turn_no = s.aside[10:], s.aside[:10], 1
    position = to_position(s)
    assert position["resolving"][1].startswith("limbo:")
    assert to_position(from_position(json.loads(json.dumps(position)))) == position


def test_an_activated_ability_with_nothing_to_do_has_no_effect_and_never_stalls():
    """AMB-42/85, found by the Hard bot's playouts: a Mortician activates a Marksman whose only copy
    target is a faceup Master that could only take... the Marksman itself (the card being resolved is
    never its own target). The activation is legal (any faceup d&d card may be chosen) and has no
    effect; it must never leave a decision with no legal action."""
    s = scenario(
        2,
        [[("mortician", True), "marksman"], [("master", True), "cow"]],
        deck=["cow", "cow"],
        pile=["priest"],
        edition="B:BBBBBBBBBBABBB",
    )
    play(s, "take", "exchange 1")
    assert kinds(s)[-1] == "mortician"
    play(s, "activate")
    assert legal(s) == {"copy 1:0"}
    events = play(s, "copy 1:0")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["silver.master"]
    assert zone_keys(s, s.pile) == ["marksman"]
    assert legal(s)
