"""Load benchmark of the game server on the loopback address. Prints figures; asserts nothing.

    python benchmarks/net.py [--rooms 200] [--seconds 60] [--fast 1] [--client-procs 1] [--nodes 1]
                             [--loop auto|asyncio]
    python benchmarks/net.py --cost [--actions 3000]

Starts one ``silver-server`` process (or ``--nodes`` processes on one database, behind a small proxy
that routes ``/room/NODE-...`` to its node and ``/room/new`` to each node in turn, as docs/network.md
describes), then ``--rooms`` rooms of four simulated clients each (in ``--client-procs`` client
processes). Every client acts from its own view, as the server sent it, at
a person's pace: it waits 1 to 3 seconds (divided by ``--fast``) before each of its actions, then
plays a random legal action. Measures, over ``--seconds`` after every room is seated: the round trip
of an action (sent -> the state with its number received by the actor) p50/p95/p99, the server's
memory per room (resident set growth / rooms) and its CPU use. The client processes run without
Python's cyclic garbage collector while they measure (its pauses are theirs, not the server's).
``--loop asyncio`` runs the servers and the client processes on asyncio's own event loop instead of
uvloop (when installed).

``--cost`` measures instead, in this process and without the network, the CPU time the server spends
per action: applying it, storing it, and making the four ``state`` texts.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import multiprocessing
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.net.client import Client
from silver_desktop.net.room import Room
from silver_desktop.net.server import loop_factory
from silver_desktop.net.store import Store

SEATS = [{"kind": "person"}] + [{"kind": "open"}] * 3


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _machine_busy_seconds() -> float:
    """CPU seconds every core of the machine has spent on anything but idling (``/proc/stat``)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields[:8]
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _client(
    c: Client, pace: tuple[float, float], rng: random.Random, stop: float, out: list[tuple[float, float]]
) -> None:
    """Act at a person's pace from the seat's own view until ``stop``; record round trips.

    The harness is kept lean (its CPU comes out of the same two cores as the server's): one deadline
    for the whole loop rather than one per message, and the random legal action taken from the view's
    ``legal`` list as sent (action texts) rather than from a rebuilt :class:`PlayerView`."""
    sent_at: dict[int, float] = {}
    acted = -1
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout_at(asyncio.get_running_loop().time() + stop - time.monotonic()):
            while True:
                msg = await c.recv()
                if msg["type"] != "state":
                    continue
                if msg["seq"] - 1 in sent_at:
                    out.append((time.perf_counter() - sent_at.pop(msg["seq"] - 1), time.monotonic()))
                seen = msg["view"]
                if seen["over"]:
                    return
                if seen["decider"] == c.seat and acted != c.seq and seen["legal"]:
                    acted = c.seq
                    await asyncio.sleep(rng.uniform(*pace))
                    if c.seq == acted:  # still the moment it chose for
                        sent_at[c.seq] = time.perf_counter()
                        await c.send("act", seq=c.seq, action=rng.choice(seen["legal"]))


async def _rooms(url: str, rooms: int, seed: int, pace: tuple[float, float], seconds: float,
                 conn: multiprocessing.connection.Connection) -> None:  # fmt: skip
    rng = random.Random(seed)
    tables: list[list[Client]] = []
    for i in range(rooms):
        deck = DeckSpec.random_mix(seed * 10_000 + i)
        settings = GameConfig(players=4, deck=deck, rounds=20).to_json()
        clients = [await Client.connect(f"{url}/room/new", keep=False)]
        room = (await clients[0].create(settings, SEATS, name="Bench"))["room"]
        for _ in range(3):
            clients.append(await Client.connect(f"{url}/room/{room}", keep=False))
            await clients[-1].join(room, name="Bench")
        tables.append(clients)
    # The clients are the harness, not what is measured: their collector's full passes (300 ms with
    # 800 connections in one process) would be counted as the server's round trips.
    gc.freeze()
    gc.disable()
    conn.send("seated")
    start = conn.recv()  # the time to start measuring (the parent waits until every process is seated)
    await asyncio.sleep(max(0.0, start - time.time()))
    stop = time.monotonic() + seconds
    cpu = time.process_time()
    out: list[tuple[float, float]] = []
    tasks = [_client(c, pace, random.Random(rng.random()), stop, out) for t in tables for c in t]
    await asyncio.gather(*tasks)
    began = stop - seconds  # each round trip with when it ended, in seconds into the measured time
    conn.send(([(rtt, at - began) for rtt, at in out], time.process_time() - cpu))
    for t in tables:
        for c in t:
            await c.close()


