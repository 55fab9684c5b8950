"""The engine's exceptions. Each one carries a message a person can act on."""

from __future__ import annotations

#: The longest part of a value from a file that a message quotes.
QUOTE_LIMIT = 60


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters: a value read from a file
    may be huge, and a message must stay short enough to read."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


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


class RuleFault(EngineError):
    """An unexpected error inside the rules while applying a legal action (a bug in the engine).

    :func:`~silver_desktop.engine.rules.apply` restores the state as it was before the action and
    raises this, so the game can go on from the position before the failed action.
    """
