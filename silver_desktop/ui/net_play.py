"""Network games in the window: the hand-over from the lobby, the seat taken back from a file, what
the server and the connection say, the end, and the preset chat.

:class:`NetPlay` belongs to the main window (as :class:`~.puzzle_play.PuzzlePlay` does). It makes a
:class:`~.remote_controller.RemoteController`, shows the table page and, when the first state has
come, puts the game in the window's :class:`~.session.GameSession`, which tells it like any game.
It keeps the embedded server's process while this app hosts, and closes its stdin when the game is
left (the server then tells everyone the host left).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QProcess
from PySide6.QtWidgets import QMessageBox

from . import plain
from .net_connection import NetConnection
from .net_file import NetSeat
from .net_text import closed_text, error_text
from .remote_controller import RemoteController

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate


class NetPlay(QObject):
    """The window's network games (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: a hosted network game's embedded server: its stdin is closed when the game is left
        self._server: QProcess | None = None
        #: a network game waiting for its first state before it takes the table
        self._pending: RemoteController | None = None

    def start(
        self,
        conn: NetConnection,
        joined: dict,
        lobby: dict,
        server: QProcess | None = None,
        pending: Sequence[dict] = (),
    ) -> None:
        """Play the seat ``joined`` gave on the server of ``conn`` (the lobby hands it over as soon as
        a ``lobby`` message says the game started; ``pending``: messages it received since).
        ``server``: the embedded server when this app hosts; it is kept alive until the game is left."""
        self.leave()
        self._server = server
        if server is not None:
            server.setParent(self)  # it outlives the lobby's dialog
        self._play(RemoteController(conn, joined, lobby, pending))

    def resume(self, seat: NetSeat) -> None:
        """Take a network game's seat back (a network game file opened, or Continue)."""
        joined = {"room": seat.room, "seat": seat.seat, "secret": seat.secret}
        lobby = {"seats": [{"name": n, "kind": "person", "connected": True} for n in seat.names]}
        self.leave()
        self._play(RemoteController(None, joined, lobby, url=seat.url))
        self.window.bar.show_status(translate("MainWindow", "Connecting to the game's server..."))

    def leave(self) -> None:
        """Another game takes the table (or the window closes): a network game still waiting for its
        first state is given up, and a hosted game's embedded server is told (its stdin closed)."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.stop()
            pending.deleteLater()
        server, self._server = self._server, None
        if server is not None:
            server.closeWriteChannel()
        self.window.say_menu.setEnabled(False)

    def may_leave(self) -> bool:
        """Whether the table may be left now. While this app hosts a network game that is still on,
        leaving ends it for everyone, so the person is asked first (an interactive window only)."""
        controller = self.window.controller
        if (
            self._server is None
            or not self.window.interactive
            or not isinstance(controller, RemoteController)
            or controller.over
            or controller.ended_reason is not None
        ):
            return True
        answer = plain.question(
            self.window,
            translate("MainWindow", "Leave the game?"),
            translate(
                "MainWindow",
                "You are hosting this game. If you leave, it ends for everyone at the table "
                "(each of them can keep a copy). Leave anyway?",
            ),
            default=QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def say(self, preset: str) -> None:
        """Send a preset message to the other players of the network game on the table."""
        controller = self.window.controller
        if isinstance(controller, RemoteController):
            controller.say(preset)

    # ------------------------------------------------------------------ on the table
    def _play(self, controller: RemoteController) -> None:
        """Show the table page for ``controller``; its game takes the table once its first state came."""
        w = self.window
        w.guide.leave()
        w.puzzles.leave()
        w.session.stop()
        w.scene.clear_table()
        w.stack.setCurrentIndex(1)
        w._show_docks(True)
        w.save_path = None
        controller.setParent(w.session)
        self._pending = controller
        controller.ready.connect(partial(self._ready, controller))
        controller.notice.connect(self._notice)
        controller.ended.connect(partial(self._ended, controller))
        controller.chat_received.connect(self._chat)
        controller.seats_changed.connect(w.session.refresh_models)
        controller.begin()

    def _ready(self, controller: RemoteController) -> None:
        if self._pending is not controller:
            return
        self._pending = None
        w = self.window
        w.session.attach(controller)
        w.sounds.new_game()
        w.card_panel.set_deck(w._reference_deck())
        if w.rules_viewer is not None:
            w.rules_viewer.set_deck(w._deck())
        w.table.setFocus()
        w.save_action.setEnabled(True)
        w.save_now_action.setEnabled(True)
        w.say_menu.setEnabled(True)

    def _notice(self, kind: str, code: str) -> None:
        """Something the server said or the connection did, in the person's words."""
        w = self.window
        text = error_text(code) if kind == "error" else closed_text(code)
        w.statusBar().showMessage(text, 0 if code == "lost" else 10_000)
        if w.session.prompt is None and not w.scene.busy:
            w.bar.show_status(text)

    def _ended(self, controller: RemoteController, why: str) -> None:
        """The game cannot go on: say why; the table stays readable and a copy can be saved."""
        w = self.window
        text = closed_text(why)
        w.say_menu.setEnabled(False)
        w.statusBar().showMessage(text, 0)
        if self._pending is controller:  # nothing shown yet: back to the welcome page
            self._pending = None
            controller.deleteLater()
            w.stack.setCurrentIndex(0)
            w._show_docks(False)
            if w.interactive:
                plain.warning(w, translate("MainWindow", "Cannot open the game"), text)
            return
        w.bar.show_status(text)
        w._update_history()
        if not w.interactive or controller.game is None:
            return
        box = plain.message_box(w, translate("MainWindow", "The game has ended"), text)
        save = box.addButton(translate("MainWindow", "Save a copy..."), QMessageBox.ButtonRole.ActionRole)
        save.clicked.connect(w.save_game_as)
        box.addButton(QMessageBox.StandardButton.Close)
        box.open()

    def _chat(self, seat: int, preset: str) -> None:
        """A player's preset message: in the log and the status bar, in the reader's language."""
        w = self.window
        line = w.session.chat_line(seat, preset)
        w.log_model.append([line])
        w.statusBar().showMessage(line, 8000)


__all__ = ["NetPlay"]
