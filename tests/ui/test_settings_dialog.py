"""The Settings dialog: it shows and returns settings, restores defaults, and OK and Cancel work."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from silver_desktop.i18n import LANGUAGES
from silver_desktop.settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    THEMES,
    UNDO_POLICIES,
    Settings,
    load_settings,
    settings_path,
)
from silver_desktop.ui.settings_dialog import SettingsDialog
from silver_desktop.ui.table.scene import SPEEDS

CUSTOM = Settings(
    language="fa",
    animation_speed="slow",
    memory_aid=True,
    confirm_call=False,
    card_size="large",
    theme="dark",
    undo_policy="practice",
    volume=35,
    muted=True,
    net_name="Sara",
    net_away=120,
    net_port=27015,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder (the dialog itself saves nothing)."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def make(qtbot: QtBot, settings: Settings | None = None, show: bool = False) -> SettingsDialog:
    dialog = SettingsDialog(settings if settings is not None else Settings())
    qtbot.addWidget(dialog)
    if show:
        dialog.show()
        qtbot.waitExposed(dialog)
    return dialog


def pick(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def combo_values(combo: QComboBox) -> list[object]:
    return [combo.itemData(i) for i in range(combo.count())]


def test_speeds_match_the_table() -> None:
    assert tuple(SPEEDS) == ANIMATION_SPEEDS


@pytest.mark.parametrize(
    "settings",
    [
        Settings(),
        CUSTOM,
        Settings(language="ko", animation_speed="off", card_size="small", theme="light"),
        Settings(animation_speed="fast", memory_aid=True),
    ],
)
def test_round_trip(qtbot: QtBot, settings: Settings) -> None:
    assert make(qtbot, settings).settings() == settings


def test_combos_offer_every_choice(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert combo_values(dialog.language_combo) == list(LANGUAGES)
    assert combo_values(dialog.speed_combo) == list(ANIMATION_SPEEDS)
    assert combo_values(dialog.card_size_combo) == list(CARD_SIZES)
    assert combo_values(dialog.theme_combo) == list(THEMES)
    assert combo_values(dialog.undo_combo) == list(UNDO_POLICIES)
    for combo in dialog.findChildren(QComboBox):
        texts = [combo.itemText(i) for i in range(combo.count())]
        assert all(texts) and len(set(texts)) == len(texts), texts


def test_languages_are_shown_by_their_own_names(qtbot: QtBot) -> None:
    dialog = make(qtbot)  # held: the combo box dies with the dialog
    combo = dialog.language_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["English", "فارسی", "한국어"]


def test_every_widget_change_is_picked_up(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    pick(dialog.language_combo, "ko")
    pick(dialog.speed_combo, "fast")
    dialog.memory_aid_check.setChecked(True)
    dialog.confirm_call_check.setChecked(False)
    pick(dialog.card_size_combo, "small")
    pick(dialog.theme_combo, "light")
    pick(dialog.undo_combo, "practice")
    dialog.volume_slider.setValue(45)
    dialog.muted_check.setChecked(True)
    dialog.net_name_edit.setText("  민지 ")
    dialog.net_away_spin.setValue(90)
    dialog.net_port_spin.setValue(40000)
    assert dialog.settings() == Settings(
        language="ko",
        animation_speed="fast",
        memory_aid=True,
        confirm_call=False,
        card_size="small",
        theme="light",
        undo_policy="practice",
        volume=45,
        muted=True,
        net_name="민지",
        net_away=90,
        net_port=40000,
    )
    dialog.net_name_edit.setText("   ")  # not a name: asked again when the person hosts or joins
    assert dialog.settings().net_name == ""
    assert not dialog.volume_slider.isEnabled()  # muted: the volume does not matter
    assert dialog.volume_value.text() == "45"


def test_each_field_on_its_own(qtbot: QtBot) -> None:
    for field, combo_name, values in [
        ("language", "language_combo", LANGUAGES),
        ("animation_speed", "speed_combo", ANIMATION_SPEEDS),
        ("card_size", "card_size_combo", CARD_SIZES),
        ("theme", "theme_combo", THEMES),
        ("undo_policy", "undo_combo", UNDO_POLICIES),
    ]:
        for value in values:
            dialog = make(qtbot)
            pick(getattr(dialog, combo_name), value)
            changes: dict[str, Any] = {field: value}
            assert dialog.settings() == attrs.evolve(Settings(), **changes)


def test_the_port_for_hosted_games_is_a_port_a_person_may_choose(qtbot: QtBot) -> None:
    """8765 (the Join dialog's and silver-server's default) until changed; no system port, none over 65535."""
    dialog = make(qtbot)
    assert dialog.net_port_spin.value() == 8765 == Settings().net_port
    assert (dialog.net_port_spin.minimum(), dialog.net_port_spin.maximum()) == (1024, 65535)
    dialog.net_port_spin.setValue(80)  # clamped, never a value the settings refuse
    assert dialog.settings().net_port == 1024
    dialog.net_port_spin.setValue(99999)
    assert dialog.settings().net_port == 65535


def test_restore_defaults_keeps_the_dialog_open(qtbot: QtBot) -> None:
    dialog = make(qtbot, CUSTOM, show=True)
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.settings() == Settings()
    assert dialog.isVisible()
    assert dialog.undo_hint.text().startswith("Take back only")  # the hint follows the policy


def test_restore_defaults_then_cancel(qtbot: QtBot) -> None:
    dialog = make(qtbot, CUSTOM, show=True)
    dialog.restore_defaults()
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_ok_button_accepts(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.memory_aid_check.setChecked(True)
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings() == Settings(memory_aid=True)


def test_cancel_button_rejects(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_enter_accepts_and_escape_cancels(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.memory_aid_check.setFocus()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(dialog.memory_aid_check, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted

    dialog = make(qtbot, show=True)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.keyClick(dialog.language_combo, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_enter_on_restore_defaults_accepts_rather_than_restoring(qtbot: QtBot) -> None:
    dialog = make(qtbot, CUSTOM, show=True)
    dialog.restore_button.setFocus()
    assert not dialog.restore_button.autoDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(dialog.restore_button, Qt.Key.Key_Enter)
    assert dialog.settings() == CUSTOM


def test_space_toggles_check_boxes(qtbot: QtBot) -> None:
    dialog = make(qtbot, show=True)
    dialog.memory_aid_check.setFocus()
    qtbot.keyClick(dialog.memory_aid_check, Qt.Key.Key_Space)
    dialog.confirm_call_check.setFocus()
    qtbot.keyClick(dialog.confirm_call_check, Qt.Key.Key_Space)
    assert dialog.settings() == Settings(memory_aid=True, confirm_call=False)


def test_mnemonics_are_unique_and_every_control_has_one(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t))]
    assert len(keys) == len(set(keys)), sorted(keys)
    buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy() is not None}
    assert buddies == {
        *dialog.findChildren(QComboBox),
        dialog.volume_slider,
        dialog.net_name_edit,
        dialog.net_away_spin,
        dialog.net_port_spin,
    }
    for label in dialog.findChildren(QLabel):
        if label.buddy() is not None:
            assert "&" in label.text()
    for check in (
        dialog.memory_aid_check,
        dialog.confirm_call_check,
        dialog.muted_check,
        dialog.restore_button,
    ):
        assert "&" in check.text()
    for combo in [*dialog.findChildren(QComboBox), dialog.volume_slider]:
        assert combo.accessibleName()


def test_tab_order_goes_down_the_form(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    expected: list[QWidget] = [
        dialog.language_combo,
        dialog.theme_combo,
        dialog.card_size_combo,
        dialog.speed_combo,
        dialog.memory_aid_check,
        dialog.confirm_call_check,
        dialog.undo_combo,
        dialog.volume_slider,
        dialog.muted_check,
        dialog.net_name_edit,
        dialog.net_away_spin,
        dialog.net_port_spin,
        dialog.ok_button,
    ]
    order: list[QWidget] = [dialog.language_combo]
    for _ in range(30):
        following = order[-1].nextInFocusChain()
        assert following is not None
        order.append(following)
    assert [w for w in order if w in expected][: len(expected)] == expected


def test_hints(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.memory_aid_hint.text() == (
        "Show the value of cards you have seen while they are facedown (off in the physical game)."
    )
    assert dialog.memory_aid_hint.wordWrap()
    pick(dialog.undo_combo, "practice")
    practice = dialog.undo_hint.text()
    pick(dialog.undo_combo, "strict")
    strict = dialog.undo_hint.text()
    assert practice and strict and practice != strict
    assert "practice" in practice


def test_right_to_left(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    dialog.show()
    qtbot.waitExposed(dialog)
    (label,) = [w for w in dialog.findChildren(QLabel) if w.buddy() is dialog.language_combo]
    combo = dialog.language_combo.mapTo(dialog, dialog.language_combo.rect().center())
    text = label.mapTo(dialog, label.rect().center())
    assert text.x() > combo.x()  # the label is on the right
    ok = dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().center())
    restore = dialog.restore_button.mapTo(dialog, dialog.restore_button.rect().center())
    assert restore.x() > ok.x()


def test_ask(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Settings] = []

    def accept(dialog: SettingsDialog) -> int:
        seen.append(dialog.settings())
        pick(dialog.theme_combo, "light")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    assert SettingsDialog.ask(CUSTOM) == attrs.evolve(CUSTOM, theme="light")
    assert seen == [CUSTOM]
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert SettingsDialog.ask(CUSTOM) is None
    assert not settings_path().exists()  # the dialog saves nothing
    assert load_settings() == (Settings(), None)


def test_on_a_small_screen_the_settings_scroll_and_keep_their_buttons_in_sight(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Settings dialog is about 900 pixels tall: on a 1024×700 screen its OK and Cancel lay
    below the screen's edge. Its groups now take at most the room the screen leaves (here 380
    pixels) and scroll, with the buttons below them."""
    from PySide6.QtCore import QSize

    from silver_desktop.ui.fitted import FittedArea

    room = QSize(900, 380)
    monkeypatch.setattr(FittedArea, "room", lambda self: room)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.body.height() == room.height())
    assert dialog.body.widget().sizeHint().height() > room.height()
    assert dialog.body.verticalScrollBar().maximum() > 0
    for button in (dialog.ok_button, dialog.cancel_button):
        assert button.isVisible()
        assert button.mapTo(dialog, button.rect().bottomLeft()).y() <= dialog.height()
        assert button.mapTo(dialog, button.rect().topLeft()).y() >= dialog.body.geometry().bottom()
