"""Screenshots of every language (issue 8, item 6): the main window with a prompt, the New Game dialog,
the round summary and the rules viewer, grabbed offscreen; each picture is really drawn, every
character on it has a glyph in the bundled fonts (no "tofu" boxes), and Persian mirrors the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage
from PySide6.QtWidgets import QAbstractButton, QLabel, QTextBrowser, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.engine import events as ev
from silver_desktop.engine.history import Game
from silver_desktop.ui.fonts import FAMILIES
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import NewGameDialog, bot_names
from silver_desktop.ui.round_summary import RoundSummary
from silver_desktop.ui.rules_viewer import RulesViewer

LANGS = ["en", "fa", "ko"]


@pytest.fixture
def window_size() -> tuple[int, int]:
    """This module's window size."""
    return (1280, 800)


def texts_of(root: QWidget) -> list[str]:
    """Every text drawn by ``root``'s labels, buttons and text browsers."""
    out = [root.windowTitle()]
    out += [w.text() for w in root.findChildren(QLabel) if w.isVisible()]
    out += [w.text() for w in root.findChildren(QAbstractButton) if w.isVisible()]
    out += [w.toPlainText() for w in root.findChildren(QTextBrowser) if w.isVisible()]
    return [t for t in out if t]


def missing_glyphs(texts: list[str]) -> set[str]:
    """Characters that no bundled font can draw (they would show as empty boxes)."""
    metrics = [QFontMetrics(QFont(family)) for family in FAMILIES]
    invisible = {"\u200c", "\u200f", "\u200e", "\n", "\t", "&"}
    chars = {ch for text in texts for ch in text if ch not in invisible and not ch.isspace()}
    return {ch for ch in chars if not any(m.inFontUcs4(ord(ch)) for m in metrics)}


def check_picture(widget: QWidget, path: Path) -> None:
    """Save ``widget`` as a PNG and make sure something was drawn."""
    image = widget.grab().toImage()
    assert image.save(str(path))
    assert image.width() > 200 and image.height() > 150
    small = image.scaled(64, 40).convertToFormat(QImage.Format.Format_RGB32)
    colours = {small.pixel(x, y) for x in range(small.width()) for y in range(small.height())}
    assert len(colours) > 20, f"{path.name} looks blank"


@pytest.mark.parametrize("lang", LANGS)
def test_screenshots_have_every_glyph(window: MainWindow, qtbot: QtBot, tmp_path: Path, lang: str) -> None:
    apply_language(lang)
    names = bot_names()
    setup = GameSetup(seats=(Seat(names[3]), *(Seat(n, SeatKind.MEDIUM) for n in names[:3])), seed=12)
    window.start_game(setup)
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    check_picture(window, tmp_path / f"table-{lang}.png")
    shown = texts_of(window) + [item.toolTip() for item in window.scene.items_by_place.values()]
    shown += [window.menuBar().actions()[k].text() for k in range(len(window.menuBar().actions()))]
    assert window.bar.label.text() in shown
    assert missing_glyphs(shown) == set()

    dialog = NewGameDialog(window)
    dialog.show()
    check_picture(dialog, tmp_path / f"new-game-{lang}.png")
    assert missing_glyphs(texts_of(dialog)) == set()
    dialog.close()

    game = Game.new(setup.config(), 12)
    scored = None
    while scored is None:
        events = game.play(game.legal_actions()[0])
        scored = next((e for e in events if e.kind == ev.ROUND_SCORED), None)
    summary = RoundSummary(
        dict(scored.params),
        [s.name for s in setup.seats],
        window.art,
        window.card_name,
        window,
        numbers=game.state.config.type_numbers,
    )
    summary.show()
    check_picture(summary, tmp_path / f"round-summary-{lang}.png")
    assert missing_glyphs(texts_of(summary)) == set()
    summary.close()

    rules = RulesViewer(window._deck(), window)
    rules.show()
    check_picture(rules, tmp_path / f"rules-{lang}.png")
    for row in range(rules.contents.count()):
        rules.contents.setCurrentRow(row)
        assert missing_glyphs(texts_of(rules)) == set()
    rules.close()


def test_the_window_is_mirrored_in_persian(window: MainWindow, qtbot: QtBot) -> None:
    apply_language("fa")
    window.start_game(GameSetup(seats=(Seat("Sara"), Seat("Bo", SeatKind.EASY)), seed=3))
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)
    bar = window.menuBar()
    first, last = bar.actions()[0], bar.actions()[-1]
    assert bar.actionGeometry(first).x() > bar.actionGeometry(last).x()  # menus run right to left
    assert window.bar.label.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.table.transform().m11() < 0
    # the village's first card is drawn on the right, where a right-to-left reader starts
    first_card = window.table.mapFromScene(window.scene.items_by_place["village:0:0"].pos())
    second_card = window.table.mapFromScene(window.scene.items_by_place["village:0:1"].pos())
    assert first_card.x() > second_card.x()
    apply_language("en")
    qtbot.waitUntil(lambda: window.table.transform().m11() > 0, timeout=5_000)
