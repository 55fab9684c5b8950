"""The rooms database's checkpoints: off the serving thread, and the log kept small."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.net.room import Room
from silver_desktop.net.store import Store

SEATS = [{"kind": "person"}] + [{"kind": "open"}] * 3


def _rooms(store: Store, count: int) -> list[Room]:
    rooms = []
    for i in range(count):
        config = GameConfig(players=4, deck=DeckSpec.random_mix(i), rounds=3)
        room, _, _ = Room.create(f"A-{i:06d}", "A", config, SEATS, "Ann", "en")
        store.insert(room.row())
        rooms.append(room)
    return rooms


def _checkpoint_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "wal-checkpoints"]


def test_checkpoints_aside_copy_the_log_in_their_own_thread_and_keep_it_small(tmp_path: Path) -> None:
    """With ``checkpoint_aside`` the writing connection never checkpoints (its automatic checkpoints
    are off), a thread does, and the log starts again from its beginning once it passes the limit:
    it stays near the limit however much is written. Every write is there after ``close``."""
    db = tmp_path / "rooms.sqlite3"
    store = Store(db)
    store.checkpoint_aside(every=0.01)
    checkpoints = store._checkpoints
    assert checkpoints is not None
    checkpoints.restart_at = 256 << 10
    assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    assert len(_checkpoint_threads()) == 1
    rooms = _rooms(store, 20)
    wal = Path(str(db) + "-wal")
    largest = 0
    for n in range(3000):
        room = rooms[n % len(rooms)]
        store.played(room.id, n // len(rooms), f"act-{n}", n // len(rooms) + 1, False)
        if n % 100 == 0:
            threading.Event().wait(0.005)  # room for the thread to run
            largest = max(largest, wal.stat().st_size)
    assert checkpoints.done > 0
    # 3000 commits of two pages or more each would make a log of 24 MB or more without a restart
    assert largest < 4 << 20
    store.close()
    assert _checkpoint_threads() == []
    reread = sqlite3.connect(db)
    assert reread.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 3000
    reread.close()


def test_a_store_without_checkpoints_aside_starts_no_thread(tmp_path: Path) -> None:
    store = Store(tmp_path / "rooms.sqlite3")
    assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
    _rooms(store, 1)
    assert _checkpoint_threads() == []
    store.close()
