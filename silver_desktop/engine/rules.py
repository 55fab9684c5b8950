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
from .errors import ConfigError, IllegalActionError, RuleFault, quote
from .events import Event
from .freesteps import MID_TURN_VERBS, apply_free_step, mid_turn_steps
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
    out = DECISIONS[frame[0]][0](s, frame)
    if s.config.has_curator:
        out.extend(mid_turn_steps(s, frame[0], frame[1]))
    return out


def apply(s: State, action: Action | str) -> list[Event]:
    """Apply a legal action; return the events it caused.

    Raises :class:`IllegalActionError` for an action that is not legal now, and :class:`RuleFault`
    if the rules themselves fail on a legal one; either way the state is left exactly as it was.
    """
    if isinstance(action, str):
        action = Action.parse(action)
    elif not isinstance(action, Action):
        raise IllegalActionError(f"action: expected an action, got {quote(action)}")
    if not s.stack:
        raise IllegalActionError(f"action {action}: the game is over")
    frame = s.stack[-1]
    if action not in legal_actions(s):
        raise IllegalActionError(
            f"action {quote(str(action))} is not legal now: seat {frame[1]} must decide {frame[0]!r}"
        )
    if s.events is None:
        s.events = []
    mark = len(s.events)
    before = s.clone()
    try:
        apply_unchecked(s, action)
    except Exception as e:  # a bug in the rules: never leave the state half-changed
        del s.events[mark:]
        s.restore(before)
        raise RuleFault(
            f"action {str(action)!r} failed inside the rules ({type(e).__name__}: {e}); "
            "the game is as it was before it"
        ) from e
    out = s.events[mark:]
    del s.events[mark:]
    return out


def apply_unchecked(s: State, action: Action) -> None:
    """Apply an action known to be legal (no check). Events are collected only if ``s.events``."""
    frame = s.stack[-1]
    s.barrier = False
    if s.events is not None:
        s.emit(ev.ACTED, seat=frame[1], action=str(action), decision=frame[0])
    if action.verb in MID_TURN_VERBS and frame[0] not in ("turn", "after"):
        apply_free_step(s, frame[1], action)  # a Curator in the middle of an ability (§12.3)
    else:
        DECISIONS[frame[0]][1](s, frame, action)
    flow.settle(s)
