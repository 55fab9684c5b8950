"""Real networks fail: a client killed mid-turn comes back, an absent person's seat is played by a
stand-in bot, slow readers hold back nobody but themselves."""

from __future__ import annotations

import asyncio
import gc
import socket
import sqlite3
from pathlib import Path

import pytest
from netkit import Replay, check_received, play_person, running, settings
from websockets.exceptions import ConnectionClosed

from silver_desktop.net import protocol as p
from silver_desktop.net import server as srv
from silver_desktop.net.client import Client, play_bot

BOTS = [{"kind": "person"}] + [{"kind": "bot", "level": "easy"}] * 3
OPEN = [{"kind": "person"}] + [{"kind": "open"}] * 3


def _first_turn() -> dict[str, object]:
    return {**settings("bullet", 1), "start_player": 0}


def test_a_client_killed_mid_turn_gets_its_view_back(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a = await Client.connect(url)
            room_id = (await a.create(_first_turn(), BOTS))["room"]
            state = await a.expect("state")
            assert state["view"]["decider"] == 0
            room = server.rooms[room_id]
            a.ws.transport.abort()  # killed: no close handshake
            await asyncio.sleep(0.05)
            assert 0 not in server.seated[room_id]
            assert room.seq == state["seq"]  # nobody played for it (the stand-in waits a minute)
            back = await Client.connect(url)
            await back.resume(room_id, 0, a.secret)
            again = await back.expect("state")
            assert again["cause"] == "resume" and again["seq"] == state["seq"]
            assert again["view"] == state["view"]
            await asyncio.wait_for(play_person(back, 4), timeout=60)
            replay = Replay(room.game.state.config, room.game.start["seed"], room.actions)
            assert check_received(a.received, 0, replay) == 1
            assert check_received(back.received, 0, replay) == len(room.actions) - state["seq"] + 1

    asyncio.run(main())


def test_a_stand_in_plays_for_an_absent_person_until_they_return(tmp_path: Path) -> None:
    async def main() -> None:
        limits = srv.Limits(away=0.05, bot_delay=0.0, rate=10_000.0, burst=10_000.0)
        async with running(tmp_path, limits) as (server, url):
            a = await Client.connect(url)
            room_id = (await a.create(_first_turn(), BOTS))["room"]
            seq = (await a.expect("state"))["seq"]
            room = server.rooms[room_id]
            a.ws.transport.abort()
            for _ in range(200):
                await asyncio.sleep(0.01)
                if room.over or room.seq > seq + 8:
                    break
            assert room.seq > seq  # the stand-in played seat 0's turn (and the bots went on)
            assert room.actions[0] is not None and room.seats[0].kind == "person"
            back = await Client.connect(url)
            await back.resume(room_id, 0, a.secret)
            resumed = await back.expect("state")
            assert resumed["cause"] == "resume" and resumed["seq"] > seq
            await asyncio.wait_for(play_person(back, 4), timeout=60)
            assert room.over
            replay = Replay(room.game.state.config, room.game.start["seed"], room.actions)
            # the resumed view and every later one equal the engine's
            assert check_received(back.received, 0, replay) == len(room.actions) - resumed["seq"] + 1

    asyncio.run(main())


def test_a_slow_reader_does_not_hold_back_the_others(tmp_path: Path) -> None:
    """In room A a person reads one message every 20 ms; the others of room A are far ahead of it,
    and room B plays its whole game meanwhile."""

    async def slow(client: Client) -> None:
        acted = -1
        while True:
            await asyncio.sleep(0.02)
            msg = await client.recv()
            seen = client.view
            if msg["type"] == "state" and seen is not None:
                if seen.over:
                    return
                if seen.decider == client.seat and seen.legal and acted != client.seq:
                    acted = client.seq
                    await client.send("act", seq=client.seq, action=str(seen.legal[0]))

    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a = [await Client.connect(url) for _ in range(4)]
            room_a = (await a[0].create(settings("silver", 1, 2), OPEN))["room"]
            for c in a[1:]:
                await c.join(room_a)
            b = [await Client.connect(url) for _ in range(4)]
            room_b = (await b[0].create(settings("coin", 1, 3), OPEN))["room"]
            for c in b[1:]:
                await c.join(room_b)
            seen_ahead = 0

            async def fast(client: Client, seed: int) -> None:
                nonlocal seen_ahead
                bot = play_bot(client, "easy", seed=seed)
                await bot
                seen_ahead = max(seen_ahead, client.seq - a[0].seq)

            await asyncio.wait_for(
                asyncio.gather(
                    asyncio.gather(*(play_bot(c, "easy", seed=i) for i, c in enumerate(b))),
                    slow(a[0]),
                    *(fast(c, i) for i, c in enumerate(a[1:])),
                ),
                timeout=120,
            )
            assert server.rooms[room_a].over and server.rooms[room_b].over
            assert seen_ahead > 0  # a fast seat of room A finished while the slow one was still reading

    asyncio.run(main())


def test_a_reader_that_stops_reading_is_cut_off_and_stood_in_for(tmp_path: Path) -> None:
    """A person's connection reads nothing (its socket buffer is tiny): the server drops it once a
    message has waited too long for it, instead of buffering without end, and a stand-in plays its
    seat."""

    async def main() -> None:
        limits = srv.Limits(away=0.05, bot_delay=0.0, rate=10_000.0, burst=10_000.0, stall=1.0)
        async with running(tmp_path, limits) as (server, url):
            port = int(url.rsplit(":", 1)[1])
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            sock.connect(("127.0.0.1", port))
            from websockets.asyncio.client import connect

            stuck = Client(await connect(url, sock=sock, max_queue=1, compression=None))
            later = {**settings("silver", 1), "start_player": 1}
            room_id = (await stuck.create(later, OPEN))["room"]
            # the server's side of its connection buffers little too
            conn = server.seated[room_id][0]
            conn.ws.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            others = [await Client.connect(url) for _ in range(3)]
            for c in others:
                await c.join(room_id)
            players = asyncio.gather(*(play_bot(c, "easy", seed=i) for i, c in enumerate(others)))
            for _ in range(1500):  # small messages that every seat is sent
                await others[0].send("chat", id="hello")
                await asyncio.sleep(0)
            await asyncio.wait_for(players, timeout=120)
            room = server.rooms[room_id]
            assert room.over
            assert 0 not in server.seated[room_id]  # cut off; the stand-in finished its game

    asyncio.run(main())


def test_a_reader_that_falls_behind_gets_every_message_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server hands a message straight to the socket when nothing waits before it, and queues it
    for the connection's writer otherwise (a full socket buffer). A reader that reads nothing for a
    while, then reads on, gets every message once and in order, through both ways."""
    ways = {True: 0, False: 0}
    write_now = srv.Conn._write_now

    def counted(conn: srv.Conn, text: str) -> bool:
        went = write_now(conn, text)
        ways[went] += 1
        return went

    monkeypatch.setattr(srv.Conn, "_write_now", counted)

    async def main() -> None:
        async with running(tmp_path, srv.Limits(stall=30.0, send_queue=10_000)) as (server, url):
            port = int(url.rsplit(":", 1)[1])
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            sock.connect(("127.0.0.1", port))
            from websockets.asyncio.client import connect

            late = Client(await connect(url, sock=sock, max_queue=1, compression=None))
            room_id = (await late.create(settings("silver", 1), OPEN))["room"]
            conn = server.seated[room_id][0]
            conn.ws.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            ways[True] = ways[False] = 0
            sent = 3000
            for n in range(sent):  # numbered messages; the reader's buffers fill up, then the queue
                conn.send({"type": "note", "n": n, "pad": "x" * 200})
                if n % 10 == 0:
                    await asyncio.sleep(0)
            assert ways[True] > 0 and ways[False] > 0
            got: list[int] = []
            while len(got) < sent:
                msg = await asyncio.wait_for(late.recv(), timeout=30)
                if msg["type"] == "note":
                    got.append(msg["n"])
            assert got == list(range(sent))

    asyncio.run(main())


def test_a_change_that_cannot_be_stored_changes_nothing(tmp_path: Path) -> None:
    """The database refuses a write: nobody hears of the action, the room goes back to its last
    stored change, and the game goes on after its people resume."""

    async def main() -> None:
        async with running(tmp_path, srv.Limits(bot_delay=3600.0, rate=10_000.0, burst=10_000.0)) as (
            server,
            url,
        ):
            a = await Client.connect(url)
            room_id = (await a.create(_first_turn(), BOTS))["room"]
            state = await a.expect("state")
            played = server.store.played

            def full_disk(*args: object) -> None:
                raise sqlite3.OperationalError("database or disk is full")

            server.store.played = full_disk  # type: ignore[method-assign]
            await a.send("act", seq=state["seq"], action=state["view"]["legal"][0])
            assert (await a.expect_any("error"))["code"] == p.NOT_STORED
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await a.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1011
            assert room_id not in server.rooms
            server.store.played = played  # type: ignore[method-assign]
            back = await Client.connect(url)
            await back.resume(room_id, 0, a.secret)
            again = await back.expect("state")
            assert again["seq"] == state["seq"] and again["view"] == state["view"]
            await back.send("act", seq=again["seq"], action=again["view"]["legal"][0])
            assert (await back.expect("state"))["seq"] == state["seq"] + 1

    asyncio.run(main())


def test_the_collector_is_tended() -> None:
    """Long-lived objects are set aside from the collector's passes, and scanned again in full now
    and then; the youngest generation is collected less often."""
    threshold = gc.get_threshold()

    async def main() -> tuple[int, int]:
        full_before = gc.get_stats()[2]["collections"]
        task = asyncio.create_task(srv.tend_collector(freeze_every=0.01, full_every=0.05))
        await asyncio.sleep(0.2)
        frozen = gc.get_freeze_count()
        task.cancel()
        return frozen, gc.get_stats()[2]["collections"] - full_before

    try:
        frozen, full = asyncio.run(main())
        assert gc.get_threshold()[0] == 20_000
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)  # the server's setting, not the test run's
    assert frozen > 0 and full >= 1
