"""The 14 Silver Bullet cards and the silver bullet token (RULES.md §3-7, §9.2, §11, §12.2, §14, §17).

One normal case and at least one edge case per card; each docstring cites the rule or AMB decision.
"""

from builders import card_at, ended, faces, keys, kinds, legal, play, scenario, scored, zone_keys

from silver_desktop.engine import events as ev
from silver_desktop.engine.roundend import end_round
from silver_desktop.engine.scoring import village_value

BULLET = "bullet"
# Mixed decks with a Silver Bullet base (letters for numbers 0..13; A = Silver, B = Bullet).
WITCH_MIX = "B:BBBBBBBBBBBABB"  # 11 = Silver Witch instead of the Troublemaker
RASCAL_MIX = "B:BBBBABBBBBBBBB"  # 4 = Silver Rascal instead of the Mortician
SQUIRE_MIX = "B:BABBBBBBBBBBBB"  # 1 = Silver Squire instead of the Lycan
BODYGUARD_MIX = "B:BBBABBBBBBBBBB"  # 3 = Silver Bodyguard instead of the Goth Girl
DOPPEL_MIX = "B:BBBBBBBBBBBBBA"  # 13 = Silver Doppelganger instead of the Copycat
AMULET_MIX = "A:BAAAAABABAABAA"  # Silver base (amulet) with Hunter, Instigator, Thing, Troublemaker


def value(s, seat):
    """Village value of ``seat`` now (Copycat, bullet exclusion)."""
    return village_value(s, s.villages[seat])


# ---------------------------------------------------------------------- 0 Hunter
def test_hunter_removes_one_card_at_scoring_and_it_does_not_score():
    """§12.2 Hunter / §7.2: a faceup Hunter removes one other card of any village; removed cards do
    not score (and the Copycat left alone is worth 13, AMB-21)."""
    s = scenario(
        2,
        [[("hunter", True), "count", "priest"], ["gremlin", ("copycat", True)]],
        deck=["thing"],
        edition=BULLET,
    )
    end_round(s, "deck")
    assert kinds(s)[-1] == "hunt" and s.decider() == 0
    assert legal(s) == {"remove 0:1", "remove 0:2", "remove 1:0", "remove 1:1", "skip"}  # not itself
    events = play(s, "remove 1:0")
    result = scored(events)
    assert result["removed"] == ["bullet.gremlin"]
    assert result["values"] == [0 + 10 + 2, 13]


def test_hunter_may_skip():
    """AMB-13: the Hunter is optional."""
    s = scenario(2, [[("hunter", True), "count"], ["gremlin"]], deck=["thing"], edition=BULLET)
    end_round(s, "deck")
    result = scored(play(s, "skip"))
    assert result["removed"] == []
    assert result["values"] == [10, 12]


def test_hunter_order_starts_with_start_player_and_goes_clockwise():
    """AMB-20: the Hunter step starts with the start player and goes clockwise (seat 2 before 0)."""
    s = scenario(
        3,
        [[("hunter", True), "count"], ["priest", "cow"], [("hunter", True), "thing"]],
        deck=["gremlin"],
        token_holder=1,
        current=1,
        edition=BULLET,
    )
    end_round(s, "deck")
    assert kinds(s)[-1] == "hunt" and s.decider() == 2
    play(s, "skip")
    assert kinds(s)[-1] == "hunt" and s.decider() == 0


def test_removed_hunter_is_cancelled():
    """§12.2 Hunter: removing an opponent's Hunter before their step cancels that Hunter."""
    s = scenario(
        3,
        [[("hunter", True), "count"], ["priest", "cow"], [("hunter", True), "thing"]],
        deck=["gremlin"],
        token_holder=1,
        current=1,
        edition=BULLET,
    )
    end_round(s, "deck")
    events = play(s, "remove 0:0")  # seat 2 removes seat 0's Hunter
    result = scored(events)  # no further hunt decision: the round is scored at once
    assert result["removed"] == ["bullet.hunter"]
    assert result["values"] == [10, 2 + 5, 0 + 8]


def test_hunter_cannot_remove_protected_cards():
    """§7.2 / AMB-82: the bullet-covered card is protected against everyone, its owner included."""
    s = scenario(
        2,
        [[("hunter", True), "count", "priest"], ["gremlin", "cow"]],
        deck=["thing"],
        token_on=(0, 1),
        edition=BULLET,
    )
    end_round(s, "deck")
    assert legal(s) == {"remove 0:2", "remove 1:0", "remove 1:1", "skip"}


def test_facedown_or_bullet_covered_hunter_does_nothing():
    """AMB-13: only a Hunter faceup at round end acts; AMB-48: a bullet-covered Hunter is off."""
    s = scenario(
        2, [["hunter", "count"], [("hunter", True), "cow"]], deck=["thing"], token_on=(1, 0), edition=BULLET
    )
    end_round(s, "deck")
    assert scored(s.events)["removed"] == []
    assert s.round == 2  # nobody was asked anything


def test_hunter_with_two_hunters_removes_two_cards():
    """§12.2 Hunter: one removal for each faceup Hunter of the village."""
    s = scenario(
        2,
        [[("hunter", True), ("hunter", True), "count"], ["gremlin", "cow"]],
        deck=["thing"],
        edition=BULLET,
    )
    end_round(s, "deck")
    play(s, "remove 1:0")
    assert kinds(s)[-1] == "hunt" and s.decider() == 0
    result = scored(play(s, "remove 1:0"))
    assert sorted(result["removed"]) == ["bullet.cow", "bullet.gremlin"]
    assert result["values"] == [10, 0]


