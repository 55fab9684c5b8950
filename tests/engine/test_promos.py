"""The Persian promo cards: Commander, Prince, Cleaner (RULES.md §13, AMB-66..69/75/89) and their
deck configuration (each promo replaces exactly one card of its number, 52 cards in all)."""

from collections import Counter

import pytest
from builders import NO_CARD, card_at, faces, keys, kinds, legal, play, scenario, scored, zone_keys

from silver_desktop.engine import ConfigError, DeckSpec, Edition, GameConfig
from silver_desktop.engine.roundend import end_round

BULLET = "bullet"
# Bullet base with Silver Revealer (6), Witch (11) and Robber (12): the cards AMB-75 names.
PRINCE_MIX = "B:BBBBBBABBBBAAB"
MASTER_MIX = "B:BBBBBBBBBBABBB"  # 10 = Silver Master instead of the Count
SQUIRE_MIX = "B:BABBBBBBBBBBBB"  # 1 = Silver Squire instead of the Lycan

COMMANDER = {"commander": 1}
PRINCE = {"prince": 3}
CLEANER = {"cleaner": 5}


def all_cards(s):
    """Every physical card in some zone, for conservation checks."""
    zones = [*s.villages, s.deck, s.pile, s.area, s.hand, s.aside, s.removed, *s.limbo]
    out = [c for z in zones for c in z]
    if s.kept != NO_CARD:
        out.append(s.kept)
    return out


# ====================================================================== Commander (AMB-67)
def _commander_round(**kw):
    s = scenario(
        2,
        [[("commander", True), "priest", "count"], ["gremlin", "cow"]],
        deck=["thing"],
        edition=BULLET,
        promos=COMMANDER,
        **kw,
    )
    return s


def test_commander_keeps_one_card_which_is_scored_this_round():
    """§13 Commander 1 / AMB-67: after scoring its owner keeps one other card; it scores this round."""
    s = _commander_round()
    end_round(s, "deck")
    assert scored(s.events)["values"] == [1 + 2 + 10, 12 + 5]
    assert kinds(s)[-1] == "keep" and s.decider() == 0
    assert legal(s) == {"hold 1", "hold 2"}  # not the Commander itself
    count = card_at(s, 0, 2)
    play(s, "hold 2")
    assert s.round == 2
    assert s.kept == count and s.kept_by == 0
    assert count not in s.deck and count not in s.pile and all(count not in v for v in s.villages)
    assert sorted(all_cards(s)) == list(range(52))


def test_commander_card_is_placed_facedown_before_the_peeks_and_known_to_everyone():
    """§13 Commander 2 / AMB-67: next round, after the deal and first discard but before anyone peeks,
    the owner puts the kept card facedown into a spot of their choice; everybody knows it; the
    replaced card goes unseen into the deck, which is reshuffled."""
    s = _commander_round()
    end_round(s, "deck")
    kept = card_at(s, 0, 2)
    play(s, "hold 2")
    assert kinds(s)[-1] == "commander" and s.decider() == 0
    assert kinds(s).count("peek") == 2  # nobody has peeked yet
    assert legal(s) == {f"place {i}" for i in range(5)}
    assert len(s.pile) == 1 and len(s.deck) == 30
    replaced = card_at(s, 0, 3)
    play(s, "place 3")
    assert card_at(s, 0, 3) == kept
    assert not s.up[kept]
    assert s.known[kept] == s.everyone
    assert replaced in s.deck and len(s.deck) == 31
    assert s.known[replaced] == 0
    assert kinds(s)[-1] == "peek"
    assert s.kept == NO_CARD
    assert sorted(all_cards(s)) == list(range(52))


def test_commander_has_no_effect_after_the_last_round():
    """AMB-67: no effect after round 4: the game ends, nothing is kept."""
    s = _commander_round()
    s.round = 4
    end_round(s, "deck")
    assert s.over
    assert s.kept == NO_CARD
    assert "keep" not in kinds(s)


def test_facedown_commander_does_nothing():
    """§13 Commander: it must be faceup at round end."""
    s = scenario(2, [["commander", "priest"], ["gremlin"]], deck=["thing"], edition=BULLET, promos=COMMANDER)
    end_round(s, "deck")
    assert s.round == 2 and s.kept == NO_CARD
    assert "commander" not in kinds(s)


