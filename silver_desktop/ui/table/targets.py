"""Clickable marks for places that are not cards: a gap at either end of (or inside) a village, a
whole village, the discard pile or the deck as destinations, and the token.

They exist only while a decision offers them, drawn as dashed outlines in the highlight colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.view import PlayerView
from ..card_art import CardArt
from .card_item import DROP, FOCUS, HIGHLIGHT
from .layout import BASE_TABLE, LIFT, PILE_SHOWN, RATIO, Table, plan, row

#: the token chip's rim while its power is on, and while it is off
TOKEN_ON = QColor("#c9a74a")
TOKEN_OFF = QColor("#8a8f88")
#: half the width of the mark of a gap in a village (scene units)
GAP_HALF = 12


def unmirror(painter: QPainter, rect: QRectF) -> None:
    """On a mirrored (right-to-left) table, flip the painter about ``rect``'s centre so pictures read."""
    if painter.worldTransform().determinant() < 0:
        centre = rect.center().x()
        painter.translate(centre, 0)
        painter.scale(-1, 1)
        painter.translate(-centre, 0)


class TargetItem(QGraphicsObject):
    """A dashed, clickable outline for a place without a card."""

    clicked = Signal(str)

    def __init__(self, place: str, rect: QRectF, art: CardArt | None = None, picture: str = "") -> None:
        super().__init__()
        self.place = place
        self.rect = rect
        self.art = art
        self.picture = picture
        self.focused = False
        #: while a card is dragged: "" (not a drop target), "target" or "over" (under the pointer)
        self.drop = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        """The outline and its pen."""
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_focused(self, focused: bool) -> None:
        """Show the keyboard focus."""
        self.focused = focused
        self.update()

    def set_drop(self, drop: str) -> None:
        """While a card is dragged: "target", "over" (under the pointer) or ""."""
        if drop != self.drop:
            self.drop = drop
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A dashed rounded outline, with the token's picture for the token."""
        unmirror(painter, self.rect)
        if self.art is not None and self.picture:
            side = round(self.rect.height() * abs(painter.worldTransform().m22() or 1.0))
            pixmap = self.art.picture(self.picture, QSize(max(8, side), max(8, side)), 1.0)
            painter.drawPixmap(self.rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
        colour = DROP if self.drop else FOCUS if self.focused else HIGHLIGHT
        pen = QPen(colour, 8 if self.drop == "over" else 4, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 213, 74, 40))
        painter.drawRoundedRect(self.rect, 10, 10)

    def mousePressEvent(self, event: object) -> None:
        """Report the place."""
        self.clicked.emit(self.place)


def target_rect(place: str, v: PlayerView, table: Table = BASE_TABLE) -> QRectF | None:
    """Where the mark of a non-card place goes, or None if the place is a card (or unknown)."""
    parts = place.split(":")
    zone = parts[0]
    p = plan(v, table)
    seats = p.seats
    w, h = p.centre_h * RATIO, p.centre_h
    if zone == "pile" and len(parts) == 1:  # the whole pile as it lies fanned out, not only its bottom card
        fanned = p.pile_step * max(0, min(PILE_SHOWN, len(v.pile)) - 1)
        return QRectF(p.pile[0] - w / 2, p.pile[1] - h / 2, w + fanned, h)
    if zone == "deck" and not v.deck:
        return QRectF(p.deck[0] - w / 2, p.deck[1] - h / 2, w, h)
    if zone == "token":
        holder = seats.get(v.token_holder if v.token_holder >= 0 else v.seat, seats[v.seat])
        size = p.line - LIFT - 8  # on the holder's name line, at the end of its village
        return QRectF(holder.region.x + holder.region.width / 2 - size, holder.label_y - size, size, size)
    try:
        numbers = [int(p) for p in parts[1:]]
    except ValueError:
        return None
    if zone == "village" and len(numbers) == 1 and numbers[0] in seats:
        region = seats[numbers[0]].region
        return QRectF(
            region.x - region.width / 2 - 10,
            region.y - region.height / 2 - 10,
            region.width + 20,
            region.height + 20,
        )
    if zone == "gap" and len(numbers) == 2 and numbers[0] in seats:
        seat, index = numbers
        region = seats[seat].region
        count = len(v.villages[seat])
        xs = row(region, count)
        card_w = region.height * RATIO
        if not xs:
            x = region.x
        elif index <= 0:
            x = xs[0] - card_w / 2 - 16
        elif index >= count:
            x = xs[-1] + card_w / 2 + 16
        else:
            x = (xs[index - 1] + xs[index]) / 2
        # at a side village's outer end the mark would lie half off the table (a Gremlin's target,
        # a50): it keeps to the table, over the edge of the end card if need be
        x = min(max(x, GAP_HALF + 2), table.width - GAP_HALF - 2)
        return QRectF(x - GAP_HALF, region.y - region.height * 0.45, 2 * GAP_HALF, region.height * 0.9)
    return None


class TokenItem(TargetItem):
    """The token as a round chip beside its holder's name: a gold rim while its power is on, a grey
    one and a dimmed picture while it is off (never clickable itself: a decision that uses it adds a
    ``token`` mark over it)."""

    def __init__(self, rect: QRectF, art: CardArt, picture: str, active: bool) -> None:
        super().__init__("token-shown", rect, art, picture)
        self.active = active
        self.setZValue(50)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:
        """The chip and its rim."""
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A light disc with a rim, the token's picture inside."""
        unmirror(painter, self.rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = max(1.5, self.rect.height() * 0.07)
        painter.setPen(QPen(TOKEN_ON if self.active else TOKEN_OFF, rim))
        painter.setBrush(QColor("#f6f0e1"))
        painter.drawEllipse(self.rect.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2))
        inner = self.rect.adjusted(*(self.rect.height() * f for f in (0.17, 0.17, -0.17, -0.17)))
        side = round(inner.height() * abs(painter.worldTransform().m22() or 1.0))
        if self.art is not None:
            pixmap = self.art.picture(self.picture, QSize(max(8, side), max(8, side)), 1.0)
            painter.setOpacity(1.0 if self.active else 0.6)
            painter.drawPixmap(inner, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))

    def mousePressEvent(self, event: object) -> None:
        """Not a target."""
