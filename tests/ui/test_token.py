"""The base edition's token on the table: a chip after its holder's name, with a tooltip that says
what it is and does (RULES.md §9: the amulet, the bullet, the coin; the transfer at a round's end)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from silver_desktop.engine.view import view
from silver_desktop.ui import plain
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.token_text import token_tooltip

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from builders import scenario

NAMES = ("You", "Ada", "Bo")
#: the base edition's token with Silver's cards (the letter before the colon gives the token)
DECKS = {"amulet": "A:" + "A" * 14, "bullet": "B:" + "A" * 14, "coin": "C:" + "A" * 14}
VILLAGES = [["seer", "witch", "master"], ["robber", "exposer", "villager"], ["rascal", "empath", "squire"]]


@pytest.mark.parametrize(
    ("token", "power"),
    [
        ("amulet", "no one may look at, move or swap that card; it still scores"),
        ("bullet", "it scores nothing, its ability is off"),
        ("coin", "turn it to tails to turn over any one card of any village"),
    ],
)
def test_the_tooltip_says_who_holds_the_token_and_what_its_power_does(token: str, power: str) -> None:
    """An active token's tooltip names its holder and its power; an inactive one says it has none;
    both say what holding it means and where it goes at the round's end."""
    edition = DECKS[token]
    active = scenario(3, VILLAGES, deck=["seer"], edition=edition, token_holder=1, token_active=True)
    text = token_tooltip(view(active, 0), NAMES)
    assert text.startswith(f"Ada holds the {token}.")
    assert "plays first in a round" in text and "wins a tie" in text
    assert power in text
    assert "goes to the player with the lowest round score" in text
    idle = scenario(3, VILLAGES, deck=["seer"], edition=edition, token_holder=0, token_active=False)
    text = token_tooltip(view(idle, 0), NAMES)
    assert text.startswith(f"You hold the {token}.")
    assert "It has no power this round." in text and power not in text


@pytest.mark.parametrize("token", ["amulet", "bullet"])
def test_a_laid_token_is_said_to_lie_on_a_card(token: str) -> None:
    """Once the amulet or bullet lies on a card (its power used), the tooltip says so."""
    s = scenario(3, VILLAGES, deck=["seer"], edition=DECKS[token], token_holder=2, token_on=(2, 1))
    text = token_tooltip(view(s, 0), NAMES)
    assert "It lies on a card of the holder's village until the round ends." in text


def test_no_holder_no_tooltip() -> None:
    s = scenario(3, VILLAGES, deck=["seer"])
    s.token_holder = -1
    assert token_tooltip(view(s, 0), NAMES) == ""


def test_the_token_follows_its_holders_name_and_keeps_clear_of_it(qtbot: QtBot) -> None:
    """The chip lies just after the holder's name on the name's line, as tall as the name or more,
    with the tooltip (plain text: a player's name is never read as markup); when the name's text
    grows (a caller's score counted up at the round's end) the chip moves along."""
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    names = ("You", "<b>Ada</b>", "Bo")
    s = scenario(3, VILLAGES, deck=["seer"], edition=DECKS["bullet"], token_holder=1, token_active=True)
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    v = view(s, 0)
    scene.show_view(v, names)
    scene.finish()
    token = scene.text_items()["token"]
    label = scene.text_items()["label:1"]
    chip, name = token.sceneBoundingRect(), label.sceneBoundingRect()
    assert not chip.intersects(name)
    assert 0 < chip.left() - name.right() < chip.width()
    assert chip.top() < name.center().y() < chip.bottom()
    assert chip.height() >= name.height()
    assert token.toolTip() == plain.tooltip(token_tooltip(v, names))
    assert "&lt;b&gt;Ada&lt;/b&gt;\u2069 holds the bullet." in token.toolTip()
    label.setText(label.text() + "  →  22")
    scene._place_label(1)
    chip, name = token.sceneBoundingRect(), label.sceneBoundingRect()
    assert not chip.intersects(name) and chip.left() > name.right()


def _beside(chip: QRectF, name: QRectF) -> bool:
    """Does the chip lie just after the name, on its line?"""
    return 0 < chip.left() - name.right() < chip.width() and chip.top() < name.center().y() < chip.bottom()


def test_the_chip_goes_to_the_next_holder_once_the_round_is_counted(qtbot: QtBot) -> None:
    """At a round's end the token goes to the lowest score, or to a caller whose vote succeeds (RULES.md
    §9). The table shows the round as it ended, the chip by the round's holder, counts the scores,
    then moves the chip to the next holder, whose name its tooltip now gives (as the log and the
    round summary do); it stays there when the window is resized."""
    import random

    from silver_desktop.engine.config import DeckSpec, GameConfig
    from silver_desktop.engine.history import Game
    from silver_desktop.ui.card_art import CardArt
    from silver_desktop.ui.story import NEXT_TOKEN, revealed, round_end_split, tell
    from silver_desktop.ui.table.scene import TableScene

    load_fonts()
    game = Game.new(GameConfig(players=3, deck=DeckSpec.parse("silver", seed=3)), 3)
    rng = random.Random(3)
    while True:
        before, holder = view(game.state, 0), game.state.token_holder
        events = [e.for_seat(0) for e in game.play(rng.choice(game.legal_actions()))]
        ending, scored, _ = round_end_split(events)
        if scored is not None and scored[NEXT_TOKEN][0] != holder:
            break
    new = scored[NEXT_TOKEN][0]
    scene = TableScene(CardArt(), lambda cid: cid)
    scene.fit_to(1000, 700)
    scene.show_view(before, NAMES)
    scene.finish()
    table = revealed(before, scored, ending)
    scene.speed = 4.0  # the count and the glide played (fast), as a person sees them
    scene.show_view(table, NAMES, tell(ending, 0, NAMES, table), hold=True, scored=scored)
    items = scene.text_items()
    assert _beside(items["token"].sceneBoundingRect(), items[f"label:{holder}"].sceneBoundingRect())
    qtbot.waitUntil(lambda: scene.holding, timeout=15_000)  # "Round 1 is over. Continue to see the scores."
    items = scene.text_items()
    chip = items["token"]
    assert _beside(chip.sceneBoundingRect(), items[f"label:{new}"].sceneBoundingRect())
    assert chip.toolTip().startswith(plain.tooltip("You hold" if new == 0 else f"{NAMES[new]} holds")[:-1])
    counted = {seat: items[f"label:{seat}"].text() for seat in range(3)}
    values = scored["values"]
    assert all(counted[seat].startswith(f"{NAMES[seat]}  ·  {values[seat]}") for seat in range(3)), counted
    scene.release()  # Continue: the table settles (and lays itself out again) before the summary shows
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    scene.fit_to(1300, 800)  # and the window may be resized while the summary shows
    items = scene.text_items()
    assert _beside(items["token"].sceneBoundingRect(), items[f"label:{new}"].sceneBoundingRect())
    # the labels keep the counted scores (not the totals before the round), and the moves' captions
    # stay gone (they once came back over the scored villages)
    assert {seat: items[f"label:{seat}"].text() for seat in range(3)} == counted
    assert not any(scene.caption_text(seat) for seat in range(3))
