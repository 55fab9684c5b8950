"""The player's preferences (pure Python, no Qt), kept in ``settings.json`` in the config folder.

:class:`Settings` holds every preference with its default; constructing one with a value out of range
raises :class:`ValueError`, so a :class:`Settings` is always valid. :func:`load_settings` never raises:
a missing file gives the defaults, and a file that cannot be used gives the defaults too, with a short
English notice for the player. Each bad field falls back to its default on its own, so one hand-edited
mistake does not lose the other preferences; keys this version does not know are ignored, so a file
written by a newer version still loads.

The file is a JSON object: ``{"version": 1, "language": "en", "animation_speed": "normal", ...}``.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from .engine.files import FileTooLarge, read_limited, write_json_atomic
from .engine.history import UndoPolicy
from .i18n import LANGUAGES
from .net.links import DEFAULT_PORT
from .paths import config_dir

log = logging.getLogger(__name__)

#: The settings file's name inside :func:`silver_desktop.paths.config_dir`.
FILE_NAME = "settings.json"
#: The format version written to the file.
VERSION = 1
#: A larger file is not read at all (a real one is a few hundred bytes).
MAX_BYTES = 64 * 1024

#: The choices of each text setting, in the order a dialog lists them.
LANGUAGE_CODES: tuple[str, ...] = tuple(LANGUAGES)
#: The animation speeds (the keys of :data:`silver_desktop.ui.table.scene.SPEEDS`).
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
CARD_SIZES: tuple[str, ...] = ("small", "medium", "large")
THEMES: tuple[str, ...] = ("system", "light", "dark", "high-contrast")
UNDO_POLICIES: tuple[str, ...] = tuple(policy.value for policy in UndoPolicy)

_CHOICE_FIELDS: dict[str, tuple[str, ...]] = {
    "language": LANGUAGE_CODES,
    "animation_speed": ANIMATION_SPEEDS,
    "card_size": CARD_SIZES,
    "theme": THEMES,
    "undo_policy": UNDO_POLICIES,
}
_BOOL_FIELDS = ("memory_aid", "confirm_call", "tutorial", "hold_looks", "muted")
#: The sound's volume: a whole number in this range.
VOLUME_RANGE = (0, 100)
#: The longest shown part of a bad value in a notice.
_MAX_SHOWN = 40
#: The longest name for network games (the protocol's limit).
MAX_NET_NAME = 32
#: Seconds a friend may be away before a bot plays for them in a hosted game (the server's ``--away``).
NET_AWAY_RANGE = (10, 600)
#: The port a hosted game's server listens on (a free one when it is taken): no system port.
NET_PORT_RANGE = (1024, 65535)
# Characters a name for network games may not hold: controls and bidirectional overrides (the
# protocol refuses them).
_NAME_REFUSED = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _choice(choices: tuple[str, ...]) -> Any:
    """An attrs validator: the value is a string among ``choices``."""

    def check(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
        if not isinstance(value, str) or value not in choices:
            raise ValueError(_expected_choice(attribute.name, choices, value))

    return check


def _volume(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    """An attrs validator: the value is a whole number in :data:`VOLUME_RANGE` (not a bool)."""
    if not _is_in(value, VOLUME_RANGE):
        raise ValueError(_expected_number(attribute.name, VOLUME_RANGE, value))


def _is_in(value: object, bounds: tuple[int, int]) -> bool:
    """Whether ``value`` is a whole number (not a bool) within ``bounds``."""
    low, high = bounds
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _net_name(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
    """An attrs validator: a name for network games (empty: not chosen yet)."""
    if not is_net_name(value, allow_empty=True):
        raise ValueError(_expected_name(attribute.name, value))


def is_net_name(value: object, allow_empty: bool = False) -> bool:
    """Whether ``value`` can be a person's name in network games: 1 to :data:`MAX_NET_NAME` characters,
    not only spaces, no control or bidirectional-override characters."""
    if not isinstance(value, str) or len(value) > MAX_NET_NAME or _NAME_REFUSED.search(value):
        return False
    return (allow_empty and value == "") or bool(value.strip())


def _whole(bounds: tuple[int, int]) -> Any:
    """An attrs validator: a whole number (not a bool) within ``bounds``."""

    def check(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
        if not _is_in(value, bounds):
            raise ValueError(_expected_number(attribute.name, bounds, value))

    return check


def _flag(instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    """An attrs validator: the value is a real bool (not 0 or 1)."""
    if not isinstance(value, bool):
        raise ValueError(_expected_bool(attribute.name, value))


@attrs.frozen
class Settings:
    """Every preference of the app, with its default.

    ``language`` is a code of :data:`~silver_desktop.i18n.LANGUAGES`; ``animation_speed`` one of
    :data:`ANIMATION_SPEEDS`; ``memory_aid`` shows the values of facedown cards the player has seen
    (off in the physical game); ``confirm_call`` asks before calling for a vote; ``card_size`` one of
    :data:`CARD_SIZES`; ``theme`` one of :data:`THEMES`; ``undo_policy`` the policy new games start
    with, one of :data:`UNDO_POLICIES`; ``tutorial`` shows the first-turn tutorial (until dismissed
    for good); ``hold_looks`` keeps a card the player secretly looks at face up until they continue
    (off: for a moment only); ``net_name`` the person's name in network games (empty until they
    choose one); ``net_away`` the seconds a friend may be away from a hosted game before a bot plays for
    them; ``net_port`` the port a hosted game's server listens on (a free one if it is taken).
    """

    language: str = attrs.field(default="en", validator=_choice(LANGUAGE_CODES))
    animation_speed: str = attrs.field(default="normal", validator=_choice(ANIMATION_SPEEDS))
    memory_aid: bool = attrs.field(default=False, validator=_flag)
    confirm_call: bool = attrs.field(default=True, validator=_flag)
    card_size: str = attrs.field(default="medium", validator=_choice(CARD_SIZES))
    theme: str = attrs.field(default="system", validator=_choice(THEMES))
    undo_policy: str = attrs.field(default="strict", validator=_choice(UNDO_POLICIES))
    tutorial: bool = attrs.field(default=True, validator=_flag)
    hold_looks: bool = attrs.field(default=True, validator=_flag)
    volume: int = attrs.field(default=70, validator=_volume)
    muted: bool = attrs.field(default=False, validator=_flag)
    net_name: str = attrs.field(default="", validator=_net_name)
    net_away: int = attrs.field(default=60, validator=_whole(NET_AWAY_RANGE))
    net_port: int = attrs.field(default=DEFAULT_PORT, validator=_whole(NET_PORT_RANGE))

    @property
    def policy(self) -> UndoPolicy:
        """:attr:`undo_policy` as the engine's enum."""
        return UndoPolicy(self.undo_policy)

    def to_json(self) -> dict[str, Any]:
        """The settings as the JSON object the file holds (with its ``version``)."""
        return {"version": VERSION, **attrs.asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a parsed JSON value, and the problems found (empty if there were none).

        Never raises. A missing key takes its default quietly; a key with a bad value takes its default
        and adds a problem naming it; unknown keys are ignored.
        """
        if not isinstance(data, Mapping):
            return cls(), [f"expected a JSON object, got {_kind(data)}"]
        problems: list[str] = []
        version = data.get("version", VERSION)
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            problems.append(f"version: expected a whole number from 1, got {_shown(version)}")
        values: dict[str, Any] = {}
        for name, choices in _CHOICE_FIELDS.items():
            if name in data:
                value = data[name]
                if isinstance(value, str) and value in choices:
                    values[name] = value
                else:
                    problems.append(_expected_choice(name, choices, value))
        for name in _BOOL_FIELDS:
            if name in data:
                value = data[name]
                if isinstance(value, bool):
                    values[name] = value
                else:
                    problems.append(_expected_bool(name, value))
        numbers = (("volume", VOLUME_RANGE), ("net_away", NET_AWAY_RANGE), ("net_port", NET_PORT_RANGE))
        for name, bounds in numbers:
            if name in data:
                if _is_in(data[name], bounds):
                    values[name] = data[name]
                else:
                    problems.append(_expected_number(name, bounds, data[name]))
        if "net_name" in data:
            if is_net_name(data["net_name"], allow_empty=True):
                values["net_name"] = data["net_name"]
            else:
                problems.append(_expected_name("net_name", data["net_name"]))
        return cls(**values), problems


def _kind(value: object) -> str:
    """The JSON name of a value's type, for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object" if isinstance(value, Mapping) else type(value).__name__


def _shown(value: object) -> str:
    """A bad value as it appears in a notice: JSON-like, cut short if long."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 1] + "…"


def _expected_choice(name: str, choices: tuple[str, ...], value: object) -> str:
    return f"{name}: expected one of {', '.join(choices)}, got {_shown(value)}"


def _expected_bool(name: str, value: object) -> str:
    return f"{name}: expected true or false, got {_shown(value)}"


def _expected_number(name: str, bounds: tuple[int, int], value: object) -> str:
    low, high = bounds
    return f"{name}: expected a whole number from {low} to {high}, got {_shown(value)}"


def _expected_name(name: str, value: object) -> str:
    return f"{name}: expected a name of at most {MAX_NET_NAME} characters, got {_shown(value)}"


def settings_path() -> Path:
    """Where the settings are kept (the config folder is created if missing)."""
    return config_dir() / FILE_NAME


def _notice(path: Path | str, problems: list[str], whole_file: bool) -> str:
    """The notice for the player: which file, what is wrong, and that defaults are used."""
    fallback = "The default settings are used." if whole_file else "Defaults are used for those settings."
    return f"The settings file {path} is invalid ({'; '.join(problems)}). {fallback}"


def _read_text(path: Path) -> str:
    """The file's text; raises :class:`OSError`, or :class:`ValueError` naming the problem."""
    try:
        raw = read_limited(path, MAX_BYTES)  # a regular file only: never blocks on a pipe or a device
    except FileTooLarge:
        raise ValueError(f"larger than {MAX_BYTES // 1024} KB") from None
    try:
        return raw.decode("utf-8-sig")  # a byte order mark from a Windows editor is fine
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text at byte {e.start}") from None


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and a notice for the player (None if all is well). Never raises.

    A missing file gives the defaults without a notice. A file that cannot be read, is larger than
    :data:`MAX_BYTES`, is not UTF-8, is not JSON or is not a JSON object gives the defaults; a bad field
    takes its default while the good ones are kept. In those cases the notice says what was wrong
    (naming the field) and that defaults are used.
    """
    path: Path | str = FILE_NAME
    try:
        path = settings_path()
        data = json.loads(_read_text(path))
    except FileNotFoundError:
        return Settings(), None
    except OSError as e:
        problem = e.strerror or type(e).__name__
        notice = f"The settings file {path} cannot be read ({problem}). The default settings are used."
        log.warning("%s", notice)
        return Settings(), notice
    except json.JSONDecodeError as e:
        notice = _notice(path, [f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}"], True)
        log.warning("%s", notice)
        return Settings(), notice
    except (ValueError, RecursionError) as e:  # too large, not UTF-8, nested too deeply for the parser
        notice = _notice(path, [str(e) if isinstance(e, ValueError) else "nested too deeply"], True)
        log.warning("%s", notice)
        return Settings(), notice
    except Exception as e:  # not expected; the app must start whatever the file holds
        notice = _notice(path, [f"{type(e).__name__}: {e}"], True)
        log.warning("%s", notice)
        return Settings(), notice
    settings, problems = Settings.from_json(data)
    if not problems:
        return settings, None
    notice = _notice(path, problems, not isinstance(data, Mapping))
    log.warning("%s", notice)
    return settings, notice


def save_settings(settings: Settings) -> None:
    """Write ``settings`` to :func:`settings_path` atomically (raises :class:`OSError` on failure)."""
    write_json_atomic(settings_path(), settings.to_json())


__all__ = [
    "ANIMATION_SPEEDS",
    "CARD_SIZES",
    "FILE_NAME",
    "LANGUAGE_CODES",
    "MAX_BYTES",
    "MAX_NET_NAME",
    "NET_AWAY_RANGE",
    "NET_PORT_RANGE",
    "THEMES",
    "UNDO_POLICIES",
    "VERSION",
    "VOLUME_RANGE",
    "Settings",
    "is_net_name",
    "load_settings",
    "save_settings",
    "settings_path",
]
