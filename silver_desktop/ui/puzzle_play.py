"""A puzzle on the table: start it, let the other seats follow its script, check its goal at the end.

:class:`PuzzlePlay` belongs to the main window. It starts a puzzle's game through the window's
usual path (:meth:`.main_window.MainWindow.start_game`, with a :class:`~.scripted.Script` made of
the puzzle's replies and end), with the person at the puzzle's seat, and shows the
:class:`~.puzzle_banner.PuzzleBanner`. When the script's end is reached it checks
:meth:`Puzzle.solved` against the start and says whether the goal was reached; a solved puzzle is
remembered (:mod:`silver_desktop.solved_puzzles`). A puzzle's game is never autosaved and never
counted in the statistics (see :mod:`.scripted`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.actions import Action
from ..engine.history import Game, UndoPolicy
from ..engine.state import State
from ..puzzles import Puzzle, all_puzzles, puzzle, puzzles_for
from ..solved_puzzles import SolvedPuzzles
from .file_errors import write_reason
from .game_setup import GameSetup, Seat, SeatKind
from .language import current_language, localized
from .puzzle_browser import PuzzleBrowser, solved_count
from .puzzle_subjects import GROUPS, group_of, subject_order
from .scripted import Script
from .seat_names import bot_names, you

if TYPE_CHECKING:
    from .main_window import MainWindow

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


def ordered_puzzles() -> list[Puzzle]:
    """Every puzzle in the browser's order: by group (Silver, Bullet, Coin, promos, tokens), then by
    the card's number."""
    return sorted(
        all_puzzles(),
        key=lambda p: (GROUPS.index(group_of(p.subjects[0])), subject_order(p.subjects[0]), p.id),
    )


def puzzle_setup(p: Puzzle, game: Game) -> GameSetup:
    """The seats of ``p``'s game: "You" at the puzzle's seat, the bots' names at the others, in seat
    order (Ada, Bo, Cy), as puzzle texts name them. Nobody searches: the script answers for them."""
    names = iter(bot_names())
    deck = game.state.config.deck
    seats = tuple(
        Seat(you()) if i == p.seat else Seat(next(names), SeatKind.EASY) for i in range(game.state.players)
    )
    return GameSetup(seats=seats, deck=deck.text(), promos=deck.promos, policy=UndoPolicy.PRACTICE)


def person_actions(p: Puzzle, game: Game) -> list[Action]:
    """The actions the person (the puzzle's seat) has played so far in ``game``, in order."""
    replay = p.new_game()
    mine = []
    for action in game.actions:
        if replay.state.decider() == p.seat:
            mine.append(action)
        replay.play(action)
    return mine


