"""Helpers of the network tests: a server on the loopback address, and the checks of every message a
client received against the engine (views equal, events as ``Event.for_seat`` gives them, and no card
the seat has not seen)."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from silver_desktop.engine import ALL_CARDS
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.events import EVERYONE, Event
from silver_desktop.engine.history import Game
from silver_desktop.engine.record import game_from_record
from silver_desktop.engine.state import State
from silver_desktop.engine.view import view
from silver_desktop.net import server as srv
from silver_desktop.net.client import Client
from silver_desktop.net.store import Store
from silver_desktop.net.views import view_from_json

#: Bots and scripted people act far faster than a person: no rate limit gets in their way here.
FAST = srv.Limits(bot_delay=0.0, rate=10_000.0, burst=10_000.0)
CARD_IDS = frozenset(c.id for c in ALL_CARDS.values())
#: The fields of a view as sent (docs/network.md), besides ``position``.
VIEW_FIELDS = frozenset(
    [
        "seat",
        "settings",
        "round",
        "turn",
        "start",
        "current",
        "decider",
        "pending",
        "legal",
        "villages",
        "deck",
        "pile",
        "area",
        "hand",
        "limbo",
        "kept",
        "kept_by",
        "ending",
        "aside",
        "removed",
        "token_holder",
        "token_active",
        "caller",
        "finals",
        "scores",
        "over",
        "winner",
    ]
)


@contextlib.asynccontextmanager
async def running(
    tmp: Path, limits: srv.Limits | None = None, node: str = "A"
) -> AsyncIterator[tuple[srv.GameServer, str]]:
    """A game server on 127.0.0.1 (a free port) with its database in ``tmp``; yields it and its URL."""
    server = srv.GameServer(Store(tmp / "rooms.sqlite3"), node, limits or FAST)
    ws = await srv.start(server, "127.0.0.1", 0)
    port = ws.sockets[0].getsockname()[1]
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        ws.close()
        await ws.wait_closed()
        server.bots.close()
        server.store.close()


def settings(deck: str = "silver", rounds: int = 1, seed: int = 5) -> dict[str, Any]:
    """Game settings for ``create``: one edition, or a seeded mix."""
    from silver_desktop.engine.config import DeckSpec

    spec = DeckSpec.random_mix(seed) if deck == "mix" else DeckSpec.parse(deck)
    return GameConfig(players=4, deck=spec, rounds=rounds).to_json()


async def play_person(client: Client, seed: int) -> None:
    """A person scripted by the test: a random legal action from the seat's own view, until the end."""
    rng = random.Random(seed)
    acted = -1
    while True:
        seen = client.view
        if seen is not None and seen.over:
            return
        if seen is not None and seen.decider == client.seat and seen.legal and acted != client.seq:
            acted = client.seq
            await client.send("act", seq=client.seq, action=str(rng.choice(seen.legal)))
        await client.recv()


class Replay:
    """The game replayed by the engine in the test: the state after every action, and its events."""

    def __init__(self, config: GameConfig, seed: int, actions: list[Any]) -> None:
        game = Game.new(config, seed)
        #: the start's events (the first round's set-up), unredacted
        self.deal: list[Event] = list(game.state.events or ())
        self.actions = list(actions)
        self.states: list[State] = [game.state.clone()]
        self.events: list[list[Event]] = [[]]
        for a in actions:
            self.events.append(game.play(a))
            self.states.append(game.state.clone())


def _ids(data: Any, out: set[str]) -> None:
    if isinstance(data, str):
        if data in CARD_IDS:
            out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            _ids(v, out)
    elif isinstance(data, list):
        for v in data:
            _ids(v, out)


def visible_types(s: State, seat: int) -> set[str]:
    """The card types ``seat`` may know in ``s``, by the engine's knowledge (faceup or its known bit)."""
    return {s.type_id(c) for c in range(s.config.card_count) if s.up[c] or s.known[c] >> seat & 1}


