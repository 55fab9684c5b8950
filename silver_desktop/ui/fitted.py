"""A dialog body that is as large as its contents while the screen has room, and scrolls beyond.

A dialog that takes its layout's size (``QLayout.SizeConstraint.SetFixedSize``) grows past the
bottom of a small screen, and its OK button with it (the New Game dialog with the custom mix
builder open on a 1024×700 screen). :class:`FittedArea` holds the growing part: its size hint is
its contents' size hint, capped to the screen's free area less what the dialog keeps around it
(the title bar, the buttons), so the dialog still fits its contents where it can and keeps its
buttons on screen where it cannot. :func:`keep_on_screen` moves a window that grew back inside
the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: Room a top-level dialog keeps around its body: the window frame and title bar (which Qt cannot
#: measure before the window is shown) and the dialog's margins, in pixels.
FRAME_ROOM = QSize(48, 96)


class FittedArea(QScrollArea):
    """A frameless scroll area whose size hint is its widget's, but at most the screen allows.

    The room the dialog needs beside the area (its buttons, in height) is given by
    :meth:`set_reserve` once they exist; it is added to :data:`FRAME_ROOM`.
    """

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._reserve = QSize(0, 0)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(body)
        body.installEventFilter(self)

    def set_reserve(self, reserve: QSize) -> None:
        """The room the dialog keeps beside the area (e.g. its button row's height)."""
        self._reserve = reserve
        self.updateGeometry()

    def room(self) -> QSize:
        """The largest size the area may take on its screen."""
        area = self.screen().availableGeometry()
        return QSize(
            max(1, area.width() - FRAME_ROOM.width() - self._reserve.width()),
            max(1, area.height() - FRAME_ROOM.height() - self._reserve.height()),
        )

    def sizeHint(self) -> QSize:
        """The contents' size hint, capped to :meth:`room`, with room for a scroll bar it then needs."""
        body = self.widget()
        want = body.sizeHint().expandedTo(body.minimumSizeHint()) if body is not None else QSize()
        room = self.room()
        width, height = want.width(), want.height()
        if body is not None and body.hasHeightForWidth():  # word-wrapped text: as tall as it wraps
            height = max(height, body.heightForWidth(min(width, room.width())))
        if height > room.height():
            width += self.verticalScrollBar().sizeHint().width()
        if width > room.width():
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(min(width, room.width()), min(height, room.height()))

    def showEvent(self, event: QShowEvent) -> None:
        """Shown, its window goes over its parent once the body has its real size (Qt placed it by
        the size it had before it was shown)."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._centre)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Grown (a part of the body shown), its window moves back inside the screen if it left it."""
        super().resizeEvent(event)
        if self.isVisible() and event.oldSize().isValid():
            QTimer.singleShot(0, self, self._keep)

    def _centre(self) -> None:
        if self.isVisible():
            centre_on_parent(self.window())

    def _keep(self) -> None:
        if self.isVisible():
            keep_on_screen(self.window())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """When the contents lay out anew (a part shown or hidden), the dialog asks our size again."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def centre_on_parent(window: QWidget) -> None:
    """Centre the top-level ``window`` over its parent's window (Qt places a dialog by the size it
    has when shown, which a body that lays out anew once shown can still change), then keep it on
    its screen."""
    parent = window.parentWidget()
    if parent is not None:
        frame = window.frameGeometry()
        frame.moveCenter(parent.window().frameGeometry().center())
        window.move(frame.topLeft())
    keep_on_screen(window)


def keep_on_screen(window: QWidget) -> None:
    """Move the top-level ``window`` so that its frame lies inside its screen's free area (as much
    of it as fits, the top-left corner first: the title bar stays reachable)."""
    area = window.screen().availableGeometry()
    frame = window.frameGeometry()
    x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)