def _worker(url: str, rooms: int, seed: int, pace: tuple[float, float], seconds: float,
            conn: multiprocessing.connection.Connection, fast_loop: bool) -> None:  # fmt: skip
    with asyncio.Runner(loop_factory=loop_factory(fast_loop)) as runner:
        runner.run(_rooms(url, rooms, seed, pace, seconds, conn))


async def _relay(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
    try:
        while data := await src.read(65536):
            dst.write(data)
            await dst.drain()
    finally:
        dst.close()


async def _route(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, nodes: dict[str, int],
                 turn: itertools.cycle[int]) -> None:  # fmt: skip
    """One connection through the proxy: the node named by the path, or the next node for a new room."""
    head = await reader.readuntil(b"\r\n\r\n")
    path = head.split(b" ", 2)[1].decode()
    node = path.removeprefix("/room/").split("-")[0] if path.startswith("/room/") else ""
    up_reader, up_writer = await asyncio.open_connection("127.0.0.1", nodes.get(node) or next(turn))
    up_writer.write(head)
    await asyncio.gather(_relay(reader, up_writer), _relay(up_reader, writer), return_exceptions=True)


def _proxy(nodes: dict[str, int], conn: multiprocessing.connection.Connection) -> None:
    async def run() -> None:
        turn = itertools.cycle(list(nodes.values()))
        server = await asyncio.start_server(lambda r, w: _route(r, w, nodes, turn), "127.0.0.1", 0)
        conn.send(server.sockets[0].getsockname()[1])
        await server.serve_forever()

    asyncio.run(run())


def cost(actions: int) -> dict[str, float]:
    """CPU milliseconds per action, in-process: apply, store, the four state texts (50 rooms, mixed
    decks, random legal actions)."""
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"{tmp}/rooms.sqlite3")
        rooms = []
        for i in range(50):
            config = GameConfig(players=4, deck=DeckSpec.random_mix(i), rounds=20)
            room, _, _ = Room.create(f"A-{i:06d}", "A", config, SEATS, "x", "en")
            for _ in range(3):
                room.join("y", "en")
            store.insert(room.row())
            rooms.append(room)
        spent = [0.0, 0.0, 0.0]
        for _ in range(actions):
            room = rng.choice(rooms)
            text = str(rng.choice(room.game.legal_actions()))
            t0 = time.process_time()
            events = room.act(room.game.state.decider(), room.seq, text)
            t1 = time.process_time()
            store.played(room.id, len(room.actions) - 1, room.actions[-1], room.seq, room.over)
            t2 = time.process_time()
            room.state_texts(range(4), events, "act")  # as the server does: the four built together
            t3 = time.process_time()
            spent[0] += t1 - t0
            spent[1] += t2 - t1
            spent[2] += t3 - t2
        store.close()
    ms = [round(1000 * x / actions, 3) for x in spent]
    return {"apply_ms": ms[0], "store_ms": ms[1], "four_states_ms": ms[2], "total_ms": round(sum(ms), 3)}


