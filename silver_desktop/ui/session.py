"""The game on the table: the flow from each action to the next decision, paced by the table's story.

:class:`GameSession` sits between the :class:`~.controller.GameController` (the engine, the seats,
the bots) and the widgets that show a game (the table scene, the decision bar, the docks' models).
After each action it asks :func:`~.story.tell` for the action's story, lets the table play it and
waits: the next decision (a person's prompt, or a bot after a short pause) comes only once the
table has settled and any look the person is shown has been released. It also keeps the log and
the models in step with the game and autosaves after every action.

The window (:mod:`.main_window`) is the shell around it: menus, docks, dialogs, files, statistics,
results and the hot-seat privacy page, which it shows when :attr:`GameSession.privacy_needed` asks.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

import attrs
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..engine import events as ev
from ..engine.actions import Action
from ..engine.events import Event
from ..engine.history import Game
from ..engine.view import PlayerView
from ..settings import Settings
from . import plain
from .controller import GameController, TableController
from .decision_bar import DecisionBar
from .drag_plans import Step, drag_plans
from .file_errors import write_reason
from .game_log import told
from .game_setup import GameSetup
from .language import fill, localized
from .log_text import describe, final_token
from .models import LogModel, ScoreModel, SeatsModel
from .net_text import away_lines, chat_line
from .prompts import Prompt, clickable, completed, narrow, prompt_for, prompt_text
from .round_summary import RoundSummary
from .scripted import Script, ScriptedController
from .story import NEXT_TOKEN, Story, continued, revealed, round_end_split, tell
from .table.scene import TableScene
from .table.view import TableView

translate = QCoreApplication.translate

#: Pause after a bot's move before the next decision, at normal speed (ms).
BOT_PAUSE_MS = 450


log = logging.getLogger(__name__)


class Coach(Protocol):
    """What a lesson (:mod:`.guide`) asks of the session: it sees each decision offered and may
    refuse a person's click or action (it then says why itself)."""

    def allows_click(self, prompt: Prompt, clicked: Sequence[str], place: str) -> bool:
        """Whether clicking ``place`` after ``clicked`` may go on."""
        ...

    def allows(self, action: Action) -> bool:
        """Whether the person may play ``action`` now."""
        ...

    def offered(self, prompt: Prompt, clicked: Sequence[str]) -> None:
        """The decision ``prompt`` is shown, with ``clicked`` chosen so far."""
        ...

    def held(self, round_over: bool) -> None:
        """The table waits for the person's Continue: the cards they looked at lie face up, or
        (``round_over``) a round has ended."""
        ...


