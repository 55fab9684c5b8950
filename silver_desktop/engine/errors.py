"""The engine's exceptions. Each one carries a message a person can act on."""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalActionError(EngineError):
    """An action that is not among the legal actions of the current decision."""


class ActionParseError(EngineError):
    """A text that is not the text form of any action."""


class ConfigError(EngineError):
    """Invalid game settings or deck specification."""


class PositionError(EngineError):
    """A position (JSON) that does not describe a valid moment of a game."""


class RecordError(EngineError):
    """A game record that cannot be read or does not replay."""
