"""The server the app starts when a person hosts a game: a child process of the app (no Qt).

    python -m silver_desktop.net.embedded [--port P [--fallback]] [--host H] [--away S] [--db PATH]
                                          [--name NAME] [--advertise]

It listens (default 0.0.0.0, a free port; its database in a fresh temporary folder; with ``--fallback``,
a free port when port P cannot be had: taken by another program, or reserved), prints ONE line
of JSON, ``{"port": P, "addresses": [...]}`` (the machine's IPv4 addresses, loopback last; only
``--host`` if it names one), and serves; if it cannot listen, the line is ``{"error": TEXT}`` and it
exits with status 2.
When its standard input reaches its end (the app quit, crashed or closed the pipe) or on SIGTERM, it
ends every room (``ended``, reason ``host-left``, with the record so far) and exits with status 0.
With ``--advertise`` it announces its game on the local network (:mod:`.discovery`) while the game
has an open seat. The frozen app runs :func:`main` through a hidden flag of its own.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path

import ifaddr

from .discovery import Advertiser
from .room import Room
from .server import GameServer, Limits, start, tend_collector
from .store import Store

log = logging.getLogger("silver_desktop.net")

#: Seconds the rooms' last messages may take to be written before the process exits (usually a
#: fraction of a second; the cap is for a very busy machine, where 1 s proved too short).
END_CAP = 4.0


def addresses() -> list[str]:
    """This machine's IPv4 addresses: the others first, loopback last (or alone)."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and ip.ip not in found:
                    found.append(ip.ip)
    others = [a for a in found if not a.startswith("127.")]
    return others + [a for a in found if a.startswith("127.")] if others else ["127.0.0.1"]


def _args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="silver-embedded", description="The server of a game hosted by the app."
    )
    ap.add_argument("--host", default="0.0.0.0", help="address to listen on (default 0.0.0.0)")
    ap.add_argument("--port", type=int, default=0, help="port (default 0: any free port)")
    ap.add_argument("--fallback", action="store_true", help="listen on any free port if --port cannot be had")
    ap.add_argument("--away", type=float, default=60.0, help="seconds before a bot stands in for a person")
    ap.add_argument("--db", help="the rooms database (default: in a fresh temporary folder)")
    ap.add_argument("--name", default="", help="the host person's name (for the local network)")
    ap.add_argument("--advertise", action="store_true", help="announce the game on the local network")
    args = ap.parse_args(argv)
    if not 0 <= args.port <= 65535:
        ap.error("--port: expected 0 to 65535")
    if args.away < 0:
        ap.error("--away must be 0 or more")
    return args


class _Announcer:
    """Keeps the local network's announcement in step with the rooms' open seats."""

    def __init__(self, server: GameServer, port: int, addrs: list[str], name: str) -> None:
        self.server = server
        self.port = port
        self.addrs = addrs
        self.name = name
        self.advertiser: Advertiser | None = None

    def seats_changed(self, room: Room) -> None:
        """Announce the first room with an open seat; stop when there is none."""
        open_room = next((r for r in self.server.rooms.values() if not r.started), None)
        if open_room is None:
            advertiser, self.advertiser = self.advertiser, None
            if advertiser is not None:  # its goodbye takes a moment: not in the server's loop
                asyncio.get_running_loop().run_in_executor(None, advertiser.close)
            return
        if self.advertiser is None:
            self.advertiser = Advertiser(self.port, self.addrs)
        host = open_room.seats[open_room.host]
        self.advertiser.update(
            open_room.id,
            self.name or host.name,
            sum(s.kind == "open" for s in open_room.seats),
            len(open_room.seats),
            open_room.game.state.config.deck.text(),
        )

    def close(self) -> None:
        """Stop announcing."""
        advertiser, self.advertiser = self.advertiser, None
        if advertiser is not None:
            advertiser.close()


def _watch_stdin(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Set ``stop`` once standard input reaches its end (a daemon thread: a blocking read works on
    every system and every kind of pipe)."""

    def read() -> None:
        with contextlib.suppress(OSError, ValueError):
            while os.read(sys.stdin.fileno(), 4096):
                pass
        with contextlib.suppress(RuntimeError):  # the loop is already closed
            loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=read, name="stdin-watch", daemon=True).start()


async def _run(args: argparse.Namespace, db: Path) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    server = GameServer(Store(db), "A", Limits(away=args.away))
    try:
        ws = await start(server, args.host, args.port)
    except OSError as e:
        if not (args.fallback and args.port):
            raise
        log.warning("port %d cannot be had (%s): listening on a free port", args.port, e)
        ws = await start(server, args.host, 0)
    port = ws.sockets[0].getsockname()[1]
    addrs = addresses() if args.host in ("0.0.0.0", "") else [args.host]
    announcer = _Announcer(server, port, addrs, args.name) if args.advertise else None
    if announcer is not None:
        server.on_seats = announcer.seats_changed
    print(json.dumps({"port": port, "addresses": addrs}), flush=True)
    _watch_stdin(loop, stop)
    with contextlib.suppress(NotImplementedError):  # Windows: no signal handlers in asyncio
        loop.add_signal_handler(signal.SIGTERM, stop.set)
    collector = asyncio.create_task(tend_collector())
    try:
        await stop.wait()
        server.on_seats = None
        await server.end_all("host-left", cap=END_CAP)
    finally:
        collector.cancel()
        for conn in list(server.conns):  # whoever has not taken their last message by now
            conn.ws.transport.abort()
        ws.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ws.wait_closed(), END_CAP)
        server.bots.close()
        server.store.close()
        if announcer is not None:
            await asyncio.to_thread(announcer.close)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the embedded server until its standard input ends; 0 on a clean end, 2 on a bad start."""
    args = _args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(message)s")
    with tempfile.TemporaryDirectory(prefix="silver-host-") as tmp:
        db = Path(args.db) if args.db else Path(tmp) / "rooms.sqlite3"
        try:
            asyncio.run(_run(args, db))
        except OSError as e:
            print(json.dumps({"error": str(e)}), flush=True)
            return 2
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
