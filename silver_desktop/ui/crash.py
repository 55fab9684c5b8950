"""Unexpected exceptions: log them, tell the player, and let them continue or restart.

:class:`CrashHandler` replaces :data:`sys.excepthook` (Qt hands it every exception a slot or an
event handler lets escape) and :func:`threading.excepthook` (worker threads). An exception in the
window is written to the log with its traceback, then :class:`CrashDialog` shows a report the player
can copy (the traceback, the app, Python and Qt versions and the operating system, never a card), the
path of the log file, and two choices:

* **Continue**: keep playing. The game is autosaved atomically after every action, so the error has
  not touched the saved game.
* **Restart**: close the window and start the app afresh (:func:`restart_command`).

Only one report is shown at a time: an exception while the dialog is open (or about to open) is
logged, not shown, and the same error repeated within :data:`REPEAT_SECONDS` is shown once. Without a
screen (the ``offscreen`` platform of tests and CI) nothing ever waits for a click: the report goes to
standard error. Under ``--self-test`` an unexpected exception ends the event loop with exit code 1,
the report on standard error.

Bot threads catch their own exceptions (the controller then plays a legal move instead), so the
thread hook only sees what escapes a thread: it is logged, and fails a self-test.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType

import attrs
import PySide6
from PySide6.QtCore import QCoreApplication, QObject, QProcess, Qt, QTimer, Signal, qVersion
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..logs import redact
from . import plain

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

# The player's choices in the dialog.
CONTINUE = "continue"
RESTART = "restart"
QUIT = "quit"
# The same error again within this many seconds is logged in one line and not shown again.
REPEAT_SECONDS = 1.0
# Platforms without a screen, where a dialog would wait for a click that never comes.
HEADLESS_PLATFORMS = ("offscreen", "minimal")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
ThreadHook = Callable[[threading.ExceptHookArgs], object]


@attrs.frozen
class CrashReport:
    """What the player may copy: ``text`` (environment and traceback, card names redacted),
    ``summary`` (the exception in one line) and ``key`` (what makes two errors the same)."""

    text: str
    summary: str
    key: tuple[str, str, str]


def environment_lines() -> list[str]:
    """The app, Python and Qt versions, the operating system and the interface language."""
    from .language import current_language

    app = QGuiApplication.instance()
    plugin = QGuiApplication.platformName() if isinstance(app, QGuiApplication) else "none"
    return [
        f"Silver Desktop {__version__}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
        f"Qt {qVersion()}, PySide6 {PySide6.__version__}, platform plugin {plugin or 'none'}",
        f"Operating system: {platform.platform()}",
        f"Interface language: {current_language()}",
        "Frozen bundle: yes" if getattr(sys, "frozen", False) else "Frozen bundle: no",
    ]


def build_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> CrashReport:
    """The report of one exception. Card ids and names in it are replaced by ``<card>``."""
    trace = "".join(traceback.format_exception(exc_type, exc, tb))
    when = datetime.now().astimezone().isoformat(timespec="seconds")
    text = "\n".join([*environment_lines(), f"Time: {when}", "", trace.rstrip()]) + "\n"
    first = (traceback.format_exception_only(exc_type, exc) or [exc_type.__name__])[-1].strip()
    summary = redact(first if len(first) <= 200 else first[:199] + "…")
    frames = traceback.extract_tb(tb) if tb is not None else []
    where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return CrashReport(redact(text), summary, (exc_type.__qualname__, str(exc)[:500], where))


class CrashDialog(QDialog):
    """Something went wrong: the report (read-only, copyable), the log file, Continue or Restart.

    ``fatal``: the app could not start, so the choices are Restart and Quit. :attr:`choice` holds the
    player's choice after the dialog closes (closing it otherwise counts as Continue, or Quit).
    """

    def __init__(
        self, report: CrashReport, log_path: Path | None, fatal: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.report = report
        self.choice = QUIT if fatal else CONTINUE
        self.setWindowTitle(translate("CrashDialog", "Silver Desktop: something went wrong"))
        self.setModal(True)
        self.resize(720, 520)
        if fatal:
            heading = translate("CrashDialog", "Silver Desktop could not start.")
        else:
            heading = translate(
                "CrashDialog",
                "Something went wrong in Silver Desktop. Your game is saved after every action, "
                "so nothing is lost: you can continue playing, or restart the app.",
            )
        self.heading = plain.label(heading)
        plain.wrap(self.heading)
        privacy = plain.label(
            translate(
                "CrashDialog",
                "The report below helps to find the problem. It tells nothing about the cards.",
            )
        )
        plain.wrap(privacy)
        self.report_view = QPlainTextEdit(report.text)
        self.report_view.setReadOnly(True)
        self.report_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.report_view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # English and code
        self.report_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report_view.setAccessibleName(translate("CrashDialog", "Error report"))
        if log_path is not None:
            log_text = translate("CrashDialog", "The log file is {path}").format(path=plain.ltr(log_path))
        else:
            log_text = translate("CrashDialog", "The log could not be written to a file.")
        self.log_label = plain.label(log_text)
        plain.wrap(self.log_label)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(translate("CrashDialog", "Copy report"))
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self.copy_report)
        buttons = QDialogButtonBox()
        self.restart_button = QPushButton(translate("CrashDialog", "Restart"))
        self.restart_button.setAutoDefault(False)
        self.restart_button.clicked.connect(lambda: self._choose(RESTART))
        buttons.addButton(self.restart_button, QDialogButtonBox.ButtonRole.AcceptRole)
        if fatal:
            self.continue_button = QPushButton(translate("CrashDialog", "Quit"))
        else:
            self.continue_button = QPushButton(translate("CrashDialog", "Continue"))
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(lambda: self._choose(QUIT if fatal else CONTINUE))
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(privacy)
        layout.addWidget(self.report_view, 1)
        layout.addWidget(self.log_label)
        row = QHBoxLayout()
        row.addWidget(self.copy_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout.addLayout(row)
        self.continue_button.setFocus()

    def copy_report(self) -> None:
        """Put the report on the clipboard."""
        QGuiApplication.clipboard().setText(self.report.text)
        self.copy_button.setText(translate("CrashDialog", "Copied"))

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.done(QDialog.DialogCode.Accepted if choice == RESTART else QDialog.DialogCode.Rejected)


def ask_with_dialog(report: CrashReport, log_path: Path | None, fatal: bool) -> str:
    """Show :class:`CrashDialog` over the active window and wait; returns the player's choice."""
    parent = QApplication.activeWindow()
    dialog = CrashDialog(report, log_path, fatal, parent)
    dialog.exec()
    choice = dialog.choice
    dialog.deleteLater()
    return choice


