"""The main window: the welcome screen, the table with its decision bar, docks, menus and toolbar.

The game itself (the flow from each action to the next decision, paced by the table's story, the
log and the autosave) lives in :class:`~.session.GameSession`; the window is its shell and shows
what the session asks for (the hot-seat privacy page, the results, status messages).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import attrs
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QProcess,
    QRect,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QListView,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..ai import HardBot
from ..engine import events as ev
from ..engine.actions import Action
from ..engine.cards import Edition
from ..engine.config import DeckSpec
from ..engine.history import Game, UndoPolicy
from ..guide import all_lessons
from ..guide import progress as lesson_progress
from ..i18n import card_name
from ..net.protocol import CHAT
from ..paths import config_dir, documents_dir
from ..resources import asset
from ..settings import FILE_NAME as SETTINGS_FILE
from ..settings import Settings, save_settings
from ..stats import Statistics
from . import plain
from .bot_worker import BotJob, cancel_all
from .card_art import CardArt
from .card_panel import CardReference
from .controller import TableController
from .decision_bar import DecisionBar
from .file_errors import open_error, save_error, write_reason
from .friends import Friends
from .game_file import (
    EXTENSION,
    AutosaveSearch,
    GameFileError,
    SavedGame,
    find_autosave,
    game_identity,
    read_game,
    read_saved,
)
from .game_setup import GameSetup
from .guide import LessonRunner
from .hint_text import bare_hint, hint_sentence
from .language import apply_language, current_language, is_right_to_left, localized, number
from .lesson_panel import LessonChooser
from .net_connection import NetConnection
from .net_file import NetSeat
from .net_play import NetPlay
from .net_text import chat_text
from .new_game import default_setup
from .privacy import PrivacyPage
from .prompts import Prompt
from .puzzle_banner import PuzzleBanner
from .puzzle_play import PuzzlePlay
from .replay import ReplayDialog
from .results import ResultsDialog, headline, results_of
from .review_dialog import ReviewDialog
from .rules_viewer import RulesViewer
from .scripted import Script
from .session import GameSession
from .settings_dialog import SettingsDialog, speed_name
from .shortcuts import ShortcutsDialog
from .sound.cues import TableSounds
from .sound.output import choose_output
from .stats_dialog import StatisticsDialog
from .table.scene import SPEEDS, TableScene
from .table.view import TableView
from .theme import apply_theme
from .tutorial import TutorialPanel
from .welcome import WelcomePage
from .whole_table import WholeTableView

translate = QCoreApplication.translate

#: Card size setting -> factor on the table's card heights.
CARD_SCALES = {"small": 0.85, "medium": 1.0, "large": 1.15}
#: How long a look stays face up when the person chose not to hold looks until they continue.
LOOK_MS = 2200
#: How long after the first showing the window's frame is looked at (the window manager adds it).
FRAME_WAIT_MS = 300
#: How far a window's frame may stick out of the screen before the window is maximized (px): a thin
#: border may, a title bar may not.
FRAME_SLACK = 8
#: The side docks' starting width (px).
DOCK_WIDTH = 360
#: The most lines a hint may take in the decision bar (else its short form is shown).
HINT_LINES = 2


def frame_overflows(frame: QRect, room: QRect) -> bool:
    """Whether a window's ``frame`` sticks out of the screen's free ``room`` by more than a thin
    border on some side."""
    return (
        frame.left() < room.left() - FRAME_SLACK
        or frame.top() < room.top() - FRAME_SLACK
        or frame.right() > room.right() + FRAME_SLACK
        or frame.bottom() > room.bottom() + FRAME_SLACK
    )


def undo_reason(why: str) -> str:
    """Why Undo is disabled, in words (``why`` is :meth:`GameController.undo_blocker`'s answer)."""
    reasons = {
        "nothing-to-undo": translate("MainWindow", "There is nothing to undo."),
        "not-your-action": translate("MainWindow", "The last action was not yours."),
        "turn-over": translate(
            "MainWindow", "Your turn is over; strict undo only takes back moves of the current turn."
        ),
        "information-revealed": translate(
            "MainWindow", "A card was revealed or chance decided; strict undo stops there."
        ),
        "bot-thinking": translate("MainWindow", "Wait until the bot has moved."),
        "scripted": translate("MainWindow", "A lesson only goes forward."),
        "not-your-turn": translate("MainWindow", "In a network game, undo works only during your own turn."),
        "offline": translate("MainWindow", "Not connected to the game's server."),
        "waiting": translate("MainWindow", "Waiting for the server's answer."),
    }
    return reasons.get(why, why)


log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """The application window."""

    #: the game ended (for --quit-when-done): the number of bot errors seen
    finished_game = Signal(int)

    def __init__(
        self,
        lang: str = "en",
        speed: str = "normal",
        interactive: bool = True,
        settings: Settings | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings(language=lang, animation_speed=speed)
        if self.settings.language != current_language():
            apply_language(self.settings.language)
        self.lang = current_language()
        self._closed = False
        self._first_size: QSize | None = None  # the size of a first start, until its frame is seen
        self.setWindowIcon(QIcon(str(asset("icon", "silver-desktop.svg"))))
        self.setMinimumSize(QSize(800, 560))
        self.resize(1280, 800)
        self.art = CardArt()
        self.card_panel = CardReference(self.art)
        self.card_panel.set_deck(DeckSpec.pure(Edition.SILVER))  # before any game: the first deck
        self.rules_viewer: RulesViewer | None = None
        self.scene = TableScene(self.art, self.card_name)
        self.scene.speed = SPEEDS[speed]
        #: the sound effects (silent in tests and CI: see ``sound/output.py``)
        self.sounds = TableSounds(choose_output())
        self.scene.sounds = self.sounds
        self.table = TableView(self.scene)
        self.bar = DecisionBar()
        self.welcome = WelcomePage(self.art)
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        #: a puzzle's goal and buttons, above the decision bar while a puzzle is played
        self.puzzle_banner = PuzzleBanner()
        column.addWidget(self.puzzle_banner)
        column.addWidget(self.bar)
        self.tutorial = TutorialPanel()
        self.tutorial.dismissed.connect(self._tutorial_dismissed)
        self._tutorial_seen = False
        self.table.add_overlay(self.tutorial)  # over the table: opening or closing it moves nothing
        column.addWidget(self.table, 1)
        self.privacy = PrivacyPage()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(page)
        self.stack.addWidget(self.privacy)
        self.setCentralWidget(self.stack)
        #: the game on the table: its flow, pacing, log and autosave
        self.session = GameSession(self.scene, self.table, self.bar, self, lambda: self.settings)
        self.session.lang = self.lang
        #: a person watches: dialogs wait for them, looks are held (off for the demo, most tests)
        self.session.interactive = self.session.hold_looks = interactive
        self.session.privacy_needed.connect(self._ask_to_pass)
        self.session.turn_offered.connect(self._first_turn)
        self.session.decision_gone.connect(self._cancel_hint)
        self.session.game_finished.connect(self._game_over)
        self.session.history_changed.connect(self._update_history)
        self.stack.currentChanged.connect(self._update_hint)
        self.session.status.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        self.privacy.confirmed.connect(self._privacy_confirmed)
        self.seats_model = self.session.seats_model
        self.score_model = self.session.score_model
        self.log_model = self.session.log_model
        #: the results view of the last finished game (``_results_game``), open or closed
        self.results: ResultsDialog | None = None
        self._results_game: Game | None = None
        self._hint_job: BotJob | None = None
        #: the file the game was opened from or last saved to (Game ▸ Save writes it again)
        self.save_path: str | None = None
        self._hint_serial = 0
        self._hint_for: Prompt | None = None
        #: the action the last hint suggested (for tests)
        self.hinted: Action | None = None
        #: the puzzle on the table, if any (Help ▸ Puzzles, "Try it")
        self.puzzles = PuzzlePlay(self)
        #: network games: the hand-over from the lobby, reconnecting, the end, chat
        self.net = NetPlay(self)
        self.card_panel.try_puzzle.connect(self.puzzles.try_subject)
        self.table.try_puzzle.connect(self.puzzles.try_subject)
        #: hosting and joining network games (the lobby, the Join dialog)
        self.friends = Friends(self)
        self._make_docks()
        self._make_actions(speed)
        self.welcome.invite_friends.connect(lambda: self.ask_new_game(invite=True))
        self.welcome.join_game.connect(self.friends.join)
        self.welcome.quick_game.connect(self.quick_game)
        self.welcome.new_game.connect(self.ask_new_game)
        self.welcome.continue_game.connect(self.continue_game)
        self.welcome.learn.connect(self.learn_to_play)
        #: the guided lessons (Learn to play), played in the session
        self.guide = LessonRunner(self.session, self)
        self.guide.started.connect(self._lesson_started)
        self.guide.left.connect(self._lesson_left)
        self._show_docks(False)
        self.retranslate()
        self.apply_settings(self.settings)
        self._restore_geometry()

    # ------------------------------------------------------------------ building
    def _make_docks(self) -> None:
        def dock(name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
            d = QDockWidget(self)
            d.setObjectName(name)
            d.setWidget(widget)
            self.addDockWidget(area, d)
            return d

        seats = WholeTableView(self.seats_model, whole_width=True)
        seats.verticalHeader().hide()
        # a seat's Status words go one under another: its row grows, never the panel's width
        seats.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        scores = WholeTableView(self.score_model, whole_width=False)
        log = QListView()
        log.setModel(self.log_model)
        log.setWordWrap(True)
        log.setUniformItemSizes(False)
        log.setResizeMode(QListView.ResizeMode.Adjust)  # wrap again when the panel changes width
        log.setTextElideMode(Qt.TextElideMode.ElideNone)  # a long right-to-left line wraps, never "…"
        self.log_view = log
        # keep the newest line in sight; once per burst of lines (measuring wrapped rows is slow)
        self._scroll_log = QTimer(self)
        self._scroll_log.setSingleShot(True)
        self._scroll_log.timeout.connect(log.scrollToBottom)
        self.log_model.rowsInserted.connect(lambda *_: self._scroll_log.start(0))
        self.log_model.modelReset.connect(lambda: self._scroll_log.start(0))
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.docks = [dock("players", seats, right), dock("scores", scores, right), dock("log", log, right)]
        self.cards_dock = dock("cards", self.card_panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.cards_dock.hide()
        self.setDockNestingEnabled(True)

    def _make_actions(self, speed: str) -> None:
        """The menus and the toolbar; their words are written by :meth:`retranslate`."""
        bar = self.menuBar()
        self.game_menu = game = bar.addMenu("")
        self.quick_action = game.addAction("", self.quick_game)
        self.quick_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.new_action = game.addAction("", self.ask_new_game)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.continue_action = game.addAction("", self.continue_game)
        self.join_action = game.addAction("", lambda: self.friends.join())
        game.addSeparator()
        self.open_action = game.addAction("", self.open_game)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.save_now_action = game.addAction("", self.save_game)
        self.save_now_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action = game.addAction("", self.save_game_as)
        self.save_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.say_menu = game.addMenu("")
        self.say_actions: dict[str, QAction] = {}
        for preset in CHAT:
            self.say_actions[preset] = self.say_menu.addAction("", partial(self.say, preset))
        self.say_menu.setEnabled(False)
        game.addSeparator()
        self.replay_action = game.addAction("", self.watch_replay)
        self.open_replay_action = game.addAction("", self.open_replay)
        self.stats_action = game.addAction("", self.show_statistics)
        game.addSeparator()
        self.quit_action = game.addAction("", self.close)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.edit_menu = edit = bar.addMenu("")
        self.undo_action = edit.addAction("", self.undo)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = edit.addAction("", self.redo)
        self.redo_action.setShortcuts(
            [QKeySequence("Ctrl+Shift+Z"), QKeySequence(QKeySequence.StandardKey.Redo)]
        )
        edit.addSeparator()
        self.settings_action = edit.addAction("", self.edit_settings)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.hint_action = edit.addAction("", self.hint)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.view_menu = view = bar.addMenu("")
        self.speed_menu = speeds = view.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in SPEEDS:
            action = speeds.addAction("")
            action.setCheckable(True)
            action.setChecked(key == speed)
            action.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            group.addAction(action)
            self.speed_actions[key] = action
        self.pause_action = view.addAction("")
        self.pause_action.setCheckable(True)
        self.pause_action.setShortcut(QKeySequence("P"))
        self.pause_action.toggled.connect(self.session.set_paused)
        self.full_screen_action = view.addAction("", self.toggle_full_screen)
        self.full_screen_action.setShortcuts(
            [QKeySequence("F11"), QKeySequence(QKeySequence.StandardKey.FullScreen)]
        )
        self.full_screen_action.setCheckable(True)
        self.sound_action = view.addAction("")
        self.sound_action.setCheckable(True)
        self.sound_action.setShortcut(QKeySequence("M"))
        self.sound_action.triggered.connect(self.set_sound)
        view.addSeparator()
        for d in self.docks:
            view.addAction(d.toggleViewAction())
        view.addAction(self.cards_dock.toggleViewAction())
        self.help_menu = help_menu = bar.addMenu("")
        self.learn_action = help_menu.addAction("", self.learn_to_play)
        self.rules_action = help_menu.addAction("", self.show_rules)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.reference_action = help_menu.addAction("", self.show_card_reference)
        self.puzzles_action = help_menu.addAction("", self.puzzles.browse)
        self.shortcuts_action = help_menu.addAction("", self.show_shortcuts)
        self.shortcuts_action.setShortcut(QKeySequence("Ctrl+/"))
        help_menu.addSeparator()
        self.about_action = help_menu.addAction("", self.about)
        self.toolbar = toolbar = QToolBar()
        toolbar.setObjectName("main-toolbar")
        toolbar.setIconSize(QSize(20, 20))
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addAction(self.hint_action)
        toolbar.addAction(self.rules_action)
        self.addToolBar(toolbar)
        self.save_action.setEnabled(False)
        self.save_now_action.setEnabled(False)

    def retranslate(self) -> None:
        """Write every word of the window in the interface's current language.

        Called at start and whenever the language changes (Qt's ``LanguageChange`` event); the open
        game's log, prompt, models and table are written again too.
        """
        self.lang = current_language()
        self.setWindowTitle(translate("MainWindow", "Silver Desktop"))
        titles = (
            translate("MainWindow", "Players"),
            translate("MainWindow", "Score pad"),
            translate("MainWindow", "Game log"),
        )
        for d, title in zip(self.docks, titles, strict=True):
            d.setWindowTitle(title)
            d.widget().setAccessibleName(title)
        self.table.setAccessibleName(translate("MainWindow", "Card table"))
        self.bar.setAccessibleName(translate("MainWindow", "Your decision"))
        self.cards_dock.setWindowTitle(translate("MainWindow", "Cards in this deck"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.quick_action.setText(translate("MainWindow", "&Quick game"))
        self.new_action.setText(translate("MainWindow", "&New game..."))
        self.continue_action.setText(translate("MainWindow", "&Continue the last game"))
        self.join_action.setText(translate("MainWindow", "&Join a game..."))
        self.open_action.setText(translate("MainWindow", "&Open..."))
        self.save_now_action.setText(translate("MainWindow", "&Save"))
        self.save_action.setText(translate("MainWindow", "Save &As..."))
        self.say_menu.setTitle(translate("MainWindow", "Sa&y..."))
        for preset, action in self.say_actions.items():
            action.setText(chat_text(preset))
        self.replay_action.setText(translate("MainWindow", "&Watch a replay of this game"))
        self.open_replay_action.setText(translate("MainWindow", "Open as &replay..."))
        self.stats_action.setText(translate("MainWindow", "S&tatistics..."))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.redo_action.setText(translate("MainWindow", "&Redo"))
        self.settings_action.setText(translate("MainWindow", "&Settings..."))
        self.hint_action.setText(translate("MainWindow", "&Hint: what would you do?"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.speed_menu.setTitle(translate("MainWindow", "Animation &speed"))
        for key, action in self.speed_actions.items():
            action.setText(speed_name(key))
        self.pause_action.setText(translate("MainWindow", "&Pause the bots"))
        self.pause_action.setToolTip(translate("MainWindow", "The bots wait before their next move (P)"))
        self.full_screen_action.setText(translate("MainWindow", "&Full screen"))
        self.sound_action.setText(translate("MainWindow", "S&ound effects"))
        self.sound_action.setToolTip(translate("MainWindow", "Turn the sound effects on or off (M)"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.learn_action.setText(translate("MainWindow", "&Learn to play..."))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.rules_action.setToolTip(translate("MainWindow", "The rules of the editions in play (F1)"))
        self.reference_action.setText(translate("MainWindow", "&Cards in this deck"))
        self.puzzles_action.setText(translate("MainWindow", "&Puzzles..."))
        self.shortcuts_action.setText(translate("MainWindow", "&Keyboard shortcuts"))
        self.about_action.setText(translate("MainWindow", "&About Silver Desktop"))
        self.toolbar.setWindowTitle(translate("MainWindow", "Main"))
        self._place_docks()
        self._update_history()
        self.card_panel.set_language(self.lang)
        self.puzzles.retranslate()
        controller = self.controller
        if controller is None:
            return
        self.session.refresh_models()
        self.score_model.headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, self.score_model.columnCount() - 1
        )
        self.seats_model.headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, self.seats_model.columnCount() - 1
        )
        self.session.lang = self.lang
        self.session.rebuild_log()
        self.session.redraw()

    def _place_docks(self) -> None:
        """The game's docks on the side where a reader of the language ends a line (right for
        left-to-right languages, left for right-to-left ones), the card reference on the other."""
        rtl = is_right_to_left(self.lang)
        info = Qt.DockWidgetArea.LeftDockWidgetArea if rtl else Qt.DockWidgetArea.RightDockWidgetArea
        cards = Qt.DockWidgetArea.RightDockWidgetArea if rtl else Qt.DockWidgetArea.LeftDockWidgetArea
        for d in self.docks:
            if self.dockWidgetArea(d) != info and not d.isFloating():
                self.addDockWidget(info, d)
        if self.dockWidgetArea(self.cards_dock) != cards and not self.cards_dock.isFloating():
            self.addDockWidget(cards, self.cards_dock)
        # wide enough for the players' table without a scroll bar
        self.resizeDocks(self.docks, [DOCK_WIDTH] * len(self.docks), Qt.Orientation.Horizontal)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the interface language changes."""
        changed = event.type() == QEvent.Type.LanguageChange
        if changed and hasattr(self, "toolbar") and not self._closed and self.lang != current_language():
            self.retranslate()
        super().changeEvent(event)

    def _show_docks(self, shown: bool) -> None:
        for d in self.docks:
            d.setVisible(shown)

    # ------------------------------------------------------------------ names
    def card_name(self, card_id: str) -> str:
        """A card's name in the window's language."""
        return card_name(card_id, self.lang)

    @property
    def names(self) -> Sequence[str]:
        """The seats' names."""
        return self.session.names

    @property
    def controller(self) -> TableController | None:
        """The game on the table, if any."""
        return self.session.controller

    @property
    def interactive(self) -> bool:
        """Whether a person watches (dialogs wait for them; off for the demo and most tests)."""
        return self.session.interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        self.session.interactive = value

    # ------------------------------------------------------------------ starting games
    def quick_game(self) -> None:
        """You against three Medium bots with the Silver deck."""
        self.start_game(attrs.evolve(default_setup(), policy=self.settings.policy))

    def ask_new_game(self, invite: bool = False) -> None:
        """The New Game dialog, then the game it describes (Invite friends: hosted for friends to join;
        ``invite``: that is the dialog's default button)."""
        from .new_game import NewGameDialog

        setup = NewGameDialog.ask(self, on_invite=self.friends.invite, invite_first=invite)
        if setup is not None:
            self.start_game(setup)

    def start_game(
        self,
        setup: GameSetup,
        game: Game | None = None,
        bot_seed: int | None = None,
        script: Script | None = None,
    ) -> None:
        """Begin a game, or go on with ``game`` (the previous one, if any, is abandoned); ``bot_seed``:
        the seed a resumed game's bots played by. With ``script``, the other seats of ``game`` follow
        it (a puzzle: see :mod:`.puzzle_play`); such a game is neither saved nor counted. A network
        game this app hosts is left only if the person agrees (:meth:`.net_play.NetPlay.may_leave`)."""
        if not self.net.may_leave():
            return
        self.guide.leave()  # a lesson left this way continues where it was
        self.net.leave()
        self.stack.setCurrentIndex(1)
        self._show_docks(True)
        if script is None:
            self.puzzles.leave()
        self.session.start(setup, game, bot_seed, script)
        if game is None:
            self.sounds.new_game()
        self.card_panel.set_deck(self._reference_deck())
        if self.rules_viewer is not None:
            self.rules_viewer.set_deck(self._deck())
        self.table.setFocus()
        self.save_action.setEnabled(script is None)
        self.save_now_action.setEnabled(script is None)
        self.save_path = None

    # ------------------------------------------------------------------ network games
    def start_network_game(
        self,
        conn: NetConnection,
        joined: dict,
        lobby: dict,
        server: QProcess | None = None,
        pending: Sequence[dict] = (),
    ) -> None:
        """Play the seat ``joined`` gave on the server of ``conn`` (see :meth:`.net_play.NetPlay.start`)."""
        self.net.start(conn, joined, lobby, server, pending)

    def say(self, preset: str) -> None:
        """Game ▸ Say: send a preset message to the other players of a network game."""
        self.net.say(preset)

    def learn_to_play(self) -> None:
        """Welcome ▸ Learn to play, Help ▸ Learn to play: choose a lesson, continue it or start over."""
        chooser = LessonChooser(all_lessons(), lesson_progress.load(), self)
        chooser.chosen.connect(self.guide.start)
        chooser.exec()

    def _lesson_started(self) -> None:
        """A lesson is on the table: the table page without the docks, no file to save, no results
        of an old game; the card reference and the rules follow the lesson's deck."""
        self.tutorial.hide()
        self.puzzles.leave()
        if self.results is not None:
            self.results.close()
        self.card_panel.set_deck(self._reference_deck())
        if self.rules_viewer is not None:
            self.rules_viewer.set_deck(self._deck())
        self.stack.setCurrentIndex(1)
        self._show_docks(False)  # the whole width for the table and the lesson's panel beside it
        self.save_action.setEnabled(False)
        self.save_now_action.setEnabled(False)
        self.save_path = None
        self.table.setFocus()
        self._update_history()

    def _lesson_left(self) -> None:
        """The lesson was left or finished: back to the welcome page."""
        self._show_docks(False)
        self.offer_autosave()
        self.stack.setCurrentIndex(0)
        self._update_history()

    # ------------------------------------------------------------------ what the session asks for
    def _first_turn(self) -> None:
        """A person's first turn: the tutorial, once, for people who have not turned it off."""
        scripted = self.session.scripted  # a puzzle has its own banner, a lesson its panel
        if self.settings.tutorial and not self._tutorial_seen and self.interactive and not scripted:
            self._tutorial_seen = True
            self.tutorial.show()

    def _ask_to_pass(self, seat: int) -> None:
        """Hot-seat: hide the table until the next person says they are at the screen."""
        self.privacy.show_for(self.names[seat], seat)
        self.stack.setCurrentWidget(self.privacy)
        self._show_docks(False)  # the log speaks of what the previous person saw

    def _privacy_confirmed(self, seat: int) -> None:
        if self.controller is None:
            return
        self.stack.setCurrentIndex(1)
        self._show_docks(True)
        self.session.person_at_screen(seat)
        self.table.setFocus()

    def _game_over(self, params: dict) -> None:
        controller = self.controller
        assert controller is not None
        self._record_statistics(params)
        self.sounds.game_over(params, controller.humans)
        self._show_results(controller)
        self.finished_game.emit(len(controller.errors))

    def _show_results(self, controller: TableController) -> None:
        """Open the results view of ``controller``'s finished game beside the table, once per game
        (it is not modal, so nothing waits for it), and say in the bar who won. It closes when
        another game starts."""
        results = results_of(controller.view(), controller.events, controller.names)
        self.bar.show_status(localized(headline(results), self.lang))
        if self.results is not None and self._results_game is controller.game is not None:
            return
        if self.results is not None:
            self.results.deleteLater()
        dialog = ResultsDialog(results, self.settings.theme == "high-contrast", self, bool(controller.humans))
        dialog.play_again.connect(partial(self.start_game, controller.setup))
        dialog.new_game.connect(self.ask_new_game)
        dialog.watch_replay.connect(self.watch_replay)
        dialog.review_game.connect(self.review_game)
        controller.destroyed.connect(dialog.close)
        self.results, self._results_game = dialog, controller.game
        dialog.show()

    # ------------------------------------------------------------------ settings and statistics
    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once, the interface language included (no restart)."""
        self.settings = settings
        self.set_speed(settings.animation_speed)
        # a puzzle's seat knows cards from its position, not from looks the person made: always shown
        self.scene.memory_aid = settings.memory_aid or self.session.scripted
        self.scene.look_hold_ms = None if settings.hold_looks else LOOK_MS
        self.scene.card_scale = CARD_SCALES[settings.card_size]
        apply_theme(settings.theme)
        self.scene.high_contrast = settings.theme == "high-contrast"
        self.sounds.volume = settings.volume
        self.sounds.muted = settings.muted
        self.sound_action.setChecked(not settings.muted)
        if settings.language != current_language():
            apply_language(settings.language)
        if settings.language != self.lang:
            self.retranslate()  # also writes the table, the log and the prompt again
        else:
            self.session.redraw()

    def edit_settings(self) -> None:
        """Edit ▸ Settings: change, save (atomically) and apply."""
        chosen = SettingsDialog.ask(self.settings, self)
        if chosen is None:
            return
        try:
            save_settings(chosen)
        except OSError as e:
            plain.warning(self, translate("MainWindow", "Settings"), *save_error(SETTINGS_FILE, e))
        self.apply_settings(chosen)

    def watch_replay(self) -> None:
        """Game ▸ Watch a replay: the current game, every card revealed. During a game this would
        show what nobody may see yet, so it waits for the game's end."""
        controller = self.controller
        if controller is None:
            return
        if not controller.over:
            plain.information(
                self,
                translate("MainWindow", "Replay"),
                translate("MainWindow", "The replay shows every card, so it opens when the game is over."),
            )
            return
        seat = controller.humans[0] if controller.humans else None
        if controller.game is None:  # a network game whose record has not come yet
            return
        ReplayDialog(
            controller.game, controller.names, self.art, self.card_name, self.lang, self, seat
        ).exec()

    def review_game(self) -> ReviewDialog | None:
        """Review my game (from the results): the first person's decisions in the finished game,
        each as they saw it then."""
        controller = self.controller
        if controller is None or not controller.over or not controller.humans or controller.game is None:
            return None
        dialog = ReviewDialog(
            controller.game, controller.humans[0], controller.names, self.art, self.card_name, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_replay(self) -> None:
        """Game ▸ Open as replay: any saved game file, every card revealed."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open a replay"),
            "",
            translate("MainWindow", "Silver games (*.silver)"),
        )
        if path:
            self.replay_path(path)

    def replay_path(self, path: str) -> bool:
        """Show the game in file ``path`` as a replay (Game ▸ Open as replay, ``--replay``); returns
        whether it was shown. A file that cannot be opened gets a message and changes nothing.

        A replay shows every card. For a game that is not over that includes cards still hidden
        from its players, so the app asks first (a friend's turn must not be spoiled by accident),
        and the game (any game dealt the same cards: :func:`game_identity`) then counts as practice
        in the statistics when it ends.
        """
        try:
            saved = read_game(path)
        except (GameFileError, OSError) as e:
            plain.warning(self, translate("MainWindow", "Cannot open the game"), *open_error(path, e))
            return False
        game = saved.game
        if not game.state.over:
            if self.interactive:
                answer = plain.question(
                    self,
                    translate("MainWindow", "Replay"),
                    translate(
                        "MainWindow",
                        "This game is not over. Its replay shows every card, also the ones its players "
                        "have not seen yet, so the game will count as practice in the statistics. "
                        "Show it anyway?",
                    ),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return False
            self._mark_revealed(game)
        names = [s.name for s in saved.setup.seats]
        people = [k for k, s in enumerate(saved.setup.seats) if s.is_human]
        dialog = ReplayDialog(
            game, names, self.art, self.card_name, self.lang, self, people[0] if people else None
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()  # beside the window, not blocking it
        return True

    def _mark_revealed(self, game: Game) -> None:
        """Remember in the statistics that ``game``'s replay was opened before it ended."""
        try:
            stats = Statistics.load()
            stats.mark_revealed(game_identity(game))
            stats.save()
        except OSError as e:
            log.warning("cannot remember the revealed game in the statistics: %s", e)
            self.statusBar().showMessage(
                translate("MainWindow", "The statistics were not updated: {error}").format(
                    error=write_reason(e)
                ),
                8000,
            )

    def show_statistics(self) -> None:
        """Game ▸ Statistics."""
        StatisticsDialog(parent=self).exec()

    def _record_statistics(self, over: dict) -> None:
        """Count the finished game; as practice if it was played under the practice policy (which
        includes a game whose file could not be trusted) or its replay was opened before the end."""
        controller = self.controller
        if controller is None or not self.session.autosave_enabled or self.session.scripted or not over:
            return
        game = controller.game
        if game is None:
            return
        rounds = {
            int(e.params["round"]): dict(e.params) for e in controller.events if e.kind == ev.ROUND_SCORED
        }
        try:
            stats = Statistics.load()
            practice = game.policy is UndoPolicy.PRACTICE or stats.was_revealed(game_identity(game))
            stats.record_game(
                controller.player_names,
                [s.kind.value for s in controller.setup.seats],
                controller.setup.deck,
                [rounds[r] for r in sorted(rounds)],
                over,
                practice=practice,
                only=controller.humans[0] if controller.remote else None,
            )
            stats.save()
        except (OSError, ValueError) as e:
            log.warning("cannot record the game in the statistics: %s", e)
            self.statusBar().showMessage(
                translate("MainWindow", "The statistics were not updated: {error}").format(
                    error=write_reason(e)
                ),
                8000,
            )

    def _tutorial_dismissed(self) -> None:
        """The person has read the first-turn tutorial: it does not come back (Settings can bring it)."""
        self._keep_settings(attrs.evolve(self.settings, tutorial=False))
        self.table.setFocus()

    def _keep_settings(self, settings: Settings) -> bool:
        """Use and save ``settings`` without the dialog; a failure to save is said in the status bar."""
        self.settings = settings
        try:
            save_settings(settings)
        except OSError as e:
            log.warning("cannot save the settings: %s", e)
            self.statusBar().showMessage(
                translate("MainWindow", "The settings could not be saved: {error}").format(
                    error=write_reason(e)
                ),
                8000,
            )
            return False
        return True

    def set_sound(self, on: bool) -> None:
        """View ▸ Sound effects (M): turn the sound on or off, keep it in the settings, and say so."""
        self.sounds.muted = not on
        self.sound_action.setChecked(on)
        saved = self._keep_settings(attrs.evolve(self.settings, muted=not on))
        if saved:
            text = translate("MainWindow", "Sound on") if on else translate("MainWindow", "Sound off")
            self.statusBar().showMessage(text, 3000)

    # ------------------------------------------------------------------ hint
    def hint(self) -> None:
        """Ask the Hard bot, from the deciding person's view only, what it would do; show it. In a
        puzzle, the puzzle's own hint; none in a lesson."""
        if self.puzzles.active:
            self.puzzles.hint()
            return
        if self.guide.active:  # the lesson's ring already shows what to do
            return
        controller = self.controller
        if controller is None or self.session.prompt is None or self.scene.busy or self._hint_job is not None:
            return
        if controller.remote:  # a hint would help one player against the others
            self.statusBar().showMessage(
                translate("MainWindow", "There are no hints in a network game."), 5000
            )
            return
        seat = controller.decider()
        bot = HardBot(seed=controller.seed ^ 0x51A7)
        self._hint_serial += 1
        self._hint_for = self.session.prompt
        job = BotJob(bot, controller.view(seat), self._hint_serial)
        job.signals.finished.connect(self._hint_ready)
        self._hint_job = job
        self.bar.show_status(translate("MainWindow", "Thinking about a hint..."))
        job.start()

    def _cancel_hint(self) -> None:
        """The decision the hint was for is gone: stop its search (its answer will be ignored)."""
        if self._hint_job is not None:
            self._hint_job.cancel()

    def _hint_ready(self, key: int, _seat: int) -> None:
        job, self._hint_job = self._hint_job, None
        if job is None:
            return
        action, bot = job.action, job.bot
        assert isinstance(bot, HardBot)
        prompt = self.session.prompt
        if prompt is None or prompt is not self._hint_for or key != self._hint_serial or action is None:
            self.session.offer()
            return
        choice = next((c for c in prompt.choices if c.action == action), None)
        self.session.offer()
        if choice is None:
            return
        names = self.controller.names if self.controller is not None else []
        full = hint_sentence(action, job.view, names, bot.last, self.lang)
        hint = full
        if not self.bar.fits(hint.text, HINT_LINES):  # the short form names the ringed cards only
            hint = hint_sentence(action, job.view, names, bot.last, self.lang, detail=False)
        if not self.bar.fits(hint.text, HINT_LINES):  # a narrow bar: the whole hint in the status bar
            hint = bare_hint(action, job.view, names, self.lang)
            self.statusBar().showMessage(full.text, 60_000)
        self.bar.set_text(hint.text)
        self.hinted = choice.action
        self.scene.set_selected([*choice.places, *hint.places])

    # ------------------------------------------------------------------ files
    def offer_autosave(self) -> str:
        """At start-up: offer Continue on the welcome screen if there is a game to continue. Returns
        what to tell the person about autosaves that could not be opened and were set aside ("" if
        none), for the status bar."""
        found = find_autosave()
        self.welcome.offer_continue(found.saved is not None)
        return self._bad_autosave_text(found)

    @staticmethod
    def _bad_autosave_text(found: AutosaveSearch) -> str:
        """One sentence per autosave that could not be opened, saying where it was kept."""
        sentences = []
        for bad in found.bad:
            if bad.kept_as is not None:
                text = translate("MainWindow", "The saved game could not be opened; it was kept as {name}.")
                sentences.append(text.format(name=plain.ltr(bad.kept_as)))
            else:
                text = translate(
                    "MainWindow", "The saved game could not be opened and was left as it is: {name}."
                )
                sentences.append(text.format(name=plain.ltr(bad.path)))
        return " ".join(sentences)

    def continue_game(self) -> None:
        """Game ▸ Continue: go on with the autosaved game (a bad one is set aside, and the person
        told, and the previous one is tried)."""
        found = find_autosave()
        notice = self._bad_autosave_text(found)
        if notice:
            self.statusBar().showMessage(notice, 30000)
        self.welcome.offer_continue(found.saved is not None)
        if found.saved is None:
            plain.information(
                self,
                translate("MainWindow", "Continue"),
                translate("MainWindow", "There is no unfinished game to continue."),
            )
            return
        self._resume(found.saved)

    def _resume(self, saved: SavedGame | NetSeat) -> None:
        """Go on with an opened game file, its bots seeded as before; say so once if the game now
        counts as practice because its file could not be trusted. A network game file takes its
        seat back through the server."""
        if isinstance(saved, NetSeat):
            self.net.resume(saved)
            return
        self.start_game(saved.setup, saved.game, saved.bot_seed)
        if saved.game.state.over:  # a finished game opens on its final table, its results beside it
            assert self.controller is not None
            self._show_results(self.controller)
        elif saved.made_practice:
            self.statusBar().showMessage(
                translate(
                    "MainWindow",
                    "This game counts as practice in the statistics: its file was changed outside the "
                    "app, or it was saved on another computer or by an older version.",
                ),
                30000,
            )

    def open_game(self) -> None:
        """Game ▸ Open: a saved game file; a bad file gets a clear message and changes nothing."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open a game"),
            "",
            translate("MainWindow", "Silver games (*.silver)"),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a game file; returns whether it was opened."""
        try:
            saved = read_saved(path)
        except (GameFileError, OSError) as e:
            plain.warning(self, translate("MainWindow", "Cannot open the game"), *open_error(path, e))
            return False
        self._resume(saved)
        self.save_path = path
        log.info("opened the game file %s", path)
        return True

    def save_game(self) -> None:
        """Game ▸ Save (Ctrl+S): write the game to its file again, or ask for one the first time."""
        if self.save_path is None:
            self.save_game_as()
        else:
            self.save_to(self.save_path)

    def save_game_as(self) -> None:
        """Game ▸ Save As: write the game to a file of the player's choice (the dialog starts in the
        person's documents folder)."""
        if self.controller is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("MainWindow", "Save the game"),
            str(self.save_path or documents_dir() / "game.silver"),
            translate("MainWindow", "Silver games (*.silver)"),
        )
        if not path:
            return
        if not path.endswith(EXTENSION):
            path += EXTENSION
        self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the game to ``path`` (atomically) and say so in the status bar; a failure gets a
        message and changes nothing. Returns whether it was saved."""
        if self.controller is None:
            return False
        try:
            self.controller.save(path, self.settings.memory_aid)
        except OSError as e:
            plain.warning(self, translate("MainWindow", "Cannot save the game"), *save_error(path, e))
            return False
        self.save_path = path
        self.statusBar().showMessage(
            translate("MainWindow", "The game was saved as {name}.").format(name=plain.ltr(Path(path).name)),
            8000,
        )
        return True

    # ------------------------------------------------------------------ menus
    def undo(self) -> None:
        """Edit ▸ Undo (never in a lesson, which only goes forward)."""
        if not self.guide.active:
            self.session.undo()

    def redo(self) -> None:
        """Edit ▸ Redo (never in a lesson)."""
        if not self.guide.active:
            self.session.redo()

    def _update_history(self) -> None:
        controller = self.controller
        why = controller.undo_blocker() if controller is not None else "nothing-to-undo"
        if self.guide.active:
            why = "scripted"
        self.undo_action.setEnabled(why is None)
        self.undo_action.setToolTip(
            translate("MainWindow", "Undo (Ctrl+Z)") if why is None else undo_reason(why)
        )
        can_redo = controller is not None and controller.can_redo() and not self.guide.active
        self.redo_action.setEnabled(can_redo)
        self._update_hint()

    def _update_hint(self) -> None:
        """Hint is there only where it can answer: in a game or a puzzle on this computer; a lesson's
        ring already shows what to do. Its tooltip says why not."""
        controller = self.controller
        if self.puzzles.active:
            why = None
        elif self.guide.active:
            why = translate("MainWindow", "The lesson shows what to do: follow the ring.")
        elif controller is None or self.stack.currentIndex() == 0:
            why = translate("MainWindow", "Start a game to ask for a hint.")
        elif self.stack.currentWidget() is self.privacy:
            why = translate("MainWindow", "Hints are there once the next player is at the computer.")
        elif controller.remote:
            why = translate("MainWindow", "There are no hints in a network game.")
        else:
            why = None
        self.hint_action.setEnabled(why is None)
        tip = translate("MainWindow", "Ask the Hard bot what it would do in your place (H)")
        self.hint_action.setToolTip(tip if why is None else why)

    def set_speed(self, key: str) -> None:
        """View ▸ Animation speed."""
        self.scene.speed = SPEEDS[key]
        self.speed_actions[key].setChecked(True)

    def about(self) -> None:
        """Help ▸ About."""
        text = translate(
            "MainWindow",
            "Silver Desktop {version}\n\nA fan-made way to play the Silver card games "
            "(Silver, Silver Bullet, Silver Coin) by Bézier Games.\n"
            "Card art and texts are the project's own.",
        ).format(version=plain.ltr(number(__version__)))
        box = plain.message_box(self, translate("MainWindow", "About Silver Desktop"), text)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.addButton(QMessageBox.StandardButton.Ok)
        box.exec()

    def _deck(self) -> DeckSpec | None:
        """The current game's deck, if a game is on (its setup was validated when it started)."""
        if self.controller is None:
            return None
        return self.controller.view().config.deck

    def _reference_deck(self) -> DeckSpec:
        """The deck the card reference lists: the game's, or before any game the Silver deck that
        Quick game and the first lesson play (never an empty panel)."""
        return self._deck() or DeckSpec.pure(Edition.SILVER)

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules of the editions in play, beside the table (not modal)."""
        if self.rules_viewer is None:
            self.rules_viewer = RulesViewer(self._deck(), self)
        self.rules_viewer.show()
        self.rules_viewer.raise_()
        self.rules_viewer.activateWindow()

    def show_card_reference(self) -> None:
        """Help ▸ Cards in this deck: show the card reference dock."""
        self.cards_dock.show()
        self.cards_dock.raise_()

    def show_shortcuts(self) -> None:
        """Help ▸ Keyboard shortcuts."""
        actions = [
            a
            for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu)
            for a in menu.actions()
        ]
        ShortcutsDialog(actions, self).exec()

    def toggle_full_screen(self) -> None:
        """View ▸ Full screen (F11)."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    @staticmethod
    def _window_store() -> QSettings:
        """Where the window's size, position and dock layout are kept (beside the settings)."""
        return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)

    def _restore_geometry(self) -> None:
        store = self._window_store()
        geometry = store.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
            return
        screen = self.screen()
        if screen is not None:  # the first start: the default size, or the whole screen if smaller
            room = screen.availableGeometry()
            self.resize(min(1280, room.width()), min(800, room.height()))
            # Once shown, its frame is known: on a small screen (a 1366 x 768 laptop) the title bar
            # can push the bottom of the table, the person's own village, off the screen.
            self._first_size = self.size()

    def showEvent(self, event: QShowEvent) -> None:
        """At the first start, the frame's size is known a moment after the window is shown; if it
        pushes the window off the screen, and nobody resized the window meanwhile, the window is
        maximized (:func:`frame_overflows`)."""
        super().showEvent(event)
        if self._first_size is not None:
            QTimer.singleShot(FRAME_WAIT_MS, self, self._fit_frame)

    def _fit_frame(self) -> None:
        first, self._first_size = self._first_size, None
        screen = self.screen()
        if screen is None or self.size() != first:  # resized meanwhile: the size was chosen
            return
        if frame_overflows(self.frameGeometry(), screen.availableGeometry()):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _save_geometry(self) -> None:
        store = self._window_store()
        store.setValue("geometry", self.saveGeometry())
        store.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quit (the menu, Ctrl+Q, the window's close button): cancel every bot's search, the hint's
        too, and wait for none of them (see :mod:`.bot_worker`); the autosave was written whole
        after the last action. While this app hosts a network game that is still on, the person is
        asked first, and may stay."""
        if not self.net.may_leave():
            event.ignore()
            return
        cancel_all()
        self.net.leave()
        if self.interactive:
            self._save_geometry()
        self.session.close()
        self.sounds.stop()
        self._closed = True  # a closed window no longer follows language changes or bots
        super().closeEvent(event)
