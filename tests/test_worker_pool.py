"""Worker processes end with their parent, even a parent killed with SIGKILL (no orphans)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

SCRIPT = """
import os, sys, time
from silver_desktop.worker_pool import spawn_pool
if __name__ == "__main__":
    pool = spawn_pool(2)
    pids = {pool.submit(os.getpid).result() for _ in range(8)}
    print(" ".join(map(str, sorted(pids))), flush=True)
    time.sleep(120)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie (ended, not yet reaped by its new parent) counts as ended
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_workers_end_when_their_parent_is_killed(tmp_path: object) -> None:
    parent = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        workers = [int(p) for p in parent.stdout.readline().split()]
        assert workers and all(_alive(p) for p in workers)
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    deadline = time.monotonic() + 30  # a bound on waiting, not a speed target
    while any(_alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [p for p in workers if _alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert left == []
