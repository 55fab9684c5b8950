"""Every word in the person's language (issue 16, item 6).

Every dialog, page and message box is opened in English, Persian and Korean at its default size, and
two things are checked on every visible widget:

* its text fits: a label without word wrap gets at least its size hint, a word-wrapped label at least
  the height its text needs at its width, a button or a combo box at least its size hint, a group
  box's title at least its width (nothing clipped or elided);
* in Persian and Korean, no English word and no Latin digit is left in any text a person sees (labels,
  buttons, titles, tooltips, combo items, table cells and headers, message boxes and their buttons),
  apart from :data:`ALLOWED`. The technical detail behind a message box's Details button is English
  on purpose (a bug report quotes it) and is the one text left out.

The message boxes are those a person meets: files that cannot be opened (one per kind of problem), a
game that cannot be saved, the replay question, Continue without a game, About, and resetting the
statistics.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, QSize, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from silver_desktop.engine import events as ev
from silver_desktop.engine.actions import Action
from silver_desktop.engine.cards import ALL_CARDS
from silver_desktop.engine.config import GameConfig
from silver_desktop.engine.errors import Problem
from silver_desktop.engine.history import Game
from silver_desktop.engine.view import view
from silver_desktop.guide import all_lessons
from silver_desktop.puzzles import all_puzzles
from silver_desktop.review import analysis
from silver_desktop.settings import Settings
from silver_desktop.stats import Statistics
from silver_desktop.ui.crash import CrashDialog, build_report
from silver_desktop.ui.file_errors import open_error, problem_text
from silver_desktop.ui.fonts import load_fonts, ui_font
from silver_desktop.ui.game_file import GameFileError, read_game, save_game
from silver_desktop.ui.game_log import replayed_events
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language
from silver_desktop.ui.lesson_panel import LessonChooser
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.new_game import NewGameDialog, default_setup
from silver_desktop.ui.puzzle_browser import PuzzleBrowser
from silver_desktop.ui.results import ResultsDialog, results_of
from silver_desktop.ui.review_dialog import ReviewDialog
from silver_desktop.ui.round_summary import RoundSummary
from silver_desktop.ui.rules_viewer import RulesViewer
from silver_desktop.ui.seat_names import bot_names, named_people, person_names, you
from silver_desktop.ui.settings_dialog import SettingsDialog
from silver_desktop.ui.shortcuts import ShortcutsDialog
from silver_desktop.ui.stats_dialog import StatisticsDialog

LANGUAGES = ["en", "fa", "ko"]
#: Two or more Latin letters: an English word.
WORD = re.compile(r"[A-Za-z]{2,}")
#: What may stay Latin in Persian or Korean: a file's path or name (the person's own, set apart as
#: left-to-right by ``plain.ltr``), the mnemonic of a translated label ("(&N)"), the names of keys (a
#: keyboard's keys are labelled in Latin letters), and the game files' extension.
ALLOWED = re.compile(
    r"\u2066[^\u2069]*\u2069|\(&?[A-Z]\)|\b(Ctrl|Alt|Shift|Esc|Space|Enter|Return|Backspace|Del|Ins|Home|End|PgUp|PgDown|Tab)\b"
    r"|\bF\d+\b|\*?\.silver\b"
)
#: A language chooser names each language in itself (a person who reads only English finds it).
AUTONYMS = ("English",)
NUMBERS = {cid: c.number for cid, c in ALL_CARDS.items()}


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    """The app's fonts, as it starts; afterwards the interface in English and the font as it was."""
    load_fonts()
    font = qapp.font()
    qapp.setFont(ui_font(14))
    yield
    apply_language("en")
    qapp.setFont(font)


# ------------------------------------------------------------------------------------ what is seen
def _visible(widget: QWidget, root: QWidget) -> bool:
    return widget is root or widget.isVisibleTo(root)


