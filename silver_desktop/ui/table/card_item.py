"""A card on the table: a QGraphicsObject that paints its face or back from :class:`CardArt`.

Position, rotation and opacity are Qt properties, so property animations move it; ``squash`` (1 =
flat on the table, 0 = edge-on) animates flips: the item squashes, swaps its face and opens again.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..card_art import CardArt
from .layout import LIFT, RATIO

HIGHLIGHT = QColor("#ffd54a")
FOCUS = QColor("#4ad0ff")
SELECTED = QColor("#ff8a3d")
#: a place a dragged card may be dropped on, and the one under the pointer
DROP = QColor("#7dff9a")
#: the cards the last move touched: a quiet white ring, so the person sees what just changed
TOUCHED = QColor(255, 255, 255, 170)


def badge_rect(card: QRectF) -> QRectF:
    """Where a card ``card`` (its face's rectangle) shows the points it scores at a round's end:
    over its number's corner (the points stand where the number was: a Copycat's computed value, a
    bullet's ✕), clear of the name, which stays readable at the reveal (a long name's plate rises
    over the emblem on a small card)."""
    side = card.width() * 0.46
    return QRectF(card.left() + card.width() * 0.05, card.top() + card.height() * 0.04, side, side * 0.62)


class CardItem(QGraphicsObject):
    """One card; ``place`` says where it lies (``village:1:2``...), ``face`` its card id or None."""

    clicked = Signal(str)
    #: the card now shows another side (or another name or number)
    face_changed = Signal()

    def __init__(
        self,
        art: CardArt,
        place: str,
        height: float,
        face: str | None,
        name: str = "",
        number: int | None = None,
    ) -> None:
        super().__init__()
        self.art = art
        self.place = place
        self._height = height
        self.face = face
        self.name = name
        #: the face's number in this game (a promo card's is chosen in New Game), None for the printed one
        self.number = number
        self._squash = 1.0
        self.clickable = False
        self.focused = False
        self.selected_step = False
        #: while a card is dragged: "" (not a drop target), "target" or "over" (under the pointer)
        self.drop = ""
        #: the last move touched this card (a soft ring until the next move)
        self.touched = False
        self.markers: tuple[str, ...] = ()
        #: memory aid: the number of a facedown card the seat has seen ("" = none)
        self.hint = ""
        #: at the round's end: what the card scores ("" = nothing shown)
        self.badge = ""
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------------ geometry
    def set_card_height(self, height: float) -> None:
        """Resize the card."""
        if height != self._height:
            self.prepareGeometryChange()
            self._height = height

    @property
    def card_height(self) -> float:
        """The card's height on the table."""
        return self._height

    def _rect(self) -> QRectF:
        h = self._height
        w = h * RATIO
        return QRectF(-w / 2, -h / 2, w, h)

    def card_rect(self) -> QRectF:
        """The card itself as it shows (lifted when selected), in item coordinates."""
        return self._rect().translated(0, -LIFT) if self.selected_step else self._rect()

    def boundingRect(self) -> QRectF:
        """The card plus room for the highlight ring."""
        return self._rect().adjusted(-6, -6 - LIFT, 6 + LIFT / 2, 6 + LIFT / 2)

    # ------------------------------------------------------------------ flip animation
    def _get_squash(self) -> float:
        return self._squash

    def set_squash(self, value: float) -> None:
        """1 = flat on the table, 0 = edge-on (halfway through a flip)."""
        self._squash = value
        self.update()

    squash = Property(float, _get_squash, set_squash)

    def set_face(self, face: str | None, name: str = "", number: int | None = None) -> None:
        """Show ``face`` (a card id, named ``name``, numbered ``number`` in this game) or the back (None)."""
        if face != self.face or name != self.name or number != self.number:
            self.face = face
            self.name = name
            self.number = number
            self.update()
            self.face_changed.emit()

    # ------------------------------------------------------------------ state shown around the card
    def set_clickable(self, clickable: bool) -> None:
        """Mark the card as a legal target (highlighted, pointing-hand cursor)."""
        if clickable != self.clickable:
            self.clickable = clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_touched(self, touched: bool) -> None:
        """Mark the card as one the last move touched."""
        if touched != self.touched:
            self.touched = touched
            self.update()

    def set_focused(self, focused: bool) -> None:
        """Mark the card as the keyboard focus."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_selected(self, selected: bool) -> None:
        """Mark the card as chosen for a choice of several cards (lifted, with a shadow and a ring)."""
        if selected != self.selected_step:
            self.selected_step = selected
            self.update()

    def set_drop(self, drop: str) -> None:
        """While a card is dragged: "target" (it may be dropped here), "over" (it is over this card),
        or "" (no drop target)."""
        if drop != self.drop:
            self.drop = drop
            self.update()

    def set_hint(self, hint: str) -> None:
        """The memory aid's small number on a facedown card the seat remembers."""
        if hint != self.hint:
            self.hint = hint
            self.update()

    def set_badge(self, badge: str) -> None:
        """What the card scores, shown on it at the round's end ("" for nothing)."""
        if badge != self.badge:
            self.badge = badge
            self.update()

    def set_markers(self, markers: tuple[str, ...]) -> None:
        """Pictures drawn on the card: ``amulet``, ``bullet``, ``coin-heads``, ``guard``..."""
        if markers != self.markers:
            self.markers = markers
            self.update()

    # ------------------------------------------------------------------ painting and input
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the face or back at the resolution of the device, then the markers and rings."""
        scale = painter.worldTransform().m22() or 1.0
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixel_height = max(24, round(self._height * abs(scale) / 4) * 4)
        rect = self._rect()
        if self.selected_step:  # lifted off the table: its shadow where it lay, the card above it
            shadow = rect.translated(LIFT / 2, LIFT / 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(shadow, 10, 10)
            painter.translate(0, -LIFT)
        painter.save()
        flip = -1.0 if painter.worldTransform().determinant() < 0 else 1.0  # a mirrored (RTL) table
        painter.scale(flip * max(0.02, self._squash), 1.0)
        if self.face is None:
            pixmap = self.art.back(pixel_height, dpr)
        else:
            pixmap = self.art.face(self.face, self.name, pixel_height, dpr, self.number)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
        side = rect.width() * 0.42
        for k, marker in enumerate(self.markers):
            box = QRectF(rect.right() - side * (k + 1) - 2, rect.bottom() - side - 2, side, side)
            size = QSize(max(8, round(side * abs(scale))), max(8, round(side * abs(scale))))
            painter.drawPixmap(
                box,
                self.art.picture(marker, size, dpr),
                QRectF(0, 0, size.width() * dpr, size.height() * dpr),
            )
        if self.hint and self.face is None:
            badge = QRectF(rect.left() + 4, rect.top() + 4, rect.width() * 0.38, rect.width() * 0.3)
            painter.setBrush(QColor(246, 240, 225, 210))
            painter.setPen(QPen(QColor("#2b2523"), 1))
            painter.drawRoundedRect(badge, 4, 4)
            font = painter.font()
            font.setPixelSize(max(6, round(badge.height() * 0.75)))
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.hint)
        if self.badge:
            badge = badge_rect(rect)
            painter.setBrush(QColor("#1d3326"))
            painter.setPen(QPen(QColor("#ffd54a"), 2))
            painter.drawRoundedRect(badge, 6, 6)
            font = painter.font()
            font.setPixelSize(max(7, round(badge.height() * 0.72)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#fff6dc"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
        painter.restore()
        ring = None
        if self.drop:
            ring = DROP
        elif self.selected_step:
            ring = SELECTED
        elif self.focused:
            ring = FOCUS
        elif self.clickable and not getattr(self.scene(), "quiet_targets", False):
            ring = HIGHLIGHT
        elif self.touched:
            ring = TOUCHED
        if ring is not None:
            width = 5 if self.focused or self.selected_step else 4
            if self.drop == "over":
                width = 9
            if getattr(self.scene(), "high_contrast", False):
                width += 3  # thicker rings, and a black edge so they stand out on any card
                painter.setPen(QPen(QColor("black"), width + 4))
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
            painter.setPen(QPen(ring, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a legal target reports its place; any other click goes to what lies below
        (the discard pile's mark under the pile's cards)."""
        if self.clickable:
            self.clicked.emit(self.place)
        else:
            event.ignore()
