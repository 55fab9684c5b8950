"""Every text from a person or a file is shown as plain text (issue 14).

Seats are named with hostile strings, and every widget that shows a name is checked: what a person
reads holds the name letter for letter, and nothing in it is interpreted (no picture is asked for, no
word made bold or a link, no ``&`` turned into a shortcut mark). A rich text is read the way Qt reads
it: :func:`read` renders it in a document that records (and refuses) every picture it asks for.
"""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QLabel,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from silver_desktop.engine.actions import Action
from silver_desktop.stats import Line, Statistics
from silver_desktop.ui import plain
from silver_desktop.ui.controller import GameController
from silver_desktop.ui.crash import CrashDialog, build_report
from silver_desktop.ui.decision_bar import DecisionBar
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind, clean_name
from silver_desktop.ui.main_window import MainWindow
from silver_desktop.ui.models import LogModel, ScoreModel, SeatsModel
from silver_desktop.ui.new_game import NewGameDialog
from silver_desktop.ui.replay import ReplayDialog
from silver_desktop.ui.round_summary import RoundSummary
from silver_desktop.ui.stats_dialog import StatisticsDialog, StatisticsModel

#: 24 characters, the longest name a seat may have.
LONG = "<big>" + "W" * 19
RIGHT_TO_LEFT_OVERRIDE = "\u202eevil"
HOSTILE = ("<img src=/dev/zero>", "<b>Bo</b>", "&amp;<i>", "<a href=x>y</a>", RIGHT_TO_LEFT_OVERRIDE, LONG)
#: Two hot-seat games: three people and a bot each; every hostile name is a person in one of them.
GAMES = {
    "pictures-and-markup": (HOSTILE[0], HOSTILE[1], HOSTILE[2], HOSTILE[3]),
    "links-overrides-long": (HOSTILE[3], HOSTILE[4], HOSTILE[5], HOSTILE[0]),
}
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole


class Pictures(QTextDocument):
    """A document that records every resource (a picture, a style sheet) its rich text asks for, and
    loads none of them."""

    def __init__(self) -> None:
        super().__init__()
        self.requested: list[str] = []

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """Record the request; give nothing."""
        self.requested.append(name.toString() if isinstance(name, QUrl) else name)
        return None


