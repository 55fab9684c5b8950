"""The shipped puzzles' texts and decks, as a person reads and plays them: each solution names its card
in every language with that language's card name (translations/cards/), each card is played with the deck
of its edition, and the English texts say "your opponent" rather than a bot's name and no side of the
table (the Persian table is mirrored)."""

import re

import pytest

from silver_desktop.i18n import card_name
from silver_desktop.puzzles import LANGUAGES, all_puzzles

PUZZLES = all_puzzles()
IDS = [p.id for p in PUZZLES]
CARD_SUBJECTS = [(p, s) for p in PUZZLES for s in p.subjects if not s.startswith("token.")]
#: The bots' names in English (translations/GLOSSARY.md): seat names differ by language and by game.
BOT_NAMES = re.compile(r"\b(Ada|Bo|Cy|Di)\b")
#: Sides of the table: "the left end", "on the right", "rightmost" (not "cards left in the deck").
SIDES = re.compile(
    r"\b(left|right)(most\b|[ -](end|side|hand)\b)|\b(to|on|at) the (left|right)\b", re.IGNORECASE
)


@pytest.mark.parametrize(("p", "subject"), CARD_SUBJECTS, ids=[f"{p.id}:{s}" for p, s in CARD_SUBJECTS])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_solution_names_the_card_with_the_languages_card_name(p, subject, lang):
    name = card_name(subject, lang)
    assert name.casefold() in p.text(lang).solution.casefold(), f"{p.id} ({lang}): the solution names {name}"


@pytest.mark.parametrize(("p", "subject"), CARD_SUBJECTS, ids=[f"{p.id}:{s}" for p, s in CARD_SUBJECTS])
def test_a_card_is_played_with_its_own_editions_deck(p, subject):
    edition, key = subject.split(".")
    deck = p.position["settings"]["deck"]
    if edition == "promo":
        assert key in deck.get("promos", {})
    else:
        assert deck["base"] == edition
        assert set(deck["numbers"]) == {edition}


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_english_texts_say_your_opponent_and_no_side(p):
    text = p.text("en")
    for part in (text.title, text.goal, text.hint, text.solution):
        assert not BOT_NAMES.search(part), part
        assert not SIDES.search(part), part
