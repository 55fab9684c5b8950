"""Where the app's data files live: ``assets/`` and ``translations/``.

In a source checkout (and an editable install) they sit beside the package; in a frozen bundle
(PyInstaller) they are unpacked next to it, under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def data_root() -> Path:
    """The folder that holds ``assets/`` and ``translations/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    """A path under ``assets/``."""
    return data_root().joinpath("assets", *parts)


def translation(*parts: str) -> Path:
    """A path under ``translations/``."""
    return data_root().joinpath("translations", *parts)
