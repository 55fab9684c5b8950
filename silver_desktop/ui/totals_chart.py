"""The running totals of a game as a line chart, drawn with QPainter (QtCharts is not available).

One line per player in the player's colour, with a marker of the player's own shape at every round
(circle, square, triangle, diamond), so that the lines can be told apart without colour too. The
axes are labelled with the language's digits; in a right-to-left language the chart is mirrored
(round 1 on the right, the points axis on the right) while its words still read the right way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from .language import localized, number

translate = QCoreApplication.translate

#: The players' colours on a light background (Okabe and Ito's colour-blind safe set).
LIGHT_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7")
#: The same hues, brighter, for a dark or high contrast background.
DARK_COLOURS = ("#56b4e9", "#f0a030", "#3ddc97", "#f49fd9")
#: Marker shapes by seat.
SHAPES = ("circle", "square", "triangle", "diamond")


def seat_colour(seat: int, palette: QPalette) -> QColor:
    """The colour of ``seat``'s line and marker, readable on ``palette``'s window colour."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    colours = DARK_COLOURS if dark else LIGHT_COLOURS
    return QColor(colours[seat % len(colours)])


def draw_marker(painter: QPainter, seat: int, centre: QPointF, radius: float, colour: QColor) -> None:
    """``seat``'s marker shape, filled with ``colour``, centred on ``centre``."""
    painter.save()
    painter.setPen(QPen(colour.darker(150), 1))
    painter.setBrush(colour)
    x, y, r = centre.x(), centre.y(), radius
    shape = SHAPES[seat % len(SHAPES)]
    if shape == "circle":
        painter.drawEllipse(centre, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        painter.drawPolygon(
            QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8)])
        )
    else:
        painter.drawPolygon(
            QPolygonF(
                [QPointF(x, y - r * 1.15), QPointF(x + r, y), QPointF(x, y + r * 1.15), QPointF(x - r, y)]
            )
        )
    painter.restore()


def marker_pixmap(seat: int, colour: QColor, size: int, ratio: float = 1.0) -> QPixmap:
    """``seat``'s marker on a transparent square of ``size`` pixels (for icons beside names)."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_marker(painter, seat, QPointF(size / 2, size / 2), size * 0.36, colour)
    painter.end()
    return pixmap


def nice_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Round numbers from at most ``low`` to at least ``high``, 1, 2 or 5 times a power of ten apart,
    at most ``most`` steps (always at least two values)."""
    span = max(high - low, 1)
    step = 1
    while True:
        for factor in (1, 2, 5):
            candidate = step * factor
            if math.ceil(span / candidate) <= most:
                first = math.floor(low / candidate) * candidate
                last = math.ceil(high / candidate) * candidate
                if last == first:
                    last += candidate
                return list(range(first, last + 1, candidate))
        step *= 10


@attrs.frozen
class Plot:
    """The plot area of the chart: its edges in the widget, the points axis' ticks (the lowest and
    the highest are its ends) and the rounds along it, mirrored for a right-to-left reader."""

    left: float
    right: float
    top: float
    bottom: float
    ticks: tuple[int, ...]
    rounds: int
    rtl: bool
    #: the space between the points axis and the first round (and after the last one)
    inner: float = 12.0

    def x(self, k: int) -> float:
        """Where round ``k + 1`` lies across."""
        fraction = 0.5 if self.rounds <= 1 else k / (self.rounds - 1)
        x = self.left + self.inner + fraction * (self.right - self.left - 2 * self.inner)
        return self.left + self.right - x if self.rtl else x

    def y(self, value: float) -> float:
        """Where a total of ``value`` points lies up."""
        low, high = self.ticks[0], self.ticks[-1]
        return self.bottom - (value - low) / (high - low) * (self.bottom - self.top)


