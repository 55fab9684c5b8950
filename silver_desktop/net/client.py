"""A small protocol client (no Qt): connect, take a seat, read states, act.

Used by the tests and the benchmark; the app's network table will build on it. :func:`play_bot` plays
a seat from the views the server sends, with one of the existing bots.
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from ..ai import Bot, make_bot
from ..engine.view import PlayerView
from . import protocol as p
from .views import view_from_json


class Client:
    """One connection to a server, holding at most one seat."""

    def __init__(self, ws: ClientConnection, keep: bool = True) -> None:
        self.ws = ws
        self.keep = keep
        self.room = ""
        self.seat = -1
        self.secret = ""
        self.seq = 0
        self._view_json: dict[str, Any] | None = None
        self._view: PlayerView | None = None
        #: Every message received, in order, if ``keep`` (the tests read them all).
        self.received: list[dict[str, Any]] = []

    @classmethod
    async def connect(cls, url: str, tls: ssl.SSLContext | None = None, keep: bool = True) -> Client:
        """Open a connection to ``url`` (``ws://host:port/room/ID``); ``keep``: keep every message."""
        return cls(await connect(url, ssl=tls, max_size=p.MAX_SERVER_MESSAGE, compression=None), keep)

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()

    async def send(self, kind: str, /, **fields: Any) -> None:
        """Send one message."""
        await self.ws.send(p.encode(p.message(kind, **fields)))

    async def recv(self) -> dict[str, Any]:
        """The next message (a state also updates :attr:`view` and :attr:`seq`)."""
        msg: dict[str, Any] = json.loads(await self.ws.recv())
        if self.keep:
            self.received.append(msg)
        if msg["type"] == "joined":
            self.room, self.seat = msg["room"], msg["seat"]
            self.secret = msg.get("secret", self.secret)
        elif msg["type"] == "state":
            self.seq = msg["seq"]
            self._view_json, self._view = msg["view"], None
        return msg

    @property
    def view(self) -> PlayerView | None:
        """The seat's view in the latest state (rebuilt when first asked for)."""
        if self._view is None and self._view_json is not None:
            self._view = view_from_json(self._view_json)
        return self._view

    async def expect(self, kind: str) -> dict[str, Any]:
        """Read until a message of ``kind`` comes (an ``error`` instead raises)."""
        while True:
            msg = await self.recv()
            if msg["type"] == kind:
                return msg
            if msg["type"] == "error":
                raise p.ProtocolError(msg["code"], msg.get("detail", ""))

    async def expect_any(self, kind: str) -> dict[str, Any]:
        """Read until a message of ``kind`` comes (errors included)."""
        while (msg := await self.recv())["type"] != kind:
            pass
        return msg

    async def create(self, settings: dict[str, Any], seats: list[dict[str, str]], name: str = "Host",
                     lang: str = "en") -> dict[str, Any]:  # fmt: skip
        """Create a room and take its person seat; returns the ``joined`` message."""
        await self.send("create", settings=settings, seats=seats, name=name, lang=lang)
        return await self.expect("joined")

    async def join(self, room: str, name: str = "Guest", lang: str = "en") -> dict[str, Any]:
        """Take an open seat of ``room``; returns the ``joined`` message."""
        await self.send("join", room=room, name=name, lang=lang)
        return await self.expect("joined")

    async def resume(self, room: str, seat: int, secret: str) -> dict[str, Any]:
        """Take back a seat with its secret; returns the ``joined`` message."""
        await self.send("resume", room=room, seat=seat, secret=secret)
        self.secret = secret
        return await self.expect("joined")


async def play_bot(client: Client, level: str = "easy", pace: tuple[float, float] = (0.0, 0.0),
                   seed: int = 0) -> PlayerView:  # fmt: skip
    """Play ``client``'s seat with a bot until the game is over; returns the last view.

    The bot sees only the views the server sends. ``pace`` is the range of seconds to wait before each
    action (a person's pace)."""
    bot: Bot = make_bot(level, seed)
    pause = random.Random(seed)
    acted = -1
    while True:
        seen = client.view
        if seen is not None and seen.over:
            return seen
        if seen is not None and seen.decider == client.seat and seen.legal and acted != client.seq:
            acted = client.seq
            if pace[1] > 0:
                await asyncio.sleep(pause.uniform(*pace))
            await client.send("act", seq=client.seq, action=str(bot.choose(seen)))
        await client.recv()
