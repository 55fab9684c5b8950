"""Project-wide guarantees that are not about the rules themselves."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent

QT_FREE_PACKAGES = [
    "silver_desktop.engine",
    "silver_desktop.ai",
    "silver_desktop.net.server",
    "silver_desktop.net.client",
]


@pytest.mark.parametrize("package", QT_FREE_PACKAGES)
def test_package_imports_without_qt(package: str) -> None:
    """The rules and the computer players must load on a machine without any Qt binding."""
    code = (
        f"import sys, {package}; "
        "bad=[m for m in sys.modules if m.split('.')[0] in {'PySide6','shiboken6','PyQt5','PyQt6'}]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, (
        f"importing {package} failed or pulled in Qt modules\n"
        f"stdout: {result.stdout}\nstderr: {result.stderr}"
    )
