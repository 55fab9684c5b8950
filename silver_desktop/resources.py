"""Where the app's data files live: ``assets/`` and ``translations/``.

- In a source checkout (and an editable install) they sit beside the package.
- In a frozen bundle (PyInstaller) they are unpacked next to it, under ``sys._MEIPASS``.
- In an installed layout (the Flatpak, a distribution package) the package is in
  ``PREFIX/lib/pythonX.Y/site-packages`` and the data in ``PREFIX/share/silver-desktop``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

#: The data folder of an installed layout, relative to the installation prefix.
SHARE = Path("share") / "silver-desktop"


@cache
def data_root() -> Path:
    """The folder that holds ``assets/`` and ``translations/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    beside = Path(__file__).resolve().parent.parent
    if (beside / "assets").is_dir():
        return beside
    # site-packages -> pythonX.Y -> lib -> PREFIX
    installed = beside.parent.parent.parent / SHARE
    return installed if (installed / "assets").is_dir() else beside


def asset(*parts: str) -> Path:
    """A path under ``assets/``."""
    return data_root().joinpath("assets", *parts)


def translation(*parts: str) -> Path:
    """A path under ``translations/``."""
    return data_root().joinpath("translations", *parts)
