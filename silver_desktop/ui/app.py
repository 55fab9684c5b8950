"""Start the desktop app: command-line flags, logging, the QApplication, fonts and the main window.

silver-desktop                       # the window, with the welcome screen
silver-desktop game.silver           # go on with a saved game (handed to a running copy if one runs)
silver-desktop --open game.silver    # the same
silver-desktop --replay game.silver  # watch a saved game with every card revealed
silver-desktop silver://HOST:PORT/ROOM  # join a friend's game (the Join dialog, filled in)
silver-desktop --reset-settings      # every setting back to its default, then the window
silver-desktop --demo --seed 7 --speed fast --quit-when-done
silver-desktop --self-test           # offscreen: fonts, translations, art, one all-bot game; exit 0

A bad flag, or a file (``FILE``, ``--open``, ``--replay``) that cannot be read (missing, unreadable, larger
than a game file may be, or not a regular file: a folder, a named pipe, a device), gets a one-line
message on standard error and exit code 2 before any window appears; nothing is read from a pipe or a
device, so nothing waits. A game file to open is first offered to a copy of the app that already runs
for this user and settings folder (:mod:`silver_desktop.ui.open_requests`); if it takes the file, this
launch ends with exit code 0. An invite link (``silver://...``, :mod:`silver_desktop.net.links`) is handed
over the same way, or opens the Join dialog filled in. The hidden first flag ``--embedded-server`` (what a
frozen app runs for the game server it hosts, :mod:`.hosting`) runs ``silver_desktop.net.embedded``
before anything imports Qt. At start-up, before anything writes, :func:`recover_user_files` removes the
temporary files a killed run left and finishes an autosave it interrupted. An unexpected exception
later is logged and shown by :mod:`silver_desktop.ui.crash`; the log file is in
:func:`silver_desktop.paths.log_dir`.
"""

from __future__ import annotations

import argparse
import atexit
import gc
import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from .. import APP_ID, __version__
from ..engine.config import DeckSpec
from ..engine.errors import ConfigError
from ..engine.files import check_readable, remove_stale_temps
from ..engine.record import MAX_BYTES
from ..i18n import LANGUAGES
from ..net.links import is_link
from ..paths import config_dir, data_dir
from ..terminal import one_line

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..settings import Settings
    from .main_window import MainWindow

log = logging.getLogger(__name__)

SPEED_CHOICES = ("off", "fast", "normal", "slow")
#: The hidden first flag that runs the embedded game server instead of the app (a frozen app's only
#: way to start it: ``sys.executable`` is the app itself).
EMBEDDED_FLAG = "--embedded-server"
# The deck of a demo when ``--deck`` is not given.
DEFAULT_DECK = "silver"

EPILOG = """\
examples:
  silver-desktop game.silver            continue a saved game (in the running window, if one is open)
  silver-desktop --open game.silver     the same
  silver-desktop --replay game.silver   watch a saved game, every card revealed
  silver-desktop silver://192.168.1.20:8765/A-7KQ2XZ
                                        join a friend's game from their invite link
  silver-desktop --demo --speed fast    watch four bots play

Settings, saved games and the log file live in the usual folders of your system
(all under one folder if the environment variable SILVER_DESKTOP_HOME is set).
"""


