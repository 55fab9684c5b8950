"""The licence texts of everything a bundle ships, gathered at build time into its ``licenses/`` folder.

The PyInstaller spec calls :func:`collect` with the binaries it is about to bundle. The folder holds:

- ``silver-desktop.txt`` (the app, MIT); the fonts' licences stay beside the fonts in ``assets/fonts/``;
- ``python.txt``: the licence of the Python interpreter the bundle carries (from that Python's own files);
- one file per Python distribution bundled (PySide6, shiboken6, miniaudio, cffi, ...): the licence files of
  its installed metadata, or for the Qt bindings, whose wheels carry none, the LGPL-3.0 and GPL-3.0 texts
  kept in ``packaging/licenses/``;
- on Debian and Ubuntu build machines, ``system/<package>.txt``: the copyright file of each Debian package
  whose shared libraries the bundle copied from the system;
- ``README.txt``: what each file covers, with versions and where the Qt sources are.

Standard library only: it runs inside PyInstaller's Python on Linux, Windows and macOS.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

#: The Python distributions a bundle carries (the app's dependencies, found by the spec's analysis).
DISTRIBUTIONS = (
    "PySide6-Essentials",
    "shiboken6",
    "miniaudio",
    "cffi",
    "pycparser",
    "attrs",
    "platformdirs",
    "websockets",
    "ifaddr",
    "zeroconf",
)
#: Distributions whose wheels carry no licence file: the texts their metadata names, kept in the repository.
NO_LICENCE_FILE = {
    "PySide6-Essentials": ("LGPL-3.0.txt", "GPL-3.0.txt"),
    "shiboken6": ("LGPL-3.0.txt", "GPL-3.0.txt"),
}
QT_SOURCES = (
    "https://download.qt.io/official_releases/QtForPython/ and https://code.qt.io/"
    " (qt/pyside-setup, qt/qtbase)"
)


def _python_licence() -> Path:
    """The LICENSE file of the running Python (python.org, pyenv, setup-python and Homebrew layouts)."""
    base = Path(sys.base_prefix)
    for candidate in (
        base / "LICENSE.txt",
        base / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "LICENSE.txt",
        base / "Lib" / "LICENSE.txt",
    ):
        if candidate.is_file():
            return candidate
    raise SystemExit(f"error: no LICENSE.txt in {base}: cannot ship Python's licence")


def _distribution_texts(name: str) -> list[tuple[str, str]]:
    """(file name, text) of each licence file of an installed distribution."""
    dist = metadata.distribution(name)
    files = [f for f in dist.files or () if "licen" in f.name.lower() or "copying" in f.name.lower()]
    texts = [(f.name, f.read_text(encoding="utf-8")) for f in files if f.read_text(encoding="utf-8")]
    if not texts:
        kept = NO_LICENCE_FILE.get(name)
        if kept is None:
            raise SystemExit(f"error: {name} carries no licence file; add its text to packaging/licenses/")
        texts = [(k, (HERE / "licenses" / k).read_text(encoding="utf-8")) for k in kept]
    return texts


def _debian_packages(sources: list[str]) -> dict[str, list[str]]:
    """Debian package -> the bundled libraries it provided (empty where dpkg is missing)."""
    if shutil.which("dpkg-query") is None:
        return {}
    found: dict[str, list[str]] = {}
    for source in sources:
        real = str(Path(source).resolve())
        for path in dict.fromkeys((source, real)):
            done = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True)
            if done.returncode == 0:
                package = done.stdout.split(":", 1)[0].strip()
                found.setdefault(package, []).append(Path(source).name)
                break
    return found


def collect(dest: Path, binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Write the licence folder into ``dest`` and return it as PyInstaller data entries (``licenses/...``).

    ``binaries`` is the spec's TOC of binaries (name in the bundle, source path, kind); those copied from
    outside any Python installation are the system's, whose Debian copyright files are gathered.
    """
    if dest.exists():
        shutil.rmtree(dest)
    (dest / "system").mkdir(parents=True)
    index = ["Licences of Silver Desktop and of everything this bundle carries.", ""]

    shutil.copyfile(ROOT / "LICENSE", dest / "silver-desktop.txt")
    shutil.copyfile(_python_licence(), dest / "python.txt")
    index += [
        "silver-desktop.txt      Silver Desktop itself (MIT)",
        "the fonts Vazirmatn and Nanum Gothic: SIL Open Font License 1.1 (OFL.txt in assets/fonts/)",
        f"python.txt              Python {sys.version.split()[0]} (PSF License)",
    ]
    for name in DISTRIBUTIONS:
        version = metadata.version(name)
        licence = metadata.metadata(name).get("License-Expression") or metadata.metadata(name).get("License")
        parts = _distribution_texts(name)
        text = "\n\n".join(f"===== {file_name} =====\n\n{body}" for file_name, body in parts)
        file_name = f"{name}.txt"
        (dest / file_name).write_text(f"{name} {version}\n\n{text}", encoding="utf-8")
        index.append(f"{file_name:<24}{name} {version} ({licence or 'see the file'})")
    index += [
        "",
        "Qt and Qt for Python (PySide6, shiboken6) are used under the GNU Lesser General Public License",
        "v3 (LGPL-3.0, which adds permissions to the GPL-3.0: both texts are in PySide6-Essentials.txt).",
        "You may replace the Qt libraries in this folder with your own build of the same version. Their",
        "sources:",
        f"{QT_SOURCES}.",
    ]

    python_roots = {Path(sys.base_prefix).resolve(), Path(sys.prefix).resolve()}
    system = [
        source
        for _, source, _ in binaries
        if not any(Path(source).resolve().is_relative_to(root) for root in python_roots)
    ]
    packages = _debian_packages(system)
    if packages:
        index += ["", "Shared libraries copied from the build machine (Debian/Ubuntu packages):"]
        for package, libraries in sorted(packages.items()):
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            if not copyright_file.is_file():
                raise SystemExit(f"error: {copyright_file} is missing: cannot ship the licence of {package}")
            shutil.copyfile(copyright_file, dest / "system" / f"{package}.txt")
            index.append(f"system/{package}.txt: {', '.join(sorted(libraries))}")
    (dest / "README.txt").write_text("\n".join(index) + "\n", encoding="utf-8")
    return [
        (f"licenses/{path.relative_to(dest).as_posix()}", str(path), "DATA")
        for path in sorted(dest.rglob("*"))
        if path.is_file()
    ]
