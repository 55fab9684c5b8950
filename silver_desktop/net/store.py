"""Rooms on disk: one SQLite database (WAL) that several server processes may share.

A room row holds everything needed to rebuild the room: its settings and seed (the engine's record),
its seats (kind, bot level, name, language and the *hash* of each seat's secret), the action list and
the room's message counter. The server writes the row after every accepted action and before it tells
anyone, so a process killed at any moment (even ``kill -9``) restarts with every game it announced.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from typing import Any

import attrs

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    seats TEXT NOT NULL,
    record TEXT NOT NULL,
    seq INTEGER NOT NULL,
    over INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
)
"""


@attrs.frozen
class RoomRow:
    """One stored room: seats as JSON-ready dicts, the engine's record, the message counter."""

    id: str
    node: str
    seats: list[dict[str, Any]]
    record: dict[str, Any]
    seq: int


class Store:
    """The rooms database. Every write is its own transaction (WAL; durable against a process crash)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.db = sqlite3.connect(os.fspath(path), timeout=30, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL: a commit survives the process being killed; only a power cut may lose the last ones.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute(_SCHEMA)

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    def insert(self, row: RoomRow) -> None:
        """Store a new room (its id must be new)."""
        now = time.time()
        self.db.execute(
            "INSERT INTO rooms (id, node, seats, record, seq, over, created, updated)"
            " VALUES (?,?,?,?,?,?,?,?)",
            (row.id, row.node, json.dumps(row.seats), json.dumps(row.record), row.seq, 0, now, now),
        )

    def update(self, row: RoomRow, over: bool) -> None:
        """Write a room's seats, record and counter."""
        self.db.execute(
            "UPDATE rooms SET seats=?, record=?, seq=?, over=?, updated=? WHERE id=?",
            (json.dumps(row.seats), json.dumps(row.record), row.seq, int(over), time.time(), row.id),
        )

    def exists(self, room_id: str) -> bool:
        """Is there a room with this id (on any node)?"""
        return self.db.execute("SELECT 1 FROM rooms WHERE id=?", (room_id,)).fetchone() is not None

    def load(self, room_id: str) -> RoomRow | None:
        """The stored room, or ``None``."""
        got = self.db.execute(
            "SELECT id, node, seats, record, seq FROM rooms WHERE id=?", (room_id,)
        ).fetchone()
        if got is None:
            return None
        return RoomRow(got[0], got[1], json.loads(got[2]), json.loads(got[3]), got[4])

    def unfinished(self, node: str) -> list[str]:
        """The ids of this node's games that are not over (resumed when the server starts)."""
        rows = self.db.execute("SELECT id FROM rooms WHERE node=? AND over=0 ORDER BY created", (node,))
        return [r[0] for r in rows]
