"""The checker and the command line: a wrong solution, a too easy puzzle and a bad file are reported;
drafts build into puzzle files that load."""

import copy
import json

from silver_desktop.puzzles import SUBJECTS, load_puzzle, puzzle, puzzles_for
from silver_desktop.puzzles.__main__ import main
from silver_desktop.puzzles.checker import check
from silver_desktop.puzzles.draft import dump_puzzle, puzzle_from_draft
from silver_desktop.puzzles.loader import DATA

GOOD = json.loads((DATA / "silver.robber-1.json").read_text(encoding="utf-8"))


def _write(tmp_path, data, name="silver.robber-1"):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_good_puzzle_passes_every_check():
    findings = list(check(puzzle("silver.robber-1")))
    assert [f.ok for f in findings] == [True, True, True]
    assert findings[0].what == "solution reaches the goal"


def test_a_solution_that_misses_the_goal(tmp_path):
    data = copy.deepcopy(GOOD)
    data["solution"] = ["draw", "use", "rob 1:1 0", "skip"]  # the Witch (11) for the 13: a drop of 2
    findings = list(check(load_puzzle(_write(tmp_path, data))))
    assert not findings[0].ok and "does NOT reach the goal" in findings[0].what


def test_an_illegal_or_short_or_long_solution(tmp_path):
    data = copy.deepcopy(GOOD)
    data["solution"] = ["draw", "take"]
    first = next(check(load_puzzle(_write(tmp_path, data))))
    assert not first.ok and "solution[1] 'take'" in first.what and "legal now: discard, use" in first.what
    data["solution"] = ["draw", "use"]
    first = next(check(load_puzzle(_write(tmp_path, data))))
    assert not first.ok and "ends before the puzzle is over" in first.what
    data["solution"] = ["draw", "discard", "draw"]
    first = next(check(load_puzzle(_write(tmp_path, data))))
    assert not first.ok and "over before the solution ends; left over: draw" in first.what


def test_a_too_easy_puzzle(tmp_path):
    data = copy.deepcopy(GOOD)
    data["goal"] = {"kind": "card_in_village", "card": "silver.villager", "seat": 1}
    findings = list(check(load_puzzle(_write(tmp_path, data))))
    assert [f.ok for f in findings] == [False, False, False]  # the Robber takes the Villager: no goal
    data["goal"] = {"kind": "not", "goal": data["goal"]}
    findings = list(check(load_puzzle(_write(tmp_path, data))))
    assert findings[0].ok
    assert findings[1].what == "discard the drawn card: does not reach the goal"


def test_round_puzzles_play_the_replies():
    p = puzzle("silver.bodyguard-1")
    game = p.new_game()
    for action in p.solution:
        game.play(action)
    assert not p.over(game.state) and game.state.decider() == 1
    played = []
    while not p.over(game.state):
        action = p.reply(game.state)
        assert action is not None
        played.append(str(action))
        game.play(action)
    assert played[:2] == ["draw", "use"] and played[2].startswith("rob 0:2")  # not the guarded Villager
    assert p.reply(game.state) is None


def test_cli_check(tmp_path, capsys):
    assert main(["check", str(DATA / "silver.seer-1.json")]) == 0
    out = capsys.readouterr().out
    assert "ok   silver.seer-1: solution reaches the goal" in out
    data = copy.deepcopy(GOOD)
    data["solution"] = ["draw", "discard"]
    assert main(["check", str(_write(tmp_path, data))]) == 1
    assert "FAIL silver.robber-1: solution does NOT reach the goal" in capsys.readouterr().out
    del data["goal"]
    assert main(["check", str(_write(tmp_path, data))]) == 2
    assert "FAIL " + str(tmp_path / "silver.robber-1.json") + ": goal: " in capsys.readouterr().out


def test_cli_check_lists_subjects_without_a_puzzle(capsys):
    assert main(["check"]) in (0, 1)
    lines = capsys.readouterr().out.splitlines()
    missing = [s for s in SUBJECTS if not puzzles_for(s)]
    assert f"{len(SUBJECTS) - len(missing)} of {len(SUBJECTS)} subjects have a puzzle" in lines
    listed = [line for line in lines if line.startswith("without a puzzle: ")]
    assert listed == ([f"without a puzzle: {', '.join(missing)}"] if missing else [])


def test_a_draft_builds_into_the_same_puzzle(tmp_path, capsys):
    draft = {key: value for key, value in GOOD.items() if key != "position"}
    draft["table"] = {
        "deck": "silver",
        "villages": [
            ["doppelganger@0", "exposer", "seer@0", "squire"],
            ["villager^", "witch", "beholder", "empath@1", "rascal"],
        ],
        "deck_top": ["robber"],
        "pile": ["revealer"],
    }
    built = puzzle_from_draft(draft)
    assert built["position"] == GOOD["position"]
    assert json.loads(dump_puzzle(built)) == built
    path = tmp_path / "draft.json"
    path.write_text(json.dumps(draft), encoding="utf-8")
    assert main(["build", str(path), "--out", str(tmp_path)]) == 0
    assert load_puzzle(tmp_path / "silver.robber-1.json").solution == ("draw", "use", "rob 1:0 0")
    draft["table"]["villages"][0].append("robin")
    path.write_text(json.dumps(draft), encoding="utf-8")
    assert main(["build", str(path), "--out", str(tmp_path)]) == 2
    assert "table.villages[0][4]: no card 'robin'" in capsys.readouterr().out