def check_record(msg: dict[str, Any], over: bool, replay: Replay) -> None:
    """A ``record`` (or ``ended``) message: only once the game is over (``over``: the last state the
    seat received said so; ``ended`` ends it), its record is the game so far as the engine replays
    it, and nothing outside the record names a card."""
    assert msg["type"] == "ended" or over, "a record before the game's end"
    game = game_from_record(msg["record"])
    assert [str(a) for a in game.actions] == [str(a) for a in replay.actions[: len(game.actions)]]
    assert msg["type"] == "ended" or (game.state.over and len(game.actions) == len(replay.actions))
    assert len(msg["names"]) == game.state.config.players
    found: set[str] = set()
    _ids({k: v for k, v in msg.items() if k != "record"}, found)
    assert not found, f"{msg['type']} names cards {found} outside its record"


def check_received(messages: list[dict[str, Any]], seat: int, replay: Replay) -> int:
    """Check every message a seat received; returns how many state messages were checked."""
    checked = 0
    over = False
    for msg in messages:
        if msg["type"] in ("record", "ended"):
            check_record(msg, over, replay)
            continue
        found: set[str] = set()
        _ids(msg, found)
        assert "rng" not in json.dumps(msg) and "seed" not in msg, msg["type"]
        if msg["type"] != "state":
            assert not found, f"{msg['type']} names cards {found}"
            continue
        k = msg["seq"]
        s = replay.states[k]
        over = msg["view"]["over"]
        # the position goes to the deciding seat, and on start and resume
        with_position = msg["cause"] in ("start", "resume") or s.decider() == seat
        assert ("position" in msg["view"]) == with_position, f"position sent or missing at {k}"
        # the view equals the engine's view for this seat, field by field, and holds nothing else
        assert view_from_json(msg["view"]) == view(s, seat, with_position=with_position), (
            f"view differs at {k}"
        )
        assert set(msg["view"]) == VIEW_FIELDS | ({"position"} if with_position else set())
        # the events: an action's; on a resume, every missed action's (each as it was sent live)
        first = k - 1 if msg["cause"] == "act" else k
        if msg["cause"] == "resume" and "missed" in msg:
            missed = msg["missed"]
            assert 0 <= missed["after"] <= k and missed["skipped"] >= 0
            first = missed["after"] + missed["skipped"]
            assert missed["sizes"] == [len(replay.events[i]) for i in range(first + 1, k + 1)]
        events = [e for i in range(first + 1, k + 1) for e in replay.events[i]]
        assert msg["events"] == json.loads(json.dumps([e.for_seat(seat).to_json() for e in events]))
        deal = replay.deal if "deal" in msg else []
        with_deal = (msg["cause"] == "start" and k == 0) or msg.get("missed", {}).get("after") == 0
        assert ("deal" in msg) == with_deal
        assert msg.get("deal", []) == json.loads(json.dumps([e.for_seat(seat).to_json() for e in deal]))
        # no card the seat has not seen, anywhere in the message (engine knowledge before and after,
        # and at every state of the missed actions)
        allowed = set().union(*(visible_types(replay.states[i], seat) for i in range(max(0, first), k + 1)))
        for e in events:
            if e.audience == EVERYONE and "type" in e.params:
                allowed.add(e.params["type"])
        for e, sent in zip(deal + events, msg.get("deal", []) + msg["events"], strict=True):
            # a private face reaches only its audience
            if "type" in e.params and not (e.audience == EVERYONE or e.audience >> seat & 1):
                assert "type" not in sent
        assert found <= allowed | public_reveal(deal + events), f"seat {seat} sees {found - allowed} at {k}"
        # every card of the view: named only if faceup or known to the seat
        for v, row in enumerate(msg["view"]["villages"]):
            for i, card in enumerate(row):
                c = s.villages[v][i]
                if card["type"] is not None:
                    assert s.up[c] or s.known[c] >> seat & 1
                    assert card["type"] == s.type_id(c)
        for zone, cards in (("deck", list(reversed(s.deck))), ("pile", s.pile), ("hand", s.hand)):
            for card, c in zip(msg["view"][zone], cards, strict=True):
                assert card["type"] is None or s.up[c] or s.known[c] >> seat & 1
        checked += 1
    return checked


def public_reveal(events: list[Event]) -> set[str]:
    """The cards a public event names (the reveal at scoring names every card of every village)."""
    out: set[str] = set()
    for e in events:
        if e.audience == EVERYONE:
            _ids(e.params, out)
    return out
