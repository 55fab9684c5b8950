"""Game settings: the deck specification (which edition supplies each number) and the table settings.

A :class:`GameConfig` is immutable and shared by every clone of a game's state. It also holds
per-physical-card lookup tables (number, card key) so that the hot paths never look anything up by
string.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from .cards import EDITION_CARDS, PROMO_CARDS, CardType, Edition
from .errors import ConfigError, EngineError, Problem, quote

ROUNDS = 4
MIN_PLAYERS = 2
MAX_PLAYERS = 4
VILLAGE_SIZE = 5
ROWS_DEALT = 4

LETTERS = {"A": Edition.SILVER, "B": Edition.BULLET, "C": Edition.COIN}
PROMO_DEFAULTS: dict[str, int] = {c.key: c.number for c in PROMO_CARDS}
PRESETS = {"silver": Edition.SILVER, "bullet": Edition.BULLET, "coin": Edition.COIN}


def _sorted_promos(promos: Any) -> tuple[tuple[str, int], ...]:
    """Promos in one canonical order, so that equal decks compare equal."""
    try:
        return tuple(sorted(promos))
    except TypeError:
        raise ConfigError("deck.promos: expected pairs of (card, number)") from None


@attrs.frozen(slots=True)
class DeckSpec:
    """Which edition supplies all cards of each number 0..13, the base edition, and the promo cards.

    RULES.md §15: for each number one edition supplies all of that number's cards; the base edition's
    token and rule variants apply. Each promo card replaces one card of its number (AMB-89); its
    number is a setting (defaults Commander 1, Prince 3, Cleaner 5).
    """

    base: Edition = Edition.SILVER
    numbers: tuple[Edition, ...] = (Edition.SILVER,) * 14
    promos: tuple[tuple[str, int], ...] = attrs.field(default=(), converter=_sorted_promos)

    @classmethod
    def pure(cls, edition: Edition, promos: tuple[tuple[str, int], ...] = ()) -> DeckSpec:
        """The deck of one box, unmixed."""
        return cls(edition, (edition,) * 14, promos)

    @classmethod
    def random_mix(cls, seed: int, promos: tuple[tuple[str, int], ...] = ()) -> DeckSpec:
        """A seeded random mix: each number and the base drawn uniformly from the three editions."""
        from .rng import below

        state = seed & ((1 << 64) - 1)
        editions = (Edition.SILVER, Edition.BULLET, Edition.COIN)
        picks = []
        for _ in range(15):
            state, k = below(state, 3)
            picks.append(editions[k])
        return cls(picks[0], tuple(picks[1:]), promos)

    @classmethod
    def parse(cls, text: str, seed: int = 0, promos: tuple[tuple[str, int], ...] = ()) -> DeckSpec:
        """Read a deck named on the command line: ``silver``, ``bullet``, ``coin``, ``random-mix``, or
        ``B:ABCCAABBCCAABB`` (base letter, colon, one letter per number 0..13; A = Silver, B = Bullet,
        C = Coin)."""
        name = text.strip().lower()
        if name in PRESETS:
            return cls.pure(PRESETS[name], promos)
        if name == "random-mix":
            return cls.random_mix(seed, promos)
        base, sep, letters = text.strip().upper().partition(":")
        if not sep or base not in LETTERS or len(letters) != 14 or any(c not in LETTERS for c in letters):
            raise ConfigError(
                f"deck {quote(text)}: expected silver, bullet, coin, random-mix, or BASE:14 letters "
                "(A = Silver, B = Bullet, C = Coin), e.g. A:AABBCCAABBCCAB"
            )
        return cls(LETTERS[base], tuple(LETTERS[c] for c in letters), promos)

    def text(self) -> str:
        """The short text form (``A:AAAAAAAAAAAAAA``) of the editions, without promos."""
        letter = {e: k for k, e in LETTERS.items()}
        return f"{letter[self.base]}:" + "".join(letter[e] for e in self.numbers)

    def to_json(self) -> dict[str, Any]:
        """The JSON form used in positions and records."""
        out: dict[str, Any] = {"base": self.base.value, "numbers": [e.value for e in self.numbers]}
        if self.promos:
            out["promos"] = dict(self.promos)
        return out

    @classmethod
    def from_json(cls, data: Any) -> DeckSpec:
        """Read the JSON form; raise :class:`ConfigError` saying what is wrong."""
        if not isinstance(data, Mapping):
            raise ConfigError("deck: expected an object with 'base' and 'numbers'")
        try:
            base = Edition(str(data.get("base")))
        except ValueError:
            raise ConfigError(f"deck.base: unknown edition {quote(data.get('base'))}") from None
        numbers = data.get("numbers", [base.value] * 14)
        if not isinstance(numbers, list) or len(numbers) != 14:
            raise ConfigError("deck.numbers: expected a list of 14 edition names (numbers 0 to 13)")
        eds = []
        for i, name in enumerate(numbers):
            try:
                eds.append(Edition(str(name)))
            except ValueError:
                raise ConfigError(f"deck.numbers[{i}]: unknown edition {quote(name)}") from None
        promos = data.get("promos", {})
        if not isinstance(promos, Mapping):
            raise ConfigError('deck.promos: expected an object such as {"prince": 3}')
        return cls(base, tuple(eds), tuple(sorted(promos.items())))

    def validate(self) -> None:
        """Raise :class:`ConfigError` unless this deck can be played."""
        if self.base not in EDITION_CARDS:
            raise ConfigError(f"deck: {quote(self.base.value)} cannot be a base edition")
        if len(self.numbers) != 14:
            raise ConfigError("deck: expected one edition for each number 0 to 13")
        for n, ed in enumerate(self.numbers):
            if ed not in EDITION_CARDS:
                raise ConfigError(f"deck: number {n} cannot come from {quote(ed.value)}")
        seen: dict[int, int] = {}
        for key, number in self.promos:
            if key not in PROMO_DEFAULTS:
                raise ConfigError(
                    f"deck.promos: unknown promo card {quote(key)} (commander, prince, cleaner)"
                )
            if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= 13:
                raise ConfigError(f"deck.promos.{key}: expected a number from 0 to 13, got {quote(number)}")
            seen[number] = seen.get(number, 0) + 1
        for number, count in seen.items():
            if count >= EDITION_CARDS[self.numbers[number]][number].count:
                raise ConfigError(f"deck.promos: too many promo cards replace number {number}")
        if len({k for k, _ in self.promos}) != len(self.promos):
            raise ConfigError("deck.promos: each promo card can be used once")

    def card_types(self) -> tuple[CardType, ...]:
        """The 52 physical cards in canonical order (by number, copies adjacent; promos last of their
        number)."""
        promo_types = {c.key: c for c in PROMO_CARDS}
        out: list[CardType] = []
        for n, ed in enumerate(self.numbers):
            ct = EDITION_CARDS[ed][n]
            promos = [attrs.evolve(promo_types[k], number=v) for k, v in self.promos if v == n]
            out.extend([ct] * (ct.count - len(promos)))
            out.extend(promos)
        return tuple(out)


def _lookup_tables(types: tuple[CardType, ...]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    return tuple(t.number for t in types), tuple(t.key for t in types)


@attrs.frozen(slots=True)
class GameConfig:
    """Everything fixed for a whole game: players, deck, rounds and derived per-card tables."""

    players: int = 4
    deck: DeckSpec = attrs.field(factory=DeckSpec)
    rounds: int = ROUNDS
    #: The start player of round 1, or ``None`` to draw it from the game's generator (AMB-62).
    start_player: int | None = None
    types: tuple[CardType, ...] = attrs.field(init=False)
    numbers: tuple[int, ...] = attrs.field(init=False)
    keys: tuple[str, ...] = attrs.field(init=False)
    #: card key -> the physical cards with that key (empty tuple for keys not in the deck)
    by_key: dict[str, tuple[int, ...]] = attrs.field(init=False, eq=False)
    # hot-path shortcuts into by_key
    villagers: tuple[int, ...] = attrs.field(init=False, eq=False)
    empaths: tuple[int, ...] = attrs.field(init=False, eq=False)
    bodyguards: tuple[int, ...] = attrs.field(init=False, eq=False)
    princes: tuple[int, ...] = attrs.field(init=False, eq=False)
    #: cards with a free step while faceup in their owner's village (Empath, Bodyguard, Priest,
    #: Curator, Pixie)
    free_step_cards: frozenset[int] = attrs.field(init=False, eq=False)
    squires: tuple[int, ...] = attrs.field(init=False, eq=False)
    has_goth: bool = attrs.field(init=False, eq=False)
    has_mortician: bool = attrs.field(init=False, eq=False)
    has_blob: bool = attrs.field(init=False, eq=False)
    has_rascal: bool = attrs.field(init=False, eq=False)
    has_con_artist: bool = attrs.field(init=False, eq=False)
    has_curator: bool = attrs.field(init=False, eq=False)
    #: the base edition's token: "amulet", "bullet" or "coin"
    token: str = attrs.field(init=False, eq=False)
    #: card type id -> its number, and -> how many copies the deck holds
    type_numbers: dict[str, int] = attrs.field(init=False, eq=False)
    type_counts: dict[str, int] = attrs.field(init=False, eq=False)

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(f"players: expected 2, 3 or 4, got {quote(self.players)}")
        if type(self.rounds) is not int or not 1 <= self.rounds <= 20:
            raise ConfigError(f"rounds: expected 1 to 20, got {quote(self.rounds)}")
        if self.start_player is not None and not (
            type(self.start_player) is int and 0 <= self.start_player < self.players
        ):
            raise ConfigError(
                f"start_player: expected a seat 0..{self.players - 1}, got {quote(self.start_player)}"
            )
        self.deck.validate()
        types = self.deck.card_types()
        numbers, keys = _lookup_tables(types)
        object.__setattr__(self, "types", types)
        object.__setattr__(self, "numbers", numbers)
        object.__setattr__(self, "keys", keys)
        by_key: dict[str, list[int]] = {}
        for c, k in enumerate(keys):
            by_key.setdefault(k, []).append(c)
        object.__setattr__(self, "by_key", {k: tuple(v) for k, v in by_key.items()})
        object.__setattr__(self, "type_numbers", {t.id: t.number for t in types})
        counts: dict[str, int] = {}
        for t in types:
            counts[t.id] = counts.get(t.id, 0) + 1
        object.__setattr__(self, "type_counts", counts)
        for name, key in (
            ("villagers", "villager"),
            ("empaths", "empath"),
            ("bodyguards", "bodyguard"),
            ("princes", "prince"),
            ("squires", "squire"),
        ):
            object.__setattr__(self, name, self.cards_of(key))
        for name, key in (
            ("has_goth", "goth_girl"),
            ("has_mortician", "mortician"),
            ("has_blob", "blob"),
            ("has_rascal", "rascal"),
            ("has_con_artist", "con_artist"),
            ("has_curator", "curator"),
        ):
            object.__setattr__(self, name, bool(self.cards_of(key)))
        free = ("empath", "bodyguard", "priest", "curator", "pixie")
        object.__setattr__(self, "free_step_cards", frozenset(c for c, k in enumerate(keys) if k in free))
        tokens = {Edition.SILVER: "amulet", Edition.BULLET: "bullet", Edition.COIN: "coin"}
        object.__setattr__(self, "token", tokens[self.deck.base])

    def cards_of(self, key: str) -> tuple[int, ...]:
        """The physical cards with this key, e.g. both Villagers."""
        return self.by_key.get(key, ())

    @property
    def card_count(self) -> int:
        """Number of physical cards (52)."""
        return len(self.types)

    def to_json(self) -> dict[str, Any]:
        """The JSON form used in positions and records."""
        return {
            "players": self.players,
            "deck": self.deck.to_json(),
            "rounds": self.rounds,
            "start_player": self.start_player,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameConfig:
        """Read the JSON form; raise :class:`ConfigError` saying what is wrong."""
        if not isinstance(data, Mapping):
            raise ConfigError("settings: expected an object")
        unknown = set(data) - {"players", "deck", "rounds", "start_player"}
        if unknown:
            raise ConfigError(f"settings: unknown keys {sorted(unknown)}")
        deck = DeckSpec.from_json(data["deck"]) if "deck" in data else DeckSpec()
        return cls(
            players=data.get("players", 4),
            deck=deck,
            rounds=data.get("rounds", ROUNDS),
            start_player=data.get("start_player"),
        )


__all__ = ["PROMO_CARDS", "DeckSpec", "GameConfig"]


def read_header(
    data: Any, what: str, fmt: str, version: int, error: type[EngineError]
) -> tuple[Mapping[str, Any], GameConfig]:
    """Check the common head of a position or record file (object, format, version, settings).

    Raises ``error`` naming the field; returns the object and its settings.
    """
    if not isinstance(data, Mapping):
        raise error(f"{what}: expected a JSON object", Problem.WRONG_FORMAT)
    if data.get("format") != fmt:
        raise error(f"format: expected {quote(fmt)}, got {quote(data.get('format'))}", Problem.WRONG_FORMAT)
    found = data.get("version")
    if type(found) is not int or found != version:  # not true, not 1.0
        raise error(
            f"version: this program reads version {version}, got {quote(data.get('version'))}",
            Problem.BAD_VERSION,
        )
    try:
        return data, GameConfig.from_json(data.get("settings"))
    except (ConfigError, TypeError) as e:
        raise error(f"settings: {e}") from None