def _label_text(label: QLabel) -> str:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    ):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def seen_texts(root: QWidget, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """Every text a person sees in ``root`` (its title, and its visible widgets' words and tooltips)."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not _visible(widget, root) or widget in skip:
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(_label_text(widget))
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QTextBrowser):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            rows = model.rowCount(QModelIndex())
            cols = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
            headers = [
                (header.orientation(), cols if header.orientation() == Qt.Orientation.Horizontal else rows)
                for header in widget.findChildren(QHeaderView)
                if header.isVisibleTo(root)
            ]
            for orientation, count in headers:
                texts += [str(model.headerData(i, orientation) or "") for i in range(count)]
            for row in range(rows):
                for col in range(cols):
                    index = model.index(row, col)
                    texts += [
                        str(model.data(index) or ""),
                        str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""),
                    ]
    return [t for t in texts if t]


def foreign_words(texts: list[str], lang: str) -> list[str]:
    """The texts that hold an English word or (in Persian) a Latin digit, for ``lang``."""
    if lang == "en":
        return []
    bad = []
    for text in texts:
        if text in AUTONYMS:
            continue
        rest = ALLOWED.sub("", text)
        if WORD.search(rest) or (lang == "fa" and re.search(r"[0-9]", rest)):
            bad.append(text)
    return bad


def _size(size: QSize) -> str:
    return f"{size.width()}x{size.height()}"


def ink_at_edge(label: QLabel) -> bool:
    """Whether ``label``'s lines, as drawn, reach the edge where they end (the left one in right to
    left), where Qt cuts their last letters off: the sizes Qt computes do not show a line drawn one
    space too far (see ``plain.wrap``)."""
    image = label.grab().toImage()
    background = image.pixelColor(image.width() - 1, image.height() - 1)
    x = 0 if label.layoutDirection() == Qt.LayoutDirection.RightToLeft else image.width() - 1
    return any(image.pixelColor(x, y) != background for y in range(image.height()))


def clipped(root: QWidget) -> list[str]:
    """The visible widgets of ``root`` whose text does not fit them."""
    bad = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _visible(widget, root) or widget.width() <= 0:
            continue
        size, hint = widget.size(), widget.sizeHint()
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height():
                    bad.append(
                        f"wrapped label {widget.text()!r}: needs {need} px high, has {widget.height()}"
                    )
                if ink_at_edge(widget):
                    bad.append(f"wrapped label {widget.text()!r}: its letters run into its edge")
            elif hint.width() > size.width() or hint.height() > size.height():
                bad.append(f"label {widget.text()!r}: needs {_size(hint)}, has {_size(size)}")
        elif isinstance(widget, QAbstractButton | QComboBox) and (
            hint.width() > size.width() or hint.height() > size.height()
        ):
            text = widget.text() if isinstance(widget, QAbstractButton) else widget.currentText()
            bad.append(f"{type(widget).__name__} {text!r}: needs {_size(hint)}, has {_size(size)}")
        elif isinstance(widget, QGroupBox) and widget.title():
            need = widget.fontMetrics().horizontalAdvance(widget.title())
            if need > widget.contentsRect().width():
                bad.append(
                    f"group box {widget.title()!r}: needs {need} px, has {widget.contentsRect().width()}"
                )
    return bad


def problems(widget: QWidget, lang: str, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """What is clipped in ``widget`` and which of its texts are not in ``lang``."""
    QApplication.processEvents()
    return clipped(widget) + [f"not in {lang}: {t!r}" for t in foreign_words(seen_texts(widget, skip), lang)]


def check_shown(widget: QWidget, lang: str, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """Show ``widget`` at its default size, check it and close it."""
    widget.show()
    QApplication.processEvents()
    found = problems(widget, lang, skip)
    widget.close()
    return [f"{type(widget).__name__} ({widget.windowTitle()}): {p}" for p in found]


# -------------------------------------------------------------------------------- message boxes
@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """The message boxes the app shows, checked on screen instead of waiting for a click (Yes to a
    question, OK otherwise); each box's problems are in its ``problems`` attribute."""
    shown: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        box.show()
        QApplication.processEvents()
        details = box.findChildren(QTextBrowser) + [
            w for w in box.findChildren(QWidget) if w.inherits("QTextEdit")
        ]
        box.setProperty("found", problems(box, _lang["now"], tuple(details)))
        shown.append(box)
        box.hide()
        yes = box.icon() == QMessageBox.Icon.Question
        return (QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Ok).value

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


_lang = {"now": "en"}


def _switch(lang: str) -> None:
    apply_language(lang)
    _lang["now"] = lang


# ------------------------------------------------------------------------------------------- data
def random_game(seed: int = 5, players: int = 3, rounds: int = 4) -> Game:
    game = Game.new(GameConfig(players=players, rounds=rounds), seed)
    rng = random.Random(seed)
    while game.legal_actions():
        game.play(rng.choice(game.legal_actions()))
    return game


def half_game(seed: int = 5, moves: int = 30) -> Game:
    game = Game.new(GameConfig(players=2), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_actions()))
    return game


