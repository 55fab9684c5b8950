"""Rooms on disk: one SQLite database (WAL) that several server processes may share.

A room is everything needed to rebuild it: the head of its game record (settings, seed), its seats
(kind, bot level, name, language and the *hash* of each seat's secret), the room's message counter,
and its actions, one row each, so that an action costs one small insert. The server writes after
every accepted change and before it tells anyone, each change one transaction, so a process killed
at any moment (even ``kill -9``) restarts with every game it announced.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from typing import Any

import attrs

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    seats TEXT NOT NULL,
    head TEXT NOT NULL,
    seq INTEGER NOT NULL,
    over INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    room TEXT NOT NULL,
    n INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (room, n)
) WITHOUT ROWID;
"""


@attrs.frozen
class RoomRow:
    """One stored room: seats as JSON-ready dicts, the engine's record, the message counter, and
    whether it is over (played to its end, or ended by its server)."""

    id: str
    node: str
    seats: list[dict[str, Any]]
    record: dict[str, Any]
    seq: int
    over: bool = False


class Store:
    """The rooms database. Every write is its own transaction (WAL; durable against a process crash)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self.db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL: a commit survives the process being killed; only a power cut may lose the last ones.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(_SCHEMA)
        self._checkpoints: _Checkpoints | None = None

    def checkpoint_aside(self, every: float = 1.0) -> None:
        """Copy the write-ahead log into the database in a thread of its own, every ``every`` seconds,
        instead of in the commit that fills it. SQLite does it by default in whichever commit passes
        1000 pages, with two ``fsync``: that commit then takes 20-80 ms here, during which a server
        serves nobody (a tight loop of commits spent half its time in them). The thread has its own
        connection; SQLite lets it copy while this one writes, and Python lets it run while this one
        serves (the ``sqlite3`` module releases the GIL). For a server with many rooms; ``close``
        stops it."""
        if self._checkpoints is None:
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpoints = _Checkpoints(self.path, every)

    def close(self) -> None:
        """Close the database (and stop the checkpoint thread)."""
        if self._checkpoints is not None:
            self._checkpoints.stop()
            self._checkpoints = None
        self.db.close()

    def insert(self, row: RoomRow) -> None:
        """Store a new room (its id must be new) with the actions of its record."""
        now = time.time()
        head = {k: v for k, v in row.record.items() if k not in ("actions", "result")}
        with self._transaction():
            self.db.execute(
                "INSERT INTO rooms (id, node, seats, head, seq, over, created, updated)"
                " VALUES (?,?,?,?,?,?,?,?)",
                (row.id, row.node, json.dumps(row.seats), json.dumps(head), row.seq, 0, now, now),
            )
            self.db.executemany(
                "INSERT INTO actions (room, n, action) VALUES (?,?,?)",
                [(row.id, n, a) for n, a in enumerate(row.record.get("actions", []))],
            )

    def seats(self, room_id: str, seats: list[dict[str, Any]]) -> None:
        """Write a room's seats (someone joined)."""
        self.db.execute(
            "UPDATE rooms SET seats=?, updated=? WHERE id=?", (json.dumps(seats), time.time(), room_id)
        )

    def played(self, room_id: str, n: int, action: str, seq: int, over: bool) -> None:
        """Add action number ``n`` (from 0) and the room's new counter, together."""
        with self._transaction():
            self.db.execute("INSERT INTO actions (room, n, action) VALUES (?,?,?)", (room_id, n, action))
            self.db.execute(
                "UPDATE rooms SET seq=?, over=?, updated=? WHERE id=?", (seq, int(over), time.time(), room_id)
            )

    def undone(self, room_id: str, count: int, seq: int) -> None:
        """Keep only the first ``count`` actions (an undo), and the room's new counter, together."""
        with self._transaction():
            self.db.execute("DELETE FROM actions WHERE room=? AND n>=?", (room_id, count))
            self.db.execute("UPDATE rooms SET seq=?, updated=? WHERE id=?", (seq, time.time(), room_id))

    def end(self, room_id: str) -> None:
        """Mark a room over (its server ended it before the game's end)."""
        self.db.execute("UPDATE rooms SET over=1, updated=? WHERE id=?", (time.time(), room_id))

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def exists(self, room_id: str) -> bool:
        """Is there a room with this id (on any node)?"""
        return self.db.execute("SELECT 1 FROM rooms WHERE id=?", (room_id,)).fetchone() is not None

    def load(self, room_id: str) -> RoomRow | None:
        """The stored room, or ``None``."""
        got = self.db.execute(
            "SELECT id, node, seats, head, seq, over FROM rooms WHERE id=?", (room_id,)
        ).fetchone()
        if got is None:
            return None
        actions = self.db.execute("SELECT action FROM actions WHERE room=? ORDER BY n", (room_id,))
        record = {**json.loads(got[3]), "actions": [a[0] for a in actions]}
        return RoomRow(got[0], got[1], json.loads(got[2]), record, got[4], bool(got[5]))

    def unfinished(self, node: str) -> list[str]:
        """The ids of this node's games that are not over (resumed when the server starts)."""
        rows = self.db.execute("SELECT id FROM rooms WHERE node=? AND over=0 ORDER BY created", (node,))
        return [r[0] for r in rows]


class _Checkpoints:
    """A thread that checkpoints the database's write-ahead log every few seconds. A PASSIVE checkpoint
    copies what it can without waiting for any lock, but while rooms write without pause it never
    copies the last frames, and the log never starts again from its beginning: so when the log has
    grown past ``restart_at`` bytes, a RESTART checkpoint follows, which holds the writers back only
    while it copies the few frames written since the passive one (a few milliseconds)."""

    def __init__(self, path: str, every: float, restart_at: int = 16 << 20) -> None:
        self.every = every
        self.restart_at = restart_at
        self.done = 0  # checkpoints run (for tests)
        self._wal = path + "-wal"
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(path,), name="wal-checkpoints", daemon=True)
        self._thread.start()

    def _run(self, path: str) -> None:
        db = sqlite3.connect(path, timeout=30, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous=NORMAL")
            while not self._stop.wait(self.every):
                self._checkpoint(db)
            self._checkpoint(db)
        finally:
            db.close()

    def _checkpoint(self, db: sqlite3.Connection) -> None:
        try:
            db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            with contextlib.suppress(OSError):
                if os.path.getsize(self._wal) > self.restart_at:
                    db.execute("PRAGMA wal_checkpoint(RESTART)").fetchall()
            self.done += 1
        except sqlite3.Error:  # another process checkpoints, or the disk failed: the next one will tell
            log.warning("a checkpoint of the rooms database failed", exc_info=True)

    def stop(self) -> None:
        """Run a last checkpoint and end the thread."""
        self._stop.set()
        self._thread.join()
