"""The lesson's ring: a thick pulsing ring around the one place a lesson asks the person to click.

It is drawn over everything in a colour of its own (never the yellow of the legal targets or the
orange of chosen cards), so that it stands out among them. It only marks a place, never a face: it
shows nothing the seat does not already see.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

#: the ring's colour: a bright cyan, distinct from the legal targets' yellow
COLOUR = QColor("#22d3ee")
#: how far the ring lies outside the marked place (scene units)
MARGIN = 10.0
#: the width of the ring's widest pen (its dark edge)
PEN = 12
#: the ring's height on the table: over the cards and the marks
Z = 900


class Beacon(QGraphicsObject):
    """A pulsing ring around a rectangle of the table."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._glow = 1.0
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to what it rings
        #: the pulse (kept here: an animation without a Python reference is collected)
        self.pulse = QPropertyAnimation(self, b"glow", self)
        self.pulse.setStartValue(1.0)
        self.pulse.setKeyValueAt(0.5, 0.35)
        self.pulse.setEndValue(1.0)
        self.pulse.setDuration(1200)
        self.pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self.pulse.setLoopCount(-1)
        self.hide()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def ring(self, rect: QRectF | None) -> None:
        """Ring ``rect`` (scene coordinates), or hide the ring for None."""
        if rect is None:
            self.pulse.stop()
            self.hide()
            return
        self.prepareGeometryChange()
        self._rect = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        scene = self.scene()
        if scene is not None:  # the whole ring on the table: a card at its edge is ringed a bit closer
            edge = PEN / 2 + 2
            self._rect = self._rect.intersected(scene.sceneRect().adjusted(edge, edge, -edge, -edge))
        self.show()
        if self.pulse.state() != QPropertyAnimation.State.Running:
            self.pulse.start()

    @property
    def rect(self) -> QRectF:
        """The ring's rectangle (scene coordinates; empty while hidden)."""
        return QRectF(self._rect) if self.isVisible() else QRectF()

    def boundingRect(self) -> QRectF:
        """The ring and its pen."""
        return self._rect.adjusted(-PEN / 2 - 2, -PEN / 2 - 2, PEN / 2 + 2, PEN / 2 + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A thick rounded ring whose strength pulses."""
        colour = QColor(COLOUR)
        colour.setAlphaF(self._glow)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, round(160 * self._glow)), PEN))
        painter.drawRoundedRect(self._rect, 14, 14)
        painter.setPen(QPen(colour, 7))
        painter.drawRoundedRect(self._rect, 14, 14)
