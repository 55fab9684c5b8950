"""``kill -9`` at any instant leaves only complete files, and the next start leaves no temporary file
(issue 14; issue 7 for the window).

The kill loop: a child process writes as fast as it can through the app's own functions (an autosave
after every move of a game in progress, the settings, the statistics) and is killed with SIGKILL at
a random moment, 100 times. After every kill each file that exists must open and be complete; after the
app's start-up recovery (:func:`silver_desktop.ui.app.recover_user_files`) no temporary file is left and
the autosave is at the last position the child reported or the one after it (saved, not yet reported).

To keep the loop fast, the child is forked from a "zygote" process that has imported everything once;
each worker reports on the pipe they share, so every report made before a kill is read before the
zygote's report that the worker died.
"""

from __future__ import annotations

import inspect
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from silver_desktop.engine.files import is_temp_name
from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.settings import CARD_SIZES, THEMES, Settings, load_settings, save_settings, settings_path
from silver_desktop.stats import Statistics, statistics_path
from silver_desktop.ui.app import recover_user_files
from silver_desktop.ui.game_file import (
    AUTOSAVE,
    PREVIOUS,
    autosave,
    autosave_path,
    load_autosave,
    load_game,
    recover_autosave,
    save_game,
)
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind

KILLS = 100
#: The longest random wait between a worker's start and its kill (seconds); a write takes about 1 ms.
MAX_DELAY = 0.03
#: No single step of the loop may take longer than this (seconds): a hang fails instead of waiting.
STEP_TIMEOUT = 30.0

# What the statistics count for every saved "game" of the loop.
TOTALS = {"totals": [10, 20, 30, 40], "winner": 0}


def loop_setup() -> GameSetup:
    """The seats and deck of the loop's games (a person and bots of every level)."""
    seats = (Seat("Ada"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.EASY), Seat("Di", SeatKind.HARD))
    return GameSetup(seats=seats, deck="bullet")


SETUP = loop_setup()


def settings_variant(k: int) -> Settings:
    """The ``k``-th settings the loop saves: each differs from the one before it."""
    return Settings(
        memory_aid=k % 2 == 1, card_size=CARD_SIZES[k % len(CARD_SIZES)], theme=THEMES[k % len(THEMES)]
    )


# The worker: imports are done once by the zygote; ``work`` runs in each forked child. It makes the
# same games and settings as this module's ``loop_setup`` and ``settings_variant`` (their source).
ZYGOTE = f"""
import os, random, sys
from silver_desktop.engine.history import Game
from silver_desktop.settings import CARD_SIZES, THEMES, Settings, save_settings
from silver_desktop.stats import Statistics
from silver_desktop.ui.game_file import autosave, autosave_path, load_game
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind

TOTALS = {TOTALS!r}

{inspect.getsource(loop_setup)}

SETUP = loop_setup()

{inspect.getsource(settings_variant)}

def report(*words):
    os.write(1, (" ".join(str(w) for w in words) + "\\n").encode())


def work(round_no, settings_k):
    rng = random.Random(round_no)
    setup, game = SETUP, Game.new(SETUP.config(), 0)
    saved = (0, 0, 0)  # (seed, actions, over) of the autosave this worker goes on from
    if autosave_path().exists():
        setup, game = load_game(autosave_path())
        saved = (game.start["seed"], len(game.actions), int(game.state.over))
        if game.state.over:
            game = Game.new(SETUP.config(), game.start["seed"] + 1)
    stats = Statistics.load()
    games = 0 if stats.line("Ada", "bullet") is None else stats.line("Ada", "bullet").games
    report("ready", os.getpid(), *saved, games)
    step = 0
    while True:
        step += 1
        game.play(rng.choice(game.legal_actions()))
        autosave(game, setup)
        report("autosave", game.start["seed"], len(game.actions), int(game.state.over))
        if game.state.over:
            game = Game.new(SETUP.config(), game.start["seed"] + 1)
        # which write comes first turns with the round, so that even a slow machine, where a worker
        # makes only a step or two before its kill, sees kills during every kind of write
        if (step + round_no) % 3 == 0:
            settings_k += 1
            save_settings(settings_variant(settings_k))
            report("settings", settings_k)
        if (step + round_no) % 4 == 0:
            stats.record_game([s.name for s in SETUP.seats], [s.kind.value for s in SETUP.seats],
                              SETUP.deck, [], TOTALS)
            stats.save()
            games += 1
            report("statistics", games)


for line in sys.stdin:
    round_no, settings_k = map(int, line.split())
    pid = os.fork()
    if pid == 0:
        try:
            work(round_no, settings_k)
        finally:
            os._exit(3)  # a worker that stops by itself (it never should) is seen by the parent
    _, status = os.waitpid(pid, 0)
    report("reaped", status)
"""


