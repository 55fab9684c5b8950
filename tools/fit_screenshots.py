"""Take the screenshots of the table fitting the window (issue 16) at 1024×700 and 1920×1080, in
English, Persian and Korean: a card enlarged, a drag in progress, a 3-player table right after a
4-player game, and the score pad in round 4.

    python tools/fit_screenshots.py --out docs/screenshots [--lang en] [--size 1024x700]

A real window (offscreen, animations off) plays deterministic games: one person, whose moves are a
Medium bot's choices, against Medium bots. Each picture is ``fit-<state>-<lang>-<W>x<H>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from silver_desktop.ai import make_bot
from silver_desktop.ui.fonts import load_fonts
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.seat_names import bot_names, you

STATES = ("enlarged", "drag", "three-after-four", "score-pad-round-4")
SIZES = ((1024, 700), (1920, 1080))
LANGS = ("en", "fa", "ko")
TIMEOUT_S = 240.0


def file_name(state: str, lang: str, size: tuple[int, int]) -> str:
    """The PNG of ``state`` in ``lang`` at ``size``."""
    return f"fit-{state}-{lang}-{size[0]}x{size[1]}.png"


def _wait(until: Callable[[], bool]) -> None:
    end = time.monotonic() + TIMEOUT_S
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("the game did not reach the picture's moment")
        QTest.qWait(5)


def _setup(players: int, seed: int) -> GameSetup:
    bots = tuple(Seat(name, SeatKind.MEDIUM) for name in bot_names()[: players - 1])
    return GameSetup(seats=(Seat(you()), *bots), deck="silver", seed=seed)


def _play_until(window: MainWindow, done: Callable[[], bool]) -> None:
    """Play the person's moves as a Medium bot would until ``done()`` at one of their decisions."""
    person = make_bot("medium", 1)
    controller = window.controller
    assert controller is not None
    while True:
        _wait(lambda: controller.over or (window.session.prompt is not None and not window.scene.busy))
        if controller.over:
            raise RuntimeError("the game ended before the picture's moment")
        window.scene.finish()
        if done():
            return
        window.session.play(person.choose(controller.view()))


def _holding(window: MainWindow) -> bool:
    controller = window.controller
    assert controller is not None
    v = controller.view()
    return v.decider == v.seat and bool(v.hand) and bool(window.table.pointer.plans)


def _centre(window: MainWindow, place: str) -> QPoint:
    item = window.scene.items_by_place[place]
    return window.table.mapFromScene(item.sceneBoundingRect().center())


def take(out: Path, lang: str, size: tuple[int, int]) -> list[Path]:
    """The four pictures in ``lang`` at ``size``."""
    apply_language(lang)
    window = MainWindow(lang=lang, speed="off", interactive=False)
    window.session.bot_pause_ms = 0
    window.resize(*size)
    window.show()
    QTest.qWait(50)
    saved: list[Path] = []

    def shot(state: str) -> None:
        QApplication.processEvents()
        QTest.qWait(30)
        path = out / file_name(state, lang, size)
        window.grab().save(str(path))
        saved.append(path)

    window.start_game(_setup(4, seed=7))
    _play_until(window, lambda: _holding(window))
    held = next(p for p in window.scene.items_by_place if p.startswith("hand:"))
    window.table.pointer.enlarge(window.scene.items_by_place[held])
    shot("enlarged")
    window.table.pointer.close_up.dismiss()
    viewport = window.table.viewport()
    start, goal = _centre(window, held), _centre(window, "village:0:2")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (goal - start) * k / 8)
        QTest.qWait(10)
    shot("drag")
    window.table.pointer.cancel()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    _play_until(window, lambda: (window.controller.view().round >= 2) if window.controller else False)
    window.start_game(_setup(3, seed=8))
    _play_until(window, lambda: True)
    shot("three-after-four")
    window.start_game(_setup(4, seed=9))
    _play_until(window, lambda: (window.controller.view().round >= 4) if window.controller else False)
    shot("score-pad-round-4")
    window.close()
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    """Take the pictures; print where each went."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--lang", choices=LANGS, action="append")
    parser.add_argument("--size", choices=[f"{w}x{h}" for w, h in SIZES], action="append")
    args = parser.parse_args(argv)
    os.environ.setdefault("SILVER_DESKTOP_HOME", tempfile.mkdtemp(prefix="silver-fit-"))
    app = QApplication.instance() or QApplication([])
    assert app is not None
    load_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size] if args.size else list(SIZES)
    for lang in args.lang or LANGS:
        for size in sizes:
            for path in take(args.out, lang, (size[0], size[1])):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