@functools.cache
def read(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a person reads when Qt shows ``text`` in a label or tooltip of format ``fmt``: rich text is
    rendered (and must not ask for any picture), plain text is shown as it is."""
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    document = Pictures()
    document.setHtml(text)
    document.size()  # lays the text out, which is when pictures are loaded
    assert not document.requested, f"{text!r} asks for {document.requested}"
    return document.toPlainText()


def read_button(text: str) -> str:
    """What a button or menu entry shows: "&&" is "&", and "&x" is an underlined x."""
    return re.sub("&(.)", r"\1", text, flags=re.DOTALL)


def shown_texts(widget: QWidget) -> list[tuple[str, str, str]]:
    """(where, the text as set, what a person reads) for every label, button and tooltip in ``widget``."""
    out = []
    widgets = [widget, *widget.findChildren(QWidget)]
    for w in widgets:
        if isinstance(w, QLabel):
            out.append((f"label {w.text()!r}", w.text(), read(w.text(), w.textFormat())))
        if isinstance(w, QAbstractButton):
            out.append((f"button {w.text()!r}", w.text(), read_button(w.text())))
        if w.toolTip():
            out.append((f"tooltip {w.toolTip()!r}", w.toolTip(), read(w.toolTip())))
    return out


def check_texts(texts: list[tuple[str, str, str]], names: tuple[str, ...]) -> str:
    """Every text that holds a name shows it as it is; returns all that is read, for further checks."""
    for where, raw, seen in texts:
        for name in names:
            if name in raw:
                assert name in seen, f"{where} shows {seen!r}: {name!r} was interpreted"
    return "\n".join(seen for _, _, seen in texts)


def check_widget(widget: QWidget, names: tuple[str, ...]) -> str:
    """:func:`check_texts` for every text in a widget; everything it shows, as read."""
    return check_texts(shown_texts(widget), names)


def check_scene(scene: QGraphicsScene, names: tuple[str, ...]) -> str:
    """The table: its labels (always plain) and every card's and mark's tooltip."""
    texts = []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append((f"table label {item.text()!r}", item.text(), item.text()))
        if item.toolTip():
            texts.append((f"table tooltip {item.toolTip()!r}", item.toolTip(), read(item.toolTip())))
    return check_texts(texts, names)


def check_model(model: SeatsModel | ScoreModel | LogModel | StatisticsModel, names: tuple[str, ...]) -> str:
    """An item model: item views draw its display texts and headers as plain text, and show its
    tooltips the way Qt shows any tooltip."""
    texts = []
    for column in range(1 if isinstance(model, LogModel) else model.columnCount()):
        title = model.headerData(column, Qt.Orientation.Horizontal, DISPLAY)
        if isinstance(title, str):
            texts.append((f"header {title!r}", title, title))
        tip = model.headerData(column, Qt.Orientation.Horizontal, TOOLTIP)
        if isinstance(tip, str):
            texts.append((f"header tooltip {tip!r}", tip, read(tip)))
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = model.data(index, DISPLAY)
            if isinstance(text, str):
                texts.append((f"cell {text!r}", text, text))
            tip = model.data(index, TOOLTIP)
            if isinstance(tip, str) and tip:
                texts.append((f"cell tooltip {tip!r}", tip, read(tip)))
    return check_texts(texts, names)


class Boxes:
    """Message boxes, answered "Yes" at once and kept as (format, title, text)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.shown: list[tuple[Qt.TextFormat, str, str]] = []

        def answer(box: QMessageBox) -> int:
            self.shown.append((box.textFormat(), box.windowTitle(), box.text()))
            return QMessageBox.StandardButton.Yes.value

        def static(*args: object) -> None:
            pytest.fail(f"a static QMessageBox function guesses the format of {args[2]!r}")

        monkeypatch.setattr(QMessageBox, "exec", answer)
        for name in ("warning", "information", "question", "critical"):
            monkeypatch.setattr(QMessageBox, name, static)


def check_privacy(window: MainWindow, names: tuple[str, ...]) -> None:
    page = window.privacy
    name = names[page.seat]
    assert name in read(page.title.text(), page.title.textFormat())
    assert name in read_button(page.button.text())
    check_widget(page, names)


def check_table(window: MainWindow, names: tuple[str, ...]) -> None:
    """The table, the decision bar, the players and the score pad at a person's decision (the log
    is checked whenever it is written again)."""
    controller = window.controller
    assert controller is not None and window.session.prompt is not None
    table = check_scene(window.scene, names)
    assert all(name in table for name in names), "every seat's label names it"
    viewer = controller.viewer
    assert viewer is not None
    for seat, name in enumerate(names):
        if seat != viewer and controller.view().villages[seat]:
            tip = window.scene.items_by_place[f"village:{seat}:0"].toolTip()
            assert name in read(tip), f"the tooltip of {name!r}'s first card says {read(tip)!r}"
    bar = window.bar.label
    assert bar.textFormat() == Qt.TextFormat.PlainText
    assert bar.text() == window.session.prompt.text
    labels = {c.label for c in window.session.prompt.choices}
    for button in window.bar.buttons:
        assert read_button(button.text()) in labels, f"the button {button.text()!r} lost a character"
    check_widget(window.bar, names)
    seats = check_model(window.seats_model, names)
    assert all(name in seats for name in names)
    scores = check_model(window.score_model, names)
    assert all(name in scores for name in names)


def play_hot_seat(
    window: MainWindow, qtbot: QtBot, names: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> tuple[Boxes, list[str]]:
    """A game of three people and a bot with these names, through the window, checking every widget
    on the way; returns the message boxes and the round summaries' texts."""
    boxes = Boxes(monkeypatch)
    summaries: list[str] = []
    raw, names = names, tuple(clean_name(n) for n in names)  # hidden formatting characters are dropped

    def summary(dialog: RoundSummary) -> int:
        dialog.grab()  # laid out and painted as a person would see it
        summaries.append(check_widget(dialog, names))
        return 0

    monkeypatch.setattr(RoundSummary, "exec", summary)
    setup = GameSetup(
        seats=(Seat(raw[0]), Seat(raw[1]), Seat(raw[2]), Seat(raw[3], SeatKind.MEDIUM)), seed=21
    )
    window.start_game(setup)
    window.interactive = True  # round summaries and the question before a call
    controller = window.controller
    assert controller is not None
    thinking: list[str] = []

    def bot_thinking(seat: int) -> None:
        label = window.bar.label
        assert label.textFormat() == Qt.TextFormat.PlainText
        thinking.append(label.text())

    controller.bot_thinking.connect(bot_thinking)
    rng = random.Random(21)
    handovers: set[int] = set()
    for _ in range(3000):
        qtbot.waitUntil(
            lambda: (
                controller.over
                or window.session.prompt is not None
                or window.stack.currentWidget() is window.privacy
            ),
            timeout=30_000,
        )
        if controller.over:
            break
        if window.stack.currentWidget() is window.privacy:
            check_privacy(window, names)
            seat = window.privacy.seat
            window.privacy.button.click()
            if seat not in handovers:
                check_model(window.log_model, names)  # written again for this person
            handovers.add(seat)
            continue
        check_table(window, names)
        prompt = window.session.prompt
        assert prompt is not None
        calls = [c for c in prompt.choices if c.action.verb == "call"]
        choice = calls[0] if calls and rng.random() < 0.6 else rng.choice(prompt.choices)  # short rounds
        buttons = {b.text(): b for b in window.bar.buttons}
        if plain.button_text(choice.label) in buttons:
            buttons[plain.button_text(choice.label)].click()
        else:
            window.session.play(choice.action)
        qtbot.waitUntil(lambda: window.session.prompt is None or controller.over, timeout=5_000)
    assert controller.over
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=30_000)
    assert handovers == {0, 1, 2}, "every person was asked for by name"
    assert any(names[3] in text for text in thinking), "the bar said the bot was thinking"
    log = check_model(window.log_model, names)
    assert all(name in log for seat, name in enumerate(names) if seat != controller.viewer), log[-3000:]
    return boxes, summaries


@pytest.mark.parametrize("names", GAMES.values(), ids=GAMES.keys())
def test_hostile_names_are_shown_as_they_are_everywhere(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, names: tuple[str, ...]
) -> None:
    boxes, summaries = play_hot_seat(window, qtbot, names, monkeypatch)
    names = tuple(clean_name(n) for n in names)
    assert summaries, "a round summary was shown"
    for text in summaries:
        assert all(name in text for name in names), "the summary names every seat"
    assert all(fmt == Qt.TextFormat.PlainText for fmt, _, _ in boxes.shown)
    results = window.results
    assert results is not None
    results.grab()
    shown = check_widget(results, names)
    ranking = [results.ranking.item(row, 1).text() for row in range(results.ranking.rowCount())]
    assert sorted(ranking) == sorted(plain.isolate(name) for name in names), "the ranking names every seat"
    assert read(window.bar.label.text(), window.bar.label.textFormat()) in shown  # the headline

    stats = StatisticsDialog(parent=window)  # the game was recorded under these names
    qtbot.addWidget(stats)
    stats.grab()
    recorded = check_model(stats.model, names)
    assert all(name in recorded for name in names)
    check_widget(stats, names)

    controller = window.controller
    assert controller is not None
    replay = ReplayDialog(controller.game, controller.names, window.art, window.card_name, "en", window)
    qtbot.addWidget(replay)
    replay.show_step(len(replay.replay) - 1)
    table = check_scene(replay.scene, names)
    assert all(name in table for name in names)
    log = check_model(replay.log, names)
    assert all(name in log for name in names)
    check_widget(replay, names)


def test_the_new_game_dialog_keeps_typed_names_as_they_are(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    typed = HOSTILE[:4]
    for row, name in zip(dialog.seat_rows, typed, strict=True):
        row.name_edit.clear()
        QTest.keyClicks(row.name_edit, name)
    assert tuple(seat.name for seat in dialog.setup().seats) == typed
    assert dialog.ok_button.isEnabled()
    check_widget(dialog, typed)


def test_the_decision_bar_shows_names_in_buttons_as_they_are(qtbot: QtBot) -> None:
    bar = DecisionBar()
    qtbot.addWidget(bar)
    bar.show_prompt(
        f"Choose a village, {HOSTILE[2]}.", [(f"{name}'s village", Action("pass")) for name in HOSTILE]
    )
    assert [read_button(b.text()) for b in bar.buttons] == [f"{name}'s village" for name in HOSTILE]
    assert HOSTILE[2] in check_widget(bar, HOSTILE)


@pytest.mark.parametrize("replay", [False, True], ids=["open", "open-as-replay"])
def test_a_bad_file_with_a_hostile_name_gets_a_plain_message(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, replay: bool
) -> None:
    boxes = Boxes(monkeypatch)
    bad = tmp_path / "<img src=x>.silver"
    bad.write_text('{"seats": "<img src=/dev/zero>"}', encoding="utf-8")
    opened = window.replay_path(str(bad)) if replay else window.open_path(str(bad))
    assert not opened
    assert len(boxes.shown) == 1
    fmt, _, text = boxes.shown[0]
    assert fmt == Qt.TextFormat.PlainText
    assert bad.name in read(text, fmt)  # the whole path is in the details, which are always plain text


def test_a_bad_statistics_file_is_explained_in_plain_text(qtbot: QtBot) -> None:
    stats = Statistics()
    stats.notice = f"The statistics file could not be used (lines[0].name: {HOSTILE[0]!r})."
    stats.bad_path = Path("/tmp") / f"{HOSTILE[1]}.bad"
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    notice = dialog.notice_label
    assert stats.bad_path.name in read(notice.text(), notice.textFormat())
    assert read(notice.toolTip()) == stats.notice
    check_widget(dialog, (HOSTILE[0], stats.bad_path.name))


def test_a_name_holding_a_placeholder_is_not_filled_in_again(qapp: object) -> None:
    assert plain.fill("%1 (%2)", "%2", "Medium bot") == "%2 (Medium bot)"
    assert plain.fill("%1: %2 and %3", "a") == "a: %2 and %3"
    model = StatisticsModel([Line("%2", "silver", "medium")])
    index = model.index(0, StatisticsModel.PLAYER)
    assert model.data(index, DISPLAY) == "%2 (Medium bot)"
    assert model.data(index, TOOLTIP) == "%2: Medium bot"


def test_the_crash_dialog_shows_paths_and_errors_as_they_are(qtbot: QtBot) -> None:
    try:
        raise ValueError(f"cannot read {HOSTILE[0]}")
    except ValueError as e:
        report = build_report(type(e), e, e.__traceback__)
    log_path = Path("/tmp") / HOSTILE[1] / "silver-desktop.log"
    dialog = CrashDialog(report, log_path)
    qtbot.addWidget(dialog)
    dialog.grab()
    shown = check_widget(dialog, (HOSTILE[0], str(log_path)))
    assert str(log_path) in shown
    assert HOSTILE[0] in dialog.report_view.toPlainText()


def test_names_lose_the_characters_that_would_turn_a_sentence_around() -> None:
    """A right-to-left override (U+202E) in a name would reverse the rest of every sentence showing
    it; names keep their letters and the zero-width joiners Persian needs, nothing invisible else."""
    assert Seat(RIGHT_TO_LEFT_OVERRIDE).name == "evil"
    assert Seat("\u2067Bo\u2069\x00\x1b[31m").name == "Bo[31m"
    assert Seat("می\u200cخواهم").name == "می\u200cخواهم"


def test_names_with_brackets_or_right_to_left_letters_are_isolated_in_sentences() -> None:
    """In a Persian sentence "<b>Bo</b> · 0" came out as "b>Bo</b> · 0<": a name that holds more than
    letters, digits and spaces (or right-to-left letters in an English sentence) joins text inside a
    first-strong isolate, so the two cannot reorder each other; plain names are left alone."""
    assert plain.isolate("Ada") == "Ada" and plain.isolate("Jo 2") == "Jo 2"
    assert plain.isolate("<b>Bo</b>") == "\u2068<b>Bo</b>\u2069"
    assert plain.isolate("سارا") == "\u2068سارا\u2069"
    controller = GameController(GameSetup(seats=(Seat("Ada"), Seat("<b>Bo</b>", SeatKind.EASY))))
    assert controller.names == ["Ada", "\u2068<b>Bo</b>\u2069"]
    assert controller.player_names == ["Ada", "<b>Bo</b>"]  # kept as typed for files and statistics


def test_item_views_get_embeddings_instead_of_isolates() -> None:
    """Qt's item views cut a line holding an isolate with "…" instead of wrapping it (the game log in
    Persian): the log's lines are shown with embeddings, which read the same for one name."""
    persian = plain.isolate("سینا") + " کارت را برداشت"
    assert plain.embedded(persian) == "\u202bسینا\u202c کارت را برداشت"
    assert plain.embedded(plain.isolate("Ada (bot)") + " won") == "\u202aAda (bot)\u202c won"
    assert plain.embedded(plain.ltr("/tmp/a b.silver")) == "\u202a/tmp/a b.silver\u202c"
    assert plain.embedded("no marks") == "no marks"
    model = LogModel()
    model.append([persian])
    shown = model.data(model.index(0, 0))
    assert shown is not None and not any("\u2066" <= ch <= "\u2069" for ch in shown)


def test_a_caption_reads_in_the_interfaces_direction_whatever_name_begins_it(qapp: object) -> None:
    """A caption that begins with a Persian name stays left to right in English (its full stop at the
    end), and one that begins with a Latin name stays right to left in Persian."""
    from silver_desktop.ui.language import apply_language
    from silver_desktop.ui.table.scene import _Note

    note = _Note(300, 22)
    try:
        note.show_text("منا took the Apprentice Seer from the discard pile.")
        assert note.document().firstBlock().textDirection() == Qt.LayoutDirection.LeftToRight
        apply_language("fa")
        note.show_text("Sam یک کارت کشید.")
        assert note.document().firstBlock().textDirection() == Qt.LayoutDirection.RightToLeft
    finally:
        apply_language("en")