def _readable_file(parser: argparse.ArgumentParser, flag: str, name: str) -> str:
    """The absolute path of ``name`` if it is a regular file that can be read and is not too large for
    a game file; otherwise exit 2 with one line. Never blocks: a named pipe or a device is refused
    without being read."""
    path = Path(name).expanduser()
    problem = None
    if not name.strip():
        problem = "no file name given"
    elif path.is_dir():
        problem = "it is a folder, not a game file"
    else:
        try:
            check_readable(path, MAX_BYTES)
        except OSError as e:
            problem = e.strerror or type(e).__name__
    if problem is not None:
        parser.exit(2, f"{parser.prog}: error: {flag}: cannot read {one_line(name)}: {problem}\n")
    return str(path.absolute())


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Read the command line (argparse prints a clear message and exits 2 on a bad flag).

    A file given to ``--open`` or ``--replay`` must be a regular file that exists, can be read and is at
    most :data:`~silver_desktop.engine.record.MAX_BYTES` long (else exit 2 with a one-line message: a
    folder, a named pipe or a device is refused without being read); whether it is a valid game is
    checked by the window, which says so itself.
    """
    parser = argparse.ArgumentParser(
        prog="silver-desktop",
        description="Play the Silver card games.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"Silver Desktop {__version__}")
    files = parser.add_mutually_exclusive_group()
    files.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="open a saved game (a .silver file), like --open FILE; or join a game from its silver:// link",
    )
    files.add_argument(
        "--open", metavar="FILE", help="open a saved game (a .silver file) and go on playing it"
    )
    files.add_argument(
        "--replay",
        metavar="FILE",
        help="watch a saved game (a .silver file) as a replay, every card revealed; "
        "the app stays open when the replay is closed",
    )
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="put every setting back to its default (the settings file is rewritten) before starting",
    )
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="language of the window: en (English), fa (Persian), ko (Korean); default: the settings'",
    )
    parser.add_argument("--speed", choices=SPEED_CHOICES, help="animation speed (default: the settings')")
    parser.add_argument("--demo", action="store_true", help="watch four bots play a game")
    parser.add_argument("--seed", type=int, help="the demo game's shuffle (a whole number; with --demo)")
    parser.add_argument(
        "--deck",
        help="the demo's deck: silver (the default), bullet, coin, random-mix, or A:... (with --demo)",
    )
    parser.add_argument(
        "--quit-when-done", action="store_true", help="close the window when the demo ends (with --demo)"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation: start offscreen, play one all-bot game, exit 0 if all is well",
    )
    args = parser.parse_args(argv)
    args.link = None
    if args.file is not None and is_link(args.file):  # an invite, checked by the Join dialog
        args.link, args.file = one_line(args.file.strip()), None
    elif args.file is not None and args.file.lower().startswith("file://"):  # the desktop entry's %u
        args.file = file_url_path(args.file)
    file_flag = next(
        (
            flag
            for flag, value in (
                ("FILE", args.file),
                ("a silver:// link", args.link),
                ("--open", args.open),
                ("--replay", args.replay),
            )
            if value is not None
        ),
        None,
    )
    if file_flag and (args.demo or args.self_test):
        parser.error(f"{file_flag} cannot be combined with {'--self-test' if args.self_test else '--demo'}")
    if args.self_test:
        args.demo, args.quit_when_done, args.speed = True, True, "off"
    if args.seed is not None and not 0 <= args.seed < 2**63:
        parser.error("--seed must be a whole number from 0 to 2^63 - 1")
    if args.quit_when_done and not args.demo:
        parser.error("--quit-when-done only applies to --demo")
    if not args.demo and (args.seed is not None or args.deck is not None):
        parser.error(f"{'--seed' if args.seed is not None else '--deck'} only applies to --demo")
    deck = args.deck if args.deck is not None else DEFAULT_DECK
    try:
        spec = DeckSpec.parse(deck, seed=args.seed or 0)
    except ConfigError as e:
        parser.error(str(e))
    args.deck_text = deck if deck in ("silver", "bullet", "coin") else spec.text()
    if args.file is not None:
        args.open = _readable_file(parser, "FILE", args.file)
    elif args.open is not None:
        args.open = _readable_file(parser, "--open", args.open)
    if args.replay is not None:
        args.replay = _readable_file(parser, "--replay", args.replay)
    return args


def file_url_path(url: str) -> str:
    """The local path a ``file://`` URL names (what a desktop entry's ``%u`` may pass for a file)."""
    from urllib.parse import unquote, urlsplit

    parts = urlsplit(url)
    return unquote(parts.path) if parts.netloc in ("", "localhost") else url


