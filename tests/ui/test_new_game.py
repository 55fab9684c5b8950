"""The New Game dialog, the last-setup memory and the user folders."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop import paths
from silver_desktop.engine.config import DeckSpec
from silver_desktop.engine.history import UndoPolicy
from silver_desktop.ui import new_game
from silver_desktop.ui.fitted import FittedArea, keep_on_screen
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind
from silver_desktop.ui.language import apply_language, number
from silver_desktop.ui.last_setup import last_setup_path, load_last_setup, save_last_setup
from silver_desktop.ui.new_game import NewGameDialog


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def make(qtbot: QtBot, setup: GameSetup | None = None, show: bool = False) -> NewGameDialog:
    dialog = NewGameDialog(None, setup)
    qtbot.addWidget(dialog)
    if show:
        dialog.show()
        qtbot.waitExposed(dialog)
    return dialog


def pick(combo: object, value: object) -> None:
    index = combo.findData(value)  # type: ignore[attr-defined]
    assert index >= 0, value
    combo.setCurrentIndex(index)  # type: ignore[attr-defined]


SETUPS = [
    GameSetup(),
    GameSetup(
        seats=(Seat("Mina", SeatKind.HARD), Seat("Jun")),
        deck="B:ABCABCABCABCAB",
        promos=(("cleaner", 7), ("prince", 3)),
        policy=UndoPolicy.PRACTICE,
        seed=12345,
    ),
    GameSetup(
        seats=(Seat("A", SeatKind.EASY), Seat("B", SeatKind.MEDIUM), Seat("C", SeatKind.HARD)),
        deck="coin",
        promos=(("cleaner", 5), ("commander", 1), ("prince", 3)),  # sorted, as from_json gives them
        seed=0,
    ),
    GameSetup(deck="bullet", seed=2**63 - 1),
    GameSetup(deck="C:CCCCCCCCCCCCCC"),  # a uniform mix stays a mix
]


# ------------------------------------------------------------------------------------------ dialog


@pytest.mark.parametrize("setup", SETUPS, ids=range(len(SETUPS)))
def test_round_trip(qtbot: QtBot, setup: GameSetup) -> None:
    dialog = make(qtbot, setup)
    assert dialog.setup() == setup
    assert dialog.ok_button.isEnabled()


def test_defaults_without_a_setup(qtbot: QtBot) -> None:
    assert make(qtbot).setup() == GameSetup()


def test_the_mix_panel_shows_only_for_a_custom_mix(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    assert not dialog.mix_panel.isVisible()
    pick(dialog.edition_combo, new_game.CUSTOM)
    assert dialog.mix_panel.isVisible()
    pick(dialog.edition_combo, "bullet")
    assert not dialog.mix_panel.isVisible()
    assert dialog.setup().deck == "bullet"


def test_a_custom_mix_starts_from_the_edition_shown(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    pick(dialog.edition_combo, "bullet")
    pick(dialog.edition_combo, new_game.CUSTOM)
    assert dialog.setup().deck == "B:" + "B" * 14


def test_presets_and_per_number_choices(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = make(qtbot, show=True)
    pick(dialog.edition_combo, new_game.CUSTOM)
    for key, letter in (("bullet", "B"), ("coin", "C"), ("silver", "A")):
        qtbot.mouseClick(dialog.preset_buttons[key], Qt.MouseButton.LeftButton)
        assert dialog.setup().deck == f"{letter}:" + letter * 14
    pick(dialog.number_combos[11], "coin")
    pick(dialog.base_combo, "bullet")
    assert dialog.setup().deck == "B:AAAAAAAAAAACAA"
    assert dialog.setup().deck_spec().numbers[11].value == "coin"

    monkeypatch.setattr(new_game, "_random_seed", lambda: 987654321)
    qtbot.mouseClick(dialog.preset_buttons["random"], Qt.MouseButton.LeftButton)
    expected = DeckSpec.random_mix(987654321)
    assert dialog.setup().deck == expected.text()
    assert [c.currentData() for c in dialog.number_combos] == [e.value for e in expected.numbers]
    assert dialog.base_combo.currentData() == expected.base.value


def test_number_combos_name_the_cards(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    texts = [dialog.number_combos[11].itemText(i) for i in range(3)]
    assert texts == ["11 — Witch (Silver)", "11 — Troublemaker (Silver Bullet)", "11 — Golem (Silver Coin)"]
    assert dialog.number_combos[13].itemText(0) == "13 — Doppelgänger (Silver)"


@pytest.mark.parametrize("deck", ["random-mix", "nonsense"])
def test_unusual_decks_in_a_setup(qtbot: QtBot, deck: str) -> None:
    dialog = make(qtbot, GameSetup(deck=deck))
    result = dialog.setup()
    if deck == "random-mix":  # becomes a concrete mix
        assert re.fullmatch(r"[ABC]:[ABC]{14}", result.deck)
    else:
        assert result.deck == "silver"
    result.validate()
    assert dialog.ok_button.isEnabled()


def test_promo_validation_disables_ok(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    assert not dialog.promo_spins["commander"].isEnabled()
    dialog.promo_checks["commander"].setChecked(True)
    assert dialog.promo_spins["commander"].isEnabled()
    dialog.promo_spins["commander"].setValue(0)
    dialog.promo_checks["prince"].setChecked(True)
    assert dialog.ok_button.isEnabled()
    dialog.promo_spins["prince"].setValue(0)  # two promos replace one of only two Villagers' places
    assert not dialog.ok_button.isEnabled()
    assert dialog.promo_error.isVisible()
    assert "0" in dialog.promo_error.text()
    dialog.promo_spins["prince"].setValue(13)
    assert dialog.ok_button.isEnabled()
    assert not dialog.promo_error.isVisible()
    assert dialog.setup().promos == (("commander", 0), ("prince", 13))
    dialog.promo_checks["cleaner"].setChecked(True)
    dialog.promo_spins["cleaner"].setValue(13)
    assert not dialog.ok_button.isEnabled()
    dialog.promo_checks["cleaner"].setChecked(False)  # an unchecked promo does not count
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().promos == (("commander", 0), ("prince", 13))


@pytest.mark.parametrize("lang", ["en", "fa", "ko"])
def test_promos_that_would_replace_every_card_of_a_number_are_explained(qtbot: QtBot, lang: str) -> None:
    """RULES.md §15 and AMB-89: a promo replaces one card of its number, and each number keeps a card of
    its edition (D-20). Two promos on a number of two cards: the dialog names them, says why and offers
    no OK; the spin boxes concerned say it too."""
    apply_language(lang)
    try:
        dialog = make(qtbot, show=True)
        for key in ("commander", "prince", "cleaner"):
            dialog.promo_checks[key].setChecked(True)
        dialog.promo_spins["commander"].setValue(13)
        dialog.promo_spins["cleaner"].setValue(13)
        assert not dialog.ok_button.isEnabled()
        text = dialog.promo_error.text()
        assert dialog.promo_error.isVisible()
        assert dialog.promo_error.textFormat() == Qt.TextFormat.PlainText
        assert number(13, lang) in text and number(2, lang) in text
        for key in ("commander", "cleaner"):
            assert new_game.without_mnemonic(dialog.promo_checks[key].text()) in text
            assert dialog.promo_spins[key].toolTip() == text
        assert new_game.without_mnemonic(dialog.promo_checks["prince"].text()) not in text
        assert not dialog.promo_spins["prince"].toolTip()
        if lang == "en":
            assert text.startswith("Commander and Cleaner are set to the same number, 13,")
        else:
            assert not re.search("[A-Za-z]", text), "the sentence is translated"
        dialog.promo_spins["prince"].setValue(13)  # three on 13: all of them are named
        assert new_game.without_mnemonic(dialog.promo_checks["prince"].text()) in dialog.promo_error.text()
        dialog.promo_spins["cleaner"].setValue(12)
        dialog.promo_spins["prince"].setValue(0)
        assert dialog.ok_button.isEnabled() and not dialog.promo_error.isVisible()
        assert not any(spin.toolTip() for spin in dialog.promo_spins.values())
    finally:
        apply_language("en")


def test_three_promos_may_share_a_number_of_four_cards(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    for key in ("commander", "prince", "cleaner"):
        dialog.promo_checks[key].setChecked(True)
        dialog.promo_spins[key].setValue(7)
    assert dialog.ok_button.isEnabled()
    dialog.setup().validate()


def test_seat_rows_appear_and_disappear(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    assert [r.name_edit.isVisible() for r in dialog.seat_rows] == [True] * 4
    dialog.players_spin.setValue(2)
    assert [r.name_edit.isVisible() for r in dialog.seat_rows] == [True, True, False, False]
    assert [r.kind_combo.isVisible() for r in dialog.seat_rows] == [True, True, False, False]
    assert [s.name for s in dialog.setup().seats] == ["You", "Ada"]
    dialog.players_spin.setValue(3)
    assert [r.label.isVisible() for r in dialog.seat_rows] == [True, True, True, False]
    assert [s.name for s in dialog.setup().seats] == ["You", "Ada", "Bo"]
    assert dialog.players_spin.minimum() == 2
    assert dialog.players_spin.maximum() == 4


def test_a_short_setup_fills_the_hidden_rows_with_defaults(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameSetup(seats=(Seat("X"), Seat("Y"))))
    dialog.players_spin.setValue(4)
    assert [s.name for s in dialog.setup().seats] == ["X", "Y", "Bo", "Cy"]


def test_names_and_kinds_are_picked_up(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.players_spin.setValue(3)
    row = dialog.seat_rows[1]
    row.name_edit.clear()
    qtbot.keyClicks(row.name_edit, "  Zoe  ")  # QTest types ASCII only
    pick(row.kind_combo, SeatKind.HARD.value)
    pick(dialog.seat_rows[0].kind_combo, SeatKind.EASY.value)
    dialog.seat_rows[2].name_edit.clear()
    seats = dialog.setup().seats
    assert seats == (
        Seat("You", SeatKind.EASY),
        Seat("Zoe", SeatKind.HARD),
        Seat("Player 3", SeatKind.MEDIUM),
    )
    dialog.seat_rows[2].name_edit.setText("Zoë 안녕 مینا")
    assert dialog.setup().seats[2].name == "Zoë 안녕 مینا"
    assert dialog.ok_button.isEnabled()
    assert dialog.watch_hint.isVisible()  # nobody human: a game to watch, and that is allowed
    pick(dialog.seat_rows[2].kind_combo, SeatKind.HUMAN.value)
    assert not dialog.watch_hint.isVisible()


def test_names_are_limited_to_24_characters(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    edit = dialog.seat_rows[0].name_edit
    edit.clear()
    qtbot.keyClicks(edit, "x" * 30)
    assert dialog.setup().seats[0].name == "x" * 24


def test_policy_and_seed(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.practice_radio.setChecked(True)
    assert dialog.setup().policy is UndoPolicy.PRACTICE
    assert "practice" in dialog.policy_hint.text()
    qtbot.keyClicks(dialog.seed_edit, "12a-3 4")  # the validator keeps digits only
    assert dialog.seed_edit.text() == "1234"
    assert dialog.setup().seed == 1234
    dialog.seed_edit.setText(str(2**63))
    assert not dialog.ok_button.isEnabled()
    assert dialog.seed_error.isVisible()
    dialog.seed_edit.clear()
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().seed is None


def test_mnemonics_are_unique(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t))]
    assert len(keys) >= 16
    assert len(keys) == len(set(keys)), sorted(keys)


def test_tab_order_follows_the_columns(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    order = [dialog.players_spin]
    widget = dialog.players_spin
    for _ in range(12):
        widget = widget.nextInFocusChain()
        order.append(widget)
    rows = dialog.seat_rows
    expected = [dialog.players_spin, rows[0].name_edit, rows[0].kind_combo, rows[1].name_edit]
    assert [w for w in order if w in [*expected, dialog.strict_radio]][:4] == expected


def test_enter_accepts_and_escape_cancels(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    edit = dialog.seat_rows[0].name_edit
    edit.setFocus()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted

    dialog = make(qtbot, show=True)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_enter_on_a_preset_button_still_accepts(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameSetup(deck="A:" + "B" * 14), show=True)
    button = dialog.preset_buttons["random"]
    button.setFocus()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(button, Qt.Key.Key_Enter)
    assert dialog.setup().deck == "A:" + "B" * 14


def test_enter_does_nothing_while_the_setup_is_invalid(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.seed_edit.setText(str(2**64))
    dialog.seed_edit.setFocus()
    qtbot.keyClick(dialog.seed_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_right_to_left(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    dialog.show()
    qtbot.waitExposed(dialog)
    pick(dialog.edition_combo, new_game.CUSTOM)
    players = dialog.players_spin.mapTo(dialog, dialog.players_spin.rect().center())
    edition = dialog.edition_combo.mapTo(dialog, dialog.edition_combo.rect().center())
    assert players.x() > edition.x()  # the players column is on the right


# ------------------------------------------------------------------------ last setup and folders


def test_folders_follow_the_environment(home: Path) -> None:
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert (home / "config").is_dir()
    assert (home / "data").is_dir()
    assert last_setup_path() == home / "config" / "last-game.json"


def test_folders_without_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SILVER_DESKTOP_HOME")
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", lambda *a, **k: str(tmp_path / "cfg"))
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "dat"))
    assert paths.config_dir() == tmp_path / "cfg"
    assert paths.data_dir() == tmp_path / "dat"
    assert (tmp_path / "cfg").is_dir()


def test_last_setup_saved_and_loaded() -> None:
    assert load_last_setup() == GameSetup()  # nothing saved yet
    for setup in SETUPS:
        save_last_setup(setup)
        assert load_last_setup() == setup
    assert json.loads(last_setup_path().read_text(encoding="utf-8"))["deck"] == SETUPS[-1].deck


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "",
        "[]",
        '{"seats": [], "deck": "silver"}',
        '{"seats": [{"name": "A", "kind": "robot"}, {"name": "B", "kind": "human"}], "deck": "silver"}',
        '{"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], "deck": "purple"}',
        '{"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}], "deck": "silver",'
        ' "promos": {"prince": Infinity}}',
    ],
)
def test_a_bad_last_setup_falls_back_to_defaults(text: str) -> None:
    last_setup_path().write_text(text, encoding="utf-8")
    assert load_last_setup() == GameSetup()


def test_an_unreadable_last_setup_falls_back_to_defaults() -> None:
    last_setup_path().write_bytes(b"\xff\xfe\x00garbage")
    assert load_last_setup() == GameSetup()
    last_setup_path().unlink()
    last_setup_path().mkdir()  # a folder where the file should be
    assert load_last_setup() == GameSetup()


def test_ask_starts_from_the_last_setup_and_saves(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    save_last_setup(SETUPS[1])
    seen: list[GameSetup] = []

    def accept(dialog: NewGameDialog) -> int:
        seen.append(dialog.setup())
        dialog.seat_rows[0].name_edit.setText("Nika")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    result = NewGameDialog.ask(None)
    assert seen == [SETUPS[1]]
    assert result is not None
    assert result.seats[0] == Seat("Nika", SeatKind.HARD)
    assert load_last_setup() == result


def test_ask_cancelled_returns_none_and_keeps_the_last_setup(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_last_setup(SETUPS[2])
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert NewGameDialog.ask(None) is None
    assert load_last_setup() == SETUPS[2]


def test_on_a_small_screen_the_dialog_scrolls_and_keeps_its_buttons_in_sight(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the custom mix builder open the dialog is about 700 pixels tall: on a 1024×700 screen its
    OK button lay below the screen's edge. The body now takes at most the room the screen leaves
    (here a 420-pixel-tall room) and scrolls; the buttons stay below it, and the dialog shrinks back
    when the builder hides."""
    room = QSize(900, 420)
    monkeypatch.setattr(FittedArea, "room", lambda self: room)
    dialog = make(qtbot, show=True)
    pick(dialog.edition_combo, new_game.CUSTOM)
    qtbot.waitUntil(lambda: dialog.body.height() == room.height())
    body = dialog.body
    assert body.widget().sizeHint().height() > room.height()  # it would not fit
    assert body.verticalScrollBar().maximum() > 0  # so it scrolls
    assert dialog.height() < room.height() + 120  # the body, the buttons and the margins only
    ok = dialog.ok_button
    assert ok.isVisible()
    assert ok.mapTo(dialog, ok.rect().bottomLeft()).y() <= dialog.height()
    assert ok.mapTo(dialog, ok.rect().topLeft()).y() >= body.geometry().bottom()
    pick(dialog.edition_combo, "silver")
    qtbot.waitUntil(lambda: body.height() < room.height())
    assert body.verticalScrollBar().maximum() == 0


def test_a_window_that_grew_past_the_screen_moves_back_inside_it(qtbot: QtBot) -> None:
    """keep_on_screen moves a window whose frame crosses the screen's free area back inside it, and
    leaves one that lies inside where it is."""
    window = QWidget()
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    window.move(area.right() - 100, area.bottom() - 50)
    keep_on_screen(window)
    frame = window.frameGeometry()
    assert area.contains(frame), (area, frame)
    window.move(area.left() + 10, area.top() + 10)
    before = window.frameGeometry().topLeft()
    keep_on_screen(window)
    assert window.frameGeometry().topLeft() == before
