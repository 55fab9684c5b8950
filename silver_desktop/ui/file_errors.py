"""A file that cannot be opened or written, said in the player's language.

The engine and the file readers say what went wrong in English, for a log or a terminal; each of
their errors also carries a :class:`~silver_desktop.engine.errors.Problem`, the kind of problem.
Here each kind becomes a sentence a player understands ("This file is not a Silver game file."),
and the English text becomes the technical detail behind the message box's Details button
(:func:`open_error` and :func:`save_error` give both; :func:`~.plain.warning` shows them).
"""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..engine.errors import Problem
from . import plain
from .game_file import GameFileError
from .language import number

translate = QCoreApplication.translate


def problem_text(problem: Problem | None, action: int | None = None) -> str:
    """What ``problem`` means for a player, in one or two sentences (``None``: an unexpected error
    while replaying the game); ``action`` is the index (from 0) of the recorded action at fault."""
    if problem is Problem.MISSING:
        return translate("FileErrors", "The file does not exist (any more).")
    if problem is Problem.NOT_A_FILE:
        return translate("FileErrors", "This is a folder or a device, not a file.")
    if problem is Problem.TOO_LARGE:
        return translate("FileErrors", "The file is far too large to be a Silver game file.")
    if problem is Problem.UNREADABLE:
        return translate("FileErrors", "The file could not be read. Check that you are allowed to open it.")
    if problem in (Problem.NOT_TEXT, Problem.WRONG_FORMAT):
        return translate("FileErrors", "This file is not a Silver game file.")
    if problem is Problem.NOT_JSON:
        return translate("FileErrors", "This file is not a Silver game file, or it was cut short or damaged.")
    if problem is Problem.BAD_VERSION:
        return translate(
            "FileErrors",
            "This game file was written by another version of Silver Desktop, which this one cannot read.",
        )
    if problem is Problem.ILLEGAL_ACTION and action is not None:
        text = translate(
            "FileErrors",
            "The game in this file breaks the rules at move %1; it may have been edited or damaged.",
        )
        return text.replace("%1", number(action + 1))
    if problem is None:
        return translate(
            "FileErrors", "The game in this file could not be replayed because of an error in the app."
        )
    return translate("FileErrors", "This game file is damaged; it may have been edited or cut short.")


def open_error(path: str | Path, error: GameFileError | OSError) -> tuple[str, str]:
    """The message and the technical details (English) for a game file that could not be opened."""
    if isinstance(error, GameFileError):
        reason = problem_text(error.problem, error.action)
        details = str(error)  # it starts with the file's path
    else:
        reason = translate("FileErrors", "The file could not be read. Check that you are allowed to open it.")
        details = f"{path}: {error.strerror or error}"
    text = translate("FileErrors", "This file cannot be opened:\n%1\n\n%2")
    return plain.fill(text, shown_name(path), reason), details


def shown_name(path: str | Path) -> str:
    """A file as a message names it: its name, set apart as left to right (the whole path, which can
    be too long to fit, is in the technical details)."""
    return plain.ltr(Path(path).name or path)


def write_reason(error: Exception) -> str:
    """Why a file could not be written (``error``: what writing it raised), in one sentence for a
    player; the error itself is for the log."""
    code = getattr(error, "errno", None)
    if code == errno.ENOSPC:
        return translate("FileErrors", "The disk is full.")
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return translate("FileErrors", "You are not allowed to write in this folder.")
    if code == errno.ENOENT:
        return translate("FileErrors", "The folder does not exist (any more).")
    return translate("FileErrors", "The file could not be written.")


def save_error(path: str | Path, error: OSError) -> tuple[str, str]:
    """The message and the technical details (English) for a file that could not be written."""
    text = translate("FileErrors", "The file was not saved:\n%1\n\n%2")
    details = f"{error.filename or path}: {error.strerror or error}"
    return plain.fill(text, shown_name(path), write_reason(error)), details


__all__ = ["open_error", "problem_text", "save_error", "shown_name", "write_reason"]
