"""The end of a round: every village revealed, each score explained."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from . import plain
from .card_art import CardArt
from .language import localized, number
from .seat_names import is_you
from .table.layout import RATIO

translate = QCoreApplication.translate

#: the village pictures' heights, largest first: at 96 px nearly every card's name fits on it (a card
#: too small for its name at 9 pt shows none; its tooltip still names it)
CARD_HEIGHTS = (96, 80, 64)


def card_height(rows: int, most: int, room: QSize) -> int:
    """The village pictures' height: the largest of :data:`CARD_HEIGHTS` at which ``rows`` villages
    of up to ``most`` cards, with the dialog's texts, fit in ``room`` (the screen's free area)."""
    for height in CARD_HEIGHTS:
        tall = 200 + rows * (height + 24)  # the texts, and each row with its spacing (as measured)
        wide = 420 + most * (round(height * RATIO) + 2)
        if tall <= room.height() - 40 and wide <= room.width():  # 40: the window's title bar
            return height
    return CARD_HEIGHTS[-1]


def reason_text(reason: str, caller: int, called_ok: bool, names: Sequence[str]) -> str:
    """Why the round ended, in words."""
    if reason == "call" and 0 <= caller < len(names) and is_you(names[caller]):
        if called_ok:
            return translate("RoundSummary", "You called for a vote and had the lowest village: you score 0.")
        return translate(
            "RoundSummary",
            "You called for a vote but did not have the lowest village: 10 points added to yours.",
        )
    if reason == "call" and 0 <= caller < len(names):
        if called_ok:
            return translate(
                "RoundSummary", "{name} called for a vote and had the lowest village: they score 0."
            ).format(name=names[caller])
        return translate(
            "RoundSummary", "{name} called for a vote but did not have the lowest village: 10 points added."
        ).format(name=names[caller])
    if reason == "villagers":
        return translate("RoundSummary", "Both Villagers lay faceup in villages: the round ended at once.")
    if reason == "deck":
        return translate("RoundSummary", "The deck ran out: the round ended.")
    return translate("RoundSummary", "The round ended.")


def score_notes(
    cards: Sequence[Mapping[str, Any]],
    wolfman: int | None,
    call: int | None,
    numbers: Mapping[str, int],
    namer: Callable[[str], str],
) -> list[str]:
    """Why a village is worth what it is, from the scoring event (``round.scored``'s ``cards``,
    ``wolfman`` and ``call`` of one seat): a card that scores other than its printed number (a
    Copycat), the bullet's card, the Wolfman that made the village worth 0, the call."""
    notes = []
    for card in cards:
        card_id, value = str(card.get("type", "")), card.get("value")
        if value is None:
            notes.append(translate("RoundSummary", "the card under the bullet does not count"))
        elif value != numbers.get(card_id, value):
            counts = translate("RoundSummary", "{card} counts as {n}")
            notes.append(counts.format(card=namer(card_id), n=value))
    if wolfman is not None and 0 <= wolfman < len(cards):
        notes.append(
            translate("RoundSummary", "{card}: the village is worth 0").format(
                card=namer(str(cards[wolfman].get("type", "")))
            )
        )
    if call == 0:
        notes.append(translate("RoundSummary", "call succeeded: 0"))
    elif call == 10:
        notes.append(translate("RoundSummary", "call failed: +10"))
    return notes


class RoundSummary(QDialog):
    """Every village face up, with its value, notes on how it was scored, the round score and the
    running total; then who takes the token."""

    def __init__(
        self,
        params: dict[str, Any],
        names: Sequence[str],
        art: CardArt,
        namer: Callable[[str], str],
        parent: QWidget | None = None,
        *,
        numbers: Mapping[str, int],
        last: bool = False,
        token: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RoundSummary", "Round {n}").format(n=number(params.get("round", "?"))))
        layout = QVBoxLayout(self)
        heading = plain.label(localized(self.windowTitle()))
        heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        layout.addWidget(heading)
        caller = int(params.get("caller", -1))
        layout.addWidget(
            plain.label(
                localized(
                    reason_text(str(params.get("reason", "")), caller, bool(params.get("called_ok")), names)
                )
            )
        )
        grid = QGridLayout()
        titles = (
            translate("RoundSummary", "Player"),
            translate("RoundSummary", "Village"),
            translate("RoundSummary", "Value"),
            translate("RoundSummary", "Notes"),
            translate("RoundSummary", "Round score"),
            translate("RoundSummary", "Total"),
        )
        for col, title in enumerate(titles):
            label = plain.label(title)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            grid.addWidget(label, 0, col)
        dpr = self.devicePixelRatioF()
        villages = params.get("cards", [])
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(1024, 700)
        height = card_height(len(villages), max((len(v) for v in villages), default=0), room)
        values, scores, totals = params.get("values", []), params.get("scores", []), params.get("totals", [])
        wolfmen, calls = params.get("wolfman", []), params.get("call", [])
        for seat, village in enumerate(villages):
            cards = [str(card.get("type", "")) for card in village]
            grid.addWidget(plain.label(names[seat]), seat + 1, 0)
            row = QHBoxLayout()
            row.setSpacing(2)
            for card_id in cards:
                picture = QLabel()
                picture.setPixmap(art.face(card_id, namer(card_id), height, dpr))
                picture.setToolTip(plain.tooltip(namer(card_id)))
                row.addWidget(picture)
            row.addStretch(1)
            holder = QWidget()
            holder.setLayout(row)
            grid.addWidget(holder, seat + 1, 1)
            for col, value in ((2, values), (4, scores), (5, totals)):
                cell = plain.label(number(value[seat]) if seat < len(value) else "")
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(cell, seat + 1, col)
            wolfman = wolfmen[seat] if seat < len(wolfmen) else None
            call = calls[seat] if seat < len(calls) else None
            notes = score_notes(village, wolfman, call, numbers, namer)
            grid.addWidget(plain.label(localized("\n".join(notes))), seat + 1, 3)
        layout.addLayout(grid)
        removed = params.get("removed", [])
        if removed:
            layout.addWidget(
                plain.label(
                    translate("RoundSummary", "Removed by a Hunter: {cards}").format(
                        cards=", ".join(namer(c) for c in removed)
                    )
                )
            )
        if token:
            layout.addWidget(plain.label(token))
        buttons = QDialogButtonBox()
        button = buttons.addButton(
            translate("RoundSummary", "See the result") if last else translate("RoundSummary", "Next round"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
