"""Invite links and typed addresses (``silver_desktop/net/links.py``): every accepted form gives the
same invite, and every refused one says why with its key."""

from __future__ import annotations

import pytest

from silver_desktop.net import links
from silver_desktop.net.links import Invite, InviteError, is_link, parse_invite

ROOM = "A-7KQ2XZ"
LAN = Invite("192.168.1.20", 8765, ROOM)


def test_an_invite_has_its_link_its_address_and_its_server_url() -> None:
    assert LAN.link == "silver://192.168.1.20:8765/A-7KQ2XZ"
    assert LAN.address == "192.168.1.20:8765"
    assert LAN.url == "ws://192.168.1.20:8765/room/A-7KQ2XZ"
    secure = Invite("play.example.org", 443, "NODE2-ABCDEF", tls=True)
    assert secure.link == "silver://play.example.org:443/NODE2-ABCDEF?tls=1"
    assert secure.url == "wss://play.example.org:443/room/NODE2-ABCDEF"
    six = Invite("fe80::1", 9000, ROOM)
    assert six.link == "silver://[fe80::1]:9000/A-7KQ2XZ"
    assert six.url == "ws://[fe80::1]:9000/room/A-7KQ2XZ"


@pytest.mark.parametrize(
    "text",
    [
        "silver://192.168.1.20:8765/A-7KQ2XZ",
        "SILVER://192.168.1.20:8765/a-7kq2xz",  # any case
        "  silver://192.168.1.20:8765/A-7KQ2XZ/ \n",  # spaces, a trailing slash
        "<silver://192.168.1.20:8765/A-7KQ2XZ>",  # as mail programs wrap links
        '"silver://192.168.1.20:8765/A-7KQ2XZ"',
        "silver://192.168.1.20:8765/A-7KQ2XZ?tls=0",
        "silver://192.168.1.20/A-7KQ2XZ",  # the default port
        "192.168.1.20:8765 A-7KQ2XZ",  # an address and a code
        "192.168.1.20:8765   a-7kq2xz",
        "192.168.1.20 A-7KQ2XZ",
        "192.168.1.20:8765/A-7KQ2XZ",
    ],
)
def test_every_accepted_form_gives_the_same_invite(text: str) -> None:
    assert parse_invite(text) == LAN


def test_names_ipv6_and_tls_are_read() -> None:
    assert parse_invite("silver://Play.Example.org:443/B-ABCDEF?tls=1") == Invite(
        "play.example.org", 443, "B-ABCDEF", tls=True
    )
    assert parse_invite("silver://[FE80::1]:9000/A-7KQ2XZ") == Invite("fe80::1", 9000, ROOM)
    assert parse_invite("[::1]:9000 A-7KQ2XZ") == Invite("::1", 9000, ROOM)
    assert parse_invite("my-laptop.local A-7KQ2XZ") == Invite("my-laptop.local", 8765, ROOM)
    # the link of a parsed invite reads back to itself
    for invite in (LAN, Invite("fe80::1", 9000, ROOM, tls=True)):
        assert parse_invite(invite.link) == invite


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("", links.EMPTY),
        ("   ", links.EMPTY),
        ("<>", links.EMPTY),
        ("silver://192.168.1.20:8765/" + "A" * 300, links.TOO_LONG),
        ("https://example.org/A-7KQ2XZ", links.NOT_SILVER),
        ("ws://192.168.1.20:8765/room/A-7KQ2XZ", links.NOT_SILVER),
        ("silver:192.168.1.20/A-7KQ2XZ", links.BAD_HOST),
        ("silver:///A-7KQ2XZ", links.BAD_HOST),
        ("silver://bad_host:8765/A-7KQ2XZ", links.BAD_HOST),
        ("silver://-leading.dash/A-7KQ2XZ", links.BAD_HOST),
        ("silver://999.1.1.1:8765/A-7KQ2XZ", links.BAD_HOST),
        ("silver://[not:an:address]:8765/A-7KQ2XZ", links.BAD_HOST),
        ("silver://[::1/A-7KQ2XZ", links.BAD_HOST),
        ("fe80::1 A-7KQ2XZ", links.BAD_HOST),  # a bare IPv6 address needs brackets
        ("silver://192.168.1.20:8765\x00/A-7KQ2XZ", links.BAD_HOST),
        ("silver://host\u202e:8765/A-7KQ2XZ", links.BAD_HOST),
        ("silver://192.168.1.20:0/A-7KQ2XZ", links.BAD_PORT),
        ("silver://192.168.1.20:65536/A-7KQ2XZ", links.BAD_PORT),
        ("silver://192.168.1.20:http/A-7KQ2XZ", links.BAD_PORT),
        ("silver://192.168.1.20:/A-7KQ2XZ", links.BAD_PORT),
        ("silver://192.168.1.20:８７６５/A-7KQ2XZ", links.BAD_PORT),  # full-width digits
        ("silver://192.168.1.20:8765", links.NO_CODE),
        ("silver://192.168.1.20:8765/", links.NO_CODE),
        ("192.168.1.20:8765", links.NO_CODE),
        ("silver://192.168.1.20:8765/A-7KQ2X", links.BAD_CODE),  # one letter short
        ("silver://192.168.1.20:8765/A-7KQ2X0", links.BAD_CODE),  # 0 is not in the alphabet
        ("silver://192.168.1.20:8765/room/A-7KQ2XZ", links.BAD_CODE),
        ("192.168.1.20 A-7KQ2XZ extra", links.BAD_CODE),
        ("silver://192.168.1.20:8765/A-7KQ2XZ?tls=yes", links.BAD_OPTION),
        ("silver://192.168.1.20:8765/A-7KQ2XZ?secret=1", links.BAD_OPTION),
    ],
)
def test_every_refused_text_says_why(text: str, key: str) -> None:
    with pytest.raises(InviteError) as refused:
        parse_invite(text)
    assert refused.value.key == key
    assert key in links.KEYS


def test_a_link_is_told_apart_from_a_file() -> None:
    assert is_link("silver://192.168.1.20:8765/A-7KQ2XZ")
    assert is_link(" SILVER:whatever")
    assert not is_link("/home/ada/silver-game.silver")
    assert not is_link("silver.silver")
