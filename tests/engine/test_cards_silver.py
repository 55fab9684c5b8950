"""The 14 Silver (Amulet) cards, one normal case and at least one edge case each (RULES.md §12.1)."""

from builders import card_at, ended, faces, keys, kinds, legal, play, scenario, zone_keys


# ---------------------------------------------------------------------- 0 Villager
def test_villager_second_one_turned_faceup_ends_round_at_once():
    """§6.4/§12.1 Villager: both faceup in villages -> the round ends immediately, mid-turn."""
    s = scenario(
        2, [[("villager", True), "villager", "seer"], ["robber", "witch"]], deck=["exposer", "master"]
    )
    events = play(s, "draw", "use", "flip 0:1")
    assert ended(events, "villagers")
    assert s.round == 2 and len(s.scores) == 1


def test_villager_on_discard_pile_does_not_count_until_it_enters_a_village():
    """§12.1 Villager: faceup on the pile it does not count; taken into a village faceup it does."""
    s = scenario(2, [[("villager", True), "seer", "robber"], ["witch", "master"]], pile=["villager"])
    assert s.round == 1 and kinds(s) == ["turn"]
    events = play(s, "take", "exchange 1")
    assert ended(events, "villagers")
    assert s.round == 2


def test_villager_discarded_from_the_deck_does_not_end_round():
    """§12.1 Villager: a drawn Villager discarded faceup onto the pile does not count."""
    s = scenario(2, [[("villager", True), "seer"], ["witch", "master"]], deck=["villager", "robber"])
    events = play(s, "draw", "discard")
    assert not ended(events)
    assert s.round == 1 and s.current == 1


def test_villager_turned_up_by_failed_set_slide_does_not_end_round():
    """AMB-25: a Villager turned up transiently by a failed set slide does not end the round."""
    s = scenario(
        2, [[("villager", True), "villager", "seer"], ["witch", "master"]], deck=["robber", "empath"]
    )
    events = play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert not ended(events)
    play(s, "right")
    assert s.round == 1
    assert keys(s, 0)[:3] == ["villager", "villager", "seer"]
    assert faces(s, 0)[:3] == [True, False, False]


def test_villagers_discarded_by_a_successful_set_do_not_end_round():
    """AMB-25: two Villagers revealed by a matching set go to the pile, not into play."""
    s = scenario(2, [["villager", "villager", "seer"], ["witch", "master"]], deck=["robber", "empath"])
    events = play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert not ended(events)
    assert s.round == 1
    assert zone_keys(s, s.pile)[-2:] == ["villager", "villager"]


# ---------------------------------------------------------------------- 1 Squire
def test_squire_fills_the_draw_area_at_end_of_turn():
    """§12.1 Squire 1: at the end of every turn the area is filled up to S faceup Squires."""
    s = scenario(
        2, [[("squire", True), "seer"], [("squire", True), "witch"]], deck=["master", "robber", "empath"]
    )
    play(s, "draw", "discard")
    assert zone_keys(s, s.area) == ["robber", "empath"]
    assert all(s.up[c] and s.known[c] == s.everyone for c in s.area)
    assert s.deck == []


def test_squire_area_card_counts_as_the_draw_without_rascal_extras():
    """AMB-40: taking an area card is the draw (its d&d ability may be used); no Rascal extra draws."""
    s = scenario(
        2, [[("squire", True), ("rascal", True), "robber"], ["witch"]], deck=["empath"], area=["seer"]
    )
    assert "area 0" in legal(s)
    play(s, "area 0")
    assert kinds(s)[-1] == "hand"
    assert {"discard", "use", "exchange 2"} <= legal(s)


def test_squire_area_card_kept_stays_faceup():
    """§12.1 Squire 2: a kept draw-area card enters the village faceup."""
    s = scenario(2, [[("squire", True), "robber"], ["witch"]], deck=["empath", "master"], area=["seer"])
    play(s, "area 0", "exchange 1")
    assert keys(s, 0) == ["squire", "seer"]
    assert faces(s, 0) == [True, True]