def bad_files(folder: Path) -> dict[str, Path]:
    """One file for each kind of problem a game file can have."""
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "good.silver"
    setup = GameSetup(seats=(Seat("Mina"), Seat("Bo", SeatKind.MEDIUM)))
    save_game(half_game(), setup, good)
    data = json.loads(good.read_text(encoding="utf-8"))
    files = {"missing": folder / "gone.silver", "folder": folder}
    (folder / "binary.silver").write_bytes(b"\xff\xfe\x00game")
    files["not_text"] = folder / "binary.silver"
    (folder / "cut.silver").write_text(good.read_text(encoding="utf-8")[:200], encoding="utf-8")
    files["not_json"] = folder / "cut.silver"
    for name, change in {
        "wrong_format": {"format": "chess"},
        "bad_version": {"version": 7},
        "damaged": {"players": "everyone"},
        "illegal_action": {"actions": [*data["actions"][:11], "exchange 99"]},
    }.items():
        path = folder / f"{name}.silver"
        path.write_text(json.dumps({**data, **change}), encoding="utf-8")
        files[name] = path
    return files


# ------------------------------------------------------------------------------------------ tests
def test_every_problem_of_a_game_file_has_its_own_sentence(tmp_path: Path, english_after: None) -> None:
    files = bad_files(tmp_path / "files")
    for lang in LANGUAGES:
        _switch(lang)
        sentences = {}
        for kind, path in files.items():
            with pytest.raises(GameFileError) as info:
                read_game(path)
            expected = "not_a_file" if kind == "folder" else kind
            assert info.value.problem == Problem(expected), (kind, str(info.value))
            text, details = open_error(path, info.value)
            assert path.name in text and details == str(info.value) and str(path) in details
            sentences[kind] = problem_text(info.value.problem, info.value.action)
            assert sentences[kind] in text
            assert not foreign_words([text], lang), text
        assert len(set(sentences.values())) == len(files) - 1  # wrong_format and not_text say the same
        assert "12" in sentences["illegal_action"] or "۱۲" in sentences["illegal_action"]
        assert str(files["illegal_action"]) in str(read_error(files["illegal_action"]))
        assert "actions[11]" in str(read_error(files["illegal_action"]))


def read_error(path: Path) -> GameFileError:
    try:
        read_game(path)
    except GameFileError as e:
        return e
    raise AssertionError(f"{path} opened")


def test_hot_seat_people_get_real_names_in_every_language(qtbot: QtBot, english_after: None) -> None:
    for lang in LANGUAGES:
        _switch(lang)
        people = person_names()
        assert len(set(people)) == 4 and not set(people) & set(bot_names()) and you() not in people
        assert not foreign_words(people, lang)
        two = named_people([Seat(you()), Seat("You"), Seat(bot_names()[0], SeatKind.EASY)])
        assert [s.name for s in two] == [people[0], people[1], bot_names()[0]]
        alone = (Seat(you()), Seat(bot_names()[0], SeatKind.EASY))
        assert named_people(alone) == alone  # one person against bots keeps "You"
        dialog = NewGameDialog(None, default_setup())
        qtbot.addWidget(dialog)
        dialog.seat_rows[1].kind_combo.setCurrentIndex(dialog.seat_rows[1].kind_combo.findData("human"))
        names = [s.name for s in dialog.setup().seats]
        assert dialog.seat_rows[0].name_edit.text() == names[0] == people[0]
        assert you() not in names and len(set(names)) == len(names)
        dialog.seat_rows[1].kind_combo.setCurrentIndex(dialog.seat_rows[1].kind_combo.findData("medium"))
        dialog.close()


def test_a_hot_seat_game_passes_the_computer_to_a_real_name(qtbot: QtBot, english_after: None) -> None:
    load_fonts()
    for lang in LANGUAGES:
        window = MainWindow(speed="off", interactive=False)  # in the settings' language, English
        qtbot.addWidget(window)
        window.show()
        _switch(lang)
        dialog = NewGameDialog(window, default_setup())
        dialog.seat_rows[1].kind_combo.setCurrentIndex(dialog.seat_rows[1].kind_combo.findData("human"))
        setup = dialog.setup()
        assert [s.name for s in setup.seats[:2]] == [person_names()[0], bot_names()[0]]
        window.start_game(setup)
        qtbot.waitUntil(lambda w=window: w.stack.currentWidget() is w.privacy, timeout=10_000)
        title = window.privacy.title.text()
        assert you() not in title and any(s.name in title for s in setup.seats[:2])
        assert check_shown_in_place(window.privacy, lang) == []
        window.close()


