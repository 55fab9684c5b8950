"""The Settings dialog: language, theme, card size and animation speed, the memory aid, the question
before calling for a vote, the undo policy new games start with, the sound's volume and mute, and for
network games the person's name and how long a friend may be away before a bot stands in.
Its result is a :class:`~silver_desktop.settings.Settings`; loading and saving are the caller's
business.

Everything is laid out with layouts (no fixed positions), so Qt mirrors the dialog in right-to-left
languages. All visible strings go through ``self.tr`` or ``QCoreApplication.translate("SettingsDialog",
...)`` with literal text, so ``pyside6-lupdate`` finds them; the languages are listed by their own names.
Every control has a mnemonic (on its label or itself); Enter is OK and Escape is Cancel.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSlider,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..i18n import LANGUAGES
from ..settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    LANGUAGE_CODES,
    MAX_NET_NAME,
    NET_AWAY_RANGE,
    NET_PORT_RANGE,
    THEMES,
    UNDO_POLICIES,
    VOLUME_RANGE,
    Settings,
    is_net_name,
)
from . import plain
from .fitted import FittedArea
from .language import number

#: The widest a hint grows before it wraps, in average character widths.
HINT_CHARS = 52


def speed_name(speed: str) -> str:
    """The translated name of an animation speed."""
    if speed == "off":
        return QCoreApplication.translate("SettingsDialog", "Off")
    if speed == "fast":
        return QCoreApplication.translate("SettingsDialog", "Fast")
    if speed == "slow":
        return QCoreApplication.translate("SettingsDialog", "Slow")
    return QCoreApplication.translate("SettingsDialog", "Normal")


def card_size_name(size: str) -> str:
    """The translated name of a card size."""
    if size == "small":
        return QCoreApplication.translate("SettingsDialog", "Small")
    if size == "large":
        return QCoreApplication.translate("SettingsDialog", "Large")
    return QCoreApplication.translate("SettingsDialog", "Medium")


def theme_name(theme: str) -> str:
    """The translated name of a theme."""
    if theme == "light":
        return QCoreApplication.translate("SettingsDialog", "Light")
    if theme == "dark":
        return QCoreApplication.translate("SettingsDialog", "Dark")
    if theme == "high-contrast":
        return QCoreApplication.translate("SettingsDialog", "High contrast")
    return QCoreApplication.translate("SettingsDialog", "Same as the system")


def undo_policy_name(policy: str) -> str:
    """The translated name of an undo policy."""
    if policy == "practice":
        return QCoreApplication.translate("SettingsDialog", "Practice")
    return QCoreApplication.translate("SettingsDialog", "Strict")


def undo_policy_hint(policy: str) -> str:
    """What an undo policy allows, translated."""
    if policy == "practice":
        return QCoreApplication.translate(
            "SettingsDialog", "Anything can be taken back; the game is marked as practice."
        )
    return QCoreApplication.translate(
        "SettingsDialog", "Take back only your own moves of this turn, until a card is revealed."
    )


def _hint(text: str = "") -> QLabel:
    """A secondary, word-wrapped explanation in the theme's placeholder colour."""
    label = QLabel(text)
    plain.wrap(label)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setMinimumWidth(label.fontMetrics().averageCharWidth() * HINT_CHARS)
    return label


def _combo(name: str, items: list[tuple[str, str]]) -> QComboBox:
    """A combo box of (text, value) items."""
    combo = QComboBox()
    combo.setObjectName(name)
    for text, value in items:
        combo.addItem(text, value)
    return combo


