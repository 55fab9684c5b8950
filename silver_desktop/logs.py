"""The app's log file: a small rotating file in the platform's log folder (pure Python, no Qt).

:func:`setup_logging` sends the root logger's records to ``silver-desktop.log`` in
:func:`silver_desktop.paths.log_dir` (at most :data:`MAX_BYTES` per file, :data:`BACKUPS` older files
kept beside it). Call it once when the app starts; calling it again moves the log to the current log
folder (tests point ``SILVER_DESKTOP_HOME`` at a new folder for each test).

The log is meant to be attached to a bug report, so it must never tell anybody's cards. Code logs
messages and exceptions only, never game states; as a second line of defence every line written goes
through :func:`redact`, which replaces card ids (``silver.witch``) and card names in every language by
``<card>``. The file and line lines of a traceback are kept as they are: they name source files, never
cards in play.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import re
import sys
from functools import cache
from pathlib import Path

from .paths import log_dir

#: The log file's name inside :func:`silver_desktop.paths.log_dir`.
LOG_FILE = "silver-desktop.log"
#: The largest size of one log file before it rotates.
MAX_BYTES = 1_000_000
#: How many rotated files are kept (``silver-desktop.log.1`` ... ``.3``).
BACKUPS = 3
#: What replaces a card id or name in the log and in crash reports.
CARD = "<card>"
#: One log line: time, level, logger, thread, message.
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

_state: dict[str, logging.Handler | None] = {"handler": None}
#: The root logger's level before :func:`setup_logging` changed it (None: not changed).
_previous_level: list[int] = []


@cache
def _card_pattern() -> re.Pattern[str] | None:
    """A pattern matching every card id and every card name in every language (None if unknown)."""
    try:
        from .engine.cards import ALL_CARDS
        from .i18n import LANGUAGES, card_names

        words = set(ALL_CARDS)
        for lang in LANGUAGES:
            words |= {name for name in card_names(lang).values() if name}
        words |= {card.name for card in ALL_CARDS.values()}
    except Exception:  # the log must work even when the card texts cannot be read
        return None
    # Longest first, so "The Count" wins over a shorter name inside it.
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![\w.])(?:{alternatives})(?![\w])")


def _frame_line(line: str) -> bool:
    """Whether ``line`` is the ``File "...", line N, in f`` line of a traceback."""
    return line.lstrip(" |").startswith('File "')


def redact(text: str) -> str:
    """``text`` with every card id and card name replaced by :data:`CARD`.

    Within a traceback, the ``File ...`` lines and the source lines under them are kept (they show
    code, not cards in play); the exception messages are redacted.
    """
    pattern = _card_pattern()
    if pattern is None or not text:
        return text
    out = []
    in_frame = False
    for line in text.splitlines(keepends=True):
        if _frame_line(line):
            in_frame = True
            out.append(line)
            continue
        if in_frame and line.startswith("    "):
            out.append(line)  # the source line of the frame, or its ^^^^ markers
            continue
        in_frame = False
        out.append(pattern.sub(CARD, line))
    return "".join(out)


class RedactingFormatter(logging.Formatter):
    """A formatter whose output (message and traceback) goes through :func:`redact`."""

    def format(self, record: logging.LogRecord) -> str:
        """The formatted record, card ids and names replaced."""
        return redact(super().format(record))


def log_file() -> Path:
    """Where the log is written now (the log folder is created if missing)."""
    return log_dir() / LOG_FILE


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to the rotating file :func:`log_file`; returns its path, or None if it cannot be written.

    Never raises: when the log folder cannot be written, the records go to standard error instead.
    A second call replaces the handler of the first one (and follows a changed log folder).
    """
    teardown_logging()
    root = logging.getLogger()
    path: Path | None
    handler: logging.Handler
    problem = ""
    try:
        path = log_file()
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as e:
        path = None
        handler = logging.StreamHandler(sys.stderr)
        problem = e.strerror or type(e).__name__
    handler.setFormatter(RedactingFormatter(FORMAT))
    handler.setLevel(level)
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        _previous_level.append(root.level)
        root.setLevel(level)
    _state["handler"] = handler
    if path is None:
        logging.getLogger(__name__).warning("cannot write the log file in the log folder: %s", problem)
    return path


def teardown_logging() -> None:
    """Stop writing the log file of :func:`setup_logging` (and put back the root logger's level)."""
    root = logging.getLogger()
    handler = _state["handler"]
    if handler is not None:
        root.removeHandler(handler)
        handler.close()
        _state["handler"] = None
    while _previous_level:
        root.setLevel(_previous_level.pop())


def environment() -> str:
    """Python and the operating system, in one line (no Qt: the window adds the Qt version)."""
    return (
        f"Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.platform(terse=False)}"
    )


__all__ = [
    "BACKUPS",
    "CARD",
    "LOG_FILE",
    "MAX_BYTES",
    "RedactingFormatter",
    "environment",
    "log_file",
    "redact",
    "setup_logging",
    "teardown_logging",
]
