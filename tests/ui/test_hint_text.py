"""The hint in words (issue 16, item 5): it names exactly the cards and spots of the suggested move,
never a card the deciding seat has not seen, and says how much better it is in words, not points."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from silver_desktop.ai.hard import SearchReport
from silver_desktop.ai.heuristic import set_plan
from silver_desktop.engine import DeckSpec, Edition, GameConfig, apply, new_game
from silver_desktop.engine.actions import Action
from silver_desktop.engine.config import PROMO_DEFAULTS
from silver_desktop.engine.view import PlayerView, view
from silver_desktop.ui import hint_text
from silver_desktop.ui.hint_text import card_label, hint_sentence, margin_words, spot_words, what_to_do
from silver_desktop.ui.language import apply_language

from .test_prompts import _ANY_NAME, hidden_names

NAMES = ("Ada", "Bo", "Cy", "Di")
PROMOS = tuple(sorted(PROMO_DEFAULTS.items()))
#: some margin from every band of the wording
ANY_REPORT = SearchReport(40, 1.3)


def positions(games: int = 12, per_game: int = 400) -> Iterator[PlayerView]:
    """The deciding seat's view at every decision of random games of every edition, promos too."""
    for g in range(games):
        deck = [
            DeckSpec.pure(Edition.SILVER, PROMOS),
            DeckSpec.pure(Edition.BULLET, PROMOS),
            DeckSpec.pure(Edition.COIN, PROMOS),
            DeckSpec.random_mix(g, PROMOS),
        ][g % 4]
        state = new_game(GameConfig(players=2 + g % 3, deck=deck), seed=100 + g)
        rng = random.Random(g)
        for _ in range(per_game):
            if not state.stack:
                break
            v = view(state, state.decider())
            if v.legal:
                yield v
                apply(state, rng.choice(v.legal))


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    apply_language("en")
    yield
    apply_language("en")


def test_margins_are_said_in_words_never_in_points(english: None) -> None:
    cases = {
        SearchReport(0, None): "what a careful player does here",
        SearchReport(30, None): "clearly the best: the other choices lost in 30 possible futures",
        SearchReport(30, 0.0): "about as good as the other choices, in 30 possible futures",
        SearchReport(30, 0.49): "about as good as the other choices, in 30 possible futures",
        SearchReport(30, 0.5): "slightly better than the next choice in 30 possible futures",
        SearchReport(30, 1.99): "slightly better than the next choice in 30 possible futures",
        SearchReport(30, 2.0): "better than the next choice in 30 possible futures",
        SearchReport(30, 4.9): "better than the next choice in 30 possible futures",
        SearchReport(30, 5.0): "much better than the next choice in 30 possible futures",
        SearchReport(30, 17.25): "much better than the next choice in 30 possible futures",
    }
    for report, words in cases.items():
        assert margin_words(report) == words
        short = margin_words(report, detail=False)
        assert "30" not in short and short in words
    for report in cases:
        text = hint_sentence(Action("draw"), next(positions(1, 1)), NAMES, report, "en").text
        assert "point" not in text and not re.search(r"\d\.\d", text), text


def test_every_hint_names_only_cards_the_seat_has_seen(english: None) -> None:
    """Every legal action of thousands of positions, in both forms of the hint: a card type is named
    only if the seat sees it somewhere, a village spot shows its card's name only if the seat knows
    that very card, and a face-down card it does not know is "face-down"."""
    checked = spots = 0
    for v in positions():
        for detail in (True, False):
            words = spot_words(NAMES, "en", detail)
            for seat, row in enumerate(v.villages):
                for index, card in enumerate(row):
                    said = words(v, seat, index)
                    if card.type is None:
                        assert not _ANY_NAME.search(said) and "face-down" in said, said
                    else:
                        assert card_label(v, card.type, "en") in said, said
                    spots += 1
            for action in v.legal:
                text = hint_sentence(action, v, NAMES, ANY_REPORT, "en", detail).text
                assert "{" not in text and "}" not in text, text
                assert hidden_names(v, text) == [], f"{action}: {text}"
                checked += 1
    assert checked > 5000 and spots > 10000


def test_a_set_names_its_cards_and_rings_them(english: None) -> None:
    found = 0
    for v in positions(games=24):
        if v.pending != "hand" or Action("set") not in v.legal or not set_plan(v):
            continue
        plan = set_plan(v)
        hint = what_to_do(Action("set"), v, NAMES, "en")
        held = v.hand[-1].type
        assert hint.text.startswith(f"Exchange the {card_label(v, held, 'en')} for a set: " if held else "")
        for i in plan:
            card = v.villages[v.seat][i]
            assert card.type is not None  # a set is made of cards the seat knows
            ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(i + 1, f"{i + 1}th")
            assert f"your {card_label(v, card.type, 'en')} ({ordinal} from the left)" in hint.text
        assert " and your " in hint.text
        assert hint.places == tuple(f"village:{v.seat}:{i}" for i in plan)
        found += 1
    assert found >= 3


def test_an_exchange_names_the_card_held_and_the_spot(english: None) -> None:
    known = unknown = 0
    for v in positions():
        held = v.hand[-1].type if v.hand else None
        if v.pending != "hand" or held is None:
            continue
        for action in v.legal:
            if action.verb != "exchange":
                continue
            card = v.villages[v.seat][action.args[0]]
            text = what_to_do(action, v, NAMES, "en").text
            ordinal = action.args[0] + 1
            assert text.startswith(f"Exchange the {card_label(v, held, 'en')} for your ")
            assert re.search(rf"\b{ordinal}(st|nd|rd|th) from the left", text), text
            if card.type is None:
                assert "face-down card" in text
                unknown += 1
            else:
                assert card_label(v, card.type, "en") in text
                known += 1
    assert known > 10 and unknown > 10


def test_spots_are_counted_from_the_right_in_a_right_to_left_language(
    english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    v = next(p for p in positions() if p.pending == "hand" and any(a.verb == "exchange" for a in p.legal))
    action = next(a for a in v.legal if a.verb == "exchange")
    assert "from the left" in what_to_do(action, v, NAMES, "en").text
    monkeypatch.setattr(hint_text, "is_right_to_left", lambda: True)  # the mirrored table
    assert "from the right" in what_to_do(action, v, NAMES, "en").text


def test_persian_hints_use_persian_digits(qapp: QApplication) -> None:
    v = next(p for p in positions() if p.pending == "hand" and any(a.verb == "exchange" for a in p.legal))
    action = next(a for a in v.legal if a.verb == "exchange")
    try:
        apply_language("fa")
        text = hint_sentence(action, v, NAMES, SearchReport(37, 3.0), "fa").text
    finally:
        apply_language("en")
    assert "۳۷" in text and not re.search(r"[0-9]", text), text
    assert "Hint" not in text  # translated
