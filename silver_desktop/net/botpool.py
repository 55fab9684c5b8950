"""Server bots think in worker processes, so that a Hard bot's search never holds up the event loop.

A bot seat or a stand-in decides from its seat's view only: the server sends the view (a
:class:`~silver_desktop.engine.view.PlayerView`, pickled) to a worker of a
:class:`concurrent.futures.ProcessPoolExecutor` (at most ``os.cpu_count()`` workers, started on first
use with ``spawn``: no copy of the server's sockets or state; they end with the server, even a killed
one: :mod:`silver_desktop.worker_pool`), which answers with the action's text.
Each decision gets a fresh bot seeded by the room, the seat and the decision's number. The workers
of a frozen app start the app's executable again: its entry (``packaging/entry.py``) calls
:func:`multiprocessing.freeze_support` first, as it must.
"""

from __future__ import annotations

import asyncio
import logging
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from ..ai import make_bot
from ..engine.view import PlayerView
from ..worker_pool import spawn_pool

log = logging.getLogger("silver_desktop.net")


def choose(level: str, seed: int, seen: PlayerView) -> str:
    """The action a bot of ``level`` chooses from ``seen`` (run in a worker)."""
    return str(make_bot(level, seed).choose(seen))


class BotPool:
    """The worker processes of one server (created when a bot first has to decide)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, min(workers or os.cpu_count() or 1, os.cpu_count() or 1))
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = spawn_pool(self.workers)
        return self._pool

    async def choose(self, level: str, seed: int, seen: PlayerView) -> str:
        """A bot's action for ``seen``, decided in a worker; a pool whose worker died is replaced."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), choose, level, seed, seen)
        except BrokenProcessPool:
            log.warning("a bot worker died: starting new ones")
            self.close()
            return await loop.run_in_executor(self._executor(), choose, level, seed, seen)

    def close(self) -> None:
        """Stop the workers (a decision in progress is dropped)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
