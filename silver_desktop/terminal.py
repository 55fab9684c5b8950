"""Text for one line of a terminal: file names and messages that came from a person or a file.

A file name may hold a line break, an escape sequence that a terminal would obey, or a right-to-left
override that makes the line read differently from what it holds. :func:`one_line` writes such
characters as visible escapes, so a message stays one line and shows exactly what the name holds, and
cuts a message that repeats a huge value from a file down to a length a person can read.
"""

from __future__ import annotations

import unicodedata

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
