"""The widget that shows the table scene: scales it to the window and drives it by keyboard.

Arrow keys move a focus ring between the cards that may be clicked now, Enter clicks the focused card,
Z (or +) enlarges it, T tries the enlarged card's puzzle, and Escape takes back a half-made
multi-card choice. The pointer (hover, long press, drag and drop) is :class:`.pointer.Pointer`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolTip, QWidget

from .. import plain
from ..drag_plans import Plans
from .pointer import Pointer
from .scene import TableScene

#: the keys that enlarge the card in the focus ring (or under the pointer)
CLOSER_KEYS = (Qt.Key.Key_Z, Qt.Key.Key_Plus, Qt.Key.Key_Equal)


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` scaled to fit, with the felt behind it."""

    escape_pressed = Signal()
    #: a card was dragged from the first place and dropped on the second
    dropped = Signal(str, str)
    #: T on an enlarged card that has a puzzle: play it (the card's id)
    try_puzzle = Signal(str)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMinimumSize(QSize(640, 420))
        self.clickable: list[str] = []
        self.focus_place: str | None = None
        self._overlays: list[QWidget] = []
        #: overlay -> the width it takes at the side (0: across the top)
        self._sides: dict[QWidget, int] = {}
        self.setMouseTracking(True)
        self.pointer = Pointer(self, scene)
        self.pointer.dropped.connect(self.dropped)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole table in view."""
        super().resizeEvent(event)
        self.fit()
        self.place_overlays()

    def add_overlay(self, widget: QWidget, side: int = 0) -> None:
        """Show ``widget`` (when it is shown) over the top of the table, across its width, instead of
        beside it: the table keeps its size and nothing on it moves when the widget opens or closes.
        With ``side`` (a width in pixels, at most a third of the table's) it goes instead at the
        reader's starting edge (the left; the right in a right-to-left language), level with the
        deck and beside it, where a two-player table has no cards (the drawn card lies on the pile's
        other side)."""
        widget.setParent(self)
        widget.installEventFilter(self)
        self._overlays.append(widget)
        self._sides[widget] = side
        self.place_overlays()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An overlay shown or changed in size is placed again."""
        if watched in self._overlays and event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self.place_overlays()
        return super().eventFilter(watched, event)

    def place_overlays(self) -> None:
        """Place the overlays again (after the table's cards have moved, for a side overlay)."""
        for widget in self._overlays:
            side = self._sides.get(widget, 0)
            width = max(100, min(side, self._side_room()) if side else self.width() - 24)
            # the height its text needs at this width (a wrapped label's size hint guesses a narrower
            # width, which left a wide window's tutorial a band of empty space over the cards)
            height = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
            height = max(
                height if height > 0 else widget.sizeHint().height(), widget.minimumSizeHint().height()
            )
            x, y = 12, 6
            if side:
                y = max(6, min(self._middle_y() - height // 2, self.height() - height - 6))
                if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
                    x = self.width() - width - 12
                y = self._clear_of_beacon(QRect(x, y, width, height))
            widget.setGeometry(x, y, width, height)
            widget.raise_()

    def _clear_of_beacon(self, box: QRect) -> int:
        """The top for a side overlay at ``box`` that leaves a lesson's ring in sight: moved above
        the ring, or else below it, when it would cover it."""
        beacon = self.table.beacon
        if not beacon.isVisible():
            return box.y()
        ring = self.mapFromScene(beacon.sceneBoundingRect()).boundingRect()
        if not box.intersects(ring):
            return box.y()
        above = ring.top() - box.height() - 6
        return above if above >= 6 else min(ring.bottom() + 6, self.height() - box.height() - 6)

    def _middle_y(self) -> int:
        """Where a side overlay's middle goes: level with the deck (halfway down without one)."""
        deck = self.table.items_by_place.get("deck")
        if deck is None:
            return self.height() // 2
        return self.mapFromScene(deck.sceneBoundingRect()).boundingRect().center().y()

    def _side_room(self) -> int:
        """How wide a side overlay may be: a third of the table, and not over the deck."""
        room = self.width() // 3
        deck = self.table.items_by_place.get("deck")
        if deck is not None:
            box = self.mapFromScene(deck.sceneBoundingRect()).boundingRect()
            edge = self.width() - box.right() if self.table.mirrored else box.left()
            room = min(room, max(160, edge - 40))  # clear of the deck and of a ring around it
        return room

    def fit(self) -> None:
        """Make the table fill the widget (see ``TableScene.fit_to``); mirror it in a right-to-left
        layout.

        Mirrored, a village's first card lies on the right, where a right-to-left reader starts, and
        the scene flips cards and texts back so that they read (see ``TableScene.mirrored``).
        """
        mirrored = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.table.fit_to(self.viewport().width(), self.viewport().height())
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if mirrored:
            self.scale(-1, 1)
        if self.table.mirrored != mirrored:
            self.table.mirrored = mirrored
            self.table.unmirror_texts()

    def changeEvent(self, event: QEvent) -> None:
        """Mirror or unmirror the table when the layout direction changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self.fit()
            self.place_overlays()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt, drawn over the whole viewport."""
        viewport = self.mapToScene(self.viewport().rect()).boundingRect()
        size = self.viewport().size()
        pixmap = self.table.art.picture("table", size, self.devicePixelRatioF())
        painter.drawPixmap(viewport, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))

    # ------------------------------------------------------------------ keyboard
    def set_clickable(self, places: list[str]) -> None:
        """The cards the keyboard focus may visit now (in reading order)."""

        def key(place: str) -> tuple[float, float]:
            pos = self.table.position_of(place)
            return (0.0, 0.0) if pos is None else (round(pos.y() / 60), pos.x())

        self.clickable = sorted(places, key=key)
        if self.focus_place not in self.clickable:
            self.focus_place = None
        self.table.set_focus_place(self.focus_place)

    def set_drags(self, plans: Plans) -> None:
        """What may be dragged now, and where to (see :mod:`..drag_plans`)."""
        self.pointer.set_plans(plans)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click anywhere on the table while looks are held face up means "I have seen them" (on a
        card, the session may take it as the next choice too: see ``GameSession``)."""
        if self.table.holding:
            item = self.pointer.card_at(event.position().toPoint())
            self.table.release(item.place if item is not None else "")
            return
        if not self.pointer.press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Carry a dragged card, or enlarge the card the pointer rests on."""
        if not self.pointer.move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Drop a dragged card, or click a card that could have been dragged."""
        if not self.pointer.release(event):
            super().mouseReleaseEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer has left the table: the card it rested on is no longer enlarged."""
        self.pointer.leave()
        super().leaveEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """The table goes out of sight (the hot-seat privacy screen, another page): no card stays
        enlarged or carried for whoever sits down next."""
        self.pointer.close_up.dismiss()
        self.pointer.cancel()
        super().hideEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        """No tooltip over an enlarged card: the close-up says it all."""
        if event.type() == QEvent.Type.ToolTip and self.pointer.close_up.isVisible():
            return True
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the focus between legal cards; Enter or Space clicks (or, while the cards the
        person looked at are held face up, continues); Escape cancels."""
        key = event.key()
        close_up = self.pointer.close_up
        if key in CLOSER_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._look_closer()
            return
        subject = close_up.puzzle_subject
        if key == Qt.Key.Key_T and subject is not None and not event.modifiers():
            close_up.dismiss()
            self.try_puzzle.emit(subject)
            return
        if close_up.isVisible():
            close_up.dismiss()
            if key == Qt.Key.Key_Escape:
                return
        if key == Qt.Key.Key_Escape and self.pointer.dragging:
            self.pointer.cancel()
            return
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if self.table.holding and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.release()  # the person has seen the cards they looked at
        elif key in arrows and self.clickable:
            self._move_focus(*arrows[Qt.Key(key)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.focus_place:
            self.table.place_clicked.emit(self.focus_place)
        elif key == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
        else:
            super().keyPressEvent(event)

    def _look_closer(self) -> None:
        """Enlarge the card in the focus ring (else the one under the pointer), or put it back."""
        close_up = self.pointer.close_up
        item = self.table.items_by_place.get(self.focus_place) if self.focus_place else None
        if item is None:
            item = self.pointer.card_at(self.viewport().mapFromGlobal(self.cursor().pos()))
        if close_up.isVisible() and (item is None or close_up.item is item):
            close_up.dismiss()
        elif item is not None and item.isVisible():
            self.pointer.enlarge(item)

    def _move_focus(self, dx: int, dy: int) -> None:
        """Left/Right step through the legal cards in reading order (so every one can be reached);
        Up/Down jump to the nearest legal card in the row above or below."""
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            dx = -dx
        if self.focus_place is None:
            self.focus_place = self.clickable[0 if dx + dy >= 0 else -1]
        elif dx:
            index = self.clickable.index(self.focus_place)
            self.focus_place = self.clickable[(index + dx) % len(self.clickable)]
        else:
            here = self.table.position_of(self.focus_place)
            best: tuple[float, str] | None = None
            for place in self.clickable:
                pos = self.table.position_of(place)
                if place == self.focus_place or pos is None or here is None:
                    continue
                vertical = (pos.y() - here.y()) * dy
                if vertical <= 20:
                    continue
                score = vertical + 2.5 * abs(pos.x() - here.x())
                if best is None or score < best[0]:
                    best = (score, place)
            if best is not None:
                self.focus_place = best[1]
        self.table.set_focus_place(self.focus_place)
        self._announce()

    def _announce(self) -> None:
        """Tell assistive technology which card has the focus ring, as its tooltip says it."""
        text = self.table.describe_place(self.focus_place) if self.focus_place else ""
        self.setAccessibleDescription(text)
        if text:
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
            QToolTip.showText(self.mapToGlobal(self._focus_point()), plain.tooltip(text), self)

    def _focus_point(self) -> QPoint:
        """Where the focused card is on screen (for its tooltip)."""
        pos = self.table.position_of(self.focus_place) if self.focus_place else None
        return self.mapFromScene(pos) if pos is not None else self.rect().center()
