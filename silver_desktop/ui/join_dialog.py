"""Game ▸ Join a game: an invite link, or an address and a code, or a game found on the local network;
and the person's name. Join connects (:class:`~.lobby.Seating`); a problem is said in the dialog, which
stays open so it can be corrected; once seated, :attr:`JoinDialog.seated` hands the seat to the window,
which opens the lobby.

The games found on the local network come from :class:`silver_desktop.net.discovery.Browser`, read again
every second while the dialog is open. The browser runs zeroconf's own threads, so Python's garbage
collector stays paused meanwhile (:mod:`.gc_pause`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..net import links
from ..net import protocol as p
from ..net.links import Invite, InviteError, parse_invite
from ..settings import MAX_NET_NAME, is_net_name
from . import gc_pause, plain
from .language import current_language
from .lobby import Seating, seat_count_text

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: How often the list of games on the local network is read again (milliseconds).
REFRESH_MS = 1000
#: A long invite link: the link field is wide enough to show it whole.
WIDE_LINK = "silver://192.168.100.200:65535/A-7KQ2XZ"
#: The games on the local network shown without scrolling.
FOUND_ROWS = 5


class FoundGame(Protocol):
    """A game found on the local network (``silver_desktop.net.discovery.FoundGame``)."""

    name: str
    address: str
    port: int
    room: str
    open_seats: int
    players: int


class Browser(Protocol):
    """What the dialog needs of ``silver_desktop.net.discovery.Browser``."""

    def games(self) -> list[Any]:
        """The games found so far."""

    def close(self) -> None:
        """Stop browsing."""


def open_browser() -> Browser | None:
    """Start browsing the local network; None (logged) if it cannot be done here."""
    try:
        from ..net.discovery import Browser as ZeroconfBrowser

        return ZeroconfBrowser()
    except (ImportError, OSError) as e:
        log.warning("games on the local network cannot be listed: %s", e)
        return None


def invite_error_text(key: str) -> str:
    """Why a text is not an invite (:class:`InviteError` ``key``), in the interface's language."""
    if key == links.EMPTY:
        return translate(
            "JoinDialog", "Paste the invite link your friend sent, or type the address and the code."
        )
    if key == links.NOT_SILVER:
        return translate("JoinDialog", "This is not a Silver invite: an invite link starts with silver://")
    if key == links.BAD_PORT:
        return translate("JoinDialog", "The port (the number after the colon) must be from 1 to 65535.")
    if key == links.NO_CODE:
        return translate("JoinDialog", "The room code is missing: it looks like A-7KQ2XZ.")
    if key == links.BAD_CODE:
        return translate("JoinDialog", "This is not a room code: it looks like A-7KQ2XZ.")
    if key == links.BAD_OPTION:
        return translate("JoinDialog", "This invite link has something the app does not know at its end.")
    if key == links.TOO_LONG:
        return translate("JoinDialog", "This is far too long for an invite.")
    return translate("JoinDialog", "This address cannot be read. It looks like 192.168.1.20:8765.")


def name_problem(name: str) -> str:
    """Why ``name`` cannot be a player's name, translated; "" if it can."""
    if not name.strip():
        return translate("JoinDialog", "Type your name: the others see it at the table.")
    if not is_net_name(name):
        return translate("JoinDialog", "Your name may not hold invisible formatting characters.")
    return ""


def _error_label() -> QLabel:
    label = plain.wrap(plain.label())
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red)
    label.setPalette(palette)
    label.setVisible(False)
    return label


def _name_edit(name: str) -> QLineEdit:
    edit = QLineEdit(name)
    edit.setObjectName("name")
    edit.setMaxLength(MAX_NET_NAME)
    return edit


