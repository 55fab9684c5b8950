"""Look closer: a card of the table shown large over the view, with its name, number and ability.

The close-up shows exactly what the card item shows the seat now: its face (so a card held face up
while the person looks at it, or their own card in hand) or its back, and then nothing else. It
follows the item while it is up: a card that turns over shows its new side, a card that leaves
the table takes the close-up with it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...i18n import card_ability
from ...puzzles import puzzles_for
from .. import plain
from ..fonts import ui_font
from ..language import current_language, localized, number
from .card_item import CardItem
from .layout import RATIO

translate = QCoreApplication.translate
#: how often a shown close-up checks that its card still shows the same side (ms)
FOLLOW_MS = 120
#: the gap between the card and its close-up, and between the close-up and the view's edges (px)
MARGIN = 12
#: the largest and smallest height of the enlarged picture (px)
MAX_HEIGHT = 400
MIN_HEIGHT = 150


class CloseUp(QFrame):
    """The enlarged card, a child of the table's viewport; it never takes the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("closeUp")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#closeUp { background: rgba(20, 32, 24, 235); border: 2px solid #c9a74a; border-radius: 12px; }"
            " QLabel { color: #fff6dc; background: transparent; }"
        )
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = plain.label()
        self.title.setFont(ui_font(20, bold=True))
        self.title.setWordWrap(True)
        self.ability = plain.label()
        self.ability.setFont(ui_font(16))
        self.ability.setWordWrap(True)
        self.ability.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        #: why a card lies where it does, where a newcomer cannot tell (the Squire's draw area)
        self.where = plain.label()
        self.where.setFont(ui_font(13))
        self.where.setWordWrap(True)
        #: "Press T to try this card's puzzle", for a face that has one
        self.try_note = plain.label()
        self.try_note.setFont(ui_font(13, bold=True))
        self.try_note.setStyleSheet("color: #f2d27a;")
        self.try_note.setWordWrap(True)
        self.words = words = QVBoxLayout()
        words.addWidget(self.title)
        words.addWidget(self.ability, 1)
        words.addWidget(self.where)
        words.addWidget(self.try_note)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(14, 14, 14, 14)
        row.setSpacing(14)
        row.addWidget(self.picture)
        row.addLayout(words, 1)
        #: the card shown, and what it showed when last drawn (face, name, number)
        self.item: CardItem | None = None
        self._shown: tuple[str | None, str, int | None] | None = None
        self._height = MIN_HEIGHT
        self._card = QRect()
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self._check)
        self.hide()

    @property
    def puzzle_subject(self) -> str | None:
        """The card shown, if its face is shown and it has a puzzle (T tries it), else None."""
        item = self.item if self.isVisible() else None
        face = item.face if item is not None else None
        return face if face is not None and puzzles_for(face) else None

    @property
    def place(self) -> str | None:
        """The place of the card shown, or None when the close-up is hidden."""
        return self.item.place if self.item is not None and self.isVisible() else None

    def show_card(self, item: CardItem, card: QRect) -> None:
        """Show ``item`` large beside ``card`` (its rectangle in the viewport)."""
        if self.item is not None and self.item is not item:
            self.item.face_changed.disconnect(self._check)
        if self.item is not item:
            item.face_changed.connect(self._check)
        self.item = item
        self._card = card
        parent = self.parentWidget()
        room = parent.height() if parent is not None else 600
        height = max(MIN_HEIGHT, min(MAX_HEIGHT, round(room * 0.55)))
        while True:  # as large as fits beside, above or below the card without covering it
            self._height = height
            self._fill(item)
            if self._place(card) or height <= MIN_HEIGHT:
                break
            height = max(MIN_HEIGHT, round(height * 0.85))
        self.show()
        self.raise_()
        self._follow.start()

    def dismiss(self) -> None:
        """Hide the close-up."""
        self._follow.stop()
        if self.item is not None:
            self.item.face_changed.disconnect(self._check)
        self.item = None
        self._shown = None
        self.hide()

    def _fill(self, item: CardItem) -> None:
        """The picture and the words of what the card shows now."""
        lang = current_language()
        height = self._height
        dpr = self.devicePixelRatioF()
        art = item.art
        if item.face is None:
            pixmap = art.back(height, dpr)
            title = translate("CloseUp", "A facedown card")
            ability = ""
        else:
            pixmap = art.face(item.face, item.name, height, dpr, item.number)
            value = item.number if item.number is not None else _printed_number(item)
            title = item.name
            if value is not None:
                title = translate("CloseUp", "{name} · {number}").format(
                    name=item.name, number=number(value, lang)
                )
            ability = card_ability(item.face, lang)
        pixmap.setDevicePixelRatio(dpr)
        self.picture.setPixmap(pixmap)
        self.picture.setFixedSize(round(height * RATIO), height)
        self.title.setText(localized(title, lang))
        self.ability.setText(localized(ability, lang) if ability else "")
        self.ability.setVisible(bool(ability))
        where = _why_here(item.place)
        self.where.setText(localized(where, lang) if where else "")
        self.where.setVisible(bool(where))
        has_puzzle = item.face is not None and bool(puzzles_for(item.face))
        note = translate("CloseUp", "Press T to try a puzzle with this card") if has_puzzle else ""
        self.try_note.setText(note)
        self.try_note.setVisible(has_puzzle)
        text_width = max(180, min(360, round(height * 0.9)))
        self.title.setFixedWidth(text_width)
        self.ability.setFixedWidth(text_width)
        self.where.setFixedWidth(text_width)
        self.try_note.setFixedWidth(text_width)
        self.setAccessibleName(localized(f"{title}. {ability}" if ability else title, lang))
        self._fit(text_width)
        self._shown = (item.face, item.name, item.number)

    def _fit(self, text_width: int) -> None:
        """Take the size the picture and the wrapped words need (``adjustSize`` would cap the width of
        a widget whose words wrap, and squeeze the words over the picture)."""
        row = self.row
        words = [w for w in (self.title, self.ability, self.where, self.try_note) if not w.isHidden()]
        spacing = self.words.spacing()
        text_height = sum(w.heightForWidth(text_width) for w in words) + spacing * (len(words) - 1)
        margins = row.contentsMargins()
        width = margins.left() + self.picture.width() + row.spacing() + text_width + margins.right()
        height = margins.top() + max(self.picture.height(), text_height) + margins.bottom()
        self.resize(width, height)

    def _place(self, card: QRect) -> bool:
        """Beside the card where there is room (the wider side), else above or below it; always
        inside the viewport. Returns whether the card stays uncovered."""
        parent = self.parentWidget()
        if parent is None:
            return True
        area = parent.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        size = self.size()
        right_room = area.right() - card.right()
        left_room = card.left() - area.left()
        y = card.center().y() - size.height() // 2
        if max(right_room, left_room) >= size.width() + MARGIN:
            x = card.right() + MARGIN if right_room >= left_room else card.left() - MARGIN - size.width()
        else:
            x = card.center().x() - size.width() // 2
            above = card.top() - area.top()
            fits_above = above >= size.height() + MARGIN
            y = card.top() - MARGIN - size.height() if fits_above else card.bottom() + MARGIN
        x = max(area.left(), min(x, area.right() - size.width()))
        y = max(area.top(), min(y, area.bottom() - size.height()))
        self.move(x, y)
        return not self.geometry().intersects(card.adjusted(4, 4, -4, -4))

    def _check(self) -> None:
        """Follow the card: gone from the table or hidden, the close-up goes; turned over, it shows
        the card's new side."""
        item = self.item
        if item is None or item.scene() is None or not item.isVisible():
            self.dismiss()
            return
        if (item.face, item.name, item.number) != self._shown:
            self._fill(item)
            self._place(self._card)


def _why_here(place: str) -> str:
    """What a newcomer needs to know about where a card lies, or "" (most places speak for
    themselves): a card of the draw area was laid out by a faceup Squire (RULES.md: 1 Squire)."""
    if place.startswith("area:"):
        return translate(
            "CloseUp",
            "In the draw area: while a Squire lies faceup, the deck's top card is laid out here at the end "
            "of each turn. On your turn you may take it instead of drawing from the deck.",
        )
    return ""


def _printed_number(item: CardItem) -> int | None:
    """The number of the item's face in the game on the table (None if it is not known)."""
    view = getattr(item.scene(), "view", None)
    numbers = getattr(getattr(view, "config", None), "type_numbers", {})
    value = numbers.get(item.face) if item.face else None
    return value if isinstance(value, int) else None


__all__ = ["CloseUp"]
