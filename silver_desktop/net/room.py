"""One network game: the engine's :class:`~silver_desktop.engine.history.Game`, its seats and secrets.

The engine decides; a seat only asks. :meth:`Room.act` accepts an action only from the deciding seat,
only with the room's current message number (``seq``: a replayed or crossed message is refused), and
only if the engine finds it legal; a refused request raises :class:`~.protocol.ProtocolError` and
changes nothing. Undo is strict and own-turn only. A seat is held by a random secret of which the
room keeps only a hash, compared in constant time. A room has no clocks or sockets: the server
(:mod:`.server`) decides when bots play.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import Any

import attrs

from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.errors import ActionParseError, IllegalActionError, RuleFault
from ..engine.events import Event
from ..engine.history import Game, UndoPolicy
from ..engine.record import game_from_record, record_of
from ..engine.rules import apply
from ..engine.view import views
from . import protocol as p
from .store import RoomRow
from .views import view_to_text

#: The level of the bot that plays for a person who stays away.
STAND_IN = "medium"
#: The most actions a resumed seat is told about, and the most bytes of their events (the latest
#: ones; see :meth:`Room.missed`): with the view, a ``state`` stays well under the client's frame limit.
MISSED_CAP = 1000
MISSED_BYTES = 384 * 1024


@attrs.frozen
class Missed:
    """What a seat missed while away: the actions of the record after the first ``after`` (those it
    had seen and that are still played), of which the oldest ``skipped`` are left out, then each
    other one's events (unredacted: :meth:`Room.state_text` redacts them for the seat); ``deal``, the
    start's events, when the seat had seen no action (``after`` 0)."""

    after: int
    skipped: int
    groups: list[list[Event]]
    deal: list[Event] | None = None


@attrs.define
class Seat:
    """A seat: ``person`` (taken), ``open`` (waiting for a person) or ``bot``; a person's name,
    language and the hash of the secret that holds the seat; ``host``: the room's creator, who may
    give open seats to bots and start the game."""

    kind: str
    level: str = ""
    name: str = ""
    lang: str = "en"
    secret_hash: str = ""
    host: bool = False

    def to_json(self) -> dict[str, Any]:
        """The stored form (with the secret's hash)."""
        return attrs.asdict(self)

    def public(self) -> dict[str, Any]:
        """What everyone in the room may know about the seat."""
        return {"kind": self.kind, "level": self.level, "name": self.name, "lang": self.lang}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        """The inverse of :meth:`to_json`."""
        return cls(**data)


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def new_secret() -> str:
    """A fresh seat secret (192 random bits, URL-safe text)."""
    return secrets.token_urlsafe(24)


