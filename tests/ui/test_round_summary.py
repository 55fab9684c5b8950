"""The round summary explains each score from the scoring event (issue 6, item 9; issue 15, item 6)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QApplication, QLabel

from silver_desktop.engine import events as ev
from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.history import Game
from silver_desktop.ui.card_art import CardArt
from silver_desktop.ui.round_summary import RoundSummary, reason_text, score_notes

NUMBERS = {cid: c.number for cid, c in ALL_CARDS.items()}


def name(card_id: str) -> str:
    return ALL_CARDS[card_id].name


def card(type_id: str, value: int | None, faceup: bool = False) -> dict[str, Any]:
    return {"type": type_id, "value": value, "faceup_at_end": faceup}


def test_a_copycat_counts_as_the_value_the_event_gives_it() -> None:
    cards = [card("bullet.copycat", 2), card("bullet.cow", 5), card("bullet.priest", 2)]
    assert score_notes(cards, None, None, NUMBERS, name) == ["Copycat counts as 2"]
    two = [card("bullet.copycat", 5), card("bullet.copycat", 5), card("bullet.cow", 5)]
    assert score_notes(two, None, None, NUMBERS, name) == ["Copycat counts as 5", "Copycat counts as 5"]


def test_only_the_wolfman_the_event_names_zeroes_the_village() -> None:
    zeroed = [card("coin.wolfman", 13, True), card("coin.pixie", 3)]
    assert score_notes(zeroed, 0, None, NUMBERS, name) == ["Wolfman: the village is worth 0"]
    assert score_notes(zeroed, None, None, NUMBERS, name) == []  # facedown at the end: a plain 13


def test_the_call_and_the_bullet_are_explained() -> None:
    assert score_notes([card("silver.squire", 1)], None, 0, NUMBERS, name) == ["call succeeded: 0"]
    covered = [card("silver.witch", 11), card("silver.seer", None, True)]
    assert score_notes(covered, None, 10, NUMBERS, name) == [
        "the card under the bullet does not count",
        "call failed: +10",
    ]


def test_round_end_reasons() -> None:
    names = ["You", "Ada"]
    assert "Ada" in reason_text("call", 1, True, names)
    assert "deck" in reason_text("deck", -1, False, names)
    # the one person against bots is spoken to, not named ("You called ...: they score 0")
    assert (
        reason_text("call", 0, True, names)
        == "You called for a vote and had the lowest village: you score 0."
    )
    assert reason_text("call", 0, False, names) == (
        "You called for a vote but did not have the lowest village: 10 points added to yours."
    )


def scored_rounds(deck: str, seed: int) -> list[dict[str, Any]]:
    """The ``round.scored`` parameters of a random 4-player game."""
    game = Game.new(GameConfig(players=4, deck=DeckSpec.parse(deck, seed=seed)), seed)
    rng = random.Random(seed)
    rounds = []
    while actions := game.legal_actions():
        rounds += [dict(e.params) for e in game.play(rng.choice(actions)) if e.kind == ev.ROUND_SCORED]
    return rounds


def test_the_dialog_shows_every_village_with_the_events_notes(qapp: QApplication) -> None:
    names = ["Ada", "Bo", "Cy", "Dee"]
    art = CardArt()
    noted = 0
    for deck in ("bullet", "coin"):
        for params in scored_rounds(deck, 5):
            dialog = RoundSummary(params, names, art, name, numbers=NUMBERS)
            dialog.grab()
            texts = {label.text() for label in dialog.findChildren(QLabel)}
            for seat, village in enumerate(params["cards"]):
                notes = score_notes(village, params["wolfman"][seat], params["call"][seat], NUMBERS, name)
                if notes:
                    assert "\n".join(notes) in texts
                    noted += 1
                pictures = [label.toolTip() for label in dialog.findChildren(QLabel) if label.pixmap()]
                assert all(name(c["type"]) in pictures for c in village)
            dialog.deleteLater()
    assert noted > 0


def test_the_villages_are_as_large_as_the_screen_lets_them_be() -> None:
    """At 96 px nearly every card's name fits on it (at 64 px most names were left off, and a
    newcomer saw pictures and numbers only); a smaller screen gets smaller pictures, never under 64."""
    from PySide6.QtCore import QSize

    from silver_desktop.ui.round_summary import CARD_HEIGHTS, card_height

    assert card_height(4, 6, QSize(1280, 760)) == 96
    assert card_height(4, 6, QSize(1024, 600)) < 96
    assert card_height(4, 12, QSize(1024, 600)) == CARD_HEIGHTS[-1] == 64
    assert card_height(4, 30, QSize(800, 500)) == 64  # never smaller: the dialog may scroll or crowd
    heights = [card_height(rows, 6, QSize(1024, 600)) for rows in (2, 3, 4)]
    assert heights == sorted(heights, reverse=True)  # more villages, never larger pictures
