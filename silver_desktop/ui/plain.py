"""Text from people and files shown as text: plain labels, message boxes, tooltips, button texts.

Qt guesses whether a string is rich text (``Qt.mightBeRichText``) in a :class:`QLabel`, a
:class:`QMessageBox` and a tooltip, and reads ``&`` in a button or menu entry as a shortcut mark. A
player's name such as ``<img src=/dev/zero>``, a file name or an error message quoting a file would
then be interpreted: pictures loaded, words made bold or links, characters dropped. Everything that
can hold such text goes through this module instead:

* :func:`label` makes a :class:`QLabel` that always shows plain text;
* :func:`warning`, :func:`information` and :func:`question` replace the static ``QMessageBox``
  functions (which guess), and :func:`message_box` builds a plain-text box with buttons of one's own;
* :func:`tooltip` gives the text to set as a tooltip so that it reads literally;
* :func:`button_text` keeps every ``&`` of a name in a button or menu entry;
* :func:`wrap` word-wraps a label so that right-to-left lines are not cut off;
* :func:`fill` fills Qt-style ``%1``, ``%2`` placeholders in one pass, so that a name holding ``%2``
  stays as it is.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

StandardButton = QMessageBox.StandardButton

_PLACEHOLDER = re.compile(r"%(\d)")


def label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` exactly as it is, never as rich text."""
    widget = QLabel(parent)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    widget.setText(text)
    return widget


def wrap(widget: QLabel) -> QLabel:
    """Make ``widget`` wrap its words, with room on each side for one space.

    Qt lays out a wrapped line without the space at its end, then, in right-to-left text, places
    the line as if that space were part of it: a line that just fits is drawn one space too far
    left, and its last letters are cut off at the label's edge. The margin gives them room.
    """
    widget.setWordWrap(True)
    _make_room(widget)
    return widget


def _make_room(widget: QLabel) -> None:
    """Room for one space on each side of ``widget`` (see :func:`wrap`)."""
    room = widget.fontMetrics().horizontalAdvance(" ") + 1
    widget.setContentsMargins(room, 0, room, 0)


def wrapped_tooltip(text: str) -> str:
    """Like :func:`tooltip`, for a text that may be long: always a rich-text paragraph (escaped, its
    line breaks kept), which Qt wraps at a readable width where a plain one would run on in one line."""
    return f'<p style="white-space:pre-wrap">{html.escape(text)}</p>'


def tooltip(text: str) -> str:
    """What to pass to ``setToolTip`` (or return as a tooltip role) so that ``text`` reads literally.

    Text that Qt would show as plain text stays as it is; text that Qt would take for rich text is
    escaped inside an explicit rich-text paragraph that keeps its spaces and line breaks.
    """
    if not GuiQt.mightBeRichText(text):
        return text
    return f'<p style="white-space:pre-wrap">{html.escape(text)}</p>'


def isolate(name: str) -> str:
    """A name as it joins a sentence: wrapped in a first-strong isolate (U+2068 ... U+2069) when it
    holds anything but letters, digits and spaces, so that its own brackets and punctuation, or its
    right-to-left letters in an English sentence, do not reorder the words around it (and the
    sentence's do not reorder it). Plain names are left as they are."""
    if all(ch.isalnum() or ch == " " for ch in name) and not any(_is_rtl(ch) for ch in name):
        return name
    return f"\u2068{name}\u2069"


def embedded(text: str) -> str:
    """``text`` with its isolates (U+2066-U+2069) turned into embeddings (U+202A/U+202B ... U+202C),
    for item views: Qt's views cannot wrap a line that holds an isolate (they cut it with "…"),
    while an embedding of one name or path reads the same."""
    if not any("\u2066" <= ch <= "\u2069" for ch in text):
        return text
    out: list[str] = []
    for k, ch in enumerate(text):
        if ch == "\u2066":
            out.append("\u202a")
        elif ch == "\u2067":
            out.append("\u202b")
        elif ch == "\u2068":  # first strong: the direction of the isolated text's first letter
            rtl = next((_is_rtl(c) for c in text[k + 1 :] if c.isalpha() or c == "\u2069"), False)
            out.append("\u202b" if rtl else "\u202a")
        elif ch == "\u2069":
            out.append("\u202c")
        else:
            out.append(ch)
    return "".join(out)


def _is_rtl(ch: str) -> bool:
    """Whether ``ch`` is a right-to-left letter (Hebrew, Arabic, Persian...)."""
    return "\u0590" <= ch <= "\u08ff" or "\ufb1d" <= ch <= "\ufefc"


def ltr(text: object) -> str:
    """``text`` (a path, a technical error, anything in Latin script) isolated as left-to-right, so
    that inside a Persian sentence its slashes and punctuation stay where they belong."""
    return f"\u2066{text}\u2069"


def button_text(text: str) -> str:
    """``text`` for a button or menu entry: every ``&`` is shown, none becomes a shortcut mark."""
    return text.replace("&", "&&")


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``... replaced by ``values`` in one pass (as ``QString.arg``
    does), so that a value which itself holds ``%2`` is not replaced again."""

    def value(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return values[k - 1] if 1 <= k <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


def message_box(
    parent: QWidget | None,
    title: str,
    text: str,
    icon: QMessageBox.Icon = QMessageBox.Icon.NoIcon,
    buttons: StandardButton = StandardButton.NoButton,
    details: str = "",
) -> QMessageBox:
    """A message box (not shown yet) whose text is plain text; ``details`` (technical text, often in
    English) hides behind its Details button (Qt's own words, translated by ``qtbase_<lang>.qm``)."""
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    for child in box.findChildren(QLabel):  # Qt decides when the box shows whether they wrap
        if child.objectName() in ("qt_msgbox_label", "qt_msgbox_informativelabel"):
            _make_room(child)
    if details:
        box.setDetailedText(details)  # always plain text
    return box


def _ask(box: QMessageBox, default: StandardButton = StandardButton.NoButton) -> StandardButton:
    if default != StandardButton.NoButton:
        box.setDefaultButton(default)
    return StandardButton(box.exec())


def warning(parent: QWidget | None, title: str, text: str, details: str = "") -> StandardButton:
    """Show a warning with an OK button and wait for it (``QMessageBox.warning`` as plain text);
    ``details``: the technical text behind its Details button (none if empty)."""
    return _ask(message_box(parent, title, text, QMessageBox.Icon.Warning, StandardButton.Ok, details))


def information(parent: QWidget | None, title: str, text: str) -> StandardButton:
    """Show a message with an OK button and wait for it (``QMessageBox.information`` as plain text)."""
    return _ask(message_box(parent, title, text, QMessageBox.Icon.Information, StandardButton.Ok))


def question(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: StandardButton = StandardButton.Yes | StandardButton.No,
    default: StandardButton = StandardButton.NoButton,
) -> StandardButton:
    """Ask and return the button pressed (``QMessageBox.question`` as plain text)."""
    return _ask(message_box(parent, title, text, QMessageBox.Icon.Question, buttons), default)


__all__ = [
    "button_text",
    "fill",
    "information",
    "label",
    "message_box",
    "question",
    "tooltip",
    "warning",
    "wrap",
]