def test_commander_removed_by_a_hunter_does_nothing():
    """AMB-67/80: the Commander must still be in the village after the Hunter step."""
    s = scenario(
        2,
        [[("commander", True), "priest"], [("hunter", True), "gremlin"]],
        deck=["thing"],
        edition=BULLET,
        promos=COMMANDER,
    )
    end_round(s, "deck")
    assert kinds(s)[-1] == "hunt" and s.decider() == 1
    play(s, "remove 0:0")
    assert s.round == 2 and s.kept == NO_CARD
    assert "commander" not in kinds(s)


def test_bullet_covered_commander_does_nothing():
    """AMB-48: the scoring ability of a bullet-covered card is off (and it does not score)."""
    s = scenario(
        2,
        [[("commander", True), "priest"], ["gremlin"]],
        deck=["thing"],
        token_on=(0, 0),
        edition=BULLET,
        promos=COMMANDER,
    )
    end_round(s, "deck")
    assert scored(s.events)["values"][0] == 2
    assert s.kept == NO_CARD


def test_commander_alone_has_nothing_to_keep():
    """§13 Commander 1: "one other card" -- a village of only the Commander keeps nothing."""
    s = scenario(2, [[("commander", True)], ["gremlin"]], deck=["thing"], edition=BULLET, promos=COMMANDER)
    end_round(s, "deck")
    assert s.round == 2 and s.kept == NO_CARD


# ====================================================================== Prince (AMB-68/75)
def _prince(deck, current=1, edition=PRINCE_MIX, **kw):
    """Seat 0 owns a faceup Prince, a faceup Count and two facedown cards."""
    return scenario(
        2,
        [[("prince", True), ("count", True), "priest", "insomniac"], ["lycan", ("cow", True)]],
        deck=deck,
        current=current,
        edition=edition,
        promos=PRINCE,
        **kw,
    )


def test_prince_protects_faceup_cards_against_others():
    """§11.4 / AMB-68: every faceup card of the Prince's village (the Prince included) is protected
    against other players; facedown cards are not; the owner is unaffected."""
    s = _prince(["thing"])
    prince, count, priest = card_at(s, 0, 0), card_at(s, 0, 1), card_at(s, 0, 2)
    assert s.protected(prince, 1) and s.protected(count, 1)
    assert not s.protected(priest, 1)
    assert not s.protected(prince, 0) and not s.protected(count, 0)


def test_revealer_may_turn_up_a_facedown_card_of_a_prince_village():
    """AMB-75: the Revealer may turn a facedown card of a Prince village faceup; it is then protected."""
    s = _prince(["revealer", "thing"])
    play(s, "draw", "use")
    assert {"flip 0:2", "flip 0:3", "flip 1:0"} == legal(s)
    play(s, "flip 0:2")
    assert faces(s, 0) == [True, True, True, False]
    assert s.protected(card_at(s, 0, 2), 1)


def test_robber_may_only_take_facedown_cards_of_a_prince_village():
    """AMB-68/75: the Robber may only take facedown cards of a Prince village."""
    s = _prince(["robber", "thing"])
    play(s, "draw", "use")
    robbed = {a.split()[1] for a in legal(s)}
    assert robbed == {"0:2", "0:3"}
    play(s, "rob 0:2 1")  # seat 1's faceup Cow goes into the Prince village: allowed
    assert keys(s, 0)[2] == "cow" and faces(s, 0)[2]
    assert keys(s, 1) == ["lycan", "priest"]


def test_witch_may_only_swap_with_facedown_cards_of_a_prince_village():
    """AMB-75: the Witch may only take facedown cards of a Prince village."""
    s = _prince(["witch", "thing", "marksman"])
    play(s, "draw", "use")
    swaps = {a for a in legal(s) if a.startswith("swap")}
    assert swaps == {"swap 0:2", "swap 0:3"}


def test_troublemaker_may_only_take_facedown_cards_of_a_prince_village():
    """AMB-75: the Troublemaker may only take facedown cards of a Prince village."""
    s = _prince(["troublemaker", "thing"], edition=BULLET)
    play(s, "draw", "use")
    assert legal(s) == {"choose 0:2", "choose 0:3", "choose 1:0", "choose 1:1"}
    play(s, "choose 1:0")
    assert legal(s) == {"choose 0:2", "choose 0:3"}


