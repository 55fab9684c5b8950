"""Lesson files: a prepared deal, the steps that teach it and the script every action follows.

A lesson file (``data/<id>.json``, format ``silver-lesson``, described in ``docs/guide.md``) holds the
deal (both villages, the discard pile and the top of the deck, by card type id; the other cards
follow in a fixed order), and the steps. Each step has texts in every language of
:data:`LANGUAGES`, the person's actions it expects (``do``, engine action notation; none for a step
that only explains), the scripted actions of the other seat after them (``then``) and, for a step
with actions, the one sentence said when the person does something else (``wrong``). Reading a file
plays the whole script through the engine, so a lesson whose script does not fit its deal is refused.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import attrs

from ..engine.actions import Action
from ..engine.cards import Edition
from ..engine.config import DeckSpec, GameConfig
from ..engine.errors import EngineError
from ..engine.history import Game
from ..engine.position import from_position, to_position

FORMAT = "silver-lesson"
VERSION = 1
#: the languages every text of a lesson is written in
LANGUAGES = ("en", "fa", "ko")
#: the folder of the lesson files
DATA = Path(__file__).resolve().parent / "data"
#: the seat the person plays in every lesson
PERSON = 0


class LessonError(ValueError):
    """A lesson file that cannot be used: the file and the field are in the message."""


@attrs.frozen
class Step:
    """One step of a lesson."""

    id: str
    #: language -> the step's explanation (one or two sentences)
    text: Mapping[str, str]
    #: the person's actions, in order (empty: the step only explains and waits for Next)
    do: tuple[Action, ...] = ()
    #: the other seat's scripted actions after the person's
    then: tuple[Action, ...] = ()
    #: language -> the sentence said when the person does something else
    wrong: Mapping[str, str] = attrs.field(factory=dict)

    def says(self, lang: str) -> str:
        """The explanation in ``lang`` (English if the language is not known)."""
        return self.text.get(lang) or self.text["en"]

    def wrong_text(self, lang: str) -> str:
        """What is said about a wrong action, in ``lang``."""
        return self.wrong.get(lang) or self.wrong.get("en", "")


@attrs.frozen
class Lesson:
    """A lesson: its deal, its steps and their script."""

    id: str
    edition: str
    #: language -> the lesson's title
    title: Mapping[str, str]
    steps: tuple[Step, ...]
    #: the position the lesson starts from (a ``silver-position``)
    position: Mapping[str, Any] = attrs.field(eq=False, repr=False)

    def titled(self, lang: str) -> str:
        """The title in ``lang``."""
        return self.title.get(lang) or self.title["en"]

    def offset(self, step: int) -> int:
        """How many actions the game has played when ``step`` begins."""
        return sum(len(s.do) + len(s.then) for s in self.steps[:step])

    @property
    def script(self) -> tuple[Action, ...]:
        """Every action of the lesson's game, in order, the person's and the other seat's."""
        return tuple(a for s in self.steps for a in (*s.do, *s.then))

    def new_game(self, step: int = 0) -> Game:
        """The lesson's game as it is when ``step`` begins (the script played up to there)."""
        position = json.loads(json.dumps(self.position))
        game = Game(from_position(position), {"position": position})
        for action in self.script[: self.offset(step)]:
            game.play(action)
        return game


def _texts(data: Any, where: str) -> dict[str, str]:
    if not isinstance(data, dict) or any(not isinstance(data.get(k), str) or not data[k] for k in LANGUAGES):
        raise LessonError(f"{where}: expected a text in each of {', '.join(LANGUAGES)}")
    return {k: data[k] for k in LANGUAGES}


def _actions(data: Any, where: str) -> tuple[Action, ...]:
    if not isinstance(data, list) or not all(isinstance(a, str) for a in data):
        raise LessonError(f"{where}: expected a list of actions")
    try:
        return tuple(Action.parse(a) for a in data)
    except EngineError as e:
        raise LessonError(f"{where}: {e}") from None


