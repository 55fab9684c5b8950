"""Actions: small immutable values with a readable text form and a parser.

An action is a verb and a tuple of integers. ``str(action)`` gives its text form and
``Action.parse(text)`` reads it back, so texts paste into records, logs and tests::

    draw            exchange 3        add 1        flip 2:0        rob 1:4 2

Arguments are written by a per-verb pattern: ``i`` is a plain integer, ``s`` a village spot written
``seat:index`` (two integers in the tuple).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import ActionParseError, quote

#: An argument as a record writes it: plain ASCII digits, at most four of them (no sign, no "_", no
#: other scripts' digits: every index, seat and depth of a game is small).
_NUMBER = re.compile(r"[0-9]{1,4}")

#: verb -> argument pattern. Every verb the engine can offer is listed here.
PATTERNS: dict[str, str] = {
    # set-up
    "peek": "ii",
    "place": "i",  # Commander: where the kept card goes
    # main actions
    "draw": "",
    "take": "",
    "call": "",
    "area": "i",
    "blob": "i",
    # deck draws
    "more": "",
    "stop": "",
    "keep": "i",
    # what to do with the card in hand
    "discard": "",
    "use": "",
    "exchange": "i",
    "set": "",
    "clean": "",
    "add": "i",
    "confirm": "",
    "plus": "",  # a set: use the Lycans' +1s
    "fail": "",  # a set: do not use them (the set fails)
    "into": "i",
    "next": "i",  # the order of several discards: this one goes to the pile next
    "left": "",
    "right": "",
    # discarding (Goth Girl, Mortician)
    "pile": "",
    "bottom": "",
    "activate": "",
    # free steps and turn end
    "empath": "i",
    "guard": "ii",
    "unguard": "i",
    "priest": "i",
    "rotate": "i",
    "retire": "i",
    "pixie": "is",
    "token": "i",
    "coin": "s",
    "end": "",
    "extra": "i",
    # ability sub-choices
    "flip": "s",
    "flipdeck": "",
    "flippile": "",
    "look": "s",
    "search": "i",
    "done": "",
    "pick": "i",
    "invoke": "i",
    "pass": "",
    "swap": "s",
    "rob": "si",
    "replace": "s",
    "remove": "s",
    "shuffle": "i",
    "copy": "s",
    "put": "ii",
    "direction": "i",
    "choose": "s",
    "skip": "",
    # scoring
    "give": "ii",
    "hold": "i",
}


class Action(NamedTuple):
    """One choice offered by the engine: a verb and integer arguments."""

    verb: str
    args: tuple[int, ...] = ()

    def __str__(self) -> str:
        pattern = PATTERNS[self.verb]
        parts = [self.verb]
        k = 0
        for p in pattern:
            if p == "s":
                parts.append(f"{self.args[k]}:{self.args[k + 1]}")
                k += 2
            else:
                parts.append(str(self.args[k]))
                k += 1
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the text form; raise :class:`ActionParseError` naming what is wrong."""
        if not isinstance(text, str):
            raise ActionParseError(f"action: expected text, got {type(text).__name__}")
        words = text.split()
        if not words:
            raise ActionParseError("action: empty text")
        verb = words[0]
        pattern = PATTERNS.get(verb)
        if pattern is None:
            raise ActionParseError(f"action {quote(text)}: unknown verb {quote(verb)}")
        if len(words) - 1 != len(pattern):
            raise ActionParseError(f"action {quote(text)}: {quote(verb)} takes {len(pattern)} argument(s)")
        args: list[int] = []
        for p, word in zip(pattern, words[1:], strict=True):
            parts = word.split(":") if p == "s" else [word]
            if len(parts) != (2 if p == "s" else 1) or not all(_NUMBER.fullmatch(x) for x in parts):
                form = "seat:index" if p == "s" else "a whole number (at most 4 digits)"
                raise ActionParseError(f"action {quote(text)}: {quote(word)} is not {form}")
            args += [int(x) for x in parts]
        return cls(verb, tuple(args))


def act(verb: str, *args: int) -> Action:
    """Shorthand constructor: ``act("flip", 2, 0)``."""
    return Action(verb, args)


def indexed(verb: str, size: int = 64) -> tuple[Action, ...]:
    """Pre-built one-integer actions ``verb 0`` .. ``verb size-1`` for the hot paths."""
    return tuple(Action(verb, (i,)) for i in range(size))
