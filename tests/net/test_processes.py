"""The ``silver-server`` process: killed with SIGKILL and restarted, it resumes every game exactly;
two processes share one SQLite file, each serving its own rooms; TLS; a clean error for a bad flag."""

from __future__ import annotations

import asyncio
import os
import signal
import ssl
import subprocess
import sys
from pathlib import Path

from netkit import Replay, check_received, settings
from server_process import self_signed, server_process

from silver_desktop.engine.record import game_from_record
from silver_desktop.engine.view import view
from silver_desktop.net import protocol as p
from silver_desktop.net.client import Client, play_bot
from silver_desktop.net.store import Store
from silver_desktop.net.views import view_to_json

OPEN = [{"kind": "person"}] + [{"kind": "open"}] * 3


async def _seat_four(url: str, deck: str, rounds: int = 1) -> tuple[list[Client], str]:
    clients = [await Client.connect(url) for _ in range(4)]
    room = (await clients[0].create(settings(deck, rounds), OPEN))["room"]
    for c in clients[1:]:
        await c.join(room)
    return clients, room


def test_kill_9_and_restart_resumes_every_game_identically(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def first(url: str, proc: subprocess.Popen[str]) -> tuple[str, list[tuple[int, str]], list[int]]:
        clients, room = await _seat_four(url, "silver", rounds=2)
        tasks = [
            asyncio.create_task(play_bot(c, "easy", pace=(0.0, 0.01), seed=i)) for i, c in enumerate(clients)
        ]
        while clients[0].seq < 25:
            await asyncio.sleep(0.005)
        os.kill(proc.pid, signal.SIGKILL)  # mid-game, whatever it was doing
        await asyncio.gather(*tasks, return_exceptions=True)
        return room, [(c.seat, c.secret) for c in clients], [c.seq for c in clients]

    with server_process(db) as (proc, url):
        room, seats, seen = asyncio.run(first(url, proc))
    row = Store(db).load(room)
    assert row is not None
    # nothing a client was told is lost: every announced action was stored before it was announced
    assert row.seq >= max(seen) and len(row.record["actions"]) == row.seq
    stored = game_from_record(row.record)
    assert not stored.state.over

    async def second(url: str) -> list[Client]:
        clients = []
        for seat, secret in seats:
            c = await Client.connect(url)
            await c.resume(room, seat, secret)
            state = await c.expect("state")
            # the very game: same moment, same view for every seat
            assert state["seq"] == row.seq
            assert state["view"] == view_to_json(view(stored.state, seat))
            clients.append(c)
        await asyncio.wait_for(
            asyncio.gather(*(play_bot(c, "easy", seed=10 + i) for i, c in enumerate(clients))), timeout=120
        )
        return clients

    with server_process(db) as (proc, url):
        clients = asyncio.run(second(url))
    final = Store(db).load(room)
    assert final is not None
    game = game_from_record(final.record)
    assert game.state.over and final.record["actions"][: row.seq] == row.record["actions"]
    assert final.record["start"] == row.record["start"]
    replay = Replay(game.state.config, game.start["seed"], game.actions)
    for c in clients:
        assert check_received(c.received, c.seat, replay) == final.seq - row.seq + 1


def test_two_processes_share_one_database(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def both(url_a: str, url_b: str) -> tuple[str, str]:
        (ca, room_a), (cb, room_b) = await _seat_four(url_a, "bullet"), await _seat_four(url_b, "coin")
        assert room_a.startswith("A-") and room_b.startswith("B-")
        # a room is served by its own process only: the proxy routes /room/<node>-... by the node
        stray = await Client.connect(url_b)
        await stray.send("join", room=room_a, name="x", lang="en")
        assert (await stray.expect_any("error"))["code"] == p.WRONG_NODE
        await asyncio.wait_for(
            asyncio.gather(*(play_bot(c, "easy", seed=i) for i, c in enumerate(ca + cb))), timeout=120
        )
        return room_a, room_b

    with server_process(db, "--node", "a") as (_, url_a), server_process(db, "--node", "B") as (_, url_b):
        room_a, room_b = asyncio.run(both(url_a, url_b))
    store = Store(db)
    for room, node in ((room_a, "A"), (room_b, "B")):
        row = store.load(room)
        assert row is not None and row.node == node
        assert game_from_record(row.record).state.over
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_tls(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)

    async def main(url: str) -> None:
        tls = ssl.create_default_context(cafile=str(cert))
        c = await Client.connect(url, tls)
        await c.send("ping", n=3)
        assert (await c.expect("pong"))["n"] == 3

    with server_process(tmp_path / "db", "--cert", str(cert), "--key", str(key)) as (_, url):
        assert url.startswith("wss://")
        asyncio.run(main(url))


def test_bad_flags_give_a_clean_error(tmp_path: Path) -> None:
    for args in (
        ["--port", "x"],
        ["--node", "a-b"],
        ["--away", "-1"],
        ["--cert", str(tmp_path / "none.pem")],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "silver_desktop.net.server", "--db", str(tmp_path / "db"), *args],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 2, args
        assert "error" in done.stderr and "Traceback" not in done.stderr, done.stderr
