"""Where the app keeps the user's files: settings (config), saved games (data) and the log file (logs).

The folders follow the platform's conventions (via :mod:`platformdirs`), e.g. ``~/.config/silver-desktop``,
``~/.local/share/silver-desktop`` and ``~/.local/state/silver-desktop/log`` on Linux,
``%LOCALAPPDATA%\\silver-desktop`` on Windows. Setting the environment variable ``SILVER_DESKTOP_HOME``
puts them all under one folder instead (``$SILVER_DESKTOP_HOME/config``, ``$SILVER_DESKTOP_HOME/data`` and
``$SILVER_DESKTOP_HOME/logs``): for tests and for a portable copy on a USB stick. The variable is read on
every call, so a test can set it at any time.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

#: The folder name under the platform's config and data folders.
APP_NAME = "silver-desktop"
#: The environment variable that moves all user files under one folder.
HOME_ENV = "SILVER_DESKTOP_HOME"


def _home() -> Path | None:
    """The folder named by ``SILVER_DESKTOP_HOME``, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The folder for settings such as the last New Game choices (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def data_dir() -> Path:
    """The folder for saved games, records and statistics (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def documents_dir() -> Path:
    """Where the Save dialog starts: the person's documents folder (``documents`` under
    ``SILVER_DESKTOP_HOME`` when that is set, so tests never write into the real one)."""
    home = _home()
    if home is not None:
        return _ensure(home / "documents")
    return Path(platformdirs.user_documents_dir())


def log_dir() -> Path:
    """The folder for the log file (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home / "logs")
    return _ensure(Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))


def cache_dir() -> Path:
    """The folder for files the app can make again, such as compiled translations (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home / "cache")
    return _ensure(Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)))


__all__ = ["APP_NAME", "HOME_ENV", "cache_dir", "config_dir", "data_dir", "log_dir"]
