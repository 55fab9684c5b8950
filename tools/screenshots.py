"""Take the documentation screenshots of the window (offscreen): the table in the middle of a round
and the round summary, at 1280×800 and 1920×1080, and the other windows (rules, new game,
settings, statistics, hot-seat privacy screen, replay, card reference) in a chosen language.

    python tools/screenshots.py --lang en --out docs/screenshots
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Games played for the pictures must not reach the player's own statistics, autosave or settings.
os.environ["SILVER_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="silver-screenshots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from silver_desktop.engine import events as ev
from silver_desktop.engine.events import Event
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.fonts import load_fonts, ui_font
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.log_text import describe
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import bot_names
from silver_desktop.ui.round_summary import RoundSummary


def settle(window: MainWindow, app: QApplication) -> None:
    """Let bots move until a person must decide or the game ends."""
    controller = window.controller
    assert isinstance(controller, GameController)
    for _ in range(200000):
        app.processEvents()
        if controller.over or (controller.waiting_for_human() and window.session.prompt is not None):
            return
    raise RuntimeError("the game did not reach a person's decision")


def other_windows(lang: str, out: Path, app: QApplication) -> None:
    """The dialogs and pages a player meets besides the table, one PNG each."""
    from silver_desktop.settings import Settings
    from silver_desktop.ui.new_game import NewGameDialog
    from silver_desktop.ui.replay import ReplayDialog
    from silver_desktop.ui.rules_viewer import RulesViewer
    from silver_desktop.ui.settings_dialog import SettingsDialog
    from silver_desktop.ui.stats_dialog import StatisticsDialog

    window = MainWindow(lang=lang, speed="off", interactive=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.grab().save(str(out / f"welcome-{lang}.png"))
    first, second, bot = bot_names()[:3]
    window.start_game(GameSetup(seats=(Seat(first), Seat(second), Seat(bot, SeatKind.MEDIUM)), seed=3))
    QTest.qWait(600)  # the docks hide and the page fills the window
    if window.stack.currentWidget() is window.privacy:
        window.grab().save(str(out / f"privacy-{lang}.png"))
    window.privacy.confirmed.emit(window.privacy.seat)
    window.show_card_reference()
    app.processEvents()
    window.grab().save(str(out / f"card-reference-{lang}.png"))
    dialogs = {
        "rules": RulesViewer(window._deck(), window),
        "new-game": NewGameDialog(window),
        "settings": SettingsDialog(Settings(language=lang), window),
    }
    controller = window.controller
    assert isinstance(controller, GameController)
    while not controller.over:
        window.session.play(controller.game.legal_actions()[0])
        app.processEvents()
    replay = ReplayDialog(controller.game, controller.names, window.art, window.card_name, lang, window)
    replay.show_step(len(replay.replay) // 3)
    dialogs["replay"] = replay
    dialogs["statistics"] = StatisticsDialog(parent=window)  # with the game just played
    for name, dialog in dialogs.items():
        dialog.show()
        app.processEvents()
        dialog.grab().save(str(out / f"{name}-{lang}.png"))
        dialog.close()
    window.close()


def main() -> int:
    """Write the PNGs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--deck", default="silver")
    parser.add_argument("--turns", type=int, default=9, help="turns to play before the mid-round picture")
    parser.add_argument("--only-table", action="store_true", help="skip the other windows")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    load_fonts()
    app.setFont(ui_font(14))
    apply_language(args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for width, height in ((1280, 800), (1920, 1080)):
        rng = random.Random(5)
        window = MainWindow(lang=args.lang, speed="off", interactive=False)
        window.resize(width, height)
        window.show()
        you = QCoreApplication.translate("NewGameDialog", "You", "the person's seat name")
        bots = [Seat(name, SeatKind.MEDIUM) for name in bot_names()[:3]]
        window.start_game(GameSetup(seats=(Seat(you), *bots), deck=args.deck, seed=11))
        controller = window.controller
        assert isinstance(controller, GameController)
        scored: list[dict[str, object]] = []
        names = controller.names

        def collect(
            events: list[Event], found: list[dict[str, object]] = scored, names: list[str] = names
        ) -> None:
            for e in events:
                if e.kind == ev.ROUND_SCORED:
                    found.append(dict(e.params))
                elif e.kind == ev.TOKEN_MOVED and found:
                    found[-1]["token_line"] = describe(e, 0, names, args.lang) or ""

        controller.applied.connect(collect)
        table_taken = False
        while not scored and not controller.over:
            settle(window, app)
            if scored or controller.over:
                break
            if (
                not table_taken
                and controller.game.state.turn_no >= args.turns
                and window.session.prompt is not None
            ):
                window.grab().save(str(out / f"table-{args.lang}-{width}x{height}.png"))
                table_taken = True
            window.session.play(rng.choice(controller.game.legal_actions()))
        if scored:
            summary = RoundSummary(
                scored[0],
                controller.names,
                window.art,
                window.card_name,
                window,
                numbers=controller.game.state.config.type_numbers,
                token=str(scored[0].get("token_line", "")),
            )
            summary.show()
            app.processEvents()
            picture = window.grab()  # the dialog drawn over the window, as a person sees it
            dialog = summary.grab()
            painter = QPainter(picture)
            painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
            x = (picture.width() - dialog.width()) // 2
            y = (picture.height() - dialog.height()) // 2
            painter.drawPixmap(x, y, dialog)
            painter.end()
            picture.save(str(out / f"round-summary-{args.lang}-{width}x{height}.png"))
        window.close()
    if not args.only_table:
        other_windows(args.lang, out, app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
