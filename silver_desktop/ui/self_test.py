"""Checks behind ``silver-desktop --self-test``: is everything the app needs inside this installation?
Fonts, translations, rule texts, card pictures, the sound effects and the audio library, and a TLS
backend for joining a ``wss://`` game server.

The command-line flag then plays one all-bot game in the real window (offscreen), so a frozen bundle
or an installed package can be tested the same way on every platform.
"""

from __future__ import annotations

from PySide6.QtNetwork import QSslSocket
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import ALL_CARDS
from ..i18n import LANGUAGES, card_name
from ..resources import asset
from ..rules_text import rule_files
from .fonts import load_fonts
from .language import apply_language
from .sound.output import check_sound


def check_installation() -> list[str]:
    """Everything missing or broken, in words (empty when all is well). Needs a QApplication."""
    problems = []
    try:
        families = load_fonts()
    except RuntimeError as e:
        return [str(e)]
    for wanted in ("Vazirmatn", "NanumGothic"):
        if not any(f.replace(" ", "").startswith(wanted) for f in families):
            problems.append(f"the bundled font {wanted} did not load (found {families})")
    for lang in LANGUAGES:
        if not apply_language(lang):
            problems.append(f"the interface translation for {lang} is missing")
        if not rule_files(lang):
            problems.append(f"the rule texts for {lang} are missing")
        missing = [c for c in ALL_CARDS if not card_name(c, lang)]
        if missing:
            problems.append(f"card names missing in {lang}: {missing}")
    apply_language("en")
    for picture in [*(f"{card_id}.svg" for card_id in ALL_CARDS), "back.svg"]:
        if not QSvgRenderer(str(asset("cards", picture))).isValid():
            problems.append(f"the picture cards/{picture} is missing or broken")
    problems += check_sound()
    if not QSslSocket.supportsSsl():
        backends = QSslSocket.availableBackends()
        problems.append(f"no TLS backend: wss:// servers cannot be joined (Qt has {backends})")
    return problems


def tls_library() -> str:
    """The TLS backend Qt uses and its library's version, for the self-test's last line."""
    return f"{QSslSocket.activeBackend()}, {QSslSocket.sslLibraryVersionString() or 'no library'}"


__all__ = ["check_installation", "tls_library"]
