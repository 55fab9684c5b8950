"""The engine's exceptions. Each one carries a message a person can act on."""

from __future__ import annotations

import enum

#: The longest part of a value from a file that a message quotes.
QUOTE_LIMIT = 60


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters: a value read from a file
    may be huge, and a message must stay short enough to read."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Problem(enum.StrEnum):
    """What kind of problem an error is, for a program that says it in its own words (the desktop
    app says each in the player's language; the English message stays the technical detail)."""

    MISSING = "missing"
    """The file does not exist."""
    NOT_A_FILE = "not_a_file"
    """The path names a folder, a pipe, a device or a socket."""
    TOO_LARGE = "too_large"
    """The file is larger than the reader accepts."""
    UNREADABLE = "unreadable"
    """The file cannot be read (no permission, a disk error...)."""
    NOT_TEXT = "not_text"
    """The file is not UTF-8 text."""
    NOT_JSON = "not_json"
    """The text is not JSON (often a file cut short)."""
    WRONG_FORMAT = "wrong_format"
    """JSON, but not this kind of file (another program's, or not an object)."""
    BAD_VERSION = "bad_version"
    """A version of the format this program does not read."""
    DAMAGED = "damaged"
    """A field holds a value that is not allowed (settings, start, players, result...)."""
    ILLEGAL_ACTION = "illegal_action"
    """A recorded action is not a legal action at its moment (see the error's ``action``)."""


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input.

    ``problem`` says what kind of problem it is (:class:`Problem`; ``DAMAGED`` unless given) and
    ``action`` the index of the recorded action at fault, if any; the message says it in English.
    """

    def __init__(
        self, message: str = "", problem: Problem = Problem.DAMAGED, action: int | None = None
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.action = action


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
