"""The pointer on the table: hovering or a long press enlarges a card (:class:`.close_up.CloseUp`),
and pressing on a card that may be dragged lets the person drag it onto a drop target.

A card that may be dragged (see :mod:`..drag_plans`) is clicked when the button is released without
the pointer having moved :meth:`QApplication.startDragDistance` or more; any other card is clicked
as soon as it is pressed, as before. While a card is dragged a copy of it follows the pointer, the
card itself is dimmed where it lies and the places it may be dropped on are ringed; dropped on one
of them, :attr:`Pointer.dropped` says where from and where to; dropped anywhere else, the copy
flies back.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPoint, QPointF, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from ..drag_plans import Plans, drop_place
from .card_item import CardItem
from .close_up import CloseUp
from .scene import TableScene

#: how long the pointer rests on a card before it is enlarged (ms)
HOVER_MS = 500
#: how long a press without moving lasts before the card is enlarged (ms)
LONG_PRESS_MS = 600
#: how long a copy dropped nowhere takes to fly back (ms)
RETURN_MS = 160
#: how transparent the dragged card is where it lies, and its copy under the pointer
DIMMED = 0.35
CARRIED = 0.92


class Pointer(QObject):
    """Hover, long press and drag-and-drop for one :class:`TableView`."""

    #: a card was dragged from the first place and dropped on the second (a drop target of its plans)
    dropped = Signal(str, str)

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.close_up = CloseUp(view.viewport())
        #: what may be dragged now: source place -> drop place -> plan
        self.plans: Plans = {}
        self._hovered: CardItem | None = None
        self._hover = QTimer(self)
        self._hover.setSingleShot(True)
        self._hover.setInterval(HOVER_MS)
        self._hover.timeout.connect(self._hovered_long)
        self._long = QTimer(self)
        self._long.setSingleShot(True)
        self._long.setInterval(LONG_PRESS_MS)
        self._long.timeout.connect(self._pressed_long)
        self._pressed: CardItem | None = None
        self._press_at = QPoint()
        #: the press waits for its release to be a click (the card may be dragged)
        self._deferred = False
        self._long_shown = False
        #: the drag under way: the copy under the pointer, the drop targets and the one under it
        self.ghost: CardItem | None = None
        self._targets: frozenset[str] = frozenset()
        self.over: str | None = None
        self._return: QPropertyAnimation | None = None

    # ------------------------------------------------------------------ state
    @property
    def dragging(self) -> str | None:
        """The place of the card being dragged, or None."""
        return self._pressed.place if self.ghost is not None and self._pressed is not None else None

    def set_plans(self, plans: Plans) -> None:
        """What may be dragged now; a drag under way whose card may no longer be dragged ends."""
        self.plans = plans
        if self.ghost is not None and (self._pressed is None or self._pressed.place not in plans):
            self.cancel()

    def card_at(self, pos: QPoint) -> CardItem | None:
        """The topmost card of the table under ``pos`` (viewport coordinates), flying copies aside."""
        for item in self.view.items(pos):
            if isinstance(item, CardItem) and item is not self.ghost and item.place != "ghost":
                return item
        return None

    def enlarge(self, item: CardItem) -> None:
        """Show ``item`` large beside it."""
        card = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        self.close_up.show_card(item, card)

    # ------------------------------------------------------------------ events (True: consumed)
    def press(self, event: QMouseEvent) -> bool:
        """A press: on a card that may be dragged, wait for a move or the release."""
        self.close_up.dismiss()
        self._hover.stop()
        self._long_shown = False
        item = self.card_at(event.position().toPoint())
        if event.button() != Qt.MouseButton.LeftButton or item is None:
            self._pressed = None
            return False
        self._pressed = item
        self._press_at = event.position().toPoint()
        self._deferred = item.place in self.plans
        if self._deferred or not item.clickable:
            self._long.start()
        return self._deferred

    def move(self, event: QMouseEvent) -> bool:
        """A move: carry a dragged card, or follow the hover."""
        pos = event.position().toPoint()
        held = bool(event.buttons() & Qt.MouseButton.LeftButton)
        if held and self._pressed is not None:
            if (pos - self._press_at).manhattanLength() >= QApplication.startDragDistance():
                self._long.stop()
                if self._deferred and self.ghost is None and not self._long_shown:
                    self._begin()
            if self.ghost is not None:
                self._carry(pos)
            return self._deferred
        item = self.card_at(pos)
        if item is not self._hovered:
            self._hovered = item
            if self.close_up.item is not None and self.close_up.item is not item:
                self.close_up.dismiss()
            if item is not None:
                self._hover.start()
            else:
                self._hover.stop()
        return False

    def release(self, event: QMouseEvent) -> bool:
        """A release: drop a dragged card, or click a card whose press waited."""
        self._long.stop()
        pressed, deferred, self._deferred = self._pressed, self._deferred, False
        self._pressed = pressed if self.ghost is not None else None
        if self.ghost is not None:
            self._carry(event.position().toPoint())
            self._drop()
            return True
        if deferred and pressed is not None:
            if not self._long_shown and pressed.clickable and pressed.scene() is self.scene:
                self.scene.place_clicked.emit(pressed.place)
            return True
        return False

    def leave(self) -> None:
        """The pointer has left the table."""
        self._hover.stop()
        self._hovered = None
        if self.ghost is None:
            self.close_up.dismiss()

    # ------------------------------------------------------------------ timers
    def _hovered_long(self) -> None:
        """The pointer has rested on a card: enlarge it if it shows a face (a facedown card's back,
        large, would only cover the table; a long press or Z still shows it)."""
        item = self._hovered
        if item is None or item.face is None:
            return
        if item.scene() is self.scene and item.isVisible() and self.ghost is None:
            self.enlarge(item)

    def _pressed_long(self) -> None:
        item = self._pressed
        if item is not None and item.scene() is self.scene and item.isVisible() and self.ghost is None:
            self._long_shown = True
            self.enlarge(item)

    # ------------------------------------------------------------------ dragging
    def _begin(self) -> None:
        source = self._pressed
        if source is None:
            return
        self.close_up.dismiss()
        self._hover.stop()
        ghost = CardItem(source.art, "ghost", source.card_height, source.face, source.name, source.number)
        ghost.setZValue(1700)  # above everything on the table
        ghost.setOpacity(CARRIED)
        ghost.setRotation(source.rotation())
        self.scene.addItem(ghost)
        self.ghost = ghost
        source.setOpacity(DIMMED)
        self._targets = frozenset(self.plans.get(source.place, {}))
        self.over = None
        self.scene.set_drop_targets(self._targets)
        self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def _carry(self, pos: QPoint) -> None:
        """The copy under the pointer; ring the drop target it is over."""
        ghost, source = self.ghost, self._pressed
        if ghost is None or source is None:
            return
        ghost.setPos(self.view.mapToScene(pos))
        over = None
        for item in self.view.items(pos):
            place = getattr(item, "place", None)
            if item is ghost or not isinstance(place, str):
                continue
            over = drop_place(self.plans, source.place, place)
            if over is not None:
                break
        if over != self.over:
            self.over = over
            self.scene.set_drop_targets(self._targets, over)

    def _drop(self) -> None:
        source, ghost, target = self._pressed, self.ghost, self.over
        self._end()
        if source is None or ghost is None:
            return
        if target is not None:
            self.scene.removeItem(ghost)
            self.dropped.emit(source.place, target)
            return
        back = QPropertyAnimation(ghost, b"pos", self)  # dropped nowhere: the card flies back
        back.setDuration(RETURN_MS)
        back.setStartValue(ghost.pos())
        back.setEndValue(QPointF(source.pos()))
        back.setEasingCurve(QEasingCurve.Type.OutCubic)
        back.finished.connect(lambda g=ghost: g.scene() is not None and g.scene().removeItem(g))
        self._return = back  # keep it alive while it runs
        back.start()

    def cancel(self) -> None:
        """End a drag without dropping (the decision is gone, Escape)."""
        ghost = self.ghost
        self._end()
        self._deferred = False
        if ghost is not None and ghost.scene() is not None:
            ghost.scene().removeItem(ghost)

    def _end(self) -> None:
        """The table as it was before the drag."""
        if self._pressed is not None:
            self._pressed.setOpacity(1.0)
        self._pressed = None
        self.ghost = None
        self._targets = frozenset()
        self.over = None
        self.scene.set_drop_targets(frozenset())
        self.view.viewport().unsetCursor()


__all__ = ["Pointer"]
