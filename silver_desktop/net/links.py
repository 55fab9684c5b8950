"""Invites to a network game: the ``silver://`` link and the address-and-code a person types (no Qt).

An invite names a game server and a room: ``silver://HOST:PORT/ROOM`` (``?tls=1`` when the server has a
certificate, so the app connects with ``wss://``). :func:`parse_invite` reads what a person pastes or
types: such a link, or an address (``HOST``, ``HOST:PORT``, ``[IPv6]:PORT``; the port defaults to
:data:`DEFAULT_PORT`) followed by the room code (after a space or a slash, in any case). Anything else
raises :class:`InviteError` whose ``key`` says what is wrong (the app words it in the person's
language). The text is untrusted: its length, the host's characters, the port's range and the code's
alphabet are all checked, so nothing unexpected reaches a socket or a message.
"""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import parse_qsl

import attrs

from .protocol import ROOM_ID

#: The scheme of invite links.
SCHEME = "silver"
#: The port of ``silver-server`` when none is given.
DEFAULT_PORT = 8765
#: The longest text read as an invite (a real one is about 40 characters).
MAX_TEXT = 300

# Why a text is not an invite (InviteError.key).
EMPTY = "empty"
TOO_LONG = "too-long"
NOT_SILVER = "not-silver"
BAD_HOST = "bad-host"
BAD_PORT = "bad-port"
NO_CODE = "no-code"
BAD_CODE = "bad-code"
BAD_OPTION = "bad-option"
KEYS = (EMPTY, TOO_LONG, NOT_SILVER, BAD_HOST, BAD_PORT, NO_CODE, BAD_CODE, BAD_OPTION)

_HOST_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")
# Quotes and angle brackets that chat programs and mail put around a pasted link.
_WRAPPERS = (("<", ">"), ('"', '"'), ("'", "'"), ("“", "”"), ("«", "»"))


class InviteError(ValueError):
    """Text that is not an invite; ``key`` (one of :data:`KEYS`) says why."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key


@attrs.frozen
class Invite:
    """A room on a server: ``host`` (a name, an IPv4 address or an IPv6 address without brackets),
    ``port``, ``room`` (``NODE-CODE``) and whether the server uses TLS."""

    host: str
    port: int
    room: str
    tls: bool = False

    @property
    def _netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    @property
    def link(self) -> str:
        """The ``silver://`` link to share."""
        return f"{SCHEME}://{self._netloc}/{self.room}" + ("?tls=1" if self.tls else "")

    @property
    def address(self) -> str:
        """``host:port`` as a person types it."""
        return self._netloc

    @property
    def url(self) -> str:
        """The server URL to connect to for this room (``ws://host:port/room/ROOM``)."""
        return f"{'wss' if self.tls else 'ws'}://{self._netloc}/room/{self.room}"


def _unwrap(text: str) -> str:
    text = text.strip()
    while len(text) >= 2 and any(text[0] == a and text[-1] == b for a, b in _WRAPPERS):
        text = text[1:-1].strip()
    return text


def _host(text: str) -> str:
    """A valid host name or address (IPv6 without its brackets); raises InviteError(BAD_HOST)."""
    if text.startswith("[") and text.endswith("]"):
        try:
            return str(ipaddress.IPv6Address(text[1:-1]))
        except ValueError:
            raise InviteError(BAD_HOST, text) from None
    name = text.rstrip(".")
    if not name or len(name) > 253 or not all(_HOST_LABEL.fullmatch(part) for part in name.split(".")):
        raise InviteError(BAD_HOST, text)
    if re.fullmatch(r"[0-9.]+", name):  # looks like an IPv4 address: it must be one
        try:
            return str(ipaddress.IPv4Address(name))
        except ValueError:
            raise InviteError(BAD_HOST, text) from None
    return name.lower()


def _address(text: str) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT`` or ``[IPv6]:PORT`` as (host, port)."""
    host, port = text, str(DEFAULT_PORT)
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise InviteError(BAD_HOST, text)
        host, rest = text[: end + 1], text[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                raise InviteError(BAD_HOST, text)
            port = rest[1:]
    elif text.count(":") == 1:
        host, port = text.split(":")
    elif ":" in text:  # a bare IPv6 address: its port cannot be told apart
        raise InviteError(BAD_HOST, text)
    if not port.isascii() or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise InviteError(BAD_PORT, port)
    return _host(host), int(port)


def _code(text: str) -> str:
    code = text.strip().upper()
    if not code:
        raise InviteError(NO_CODE)
    if not code.isascii() or not ROOM_ID.fullmatch(code):
        raise InviteError(BAD_CODE, text)
    return code


def _query(text: str) -> bool:
    """Whether the link's options ask for TLS (``tls=1``); any other option is refused."""
    tls = False
    for key, value in parse_qsl(text, keep_blank_values=True):
        if key != "tls" or value not in ("0", "1"):
            raise InviteError(BAD_OPTION, f"{key}={value}")
        tls = value == "1"
    return tls


def parse_invite(text: str) -> Invite:
    """Read an invite link, or an address followed by a room code; raise :class:`InviteError`."""
    if len(text) > MAX_TEXT:
        raise InviteError(TOO_LONG)
    text = _unwrap(text)
    if not text:
        raise InviteError(EMPTY)
    if not text.isprintable():
        raise InviteError(BAD_HOST, "control characters")
    scheme = _SCHEME.match(text)
    if scheme is not None:
        if scheme.group(1).lower() != SCHEME:
            raise InviteError(NOT_SILVER, scheme.group(1))
        rest = text[scheme.end() :]
        rest, _, query = rest.partition("?")
        tls = _query(query)
        address, _, code = rest.partition("/")
        host, port = _address(address)
        return Invite(host, port, _code(code.rstrip("/")), tls)
    if text.lower().startswith(SCHEME + ":"):
        raise InviteError(BAD_HOST, text)  # "silver:" without the two slashes
    parts = text.split()
    if len(parts) == 1:
        address, _, code = text.partition("/")
    elif len(parts) == 2:
        address, code = parts
    else:
        raise InviteError(BAD_CODE, text)
    host, port = _address(address)
    return Invite(host, port, _code(code))


def is_link(text: str) -> bool:
    """Whether ``text`` (a command-line argument, a message from another launch) is meant as an
    invite link rather than a file: it starts with ``silver:``."""
    return text.strip().lower().startswith(SCHEME + ":")


__all__ = ["DEFAULT_PORT", "KEYS", "SCHEME", "Invite", "InviteError", "is_link", "parse_invite"]
