"""The network protocol: JSON messages with a ``type`` and a version ``v``, checked strictly.

Every message from a client is read by :func:`parse`, which refuses anything that is not exactly one
of the known messages: not JSON, too long, unknown type, a missing or unknown field, a wrong type, a
string too long or with control characters. It raises :class:`ProtocolError` with an error *code*;
the server answers with :func:`error`, whose ``key`` a client translates. Messages and error codes
are listed in ``docs/network.md``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

try:  # the standalone server's extra (pyproject.toml, "server"): a faster writer of the same JSON
    import orjson
except ImportError:  # pragma: no cover - the app's hosted server has one room: the standard library will do
    orjson = None  # type: ignore[assignment]

VERSION = 1
#: The largest message a client may send (bytes); the server's WebSocket ``max_size``.
MAX_CLIENT_MESSAGE = 16 * 1024
#: The largest message a server sends (a state with its view); the client's ``max_size``.
MAX_SERVER_MESSAGE = 512 * 1024

LANGUAGES = ("en", "fa", "ko")
BOT_LEVELS = ("random", "easy", "medium", "hard")
SEAT_KINDS = ("person", "open", "bot")
#: Chat is a few preset messages, by id; the client words them in its own language.
CHAT = ("hello", "good-game", "well-played", "your-turn", "thanks", "oops")
#: Room codes: letters and digits that cannot be mistaken for one another.
CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
ROOM_ID = re.compile(r"[0-9A-Z]{1,8}-[2-9A-HJ-NP-Z]{6}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")

# Error codes (docs/network.md). A client shows translate("net", "error." + code).
BAD_JSON = "bad-json"
BAD_MESSAGE = "bad-message"
BAD_VERSION = "bad-version"
TOO_LARGE = "too-large"
RATE_LIMITED = "rate-limited"
NO_ROOM = "no-room"
WRONG_NODE = "wrong-node"
ROOM_FULL = "room-full"
BAD_SECRET = "bad-secret"
NOT_SEATED = "not-seated"
ALREADY_SEATED = "already-seated"
NOT_STARTED = "not-started"
NOT_YOUR_TURN = "not-your-turn"
STALE_SEQ = "stale-seq"
ILLEGAL_ACTION = "illegal-action"
CANNOT_UNDO = "cannot-undo"
GAME_OVER = "game-over"
BAD_SETTINGS = "bad-settings"
SERVER_FULL = "server-full"
NOT_STORED = "not-stored"
NOT_HOST = "not-host"
BAD_SEAT = "bad-seat"
ALREADY_STARTED = "already-started"
ERROR_CODES = (
    BAD_JSON,
    BAD_MESSAGE,
    BAD_VERSION,
    TOO_LARGE,
    RATE_LIMITED,
    NO_ROOM,
    WRONG_NODE,
    ROOM_FULL,
    BAD_SECRET,
    NOT_SEATED,
    ALREADY_SEATED,
    NOT_STARTED,
    NOT_YOUR_TURN,
    STALE_SEQ,
    ILLEGAL_ACTION,
    CANNOT_UNDO,
    GAME_OVER,
    BAD_SETTINGS,
    SERVER_FULL,
    NOT_STORED,
    NOT_HOST,
    BAD_SEAT,
    ALREADY_STARTED,
)
#: Why a server ended a room (the ``ended`` message): the host of an embedded game left, or the
#: server process is closing.
END_REASONS = ("host-left", "server-closing")


class ProtocolError(Exception):
    """A message refused: ``code`` is one of :data:`ERROR_CODES`, ``detail`` says what (in English,
    for logs and developers; a client words the code)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


Check = Callable[[Any, str], None]


def _fail(path: str, what: str) -> None:
    raise ProtocolError(BAD_MESSAGE, f"{path}: expected {what}")


def text(max_len: int, pattern: re.Pattern[str] | None = None) -> Check:
    """A string of at most ``max_len`` characters, no control characters, matching ``pattern``."""

    def check(v: Any, path: str) -> None:
        if not isinstance(v, str) or not 0 < len(v) <= max_len or _CONTROL.search(v):
            _fail(path, f"text of 1 to {max_len} characters without control characters")
        if pattern is not None and not pattern.fullmatch(v):
            _fail(path, f"text of the form {pattern.pattern}")

    return check


def integer(lo: int, hi: int) -> Check:
    """A whole number (not a boolean) from ``lo`` to ``hi``."""

    def check(v: Any, path: str) -> None:
        if type(v) is not int or not lo <= v <= hi:
            _fail(path, f"a whole number from {lo} to {hi}")

    return check


def one_of(values: tuple[str, ...]) -> Check:
    """One of the given strings."""

    def check(v: Any, path: str) -> None:
        if v not in values or not isinstance(v, str):
            _fail(path, "one of " + ", ".join(values))

    return check


