"""A table view for the side panels that asks for room to show all its rows and columns at once."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QSize
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget


class WholeTableView(QTableView):
    """A table whose minimum size holds every row (the score pad's Total row never scrolls out of
    sight) and, with ``whole_width``, every column (the players' Status column is never cut)."""

    def __init__(self, model: QAbstractItemModel, whole_width: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.whole_width = whole_width
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        mode = QHeaderView.ResizeMode.ResizeToContents if whole_width else QHeaderView.ResizeMode.Stretch
        self.horizontalHeader().setSectionResizeMode(mode)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.layoutChanged):
            signal.connect(self.updateGeometry)
        model.dataChanged.connect(lambda *_: self.updateGeometry())
        model.headerDataChanged.connect(lambda *_: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        """Room for the header and every row; and every column with ``whole_width``."""
        hint = super().minimumSizeHint()
        frame = 2 * self.frameWidth()
        header = self.horizontalHeader().height() if self.horizontalHeader().isVisible() else 0
        rows = sum(self.rowHeight(r) for r in range(self.model().rowCount()))
        height = frame + header + rows
        width = hint.width()
        if self.whole_width:
            side = self.verticalHeader().width() if self.verticalHeader().isVisible() else 0
            width = frame + side + self.horizontalHeader().length()
        return QSize(width, height)

    def sizeHint(self) -> QSize:
        """As large as the minimum: the panel below gets the rest."""
        return self.minimumSizeHint().expandedTo(QSize(super().sizeHint().width(), 0))
