"""The end of a round (every village revealed, each score explained) and the end of the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
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

translate = QCoreApplication.translate

CARD_HEIGHT = 64


def reason_text(reason: str, caller: int, called_ok: bool, names: Sequence[str]) -> str:
    """Why the round ended, in words."""
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
    cards: Sequence[str],
    value: int,
    score: int,
    called: bool,
    numbers: dict[str, int],
    namer: Callable[[str], str],
) -> list[str]:
    """Why a village is worth what it is: Copycat, Wolfman, the bullet's card, the call."""
    printed = [numbers.get(c, 0) for c in cards]
    plain = [numbers.get(c, 0) for c in cards if c.endswith(".copycat") is False]
    notes = []
    copycats = [c for c in cards if c.endswith(".copycat")]
    if copycats:
        notes.append(
            translate("RoundSummary", "{card} counts as {n}").format(
                card=namer(copycats[0]), n=min(plain) if plain else 13
            )
        )
    wolfman = next((c for c in cards if c.endswith(".wolfman")), None)
    if wolfman is not None and value == 0 and sum(printed) > 0:
        notes.append(translate("RoundSummary", "{card}: the village is worth 0").format(card=namer(wolfman)))
    expected = sum(plain) + len(copycats) * (min(plain) if plain else 13)
    if wolfman is None and value < expected:
        notes.append(translate("RoundSummary", "the card under the bullet does not count"))
    if called:
        notes.append(
            translate("RoundSummary", "call succeeded: 0")
            if score == 0
            else translate("RoundSummary", "call failed: +10")
        )
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
        last: bool = False,
        numbers: dict[str, int] | None = None,
        token: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RoundSummary", "Round {n}").format(n=params.get("round", "?")))
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
        values, scores, totals = params.get("values", []), params.get("scores", []), params.get("totals", [])
        for seat, cards in enumerate(params.get("reveal", [])):
            grid.addWidget(plain.label(names[seat]), seat + 1, 0)
            row = QHBoxLayout()
            row.setSpacing(2)
            for card_id in cards:
                picture = QLabel()
                picture.setPixmap(art.face(card_id, namer(card_id), CARD_HEIGHT, dpr))
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
            if numbers is not None and seat < len(values) and seat < len(scores):
                notes = score_notes(cards, values[seat], scores[seat], seat == caller, numbers, namer)
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


def game_over_text(params: dict[str, Any], names: Sequence[str]) -> str:
    """Who won, with the totals, and whether a tie-break decided it."""
    winner = int(params.get("winner", -1))
    totals = params.get("totals", [])
    lines = [
        translate("RoundSummary", "{name} wins with the lowest total!").format(name=names[winner])
        if 0 <= winner < len(names)
        else ""
    ]
    if params.get("tiebreak"):
        lines.append(translate("RoundSummary", "The lowest totals were tied; the tie-break decided."))
    ranking = sorted(range(len(totals)), key=lambda p: totals[p])
    lines += [f"{k + 1}. {names[p]}: {totals[p]}" for k, p in enumerate(ranking)]
    return "\n".join(line for line in lines if line)
