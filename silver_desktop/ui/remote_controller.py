"""A network game on the table: the :class:`~.controller.TableController` fed by a game server.

The engine runs on the server only. :class:`RemoteController` reads the server's messages from a
:class:`~.net_connection.NetConnection` (``docs/network.md``): each ``state`` carries the seat's view
and the events of one change, already redacted for the seat. States wait in a queue and are released
one at a time when the session calls :meth:`RemoteController.advance`, after the table has told the
previous one, so other people's moves are told at the table's pace exactly like bots' moves; while
another seat decides, ``bot_thinking`` lets the bar say who is choosing. The person's action goes to
the server as ``act`` with the number of the state it answers; an ``error`` answer is said in the
person's language and the decision is offered again.

A dropped connection is taken up again (a new connection, ``resume`` with the seat's secret, waiting
1, 2, 4... up to 15 s between tries); the resumed state resets the table. The ``record`` message at
the end (or ``ended``, when the host left) gives the whole game: from then on :attr:`game` is the
engine's game, and results, statistics, replays and saves work as for a local game.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import events as ev
from ..engine.actions import Action
from ..engine.errors import EngineError
from ..engine.events import Event
from ..engine.history import Game
from ..engine.record import game_from_record
from ..engine.view import PlayerView
from ..net import protocol as p
from ..net.views import view_from_json
from .controller import TableController
from .game_file import autosave_net, save_game
from .game_setup import GameSetup, Seat, SeatKind, clean_name
from .net_connection import CLOSED_BY_US, NetConnection
from .net_file import NetSeat, save_net_seat
from .seat_names import bot_names

log = logging.getLogger(__name__)

#: Seconds between tries to reconnect: doubled after each failure, up to the last.
RETRY_SECONDS = (1, 2, 4, 8, 15)


def room_url(url: str, room: str) -> str:
    """The address to resume ``room`` at, on the server of ``url`` (``.../room/new`` or a room's)."""
    base, sep, _ = url.rpartition("/room/")
    return f"{base}/room/{room}" if sep else f"{url.rstrip('/')}/room/{room}"


class RemoteController(TableController):
    """One seat of a game played on a server (see the module docstring)."""

    remote = True
    #: the first state arrived: the table can be shown (see :meth:`begin`)
    ready = Signal()
    #: something to tell the person (a sentence in their language is made by the window from it):
    #: ``("error", code)``, ``("closed", why)``
    notice = Signal(str, str)
    #: a person said something (seat, preset id of ``protocol.CHAT``)
    chat_received = Signal(int, str)
    #: who is at the table changed (the ``lobby`` message: names, connected)
    seats_changed = Signal()
    #: the game ended early (``host-left``, ``server-closing``) or cannot go on (``gone``,
    #: ``unreachable`` while opening): no more reconnecting
    ended = Signal(str)

    def __init__(
        self,
        conn: NetConnection | None,
        joined: dict[str, Any],
        lobby: dict[str, Any],
        pending: Sequence[dict[str, Any]] = (),
        parent: QObject | None = None,
        url: str = "",
    ) -> None:
        """The seat ``joined`` gave (``room``, ``seat``, ``secret``), with the players of ``lobby``;
        ``conn`` is the open connection the lobby hands over (None: connect to ``url`` and resume
        the seat, as when a network game file is opened). ``pending``: messages the lobby already
        received after ``lobby``. Nothing happens until :meth:`begin`."""
        super().__init__(parent)
        self.room = str(joined["room"])
        self.seat = int(joined["seat"])
        self.secret = str(joined.get("secret", ""))
        self.url = room_url(conn.url if conn is not None else url, self.room)
        self.conn = conn
        self._pending = list(pending)
        self._names: list[str] = []
        self._kinds: list[str] = []
        self.away = frozenset()
        self._lobby(lobby)
        self._queue: deque[dict[str, Any]] = deque()
        self._view: PlayerView | None = None
        #: the number of the state on the table (a request names it)
        self.seq = -1
        #: the number of the last state received (queued or on the table): a resume asks for what
        #: was played after it (``since``)
        self.heard = -1
        self.catch_ups: list[tuple[int, int, int, bool]] = []  # see TableController.catch_ups
        self._undo: str | None = "nothing-to-undo"
        #: the table asked for the next change and none had come: release the next state at once
        self._waiting = False
        #: the number of the state the person's ``act`` or ``undo`` answered, until its answer
        self._sent: int | None = None
        self._game: Game | None = None
        self._over_due = False
        #: why the game cannot go on (``ended``'s reason), or None
        self.ended_reason: str | None = None
        #: the connection dropped and is being taken up again
        self.lost = False
        #: opening a file: nothing shown yet, so a failure ends the attempt instead of retrying
        self.opening = conn is None
        self._retries = 0
        self._stopped = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._reconnect)

    def begin(self) -> None:
        """Start reading: the handed-over messages first, then the connection's."""
        if self.conn is None:
            self._reconnect()
            return
        self._attach(self.conn)
        for msg in self._pending:
            self._message(msg)
        self._pending = []

    # ------------------------------------------------------------------ who and what
    @property
    def game(self) -> Game | None:
        """The whole game, once the server has sent its record (at the end, or when it ended early)."""
        return self._game

    @property
    def player_names(self) -> list[str]:
        """The seats' names as the players typed them (from the server's ``lobby``)."""
        return list(self._names)

    @property
    def humans(self) -> list[int]:
        """Only this computer's person: the other people decide elsewhere."""
        return [self.seat]

    @property
    def started(self) -> bool:
        """Whether the first state has come (the table can be shown)."""
        return self._view is not None

    @property
    def over(self) -> bool:
        """Whether the game on the table has ended."""
        return self._view is not None and self._view.over

    def decider(self) -> int:
        """The seat that decides in the state on the table (-1 when the game is over)."""
        return -1 if self._view is None or self.over else self._view.decider

    @property
    def viewer(self) -> int:
        """The person's seat: the table always shows what it knows."""
        return self.seat

    def view(self, seat: int | None = None) -> PlayerView:
        """The seat's view in the state on the table (the only view this computer has)."""
        assert self._view is not None and seat in (None, self.seat)
        return self._view

    def bot_names(self) -> Sequence[str]:
        """Who plays each seat: ``human`` for a person, else the bot's level."""
        return list(self._kinds)

    @property
    def file_setup(self) -> GameSetup:
        """The game as an ordinary game file keeps it: the person's seat, and every other seat as a
        bot (its level, or Medium for a person elsewhere), so that a copy can be played on here."""
        seats = []
        for i, (name, kind) in enumerate(zip(self._names, self._kinds, strict=True)):
            if i == self.seat:
                seats.append(Seat(name or "?", SeatKind.HUMAN))
            else:
                level = kind if kind in ("easy", "medium", "hard") else "medium"
                seats.append(Seat(name or "?", SeatKind(level)))
        deck = self.view().config.deck if self._view is not None else None
        return GameSetup(
            seats=tuple(seats),
            deck=deck.text() if deck is not None else "silver",
            promos=deck.promos if deck is not None else (),
        )

    # ------------------------------------------------------------------ the server's messages
    def _attach(self, conn: NetConnection) -> None:
        self.conn = conn
        conn.setParent(self)
        conn.message.connect(self._message)
        conn.closed.connect(self._closed)

    def _message(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        try:
            if kind == "state":
                self._state(msg)
            elif kind == "lobby":
                self._lobby(msg)
                self.seats_changed.emit()
            elif kind == "joined":
                self._joined()
            elif kind == "chat":
                self._chat(msg)
            elif kind == "error":
                self._error(str(msg.get("code", "")), msg.get("ref"))
            elif kind == "record":
                self._record(msg["record"])
            elif kind == "ended":
                self._ended(str(msg.get("reason", "")), msg.get("record"))
        except (KeyError, TypeError, ValueError) as e:  # a server that breaks the protocol
            log.warning("a %s message from the server that cannot be read: %s", kind, e)
            self.notice.emit("error", p.BAD_MESSAGE)

    def _lobby(self, msg: dict[str, Any]) -> None:
        seats = msg["seats"]
        bots = bot_names()  # a server's bot has no name: the app's own, in the reader's language
        self._names = [
            clean_name(str(s.get("name", ""))).strip() or bots[i % len(bots)] for i, s in enumerate(seats)
        ]
        self._kinds = ["human" if s.get("kind") == "person" else str(s.get("level", "")) for s in seats]
        self.away = frozenset(
            i for i, s in enumerate(seats) if s.get("kind") == "person" and not s.get("connected")
        )

    def _state(self, msg: dict[str, Any]) -> None:
        catch_up = self._missed(msg)  # checked now: a state that does not add up is not read
        self.heard = max(self.heard, int(msg["seq"]))
        if self._view is None:  # the first state: the table starts from it, with no story
            self._adopt(msg)
            self._events = [[Event.from_json(e) for e in msg.get("deal", [])]]
            if catch_up is not None:  # a game file opened: the game so far, as the seat saw it
                self._catch_up(*catch_up, away=False)
            self.opening = False
            self.ready.emit()
            return
        self._queue.append(msg)
        if self._waiting:
            self._release()

    @staticmethod
    def _missed(msg: dict[str, Any]) -> tuple[int, int, list[list[Event]]] | None:
        """A resumed state's missed actions (``missed``, docs/network.md): how many actions the seat had
        seen, how many of the next were left out, and each other one's events. Raises ValueError (the
        message is then not read at all) unless it adds up."""
        missed = msg.get("missed") if msg.get("cause") == "resume" else None
        if missed is None:
            return None
        after, skipped, sizes = int(missed["after"]), int(missed["skipped"]), list(missed["sizes"])
        events = [Event.from_json(e) for e in msg["events"]]
        if after < 0 or skipped < 0 or any(type(n) is not int or n < 0 for n in sizes):
            raise ValueError("missed: negative numbers")
        if sum(sizes) != len(events):
            raise ValueError("missed: the sizes do not add up to the events")
        groups, start = [], 0
        for n in sizes:
            groups.append(events[start : start + n])
            start += n
        return after, skipped, groups

    def _catch_up(self, after: int, skipped: int, groups: list[list[Event]], away: bool = True) -> None:
        """Put what the seat missed into its story (the log): its events up to the first ``after``
        actions are kept, what it had of later ones (taken back since) goes, then ``skipped``
        actions that are not told and the missed ones. The log says where the catching up starts
        (``away``: the person was away; else, a game file just opened, only if some are not told)."""
        kept = self._events[: 1 + after] or [[]]
        kept += [[] for _ in range(1 + after - len(kept))]
        self._events = kept + [[] for _ in range(skipped)] + groups
        self.catch_ups = [c for c in self.catch_ups if c[0] <= after]
        if skipped or (groups and away):
            # the person's own moves among them were the stand-in's (not so in a game file just opened)
            mine = away and any(
                e.kind == ev.ACTED and e.params.get("seat") == self.seat for g in groups for e in g
            )
            self.catch_ups.append((after, skipped + len(groups), skipped, mine))

    def _adopt(self, msg: dict[str, Any]) -> None:
        self._view = view_from_json(msg["view"])
        self.seq = int(msg["seq"])
        undo = msg.get("undo", "nothing-to-undo")
        self._undo = None if undo is None else str(undo)
        self.setup = self.file_setup

    def _release(self) -> None:
        """Put the next state on the table: an action's story, or a reset (undo, resume)."""
        self._waiting = False
        msg = self._queue.popleft()
        cause = msg.get("cause")
        before = self.seq
        catch_up = self._missed(msg)
        self._adopt(msg)
        if self._sent is not None and self.seq > self._sent:
            self._sent = None
        if cause == "act":
            events = [Event.from_json(e) for e in msg.get("events", [])]
            self._events.append(events)
            self.applied.emit(events)
        else:
            if cause == "undo" and self.seq == before + 1 and len(self._events) > 1:
                del self._events[-1]  # the undone action's events
            if catch_up is not None:
                if "deal" in msg:
                    self._events[:1] = [[Event.from_json(e) for e in msg["deal"]]]
                self._catch_up(*catch_up)
                self._missed_away = [e for events in catch_up[2] for e in events]
            self.reset.emit()
        self.history_changed.emit()

    def _joined(self) -> None:
        """The seat is ours again after a dropped connection."""
        if self.lost:
            self.lost = False
            self._retries = 0
            self.notice.emit("closed", "back")
            self.history_changed.emit()

    def _chat(self, msg: dict[str, Any]) -> None:
        seat, preset = int(msg["seat"]), str(msg["id"])
        if 0 <= seat < len(self._names) and preset in p.CHAT:
            self.chat = [*self.chat, (self.played, seat, preset)]
            self.chat_received.emit(seat, preset)

    def _error(self, code: str, ref: Any) -> None:
        if ref == "resume" and code in (p.NO_ROOM, p.BAD_SECRET, p.WRONG_NODE):
            self._give_up("gone")
            return
        self.notice.emit("error", code)
        if ref in ("act", "undo"):
            sent, self._sent = self._sent, None
            # nothing changed since the refused request: offer the same decision again
            if sent == self.seq and not self._queue and self.waiting_for_human():
                self.human_turn.emit(self.seat)
            self.history_changed.emit()

    def _record(self, record: Any) -> None:
        try:
            self._game = game_from_record(record)
        except EngineError as e:
            log.warning("the server's record of the game cannot be replayed: %s", e)
            return
        self.history_changed.emit()
        if self._over_due:
            self._over_due = False
            self.game_over.emit()

    def _ended(self, reason: str, record: Any) -> None:
        if record is not None:
            self._record(record)
        self._give_up(reason or "host-left")

    def _give_up(self, why: str) -> None:
        """The game cannot go on here: no more reconnecting; the table stays readable."""
        self.ended_reason = why
        self._stopped = True
        self._retry.stop()
        self.lost = False
        if self.conn is not None:
            self.conn.close()
        self.history_changed.emit()
        self.ended.emit(why)

    # ------------------------------------------------------------------ the connection
    def _closed(self, why: str) -> None:
        if why == CLOSED_BY_US or self._stopped:
            return
        if self.opening:  # opening a file: say the server cannot be reached, and stop there
            self._give_up("unreachable")
            return
        self.lost = True
        self._sent = None
        self.notice.emit("closed", "lost")
        self.history_changed.emit()
        delay = RETRY_SECONDS[min(self._retries, len(RETRY_SECONDS) - 1)]
        self._retries += 1
        self._retry.start(delay * 1000)

    def _reconnect(self) -> None:
        """A new connection to the server, taking the seat back with its secret."""
        if self._stopped:
            return
        old, conn = self.conn, NetConnection(self.url, self)
        if old is not None:
            old.deleteLater()
        self._attach(conn)
        # since: the last state heard; none yet (a game file opened): the whole game so far
        conn.opened.connect(
            lambda: conn.send(
                p.message(
                    "resume", room=self.room, seat=self.seat, secret=self.secret, since=max(self.heard, 0)
                )
            )
        )
        conn.open()

    # ------------------------------------------------------------------ playing
    def advance(self) -> None:
        """The table has told the last change: tell the next one, or offer the person's decision,
        or wait for the server (the bar says who is deciding)."""
        if self._queue:
            self._release()
            return
        self._waiting = True
        if self.over:
            if self._game is not None:
                self.game_over.emit()
            else:  # the record follows the last state
                self._over_due = True
            return
        seat = self.decider()
        if seat == self.seat and self._sent is None:
            self.human_turn.emit(seat)
        elif seat >= 0 and seat != self.seat:
            self.bot_thinking.emit(seat)

    def _request(self, kind: str, **fields: Any) -> bool:
        conn = self.conn
        if self._sent is not None or conn is None or not conn.send(p.message(kind, seq=self.seq, **fields)):
            return False
        self._sent = self.seq
        self.history_changed.emit()
        return True

    def play(self, action: Action) -> bool:
        """Send the person's action (only on their own latest decision); the answer is the next state
        (or an error, after which the decision is offered again)."""
        view = self._view
        if view is None or self._queue or not self.waiting_for_human() or action not in view.legal:
            return False
        if not self._request("act", action=str(action)):
            self.notice.emit("closed", "lost")
            return False
        return True

    def undo_blocker(self) -> str | None:
        """Why the person cannot undo now: offline, a request on its way, not their turn, or what the
        server's strict undo says (``undo`` of the state)."""
        if self.ended_reason is not None or self.over:
            return "turn-over"
        if self.lost or self.conn is None or not self.conn.is_open:
            return "offline"
        if self._sent is not None or self._queue:
            return "waiting"
        if self.decider() != self.seat:
            return "not-your-turn"
        return self._undo

    def undo(self) -> bool:
        """Ask the server to take back the person's last action (strict, own turn only)."""
        return self.undo_blocker() is None and self._request("undo")

    def say(self, preset: str) -> bool:
        """Send a preset chat message (one of ``protocol.CHAT``)."""
        return preset in p.CHAT and self.conn is not None and self.conn.send(p.message("chat", id=preset))

    def stop(self) -> None:
        """The game leaves the table: close the connection, try no more."""
        self._stopped = True
        self._retry.stop()
        if self.conn is not None:
            self.conn.close()

    # ------------------------------------------------------------------ files
    @property
    def net_seat(self) -> NetSeat:
        """What a network game file keeps: where the seat is and its secret, nothing of the cards."""
        return NetSeat(self.url, self.room, self.seat, self.secret, tuple(self._names))

    def save(self, path: str, memory_aid: bool) -> None:
        """Once the server sent the record: an ordinary game file; before, a network game file."""
        if self._game is not None:
            save_game(self._game, self.file_setup, path, memory_aid)
        else:
            save_net_seat(self.net_seat, path)

    def save_autosave(self, memory_aid: bool) -> None:
        """The same as :meth:`save`, in the autosave slot."""
        if self._game is not None:
            super().save_autosave(memory_aid)
        else:
            autosave_net(self.net_seat)


__all__ = ["RETRY_SECONDS", "RemoteController", "room_url"]
