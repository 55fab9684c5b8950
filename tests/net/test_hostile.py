"""Hostile input: every bad message gets a clear error and leaves the room exactly as it was."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from netkit import running, settings
from websockets.exceptions import ConnectionClosed

from silver_desktop.engine.position import to_position
from silver_desktop.engine.view import view
from silver_desktop.net import protocol as p
from silver_desktop.net import server as srv
from silver_desktop.net.client import Client
from silver_desktop.net.views import view_to_json

SEATS = [
    {"kind": "person"},
    {"kind": "open"},
    {"kind": "bot", "level": "random"},
    {"kind": "bot", "level": "random"},
]
#: The server's bots wait an hour: the room changes only when a test's client acts.
SLOW_BOTS = srv.Limits(bot_delay=3600.0, rate=10_000.0, burst=10_000.0)


async def _error(client: Client, raw: str) -> dict[str, Any]:
    await client.ws.send(raw)
    msg = await client.expect_any("error")
    return msg


async def _table(url: str) -> tuple[Client, Client, str]:
    a, b = await Client.connect(url), await Client.connect(url)
    room = (await a.create({**settings("silver", 1), "start_player": 0}, SEATS))["room"]
    await b.join(room)
    await a.expect("state")
    await b.expect("state")
    return a, b, room


def test_bad_messages_get_errors_and_change_nothing(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, SLOW_BOTS) as (server, url):
            a, b, room_id = await _table(url)
            room = server.rooms[room_id]
            before = (room.seq, to_position(room.game.state), list(room.actions))
            assert room.game.state.decider() == a.seat
            mover, other = a, b
            legal = str(room.game.legal_actions()[0])
            cases = [
                ("{not json", p.BAD_JSON),
                ("[1, 2]", p.BAD_MESSAGE),
                (json.dumps({"type": "ping"}), p.BAD_VERSION),
                (json.dumps({"v": 2, "type": "ping"}), p.BAD_VERSION),
                (json.dumps({"v": 1, "type": "shout"}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "ping", "extra": 1}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "act", "seq": "0", "action": legal}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "act", "seq": True, "action": legal}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "act", "seq": room.seq, "action": "x" * 41}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "act", "seq": room.seq, "action": "draw\u0000"}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "chat", "id": "<b>you lose</b>"}), p.BAD_MESSAGE),
                (json.dumps({"v": 1, "type": "join", "room": room_id, "name": "x", "lang": "en"}),
                 p.ALREADY_SEATED),
                ("[" * 5000 + "]" * 5000, p.BAD_JSON),
            ]  # fmt: skip
            for raw, code in cases:
                msg = await _error(mover, raw)
                assert msg["code"] == code, raw[:60]
                assert msg["key"] == f"net.error.{code}"
                assert "Traceback" not in json.dumps(msg)
            # out of turn, replayed and stale numbers, illegal actions
            msg = await _error(other, p.encode(p.message("act", seq=room.seq, action=legal)))
            assert msg["code"] == p.NOT_YOUR_TURN and msg["ref"] == "act"
            msg = await _error(mover, p.encode(p.message("act", seq=room.seq + 1, action=legal)))
            assert msg["code"] == p.STALE_SEQ
            msg = await _error(mover, p.encode(p.message("act", seq=room.seq, action="rob 9:9 9")))
            assert msg["code"] == p.ILLEGAL_ACTION
            msg = await _error(mover, p.encode(p.message("act", seq=room.seq, action="fly")))
            assert msg["code"] == p.ILLEGAL_ACTION
            msg = await _error(other, p.encode(p.message("undo", seq=room.seq)))
            assert msg["code"] == p.NOT_YOUR_TURN
            assert (room.seq, to_position(room.game.state), list(room.actions)) == before
            # a real action is accepted once; the same message again is a replay
            act = p.encode(p.message("act", seq=room.seq, action=legal))
            await mover.ws.send(act)
            state = await mover.expect("state")
            assert state["seq"] == before[0] + 1
            await mover.ws.send(act)
            assert (await mover.expect_any("error"))["code"] == p.STALE_SEQ
            assert room.seq == before[0] + 1 and len(room.actions) == len(before[2]) + 1
            # the other seat still gets its messages and is answered
            await other.send("ping", n=7)
            assert (await other.expect("pong"))["n"] == 7

    asyncio.run(main())


def test_seats_are_held_by_secrets(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, SLOW_BOTS) as (server, url):
            a, b, room_id = await _table(url)
            thief = await Client.connect(url)
            # another seat's secret, a made-up one, a bot seat's, a seat that is not there
            for seat, secret in ((a.seat, b.secret), (a.seat, "A" * 32), (2, a.secret), (3, b.secret)):
                await thief.send("resume", room=room_id, seat=seat, secret=secret)
                msg = await thief.expect_any("error")
                assert msg["code"] == p.BAD_SECRET
            await thief.send("act", seq=0, action="draw")
            assert (await thief.expect_any("error"))["code"] == p.NOT_SEATED
            await thief.send("join", room=room_id, name="late", lang="ko")
            assert (await thief.expect_any("error"))["code"] == p.ROOM_FULL
            await thief.send("join", room="A-222222", name="x", lang="ko")
            assert (await thief.expect_any("error"))["code"] == p.NO_ROOM
            await thief.send("join", room="B-222222", name="x", lang="ko")
            assert (await thief.expect_any("error"))["code"] == p.WRONG_NODE
            # nothing the thief received names a card
            assert all(m["type"] == "error" for m in thief.received)
            assert server.rooms[room_id].seq == a.seq

    asyncio.run(main())


def test_oversized_frames_close_the_connection_only(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, SLOW_BOTS) as (server, url):
            a, b, room_id = await _table(url)
            seq = server.rooms[room_id].seq
            await b.ws.send(json.dumps({"v": 1, "type": "chat", "id": "x" * (p.MAX_CLIENT_MESSAGE + 10)}))
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await b.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
            await a.send("ping", n=1)
            assert (await a.expect("pong"))["n"] == 1
            assert server.rooms[room_id].seq == seq
            # the seat is not lost: its person comes back with the secret
            again = await Client.connect(url)
            await again.resume(room_id, b.seat, b.secret)
            assert (await again.expect("state"))["cause"] == "resume"

    asyncio.run(main())


def test_a_flood_is_refused_then_cut_off(tmp_path: Path) -> None:
    async def main() -> None:
        limits = srv.Limits(bot_delay=3600.0, rate=10.0, burst=30.0, flood=200)
        async with running(tmp_path, limits) as (server, url):
            a, b, room_id = await _table(url)
            room = server.rooms[room_id]
            before = (room.seq, to_position(room.game.state))
            ping = p.encode(p.message("ping", n=1))
            with pytest.raises(ConnectionClosed):
                for _ in range(2000):
                    await b.ws.send(ping)
                    await asyncio.sleep(0)
                while True:
                    await b.recv()
            codes = [m.get("code") for m in b.received if m["type"] == "error"]
            pongs = sum(m["type"] == "pong" for m in b.received)
            assert p.RATE_LIMITED in codes
            assert 25 <= pongs <= 60  # the burst, and what the rate let through meanwhile
            assert b.ws.close_code == 1008
            assert (room.seq, to_position(room.game.state)) == before
            await a.send("ping", n=2)
            assert (await a.expect("pong"))["n"] == 2

    asyncio.run(main())


def test_strict_undo_over_the_network(tmp_path: Path) -> None:
    """A person takes back their own action within their turn (taking the pile's top card) and sees
    exactly the view before it; an undo the strict policy forbids is refused and changes nothing."""

    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a = await Client.connect(url)
            seats = [{"kind": "person"}] + [{"kind": "bot", "level": "easy"}] * 3
            room_id = (await a.create({**settings("silver", 1, 4), "start_player": 0}, seats))["room"]
            room = server.rooms[room_id]
            refused = undone = 0
            before: dict[str, Any] = {}
            while not room.over and not (refused and undone):
                msg = await a.expect("state")
                if msg["seq"] != room.seq or room.game.state.decider() != 0:
                    continue  # not (or no longer) this seat's decision
                if room.game.can_undo(0) and not undone:
                    await a.send("undo", seq=room.seq)
                    back = await a.expect("state")
                    assert back["cause"] == "undo" and back["seq"] == before["seq"] + 2
                    assert back["view"] == before["view"]  # exactly as before the action
                    undone += 1
                elif not room.game.can_undo(0) and not refused and room.actions:
                    position = to_position(room.game.state)
                    await a.send("undo", seq=room.seq)
                    assert (await a.expect_any("error"))["code"] == p.CANNOT_UNDO
                    assert to_position(room.game.state) == position
                    refused += 1
                before = {"seq": room.seq, "view": view_to_json(view(room.game.state, 0))}
                legal = [str(x) for x in room.game.legal_actions()]
                await a.send("act", seq=room.seq, action="take" if "take" in legal else legal[0])
            assert undone == 1 and refused == 1

    asyncio.run(main())
