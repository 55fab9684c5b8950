"""Release notes from CHANGELOG.md: for the GitHub release, and as AppStream ``<release>`` entries.

    python packaging/changelog.py notes VERSION [--require-date]   # the version's notes, as Markdown
    python packaging/changelog.py metainfo TEMPLATE VERSION DATE   # the AppStream file with its releases

CHANGELOG.md has one section per version, ``## [VERSION] - YYYY-MM-DD`` (or ``- unreleased``), each a
list of ``- `` items (an item may continue on indented lines). ``notes`` exits 1 with a message when the
version has no section, or, with ``--require-date``, when the section is not dated yet (a tag must not be
released with "unreleased" notes). ``metainfo`` replaces the ``@RELEASES@`` line of the template with one
``<release>`` per section, newest first, the current version dated DATE when it is still unreleased.
Standard library only.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import NamedTuple
from xml.sax.saxutils import escape

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2}|unreleased)\s*$")


class Release(NamedTuple):
    """One section of the changelog."""

    version: str
    date: str | None  # None: not released yet
    items: list[str]


def releases(text: str) -> list[Release]:
    """Every section of a changelog, in file order (newest first)."""
    found: list[Release] = []
    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            date = heading["date"]
            found.append(Release(heading["version"], None if date == "unreleased" else date, []))
        elif found and line.startswith("- "):
            found[-1].items.append(line[2:].strip())
        elif found and found[-1].items and line.startswith("  ") and line.strip():
            found[-1].items[-1] += " " + line.strip()
    return found


def _find(version: str) -> Release:
    for release in releases(CHANGELOG.read_text(encoding="utf-8")):
        if release.version == version:
            return release
    raise SystemExit(f"error: CHANGELOG.md has no section for {version}: add '## [{version}] - YYYY-MM-DD'")


def notes(version: str, require_date: bool) -> str:
    """The Markdown notes of one version."""
    release = _find(version)
    if require_date and release.date is None:
        raise SystemExit(f"error: CHANGELOG.md calls {version} unreleased: date its heading first")
    if not release.items:
        raise SystemExit(f"error: CHANGELOG.md's section for {version} has no items")
    return "\n".join(f"- {item}" for item in release.items) + "\n"


def _inline(item: str) -> str:
    """An item as AppStream text: Markdown code spans become plain text (AppStream allows no markup there)."""
    return escape(item.replace("`", ""))


def metainfo(template: str, version: str, date: str) -> str:
    """The AppStream template with ``@RELEASES@`` replaced by the changelog's releases."""
    _find(version)
    entries = []
    for release in releases(CHANGELOG.read_text(encoding="utf-8")):
        when = release.date or (date if release.version == version else None)
        if when is None:
            continue  # a future version's notes: not released, not listed
        items = "\n".join(f"          <li>{_inline(item)}</li>" for item in release.items)
        entries.append(
            f'    <release version="{release.version}" date="{when}">\n'
            f"      <description>\n        <ul>\n{items}\n        </ul>\n      </description>\n"
            f"    </release>"
        )
    lines = [("\n".join(entries) if line.strip() == "@RELEASES@" else line) for line in template.splitlines()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    notes_parser = commands.add_parser("notes")
    notes_parser.add_argument("version")
    notes_parser.add_argument("--require-date", action="store_true")
    meta_parser = commands.add_parser("metainfo")
    meta_parser.add_argument("template", type=Path)
    meta_parser.add_argument("version")
    meta_parser.add_argument("date")
    args = parser.parse_args(argv)
    if args.command == "notes":
        sys.stdout.write(notes(args.version, args.require_date))
    else:
        sys.stdout.write(metainfo(args.template.read_text(encoding="utf-8"), args.version, args.date))
    return 0


if __name__ == "__main__":
    sys.exit(main())
