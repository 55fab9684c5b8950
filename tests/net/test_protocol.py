"""The message checks on their own: every client message is accepted in its exact form and refused
with the right code for each way of being wrong."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from silver_desktop.engine.config import DeckSpec, GameConfig
from silver_desktop.net import protocol as p
from silver_desktop.net import views
from silver_desktop.net.room import Room

GOOD: list[dict[str, Any]] = [
    p.message("create", settings={"players": 4, "rounds": 1}, seats=[{"kind": "person"}, {"kind": "open"},
              {"kind": "bot", "level": "hard"}, {"kind": "open"}], name="Dara", lang="fa"),
    p.message("join", room="A-7KQ2XZ", name="민지", lang="ko"),
    p.message("resume", room="NODE2-7KQ2XZ", seat=3, secret="abc_DEF-123"),
    p.message("act", seq=0, action="rob 1:4 2"),
    p.message("undo", seq=12),
    p.message("chat", id="good-game"),
    p.message("ping"),
    p.message("ping", n=5),
    p.message("seat", seat=2, kind="bot", level="hard"),
    p.message("seat", seat=1, kind="open"),
    p.message("start"),
]  # fmt: skip


@pytest.mark.parametrize("msg", GOOD, ids=lambda m: m["type"])
def test_every_message_in_its_exact_form_is_accepted(msg: dict[str, Any]) -> None:
    assert p.parse(json.dumps(msg)) == msg


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("", p.BAD_JSON),
        ("{", p.BAD_JSON),
        ("NaN", p.BAD_MESSAGE),
        ('"ping"', p.BAD_MESSAGE),
        ('{"v": 1}', p.BAD_MESSAGE),
        ('{"v": true, "type": "ping"}', p.BAD_VERSION),
        ('{"v": 1.0, "type": "ping"}', p.BAD_VERSION),
        ('{"v": 1, "type": "PING"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "ping", "n": -1}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "act", "seq": 1}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "act", "seq": 1, "action": ""}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "act", "seq": 1.5, "action": "draw"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "join", "room": "a-7kq2xz", "name": "x", "lang": "en"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "join", "room": "A-7KQ2XZ", "name": "x\\u202e", "lang": "en"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "join", "room": "A-7KQ2XZ", "name": "x", "lang": "de"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "resume", "room": "A-7KQ2XZ", "seat": 4, "secret": "x"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "resume", "room": "A-7KQ2XZ", "seat": 0, "secret": "a b"}', p.BAD_MESSAGE),
        (
            '{"v": 1, "type": "create", "settings": {}, "seats": [{"kind": "open"}, {"kind": "open"}],'
            ' "name": "x", "lang": "en"}',
            p.BAD_MESSAGE,
        ),
        (
            '{"v": 1, "type": "create", "settings": {"x": 1}, "seats": [{"kind": "person"},'
            ' {"kind": "open"}], "name": "x", "lang": "en"}',
            p.BAD_MESSAGE,
        ),
        (
            '{"v": 1, "type": "create", "settings": {}, "seats": [{"kind": "person"}, {"kind": "bot"}],'
            ' "name": "x", "lang": "en"}',
            p.BAD_MESSAGE,
        ),
        (
            '{"v": 1, "type": "create", "settings": {}, "seats": [{"kind": "person", "level": "easy"},'
            ' {"kind": "open"}], "name": "x", "lang": "en"}',
            p.BAD_MESSAGE,
        ),
        ('{"v": 1, "type": "seat", "seat": 1, "kind": "bot"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "seat", "seat": 1, "kind": "open", "level": "easy"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "seat", "seat": 1, "kind": "person"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "seat", "seat": 4, "kind": "bot", "level": "easy"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "seat", "seat": 1, "kind": "bot", "level": "genius"}', p.BAD_MESSAGE),
        ('{"v": 1, "type": "start", "seats": 4}', p.BAD_MESSAGE),
        (json.dumps(p.message("chat", id="x" * p.MAX_CLIENT_MESSAGE)), p.TOO_LARGE),
    ],
)
def test_each_way_of_being_wrong_has_its_code(raw: str, code: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.parse(raw)
    assert refused.value.code == code


def test_errors_carry_a_key_to_translate_and_no_more_than_a_short_detail() -> None:
    msg = p.error(p.STALE_SEQ, "x" * 1000, ref="act")
    assert msg == {"v": 1, "type": "error", "code": "stale-seq", "key": "net.error.stale-seq",
                   "detail": "x" * 200, "ref": "act"}  # fmt: skip
    assert len(set(p.ERROR_CODES)) == len(p.ERROR_CODES)


def _whole_game_texts(deck: DeckSpec, seed: int) -> list[str]:
    """Every message a room sends in a 2-round game of random moves (the people named in Persian)."""
    rng = random.Random(seed)
    seats = [{"kind": "person"}] + [{"kind": "open"}] * 3
    config = GameConfig(players=4, deck=deck, rounds=2)
    room, _, _ = Room.create(f"A-{seed:06d}", "A", config, seats, "آنا", "fa")
    for name in ("بهار", "민준", "Zoë"):
        room.join(name, "fa")
    texts = room.state_texts(range(4), [], "start")
    while not room.over:
        events = room.act(room.game.state.decider(), room.seq, str(rng.choice(room.game.legal_actions())))
        texts += room.state_texts(range(4), events, "act")
    return [*texts, p.encode(room.record_message()), p.encode(room.lobby_message({0, 1}))]


@pytest.mark.parametrize(
    "deck",
    [DeckSpec.parse("silver"), DeckSpec.parse("bullet"), DeckSpec.parse("coin"), DeckSpec.random_mix(3)],
)
def test_the_fast_json_writer_writes_the_standard_librarys_very_text(deck: DeckSpec) -> None:
    """``encode`` (orjson, the server extra) and the standard library give the same bytes for every
    message of whole games, so the server's texts do not depend on what is installed."""
    assert p.orjson is not None, "the test extra installs orjson"
    texts = _whole_game_texts(deck, 7)
    assert len(texts) > 20
    for text in texts:
        data = json.loads(text)
        assert p.encode(data) == json.dumps(data, ensure_ascii=False, separators=(",", ":")) == text


def test_without_the_fast_writer_the_texts_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's hosted server, without the extra: the same canonical texts (the cards' texts, kept
    between messages, made again)."""
    monkeypatch.setattr(p, "orjson", None)
    monkeypatch.setattr(views, "_TEXTS", {})
    for text in _whole_game_texts(DeckSpec.random_mix(5), 11):
        assert json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":")) == text


def test_integers_beyond_64_bits_are_written_by_the_standard_library() -> None:
    big = {"n": 2**70, "m": -(2**64), "t": "ok"}
    assert json.loads(p.encode(big)) == big
