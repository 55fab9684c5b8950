"""Bots. Pure Python, no Qt; a bot decides from a :class:`~silver_desktop.engine.view.PlayerView` only.

Levels: :class:`RandomBot`, Easy and Medium (:class:`HeuristicBot` with the ``EASY`` / ``MEDIUM``
styles) and :class:`HardBot` (search over sampled worlds). :func:`make_bot` builds one by name, with
an optional personality (:mod:`.personalities`) for Easy, Medium and Hard.
"""

from __future__ import annotations

from .base import Bot, Budget
from .hard import HardBot
from .heuristic import EASY, MEDIUM, HeuristicBot
from .personalities import PERSONALITIES, personality
from .random_bot import RandomBot

LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seed: int = 0, style: str = "") -> Bot:
    """A bot of the named level (``random``, ``easy``, ``medium``, ``hard``), with the personality
    ``style`` (one of :data:`PERSONALITIES`, not for Random) or plain (``""``). ``level`` may also
    name both, as ``medium:bold``."""
    level, _, named = level.partition(":")
    style = style or named
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (random, easy, medium, hard)")
    character = personality(style) if style else None
    if level == "random":
        if character is not None:
            raise ValueError("the Random bot has no personality")
        return RandomBot(seed)
    if level == "hard":
        return HardBot(seed, personality=character)
    base = EASY if level == "easy" else MEDIUM
    return HeuristicBot(character.style(base) if character else base, seed)


__all__ = [
    "EASY",
    "LEVELS",
    "MEDIUM",
    "PERSONALITIES",
    "Bot",
    "Budget",
    "HardBot",
    "HeuristicBot",
    "RandomBot",
    "make_bot",
]