def test_squire_round_goes_on_while_area_holds_cards_after_deck_is_empty():
    """AMB-6 / §12.1 Squire 3: deck empty but area not -> play continues; both empty -> round ends."""
    s = scenario(2, [[("squire", True), "robber"], ["witch", "empath"]], deck=[], area=["seer", "master"])
    events = play(s, "area 0", "discard")
    assert not ended(events)
    assert s.round == 1 and s.current == 1 and len(s.area) == 1  # surplus is never removed
    events = play(s, "area 0", "discard")
    assert ended(events, "deck")
    assert s.round == 2


# ---------------------------------------------------------------------- 2 Empath
def test_empath_looks_at_own_facedown_card_once_per_turn():
    """§12.1 Empath: one secret look at an own facedown card per faceup Empath per turn (AMB-45)."""
    s = scenario(2, [[("empath", True), "seer", "robber"], ["witch"]], deck=["master", "villager"])
    assert {"empath 1", "empath 2"} <= legal(s)
    assert "empath 0" not in legal(s)  # faceup cards are not looked at
    play(s, "empath 1")
    assert s.known[card_at(s, 0, 1)] == 1 << 0
    assert not any(a.startswith("empath") for a in legal(s))


def test_two_empaths_give_two_looks():
    """AMB-45: the allowance is per physical Empath."""
    s = scenario(2, [[("empath", True), ("empath", True), "seer", "robber"], ["witch"]], deck=["master"])
    play(s, "empath 2")
    assert "empath 3" in legal(s)
    play(s, "empath 3")
    assert not any(a.startswith("empath") for a in legal(s))


def test_empath_cannot_look_at_the_amulet_card():
    """§12.1 Empath / §9.1: the amulet-covered card cannot be viewed, even by its owner."""
    s = scenario(
        2,
        [[("empath", True), "seer", "robber"], ["witch"]],
        deck=["master"],
        token_holder=0,
        token_active=True,
        token_on=(0, 1),
    )
    assert "empath 1" not in legal(s)
    assert "empath 2" in legal(s)


def test_empath_works_on_the_turn_it_arrives():
    """§12.1 Empath / AMB-15: an Empath taken faceup from the pile works the same turn."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["villager"], pile=["empath"])
    play(s, "take", "exchange 0")
    assert kinds(s) == ["after"]
    assert {"empath 1", "empath 2", "end"} <= legal(s)


def test_empath_allowance_refreshes_every_turn():
    """AMB-45: the per-turn allowance of an Empath resets on the owner's next turn."""
    s = scenario(2, [[("empath", True), "seer", "robber"], ["witch"]], deck=["master", "villager", "exposer"])
    play(s, "empath 1", "draw", "discard")
    assert s.current == 1
    play(s, "draw", "discard")
    assert s.current == 0 and "empath 2" in legal(s)


# ---------------------------------------------------------------------- 3 Bodyguard
def test_bodyguard_guard_is_placed_by_the_owner():
    """§12.1 Bodyguard 1: a faceup Bodyguard may be laid over another own card."""
    s = scenario(2, [[("bodyguard", True), "seer", "robber"], ["witch"]], deck=["master"])
    assert {"guard 0 1", "guard 0 2"} <= legal(s)
    play(s, "guard 0 1")
    assert s.guards == {card_at(s, 0, 0): card_at(s, 0, 1)}


def test_bodyguard_protects_guarded_card_and_itself_from_a_seer():
    """§12.1 Bodyguard 2 / §11.4: another player's Seer cannot look at the guarded card."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["witch", "master"]],
        deck=["seer"],
        current=1,
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "use")
    assert "look 0:1" not in legal(s)
    assert "look 0:2" in legal(s)


def test_bodyguard_protects_against_robber_both_cards():
    """§11.4: neither the guarded card nor the guarding Bodyguard can be robbed."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["witch", "master"]],
        deck=["robber"],
        current=1,
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "use")
    robbed = {a.split()[1] for a in legal(s)}
    assert robbed == {"0:2"}