def restart_flags(args: argparse.Namespace) -> list[str]:
    """The flags a restart after an unexpected error passes on: language, speed and a demo's.

    ``--open``, ``--replay`` and ``--reset-settings`` are left out: a restart goes on from the autosave
    (opening the file again would start over from where the file stopped) and keeps the settings.
    """
    flags: list[str] = []
    if args.lang:
        flags += ["--lang", args.lang]
    if args.self_test:
        return [*flags, "--self-test"]
    if args.speed:
        flags += ["--speed", args.speed]
    if args.demo:
        flags.append("--demo")
        if args.seed is not None:
            flags += ["--seed", str(args.seed)]
        if args.deck is not None:
            flags += ["--deck", args.deck]
        if args.quit_when_done:
            flags.append("--quit-when-done")
    return flags


def reset_settings() -> str | None:
    """Rewrite the settings file with the defaults; returns why it failed, or None."""
    from ..settings import Settings, save_settings

    try:
        save_settings(Settings())
    except OSError as e:
        log.warning("cannot reset the settings: %s", e)
        return e.strerror or str(e)
    log.info("the settings were reset to their defaults (--reset-settings)")
    return None


def recover_user_files() -> list[str]:
    """Start-up: remove the temporary files a killed run left in the config and data folders and finish
    an autosave it interrupted (:func:`~silver_desktop.ui.game_file.recover_autosave`); returns what was
    done, one sentence each, for the log. Call it before anything writes. Never raises."""
    from .game_file import recover_autosave

    done: list[str] = []
    try:
        folders = [config_dir(), data_dir()]
    except OSError as e:  # the folders cannot even be created: nothing to clean up
        return [f"the user folders cannot be used ({e.strerror or e})"]
    for folder in folders:
        done += [f"removed the temporary file {path}" for path in remove_stale_temps(folder)]
    recovered = recover_autosave()
    if recovered is not None:
        done.append(recovered)
    return done


