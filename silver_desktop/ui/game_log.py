"""The game log as one story: the events of the game so far, and the log's lines for one seat.

The controller keeps the game's events grouped by action (:func:`replayed_events` regenerates them
from a game's record, for a game opened from a file); the window's log is always
:func:`lines_for` those events and the seat it is written for, after an action, an undo, a redo, a
Continue or Open, a hot-seat hand-over or a change of language. So the log can never disagree with
the game, and a person finds their earlier looks in it after the game was saved and opened again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..engine.actions import Action
from ..engine.events import EVERYONE, Event
from ..engine.history import Game
from ..engine.record import game_from_record, record_of
from ..engine.rules import apply
from ..engine.state import State
from .log_text import described, pile_after


def replayed_events(game: Game, before: Callable[[State, Action], None] | None = None) -> list[list[Event]]:
    """The events of ``game`` so far, unredacted, from a fresh replay of its record: first the
    start's (the first round's set-up, which the engine emits while dealing a new game; none for a
    game that starts from a position), then one list per action played (undone actions excluded).
    ``before`` is shown each state of the replay with the action played from it."""
    record = {k: v for k, v in record_of(game).items() if k not in ("actions", "result")}
    state = game_from_record(record).state
    out = [list(state.events or ())]
    for action in game.actions:
        if before is not None:
            before(state, action)
        out.append(apply(state, action))
    return out


def lines_for(
    events_by_action: Iterable[Sequence[Event]], seat: int | None, names: Sequence[str], lang: str = "en"
) -> list[str]:
    """The log's lines for the player at ``seat``: each action's events in words, redacted for that
    seat (:func:`~.log_text.described`), so a card is named only where the seat saw its face; its own
    looks are named, nobody else's. ``seat`` ``None`` writes what everyone at the table saw (a
    hot-seat game before anyone has said they are at the screen): a face is named only if every
    seat saw it, and every player is named in the third person."""
    return told(events_by_action, seat, names, lang)[0]


def told(
    events_by_action: Iterable[Sequence[Event]],
    seat: int | None,
    names: Sequence[str],
    lang: str = "en",
    pile: Sequence[str | None] | None = None,
    ends_game: bool = False,
) -> tuple[list[str], list[str | None] | None]:
    """:func:`lines_for`'s lines, from the discard pile ``pile`` before the first action (None: not
    known, until a round starts), with the pile the log has followed to their end
    (:func:`~.log_text.pile_after`), for the next action's lines. ``ends_game``: the events end the
    game's last round, and the game's end is told apart (:func:`~.log_text.described`)."""
    reader = len(names) if seat is None else seat  # no player's seat: no line says "you"
    known = None if pile is None else list(pile)
    lines: list[str] = []
    for group in events_by_action:
        events = [_public(e, reader) for e in group] if seat is None else group
        lines += [line for _, line in described(events, reader, names, lang, known, ends_game)]
        known = pile_after(known, events, reader)
    return lines, known


def _public(event: Event, players: int) -> Event:
    """``event`` as everyone at the table saw it: its face kept only if every seat saw it."""
    if event.audience == EVERYONE:
        return event
    everyone = (1 << players) - 1
    if event.audience & everyone == everyone:
        return Event(event.kind, event.params, EVERYONE)
    return Event(event.kind, {k: v for k, v in event.params.items() if k != "type"}, EVERYONE)


__all__ = ["lines_for", "replayed_events", "told"]