def test_bodyguard_protects_against_witch_swap():
    """§11.4 / AMB-16: the Witch cannot exchange into a guarded card of another village."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["witch", "master"]],
        deck=["witch", "empath"],
        current=1,
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "use")
    swaps = {a for a in legal(s) if a.startswith("swap")}
    assert swaps == {"swap 0:2"}


def test_unguarding_bodyguard_is_unprotected():
    """§12.1 Bodyguard 3: a Bodyguard that guards nothing is unprotected (it can be robbed)."""
    s = scenario(2, [[("bodyguard", True), "seer"], ["witch", "master"]], deck=["robber"], current=1)
    play(s, "draw", "use")
    assert "rob 0:0 0" in legal(s)


def test_owner_may_exchange_the_guarded_card_and_the_guard_ends():
    """§12.1 Bodyguard 2: the owner may still exchange the guarded card; doing so ends the guard."""
    s = scenario(2, [[("bodyguard", True), "seer", "robber"], ["witch"]], deck=["master"], guards=[(0, 0, 1)])
    play(s, "draw")
    assert "exchange 1" in legal(s)
    play(s, "exchange 1")
    assert s.guards == {}


def test_guard_ends_when_the_bodyguard_leaves():
    """§12.1 Bodyguard 3: exchanging the Bodyguard away ends the guard; the card is exposed again."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["witch", "master"]],
        deck=["villager", "seer"],
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "exchange 0")
    assert s.guards == {}
    play(s, "draw", "use")  # seat 1 now draws a Seer
    assert "look 0:1" in legal(s)


def test_bodyguard_can_be_moved_or_taken_off():
    """§12.1 Bodyguard 1: on a later turn the owner may move the guard or take it off."""
    s = scenario(2, [[("bodyguard", True), "seer", "robber"], ["witch"]], deck=["master"], guards=[(0, 0, 1)])
    assert {"guard 0 2", "unguard 0"} <= legal(s)
    assert "guard 0 1" not in legal(s)  # already guarding that card
    play(s, "guard 0 2")
    assert s.guards == {card_at(s, 0, 0): card_at(s, 0, 2)}


def test_guard_ends_when_the_bodyguard_is_turned_facedown():
    """§12.1 Bodyguard 3: a failed set turns the Bodyguard facedown (AMB-3), which ends the guard."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["witch"]],
        deck=["master", "empath"],
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "set", "add 0", "add 2", "confirm", "right")
    assert not s.up[card_at(s, 0, 0)]
    assert s.guards == {}


# ---------------------------------------------------------------------- 4 Rascal
def test_rascal_extra_draw_and_unused_card_returns_on_top():
    """§12.1 Rascal / AMB-17: draw one extra card, keep one, the other goes back on top."""
    s = scenario(2, [[("rascal", True), "robber"], ["witch"]], deck=["seer", "master", "empath"])
    play(s, "draw")
    assert legal(s) == {"more", "stop"}
    play(s, "more")
    assert legal(s) == {"keep 0", "keep 1"}
    play(s, "keep 1", "discard")
    assert zone_keys(s, s.deck)[-1] == "seer"
    assert zone_keys(s, s.pile)[-1] == "master"


def test_two_rascals_return_unused_cards_in_original_order():
    """AMB-17: with two extra draws, the first drawn is again the top card after returning."""
    s = scenario(
        2,
        [[("rascal", True), ("rascal", True), "robber"], ["witch"]],
        deck=["seer", "master", "empath", "villager"],
    )
    play(s, "draw", "more", "more", "keep 1", "discard")
    assert zone_keys(s, s.deck)[-2:] == ["empath", "seer"]  # seer on top, then empath
    assert all(not s.up[c] for c in s.deck)


def test_rascal_extras_are_optional():
    """AMB-54: the extra draws are optional (stop keeps the first card)."""
    s = scenario(2, [[("rascal", True), "robber"], ["witch"]], deck=["seer", "master"])
    play(s, "draw", "stop")
    assert kinds(s)[-1] == "hand"
    assert zone_keys(s, s.hand) == ["seer"]


def test_rascal_draws_what_there_is():
    """§12.1 Rascal: with fewer deck cards than Rascals, draw what there is."""
    s = scenario(2, [[("rascal", True), ("rascal", True), "robber"], ["witch"]], deck=["seer", "master"])
    play(s, "draw", "more")
    assert legal(s) == {"keep 0", "keep 1"}


# ---------------------------------------------------------------------- 5 Exposer
def test_exposer_turns_own_facedown_card_faceup():
    """§12.1 Exposer: turn one facedown card of your own village faceup, in sight of everyone."""
    s = scenario(2, [["seer", ("robber", True), "witch"], ["master"]], deck=["exposer", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"flip 0:0", "flip 0:2"}
    play(s, "flip 0:2")
    assert faces(s, 0) == [False, True, True]
    assert s.known[card_at(s, 0, 2)] == s.everyone


def test_exposer_needs_an_own_facedown_unprotected_card():
    """§12.1 Exposer / §9.1: no own facedown card except the amulet card -> the ability is unusable."""
    s = scenario(
        2,
        [[("seer", True), "robber"], ["master"]],
        deck=["exposer", "empath"],
        token_active=True,
        token_on=(0, 1),
    )
    play(s, "draw")
    assert "use" not in legal(s)
    assert "discard" in legal(s)


# ---------------------------------------------------------------------- 6 Revealer
def test_revealer_turns_any_village_card_faceup():
    """§12.1 Revealer / AMB-37: any village, own included."""
    s = scenario(2, [["seer", ("robber", True)], ["master", "witch"]], deck=["revealer", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"flip 0:0", "flip 1:0", "flip 1:1"}
    play(s, "flip 1:1")
    assert faces(s, 1) == [False, True]


def test_revealer_cannot_flip_a_card_guarded_by_another_player():
    """§11.4 / AMB-30: flipping a Bodyguard-protected card of another player is not allowed."""
    s = scenario(
        2,
        [[("bodyguard", True), "seer", "robber"], ["master"]],
        deck=["revealer", "empath"],
        current=1,
        guards=[(0, 0, 1)],
    )
    play(s, "draw", "use")
    assert legal(s) == {"flip 0:2", "flip 1:0"}


# ---------------------------------------------------------------------- 7 Beholder
def test_beholder_looks_at_up_to_two_own_cards():
    """§12.1 Beholder: secretly look at up to two own facedown cards; they stay facedown."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["beholder", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"look 0:0", "look 0:1", "look 0:2", "done"}  # "up to": none is allowed too
    play(s, "look 0:0")
    assert legal(s) == {"look 0:1", "look 0:2", "done"}
    play(s, "look 0:2")
    assert s.known[card_at(s, 0, 0)] == s.known[card_at(s, 0, 2)] == 1 << 0
    assert s.known[card_at(s, 0, 1)] == 0
    assert faces(s, 0) == [False, False, False]
    assert s.current == 1  # two looks used up the ability; the turn ended


