"""The New Game dialog: players and bots, the deck (an edition or a custom mix), promo cards, the undo
policy and an optional seed. Its result is a :class:`~silver_desktop.ui.game_setup.GameSetup`.

Everything is laid out with layouts (no fixed positions), so Qt mirrors the dialog in right-to-left
languages. All visible strings go through ``self.tr`` or ``QCoreApplication.translate("NewGameDialog",
...)`` with literal text, so ``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

import itertools
import logging
import re
import secrets
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSize, Qt
from PySide6.QtGui import QColor, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..ai.personalities import PERSONALITIES
from ..engine.cards import EDITION_CARDS, Edition
from ..engine.config import MAX_PLAYERS, MIN_PLAYERS, PRESETS, PROMO_DEFAULTS, DeckSpec
from ..engine.errors import ConfigError
from ..engine.history import UndoPolicy
from ..i18n import card_name
from . import plain
from .fitted import FittedArea
from .game_setup import MAX_NAME, GameSetup, Seat, SeatKind
from .language import current_language
from .language import number as localized_number
from .last_setup import load_last_setup, save_last_setup
from .personality_text import personality_description, personality_name
from .seat_names import bot_names, named_people, player_name, you

log = logging.getLogger(__name__)

#: The editions a number of the deck can come from, in the order the dialog lists them.
EDITIONS: tuple[Edition, ...] = (Edition.SILVER, Edition.BULLET, Edition.COIN)
#: The edition combo box's value for a mixed deck.
CUSTOM = "custom"
#: The largest seed (the engine's seeds are 63-bit).
MAX_SEED = 2**63 - 1
#: The colour of inline error messages.
ERROR_COLOR = QColor("#c0392b")


def edition_name(edition: Edition) -> str:
    """The translated name of an edition's box."""
    if edition is Edition.BULLET:
        return QCoreApplication.translate("NewGameDialog", "Silver Bullet")
    if edition is Edition.COIN:
        return QCoreApplication.translate("NewGameDialog", "Silver Coin")
    if edition is Edition.PROMO:
        return QCoreApplication.translate("NewGameDialog", "Promo")
    return QCoreApplication.translate("NewGameDialog", "Silver")


def token_name(edition: Edition) -> str:
    """The translated name of the token a base edition plays with."""
    if edition is Edition.BULLET:
        return QCoreApplication.translate("NewGameDialog", "bullet")
    if edition is Edition.COIN:
        return QCoreApplication.translate("NewGameDialog", "coin")
    return QCoreApplication.translate("NewGameDialog", "amulet")


def seat_kind_name(kind: SeatKind) -> str:
    """The translated name of who plays a seat."""
    if kind is SeatKind.EASY:
        return QCoreApplication.translate("NewGameDialog", "Easy bot")
    if kind is SeatKind.MEDIUM:
        return QCoreApplication.translate("NewGameDialog", "Medium bot")
    if kind is SeatKind.HARD:
        return QCoreApplication.translate("NewGameDialog", "Hard bot")
    if kind is SeatKind.EXPERT:
        return QCoreApplication.translate("NewGameDialog", "Expert bot")
    return QCoreApplication.translate("NewGameDialog", "Human")


def promo_name(key: str, lang: str = "en") -> str:
    """The name of a promo card (``commander``) in ``lang``, with a mnemonic for its check box."""
    if key == "commander":
        return QCoreApplication.translate("NewGameDialog", "Co&mmander")
    if key == "prince":
        return QCoreApplication.translate("NewGameDialog", "Pr&ince")
    if key == "cleaner":
        return QCoreApplication.translate("NewGameDialog", "C&leaner")
    return card_name(f"promo.{key}", lang)


def without_mnemonic(text: str) -> str:
    """A label's text without its shortcut mark ("Co&mmander" and "فرمانده (&M)" lose the mark)."""
    return re.sub(r"\(&\w\)|&", "", text).strip()


def names_list(names: list[str]) -> str:
    """Names as running text: "Prince", "Commander and Prince", "Commander, Prince and Cleaner"."""
    if len(names) < 2:
        return "".join(names)
    comma = QCoreApplication.translate("NewGameDialog", ", ", "between the names of a list")
    last_two = QCoreApplication.translate("NewGameDialog", "%1 and %2", "the end of a list of names")
    return plain.fill(last_two, comma.join(names[:-1]), names[-1])


