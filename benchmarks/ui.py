"""Desktop window speed: start-up to the first painted table, GUI responsiveness while a Hard or an
Expert bot thinks, and memory during a game. Prints the figures; asserts nothing.

    python benchmarks/ui.py                 # all four (offscreen)
    python benchmarks/ui.py startup|latency|memory|quit
    QT_QPA_PLATFORM=xcb python benchmarks/ui.py quit   # the real window, on $DISPLAY (e.g. Xvfb)

* startup: wall time from launching a fresh Python process to the first paint of the table of a
  quick game (imports, fonts, window, first layout), best and median of 5 launches; with the sound
  off, and on (``SILVER_DESKTOP_SOUND``): through miniaudio's null device (everything but the
  speaker: the library, the effects and the device are opened for the new game's shuffle before the
  table paints) and through the system's device (where there is none, as on CI, the fallback to
  silence); with the time the first sound took (opening included);
* latency: a 10 ms QTimer on the GUI thread while the Hard bot decides 30 real decisions in its
  worker thread, then while the Expert does (its search in its worker processes); how late each
  tick fires (p50, p95, max), by ``lateness.py``;
* memory: peak resident set size (VmHWM) of a process that plays a whole all-bot demo game in the
  window with animations at the fast speed;
* quit: wall time from Game > Quit, triggered while a Hard bot searches (with a budget of ten
  minutes, so only a cancel ends it), to the end of the process (best and median of 5 launches).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from silver_desktop.ai import Bot
    from silver_desktop.engine.view import PlayerView

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _child_startup() -> None:
    """In the launched process: open the window, start a quick game, print when the table paints."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from silver_desktop.ui.fonts import load_fonts, ui_font
    from silver_desktop.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    load_fonts()
    app.setFont(ui_font(14))
    window = MainWindow(speed="normal", interactive=False)
    output = window.sounds.output
    play = output.play

    def timed_play(effect: object, volume: float) -> None:  # the first sound opens the library and device
        began = time.perf_counter()
        play(effect, volume)  # type: ignore[arg-type]
        print(f"sound {time.perf_counter() - began:.6f} {output.name}", flush=True)

    output.play = timed_play  # type: ignore[method-assign]
    window.show()
    window.quick_game()

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and window.scene.items_by_place:
                print(f"painted {time.time():.6f}", flush=True)
                app.exit(0)
            return False

    spy = FirstPaint()
    window.table.viewport().installEventFilter(spy)
    app.exec()
    window.controller.stop() if window.controller else None


def startup(launches: int = 5) -> None:
    """Launch the child ``launches`` times for each sound mode and time each to the first painted table."""
    for mode, label in (("off", "sound off"), ("null-device", "sound on, null device"), ("on", "sound on")):
        times, first_sound, name = [], [], ""
        for _ in range(launches):
            start = time.time()
            out = subprocess.run(
                [sys.executable, __file__, "--child-startup"],
                capture_output=True,
                text=True,
                timeout=120,
                env={**os.environ, "SILVER_DESKTOP_SOUND": mode},
            ).stdout
            lines = out.splitlines()
            painted = [float(line.split()[1]) for line in lines if line.startswith("painted ")]
            if painted:
                times.append(painted[0] - start)
            sounds = [line.split(maxsplit=2) for line in lines if line.startswith("sound ")]
            if sounds:
                first_sound.append(float(sounds[0][1]))
                name = sounds[0][2]
        sound = (
            f"; first sound {statistics.median(first_sound) * 1000:.0f} ms ({name})" if first_sound else ""
        )
        print(
            f"startup to first painted table, {label}: best {min(times):.2f} s, "
            f"median {statistics.median(times):.2f} s{sound}"
        )


def latency(decisions: int = 30, levels: tuple[str, ...] = ("hard", "expert")) -> None:
    """GUI timer lateness while the Hard bot, then the Expert, thinks in its worker thread (the
    Expert's search itself runs in its worker processes)."""
    import random

    from PySide6.QtWidgets import QApplication

    from silver_desktop.ai import make_bot
    from silver_desktop.ai.expert import shutdown_pool
    from silver_desktop.engine.config import GameConfig
    from silver_desktop.engine.history import Game
    from silver_desktop.engine.view import view

    app = QApplication(sys.argv[:1])  # kept referenced while the jobs run
    game = Game.new(GameConfig(players=4), 21)
    rng = random.Random(2)
    views = []
    while len(views) < decisions and game.legal_actions():
        v = view(game.state, game.state.decider())
        if v.pending in ("turn", "hand") and len(v.legal) > 1:
            views.append(v)
        game.play(rng.choice(game.legal_actions()))
    for level in levels:
        bot = make_bot(level, 1)
        if level == "expert":  # start its worker processes before the clock runs, as a game's first move
            bot.choose(views[0])
        figures = _thinking(app, bot, views)
        print(f"GUI timer lateness while {level.title()} thinks ({len(views)} decisions, {figures})")
    shutdown_pool()