class JoinDialog(QDialog):
    """Join a friend's game. ``link``: an invite to fill in (from a ``silver://`` link opened)."""

    #: seated in the room: the :class:`~.lobby.Seating` (its connection open, ``joined`` received)
    seated = Signal(object)

    def __init__(
        self,
        name: str = "",
        link: str = "",
        parent: QWidget | None = None,
        browser: Callable[[], Browser | None] = open_browser,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.seating: Seating | None = None
        self._build(name, link)
        self.browser = browser()
        if self.browser is not None:
            gc_pause.pause(self)
            self._timer = QTimer(self)
            self._timer.timeout.connect(self.refresh)
            self._timer.start(REFRESH_MS)
            self.refresh()
        self.found_none.setVisible(True)
        self._show_found_state()
        if link:
            self._check_link()

    def _build(self, name: str, link: str) -> None:
        self.setWindowTitle(translate("JoinDialog", "Join a game"))
        intro = plain.wrap(
            QLabel(
                translate(
                    "JoinDialog",
                    "Paste the invite link a friend sent you, or type the address and the code they see in "
                    "their lobby.",
                )
            )
        )
        self.link_edit = QLineEdit(link.strip())
        self.link_edit.setObjectName("link")
        self.link_edit.setPlaceholderText("silver://192.168.1.20:8765/A-7KQ2XZ")
        self.link_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        sample = self.link_edit.fontMetrics().horizontalAdvance(WIDE_LINK)
        self.link_edit.setMinimumWidth(sample + 4 * self.link_edit.fontMetrics().averageCharWidth())
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("code")
        self.code_edit.setPlaceholderText("A-7KQ2XZ")
        self.code_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.code_edit.setMaxLength(15)
        self.name_edit = _name_edit(name)
        form = QFormLayout()
        for text, field in (
            (translate("JoinDialog", "Invite link or &address:"), self.link_edit),
            (translate("JoinDialog", "Room &code:"), self.code_edit),
            (translate("JoinDialog", "Your &name:"), self.name_edit),
        ):
            label = QLabel(text)
            label.setBuddy(field)
            field.setAccessibleName(text.replace("&", "").rstrip(":"))
            form.addRow(label, field)
        code_hint = plain.wrap(QLabel(translate("JoinDialog", "Not needed when you paste a link.")))
        code_hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        form.insertRow(2, "", code_hint)

        self.found_label = QLabel(translate("JoinDialog", "Games on this &network:"))
        self.found_list = QListWidget()
        self.found_list.setObjectName("found")
        self.found_list.setAccessibleName(translate("JoinDialog", "Games on this network"))
        self.found_label.setBuddy(self.found_list)
        self.found_list.itemClicked.connect(self._pick)
        self.found_list.itemActivated.connect(self._pick_and_join)
        rows = self.found_list.fontMetrics().lineSpacing() * FOUND_ROWS
        self.found_list.setFixedHeight(rows + 2 * self.found_list.frameWidth() + 8)
        self.found_none = plain.wrap(QLabel())
        self.found_none.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.status_label = plain.wrap(plain.label())
        self.status_label.setObjectName("status")
        self.status_label.setVisible(False)
        self.error_label = _error_label()
        self.error_label.setObjectName("error")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(translate("JoinDialog", "&Join"))
        self.join_button.setObjectName("join")
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)

        top = QVBoxLayout(self)
        top.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        top.addWidget(intro)
        top.addLayout(form)
        top.addSpacing(8)
        top.addWidget(self.found_label)
        top.addWidget(self.found_list)
        top.addWidget(self.found_none)
        top.addWidget(self.status_label)
        top.addWidget(self.error_label)
        top.addWidget(self.buttons)
        self.link_edit.textEdited.connect(lambda _: self.error_label.setVisible(False))
        self.code_edit.textEdited.connect(lambda _: self.error_label.setVisible(False))

    # --------------------------------------------------------------------------- found games
    def refresh(self) -> None:
        """Read the games on the local network again (the list changes only if they did)."""
        if self.browser is None:
            return
        entries: list[tuple[str, str]] = []
        for game in self.browser.games():
            try:
                link = Invite(game.address, int(game.port), game.room).link
                parse_invite(link)  # what the network says is untrusted
            except (InviteError, TypeError, ValueError):
                continue
            # the name always set apart: a Latin name before a Persian count would take the digits along
            text = plain.fill(
                translate("JoinDialog", "%1's game · %2 · %3"),
                f"\u2068{str(game.name)[:MAX_NET_NAME]}\u2069",
                seat_count_text(int(game.open_seats), int(game.players)),
                plain.ltr(f"{game.address}:{game.port}"),
            )
            entries.append((text, link))
        shown = [self.found_list.item(i) for i in range(self.found_list.count())]
        if entries != [(item.text(), item.data(Qt.ItemDataRole.UserRole)) for item in shown]:
            chosen = self.found_list.currentItem()
            kept = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
            self.found_list.clear()
            for text, link in entries:
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, link)
                self.found_list.addItem(item)
                if link == kept:
                    self.found_list.setCurrentItem(item)
        self._show_found_state()

    def _show_found_state(self) -> None:
        if self.browser is None:
            text = translate("JoinDialog", "Games on this network cannot be listed here; use a link instead.")
        else:
            text = translate("JoinDialog", "Looking for games on this network...")
        self.found_none.setText(text)
        self.found_none.setVisible(self.found_list.count() == 0)

    def _pick(self, item: QListWidgetItem) -> None:
        self.link_edit.setText(str(item.data(Qt.ItemDataRole.UserRole)))
        self.code_edit.clear()
        self.error_label.setVisible(False)

    def _pick_and_join(self, item: QListWidgetItem) -> None:
        self._pick(item)
        self.join()

    # --------------------------------------------------------------------------------- joining
    def invite(self) -> Invite:
        """The invite the fields describe; raises :class:`InviteError`."""
        text, code = self.link_edit.text().strip(), self.code_edit.text().strip()
        if code and not links.is_link(text):
            text = f"{text} {code}"
        return parse_invite(text)

    def name(self) -> str:
        """The name typed (without spaces around it)."""
        return self.name_edit.text().strip()

    def _check_link(self) -> Invite | None:
        try:
            return self.invite()
        except InviteError as e:
            self._show_error(invite_error_text(e.key))
            return None

    def join(self) -> None:
        """Join the room the fields name (Enter, the Join button, a double-clicked game)."""
        if self.seating is not None:
            return  # already on the way
        problem = name_problem(self.name())
        if problem:
            self._show_error(problem)
            self.name_edit.setFocus()
            return
        invite = self._check_link()
        if invite is None:
            self.link_edit.setFocus()
            return
        self.error_label.setVisible(False)
        message = {
            "v": p.VERSION,
            "type": "join",
            "room": invite.room,
            "name": self.name(),
            "lang": current_language(),
        }
        seating = self.seating = Seating.guest(message, invite)
        seating.progress.connect(self._show_status)
        seating.failed.connect(self._failed)
        seating.seated.connect(self._seated)
        self.join_button.setEnabled(False)
        seating.start()

    def _show_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setVisible(True)

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(True)

    def _failed(self, text: str) -> None:
        self.seating = None
        self.status_label.setVisible(False)
        self.join_button.setEnabled(True)
        self._show_error(text)

    def _seated(self, _joined: dict[str, Any]) -> None:
        seating = self.seating
        self.seating = None  # the window's lobby holds it from now on
        self.seated.emit(seating)
        self.accept()

    def done(self, result: int) -> None:
        """Closing (joined or cancelled): stop browsing; a join on its way is cancelled."""
        if self.seating is not None:
            self.seating.cancel()
            self.seating = None
        if self.browser is not None:
            self._timer.stop()
            self.browser.close()
            self.browser = None
            gc_pause.resume(self)
        super().done(result)


class NameDialog(QDialog):
    """Ask the person's name for network games (the first time they host)."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NameDialog")
        self.setWindowTitle(translate("JoinDialog", "Your name"))
        label = plain.wrap(QLabel(translate("JoinDialog", "Your &name, as your friends will see it:")))
        self.name_edit = _name_edit(name)
        label.setBuddy(self.name_edit)
        self.error_label = _error_label()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        top = QVBoxLayout(self)
        top.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        for widget in (label, self.name_edit, self.error_label, buttons):
            top.addWidget(widget)

    def name(self) -> str:
        """The name typed (without spaces around it)."""
        return self.name_edit.text().strip()

    def accept(self) -> None:
        """Close with the name, if it can be one."""
        problem = name_problem(self.name())
        if problem:
            self.error_label.setText(problem)
            self.error_label.setVisible(True)
            return
        super().accept()

    @staticmethod
    def ask(name: str, parent: QWidget | None = None) -> str | None:
        """The person's name, or None if they cancel."""
        dialog = NameDialog(name, parent)
        try:
            return dialog.name() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()


__all__ = ["JoinDialog", "NameDialog", "invite_error_text", "name_problem", "open_browser"]
