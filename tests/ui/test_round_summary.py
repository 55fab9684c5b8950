"""The round summary explains each score (issue 6, item 9)."""

from __future__ import annotations

from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.ui.round_summary import game_over_text, reason_text, score_notes

NUMBERS = {cid: c.number for cid, c in ALL_CARDS.items()}


def name(card_id: str) -> str:
    return ALL_CARDS[card_id].name


def test_a_copycat_counts_as_the_lowest_other_card() -> None:
    cards = ["bullet.copycat", "bullet.cow", "bullet.priest"]
    notes = score_notes(cards, 2 + 5 + 2, 9, False, NUMBERS, name)
    assert notes == ["Copycat counts as 2"]


def test_a_faceup_wolfman_makes_a_low_village_worth_nothing() -> None:
    notes = score_notes(["coin.wolfman", "coin.pixie"], 0, 0, False, NUMBERS, name)
    assert notes == ["Wolfman: the village is worth 0"]


def test_the_call_and_the_bullet_are_explained() -> None:
    assert score_notes(["silver.squire"], 1, 0, True, NUMBERS, name) == ["call succeeded: 0"]
    assert score_notes(["silver.witch", "silver.seer"], 9, 19, True, NUMBERS, name) == [
        "the card under the bullet does not count",
        "call failed: +10",
    ]


def test_round_end_reasons_and_the_winner() -> None:
    names = ["You", "Ada"]
    assert "Ada" in reason_text("call", 1, True, names)
    assert "deck" in reason_text("deck", -1, False, names)
    text = game_over_text({"winner": 1, "totals": [40, 12], "tiebreak": True}, names)
    assert text.splitlines()[0] == "Ada wins with the lowest total!"
    assert "tie-break" in text and "1. Ada: 12" in text