def _thinking(app: QApplication, bot: Bot, views: list[PlayerView]) -> str:
    """Let ``bot`` decide ``views`` one after the other in bot jobs (as in a game) while the lateness
    timer runs; its figures."""
    from benchmarks.lateness import Lateness
    from silver_desktop.ui.bot_worker import BotJob

    timer = Lateness()
    done = [0]
    jobs: list[BotJob] = []

    def next_job(*_: object) -> None:
        if done[0] >= len(views):
            app.quit()
            return
        job = BotJob(bot, views[done[0]], 0)
        done[0] += 1
        job.signals.finished.connect(next_job)
        jobs.append(job)
        job.start()

    next_job()
    app.exec()
    return timer.stop()


def _child_memory() -> None:
    """In the launched process: play a demo game, then print the peak RSS."""
    from silver_desktop.ui.app import main

    code = main(["--demo", "--seed", "4", "--speed", "fast", "--quit-when-done"])
    status = Path("/proc/self/status").read_text()
    peak = next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM"))
    print(f"peak {int(peak) / 1024:.0f} {code}", flush=True)


def memory() -> None:
    """Peak RSS of a whole demo game in the window."""
    out = subprocess.run(
        [sys.executable, __file__, "--child-memory"], capture_output=True, text=True, timeout=1800
    )
    line = next((x for x in out.stdout.splitlines() if x.startswith("peak ")), None)
    if line is None:
        print("memory: the demo did not finish:", out.stderr[-500:])
        return
    _, mb, code = line.split()
    print(f"peak memory (RSS) during a demo game: {mb} MB (demo exit code {code})")


def _child_quit(path: str) -> None:
    """In the launched process: open ``path`` (Hard bots only), quit while one of them searches."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from silver_desktop.ai import hard
    from silver_desktop.ui.app import main
    from silver_desktop.ui.main_window import MainWindow

    hard.HardBot.__init__.__defaults__ = (0, 600.0, 6)  # type: ignore[attr-defined]
    app = QApplication(sys.argv[:1])

    def poll() -> None:
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        job = window.controller._job if window is not None and window.controller is not None else None
        searching = job is not None and job.thread is not None and job.thread.is_alive()
        if window is not None and searching and job is not None and job.view.pending in hard.SEARCHED:
            print(f"quit {time.time():.6f}", flush=True)
            window.quit_action.trigger()
            return
        QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    main(["--open", path])


def quit_time(launches: int = 5) -> None:
    """Launch the app on a game of Hard bots ``launches`` times; time Quit to the process's end."""
    import tempfile

    from silver_desktop.engine.history import Game
    from silver_desktop.ui.game_file import save_game
    from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind

    times = []
    with tempfile.TemporaryDirectory() as folder:
        setup = GameSetup(seats=tuple(Seat(n, SeatKind.HARD) for n in ("A", "B", "C", "D")), deck="silver")
        path = str(Path(folder) / "hard.silver")
        save_game(Game.new(setup.config(), 8, setup.policy), setup, path)
        env = dict(os.environ, SILVER_DESKTOP_HOME=str(Path(folder) / "home"))
        for _ in range(launches):
            child = subprocess.Popen(
                [sys.executable, __file__, "--child-quit", path],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert child.stdout is not None
            line = child.stdout.readline()
            child.wait(timeout=120)  # reaped here at once (a process nobody waits for lingers as a zombie)
            ended = time.time()
            if line.startswith("quit "):
                times.append(ended - float(line.split()[1]))
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    print(
        f"quit while a Hard bot searches ({platform}): best {min(times) * 1000:.0f} ms, "
        f"median {statistics.median(times) * 1000:.0f} ms"
    )


def main() -> int:
    """Run the chosen measurements."""
    if "--child-startup" in sys.argv:
        _child_startup()
        return 0
    if "--child-memory" in sys.argv:
        _child_memory()
        return 0
    if "--child-quit" in sys.argv:
        _child_quit(sys.argv[-1])
        return 0
    runs = {"startup": startup, "latency": latency, "memory": memory, "quit": quit_time}
    chosen = sys.argv[1:] or list(runs)
    unknown = [name for name in chosen if name not in runs]
    if unknown:  # --help too: the usage, not a traceback
        print(f"usage: python benchmarks/ui.py [{'|'.join(runs)} ...]", file=sys.stderr)
        return 0 if unknown in (["--help"], ["-h"]) else 2
    for name in chosen:
        runs[name]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