def _random_seed() -> int:
    """A fresh seed for a random mix (a function of its own, so tests can replace it)."""
    return secrets.randbelow(MAX_SEED + 1)


def _hint(text: str = "") -> QLabel:
    """A secondary, word-wrapped explanation in the theme's placeholder colour."""
    label = QLabel(text)
    plain.wrap(label)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def _error_label() -> QLabel:
    """An inline error message (plain text), hidden while empty."""
    label = plain.label()
    plain.wrap(label)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, ERROR_COLOR)
    label.setPalette(palette)
    label.setVisible(False)
    return label


def _number_spin(low: int, high: int) -> QSpinBox:
    """A spin box for small numbers, wide enough for two digits and its arrows in any style."""
    spin = QSpinBox()
    spin.setRange(low, high)
    digits = spin.fontMetrics().horizontalAdvance("00")
    spin.setMinimumWidth(max(spin.sizeHint().width(), digits + 2 * spin.fontMetrics().height()))
    return spin


def _select_data(combo: QComboBox, value: object) -> None:
    """Select the item whose data is ``value`` (no change if there is none)."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


def default_setup() -> GameSetup:
    """The first game's setup (and Quick game's): you against three Medium bots."""
    return GameSetup(seats=(Seat(you()), *(Seat(name, SeatKind.MEDIUM) for name in bot_names()[:3])))


class SeatRow:
    """The widgets of one seat: a label with a mnemonic, the name, who plays it and a bot's
    personality (its description is the item's tool tip)."""

    def __init__(self, index: int) -> None:
        self.index = index
        seat_number = localized_number(index + 1)
        self.label = QLabel(
            QCoreApplication.translate("NewGameDialog", "Seat &%1").replace("%1", seat_number)
        )
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().averageCharWidth() * 14)
        self.name_edit.setPlaceholderText(self.default_name())
        self.name_edit.setObjectName(f"seat{index + 1}Name")
        self.name_edit.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of seat %1").replace("%1", seat_number)
        )
        self.label.setBuddy(self.name_edit)
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName(f"seat{index + 1}Kind")
        self.kind_combo.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Who plays seat %1").replace("%1", seat_number)
        )
        for kind in SeatKind:
            self.kind_combo.addItem(seat_kind_name(kind), kind.value)
        self.style_combo = QComboBox()
        self.style_combo.setObjectName(f"seat{index + 1}Style")
        self.style_combo.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Personality of the bot in seat %1").replace(
                "%1", seat_number
            )
        )
        for key in ("", *PERSONALITIES):
            self.style_combo.addItem(personality_name(key), key)
            tip = plain.tooltip(personality_description(key))
            self.style_combo.setItemData(self.style_combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)

    def default_name(self) -> str:
        """The name used when the field is left empty."""
        return player_name(self.index)

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for widget in (self.label, self.name_edit, self.kind_combo, self.style_combo):
            widget.setVisible(visible)

    def seat(self) -> Seat:
        """The seat this row describes (an empty name becomes the default name)."""
        name = self.name_edit.text().strip() or self.default_name()
        kind = SeatKind(self.kind_combo.currentData())
        style = "" if kind is SeatKind.HUMAN else str(self.style_combo.currentData())
        return Seat(name[:MAX_NAME], kind, style)

    def set_seat(self, seat: Seat) -> None:
        """Show ``seat`` in the row."""
        self.name_edit.setText(seat.name)
        _select_data(self.kind_combo, seat.kind.value)
        _select_data(self.style_combo, seat.style)