class PuzzlePlay(QObject):
    """The puzzle on the table (if any), its banner's buttons, and the solved puzzles."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.banner = window.puzzle_banner
        #: the puzzle on the table, or None
        self.puzzle: Puzzle | None = None
        #: its position at the start (what :meth:`Puzzle.solved` compares the end with)
        self.start_state: State | None = None
        #: None while the puzzle is played; once it is over, whether the goal was reached
        self.result: bool | None = None
        #: the message under the goal: hint, solution, solved, shown, failed or ""
        self.message = ""
        #: the app played some of the solution on the table: reaching the goal does not count
        self.demonstrated = False
        self.memory = SolvedPuzzles.load()
        self.browser: PuzzleBrowser | None = None
        banner = self.banner
        banner.hint_clicked.connect(self.hint)
        banner.solution_clicked.connect(self.show_solution)
        banner.step_clicked.connect(self.step)
        banner.retry_clicked.connect(self.retry)
        banner.next_clicked.connect(self.next_puzzle)
        banner.browse_clicked.connect(self.browse)
        window.session.script_finished.connect(self._finished)

    @property
    def active(self) -> bool:
        """Whether a puzzle is on the table."""
        return self.puzzle is not None and self.window.session.scripted

    # ------------------------------------------------------------------ choosing
    def browse(self) -> PuzzleBrowser:
        """Help ▸ Puzzles: the list of every puzzle (not modal); choosing one starts it."""
        if self.browser is not None:
            self.browser.close()
            self.browser.deleteLater()
        browser = PuzzleBrowser(ordered_puzzles(), self.memory.solved, self.window.art, self.window)
        browser.chosen.connect(self.start)
        if self.puzzle is not None:
            browser.select(self.puzzle.id)
        self.browser = browser
        browser.open()
        return browser

    def try_subject(self, subject: str) -> bool:
        """ "Try it" for a card or token: its first unsolved puzzle (else its first); returns whether
        it has one."""
        found = puzzles_for(subject)
        if not found:
            return False
        unsolved = [p for p in found if not self.memory.is_solved(p.id)]
        self.start((unsolved or list(found))[0].id)
        return True

    # ------------------------------------------------------------------ playing
    def start(self, puzzle_id: str) -> None:
        """Set the puzzle ``puzzle_id`` up on the table, the person at its seat."""
        p = puzzle(puzzle_id)
        game = p.new_game()
        session = self.window.session
        previous = self.window.controller
        if previous is not None and not session.scripted and session.autosave_enabled and not previous.over:
            self.window.statusBar().showMessage(
                translate("Puzzles", "Your game is kept: Game ▸ Continue brings it back."), 15000
            )
        self.puzzle = p
        self.start_state = game.state.clone()
        self.result = None
        self.message = ""
        self.demonstrated = False
        # the seat knows cards from the position, not from looks the person made: the memory aid
        # marks the facedown cards it has seen (and only those)
        self.window.scene.memory_aid = True
        self.window.start_game(puzzle_setup(p, game), game, script=Script(reply=p.reply, until=p.over))
        controller = self.window.controller
        assert controller is not None
        controller.reset.connect(self._undone)
        self.retranslate()

    def leave(self) -> None:
        """Another game takes the table: the puzzle and its banner go."""
        self.puzzle = None
        self.start_state = None
        self.result = None
        self.message = ""
        self.banner.hide()
        self.window.scene.memory_aid = self.window.settings.memory_aid

    def retry(self) -> None:
        """Try again: the puzzle from its start."""
        if self.puzzle is not None:
            self.start(self.puzzle.id)

    def next_puzzle(self) -> None:
        """The next puzzle in the browser's order that is not solved yet (else simply the next)."""
        order = ordered_puzzles()
        if not order:
            return
        ids = [p.id for p in order]
        here = ids.index(self.puzzle.id) if self.puzzle is not None and self.puzzle.id in ids else -1
        after = order[here + 1 :] + order[: here + 1]
        unsolved = [p for p in after if not self.memory.is_solved(p.id) and p is not self.puzzle]
        self.start((unsolved or after)[0].id)

    def hint(self) -> None:
        """Show the puzzle's hint under its goal."""
        if self.puzzle is not None:
            self.message = "hint"
            self._show_message()

    def show_solution(self) -> None:
        """Show the solution in words, with a button that plays it on the table step by step."""
        if self.puzzle is not None:
            self.message = "solution"
            self._show_message()

    def step(self) -> None:
        """Play the solution's next step on the table. If the person's moves so far are not the
        solution's (or the puzzle is over), the puzzle starts again from the top first."""
        p = self.puzzle
        controller = self.window.controller
        if p is None or controller is None or controller.game is None or not self.active:
            return
        solution = [Action.parse(text) for text in p.solution]
        mine = person_actions(p, controller.game)
        if self.result is not None or mine != solution[: len(mine)]:
            self.start(p.id)
            self.message = "solution"
            self._show_message()
            mine = []
        if len(mine) < len(solution):
            self.demonstrated = True
            self.window.session.play_when_offered(solution[len(mine)])
        # the last step is on its way: the rest is the other seats' (or nothing)
        self.banner.show_steps(True, enabled=len(mine) + 1 < len(solution))

    def _undone(self) -> None:
        """An undo took the puzzle back: it is played again (a result no longer holds)."""
        if self.result is not None:
            self.result = None
            self.message = ""
            self._show_message()

    def _finished(self) -> None:
        """The script's end: check the goal, say whether it was reached, remember a solved puzzle (not
        when the app played the solution)."""
        p, start = self.puzzle, self.start_state
        controller = self.window.controller
        if (
            p is None
            or start is None
            or controller is None
            or controller.game is None
            or self.result is not None
        ):
            return
        self.result = p.solved(start, controller.game.state)
        self.message = ("shown" if self.demonstrated else "solved") if self.result else "failed"
        if self.message == "solved" and not self.memory.is_solved(p.id):
            self.memory.mark_solved(p.id)
            try:
                self.memory.save()
            except OSError as e:
                log.warning("cannot remember the solved puzzle: %s", e)
                self.window.statusBar().showMessage(
                    translate("Puzzles", "The solved puzzle could not be remembered: {error}").format(
                        error=write_reason(e)
                    ),
                    8000,
                )
        self._show_message()

    # ------------------------------------------------------------------ words
    def retranslate(self) -> None:
        """The banner's puzzle texts in the interface's current language."""
        p = self.puzzle
        if p is None:
            return
        lang = current_language()
        text = p.text(lang)
        self.banner.show_puzzle(text.title, text.goal, lang)
        self._show_message()

    def _show_message(self) -> None:
        p = self.puzzle
        if p is None:
            return
        lang = current_language()
        text = p.text(lang)
        kind = self.message
        if kind == "hint":
            shown = localized(text.hint, lang)
        elif kind == "solution":
            shown = localized(text.solution, lang)
        elif kind == "solved":
            ids = {q.id for q in all_puzzles()}
            count = solved_count(len(self.memory.solved & ids), len(ids))
            shown = localized(
                translate("Puzzles", "Goal reached: puzzle solved! ({count})").format(count=count), lang
            )
        elif kind == "shown":
            shown = localized(
                translate(
                    "Puzzles",
                    "That was the solution, and the goal is reached. Press Try again to solve it yourself.",
                ),
                lang,
            )
        elif kind == "failed":
            if p.until == "turn":
                why = translate(
                    "Puzzles", "Goal not reached: your turn ended before it was met. Press Try again."
                )
            else:
                why = translate(
                    "Puzzles", "Goal not reached: the round was scored before it was met. Press Try again."
                )
            shown = localized(why, lang)
        else:
            shown = ""
        self.banner.show_message(shown, kind)
        self.banner.show_steps(kind == "solution" and bool(p.solution))


__all__ = ["PuzzlePlay", "ordered_puzzles", "person_actions", "puzzle_setup"]
