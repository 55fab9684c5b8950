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
from ..engine.view import views
from . import protocol as p
from .store import RoomRow
from .views import view_to_text

#: The level of the bot that plays for a person who stays away.
STAND_IN = "medium"


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

    # ------------------------------------------------------------------ messages
    def lobby_message(self, connected: set[int]) -> dict[str, Any]:
        """Who sits where (and who is connected), and the host's seat."""
        seats = [{**s.public(), "connected": i in connected} for i, s in enumerate(self.seats)]
        return p.message("lobby", room=self.id, seats=seats, started=self.started, host=self.host)

    def state_text(self, seat: int, events: list[Event], cause: str) -> str:
        """``seat``'s view now and the events it may see: see :meth:`state_texts`."""
        return self.state_texts([seat], events, cause)[0]

    def state_texts(self, seats: Sequence[int], events: list[Event], cause: str) -> list[str]:
        """Each seat's view now and the events it may see (each through :meth:`Event.for_seat`): a
        ``state`` message per seat of ``seats`` as JSON text, ready to send. Built together, they
        share what no seat's private knowledge changes (:func:`views`).

        The view's ``position`` (the costliest part) goes only to the seat that decides, and with
        ``start`` and ``resume``: the others wait, and read the structured fields. With ``undo``, why
        strict undo cannot take back the seat's last action now (null if it can), and at the start
        ``deal``, the first round's set-up as the seat saw it (for the client's log)."""
        s = self.game.state
        decider = s.decider()
        positions = seats if cause in ("start", "resume") else (decider,)
        memo: dict[int, str] = {}
        texts = []
        for seat, v in zip(seats, views(s, seats, with_position=positions), strict=True):
            extra: dict[str, Any] = {}
            if cause == "start" and not self.actions:
                extra["deal"] = [e.for_seat(seat).to_json() for e in s.events or ()]
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
