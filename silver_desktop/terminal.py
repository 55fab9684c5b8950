"""Text for one line of a terminal: file names and messages that came from a person or a file.

A file name may hold a line break, an escape sequence that a terminal would obey, or a right-to-left
override that makes the line read differently from what it holds. :func:`one_line` writes such
characters as visible escapes, so a message stays one line and shows exactly what the name holds, and
cuts a message that repeats a huge value from a file down to a length a person can read.

:func:`run_command` runs a command-line tool's ``main`` so that its output may be piped into a reader
that stops early (``| head``) without a traceback.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Callable

#: Invisible characters that reorder the text around them (embeddings, overrides, isolates, marks).
_BIDI_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str, limit: int | None = None) -> str:
    """``text`` with control characters (line breaks, tabs, escape, ...) and bidirectional controls
    written as ``\\xNN`` or ``\\uNNNN``; every other character, Persian and Korean included, is kept.

    With a ``limit``, a longer result keeps its beginning and its end (where a message names the file
    and the problem) around `` ... (N characters left out) ... ``."""
    line = "".join(
        _escape(c) if c in _BIDI_CONTROLS or unicodedata.category(c) in ("Cc", "Cs") else c for c in text
    )
    if limit is None or len(line) <= limit:
        return line
    head, tail = limit * 2 // 3, limit // 3
    return f"{line[:head]} ... ({len(line) - head - tail} characters left out) ... {line[-tail:]}"


__all__ = ["one_line"]


def run_command(main: Callable[[], int]) -> int:
    """``main()``'s exit code; when standard output is a pipe whose reader has gone (``| head``), 1
    and no traceback. The rest of the output goes to the null device, so that the interpreter's
    final flush does not fail again (the recipe of Python's ``signal`` documentation)."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
        return 1
    return code