class NewGameDialog(QDialog):
    """Choose the players, the deck, promo cards, the undo policy and the seed of a new game.

    ``NewGameDialog(parent, setup)`` starts from ``setup`` (the default :class:`GameSetup` if None);
    :meth:`setup` is the result. :meth:`ask` is the whole round: load the last setup, ask, save.
    ``lang`` is the language of the card names shown in the deck builder.
    """

    def __init__(
        self, parent: QWidget | None = None, setup: GameSetup | None = None, *, lang: str | None = None
    ) -> None:
        super().__init__(parent)
        self._lang = lang or current_language()
        self._loading = False
        #: the person chose Invite friends rather than OK
        self.invited = False
        #: opened to invite friends (:meth:`offer_invite`): the hint says what happens to the seats
        self.inviting = False
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        self._build()
        self.set_setup(setup if setup is not None else default_setup())

    # ----------------------------------------------------------------------------------- building

    def _build(self) -> None:
        players = self._build_players()
        rules = self._build_rules()
        deck = self._build_deck()
        promos = self._build_promos()

        left = QVBoxLayout()
        left.addWidget(players)
        left.addWidget(rules)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(deck)
        right.addWidget(promos)
        right.addStretch(1)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 0)
        columns.addLayout(right, 1)

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.invite_button = self.button_box.addButton(
            self.tr("Invite &friends..."), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.invite_button.setObjectName("invite")
        self.invite_button.setAutoDefault(False)
        self.invite_button.setVisible(False)
        self.invite_button.clicked.connect(self._invite)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)

        top = QVBoxLayout(self)
        # The dialog always takes its layout's size: it grows with the mix builder (and with longer
        # translations) and shrinks back when the builder hides; on a screen too small for it, the
        # body scrolls and the buttons stay in sight.
        top.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.body = FittedArea(body)
        top.addWidget(self.body)
        top.addWidget(self.button_box)
        self.body.set_reserve(QSize(0, self.button_box.sizeHint().height() + top.spacing()))
        self._set_tab_order()

    def _build_players(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(box)
        self.players_spin = _number_spin(MIN_PLAYERS, MAX_PLAYERS)
        self.players_spin.setObjectName("players")
        count_label = QLabel(self.tr("Number of &players:"))
        count_label.setBuddy(self.players_spin)
        count_row = QHBoxLayout()
        count_row.addWidget(count_label)
        count_row.addWidget(self.players_spin)
        count_row.addStretch(1)
        grid.addLayout(count_row, 0, 0, 1, 4)
        self.seat_rows = [SeatRow(i) for i in range(MAX_PLAYERS)]
        for i, row in enumerate(self.seat_rows, start=1):
            grid.addWidget(row.label, i, 0)
            grid.addWidget(row.name_edit, i, 1)
            grid.addWidget(row.kind_combo, i, 2)
            grid.addWidget(row.style_combo, i, 3)
            row.style_combo.currentIndexChanged.connect(self._update)
            row.name_edit.textChanged.connect(self._update)
            row.kind_combo.currentIndexChanged.connect(self._name_people)
            row.kind_combo.currentIndexChanged.connect(self._update)
        grid.setColumnStretch(1, 1)
        self.watch_hint = _hint(self.tr("No human players: you will watch the bots play."))
        grid.addWidget(self.watch_hint, MAX_PLAYERS + 1, 0, 1, 4)
        self.style_hint = _hint()
        self.style_hint.setObjectName("styleHint")
        grid.addWidget(self.style_hint, MAX_PLAYERS + 2, 0, 1, 4)
        self.invite_hint = _hint()
        self.invite_hint.setObjectName("inviteHint")
        grid.addWidget(self.invite_hint, MAX_PLAYERS + 3, 0, 1, 4)
        self.players_spin.valueChanged.connect(self._name_people)
        self.players_spin.valueChanged.connect(self._update)
        return box

    def _build_rules(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"))
        layout = QVBoxLayout(box)
        undo_label = QLabel(self.tr("Undo:"))
        self.strict_radio = QRadioButton(self.tr("S&trict"))
        self.strict_radio.setObjectName("strict")
        self.practice_radio = QRadioButton(self.tr("Pra&ctice"))
        self.practice_radio.setObjectName("practice")
        self.policy_group = QButtonGroup(self)
        self.policy_group.addButton(self.strict_radio)
        self.policy_group.addButton(self.practice_radio)
        self.strict_radio.setChecked(True)
        policy_row = QHBoxLayout()
        policy_row.addWidget(undo_label)
        policy_row.addWidget(self.strict_radio)
        policy_row.addWidget(self.practice_radio)
        policy_row.addStretch(1)
        layout.addLayout(policy_row)
        self.policy_hint = _hint()
        layout.addWidget(self.policy_hint)
        self.strict_radio.toggled.connect(self._update)

        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,19}"), self))
        self.seed_edit.setClearButtonEnabled(True)
        seed_label = QLabel(self.tr("See&d:"))
        seed_label.setBuddy(self.seed_edit)
        seed_row = QHBoxLayout()
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed_edit, 1)
        layout.addSpacing(6)
        layout.addLayout(seed_row)
        layout.addWidget(_hint(self.tr("Leave it empty for a new deal; the same seed deals the same cards.")))
        self.seed_error = _error_label()
        self.seed_error.setObjectName("seedError")
        layout.addWidget(self.seed_error)
        self.seed_edit.textChanged.connect(self._update)
        return box

    def _build_deck(self) -> QGroupBox:
        box = QGroupBox(self.tr("Deck"))
        layout = QVBoxLayout(box)
        self.edition_combo = QComboBox()
        self.edition_combo.setObjectName("edition")
        for edition in EDITIONS:
            self.edition_combo.addItem(edition_name(edition), edition.value)
        self.edition_combo.addItem(self.tr("Custom mix"), CUSTOM)
        edition_label = QLabel(self.tr("&Edition:"))
        edition_label.setBuddy(self.edition_combo)
        form = QFormLayout()
        form.addRow(edition_label, self.edition_combo)
        layout.addLayout(form)
        self.deck_hint = _hint()
        layout.addWidget(self.deck_hint)

        self.mix_panel = QWidget()
        self.mix_panel.setObjectName("mixPanel")
        mix = QVBoxLayout(self.mix_panel)
        mix.setContentsMargins(0, 0, 0, 0)
        self.base_combo = QComboBox()
        self.base_combo.setObjectName("base")
        for edition in EDITIONS:
            text = self.tr("%1 (%2 token)").replace("%1", edition_name(edition))
            self.base_combo.addItem(text.replace("%2", token_name(edition)), edition.value)
        base_label = QLabel(self.tr("B&ase edition:"))
        base_label.setBuddy(self.base_combo)
        base_form = QFormLayout()
        base_form.addRow(base_label, self.base_combo)
        mix.addLayout(base_form)

        presets = QHBoxLayout()
        self.preset_buttons: dict[str, QPushButton] = {
            "silver": QPushButton(self.tr("All &Silver")),
            "bullet": QPushButton(self.tr("All &Bullet")),
            "coin": QPushButton(self.tr("All C&oin")),
            "random": QPushButton(self.tr("&Random mix")),
        }
        # A button group hands the slot the button's id; a lambda capturing self would keep the dialog
        # alive through its own C++ children.
        self._preset_group = QButtonGroup(self)
        self._preset_group.setExclusive(False)
        for i, (key, button) in enumerate(self.preset_buttons.items()):
            button.setObjectName(f"preset_{key}")
            button.setAutoDefault(False)  # Enter always starts the game
            presets.addWidget(button)
            self._preset_group.addButton(button, i)
        self._preset_group.idClicked.connect(self._on_preset)
        presets.addStretch(1)
        mix.addLayout(presets)

        grid = QGridLayout()
        self.number_combos: list[QComboBox] = []
        half = len(EDITION_CARDS[Edition.SILVER]) // 2
        for number in range(14):
            combo = QComboBox()
            combo.setObjectName(f"number{number}")
            combo.setAccessibleName(self.tr("Cards of number %1").replace("%1", localized_number(number)))
            for edition in EDITIONS:
                card = EDITION_CARDS[edition][number]
                text = self.tr("%1 — %2 (%3)").replace("%1", localized_number(number))
                text = text.replace("%2", card_name(card.id, self._lang)).replace("%3", edition_name(edition))
                combo.addItem(text, edition.value)
            combo.currentIndexChanged.connect(self._update)
            grid.addWidget(combo, number % half, number // half)
            self.number_combos.append(combo)
        mix.addLayout(grid)
        layout.addWidget(self.mix_panel)

        self.edition_combo.currentIndexChanged.connect(self._on_edition_changed)
        self.base_combo.currentIndexChanged.connect(self._update)
        return box

    def _build_promos(self) -> QGroupBox:
        box = QGroupBox(self.tr("Promo cards"))
        layout = QVBoxLayout(box)
        layout.addWidget(_hint(self.tr("Each promo card replaces one card of the number you choose.")))
        grid = QGridLayout()
        self.promo_checks: dict[str, QCheckBox] = {}
        self.promo_spins: dict[str, QSpinBox] = {}
        for row, key in enumerate(PROMO_DEFAULTS):
            check = QCheckBox(promo_name(key, self._lang))
            check.setObjectName(f"promo_{key}")
            spin = _number_spin(0, 13)
            spin.setObjectName(f"promo_{key}_number")
            spin.setValue(PROMO_DEFAULTS[key])
            spin.setEnabled(False)
            spin.setAccessibleName(
                self.tr("Number the %1 replaces").replace("%1", without_mnemonic(check.text()))
            )
            number_label = QLabel(self.tr("replaces a"))
            number_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            check.toggled.connect(spin.setEnabled)
            check.toggled.connect(number_label.setEnabled)
            number_label.setEnabled(False)
            check.toggled.connect(self._update)
            spin.valueChanged.connect(self._update)
            grid.addWidget(check, row, 0)
            grid.addWidget(number_label, row, 1)
            grid.addWidget(spin, row, 2)
            self.promo_checks[key] = check
            self.promo_spins[key] = spin
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)
        self.promo_error = _error_label()
        self.promo_error.setObjectName("promoError")
        layout.addWidget(self.promo_error)
        return box

    def _set_tab_order(self) -> None:
        """Tab goes down the left column (players, rules), then the right one (deck, promos), then
        the buttons."""
        chain: list[QWidget] = [self.players_spin]
        for row in self.seat_rows:
            chain += [row.name_edit, row.kind_combo, row.style_combo]
        chain += [self.strict_radio, self.practice_radio, self.seed_edit, self.edition_combo, self.base_combo]
        chain += list(self.preset_buttons.values())
        chain += self.number_combos
        for key in PROMO_DEFAULTS:
            chain += [self.promo_checks[key], self.promo_spins[key]]
        chain.append(self.ok_button)  # Cancel follows OK inside the button box
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------------------------ state

    def set_setup(self, setup: GameSetup) -> None:
        """Show ``setup`` in the widgets (an unreadable deck shows as Silver)."""
        self._loading = True
        try:
            defaults = default_setup().seats
            count = min(max(len(setup.seats), MIN_PLAYERS), MAX_PLAYERS)
            self.players_spin.setValue(count)
            for i, row in enumerate(self.seat_rows):
                if i < len(setup.seats):
                    row.set_seat(setup.seats[i])
                else:
                    row.set_seat(
                        defaults[i] if i < len(defaults) else Seat(row.default_name(), SeatKind.MEDIUM)
                    )
            name = setup.deck.strip().lower()
            if name in PRESETS:
                _select_data(self.edition_combo, name)
                self._fill_mix(DeckSpec.pure(PRESETS[name]))
            else:
                try:
                    spec = DeckSpec.parse(setup.deck, seed=_random_seed())
                except ConfigError:
                    spec = DeckSpec()
                    _select_data(self.edition_combo, Edition.SILVER.value)
                else:
                    _select_data(self.edition_combo, CUSTOM)
                self._fill_mix(spec)
            promos = dict(setup.promos)
            for key, check in self.promo_checks.items():
                check.setChecked(key in promos)
                number = promos.get(key, PROMO_DEFAULTS[key])
                self.promo_spins[key].setValue(number if isinstance(number, int) else PROMO_DEFAULTS[key])
            (self.practice_radio if setup.policy is UndoPolicy.PRACTICE else self.strict_radio).setChecked(
                True
            )
            self.seed_edit.setText("" if setup.seed is None else str(setup.seed))
        finally:
            self._loading = False
        self._name_people()
        self._update()

    def _name_people(self) -> None:
        """With more than one person, give each person still called "You" a real name of their own
        (shown in the name field), so the hot-seat screens and the log name them."""
        if self._loading:
            return
        rows = self.seat_rows[: self.players_spin.value()]
        for row, seat in zip(rows, named_people([row.seat() for row in rows]), strict=True):
            if row.name_edit.text().strip() and seat.name != row.name_edit.text().strip():
                row.name_edit.setText(seat.name)

    def setup(self) -> GameSetup:
        """The setup the widgets describe; it is valid whenever the OK button is enabled."""
        edition = self.edition_combo.currentData()
        deck = self.mix_spec().text() if edition == CUSTOM else str(edition)
        seed_text = self.seed_edit.text().strip()
        return GameSetup(
            seats=named_people([row.seat() for row in self.seat_rows[: self.players_spin.value()]]),
            deck=deck,
            promos=self.promos(),
            policy=UndoPolicy.PRACTICE if self.practice_radio.isChecked() else UndoPolicy.STRICT,
            seed=int(seed_text) if seed_text.isdigit() else None,
        )

    def mix_spec(self) -> DeckSpec:
        """The deck the custom-mix builder shows (without promos)."""
        base = Edition(self.base_combo.currentData())
        return DeckSpec(base, tuple(Edition(c.currentData()) for c in self.number_combos))

    def promos(self) -> tuple[tuple[str, int], ...]:
        """The checked promo cards with their numbers, sorted."""
        return tuple(
            sorted(
                (key, self.promo_spins[key].value()) for key, c in self.promo_checks.items() if c.isChecked()
            )
        )

    def deck_spec(self) -> DeckSpec:
        """The whole deck as chosen, promos included."""
        edition = self.edition_combo.currentData()
        numbers = self.mix_spec() if edition == CUSTOM else DeckSpec.pure(Edition(edition))
        return DeckSpec(numbers.base, numbers.numbers, self.promos())

    # ---------------------------------------------------------------------------------- actions

    def _fill_mix(self, spec: DeckSpec) -> None:
        """Show ``spec``'s base and editions in the custom-mix builder."""
        loading, self._loading = self._loading, True
        try:
            _select_data(self.base_combo, spec.base.value)
            for combo, edition in zip(self.number_combos, spec.numbers, strict=True):
                _select_data(combo, edition.value)
        finally:
            self._loading = loading
        self._update()

    def _on_preset(self, index: int) -> None:
        """Fill the builder from a preset button: one edition throughout, or a fresh random mix."""
        key = list(self.preset_buttons)[index]
        if key in PRESETS:
            self._fill_mix(DeckSpec.pure(PRESETS[key]))
        else:
            self._fill_mix(DeckSpec.random_mix(_random_seed()))

    def _on_edition_changed(self) -> None:
        edition = self.edition_combo.currentData()
        if edition != CUSTOM and not self._loading:
            self._fill_mix(DeckSpec.pure(Edition(edition)))  # a mix starts from the edition shown last
        self._update()

    def _promo_problem(self) -> tuple[str, list[str]]:
        """Why the chosen promo cards cannot be played, translated, with the promo cards concerned;
        ("", []) if they can.

        RULES.md §15 and AMB-89: a promo card replaces one card of its number, and every number keeps
        at least one card of its edition (docs/decisions.md D-20), so two promo cards may not share a
        number that has only two cards.
        """
        spec = self.deck_spec()
        try:
            spec.validate()
        except ConfigError as e:
            for number in range(len(spec.numbers)):
                keys = [key for key in self.promo_checks if (key, number) in spec.promos]
                copies = EDITION_CARDS[spec.numbers[number]][number].count
                if len(keys) >= copies:
                    names = names_list([without_mnemonic(self.promo_checks[key].text()) for key in keys])
                    text = self.tr(
                        "%1 are set to the same number, %2, but it has only %3 cards and at least one of "
                        "them must stay in the deck. Choose another number for one of these promo cards."
                    )
                    return plain.fill(text, names, localized_number(number), localized_number(copies)), keys
            text = self.tr("These promo cards cannot be played together (%1).")
            return plain.fill(text, str(e)), [key for key, _ in spec.promos]
        return "", []

    def _seed_problem(self) -> str:
        """Why the seed cannot be used, translated, or "" if it can."""
        text = self.seed_edit.text().strip()
        if text and (not text.isdigit() or int(text) > MAX_SEED):
            return self.tr("The seed must be a whole number from 0 to %1.").replace("%1", str(MAX_SEED))
        return ""

    def _update(self) -> None:
        """Bring visibility, hints, error messages and the OK button in line with the choices."""
        if self._loading:
            return
        count = self.players_spin.value()
        for row in self.seat_rows:
            row.set_visible(row.index < count)
        seats = [row.seat() for row in self.seat_rows[:count]]
        self.watch_hint.setVisible(not any(seat.is_human for seat in seats))
        for row in self.seat_rows:
            row.style_combo.setEnabled(not row.seat().is_human)
        styles = [key for key in PERSONALITIES if any(seat.style == key for seat in seats)]
        lines = [
            self.tr("%1: %2", "a bot personality and what it does")
            .replace("%1", personality_name(key))
            .replace("%2", personality_description(key))
            for key in styles
        ]
        self.style_hint.setText("\n".join(lines))
        self.style_hint.setVisible(bool(lines))

        edition = self.edition_combo.currentData()
        custom = edition == CUSTOM
        self.mix_panel.setVisible(custom)
        if custom:
            self.deck_hint.setText(
                self.tr("Each number comes from one edition; the base edition gives the token and its rules.")
            )
        else:
            e = Edition(edition)
            text = self.tr("All cards from %1, played with the %2.").replace("%1", edition_name(e))
            self.deck_hint.setText(text.replace("%2", token_name(e)))

        if self.practice_radio.isChecked():
            self.policy_hint.setText(self.tr("Anything can be taken back; the game is marked as practice."))
        else:
            self.policy_hint.setText(
                self.tr("Take back only your own moves of this turn, until a card is revealed.")
            )

        promo_problem, clashing = self._promo_problem()
        self.promo_error.setText(promo_problem)
        self.promo_error.setVisible(bool(promo_problem))
        for key, spin in self.promo_spins.items():
            spin.setToolTip(plain.tooltip(promo_problem) if key in clashing else "")
        seed_problem = self._seed_problem()
        self.seed_error.setText(seed_problem)
        self.seed_error.setVisible(bool(seed_problem))
        ok = not promo_problem and not seed_problem
        if ok:
            try:
                self.setup().validate()
            except ConfigError as e:  # not expected: the widgets keep every field in range
                log.warning("new game setup rejected: %s", e)
                ok = False
        self.ok_button.setEnabled(ok)
        self._update_invite(seats, ok)

    def _update_invite(self, seats: list[Seat], ok: bool) -> None:
        """Invite friends needs a seat for the host and one for a friend (seats set to Human); in
        invite mode the hint says who takes which seat, and that Expert bots do not play over the
        network (a Hard bot takes their seats)."""
        people = sum(seat.is_human for seat in seats)
        self.invite_button.setEnabled(ok and people >= 2)
        if people >= 2:
            tip = self.tr(
                "Play this game with friends on their own computers: you get a link to send them. The "
                "seats set to Human wait for your friends; the bots keep theirs"
            )
        else:
            tip = self.tr("To invite friends, set a seat to Human for each of them")
        self.invite_button.setToolTip(tip)
        lines = []
        if self.inviting:
            if people >= 2:
                lines.append(
                    self.tr("Your friends take the seats set to Human (you the first); bots keep theirs.")
                )
            else:
                lines.append(self.tr("Set a seat to Human for each friend you invite."))
            if any(seat.kind is SeatKind.EXPERT for seat in seats):
                lines.append(self.tr("Expert bots do not play over the network: Hard bots take their seats."))
        self.invite_hint.setText("\n".join(lines))
        self.invite_hint.setVisible(bool(lines))

    def offer_invite(self, first: bool) -> None:
        """Show Invite friends; ``first``: the dialog was opened to invite friends (the default button,
        and every seat set to Human, the host's and the friends', unless two already are)."""
        self.invite_button.setVisible(True)
        self.inviting = first
        if first:
            self.invite_button.setDefault(True)
            rows = self.seat_rows[: self.players_spin.value()]
            if sum(row.seat().is_human for row in rows) < 2:
                for row in rows:
                    _select_data(row.kind_combo, SeatKind.HUMAN.value)
        self._update()

    def _invite(self) -> None:
        """Invite friends: close with the setup, to be hosted."""
        if self.invite_button.isEnabled():
            self.invited = True
            super().accept()

    def accept(self) -> None:
        """Close with the setup, if it is valid (Enter with OK disabled does nothing)."""
        if self.ok_button.isEnabled():
            super().accept()

    # ------------------------------------------------------------------------------- convenience

    @staticmethod
    def ask(
        parent: QWidget | None = None,
        on_invite: Callable[[GameSetup], None] | None = None,
        invite_first: bool = False,
    ) -> GameSetup | None:
        """Show the dialog, starting from the last setup; return the chosen setup (and remember it), or
        None if the player cancels. With ``on_invite``, the dialog offers Invite friends (the default
        button with ``invite_first``); choosing it remembers the setup, passes it to ``on_invite`` and
        returns None."""
        last = load_last_setup()
        # Nothing remembered yet: the default setup in the interface's language, not in English.
        dialog = NewGameDialog(parent, None if last == GameSetup() else last)
        if on_invite is not None:
            dialog.offer_invite(invite_first)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            setup, invited = dialog.setup(), dialog.invited
        finally:
            dialog.deleteLater()
        try:
            save_last_setup(setup)
        except OSError as e:
            log.warning("cannot remember the game setup: %s", e)
        if invited and on_invite is not None:
            on_invite(setup)
            return None
        return setup


__all__ = ["EDITIONS", "NewGameDialog", "SeatRow", "edition_name", "seat_kind_name", "token_name"]
