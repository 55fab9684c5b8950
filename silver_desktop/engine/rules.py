"""The engine's front door: start a game, list the legal actions, apply one.

Every state change goes through :func:`apply`. It checks the action against :func:`legal_actions`
(raising :class:`IllegalActionError` naming it otherwise), runs the decision's handler, then settles
everything automatic (round ends, turn changes). :func:`apply_unchecked` skips the check, for search
and benchmarks that already chose from the legal list.
"""

from __future__ import annotations

from . import abilities as _abilities  # noqa: F401  (registers the ability decisions)
from . import events as ev
from . import exchange as _exchange  # noqa: F401  (registers the exchange decisions)
from . import flow, setup
from .actions import Action
from .config import GameConfig
from .decisions import DECISIONS
from .errors import ConfigError, IllegalActionError
from .events import Event
from .rng import MASK64
from .state import State


def new_game(config: GameConfig, seed: int = 0, deck_order: list[int] | None = None) -> State:
    """Start a game: round 1 shuffled from ``seed`` (or dealt from ``deck_order``, first card on top).

    ``deck_order`` lists the 52 physical cards in dealing order; later rounds are shuffled from the seed.
    """
    if deck_order is not None:
        n = config.card_count
        if sorted(deck_order) != list(range(n)):
            raise ConfigError(f"deck order: expected each of the {n} cards exactly once")
        deck_order = list(deck_order)
    s = State(config, seed & MASK64)
    setup.new_state(s, deck_order)
    flow.settle(s)
    return s


def current_player(s: State) -> int:
    """The seat that must decide now, or -1 once the game is over."""
    return s.decider()


def legal_actions(s: State) -> list[Action]:
    """Every action the deciding seat may take now (empty only when the game is over)."""
    if not s.stack:
        return []
    frame = s.stack[-1]
    return DECISIONS[frame[0]][0](s, frame)


def apply(s: State, action: Action | str) -> list[Event]:
    """Apply a legal action; return the events it caused. Raises :class:`IllegalActionError`."""
    if isinstance(action, str):
        action = Action.parse(action)
    if not s.stack:
        raise IllegalActionError(f"action {action}: the game is over")
    frame = s.stack[-1]
    if action not in DECISIONS[frame[0]][0](s, frame):
        raise IllegalActionError(
            f"action {str(action)!r} is not legal now: seat {frame[1]} must decide {frame[0]!r}"
        )
    if s.events is None:
        s.events = []
    mark = len(s.events)
    apply_unchecked(s, action)
    out = s.events[mark:]
    del s.events[mark:]
    return out


def apply_unchecked(s: State, action: Action) -> None:
    """Apply an action known to be legal (no check). Events are collected only if ``s.events``."""
    frame = s.stack[-1]
    s.barrier = False
    if s.events is not None:
        s.emit(ev.ACTED, seat=frame[1], action=str(action))
    DECISIONS[frame[0]][1](s, frame, action)
    flow.settle(s)
