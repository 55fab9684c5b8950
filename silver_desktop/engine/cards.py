"""Card definitions as data: every card type of every edition, with its number and timing class.

A *card type* (``silver.witch``) is what is printed on a card. A game deals *physical cards*, numbered
0..51, each of one type; the physical number is what stays hidden from the other seats. The per-card
behaviour lives in :mod:`silver_desktop.engine.abilities`; this module only holds facts.
"""

from __future__ import annotations

from enum import StrEnum

import attrs


class Edition(StrEnum):
    """The boxes a card can come from (RULES.md §1)."""

    SILVER = "silver"
    BULLET = "bullet"
    COIN = "coin"
    PROMO = "promo"


class Timing(StrEnum):
    """When a card's ability works (RULES.md §1 timing classes)."""

    GLOBAL = "global"  # faceup in any village, for everybody, mandatory (Villager, Squire)
    FACEUP = "faceup"  # while faceup in its owner's village
    DRAW_DISCARD = "draw-discard"  # drawn from the deck and discarded
    EXCHANGE = "exchange"  # during set exchanges out of its village (Doppelgänger)
    SCORING = "scoring"  # when the round is scored
    DRAW_TIME = "draw-time"  # when drawn from the deck (Cleaner)


@attrs.frozen(slots=True)
class CardType:
    """One printed card: a stable id such as ``silver.witch``, its number and its timing class."""

    id: str
    edition: Edition
    number: int
    name: str
    timing: Timing
    count: int

    @property
    def value(self) -> int:
        """The printed value used for sets and base scoring (13 for Copycat/Wolfman, 1 for Lycan)."""
        return self.number

    @property
    def key(self) -> str:
        """The short name without the edition, e.g. ``witch``."""
        return self.id.split(".", 1)[1]


def _edition(edition: Edition, rows: list[tuple[int, str, str, Timing]]) -> tuple[CardType, ...]:
    out = []
    for number, key, name, timing in rows:
        count = 2 if number in (0, 13) else 4
        out.append(CardType(f"{edition.value}.{key}", edition, number, name, timing, count))
    return tuple(out)


G, F, D, X, S = Timing.GLOBAL, Timing.FACEUP, Timing.DRAW_DISCARD, Timing.EXCHANGE, Timing.SCORING

SILVER_CARDS = _edition(
    Edition.SILVER,
    [
        (0, "villager", "Villager", G),
        (1, "squire", "Squire", G),
        (2, "empath", "Empath", F),
        (3, "bodyguard", "Bodyguard", F),
        (4, "rascal", "Rascal", F),
        (5, "exposer", "Exposer", D),
        (6, "revealer", "Revealer", D),
        (7, "beholder", "Beholder", D),
        (8, "apprentice_seer", "Apprentice Seer", D),
        (9, "seer", "Seer", D),
        (10, "master", "Master", D),
        (11, "witch", "Witch", D),
        (12, "robber", "Robber", D),
        (13, "doppelganger", "Doppelgänger", X),
    ],
)

BULLET_CARDS = _edition(
    Edition.BULLET,
    [
        (0, "hunter", "Hunter", S),
        (1, "lycan", "Lycan", F),
        (2, "priest", "Priest", F),
        (3, "goth_girl", "Goth Girl", F),
        (4, "mortician", "Mortician", F),
        (5, "cow", "Cow", D),
        (6, "instigator", "Instigator", D),
        (7, "insomniac", "Insomniac", D),
        (8, "thing", "Thing", D),
        (9, "marksman", "Marksman", D),
        (10, "count", "The Count", D),
        (11, "troublemaker", "Troublemaker", D),
        (12, "gremlin", "Gremlin", D),
        (13, "copycat", "Copycat", S),
    ],
)

COIN_CARDS = _edition(
    Edition.COIN,
    [
        (0, "regifter", "Regifter", S),
        (1, "con_artist", "Con Artist", F),
        (2, "curator", "Curator", F),
        (3, "pixie", "Pixie", F),
        (4, "blob", "Blob", F),
        (5, "apprentice_tanner", "Apprentice Tanner", D),
        (6, "huntress", "Huntress", D),
        (7, "nostro", "Nostro", D),
        (8, "assassin", "Assassin", D),
        (9, "psychic", "Psychic", D),
        (10, "nosferatu", "Nosferatu", D),
        (11, "golem", "Golem", D),
        (12, "village_idiot", "Village Idiot", D),
        (13, "wolfman", "Wolfman", S),
    ],
)

# Promo numbers are configurable (RULES.md, decision on AMB-66/89); these are the defaults.
PROMO_CARDS = (
    CardType("promo.commander", Edition.PROMO, 1, "Commander", Timing.SCORING, 1),
    CardType("promo.prince", Edition.PROMO, 3, "Prince", Timing.FACEUP, 1),
    CardType("promo.cleaner", Edition.PROMO, 5, "Cleaner", Timing.DRAW_TIME, 1),
)

EDITION_CARDS: dict[Edition, tuple[CardType, ...]] = {
    Edition.SILVER: SILVER_CARDS,
    Edition.BULLET: BULLET_CARDS,
    Edition.COIN: COIN_CARDS,
}

ALL_CARDS: dict[str, CardType] = {c.id: c for c in (*SILVER_CARDS, *BULLET_CARDS, *COIN_CARDS, *PROMO_CARDS)}


def card_type(card_id: str) -> CardType:
    """Return the card type with this stable id, or raise ``KeyError`` naming it."""
    try:
        return ALL_CARDS[card_id]
    except KeyError:
        raise KeyError(f"unknown card id {card_id!r}") from None
