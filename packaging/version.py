"""The one version number of the app, read from pyproject.toml, in the forms the installers need.

    python packaging/version.py            # 0.1.0       (deb, tar.gz, Info.plist, metainfo)
    python packaging/version.py --windows  # 0.1.0.0     (NSIS VIProductVersion: four numbers)

Uses only the standard library, so any Python 3.11+ can run it before anything is installed.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def version() -> str:
    """``[project] version`` from pyproject.toml."""
    with PYPROJECT.open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def windows_version(text: str) -> str:
    """The leading numbers of ``text`` padded to four (``0.1.0`` becomes ``0.1.0.0``), as Windows wants."""
    release = re.match(r"\d+(\.\d+)*", text)  # the release part: "0.1.0" of "0.1.0rc1+local"
    if release is None:
        raise ValueError(f"no version numbers in {text!r}")
    numbers = release.group().split(".")[:4]
    return ".".join(numbers + ["0"] * (4 - len(numbers)))


if __name__ == "__main__":
    print(windows_version(version()) if "--windows" in sys.argv[1:] else version())