def test_instigator_may_turn_up_but_not_turn_down_in_a_prince_village():
    """AMB-75: Instigator may flip facedown cards there but not turn faceup ones down."""
    s = _prince(["instigator", "thing"], edition=BULLET)
    play(s, "draw", "use")
    options = legal(s)
    assert {"flip 0:2", "flip 0:3"} <= options
    assert not {"flip 0:0", "flip 0:1"} & options


def test_thing_may_shuffle_facedown_cards_of_a_prince_village():
    """AMB-68: facedown cards of a Prince village are not protected; faceup ones do not move."""
    s = _prince(["thing", "marksman"], edition=BULLET)
    play(s, "draw", "use")
    assert "shuffle 0" in legal(s)
    play(s, "shuffle 0")
    assert keys(s, 0)[:2] == ["prince", "count"]


def test_hunter_cannot_remove_faceup_cards_of_a_prince_village():
    """§13 Prince / AMB-68/75: faceup cards of a Prince village are protected at scoring too."""
    s = scenario(
        2,
        [[("prince", True), ("count", True), "priest"], [("hunter", True), "cow"]],
        deck=["thing"],
        edition=BULLET,
        promos=PRINCE,
    )
    end_round(s, "deck")
    assert kinds(s)[-1] == "hunt" and s.decider() == 1
    assert legal(s) == {"remove 0:2", "remove 1:1", "skip"}


def test_gremlin_may_be_added_to_a_prince_village():
    """AMB-75: effects that only add a card are allowed."""
    s = _prince(["gremlin", "thing"], edition=BULLET)
    play(s, "draw", "use")
    assert {"put 0 0", "put 0 1"} <= legal(s)
    play(s, "put 0 1")
    assert keys(s, 0)[-1] == "gremlin"


def test_marksman_may_copy_a_faceup_card_of_a_prince_village():
    """AMB-42: copying a protected faceup card's ability does not touch it, so it is allowed."""
    s = scenario(
        2,
        [[("prince", True), ("instigator", True)], ["gremlin", "cow"]],
        deck=["marksman", "thing"],
        current=1,
        edition=BULLET,
        promos=PRINCE,
    )
    play(s, "draw", "use")
    assert "copy 0:1" in legal(s)


def test_prince_owner_is_unaffected():
    """AMB-68: the owner may still change their own faceup cards (Instigator, Troublemaker)."""
    s = _prince(["instigator", "marksman", "troublemaker", "thing"], current=0, edition=BULLET)
    play(s, "draw", "use")
    assert {"flip 0:0", "flip 0:1"} <= legal(s)
    play(s, "flip 0:1")
    assert faces(s, 0) == [True, False, False, False]
    play(s, "draw", "discard")  # seat 1
    play(s, "draw", "use")  # seat 0: Troublemaker
    assert "choose 0:0" in legal(s)
    play(s, "choose 0:0")
    assert "choose 1:0" in legal(s)


def test_facedown_or_bullet_covered_prince_protects_nothing():
    """§13 Prince: only while faceup; AMB-48: a bullet-covered Prince's ability is off."""
    s = scenario(
        2,
        [["prince", ("count", True)], ["gremlin"]],
        deck=["thing"],
        current=1,
        edition=BULLET,
        promos=PRINCE,
    )
    assert not s.protected(card_at(s, 0, 1), 1)
    s = scenario(
        2,
        [[("prince", True), ("count", True)], ["gremlin"]],
        deck=["thing"],
        current=1,
        token_on=(0, 0),
        edition=BULLET,
        promos=PRINCE,
    )
    assert not s.protected(card_at(s, 0, 1), 1)
    assert s.protected(card_at(s, 0, 0), 1)  # the bullet card itself stays protected


