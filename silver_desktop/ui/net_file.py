"""Network game files: a seat in a game that lives on a server, kept so that it can be taken back.

A network game's cards are on the server only, so its file holds no record: the server's address,
the room, the seat, the seat's secret (the only way back to the seat) and the players' names
(``docs/record-format.md``, "Network game files"). It never holds a card, the seed or any view.
Opening it (Game ▸ Open, Continue, the command line) resumes the seat through the server.
"""

from __future__ import annotations

import os
from typing import Any

import attrs

from ..engine.errors import RecordError
from ..engine.files import write_json_atomic
from ..engine.record import read_json_file
from ..net import protocol as p

#: the ``format`` of a network game file
FORMAT = "silver-network-game"
VERSION = 1


class NetFileError(ValueError):
    """A network game file that cannot be used (the message says why, in English)."""


@attrs.frozen
class NetSeat:
    """A seat in a network game: where (``url``: ``ws://host:port/room/ROOM``), which room and seat,
    the seat's secret and the players' names (as last seen)."""

    url: str
    room: str
    seat: int
    secret: str
    names: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The file's JSON."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "server": self.url,
            "room": self.room,
            "seat": self.seat,
            "secret": self.secret,
            "names": list(self.names),
        }

    @classmethod
    def from_json(cls, data: Any) -> NetSeat:
        """Read the file's JSON; raise :class:`NetFileError` saying what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise NetFileError("not a network game file")
        if data.get("version") != VERSION:
            raise NetFileError(f"version: expected {VERSION}")
        url, room, seat, secret, names = (data.get(k) for k in ("server", "room", "seat", "secret", "names"))
        if not isinstance(url, str) or not url.startswith(("ws://", "wss://")) or len(url) > 300:
            raise NetFileError("server: expected a ws:// or wss:// address")
        if not isinstance(room, str) or not p.ROOM_ID.fullmatch(room):
            raise NetFileError("room: expected a room id such as A-7KQ2XZ")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise NetFileError("seat: expected 0 to 3")
        if not isinstance(secret, str) or not 8 <= len(secret) <= 100:
            raise NetFileError("secret: expected the seat's secret")
        if not isinstance(names, list) or not all(isinstance(n, str) and len(n) <= 32 for n in names):
            raise NetFileError("names: expected the players' names")
        if not 2 <= len(names) <= 4 or seat >= len(names):
            raise NetFileError("names: expected one name per seat (2 to 4)")
        return cls(url, room, seat, secret, tuple(names))


def is_net_file(data: Any) -> bool:
    """Whether ``data`` (a file's JSON) is a network game file."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def save_net_seat(seat: NetSeat, path: str | os.PathLike[str]) -> None:
    """Write a network game file atomically, readable by its owner only: its secret holds the seat
    (raises OSError)."""
    write_json_atomic(path, seat.to_json(), private=True)


def read_net_seat(path: str | os.PathLike[str]) -> NetSeat:
    """Open a network game file; raise :class:`NetFileError` (or the reader's
    :class:`~silver_desktop.engine.errors.RecordError`) if it cannot be used."""
    try:
        data = read_json_file(path)
    except RecordError as e:
        raise NetFileError(str(e)) from None
    return NetSeat.from_json(data)


__all__ = ["FORMAT", "NetFileError", "NetSeat", "is_net_file", "read_net_seat", "save_net_seat"]
