"""Write python-deps.json: the Flatpak module that installs the app's Python dependencies from PyPI wheels.

    python packaging/flatpak/make-python-deps.py [--python 3.13]

The versions are the ones the app is tested with: the pins of pyproject.toml (PySide6-Essentials,
miniaudio) and, for the unpinned dependencies, the versions installed in the running Python. Each wheel is
a flatpak-builder source with its URL and SHA-256 from PyPI's JSON index (the only step that needs the
network), for x86_64 and the given CPython version (the runtime's: 3.13 in org.freedesktop.Platform
25.08). Run it again after changing a pin or the runtime; tests/packaging checks that the file matches
pyproject.toml. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
import urllib.request
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
#: Every distribution the app imports at run time, in install order (dependencies first).
DISTRIBUTIONS = (
    "shiboken6",
    "PySide6-Essentials",
    "pycparser",
    "cffi",
    "miniaudio",
    "attrs",
    "platformdirs",
    "websockets",
    "ifaddr",
    "zeroconf",
)
ARCH = "x86_64"


def pinned_versions() -> dict[str, str]:
    """Distribution -> version: pyproject's ``==`` pins, else the installed version."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    pins = {}
    for requirement in project["dependencies"]:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^;\s]+)", requirement.strip())
        if match:
            pins[match[1].lower()] = match[2]
    pins.setdefault("shiboken6", pins["pyside6-essentials"])
    return {name: pins.get(name.lower()) or metadata.version(name) for name in DISTRIBUTIONS}


def _wheel_fits(file_name: str, python: str) -> bool:
    tag = "cp" + python.replace(".", "")
    if not file_name.endswith(".whl") or "musllinux" in file_name:
        return False
    _, _, python_tag, abi_tag, platform_tag = file_name[:-4].split("-")[-5:]
    python_ok = python_tag in ("py3", "py2.py3", tag) or (abi_tag == "abi3" and python_tag <= tag)
    platform_ok = platform_tag == "any" or ("manylinux" in platform_tag and platform_tag.endswith(ARCH))
    return python_ok and platform_ok


def wheel_source(name: str, version: str, python: str) -> dict[str, object]:
    """The flatpak-builder ``file`` source of the wheel of ``name`` ``version`` for this runtime."""
    request = urllib.request.Request(
        f"https://pypi.org/simple/{name.lower()}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
    )
    with urllib.request.urlopen(request, timeout=60) as answer:
        files = json.load(answer)["files"]
    prefix = re.sub(r"[-_.]+", "_", name).lower() + f"-{version}-"
    fitting = [
        f for f in files if f["filename"].lower().startswith(prefix) and _wheel_fits(f["filename"], python)
    ]
    if not fitting:
        raise SystemExit(f"error: PyPI has no {ARCH} wheel of {name} {version} for Python {python}")
    chosen = sorted(fitting, key=lambda f: f["filename"])[-1]
    return {"type": "file", "url": chosen["url"], "sha256": chosen["hashes"]["sha256"], "only-arches": [ARCH]}


def module(python: str) -> dict[str, object]:
    """The whole python-deps module."""
    versions = pinned_versions()
    names = " ".join(f"{name}=={versions[name]}" for name in DISTRIBUTIONS)
    return {
        "name": "python-deps",
        "buildsystem": "simple",
        "build-commands": [
            'pip3 install --verbose --exists-action=i --no-index --find-links="file://${PWD}" '
            f"--prefix=${{FLATPAK_DEST}} --no-build-isolation {names}"
        ],
        "sources": [wheel_source(name, versions[name], python) for name in DISTRIBUTIONS],
    }


def main(argv: list[str] | None = None) -> int:
    """Write python-deps.json beside this script."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default="3.13", help="the runtime's Python version (default 3.13)")
    args = parser.parse_args(argv)
    out = HERE / "python-deps.json"
    out.write_text(json.dumps(module(args.python), indent=2) + "\n", encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
