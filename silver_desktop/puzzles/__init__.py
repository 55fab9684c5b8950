"""Puzzles: short positions that teach one card or token each, with a checked goal (pure Python).

Read the shipped puzzles with :func:`all_puzzles`, :func:`puzzle` and :func:`puzzles_for`; play one
from :meth:`Puzzle.new_game`, let the other seats answer with :meth:`Puzzle.reply`, and check the end
with :meth:`Puzzle.over` and :meth:`Puzzle.solved`. The file format: ``docs/puzzles.md``.
"""

from __future__ import annotations

from .errors import PuzzleError
from .loader import SUBJECTS, all_puzzles, load_puzzle, puzzle, puzzles_for
from .puzzle import LANGUAGES, Puzzle, PuzzleText

__all__ = [
    "LANGUAGES",
    "SUBJECTS",
    "Puzzle",
    "PuzzleError",
    "PuzzleText",
    "all_puzzles",
    "load_puzzle",
    "puzzle",
    "puzzles_for",
]