def obj(required: Mapping[str, Check], optional: Mapping[str, Check] | None = None) -> Check:
    """An object with exactly these fields (the optional ones may be left out), each checked."""
    optional = optional or {}

    def check(v: Any, path: str) -> None:
        if not isinstance(v, dict):
            _fail(path, "an object")
        unknown = set(v) - set(required) - set(optional)
        if unknown:
            raise ProtocolError(BAD_MESSAGE, f"{path}: unknown field(s) {sorted(unknown)}")
        for key, sub in required.items():
            if key not in v:
                raise ProtocolError(BAD_MESSAGE, f"{path}.{key}: missing")
            sub(v[key], f"{path}.{key}")
        for key, sub in optional.items():
            if key in v:
                sub(v[key], f"{path}.{key}")

    return check


def array(item: Check, lo: int, hi: int) -> Check:
    """A list of ``lo`` to ``hi`` items, each checked."""

    def check(v: Any, path: str) -> None:
        if not isinstance(v, list) or not lo <= len(v) <= hi:
            _fail(path, f"a list of {lo} to {hi} items")
        for i, x in enumerate(v):
            item(x, f"{path}[{i}]")

    return check


def anything_small(v: Any, path: str) -> None:
    """Any JSON value; its meaning is checked by the engine (settings)."""


def _bot_level(v: Any, path: str) -> None:
    if (v["kind"] == "bot") != ("level" in v):
        _fail(path, "a bot seat with a level, or a person or open seat without one")


def _seat(v: Any, path: str) -> None:
    obj({"kind": one_of(SEAT_KINDS)}, {"level": one_of(BOT_LEVELS)})(v, path)
    _bot_level(v, path)


def _seat_change(v: Any, path: str) -> None:
    obj({"seat": integer(0, 3), "kind": one_of(("bot", "open"))}, {"level": one_of(BOT_LEVELS)})(v, path)
    _bot_level(v, path)


NAME = text(32)
ROOM = text(15, ROOM_ID)
SEQ = integer(0, 1_000_000)

#: The messages a client may send: type -> the checks of its fields (besides ``v`` and ``type``).
CLIENT_MESSAGES: dict[str, Check] = {
    "create": obj(
        {
            "settings": obj({}, {k: anything_small for k in ("players", "deck", "rounds", "start_player")}),
            "seats": array(_seat, 2, 4),
            "name": NAME,
            "lang": one_of(LANGUAGES),
        }
    ),
    "join": obj({"room": ROOM, "name": NAME, "lang": one_of(LANGUAGES)}),
    "resume": obj(
        {"room": ROOM, "seat": integer(0, 3), "secret": text(64, re.compile(r"[A-Za-z0-9_-]+"))},
        {"since": SEQ},
    ),
    "act": obj({"seq": SEQ, "action": text(40)}),
    "undo": obj({"seq": SEQ}),
    "chat": obj({"id": one_of(CHAT)}),
    "seat": _seat_change,
    "start": obj({}),
    "ping": obj({}, {"n": integer(0, 2**31)}),
}


def parse(raw: str | bytes) -> dict[str, Any]:
    """Read one client message; raise :class:`ProtocolError` unless it is exactly a known message."""
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise ProtocolError(TOO_LARGE, f"at most {MAX_CLIENT_MESSAGE} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(BAD_JSON, "not a JSON text") from None
    if not isinstance(data, dict):
        raise ProtocolError(BAD_MESSAGE, "expected a JSON object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise ProtocolError(BAD_VERSION, f"this server speaks version {VERSION}")
    kind = data.get("type")
    check = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if check is None:
        raise ProtocolError(BAD_MESSAGE, "unknown message type")
    check({k: v for k, v in data.items() if k not in ("v", "type")}, str(kind))
    if kind == "create" and sum(s["kind"] == "person" for s in data["seats"]) != 1:
        raise ProtocolError(BAD_MESSAGE, "create.seats: expected exactly one person seat (the creator's)")
    return data


def message(kind: str, /, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` with the version."""
    return {"v": VERSION, "type": kind, **fields}


def error(code: str, detail: str = "", ref: str | None = None) -> dict[str, Any]:
    """An error message: the code, the key a client translates, what was refused (``ref``)."""
    out = message("error", code=code, key=f"net.error.{code}")
    if detail:
        out["detail"] = detail[:200]
    if ref is not None:
        out["ref"] = ref
    return out


def encode(msg: Any) -> str:
    """One message (or any JSON value) as compact JSON text, non-ASCII characters as they are. With
    ``orjson`` installed it writes the text (about five times faster; the texts read back equal);
    it refuses integers beyond 64 bits, which the standard library then writes."""
    if orjson is not None:
        try:
            return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:
            pass
    return json.dumps(msg, ensure_ascii=False, separators=(",", ":"))
