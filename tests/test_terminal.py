"""The command-line tools' output piped into a reader that stops early (``| head``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "argv",
    [
        ["-m", "silver_desktop.arena", "--bots", "random", "random", "--deals", "1"],
        ["-m", "silver_desktop.sim", "--games", "2", "--players", "2", "--seed", "1"],
        ["-m", "silver_desktop.puzzles", "check"],
    ],
)
def test_a_closed_pipe_ends_a_tool_without_a_traceback(argv: list[str]) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line: every write fails with EPIPE
    try:
        done = subprocess.run(
            [sys.executable, *argv], stdout=write, stderr=subprocess.PIPE, timeout=300, check=False
        )
    finally:
        os.close(write)
    assert done.returncode == 1
    assert b"Traceback" not in done.stderr
    assert b"BrokenPipeError" not in done.stderr
