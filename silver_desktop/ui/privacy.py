"""Hot-seat privacy: between two people's turns the table is hidden behind this page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from . import plain

translate = QCoreApplication.translate


class PrivacyPage(QWidget):
    """ "Pass the computer to Sara" with a button only Sara should press."""

    confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Privacy")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the background colour
        self.setStyleSheet(
            "#Privacy { background: #1f2d4a; } #Privacy QLabel { color: #f6f0e1; }"
            "#Privacy QPushButton { font-size: 18px; padding: 10px 28px; }"
        )
        self.seat = -1
        self.name = ""
        self.title = plain.label()
        self.title.setStyleSheet("font-size: 30px; font-weight: bold;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = note = plain.label()
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        plain.wrap(note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.confirmed.emit(self.seat))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(note)
        layout.addSpacing(20)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslate()

    def retranslate(self) -> None:
        """Write every text in the interface's current language."""
        # also the game's first page, where no one has played yet (it spoke of "the previous player")
        self.note.setText(
            translate(
                "Privacy",
                "The cards stay hidden until {name} is at the computer, so that nobody else sees them.",
            ).format(name=self.name)
        )
        self.title.setText(translate("Privacy", "Pass the computer to {name}").format(name=self.name))
        self.button.setText(
            plain.button_text(translate("Privacy", "I am {name}: show my cards").format(name=self.name))
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_for(self, name: str, seat: int) -> None:
        """Ask for ``name`` (sitting at ``seat``)."""
        self.seat = seat
        self.name = name
        self.retranslate()
        self.button.setFocus()
