"""The host's part: the record at the end, bots for empty seats and ``start``, the host in ``lobby``
and ``joined``, and a server ending its rooms (``ended``, ``GameServer.end_all``)."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
from pathlib import Path
from typing import Any

import pytest
from netkit import Replay, check_received, play_person, running, settings

from silver_desktop.engine.record import game_from_record
from silver_desktop.net import protocol as p
from silver_desktop.net.client import Client, play_bot
from silver_desktop.net.store import Store

OPEN = [{"kind": "person"}] + [{"kind": "open"}] * 3


async def _until(client: Client, kind: str) -> dict[str, Any]:
    return await asyncio.wait_for(client.expect_any(kind), timeout=30)


def test_every_seat_gets_the_record_after_the_last_state_and_again_on_resume(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a, b = await Client.connect(url), await Client.connect(url)
            seats = [{"kind": "person"}, {"kind": "open"}, {"kind": "bot", "level": "easy"},
                     {"kind": "bot", "level": "random"}]  # fmt: skip
            joined = await a.create(settings("bullet", 1), seats, name="Dara")
            room_id = joined["room"]
            await b.join(room_id, name="민지", lang="ko")
            await asyncio.wait_for(asyncio.gather(play_person(a, 3), play_bot(b, "easy")), timeout=60)
            room = server.rooms[room_id]
            replay = Replay(room.game.state.config, room.game.start["seed"], room.actions)
            for c in (a, b):
                record = await _until(c, "record")
                assert c.received[-2]["type"] == "state" and c.received[-2]["view"]["over"]
                assert record["names"] == ["Dara", "민지", "", ""]
                game = game_from_record(record["record"])  # the engine accepts it as a game file
                assert game.state.over and record["record"]["result"]["winner"] == game.state.winner
                assert check_received(c.received, c.seat, replay) == len(room.actions) + 1
            again = await Client.connect(url)
            await again.resume(room_id, 1, b.secret)
            assert (await _until(again, "state"))["view"]["over"]
            assert (await _until(again, "record"))["record"] == record["record"]

    asyncio.run(main())


def test_the_checks_refuse_a_record_before_the_end(tmp_path: Path) -> None:
    async def main() -> tuple[list[dict[str, Any]], Replay, dict[str, Any]]:
        async with running(tmp_path) as (server, url):
            a = await Client.connect(url)
            room_id = (await a.create(settings("silver", 1), [{"kind": "person"}] + [{"kind": "open"}] * 3))[
                "room"
            ]
            room = server.rooms[room_id]
            early = p.message("record", room=room_id, record=room.record(), names=room.names)
            return a.received, Replay(room.game.state.config, room.game.start["seed"], []), early

    received, replay, early = asyncio.run(main())
    check_received(received, 0, replay)
    with pytest.raises(AssertionError):
        check_received([*received, early], 0, replay)
    stray = copy.deepcopy(early)
    stray["names"] = [replay.states[0].type_id(0), "", "", ""]
    with pytest.raises(AssertionError):
        check_received([stray], 0, replay)


def test_the_host_gives_empty_seats_to_bots_and_the_game_starts_when_none_is_left(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            host, guest = await Client.connect(url), await Client.connect(url)
            joined = await host.create(settings("coin", 1), OPEN)
            assert joined["host"] == 0
            room_id = joined["room"]
            assert (await guest.join(room_id))["host"] == 0 and guest.seat == 1
            lobby = await _until(host, "lobby")
            assert lobby["host"] == 0 and not lobby["started"]
            # only the host, only before the start, only an open seat or a bot's
            await guest.send("seat", seat=2, kind="bot", level="easy")
            assert (await _until(guest, "error"))["code"] == p.NOT_HOST
            for seat in (0, 1):
                await host.send("seat", seat=seat, kind="bot", level="easy")
                assert (await _until(host, "error"))["code"] == p.BAD_SEAT
            await host.send("seat", seat=2, kind="bot", level="hard")
            lobby = await _until(guest, "lobby")
            assert [s["kind"] for s in lobby["seats"]] == ["person", "person", "bot", "open"]
            assert lobby["seats"][2]["level"] == "hard" and not lobby["started"]
            await host.send("seat", seat=2, kind="open")
            lobby = await _until(guest, "lobby")
            assert lobby["seats"][2]["kind"] == "open"
            await host.send("seat", seat=2, kind="bot", level="medium")
            await host.send("seat", seat=3, kind="bot", level="easy")
            for c in (host, guest):
                assert (await _until(c, "state"))["cause"] == "start"
            assert server.rooms[room_id].started
            stored = Store(tmp_path / "rooms.sqlite3").load(room_id)
            assert stored is not None and [s["kind"] for s in stored.seats] == [
                "person",
                "person",
                "bot",
                "bot",
            ]
            await host.send("seat", seat=3, kind="open")
            assert (await _until(host, "error"))["code"] == p.ALREADY_STARTED
            await host.send("start")
            assert (await _until(host, "error"))["code"] == p.ALREADY_STARTED
            await asyncio.wait_for(asyncio.gather(play_person(host, 1), play_person(guest, 2)), timeout=90)
            room = server.rooms[room_id]
            replay = Replay(room.game.state.config, room.game.start["seed"], room.actions)
            for c in (host, guest):
                assert check_received(c.received, c.seat, replay) == len(room.actions) + 1

    asyncio.run(main())


def test_a_seat_the_room_does_not_have_is_a_bad_seat(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            host = await Client.connect(url)
            two = {**settings("silver", 1), "players": 2}
            room_id = (await host.create(two, [{"kind": "person"}, {"kind": "open"}]))["room"]
            await host.send("seat", seat=3, kind="bot", level="easy")
            assert (await _until(host, "error"))["code"] == p.BAD_SEAT
            await host.send("seat", seat=1, kind="open")  # already open: nothing to change, no harm
            assert not (await _until(host, "lobby"))["started"]
            assert [s.kind for s in server.rooms[room_id].seats] == ["person", "open"]

    asyncio.run(main())


def test_start_gives_every_open_seat_to_a_medium_bot(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            host, guest = await Client.connect(url), await Client.connect(url)
            room_id = (await host.create(settings("silver", 1), OPEN))["room"]
            await guest.join(room_id)
            await guest.send("start")
            assert (await _until(guest, "error"))["code"] == p.NOT_HOST
            assert not server.rooms[room_id].started
            await host.send("start")
            lobby = await _until(guest, "lobby")
            while not lobby["started"]:
                lobby = await _until(guest, "lobby")
            assert [(s["kind"], s["level"]) for s in lobby["seats"]] == [
                ("person", ""), ("person", ""), ("bot", "medium"), ("bot", "medium")
            ]  # fmt: skip
            assert (await _until(guest, "state"))["cause"] == "start"

    asyncio.run(main())


def test_end_all_ends_every_room_with_its_record_so_far(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path) as (server, url):
            a, b = await Client.connect(url), await Client.connect(url)
            room_id = (await a.create(settings("silver", 2), OPEN, name="Host"))["room"]
            await b.join(room_id, name="Guest")
            await a.send("start")
            room = server.rooms[room_id]
            playing = asyncio.gather(play_person(a, 1), play_person(b, 2))
            for _ in range(3000):
                await asyncio.sleep(0.01)
                if room.seq >= 6:
                    break
            playing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await playing
            room = server.rooms[room_id]
            assert not room.game.state.over
            await asyncio.wait_for(server.end_all("host-left"), timeout=5)
            for c in (a, b):
                ended = await _until(c, "ended")
                assert ended["reason"] == "host-left" and ended["room"] == room_id
                assert ended["names"] == ["Host", "Guest", "", ""]
                game = game_from_record(ended["record"])
                assert [str(x) for x in game.actions] == room.actions and not game.state.over
            stored = Store(tmp_path / "rooms.sqlite3")
            assert room_id not in stored.unfinished("A")
            row = stored.load(room_id)
            assert row is not None and row.over
            replay = Replay(room.game.state.config, room.game.start["seed"], room.actions)
            check_received(a.received, 0, replay)

    asyncio.run(main())


def test_a_room_of_hard_bots_does_not_hold_up_another_room(tmp_path: Path) -> None:
    """Server bots think in worker processes: while one room's Hard bots decide, a room of people
    elsewhere plays a whole round (counted in decisions, not in seconds)."""

    async def main() -> None:
        async with running(tmp_path) as (server, url):
            watcher = await Client.connect(url)
            hard = [{"kind": "person"}] + [{"kind": "bot", "level": "hard"}] * 3
            bots_room = (await watcher.create({**settings("silver", 1), "start_player": 1}, hard))["room"]
            await _until(watcher, "state")
            people = [await Client.connect(url) for _ in range(4)]
            room_id = (await people[0].create(settings("bullet", 1), OPEN))["room"]
            for c in people[1:]:
                await c.join(room_id)
            before = server.rooms[bots_room].seq
            await asyncio.wait_for(
                asyncio.gather(*(play_person(c, i) for i, c in enumerate(people))), timeout=120
            )
            played = len(server.rooms[room_id].actions)
            hard_moves = server.rooms[bots_room].seq - before
            # each Hard decision takes a few hundred milliseconds of a worker: a whole round of
            # people (dozens of actions) passes in the time of a handful of them
            assert played > 20 and played > 4 * hard_moves, (played, hard_moves)
            # the bots decided in worker processes, not in the server's (no interpreter lock shared)
            pool = server.bots._pool
            assert pool is not None
            workers = pool._processes.values()
            assert workers and all(w.pid != os.getpid() and w.is_alive() for w in workers)

    asyncio.run(main())