class GameSession(QObject):
    """One game at a time on the table, from its first deal to its results."""

    #: hot-seat: the table must be hidden until this seat's person says they are at the screen
    privacy_needed = Signal(int)
    #: undo/redo availability may have changed
    history_changed = Signal()
    #: the game has ended and its last story has been told (params of ``game.over``)
    game_finished = Signal(dict)
    #: a person is offered a turn (the window may show the first-turn tutorial)
    turn_offered = Signal()
    #: the decision offered before is gone (an action was applied or undone): a hint for it is stale
    decision_gone = Signal()
    #: a message for the status bar (text, milliseconds)
    status = Signal(str, int)
    #: a scripted game (a puzzle) has gone as far as its script means it to (see :mod:`.scripted`)
    script_finished = Signal()

    def __init__(
        self,
        scene: TableScene,
        table: TableView,
        bar: DecisionBar,
        host: QWidget,
        settings: Callable[[], Settings],
    ) -> None:
        """``host`` parents the session's dialogs (the round summary, the call's confirmation);
        ``settings`` gives the settings in force."""
        super().__init__(host)
        self.scene = scene
        self.table = table
        self.bar = bar
        self.host = host
        self._settings = settings
        self.lang = "en"
        self.controller: TableController | None = None
        #: the person's pending decision (None while the table tells a story or a bot decides)
        self.prompt: Prompt | None = None
        #: the places clicked so far for a choice of several cards
        self.clicked: list[str] = []
        #: what is left to play of a drag's plan (see :mod:`.drag_plans`), one decision after another
        self._plan: list[Step] = []
        #: the decision offered last (a view's ``pending``), and a card clicked to end a hold of looks
        #: with the decision it was clicked in (played if that decision asks for a card next)
        self._pending_kind: str | None = None
        self._click_through: tuple[str, str | None] | None = None
        #: a person watches (dialogs wait for them); off for the demo and most tests
        self.interactive = True
        #: hold the cards a person looks at face up until they continue
        self.hold_looks = True
        #: the pause after a bot's move at normal speed, so people can follow (tests set it to 0)
        self.bot_pause_ms = BOT_PAUSE_MS
        #: bots wait while this is set (View ▸ Pause the bots)
        self.paused = False
        #: autosave after every action (off for demo games)
        self.autosave_enabled = True
        #: hot-seat: a person has said they are at the screen since the game was opened
        self.privacy_cleared = False
        #: a lesson that guides the person's every click (None in a game)
        self.coach: Coach | None = None
        self.seats_model = SeatsModel()
        self.score_model = ScoreModel()
        self.log_model = LogModel()
        self._pending_summary: dict | None = None
        self._pending_over: dict | None = None
        #: the events of an action after its round's end (the next deal), told after the summary
        self._next_round: list[Event] | None = None
        #: the events of a round's end and scoring, logged once the table begins to count them
        self._log_at_count: list[Event] = []
        #: the discard pile as the log has followed it (:func:`~.game_log.told`; None: not known)
        self._log_pile: list[str | None] | None = None
        #: the story the table told last (a Psychic's next look continues its caption: :func:`continued`)
        self._told: Story | None = None
        self._closed = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._advance)
        scene.place_clicked.connect(self.place_clicked)
        scene.settled.connect(self._settled)
        scene.looks_held.connect(self._looks_held)
        scene.round_told.connect(self._round_told)
        bar.continued.connect(scene.release)
        scene.released.connect(self._released)
        bar.cancelled.connect(self.cancel_clicks)
        bar.chosen.connect(self.play)
        table.escape_pressed.connect(self.cancel_clicks)
        table.dropped.connect(self.drop)

    # ------------------------------------------------------------------ names
    @property
    def names(self) -> Sequence[str]:
        """The seats' names (empty before a game)."""
        return self.controller.names if self.controller else ()

    def card_name(self, card_id: str) -> str:
        """A card's name in the table's language."""
        return self.scene.namer(card_id)

    # ------------------------------------------------------------------ starting and stopping
    def start(
        self,
        setup: GameSetup,
        game: Game | None = None,
        bot_seed: int | None = None,
        script: Script | None = None,
    ) -> None:
        """Begin a game, or go on with ``game`` (the previous one, if any, is abandoned); ``bot_seed``:
        the seed a resumed game's bots played by. With ``script`` (and ``game``), the seats no person
        plays follow it (:mod:`.scripted`), and the game is never autosaved."""
        self.stop()
        controller: GameController
        if script is not None and game is not None:
            controller = ScriptedController(setup, game, script, parent=self)
            controller.finished.connect(self.script_finished)
        else:
            controller = GameController(setup, game, parent=self, bot_seed=bot_seed)
        self.attach(controller)

    def attach(self, controller: TableController) -> None:
        """Put ``controller``'s game on the table (a network game's, once its first state came);
        the previous game, if any, is abandoned."""
        if controller is not self.controller:
            self.stop()
        self.scene.finish()
        controller.setParent(self)
        self.controller = controller
        controller.applied.connect(self._applied)
        controller.reset.connect(self._reset)
        controller.human_turn.connect(self._human_turn)
        controller.bot_thinking.connect(self._bot_thinking)
        controller.game_over.connect(self._game_over)
        controller.history_changed.connect(self.history_changed)
        self.prompt = None
        self.clicked = []
        self._plan = []
        self._pending_summary = self._pending_over = self._next_round = None
        self._told = None
        self.privacy_cleared = False
        self.rebuild_log()  # the game so far: a resumed game's earlier looks included
        self.scene.view = None
        self.refresh_models()
        self.scene.show_view(controller.view(), controller.names)
        self._tell_recent()
        self.history_changed.emit()
        self.autosave()

    def _tell_recent(self) -> None:
        """A game put on the table part-way (Continue, Open): the other seats' moves since the shown
        seat's own last one are told beside them, and a call in the banner, as if the person had
        watched them being played (the log has them all)."""
        controller = self.controller
        assert controller is not None
        seat, names, now = controller.viewer, controller.names, controller.view()
        recent: list[Sequence[Event]] = []
        for events in reversed(controller.events_by_action[1:]):
            if any(e.kind == ev.ACTED and e.params.get("seat") == seat for e in events):
                break
            recent.append(events)
        for events in reversed(recent):
            story = tell([e.for_seat(seat) for e in events], seat, names, now, self.lang)
            self._told = continued(story, self._told, seat, names, self.lang)
            self.scene.tell_caption(now, self._told)

    def stop(self) -> None:
        """Abandon the game on the table: its bot stops, its late answers are dropped."""
        self._bot_timer.stop()
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None

    def close(self) -> None:
        """The window closes: stop the bots for good."""
        if self.controller is not None:
            self.controller.stop()
        self._bot_timer.stop()
        self._closed = True

    # ------------------------------------------------------------------ the game's flow
    def _applied(self, events: list[Event]) -> None:
        """An action was applied: tell its story on the table. Nothing from before accepts input
        from now on: the prompt, its buttons and its click targets go at once."""
        controller = self.controller
        assert controller is not None
        self._withdraw()
        self._click_through = None  # a card clicked to end a hold counts only for the very next decision
        seat, teller = controller.viewer, self._teller()
        # A round that ends is told on the table first (every village revealed, the sums counted);
        # the next round's deal waits until the person has seen it and its summary.
        ending, scored, rest = round_end_split(events)
        table = (
            revealed(self.scene.view or controller.view(), scored, ending) if scored else controller.view()
        )
        pile = self._log_pile if self._log_reader() == teller else None  # the pile the log follows
        story = tell(ending, teller, controller.names, table, self.lang, pile)
        story = self._told = continued(story, self._told, teller, controller.names, self.lang)
        self._next_round = rest if scored else None
        if scored:  # why the round ended: once its last move has been shown (:meth:`_round_told`)
            ended = next((e for e in ending if e.kind == ev.ROUND_ENDED), None)
            over = describe(ended, teller, controller.names, self.lang) if ended is not None else ""
            self.bar.show_status(story.banner or story.caption or over or "")  # never blank meanwhile
        else:
            # what just happened, never an old "... is thinking" (the next bot says so when it starts);
            # after the person's own move (no caption), whose turn it is now
            self.bar.show_status(story.banner or story.caption or self._next_turn(events, teller))
        # the log and the docks tell the next round (or the game's end) once the table does; the
        # round's end and its scores once the table begins to count them (:meth:`_round_told`)
        cut = next((k for k, e in enumerate(ending) if e.kind == ev.ROUND_ENDED), len(ending))
        self._flush_log()
        self.append_log(ending[:cut])
        self._log_at_count = ending[cut:]
        self._note_ends(events, teller)
        if not scored:
            self.refresh_models()
        else:  # as the table tells the round's end, the token with its taker; nobody is to act
            holder, active = scored.get(NEXT_TOKEN, (table.token_holder, table.token_active))
            self._update_seats(attrs.evolve(table, decider=-1, token_holder=holder, token_active=active))
        self.autosave()
        hold = self.hold_looks and seat in controller.humans
        self.scene.show_view(table, controller.names, story, hold=hold, scored=scored)

    def _round_told(self, reason: str) -> None:
        """The table begins to count a round: the bar says why it ended, as the table's banner does,
        and the log tells the round's end and its scores (said as soon as the last action was played,
        they told that a call had failed while the last player's set was still flying to the pile,
        under "Final turn: Ada.")."""
        self.bar.show_status(reason)
        self._flush_log()

    def _flush_log(self) -> None:
        """Add the lines the log keeps back until the table counts a round (see :meth:`_applied`)."""
        held, self._log_at_count = self._log_at_count, []
        if held:
            self.append_log(held)

    def _next_turn(self, events: Sequence[Event], seat: int) -> str:
        """The log's "It is Ada's turn." for another seat's turn that ``events`` begin ("" if none)."""
        controller = self.controller
        assert controller is not None
        for e in reversed(events):
            if e.kind == ev.TURN_STARTED and e.params.get("seat") != seat:
                return describe(e, seat, controller.names, self.lang) or ""
        return ""

    def _note_ends(self, events: Sequence[Event], seat: int) -> None:
        """Keep what ``events`` say of a round's end (its summary, with the line of who takes the
        token; the latest round's, if several ended) and of the game's, for when the table has told
        them (:meth:`_settled`, :meth:`_game_over`)."""
        controller = self.controller
        assert controller is not None
        for e in events:
            if e.kind == ev.ROUND_SCORED:
                self._pending_summary = dict(e.params)
            elif e.kind == ev.TOKEN_MOVED and self._pending_summary is not None:
                final = any(later.kind == ev.GAME_OVER for later in events)
                line = (
                    final_token(e, seat, controller.names, self.lang)
                    if final
                    else describe(e, seat, controller.names, self.lang)
                )
                self._pending_summary["token_line"] = line or ""
            elif e.kind == ev.GAME_OVER:
                self._pending_over = dict(e.params)

    def _looks_held(self) -> None:
        """The table waits for the person: the cards they secretly looked at lie face up (say what
        they are), or a round has ended on the table."""
        if self.scene.holding_for == "round" and self.scene.scored is not None:
            text = translate("MainWindow", "Round {round} is over. Continue to see the scores.").format(
                round=self.scene.scored.get("round", "")
            )
            self.bar.show_continue(localized(text, self.lang))
            if self.coach is not None:
                self.coach.held(round_over=True)
            return
        names = [self.card_name(b.face) for b in self.scene.held_looks if b.face]
        if len(names) == 1:
            text = translate("MainWindow", "You look at: {card}. Continue when you have seen it.")
        else:
            text = translate("MainWindow", "You look at: {cards}. Continue when you have seen them.")
        text = fill(
            text,
            card=names[0] if names else "",
            cards=translate("MainWindow", ", ", "between the names of cards in a list").join(names),
        )
        self.bar.show_continue(localized(text, self.lang))
        if self.coach is not None:
            self.coach.held(round_over=False)

    def _released(self) -> None:
        """The person has seen the cards they looked at. A click on a card to go on (a Psychic's next
        card, say) also counts as that card's click if the same decision asks for one next: see
        :meth:`_human_turn`."""
        self.bar.show_status("")  # the Continue button is done with
        at = self.scene.released_at
        self._click_through = (at, self._pending_kind) if at and self.scene.holding_for == "looks" else None

    def _reset(self) -> None:
        """The whole position changed without a story (an undo, a network game's resume): show it as
        it is now. A round that ended while the person was away gets its summary once the table has
        settled, and a game that ended meanwhile its end, as if they had watched."""
        controller = self.controller
        assert controller is not None
        self._note_ends(controller.take_missed(), controller.viewer)
        self._bot_timer.stop()
        self.prompt = None
        self.clicked = []
        self._plan = []
        self.table.set_drags({})
        self.decision_gone.emit()
        self.rebuild_log()  # without the undone actions' lines
        self._told = None
        self.refresh_models()
        self.autosave()
        self.scene.show_view(controller.view(), controller.names)

    def _settled(self) -> None:
        """The table has told its story: the round's summary, the next deal, then the next decision."""
        controller = self.controller
        if controller is None:
            return
        if self._pending_summary is not None:
            params, self._pending_summary = self._pending_summary, None
            self.bar.show_status("")  # the round's Continue is done with
            self.score_model.update(controller.view(), controller.names)  # the pad agrees with the summary
            if self.interactive:
                RoundSummary(
                    params,
                    controller.names,
                    self.scene.art,
                    self.card_name,
                    self.host,
                    last=self._pending_over is not None,
                    numbers=controller.view().config.type_numbers,
                    token=str(params.get("token_line", "")),
                ).exec()
        self._flush_log()  # a round told without its count (the table was laid out again meanwhile)
        rest, self._next_round = self._next_round, None
        if rest is not None:
            self.append_log(rest)
            self.refresh_models()
        if rest is not None and not controller.over:  # now the next round is dealt
            seat = controller.viewer
            story = self._told = tell(rest, self._teller(), controller.names, controller.view(), self.lang)
            hold = self.hold_looks and seat in controller.humans
            self.scene.show_view(controller.view(), controller.names, story, hold=hold)
            return
        if self.prompt is not None:
            return
        human_next = controller.waiting_for_human()
        pause = 0 if human_next or self.scene.speed == 0 else round(self.bot_pause_ms * self.scene.speed)
        self._bot_timer.start(pause)

    def _advance(self) -> None:
        if self.controller is not None and not self.scene.busy and not self._closed:
            if self.paused and not self.controller.waiting_for_human() and not self.controller.over:
                self.bar.show_status(
                    translate("MainWindow", "The bots are paused. Press P or choose View ▸ Pause the bots.")
                )
                return
            self.controller.advance()

    def set_paused(self, paused: bool) -> None:
        """Stop the bots before their next move, or let them go on."""
        self.paused = paused
        if not paused and self.controller is not None and self.prompt is None and not self.scene.busy:
            self._bot_timer.start(0)

    def _human_turn(self, seat: int) -> None:
        controller = self.controller
        assert controller is not None
        if controller.shown is not None and (seat != controller.shown or not self.privacy_cleared):
            self.privacy_needed.emit(seat)
            return
        v = controller.view(seat)
        if v.pending == "turn":
            self.turn_offered.emit()
        self.prompt = prompt_for(v, controller.names, lang=self.lang)
        self.clicked = []
        self.offer()
        through, self._click_through = self._click_through, None
        if through is not None and through[1] == v.pending and not self._plan:
            self._plan = [through[0]]  # played below if this decision offers that card
        self._pending_kind = v.pending
        self._follow_plan()

    def person_at_screen(self, seat: int) -> None:
        """Hot-seat: ``seat``'s person says they are at the screen; the table and the log become
        theirs, and their decision is offered."""
        controller = self.controller
        if controller is None:
            return
        controller.shown = seat
        self.privacy_cleared = True
        self.rebuild_log()  # this person's log: nothing the previous person looked at
        self.scene.clear_table()
        self.refresh_models()
        self.scene.show_view(controller.view(), controller.names)
        self._human_turn(seat)

    def offer(self) -> None:
        """Show the person's pending decision: the prompt, its buttons and the cards to click."""
        prompt = self.prompt
        if prompt is None:
            return
        choices = narrow(prompt, self.clicked)
        shown = [c for c in choices if c.button or not c.places] if not self.clicked else []
        self.bar.show_prompt(
            prompt_text(prompt, self.clicked),
            [(c.label, c.action) for c in shown],
            [c.menu for c in shown],
            cancel=bool(self.clicked),
            note="" if self.clicked else prompt.note,
            tips=[c.tip for c in shown],
        )
        places = clickable(prompt, self.clicked)
        hidden_pile = any(p.startswith("pile:") and p not in self.scene.items_by_place for p in places)
        if hidden_pile and self.controller is not None:  # an ability searches the pile: fan it all out
            self.scene.full_pile = True
            self.scene.show_view(self.controller.view(), self.controller.names)
        tips = {c.places[len(self.clicked)]: c.label for c in choices if len(c.places) > len(self.clicked)}
        self.scene.set_clickable(places, tips)
        # the cards the decision is about (a set's cards so far, the card in hand) and those clicked
        self.scene.set_selected([*prompt.focus, *self.clicked])
        self.table.set_clickable(sorted(places))
        seat = self.controller.viewer if self.controller is not None else 0
        self.table.set_drags(drag_plans(prompt, self.clicked, seat))
        if self.coach is not None:
            self.coach.offered(prompt, self.clicked)

    def place_clicked(self, place: str) -> None:
        """A click on a card or mark of the table: narrow the choice, play it once it is complete."""
        prompt = self.prompt
        if prompt is None or self.scene.busy:
            return
        if self.coach is not None and not self.coach.allows_click(prompt, self.clicked, place):
            return
        clicked = [*self.clicked, place]
        choices = narrow(prompt, clicked)
        complete = completed(prompt, clicked)
        if len(complete) == 1 and len(choices) == 1:
            self.play(complete[0].action)
            return
        if complete and len(choices) == len(complete):  # the same cards, different outcomes: ask
            menu = QMenu(self.host)
            for choice in complete:
                entry = menu.addAction(plain.button_text(choice.label))
                entry.triggered.connect(partial(self.play, choice.action))
            item = self.scene.position_of(place)
            spot = self.table.mapFromScene(item) if item is not None else self.table.rect().center()
            menu.popup(self.table.mapToGlobal(spot))
            return
        if not choices:
            return
        self.clicked = clicked
        self.offer()

    def drop(self, source: str, target: str) -> None:
        """A card dragged from ``source`` and dropped on ``target``: play the drag's plan, if the
        decision offered now has one for them (see :mod:`.drag_plans`)."""
        prompt = self.prompt
        if prompt is None or self.scene.busy or self.controller is None:
            return
        plan = drag_plans(prompt, self.clicked, self.controller.viewer).get(source, {}).get(target)
        if plan is not None:
            self._plan = list(plan)
            self._follow_plan()

    def _follow_plan(self) -> None:
        """Play the plan's next steps while the decision offered now accepts them; a step it does
        not offer ends the plan."""
        while self._plan and self.prompt is not None and not self.scene.busy:
            prompt, step = self.prompt, self._plan.pop(0)
            if isinstance(step, Action) and any(c.action == step for c in narrow(prompt, self.clicked)):
                self.play(step)
            elif isinstance(step, str) and step in clickable(prompt, self.clicked):
                self.place_clicked(step)
            else:
                self._plan = []
            if self.prompt is prompt and not self.clicked:  # the step changed nothing: stop
                self._plan = []

    def play_when_offered(self, action: Action) -> None:
        """Play ``action`` for the person as soon as the decision offered accepts it (now, if one is
        offered): a demonstration, such as a puzzle's solution shown step by step on the table."""
        self.clicked = []
        self._plan = [action]
        self._follow_plan()

    def cancel_clicks(self) -> None:
        """Escape: take back a half-made choice."""
        if self.clicked:
            self.clicked = []
            self.offer()

    def play(self, action: Action) -> None:
        """The person's action, if it answers the decision offered now (anything else, such as a
        stale button's or a second click's, is ignored)."""
        controller = self.controller
        prompt = self.prompt
        if controller is None or prompt is None or self.scene.busy:
            return
        if all(c.action != action for c in prompt.choices):
            return
        if self.coach is not None and not self.coach.allows(action):
            return
        if action.verb == "call" and self._settings().confirm_call and self.interactive:
            answer = plain.question(
                self.host,
                translate("MainWindow", "Call for a vote"),
                translate(
                    "MainWindow",
                    "Call for a vote now? Everyone else plays one more turn, then the round is scored. "
                    "If your village is then the lowest (or tied for lowest), you score 0; if not, you "
                    "score its value plus 10.",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes or self.prompt is not prompt:
                return
        if controller.play(action) and self.prompt is prompt:
            # a network game: the answer comes later; nothing of this decision may act meanwhile
            self._withdraw()
            self.bar.show_status("")

    def _withdraw(self) -> None:
        """The decision offered is gone: its prompt, its buttons and its click targets."""
        self.prompt = None
        self.clicked = []
        self.decision_gone.emit()
        self.scene.set_clickable(set())
        self.scene.set_selected([])
        self.scene.full_pile = False
        self.table.set_clickable([])
        self.table.set_drags({})

    def _bot_thinking(self, seat: int) -> None:
        self.bar.show_status(translate("MainWindow", "{name} is thinking...").format(name=self.names[seat]))

    def _game_over(self) -> None:
        params = self._pending_over or {}
        self._pending_over = None
        self.game_finished.emit(params)

    # ------------------------------------------------------------------ undo and redo
    def undo(self) -> None:
        """Edit ▸ Undo (not while the table tells a story)."""
        if self.controller is not None and not self.scene.busy and self.controller.undo() and self.prompt:
            self._withdraw()  # a network game: the table is reset when the server's answer comes
            self.bar.show_status("")

    def redo(self) -> None:
        """Edit ▸ Redo (not while the table tells a story)."""
        if self.controller is not None and not self.scene.busy:
            self.controller.redo()

    # ------------------------------------------------------------------ showing it again
    def refresh_models(self) -> None:
        """The players' and score docks, from the shown seat's view."""
        controller = self.controller
        if controller is None:
            return
        v = controller.view()
        self._update_seats(v)
        self.score_model.update(v, controller.names)

    def _update_seats(self, v: PlayerView) -> None:
        """The players' dock from ``v``."""
        controller = self.controller
        assert controller is not None
        kinds = controller.bot_names()
        if self.scripted:  # a puzzle's or a lesson's other seats follow its script, not a bot
            kinds = [kind if kind == "human" else "script" for kind in kinds]
        else:  # a bot's personality ("medium:bold"), so that a person can tell the bots apart
            styles = controller.bot_styles()
            kinds = [f"{kind}:{style}" if style else kind for kind, style in zip(kinds, styles, strict=False)]
        self.seats_model.update(v, controller.names, kinds, controller.away)

    def redraw(self) -> None:
        """Lay the table out again from the game as it is (after a change of settings or language)
        and offer the pending decision again."""
        controller = self.controller
        if controller is None or self.scene.busy:
            return
        self.scene.clear_table()
        self.scene.show_view(controller.view(), controller.names)
        if self.prompt is not None:
            self._human_turn(controller.decider())

    # ------------------------------------------------------------------ the log
    def log_seat(self) -> int | None:
        """The seat the log is written for: the shown seat. In hot-seat, until a person has said they
        are at the screen, nobody's: the log then tells only what everyone saw; so it does when no
        person plays at this computer (the demo: no line says "you" of a bot)."""
        controller = self.controller
        if controller is None or (controller.shown is not None and not self.privacy_cleared):
            return None
        if not controller.humans:
            return None
        return controller.viewer

    def _log_reader(self) -> int:
        """The seat :func:`~.game_log.told` writes the log for (a seat past the players for nobody's)."""
        controller = self.controller
        assert controller is not None
        seat = self.log_seat()
        return len(controller.names) if seat is None else seat

    def _teller(self) -> int:
        """The seat the table's stories are told to: the shown seat; nobody's (a seat past the
        players) when no person plays at this computer, so that every seat's move gets its caption
        and no sentence says "you" of a bot."""
        controller = self.controller
        assert controller is not None
        return controller.viewer if controller.humans else len(controller.names)

    def rebuild_log(self) -> None:
        """Write the whole log again: the controller's events of the game so far, for the log's seat."""
        controller = self.controller
        self.log_model.clear()
        self._log_at_count = []  # the whole log is written again, with them
        if controller is None:
            return
        seat, names, said, notes = self.log_seat(), controller.names, controller.chat, controller.catch_ups
        self._log_pile = None
        if not said and not notes:
            lines, self._log_pile = told(controller.events_by_action, seat, names, self.lang)
            self.log_model.append(lines)
            return
        groups = controller.events_by_action
        lines = []
        for k, events in enumerate(groups):  # a network game's chat and catch-ups after their action's
            more, self._log_pile = told([events], seat, names, self.lang, self._log_pile)
            lines += more
            lines += [
                self.chat_line(who, preset) for at, who, preset in said if min(at, len(groups) - 1) == k
            ]
            for at, missed, skipped, stood_in in notes:
                if at == k:
                    lines += [localized(line, self.lang) for line in away_lines(missed, skipped, stood_in)]
        self.log_model.append(lines)

    def chat_line(self, seat: int, preset: str) -> str:
        """A preset chat message in the log, in the reader's language (the name as plain text)."""
        return localized(chat_line(self.names[seat], preset), self.lang)

    def append_log(self, events: Sequence[Event]) -> None:
        """Add the lines of one action's ``events`` (as :attr:`GameController.applied` gives them, or
        the part of them up to a round's scoring) at the end of the log: with :meth:`rebuild_log`
        after an undo, the log stays :func:`~.game_log.lines_for` the game's events."""
        controller = self.controller
        assert controller is not None
        ends = controller.over and any(e.kind == ev.ROUND_SCORED for e in events)
        lines, self._log_pile = told(
            [events], self.log_seat(), controller.names, self.lang, self._log_pile, ends_game=ends
        )
        self.log_model.append(lines)

    # ------------------------------------------------------------------ autosave
    @property
    def scripted(self) -> bool:
        """Whether the game on the table follows a script (a puzzle): it is never autosaved and never
        counted in the statistics."""
        return isinstance(self.controller, ScriptedController)

    def autosave(self) -> None:
        """Keep the game after every action (a failure is reported, never fatal); a scripted game is
        not kept, so it never replaces the person's game in progress."""
        if not self.autosave_enabled or self.controller is None or self.scripted:
            return
        try:
            self.controller.save_autosave(self._settings().memory_aid)
        except OSError as e:
            log.warning("cannot autosave the game: %s", e)
            self.status.emit(
                translate("MainWindow", "Could not autosave the game: {error}").format(error=write_reason(e)),
                8000,
            )
