"""The game controllers: the one object between the game and the window.

:class:`TableController` is what the session and the window ask of any game on the table: its
signals, the seats, the shown seat's view, the events so far, playing, undo and saving.
:class:`GameController` owns the :class:`~silver_desktop.engine.history.Game` and the seats, asks
bots for their moves off the GUI thread, applies actions and tells the window what happened, from
the point of view of the seat the table shows. Its network twin,
:class:`~.remote_controller.RemoteController`, is fed by a server instead. The window animates each
change and then calls :meth:`TableController.advance`, so other seats move at a pace people can
follow and input waits while cards are moving.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import Unrepeating, make_bot
from ..ai.base import Bot
from ..engine.actions import Action
from ..engine.errors import RuleFault
from ..engine.events import Event
from ..engine.history import Game
from ..engine.state import State
from ..engine.view import PlayerView, view
from . import plain
from .bot_worker import BotJob
from .game_file import autosave, save_game
from .game_log import replayed_events
from .game_setup import GameSetup


class TableController(QObject):
    """What every game on the table offers the session and the window (see the module docstring)."""

    #: events (already redacted for the shown seat) of one applied action
    applied = Signal(list)
    #: the whole position changed without a story to animate (new game, undo, redo, a resumed seat)
    reset = Signal()
    #: a person must decide for this seat
    human_turn = Signal(int)
    #: another seat (a bot, or a person elsewhere) started deciding
    bot_thinking = Signal(int)
    #: the game has ended
    game_over = Signal()
    #: undo/redo availability may have changed
    history_changed = Signal()

    #: the game's setup: seats (names, who plays them), deck, policy
    setup: GameSetup
    #: the seed the bots (and the hint) play by
    seed: int
    #: hot-seat: the person whose knowledge is on the screen (None with fewer than two people)
    shown: int | None = None
    #: whether the game is played on a server (no engine here; no hint)
    remote = False
    #: a network game's people who are not connected now (a bot plays for them on their turn)
    away: Collection[int] = frozenset()
    #: a network game's chat: (actions played when it was said, seat, preset id), in order
    chat: Sequence[tuple[int, int, str]] = ()
    #: a network game's catching up after a dropped connection: (actions played before it, actions
    #: missed meanwhile, of which left out, whether a bot played the person's turns among those told),
    #: in order; the log says so before the missed actions
    catch_ups: Sequence[tuple[int, int, int, bool]] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: what went wrong with other seats' moves (a bot's error, a script's slip)
        self.errors: list[str] = []
        # the game's events so far: the start's, then one list per action played
        self._events: list[list[Event]] = []
        # a network game's resumed seat: the events of the actions missed while away (see take_missed)
        self._missed_away: list[Event] = []

    # ------------------------------------------------------------------ who and what
    @property
    def game(self) -> Game | None:
        """The engine's game, where this computer has it (a network game: once it is over)."""
        raise NotImplementedError

    @property
    def names(self) -> list[str]:
        """The seats' display names, as they join sentences and labels (:func:`plain.isolate`)."""
        return [plain.isolate(name) for name in self.player_names]

    @property
    def player_names(self) -> list[str]:
        """The seats' names as the players typed them (for the statistics and files)."""
        return [s.name for s in self.setup.seats]

    @property
    def humans(self) -> list[int]:
        """The seats whose decisions are made at this computer."""
        raise NotImplementedError

    @property
    def events_by_action(self) -> Sequence[Sequence[Event]]:
        """The game's events so far, unredacted: first the start's (the first round's set-up), then
        one list per action played, undone ones excluded (the log is built from them, for whichever
        seat it is written for). A network game has only what the server sent its seat."""
        return self._events

    @property
    def played(self) -> int:
        """How many actions have been played so far (undone ones excluded)."""
        return len(self._events) - 1

    @property
    def events(self) -> list[Event]:
        """The game's events so far, in order (:attr:`events_by_action` in one list)."""
        return [e for events in self._events for e in events]

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        raise NotImplementedError

    def decider(self) -> int:
        """The seat that decides now (-1 when the game is over)."""
        raise NotImplementedError

    @property
    def viewer(self) -> int:
        """The seat whose knowledge the table shows."""
        raise NotImplementedError

    def view(self, seat: int | None = None) -> PlayerView:
        """What ``seat`` (default: the shown seat) knows now."""
        raise NotImplementedError

    def waiting_for_human(self) -> bool:
        """Whether the next action is a person's at this computer."""
        return not self.over and self.decider() in self.humans

    def take_missed(self) -> list[Event]:
        """The events of the actions the person missed while away, as their seat saw them (a network
        game's resume, told at the :attr:`reset` that follows), once: empty at the next call and in
        every other game."""
        missed, self._missed_away = self._missed_away, []
        return missed

    def bot_names(self) -> Sequence[str]:
        """Who plays each seat, as the setup says (``human``, ``easy``...)."""
        return [s.kind.value for s in self.setup.seats]

    def bot_styles(self) -> Sequence[str]:
        """Each seat's bot personality, as the setup says (``""``: a person, or a bot's own style)."""
        return [s.style for s in self.setup.seats]

    # ------------------------------------------------------------------ playing
    def advance(self) -> None:
        """Continue the game once the table has told the last change (hand the turn to a person,
        or let another seat decide)."""
        raise NotImplementedError

    def play(self, action: Action) -> bool:
        """A person's action; False if it cannot be played now."""
        raise NotImplementedError

    def undo_blocker(self) -> str | None:
        """Why undo is not possible now (an id), or None."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the last action, if :meth:`undo_blocker` allows it."""
        raise NotImplementedError

    def can_redo(self) -> bool:
        """Whether an undone action can be replayed."""
        return False

    def redo(self) -> bool:
        """Replay the last undone action."""
        return False

    def stop(self) -> None:
        """The game leaves the table (new game, quit): nothing of it may act any more."""

    # ------------------------------------------------------------------ files
    def save(self, path: str, memory_aid: bool) -> None:
        """Write the game to the file ``path`` (atomically; raises OSError)."""
        game = self.game
        assert game is not None
        save_game(game, self.file_setup, path, memory_aid)

    def save_autosave(self, memory_aid: bool) -> None:
        """Write the game to the autosave slot (raises OSError)."""
        game = self.game
        assert game is not None
        autosave(game, self.file_setup, memory_aid)

    @property
    def file_setup(self) -> GameSetup:
        """The setup as a game file keeps it."""
        return self.setup