# ====================================================================== Cleaner (AMB-69)
def test_cleaner_all_six_or_more_discards_them_and_enters_faceup():
    """§13 Cleaner 2 / AMB-69: all claimed cards >= 6 are discarded faceup; the Cleaner goes faceup
    into one of the vacated spots, then the village collapses."""
    s = scenario(
        2,
        [["marksman", "priest", ("count", True)], ["gremlin"]],
        deck=["cleaner", "thing"],
        edition=BULLET,
        promos=CLEANER,
    )
    play(s, "draw")
    assert "clean" in legal(s)
    assert "use" not in legal(s)  # it is not a draw-and-discard card
    play(s, "clean", "add 0", "add 2", "confirm")
    assert legal(s) == {"into 0", "into 1"}
    play(s, "into 1")
    assert keys(s, 0) == ["priest", "cleaner"]
    assert faces(s, 0) == [False, True]
    assert s.known[card_at(s, 0, 1)] == s.everyone
    # AMB-47: the order of the discards is the player's: the Count first, the Marksman on top
    assert kinds(s)[-1] == "order" and legal(s) == {"next 0", "next 1"}
    play(s, "next 1")
    assert zone_keys(s, s.pile)[-2:] == ["count", "marksman"]


def test_cleaner_single_card_takes_its_spot():
    """AMB-69: one card is enough; no matching needed."""
    s = scenario(
        2,
        [["priest", "copycat", "lycan"], ["gremlin"]],
        deck=["cleaner", "thing"],
        edition=BULLET,
        promos=CLEANER,
    )
    play(s, "draw", "clean", "add 1", "confirm")
    assert keys(s, 0) == ["priest", "cleaner", "lycan"]  # Copycat counts 13 here
    assert faces(s, 0) == [False, True, False]


def test_cleaner_any_below_six_returns_cards_facedown_and_adds_cleaner_without_penalty():
    """§13 Cleaner 3 / AMB-69: any card < 6 -> nothing is discarded, the revealed cards go back to
    their spots facedown, the Cleaner is added at an end in its drawn orientation, no penalty card
    (even with three cards)."""
    s = scenario(
        2,
        [["marksman", ("count", True), "lycan", "thing"], ["gremlin"]],
        deck=["cleaner", "insomniac", "cow"],
        edition=BULLET,
        promos=CLEANER,
    )
    pile = list(s.pile)
    play(s, "draw", "clean", "add 0", "add 1", "add 2", "confirm")
    assert legal(s) == {"left", "right"}
    play(s, "left")
    assert keys(s, 0) == ["cleaner", "marksman", "count", "lycan", "thing"]
    assert faces(s, 0) == [False, False, False, False, False]
    assert len(s.deck) == 2  # no penalty card
    assert s.pile == pile
    assert s.known[card_at(s, 0, 1)] == s.everyone  # they were revealed to all


def test_cleaner_is_not_offered_when_taken_from_the_pile():
    """§13 Cleaner 1 / AMB-27: only when drawn from the deck (or the Squire area)."""
    s = scenario(
        2,
        [["marksman", "priest"], ["gremlin"]],
        deck=["thing"],
        pile=["cleaner"],
        edition=BULLET,
        promos=CLEANER,
    )
    play(s, "take")
    assert "clean" not in legal(s)


def test_cleaner_is_not_offered_via_a_master():
    """§13 Cleaner 1: a Cleaner taken from the pile by a Master is not drawn: no Cleaner option."""
    s = scenario(
        2,
        [["marksman", "priest"], ["gremlin"]],
        deck=["master", "thing"],
        pile=["cleaner", "insomniac"],
        edition=MASTER_MIX,
        promos=CLEANER,
    )
    play(s, "draw", "use")
    assert "pick 2" in legal(s)
    play(s, "pick 2")
    assert "clean" not in legal(s)


def test_cleaner_is_not_offered_when_seen_by_a_witch():
    """§13 Cleaner 1 / §12.1 Witch: a Cleaner peeked at by a Witch is not drawn; it must be
    exchanged and enters facedown."""
    s = scenario(
        2,
        [["marksman", "priest"], ["lycan"]],
        deck=["witch", "cleaner", "thing"],
        edition="B:BBBBBBBBBBBABB",
        promos=CLEANER,
    )
    play(s, "draw", "use")
    assert s.config.keys[s.hand[-1]] == "cleaner"
    assert "clean" not in legal(s)
    play(s, "exchange 0")
    assert keys(s, 0) == ["cleaner", "priest"] and faces(s, 0) == [False, False]


