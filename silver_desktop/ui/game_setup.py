"""What a new game is made of, as chosen in the New Game dialog (pure Python, no Qt).

A :class:`GameSetup` turns into the engine's :class:`~silver_desktop.engine.config.GameConfig` and
names who sits in each seat. It has a JSON form, so the dialog can remember the last choices and a
saved game can say who played.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import attrs

from ..ai.personalities import PERSONALITIES
from ..engine.config import DeckSpec, GameConfig
from ..engine.errors import ConfigError
from ..engine.history import UndoPolicy

MAX_NAME = 24


class SeatKind(StrEnum):
    """Who plays a seat: a person at this computer or a bot of some level."""

    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


#: Invisible characters a name may not carry: controls, line and paragraph separators, and the
#: bidirectional embeddings, overrides and isolates that would turn the rest of a sentence around on
#: screen ("U+202E" reverses what follows).
#: The zero-width joiners Persian and Korean text need (U+200C, U+200D) are kept.
_HIDDEN = dict.fromkeys(
    [*range(0x00, 0x20), *range(0x7F, 0xA0), *range(0x2028, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F]
)


def clean_name(name: str) -> str:
    """A display name without control or bidirectional-formatting characters (a name is shown inside
    sentences in three languages, so it must not change how the text around it is laid out)."""
    return str(name).translate(_HIDDEN)


@attrs.frozen
class Seat:
    """One seat: a display name (without hidden formatting characters, :func:`clean_name`), who plays
    it and, for a bot, its personality (one of :data:`~silver_desktop.ai.personalities.PERSONALITIES`,
    or ``""`` for the level's own style)."""

    name: str = attrs.field(converter=clean_name)
    kind: SeatKind = SeatKind.HUMAN
    style: str = ""

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind is SeatKind.HUMAN


@attrs.frozen
class GameSetup:
    """Seats (2 to 4), the deck (text form ``silver``/``bullet``/``coin``/``A:...``), promo cards with
    their numbers, the undo policy and an optional seed (None = pick one at random)."""

    seats: tuple[Seat, ...] = (
        Seat("You"),
        Seat("Ada", SeatKind.MEDIUM),
        Seat("Bo", SeatKind.MEDIUM),
        Seat("Cy", SeatKind.MEDIUM),
    )
    deck: str = "silver"
    promos: tuple[tuple[str, int], ...] = ()
    policy: UndoPolicy = UndoPolicy.STRICT
    seed: int | None = None

    def deck_spec(self) -> DeckSpec:
        """The engine's deck (raises :class:`ConfigError` if the setup is invalid)."""
        return DeckSpec.parse(self.deck, promos=self.promos)

    def config(self) -> GameConfig:
        """The engine's game configuration."""
        return GameConfig(players=len(self.seats), deck=self.deck_spec())

    def validate(self) -> None:
        """Raise :class:`ConfigError` naming the first problem."""
        if not 2 <= len(self.seats) <= 4:
            raise ConfigError(f"seats: expected 2 to 4 players, got {len(self.seats)}")
        for i, seat in enumerate(self.seats):
            if not seat.name.strip() or len(seat.name) > MAX_NAME:
                raise ConfigError(f"seats[{i}].name: expected 1 to {MAX_NAME} characters")
            check_style(f"seats[{i}].style", seat.kind, seat.style)
        if self.deck == "random-mix":
            raise ConfigError("deck: pick the editions of a mix before the game (use the A:... form)")
        self.config()
        if self.seed is not None and not 0 <= self.seed < 2**63:
            raise ConfigError("seed: expected a whole number from 0 to 2^63 - 1")

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "seats": [seat_json(s) for s in self.seats],
            "deck": self.deck,
            "promos": dict(self.promos),
            "policy": self.policy.value,
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """Read the JSON form; raise :class:`ConfigError` saying what is wrong."""
        if not isinstance(data, dict):
            raise ConfigError("setup: expected an object")
        try:
            seats = tuple(
                Seat(str(s["name"]), SeatKind(s["kind"]), str(s.get("style", ""))) for s in data["seats"]
            )
            promos = tuple(sorted((str(k), int(v)) for k, v in dict(data.get("promos", {})).items()))
            seed = data.get("seed")
            setup = cls(
                seats=seats,
                deck=str(data["deck"]),
                promos=promos,
                policy=UndoPolicy(data.get("policy", "strict")),
                seed=None if seed is None else int(seed),
            )
        except (KeyError, TypeError, ValueError) as e:
            raise ConfigError(f"setup: {e}") from None
        setup.validate()
        return setup


def check_style(where: str, kind: SeatKind, style: str) -> None:
    """Raise :class:`ConfigError` (naming ``where``) unless ``style`` fits a seat of ``kind``: empty,
    or a personality for a bot."""
    if style and (kind is SeatKind.HUMAN or style not in PERSONALITIES):
        raise ConfigError(f"{where}: expected one of {', '.join(PERSONALITIES)} for a bot, or none")


def seat_json(seat: Seat) -> dict[str, str]:
    """A seat's JSON form (in the last setup and game files): name, kind and, if any, style."""
    out = {"name": seat.name, "kind": seat.kind.value}
    if seat.style:
        out["style"] = seat.style
    return out