class GameController(TableController):
    """Plays one game: humans act through :meth:`play`, bots through worker threads."""

    def __init__(
        self,
        setup: GameSetup,
        game: Game | None = None,
        parent: QObject | None = None,
        bot_seed: int | None = None,
    ) -> None:
        """Play ``game`` (default: a new game of ``setup``). The bots (and the hint) are seeded from
        :attr:`seed`: ``bot_seed`` (what a resumed game's file kept), else the setup's seed, else a
        random one; a new game is also dealt from it."""
        super().__init__(parent)
        self.setup = setup
        if bot_seed is not None:
            seed = bot_seed
        else:
            seed = setup.seed if setup.seed is not None else random.randrange(2**62)
        self.seed = seed
        self._game = game or Game.new(setup.config(), seed, setup.policy)
        self.bots: list[Bot | None] = [
            None if s.is_human else make_bot(s.kind.value, seed * 31 + i, s.style)
            for i, s in enumerate(setup.seats)
        ]
        self._generation = 0
        self._thinking = False
        self._job: BotJob | None = None
        self._last_human = next((i for i, s in enumerate(setup.seats) if s.is_human), 0)
        #: hot-seat: the person whose knowledge is on the screen (None with fewer than two people)
        self.shown = self._last_human if len(self.humans) > 1 else None
        # the game's events so far, unredacted: the start's, then one list per action played; for a
        # game opened from a file, regenerated from its record (the person's earlier looks included)
        self._events = replayed_events(self.game, self._remember)
        #: actions the engine failed on (:class:`RuleFault`), by the number of actions played before
        #: them: a bot never chooses one of them again at that point
        self._refused: dict[int, set[Action]] = {}

    def _remember(self, state: State, action: Action) -> None:
        """Tell a bot the decision it took at ``state`` in the current round of a game opened from a
        file, so that it goes on as it would have without the pause (a bot chooses differently in a
        position that comes back: :class:`~..ai.repetition.Unrepeating`)."""
        seat = state.decider()
        bot = self.bots[seat] if 0 <= seat < len(self.bots) else None
        if isinstance(bot, Unrepeating) and state.round == self._game.state.round:
            bot.remember(view(state, seat), action)

    # ------------------------------------------------------------------ who and what
    @property
    def file_setup(self) -> GameSetup:
        """The setup as a game file keeps it: with :attr:`seed`, so that the game, saved and opened
        again, goes on with the same bots' choices."""
        return attrs.evolve(self.setup, seed=self.seed)

    @property
    def game(self) -> Game:
        """The engine's game."""
        return self._game

    @property
    def humans(self) -> list[int]:
        """The seats played by people."""
        return [i for i, s in enumerate(self.setup.seats) if s.is_human]

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return not self.game.state.stack

    def decider(self) -> int:
        """The seat that decides now (-1 when the game is over)."""
        return -1 if self.over else self.game.state.decider()

    @property
    def viewer(self) -> int:
        """The seat whose knowledge the table shows.

        With two or more people at the computer (hot-seat) it is :attr:`shown`, which only the
        window changes, after the next person has confirmed they are at the screen. Otherwise it is
        the person deciding now, else the last person who decided, else seat 0 (bots only)."""
        if self.shown is not None:
            return self.shown
        seat = self.decider()
        if seat in self.humans:
            self._last_human = seat
        return self._last_human

    def view(self, seat: int | None = None) -> PlayerView:
        """What ``seat`` (default: the shown seat) knows now."""
        return view(self.game.state, self.viewer if seat is None else seat)

    # ------------------------------------------------------------------ playing
    def advance(self) -> None:
        """Continue the game: hand the turn to a person or start a bot (call after animations)."""
        if self.over:
            self.game_over.emit()
            return
        seat = self.decider()
        if seat in self.humans:
            self.human_turn.emit(seat)
            return
        if self._thinking:
            return
        bot = self.bots[seat]
        assert bot is not None
        self._thinking = True
        generation = self._generation
        job = BotJob(bot, view(self.game.state, seat), generation)
        job.signals.finished.connect(self._bot_done)
        self._job = job  # keeps its signal object alive until the answer arrives
        self.bot_thinking.emit(seat)
        job.start()

    def _bot_done(self, generation: int, seat: int) -> None:
        job = self._job
        if generation != self._generation or job is None or job.generation != generation:
            return  # a stale answer from before a new game or an undo
        action, error = job.action, job.error
        self._thinking = False
        legal = self.game.legal_actions()
        refused = self._refused.get(len(self.game.actions), set())
        if action is None or action not in legal or seat != self.decider() or action in refused:
            self.errors.append(f"seat {seat}: {error or f'illegal action {action}'}")
            action = next((a for a in legal if a not in refused), legal[0])
        self._apply(action)

    def play(self, action: Action) -> bool:
        """A person's action; ignored (returns False) unless it is a legal move of a human seat."""
        if not self.waiting_for_human() or action not in self.game.legal_actions():
            return False
        self._apply(action)
        return True

    def _apply(self, action: Action) -> None:
        try:
            events = self.game.play(action)
        except RuleFault:
            # The engine failed on a legal action and put the game back as it was. The error goes
            # on to the crash report; the game then goes on from here, a bot with another choice.
            self._refused.setdefault(len(self.game.actions), set()).add(action)
            QTimer.singleShot(0, self.advance)
            raise
        self._events.append(events)
        shown = self.viewer
        self.applied.emit([e.for_seat(shown) for e in events])
        self.history_changed.emit()

    # ------------------------------------------------------------------ undo / redo
    def undo_seat(self) -> int:
        """The person whose actions Edit ▸ Undo takes back."""
        return self.viewer

    def undo_blocker(self) -> str | None:
        """Why undo is not possible now (an id), or None."""
        if self._thinking and self.game.policy.value == "strict":
            return "bot-thinking"
        return self.game.undo_blocker(None if self.game.policy.value == "practice" else self.undo_seat())

    def undo(self) -> bool:
        """Take back the last action (and, in practice mode, the bot moves after a person's)."""
        if self.undo_blocker() is not None:
            return False
        self._cancel_bots()
        self.game.undo(None if self.game.policy.value == "practice" else self.undo_seat())
        if self.game.policy.value == "practice":  # back to a person's decision
            while self.game.can_undo() and not self.waiting_for_human():
                self.game.undo()
        del self._events[1 + len(self.game.actions) :]  # the undone actions' events
        self.reset.emit()
        self.history_changed.emit()
        return True

    def can_redo(self) -> bool:
        """Whether an undone action can be replayed."""
        return self.game.can_redo() and not self._thinking

    def redo(self) -> bool:
        """Replay the last undone action."""
        if not self.can_redo():
            return False
        events = self.game.redo()
        self._events.append(events)
        self.applied.emit([e.for_seat(self.viewer) for e in events])
        self.history_changed.emit()
        return True

    def _cancel_bots(self) -> None:
        self._generation += 1
        self._thinking = False
        if self._job is not None:
            self._job.cancel()

    def stop(self) -> None:
        """Cancel any running bot (new game, quit); its late answer is dropped."""
        self._cancel_bots()