def _select_data(combo: QComboBox, value: object) -> None:
    """Select the item whose data is ``value`` (no change if there is none)."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


class SettingsDialog(QDialog):
    """Change the app's settings.

    ``SettingsDialog(settings, parent)`` shows ``settings``; :meth:`settings` is the result. Restore
    Defaults puts the default settings in the widgets without closing the dialog. :meth:`ask` is the
    whole round.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._build()
        self.set_settings(settings)

    # ----------------------------------------------------------------------------------- building

    def _build(self) -> None:
        self._form_labels: list[QLabel] = []
        appearance = self._build_appearance()
        play = self._build_play()
        sound = self._build_sound()
        network = self._build_network()

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.ok_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.cancel_button = self.button_box.button(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = self.button_box.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setText(self.tr("&Restore Defaults"))
        self.restore_button.setObjectName("restoreDefaults")
        self.restore_button.setAutoDefault(False)  # Enter always means OK
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        # Both groups' fields start at the same place: their labels are as wide as the widest one.
        width = max(label.sizeHint().width() for label in self._form_labels)
        for label in self._form_labels:
            label.setMinimumWidth(width)

        body = QWidget()
        groups = QVBoxLayout(body)
        groups.setContentsMargins(0, 0, 0, 0)
        for group in (appearance, play, sound, network):
            groups.addWidget(group)
        top = QVBoxLayout(self)
        # The dialog takes its layout's size, the height its word-wrapped hints need included (a
        # form layout does not ask them for it otherwise, and cuts their second line off); on a
        # screen too small for it, the groups scroll and the buttons stay in sight.
        top.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.body = FittedArea(body)
        top.addWidget(self.body)
        top.addWidget(self.button_box)
        self.body.set_reserve(QSize(0, self.button_box.sizeHint().height() + top.spacing()))
        self._set_tab_order()

    def _build_appearance(self) -> QGroupBox:
        box = QGroupBox(self.tr("Appearance"))
        form = QFormLayout(box)
        self.language_combo = _combo("language", [(LANGUAGES[code], code) for code in LANGUAGE_CODES])
        self._add_row(form, self.tr("&Language:"), self.language_combo)
        self.theme_combo = _combo("theme", [(theme_name(t), t) for t in THEMES])
        self._add_row(form, self.tr("&Theme:"), self.theme_combo)
        self.card_size_combo = _combo("cardSize", [(card_size_name(s), s) for s in CARD_SIZES])
        self._add_row(form, self.tr("Card si&ze:"), self.card_size_combo)
        self.speed_combo = _combo("animationSpeed", [(speed_name(s), s) for s in ANIMATION_SPEEDS])
        self._add_row(form, self.tr("&Animation speed:"), self.speed_combo)
        return box

    def _build_play(self) -> QGroupBox:
        box = QGroupBox(self.tr("Play"))
        form = QFormLayout(box)
        self.memory_aid_check = QCheckBox(self.tr("&Memory aid"))
        self.memory_aid_check.setObjectName("memoryAid")
        form.addRow(self.memory_aid_check)
        self.memory_aid_hint = _hint(
            self.tr(
                "Show the value of cards you have seen while they are facedown (off in the physical game)."
            )
        )
        form.addRow(self._indented(self.memory_aid_hint))
        self.memory_aid_check.setToolTip(self.memory_aid_hint.text())

        self.confirm_call_check = QCheckBox(self.tr("Ask before calling for a &vote"))
        self.confirm_call_check.setObjectName("confirmCall")
        form.addRow(self.confirm_call_check)
        self.hold_looks_check = QCheckBox(self.tr("Keep cards I look at face up until I &continue"))
        self.hold_looks_check.setObjectName("holdLooks")
        form.addRow(self.hold_looks_check)
        self.tutorial_check = QCheckBox(self.tr("Show the &first-turn tutorial"))
        self.tutorial_check.setObjectName("tutorial")
        form.addRow(self.tutorial_check)

        self.undo_combo = _combo("undoPolicy", [(undo_policy_name(p), p) for p in UNDO_POLICIES])
        self._add_row(form, self.tr("Default &undo policy:"), self.undo_combo)
        self.undo_hint = _hint()
        self.undo_hint.setObjectName("undoHint")
        form.addRow("", self.undo_hint)
        self.undo_combo.currentIndexChanged.connect(self._update_undo_hint)
        return box

    def _build_sound(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sound"))
        form = QFormLayout(box)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setObjectName("volume")
        self.volume_slider.setRange(*VOLUME_RANGE)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_value = QLabel()
        self.volume_value.setObjectName("volumeValue")
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("000") + 4)
        self.volume_slider.valueChanged.connect(lambda value: self.volume_value.setText(number(value)))
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.volume_slider, 1)
        line.addWidget(self.volume_value)
        self._add_row(form, self.tr("V&olume:"), row)
        self.volume_slider.setAccessibleName(self.tr("Volume"))
        self._form_labels[-1].setBuddy(self.volume_slider)
        self.muted_check = QCheckBox(self.tr("Mut&e all sounds"))
        self.muted_check.setObjectName("muted")
        self.muted_check.setToolTip(self.tr("The same as View ▸ Sound effects (M)"))
        self.muted_check.toggled.connect(lambda muted: self.volume_slider.setEnabled(not muted))
        form.addRow(self.muted_check)
        return box

    def _build_network(self) -> QGroupBox:
        box = QGroupBox(self.tr("Playing with friends"))
        form = QFormLayout(box)
        self.net_name_edit = QLineEdit()
        self.net_name_edit.setObjectName("netName")
        self.net_name_edit.setMaxLength(MAX_NET_NAME)
        self.net_name_edit.setPlaceholderText(self.tr("asked when you first host or join"))
        self._add_row(form, self.tr("Your &name:"), self.net_name_edit)
        self.net_away_spin = QSpinBox()
        self.net_away_spin.setObjectName("netAway")
        self.net_away_spin.setRange(*NET_AWAY_RANGE)
        self.net_away_spin.setSingleStep(10)
        self.net_away_spin.setSuffix(self.tr(" s", "seconds, after a number"))
        self._add_row(form, self.tr("A&way time:"), self.net_away_spin)
        form.addRow(
            "",
            _hint(
                self.tr(
                    "When a friend is away from a game you host, a bot plays for them after this many "
                    "seconds, until they come back."
                )
            ),
        )
        self.net_port_spin = QSpinBox()
        self.net_port_spin.setObjectName("netPort")
        self.net_port_spin.setRange(*NET_PORT_RANGE)
        self._add_row(form, self.tr("&Port for games you host:"), self.net_port_spin)
        form.addRow(
            "",
            _hint(
                self.tr(
                    "Friends connect to this port (8765 unless you forward another one on your router). "
                    "If another program uses it, your game takes a free port and the lobby says which."
                )
            ),
        )
        return box

    def _add_row(self, form: QFormLayout, text: str, field: QWidget) -> None:
        """A form row whose label's mnemonic focuses ``field`` (and names it for screen readers)."""
        label = QLabel(text)
        self._form_labels.append(label)
        label.setBuddy(field)
        field.setAccessibleName(text.replace("&", "").rstrip(":"))
        form.addRow(label, field)

    def _indented(self, widget: QWidget) -> QHBoxLayout:
        """``widget`` indented to line up with a check box's text (a spacer, so it mirrors in RTL)."""
        style = self.style()
        indent = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + style.pixelMetric(
            QStyle.PixelMetric.PM_CheckBoxLabelSpacing
        )
        row = QHBoxLayout()
        row.addSpacing(indent)
        row.addWidget(widget, 1)
        return row

    def _set_tab_order(self) -> None:
        """Tab goes down the form, then to the buttons."""
        chain: list[QWidget] = [
            self.language_combo,
            self.theme_combo,
            self.card_size_combo,
            self.speed_combo,
            self.memory_aid_check,
            self.confirm_call_check,
            self.hold_looks_check,
            self.tutorial_check,
            self.undo_combo,
            self.volume_slider,
            self.muted_check,
            self.net_name_edit,
            self.net_away_spin,
            self.net_port_spin,
            self.ok_button,
            self.cancel_button,
            self.restore_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------------------------ state

    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` in the widgets."""
        _select_data(self.language_combo, settings.language)
        _select_data(self.theme_combo, settings.theme)
        _select_data(self.card_size_combo, settings.card_size)
        _select_data(self.speed_combo, settings.animation_speed)
        self.memory_aid_check.setChecked(settings.memory_aid)
        self.confirm_call_check.setChecked(settings.confirm_call)
        self.hold_looks_check.setChecked(settings.hold_looks)
        self.tutorial_check.setChecked(settings.tutorial)
        _select_data(self.undo_combo, settings.undo_policy)
        self._update_undo_hint()
        self.volume_slider.setValue(settings.volume)
        self.volume_value.setText(number(settings.volume))
        self.muted_check.setChecked(settings.muted)
        self.volume_slider.setEnabled(not settings.muted)
        self.net_name_edit.setText(settings.net_name)
        self.net_away_spin.setValue(settings.net_away)
        self.net_port_spin.setValue(settings.net_port)

    def settings(self) -> Settings:
        """The settings the widgets show."""
        return Settings(
            language=str(self.language_combo.currentData()),
            animation_speed=str(self.speed_combo.currentData()),
            memory_aid=self.memory_aid_check.isChecked(),
            confirm_call=self.confirm_call_check.isChecked(),
            hold_looks=self.hold_looks_check.isChecked(),
            tutorial=self.tutorial_check.isChecked(),
            card_size=str(self.card_size_combo.currentData()),
            theme=str(self.theme_combo.currentData()),
            undo_policy=str(self.undo_combo.currentData()),
            volume=self.volume_slider.value(),
            muted=self.muted_check.isChecked(),
            net_name=self._net_name(),
            net_away=self.net_away_spin.value(),
            net_port=self.net_port_spin.value(),
        )

    def _net_name(self) -> str:
        """The name typed, or "" if it cannot be a name (it is asked again when needed)."""
        name = self.net_name_edit.text().strip()
        return name if is_net_name(name) else ""

    def restore_defaults(self) -> None:
        """Show the default settings (the dialog stays open; Cancel still keeps the old ones)."""
        self.set_settings(Settings())

    def _update_undo_hint(self) -> None:
        self.undo_hint.setText(undo_policy_hint(str(self.undo_combo.currentData())))

    # ------------------------------------------------------------------------------- convenience

    @staticmethod
    def ask(settings: Settings, parent: QWidget | None = None) -> Settings | None:
        """Show the dialog starting from ``settings``; return the chosen settings, or None if the player
        cancels. Nothing is saved."""
        dialog = SettingsDialog(settings, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.settings()
        finally:
            dialog.deleteLater()


__all__ = [
    "SettingsDialog",
    "card_size_name",
    "speed_name",
    "theme_name",
    "undo_policy_hint",
    "undo_policy_name",
]
