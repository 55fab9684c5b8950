"""The New Game dialog's memory: the last setup a player started, kept in ``last-game.json``.

The file lives in :func:`silver_desktop.paths.config_dir` and holds :meth:`GameSetup.to_json`. Reading
never fails: a missing, unreadable, corrupt, too large (over :data:`MAX_BYTES`) or outdated file, or
something that is not a regular file (a pipe, a device), gives the default :class:`GameSetup`.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from ..engine.files import read_limited, write_json_atomic
from ..paths import config_dir
from .game_setup import GameSetup

FILE_NAME = "last-game.json"
#: A larger file is not read (a real one is a few hundred bytes).
MAX_BYTES = 64 * 1024

log = logging.getLogger(__name__)


def last_setup_path() -> Path:
    """Where the last setup is kept (the config folder is created if missing)."""
    return config_dir() / FILE_NAME


def load_last_setup() -> GameSetup:
    """The setup saved by :func:`save_last_setup`, or the default setup if there is none or it is bad.

    Never raises: the dialog must open whatever the file holds.
    """
    try:
        path = last_setup_path()
        data = json.loads(read_limited(path, MAX_BYTES).decode("utf-8"))  # never blocks on a pipe
        return GameSetup.from_json(data)
    except FileNotFoundError:
        return GameSetup()
    except Exception as e:  # OSError, bad JSON, ConfigError, and whatever else a hand-edited file causes
        log.warning("ignoring the last game setup (%s: %s)", type(e).__name__, e)
        return GameSetup()


def save_last_setup(setup: GameSetup) -> None:
    """Remember ``setup`` for the next New Game dialog (atomic write; raises :class:`OSError`)."""
    write_json_atomic(last_setup_path(), setup.to_json())


__all__ = ["FILE_NAME", "MAX_BYTES", "last_setup_path", "load_last_setup", "save_last_setup"]
