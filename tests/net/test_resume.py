"""A seat that comes back after a dropped connection is told what it missed: ``resume`` with ``since``
(the number of the last state it saw) answers a ``state`` whose events are those of every action
played since, each as the seat saw (or would have seen) it live, checked against the engine."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from netkit import Replay, check_received, play_person, settings
from server_process import server_process

from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.record import game_from_record
from silver_desktop.net import protocol as p
from silver_desktop.net import room as room_module
from silver_desktop.net.client import Client
from silver_desktop.net.room import MISSED_BYTES, Room

SEATS = [{"kind": "person"}, {"kind": "open"}] + [{"kind": "bot", "level": "easy"}] * 2


async def _resume(url: str, room: str, seat: int, secret: str, **since: Any) -> tuple[Client, dict[str, Any]]:
    """A new connection that takes ``seat`` back (with ``since`` if given); returns it and the state."""
    client = await Client.connect(url)
    await client.send("resume", room=room, seat=seat, secret=secret, **since)
    await client.expect("joined")
    return client, await client.expect("state")


async def _play_until(client: Client, seed: int, seq: int) -> None:
    """Play ``client``'s seat (a scripted person) until its room has reached ``seq`` changes."""
    rng = random.Random(seed)
    acted = -1
    while client.seq < seq and not (client.view is not None and client.view.over):
        seen = client.view
        if seen is not None and seen.decider == client.seat and seen.legal and acted != client.seq:
            acted = client.seq
            await client.send("act", seq=client.seq, action=str(rng.choice(seen.legal)))
        await client.recv()


def test_a_resumed_seat_is_told_every_action_it_missed(tmp_path: Path) -> None:
    """Seat 0 drops mid-game; seat 1 (a person), two bots and seat 0's stand-in play on; seat 0 comes
    back with ``since`` and receives the missed actions' events, redacted for it; later a reopened
    app (``since`` 0) gets the whole game's events from the deal on."""

    async def main(url: str) -> None:
        a, b = await Client.connect(url), await Client.connect(url)
        room = (await a.create({**settings("silver", 2, 7), "start_player": 0}, SEATS))["room"]
        await b.join(room)
        b_plays = asyncio.create_task(play_person(b, 5))
        await _play_until(a, 3, 4)  # a few actions while both are here
        since = a.seq
        a.ws.transport.abort()  # the connection drops, without a close handshake
        while b.seq < since + 12 and not b_plays.done():
            await asyncio.sleep(0.01)
        back, state = await _resume(url, room, 0, a.secret, since=since)
        missed = state["missed"]
        assert missed["after"] == since and missed["skipped"] == 0  # no undo: actions = changes
        assert len(missed["sizes"]) == state["seq"] - since >= 12
        assert "deal" not in state
        await asyncio.wait_for(asyncio.gather(play_person(back, 6), b_plays), timeout=120)
        record = (await back.expect("record"))["record"]
        game = game_from_record(record)
        replay = Replay(game.state.config, record["start"]["seed"], record["actions"])
        assert check_received(a.received, 0, replay) == since + 1
        assert check_received(back.received, 0, replay) == len(replay.actions) - state["seq"] + 1
        check_received(b.received, 1, replay)
        # an app opened again from its file knows nothing: since 0 gives the deal and every action
        again, whole = await _resume(url, room, 1, b.secret, since=0)
        assert whole["missed"] == {"after": 0, "skipped": 0, "sizes": [len(e) for e in replay.events[1:]]}
        assert len(json.dumps(whole, ensure_ascii=False).encode()) < p.MAX_SERVER_MESSAGE
        await again.expect("record")
        assert check_received(again.received, 1, replay) == 1

    with server_process(tmp_path / "rooms.sqlite3", "--away", "0") as (_, url):
        asyncio.run(main(url))


