"""The card reference panel: every card type of the current deck, with its picture, number, copies
and ability, in the interface's language (a dock beside the table; Help ▸ Cards in this deck)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..engine.config import DeckSpec
from ..i18n import card_ability, card_name
from .card_art import CardArt
from .language import localized

translate = QCoreApplication.translate
THUMB_HEIGHT = 84


def deck_cards(deck: DeckSpec) -> list[tuple[str, int, int]]:
    """The card types of ``deck`` as (card id, number, copies), by number then id."""
    copies = Counter((t.id, t.number) for t in deck.card_types())
    return sorted(((card_id, n, k) for (card_id, n), k in copies.items()), key=lambda c: (c[1], c[0]))


class CardReference(QWidget):
    """A list of the deck's cards; each row shows the face and says what the card does."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.lang = "en"
        self.deck: DeckSpec | None = None
        self.list = QListWidget()
        self.list.setIconSize(QSize(round(THUMB_HEIGHT * 0.7), THUMB_HEIGHT))
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self.setMinimumWidth(260)

    def set_deck(self, deck: DeckSpec | None) -> None:
        """List the cards of ``deck`` (nothing for None)."""
        self.deck = deck
        self._fill()

    def set_language(self, lang: str) -> None:
        """Write names and abilities in ``lang``."""
        self.lang = lang
        self._fill()

    def _fill(self) -> None:
        self.list.clear()
        self.list.setAccessibleName(translate("CardReference", "Cards in this deck"))
        if self.deck is None:
            return
        dpr = self.devicePixelRatioF()
        for card_id, number, copies in deck_cards(self.deck):
            name = card_name(card_id, self.lang)
            ability = card_ability(card_id, self.lang)
            title = translate("CardReference", "{number} · {name} (×{copies})").format(
                number=number, name=name, copies=copies
            )
            item = QListWidgetItem(localized(f"{title}\n{ability}", self.lang))
            item.setIcon(QIcon(self.art.face(card_id, name, THUMB_HEIGHT, dpr, number)))
            item.setToolTip(localized(f"{title}\n{ability}", self.lang))
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, localized(f"{title}. {ability}", self.lang))
            self.list.addItem(item)

    def card_ids(self) -> list[str]:
        """The card ids listed, in order (for tests)."""
        return [str(self.list.item(k).data(Qt.ItemDataRole.UserRole)) for k in range(self.list.count())]


__all__ = ["CardReference", "deck_cards"]
