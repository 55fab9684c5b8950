"""The interface language at run time: Qt translators, layout direction, locale and digits.

:func:`apply_language` installs the compiled translations (``silver_desktop_<lang>.qm`` and Qt's own
``qtbase_<lang>.qm`` for standard buttons), sets the layout direction (right to left for Persian) and
the default :class:`QLocale`; Qt then sends every widget a ``LanguageChange`` event, and the widgets
that stay open retranslate themselves. :func:`current_language` is what the rest of the interface
reads.

The ``.qm`` files are build output, never committed. A bundle ships them under
``translations/qm/``; in a source checkout they are compiled from the ``.ts`` files on first use into
the user cache folder (:func:`~silver_desktop.paths.cache_dir`), and compiled again whenever a
``.ts`` file changes.
"""

from __future__ import annotations

import hashlib
import logging
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication

from ..i18n import LANGUAGES, RIGHT_TO_LEFT
from ..paths import cache_dir
from ..resources import translation

log = logging.getLogger(__name__)

#: Qt locales for the app's languages (Persian as used in Iran, for its digits and calendar names).
LOCALES = {"en": "en_US", "fa": "fa_IR", "ko": "ko_KR"}
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
#: U+200F RIGHT-TO-LEFT MARK: an invisible strong right-to-left character.
RLM = "\u200f"

_state: dict[str, object] = {"lang": "en", "translators": []}


def current_language() -> str:
    """The code of the interface's language ("en", "fa" or "ko")."""
    return str(_state["lang"])


def is_right_to_left(lang: str | None = None) -> bool:
    """Whether ``lang`` (default: the current language) is written right to left."""
    return (lang or current_language()) in RIGHT_TO_LEFT


def localized(text: str, lang: str | None = None) -> str:
    """Running text made ready to show in the language: Persian digits ۰–۹ for Persian, and in a
    right-to-left language a leading right-to-left mark, so that a sentence that starts with a
    Latin name or a number ("Bo looked at ...") still reads, and is punctuated, right to left."""
    lang = lang or current_language()
    if lang == "fa":
        text = text.translate(_PERSIAN_DIGITS)
    if lang in RIGHT_TO_LEFT and text and not text.startswith(RLM):
        text = RLM + text
    return text


def number(value: int | float | str, lang: str | None = None) -> str:
    """A number in the language's digits (``12`` becomes ``۱۲`` in Persian; ``"3.5"`` becomes ``۳.۵``)."""
    text = str(value)
    return text.translate(_PERSIAN_DIGITS) if (lang or current_language()) == "fa" else text


def ordinal(n: int, lang: str | None = None) -> str:
    """``n`` as an ordinal in the language: "1st", "2nd" ... in English. The first ten are words of
    their own for translators ("اول", "دوم" in Persian, where "۱م" would read as a word; "첫 번째" in
    Korean); later ones follow a pattern per English suffix ("{n}th"), in the language's digits."""
    small = (
        QCoreApplication.translate("Ordinal", "1st", "as in: the 1st card of your village"),
        QCoreApplication.translate("Ordinal", "2nd", "as in: the 2nd card of your village"),
        QCoreApplication.translate("Ordinal", "3rd", "as in: the 3rd card of your village"),
        QCoreApplication.translate("Ordinal", "4th", "as in: the 4th card of your village"),
        QCoreApplication.translate("Ordinal", "5th", "as in: the 5th card of your village"),
        QCoreApplication.translate("Ordinal", "6th", "as in: the 6th card of your village"),
        QCoreApplication.translate("Ordinal", "7th", "as in: the 7th card of your village"),
        QCoreApplication.translate("Ordinal", "8th", "as in: the 8th card of your village"),
        QCoreApplication.translate("Ordinal", "9th", "as in: the 9th card of your village"),
        QCoreApplication.translate("Ordinal", "10th", "as in: the 10th card of your village"),
    )
    if 1 <= n <= len(small):
        return number(small[n - 1], lang)
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        text = QCoreApplication.translate("Ordinal", "{n}th", "ordinal number: 11th, 25th, 104th")
    elif n % 10 == 1:
        text = QCoreApplication.translate("Ordinal", "{n}st", "ordinal number: 21st, 101st")
    elif n % 10 == 2:
        text = QCoreApplication.translate("Ordinal", "{n}nd", "ordinal number: 22nd, 102nd")
    else:
        text = QCoreApplication.translate("Ordinal", "{n}rd", "ordinal number: 23rd, 103rd")
    try:
        return number(text.format(n=n), lang)
    except (KeyError, IndexError, ValueError):  # a translation that mangled the placeholder
        return number(n, lang)


def fill(template: str, **values: Any) -> str:
    """``template.format(**values)``, tolerating a translation that mangled a placeholder (the
    template is then shown as it is, never a traceback)."""
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def _compile(ts: Path) -> Path | None:
    """A ``.qm`` compiled from ``ts`` into the cache (reused while ``ts`` is unchanged), or None."""
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cache = cache_dir() / "qm"
    qm = cache / f"{ts.stem}-{digest}.qm"
    if qm.exists():
        return qm
    cache.mkdir(parents=True, exist_ok=True)
    partial = qm.with_suffix(".part")
    command = "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.exit(lrelease())"
    try:
        subprocess.run(
            [sys.executable, "-c", command, "-silent", str(ts), "-qm", str(partial)],
            check=True,
            capture_output=True,
            timeout=60,
        )
        partial.replace(qm)
    except (OSError, subprocess.SubprocessError) as e:
        log.warning("cannot compile %s: %s", ts.name, e)
        return None
    return qm


def qm_file(lang: str) -> Path | None:
    """The compiled translation of the app for ``lang``: the bundle's, else one compiled from source."""
    shipped = translation("qm", f"silver_desktop_{lang}.qm")
    if shipped.exists():
        return shipped
    ts = translation(f"silver_desktop_{lang}.ts")
    return _compile(ts) if ts.exists() else None


def apply_language(lang: str) -> bool:
    """Make ``lang`` the interface language; returns whether its translation loaded.

    English loads only its plural forms. Needs a QCoreApplication. Safe to call again with
    another language: the previous translators are removed first.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("apply_language needs a QCoreApplication")
    translators = _state["translators"]
    assert isinstance(translators, list)
    if translators and _state["lang"] == lang:
        return True  # already in place: no needless LanguageChange for every widget
    for old in translators:
        QCoreApplication.removeTranslator(old)
    translators.clear()
    ok = True
    qm = qm_file(lang)
    mine = QTranslator(app)
    if qm is not None and mine.load(str(qm)):
        translators.append(mine)
    else:
        log.warning("no interface translation for %s", lang)
        ok = False
    qt_own = QTranslator(app)
    if lang != "en" and qt_own.load(
        f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        translators.append(qt_own)
    _state["lang"] = lang
    QLocale.setDefault(QLocale(LOCALES[lang]))
    for t in translators:
        QCoreApplication.installTranslator(t)
    if isinstance(app, QGuiApplication):
        rtl = lang in RIGHT_TO_LEFT
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    return ok


__all__ = [
    "LOCALES",
    "apply_language",
    "current_language",
    "is_right_to_left",
    "localized",
    "number",
    "qm_file",
]