def check_shown_in_place(widget: QWidget, lang: str) -> list[str]:
    QApplication.processEvents()
    return problems(widget, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dialog_fits_and_speaks_the_language(
    qtbot: QtBot,
    tmp_path: Path,
    boxes: list[QMessageBox],
    english_after: None,
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    load_fonts()
    window = MainWindow(speed="off", interactive=False)  # in the settings' language, English
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    _switch(lang)
    found = [f"welcome: {p}" for p in problems(window.welcome, lang)]

    # Statistics with results in them, so numbers show.
    game = random_game()
    names = bot_names()[:3]
    stats = Statistics.load()
    rounds = [dict(e.params) for action in replayed_events(game) for e in action if e.kind == ev.ROUND_SCORED]
    over = next(dict(e.params) for action in replayed_events(game) for e in action if e.kind == ev.GAME_OVER)
    stats.record_game(names, ["human", "medium", "medium"], "silver", rounds, over)
    stats.save()

    hot_seat = GameSetup(seats=named_people([Seat(you()), Seat(you()), Seat(names[0], SeatKind.HARD)]))
    custom = GameSetup(deck="A:AABBCCAABBCCAB", promos=(("cleaner", 5), ("prince", 5)))
    actions = [a for m in (window.game_menu, window.edit_menu, window.view_menu) for a in m.actions()]
    events = [e for action in replayed_events(game) for e in action]
    dialogs: list[tuple[QWidget, tuple[QWidget, ...]]] = [
        (NewGameDialog(window), ()),
        (NewGameDialog(window, hot_seat), ()),
        (NewGameDialog(window, custom), ()),
        (SettingsDialog(Settings(language=lang), window), ()),
        (StatisticsDialog(parent=window), ()),
        (ShortcutsDialog(actions, window), ()),
        (RulesViewer(None, window), ()),
        (ResultsDialog(results_of(view(game.state, 0), events, names), reviewable=True), ()),
        (PuzzleBrowser(all_puzzles(), {all_puzzles()[0].id}, window.art, window), ()),
        (LessonChooser(all_lessons(), {"silver": 3}, window), ()),
    ]
    for params in rounds[:2]:
        summary = RoundSummary(params, names, window.art, window.card_name, window, numbers=NUMBERS)
        dialogs.append((summary, ()))
    report = build_report(ValueError, ValueError("something odd"), None)
    crash = CrashDialog(report, tmp_path / "silver.log")
    dialogs.append((crash, (crash.report_view,)))
    # the review of a short game (a random round, so that it has marks), with few sampled worlds
    monkeypatch.setattr(analysis, "SCREEN_WORLDS", 4)
    monkeypatch.setattr(analysis, "SCREEN_FIRST", 4)
    monkeypatch.setattr(analysis, "CONFIRM_WORLDS", 6)
    short = random_game(rounds=1)
    review = ReviewDialog(short, 0, names, window.art, window.card_name, parent=window)
    qtbot.waitUntil(lambda: not review.running, timeout=120_000)
    assert review.marks.count() > 0
    dialogs.append((review, (review.table,)))
    for dialog, skip in dialogs:
        found += check_shown(dialog, lang, skip)

    # The message boxes: every kind of file problem, saving, the replay question, About...
    for path in bad_files(tmp_path / "files").values():
        assert window.open_path(str(path)) is False
    unfinished = tmp_path / "unfinished.silver"
    seats = (Seat(person_names()[0]), Seat(names[1], SeatKind.MEDIUM))
    save_game(half_game(), GameSetup(seats=seats), unfinished)
    window.interactive = True  # a person is asked before an unfinished game's replay
    assert window.replay_path(str(unfinished))
    window.interactive = False
    window.continue_game()
    window.about()
    window.quick_game()
    assert window.save_to(str(tmp_path / "no such folder" / "game.silver")) is False
    StatisticsDialog(parent=window).confirm_reset()
    window.tutorial.show()
    found += [f"tutorial: {p}" for p in problems(window.tutorial, lang)]
    window.puzzles.start(all_puzzles()[0].id)
    window.puzzles.show_solution()
    found += [f"puzzle banner: {p}" for p in check_shown_in_place(window.puzzle_banner, lang)]
    window.guide.start("silver")
    assert not window.guide.allows(Action("call"))  # refused: the panel says what went wrong
    found += [f"lesson panel: {p}" for p in check_shown_in_place(window.guide.panel, lang)]
    assert len(boxes) == 13
    for box in boxes:
        found += [f"message box {box.text()!r}: {p}" for p in box.property("found")]
        if box.icon() == QMessageBox.Icon.Warning:
            assert box.detailedText(), box.text()  # the technical detail, behind the Details button
    window.close()
    assert found == [], "\n".join(found)