def test_cleaner_from_the_squire_area_keeps_its_faceup_orientation_on_failure():
    """AMB-40/81: a Squire draw card counts as drawn; on failure the Cleaner is added in its drawn
    orientation, which is faceup for a draw-area card."""
    s = scenario(
        2,
        [[("squire", True), "priest", "marksman"], ["gremlin"]],
        deck=["thing", "cow"],
        area=["cleaner"],
        edition=SQUIRE_MIX,
        promos=CLEANER,
    )
    play(s, "area 0")
    assert "clean" in legal(s)
    play(s, "clean", "add 1", "confirm", "right")
    assert keys(s, 0) == ["squire", "priest", "marksman", "cleaner"]
    assert faces(s, 0) == [True, False, False, True]


def test_cleaner_cannot_claim_the_bullet_card():
    """§13 Cleaner 1: only unprotected cards (the bullet card is protected against its owner)."""
    s = scenario(
        2,
        [["marksman", "count"], ["gremlin"]],
        deck=["cleaner", "thing"],
        token_on=(0, 0),
        edition=BULLET,
        promos=CLEANER,
    )
    play(s, "draw", "clean")
    assert legal(s) == {"add 1"}


# ====================================================================== deck configuration (AMB-66/89)
@pytest.mark.parametrize(
    ("promo", "number", "replaced"),
    [("commander", 1, "lycan"), ("prince", 3, "goth_girl"), ("cleaner", 5, "cow")],
)
def test_each_promo_replaces_exactly_one_card_of_its_number(promo, number, replaced):
    """AMB-66/89: a promo replaces ONE card of its number; the deck stays 52 cards."""
    config = GameConfig(deck=DeckSpec.pure(Edition.BULLET, ((promo, number),)))
    counts = Counter(config.keys)
    assert config.card_count == 52
    assert counts[promo] == 1 and counts[replaced] == 3
    (card,) = config.cards_of(promo)
    assert config.numbers[card] == number
    assert sum(1 for n in config.numbers if n == number) == 4


def test_promo_numbers_are_a_setting():
    """AMB-66: a player can set their own printed number (Prince 7 replaces one Insomniac)."""
    config = GameConfig(deck=DeckSpec.pure(Edition.BULLET, (("prince", 7),)))
    counts = Counter(config.keys)
    assert counts["insomniac"] == 3 and counts["goth_girl"] == 4
    assert config.numbers[config.cards_of("prince")[0]] == 7


def test_all_three_promos_in_a_mixed_deck():
    """AMB-89: promos in a combined deck, each replacing one card of its configured number."""
    spec = DeckSpec.parse("A:BAAABBAAAAAAAA", promos=(("cleaner", 5), ("commander", 1), ("prince", 3)))
    config = GameConfig(deck=spec)
    counts = Counter(config.keys)
    assert config.card_count == 52
    assert counts["hunter"] == 2 and counts["squire"] == 3 and counts["bodyguard"] == 3
    assert counts["cow"] == 3 and counts["commander"] == counts["prince"] == counts["cleaner"] == 1


def test_promo_scored_at_its_configured_number():
    """§7.7: promo cards score their configured printed value."""
    s = scenario(2, [["prince", "priest"], ["gremlin"]], deck=["thing"], edition=BULLET, promos={"prince": 9})
    end_round(s, "deck")
    assert scored(s.events)["values"] == [9 + 2, 12]


@pytest.mark.parametrize(
    "promos",
    [
        (("king", 3),),
        (("prince", 14),),
        (("prince", -1),),
        (("prince", True),),
        (("prince", "3"),),
        (("prince", 3.0),),
        (("prince", 3), ("prince", 4)),
    ],
)
def test_invalid_promo_settings_are_refused(promos):
    """AMB-66/89: unknown promos, numbers outside 0..13 and duplicate promos are refused."""
    spec = DeckSpec.pure(Edition.BULLET, promos)
    with pytest.raises(ConfigError):
        spec.validate()
    with pytest.raises(ConfigError):
        GameConfig(deck=spec)


def test_promos_json_round_trip_and_bad_json():
    """The JSON form keeps the promo settings; a non-object promo setting is refused."""
    spec = DeckSpec.pure(Edition.BULLET, (("cleaner", 6), ("prince", 3)))
    assert DeckSpec.from_json(spec.to_json()) == spec
    with pytest.raises(ConfigError):
        DeckSpec.from_json({"base": "bullet", "promos": ["prince"]})
    with pytest.raises(ConfigError):
        GameConfig.from_json({"deck": {"base": "bullet", "promos": {"prince": "three"}}})
