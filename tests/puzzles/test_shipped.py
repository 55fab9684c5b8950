"""Every shipped puzzle: it loads, its solution reaches its goal, the trivial moves do not, its texts
exist in English, Persian and Korean, and every card, promo and token has at least one puzzle."""

import re
import tomllib
from pathlib import Path

import pytest

from silver_desktop.puzzles import LANGUAGES, SUBJECTS, all_puzzles, puzzle, puzzles_for
from silver_desktop.puzzles.checker import TRIVIAL_LINES, play_solution, play_trivial
from silver_desktop.puzzles.loader import DATA

PUZZLES = all_puzzles()
IDS = [p.id for p in PUZZLES]
PERSIAN = re.compile(r"[\u0600-\u06ff]")
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def test_every_file_in_the_folder_is_a_loaded_puzzle():
    assert len(PUZZLES) == len(list(DATA.glob("*.json"))) >= 2
    assert len(set(IDS)) == len(IDS)
    assert all(puzzle(i).id == i for i in IDS)


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_solution_reaches_the_goal(p):
    start = p.start_state()
    game = play_solution(p)
    assert p.over(game.state)
    assert p.solved(start, game.state)


@pytest.mark.parametrize("line", list(TRIVIAL_LINES))
@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_trivial_moves_do_not_reach_the_goal(p, line):
    game = play_trivial(p, TRIVIAL_LINES[line])
    if game is not None:  # the move is possible here: it must not solve the puzzle
        assert p.over(game.state)
        assert not p.solved(p.start_state(), game.state)


def test_drawing_and_discarding_is_possible_in_most_puzzles():
    """The trivial-move test means something: most puzzles let the person draw and discard."""
    played = [p for p in PUZZLES if play_trivial(p, TRIVIAL_LINES["discard the drawn card"]) is not None]
    assert len(played) * 2 > len(PUZZLES)


def test_every_card_promo_and_token_has_a_puzzle():
    missing = [s for s in SUBJECTS if not puzzles_for(s)]
    assert missing == [], f"subjects without a puzzle: {', '.join(missing)}"


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_texts_exist_in_every_language(p):
    for lang in LANGUAGES:
        text = p.text(lang)
        for part in (text.title, text.goal, text.hint, text.solution):
            assert part.strip()
    fa, ko = p.text("fa"), p.text("ko")
    for part in (fa.title, fa.goal, fa.hint, fa.solution):
        assert PERSIAN.search(part) and not re.search(r"[0-9]", part), part  # Persian digits only
    for part in (ko.title, ko.goal, ko.hint, ko.solution):
        assert HANGUL.search(part), part
    assert p.text("en") != fa != ko


def test_the_puzzle_files_are_installed_and_bundled():
    """The wheel (pyproject's package data) and the frozen app (the spec's datas) carry the folder."""
    root = Path(__file__).resolve().parents[2]
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    assert "data/*.json" in pyproject["tool"]["setuptools"]["package-data"]["silver_desktop.puzzles"]
    spec = (root / "packaging" / "silver-desktop.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "silver_desktop" / "puzzles" / "data"), "silver_desktop/puzzles/data")' in spec
    assert root / "silver_desktop" / "puzzles" / "data" == DATA