class Room:
    """A game and its seats; see the module docstring."""

    def __init__(
        self, room_id: str, node: str, game: Game, seats: list[Seat], seq: int = 0, ended: bool = False
    ) -> None:
        self.id = room_id
        self.node = node
        self.game = game
        self.seats = seats
        #: How many changes (actions and undos) the room has accepted; a request names the one it saw.
        self.seq = seq
        #: The actions played (undone ones excluded): the game's record. The game itself keeps only
        #: the history that strict undo may still take back (see :meth:`_trim`).
        self.actions = [str(a) for a in game.actions]
        #: Ended by the server before the game's end (:meth:`end`): no more actions.
        self.ended = ended
        #: The counter and the record's length when the room was made or loaded, and after each undo
        #: since: where the record stood at each message number (:meth:`missed`).
        self._base = (seq, len(self.actions))
        self._undos: list[tuple[int, int]] = []
        self._trim()

    # ------------------------------------------------------------------ making and storing
    @classmethod
    def create(
        cls, room_id: str, node: str, config: GameConfig, kinds: list[dict[str, str]], name: str, lang: str
    ) -> tuple[Room, int, str]:
        """A new room shuffled from a random seed; returns it, the creator's seat and secret."""
        if len(kinds) != config.players:
            raise p.ProtocolError(p.BAD_SETTINGS, f"expected {config.players} seats")
        game = Game.new(config, secrets.randbits(63), UndoPolicy.STRICT)
        seats = [Seat(k["kind"], k.get("level", "")) for k in kinds]
        seat = next(i for i, s in enumerate(seats) if s.kind == "person")
        secret = new_secret()
        seats[seat] = Seat("person", "", name, lang, _hash(secret), host=True)
        return cls(room_id, node, game, seats), seat, secret

    @classmethod
    def from_row(cls, row: RoomRow) -> Room:
        """The room a :class:`~.store.RoomRow` describes (its record replayed by the engine)."""
        game = game_from_record(row.record)
        seats = [Seat.from_json(s) for s in row.seats]
        return cls(row.id, row.node, game, seats, row.seq, ended=row.over and not game.state.over)

    def row(self) -> RoomRow:
        """The room as stored."""
        return RoomRow(self.id, self.node, [s.to_json() for s in self.seats], self.record(), self.seq)

    def record(self) -> dict[str, Any]:
        """The game's record as the engine writes it for a game file (record-format.md)."""
        return {**record_of(self.game), "actions": list(self.actions)}

    @property
    def names(self) -> list[str]:
        """The seats' names in seat order (empty for a bot or an open seat)."""
        return [s.name if s.kind == "person" else "" for s in self.seats]

    # ------------------------------------------------------------------ seats
    @property
    def started(self) -> bool:
        """Is every seat taken (the game is on)?"""
        return all(s.kind != "open" for s in self.seats)

    @property
    def over(self) -> bool:
        """Is the game finished (played to its end, or ended by the server)?"""
        return self.ended or self.game.state.over

    @property
    def host(self) -> int:
        """The creator's seat."""
        return next((i for i, s in enumerate(self.seats) if s.host), 0)

    def end(self) -> None:
        """End the game where it is (the server closes it): no action is accepted any more."""
        self.ended = True

    def join(self, name: str, lang: str) -> tuple[int, str]:
        """Take the first open seat; returns it and its secret."""
        for i, s in enumerate(self.seats):
            if s.kind == "open":
                secret = new_secret()
                self.seats[i] = Seat("person", "", name, lang, _hash(secret))
                return i, secret
        raise p.ProtocolError(p.ROOM_FULL)

    def set_seat(self, by: int, seat: int, kind: str, level: str) -> None:
        """The host (``by``) gives the open ``seat`` to a bot of ``level`` (``kind`` ``bot``), or
        opens a bot's seat again (``open``). Only before the start; never a person's seat."""
        if by != self.host:
            raise p.ProtocolError(p.NOT_HOST)
        if self.started:
            raise p.ProtocolError(p.ALREADY_STARTED)
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind == "person":
            raise p.ProtocolError(p.BAD_SEAT, "not an open seat or a bot's seat of this room")
        self.seats[seat] = Seat(kind, level if kind == "bot" else "")

    def fill(self, by: int) -> None:
        """The host (``by``) starts the game: every open seat goes to a Medium bot."""
        if by != self.host:
            raise p.ProtocolError(p.NOT_HOST)
        if self.started:
            raise p.ProtocolError(p.ALREADY_STARTED)
        self.seats = [Seat("bot", STAND_IN) if s.kind == "open" else s for s in self.seats]

    def check_secret(self, seat: int, secret: str) -> None:
        """Raise unless ``secret`` holds ``seat`` (compared in constant time)."""
        stored = self.seats[seat].secret_hash if 0 <= seat < len(self.seats) else ""
        if not hmac.compare_digest(_hash(secret), stored or "-" * 64) or not stored:
            raise p.ProtocolError(p.BAD_SECRET)

    def is_person(self, seat: int) -> bool:
        """Is ``seat`` held by a person (not a bot)?"""
        return self.seats[seat].kind == "person"

    def bot_level(self, seat: int) -> str:
        """The level of the bot that plays ``seat`` (its own, or the stand-in's for an absent person)."""
        return self.seats[seat].level or STAND_IN

    # ------------------------------------------------------------------ playing
    def _check_turn(self, seat: int, seq: int) -> None:
        if not self.started:
            raise p.ProtocolError(p.NOT_STARTED)
        if self.over:
            raise p.ProtocolError(p.GAME_OVER)
        if seq != self.seq:
            raise p.ProtocolError(p.STALE_SEQ, f"the room is at {self.seq}")
        if self.game.state.decider() != seat:
            raise p.ProtocolError(p.NOT_YOUR_TURN)

    def act(self, seat: int, seq: int, text: str) -> list[Event]:
        """Play ``text`` for ``seat``; returns the events. Raises (changing nothing) unless it is the
        seat's decision, ``seq`` is the room's, and the action is legal."""
        self._check_turn(seat, seq)
        try:
            action = Action.parse(text)
        except ActionParseError as e:
            raise p.ProtocolError(p.ILLEGAL_ACTION, str(e)) from None
        if action not in self.game.legal_actions():
            raise p.ProtocolError(p.ILLEGAL_ACTION, f"{text!r} is not legal now")
        try:
            events = self.game.play(action)
        except (IllegalActionError, RuleFault) as e:  # pragma: no cover - legal actions never raise
            raise p.ProtocolError(p.ILLEGAL_ACTION, str(e)) from None
        self.seq += 1
        self.actions.append(str(action))
        self._trim()
        return events

    def _trim(self) -> None:
        """Drop the history no undo can reach any more (strict undo takes back only the last action,
        in its turn, if it revealed nothing): a long game would otherwise keep a snapshot of the state
        for every action, and the collector's full passes over them pause every room."""
        if self.game.actions and not self.game.can_undo():
            self.game = Game(self.game.state, self.game.start, UndoPolicy.STRICT)

    def undo(self, seat: int, seq: int) -> None:
        """Take back ``seat``'s last action (strict: its own, within its turn, no information since)."""
        self._check_turn(seat, seq)
        why = self.game.undo_blocker(seat)
        if why is not None:
            raise p.ProtocolError(p.CANNOT_UNDO, why)
        self.game.undo(seat)
        self.actions.pop()
        self.seq += 1
        self._undos.append((self.seq, len(self.actions)))

    # ------------------------------------------------------------------ what a seat missed
    def seen_actions(self, since: int) -> int:
        """How many actions of the record, as it is now, the seat that saw the state numbered
        ``since`` had seen: the record's length then, less any taken back since (undo). Exact for
        the numbers given since the room was made or loaded; before that (a restart) the undos'
        numbers are not kept, so it may be lower, never higher (the seat is then told a few actions
        again, and its client replaces what it had from there)."""
        seq0, n0 = self._base
        if since >= seq0:
            lengths = [n0 + since - seq0 - 2 * sum(1 for u, _ in self._undos if u <= since)]
        else:  # the undos before loading: (seq0 - n0) / 2 of them, somewhere before seq0
            lengths = [since - (seq0 - n0), n0]
        lengths += [n for u, n in self._undos if u > since]
        return max(0, min(len(self.actions), *lengths))

    def missed(self, since: int, cap: int = MISSED_CAP) -> Missed | None:
        """What a seat missed after the state numbered ``since``: the events of every action played
        since (the latest ``cap`` at most, and at most :data:`MISSED_BYTES` of events), replayed from
        the record (about 0.04 ms per action: a 4-round game's 400-700 actions in 12-31 ms).
        ``None`` if ``since`` is not a number this room gave (ahead of it)."""
        if since > self.seq:
            return None
        after = self.seen_actions(since)
        if after == len(self.actions) and after > 0:
            return Missed(after, 0, [])  # nothing missed: no replay
        skipped = max(0, len(self.actions) - after - cap)
        head = {k: v for k, v in self.record().items() if k not in ("actions", "result")}
        state = game_from_record(head).state
        deal = list(state.events or ()) if after == 0 else None
        groups = []
        for i, text in enumerate(self.actions):
            events = apply(state, text)
            if i >= after + skipped:
                groups.append(events)
        first, size = len(groups), 0  # the latest actions, as many as MISSED_BYTES holds
        while first > 0:
            size += len(p.encode({"e": [e.to_json() for e in groups[first - 1]]}))
            if size > MISSED_BYTES:
                break
            first -= 1
        return Missed(after, skipped + first, groups[first:], deal)

    # ------------------------------------------------------------------ messages
    def lobby_message(self, connected: set[int]) -> dict[str, Any]:
        """Who sits where (and who is connected), and the host's seat."""
        seats = [{**s.public(), "connected": i in connected} for i, s in enumerate(self.seats)]
        return p.message("lobby", room=self.id, seats=seats, started=self.started, host=self.host)

    def state_text(self, seat: int, events: list[Event], cause: str, missed: Missed | None = None) -> str:
        """``seat``'s view now and the events it may see: see :meth:`state_texts`."""
        return self.state_texts([seat], events, cause, missed)[0]

    def state_texts(
        self, seats: Sequence[int], events: list[Event], cause: str, missed: Missed | None = None
    ) -> list[str]:
        """Each seat's view now and the events it may see (each through :meth:`Event.for_seat`): a
        ``state`` message per seat of ``seats`` as JSON text, ready to send. Built together, they
        share what no seat's private knowledge changes (:func:`views`). With ``missed`` (a resume),
        the events are those of the missed actions, and ``missed`` says where they go (``after``,
        ``skipped``, and each action's number of events, ``sizes``), with the start's ``deal`` when
        ``after`` is 0.

        The view's ``position`` (the costliest part) goes only to the seat that decides, and with
        ``start`` and ``resume``: the others wait, and read the structured fields. With ``undo``, why
        strict undo cannot take back the seat's last action now (null if it can), and at the start
        ``deal``, the first round's set-up as the seat saw it (for the client's log)."""
        s = self.game.state
        decider = s.decider()
        positions = seats if cause in ("start", "resume") else (decider,)
        if missed is not None:
            events = [e for group in missed.groups for e in group]
        memo: dict[int, str] = {}
        texts = []
        for seat, v in zip(seats, views(s, seats, with_position=positions), strict=True):
            extra: dict[str, Any] = {}
            if cause == "start" and not self.actions:
                extra["deal"] = [e.for_seat(seat).to_json() for e in s.events or ()]
            if missed is not None:
                sizes = [len(group) for group in missed.groups]
                extra["missed"] = {"after": missed.after, "skipped": missed.skipped, "sizes": sizes}
                if missed.deal is not None:
                    extra["deal"] = [e.for_seat(seat).to_json() for e in missed.deal]
            head = p.encode(
                p.message(
                    "state",
                    room=self.id,
                    seat=seat,
                    seq=self.seq,
                    cause=cause,
                    events=[e.for_seat(seat).to_json() for e in events],
                    undo=self.game.undo_blocker(seat),
                    **extra,
                )
            )
            texts.append(head[:-1] + ',"view":' + view_to_text(v, memo) + "}")
        return texts

    def record_message(self, kind: str = "record", **fields: Any) -> dict[str, Any]:
        """The whole record and the seats' names: after the game's end (``record``), or when the
        server ends the room (``ended``, with its ``reason``). Never before the end: the record
        holds the seed, so every hidden card."""
        assert self.over, "the record is sent only once the game is over"
        return p.message(kind, room=self.id, **fields, record=self.record(), names=self.names)
