"""Interface languages (issues 7 and 8): complete translations, switching at run time, right to left,
Persian digits, the rules viewer, the card reference and tooltips that never tell a hidden card."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QLabel, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.engine.config import DeckSpec
from silver_desktop.i18n import card_ability, card_name
from silver_desktop.settings import Settings
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import RLM, apply_language, current_language, localized, number, ordinal
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import bot_names
from silver_desktop.ui.prompts import prompt_for
from silver_desktop.ui.rules_viewer import RulesViewer


def _load_tool() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "tools" / "i18n.py"
    spec = importlib.util.spec_from_file_location("i18n_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


i18n_tool = _load_tool()

LATIN = re.compile(r"[A-Za-z]")


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    """Leave the interface in English whatever the test did."""
    yield
    apply_language("en")


def play_until_person(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: window.session.prompt is not None and not window.scene.busy, timeout=30_000)


def test_every_interface_message_is_translated_and_the_files_are_current() -> None:
    """The .ts files hold every string of the code (lupdate would change nothing), each translated."""
    assert i18n_tool.check() == []


def test_a_message_without_translation_is_reported(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fa">\n'
        "<context>\n    <name>C</name>\n    <message>\n        <source>Hello</source>\n"
        '        <translation type="unfinished"></translation>\n    </message>\n'
        "    <message>\n        <source>Bye</source>\n        <translation>خدانگهدار</translation>\n"
        "    </message>\n</context>\n</TS>\n",
        encoding="utf-8",
    )
    assert i18n_tool.unfinished(ts) == ["Hello"]


def test_english_plurals_come_from_the_translation_file(english_after: None) -> None:
    from silver_desktop.ui.log_text import GameLog

    apply_language("en")
    plurals = GameLog()
    assert plurals.game_over(True, False, 1) == "Game over: you win with 1 point."
    assert plurals.game_over(True, False, 7) == "Game over: you win with 7 points."


def test_persian_uses_persian_digits_and_reads_right_to_left() -> None:
    assert number(1234, "fa") == "۱۲۳۴"
    assert number(1234, "ko") == "1234"
    text = localized("Bo looked at card 3.", "fa")
    assert text.startswith(RLM) and "۳" in text and "3" not in text
    assert localized("Bo", "ko") == "Bo"


def test_ordinals_read_as_words_where_digits_would_mislead(english_after: None) -> None:
    """In Persian "۱م" (1st) reads as the word "ام": the first ten ordinals are words of their own."""
    ns = (1, 2, 3, 5, 10, 11, 12, 13, 21, 22, 23, 101, 111)
    apply_language("en")
    assert [ordinal(n) for n in ns] == [
        "1st", "2nd", "3rd", "5th", "10th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"
    ]  # fmt: skip
    apply_language("fa")
    assert [ordinal(n) for n in (1, 2, 3, 10, 12)] == ["اول", "دوم", "سوم", "دهم", "۱۲م"]
    apply_language("ko")
    assert [ordinal(n) for n in (1, 2, 3, 10, 12)] == ["첫 번째", "두 번째", "세 번째", "열 번째", "12번째"]
    from silver_desktop.engine import events as ev
    from silver_desktop.engine.events import Event
    from silver_desktop.ui.log_text import describe

    seen = Event(ev.PEEKED, {"seat": 1, "at": "village:1:0"}, 1 << 1)
    apply_language("fa")
    assert "کارت اول دهکدهٔ" in (describe(seen, 0, ["Ada", "Bo"], "fa") or "")


def test_switching_language_at_run_time_rewrites_the_window(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=4))
    for _ in range(4):
        play_until_person(window, qtbot)
        window.session.play(window.session.prompt.choices[0].action)  # type: ignore[union-attr]
    play_until_person(window, qtbot)
    english_menu = window.game_menu.title()
    english_prompt = window.bar.label.text()
    window.apply_settings(Settings(language="fa", animation_speed="off"))
    assert current_language() == "fa"
    assert window.game_menu.title() != english_menu and not LATIN.search(window.game_menu.title())
    assert window.bar.label.text() != english_prompt and not LATIN.search(window.bar.label.text())
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.table.transform().m11() < 0  # the table is mirrored for a right-to-left reader
    assert window.dockWidgetArea(window.docks[0]) == Qt.DockWidgetArea.LeftDockWidgetArea
    log = [window.log_model.data(window.log_model.index(r, 0)) for r in range(window.log_model.rowCount())]
    assert log and all(not LATIN.search(line.replace("You", "").replace("Ada", "")) for line in log)
    window.apply_settings(Settings(language="ko", animation_speed="off"))
    assert re.search("[가-힣]", window.game_menu.title())
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert window.table.transform().m11() > 0
    window.apply_settings(Settings(language="en", animation_speed="off"))
    assert window.game_menu.title() == english_menu


def visible_texts(root: QWidget) -> list[str]:
    """The words a person can see in ``root``: labels, buttons, actions, titles and dock titles."""
    texts = [root.windowTitle()]
    for label in root.findChildren(QLabel):
        if label.isVisible() and label.text():
            texts.append(label.text())
    for button in root.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            texts.append(button.text())
    for action in root.findChildren(QAction):
        if action.text() and action.isVisible():
            texts.append(action.text())
    texts += [d.windowTitle() for d in root.findChildren(QDockWidget)]
    return texts


#: What may stay Latin in Persian or Korean: Korean-style mnemonics "(&N)", markup, key names.
ALLOWED = re.compile(r"\(&?[A-Z]\)|&|<[^>]+>|Ctrl\+\S+|Alt\+\S*|F\d+|\*\.silver")


@pytest.mark.parametrize("lang", ["fa", "ko"])
def test_no_english_word_is_left_in_the_window(window: MainWindow, qtbot: QtBot, lang: str) -> None:
    apply_language(lang)
    names = bot_names()
    window.start_game(GameSetup(seats=(Seat(names[3]), *(Seat(n, SeatKind.MEDIUM) for n in names[:3]))))
    play_until_person(window, qtbot)
    window.show_card_reference()
    left = [t for t in visible_texts(window) if LATIN.search(ALLOWED.sub("", t))]
    assert left == []
    from silver_desktop.ui.new_game import NewGameDialog
    from silver_desktop.ui.settings_dialog import SettingsDialog
    from silver_desktop.ui.shortcuts import ShortcutsDialog
    from silver_desktop.ui.stats_dialog import StatisticsDialog

    actions = [a for m in (window.game_menu, window.edit_menu, window.view_menu) for a in m.actions()]
    dialogs = [
        NewGameDialog(window),
        SettingsDialog(Settings(language=lang), window),
        StatisticsDialog(parent=window),
        RulesViewer(window._deck(), window),
        ShortcutsDialog(actions, window),
    ]
    for dialog in dialogs:
        dialog.show()
        left = [t for t in visible_texts(dialog) if LATIN.search(ALLOWED.sub("", t))]
        assert left == [], type(dialog).__name__
        dialog.close()


@pytest.mark.parametrize("lang", ["en", "fa", "ko"])
def test_the_rules_viewer_shows_every_part_in_the_language(
    qtbot: QtBot, english_after: None, lang: str
) -> None:
    apply_language(lang)
    viewer = RulesViewer(DeckSpec.parse("A:AABBCCAABBCCAB"))
    qtbot.addWidget(viewer)
    viewer.show()
    assert set(viewer.parts) == {"basics", "silver", "bullet", "coin", "combining", "decisions"}
    for row in range(len(viewer.parts)):
        viewer.contents.setCurrentRow(row)
        text = viewer.text.toPlainText()
        assert len(text) > 1500
        if lang != "en":
            assert not LATIN.search(text)
    rtl = Qt.LayoutDirection.RightToLeft
    assert (viewer.text.layoutDirection() == rtl) == (lang == "fa")
    block = viewer.text.document().begin()
    while block.isValid():  # every paragraph and heading starts on the reader's side
        assert (block.blockFormat().layoutDirection() == rtl) == (lang == "fa")
        block = block.next()
    viewer.only_deck.setChecked(False)
    assert len(viewer.parts) == 7


def test_the_rules_viewer_follows_a_language_change(qtbot: QtBot, english_after: None) -> None:
    viewer = RulesViewer(None)
    qtbot.addWidget(viewer)
    english = viewer.text.toPlainText()[:200]
    apply_language("ko")
    qtbot.waitUntil(lambda: viewer.text.toPlainText()[:200] != english, timeout=5_000)
    assert re.search("[가-힣]", viewer.windowTitle())


def test_the_card_reference_lists_the_deck(window: MainWindow, qtbot: QtBot) -> None:
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.MEDIUM)), deck="coin", seed=2))
    ids = window.card_panel.card_ids()
    assert len(ids) == 14 and all(i.startswith("coin.") for i in ids)
    first = window.card_panel.texts()[0]
    assert card_name(ids[0]) in first and card_ability(ids[0]) in first


@pytest.mark.parametrize("lang", ["en", "fa", "ko"])
def test_card_tooltips_name_only_the_cards_the_seat_sees(window: MainWindow, qtbot: QtBot, lang: str) -> None:
    """A tooltip says where a card lies; its name and ability only when the seat sees its face."""
    apply_language(lang)
    window.settings = Settings(language=lang, memory_aid=True, animation_speed="off")
    window.scene.memory_aid = True
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=8))
    controller = window.controller
    assert controller is not None
    for _ in range(12):
        play_until_person(window, qtbot)
        truth = controller.game.state
        for place, item in window.scene.items_by_place.items():
            tip = item.toolTip()
            assert tip, place
            if item.face is not None:
                assert card_name(item.face, lang) in tip
                continue
            zone, *rest = place.split(":")
            if zone != "village":
                continue
            seat, index = int(rest[0]), int(rest[1])
            hidden_type = truth.type_id(truth.villages[seat][index])
            assert card_name(hidden_type, lang) not in tip
            assert card_ability(hidden_type, lang) not in tip
        window.session.play(window.session.prompt.choices[0].action)  # type: ignore[union-attr]


def test_village_ends_follow_the_mirrored_table(english_after: None) -> None:
    """In Persian the engine's first card is drawn on the right, so its end is called the right end."""
    from silver_desktop.ui import prompts

    apply_language("en")
    assert prompts._shown_right(True) and not prompts._shown_right(False)
    apply_language("fa")
    assert prompts._shown_right(False) and not prompts._shown_right(True)


def test_prompts_use_the_language_digits(window: MainWindow, qtbot: QtBot) -> None:
    apply_language("fa")
    window.start_game(GameSetup(seats=(Seat("You"), Seat("Ada", SeatKind.MEDIUM)), seed=4))
    play_until_person(window, qtbot)
    controller = window.controller
    assert controller is not None
    prompt = prompt_for(controller.view(0), controller.names, lang="fa")
    texts = [prompt.text, *(c.label for c in prompt.choices)]
    assert not any(re.search("[0-9]", t) for t in texts)
