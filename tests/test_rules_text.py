"""The rule texts and card abilities in every language (issue 8, items 2 and 3): complete, with the
same structure in each language, every card under its own heading with its localized name."""

from __future__ import annotations

import re

import pytest

from silver_desktop.engine.cards import ALL_CARDS, Edition
from silver_desktop.engine.config import DeckSpec
from silver_desktop.i18n import LANGUAGES, card_ability, card_name
from silver_desktop.rules_text import PARTS, parts_for, rule_file, rule_files, rules_markdown

PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
EDITION_PARTS = {
    "silver": Edition.SILVER,
    "bullet": Edition.BULLET,
    "coin": Edition.COIN,
    "promos": Edition.PROMO,
}


def headings(lang: str, part: str, level: int) -> list[str]:
    marks = "#" * level + " "
    text = rule_file(lang, part).read_text(encoding="utf-8")
    return [line[len(marks) :].strip() for line in text.splitlines() if line.startswith(marks)]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_part_exists_with_a_title(lang: str) -> None:
    assert len(rule_files(lang)) == len(PARTS)
    for part in PARTS:
        assert len(headings(lang, part, 1)) == 1, f"{lang}/{part}.md needs exactly one title"


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_the_structure_matches_english(lang: str) -> None:
    assert len(headings(lang, "basics", 2)) == len(headings("en", "basics", 2)) == 14
    for part in EDITION_PARTS:
        assert len(headings(lang, part, 3)) == len(headings("en", part, 3))


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("part", list(EDITION_PARTS))
def test_every_card_has_its_heading_with_number_and_name(lang: str, part: str) -> None:
    cards = sorted(
        (c for c in ALL_CARDS.values() if c.edition == EDITION_PARTS[part]), key=lambda c: (c.number, c.id)
    )
    found = [h.translate(PERSIAN_DIGITS) for h in headings(lang, part, 3)]
    # Persian: a dash, since a middle dot beside the digit zero "۰" reads as another zero
    separator = "–" if lang == "fa" else "·"
    assert found == [f"{c.number} {separator} {card_name(c.id, lang)}" for c in cards]


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_no_english_word_in_the_translated_rules(lang: str) -> None:
    for part in PARTS:
        text = rule_file(lang, part).read_text(encoding="utf-8")
        assert not re.search(r"[A-Za-z]", text), f"{lang}/{part}.md"
        if lang == "fa":
            assert not re.search(r"[0-9]", text), f"Persian digits only in fa/{part}.md"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_card_has_an_ability_text(lang: str) -> None:
    for card_id in ALL_CARDS:
        own = card_ability(card_id, lang)
        assert own, f"{card_id} has no ability text in {lang}"
        if lang != "en":
            assert own != card_ability(card_id, "en")


def test_the_parts_for_a_deck_follow_its_editions() -> None:
    assert parts_for(DeckSpec.parse("silver")) == ["basics", "silver", "decisions"]
    mixed = DeckSpec.parse("B:AABBCCAABBCCAB", promos=(("prince", 3),))
    assert parts_for(mixed) == ["basics", "silver", "bullet", "coin", "promos", "combining", "decisions"]
    assert parts_for(None) == list(PARTS)
    assert rules_markdown("en", ["basics", "silver"]).count("\n# ") == 1