def deal_position(edition: str, deal: Mapping[str, Any], round_no: int, where: str) -> dict[str, Any]:
    """The starting position of a two-player round of ``edition`` with the prepared ``deal``: its
    villages, discard pile (top first) and deck top (top first) by card type id; the other cards,
    in the order of their ids, make the two rows set aside (the first ten), then the deck's rest.
    From round 2 on, seat 0 won round 1 by a call (scores 0 and 30) and holds the token, active."""
    config = GameConfig(players=2, deck=DeckSpec.pure(Edition(edition)), rounds=round_no, start_player=0)
    position = to_position(Game.new(config, 0).state)
    every = Counter(c["card"] for zone in ("deck", "pile", "aside") for c in position[zone])
    every.update(c["card"] for village in position["villages"] for c in village)
    try:
        villages = [list(v) for v in deal["villages"]]
        pile, top = list(deal["pile"]), list(deal["deck"])
    except (KeyError, TypeError):
        raise LessonError(f"{where}: expected villages, pile and deck") from None
    if len(villages) != 2 or any(len(v) != 5 for v in villages) or len(pile) != 1:
        raise LessonError(f"{where}: expected two villages of five cards and one card on the pile")
    used = Counter([*villages[0], *villages[1], *pile, *top])
    if used - every:
        raise LessonError(f"{where}: more copies than the deck has: {sorted((used - every).elements())}")
    rest = sorted((every - used).elements())

    def cards(ids: Sequence[str], up: bool = False) -> list[dict[str, Any]]:
        return [{"card": i, "up": up} for i in ids]

    position["villages"] = [cards(v) for v in villages]
    position["pile"] = cards(pile, up=True)
    position["deck"] = cards([*top, *rest[10:]])
    position["aside"] = cards(rest[:10])
    if round_no > 1:
        position.update(round=round_no, scores=[[0, 30]] * (round_no - 1), turn=round_no - 1)
        position["token"]["active"] = True
    return position


def read_lesson(path: Path) -> Lesson:
    """Read and check one lesson file (its script is played through the engine)."""
    where = path.name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise LessonError(f"{where}: {e}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise LessonError(f"{where}: not a {FORMAT} file of version {VERSION}")
    edition = data.get("edition")
    if edition not in ("silver", "bullet", "coin"):
        raise LessonError(f"{where}: edition: expected silver, bullet or coin")
    round_no = data.get("round", 1)
    if round_no not in (1, 2):
        raise LessonError(f"{where}: round: expected 1 or 2")
    steps = []
    for n, raw in enumerate(data.get("steps") or []):
        at = f"{where}: steps[{n}]"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
            raise LessonError(f"{at}: expected an object with an id")
        do = _actions(raw.get("do", []), f"{at}.do")
        steps.append(
            Step(
                id=raw["id"],
                text=_texts(raw.get("text"), f"{at}.text"),
                do=do,
                then=_actions(raw.get("then", []), f"{at}.then"),
                wrong=_texts(raw.get("wrong"), f"{at}.wrong") if do else {},
            )
        )
    if not steps or steps[-1].do:
        raise LessonError(f"{where}: steps: expected at least one step, the last one only explaining")
    position = deal_position(edition, data.get("deal") or {}, round_no, f"{where}: deal")
    lesson = Lesson(
        id=str(data.get("id") or path.stem),
        edition=edition,
        title=_texts(data.get("title"), f"{where}: title"),
        steps=tuple(steps),
        position=position,
    )
    _check_script(lesson, where)
    return lesson


def _check_script(lesson: Lesson, where: str) -> None:
    """Play the script: the person plays every ``do`` and the other seat every ``then``, and the
    round ends with the last step."""
    position = json.loads(json.dumps(lesson.position))
    try:
        game = Game(from_position(position), {"position": position})
    except EngineError as e:
        raise LessonError(f"{where}: deal: {e}") from None
    for n, step in enumerate(lesson.steps):
        for part, seat in (("do", PERSON), ("then", 1 - PERSON)):
            for action in getattr(step, part):
                if game.state.over or game.state.decider() != seat:
                    raise LessonError(f"{where}: steps[{n}].{part}: {action} is not seat {seat}'s to play")
                try:
                    game.play(action)
                except EngineError as e:
                    raise LessonError(f"{where}: steps[{n}].{part}: {e}") from None
    if not game.state.over:
        raise LessonError(f"{where}: the script must play the game to its end")


@cache
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson, Silver first, then Silver Bullet and Silver Coin."""
    order = {"silver": 0, "bullet": 1, "coin": 2}
    found = [read_lesson(p) for p in sorted(DATA.glob("*.json"))]
    return tuple(sorted(found, key=lambda lesson: order[lesson.edition]))


def lesson(lesson_id: str) -> Lesson:
    """The lesson called ``lesson_id``; :class:`KeyError` if there is none."""
    for found in all_lessons():
        if found.id == lesson_id:
            return found
    raise KeyError(lesson_id)
