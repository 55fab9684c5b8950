"""The random bot: a uniformly random legal action. The baseline for tests, the simulator and benchmarks."""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.view import PlayerView
from .base import Budget, Cancel, Progress


class RandomBot:
    """Chooses uniformly among the legal actions of its seat's view, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """One legal action for the seat whose view this is."""
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no decision to take")
        return self._rng.choice(view.legal)
