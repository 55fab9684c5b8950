"""Localized card texts (pure Python, no Qt): names per language from ``translations/cards/<lang>.toml``.

English is the source language; a missing entry falls back to English, which a test forbids for the
shipped languages.
"""

from __future__ import annotations

import functools
import tomllib

from .engine.cards import ALL_CARDS
from .resources import translation

#: The languages the app ships, by code, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "fa": "فارسی", "ko": "한국어"}
RIGHT_TO_LEFT = frozenset({"fa"})


@functools.cache
def _card_texts(lang: str) -> dict[str, dict[str, str]]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    with translation("cards", f"{lang}.toml").open("rb") as f:
        data = tomllib.load(f)
    return {section: dict(values) for section, values in data.items()}


def card_names(lang: str) -> dict[str, str]:
    """Every card id's name in ``lang`` (as written in the translation file)."""
    return _card_texts(lang).get("names", {})


def card_name(card_id: str, lang: str = "en") -> str:
    """The name of a card type in ``lang``, falling back to English."""
    return card_names(lang).get(card_id) or card_names("en").get(card_id) or ALL_CARDS[card_id].name


def card_ability(card_id: str, lang: str = "en") -> str:
    """What a card type does, in a sentence or three of ``lang`` (English if ``lang`` has none)."""
    own = _card_texts(lang).get("abilities", {}).get(card_id)
    return own or _card_texts("en").get("abilities", {}).get(card_id, "")
