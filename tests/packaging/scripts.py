"""Load the standard-library scripts of packaging/ (version.py, changelog.py, ...) as modules in tests."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(relative: str) -> ModuleType:
    """The module in ``packaging/<relative>``, freshly executed."""
    path = PACKAGING / relative
    spec = importlib.util.spec_from_file_location(f"packaging_{path.stem.replace('-', '_')}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