class TotalsChart(QWidget):
    """Each player's total after every round, as lines over the rounds, with a legend."""

    def __init__(
        self,
        running: Sequence[Sequence[int]],
        names: Sequence[str],
        high_contrast: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        """``running[seat][k]``: ``seat``'s total after round ``k + 1``; ``names`` by seat."""
        super().__init__(parent)
        self._running = [list(r) for r in running]
        self._names = list(names)
        #: thicker lines and axes (the high contrast theme)
        self.high_contrast = high_contrast
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(280, 200))
        self.retranslate()

    @property
    def series(self) -> list[list[int]]:
        """The data points: per seat, the running total after each round."""
        return [list(r) for r in self._running]

    @property
    def rounds(self) -> int:
        """How many rounds the chart spans."""
        return max((len(r) for r in self._running), default=0)

    def retranslate(self) -> None:
        """The accessible name and description in the current language (the picture is drawn anew)."""
        self.setAccessibleName(translate("Results", "Running totals"))
        finals = translate("Results", ", ", "between the players in a list").join(
            translate("Results", "{name}: {points}").format(name=name, points=number(r[-1] if r else 0))
            for name, r in zip(self._names, self._running, strict=True)
        )
        self.setAccessibleDescription(localized(finals))
        self.update()

    def sizeHint(self) -> QSize:
        """Wide enough for a few rounds and a legend line."""
        return QSize(460, 280)

    def plot(self) -> Plot | None:
        """Where the plot lies in the widget now (None when the widget is too small to draw it)."""
        metrics = QFontMetrics(self.font())
        line_height = metrics.height()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        values = [v for r in self._running for v in r]
        ticks = nice_ticks(min([0, *values]), max([1, *values]))
        side = max(metrics.horizontalAdvance(number(t)) for t in ticks) + 18.0  # the tick labels
        # the points axis title above the plot, the rounds and their title and the legend below it
        top = line_height * 1.6
        bottom = self.height() - line_height * 3.8 - 8
        left, right = (12.0, self.width() - side) if rtl else (side, self.width() - 12.0)
        if right - left < 40 or bottom - top < 40:
            return None
        return Plot(left, right, top, bottom, tuple(ticks), self.rounds, rtl)

    def points(self) -> list[list[QPointF]]:
        """Where each seat's points are drawn, round after round (empty when nothing is drawn)."""
        plot = self.plot()
        if plot is None:
            return []
        return [[QPointF(plot.x(k), plot.y(v)) for k, v in enumerate(totals)] for totals in self._running]

    def paintEvent(self, event: QPaintEvent) -> None:
        """Axes, grid, one line per player and the legend."""
        plot = self.plot()
        if plot is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(110 if self.high_contrast else 55)
        metrics = QFontMetrics(self.font())
        line_height = metrics.height()
        left, right, top, bottom = plot.left, plot.right, plot.top, plot.bottom
        painter.setPen(QPen(grid, 1))
        for t in plot.ticks:
            painter.drawLine(QPointF(left, plot.y(t)), QPointF(right, plot.y(t)))
        painter.setPen(QPen(text, 2 if self.high_contrast else 1))
        axis_x = right if plot.rtl else left
        painter.drawLine(QPointF(axis_x, top), QPointF(axis_x, bottom))
        painter.drawLine(QPointF(left, bottom), QPointF(right, bottom))
        for t in plot.ticks:
            label = number(t)
            width = metrics.horizontalAdvance(label)
            x = right + 6 if plot.rtl else left - 6 - width
            painter.drawText(QPointF(x, plot.y(t) + metrics.ascent() / 2 - 1), label)
        for k in range(plot.rounds):
            label = number(k + 1)
            width = metrics.horizontalAdvance(label)
            painter.drawLine(QPointF(plot.x(k), bottom), QPointF(plot.x(k), bottom + 4))
            painter.drawText(QPointF(plot.x(k) - width / 2, bottom + 4 + metrics.ascent()), label)
        # above the points axis, on its side (absolute: Qt would otherwise swap the sides again)
        align = Qt.AlignmentFlag.AlignAbsolute
        align |= Qt.AlignmentFlag.AlignRight if plot.rtl else Qt.AlignmentFlag.AlignLeft
        painter.drawText(
            QRectF(4, 0, self.width() - 8, line_height * 1.4),
            int(align | Qt.AlignmentFlag.AlignVCenter),
            translate("Results", "Total points"),
        )
        rounds_title = QRectF(left, bottom + 4 + line_height, right - left, line_height * 1.3)
        painter.drawText(rounds_title, int(Qt.AlignmentFlag.AlignCenter), translate("Results", "Round"))
        pen_width = 4.0 if self.high_contrast else 2.5
        radius = 5.5 if self.high_contrast else 4.5
        for seat, points in enumerate(self.points()):
            colour = seat_colour(seat, palette)
            pen = QPen(colour, pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(QPolygonF(points))
            for point in points:
                draw_marker(painter, seat, point, radius, colour)
        self._paint_legend(painter, self.height() - line_height - 4, metrics, plot.rtl, pen_width, radius)
        painter.end()

    def _paint_legend(
        self, painter: QPainter, top: float, metrics: QFontMetrics, rtl: bool, width: float, radius: float
    ) -> None:
        """One entry per player, a short line with the marker and the name, in reading order."""
        sample, gap, space = 22.0, 6.0, 18.0
        entry_room = (self.width() - 24) / max(len(self._names), 1) - sample - gap - space
        names = [
            metrics.elidedText(n, Qt.TextElideMode.ElideRight, max(int(entry_room), 24)) for n in self._names
        ]
        total = sum(sample + gap + metrics.horizontalAdvance(n) for n in names) + space * (len(names) - 1)
        x = (self.width() + total) / 2 if rtl else (self.width() - total) / 2
        y = top + metrics.height() / 2
        text = self.palette().color(QPalette.ColorRole.WindowText)
        for seat, name in enumerate(names):
            colour = seat_colour(seat, self.palette())
            advance = metrics.horizontalAdvance(name)
            start, end = (x - sample, x) if rtl else (x, x + sample)
            painter.setPen(QPen(colour, width))
            painter.drawLine(QPointF(start, y), QPointF(end, y))
            draw_marker(painter, seat, QPointF((start + end) / 2, y), radius, colour)
            painter.setPen(text)
            text_x = start - gap - advance if rtl else end + gap
            painter.drawText(QPointF(text_x, top + metrics.ascent()), name)
            step = sample + gap + advance + space
            x = x - step if rtl else x + step


__all__ = ["Plot", "TotalsChart", "draw_marker", "marker_pixmap", "nice_ticks", "seat_colour"]
