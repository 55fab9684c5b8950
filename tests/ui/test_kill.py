"""A game survives ``kill -9`` (issue 7, "done when"): the process is killed mid-game, at several
moments, and the autosave always opens at a position the game really reached, the last or the one
after it (saved, not yet reported)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from silver_desktop.engine.position import to_position
from silver_desktop.ui.game_file import load_autosave

CHILD = """
import json
import sys
from PySide6.QtWidgets import QApplication
from silver_desktop.engine.position import to_position
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

app = QApplication([])
window = MainWindow(speed="off", interactive=False)
window.bot_pause_ms = 0
seats = tuple(Seat(name, SeatKind.MEDIUM) for name in ("Ada", "Bo", "Cy", "Di"))
window.start_game(GameSetup(seats=seats, deck="bullet", seed=7))
controller = window.controller
free_after = int(sys.argv[1])
last = -1
while not controller.over:
    app.processEvents()
    n = len(controller.game.actions)
    if n != last:
        print(n, json.dumps(to_position(controller.game.state), sort_keys=True), flush=True)
        last = n
        if n < free_after:
            sys.stdin.readline()  # in step with the test until then; afterwards as fast as it goes
"""


@pytest.mark.parametrize(("kill_after", "lines_later"), [(20, 0), (140, 3), (260, 9)])
def test_the_autosave_survives_kill_9(tmp_path: Path, kill_after: int, lines_later: int) -> None:
    env = {**os.environ, "SILVER_DESKTOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(kill_after)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert child.stdout is not None and child.stdin is not None
    positions: dict[int, str] = {}
    try:
        for line in child.stdout:
            n, position = line.split(" ", 1)
            positions[int(n)] = position.strip()
            if int(n) < kill_after:
                child.stdin.write("go\n")
                child.stdin.flush()
            elif int(n) >= kill_after + lines_later:  # the child runs freely: kill it mid-stride
                os.kill(child.pid, signal.SIGKILL)
                break
    finally:
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL
    os.environ["SILVER_DESKTOP_HOME"] = str(tmp_path)  # the autouse fixture restores it afterwards
    saved = load_autosave()
    assert saved is not None
    _setup, game = saved
    reached = len(game.actions)
    last = max(positions)
    assert reached in (last, last + 1)
    if reached in positions:
        assert json.dumps(to_position(game.state), sort_keys=True) == positions[reached]
    assert not list(tmp_path.rglob("*.tmp"))
