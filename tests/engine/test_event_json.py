"""``Event.from_json`` reads back what ``Event.to_json`` wrote (a network client reads its seat's
redacted events this way): same kind and parameters, a face only where the seat's redaction left one."""

from __future__ import annotations

import json

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.engine.events import EVERYONE, Event
from silver_desktop.engine.history import Game


def test_redacted_events_round_trip_through_json() -> None:
    game = Game.new(GameConfig(players=3, deck=DeckSpec.parse("silver"), rounds=1), seed=4)
    events = list(game.state.events or ())
    while not game.state.over and len(events) < 400:
        events += game.play(game.legal_actions()[0])
    private = [e for e in events if e.audience != EVERYONE and "type" in e.params]
    assert private, "the game had private looks to redact"
    for seat in range(3):
        for e in events:
            mine = e.for_seat(seat)
            back = Event.from_json(json.loads(json.dumps(mine.to_json())))
            assert (back.kind, back.params, back.audience) == (mine.kind, mine.params, EVERYONE)
            assert ("type" in back.params) == (
                "type" in e.params and (e.audience == EVERYONE or e.audience >> seat & 1)
            )
