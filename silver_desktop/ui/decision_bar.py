"""The bar above the table that says what to do now, with buttons for the choices that are not cards."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QWidget

from ..engine.actions import Action
from . import plain

translate = QCoreApplication.translate
#: The lines of prompt text the bar always has room for.
LINES = 2
#: The style of the button a lesson asks the person to press (the lesson's ring colour).
#: A style sheet border replaces the native button's drawing: the face keeps the palette's button colours
#: (light in the normal theme, dark in high contrast) so the label stays readable.
MARKED = (
    "QPushButton { border: 3px solid #22d3ee; border-radius: 4px; font-weight: bold;"
    " background: palette(button); color: palette(button-text); padding: 4px 10px; }"
)


class DecisionBar(QFrame):
    """A prompt line and a row of buttons; emits :attr:`chosen` with the action of a pressed button."""

    chosen = Signal(object)
    #: the person pressed Continue (after a look held face up)
    continued = Signal()
    #: the person takes back the cards chosen so far for a choice of several
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#DecisionBar { background: #24382c; border: none; border-bottom: 2px solid #c9a74a; }"
            "#DecisionBar QLabel { color: #f6f0e1; }"
            "#DecisionBar QPushButton { padding: 6px 14px; font-size: 14px; }"
        )
        self.label = QLabel()
        plain.wrap(self.label)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.label.font()
        font.setPixelSize(16)
        self.label.setFont(font)
        self._buttons: list[QPushButton] = []
        #: the actions each button of :attr:`_buttons` may play (none for Cancel and Continue)
        self._button_actions: list[tuple[Action, ...]] = []
        self._row = QHBoxLayout()
        self._row.setSpacing(8)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(14, 8, 14, 8)
        self._layout.addWidget(self.label, 1)
        self._layout.addLayout(self._row)
        self._reserve()

    def _reserve(self) -> None:
        """Keep room for two lines of text and a row of buttons, whatever is shown: the table
        below never moves when a prompt wraps or buttons come and go."""
        self.ensurePolished()
        self.label.ensurePolished()
        font = self.label.font()
        font.setPixelSize(16)
        #: the height the prompt line may take
        self._room = QFontMetrics(font).lineSpacing() * LINES + 4
        lines = self._room
        button = QPushButton("Xg", self)  # a child, so that the bar's style sheet sizes it
        button.hide()
        button.ensurePolished()
        margins = self._layout.contentsMargins()
        self.setFixedHeight(max(lines, button.sizeHint().height()) + margins.top() + margins.bottom() + 2)
        button.deleteLater()

    def set_text(self, text: str) -> None:
        """Show ``text`` as the prompt (plain text), in a smaller font when it would not fit in the
        room the bar keeps (:data:`LINES` lines of the usual font) beside the buttons shown now."""
        self.label.setText(text)
        self.label.setToolTip("")
        font = self.label.font()
        width = self._text_width()
        for pixel in (16, 14, 12):
            font.setPixelSize(pixel)
            self.label.setFont(font)
            if self.label.heightForWidth(width) <= self._room:
                return
        self.label.setToolTip(plain.tooltip(text))  # still too long: the whole text on hovering it

    def _text_width(self) -> int:
        """How wide the prompt line is beside the buttons shown now."""
        margins = self._layout.contentsMargins()
        buttons = sum(b.sizeHint().width() + self._row.spacing() for b in self._buttons)
        return max(100, self.width() - margins.left() - margins.right() - self._layout.spacing() - buttons)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the prompt again to the new width."""
        super().resizeEvent(event)
        self.set_text(self.label.text())

    def changeEvent(self, event: QEvent) -> None:
        """A new style or font: measure the room again."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and hasattr(self, "_layout"):
            self._reserve()

    @property
    def buttons(self) -> list[QPushButton]:
        """The buttons shown now."""
        return list(self._buttons)

    def show_prompt(
        self,
        text: str,
        choices: Sequence[tuple[str, Action]],
        groups: Sequence[str] = (),
        cancel: bool = False,
        note: str = "",
        tips: Sequence[str] = (),
    ) -> None:
        """A decision for a person: the instruction and one button per non-card choice (both shown as
        they are: a name's ``&`` or ``<b>`` is not read as a shortcut mark or markup).

        ``groups`` (one title per choice, ``""`` for none) gathers the choices with the same title
        under one button that opens a menu of them (e.g. a Curator's steps in the middle of a turn).
        With ``cancel`` (some cards of a choice are chosen already), a Cancel button (Escape) takes
        them back. ``note`` (a sentence that helps but is not needed) follows the text when both fit
        in the bar's :data:`LINES` lines in the usual font, and is left out when they do not.
        ``tips`` (one per choice, ``""`` for none) say what a button does, in its tooltip above its
        shortcut.
        """
        self._clear()
        menus: dict[str, QMenu] = {}
        for k, (label, action) in enumerate(choices):
            group = groups[k] if k < len(groups) else ""
            if group in menus:
                menus[group].addAction(plain.button_text(label)).triggered.connect(
                    lambda _=False, a=action: self.chosen.emit(a)
                )
                k = next(i for i, b in enumerate(self._buttons) if b.menu() is menus[group])
                self._button_actions[k] += (action,)
                continue
            button = QPushButton(plain.button_text(group or label))
            n = len(self._buttons)
            tip = tips[k] if k < len(tips) and not group else ""
            if n < 9:
                button.setShortcut(f"Alt+{n + 1}")
                shortcut = translate("DecisionBar", "Shortcut: Alt+{n}").format(n=n + 1)
                tip = f"{tip}\n{shortcut}" if tip else shortcut
            if tip:
                button.setToolTip(plain.wrapped_tooltip(tip))
            if group:
                menu = QMenu(button)
                menu.addAction(plain.button_text(label)).triggered.connect(
                    lambda _=False, a=action: self.chosen.emit(a)
                )
                button.setMenu(menu)
                menus[group] = menu
            else:
                button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self._add(button, (action,))
        if cancel:
            button = QPushButton(translate("DecisionBar", "Cancel"))
            button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
            button.setToolTip(translate("DecisionBar", "Take back the cards chosen so far (Escape)"))
            button.clicked.connect(self.cancelled.emit)
            self._add(button)
        if note and self.fits(f"{text} {note}", LINES):
            text = f"{text} {note}"
        self.set_text(text)

    def fits(self, text: str, lines: int) -> bool:
        """Whether ``text`` takes at most ``lines`` lines of the usual font in the prompt line, beside
        the buttons shown now (wrapped at word boundaries)."""
        font = self.label.font()
        font.setPixelSize(16)
        metrics = QFontMetrics(font)
        box = QRect(0, 0, self._text_width(), 100_000)
        needed = metrics.boundingRect(box, Qt.TextFlag.TextWordWrap, text).height()
        return needed <= lines * metrics.lineSpacing()

    def show_status(self, text: str) -> None:
        """A message without choices (a bot is thinking, the game is over...)."""
        self._clear()
        self.set_text(text)

    def show_continue(self, text: str) -> None:
        """A message and one Continue button (Space or Enter too): the table waits for the person."""
        self._clear()
        button = QPushButton(translate("DecisionBar", "Continue"))
        button.setShortcut(QKeySequence(Qt.Key.Key_Space))
        button.setToolTip(translate("DecisionBar", "Shortcut: Space"))
        button.clicked.connect(self.continued.emit)
        self._add(button)
        self.set_text(text)

    def _add(self, button: QPushButton, actions: tuple[Action, ...] = ()) -> None:
        """Show ``button`` (which plays one of ``actions``) at the end of the row (Enter never presses
        it by default)."""
        button.setAutoDefault(False)
        self._row.addWidget(button)
        button.show()
        self._buttons.append(button)
        self._button_actions.append(actions)

    def mark(self, action: Action | None) -> QPushButton | None:
        """Ring the button that plays ``action`` (a lesson's next step), and no other; returns it."""
        marked = None
        for button, actions in zip(self._buttons, self._button_actions, strict=True):
            on = action is not None and action in actions
            button.setStyleSheet(MARKED if on else "")
            if on:
                marked = button
        return marked

    def mark_continue(self) -> QPushButton | None:
        """Ring the Continue button of :meth:`show_continue` (a lesson waits for it); returns it."""
        marked = None
        for button, actions in zip(self._buttons, self._button_actions, strict=True):
            on = not actions and button.shortcut() == QKeySequence(Qt.Key.Key_Space)
            button.setStyleSheet(MARKED if on else "")
            if on:
                marked = button
        return marked

    def _clear(self) -> None:
        for button in self._buttons:
            # deleteLater() waits for the event loop: drop the shortcut now, or the next prompt's
            # button with the same Alt+number would be ambiguous and neither would fire
            button.setShortcut(QKeySequence())
            button.hide()
            self._row.removeWidget(button)
            button.deleteLater()
        self._buttons.clear()
        self._button_actions.clear()
