"""Start the desktop app: command-line flags, the QApplication, fonts and the main window.

silver-desktop                       # the window, with the welcome screen
silver-desktop --demo --seed 7 --speed fast --quit-when-done
silver-desktop --self-test           # offscreen: fonts, translations, art, one all-bot game; exit 0
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence

import attrs

from .. import __version__
from ..engine.config import DeckSpec
from ..engine.errors import ConfigError
from ..i18n import LANGUAGES

SPEED_CHOICES = ("off", "fast", "normal", "slow")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Read the command line (argparse prints a clear message and exits 2 on a bad flag)."""
    parser = argparse.ArgumentParser(prog="silver-desktop", description="Play the Silver card games.")
    parser.add_argument("--version", action="version", version=f"Silver Desktop {__version__}")
    parser.add_argument("--demo", action="store_true", help="watch four bots play a game")
    parser.add_argument("--seed", type=int, help="the demo game's shuffle (a whole number)")
    parser.add_argument(
        "--deck", default="silver", help="the demo's deck: silver, bullet, coin, random-mix, or A:..."
    )
    parser.add_argument("--speed", choices=SPEED_CHOICES, help="animation speed (default: the settings')")
    parser.add_argument("--quit-when-done", action="store_true", help="close the window when the demo ends")
    parser.add_argument(
        "--lang", choices=sorted(LANGUAGES), help="language of the window (default: the settings')"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation: start offscreen, play one all-bot game, exit 0 if all is well",
    )
    args = parser.parse_args(argv)
    if args.self_test:
        args.demo, args.quit_when_done, args.speed = True, True, "off"
    if args.seed is not None and not 0 <= args.seed < 2**63:
        parser.error("--seed must be a whole number from 0 to 2^63 - 1")
    if args.quit_when_done and not args.demo:
        parser.error("--quit-when-done only applies to --demo")
    try:
        spec = DeckSpec.parse(args.deck, seed=args.seed or 0)
    except ConfigError as e:
        parser.error(str(e))
    args.deck_text = args.deck if args.deck in ("silver", "bullet", "coin") else spec.text()
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit code."""
    args = parse_args(argv)
    if args.self_test:
        # Offscreen, and with the user's settings and saved games out of reach.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ["SILVER_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="silver-self-test-")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..settings import load_settings
    from .fonts import load_fonts, ui_font
    from .game_file import load_autosave
    from .game_setup import GameSetup, Seat, SeatKind
    from .language import apply_language
    from .main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Silver Desktop")
    app.setApplicationVersion(__version__)
    load_fonts()
    app.setFont(ui_font(14))
    settings, notice = load_settings()
    settings = attrs.evolve(
        settings,
        language=args.lang or settings.language,
        animation_speed=args.speed or settings.animation_speed,
    )
    if args.self_test:
        from .self_test import check_installation

        problems = check_installation()
        if problems:
            print("self-test failed:\n  " + "\n  ".join(problems), file=sys.stderr)
            return 1
    apply_language(settings.language)
    window = MainWindow(settings=settings, interactive=not args.quit_when_done)
    if notice:
        window.statusBar().showMessage(notice, 15000)
    window.autosave_enabled = not args.demo  # a demo never replaces the player's saved game
    if not args.demo:
        window.welcome.offer_continue(load_autosave() is not None)
    window.show()
    result = {"code": 0}
    if args.demo:
        bots = tuple(Seat(name, SeatKind.MEDIUM) for name in ("Ada", "Bo", "Cy", "Di"))
        setup = GameSetup(seats=bots, deck=args.deck_text, seed=args.seed)
        if args.quit_when_done:

            def done(errors: int) -> None:
                result["code"] = 1 if errors else 0
                if args.self_test:
                    painted = not window.grab().isNull()
                    result["code"] = result["code"] or (0 if painted else 1)
                    verdict = "passed" if result["code"] == 0 else "FAILED"
                    print(f"self-test {verdict}: one all-bot game played, {errors} bot errors")
                QTimer.singleShot(0, app.quit)

            if args.self_test:

                def too_slow() -> None:
                    print("self-test FAILED: the game did not finish in 300 s", file=sys.stderr)
                    result["code"] = 1
                    app.quit()

                QTimer.singleShot(300_000, too_slow)

            window.finished_game.connect(done)
        QTimer.singleShot(0, lambda: window.start_game(setup))
    code = app.exec()
    return result["code"] or code