def test_beholder_may_stop_after_one_look():
    """§12.1 Beholder: 'up to' two -- done after the first look."""
    s = scenario(2, [["seer", "robber", "witch"], ["master"]], deck=["beholder", "empath"])
    play(s, "draw", "use", "look 0:1", "done")
    assert s.known[card_at(s, 0, 1)] == 1 << 0
    assert s.current == 1


def test_beholder_never_targets_other_villages():
    """§12.1 Beholder: own village only."""
    s = scenario(2, [["seer"], ["master", "witch"]], deck=["beholder", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"look 0:0", "done"}


# ---------------------------------------------------------------------- 8 Apprentice Seer
def test_apprentice_seer_looks_at_another_players_card():
    """§12.1 Apprentice Seer: one facedown card of another player's village, secretly."""
    s = scenario(2, [["seer", "robber"], ["master", ("witch", True)]], deck=["apprentice_seer", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"look 1:0"}
    play(s, "look 1:0")
    assert s.known[card_at(s, 1, 0)] == 1 << 0


def test_apprentice_seer_unusable_without_facedown_cards_of_others():
    """AMB-37/AMB-34: own cards are never targets, so with none elsewhere it cannot be used."""
    s = scenario(2, [["seer", "robber"], [("master", True)]], deck=["apprentice_seer", "empath"])
    play(s, "draw")
    assert "use" not in legal(s)


# ---------------------------------------------------------------------- 9 Seer
def test_seer_looks_at_any_facedown_card_own_included():
    """§12.1 Seer / AMB-37: any village, own included; only facedown cards."""
    s = scenario(2, [["seer", ("robber", True)], ["master"]], deck=["seer", "empath"])
    play(s, "draw", "use")
    assert legal(s) == {"look 0:0", "look 1:0"}
    play(s, "look 0:0")
    assert s.known[card_at(s, 0, 0)] == 1 << 0


def test_seer_cannot_look_at_the_amulet_card():
    """§9.1 / AMB-30: nobody may view the amulet card, not even by a Seer."""
    s = scenario(
        2,
        [["seer", "robber"], ["master", "witch"]],
        deck=["seer", "empath"],
        current=1,
        token_holder=0,
        token_active=True,
        token_on=(0, 0),
    )
    play(s, "draw", "use")
    assert "look 0:0" not in legal(s)
    assert "look 0:1" in legal(s)


# ---------------------------------------------------------------------- 10 Master
def test_master_takes_a_card_from_deep_in_the_pile():
    """§12.1 Master: take any pile card (not the Master), exchange it; it enters faceup; the
    outgoing card goes on top of the Master; the rest of the pile keeps its order."""
    s = scenario(
        2,
        [["robber", "witch"], ["villager"]],
        deck=["master", "empath"],
        pile=["seer", "exposer", "beholder"],
    )
    play(s, "draw", "use")
    assert legal(s) == {"pick 1", "pick 2", "pick 3", "pass"}
    play(s, "pick 3")
    assert "discard" not in legal(s) and "use" not in legal(s)  # must exchange
    play(s, "exchange 0")
    assert keys(s, 0) == ["seer", "witch"]
    assert faces(s, 0) == [True, False]
    assert zone_keys(s, s.pile) == ["exposer", "beholder", "master", "robber"]


def test_master_pass_leaves_master_on_top():
    """§12.1 Master 4: taking nothing ends the turn with the Master on top."""
    s = scenario(2, [["robber", "witch"], ["villager"]], deck=["master", "empath"], pile=["seer"])
    play(s, "draw", "use", "pass")
    assert zone_keys(s, s.pile) == ["seer", "master"]
    assert keys(s, 0) == ["robber", "witch"]
    assert s.current == 1


def test_master_takes_facedown_discard_blind():
    """AMB-32: a facedown discard may be taken blind and enters facedown."""
    s = scenario(2, [["robber", "witch"], ["villager"]], deck=["master", "empath"], pile=["seer", "exposer"])
    blind = s.pile[0]
    s.up[blind] = False
    s.known[blind] = 0
    play(s, "draw", "use", "pick 2", "exchange 1")
    assert card_at(s, 0, 1) == blind
    assert not s.up[blind]


# ---------------------------------------------------------------------- 11 Witch
def test_witch_exchange_into_own_village_enters_facedown():
    """§12.1 Witch: look at the deck top, exchange it into your own village facedown."""
    s = scenario(2, [["robber", ("seer", True)], ["villager"]], deck=["witch", "master", "empath"])
    play(s, "draw", "use")
    held = s.hand[-1]
    assert s.config.keys[held] == "master" and s.known[held] == 1 << 0
    play(s, "exchange 1")
    assert keys(s, 0) == ["robber", "master"]
    assert faces(s, 0) == [False, False]
    assert zone_keys(s, s.pile)[-2:] == ["witch", "seer"]


def test_witch_exchange_is_mandatory_once_seen():
    """AMB-16: after the peek, the card cannot be discarded; it must be exchanged."""
    s = scenario(2, [["robber", "seer"], ["villager"]], deck=["witch", "master", "empath"])
    play(s, "draw", "use")
    options = legal(s)
    assert "discard" not in options and "use" not in options
    assert {"exchange 0", "exchange 1", "swap 1:0"} <= options


def test_witch_swap_into_another_village():
    """§12.1 Witch 2: exactly one card of another village; the new card is facedown, the old one
    goes faceup on top of the Witch."""
    s = scenario(2, [["robber"], [("villager", True), "seer"]], deck=["witch", "master", "empath"])
    play(s, "draw", "use", "swap 1:0")
    assert keys(s, 1) == ["master", "seer"]
    assert faces(s, 1) == [False, False]
    assert keys(s, 0) == ["robber"]
    assert zone_keys(s, s.pile)[-2:] == ["witch", "villager"]


def test_witch_unusable_when_deck_would_be_empty():
    """§12.1 Witch 1: with no deck card to look at, the ability cannot be used."""
    s = scenario(2, [["robber", "seer"], ["villager", "master"]], deck=["witch"])
    play(s, "draw")
    assert "use" not in legal(s)


def test_witch_set_into_own_village_places_the_card_facedown():
    """§12.1 Witch 2: a matching set of your own village; the new card enters facedown."""
    s = scenario(2, [["seer", "robber", "seer"], ["villager"]], deck=["witch", ("exposer", True), "empath"])
    play(s, "draw", "use", "set", "add 0", "add 2", "confirm", "into 1")
    assert keys(s, 0) == ["robber", "exposer"]
    assert faces(s, 0) == [False, False]


def test_witch_peek_gets_no_rascal_extras():
    """§12.1 Rascal: Rascal extra draws do not apply to Witch peeks."""
    s = scenario(2, [[("rascal", True), "robber"], ["villager"]], deck=["witch", "master", "empath"])
    play(s, "draw", "stop", "use")
    assert kinds(s)[-1] == "hand"
    assert len(s.hand) == 1


# ---------------------------------------------------------------------- 12 Robber
def test_robber_swaps_spots_and_keeps_faces():
    """§12.1 Robber / AMB-29: the two cards swap spots and keep their orientation."""
    s = scenario(2, [["seer", "witch"], ["master", ("exposer", True)]], deck=["robber", "villager"])
    play(s, "draw", "use", "rob 1:1 0")
    assert keys(s, 0) == ["exposer", "witch"]
    assert keys(s, 1) == ["master", "seer"]
    assert faces(s, 0) == [True, False]
    assert faces(s, 1) == [False, False]
    assert s.current == 1  # new card faceup: no look offered


def test_robber_may_look_at_a_facedown_stolen_card():
    """§12.1 Robber: then you may secretly look at your new card; the robbed player may not."""
    s = scenario(2, [["seer", "witch"], ["master", "empath"]], deck=["robber", "villager"])
    given = card_at(s, 0, 1)
    play(s, "draw", "use", "rob 1:0 1")
    assert legal(s) == {"look 0:1", "skip"}
    play(s, "look 0:1")
    assert s.known[card_at(s, 0, 1)] == 1 << 0
    assert s.known[given] & (1 << 1) == 0


def test_robber_cannot_give_away_the_amulet_card():
    """§11.4 / §9.1: the own amulet card is protected against its owner too."""
    s = scenario(
        2,
        [["seer", "witch"], ["master"]],
        deck=["robber", "villager"],
        token_active=True,
        token_on=(0, 0),
    )
    play(s, "draw", "use")
    assert legal(s) == {"rob 1:0 1"}


# ---------------------------------------------------------------------- 13 Doppelgänger
def test_doppelganger_matches_any_card_in_a_set():
    """§12.1 Doppelgänger / AMB-46: Doppelgänger + an unknown card always match."""
    s = scenario(2, [["doppelganger", "robber", "seer"], ["villager"]], deck=["empath", "master"])
    play(s, "draw", "set", "add 0", "add 2", "confirm")
    assert "into 0" in legal(s) and "into 1" in legal(s)
    play(s, "into 0")
    assert keys(s, 0) == ["empath", "robber"]


def test_doppelganger_goes_beneath_other_discards():
    """AMB-47: Doppelgängers are put on the pile beneath the other set cards."""
    s = scenario(2, [["seer", "doppelganger", "seer"], ["villager"]], deck=["empath", "master"])
    play(s, "draw", "set", "add 0", "add 1", "add 2", "confirm")
    assert zone_keys(s, s.pile)[-3:] == ["doppelganger", "seer", "seer"]


def test_two_doppelgangers_alone_match():
    """§12.1 Doppelgänger: two Doppelgängers alone form a matching set."""
    s = scenario(2, [["doppelganger", "robber", "doppelganger"], ["villager"]], deck=["empath", "master"])
    play(s, "draw", "set", "add 0", "add 2", "confirm")
    assert "doppelganger" not in keys(s, 0)


def test_drawn_doppelganger_has_no_ability():
    """§12.1 Doppelgänger: discarded after a draw it has no d&d ability."""
    s = scenario(2, [["robber", "seer"], ["villager"]], deck=["doppelganger", "master"])
    play(s, "draw")
    assert "use" not in legal(s)
    assert "discard" in legal(s)