class Zygote:
    """The process that forks one worker per round and reports on its standard output."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, "SILVER_DESKTOP_HOME": str(home)}
        self.process = subprocess.Popen(
            [sys.executable, "-c", ZYGOTE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=home
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin = self.process.stdin
        self.fd = self.process.stdout.fileno()
        self.buffer = b""

    def lines(self) -> Iterator[str]:
        """The zygote's and its workers' report lines, each within :data:`STEP_TIMEOUT` seconds."""
        while True:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                yield line.decode()
            ready, _, _ = select.select([self.fd], [], [], STEP_TIMEOUT)
            assert ready, "the kill loop's child stopped reporting"
            chunk = os.read(self.fd, 65536)
            assert chunk, "the kill loop's zygote ended"
            self.buffer += chunk

    def close(self) -> None:
        self.stdin.close()
        try:
            self.process.wait(timeout=STEP_TIMEOUT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()


def temp_files(home: Path) -> list[Path]:
    """Every temporary file of a writer under ``home``: the atomic writes' and the autosave's ``.new``."""
    return sorted(
        p for p in home.rglob("*") if p.is_file() and (is_temp_name(p.name) or p.name.endswith(".new"))
    )


def check_every_file_is_complete(home: Path) -> None:
    """Every real file that exists opens, without a notice (before any recovery)."""
    for name in (AUTOSAVE, PREVIOUS, f"{AUTOSAVE}.new"):
        path = home / "data" / name
        if path.exists():
            load_game(path)  # raises on a half-written file
    if settings_path().exists():
        assert load_settings()[1] is None
    if statistics_path().exists():
        assert Statistics.load().notice == ""


@attrs.define
class Reports:
    """The last report of each kind a worker made before it was killed (or what it started from)."""

    autosave: tuple[int, int, bool] | None = None
    settings: int = 0
    statistics: int = 0


def read_round(zygote: Zygote, reports: Reports, delay: float) -> None:
    """Run one worker, kill it ``delay`` seconds after it is ready and read what it reported."""
    lines = zygote.lines()
    kind, pid, seed, reached, over, games = next(lines).split()
    assert kind == "ready"
    if int(reached):  # where this worker starts from (its predecessor may have saved one unreported step)
        reports.autosave = (int(seed), int(reached), over == "1")
    reports.statistics = int(games)
    time.sleep(delay)
    os.kill(int(pid), signal.SIGKILL)
    for line in lines:
        kind, *values = line.split()
        if kind == "reaped":
            status = int(values[0])
            assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, line
            return
        if kind == "autosave":
            reports.autosave = (int(values[0]), int(values[1]), values[2] == "1")
        elif kind == "settings":
            reports.settings = int(values[0])
        elif kind == "statistics":
            reports.statistics = int(values[0])
        else:
            pytest.fail(f"unexpected line from the kill loop: {line}")
    pytest.fail("the zygote ended without reaping its worker")


def check_after_recovery(home: Path, reports: Reports) -> None:
    """After the start-up recovery: no temporary file, the newest complete game, settings and statistics."""
    assert temp_files(home) == []
    if reports.autosave is not None:
        seed, reached, over = reports.autosave
        _setup, game = load_game(autosave_path())
        at = (game.start["seed"], len(game.actions))
        expected = [(seed, reached), (seed, reached + 1)] + ([(seed + 1, 1)] if over else [])
        assert at in expected, f"the autosave is at {at}, the worker reported {reports.autosave}"
    if reports.settings:
        settings, notice = load_settings()
        assert notice is None
        assert settings in (settings_variant(reports.settings), settings_variant(reports.settings + 1))
    if reports.statistics:
        line = Statistics.load().line("Ada", "bullet")
        assert line is not None and line.games in (reports.statistics, reports.statistics + 1)


def test_kill_9_at_random_moments_leaves_only_complete_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(home))
    rng = random.Random(14)
    reports = Reports()
    zygote = Zygote(home)
    left_over = 0  # kills that left a temporary file behind (they landed inside a write)
    try:
        for round_no in range(KILLS):
            zygote.stdin.write(f"{round_no} {reports.settings}\n".encode())
            zygote.stdin.flush()
            read_round(zygote, reports, rng.uniform(0, MAX_DELAY))
            check_every_file_is_complete(home)
            left_over += bool(temp_files(home))
            recover_user_files()  # what the app does at its next start
            check_after_recovery(home, reports)
    finally:
        zygote.close()
    assert reports.autosave is not None and reports.settings and reports.statistics
    # The kills did land inside writes (the audit saw 69 of 100); otherwise this test proves nothing.
    assert left_over >= KILLS // 10, f"only {left_over} kills of {KILLS} left a temporary file"


# ---------------------------------------------------------------------- the start-up recovery
def played(actions: int, seed: int = 5) -> Game:
    game = Game.new(SETUP.config(), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.play(rng.choice(game.legal_actions()))
    return game


def test_a_kill_between_the_renames_is_finished_at_the_next_start() -> None:
    autosave(played(10), SETUP)
    autosave(played(11), SETUP)
    path, fresh = autosave_path(), autosave_path().with_name(f"{AUTOSAVE}.new")
    save_game(played(12), SETUP, fresh)  # what the next autosave leaves when killed after its first rename
    os.replace(path, path.with_name(PREVIOUS))
    assert recover_autosave() == f"completed an interrupted autosave: {path}"
    assert temp_files(path.parent) == []
    assert len(load_game(path)[1].actions) == 12  # the newest complete game, not the previous one
    assert len(load_game(path.with_name(PREVIOUS))[1].actions) == 11


def test_a_kill_before_the_rotation_keeps_the_newer_game() -> None:
    autosave(played(10), SETUP)
    path, fresh = autosave_path(), autosave_path().with_name(f"{AUTOSAVE}.new")
    save_game(played(11), SETUP, fresh)  # what the next autosave leaves when killed before renaming
    assert recover_autosave() is not None
    assert temp_files(path.parent) == []
    assert len(load_game(path)[1].actions) == 11
    assert len(load_game(path.with_name(PREVIOUS))[1].actions) == 10


def test_an_incomplete_new_autosave_is_removed_and_the_autosave_kept() -> None:
    autosave(played(10), SETUP)
    path = autosave_path()
    before = path.read_bytes()
    fresh = path.with_name(f"{AUTOSAVE}.new")
    fresh.write_bytes(before[: len(before) // 2])  # as an older, non-atomic writer could leave it
    assert "incomplete" in (recover_autosave() or "")
    assert not fresh.exists() and path.read_bytes() == before
    assert recover_autosave() is None  # nothing more to do


def test_start_up_removes_every_temporary_file_and_nothing_else() -> None:
    save_settings(Settings())
    autosave(played(3), SETUP)
    config, data = settings_path().parent, autosave_path().parent
    stale = [
        config / ".settings.json.k2j4h.tmp",
        config / ".last-game.json.a8x.tmp",
        data / ".statistics.json.q1w2.tmp",
        data / ".autosave.silver.new.zz9.tmp",
    ]
    for path in stale:
        path.write_text('{"half": ', encoding="utf-8")
    keep = [config / "notes.tmp", data / "game.silver", data / ".hidden"]  # not the writers' names
    for path in keep:
        path.write_text("mine", encoding="utf-8")
    done = recover_user_files()
    assert sorted(done) == sorted(f"removed the temporary file {p}" for p in stale)
    assert not any(p.exists() for p in stale)
    assert all(p.read_text(encoding="utf-8") == "mine" for p in keep)
    assert load_settings() == (Settings(), None) and load_autosave() is not None


QUIT_AT_ONCE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from silver_desktop.ui.app import main

app = QApplication(sys.argv[:1])
QTimer.singleShot(0, app.quit)  # a person who closes the window as soon as it appears
sys.exit(main([]))
"""


