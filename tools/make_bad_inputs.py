"""Write the bad-input corpus in ``tests/data/bad/`` (issue 14): files that must never crash, hang or
fool the app. Run it from the repository's root after a change to the file formats, and commit what it
writes:

    python tools/make_bad_inputs.py

It rewrites the folders it owns (``records/``, ``game-files/``, ``opens/``, ``settings/``,
``statistics/``, ``last-setup/``) and ``expected.json``; every other folder (``impossible/``) is left
alone. The output depends only on this script and the engine (games are played by a seeded random
generator), so running it twice writes the same bytes. ``tests/test_bad_input.py`` reads every file
under ``tests/data/bad/``; ``tests/data/bad/README.md`` says what each folder holds.

``expected.json`` holds what the harness checks beyond "a clear message, no traceback, no hang":
``problems`` maps a file to a fragment its message must contain (the problem it names), ``names`` maps a
file of ``opens/`` to the seat names the app must show (kept as data: cut to 24 characters, without
control and bidirectional-formatting characters, markup and all else as it is).
"""

from __future__ import annotations

import gzip
import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from silver_desktop.engine.history import Game
from silver_desktop.engine.position import to_position
from silver_desktop.engine.record import record_of
from silver_desktop.settings import Settings
from silver_desktop.stats import FORMAT as STATS_FORMAT
from silver_desktop.ui.game_setup import GameSetup, Seat, SeatKind, clean_name

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "bad"
#: The folders this script writes (and empties first); anything else under OUT belongs to others.
OWNED = ("records", "game-files", "opens", "settings", "statistics", "last-setup")
#: The longest name a game file keeps (``silver_desktop.ui.game_file.load_game``).
NAME_KEPT = 24

Json = Any
#: Cases of bad values per field: (what the case is called, the value).
Cases = dict[str, list[tuple[str, Json]]]


# ---------------------------------------------------------------------- games
def game_file(
    actions: int = 0,
    *,
    seed: int = 11,
    players: int = 4,
    deck: str = "silver",
    names: tuple[str, ...] = (),
    to_end: bool = False,
) -> dict[str, Json]:
    """A valid, unsigned game file: ``actions`` random legal moves (or the whole game with ``to_end``)
    from a seeded deal, with seats named ``names`` (all people) or Ada, Bo, ... (a person and bots)."""
    if names:
        seats = tuple(Seat(name) for name in names)
    else:
        seats = (Seat("Ada"), *(Seat(name, SeatKind.MEDIUM) for name in ("Bo", "Cy", "Di")[: players - 1]))
    setup = GameSetup(seats=seats, deck=deck)
    game = Game.new(setup.config(), seed)
    rng = random.Random(seed)
    while (to_end and not game.state.over) or len(game.actions) < actions:
        game.play(rng.choice(game.legal_actions()))
    data = record_of(game)
    data["memory_aid"] = False
    data["players"] = [{"name": s.name, "kind": s.kind.value} for s in setup.seats]
    data["deck_text"] = deck
    return data


def text(data: Json) -> bytes:
    """JSON as the app writes it (NaN and Infinity stay literals, as Python's reader accepts them)."""
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def compact(data: Json) -> bytes:
    """JSON on one line (a deeply nested value written with indents would take megabytes)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def changed(base: dict[str, Json], path: str, value: Json) -> dict[str, Json]:
    """A deep copy of ``base`` with the field at ``path`` (``a.b.0``) set to ``value`` (or removed when
    ``value`` is :data:`MISSING`)."""
    data: Json = json.loads(json.dumps(base))
    *parents, last = path.split(".")
    node = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    slot: str | int = int(last) if isinstance(node, list) else last
    if value is MISSING:
        del node[slot]
    else:
        node[slot] = value
    return data


MISSING = object()


#: Deeper than Python's parser recurses (its limit is about 1000), and small enough to commit.
DEEP = 5_000
#: The length of the "very long" texts: far longer than any message or label can show.
LONG = 20_000


def nested(depth: int, leaf: str = "0") -> str:
    return "[" * depth + leaf + "]" * depth


# ---------------------------------------------------------------------- the corpus
class Corpus:
    """Files to write, with the fragment each message must contain and the names of opened games."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.problems: dict[str, str] = {}
        self.names: dict[str, list[str]] = {}

    def add(self, rel: str, content: bytes | Json, problem: str | None = None) -> None:
        assert rel not in self.files, rel
        self.files[rel] = content if isinstance(content, bytes) else text(content)
        if problem is not None:
            self.problems[rel] = problem


