"""The first screen: what the app is and how to start playing."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from . import plain
from .card_art import CardArt

translate = QCoreApplication.translate


class WelcomePage(QWidget):
    """Quick game (you against three Medium bots, Silver) or New game..."""

    quick_game = Signal()
    new_game = Signal()
    continue_game = Signal()
    #: Learn to play: the guided lessons
    learn = Signal()
    #: Play with friends ▸ Invite friends (host a game)
    invite_friends = Signal()
    #: Play with friends ▸ Join a game
    join_game = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Welcome")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the background colour
        self.setStyleSheet(
            "#Welcome { background: #1f3a2b; } #Welcome QLabel { color: #f6f0e1; }"
            "#Welcome QPushButton { font-size: 18px; padding: 10px 28px; min-width: 260px; }"
        )
        icon = QLabel()
        icon.setPixmap(art.picture("icon", QSize(128, 128), self.devicePixelRatioF()))
        icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = title = QLabel()
        title.setStyleSheet("font-size: 36px; font-weight: bold;")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blurb = blurb = QLabel()
        plain.wrap(blurb)
        blurb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        blurb.setFixedWidth(520)  # a wrapped label needs a width, and then its height, to show whole
        self.quick_button = QPushButton()
        self.new_button = QPushButton()
        self.learn_button = QPushButton()
        self.learn_button.clicked.connect(self.learn)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_game)
        self.continue_button.setVisible(False)
        self.quick_button.clicked.connect(self.quick_game)
        self.new_button.clicked.connect(self.new_game)
        self.friends_button = QPushButton()
        self.friends_button.setObjectName("playWithFriends")
        self.friends_menu = QMenu(self.friends_button)
        self.invite_action = self.friends_menu.addAction("", self.invite_friends.emit)
        self.join_action = self.friends_menu.addAction("", self.join_game.emit)
        self.friends_button.setMenu(self.friends_menu)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        for widget in (icon, title, blurb):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.quick_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.new_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.friends_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.quick_button.setDefault(True)
        self.quick_button.setFocus()
        self.retranslate()

    def retranslate(self) -> None:
        """Write every text in the interface's current language."""
        self.title.setText(translate("Welcome", "Silver Desktop"))
        self.blurb.setText(
            translate(
                "Welcome",
                "Keep your village low: swap, peek and use the villagers' powers, and call for a vote "
                "when you think you are lowest.",
            )
        )
        self.blurb.setMinimumHeight(self.blurb.heightForWidth(520))
        self.quick_button.setText(translate("Welcome", "&Quick game"))
        self.quick_button.setToolTip(
            translate("Welcome", "You against three Medium bots, with the Silver deck")
        )
        self.new_button.setText(translate("Welcome", "&New game..."))
        self.learn_button.setText(translate("Welcome", "&Learn to play"))
        self.learn_button.setToolTip(
            translate(
                "Welcome", "A short guided game that shows you each move: Silver, Silver Bullet, Silver Coin"
            )
        )
        self.continue_button.setText(translate("Welcome", "&Continue the last game"))
        self.friends_button.setText(translate("Welcome", "Play with &friends"))
        self.friends_button.setToolTip(
            translate(
                "Welcome", "Play together, each on their own computer: invite friends, or join their game"
            )
        )
        self.invite_action.setText(translate("Welcome", "&Invite friends..."))
        self.join_action.setText(translate("Welcome", "&Join a game..."))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def offer_continue(self, available: bool) -> None:
        """Show "Continue the last game" (first, and the default, with the keyboard's focus) when there is
        one; else Quick game is the default. Only one button looks like the default."""
        self.continue_button.setVisible(available)
        chosen, other = self.continue_button, self.quick_button
        if not available:
            chosen, other = other, chosen
        other.setDefault(False)
        chosen.setDefault(True)
        chosen.setFocus()