def test_the_app_cleans_up_when_it_starts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real start-up (``app.main``) removes what a kill left, before anything writes."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    autosave(played(10), SETUP)
    path = autosave_path()
    save_game(played(11), SETUP, path.with_name(f"{AUTOSAVE}.new"))
    os.replace(path, path.with_name(PREVIOUS))  # killed between the renames
    stale = [
        settings_path().with_name(".settings.json.x1.tmp"),
        path.with_name(".autosave.silver.new.x2.tmp"),
    ]
    for temp in stale:
        temp.write_text("{", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", QUIT_AT_ONCE],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert temp_files(tmp_path) == []
    assert len(load_game(path)[1].actions) == 11


# ---------------------------------------------------------------------- failed writes
def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("failing_call", [1, 2, 3])
def test_a_failed_autosave_leaves_no_temporary_file_and_the_game_reachable(
    failing_call: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``os.replace`` fails at its first, second or third call of an autosave (a full disk, EIO)."""
    autosave(played(10), SETUP)
    autosave(played(11), SETUP)
    home = autosave_path().parent
    before = snapshot(home)
    real_replace = os.replace
    calls = []

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        calls.append(dst)
        if len(calls) == failing_call:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(OSError, match="No space"):
        autosave(played(12), SETUP)
    monkeypatch.setattr(os, "replace", real_replace)
    assert not [p for p in home.iterdir() if is_temp_name(p.name)]
    if failing_call == 1:  # the new game was not even complete: nothing changed
        assert snapshot(home) == before
    recover_user_files()
    assert temp_files(home) == []
    reached = len(load_game(autosave_path())[1].actions)
    assert reached == (11 if failing_call == 1 else 12)


@pytest.mark.parametrize("what", ["settings", "statistics"])
def test_a_failed_write_leaves_no_temporary_file_and_the_old_file_intact(
    what: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats = Statistics.load()
    stats.record_game(["Ada", "Bo", "Cy", "Di"], ["human"] * 4, "bullet", [], TOTALS)
    stats.save()
    save_settings(Settings(theme="dark"))
    path = settings_path() if what == "settings" else statistics_path()
    before = path.read_bytes()

    def fail(src: object, dst: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="Read-only"):
        if what == "settings":
            save_settings(Settings(theme="light"))
        else:
            stats.record_game(["Ada", "Bo", "Cy", "Di"], ["human"] * 4, "bullet", [], TOTALS)
            stats.save()
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if is_temp_name(p.name)] == []


# ---------------------------------------------------------------------- the real window (issue 7)
WINDOW_CHILD = """
import json
import sys
from PySide6.QtWidgets import QApplication
from silver_desktop.engine.position import to_position
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.main_window import MainWindow

app = QApplication([])
window = MainWindow(speed="off", interactive=False)
window.session.bot_pause_ms = 0
seats = tuple(Seat(name, SeatKind.MEDIUM) for name in ("Ada", "Bo", "Cy", "Di"))
window.start_game(GameSetup(seats=seats, deck="bullet", seed=7))
controller = window.controller
last = -1
while not controller.over:
    app.processEvents()
    n = len(controller.game.actions)
    if n != last:
        print(n, json.dumps(to_position(controller.game.state), sort_keys=True), flush=True)
        last = n
"""


def test_the_windows_autosave_survives_kill_9(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real window plays bots at full speed and is killed after a random number of its actions."""
    kill_at = random.Random(7).randrange(30, 200)
    env = {**os.environ, "SILVER_DESKTOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", WINDOW_CHILD], stdout=subprocess.PIPE, text=True, env=env, cwd=tmp_path
    )
    assert child.stdout is not None
    positions: dict[int, str] = {}
    try:
        for line in child.stdout:  # after the kill, the lines still in the pipe are read to its end
            n, position = line.split(" ", 1)
            positions[int(n)] = position.strip()
            if int(n) >= kill_at and child.poll() is None:
                os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    recover_user_files()
    assert temp_files(tmp_path) == []
    saved = load_autosave()
    assert saved is not None
    _setup, game = saved
    reached = len(game.actions)
    last = max(positions)
    assert reached in (last, last + 1)
    if reached in positions:
        assert json.dumps(to_position(game.state), sort_keys=True) == positions[reached]