def restart_command(flags: Sequence[str] | None = None) -> tuple[str, list[str]]:
    """The program and arguments that start this app again with ``flags`` (default: this run's).

    A frozen bundle is its own program. Otherwise it is this Python running what it ran now: the
    ``silver-desktop`` script, or ``-m silver_desktop`` (the package's ``__main__.py`` cannot run as
    a plain file).
    """
    flags = list(sys.argv[1:] if flags is None else flags)
    if getattr(sys, "frozen", False):
        return sys.executable, flags
    script = sys.argv[0] if sys.argv else ""
    path = Path(script)
    if not script or script == "-c" or (path.name == "__main__.py" and path.parent.name == "silver_desktop"):
        return sys.executable, ["-m", "silver_desktop", *flags]
    return sys.executable, [script, *flags]


def _start_detached(program: str, arguments: list[str]) -> bool:
    started, _pid = QProcess.startDetached(program, arguments)
    return bool(started)


class CrashHandler(QObject):
    """Catches unexpected exceptions of the app (create it in the GUI thread, then :meth:`install`).

    ``log_path``: the log file shown to the player. ``self_test``: an exception ends the app with exit
    code 1. ``restart_flags``: the command-line flags a restart passes (default: this run's).
    ``interactive``: whether a dialog may be shown (default: unless the platform has no screen).
    ``ask`` and ``start_detached`` replace the dialog and the process start (for tests).
    """

    _thread_failed = Signal(str)

    def __init__(
        self,
        log_path: Path | None = None,
        *,
        self_test: bool = False,
        restart_flags: Sequence[str] | None = None,
        interactive: bool | None = None,
        ask: Callable[[CrashReport, Path | None, bool], str] | None = None,
        start_detached: Callable[[str, list[str]], bool] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self.self_test = self_test
        self.restart_flags = None if restart_flags is None else list(restart_flags)
        self.interactive = interactive
        self.ask = ask or ask_with_dialog
        self.start_detached = start_detached or _start_detached
        # every error reported (shown or not), oldest first
        self.reports: list[CrashReport] = []
        # repeats of an error within REPEAT_SECONDS, logged in one line only
        self.repeats = 0
        # set when a self-test met an unexpected exception
        self.failed = False
        self._busy = False
        self._last_seen: dict[tuple[str, str, str], float] = {}
        self._previous: tuple[ExceptHook, ThreadHook] | None = None
        self._thread_failed.connect(self._on_thread_failure)

    # ------------------------------------------------------------------ hooks
    def install(self) -> None:
        """Become :data:`sys.excepthook` and :func:`threading.excepthook` (until :meth:`uninstall`)."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self.handle_thread

    def uninstall(self) -> None:
        """Put back the hooks that were there before :meth:`install`."""
        if self._previous is None:
            return
        hook, thread_hook = self._previous
        if sys.excepthook == self.handle:
            sys.excepthook = hook
        if threading.excepthook == self.handle_thread:
            threading.excepthook = thread_hook
        self._previous = None

    def is_interactive(self) -> bool:
        """Whether a dialog may wait for the player now."""
        if self.self_test:
            return False
        if self.interactive is not None:
            return self.interactive
        app = QApplication.instance()
        return isinstance(app, QApplication) and QGuiApplication.platformName() not in HEADLESS_PLATFORMS

    def handle(
        self, exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        """The :data:`sys.excepthook`: log, then report (never raises)."""
        if exc is None:
            exc = exc_type()
        try:
            self._handle(exc_type, exc, tb)
        except Exception:  # the handler must never fail in turn; Python's own hook is the last resort
            sys.__excepthook__(exc_type, exc, tb)

    def handle_thread(self, args: threading.ExceptHookArgs) -> None:
        """The :func:`threading.excepthook`: log the exception that ended a worker thread."""
        if args.exc_type is SystemExit:
            return
        try:
            exc = args.exc_value if args.exc_value is not None else args.exc_type()
            name = args.thread.name if args.thread is not None else "?"
            log.error(
                "unexpected error in the thread %s", name, exc_info=(args.exc_type, exc, args.exc_traceback)
            )
            report = build_report(args.exc_type, exc, args.exc_traceback)
            self.reports.append(report)
            if not self.is_interactive():
                print(report.text, file=sys.stderr)
            if self.self_test:
                self._thread_failed.emit(report.summary)  # to the GUI thread, which ends the self-test
        except Exception:
            sys.__excepthook__(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    def _on_thread_failure(self, summary: str) -> None:
        self.failed = True
        print(f"self-test FAILED: unexpected error in a thread: {summary}", file=sys.stderr)
        QCoreApplication.exit(1)

    def _handle(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            log.info("interrupted (Ctrl+C)")
            QCoreApplication.exit(130)
            return
        report = build_report(exc_type, exc, tb)
        now = time.monotonic()
        last = self._last_seen.get(report.key)
        self._last_seen[report.key] = now
        if last is not None and now - last < REPEAT_SECONDS:
            self.repeats += 1
            log.error("the same error again: %s", report.summary)
            return
        log.error("unexpected error", exc_info=(exc_type, exc, tb))
        self.reports.append(report)
        if self.self_test:
            self.failed = True
            print(report.text, file=sys.stderr)
            print(f"self-test FAILED: unexpected error: {report.summary}", file=sys.stderr)
            QCoreApplication.exit(1)
            return
        if self._busy:
            log.info("not shown, a report is already open: %s", report.summary)
            return
        if not self.is_interactive() or threading.current_thread() is not threading.main_thread():
            print(report.text, file=sys.stderr)
            return
        self._busy = True
        # Shown from the event loop, not from inside the failing handler (which may be a paint event).
        QTimer.singleShot(0, lambda: self._show(report))

    def _show(self, report: CrashReport) -> None:
        choice = CONTINUE
        try:
            choice = self.ask(report, self.log_path, False)
        except Exception:
            log.exception("the error dialog failed")
            print(report.text, file=sys.stderr)
        finally:
            self._busy = False
            self._last_seen[report.key] = time.monotonic()
        if choice == RESTART:
            self.restart()

    # ------------------------------------------------------------------ start-up failures and restarts
    def fatal(self, exc: BaseException) -> int:
        """The app could not start: log, report on standard error (and in a dialog when there is a
        screen, offering a restart); returns the exit code, 1."""
        try:
            log.critical("the app could not start", exc_info=(type(exc), exc, exc.__traceback__))
            report = build_report(type(exc), exc, exc.__traceback__)
            self.reports.append(report)
            self.failed = True
            print(report.text, file=sys.stderr)
            if self.is_interactive() and self.ask(report, self.log_path, True) == RESTART:
                self.restart()
        except Exception:
            sys.__excepthook__(type(exc), exc, exc.__traceback__)
        return 1

    def restart(self) -> bool:
        """Start the app again (:func:`restart_command`), then close this one; False if it could not."""
        program, arguments = restart_command(self.restart_flags)
        log.info("restarting: %s %s", program, " ".join(arguments))
        if not self.start_detached(program, arguments):
            log.error("cannot restart: %s did not start", program)
            if self.is_interactive():
                plain.warning(
                    QApplication.activeWindow(),
                    translate("CrashDialog", "Silver Desktop: something went wrong"),
                    translate(
                        "CrashDialog", "Silver Desktop could not restart. Please start it again yourself."
                    ),
                )
            return False
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.closeAllWindows()
        QCoreApplication.exit(0)
        return True


__all__ = [
    "CONTINUE",
    "QUIT",
    "REPEAT_SECONDS",
    "RESTART",
    "CrashDialog",
    "CrashHandler",
    "CrashReport",
    "ask_with_dialog",
    "build_report",
    "environment_lines",
    "restart_command",
]
