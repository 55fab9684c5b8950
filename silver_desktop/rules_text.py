"""The rule texts players read in the app (pure Python, no Qt).

Each language has the same Markdown files under ``translations/rules/<lang>/`` (see
``docs/adding-a-language.md``): the basics, one file per edition, the promo cards, combining decks,
and how the app settles unclear points. :func:`rules_markdown` joins the parts that matter for a deck.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .engine.cards import Edition
from .engine.config import DeckSpec
from .resources import translation

#: The rule files of every language, in reading order.
PARTS = ("basics", "silver", "bullet", "coin", "promos", "combining", "decisions")
_EDITION_PARTS = {Edition.SILVER: "silver", Edition.BULLET: "bullet", Edition.COIN: "coin"}


def rule_file(lang: str, part: str) -> Path:
    """Where one part of the rules is written in ``lang``."""
    return translation("rules", lang, f"{part}.md")


def rule_files(lang: str) -> list[Path]:
    """The rule files that exist for ``lang`` (all of :data:`PARTS` in a complete translation)."""
    return [p for p in (rule_file(lang, part) for part in PARTS) if p.exists()]


def parts_for(deck: DeckSpec | None) -> list[str]:
    """The parts a player of ``deck`` needs, in reading order (all of them when ``deck`` is None)."""
    if deck is None:
        return list(PARTS)
    editions = {deck.base, *deck.numbers}
    wanted = {"basics", "decisions", *(_EDITION_PARTS[e] for e in editions if e in _EDITION_PARTS)}
    if deck.promos:
        wanted.add("promos")
    if len(editions) > 1:
        wanted.add("combining")
    return [p for p in PARTS if p in wanted]


def part_title(lang: str, part: str) -> str:
    """The first heading of a part (its title), or the part's key when the file has none."""
    for line in rule_file(lang, part).read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return part


def rules_markdown(lang: str, parts: Iterable[str]) -> str:
    """The Markdown of ``parts`` in ``lang``, one after another."""
    return "\n\n".join(rule_file(lang, p).read_text(encoding="utf-8").strip() for p in parts) + "\n"


__all__ = ["PARTS", "part_title", "parts_for", "rule_file", "rule_files", "rules_markdown"]
