"""The story screenshots of issue 15 (``tools/story_screenshots.py``): one language's six pictures
are taken by playing a real game in the window offscreen, each of the window's size and really drawn."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from silver_desktop.ui.language import apply_language


def _load_tool() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "tools" / "story_screenshots.py"
    spec = importlib.util.spec_from_file_location("story_screenshots_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["story_screenshots_tool"] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    """Leave the interface in English whatever the tool did."""
    yield
    apply_language("en")


def colours(image: QImage) -> int:
    """How many distinct colours a small copy of ``image`` has."""
    small = image.scaled(64, 40).convertToFormat(QImage.Format.Format_RGB32)
    return len({small.pixel(x, y) for x in range(small.width()) for y in range(small.height())})


def test_the_six_story_pictures_are_taken(english_after: None, tmp_path: Path) -> None:
    assert tool.main(["--lang", "en", "--out", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(f"story-{state}-en-1280x800.png" for state in tool.STATES)
    for state in tool.STATES:
        image = QImage(str(tmp_path / f"story-{state}-en-1280x800.png"))
        assert (image.width(), image.height()) == (1280, 800), state
        assert colours(image) > 40, f"{state} looks blank"
