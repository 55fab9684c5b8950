"""Bots do not go round in circles: in a position that comes back, a bot chooses something else.

Nothing in the rules makes a round end while nobody draws and nobody calls. Four bots can each take
the top discard and put back a card the next one wants, turn after turn: the deck never shrinks and
the round never ends (the arena met one in a random mix, deal 9 of seed 1: a Seer, an Insomniac, a
Nosferatu, a Village Idiot and a Thing went round four villages). A person at the table breaks such
a circle; :class:`Unrepeating` makes a bot break it too. It remembers, for the current round, which
action it chose in each position it decided in (its whole view, the turn's number aside). When a position
comes back on a later turn, the actions it chose there before are no longer offered to the bot
(unless nothing else would be left). A position comes back only where nothing changed since the
seat last stood there (no card left the deck for good, nobody learned a card, no village changed),
so a bot changes a choice only where the game made no progress; everywhere else it plays exactly as
the bot it wraps.
"""

from __future__ import annotations

import attrs

from ..engine.actions import Action
from ..engine.view import PlayerView
from .base import Bot, Budget, Cancel, Progress


def position_key(view: PlayerView) -> PlayerView:
    """What makes two decisions the same position: the whole view but the turn's number (here and
    in the full ``position``, which is part of the view's equality, not of its hash)."""
    return attrs.evolve(view, turn=0, position={k: x for k, x in view.position.items() if k != "turn"})


class Unrepeating:
    """``bot`` with a memory of the current round's positions: a decision in a position the bot
    stood in on an earlier turn of the round is taken without the actions it chose there before."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self._round = -1
        #: per position of this round: the (turn, action) pairs chosen in it
        self._chosen: dict[PlayerView, set[tuple[int, Action]]] = {}

    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """The wrapped bot's choice, from the legal actions it did not choose in this position on
        an earlier turn of the round."""
        before = {action for turn, action in self._seen(view) if turn != view.turn}
        fresh = tuple(a for a in view.legal if a not in before)
        action = self.bot.choose(
            attrs.evolve(view, legal=fresh) if before and fresh else view, budget, cancel, progress
        )
        self.remember(view, action)
        return action

    def remember(self, view: PlayerView, action: Action) -> None:
        """Note that ``action`` was chosen at ``view`` (as :meth:`choose` does; a resumed game gives
        its bots the round played so far, so that it goes on as it would have without the pause)."""
        self._seen(view).add((view.turn, action))

    def _seen(self, view: PlayerView) -> set[tuple[int, Action]]:
        """The (turn, action) pairs chosen so far at ``view``'s position (a new round forgets)."""
        if view.round != self._round:
            self._round, self._chosen = view.round, {}
        return self._chosen.setdefault(position_key(view), set())
