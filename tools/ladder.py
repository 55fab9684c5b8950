"""Play the bots' ladder and draw it: a JSON file, a Markdown table and an SVG plot.

    python tools/ladder.py --rounds 40 --seed 1 --jobs 2      # plays, writes docs/ladder.json + .svg
    python tools/ladder.py --replot                             # redraws from docs/ladder.json

Needs the arena extra (``pip install .[arena]``: OpenSkill). The plot is a small hand-written SVG
(no plotting library): one row per bot, a dot at its rating ``mu`` and a bar of ``mu ± 2 sigma``,
best first. See :mod:`silver_desktop.ai.ladder` for how the games are drawn up and rated.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from silver_desktop.ai import PERSONALITIES
from silver_desktop.ai.ladder import play, rate

DOCS = Path(__file__).resolve().parent.parent / "docs"
#: every level, and every personality at Easy and at Medium (Hard and Expert with a personality are
#: too slow for a round-robin on two cores)
ENTRIES = (
    "random",
    "easy",
    "medium",
    "hard",
    "expert",
    *(f"easy:{p}" for p in PERSONALITIES),
    *(f"medium:{p}" for p in PERSONALITIES),
)


def markdown(rows: list[dict[str, Any]]) -> str:
    """The ladder as a Markdown table."""
    lines = [
        "| # | bot | rating μ ± σ | ordinal (μ − 3σ) | games | win share (95% interval) | mean rank "
        "| calls / round | call turn | abilities / round | sets / round |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for i, row in enumerate(rows, start=1):
        lo, hi = row["win_share_95"]
        st = row["style"]
        turn = "–" if st["call_turn"] is None else f"{st['call_turn']:.2f}"
        lines.append(
            f"| {i} | {row['bot']} | {row['mu']:.1f} ± {row['sigma']:.1f} | {row['ordinal']:.1f} "
            f"| {row['games']} | {row['win_share']:.1%} ({lo:.1%} – {hi:.1%}) | {row['mean_rank']:.2f} "
            f"| {st['call_rate']:.1%} | {turn} | {st['uses_per_round']:.2f} | {st['sets_per_round']:.2f} |"
        )
    return "\n".join(lines)


def svg(rows: list[dict[str, Any]], title: str) -> str:
    """The ladder as an SVG plot: a row per bot, a dot at ``mu`` and a bar of ``mu ± 2 sigma``."""
    width, left, right, top, step = 720, 150, 30, 70, 26
    height = top + step * len(rows) + 40
    low = min(r["mu"] - 2 * r["sigma"] for r in rows)
    high = max(r["mu"] + 2 * r["sigma"] for r in rows)
    low, high = 5 * (low // 5), 5 * (high // 5 + 1)

    def x(value: float) -> float:
        return left + (value - low) / (high - low) * (width - left - right)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="14">{escape(title)}</text>',
    ]
    for i, (colour, label) in enumerate((("#1f5fa8", "level"), ("#b5651d", "level:personality"))):
        out.append(f'<circle cx="{left + 160 * i}" cy="{top - 20}" r="5" fill="{colour}"/>')
        out.append(f'<text x="{left + 160 * i + 10}" y="{top - 16}">{label}</text>')
    tick = low
    while tick <= high:
        out.append(
            f'<line x1="{x(tick):.1f}" y1="{top - 10}" x2="{x(tick):.1f}" y2="{height - 35}" stroke="#ddd"/>'
        )
        out.append(f'<text x="{x(tick):.1f}" y="{height - 20}" text-anchor="middle">{tick:g}</text>')
        tick += 5
    out.append(
        f'<text x="{(left + width - right) / 2}" y="{height - 4}" text-anchor="middle">'
        "OpenSkill rating μ (bar: μ ± 2σ)</text>"
    )
    for i, row in enumerate(rows):
        y = top + i * step
        colour = "#b5651d" if ":" in row["bot"] else "#1f5fa8"
        out.append(f'<text x="{left - 10}" y="{y + 4}" text-anchor="end">{escape(row["bot"])}</text>')
        a, b = x(row["mu"] - 2 * row["sigma"]), x(row["mu"] + 2 * row["sigma"])
        out.append(f'<line x1="{a:.1f}" y1="{y}" x2="{b:.1f}" y2="{y}" stroke="{colour}" stroke-width="3"/>')
        out.append(f'<circle cx="{x(row["mu"]):.1f}" cy="{y}" r="5" fill="{colour}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Command line; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--rounds",
        type=int,
        default=40,
        help="shuffles of the entries (3 tables, 1 sits out)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hard-iterations", type=int, default=12, help="Hard's sampled worlds per decision")
    parser.add_argument(
        "--expert-iterations",
        type=int,
        default=16,
        help="Expert's worlds per search round",
    )
    parser.add_argument("--out", type=Path, default=DOCS / "ladder")
    parser.add_argument("--replot", action="store_true", help="redraw from OUT.json without playing")
    args = parser.parse_args(argv)
    json_path, svg_path = args.out.with_suffix(".json"), args.out.with_suffix(".svg")
    if args.replot:
        data = json.loads(json_path.read_text(encoding="utf-8"))
    else:
        started = time.perf_counter()
        results = play(
            ENTRIES, args.rounds, args.seed, "silver", args.jobs, args.hard_iterations, args.expert_iterations
        )
        data = {
            "entries": list(ENTRIES),
            "rounds": args.rounds,
            "seed": args.seed,
            "deck": "silver",
            "hard_iterations": args.hard_iterations,
            "expert_iterations": args.expert_iterations,
            "games": len(results),
            "seconds": round(time.perf_counter() - started),
            "ladder": rate(results),
        }
        json_path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    title = f"Bot ladder: {data['games']} Silver games, seed {data['seed']}"
    svg_path.write_text(svg(data["ladder"], title), encoding="utf-8")
    print(markdown(data["ladder"]))
    print(f"\n{data['games']} games in {data['seconds']} s; wrote {json_path} and {svg_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