def main() -> None:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rooms", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--fast", type=float, default=1.0, help="divide the pace (1-3 s per action) by this")
    ap.add_argument("--client-procs", type=int, default=1)
    ap.add_argument("--nodes", type=int, default=1, help="server processes behind one address (1 to 8)")
    ap.add_argument(
        "--loop",
        choices=("auto", "asyncio"),
        default="auto",
        help="the event loop of the servers and clients",
    )
    ap.add_argument("--cost", action="store_true", help="measure the CPU cost per action in-process")
    ap.add_argument("--actions", type=int, default=3000, help="actions measured with --cost")
    args = ap.parse_args()
    if args.cost:
        print(json.dumps({**cost(args.actions), "load_average": os.getloadavg()}, indent=1))
        return
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    pace = (1.0 / args.fast, 3.0 / args.fast)
    with tempfile.TemporaryDirectory() as tmp:
        db = f"{tmp}/rooms.sqlite3"
        servers, ports = [], {}
        for node in "ABCDEFGH"[: args.nodes]:
            flags = ["--port", "0", "--db", db, "--rate", "20", "--node", node, "--loop", args.loop]
            cmd = [sys.executable, "-m", "silver_desktop.net.server", *flags]
            server = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            assert server.stdout is not None
            ports[node] = int(server.stdout.readline().rsplit(":", 1)[1])
            servers.append(server)
        pids = [server.pid for server in servers]
        proxy = None
        if args.nodes == 1:
            url = f"ws://127.0.0.1:{ports['A']}"
        else:
            here, there = multiprocessing.Pipe()
            proxy = multiprocessing.Process(target=_proxy, args=(ports, there), daemon=True)
            proxy.start()
            url = f"ws://127.0.0.1:{here.recv()}"
            pids.append(proxy.pid or 0)
        time.sleep(0.5)
        rss0 = sum(_rss_kib(pid) for pid in pids)
        t0 = time.monotonic()
        per = [
            args.rooms // args.client_procs + (i < args.rooms % args.client_procs)
            for i in range(args.client_procs)
        ]
        pipes, procs = [], []
        for i, n in enumerate(per):
            here, there = multiprocessing.Pipe()
            proc = multiprocessing.Process(
                target=_worker, args=(url, n, i + 1, pace, args.seconds, there, args.loop == "auto")
            )
            proc.start()
            pipes.append(here)
            procs.append(proc)
        for pipe in pipes:
            assert pipe.recv() == "seated"
        seat_time = time.monotonic() - t0
        rss1 = sum(_rss_kib(pid) for pid in pids)
        start = time.time() + 0.5
        for pipe in pipes:
            pipe.send(start)
        time.sleep(max(0.0, start - time.time()))
        cpu0, w0, busy0 = [_cpu_seconds(pid) for pid in pids], time.monotonic(), _machine_busy_seconds()
        timed: list[tuple[float, float]] = []
        client_cpu = 0.0
        for pipe in pipes:
            got, used = pipe.recv()
            timed += got
            client_cpu += used
        cpu1, w1, busy1 = [_cpu_seconds(pid) for pid in pids], time.monotonic(), _machine_busy_seconds()
        rss2 = sum(_rss_kib(pid) for pid in pids)
        for proc in procs:
            proc.join()
        for server in servers:
            server.terminate()
            server.wait()
        if proxy is not None:
            proxy.terminate()
    rtts = [rtt for rtt, _ in timed]
    q = statistics.quantiles(rtts, n=100, method="inclusive") if len(rtts) >= 2 else [float("nan")] * 99
    windows: dict[int, list[float]] = {}
    for rtt, at in timed:
        windows.setdefault(int(at // 10), []).append(rtt)
    ours = sum(b - a for a, b in zip(cpu0, cpu1, strict=True)) + client_cpu
    result = {
        "rooms": args.rooms,
        "server_processes": args.nodes,
        "loop": args.loop,
        "clients": 4 * args.rooms,
        "pace_s": pace,
        "seconds": round(w1 - w0, 1),
        "seating_s": round(seat_time, 1),
        "actions": len(rtts),
        "actions_per_s": round(len(rtts) / (w1 - w0), 1),
        "rtt_ms": {
            "p50": round(q[49] * 1000, 1),
            "p95": round(q[94] * 1000, 1),
            "p99": round(q[98] * 1000, 1),
        },
        "server_rss_mib": {  # all server processes (and the proxy)
            "idle": round(rss0 / 1024, 1),
            "seated": round(rss1 / 1024, 1),
            "end": round(rss2 / 1024, 1),
        },
        "rss_per_room_kib": round((rss2 - rss0) / args.rooms, 1),
        # of one core, per server process (and the proxy's last, if any)
        "server_cpu_percent": [round(100 * (b - a) / (w1 - w0), 1) for a, b in zip(cpu0, cpu1, strict=True)],
        "clients_cpu_percent": round(100 * client_cpu / (w1 - w0), 1),
        # the rest of the machine meanwhile (other programs; also this script): a run beside other
        # work measures the machine's share, not the server
        "others_cpu_percent": round(100 * (busy1 - busy0 - ours) / (w1 - w0), 1),
        "rtt_p95_ms_by_10s": [
            round(1000 * statistics.quantiles(w, n=20, method="inclusive")[18], 1) if len(w) >= 2 else None
            for _, w in sorted(windows.items())
        ],
        "load_average_after": os.getloadavg(),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
