"""Bots. Pure Python, no Qt; a bot decides from a :class:`~silver_desktop.engine.view.PlayerView` only.

Levels: :class:`RandomBot`, Easy and Medium (:class:`HeuristicBot` with the ``EASY`` / ``MEDIUM``
styles) and :class:`HardBot` (search over sampled worlds). :func:`make_bot` builds one by name.
"""

from __future__ import annotations

from .base import Bot, Budget
from .hard import HardBot
from .heuristic import EASY, MEDIUM, HeuristicBot
from .random_bot import RandomBot

LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the named level (``random``, ``easy``, ``medium``, ``hard``)."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(EASY, seed)
    if level == "medium":
        return HeuristicBot(MEDIUM, seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown bot level {level!r} (random, easy, medium, hard)")


__all__ = ["EASY", "LEVELS", "MEDIUM", "Bot", "Budget", "HardBot", "HeuristicBot", "RandomBot", "make_bot"]