def records(c: Corpus) -> None:
    """Game files (records) that every reader must refuse with a clear message."""
    value: Json  # each group of cases below holds values of every JSON type
    base = game_file(40)
    raw = text(base)
    finished = game_file(seed=3, to_end=True)

    # truncated: what a crash or a full disk could leave behind with a non-atomic writer
    r = "records/truncated/"
    c.add(r + "empty.silver", b"", "not valid JSON")
    c.add(r + "whitespace-only.silver", b"  \n\t \n", "not valid JSON")
    c.add(r + "one-brace.silver", b"{", "not valid JSON")
    for share in (1, 10, 25, 50, 75, 90, 99):
        c.add(f"{r}at-{share:02d}-percent.silver", raw[: len(raw) * share // 100], "not valid JSON")
    c.add(r + "last-brace-missing.silver", raw.rstrip()[:-1], "not valid JSON")
    cut = raw.index(b'"exchange') + 4 if b'"exchange' in raw else raw.index(b'"draw') + 3
    c.add(r + "inside-an-action.silver", raw[:cut], "not valid JSON")
    c.add(r + "zeros-after-the-end.silver", raw + b"\0" * 512, "not valid JSON")
    c.add(r + "zeros-only.silver", b"\0" * 4096, "not valid JSON")
    finished_raw = text(finished)
    c.add(r + "finished-game-half.silver", finished_raw[: len(finished_raw) // 2], "not valid JSON")

    # binary: not text at all
    r = "records/binary/"
    rng = random.Random(14)
    for i in range(1, 4):
        c.add(f"{r}random-{i}.silver", rng.randbytes(700), "UTF-8")
    c.add(r + "png.silver", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)), "UTF-8")
    c.add(r + "gzipped-game.silver", gzip.compress(raw, mtime=0), "UTF-8")
    c.add(r + "elf-header.silver", b"\x7fELF\x02\x01\x01" + b"\0" * 57, "not valid JSON")
    c.add(r + "utf-16.silver", raw.decode("utf-8").encode("utf-16"), "UTF-8")

    # utf8: invalid UTF-8 inside an otherwise valid file (in a seat's name)
    r = "records/utf8/"
    marker = b'"name": "Ada"'
    for name, bad in [
        ("lone-continuation-byte", b"\x80"),
        ("byte-ff", b"\xff"),
        ("overlong-slash", b"\xc0\xaf"),
        ("utf-16-surrogate", b"\xed\xa0\x80"),
        ("cut-multibyte", b"\xe2\x82"),
        ("latin-1-name", b"Jos\xe9"),
        ("above-u10ffff", b"\xf4\x90\x80\x80"),
    ]:
        c.add(f"{r}{name}.silver", raw.replace(marker, b'"name": "A' + bad + b'da"'), "UTF-8")
    c.add(r + "byte-order-mark.silver", b"\xef\xbb\xbf" + raw, "BOM")

    # json: valid or almost valid JSON that is not a record
    r = "records/json/"
    for name, value, problem in [
        ("null", None, "expected a JSON object"),
        ("array", [], "expected a JSON object"),
        ("number", 42, "expected a JSON object"),
        ("string", "silver-record", "expected a JSON object"),
        ("true", True, "expected a JSON object"),
        ("empty-object", {}, "format"),
        ("array-of-the-game", [base], "expected a JSON object"),
    ]:
        c.add(f"{r}{name}.silver", value, problem)
    c.add(r + "nan-alone.silver", b"NaN", "expected a JSON object")
    c.add(r + "trailing-garbage.silver", raw + b"xyz", "not valid JSON")
    c.add(r + "two-games.silver", raw + raw, "not valid JSON")
    c.add(r + "comment.silver", b"// my game\n" + raw, "not valid JSON")
    c.add(r + "single-quotes.silver", b"{'format': 'silver-record', 'version': 1}", "not valid JSON")
    c.add(r + "trailing-comma.silver", b'{"format": "silver-record", "version": 1,}', "not valid JSON")
    dup = raw.replace(b'"format": "silver-record",', b'"format": "silver-record", "format": "silver-save",')
    c.add(r + "duplicate-key.silver", dup, "format")
    digits = raw.replace(b'"seed": 11', b'"seed": ' + b"9" * 5000)
    c.add(r + "number-with-5000-digits.silver", digits, "not a usable JSON file")

    # nesting: deeper than any parser should recurse
    r = "records/nesting/"
    c.add(f"{r}arrays-{DEEP}.silver", nested(DEEP).encode(), "not a usable JSON file")
    c.add(
        r + "objects-5000.silver",
        ('{"a": ' * 5_000 + "1" + "}" * 5_000).encode(),
        "not a usable JSON file",
    )
    deep_actions = raw.replace(b'"actions": [', b'"actions": [' + b"[" * DEEP + b"]" * DEEP + b",")
    c.add(r + "inside-the-actions.silver", deep_actions, "not a usable JSON file")
    c.add(
        r + "settings-900-deep.silver",
        compact(changed(base, "settings", json.loads(nested(900)))),
        "settings",
    )
    c.add(
        r + "position-900-deep.silver", compact(changed(base, "start", {"position": json.loads(nested(900))}))
    )
    c.add(
        r + "action-900-deep.silver", compact(changed(base, "actions", json.loads(nested(900)))), "actions[0]"
    )

    # format and version
    r = "records/format/"
    position = {**to_position(Game.new(GameSetup().config(), 5).state)}
    c.add(r + "a-position.silver", position, "format")
    c.add(r + "statistics.silver", {"format": STATS_FORMAT, "version": 1, "players": []}, "format")
    for name, value in [
        ("missing", MISSING),
        ("null", None),
        ("number", 1),
        ("other-case", "Silver-Record"),
        ("html", "<b>silver-record</b>"),
        ("control-characters", "silver-record\u0000\u001b[2J"),
        ("right-to-left-override", "\u202esilver-record"),
        ("very-long", "silver-record" * (LONG // 13)),
    ]:
        c.add(f"{r}format-{name}.silver", changed(base, "format", value), "format")
    for name, value in [
        ("missing", MISSING),
        ("0", 0),
        ("2", 2),
        ("negative", -1),
        ("text", "1"),
        ("null", None),
        ("list", [1]),
        ("1e308", 1e308),
        ("huge", 10**30),
        ("nan", float("nan")),
        ("true", True),
        ("float", 1.0),
    ]:
        c.add(f"{r}version-{name}.silver", changed(base, "version", value), "version")

    # types: a wrong type (or a value out of range) in each field of a record
    r = "records/types/"
    table: Cases = {
        "settings": [("missing", MISSING), ("list", []), ("text", "silver"), ("null", None)],
        "settings.players": [
            ("text", "4"),
            ("float", 4.5),
            ("5", 5),
            ("1", 1),
            ("0", 0),
            ("negative", -1),
            ("true", True),
            ("null", None),
        ],
        "settings.deck": [("text", "silver"), ("list", []), ("null", None)],
        "settings.deck.base": [("number", 7), ("unknown", "gold"), ("null", None)],
        "settings.deck.numbers": [
            ("13", ["silver"] * 13),
            ("15", ["silver"] * 15),
            ("text", "silver"),
            ("number-item", [3] * 14),
            ("unknown-item", ["silver"] * 13 + ["gold"]),
        ],
        "settings.deck.promos": [
            ("list", []),
            ("text-number", {"prince": "3"}),
            ("out-of-range", {"prince": 99}),
            ("unknown-card", {"nobody": 3}),
            ("true", {"prince": True}),
            ("negative", {"cleaner": -5}),
        ],
        "settings.rounds": [("text", "4"), ("0", 0), ("negative", -1), ("true", True), ("list", [4])],
        "settings.start_player": [("4", 4), ("negative", -1), ("text", "0"), ("true", True), ("float", 1.5)],
        "settings.extra": [("unknown-key", 1)],
        "practice": [("text", "false"), ("number", 0), ("null", None), ("list", [])],
        "start": [("missing", MISSING), ("list", []), ("text", "seed"), ("empty", {})],
        "start.seed": [("text", "5"), ("negative", -1), ("float", 1.5), ("true", True), ("null", None)],
        "actions": [("object", {}), ("text", "draw"), ("number", 5), ("null", None)],
    }
    for field, cases in table.items():
        for name, value in cases:
            c.add(f"{r}{field}-{name}.silver", changed(base, field, value), field.split(".")[-1])
    for name, value, problem in [
        ("number", [1], "actions[0]"),
        ("null", [None], "actions[0]"),
        ("list", [["draw"]], "actions[0]"),
        ("object", [{"verb": "draw"}], "actions[0]"),
        ("true", [True], "actions[0]"),
        ("empty-text", [""], "actions[0]"),
        ("spaces", ["   "], "actions[0]"),
    ]:
        c.add(f"{r}action-{name}.silver", changed(base, "actions", value), problem)
    for name, value in [
        ("51-cards", ["silver.villager"] * 51),
        ("unknown-card", ["silver.dragon"] * 52),
        ("not-a-list", "silver.witch"),
        ("numbers", list(range(52))),
    ]:
        c.add(f"{r}start.deck-{name}.silver", changed(base, "start", {"seed": 11, "deck": value}), "deck")
    for name, value in [
        ("text", "x"),
        ("list", []),
        ("empty", {}),
        ("format-only", {"format": "silver-position"}),
    ]:
        c.add(f"{r}start.position-{name}.silver", changed(base, "start", {"position": value}), "position")

    # numbers: absurd values where a number belongs
    r = "records/numbers/"
    for name, value in [
        ("seed-1e308", 1e308),
        ("seed-nan", float("nan")),
        ("seed-infinity", float("inf")),
        ("seed-minus-infinity", float("-inf")),
        ("seed-minus-huge", -(10**30)),
    ]:
        c.add(f"{r}{name}.silver", changed(base, "start.seed", value), "seed")
    for name, value in [
        ("1e308", 1e308),
        ("huge", 10**30),
        ("nan", float("nan")),
        ("infinity", float("inf")),
    ]:
        c.add(f"{r}players-{name}.silver", changed(base, "settings.players", value), "players")
        c.add(f"{r}rounds-{name}.silver", changed(base, "settings.rounds", value), "rounds")
    c.add(r + "start-player-huge.silver", changed(base, "settings.start_player", 10**30), "start_player")

    # actions: texts that are not actions, or not legal where they are
    r = "records/actions/"
    first = base["actions"]
    for name, action, problem in [
        ("call-at-the-start", "call", "actions[0]"),
        ("unknown-verb", "fly", "unknown verb"),
        ("html", "<img src=/dev/zero>", "unknown verb"),
        ("newline", "draw\nexchange 3", "actions[0]"),
        ("right-to-left-override", "\u202edraw", "unknown verb"),
        ("nul-character", "draw\u0000", "actions[0]"),
        ("escape-sequence", "\u001b[2J\u001b[31mdraw", "unknown verb"),
        ("negative-index", "exchange -1", "actions[0]"),
        ("huge-index", "exchange 99999999999999999999", "actions[0]"),
        ("5000-digit-index", "exchange " + "9" * 5000, "actions[0]"),
        ("three-part-place", "flip 2:0:0", "actions[0]"),
        ("letters-as-a-place", "flip a:b", "actions[0]"),
        ("too-many-arguments", "peek 0 1 2 3 4 5", "actions[0]"),
        ("very-long", "draw " + "x" * LONG, "actions[0]"),
    ]:
        c.add(f"{r}{name}.silver", changed(base, "actions", [action, *first]), problem)
    c.add(
        r + "illegal-in-the-middle.silver",
        changed(base, "actions", [*first[:20], "call", *first[20:]]),
        "actions[20]",
    )
    c.add(r + "repeated-first-action.silver", changed(base, "actions", [first[0], *first]), "not legal now")
    c.add(
        r + "after-the-end.silver",
        changed(finished, "actions", [*finished["actions"], "draw"]),
        f"actions[{len(finished['actions'])}]",
    )

    # tampered results
    r = "records/tampered/"
    result = finished["result"]
    other = (result["winner"] + 1) % len(result["scores"][0])
    c.add(r + "winner-changed.silver", changed(finished, "result.winner", other), "result")
    scores = [list(row) for row in result["scores"]]
    scores[0][0] += 1
    c.add(r + "score-changed.silver", changed(finished, "result.scores", scores), "result")
    c.add(r + "round-removed.silver", changed(finished, "result.scores", scores[1:]), "result")
    c.add(r + "result-of-an-unfinished-game.silver", changed(base, "result", result), "result")
    c.add(r + "result-text.silver", changed(finished, "result", "won"), "result")
    c.add(r + "result-extra-key.silver", changed(finished, "result", {**result, "prize": 100}), "result")
    c.add(r + "winner-text.silver", changed(finished, "result.winner", str(result["winner"])), "result")
    c.add(r + "last-action-removed.silver", changed(finished, "actions", finished["actions"][:-1]), "result")


def game_files(c: Corpus) -> None:
    """Valid records whose game-file fields (``players``, ``deck_text``, ...) are wrong: the record
    readers (the engine, ``sim replay``) open them, the window refuses them."""
    base = game_file(40)
    r = "game-files/"
    for name, value in [
        ("object", {}),
        ("text", "Ada"),
        ("three-for-four", base["players"][:3]),
        ("five-for-four", [*base["players"], base["players"][0]]),
        ("numbers", [1, 2, 3, 4]),
    ]:
        c.add(f"{r}players-{name}.silver", changed(base, "players", value), "players")
    for name, value in [("unknown", "god"), ("number", 5), ("null", None), ("missing", MISSING)]:
        c.add(f"{r}kind-{name}.silver", changed(base, "players.1.kind", value))
    c.add(r + "deck-text-of-another-deck.silver", changed(base, "deck_text", "bullet"), "deck")
    c.add(r + "deck-text-unknown.silver", changed(base, "deck_text", "<img src=/dev/zero>"), "deck")
    for field, name, value in [
        ("players.0.name", "name-null", None),
        ("players.0.name", "name-number", 5),
        ("players.0.name", "name-list", ["Ada"]),
        ("deck_text", "deck-text-number", 5),
        ("memory_aid", "memory-aid-text", "yes"),
        ("bots", "bots-text", "x"),
        ("bots", "bots-seed-negative", {"seed": -1}),
        ("bots", "bots-seed-nan", {"seed": float("nan")}),
    ]:
        c.add(f"{r}{name}.silver", changed(base, field, value), field.split(".")[-1])


HOSTILE_NAMES = [
    ("html-image", ("<img src=/dev/zero>", "<b>Bo</b>", "<a href='x'>Cy</a>", "&amp;&lt;")),
    ("html-script", ("<script>alert(1)</script>", "<style>*{}</style>", "<!--", "]]>")),
    ("right-to-left", ("\u202eadA", "Bo\u202d", "\u2067Cy\u2069", "\u200fDi")),
    ("control-characters", ("A\u0007da", "B\u001b[31mo", "C\u0008y", "D\u007fi")),
    ("line-breaks", ("Ada\nBo", "Bo\rCy", "Cy\u2028Di", "Di\u0085")),
    ("very-long", ("A" * LONG, "B" * 25, "C" * 24, "\u0633" * 500)),
    ("format-strings", ("%s%s%n", "{0}{name}", "%(x)s", "{{}}")),
    ("paths", ("../../etc/passwd", "C:\\Windows", "/dev/zero", "~")),
    ("emoji-and-joiners", ("👩‍👩‍👧", "Z\u0336a\u0337", "\u200d", "e\u0301")),
    ("persian-korean", ("سارا", "지민", "نیلوفر\u200cها", "Ada")),
    ("json-looking", ('{"name": "x"}', "null", "[]", '"')),
    ("blank", ("   ", "\n\t\r", "\u202e", "Di")),
]


def shown_name(name: str, seat: int) -> str:
    """The name the app keeps from a game file: without the control and bidirectional-formatting
    characters a seat's name may not hold (markup and the rest stay), its first 24 characters, and
    "Player N" for a name that is left blank."""
    return clean_name(name)[:NAME_KEPT].strip() or f"Player {seat + 1}"


def opens(c: Corpus) -> None:
    """Valid game files whose seat names are hostile: they must open, the names kept as data."""
    for i, (name, names) in enumerate(HOSTILE_NAMES):
        rel = f"opens/names/{name}.silver"
        c.add(rel, game_file(6, seed=20 + i, names=names))
        c.names[rel] = [shown_name(n, seat) for seat, n in enumerate(names)]
    rel = "opens/names/bots-with-hostile-names.silver"
    data = game_file(6, seed=40)
    for i, name in enumerate(("<img src=/dev/zero>", "\u202eBot", "Bot\u0000", "%s")):
        data["players"][i]["name"] = name
    c.add(rel, data)
    c.names[rel] = [shown_name(p["name"], seat) for seat, p in enumerate(data["players"])]


def settings(c: Corpus) -> None:
    """Settings files the app must replace by the defaults, with a notice (never an error)."""
    value: Json  # each group of cases below holds values of every JSON type
    good = Settings().to_json()
    raw = text(good)
    r = "settings/"
    c.add(r + "empty.json", b"", "not valid JSON")
    c.add(r + "truncated.json", raw[: len(raw) // 2], "not valid JSON")
    c.add(r + "binary.json", random.Random(7).randbytes(300), "UTF-8")
    c.add(r + "invalid-utf-8.json", raw.replace(b'"en"', b'"e\xffn"'), "UTF-8")
    c.add(r + "utf-16.json", raw.decode("utf-8").encode("utf-16"), "UTF-8")
    c.add(r + "zeros.json", b"\0" * 1024, "not valid JSON")
    c.add(r + "array.json", [good], "expected a JSON object")
    c.add(r + "null.json", None, "expected a JSON object")
    c.add(r + "number.json", 1e308, "expected a JSON object")
    c.add(f"{r}nested-{DEEP}.json", nested(DEEP).encode(), "nested too deeply")
    c.add(r + "nan-literal.json", b"NaN", "expected a JSON object")
    table: Cases = {
        "version": [
            ("text", "1"),
            ("0", 0),
            ("negative", -7),
            ("1e308", 1e308),
            ("nan", float("nan")),
            ("true", True),
        ],
        "language": [("number", 7), ("unknown", "xx"), ("null", None), ("html", "<img src=/dev/zero>")],
        "animation_speed": [("unknown", "warp"), ("list", ["fast"])],
        "memory_aid": [("text", "true"), ("number", 1), ("null", None)],
        "confirm_call": [("number", 0)],
        "card_size": [("list", []), ("huge", "x" * LONG)],
        "theme": [("object", {}), ("right-to-left", "\u202edark")],
        "undo_policy": [("unknown", "cheat"), ("control-characters", "strict\u0000\u001b")],
        "tutorial": [("infinity", float("inf"))],
    }
    for field, cases in table.items():
        for name, value in cases:
            c.add(f"{r}{field}-{name}.json", changed(good, field, value), field)


def statistics(c: Corpus) -> None:
    """Statistics files the app must set aside (``.bad``), starting empty with a notice."""
    value: Json  # each group of cases below holds values of every JSON type
    line = {
        "name": "Ada",
        "edition": "silver",
        "kind": "human",
        "games": 3,
        "wins": 1,
        "total_score": 96,
        "best": 21,
        "calls_ok": 2,
        "calls_failed": 1,
    }
    good = {"format": STATS_FORMAT, "version": 1, "players": [line]}
    raw = text(good)
    r = "statistics/"
    c.add(r + "empty.json", b"", "not valid JSON")
    c.add(r + "truncated.json", raw[: len(raw) * 2 // 3], "not valid JSON")
    c.add(r + "binary.json", random.Random(8).randbytes(300), "UTF-8")
    c.add(r + "invalid-utf-8.json", raw.replace(b'"Ada"', b'"A\xc0da"'), "UTF-8")
    c.add(f"{r}nested-{DEEP}.json", nested(DEEP).encode(), "not usable JSON")
    c.add(
        r + "number-with-5000-digits.json",
        raw.replace(b'"games": 3', b'"games": ' + b"7" * 5000),
        "not usable JSON",
    )
    c.add(r + "array.json", [good], "expected a JSON object")
    c.add(r + "format-record.json", changed(good, "format", "silver-record"), "format")
    c.add(r + "format-missing.json", changed(good, "format", MISSING), "format")
    c.add(r + "version-2.json", changed(good, "version", 2), "version")
    c.add(r + "version-true.json", changed(good, "version", True), "version")
    c.add(r + "players-object.json", changed(good, "players", {}), "players")
    c.add(r + "duplicate-line.json", changed(good, "players", [line, line]), "a second line")
    problems = {"extra": "unknown field", "wins": "more wins than games"}
    table: Cases = {
        "name": [("empty", ""), ("spaces", "   "), ("number", 5), ("null", None)],
        "edition": [("unknown", "gold"), ("missing", MISSING)],
        "kind": [("unknown", "god")],
        "games": [
            ("negative", -1),
            ("float", 1.5),
            ("text", "3"),
            ("true", True),
            ("1e308", 1e308),
            ("nan", float("nan")),
            ("infinity", float("inf")),
        ],
        "wins": [("more-than-games", 4)],
        "best": [("text", "21"), ("too-high", 40), ("without-games", MISSING)],
        "total_score": [("huge-negative", -(10**30))],
        "calls_ok": [("list", [2])],
        "extra": [("unknown-field", 1)],
    }
    for field, cases in table.items():
        for name, value in cases:
            problem = problems.get(field, field)
            c.add(f"{r}line-{field}-{name}.json", changed(good, f"players.0.{field}", value), problem)


def last_setup(c: Corpus) -> None:
    """Files of the New Game dialog's memory that must give the default setup."""
    good = GameSetup().to_json()
    raw = text(good)
    r = "last-setup/"
    c.add(r + "empty.json", b"")
    c.add(r + "truncated.json", raw[: len(raw) // 2])
    c.add(r + "binary.json", random.Random(9).randbytes(200))
    c.add(f"{r}nested-{DEEP}.json", nested(DEEP).encode())
    c.add(r + "array.json", [good])
    c.add(r + "seats-text.json", changed(good, "seats", "Ada"))
    c.add(r + "five-seats.json", changed(good, "seats", [good["seats"][0]] * 5))
    c.add(r + "seed-huge.json", changed(good, "seed", 10**30))
    c.add(r + "seed-nan.json", changed(good, "seed", float("nan")))
    c.add(r + "deck-unknown.json", changed(good, "deck", "<img src=/dev/zero>"))
    c.add(r + "policy-unknown.json", changed(good, "policy", "cheat"))
    c.add(r + "promos-list.json", changed(good, "promos", [1, 2]))


BUILDERS: tuple[Callable[[Corpus], None], ...] = (
    records,
    game_files,
    opens,
    settings,
    statistics,
    last_setup,
)


def build() -> Corpus:
    """Every file of the corpus, in memory."""
    corpus = Corpus()
    for builder in BUILDERS:
        builder(corpus)
    return corpus


def write(corpus: Corpus, out: Path = OUT) -> None:
    """Replace the owned folders under ``out`` with the corpus, and write ``expected.json``."""
    for folder in OWNED:
        shutil.rmtree(out / folder, ignore_errors=True)
    for rel, content in sorted(corpus.files.items()):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    expected = {
        "problems": dict(sorted(corpus.problems.items())),
        "names": dict(sorted(corpus.names.items())),
    }
    (out / "expected.json").write_text(json.dumps(expected, ensure_ascii=False, indent=1) + "\n", "utf-8")


def main() -> None:
    """Write the corpus and say how many files it holds."""
    corpus = build()
    write(corpus)
    size = sum(len(b) for b in corpus.files.values())
    print(f"wrote {len(corpus.files)} files ({size // 1024} KiB) under {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
