"""A puzzle file that cannot be used is refused with its file, the field at fault and what is wrong."""

import copy
import json

import pytest

from silver_desktop.engine.errors import Problem
from silver_desktop.puzzles import PuzzleError, load_puzzle
from silver_desktop.puzzles.loader import DATA

GOOD = json.loads((DATA / "silver.robber-1.json").read_text(encoding="utf-8"))


def _set(path, value):
    """A mutation that sets the field at ``path`` (keys and indexes) to ``value``; ``...`` deletes it."""

    def mutate(data):
        *parents, last = path
        for key in parents:
            data = data[key]
        if value is ...:
            del data[last]
        else:
            data[last] = value

    return mutate


CASES = {
    "format": (_set(["format"], "silver-record"), "format", "expected 'silver-puzzle'"),
    "version": (_set(["version"], 2), "version", "reads version 1"),
    "unknown field": (_set(["colour"], "red"), "colour", "not a field of a puzzle"),
    "bad id": (_set(["id"], "Robber"), "id", "expected an id"),
    "id not the file name": (_set(["id"], "silver.robber-2"), "id", "named after the id"),
    "no subjects": (_set(["subjects"], []), "subjects", "non-empty list"),
    "unknown subject": (_set(["subjects"], ["silver.robin"]), "subjects[0]", "not a card id"),
    "subject not in the deck": (_set(["subjects"], ["coin.golem"]), "subjects[0]", "not in this position"),
    "other token": (_set(["subjects"], ["token.coin"]), "subjects[0]", "token is the amulet"),
    "inactive token": (_set(["subjects"], ["token.amulet"]), "subjects[0]", "token active for seat 0"),
    "bad position": (_set(["position", "villages"], []), "position", "villages: expected 2 villages"),
    "not the last round": (_set(["position", "settings", "rounds"], 4), "position.round", "last round"),
    "seat out of range": (_set(["seat"], 2), "seat", "expected a seat from 0 to 1"),
    "not the seat's decision": (_set(["seat"], 1), "seat", "seat 0's, not seat 1's"),
    "until": (_set(["until"], "game"), "until", "'turn' or 'round'"),
    "replies on a turn puzzle": (_set(["replies"], ["draw"]), "replies", "only a puzzle played"),
    "bad reply": (lambda d: d.update(until="round", replies=["fly"]), "replies[0]", "unknown verb"),
    "no goal": (_set(["goal"], ...), "goal", "expected an object"),
    "unknown goal kind": (_set(["goal", "kind"], "win"), "goal.kind", "unknown goal kind 'win'"),
    "goal field missing": (_set(["goal", "at_least"], ...), "goal.at_least", "this goal needs it"),
    "goal field extra": (_set(["goal", "most"], 3), "goal.most", "not a field of this goal kind"),
    "goal seat": (_set(["goal", "seat"], 5), "goal.seat", "expected a seat"),
    "nested goal": (
        _set(["goal"], {"kind": "all", "goals": [{"kind": "card_faceup", "card": "x"}]}),
        "goal.goals[0].card",
        "expected a card id",
    ),
    "empty solution": (_set(["solution"], []), "solution", "non-empty list"),
    "bad solution action": (_set(["solution", 2], "rob 1 0"), "solution[2]", "is not seat:index"),
    "missing language": (_set(["text", "ko"], ...), "text.ko", "expected an object"),
    "extra language": (_set(["text", "de"], {}), "text.de", "not a language"),
    "empty text": (_set(["text", "fa", "hint"], " "), "text.fa.hint", "non-empty text"),
    "extra text": (_set(["text", "en", "story"], "x"), "text.en.story", "not a puzzle text"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_puzzle_names_the_field(case, tmp_path):
    mutate, field, words = CASES[case]
    data = copy.deepcopy(GOOD)
    mutate(data)
    path = tmp_path / "silver.robber-1.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PuzzleError) as info:
        load_puzzle(path)
    assert info.value.file == str(path)
    assert info.value.field == field
    assert words in str(info.value)
    assert str(info.value).startswith(f"{path}: {field}: ")


def test_the_good_file_loads(tmp_path):
    path = tmp_path / "silver.robber-1.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    assert load_puzzle(path).id == "silver.robber-1"


@pytest.mark.parametrize(
    ("content", "problem"),
    [(None, Problem.MISSING), (b"\xff\xfe", Problem.NOT_TEXT), (b'{"format": ', Problem.NOT_JSON)],
)
def test_unreadable_files(tmp_path, content, problem):
    path = tmp_path / "x-1.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(PuzzleError) as info:
        load_puzzle(path)
    assert info.value.problem == problem
    assert str(info.value).startswith(f"{path}: ")


def test_a_folder_is_not_read(tmp_path):
    with pytest.raises(PuzzleError) as info:
        load_puzzle(tmp_path)
    assert info.value.problem == Problem.UNREADABLE
