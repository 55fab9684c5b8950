"""The one interface every bot implements, and what a decision may cost.

A bot is given a :class:`~silver_desktop.engine.view.PlayerView` (never the state), a budget, an
optional cancel flag and an optional progress callback, and returns one legal action. It draws its
randomness from its own seed and the view, so the same seed and the same view give the same choice.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Protocol

import attrs

from ..engine.actions import Action
from ..engine.view import PlayerView

Cancel = Callable[[], bool]
Progress = Callable[[Action], None]


@attrs.frozen
class Budget:
    """How much a decision may cost: wall-clock seconds and/or search iterations (None = the bot's
    default)."""

    seconds: float | None = None
    iterations: int | None = None


class Bot(Protocol):
    """A player that decides from a seat's view only."""

    name: str

    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """One of ``view.legal``. ``progress`` may be called with the best action found so far;
        when ``cancel()`` becomes true the bot returns its best action at once."""
        ...


def decision_rng(seed: int, view: PlayerView, salt: str = "") -> random.Random:
    """A generator for one decision: a function of the bot's seed and the (public) decision point."""
    key = f"{seed}|{view.seat}|{view.round}|{view.turn}|{view.pending}|{len(view.legal)}|{salt}"
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))
