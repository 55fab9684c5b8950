"""The 14 Silver Coin cards and the coin token: a normal case and edge cases each (RULES.md §12.3, §9.3).

Scenarios use the pure Coin deck unless a test needs a card of another edition (then a mixed deck
``C:...`` whose base is still Coin, RULES.md §15).
"""

from builders import card_at, ended, faces, finish, keys, kinds, legal, play, scenario, scored, zone_keys

from silver_desktop.engine import events as ev
from silver_desktop.engine.scoring import village_value

COIN = "coin"


def starts_with(verb, actions):
    """The legal actions with this verb."""
    return {a for a in actions if a.split()[0] == verb}


# ====================================================================== 0 Regifter
def test_regifter_gives_a_card_and_the_coin_holder_goes_first():
    """§12.3 Regifter / §7.1 / AMB-72: the Regifter step starts with the coin holder (not the start
    player), goes clockwise; the gift keeps its orientation and is added to the receiver's village."""
    s = scenario(
        3,
        [
            [("regifter", True), "golem"],
            [("regifter", True), ("village_idiot", True), "pixie"],
            ["blob", "curator"],
        ],
        deck=["psychic"],
        token_holder=1,
        start=0,
        edition=COIN,
    )
    events = finish(s)
    assert ended(events, "deck")
    assert kinds(s)[-1] == "regift" and s.decider() == 1
    assert starts_with("give", legal(s)) == {"give 1 0", "give 1 2", "give 2 0", "give 2 2"}
    assert "give 0 0" not in legal(s)  # never the Regifter being used
    events = play(s, "give 1 2")  # seat 1 gives its faceup Village Idiot to seat 2
    assert kinds(s)[-1] == "regift" and s.decider() == 0  # seat 2 has no Regifter; then seat 0
    events += play(s, "skip")
    result = scored(events)
    assert result["reveal"][2] == ["coin.blob", "coin.curator", "coin.village_idiot"]
    assert result["values"] == [11, 3, 4 + 2 + 12]


def test_regifter_cannot_be_used_when_it_is_its_owners_only_card():
    """§12.3 Regifter: 'you cannot use it if it is your only card' -- no decision is asked."""
    s = scenario(2, [[("regifter", True)], ["golem", "blob"]], deck=["psychic"], edition=COIN)
    events = finish(s)
    assert "regift" not in kinds(s)
    assert scored(events)["values"] == [0, 15]


def test_facedown_regifter_does_nothing():
    """§7.1: only Regifters faceup in the end state act."""
    s = scenario(2, [["regifter", "golem"], ["blob", "curator"]], deck=["psychic"], edition=COIN)
    events = finish(s)
    assert "regift" not in kinds(s)
    assert scored(events)["values"] == [11, 6]


def test_regifted_faceup_wolfman_is_active_for_the_receiver():
    """§12.3 Regifter: a faceup scoring card given away becomes active for the receiver: the Wolfman
    makes the receiver's village (rest 3 + 4 = 7 < 13) worth 0."""
    s = scenario(
        2,
        [[("regifter", True), ("wolfman", True), "village_idiot"], ["pixie", "blob"]],
        deck=["psychic"],
        edition=COIN,
    )
    finish(s)
    events = play(s, "give 1 1")
    result = scored(events)
    assert result["reveal"][1] == ["coin.pixie", "coin.blob", "coin.wolfman"]
    assert result["values"] == [12, 0]


def test_wolfman_is_computed_after_all_regifters():
    """§12.3 Regifter / §7.6: the receiver of an 11 pushes a faceup Wolfman's other cards to 23, so the
    village keeps its full sum (before the gift it would have been worth 0)."""
    s = scenario(
        2,
        [[("wolfman", True), "village_idiot"], [("regifter", True), "golem", "pixie"]],
        deck=["psychic"],
        edition=COIN,
    )
    assert village_value(s, s.villages[0]) == 0  # 12 < 13 before the gift
    finish(s)
    assert s.decider() == 1
    events = play(s, "give 1 0")
    assert scored(events)["values"] == [13 + 12 + 11, 3]


def test_second_regifter_given_to_a_later_player_can_be_used_by_them():
    """§12.3 Regifter: with two faceup Regifters one may give the other away; a receiver whose step
    is still to come uses it."""
    s = scenario(
        2,
        [[("regifter", True), ("regifter", True), "golem"], ["pixie", "blob"]],
        deck=["psychic"],
        token_holder=0,
        edition=COIN,
    )
    finish(s)
    assert s.decider() == 0
    assert starts_with("give", legal(s)) == {"give 1 1", "give 2 1"}
    play(s, "give 1 1")  # the second Regifter (faceup) goes to seat 1
    assert s.decider() == 1 and kinds(s)[-1] == "regift"
    events = play(s, "give 0 0")  # seat 1 gives its Pixie back
    assert scored(events)["values"] == [11 + 3, 4 + 0]


def test_regifter_gift_keeps_its_rotation_and_goes_to_the_right_end():
    """§12.3 Regifter / AMB-90 / D-12: the given card keeps its orientation and rotation and is added at
    the right end of the receiver's village (seen while seat 1's own Regifter step is pending)."""
    s = scenario(
        2,
        [[("regifter", True), "golem"], [("regifter", True), "pixie"]],
        deck=["psychic"],
        token_holder=0,
        edition=COIN,
    )
    golem = card_at(s, 0, 1)
    s.rot |= 1 << golem
    finish(s)
    events = play(s, "give 1 1")
    assert any(e.kind == ev.GIVEN and e.params["to"] == 1 for e in events)
    assert s.decider() == 1 and kinds(s)[-1] == "regift"
    assert keys(s, 1) == ["regifter", "pixie", "golem"] and faces(s, 1) == [True, False, False]
    assert s.rot >> golem & 1


