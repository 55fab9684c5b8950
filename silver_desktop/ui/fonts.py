"""The bundled fonts: loaded once at start, and the family list every widget and card uses."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from ..resources import asset

#: Vazirmatn holds Latin and Persian, so Latin text looks the same in every language; Nanum Gothic
#: supplies Hangul.
FAMILIES = ["Vazirmatn", "NanumGothic"]
_FILES = (
    ("vazirmatn", "Vazirmatn-Regular.ttf"),
    ("vazirmatn", "Vazirmatn-Bold.ttf"),
    ("nanum", "NanumGothic.ttf"),
    ("nanum", "NanumGothicBold.ttf"),
)
_loaded: list[str] = []


def load_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once; needs a QGuiApplication); returns the families."""
    if not _loaded:
        for folder, name in _FILES:
            font_id = QFontDatabase.addApplicationFont(str(asset("fonts", folder, name)))
            if font_id < 0:
                raise RuntimeError(f"cannot load the bundled font {folder}/{name}")
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in _loaded:
                    _loaded.append(family)
    return list(_loaded)


def scaled(font: QFont, factor: float) -> QFont:
    """A copy of ``font`` ``factor`` times as large, whether its size is set in pixels (the app's font)
    or in points (a widget's default)."""
    bigger = QFont(font)
    if bigger.pixelSize() > 0:
        bigger.setPixelSize(round(bigger.pixelSize() * factor))
    else:
        bigger.setPointSizeF(bigger.pointSizeF() * factor)
    return bigger


def ui_font(pixel_size: int = 0, bold: bool = False) -> QFont:
    """A font with the app's family fallback list."""
    font = QFont()
    font.setFamilies(FAMILIES)
    if pixel_size:
        font.setPixelSize(pixel_size)
    font.setBold(bold)
    return font