def open_window(
    args: argparse.Namespace, settings: Settings, notice: str | None = None, reset_error: str | None = None
) -> MainWindow:
    """The main window as the command line asks for it, shown; ``--open`` and ``--replay`` follow
    as soon as the event loop runs. ``notice``: the settings' problem, ``reset_error``: why
    ``--reset-settings`` failed (both shown in the status bar)."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from .main_window import MainWindow

    translate = QCoreApplication.translate
    window = MainWindow(settings=settings, interactive=not args.quit_when_done)
    messages = []
    if args.reset_settings:
        if reset_error is None:
            messages.append(translate("CommandLine", "The settings were reset to their defaults."))
        else:
            messages.append(translate("CommandLine", "The settings could not be reset (the log says why)."))
    if notice:  # in English, for the log (where it already is); the person reads it in their language
        messages.append(
            translate("CommandLine", "Some saved settings could not be used, so their defaults were taken.")
        )
    window.session.autosave_enabled = not args.demo  # a demo never replaces the player's saved game
    if not args.demo:
        bad_autosave = window.offer_autosave()  # a bad autosave is set aside, never in the way
        if bad_autosave:
            messages.append(bad_autosave)
    if messages:
        window.statusBar().showMessage(" ".join(messages), 15000)
    window.show()
    if args.open is not None:
        QTimer.singleShot(0, partial(window.open_path, args.open))
    elif args.replay is not None:
        QTimer.singleShot(0, partial(window.replay_path, args.replay))
    elif args.link is not None:
        QTimer.singleShot(0, partial(window.friends.open_link, args.link))
    return window


def show_and_open(window: MainWindow, path: str) -> bool:
    """A file or an invite link from outside (the system's open event, a later launch): bring the window
    to the front and open the game as Game ▸ Open does, or the Join dialog filled in with the link.
    Returns whether it was opened."""
    if is_link(path):
        window.friends.open_link(path)
        return True
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    return window.open_path(path)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == [EMBEDDED_FLAG]:  # the game server a frozen app hosts: no Qt, no window
        from ..net.embedded import main as serve

        return serve(arguments[1:])
    args = parse_args(arguments)
    handed = args.open if args.open is not None else args.link
    if handed is not None and not args.self_test:
        from .open_requests import hand_off

        if hand_off(handed):  # a running copy opened it; this launch has nothing more to do
            return 0
    # At exit, the interpreter's teardown runs the cyclic garbage collector over the whole heap several
    # times (about 0.3 s after a game). Everything is written and closed by then: freeze the heap, so
    # that Quit ends the process at once.
    atexit.register(gc.freeze)
    if args.self_test:
        # Offscreen, and with the user's settings and saved games out of reach.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        home = tempfile.mkdtemp(prefix="silver-self-test-")
        atexit.register(shutil.rmtree, home, ignore_errors=True)  # nothing left behind
        os.environ["SILVER_DESKTOP_HOME"] = home
    from ..logs import environment, setup_logging, teardown_logging

    log_path = setup_logging()
    log.info("Silver Desktop %s starting; %s", __version__, environment())
    for line in recover_user_files():  # before anything writes
        log.info("start-up clean-up: %s", line)
    try:
        code = _start(args, log_path)
    finally:
        teardown_logging()
    return code


def _start(args: argparse.Namespace, log_path: Path | None) -> int:
    """The QApplication and the crash handler around :func:`_run`; returns the exit code."""
    from PySide6.QtCore import qVersion
    from PySide6.QtWidgets import QApplication

    from .crash import CrashHandler

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Silver Desktop")
    app.setApplicationVersion(__version__)
    # The Wayland app id (and the X11 startup id): the menu entry's name, so the shell shows our icon.
    app.setDesktopFileName(APP_ID)
    log.info("Qt %s, platform plugin %s", qVersion(), app.platformName())
    handler = CrashHandler(log_path, self_test=args.self_test, restart_flags=restart_flags(args))
    handler.install()
    try:
        code = _run(app, args)
    except Exception as e:  # the window could not even start: report it, never a bare traceback
        return handler.fatal(e)
    finally:
        handler.uninstall()
    if handler.reports and args.quit_when_done:
        code = code or 1  # a demo or self-test that met an unexpected error did not pass
    log.info("Silver Desktop ends (exit code %d)", code)
    return code


def _run(app: QApplication, args: argparse.Namespace) -> int:
    """Everything after the QApplication: settings, the self-test's checks, the window, the event loop."""
    from PySide6.QtCore import QTimer

    from ..settings import load_settings
    from .bot_worker import finish_all
    from .fonts import load_fonts, ui_font
    from .game_setup import GameSetup, Seat, SeatKind
    from .language import apply_language
    from .open_requests import HandOffServer, OpenRequests
    from .seat_names import bot_names

    load_fonts()
    app.setFont(ui_font(14))
    reset_error = reset_settings() if args.reset_settings else None
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
    requests = OpenRequests(app)
    app.installEventFilter(requests)  # the system's open event (macOS), kept until the window exists
    window = open_window(args, settings, notice, reset_error)
    requests.set_receiver(partial(show_and_open, window))
    server = HandOffServer(app)
    if not args.demo:  # later launches with a file hand it to this window
        server.file_received.connect(partial(show_and_open, window))
        server.listen()
    result = {"code": 0}
    if args.demo:
        bots = tuple(Seat(name, SeatKind.MEDIUM) for name in bot_names())
        setup = GameSetup(seats=bots, deck=args.deck_text, seed=args.seed)
        if args.quit_when_done:

            def done(errors: int) -> None:
                result["code"] = 1 if errors else 0
                if args.self_test:
                    painted = not window.grab().isNull()
                    result["code"] = result["code"] or (0 if painted else 1)
                    verdict = "passed" if result["code"] == 0 else "FAILED"
                    from .self_test import tls_library

                    tls = tls_library()
                    print(f"self-test {verdict}: one all-bot game played, {errors} bot errors; TLS: {tls}")
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
    server.close()
    app.removeEventFilter(requests)
    finish_all()  # the window cancelled the bots; let their threads return before the teardown
    return result["code"] or code