# ====================================================================== 1 Con Artist
def test_con_artist_extra_turn_turns_it_facedown():
    """§12.3 Con Artist: at the end of the turn it may be turned facedown for an immediate extra turn."""
    s = scenario(2, [[("con_artist", True), "blob"], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    events = play(s, "draw", "discard")
    assert kinds(s) == ["con"] and legal(s) == {"extra 0", "pass"}
    events = play(s, "extra 0")
    assert any(e.kind == ev.EXTRA_TURN for e in events)
    assert faces(s, 0) == [False, False]
    assert s.current == 0 and kinds(s) == ["turn"]
    assert "call" in legal(s)  # AMB-22: an extra turn is a new turn; calling is allowed


def test_con_artist_pass_ends_the_turn_normally():
    """§12.3 Con Artist: the extra turn is optional."""
    s = scenario(2, [[("con_artist", True), "blob"], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    play(s, "draw", "discard", "pass")
    assert s.current == 1
    assert faces(s, 0) == [True, False]


def test_con_artist_turned_faceup_during_the_turn_may_be_used_at_its_end():
    """§12.3 Con Artist: 'even if it became faceup during that turn' (here by its own Pixie)."""
    s = scenario(2, [[("pixie", True), "con_artist"], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    play(s, "pixie 0 0:1", "draw", "discard")
    assert legal(s) == {"extra 1", "pass"}


def test_con_artist_once_per_streak_even_if_faceup_again():
    """AMB-22: each Con Artist once per streak; turned faceup again in the extra turn, it is not offered
    until every other player has had a turn since."""
    s = scenario(
        2,
        [[("con_artist", True), ("pixie", True), "blob"], ["regifter", "golem"]],
        deck=["psychic", "nostro", "assassin", "huntress", "curator"],
        edition=COIN,
    )
    play(s, "draw", "discard", "end", "extra 0")
    play(s, "pixie 1 0:0")  # the used Con Artist is faceup again
    assert faces(s, 0)[0]
    play(s, "draw", "discard")
    assert s.current == 1 and kinds(s) == ["turn"]  # no "con" decision
    play(s, "draw", "discard")
    assert s.current == 0
    play(s, "draw", "discard")
    assert legal(s) == {"extra 0", "pass"}  # the streak is over: usable again


def test_several_con_artists_chain_extra_turns():
    """AMB-22: several different Con Artists may be chained, each once."""
    s = scenario(
        2,
        [[("con_artist", True), ("con_artist", True), "blob"], ["regifter"]],
        deck=["psychic", "nostro", "assassin", "huntress"],
        edition=COIN,
    )
    play(s, "draw", "discard")
    assert legal(s) == {"extra 0", "extra 1", "pass"}
    play(s, "extra 1", "draw", "discard")
    assert legal(s) == {"extra 0", "pass"}
    play(s, "extra 0", "draw", "discard")
    assert s.current == 1
    assert faces(s, 0) == [False, False, False]


def test_no_con_artist_on_a_call_turn():
    """§12.3 Con Artist / AMB-22: not usable on a turn you called."""
    s = scenario(2, [[("con_artist", True), "blob"], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    play(s, "call")
    assert s.current == 1 and kinds(s) == ["turn"]
    assert faces(s, 0) == [True, False]


def test_con_artist_extends_the_final_turn_after_another_call_without_a_call():
    """§12.3 Con Artist / §5: after another player's call the final turn may be extended; no call in
    the extra turn; the round ends after it."""
    s = scenario(
        2,
        [[("con_artist", True), "blob", "golem"], ["regifter"]],
        deck=["psychic", "nostro", "assassin"],
        current=1,
        edition=COIN,
    )
    play(s, "call")
    assert s.current == 0
    play(s, "draw", "discard")
    assert legal(s) == {"extra 0", "pass"}
    play(s, "extra 0")
    assert s.current == 0 and s.round == 1
    assert "call" not in legal(s)
    events = play(s, "draw", "discard")
    assert ended(events, "call")


def test_no_con_artist_extra_turn_after_an_immediate_villager_end():
    """AMB-88: a Villager end (mixed deck, Silver 0s in a Coin base) ends the round at once: no extra
    turn is offered."""
    s = scenario(
        2,
        [[("con_artist", True), ("pixie", True), ("villager", True)], ["villager", "golem"]],
        deck=["psychic", "nostro"],
        edition="C:ACCCCCCCCCCCCC",
    )
    events = play(s, "pixie 1 1:0")
    assert ended(events, "villagers")
    assert not any(e.kind == ev.EXTRA_TURN for e in events)
    assert s.round == 2 and "con" not in kinds(s)


def test_con_artist_extra_turn_with_an_empty_deck_needs_a_main_action():
    """D-13 / §16: the Con Artist option comes before the depletion check; with the deck and the
    Squire area empty it is offered only when the extra turn has a main action (here: taking the
    top discard). Declining it ends the round by depletion."""
    s = scenario(
        2,
        [[("con_artist", True), "golem", "blob"], ["regifter"]],
        deck=["psychic"],
        pile=["nostro"],
        edition=COIN,
    )
    play(s, "draw", "discard")
    assert legal(s) == {"extra 0", "pass"}
    events = play(s, "pass")
    assert ended(events, "deck")
    assert not any(e.kind == ev.EXTRA_TURN for e in events)


def test_con_artist_under_the_amulet_cannot_turn_itself_facedown():
    """AMB-30/82: the amulet's card cannot be flipped by anyone, so a covered Con Artist gives no
    extra turn (Silver base with Coin's number 1)."""
    s = scenario(
        2,
        [[("con_artist", True), "seer"], ["villager"]],
        deck=["witch", "robber"],
        token_on=(0, 0),
        edition="A:ACAAAAAAAAAAAA",
    )
    events = play(s, "draw", "discard")
    assert not any(e.kind == ev.EXTRA_TURN for e in events)
    assert s.current == 1


def test_card_drawn_last_turn_may_join_a_set_in_the_con_artist_extra_turn():
    """AMB-5: the extra turn counts as 'your next turn': the card obtained last turn may be in a set."""
    s = scenario(
        2,
        [[("con_artist", True), "psychic", "golem"], ["regifter"]],
        deck=["psychic", "nostro", "assassin"],
        edition=COIN,
    )
    play(s, "draw", "exchange 2", "extra 0")
    assert keys(s, 0) == ["con_artist", "psychic", "psychic"]
    play(s, "draw", "set")
    assert {"add 1", "add 2"} <= legal(s)
    play(s, "add 1", "add 2", "confirm")
    assert keys(s, 0) == ["con_artist", "nostro"]
    assert zone_keys(s, s.pile)[-2:] == ["psychic", "psychic"]


# ====================================================================== 2 Curator
def test_curator_rotates_a_card_and_back_on_a_later_turn():
    """§12.3 Curator: rotate one of your cards 90° (or back), once per Curator per turn."""
    s = scenario(
        2,
        [[("curator", True), "golem", "blob"], ["regifter"]],
        deck=["psychic", "nostro", "assassin"],
        edition=COIN,
    )
    assert {"rotate 0", "rotate 1", "rotate 2"} <= legal(s)
    assert not starts_with("retire", legal(s))  # nothing is rotated yet
    play(s, "rotate 1")
    golem = card_at(s, 0, 1)
    assert s.rot >> golem & 1
    assert not starts_with("rotate", legal(s))  # once per Curator per turn
    assert "call" not in legal(s)  # AMB-31: a free step forbids calling
    play(s, "draw", "discard")  # no free step left: the turn ends by itself
    play(s, "draw", "discard")
    assert s.current == 0
    play(s, "rotate 1")
    assert not s.rot >> golem & 1


def test_curator_acts_at_any_moment_of_the_turn_also_while_a_drawn_card_is_held():
    """§12.3 Curator: "at any moment of your turn (before the main action, after it, or in the middle
    of an ability)": here while the drawn card waits in hand; the turn then goes on."""
    s = scenario(
        2,
        [[("curator", True), "golem", "blob"], ["regifter"]],
        deck=["psychic", "nostro"],
        edition=COIN,
    )
    golem = card_at(s, 0, 1)
    s.rot |= 1 << golem
    play(s, "draw")
    assert kinds(s)[-1] == "hand"
    assert {"retire 1", "rotate 0", "rotate 2"} <= legal(s)
    play(s, "retire 1")
    assert kinds(s)[-1] == "hand" and keys(s, 0) == ["curator", "blob"]
    assert zone_keys(s, s.pile)[-1] == "golem"
    play(s, "exchange 1")
    assert keys(s, 0) == ["curator", "psychic"]
    assert zone_keys(s, s.pile)[-2:] == ["golem", "blob"]


def test_curator_never_retires_the_last_card_a_taken_card_could_replace():
    """D-22: a card taken from the discard pile must go into the village. Holding one, a player
    with a faceup Curator retired their last card, the village was empty and the held card had
    nowhere to go: a decision with no legal action, which stopped an arena game (Coin, deal 46).
    The retire that would leave no card to exchange with is not offered; with two cards it is."""
    s = scenario(
        2,
        [[("curator", True)], ["regifter", "nostro"]],
        deck=["psychic", "assassin"],
        pile=["blob"],
        edition=COIN,
    )
    curator = card_at(s, 0, 0)
    s.rot |= 1 << curator
    assert "retire 0" in legal(s)  # before taking, it may go: then the pile cannot be taken
    play(s, "take")
    assert kinds(s)[-1] == "hand"
    assert "retire 0" not in legal(s) and "rotate 0" in legal(s)
    assert legal(s) >= {"exchange 0"}

    s = scenario(
        2,
        [[("curator", True), "golem"], ["regifter", "nostro"]],
        deck=["psychic", "assassin"],
        pile=["blob"],
        edition=COIN,
    )
    golem = card_at(s, 0, 1)
    s.rot |= 1 << golem
    play(s, "take")
    assert "retire 1" in legal(s)
    play(s, "retire 1")
    assert legal(s) >= {"exchange 0"}
    play(s, "exchange 0")
    assert keys(s, 0) == ["blob"]

    # a drawn card may be discarded instead: there the last card may go
    s = scenario(2, [[("curator", True)], ["regifter"]], deck=["psychic", "assassin"], edition=COIN)
    s.rot |= 1 << card_at(s, 0, 0)
    play(s, "draw")
    assert "retire 0" in legal(s)
    play(s, "retire 0")
    assert keys(s, 0) == [] and "discard" in legal(s)


def test_curator_in_the_middle_of_an_ability():
    """§12.3: in the middle of an ability: between a Psychic's looks the Curator may rotate, but not
    retire, since the Psychic's looks name spots of the village (they must not shift)."""
    s = scenario(
        2,
        [[("curator", True), "golem", "blob"], ["regifter", "nostro"]],
        deck=["psychic", "assassin"],
        edition=COIN,
    )
    golem = card_at(s, 0, 1)
    s.rot |= 1 << golem
    play(s, "draw", "use", "look 1:0")
    assert kinds(s)[-1] == "psychic"
    assert "rotate 2" in legal(s) and not starts_with("retire", legal(s))
    play(s, "rotate 2")
    assert kinds(s)[-1] == "psychic" and s.rot >> card_at(s, 0, 2) & 1
    assert not starts_with("rotate", legal(s))  # once per Curator per turn


def test_curator_does_not_act_on_another_players_turn():
    """§12.3: "your turn" only: not in another player's Goth Girl or scoring decisions, nor in theirs."""
    s = scenario(
        2,
        [[("curator", True), "golem"], ["regifter", "nostro"]],
        deck=["psychic", "assassin", "nostro"],
        current=1,
        edition=COIN,
    )
    play(s, "draw")
    assert not starts_with("rotate", legal(s))


def test_two_curators_give_two_uses_per_turn():
    """AMB-45: one use per faceup Curator per turn."""
    s = scenario(
        2, [[("curator", True), ("curator", True), "golem"], ["regifter"]], deck=["psychic"], edition=COIN
    )
    play(s, "rotate 2")
    assert "retire 2" in legal(s)
    play(s, "retire 2")
    assert keys(s, 0) == ["curator", "curator"]
    assert not starts_with("rotate", legal(s))


def test_curator_retires_a_rotated_card_faceup_and_unrotated():
    """§12.3 Curator: discard an already rotated card: faceup on top of the pile, no longer rotated."""
    s = scenario(
        2,
        [[("curator", True), "golem", "blob"], ["regifter"]],
        deck=["psychic"],
        pile=["nostro"],
        edition=COIN,
    )
    golem = card_at(s, 0, 1)
    s.rot |= 1 << golem
    assert "retire 1" in legal(s) and "retire 2" not in legal(s)
    play(s, "retire 1")
    assert keys(s, 0) == ["curator", "blob"]
    assert s.pile[-1] == golem and s.up[golem]
    assert s.known[golem] == s.everyone
    assert not s.rot >> golem & 1


def test_curator_may_retire_itself_and_leave_the_village_empty():
    """§12.3 Curator / §14: it may target itself; a player with no cards may only draw (and discard or
    use) or call; never take the top discard or keep a drawn card."""
    s = scenario(
        2, [[("curator", True)], ["regifter", "golem"]], deck=["psychic", "nostro", "assassin"], edition=COIN
    )
    curator = card_at(s, 0, 0)
    s.rot |= 1 << curator
    play(s, "retire 0")
    assert s.villages[0] == [] and s.pile[-1] == curator
    assert "take" not in legal(s) and "draw" in legal(s)
    play(s, "draw")
    assert legal(s) <= {"discard", "use"} and "discard" in legal(s)
    play(s, "discard")
    play(s, "draw", "discard")  # seat 1
    assert s.current == 0
    assert legal(s) == {"draw", "call"}


def test_rotated_card_exchanged_away_loses_its_rotation():
    """§11.2: Curator rotations are lost on the discard pile."""
    s = scenario(2, [["golem", "blob"], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    golem = card_at(s, 0, 0)
    s.rot |= 1 << golem
    play(s, "draw", "exchange 0")
    assert s.pile[-1] == golem and not s.rot >> golem & 1


def test_rotation_survives_a_village_idiot_move_and_the_new_owner_curator_can_retire_it():
    """§12.3 Curator / AMB-90: a rotated card moved to another village stays rotated; the receiver
    with a faceup Curator may discard it."""
    s = scenario(
        2,
        [[("curator", True), "blob"], ["golem", "pixie"]],
        deck=["village_idiot", "psychic"],
        edition=COIN,
    )
    golem = card_at(s, 1, 0)
    s.rot |= 1 << golem
    play(s, "draw", "use", "direction 0", "choose 0:1", "choose 1:0")
    assert keys(s, 0) == ["curator", "golem"] and keys(s, 1) == ["blob", "pixie"]
    assert s.rot >> golem & 1
    assert "retire 1" in legal(s)


def test_rotated_card_moved_to_a_village_without_curator_stays_rotated():
    """AMB-90: the new owner without a faceup Curator cannot discard it, but it stays rotated."""
    s = scenario(
        2, [["blob", "huntress"], ["golem", "pixie"]], deck=["village_idiot", "psychic"], edition=COIN
    )
    blob = card_at(s, 0, 0)
    s.rot |= 1 << blob
    play(s, "draw", "use", "direction 0", "choose 0:0", "choose 1:1")
    assert keys(s, 1) == ["golem", "blob"]
    assert s.rot >> blob & 1
    assert s.current == 1
    assert not starts_with("retire", legal(s))


# ====================================================================== 3 Pixie
def test_pixie_turns_itself_facedown_and_flips_another_card():
    """§12.3 Pixie: turn the Pixie facedown, then flip any other card in any village."""
    s = scenario(
        2, [[("pixie", True), "blob"], ["golem", ("regifter", True)]], deck=["psychic"], edition=COIN
    )
    assert {"pixie 0 0:1", "pixie 0 1:0", "pixie 0 1:1"} <= legal(s)
    assert "pixie 0 0:0" not in legal(s)  # never itself
    play(s, "pixie 0 1:0")
    assert faces(s, 0) == [False, False]
    assert faces(s, 1) == [True, True]
    assert s.known[card_at(s, 1, 0)] == s.everyone


def test_pixie_may_turn_a_faceup_card_facedown():
    """§12.3 Pixie: 'either way'."""
    s = scenario(
        2, [[("pixie", True), "blob"], ["golem", ("regifter", True)]], deck=["psychic"], edition=COIN
    )
    play(s, "pixie 0 1:1")
    assert faces(s, 1) == [False, False]


def test_pixie_turned_faceup_by_a_pixie_may_be_used_but_not_a_used_one():
    """§12.3 Pixie / AMB-45: a Pixie turned faceup may be used the same turn; a used Pixie turned faceup
    again may not."""
    s = scenario(2, [[("pixie", True), "pixie", "blob"], ["golem"]], deck=["psychic"], edition=COIN)
    play(s, "pixie 0 0:1")  # Pixie A down, Pixie B up
    assert faces(s, 0) == [False, True, False]
    assert "pixie 1 1:0" in legal(s)
    play(s, "pixie 1 0:0")  # Pixie B down, Pixie A up again (already used)
    assert faces(s, 0) == [True, False, False]
    assert not starts_with("pixie", legal(s))


def test_pixie_allowance_refreshes_in_a_con_artist_extra_turn():
    """AMB-45: per-turn uses are refreshed on a Con Artist extra turn."""
    s = scenario(
        2,
        [[("con_artist", True), ("pixie", True), ("pixie", True)], ["golem"]],
        deck=["psychic", "nostro"],
        edition=COIN,
    )
    play(s, "pixie 1 1:0", "pixie 2 0:1")  # Pixie 1 used, then turned faceup again by Pixie 2
    assert faces(s, 0) == [True, True, False]
    assert not any(a.startswith("pixie 1") for a in legal(s))
    play(s, "draw", "discard", "extra 0")
    assert "pixie 1 1:0" in legal(s)


# ====================================================================== 4 Blob
def test_blob_uses_the_top_discard_instead_of_drawing():
    """§12.3 Blob: the d&d ability of the top discard as the main action; nothing is drawn; the
    activated card stays on the pile (AMB-28); no call afterwards."""
    s = scenario(
        2,
        [[("blob", True), "golem"], ["regifter", "curator"]],
        deck=["nostro"],
        pile=["assassin", "psychic"],
        edition=COIN,
    )
    assert "blob 0" in legal(s) and "blob 1" not in legal(s)  # one Blob: top card only
    play(s, "blob 0")
    assert kinds(s)[-1] == "psychic"
    play(s, "look 1:0", "done")
    assert s.known[card_at(s, 1, 0)] == 1 << 0
    assert zone_keys(s, s.pile) == ["assassin", "psychic"]
    assert zone_keys(s, s.deck) == ["nostro"]
    assert s.current == 1


def test_two_blobs_reach_the_second_discard():
    """§12.3 Blob: with B faceup Blobs any faceup d&d card among the top B discards."""
    s = scenario(
        2,
        [[("blob", True), ("blob", True), "golem"], [("regifter", True), "curator"]],
        deck=["nostro"],
        pile=["psychic", "assassin", "pixie"],
        edition=COIN,
    )
    assert starts_with("blob", legal(s)) == {"blob 1"}  # the Pixie on top has no d&d ability
    play(s, "blob 1")
    assert legal(s) == {"remove 0:0", "remove 0:1", "remove 1:0"}
    play(s, "remove 1:0")
    assert zone_keys(s, s.pile) == ["regifter", "psychic", "assassin", "pixie"]


def test_blob_cannot_use_a_facedown_discard():
    """AMB-86: a facedown discard cannot be activated by the Blob."""
    s = scenario(
        2, [[("blob", True), "golem"], ["regifter"]], deck=["nostro"], pile=["psychic"], edition=COIN
    )
    s.up[s.pile[-1]] = False
    assert not starts_with("blob", legal(s))


def test_no_blob_after_drawing():
    """§12.3 Blob: not after drawing (it is the main action)."""
    s = scenario(
        2, [[("blob", True), "golem"], ["regifter"]], deck=["nostro", "pixie"], pile=["psychic"], edition=COIN
    )
    play(s, "draw")
    assert not starts_with("blob", legal(s))
    play(s, "discard")
    assert s.current == 1


def test_blob_on_a_tanner_moves_the_tanner_into_the_village():
    """AMB-27/28: a Blob-activated Apprentice Tanner relocates as written (it lies on the pile)."""
    s = scenario(
        2,
        [[("blob", True), "golem"], ["regifter"]],
        deck=["nostro"],
        pile=["psychic", "apprentice_tanner"],
        edition=COIN,
    )
    play(s, "blob 0")
    assert legal(s) == {"left", "right"}
    play(s, "right")
    assert keys(s, 0) == ["blob", "golem", "apprentice_tanner"]
    assert faces(s, 0) == [True, False, True]
    assert zone_keys(s, s.pile) == ["psychic"]
    assert legal(s) == {"flip 0:0", "flip 0:1", "flip 1:0"}


def test_blob_on_a_gremlin_moves_the_gremlin():
    """AMB-27/28: a Blob-activated Gremlin (mixed deck, Bullet 12s) relocates as written."""
    s = scenario(
        2,
        [[("blob", True), "golem"], ["pixie"]],
        deck=["nostro"],
        pile=["psychic", "gremlin"],
        edition="C:CCCCCCCCCCCCBC",
    )
    play(s, "blob 0", "put 1 1")
    assert keys(s, 1) == ["pixie", "gremlin"] and faces(s, 1) == [False, True]
    assert zone_keys(s, s.pile) == ["psychic"]


# ====================================================================== 5 Apprentice Tanner
def test_tanner_goes_to_either_end_then_flips_another_card():
    """§12.3 Apprentice Tanner: placed faceup at either end (nothing discarded), then a mandatory flip
    of one other card in any village, either way."""
    s = scenario(
        2,
        [["golem", ("blob", True)], ["regifter"]],
        deck=["apprentice_tanner", "nostro"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert legal(s) == {"left", "right"}
    play(s, "left")
    assert keys(s, 0) == ["apprentice_tanner", "golem", "blob"]
    assert faces(s, 0)[0]
    assert legal(s) == {"flip 0:1", "flip 0:2", "flip 1:0"}  # mandatory: no pass, never the Tanner
    play(s, "flip 0:2")
    assert faces(s, 0) == [True, False, False]
    assert "apprentice_tanner" not in zone_keys(s, s.pile)
    assert s.current == 1


def test_tanner_into_an_empty_village():
    """§14: a player with no cards may put the Tanner into their empty village."""
    s = scenario(2, [[], ["regifter"]], deck=["apprentice_tanner", "nostro"], edition=COIN)
    play(s, "draw")
    assert legal(s) == {"discard", "use"}
    play(s, "use")
    assert legal(s) == {"left"}
    play(s, "left", "flip 1:0")
    assert keys(s, 0) == ["apprentice_tanner"]
    assert faces(s, 1) == [True]


def test_tanner_flip_is_skipped_without_another_card():
    """AMB-34: the flip is skipped when no other card can be flipped."""
    s = scenario(2, [[], []], deck=["apprentice_tanner", "nostro"], edition=COIN)
    play(s, "draw", "use", "left")
    assert keys(s, 0) == ["apprentice_tanner"]
    assert s.current == 1


def test_tanner_via_nosferatu_only_flips():
    """§12.3 Tanner / AMB-27: activated through a Nosferatu it keeps its pile position; only the flip."""
    s = scenario(
        2,
        [["golem", "blob"], ["regifter"]],
        deck=["nosferatu", "nostro"],
        pile=["psychic", "apprentice_tanner"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert "invoke 1" in legal(s)
    play(s, "invoke 1")
    assert starts_with("flip", legal(s)) == legal(s) == {"flip 0:0", "flip 0:1", "flip 1:0"}
    play(s, "flip 1:0")
    assert zone_keys(s, s.pile) == ["psychic", "apprentice_tanner", "nosferatu"]
    assert keys(s, 0) == ["golem", "blob"]


def test_tanner_copied_by_a_marksman_only_flips():
    """AMB-27: a Marksman copy (mixed deck, Bullet 9s) cannot move the Tanner: only the flip, never of
    the copied Tanner itself; the Tanner stays in its village."""
    s = scenario(
        2,
        [["golem", "blob"], [("apprentice_tanner", True), "pixie"]],
        deck=["marksman", "nostro"],
        edition="C:CCCCCCCCCBCCCC",
    )
    play(s, "draw", "use")
    assert legal(s) == {"copy 1:0"}
    play(s, "copy 1:0")
    assert legal(s) == {"flip 0:0", "flip 0:1", "flip 1:1"}
    play(s, "flip 0:0")
    assert keys(s, 1) == ["apprentice_tanner", "pixie"] and faces(s, 0) == [True, False]
    assert zone_keys(s, s.pile)[-1] == "marksman"


def test_tanner_from_the_squire_area_may_be_used():
    """AMB-40 / AMB-81: a Tanner taken from the Squire draw area counts as drawn: its ability works."""
    s = scenario(
        2,
        [[("squire", True), "golem"], ["pixie"]],
        deck=["psychic", "nostro"],
        area=["apprentice_tanner"],
        edition="C:CACCCCCCCCCCCC",
    )
    play(s, "area 0")
    assert "use" in legal(s)
    play(s, "use", "left", "flip 1:0")
    assert keys(s, 0) == ["apprentice_tanner", "squire", "golem"]


# ====================================================================== 6 Huntress
def test_huntress_turns_one_card_down_and_a_different_one_up():
    """§12.3 Huntress: first a faceup card facedown, then a different facedown card faceup."""
    s = scenario(
        2,
        [[("golem", True), "blob"], ["regifter", ("pixie", True)]],
        deck=["huntress", "nostro"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert legal(s) == {"flip 0:0", "flip 1:1"}
    play(s, "flip 1:1")
    assert legal(s) == {"flip 0:1", "flip 1:0"}  # not the card just turned down
    play(s, "flip 1:0")
    assert faces(s, 1) == [True, False]
    assert s.current == 1


def test_huntress_needs_a_faceup_target():
    """§12.3 Huntress: with no faceup village card it cannot be used."""
    s = scenario(2, [["golem", "blob"], ["regifter"]], deck=["huntress", "nostro"], edition=COIN)
    play(s, "draw")
    assert "use" not in legal(s)


def test_huntress_second_flip_skipped_when_no_other_facedown_card():
    """AMB-34: only the first step happens when no other facedown card is eligible."""
    s = scenario(2, [[("golem", True)], [("regifter", True)]], deck=["huntress", "nostro"], edition=COIN)
    play(s, "draw", "use", "flip 0:0")
    assert faces(s, 0) == [False] and faces(s, 1) == [True]
    assert s.current == 1


# ====================================================================== 7 Nostro
def test_nostro_sees_every_facedown_card_of_one_village():
    """§12.3 Nostro: choose a village, secretly look at all its facedown cards."""
    s = scenario(
        3,
        [["golem"], ["regifter", ("pixie", True), "blob"], ["curator"]],
        deck=["nostro", "psychic"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert legal(s) == {"search 0", "search 1", "search 2"}
    play(s, "search 1")
    assert s.known[card_at(s, 1, 0)] == s.known[card_at(s, 1, 2)] == 1 << 0
    assert s.known[card_at(s, 2, 0)] == 0
    assert faces(s, 1) == [False, True, False]


def test_nostro_may_choose_any_village_even_one_with_nothing_facedown():
    """§12.3 Nostro / AMB-37: "choose a village (yours allowed)"; one with nothing facedown is a
    legal choice that shows nothing."""
    s = scenario(2, [["golem"], [("regifter", True)]], deck=["nostro", "psychic"], edition=COIN)
    play(s, "draw", "use")
    assert legal(s) == {"search 0", "search 1"}
    events = play(s, "search 1")
    assert not any(e.kind == ev.PEEKED for e in events)


# ====================================================================== 8 Assassin
def test_assassin_sends_a_faceup_card_to_the_bottom_of_the_pile():
    """§12.3 Assassin: a faceup card of any village goes faceup to the bottom of the pile; the village
    shrinks by one."""
    s = scenario(
        2,
        [["golem", ("blob", True)], [("regifter", True), "pixie"]],
        deck=["assassin", "nostro"],
        pile=["psychic"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert legal(s) == {"remove 0:1", "remove 1:0"}  # faceup cards only, own village allowed
    play(s, "remove 1:0")
    assert keys(s, 1) == ["pixie"]
    assert zone_keys(s, s.pile) == ["regifter", "psychic", "assassin"]
    assert s.up[s.pile[0]]


def test_assassin_unusable_without_faceup_cards():
    """§12.3 Assassin: only faceup cards can be removed."""
    s = scenario(2, [["golem", "blob"], ["regifter"]], deck=["assassin", "nostro"], edition=COIN)
    play(s, "draw")
    assert "use" not in legal(s)


# ====================================================================== 9 Psychic
def test_psychic_looks_at_up_to_three_cards():
    """§12.3 Psychic: secretly view up to three facedown cards in any villages; then it is over."""
    s = scenario(
        2, [["golem", "blob"], ["regifter", "pixie", "curator"]], deck=["psychic", "nostro"], edition=COIN
    )
    play(s, "draw", "use", "look 0:0", "look 1:1")
    assert "look 0:0" not in legal(s) and "done" in legal(s)
    play(s, "look 1:2")
    assert s.current == 1  # three looks used the ability up
    seen = [card_at(s, 0, 0), card_at(s, 1, 1), card_at(s, 1, 2)]
    assert all(s.known[c] == 1 << 0 for c in seen)
    assert s.known[card_at(s, 0, 1)] == 0 and s.known[card_at(s, 1, 0)] == 0


def test_psychic_may_stop_early_and_skips_faceup_cards():
    """§12.3 Psychic: 'up to' three; faceup cards are not targets."""
    s = scenario(2, [["golem", ("blob", True)], ["regifter"]], deck=["psychic", "nostro"], edition=COIN)
    play(s, "draw", "use")
    assert legal(s) == {"look 0:0", "look 1:0", "done"}  # "up to": even none
    play(s, "look 1:0", "done")
    assert s.current == 1


# ====================================================================== 10 Nosferatu
def test_nosferatu_considers_the_three_discards_beneath_it():
    """§12.3 Nosferatu / AMB-23: the three cards directly beneath it; take one (mandatory exchange)."""
    s = scenario(
        2,
        [["golem", "blob"], ["regifter"]],
        deck=["nosferatu", "nostro"],
        pile=["huntress", "pixie", "curator", "wolfman"],
        edition=COIN,
    )
    play(s, "draw", "use")
    assert starts_with("pick", legal(s)) == {"pick 1", "pick 2", "pick 3"}
    assert not starts_with("invoke", legal(s))  # no d&d card among the three
    play(s, "pick 3")
    assert "discard" not in legal(s) and "use" not in legal(s)  # mandatory exchange
    play(s, "exchange 0")
    assert keys(s, 0) == ["pixie", "blob"] and faces(s, 0) == [True, False]
    assert zone_keys(s, s.pile) == ["huntress", "curator", "wolfman", "nosferatu", "golem"]


def test_nosferatu_takes_a_facedown_discard_blind():
    """AMB-86 / §12.3 Nosferatu: a facedown discard may be taken blind (not invoked); it enters facedown."""
    s = scenario(
        2,
        [["golem", "blob"], ["regifter"]],
        deck=["nosferatu", "nostro"],
        pile=["psychic", "curator"],
        edition=COIN,
    )
    blind = s.pile[0]
    s.up[blind] = False
    s.known[blind] = 0
    play(s, "draw", "use")
    assert "pick 2" in legal(s) and "invoke 2" not in legal(s)
    play(s, "pick 2", "exchange 1")
    assert card_at(s, 0, 1) == blind
    assert not s.up[blind] and s.known[blind] == 0


def test_nosferatu_invokes_a_discard_which_keeps_its_place():
    """§12.3 Nosferatu (b): use the ability of a faceup d&d card beneath it; it stays in place."""
    s = scenario(
        2,
        [["golem", "blob"], ["regifter"]],
        deck=["nosferatu", "nostro"],
        pile=["psychic", "curator"],
        edition=COIN,
    )
    play(s, "draw", "use", "invoke 2", "look 1:0", "done")
    assert s.known[card_at(s, 1, 0)] == 1 << 0
    assert zone_keys(s, s.pile) == ["psychic", "curator", "nosferatu"]
    assert s.current == 1


def test_nosferatu_burrows_through_another_nosferatu():
    """§12.3 Nosferatu: invoking another Nosferatu considers the three cards beneath that one."""
    s = scenario(
        2,
        [["golem", ("blob", True)], ["regifter"]],
        deck=["nosferatu", "nostro"],
        pile=["psychic", "assassin", "huntress", "pixie", "nosferatu", "curator"],
        edition=COIN,
    )
    play(s, "draw", "use")
    # beneath the drawn Nosferatu (depth 0): curator 1, nosferatu 2, pixie 3
    assert legal(s) == {"pick 1", "pick 2", "pick 3", "invoke 2"}
    play(s, "invoke 2")
    # beneath the burrowed Nosferatu (depth 2): pixie 3, huntress 4, assassin 5 (not the psychic at 6)
    assert legal(s) == {"pick 3", "pick 4", "pick 5", "invoke 4", "invoke 5"}
    play(s, "pick 5", "exchange 0")
    assert keys(s, 0) == ["assassin", "blob"]
    assert zone_keys(s, s.pile) == [
        "psychic",
        "huntress",
        "pixie",
        "nosferatu",
        "curator",
        "nosferatu",
        "golem",
    ]


# ====================================================================== 11 Golem
def test_golem_puts_the_card_beneath_it_in_place_of_any_card():
    """§12.3 Golem / AMB-43: the card beneath the Golem replaces any unprotected village card keeping
    its pile face; the displaced card goes to the bottom of the pile in its current face, unseen."""
    s = scenario(
        2,
        [["blob", "curator"], ["regifter", "pixie"]],
        deck=["golem", "nostro"],
        pile=["psychic", "huntress"],
        edition=COIN,
    )
    regifter = card_at(s, 1, 0)
    play(s, "draw", "use")
    assert legal(s) == {"replace 0:0", "replace 0:1", "replace 1:0", "replace 1:1"}
    play(s, "replace 1:0")
    assert keys(s, 1) == ["huntress", "pixie"] and faces(s, 1) == [True, False]
    assert s.pile[0] == regifter and not s.up[regifter]  # bottom, still facedown
    assert s.known[regifter] == 0  # nobody saw it
    assert zone_keys(s, s.pile) == ["regifter", "psychic", "golem"]


def test_golem_moves_a_facedown_discard_facedown():
    """AMB-43: the incoming card keeps its pile orientation (facedown here); a faceup displaced card
    goes faceup to the bottom."""
    s = scenario(
        2,
        [[("blob", True), "curator"], ["regifter"]],
        deck=["golem", "nostro"],
        pile=["psychic"],
        edition=COIN,
    )
    psychic = s.pile[0]
    s.up[psychic] = False
    play(s, "draw", "use", "replace 0:0")
    assert card_at(s, 0, 0) == psychic and not s.up[psychic]
    assert zone_keys(s, s.pile) == ["blob", "golem"] and s.up[s.pile[0]]


def test_golem_activated_by_a_blob_takes_the_card_beneath_it():
    """§12.3 Golem / D-17 / AMB-28: a Golem activated in place by a Blob (two Blobs: depth 1) takes the
    card beneath *it* (the Huntress), not the Pixie lying above it."""
    s = scenario(
        2,
        [[("blob", True), ("blob", True), "curator"], ["regifter"]],
        deck=["psychic"],
        pile=["huntress", "golem", "pixie"],
        edition=COIN,
    )
    play(s, "blob 1", "replace 1:0")
    assert keys(s, 1) == ["huntress"]
    assert zone_keys(s, s.pile) == ["regifter", "golem", "pixie"]


def test_golem_invoked_by_a_nosferatu_takes_the_card_beneath_it():
    """§12.3 Golem + Nosferatu / D-17: the invoked Golem keeps its place and takes the card beneath it."""
    s = scenario(
        2,
        [["blob", "curator"], ["regifter"]],
        deck=["nosferatu", "psychic"],
        pile=["huntress", "golem", "pixie"],
        edition=COIN,
    )
    play(s, "draw", "use", "invoke 2", "replace 1:0")
    assert keys(s, 1) == ["huntress"]
    assert zone_keys(s, s.pile) == ["regifter", "golem", "pixie", "nosferatu"]


def test_blob_may_activate_a_golem_with_nothing_beneath_it_to_no_effect():
    """§12.3 Golem: "no effect if there is no card beneath the Golem"; a Blob reaching it (two
    Blobs, depth 1) may still choose it (AMB-28): the Blob action then does nothing."""
    s = scenario(
        2,
        [[("blob", True), ("blob", True), "curator"], ["regifter"]],
        deck=["psychic"],
        pile=["golem", "pixie"],
        edition=COIN,
    )
    assert "blob 1" in legal(s)
    events = play(s, "blob 1")
    assert [e.params["card"] for e in events if e.kind == ev.NO_EFFECT] == ["coin.golem"]
    assert zone_keys(s, s.pile) == ["golem", "pixie"]


def test_golem_with_no_card_beneath_is_a_legal_no_op():
    """§12.3 Golem: "no effect if there is no card beneath the Golem": usable, nothing happens."""
    s = scenario(2, [["blob", "curator"], ["regifter"]], deck=["golem", "nostro"], pile=[], edition=COIN)
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert any(e.kind == ev.NO_EFFECT for e in events) and keys(s, 0) == ["blob", "curator"]


# ====================================================================== 12 Village Idiot
def test_village_idiot_moves_one_card_from_each_village_clockwise():
    """§12.3 Village Idiot / AMB-29: the chosen cards move together to the next village clockwise,
    each into the spot vacated there, keeping orientation; everyone keeps their card count."""
    s = scenario(
        3,
        [["blob", ("curator", True)], ["regifter", "pixie"], [("huntress", True), "assassin"]],
        deck=["village_idiot", "nostro"],
        edition=COIN,
    )
    play(s, "draw", "use")
    # the faceup Curator may act in the middle of the ability (§12.3): rotation only, spots are named
    assert legal(s) == {"direction 0", "direction 1", "rotate 0", "rotate 1"}
    play(s, "direction 0")
    assert legal(s) == {"choose 0:0", "choose 0:1", "rotate 0", "rotate 1"}
    play(s, "choose 0:1", "choose 1:0", "choose 2:0")
    assert keys(s, 0) == ["blob", "huntress"] and faces(s, 0) == [False, True]
    assert keys(s, 1) == ["curator", "pixie"] and faces(s, 1) == [True, False]
    assert keys(s, 2) == ["regifter", "assassin"] and faces(s, 2) == [False, False]


def test_village_idiot_counter_clockwise():
    """§12.3 Village Idiot: counter-clockwise sends each card to the previous seat."""
    s = scenario(
        3,
        [["blob"], ["regifter"], ["huntress"]],
        deck=["village_idiot", "nostro"],
        edition=COIN,
    )
    play(s, "draw", "use", "direction 1", "choose 0:0", "choose 1:0", "choose 2:0")
    assert keys(s, 0) == ["regifter"] and keys(s, 1) == ["huntress"] and keys(s, 2) == ["blob"]


def test_village_idiot_skips_an_empty_village():
    """AMB-29 / §14: villages without cards are skipped; the cycle closes over the others."""
    s = scenario(
        3,
        [["blob", "curator"], [], ["huntress"]],
        deck=["village_idiot", "nostro"],
        edition=COIN,
    )
    play(s, "draw", "use", "direction 0", "choose 0:0")
    assert legal(s) == {"choose 2:0"}
    play(s, "choose 2:0")
    assert keys(s, 0) == ["huntress", "curator"] and keys(s, 1) == [] and keys(s, 2) == ["blob"]


def test_village_idiot_with_two_players_is_a_swap():
    """AMB-29: with two players the Village Idiot is a swap (either direction)."""
    s = scenario(2, [["blob", "curator"], ["huntress"]], deck=["village_idiot", "nostro"], edition=COIN)
    play(s, "draw", "use", "direction 1", "choose 0:1", "choose 1:0")
    assert keys(s, 0) == ["blob", "huntress"] and keys(s, 1) == ["curator"]


def test_village_idiot_with_one_village_holding_cards_is_a_legal_no_op():
    """AMB-29: with only one eligible village the cycle closes over that village: nothing moves and
    nothing is asked, but the use is legal."""
    s = scenario(2, [["blob", "curator"], []], deck=["village_idiot", "nostro"], edition=COIN)
    play(s, "draw")
    assert "use" in legal(s)
    events = play(s, "use")
    assert any(e.kind == ev.NO_EFFECT for e in events) and keys(s, 0) == ["blob", "curator"]


# ====================================================================== 13 Wolfman
def test_faceup_wolfman_with_the_rest_below_13_is_worth_0():
    """§12.3 Wolfman: faceup, other cards summing to less than 13 -> the village is worth 0."""
    s = scenario(2, [[("wolfman", True), "village_idiot"], ["blob"]], edition=COIN)
    assert village_value(s, s.villages[0]) == 0


def test_faceup_wolfman_with_the_rest_at_13_scores_the_full_sum():
    """§12.3 Wolfman: rest equal to 13 is not 'less than 13': full sum including the Wolfman."""
    s = scenario(2, [[("wolfman", True), "village_idiot", "con_artist"], ["blob"]], edition=COIN)
    assert village_value(s, s.villages[0]) == 26


def test_facedown_wolfman_is_a_plain_13():
    """§12.3 Wolfman: facedown at round end it is a plain 13."""
    s = scenario(2, [["wolfman", "village_idiot"], ["blob"]], edition=COIN)
    assert village_value(s, s.villages[0]) == 25


def test_two_faceup_wolfmen_count_each_other():
    """§12.3 Wolfman: two faceup Wolfmen -> the full sum applies."""
    s = scenario(2, [[("wolfman", True), ("wolfman", True)], ["blob"]], edition=COIN)
    assert village_value(s, s.villages[0]) == 26


def test_lone_faceup_wolfman_is_worth_0_and_scores_so():
    """§12.3 Wolfman: a village with only a faceup Wolfman is 0 (checked through a real round end)."""
    s = scenario(2, [[("wolfman", True)], ["blob", "curator"]], deck=["psychic"], edition=COIN)
    events = finish(s)
    assert scored(events)["values"] == [0, 6]


def test_wolfman_turned_facedown_before_the_end_is_plain():
    """§7.0: face states are those at round end (the Pixie turned the Wolfman facedown)."""
    s = scenario(
        2,
        [[("pixie", True), ("wolfman", True)], ["blob", "curator"]],
        deck=["psychic", "nostro"],
        edition=COIN,
    )
    play(s, "pixie 0 0:1")
    events = finish(s)
    assert scored(events)["values"] == [3 + 13, 6]


# ====================================================================== the Silver Coin
def test_coin_flips_any_card_once_per_round_and_forbids_the_call():
    """§9.3: the active holder flips any one card in any village, either way, once per round; the coin
    goes to tails; no call that turn."""
    s = scenario(
        2,
        [["blob", ("curator", True)], ["regifter", "golem"]],
        deck=["psychic", "nostro", "assassin"],
        token_holder=0,
        token_active=True,
        edition=COIN,
    )
    assert starts_with("coin", legal(s)) == {"coin 0:0", "coin 0:1", "coin 1:0", "coin 1:1"}
    events = play(s, "coin 1:1")
    assert any(e.kind == ev.TOKEN_USED for e in events)
    assert faces(s, 1) == [False, True]
    assert not s.token_active
    assert not starts_with("coin", legal(s))
    assert "call" not in legal(s)
    play(s, "draw", "discard", "end")
    play(s, "draw", "discard")
    assert s.current == 0 and not starts_with("coin", legal(s))  # once per round


def test_coin_turns_a_faceup_card_facedown():
    """§9.3: 'either way'."""
    s = scenario(
        2,
        [["blob", ("curator", True)], ["regifter"]],
        deck=["psychic"],
        token_holder=0,
        token_active=True,
        edition=COIN,
    )
    play(s, "coin 0:1")
    assert faces(s, 0) == [False, False]


def test_inactive_coin_or_other_player_cannot_flip():
    """§9.3: tails = no power; only the active holder, only on their own turn."""
    s = scenario(2, [["blob"], ["regifter"]], deck=["psychic", "nostro"], token_holder=0, edition=COIN)
    assert not starts_with("coin", legal(s))
    s = scenario(
        2,
        [["blob"], ["regifter"]],
        deck=["psychic", "nostro"],
        token_holder=0,
        token_active=True,
        edition=COIN,
    )
    play(s, "draw", "discard", "end")
    assert s.current == 1 and not starts_with("coin", legal(s))


def test_coin_flip_usable_after_the_main_action():
    """§9.3 / §3: a free step, before or after the main action."""
    s = scenario(
        2, [["blob", "curator"], ["regifter"]], deck=["psychic", "nostro"], token_active=True, edition=COIN
    )
    play(s, "draw", "discard")
    assert "coin 1:0" in legal(s)
    play(s, "coin 1:0")
    assert faces(s, 1) == [True]


def test_coin_cannot_flip_another_players_guarded_card():
    """AMB-83 / §9.3: in a Coin base with Silver Bodyguards the coin cannot flip a card (or the
    Bodyguard) guarding against the flipper; the owner may flip their own guarded card."""
    s = scenario(
        2,
        [["blob", "curator"], [("bodyguard", True), "regifter", "golem"]],
        deck=["psychic", "nostro"],
        token_holder=0,
        token_active=True,
        guards=[(1, 0, 1)],
        edition="C:CCCACCCCCCCCCC",
    )
    assert starts_with("coin", legal(s)) == {"coin 0:0", "coin 0:1", "coin 1:2"}
    s = scenario(
        2,
        [[("bodyguard", True), "regifter", "golem"], ["blob"]],
        deck=["psychic", "nostro"],
        token_holder=0,
        token_active=True,
        guards=[(0, 0, 1)],
        edition="C:CCCACCCCCCCCCC",
    )
    assert {"coin 0:0", "coin 0:1", "coin 0:2", "coin 1:0"} == starts_with("coin", legal(s))


def test_coin_flip_of_the_second_villager_ends_the_round_at_once():
    """AMB-83: flipping a Villager faceup (mixed deck, Silver 0s) ends the round at once; the flipper's
    turn ends without a main action."""
    s = scenario(
        2,
        [[("villager", True), "blob"], ["villager", "golem"]],
        deck=["psychic", "nostro"],
        token_holder=0,
        token_active=True,
        edition="C:ACCCCCCCCCCCCC",
    )
    events = play(s, "coin 1:0")
    assert ended(events, "villagers")
    assert s.round == 2 and len(s.scores) == 1
    assert zone_keys(s, s.hand) == []


def test_coin_base_call_needs_a_card_in_the_deck():
    """§5 / AMB-6 / AMB-81: in a Coin base calling needs at least one card in the deck."""
    s = scenario(2, [["blob"], ["regifter"]], deck=[], area=[], pile=["psychic"], edition=COIN)
    assert "call" not in legal(s)
    s = scenario(2, [["blob"], ["regifter"]], deck=["nostro"], edition=COIN)
    assert "call" in legal(s)
