"""Reading and writing the app's files safely: regular files only, a size cap, atomic writes.

Every reader in the program (records, game files, settings, statistics, the New Game memory) reads
through :func:`read_limited`, and every writer writes through :func:`write_json_atomic`:

* :func:`read_limited` opens only a regular file (never a FIFO, a device or a folder, which could
  block or never end) and reads at most a fixed number of bytes, so ``/dev/zero`` or a named pipe
  gets a clear message instead of a hang or an exhausted memory; :func:`check_readable` makes the
  same checks without reading (a command line refusing a file before any window appears).
* :func:`write_json_atomic` writes a temporary file beside the target, flushes it to disk and renames
  it over the target, so a crash or a full disk never leaves a half-written file; its temporary files
  are named ``.<target>.<random>.tmp`` and :func:`remove_stale_temps` deletes those a killed process
  left behind.
* :func:`move_aside` renames a file that could not be used (``statistics.json.bad``,
  ``autosave.silver.bad.1``), so that starting afresh never destroys it.

Both raise :class:`OSError` subclasses (with ``strerror`` set to a sentence for people), so callers
that already handle a missing or unreadable file handle these too.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import tempfile
from pathlib import Path
from typing import Any, BinaryIO

log = logging.getLogger(__name__)

#: Suffix of the temporary files :func:`write_json_atomic` makes.
TEMP_SUFFIX = ".tmp"


class NotARegularFile(OSError):
    """The path names a folder, a pipe, a device or a socket, not a file."""


class FileTooLarge(OSError):
    """The file is larger than the reader accepts."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a regular file"


def _check_regular(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        why = _kind(mode)
        raise NotARegularFile(0, why, str(path))


def _open_regular(path: Path, max_bytes: int) -> BinaryIO:
    """The regular file ``path`` opened for reading, its size checked against ``max_bytes``."""
    _check_regular(path, os.stat(path).st_mode)
    # O_NONBLOCK: if the path was swapped for a pipe after the check, open() still returns at once.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    f = os.fdopen(os.open(path, flags), "rb")
    try:
        info = os.fstat(f.fileno())
        _check_regular(path, info.st_mode)
        if info.st_size > max_bytes:
            why = f"the file is too large ({info.st_size} bytes, at most {max_bytes})"
            raise FileTooLarge(0, why, str(path))
    except BaseException:
        f.close()
        raise
    return f


def check_readable(path: str | os.PathLike[str], max_bytes: int) -> None:
    """Raise what :func:`read_limited` would raise for ``path``, without reading it.

    For a command line that refuses a file before any window appears: it opens the file (so a missing
    or unreadable file is found) and checks that it is a regular file of at most ``max_bytes`` bytes.
    """
    with _open_regular(Path(path), max_bytes):
        pass


def read_limited(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them.

    Raises :class:`FileNotFoundError` (and other :class:`OSError`) as :func:`open` does,
    :class:`NotARegularFile` for a folder, pipe, device or socket (checked before opening and again
    on the open file, without ever blocking), and :class:`FileTooLarge` when the file holds more than
    ``max_bytes`` bytes (checked before reading, and while reading in case it grows).
    """
    p = Path(path)
    with _open_regular(p, max_bytes) as f:
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:  # it grew after the size check, or it is a file whose size says 0
        raise FileTooLarge(0, f"the file is too large (more than {max_bytes} bytes)", str(p))
    return data


def write_json_atomic(path: str | os.PathLike[str], data: Any, private: bool = False) -> None:
    """Write JSON to ``path`` atomically: a temporary file in the same folder, then a rename.

    On any failure (a full disk, a read-only folder, an interruption) the temporary file is removed
    and the exception passes on; the file at ``path`` is then exactly what it was before. A
    ``private`` file (a secret) can be read and written by its owner only (mode 0600) from the start.
    """
    p = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=TEMP_SUFFIX, dir=p.parent or ".")
    try:
        if not private:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)  # like a normally created file, not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def move_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename a bad file to ``<name>.bad`` (or ``.bad.1``, ``.bad.2``, ...), never deleting it; returns
    the new path, or None if it could not be moved (the reason is logged)."""
    p = Path(path)
    for n in range(100):
        target = p.with_name(f"{p.name}.bad" + (f".{n}" if n else ""))
        if os.path.lexists(target):
            continue
        try:
            os.replace(p, target)
        except OSError as e:
            log.warning("cannot move %s aside: %s", p, e)
            return None
        return target
    log.warning("cannot move %s aside: every name up to %s.bad.99 is taken", p, p.name)
    return None


def is_temp_name(name: str) -> bool:
    """Is ``name`` the name of a temporary file :func:`write_json_atomic` makes?"""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3


def remove_stale_temps(folder: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files a killed writer left in ``folder``; returns what was removed.

    Call it at start-up, before anything writes: a temporary file is only ever alive while its
    writer runs, so at start-up every one is left over. Errors are ignored (a file that cannot be
    removed now is tried again at the next start).
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temp_name(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


__all__ = [
    "FileTooLarge",
    "NotARegularFile",
    "check_readable",
    "is_temp_name",
    "move_aside",
    "read_limited",
    "remove_stale_temps",
    "write_json_atomic",
]
