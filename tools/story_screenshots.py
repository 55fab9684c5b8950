"""Take the screenshots of the table telling its story (issue 15), at 1280×800 in a chosen language:
the start looks held, a village discard in flight, a bot's move told in a caption with its
highlight, the final-turn banner, the round-end reveal while the sums count, and the results view.

    python tools/story_screenshots.py --lang en --out docs/screenshots

A real window (offscreen, animations at normal speed, looks held) plays one deterministic game: one
person ("You") and three Medium bots. The person's moves are a Medium bot's choices, except that once
the first three pictures are taken the person calls for a vote as soon as the rules let them, so that
the game ends quickly. The table's :attr:`~silver_desktop.ui.table.scene.TableScene.beat_observer`
says when a discard starts flying and when a round's sums start counting; the boring stretches in
between are played with the animations off. Each picture is saved as
``story-<state>-<lang>-1280x800.png``.
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

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from silver_desktop.ai import make_bot
from silver_desktop.ui.fonts import load_fonts, ui_font
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import bot_names
from silver_desktop.ui.story import MOVE, Beat
from silver_desktop.ui.table.scene import BEAT_START, DONE, SPEEDS

#: the pictures, in the order the game reaches them
STATES = ("start-looks", "discard-in-flight", "bot-caption", "final-turn", "round-end", "results")
WIDTH, HEIGHT = 1280, 800
#: the game's seed (the deal, the bots) and the seed of the Medium bot that plays the person's moves
GAME_SEED = 4
PERSON_SEED = 1
#: a discard's flight takes 420 ms at normal speed: the picture is taken about halfway
FLIGHT_MS = 200
#: a round's sums count up for 1.4 s at normal speed: the picture is taken while they count
COUNT_MS = 500
#: give up (a game that never reaches a state) after this long
TIMEOUT_S = 240.0


def file_name(state: str, lang: str) -> str:
    """The PNG of ``state`` in ``lang``."""
    return f"story-{state}-{lang}-{WIDTH}x{HEIGHT}.png"


class Director:
    """Plays the game in ``window`` and takes each picture when its moment comes."""

    def __init__(self, window: MainWindow, out: Path, lang: str) -> None:
        self.window = window
        self.scene = window.scene
        self.session = window.session
        self.out = out
        self.lang = lang
        self.saved: dict[str, Path] = {}
        self.person = make_bot("medium", PERSON_SEED)
        #: the person calls for a vote as soon as they may
        self.calling = False
        #: pictures asked for by the observer, not taken yet
        self._scheduled: set[str] = set()
        #: the story being told discards a village card by way of the discards waiting ("limbo")
        self._discarding = False
        self.scene.beat_observer = self.observe

    # ------------------------------------------------------------------ pictures
    def take(self, state: str, picture: QPixmap | None = None) -> None:
        """Save ``state``'s picture (the window as it is now unless ``picture`` is given), once."""
        self._scheduled.discard(state)
        if state in self.saved:
            return
        picture = picture if picture is not None else self.window.grab()
        path = self.out / file_name(state, self.lang)
        if not picture.save(str(path)):
            raise RuntimeError(f"could not write {path}")
        self.saved[state] = path

    def later(self, state: str, ms: int, ready: Callable[[], bool] = lambda: True) -> None:
        """Take ``state``'s picture in ``ms`` milliseconds (if ``ready()`` says so then)."""
        if state in self.saved or state in self._scheduled:
            return
        self._scheduled.add(state)

        def shoot() -> None:
            self._scheduled.discard(state)
            if ready():
                self.take(state)

        QTimer.singleShot(ms, shoot)

    def results_picture(self) -> QPixmap:
        """The results view over the window, dimmed behind it, as a person sees it."""
        dialog = self.window.results
        assert dialog is not None
        picture = self.window.grab()
        shot = dialog.grab()
        room = picture.size() * 0.94
        if shot.width() > room.width() or shot.height() > room.height():
            shot = shot.scaled(
                room, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        painter = QPainter(picture)
        painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
        painter.drawPixmap(
            (picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 2, shot
        )
        painter.end()
        return picture

    # ------------------------------------------------------------------ the story, beat by beat
    def observe(self, phase: str, beat: Beat | None) -> None:
        """The table's beat observer: a discard takes off, a round's sums start counting, a story
        told under the final-turn banner is over."""
        scene = self.scene
        if phase == BEAT_START and beat is not None and beat.kind == MOVE:
            # a village card discarded: it flies to the pile, or to the discards waiting to go
            # there ("limbo") and on from there to the pile, showing its face on that last leg
            src, dst = beat.at.split(":")[0], beat.to.split(":")[0]
            discarded = src == "village" or (src == "limbo" and self._discarding)
            if discarded and dst == "limbo":
                self._discarding = True
            elif discarded and dst == "pile" and scene.speed > 0 and "start-looks" in self.saved:
                self.later("discard-in-flight", round(FLIGHT_MS * scene.speed))
        elif phase == BEAT_START and beat is None and "final-turn" in self.saved and self._counting():
            self.later("round-end", round(COUNT_MS * scene.speed), lambda: scene.scored is not None)
        elif phase == DONE:
            self._discarding = False
            if scene.speed > 0 and "bot-caption" in self.saved and self._final_turn():
                # at normal speed the next bot waits a moment: the picture is taken before it moves
                self.later("final-turn", 0, self._final_turn)

    def _counting(self) -> bool:
        """Whether a round's sums are counting up on the table now (the scene keeps the count's
        animation as ``_count``; without it, the picture is taken at the round's hold)."""
        count = getattr(self.scene, "_count", None)
        return (
            self.scene.scored is not None
            and isinstance(count, QAbstractAnimation)
            and count.state() == QAbstractAnimation.State.Running
        )

    def _final_turn(self) -> bool:
        """Whether the banner announces a call and the final turns (and no round end)."""
        controller = self.window.controller
        return (
            controller is not None
            and not controller.over
            and self.scene.scored is None
            and bool(self.scene.banner_text)
            and controller.view().caller >= 0
        )

    # ------------------------------------------------------------------ playing
    def run(self) -> None:
        """Play until every picture is taken."""
        deadline = time.monotonic() + TIMEOUT_S
        while len(self.saved) < len(STATES):
            if time.monotonic() > deadline:
                missing = [s for s in STATES if s not in self.saved]
                raise RuntimeError(f"the game did not reach: {', '.join(missing)}")
            QTest.qWait(10)
            self.step()

    def step(self) -> None:
        """One look at the game: take a picture whose moment has come, continue after a hold, act
        for the person."""
        window, scene, session = self.window, self.scene, self.session
        controller = window.controller
        assert controller is not None
        if self._scheduled:
            return  # a picture is about to be taken: let the table go on as it is
        early = all(s in self.saved for s in STATES[:3])
        if scene.holding:
            if scene.holding_for == "looks" and "start-looks" not in self.saved:
                self.take("start-looks")
            elif scene.holding_for == "round" and "final-turn" in self.saved and scene.speed > 0:
                self.take("round-end")  # (if the count was missed) the values are on the cards
            scene.release()
            if early and "round-end" in self.saved:
                scene.speed = 0.0
            return
        if controller.over:
            if window.results is not None and window.results.isVisible() and not scene.busy:
                self.take("results", self.results_picture())
            return
        if early and not self.calling:
            self.calling = True
            scene.speed = 0.0  # on to the call, quickly
        if "round-end" not in self.saved and controller.view().caller >= 0:
            scene.speed = SPEEDS["normal"]  # the final turns and the round's end, at a person's pace
        prompt = session.prompt
        if prompt is None or scene.busy:
            return
        if "start-looks" in self.saved and "bot-caption" not in self.saved and self._caption_shown():
            self.take("bot-caption")
        actions = [choice.action for choice in prompt.choices]
        call = next((a for a in actions if a.verb == "call"), None)
        if call is not None and self.calling:
            if "round-end" not in self.saved:
                scene.speed = SPEEDS["normal"]
            session.play(call)
            return
        view = controller.view(controller.decider())
        action = self.person.choose(view)
        session.play(action if action in actions else actions[0])

    def _caption_shown(self) -> bool:
        """Whether a bot's move is told beside it, its cards ringed."""
        controller = self.window.controller
        assert controller is not None
        told = any(self.scene.caption_text(seat) for seat in range(len(controller.names)))
        return told and any(item.touched for item in self.scene.items_by_place.values())


def take_pictures(lang: str, out: Path) -> dict[str, Path]:
    """Play the game in ``lang`` and save its six pictures in ``out``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(lang=lang, speed="normal", interactive=False)
    window.session.hold_looks = True
    window.resize(WIDTH, HEIGHT)
    window.show()
    you = QCoreApplication.translate("NewGameDialog", "You", "the person's seat name")
    bots = [Seat(name, SeatKind.MEDIUM) for name in bot_names()[:3]]
    director = Director(window, out, lang)
    try:
        window.start_game(GameSetup(seats=(Seat(you), *bots), seed=GAME_SEED))
        director.run()
    finally:
        window.scene.beat_observer = None
        if window.results is not None:
            window.results.close()
        window.close()
        app.processEvents()
    return director.saved


def main(argv: Sequence[str] | None = None) -> int:
    """Write the PNGs."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    # The game played for the pictures must not reach the player's own statistics, autosave or settings.
    home = os.environ.get("SILVER_DESKTOP_HOME")
    folder = tempfile.TemporaryDirectory(prefix="silver-story-screenshots-", ignore_cleanup_errors=True)
    os.environ["SILVER_DESKTOP_HOME"] = folder.name
    existing = QApplication.instance()
    app = existing or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    font = app.font()
    try:
        load_fonts()
        app.setFont(ui_font(14))  # as the app does
        apply_language(args.lang)
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        started = time.monotonic()
        saved = take_pictures(args.lang, out)
        for state in STATES:
            print(saved[state])
        print(f"{args.lang}: {time.monotonic() - started:.1f} s")
    finally:
        if existing is not None:  # called from a test: leave its application as it was
            app.setFont(font)
        if home is None:
            os.environ.pop("SILVER_DESKTOP_HOME", None)
        else:
            os.environ["SILVER_DESKTOP_HOME"] = home
        folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
