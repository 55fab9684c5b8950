"""Which of a seat's decisions the Hard bot would have taken differently, by a clear margin.

For every decision the seat took that the Hard bot searches (the turn, the card in hand, the
Master, Robber, Gremlin... choices) and that offered more than one action, the review builds the
seat's view *at that moment* (the engine's per-seat view: unseen cards are unknown) and asks the
Hard bot's search (:meth:`~silver_desktop.ai.hard.HardBot.try_in_world`: a world sampled from the
view, every candidate played in it, Medium playing on) for the outcome of each candidate, in
points of round score (own village against the others' average; lower is better).

Two stages, so that the mark is stable and the gain unbiased:

1. **Screening**: :data:`SCREEN_WORLDS` sampled worlds, every candidate (at most
   :data:`~silver_desktop.ai.hard.MAX_CANDIDATES`, always the one chosen); it stops after
   :data:`SCREEN_FIRST` worlds if the chosen action is still ahead of every other. The best other
   candidate becomes *the alternative*. If it is not ahead of the chosen action by at least half
   of :data:`GAIN_MARGIN`, the decision is left unmarked.
2. **Confirmation**: :data:`CONFIRM_WORLDS` *fresh* sampled worlds, only the chosen action and the
   alternative, paired world by world. The gain is the mean of the paired differences over these
   worlds only (the screening's worlds picked the alternative, so they would flatter it).

A decision is marked when that gain is at least :data:`GAIN_MARGIN` points *and* its lower bound
at :data:`Z` standard errors is above zero. Every random draw comes from a generator seeded by
the review's seed and the decision's public moment (:func:`~silver_desktop.ai.base.decision_rng`),
and the budget is a number of worlds, never time: the same view always gives the same marks, and
nothing the seat had not seen can change them (the perturbation test).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..ai.base import Cancel, decision_rng
from ..ai.hard import MAX_CANDIDATES, SEARCHED, HardBot
from ..engine.actions import Action
from ..engine.history import Game
from ..engine.rules import apply_unchecked, legal_actions
from ..engine.state import State
from ..engine.view import PlayerView, view
from .reasons import Reason, reason_for

#: A decision is marked when the alternative is expected to be at least this many points better
#: (own round score against the others' average): about a low card's worth.
GAIN_MARGIN = 3.0
#: ... and when the gain's lower bound at this many standard errors is above zero.
Z = 2.0
#: Sampled worlds for every candidate (screening), then for the chosen action and the alternative.
SCREEN_WORLDS = 16
#: ... but the screening stops after this many worlds when the chosen action is still the best.
SCREEN_FIRST = 8
CONFIRM_WORLDS = 32
#: ``progress(done, total)``: decisions reviewed so far, out of all of them.
ReviewProgress = Callable[[int, int], None]


@attrs.frozen
class Mark:
    """A decision where the alternative is clearly better, with everything the review shows."""

    #: the action's index in the game's action list (0 = the first action)
    index: int
    round: int
    #: the turn of the round (1 = its first turn)
    turn: int
    #: what the person chose, and the better choice
    chosen: Action
    alternative: Action
    #: expected points gained by the alternative (own score against the others' average), and
    #: over how many sampled worlds that was measured
    gain: float
    worlds: int
    #: why, from the view only
    reason: Reason
    #: the person's view at that moment (the review's table shows this, nothing else)
    view: PlayerView = attrs.field(eq=False, repr=False)


@attrs.frozen
class Review:
    """The review of one seat's game: how many decisions were looked at, and the marks."""

    seat: int
    decisions: int
    marks: tuple[Mark, ...]
    #: whether it was cancelled before the end (then the marks cover only the first decisions)
    cancelled: bool = False


@attrs.frozen
class Moment:
    """A decision the review looks at: the action's index, the state before it, and the turn of
    the round it was taken in (1 = the round's first turn)."""

    index: int
    state: State
    turn: int


def decision_moments(game: Game, seat: int) -> list[Moment]:
    """Each decision of ``seat`` in ``game`` the review looks at, in order."""
    out = []
    state = game.initial.clone()
    state.events = None
    first_turn = {state.round: state.turn_no}
    for index, action in enumerate(game.actions):
        first_turn.setdefault(state.round, state.turn_no)
        frame = state.stack[-1] if state.stack else None
        searched = frame is not None and frame[0] in SEARCHED and state.decider() == seat
        if searched and len(legal_actions(state)) > 1:
            out.append(Moment(index, state.clone(), state.turn_no - first_turn[state.round]))
        apply_unchecked(state, action)
    return out


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _gap(outcomes: dict[Action, list[float]], chosen: Action) -> tuple[Action, float]:
    """The best candidate other than ``chosen`` so far, and by how much its mean beats ``chosen``'s."""
    alternative = min((a for a in outcomes if a != chosen), key=lambda a: (_mean(outcomes[a]), str(a)))
    return alternative, _mean(outcomes[chosen]) - _mean(outcomes[alternative])


def review_decision(
    v: PlayerView, chosen: Action, index: int, turn: int = 0, seed: int = 0, cancel: Cancel | None = None
) -> Mark | None:
    """The mark of one decision (``chosen``, taken in view ``v`` at action ``index``, in the
    round's ``turn``), or None if it is not clearly worse than the best alternative (or when
    cancelled)."""
    bot = HardBot(seed=seed)
    rng = decision_rng(seed, v, "review")
    candidates = list(v.legal)
    if len(candidates) > MAX_CANDIDATES:
        others = [a for a in candidates if a != chosen]
        candidates = [chosen, *rng.sample(others, MAX_CANDIDATES - 1)]
    outcomes: dict[Action, list[float]] = {a: [] for a in candidates}
    for world in range(SCREEN_WORLDS):
        played = bot.try_in_world(v, candidates, rng, cancel)
        if played is None:
            return None
        for action, outcome in played.items():
            outcomes[action].append(outcome)
        if world + 1 == SCREEN_FIRST and _gap(outcomes, chosen)[1] <= 0:
            return None  # the choice is ahead of every other so far: not worth more worlds
    alternative, gap = _gap(outcomes, chosen)
    if gap < GAIN_MARGIN / 2:
        return None
    diffs = []
    for _ in range(CONFIRM_WORLDS):
        played = bot.try_in_world(v, [chosen, alternative], rng, cancel)
        if played is None:
            return None
        diffs.append(played[chosen] - played[alternative])
    gain = _mean(diffs)
    spread = sum((d - gain) ** 2 for d in diffs) / (len(diffs) - 1)
    if gain < GAIN_MARGIN or gain - Z * (spread / len(diffs)) ** 0.5 <= 0:
        return None
    return Mark(
        index, v.round, turn, chosen, alternative, gain, len(diffs), reason_for(v, chosen, alternative), v
    )


def review_game(
    game: Game,
    seat: int,
    seed: int = 0,
    cancel: Cancel | None = None,
    progress: ReviewProgress | None = None,
) -> Review:
    """Review every decision ``seat`` took in ``game`` (see the module docstring)."""
    moments = decision_moments(game, seat)
    actions = game.actions
    marks: list[Mark] = []
    for done, moment in enumerate(moments):
        if cancel is not None and cancel():
            return Review(seat, len(moments), tuple(marks), cancelled=True)
        v = view(moment.state, seat)
        mark = review_decision(v, actions[moment.index], moment.index, moment.turn, seed, cancel)
        if mark is not None:
            marks.append(mark)
        if progress is not None:
            progress(done + 1, len(moments))
    cancelled = cancel is not None and cancel()
    return Review(seat, len(moments), tuple(marks), cancelled=bool(cancelled))
