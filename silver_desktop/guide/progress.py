"""How far a person got in each lesson: ``lessons.json`` in the data folder, beside the statistics.

The file maps a lesson's id to the step to resume at; a finished lesson is forgotten. A missing or
unreadable file counts as no progress at all (a lesson can always be started over).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path

from ..paths import data_dir

FILE = "lessons.json"

log = logging.getLogger(__name__)


def _path() -> Path:
    return data_dir() / FILE


def load() -> dict[str, int]:
    """Lesson id -> the step to resume at (only lessons left unfinished)."""
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and type(v) is int and v > 0}


def step_of(lesson_id: str) -> int:
    """The step to resume ``lesson_id`` at (0: not begun, or finished)."""
    return load().get(lesson_id, 0)


def remember(lesson_id: str, step: int) -> None:
    """Keep ``step`` as where ``lesson_id`` resumes (0 forgets it); a failure is logged, never fatal."""
    data = load()
    if step > 0:
        data[lesson_id] = step
    else:
        data.pop(lesson_id, None)
    path = _path()
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{FILE}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
        os.replace(tmp, path)
    except OSError as e:
        log.warning("cannot remember the lesson's step: %s", e)
