"""Games on the local network, found with multicast DNS (``python-zeroconf``; no Qt).

An embedded server that hosts a game with open seats announces it as a ``_silver._tcp.local.``
service (:class:`Advertiser`); the app's Join dialog lists what it hears (:class:`Browser`). The
service's TXT record says ``v=1``, ``room``, ``host`` (the host person's name), ``open`` (open
seats), ``players`` and ``deck`` (the deck spec). What a TXT record says is untrusted input: a record
that does not read as a game (:func:`found_game`) is left out, and a name is shown as plain text.

zeroconf runs its own threads. Nothing zeroconf raises (no network, no multicast, a closed socket)
escapes from here: the advertiser stops announcing, the browser lists nothing, and each logs it
once. In the app, the collector must be paused while a :class:`Browser` is open (``ui/gc_pause.py``).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
import threading
from typing import Any

import attrs
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from . import protocol as p

log = logging.getLogger("silver_desktop.net")

SERVICE = "_silver._tcp.local."
#: Seconds the browser waits for a service's details (its address and TXT record).
INFO_TIMEOUT_MS = 1500


@attrs.frozen
class FoundGame:
    """A game announced on the local network."""

    name: str  # the host person's name (plain text)
    address: str  # IPv4 address
    port: int
    room: str
    open_seats: int
    players: int
    deck: str

    @property
    def url(self) -> str:
        """Where to connect: ``ws://address:port/room/ROOM``."""
        return f"ws://{self.address}:{self.port}/room/{self.room}"


def txt(room: str, host_name: str, open_seats: int, players: int, deck: str) -> dict[str, str]:
    """The TXT record of a game (each value short: DNS caps a TXT string at 255 bytes)."""
    return {
        "v": str(p.VERSION),
        "room": room,
        "host": host_name[:32],
        "open": str(open_seats),
        "players": str(players),
        "deck": deck[:120],
    }


def _small_int(value: str | None, lo: int, hi: int) -> int | None:
    if value is None or not value.isascii() or not value.isdigit() or len(value) > 3:
        return None
    n = int(value)
    return n if lo <= n <= hi else None


def found_game(props: dict[str, str | None], addresses: list[str], port: int) -> FoundGame | None:
    """The game a service's TXT record and addresses describe, or ``None`` if they do not read as one
    (another version, a missing or malformed field, no IPv4 address)."""
    if props.get("v") != str(p.VERSION):
        return None
    room, host, deck = props.get("room"), props.get("host"), props.get("deck")
    open_seats = _small_int(props.get("open"), 0, 3)
    players = _small_int(props.get("players"), 2, 4)
    if room is None or not p.ROOM_ID.fullmatch(room) or host is None or deck is None:
        return None
    try:
        p.NAME(host, "host")
        p.text(120)(deck, "deck")
    except p.ProtocolError:
        return None
    ipv4 = [a for a in addresses if _is_ipv4(a)]
    if open_seats is None or players is None or not ipv4 or not 0 < port < 65536:
        return None
    return FoundGame(host, ipv4[0], port, room, open_seats, players, deck)


def _is_ipv4(text: str) -> bool:
    try:
        return isinstance(ipaddress.ip_address(text), ipaddress.IPv4Address)
    except ValueError:
        return False


class Advertiser:
    """Announces one embedded server's game (its latest :meth:`update`) until :meth:`close`."""

    def __init__(self, port: int, addresses: list[str]) -> None:
        self.port = port
        self.addresses = [a for a in addresses if _is_ipv4(a)]
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._failed = False

    def update(self, room: str, host_name: str, open_seats: int, players: int, deck: str) -> None:
        """Announce (or re-announce) the game; returns at once (zeroconf sends from its own thread)."""
        if self._failed:
            return
        try:
            if self._zc is None:
                self._zc = Zeroconf(ip_version=IPVersion.V4Only)
            info = ServiceInfo(
                SERVICE,
                f"Silver {room}.{SERVICE}",
                addresses=[socket.inet_aton(a) for a in self.addresses],
                port=self.port,
                properties=txt(room, host_name, open_seats, players, deck),
                server=f"silver-{room.lower()}.local.",
            )
            assert self._zc.loop is not None
            if self._info is None or self._info.name != info.name:
                self._withdraw()
                coro: Any = self._zc.async_register_service(info, allow_name_change=True)
            else:
                coro = self._zc.async_update_service(info)
            self._info = info
            future = _run(self._zc, coro)
            future.add_done_callback(self._done)
        except Exception:  # zeroconf: no network, no multicast, closed
            self._fail()

    def _withdraw(self) -> None:
        if self._zc is not None and self._info is not None:
            _run(self._zc, self._zc.async_unregister_service(self._info)).add_done_callback(self._done)
            self._info = None

    def _done(self, future: Any) -> None:
        if not future.cancelled() and future.exception() is not None:
            self._fail(future.exception())

    def _fail(self, error: BaseException | None = None) -> None:
        if not self._failed:
            self._failed = True
            log.warning("cannot announce the game on the local network", exc_info=error or True)

    def close(self) -> None:
        """Stop announcing (a goodbye is sent) and free zeroconf's sockets and threads."""
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            zc.close()  # unregisters every service (a goodbye packet), then stops
        except Exception:
            self._fail()


def _run(zc: Zeroconf, coro: Any) -> Any:
    """Run a zeroconf coroutine on zeroconf's own loop; a future of its result."""
    assert zc.loop is not None
    return asyncio.run_coroutine_threadsafe(coro, zc.loop)


class Browser:
    """The games announced on the local network, heard from the moment it is made until :meth:`close`."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._games: dict[str, FoundGame] = {}
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._failed = False
        try:
            self._zc = Zeroconf(ip_version=IPVersion.V4Only)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception:
            self._fail()
            self.close()

    def _changed(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        """zeroconf's handler (in its browser thread): fetch a service's details, or forget it."""
        try:
            if state_change is ServiceStateChange.Removed:
                with self._lock:
                    self._games.pop(name, None)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=INFO_TIMEOUT_MS)
            game = None
            if info is not None and info.port is not None:
                game = found_game(info.decoded_properties, info.parsed_addresses(IPVersion.V4Only), info.port)
            with self._lock:
                if game is None:
                    self._games.pop(name, None)
                else:
                    self._games[name] = game
        except Exception:
            self._fail()

    def _fail(self) -> None:
        if not self._failed:
            self._failed = True
            log.warning("cannot look for games on the local network", exc_info=True)

    def games(self) -> list[FoundGame]:
        """The games heard now (a snapshot, safe from any thread), sorted by the host's name."""
        if self._failed:
            return []
        with self._lock:
            found = list(self._games.values())
        return sorted(found, key=lambda g: (g.name.casefold(), g.room))

    def close(self) -> None:
        """Stop listening and free zeroconf's sockets and threads."""
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        try:
            if browser is not None:
                browser.cancel()
            if zc is not None:
                zc.close()
        except Exception:
            self._fail()
