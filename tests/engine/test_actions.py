"""Actions: the text form round-trips through the parser, and bad texts fail with clear messages."""

from __future__ import annotations

import pytest

from silver_desktop.engine.actions import PATTERNS, Action, act, indexed
from silver_desktop.engine.errors import ActionParseError, EngineError

# Sample arguments per pattern letter: ``i`` is one integer, ``s`` a ``seat:index`` spot.
_SAMPLES = {
    "i": [(0,), (3,), (12,), (9999,)],
    "s": [(0, 0), (2, 4), (3, 11)],
}


def _sample_args(pattern: str) -> list[tuple[int, ...]]:
    """A few argument tuples for a pattern (every sample of each letter at least once)."""
    if not pattern:
        return [()]
    width = max(len(_SAMPLES[p]) for p in pattern)
    out = []
    for k in range(width):
        args: tuple[int, ...] = ()
        for p in pattern:
            options = _SAMPLES[p]
            args += options[k % len(options)]
        out.append(args)
    return out


_ROUND_TRIP_CASES = [
    pytest.param(Action(verb, args), id=f"{verb}-{'-'.join(map(str, args)) or 'noargs'}")
    for verb, pattern in PATTERNS.items()
    for args in _sample_args(pattern)
]


def test_every_verb_has_a_pattern_of_known_letters() -> None:
    assert PATTERNS
    for verb, pattern in PATTERNS.items():
        assert verb == verb.strip() and verb.islower() and " " not in verb
        assert set(pattern) <= {"i", "s"}, verb


@pytest.mark.parametrize("action", _ROUND_TRIP_CASES)
def test_parse_of_text_form_gives_the_action_back(action: Action) -> None:
    text = str(action)
    assert Action.parse(text) == action
    # and the text form is stable
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Action("draw"), "draw"),
        (act("exchange", 3), "exchange 3"),
        (act("add", 1), "add 1"),
        (act("flip", 2, 0), "flip 2:0"),
        (act("rob", 1, 4, 2), "rob 1:4 2"),
        (act("peek", 0, 3), "peek 0 3"),
        (act("guard", 1, 2), "guard 1 2"),
    ],
)
def test_text_form_matches_the_documented_examples(action: Action, text: str) -> None:
    assert str(action) == text
    assert Action.parse(text) == action


def test_parse_tolerates_extra_whitespace() -> None:
    assert Action.parse("  rob   1:4\t2 \n") == act("rob", 1, 4, 2)


def test_indexed_builds_one_integer_actions() -> None:
    actions = indexed("keep", 4)
    assert actions == tuple(act("keep", i) for i in range(4))
    assert [str(a) for a in actions] == ["keep 0", "keep 1", "keep 2", "keep 3"]


def test_parse_error_is_an_engine_error() -> None:
    assert issubclass(ActionParseError, EngineError)
    assert issubclass(ActionParseError, ValueError)


@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_empty_text_is_refused(text: str) -> None:
    with pytest.raises(ActionParseError, match="empty"):
        Action.parse(text)


@pytest.mark.parametrize("value", [None, 3, b"draw", ["draw"]])
def test_non_text_is_refused(value: object) -> None:
    with pytest.raises(ActionParseError, match="expected text"):
        Action.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["jump", "DRAW", "Draw 1", "drawx", "1 draw", "flip:1"])
def test_unknown_verb_is_refused_naming_text_and_verb(text: str) -> None:
    with pytest.raises(ActionParseError) as info:
        Action.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert "unknown verb" in message
    assert repr(text.split()[0]) in message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("draw 1", 0),
        ("exchange", 1),
        ("exchange 1 2", 1),
        ("peek 1", 2),
        ("peek 1 2 3", 2),
        ("flip", 1),
        ("flip 1:2 3", 1),
        ("rob 1:2", 2),
        ("rob 1:2 3 4", 2),
        ("end now", 0),
    ],
)
def test_wrong_argument_count_is_refused(text: str, expected: int) -> None:
    with pytest.raises(ActionParseError) as info:
        Action.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert f"takes {expected} argument" in message


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("exchange x", "x"),
        ("exchange 1.5", "1.5"),
        ("add 0x10", "0x10"),
        ("peek 1 two", "two"),
        ("keep 1:2", "1:2"),
        ("rob 1:2 z", "z"),
    ],
)
def test_non_integer_argument_is_refused(text: str, word: str) -> None:
    with pytest.raises(ActionParseError) as info:
        Action.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert repr(word) in message
    assert "whole number" in message


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("flip 1", "1"),
        ("flip 1:", "1:"),
        ("flip :2", ":2"),
        ("flip a:2", "a:2"),
        ("flip 1:b", "1:b"),
        ("flip 1:2:3", "1:2:3"),
        ("look 1-2", "1-2"),
        ("swap 1,2", "1,2"),
        ("rob x:1 2", "x:1"),
    ],
)
def test_bad_spot_is_refused(text: str, word: str) -> None:
    with pytest.raises(ActionParseError) as info:
        Action.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert repr(word) in message
    assert "seat:index" in message


@pytest.mark.parametrize("word", ["-1", "+3", "3_0", "٣", "１", "12345", "0x1", " ", "1.0"])
def test_numbers_are_plain_short_ascii_digits(word: str) -> None:
    """Issue 14: a record writes indices as plain digits; anything else (a sign, "_", another
    script's digits, a huge number) is refused with a message that quotes the word."""
    with pytest.raises(ActionParseError, match="is not a whole number"):
        Action.parse(f"exchange {word}" if word.strip() else "exchange x")
    with pytest.raises(ActionParseError, match="is not seat:index"):
        Action.parse(f"flip {word}:0" if word.strip() else "flip 1:2:3")


def test_a_huge_action_text_is_quoted_briefly() -> None:
    with pytest.raises(ActionParseError) as caught:
        Action.parse("exchange " + "9" * 20_000)
    assert len(str(caught.value)) < 200
