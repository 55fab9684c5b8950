"""The embedded server (the app's child process) and local-network discovery."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from netkit import Replay, check_received, play_person, settings
from websockets.exceptions import ConnectionClosed

from silver_desktop.engine.record import game_from_record
from silver_desktop.net import discovery
from silver_desktop.net.client import Client
from silver_desktop.net.discovery import Advertiser, Browser, FoundGame, found_game, txt
from silver_desktop.net.embedded import addresses

OPEN = [{"kind": "person"}] + [{"kind": "open"}] * 3
ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def embedded(tmp: Path, *flags: str) -> Iterator[tuple[subprocess.Popen[str], dict[str, Any]]]:
    """The embedded server as the app starts it: a child with a pipe on its standard input."""
    cmd = [
        sys.executable,
        "-m",
        "silver_desktop.net.embedded",
        "--host",
        "127.0.0.1",
        "--away",
        "600",
        *flags,
    ]
    child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert child.stdout is not None
    try:
        yield child, json.loads(child.stdout.readline())
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


async def _seated_game(url: str) -> tuple[Client, Client, asyncio.Future[Any]]:
    """A host and a guest at a table whose two other seats the host gives to bots; both play."""
    host, guest = await Client.connect(url), await Client.connect(url)
    room = (await host.create(settings("bullet", 2), OPEN, name="Dara"))["room"]
    await guest.join(room, name="Mina", lang="ko")
    await host.send("seat", seat=2, kind="bot", level="easy")
    await host.send("start")
    return host, guest, asyncio.gather(_until_closed(host, 1), _until_closed(guest, 2))


async def _until_closed(client: Client, seed: int) -> None:
    with contextlib.suppress(ConnectionClosed):
        await play_person(client, seed)
    # A move sent just as the server closes raises before the messages already received (the
    # ``ended`` among them) are read: read them to the end.
    with contextlib.suppress(ConnectionClosed):
        while True:
            await client.recv()


def _check_ended(clients: list[Client], reason: str) -> None:
    for c in clients:
        ended = [m for m in c.received if m["type"] == "ended"]
        assert len(ended) == 1 and ended[0]["reason"] == reason
        assert ended[0]["names"] == ["Dara", "Mina", "", ""]
        game = game_from_record(ended[0]["record"])  # a record the app can keep as a game file
        assert not game.state.over and c.seq >= 3
        replay = Replay(game.state.config, game.start["seed"], [str(a) for a in game.actions])
        check_received(c.received, c.seat, replay)


def test_the_line_it_prints(tmp_path: Path) -> None:
    with embedded(tmp_path) as (child, line):
        assert set(line) == {"port", "addresses"} and 0 < line["port"] < 65536
        assert line["addresses"] == ["127.0.0.1"]  # what it listens on
        assert addresses()[-1].startswith("127.")
        assert child.stdin is not None
        child.stdin.close()
        assert child.wait(timeout=10) == 0


@contextlib.contextmanager
def taken_port() -> Iterator[int]:
    """A port another program listens on (on the address the test's servers use)."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield other.getsockname()[1]


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_it_listens_on_the_port_asked_for(tmp_path: Path) -> None:
    port = free_port()
    with embedded(tmp_path, "--port", str(port), "--fallback") as (child, line):
        assert line["port"] == port and child.poll() is None


def test_a_taken_port_falls_back_to_a_free_one_only_when_asked(tmp_path: Path) -> None:
    """With ``--fallback`` a taken port gives a free one (the line says which, and it serves); without,
    the line says why it cannot listen and the process ends with status 2."""
    with taken_port() as port:
        with embedded(tmp_path, "--port", str(port), "--fallback") as (child, line):
            assert set(line) == {"port", "addresses"} and line["port"] not in (0, port)
            with socket.create_connection(("127.0.0.1", line["port"]), timeout=5):
                pass
            assert child.poll() is None
        with embedded(tmp_path, "--port", str(port)) as (child, line):
            assert set(line) == {"error"} and line["error"]
            assert child.wait(timeout=10) == 2


@pytest.mark.parametrize("how", ["stdin", "sigterm"])
def test_the_host_leaving_ends_the_game_with_its_record_for_everyone(tmp_path: Path, how: str) -> None:
    async def main() -> None:
        with embedded(tmp_path) as (child, line):
            host, guest, playing = await _seated_game(f"ws://127.0.0.1:{line['port']}")
            for _ in range(3000):
                await asyncio.sleep(0.01)
                if host.seq >= 3 and guest.seq >= 3:
                    break
            assert child.stdin is not None
            if how == "stdin":
                child.stdin.close()  # the app quit or crashed
            else:
                child.send_signal(signal.SIGTERM)
            await asyncio.wait_for(playing, timeout=30)  # each returns when its connection closes
            assert await asyncio.to_thread(child.wait, 10) == 0
            _check_ended([host, guest], "host-left")

    asyncio.run(main())


def test_txt_records_read_back_and_bad_ones_are_left_out() -> None:
    props: dict[str, str | None] = dict(txt("A-7KQ2XZ", "دارا", 2, 4, "A:AAAAAAAAAAAAAA"))
    game = found_game(props, ["fe80::1", "192.168.1.20"], 8765)
    assert game == FoundGame("دارا", "192.168.1.20", 8765, "A-7KQ2XZ", 2, 4, "A:AAAAAAAAAAAAAA")
    assert game.url == "ws://192.168.1.20:8765/room/A-7KQ2XZ"
    bad: list[dict[str, str | None]] = [
        {**props, "v": "2"},
        {**props, "room": "nope"},
        {**props, "open": "-1"},
        {**props, "open": "٣"},
        {**props, "players": "9"},
        {**props, "host": "x\u202e"},
        {**props, "host": None},
        {k: v for k, v in props.items() if k != "deck"},
    ]
    for b in bad:
        assert found_game(b, ["192.168.1.20"], 8765) is None, b
    assert found_game(props, ["fe80::1"], 8765) is None
    assert found_game(props, ["192.168.1.20"], 0) is None


def test_zeroconf_failing_escapes_nowhere(monkeypatch: pytest.MonkeyPatch, caplog: Any) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise OSError("no multicast here")

    monkeypatch.setattr(discovery, "Zeroconf", broken)
    with caplog.at_level(logging.WARNING, "silver_desktop.net"):
        browser = Browser()
        assert browser.games() == [] and browser.games() == []
        browser.close()
        advertiser = Advertiser(8765, ["192.168.1.20"])
        advertiser.update("A-7KQ2XZ", "Dara", 1, 4, "A:AAAAAAAAAAAAAA")
        advertiser.update("A-7KQ2XZ", "Dara", 0, 4, "A:AAAAAAAAAAAAAA")
        advertiser.close()
    assert len(caplog.records) == 2  # once each


def _wait_for(browser: Browser, test: Any) -> list[FoundGame]:
    for _ in range(100):
        games = browser.games()
        if test(games):
            return games
        time.sleep(0.1)
    return browser.games()


def test_an_embedded_game_is_found_on_the_local_network_while_a_seat_is_open(tmp_path: Path) -> None:
    """Multicast on this machine's own interface: the advertiser and the browser are both here."""
    browser = Browser()
    try:
        with embedded(tmp_path, "--advertise", "--host", "0.0.0.0") as (child, line):

            async def main() -> None:
                url = f"ws://127.0.0.1:{line['port']}"
                host = await Client.connect(url)
                room = (await host.create(settings("coin", 1), OPEN, name="Dara"))["room"]
                games = await asyncio.to_thread(_wait_for, browser, lambda g: any(x.room == room for x in g))
                found = next(g for g in games if g.room == room)
                assert (found.name, found.port, found.open_seats, found.players) == (
                    "Dara",
                    line["port"],
                    3,
                    4,
                )
                assert found.address in line["addresses"]
                guest = await Client.connect(found.url)  # the address it announced works
                await guest.join(room, name="Mina")
                games = await asyncio.to_thread(
                    _wait_for, browser, lambda g: any(x.room == room and x.open_seats == 2 for x in g)
                )
                assert any(x.room == room and x.open_seats == 2 for x in games)
                await host.send("start")  # no open seat left: no longer announced
                games = await asyncio.to_thread(_wait_for, browser, lambda g: all(x.room != room for x in g))
                assert all(x.room != room for x in games)

            asyncio.run(main())
            assert child.stdin is not None
            child.stdin.close()
            assert child.wait(timeout=10) == 0
    finally:
        browser.close()
