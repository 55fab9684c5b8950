"""``python -m silver_desktop.puzzles``: check puzzle files, or build them from drafts.

    python -m silver_desktop.puzzles check [FILE ...]
    python -m silver_desktop.puzzles build DRAFT ... [--out FOLDER]

``check`` loads each file, plays its solution and the trivial moves and prints one line per check
(``ok`` or ``FAIL``); without files it checks every puzzle shipped with the app and lists the cards
and tokens that have no puzzle yet. ``build`` turns drafts (:mod:`.draft`) into puzzle files named
after their ids, in the app's puzzle folder unless ``--out`` names another, then checks them. The
exit code is 0 when all pass, 1 when a check fails and 2 when a file cannot be read or used.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine.files import read_limited
from ..terminal import run_command
from .checker import check
from .draft import DraftError, dump_puzzle, puzzle_from_draft
from .errors import PuzzleError
from .loader import DATA, MAX_BYTES, SUBJECTS, load_puzzle


def _check(files: list[Path], shipped: bool) -> int:
    failed = unusable = 0
    covered: set[str] = set()
    for path in files:
        try:
            p = load_puzzle(path)
        except PuzzleError as e:
            print(f"FAIL {e}")
            unusable += 1
            continue
        covered.update(p.subjects)
        for finding in check(p):
            print(f"{'ok  ' if finding.ok else 'FAIL'} {p.id}: {finding.what}")
            failed += not finding.ok
    if shipped:
        missing = [s for s in SUBJECTS if s not in covered]
        print(f"{len(SUBJECTS) - len(missing)} of {len(SUBJECTS)} subjects have a puzzle")
        if missing:
            print("without a puzzle: " + ", ".join(missing))
    print(f"{len(files)} file(s): {unusable} unusable, {failed} failed check(s)")
    return 2 if unusable else 1 if failed else 0


def _build(drafts: list[Path], out: Path) -> int:
    written: list[Path] = []
    for path in drafts:
        try:
            draft = json.loads(read_limited(path, MAX_BYTES).decode("utf-8"))
            puzzle = puzzle_from_draft(draft)
        except (OSError, ValueError) as e:  # DraftError, JSON and UTF-8 errors are ValueErrors
            kind = "draft" if isinstance(e, DraftError) else "cannot read"
            print(f"FAIL {path}: {kind}: {e}")
            return 2
        target = out / f"{puzzle.get('id')}.json"
        target.write_text(dump_puzzle(puzzle), encoding="utf-8")
        print(f"wrote {target}")
        written.append(target)
    return _check(written, shipped=False)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m silver_desktop.puzzles")
    sub = parser.add_subparsers(dest="command", required=True)
    checker = sub.add_parser("check", help="load puzzle files, play their solutions and trivial moves")
    checker.add_argument("files", nargs="*", type=Path, help="puzzle files (default: the shipped ones)")
    builder = sub.add_parser("build", help="turn drafts into puzzle files, then check them")
    builder.add_argument("drafts", nargs="+", type=Path, help="draft files (a puzzle with a 'table')")
    builder.add_argument("--out", type=Path, default=DATA, help="folder for the puzzle files")
    args = parser.parse_args(argv)
    if args.command == "build":
        return _build(args.drafts, args.out)
    files = args.files or sorted(DATA.glob("*.json"))
    return _check(files, shipped=not args.files)


if __name__ == "__main__":
    sys.exit(run_command(main))
