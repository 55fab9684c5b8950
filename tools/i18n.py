"""Keep the interface translations current, and compile them.

    python tools/i18n.py update            # re-extract strings into translations/silver_desktop_*.ts
    python tools/i18n.py check             # exit 1 if a .ts file is stale or has an unfinished entry
    python tools/i18n.py release --out D   # compile every .ts file into D/silver_desktop_<lang>.qm

English is the source language. Its ``.ts`` file holds only the plural forms (``%n card(s)`` becomes
"1 card" / "2 cards"); Persian and Korean hold every message. The compiled ``.qm`` files are build
output and never committed: the app compiles them on first use from a source checkout
(:mod:`silver_desktop.ui.language`), and the packaging scripts compile them into each bundle.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
#: The languages with a ``.ts`` file, and whether the file holds only plural forms.
TS_LANGUAGES: dict[str, bool] = {"en": True, "fa": False, "ko": False}


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    """Where the ``.ts`` file of ``lang`` lives."""
    return folder / f"silver_desktop_{lang}.ts"


def sources() -> list[Path]:
    """Every Python file of the app, in a stable order (what lupdate reads)."""
    return sorted((ROOT / "silver_desktop").rglob("*.py"))


def _tool(name: str) -> list[str]:
    """The command line that runs PySide6's ``lupdate`` or ``lrelease``."""
    return [
        sys.executable,
        "-c",
        f"import sys; from PySide6.scripts.pyside_tool import {name}; sys.exit({name}())",
    ]


def _run_lupdate(lang: str, target: Path) -> str:
    args = [*_tool("lupdate"), *(str(p) for p in sources()), "-no-obsolete", "-locations", "none"]
    args += ["-source-language", "en", "-target-language", lang, "-ts", str(target)]
    if TS_LANGUAGES[lang]:
        args.insert(len(_tool("lupdate")), "-pluralonly")
    done = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise RuntimeError(f"lupdate failed on {target.name}:\n{done.stdout}{done.stderr}")
    # lupdate reads ``#:`` comments (our attribute docs) as notes for translators and attaches them
    # to the next message; they are noise there, so they are dropped.
    text = target.read_text(encoding="utf-8")
    target.write_text(re.sub(r"\n *<extracomment>.*?</extracomment>", "", text, flags=re.S), encoding="utf-8")
    return done.stdout.strip()


def fill_english_plurals(path: Path) -> int:
    """Write the English plural forms the sources imply ("%n card(s)": "%n card", "%n cards").

    Returns how many messages were filled. English is the source language, so these are the only
    English "translations" and they follow mechanically from the ``(s)`` convention.
    """
    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source", "")
        forms = translation.findall("numerusform")
        for form, text in zip(
            forms, (re.sub(r"\(s\)", "", source), source.replace("(s)", "s")), strict=False
        ):
            form.text = text
        del translation.attrib["type"]
        filled += 1
    if filled:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")
    return filled


def lupdate(folder: Path = TS_DIR) -> str:
    """Re-extract every source string into the ``.ts`` files under ``folder``; returns lupdate's report.

    The English file's plural forms are then filled in (and lupdate run once more to keep its layout).
    """
    report = []
    for lang in TS_LANGUAGES:
        target = ts_path(lang, folder)
        report.append(f"{target.name}: {_run_lupdate(lang, target)}")
        if lang == "en" and fill_english_plurals(target):
            _run_lupdate(lang, target)
    return "\n".join(report)


def source_messages() -> set[tuple[str, str]]:
    """Every (context, text) the code asks Qt to translate, read from the syntax tree.

    lupdate's Python parser silently skips a call whose arguments it cannot follow (such as a
    count written ``row.village``); comparing its output with this set catches that.
    """
    found: set[tuple[str, str]] = set()
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for call in (n for n in ast.walk(cls) if isinstance(n, ast.Call)):
                func = call.func
                if (
                    isinstance(func, ast.Attribute)
                    and func.attr == "tr"
                    and ast.unparse(func.value) == "self"
                ):
                    first = call.args[0] if call.args else None
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        found.add((cls.name, first.value))
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            func = call.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            args = call.args[:2]
            if name == "translate" and len(args) == 2 and all(isinstance(a, ast.Constant) for a in args):
                context, text = (a.value for a in args if isinstance(a, ast.Constant))
                if isinstance(context, str) and isinstance(text, str):
                    found.add((context, text))
    return found


def ts_messages(path: Path) -> set[tuple[str, str]]:
    """Every (context, source text) in a ``.ts`` file."""
    found = set()
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        found |= {(name, m.findtext("source") or "") for m in context.iter("message")}
    return found


def unfinished(path: Path) -> list[str]:
    """The source texts in a ``.ts`` file whose translation is missing or marked unfinished."""
    missing = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            missing.append(source)
            continue
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if message.get("numerus") == "yes" else [translation.text or ""]
        if not all(t.strip() for t in texts):
            missing.append(source)
    return missing


def check() -> list[str]:
    """Problems with the committed ``.ts`` files: stale (lupdate would change them) or unfinished."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for lang in TS_LANGUAGES:
            shutil.copy(ts_path(lang), ts_path(lang, folder))
        lupdate(folder)
        for lang in TS_LANGUAGES:
            if ts_path(lang, folder).read_bytes() != ts_path(lang).read_bytes():
                problems.append(f"{ts_path(lang).name} is stale: run `python tools/i18n.py update`")
            problems += [f"{ts_path(lang).name}: no translation for {s!r}" for s in unfinished(ts_path(lang))]
    skipped = source_messages() - ts_messages(ts_path("fa"))
    problems += [
        f"lupdate cannot read the call for {c}: {t!r}; write it more simply" for c, t in sorted(skipped)
    ]
    return problems


def release(out: Path, folder: Path = TS_DIR) -> list[Path]:
    """Compile every ``.ts`` file under ``folder`` into ``out``; returns the ``.qm`` files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in TS_LANGUAGES:
        qm = out / f"silver_desktop_{lang}.qm"
        args = [*_tool("lrelease"), "-silent", "-removeidentical", str(ts_path(lang, folder)), "-qm", str(qm)]
        subprocess.run(args, check=True, capture_output=True, cwd=ROOT)
        written.append(qm)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="re-extract strings into the .ts files")
    commands.add_parser("check", help="fail if a .ts file is stale or unfinished")
    release_parser = commands.add_parser("release", help="compile the .ts files into .qm files")
    release_parser.add_argument("--out", type=Path, required=True, help="folder for the .qm files")
    args = parser.parse_args(argv)
    if args.command == "update":
        print(lupdate())
    elif args.command == "check":
        problems = check()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    else:
        for qm in release(args.out):
            print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
