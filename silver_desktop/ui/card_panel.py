"""The card reference panel: every card type of the current deck, with its picture, number, copies
and ability, in the interface's language (a dock beside the table; Help ▸ Cards in this deck)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ..engine.config import DeckSpec
from ..i18n import card_ability, card_name
from ..puzzles import puzzles_for
from . import plain
from .card_art import CardArt
from .language import current_language, localized

translate = QCoreApplication.translate
THUMB_HEIGHT = 84


def deck_cards(deck: DeckSpec) -> list[tuple[str, int, int]]:
    """The card types of ``deck`` as (card id, number, copies), by number then id."""
    copies = Counter((t.id, t.number) for t in deck.card_types())
    return sorted(((card_id, n, k) for (card_id, n), k in copies.items()), key=lambda c: (c[1], c[0]))


class CardRow(QFrame):
    """One card of the deck: its face, and its title and whole ability wrapped beside it."""

    def __init__(
        self, card_id: str, title: str, ability: str, picture: QLabel, try_button: QPushButton | None = None
    ) -> None:
        """``try_button``: "Try it", for a card that has a puzzle."""
        super().__init__()
        self.card_id = card_id
        self.title = plain.label(title)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.ability = plain.label(ability)
        self.ability.setWordWrap(True)  # the whole text, over as many lines as it needs
        self.ability.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.ability)
        self.try_button = try_button
        if try_button is not None:
            words.addWidget(try_button, 0, Qt.AlignmentFlag.AlignLeading)
        words.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        self.setAccessibleName(f"{title}. {ability}")

    def text(self) -> str:
        """The title and the ability, as shown."""
        return f"{self.title.text()}\n{self.ability.text()}"


class CardReference(QWidget):
    """The deck's cards in a column that scrolls; each row shows the face and says what the card does.

    Nothing is cut short: the texts wrap to the panel's width, which the table does not give up for
    them (the panel scrolls instead). A card that has a puzzle gets a "Try it" button."""

    #: "Try it": play a puzzle of this card (its id)
    try_puzzle = Signal(str)

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.lang = "en"
        self.deck: DeckSpec | None = None
        self.rows: list[CardRow] = []
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.column = QWidget()
        self.column_layout = QVBoxLayout(self.column)
        self.column_layout.setContentsMargins(2, 2, 2, 2)
        self.column_layout.setSpacing(6)
        self.scroller.setWidget(self.column)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroller)
        self.setMinimumWidth(200)

    def set_deck(self, deck: DeckSpec | None) -> None:
        """List the cards of ``deck`` (nothing for None), in the interface's language."""
        self.deck = deck
        self.lang = current_language()
        self._fill()

    def set_language(self, lang: str) -> None:
        """Write names and abilities in ``lang``."""
        self.lang = lang
        self._fill()

    def _fill(self) -> None:
        for row in self.rows:  # gone at once, not only once the event loop deletes them
            self.column_layout.removeWidget(row)
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        while self.column_layout.count():
            self.column_layout.takeAt(0)
        self.scroller.setAccessibleName(translate("CardReference", "Cards in this deck"))
        if self.deck is None:
            return
        dpr = self.devicePixelRatioF()
        for card_id, number, copies in deck_cards(self.deck):
            name = card_name(card_id, self.lang)
            ability = card_ability(card_id, self.lang)
            title = translate("CardReference", "{number} · {name} (×{copies})").format(
                number=number, name=name, copies=copies
            )
            pixmap = self.art.face(card_id, name, THUMB_HEIGHT, dpr, number)
            pixmap.setDevicePixelRatio(dpr)
            picture = QLabel()
            picture.setPixmap(pixmap)
            try_button = None
            if puzzles_for(card_id):
                try_button = QPushButton(translate("CardReference", "Try it"))
                try_button.setToolTip(translate("CardReference", "Play a short puzzle with this card"))
                try_button.clicked.connect(lambda _=False, c=card_id: self.try_puzzle.emit(c))
            text = localized(title, self.lang)
            row = CardRow(card_id, text, localized(ability, self.lang), picture, try_button)
            self.column_layout.addWidget(row)
            self.rows.append(row)
        self.column_layout.addStretch(1)

    def card_ids(self) -> list[str]:
        """The card ids listed, in order (for tests)."""
        return [row.card_id for row in self.rows]

    def texts(self) -> list[str]:
        """Each row's title and ability as shown, in order (for tests)."""
        return [row.text() for row in self.rows]


__all__ = ["CardReference", "deck_cards"]
