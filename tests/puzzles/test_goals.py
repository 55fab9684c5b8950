"""Each goal kind on small positions: true when its condition holds, false when it does not."""

from pathlib import Path

import pytest

from silver_desktop.engine.position import from_position
from silver_desktop.engine.rules import apply
from silver_desktop.puzzles.draft import position_from_table
from silver_desktop.puzzles.goals import KINDS, GoalError, parse_goal


def state(**table):
    table.setdefault("villages", [["doppelganger@0", "squire", "empath^"], ["villager^", "witch", "seer@0"]])
    table.setdefault("deck_top", ["villager", "robber"])
    return from_position(position_from_table(table))


def goal(**data):
    return parse_goal(data, 2)


def test_village_drop_and_rise():
    a = state()
    b = a.clone()
    apply(b, "draw")
    apply(b, "exchange 0")  # the Villager (0) replaces the Doppelgänger (13)
    assert goal(kind="village_drop", seat=0, at_least=13)(a, b)
    assert not goal(kind="village_drop", seat=0, at_least=14)(a, b)
    assert not goal(kind="village_rise", seat=0, at_least=1)(a, b)
    assert goal(kind="village_rise", seat=0, at_least=13)(b, a)


def test_village_totals_and_size():
    s = state()  # seat 0: 13 + 1 + 2 = 16
    assert goal(kind="village_total_at_most", seat=0, value=16)(s, s)
    assert not goal(kind="village_total_at_most", seat=0, value=15)(s, s)
    assert goal(kind="village_total_at_least", seat=0, value=16)(s, s)
    assert not goal(kind="village_total_at_least", seat=0, value=17)(s, s)
    assert goal(kind="village_size_at_most", seat=1, value=3)(s, s)
    assert not goal(kind="village_size_at_most", seat=1, value=2)(s, s)


def test_cards_faceup_facedown_and_in_village():
    s = state()
    assert goal(kind="card_faceup", card="silver.empath")(s, s)
    assert goal(kind="card_faceup", card="silver.empath", seat=0)(s, s)
    assert not goal(kind="card_faceup", card="silver.empath", seat=1)(s, s)
    assert goal(kind="card_facedown", card="silver.witch", seat=1)(s, s)
    assert not goal(kind="card_facedown", card="silver.villager")(s, s)
    assert goal(kind="card_in_village", card="silver.seer", seat=1)(s, s)
    assert not goal(kind="card_in_village", card="silver.seer", seat=0)(s, s)


def test_knowledge():
    s = state()
    assert goal(kind="seat_knows", seat=0, card="silver.seer", owner=1)(s, s)
    assert goal(kind="seat_knows", seat=0, card="silver.doppelganger")(s, s)
    assert not goal(kind="seat_knows", seat=0, card="silver.squire")(s, s)
    assert not goal(kind="seat_knows", seat=1, card="silver.doppelganger")(s, s)
    assert goal(kind="knows_count", seat=0, owner=0, at_least=1)(s, s)
    assert not goal(kind="knows_count", seat=0, owner=0, at_least=2)(s, s)


def test_token_on():
    table = {"round": 2, "scores": [[0, 30]], "token": {"holder": 0, "active": True, "on": "village:0:1"}}
    s = state(**table)
    assert goal(kind="token_on", card="silver.squire", seat=0)(s, s)
    assert not goal(kind="token_on", card="silver.doppelganger", seat=0)(s, s)


def test_scored_goals_need_the_round_scored():
    a = state(villages=[["squire@0", "empath@0"], ["witch", "seer", "master"]])
    assert not goal(kind="round_ended")(a, a)
    assert not goal(kind="lowest_score", seat=0)(a, a)
    assert not goal(kind="call_succeeds", seat=0)(a, a)
    b = a.clone()
    apply(b, "call")  # 3 against 30: the call succeeds once seat 1 has played its last turn
    assert not goal(kind="call_succeeds", seat=0)(a, b)
    apply(b, "draw")
    apply(b, "discard")
    assert b.over
    assert goal(kind="round_ended")(a, b)
    assert goal(kind="round_ended", reason="call")(a, b)
    assert not goal(kind="round_ended", reason="deck")(a, b)
    assert goal(kind="call_succeeds", seat=0)(a, b)
    assert not goal(kind="call_fails", seat=0)(a, b)
    assert not goal(kind="call_succeeds", seat=1)(a, b)
    assert goal(kind="lowest_score", seat=0)(a, b)
    assert not goal(kind="lowest_score", seat=1)(a, b)
    assert goal(kind="score_at_most", seat=0, value=0)(a, b)
    assert not goal(kind="score_at_most", seat=1, value=29)(a, b)


def test_a_failed_call():
    a = state(villages=[["witch@0", "master@0"], ["villager^", "squire", "empath"]])
    b = a.clone()
    for action in ("call", "draw", "discard"):
        apply(b, action)
    assert goal(kind="call_fails", seat=0)(a, b)
    assert not goal(kind="call_succeeds", seat=0)(a, b)
    assert goal(kind="score_at_most", seat=0, value=31)(a, b)  # 21 + 10
    assert not goal(kind="score_at_most", seat=0, value=30)(a, b)


def test_combinators():
    s = state()
    yes = {"kind": "card_in_village", "card": "silver.seer", "seat": 1}
    no = {"kind": "card_in_village", "card": "silver.seer", "seat": 0}
    assert goal(kind="all", goals=[yes, yes])(s, s)
    assert not goal(kind="all", goals=[yes, no])(s, s)
    assert goal(kind="any", goals=[no, yes])(s, s)
    assert not goal(kind="any", goals=[no, no])(s, s)
    assert goal(kind="not", goal=no)(s, s)
    assert not goal(kind="not", goal=yes)(s, s)


def test_every_kind_is_documented():
    text = (Path(__file__).parents[2] / "docs" / "puzzles.md").read_text(encoding="utf-8")
    for kind in KINDS:
        stem = kind.removesuffix("_most").removesuffix("_least")
        assert f"`{kind}`" in text or f"`{stem}" in text, kind


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({"kind": "village_drop", "seat": 0}, "goal.at_least"),
        ({"kind": "village_drop", "seat": True, "at_least": 1}, "goal.seat"),
        ({"kind": "village_drop", "seat": 0, "at_least": 1.5}, "goal.at_least"),
        ({"kind": "round_ended", "reason": "boredom"}, "goal.reason"),
        ({"kind": "card_faceup", "card": "robber"}, "goal.card"),
        ({"kind": "any", "goals": []}, "goal.goals"),
        ({"kind": "not", "goal": {"kind": "nope"}}, "goal.goal.kind"),
        ({"kind": "all", "goals": [], "x": 1}, "goal.goals"),
        ("village_drop", "goal"),
    ],
)
def test_bad_goals_name_the_field(data, path):
    with pytest.raises(GoalError) as info:
        parse_goal(data, 2)
    assert info.value.path == path
