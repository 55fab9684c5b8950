"""Colour themes: the system's, light, dark, and high contrast (white on black, yellow focus)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

_state: dict[str, QPalette] = {}


def high_contrast_palette() -> QPalette:
    """White text on black, yellow selection and links: the strongest contrast for every control."""
    palette = QPalette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffe600")
    for role, colour in (
        (QPalette.ColorRole.Window, black),
        (QPalette.ColorRole.WindowText, white),
        (QPalette.ColorRole.Base, black),
        (QPalette.ColorRole.AlternateBase, QColor("#1a1a1a")),
        (QPalette.ColorRole.Text, white),
        (QPalette.ColorRole.Button, black),
        (QPalette.ColorRole.ButtonText, white),
        (QPalette.ColorRole.BrightText, yellow),
        (QPalette.ColorRole.Highlight, yellow),
        (QPalette.ColorRole.HighlightedText, black),
        (QPalette.ColorRole.ToolTipBase, black),
        (QPalette.ColorRole.ToolTipText, white),
        (QPalette.ColorRole.PlaceholderText, QColor("#d0d0d0")),
        (QPalette.ColorRole.Link, yellow),
        (QPalette.ColorRole.Light, white),
        (QPalette.ColorRole.Mid, QColor("#808080")),
        (QPalette.ColorRole.Dark, white),
    ):
        palette.setColor(role, colour)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#9a9a9a"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#9a9a9a"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#9a9a9a"))
    return palette


def apply_theme(theme: str) -> None:
    """Use ``theme`` ("system", "light", "dark" or "high-contrast") for the whole application."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return
    if "original" not in _state:
        _state["original"] = QGuiApplication.palette()
    scheme = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(theme, Qt.ColorScheme.Unknown)
    if theme == "high-contrast":
        scheme = Qt.ColorScheme.Dark
    QGuiApplication.styleHints().setColorScheme(scheme)
    QGuiApplication.setPalette(high_contrast_palette() if theme == "high-contrast" else _state["original"])


__all__ = ["apply_theme", "high_contrast_palette"]
