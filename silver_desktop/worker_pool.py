"""Worker processes that end with the process that started them.

The server's bots (:mod:`.net.botpool`) and the Expert's search (:mod:`.ai.expert`) think in
worker processes. A pool's workers hold both ends of its task queue, so when their parent is killed
(``kill -9``, a crash, a host app that stops its embedded server the hard way) nothing tells them to
stop, and they would live on, orphaned. :func:`spawn_pool` gives every worker a small daemon thread
that waits on :func:`multiprocessing.parent_process` (a handle on the parent that works on every
platform) and ends the worker the moment its parent is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor


def spawn_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes started with ``spawn`` (a fresh interpreter: no copy of the
    parent's sockets, threads or Qt objects), each of which ends when its parent does."""
    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(workers, mp_context=context, initializer=end_with_parent)


def end_with_parent() -> None:
    """In a worker: end this process as soon as the process that started it has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


__all__ = ["end_with_parent", "spawn_pool"]