# ---------------------------------------------------------------------- 1 Lycan
def test_faceup_lycan_not_in_set_gives_plus_one():
    """§12.2 Lycan / AMB-26: a faceup Lycan in the village gives +1 (6+1 = 7); it stays; the lower
    printed value goes on top of the pile (AMB-91)."""
    s = scenario(
        2, [[("lycan", True), "instigator", "insomniac"], ["cow"]], deck=["priest", "thing"], edition=BULLET
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert kinds(s)[-1] == "lycan" and legal(s) == {"plus", "fail"}  # the +1s are optional (§4.2.3)
    play(s, "plus")
    assert keys(s, 0) == ["lycan", "priest"]
    assert zone_keys(s, s.pile)[-2:] == ["insomniac", "instigator"]  # lowest on top


def test_declining_the_lycan_plus_one_makes_the_set_fail():
    """§4.2.3: each Lycan's +1 is optional; without it 6 and 7 do not match, and the set fails
    after the reveal: both cards go back facedown to their spots (AMB-3), no penalty for two."""
    s = scenario(
        2, [[("lycan", True), "instigator", "insomniac"], ["cow"]], deck=["priest", "thing"], edition=BULLET
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm", "fail")
    assert kinds(s)[-1] == "end"
    play(s, "right")
    assert keys(s, 0) == ["lycan", "instigator", "insomniac", "priest"]
    assert faces(s, 0) == [True, False, False, False]
    assert s.known[card_at(s, 0, 1)] == s.everyone  # everybody saw the slide


def test_a_set_that_matches_without_lycans_asks_nothing():
    """The Lycan question comes only when the +1s are what make the set match."""
    s = scenario(
        2, [[("lycan", True), "insomniac", "insomniac"], ["cow"]], deck=["priest", "thing"], edition=BULLET
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert keys(s, 0) == ["lycan", "priest"]


def test_faceup_lycan_in_the_set_itself_counts():
    """AMB-26: a faceup Lycan that is itself part of the set gives its +1 (Lycan 1+1 = Priest 2)."""
    s = scenario(
        2, [[("lycan", True), "priest", "count"], ["cow"]], deck=["thing", "gremlin"], edition=BULLET
    )
    play(s, "draw", "set", "add 0", "add 1", "confirm", "plus")
    assert keys(s, 0) == ["thing", "count"]
    assert zone_keys(s, s.pile)[-2:] == ["priest", "lycan"]  # lower printed value on top


def test_lycan_turned_up_by_the_slide_gives_nothing():
    """AMB-26: a Lycan turned faceup by the slide gives no +1: Lycan 1 vs Priest 2 fails."""
    s = scenario(2, [["lycan", "priest", "count"], ["cow"]], deck=["thing", "gremlin"], edition=BULLET)
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert kinds(s)[-1] == "end"  # failed: the drawn card goes to an end
    play(s, "right")
    assert keys(s, 0) == ["lycan", "priest", "count", "thing"]
    assert faces(s, 0) == [False, False, False, False]


def test_incoming_faceup_lycan_gives_plus_one():
    """AMB-26: the incoming card, a Lycan entering faceup (from the pile), gives its +1."""
    s = scenario(
        2, [["mortician", "cow", "count"], ["priest"]], deck=["thing"], pile=["lycan"], edition=BULLET
    )
    play(s, "take", "set", "add 0", "add 1", "confirm", "plus")
    assert keys(s, 0) == ["lycan", "count"]
    assert faces(s, 0) == [True, False]
    assert zone_keys(s, s.pile)[-2:] == ["cow", "mortician"]


def test_incoming_facedown_lycan_from_the_deck_gives_nothing():
    """AMB-26: a Lycan drawn from the deck enters facedown: no +1 (Mortician 4 vs Cow 5 fails)."""
    s = scenario(2, [["mortician", "cow", "count"], ["priest"]], deck=["lycan", "thing"], edition=BULLET)
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert kinds(s)[-1] == "end"


def test_two_lycans_stack_on_one_card():
    """§4.2.3: several +1s may be stacked on one card (Priest 2+2 = Mortician 4)."""
    s = scenario(
        2,
        [[("lycan", True), ("lycan", True), "priest", "mortician"], ["cow"]],
        deck=["thing", "gremlin"],
        edition=BULLET,
    )
    play(s, "draw", "set", "add 2", "add 3", "confirm", "plus")
    assert keys(s, 0) == ["lycan", "lycan", "thing"]


def test_bullet_covered_lycan_gives_nothing():
    """AMB-48: the faceup ability of a bullet-covered Lycan is off."""
    s = scenario(
        2,
        [[("lycan", True), "instigator", "insomniac"], ["cow"]],
        deck=["priest", "thing"],
        token_on=(0, 0),
        edition=BULLET,
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert kinds(s)[-1] == "end"


def test_lycan_with_doppelganger():
    """AMB-77 (mixed deck): Lycan +1s make the other cards equal, the Doppelganger matches anything;
    discard order: Doppelganger at the bottom, then the higher printed value, lowest on top."""
    s = scenario(
        2,
        [[("lycan", True), "mortician", "doppelganger", "cow"], ["priest"]],
        deck=["thing", "count"],
        edition=DOPPEL_MIX,
    )
    play(s, "draw", "set", "add 1", "add 2", "add 3", "confirm", "plus")
    assert keys(s, 0) == ["lycan", "thing"]
    assert zone_keys(s, s.pile)[-3:] == ["doppelganger", "cow", "mortician"]


def test_lycan_set_with_goth_girl_redirect_then_lowest_on_top():
    """AMB-91: the Goth Girl redirect is decided first; the rest go on the pile, lowest on top."""
    s = scenario(
        2,
        [[("goth_girl", True), ("lycan", True), "instigator", "insomniac"], ["cow"]],
        deck=["priest", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "set", "add 2", "add 3", "confirm", "plus")
    assert kinds(s)[-1] == "discarding"
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")  # the Insomniac (the higher one) to the deck bottom
    assert zone_keys(s, s.deck)[0] == "insomniac" and s.up[s.deck[0]]
    assert zone_keys(s, s.pile)[-1] == "instigator"


# ---------------------------------------------------------------------- 2 Priest
def test_priest_flips_own_card_either_way_once_per_turn():
    """§12.2 Priest / AMB-45: once per faceup Priest per turn, one own card either way."""
    s = scenario(
        2,
        [[("priest", True), "count", ("thing", True)], ["cow", "gremlin"]],
        deck=["insomniac", "marksman", "copycat"],
        edition=BULLET,
    )
    assert {"priest 0", "priest 1", "priest 2"} <= legal(s)
    play(s, "priest 1")
    assert faces(s, 0) == [True, True, True]
    assert s.known[card_at(s, 0, 1)] == s.everyone
    assert not any(a.startswith("priest") for a in legal(s))
    play(s, "draw", "discard", "draw", "discard")  # seat 0, then seat 1
    assert s.current == 0 and "priest 2" in legal(s)  # refreshed on the next turn
    play(s, "priest 2")
    assert faces(s, 0) == [True, True, False]


def test_two_priests_flip_twice_and_a_priest_may_flip_itself():
    """AMB-45: per physical Priest; the Priest itself may be flipped."""
    s = scenario(
        2, [[("priest", True), ("priest", True), "count"], ["cow"]], deck=["insomniac"], edition=BULLET
    )
    play(s, "priest 0")
    assert faces(s, 0) == [False, True, False]
    assert "priest 2" in legal(s)
    play(s, "priest 2")
    assert faces(s, 0) == [False, True, True]
    assert not any(a.startswith("priest") for a in legal(s))


def test_priest_cannot_flip_the_bullet_card():
    """§12.2 Priest / §9.2: not the bullet card (even the owner's)."""
    s = scenario(
        2,
        [[("priest", True), "count", "thing"], ["cow"]],
        deck=["insomniac"],
        token_on=(0, 1),
        edition=BULLET,
    )
    assert "priest 1" not in legal(s)
    assert {"priest 0", "priest 2"} <= legal(s)


def test_bullet_covered_priest_gives_no_flip():
    """AMB-48: a bullet-covered Priest's faceup ability is off."""
    s = scenario(
        2,
        [[("priest", True), "count", "thing"], ["cow"]],
        deck=["insomniac"],
        token_on=(0, 0),
        edition=BULLET,
    )
    assert not any(a.startswith("priest") for a in legal(s))


def test_priest_flip_forbids_calling_this_turn():
    """AMB-31: after a Priest flip you cannot call on that turn."""
    s = scenario(2, [[("priest", True), "count"], ["cow"]], deck=["insomniac"], edition=BULLET)
    assert "call" in legal(s)
    play(s, "priest 1")
    assert "call" not in legal(s)


def test_priest_taken_from_the_pile_works_the_same_turn():
    """§12.2 Priest / AMB-15: a Priest taken faceup from the pile works on the turn it arrived."""
    s = scenario(2, [["count", "thing"], ["cow"]], deck=["insomniac"], pile=["priest"], edition=BULLET)
    play(s, "take", "exchange 1")
    assert kinds(s) == ["after"]
    assert {"priest 0", "priest 1", "end"} <= legal(s)


def test_priest_that_was_just_turned_faceup_works_the_same_turn():
    """§12.2 Priest: works on the turn it was turned faceup (here by another Priest)."""
    s = scenario(2, [[("priest", True), "priest", "count"], ["cow"]], deck=["insomniac"], edition=BULLET)
    play(s, "priest 1")
    assert "priest 2" in legal(s)
    play(s, "priest 2")
    assert faces(s, 0) == [True, True, True]


# ---------------------------------------------------------------------- 3 Goth Girl
def test_goth_girl_sends_exchanged_facedown_card_to_deck_bottom_facedown():
    """§12.2 Goth Girl / AMB-19: a single exchanged facedown card goes to the deck bottom facedown."""
    s = scenario(2, [[("goth_girl", True), "count"], ["cow"]], deck=["priest", "thing"], edition=BULLET)
    out = card_at(s, 0, 1)
    pile = list(s.pile)
    play(s, "draw", "exchange 1")
    assert kinds(s)[-1] == "discarding" and s.decider() == 0
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert s.deck[0] == out and not s.up[out]
    assert s.pile == pile


def test_goth_girl_drawn_card_discarded_without_ability():
    """§3.1 / AMB-19: a drawn card discarded without its ability may go to the deck bottom, facedown."""
    s = scenario(2, [[("goth_girl", True), "count"], ["cow"]], deck=["instigator", "thing"], edition=BULLET)
    play(s, "draw")
    drawn = s.hand[-1]
    play(s, "discard")
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert s.deck[0] == drawn and not s.up[drawn]
    assert s.known[drawn] == 1 << 0  # only the drawer knows it


def test_goth_girl_not_offered_when_the_ability_is_used():
    """§3.1: the redirect is only for a card discarded *without* using its ability."""
    s = scenario(2, [[("goth_girl", True), "count"], ["cow"]], deck=["insomniac", "thing"], edition=BULLET)
    play(s, "draw", "use")
    assert "discarding" not in kinds(s)
    assert zone_keys(s, s.pile)[-1] == "insomniac"


def test_goth_girl_limit_is_one_card_per_goth_girl_per_event_and_set_cards_go_faceup():
    """AMB-19: up to G cards of one discard event; set cards were turned up by the slide -> faceup."""
    s = scenario(
        2, [[("goth_girl", True), "count", "count"], ["cow"]], deck=["priest", "thing"], edition=BULLET
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert "discarding" not in kinds(s)  # the second Count goes to the pile without a choice
    assert zone_keys(s, s.deck)[0] == "count" and s.up[s.deck[0]]
    assert zone_keys(s, s.pile)[-1] == "count"


def test_discarded_faceup_goth_girl_may_send_herself():
    """§12.2 Goth Girl: a faceup Goth Girl being discarded may always send herself to the bottom."""
    s = scenario(2, [[("goth_girl", True), "count"], ["cow"]], deck=["priest", "thing"], edition=BULLET)
    play(s, "draw", "exchange 0")
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert zone_keys(s, s.deck)[0] == "goth_girl" and s.up[s.deck[0]]


def test_goth_girl_arriving_faceup_counts():
    """§12.2 Goth Girl: a Goth Girl arriving faceup in the exchange that causes the discard counts."""
    s = scenario(2, [["count", "priest"], ["cow"]], deck=["thing"], pile=["goth_girl"], edition=BULLET)
    play(s, "take", "exchange 0")
    assert legal(s) == {"pile", "bottom"}


def test_bullet_covered_goth_girl_gives_nothing():
    """AMB-48: a bullet-covered Goth Girl's ability is off."""
    s = scenario(
        2,
        [[("goth_girl", True), "count"], ["cow"]],
        deck=["priest", "thing"],
        token_on=(0, 0),
        edition=BULLET,
    )
    play(s, "draw", "exchange 1")
    assert "discarding" not in kinds(s)
    assert zone_keys(s, s.pile)[-1] == "count"


def test_goth_girl_discard_to_the_bottom_can_refill_an_emptied_deck():
    """§6.2 / AMB-6: the turn that empties the deck is finished first; a Goth Girl discard to the
    bottom refills the deck, so the round goes on."""
    s = scenario(2, [[("goth_girl", True), "count"], ["cow"]], deck=["priest"], edition=BULLET)
    events = play(s, "draw", "discard", "bottom")
    assert not ended(events)
    assert s.round == 1 and s.current == 1
    assert zone_keys(s, s.deck) == ["priest"]


def test_goth_girl_for_a_witch_victim_facedown_card_goes_facedown():
    """AMB-73/19: a facedown card taken by another player's Witch goes to the bottom facedown."""
    s = scenario(
        2,
        [[("goth_girl", True), "count"], ["priest", "cow"]],
        deck=["witch", "thing", "gremlin"],
        current=1,
        edition=WITCH_MIX,
    )
    out = card_at(s, 0, 1)
    play(s, "draw", "use", "swap 0:1", "bottom")
    assert s.deck[0] == out and not s.up[out]
    assert s.known[out] & (1 << 1) == 0  # the Witch's user never saw it


def test_goth_girl_for_a_witch_victim_in_a_mixed_deck():
    """AMB-73: the victim of another player's Witch may send the card leaving their village to the
    deck bottom in its current orientation; the Witch stays on the pile; the new card is facedown."""
    s = scenario(
        2,
        [[("goth_girl", True), ("count", True)], ["priest", "cow"]],
        deck=["witch", "thing", "gremlin"],
        current=1,
        edition=WITCH_MIX,
    )
    assert s.config.keys[s.deck[-1]] == "witch"
    play(s, "draw", "use")
    assert "swap 0:1" in legal(s) and "swap 0:0" in legal(s)  # the Goth Girl does not protect
    play(s, "swap 0:1")
    assert kinds(s)[-1] == "discarding" and s.decider() == 0  # the victim decides
    assert legal(s) == {"pile", "bottom"}
    play(s, "bottom")
    assert zone_keys(s, s.deck)[0] == "count" and s.up[s.deck[0]]  # current orientation: faceup
    assert zone_keys(s, s.pile)[-1] == "witch"
    assert keys(s, 0) == ["goth_girl", "thing"]
    assert faces(s, 0) == [True, False]


# ---------------------------------------------------------------------- 4 Mortician
def test_mortician_activates_a_dd_card_discarded_from_own_village():
    """§12.2 Mortician / AMB-41/84: a d&d card exchanged out of your village may be used; it lies on
    the pile first."""
    s = scenario(
        2,
        [[("mortician", True), "instigator", "count"], [("cow", True)]],
        deck=["priest", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "exchange 1")
    assert kinds(s)[-1] == "mortician" and s.decider() == 0
    assert legal(s) == {"activate", "pass"}
    assert zone_keys(s, s.pile)[-1] == "instigator"
    play(s, "activate")
    assert kinds(s)[-1] == "instigator"
    play(s, "flip 1:0")
    assert faces(s, 1) == [False]
    assert zone_keys(s, s.pile)[-1] == "instigator"


def test_mortician_pass_leaves_the_card_on_the_pile():
    """§12.2 Mortician: the ability is optional."""
    s = scenario(
        2,
        [[("mortician", True), "instigator", "count"], [("cow", True)]],
        deck=["priest", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "exchange 1", "pass")
    assert zone_keys(s, s.pile)[-1] == "instigator"
    assert faces(s, 1) == [True]
    assert "instigator" not in kinds(s)


def test_mortician_activated_card_goes_to_the_pile_even_with_a_goth_girl():
    """AMB-84 / §12.2 Goth Girl: a Mortician-activated card goes to the discard pile."""
    s = scenario(
        2,
        [[("mortician", True), ("goth_girl", True), "instigator"], [("cow", True)]],
        deck=["priest", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "exchange 2")
    assert legal(s) == {"pile", "bottom"}  # the Goth Girl question comes first
    play(s, "pile")
    assert legal(s) == {"activate", "pass"}
    play(s, "activate")
    assert zone_keys(s, s.pile)[-1] == "instigator"
    assert "instigator" not in zone_keys(s, s.deck)
    assert kinds(s)[-1] == "instigator"


def test_mortician_once_per_turn():
    """§12.2 Mortician / AMB-45: once per faceup Mortician per turn: of two discarded Things only the
    first may be activated; each is resolved fully before the next is placed."""
    s = scenario(
        2,
        [[("mortician", True), "thing", "thing", "priest", "cow"], ["gremlin"]],
        deck=["count", "insomniac"],
        edition=BULLET,
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm")
    assert legal(s) == {"activate", "pass"}
    play(s, "activate")
    assert kinds(s)[-1] == "thing"
    play(s, "shuffle 0")
    assert "mortician" not in kinds(s) and "discarding" not in kinds(s)
    assert zone_keys(s, s.pile)[-2:] == ["thing", "thing"]


def test_two_morticians_activate_two_discards():
    """AMB-45: the allowance is per physical Mortician."""
    s = scenario(
        2,
        [[("mortician", True), ("mortician", True), "thing", "thing", "priest", "cow"], ["gremlin"]],
        deck=["count", "insomniac"],
        edition=BULLET,
    )
    play(s, "draw", "set", "add 2", "add 3", "confirm", "activate", "shuffle 0")
    assert kinds(s)[-1] == "mortician"
    play(s, "activate")
    assert kinds(s)[-1] == "thing"


def test_mortician_activated_gremlin_relocates_from_the_pile():
    """AMB-27: a Gremlin activated by a Mortician sits on the pile, so it moves as written."""
    s = scenario(
        2, [[("mortician", True), "gremlin", "count"], ["cow"]], deck=["priest", "thing"], edition=BULLET
    )
    play(s, "draw", "exchange 1", "activate")
    assert legal(s) == {"put 0 0", "put 0 1", "put 1 0", "put 1 1"}
    play(s, "put 1 1")
    assert keys(s, 1) == ["cow", "gremlin"] and faces(s, 1) == [False, True]
    assert "gremlin" not in zone_keys(s, s.pile)


def test_mortician_arriving_faceup_counts():
    """AMB-41: a Mortician arriving faceup in the exchange already counts."""
    s = scenario(
        2, [["instigator", "count"], [("cow", True)]], deck=["thing"], pile=["mortician"], edition=BULLET
    )
    play(s, "take", "exchange 0")
    assert legal(s) == {"activate", "pass"}


def test_mortician_not_for_a_drawn_card_discarded():
    """AMB-41: only cards discarded from your village (a drawn card simply uses 'use')."""
    s = scenario(
        2, [[("mortician", True), "count"], [("cow", True)]], deck=["instigator", "thing"], edition=BULLET
    )
    play(s, "draw", "discard")
    assert "mortician" not in kinds(s)
    assert zone_keys(s, s.pile)[-1] == "instigator"
    assert s.current == 1


def test_mortician_not_for_a_non_dd_card():
    """§12.2 Mortician: only draw-and-discard cards have an ability to use (Count 10 yes, Priest no)."""
    s = scenario(
        2,
        [[("mortician", True), "priest", "count"], [("cow", True)]],
        deck=["thing", "gremlin"],
        edition=BULLET,
    )
    play(s, "draw", "exchange 1")
    assert "mortician" not in kinds(s)
    assert s.current == 1


def test_bullet_covered_mortician_gives_nothing():
    """AMB-48: a bullet-covered Mortician's ability is off."""
    s = scenario(
        2,
        [[("mortician", True), "instigator", "count"], [("cow", True)]],
        deck=["priest", "thing"],
        token_on=(0, 0),
        edition=BULLET,
    )
    play(s, "draw", "exchange 1")
    assert "mortician" not in kinds(s)


def test_mortician_not_for_a_card_discarded_by_another_players_witch():
    """AMB-41/84: only your own action on your own turn; a Witch victim's card is not activated."""
    s = scenario(
        2,
        [[("mortician", True), ("thing", True)], ["priest", "cow"]],
        deck=["witch", "gremlin", "count"],
        current=1,
        edition=WITCH_MIX,
    )
    play(s, "draw", "use", "swap 0:1")
    assert "mortician" not in kinds(s)
    assert zone_keys(s, s.pile)[-1] == "thing"


# ---------------------------------------------------------------------- 5 Cow
def test_cow_turns_the_deck_over():
    """§12.2 Cow / §11.3: the deck's order reverses and every card's face toggles."""
    s = scenario(
        2,
        [["priest", "count"], ["gremlin"]],
        deck=["cow", "insomniac", ("thing", True), "marksman"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert zone_keys(s, s.deck) == ["insomniac", "thing", "marksman"]  # last = top: old bottom on top
    assert [s.up[c] for c in s.deck] == [True, False, True]
    assert s.known[s.deck[-1]] == s.everyone


def test_card_faceup_on_deck_enters_faceup_if_kept():
    """AMB-33: a card drawn while lying faceup on the deck enters the village faceup if kept."""
    s = scenario(
        2, [["priest", "count"], ["gremlin", "copycat"]], deck=["cow", "insomniac", "thing"], edition=BULLET
    )
    play(s, "draw", "use")
    assert s.current == 1 and s.up[s.deck[-1]]
    play(s, "draw", "exchange 0")
    assert keys(s, 1) == ["thing", "copycat"]
    assert faces(s, 1) == [True, False]


def test_penalty_card_keeps_its_deck_orientation():
    """AMB-33 / §4.2.6: the penalty card is taken without turning it over (faceup after a Cow)."""
    s = scenario(
        2,
        [["priest", "count"], ["gremlin", "cow", "insomniac"]],
        deck=["cow", "thing", "marksman", "lycan"],
        edition=BULLET,
    )
    play(s, "draw", "use")  # deck now (top first): lycan, marksman, thing, all faceup
    play(s, "draw", "set", "add 0", "add 1", "add 2", "confirm")  # 12, 5, 7: fails with 3 cards
    play(s, "right", "left")  # the drawn Lycan right, the penalty Marksman left
    assert keys(s, 1) == ["marksman", "gremlin", "cow", "insomniac", "lycan"]
    assert faces(s, 1) == [True, False, False, False, True]


def test_goth_girl_faceup_bottom_card_becomes_facedown_top_after_cow():
    """AMB-87: a card Goth-Girled faceup to the bottom becomes the facedown top card after a Cow."""
    s = scenario(
        2,
        [[("goth_girl", True), "count", "count"], ["gremlin"]],
        deck=["priest", "insomniac", "cow", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "set", "add 1", "add 2", "confirm", "bottom")
    bottom = s.deck[0]
    assert s.up[bottom]
    play(s, "draw", "discard")  # seat 1 discards the Insomniac
    play(s, "draw", "use")  # seat 0: Cow
    assert s.deck[-1] == bottom and not s.up[bottom]
    assert s.known[bottom] == s.everyone


def test_rascal_returns_unused_cards_in_their_original_orientation():
    """AMB-87 / AMB-17 (mixed deck): Rascal's unused cards return on top, same order and face."""
    s = scenario(
        2,
        [[("rascal", True), ("rascal", True), "priest"], ["gremlin"]],
        deck=[("thing", True), "insomniac", ("count", True), "marksman"],
        edition=RASCAL_MIX,
    )
    play(s, "draw", "more", "more", "keep 0")  # keep the faceup Thing
    assert zone_keys(s, s.deck)[-2:] == ["count", "insomniac"]  # insomniac on top again
    assert [s.up[c] for c in s.deck[-2:]] == [True, False]
    play(s, "exchange 2")
    assert faces(s, 0) == [True, True, True]  # the kept Thing lay faceup: enters faceup


def test_cow_does_not_touch_the_squire_draw_area():
    """AMB-81: Cow and Instigator do not affect the draw area."""
    s = scenario(
        2,
        [[("squire", True), "count"], ["priest"]],
        deck=["cow", "thing", "gremlin"],
        area=["instigator"],
        edition=SQUIRE_MIX,
    )
    area = list(s.area)
    play(s, "draw", "use")
    assert s.area == area and s.up[area[0]]
    assert zone_keys(s, s.deck) == ["thing", "gremlin"] and all(s.up[c] for c in s.deck)


def test_cow_on_an_empty_deck_may_be_used_with_no_effect():
    """§12.2 Cow: "flip the whole deck over"; an empty deck is a legal no-op, not refused."""
    s = scenario(2, [["priest", "count"], ["gremlin"]], deck=["cow"], edition=BULLET)
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["bullet.cow"]
    assert ended(events, "deck")  # the turn ended with the deck empty (AMB-6)


# ---------------------------------------------------------------------- 6 Instigator
def test_instigator_toggles_any_village_card():
    """§12.2 Instigator / AMB-37: any village card (own included), either way."""
    s = scenario(
        2,
        [["priest", ("count", True)], [("gremlin", True), "cow"]],
        deck=["instigator", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert {"flip 0:0", "flip 0:1", "flip 1:0", "flip 1:1", "flipdeck"} <= legal(s)
    play(s, "flip 1:0")
    assert faces(s, 1) == [False, False]


def test_instigator_toggles_the_deck_top_and_it_is_kept_faceup():
    """§12.2 Instigator / AMB-33: the deck's top card turned faceup enters faceup if kept."""
    s = scenario(
        2, [["priest", "count"], ["gremlin", "cow"]], deck=["instigator", "thing", "marksman"], edition=BULLET
    )
    play(s, "draw", "use", "flipdeck")
    top = s.deck[-1]
    assert s.up[top] and s.known[top] == s.everyone
    play(s, "draw", "exchange 1")
    assert keys(s, 1) == ["gremlin", "thing"]
    assert faces(s, 1) == [False, True]


def test_instigator_toggles_the_pile_card_under_it():
    """AMB-24: "top of the discard pile" is the card under the Instigator; a facedown discard taken
    enters facedown (AMB-86)."""
    s = scenario(
        2,
        [["priest", "count"], ["gremlin", "cow"]],
        deck=["instigator", "thing"],
        pile=["marksman", "insomniac"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert "flippile" in legal(s)
    play(s, "flippile")
    assert zone_keys(s, s.pile) == ["marksman", "insomniac", "instigator"]
    assert [s.up[c] for c in s.pile] == [True, False, True]


def test_instigator_no_pile_option_when_only_itself_is_there():
    """AMB-24: the Instigator is never its own target."""
    s = scenario(2, [["priest", "count"], ["gremlin"]], deck=["instigator", "thing"], edition=BULLET)
    play(s, "draw", "use")
    assert "flippile" not in legal(s)


def test_instigator_cannot_flip_the_bullet_card():
    """§9.2 / AMB-82: the bullet card cannot be flipped."""
    s = scenario(
        2,
        [["priest", "count"], [("gremlin", True), "cow"]],
        deck=["instigator", "thing"],
        token_on=(1, 0),
        token_holder=1,
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert "flip 1:0" not in legal(s)
    assert "flip 1:1" in legal(s)


# ---------------------------------------------------------------------- 7 Insomniac
def test_insomniac_sees_every_own_card():
    """§12.2 Insomniac: secretly look at every card of your own village."""
    s = scenario(
        2,
        [["priest", ("count", True), "thing"], ["gremlin", "cow"]],
        deck=["insomniac", "marksman"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert s.known[card_at(s, 0, 0)] == 1 << 0
    assert s.known[card_at(s, 0, 2)] == 1 << 0
    assert s.known[card_at(s, 1, 0)] == 0
    assert faces(s, 0) == [False, True, False]
    assert s.current == 1


def test_insomniac_skips_the_bullet_card():
    """§12.2 Insomniac / §9.2: not an amulet/bullet card."""
    s = scenario(
        2,
        [["priest", "count", "thing"], ["gremlin"]],
        deck=["insomniac", "marksman"],
        token_on=(0, 1),
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert s.known[card_at(s, 0, 1)] == 0
    assert s.known[card_at(s, 0, 0)] == s.known[card_at(s, 0, 2)] == 1 << 0


def test_insomniac_with_nothing_to_see_is_a_legal_no_op():
    """§12.2 Insomniac: "look at every card of your village"; with only faceup cards and the bullet
    card there is nothing to learn, but the use is legal (issue 14: no refused no-op moves)."""
    s = scenario(
        2,
        [[("priest", True), "count"], ["gremlin"]],
        deck=["insomniac", "marksman"],
        token_on=(0, 1),
        edition=BULLET,
    )
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert not any(e.kind == ev.PEEKED for e in events)
    assert any(e.kind == ev.NO_EFFECT for e in events)


# ---------------------------------------------------------------------- 8 Thing
def _thing_scenario(seed=1, token_on=None):
    return scenario(
        2,
        [["priest", ("count", True), "cow", "gremlin", "copycat"], ["marksman", "hunter"]],
        deck=["thing", "insomniac"],
        current=1,
        seed=seed,
        token_on=token_on,
        token_holder=0,
        edition=BULLET,
    )


def test_thing_shuffles_facedown_cards_into_the_same_spots_and_clears_knowledge():
    """§12.2 Thing / AMB-36: facedown cards are shuffled back into the spots they occupied; faceup
    cards do not move; nobody knows the shuffled cards any more."""
    moved = False
    for seed in range(1, 8):
        s = _thing_scenario(seed)
        before = list(s.villages[0])
        for c in before:
            s.known[c] |= 1 << 0
        play(s, "draw", "use")
        assert legal(s) == {"shuffle 0", "shuffle 1"}
        play(s, "shuffle 0")
        after = s.villages[0]
        assert after[1] == before[1] and s.up[after[1]]
        assert sorted(after[i] for i in (0, 2, 3, 4)) == sorted(before[i] for i in (0, 2, 3, 4))
        assert all(not s.up[after[i]] and s.known[after[i]] == 0 for i in (0, 2, 3, 4))
        assert s.known[after[1]] == s.everyone
        moved = moved or after != before
    assert moved


def test_thing_leaves_the_bullet_card_in_place():
    """AMB-82: the bullet card is not shuffled; it keeps its spot and its knowledge."""
    for seed in range(1, 6):
        s = _thing_scenario(seed, token_on=(0, 0))
        covered = card_at(s, 0, 0)
        s.known[covered] = 1 << 0
        play(s, "draw", "use", "shuffle 0")
        assert card_at(s, 0, 0) == covered and s.known[covered] == 1 << 0


def test_thing_and_troublemaker_leave_a_guarded_card_alone():
    """AMB-74 (mixed deck): another player's Thing does not shuffle the guarded card; the
    Troublemaker cannot pick the guarded card or the guarding Bodyguard."""
    for seed in range(1, 6):
        s = scenario(
            2,
            [[("bodyguard", True), "count", "priest", "cow", "insomniac"], ["lycan", "mortician"]],
            deck=["thing", "troublemaker"],
            current=1,
            guards=[(0, 0, 1)],
            seed=seed,
            edition=BODYGUARD_MIX,
        )
        guarded = card_at(s, 0, 1)
        s.known[guarded] = 1 << 0
        play(s, "draw", "use", "shuffle 0")
        assert card_at(s, 0, 1) == guarded and s.known[guarded] == 1 << 0
    s = scenario(
        2,
        [[("bodyguard", True), "count", "priest"], ["lycan", "mortician"]],
        deck=["troublemaker", "thing"],
        current=1,
        guards=[(0, 0, 1)],
        edition=BODYGUARD_MIX,
    )
    play(s, "draw", "use")
    assert legal(s) == {"choose 0:2", "choose 1:0", "choose 1:1"}  # never 0:0 nor 0:1
    play(s, "choose 1:0")
    assert legal(s) == {"choose 0:2"}


def test_thing_may_choose_any_village_even_with_nothing_to_shuffle():
    """AMB-37: the Thing chooses any village; with fewer than two facedown unprotected cards it has
    no effect (the single card keeps its spot and what everyone knows of it), but it is legal."""
    s = scenario(
        2,
        [["priest", ("count", True)], [("marksman", True), "hunter"]],
        deck=["thing", "insomniac"],
        edition=BULLET,
    )
    play(s, "draw")
    assert "use" in legal(s)
    play(s, "use")
    assert legal(s) == {"shuffle 0", "shuffle 1"}
    priest = card_at(s, 0, 0)
    s.known[priest] = 0b10  # seat 1 knows it
    rng = s.rng
    play(s, "shuffle 0")
    assert card_at(s, 0, 0) == priest and s.known[priest] == 0b10 and s.rng == rng


# ---------------------------------------------------------------------- 9 Marksman
def test_marksman_copies_a_faceup_dd_card_which_stays_in_place():
    """§12.2 Marksman: resolve a faceup d&d card's ability; the Marksman is the card on the pile,
    so the copied Instigator's "top of the pile" is the card under the Marksman (AMB-24)."""
    s = scenario(
        2,
        [["priest", "count"], [("instigator", True), "cow"]],
        deck=["marksman", "thing"],
        pile=["gremlin"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert legal(s) == {"copy 1:0"}
    play(s, "copy 1:0")
    assert kinds(s)[-1] == "instigator"
    play(s, "flippile")
    assert zone_keys(s, s.pile) == ["gremlin", "marksman"]
    assert [s.up[c] for c in s.pile] == [False, True]
    assert keys(s, 1) == ["instigator", "cow"] and faces(s, 1) == [True, False]


def test_marksman_may_copy_a_gremlin_but_not_a_bullet_covered_card():
    """AMB-42: any faceup d&d card but a bullet-covered one; AMB-27: a Gremlin copy has no effect."""
    s = scenario(
        2,
        [[("gremlin", True), "count"], [("instigator", True), ("insomniac", True)]],
        deck=["marksman", "thing"],
        token_on=(1, 0),
        token_holder=1,
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert legal(s) == {"copy 0:0", "copy 1:1"}
    events = play(s, "copy 0:0")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["bullet.gremlin"]
    assert keys(s, 0) == ["gremlin", "count"] and zone_keys(s, s.pile)[-1] == "marksman"


def test_marksman_with_only_a_gremlin_to_copy_is_usable():
    """AMB-42/27: a faceup Gremlin is a legal (if useless) target, so `use` is offered; a
    bullet-covered card is not a target (its ability is off, AMB-48)."""
    s = scenario(
        2,
        [[("gremlin", True), "count"], [("instigator", True), "priest"]],
        deck=["marksman", "thing"],
        token_on=(1, 0),
        token_holder=1,
        edition=BULLET,
    )
    play(s, "draw")
    assert "use" in legal(s)
    play(s, "use")
    assert legal(s) == {"copy 0:0"}


def test_marksman_unusable_without_any_faceup_dd_card():
    """AMB-42, D-5: with no faceup d&d card in any village (only a bullet-covered one) there is
    nothing to copy: `use` is not offered."""
    s = scenario(
        2,
        [[("priest", True), "count"], [("instigator", True), "priest"]],
        deck=["marksman", "thing"],
        token_on=(1, 0),
        token_holder=1,
        edition=BULLET,
    )
    play(s, "draw")
    assert "use" not in legal(s)


def test_marksman_may_copy_a_faceup_marksman_but_no_card_twice():
    """AMB-42: a faceup Marksman may be copied to copy a further card; no card twice in a chain."""
    s = scenario(
        2,
        [[("marksman", True), "count"], [("troublemaker", True), "cow"]],
        deck=["marksman", "thing"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert legal(s) == {"copy 0:0", "copy 1:0"}
    play(s, "copy 0:0")
    assert legal(s) == {"copy 1:0"}
    play(s, "copy 1:0")
    assert kinds(s)[-1] == "troublemaker"


def test_marksman_may_copy_a_marksman_with_nothing_further_to_copy():
    """AMB-42: a faceup Marksman may be copied; when it has nothing further to copy (no card twice in
    a chain) the copy has no effect."""
    s = scenario(2, [[("marksman", True), "count"], ["cow"]], deck=["marksman", "thing"], edition=BULLET)
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use", "copy 0:0")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["bullet.marksman"]
    copied = [e for e in events if e.kind == ev.COPIED]
    assert [(e.params["at"], e.params["card"], e.audience) for e in copied] == [
        ("village:0:0", "bullet.marksman", ev.EVERYONE)
    ]


# ---------------------------------------------------------------------- 10 The Count
FILLER = ["priest", "mortician", "insomniac", "thing", "troublemaker", "gremlin", "instigator", "marksman"]


def test_count_moves_ten_cards_faceup_without_abilities():
    """§12.2 Count: ten cards from the deck top to the pile, faceup; no abilities trigger."""
    deck = ["count", *[FILLER[i % 8] for i in range(15)]]
    s = scenario(2, [["priest", "cow"], ["gremlin"]], deck=deck, edition=BULLET)
    before = list(s.deck)
    play(s, "draw", "use")
    assert len(s.deck) == 5 and s.deck == before[:5]
    assert s.pile[-10:] == before[5:15][::-1]  # moved one at a time: the 10th card on top
    assert all(s.up[c] for c in s.pile)
    assert s.round == 1 and s.current == 1  # no decision for the moved cards; the round goes on


def test_count_running_out_ends_the_round_immediately():
    """AMB-7: if the deck runs out during the Count, the round ends at once and is scored."""
    s = scenario(2, [["priest", "cow"], ["gremlin"]], deck=["count", "thing", "insomniac"], edition=BULLET)
    events = play(s, "draw", "use")
    assert ended(events, "count")
    assert s.round == 2 and len(s.scores) == 1
    assert scored(events)["values"] == [2 + 5, 12]


def test_count_ends_round_even_with_squire_area_cards():
    """AMB-81 (mixed deck): the Count ends the round at once even if draw-area cards remain."""
    s = scenario(
        2,
        [[("squire", True), "cow"], ["gremlin"]],
        deck=["count", "thing", "insomniac"],
        area=["priest"],
        edition=SQUIRE_MIX,
    )
    events = play(s, "draw", "use")
    assert ended(events, "count")
    assert s.round == 2


def test_count_with_exactly_ten_cards_ends_the_round():
    """AMB-7: moving the last deck card as the tenth card also ends the round."""
    deck = ["count", *[FILLER[i % 8] for i in range(10)]]
    s = scenario(2, [["priest", "cow"], ["gremlin"]], deck=deck, edition=BULLET)
    events = play(s, "draw", "use")
    assert ended(events, "count")


# ---------------------------------------------------------------------- 11 Troublemaker
def test_troublemaker_swaps_two_cards_of_different_villages_keeping_faces():
    """§12.2 Troublemaker / AMB-29: the two cards swap spots, keep orientation; nobody looks."""
    s = scenario(
        2,
        [["priest", ("count", True)], [("gremlin", True), "cow"]],
        deck=["troublemaker", "thing"],
        edition=BULLET,
    )
    known = {c: s.known[c] for v in s.villages for c in v}
    play(s, "draw", "use", "choose 0:0", "choose 1:1")
    assert keys(s, 0) == ["cow", "count"]
    assert keys(s, 1) == ["gremlin", "priest"]
    assert faces(s, 0) == [False, True] and faces(s, 1) == [True, False]
    assert all(s.known[c] == k for c, k in known.items())


def test_troublemaker_never_pairs_one_village_and_skips_the_bullet_card():
    """§12.2 Troublemaker: a *different* village each side; AMB-82: the bullet card cannot be taken."""
    s = scenario(
        2,
        [["priest", "count"], ["gremlin", "cow"]],
        deck=["troublemaker", "thing"],
        token_on=(1, 0),
        token_holder=1,
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert legal(s) == {"choose 0:0", "choose 0:1", "choose 1:1"}
    play(s, "choose 1:1")
    assert legal(s) == {"choose 0:0", "choose 0:1"}


def test_troublemaker_unusable_with_only_one_village_of_cards():
    """§14 / AMB-34: with one village only (the other empty) there is nothing to swap."""
    s = scenario(2, [["priest", "count"], []], deck=["troublemaker", "thing"], edition=BULLET)
    play(s, "draw")
    assert "use" not in legal(s)


# ---------------------------------------------------------------------- 12 Gremlin
def test_gremlin_moves_itself_faceup_to_either_end_of_any_village():
    """§12.2 Gremlin / AMB-18: to either end of any village; nothing is discarded in return."""
    s = scenario(
        2,
        [["priest", "count"], ["cow", "thing"]],
        deck=["gremlin", "insomniac"],
        pile=["marksman"],
        edition=BULLET,
    )
    play(s, "draw", "use")
    assert legal(s) == {"put 0 0", "put 0 1", "put 1 0", "put 1 1"}
    play(s, "put 1 0")
    assert keys(s, 1) == ["gremlin", "cow", "thing"]
    assert faces(s, 1) == [True, False, False]
    assert zone_keys(s, s.pile) == ["marksman"]


def test_gremlin_into_an_empty_village():
    """AMB-76: a player with no cards may receive the Gremlin; the village becomes that faceup card."""
    s = scenario(2, [["priest", "count"], []], deck=["gremlin", "insomniac"], edition=BULLET)
    play(s, "draw", "use")
    assert {"put 1 0", "put 1 1"} <= legal(s)
    play(s, "put 1 1")
    assert keys(s, 1) == ["gremlin"] and faces(s, 1) == [True]


def test_gremlin_into_own_village_grows_it_beyond_five():
    """§12.2 Gremlin: village size is unlimited."""
    s = scenario(
        2,
        [["priest", "count", "cow", "thing", "marksman"], ["hunter"]],
        deck=["gremlin", "insomniac"],
        edition=BULLET,
    )
    play(s, "draw", "use", "put 0 1")
    assert len(s.villages[0]) == 6 and keys(s, 0)[-1] == "gremlin"


# ---------------------------------------------------------------------- 13 Copycat
def test_copycat_is_the_lowest_other_card():
    """§12.2 Copycat / AMB-21: worth the lowest other non-Copycat card of its village."""
    s = scenario(2, [["copycat", "insomniac", "mortician"], ["hunter"]], edition=BULLET)
    assert value(s, 0) == 4 + 7 + 4


def test_copycat_alone_is_13_and_two_alone_are_26():
    """AMB-21: 13 if there is no other scoring card; two Copycats alone = 26."""
    s = scenario(2, [["copycat"], ["hunter"]], edition=BULLET)
    assert value(s, 0) == 13
    s = scenario(2, [["copycat", ("copycat", True)], ["hunter"]], edition=BULLET)
    assert value(s, 0) == 26


def test_two_copycats_copy_the_same_lowest_card():
    """AMB-21: each Copycat is the lowest of the other *non-Copycat* cards (Lycan = 1, Hunter = 0)."""
    s = scenario(2, [["copycat", "copycat", "count", "lycan"], ["hunter", "gremlin"]], edition=BULLET)
    assert value(s, 0) == 1 + 1 + 10 + 1
    assert value(s, 1) == 12


def test_copycat_ignores_the_bullet_card():
    """AMB-21 / §9.2: the bullet card is not scored and not copied."""
    s = scenario(2, [["copycat", "priest", "count"], ["hunter"]], token_on=(0, 1), edition=BULLET)
    assert value(s, 0) == 10 + 10


def test_copycat_with_only_the_bullet_card_is_13():
    """AMB-21: the bullet card is ignored, so a Copycat with only the bullet card beside it is 13."""
    s = scenario(2, [["copycat", "priest"], ["hunter"]], token_on=(0, 1), edition=BULLET)
    assert value(s, 0) == 13


def test_bullet_covered_copycat_is_not_scored():
    """AMB-48: a bullet-covered Copycat scores nothing."""
    s = scenario(2, [["copycat", "priest"], ["hunter"]], token_on=(0, 0), edition=BULLET)
    assert value(s, 0) == 2


def test_copycat_need_not_be_faceup_and_copies_after_the_hunter():
    """§12.2 Copycat (need not be faceup) / AMB-80: a Hunter removal first, then the Copycat copies
    the lowest remaining card."""
    s = scenario(
        2, [["copycat", "priest", "count"], [("hunter", True), "cow"]], deck=["thing"], edition=BULLET
    )
    end_round(s, "deck")
    result = scored(play(s, "remove 0:1"))
    assert result["values"] == [10 + 10, 5]


def test_copycat_counts_13_in_a_set():
    """§12.2 Copycat: in set exchanges it counts as 13 (two Copycats match)."""
    s = scenario(2, [["copycat", "copycat", "priest"], ["hunter"]], deck=["thing", "cow"], edition=BULLET)
    play(s, "draw", "set", "add 0", "add 1", "confirm")
    assert keys(s, 0) == ["thing", "priest"]


# ---------------------------------------------------------------------- the silver bullet token
def test_bullet_covered_card_is_not_scored():
    """§9.2 / AMB-48: the covered card does not score (also via the full scoring pipeline)."""
    s = scenario(2, [["count", "priest"], ["gremlin"]], deck=["thing"], token_on=(0, 0), edition=BULLET)
    end_round(s, "deck")
    assert scored(s.events)["values"] == [2, 12]


def test_bullet_card_does_not_count_for_calling():
    """§5 / §9.2: the bullet card does not count toward the <= 4 cards needed to call."""
    s = scenario(
        2,
        [["count", "priest", "cow", "thing", "gremlin"], ["hunter"]],
        deck=["insomniac"],
        token_on=(0, 2),
        edition=BULLET,
    )
    assert "call" in legal(s)
    s = scenario(
        2, [["count", "priest", "cow", "thing", "gremlin"], ["hunter"]], deck=["insomniac"], edition=BULLET
    )
    assert "call" not in legal(s)


def test_bullet_placement_by_the_active_holder_and_no_call_that_turn():
    """§9.1/§9.2 / AMB-31: the active holder puts the bullet on an own card as a free step; it
    cannot be placed again and no call is allowed that turn."""
    s = scenario(
        2,
        [["count", "priest", "cow"], ["hunter"]],
        deck=["insomniac"],
        token_holder=0,
        token_active=True,
        edition=BULLET,
    )
    assert {"token 0", "token 1", "token 2", "call"} <= legal(s)
    play(s, "token 1")
    assert s.token_card == card_at(s, 0, 1)
    assert not any(a.startswith("token") for a in legal(s))
    assert "call" not in legal(s)


def test_bullet_not_placeable_by_an_inactive_holder():
    """§9.2 / AMB-35: only an active holder may place it."""
    s = scenario(2, [["count", "priest"], ["hunter"]], deck=["insomniac"], token_active=False, edition=BULLET)
    assert not any(a.startswith("token") for a in legal(s))


def test_bullet_card_cannot_be_exchanged_by_its_owner():
    """§9.1/§9.2 / AMB-30: the covered card cannot be exchanged, not even by its owner."""
    s = scenario(
        2, [["count", "priest"], ["hunter"]], deck=["insomniac", "thing"], token_on=(0, 0), edition=BULLET
    )
    play(s, "draw")
    assert "exchange 0" not in legal(s)
    assert "exchange 1" in legal(s)


def test_bullet_on_the_only_card_draw_and_discard_only():
    """§9.1 via §9.2 / AMB-8: with the bullet on your only card you may draw and discard (or use)
    the drawn card, or call; you may not take the top discard nor keep a drawn card."""
    s = scenario(
        2,
        [["count"], ["cow"]],
        deck=["instigator", "thing"],
        pile=["priest"],
        token_on=(0, 0),
        edition=BULLET,
    )
    assert legal(s) == {"draw", "call"}
    play(s, "draw")
    assert legal(s) == {"discard", "use"}


def test_amulet_base_covered_hunter_still_hunts_but_covered_card_is_untouchable():
    """§9.1 / AMB-48 contrast / AMB-82: under the amulet (Silver base) a faceup Hunter still acts
    and the covered card still scores; nobody may remove it."""
    s = scenario(
        2,
        [[("hunter", True), "seer"], [("hunter", True), "robber"]],
        deck=["master"],
        token_on=(0, 0),
        edition=AMULET_MIX,
    )
    end_round(s, "deck")
    assert s.decider() == 0
    assert legal(s) == {"remove 0:1", "remove 1:0", "remove 1:1", "skip"}
    result = scored(play(s, "remove 1:0"))  # seat 1's Hunter is cancelled
    assert result["values"] == [0 + 9, 12]
