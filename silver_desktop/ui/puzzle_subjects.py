"""What a puzzle is about, as the window shows it: a card or a token, its name, picture and group.

A puzzle's subjects are card ids (``silver.robber``, ``promo.prince``) or tokens (``token.amulet``,
``token.bullet``, ``token.coin``). The puzzle browser groups puzzles by the deck of their first
subject: Silver, Silver Bullet, Silver Coin, the promo cards, the tokens.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QPixmap

from ..engine.cards import card_type
from ..i18n import card_name
from .card_art import CardArt

translate = QCoreApplication.translate

#: The browser's groups, in order.
GROUPS = ("silver", "bullet", "coin", "promo", "token")
#: A token's picture (see :data:`.card_art.PICTURES`).
TOKEN_PICTURES = {"token.amulet": "amulet", "token.bullet": "bullet", "token.coin": "coin-heads"}


def group_of(subject: str) -> str:
    """The browser group of ``subject``: its id's first part (one of :data:`GROUPS`)."""
    group = subject.partition(".")[0]
    return group if group in GROUPS else "token"


def group_name(group: str) -> str:
    """A group's heading in the interface's language."""
    names = {
        "silver": translate("Puzzles", "Silver"),
        "bullet": translate("Puzzles", "Silver Bullet"),
        "coin": translate("Puzzles", "Silver Coin"),
        "promo": translate("Puzzles", "Promo cards"),
        "token": translate("Puzzles", "Tokens"),
    }
    return names[group]


def subject_name(subject: str, lang: str) -> str:
    """The name of a card (in ``lang``) or a token (in the interface's language)."""
    tokens = {
        "token.amulet": translate("Puzzles", "Amulet token"),
        "token.bullet": translate("Puzzles", "Bullet token"),
        "token.coin": translate("Puzzles", "Coin token"),
    }
    return tokens.get(subject) or card_name(subject, lang)


def subject_order(subject: str) -> tuple[int, str]:
    """Where ``subject`` comes in its group: by the card's number, then its id."""
    try:
        return (card_type(subject).number, subject)
    except KeyError:
        return (99, subject)


def subject_picture(art: CardArt, subject: str, height: int, dpr: float) -> QPixmap:
    """The card's face or the token's picture, ``height`` pixels tall: a thumbnail beside the written
    name, so no name is drawn on it (at this size it would cover the picture)."""
    token = TOKEN_PICTURES.get(subject)
    if token is not None:
        return art.picture(token, QSize(height, height), dpr)
    return art.face(subject, "", height, dpr)


__all__ = ["GROUPS", "group_name", "group_of", "subject_name", "subject_order", "subject_picture"]