def test_hostile_since_values(tmp_path: Path) -> None:
    """A ``since`` that is not a change number is refused (``bad-message``) and changes nothing; one
    ahead of the room is ignored (the state comes without missed events)."""

    async def main(url: str) -> None:
        a = await Client.connect(url)
        room = (await a.create({**settings("coin", 1, 3), "start_player": 0}, SEATS))["room"]
        join = await Client.connect(url)
        secret = (await join.join(room))["secret"]
        await join.expect("state")
        probe = await Client.connect(url)
        for bad in (-1, 1_000_001, 2**70, "3", 2.5, True, None, [1], {"seq": 1}):
            await probe.send("resume", room=room, seat=1, secret=secret, since=bad)
            error = await probe.expect_any("error")
            assert error["code"] == p.BAD_MESSAGE and "since" in error["detail"]
        # the seat is still the first connection's: it is answered as before
        await join.send("ping", n=3)
        assert (await join.expect("pong"))["n"] == 3
        _, state = await _resume(url, room, 1, secret, since=1_000_000)
        assert state["cause"] == "resume" and "missed" not in state and state["events"] == []
        _, state = await _resume(url, room, 1, secret, since=0)
        assert state["missed"]["after"] == 0 and "deal" in state

    with server_process(tmp_path / "rooms.sqlite3") as (_, url):
        asyncio.run(main(url))


def _play(
    room: Room, rng: random.Random, undos: int, changes: int = 10**9, played: list[int] | None = None
) -> list[list[int]]:
    """Play ``room`` at random until ``changes`` changes or its end, taking back an action now and
    then (strict undo, ``undos`` at most); returns the record as it stood at every change number, each
    action named by the change that played it (an action played again after its undo is another;
    ``played``: the record so far, so named)."""
    played = list(played or [])
    records = [list(played)]
    while room.seq < changes and not room.over:
        seat = room.game.state.decider()
        if undos and room.game.can_undo(seat) and rng.random() < 0.5:
            room.undo(seat, room.seq)
            played.pop()
            undos -= 1
        else:
            played.append(room.seq)
            room.act(seat, room.seq, str(rng.choice(room.game.legal_actions())))
        records.append(list(played))
    return records


def _common(a: list[int], b: list[int]) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


@pytest.mark.parametrize("seed", [1, 2])
def test_undone_actions_and_a_reloaded_room(seed: int) -> None:
    """With undos, what a seat had seen and is still played is exactly the common start of the record
    then and now; a room loaded again (a restart) does not know its undos' numbers and tells a seat
    from no later than that. The events are the engine's for the actions after it."""
    config = GameConfig.from_json({**settings("bullet", 1, seed), "start_player": 0})
    kinds = [{"kind": "person"}] + [{"kind": "bot", "level": "easy"}] * 3
    room, _, _ = Room.create("A-222222", "A", config, kinds, "Host", "en")
    rng = random.Random(seed)
    half = _play(room, rng, 100, 40)
    loaded = Room.from_row(room.row())
    later = _play(loaded, rng, 10, played=half[-1])
    records = half + later[1:]
    assert loaded.seq == len(records) - 1
    assert room.seq > len(room.actions), "the test should take actions back before the reload"
    assert loaded._undos, "and after it"
    replay = Replay(config, room.game.start["seed"], loaded.actions)
    for since, seen in enumerate(records):
        common = _common(seen, records[-1])
        missed = loaded.missed(since)
        assert missed is not None
        if since >= len(half) - 1:
            assert missed.after == common
        else:
            assert missed.after <= common
        assert missed.skipped == 0 and (missed.deal is not None) == (missed.after == 0)
        assert missed.groups == replay.events[missed.after + 1 :]
    assert loaded.missed(loaded.seq + 1) is None


def test_a_long_game_is_cut_to_the_latest_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """More missed actions than the cap, or more bytes than the budget: the oldest are left out and
    counted, the latest kept."""
    config = GameConfig.from_json({**settings("silver", 3, 4), "start_player": 0})
    kinds = [{"kind": "person"}] + [{"kind": "bot", "level": "easy"}] * 3
    room, _, _ = Room.create("A-333333", "A", config, kinds, "Host", "en")
    _play(room, random.Random(4), 0)
    replay = Replay(config, room.game.start["seed"], room.actions)
    n = len(room.actions)
    capped = room.missed(0, cap=50)
    assert capped is not None and capped.skipped == n - 50 and capped.groups == replay.events[n - 49 :]
    whole = room.missed(0)
    assert whole is not None and whole.skipped == 0 and len(whole.groups) == n
    sizes = [len(p.encode({"e": [e.to_json() for e in g]})) for g in replay.events[1:]]
    assert sum(sizes) < MISSED_BYTES  # so the budget below is what cuts
    monkeypatch.setattr(room_module, "MISSED_BYTES", sum(sizes[-30:]))
    cut = room.missed(0)
    assert cut is not None and cut.skipped == n - 30 and cut.groups == replay.events[n - 29 :]
