"""Bots. Pure Python, no Qt; a bot decides from a :class:`~silver_desktop.engine.view.PlayerView` only.

Levels: :class:`RandomBot`, Easy and Medium (:class:`HeuristicBot` with the ``EASY`` / ``MEDIUM``
styles), :class:`HardBot` (search over sampled worlds) and :class:`ExpertBot` (a wider search, in
worker processes). :func:`make_bot` builds one by name, with an optional personality
(:mod:`.personalities`) for every level but Random, that does not go round in circles
(:mod:`.repetition`).
"""

from __future__ import annotations

from .base import Bot, Budget
from .expert import ExpertBot
from .hard import HardBot
from .heuristic import EASY, MEDIUM, HeuristicBot
from .personalities import PERSONALITIES, personality
from .random_bot import RandomBot
from .repetition import Unrepeating

LEVELS = ("random", "easy", "medium", "hard", "expert")


def make_bot(level: str, seed: int = 0, style: str = "", *, workers: int | None = None) -> Unrepeating:
    """A bot (:class:`~.repetition.Unrepeating`: it chooses differently in a position that comes back)
    of the named level (``random``, ``easy``, ``medium``, ``hard``, ``expert``), with the personality
    ``style`` (one of :data:`PERSONALITIES`, not for Random) or plain (``""``). ``level`` may also
    name both, as ``medium:bold``. ``workers``: the Expert's worker processes (0: none, it searches
    in the calling thread; the same choices)."""
    return Unrepeating(_bot(level, seed, style, workers))


def _bot(level: str, seed: int, style: str, workers: int | None) -> Bot:
    level, _, named = level.partition(":")
    style = style or named
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (random, easy, medium, hard, expert)")
    character = personality(style) if style else None
    if level == "random":
        if character is not None:
            raise ValueError("the Random bot has no personality")
        return RandomBot(seed)
    if level == "hard":
        return HardBot(seed, personality=character)
    if level == "expert":
        if workers is None:
            return ExpertBot(seed, personality=character)
        return ExpertBot(seed, workers=workers, personality=character)
    base = EASY if level == "easy" else MEDIUM
    return HeuristicBot(character.style(base) if character else base, seed)


__all__ = [
    "EASY",
    "LEVELS",
    "MEDIUM",
    "PERSONALITIES",
    "Bot",
    "Budget",
    "ExpertBot",
    "HardBot",
    "HeuristicBot",
    "RandomBot",
    "Unrepeating",
    "make_bot",
]
