"""A lesson on the table: its steps, what the person may click, the ring, and where they left off.

:class:`LessonRunner` is the session's :class:`~.session.Coach` while a lesson plays. The game is the
lesson's prepared deal (:mod:`silver_desktop.guide`), a scripted game (:mod:`.scripted`): the other
seat plays the lesson script's next action. At each step the panel (:class:`~.lesson_panel.LessonPanel`)
says what to do and why, the place to click next is ringed (:meth:`~.table.scene.TableScene.set_beacon`)
or its button marked, and any other click or button is refused with the step's one sentence of what
went wrong; the state does not change. A step that only explains waits for Next.

A lesson, as a scripted game, is neither autosaved nor counted in the statistics, and the window
offers no Undo in it. The step reached is remembered (:mod:`silver_desktop.guide.progress`) whenever
it changes, so a lesson left (closed, or another game started) continues there.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.actions import Action
from ..guide import Lesson, Step, lesson
from ..guide import progress as lesson_progress
from .game_setup import GameSetup, Seat, SeatKind
from .language import current_language, localized
from .lesson_panel import PANEL_WIDTH, LessonPanel
from .prompts import Choice, Prompt, narrow
from .results import headline, results_of
from .scripted import Script
from .seat_names import bot_names, you
from .session import GameSession

translate = QCoreApplication.translate


class LessonRunner(QObject):
    """Plays one lesson at a time in the window's :class:`GameSession`."""

    #: a lesson has been put on the table (the window shows the table page)
    started = Signal()
    #: the person left the lesson or finished it (the window goes back to the welcome page)
    left = Signal()

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.panel = LessonPanel()
        session.table.add_overlay(self.panel, side=PANEL_WIDTH)
        self.panel.next_clicked.connect(self.next_step)
        self.panel.leave_clicked.connect(self._leave_clicked)
        session.decision_gone.connect(lambda: session.scene.set_beacon(None))
        session.script_finished.connect(self._game_ended)
        self.lesson: Lesson | None = None
        #: the index of the step shown
        self.step = 0
        #: the last thing said about a refused click or action ("" if none since the step began)
        self.problem = ""
        #: the language the step is shown in (a step is shown again after a change of language)
        self._lang = ""

    # ------------------------------------------------------------------ starting and leaving
    @property
    def active(self) -> bool:
        """Whether a lesson is on the table."""
        return self.lesson is not None

    def start(self, lesson_id: str, resume: bool = False) -> None:
        """Put ``lesson_id`` on the table, at its first step or (``resume``) where it was left."""
        self.leave()
        found = lesson(lesson_id)
        step = lesson_progress.step_of(lesson_id) if resume else 0
        step = min(step, len(found.steps) - 1)
        game = found.new_game(step)
        while step > 0 and game.state.over:  # the last steps explain the end: play up to it again
            step -= 1
            game = found.new_game(step)
        setup = GameSetup(
            seats=(Seat(you()), Seat(bot_names()[0], SeatKind.MEDIUM)),
            deck=found.edition,
        )
        session = self.session
        self.lesson, self.step = found, step
        session.coach = self
        # the lesson's ring is the one ring to follow: the other legal cards stay clickable (a wrong
        # click is explained) but are not ringed
        session.scene.quiet_targets = True
        session.scene.update()
        # a scripted game: neither autosaved nor counted in the statistics
        session.start(setup, game, script=Script(reply=self._reply, until=lambda _state: False))
        assert session.controller is not None
        session.controller.applied.connect(self._moved)
        self.started.emit()
        self._show_step()
        lesson_progress.remember(found.id, step)

    def leave(self) -> None:
        """Take the lesson off the session (its step stays remembered); nothing if none plays."""
        if self.lesson is None:
            return
        self.lesson = None
        self.session.coach = None
        self.session.scene.quiet_targets = False
        self.session.scene.update()
        self.session.scene.set_beacon(None)
        self.session.bar.mark(None)
        self.panel.hide()

    def _leave_clicked(self) -> None:
        self.session.stop()
        self.leave()
        self.left.emit()

    def finish(self) -> None:
        """The last step is read: the lesson is done and forgotten."""
        if self.lesson is not None:
            lesson_progress.remember(self.lesson.id, 0)
        self._leave_clicked()

    def _reply(self, _state: object) -> Action | None:
        """The other seat's action: the script's next one."""
        controller = self.session.controller
        if self.lesson is None or controller is None:
            return None
        played = controller.played
        script = self.lesson.script
        return script[played] if played < len(script) else None

    def _game_ended(self) -> None:
        """The lesson's game is over: the bar says who won (the last step explains the scoring)."""
        controller = self.session.controller
        if self.lesson is None or controller is None:
            return
        results = results_of(controller.view(), controller.events, controller.names)
        self.session.bar.show_status(localized(headline(results), current_language()))

    # ------------------------------------------------------------------ steps
    @property
    def current(self) -> Step | None:
        """The step shown, if a lesson plays."""
        return self.lesson.steps[self.step] if self.lesson is not None else None

    def expected(self) -> Action | None:
        """The person's next action in this step (None: the step only explains, or its actions are
        done and the other seat is playing)."""
        found, step = self.lesson, self.current
        controller = self.session.controller
        if found is None or step is None or controller is None:
            return None
        done = controller.played - found.offset(self.step)
        return step.do[done] if 0 <= done < len(step.do) else None

    def next_step(self) -> None:
        """Next (an explaining step has been read); on the last step, the lesson ends."""
        found = self.lesson
        if found is None:
            return
        if self.step == len(found.steps) - 1:
            self.finish()
            return
        self._go_to(self.step + 1)

    def _go_to(self, step: int) -> None:
        assert self.lesson is not None
        self.step = step
        lesson_progress.remember(self.lesson.id, step)
        self._show_step()
        prompt = self.session.prompt
        if prompt is not None:
            self.offered(prompt, self.session.clicked)

    def _show_step(self) -> None:
        found, step = self.lesson, self.current
        if found is None or step is None:
            return
        lang = self._lang = current_language()
        self.problem = ""
        self.panel.show_step(found.titled(lang), self.step, len(found.steps), step.says(lang), not step.do)

    def _moved(self, _events: list) -> None:
        """An action was applied: when the step's actions are all done, the next step begins."""
        found, step, controller = self.lesson, self.current, self.session.controller
        if found is None or step is None or controller is None or not step.do:
            return
        if controller.played >= found.offset(self.step) + len(step.do):
            self._go_to(self.step + 1)

    # ------------------------------------------------------------------ the session's coach
    def _refuse(self) -> None:
        step = self.current
        lang = current_language()
        if step is not None and step.do:
            self.problem = step.wrong_text(lang)
        else:
            self.problem = translate("Lesson", "This step only explains: read it, then press Next.")
        self.panel.show_problem(self.problem)

    def allows_click(self, prompt: Prompt, clicked: Sequence[str], place: str) -> bool:
        """A click may go on only toward the step's expected action."""
        expected = self.expected()
        if expected is not None and any(c.action == expected for c in narrow(prompt, [*clicked, place])):
            return True
        self._refuse()
        return False

    def allows(self, action: Action) -> bool:
        """Only the step's expected action may be played."""
        if action == self.expected():
            return True
        self._refuse()
        return False

    def held(self, round_over: bool) -> None:
        """The table waits for Continue before the step's action: mark it, and say so."""
        self.session.scene.set_beacon(None)
        self.session.bar.mark_continue()
        if round_over:
            note = translate("Lesson", "First press Continue (or Space) to see the round's scores.")
        else:
            note = translate("Lesson", "First press Continue (or Space) once you have seen the cards.")
        self.panel.show_note(note)

    def offered(self, prompt: Prompt, clicked: Sequence[str]) -> None:
        """Ring the place to click next for the expected action, or mark its button."""
        if self._lang != current_language():  # the window was laid out again in another language
            self._show_step()
        self.panel.show_note("")
        expected = self.expected()
        choice = next((c for c in prompt.choices if c.action == expected), None)
        self.session.scene.set_beacon(_next_place(choice, clicked))
        button = choice is not None and (choice.button or not choice.places)
        self.session.bar.mark(expected if button else None)
        self.session.table.place_overlays()  # beside the deck wherever the table has put it now


def _next_place(choice: Choice | None, clicked: Sequence[str]) -> str | None:
    """The place to click next for ``choice`` after ``clicked`` (None: none left, or a button)."""
    if choice is None:
        return None
    left = [p for p in choice.places if p not in clicked] if not choice.ordered else None
    if left is not None:
        return left[0] if left else None
    return choice.places[len(clicked)] if len(choice.places) > len(clicked) else None
