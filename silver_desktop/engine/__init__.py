"""The Silver rules engine: pure Python, no Qt.

Start with :func:`new_game`, ask :func:`legal_actions`, :func:`apply` one; read a seat's knowledge
with :func:`view`. :class:`Game` adds undo/redo and records.
"""

from __future__ import annotations

from .actions import Action
from .cards import ALL_CARDS, CardType, Edition, Timing, card_type
from .config import DeckSpec, GameConfig
from .errors import (
    ActionParseError,
    ConfigError,
    EngineError,
    IllegalActionError,
    PositionError,
    RecordError,
    RuleFault,
)
from .events import Event
from .rules import apply, apply_unchecked, current_player, legal_actions, new_game
from .state import State

__all__ = [
    "ALL_CARDS",
    "Action",
    "ActionParseError",
    "CardType",
    "ConfigError",
    "DeckSpec",
    "Edition",
    "EngineError",
    "Event",
    "GameConfig",
    "IllegalActionError",
    "PositionError",
    "RecordError",
    "RuleFault",
    "State",
    "Timing",
    "apply",
    "apply_unchecked",
    "card_type",
    "current_player",
    "legal_actions",
    "new_game",
]
