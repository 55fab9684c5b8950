"""The settings file: defaults, round trip, and every kind of bad file falling back to defaults."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import attrs
import pytest

from silver_desktop import settings as settings_module
from silver_desktop.engine.history import UndoPolicy
from silver_desktop.i18n import LANGUAGES
from silver_desktop.settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    MAX_BYTES,
    THEMES,
    UNDO_POLICIES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)

DEFAULTS = Settings()
CUSTOM = Settings(
    language="fa",
    animation_speed="slow",
    memory_aid=True,
    confirm_call=False,
    card_size="large",
    theme="dark",
    undo_policy="practice",
    volume=35,
    muted=True,
    net_name="Sara",
    net_away=120,
    net_port=27015,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its user files in its own folder."""
    monkeypatch.setenv("SILVER_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def write(data: Any) -> Path:
    """Write ``data`` as the settings file: bytes as they are, text as UTF-8, anything else as JSON."""
    path = settings_path()
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def assert_notice(notice: str | None, *words: str) -> str:
    """The notice exists, says the file is invalid and defaults are used, and names ``words``."""
    assert notice is not None
    assert "settings file" in notice and "invalid" in notice
    assert "default" in notice.lower()
    for word in words:
        assert word in notice, (word, notice)
    return notice


# ------------------------------------------------------------------------------------ the class


def test_defaults() -> None:
    assert attrs.asdict(DEFAULTS) == {
        "language": "en",
        "animation_speed": "normal",
        "memory_aid": False,
        "confirm_call": True,
        "card_size": "medium",
        "theme": "system",
        "undo_policy": "strict",
        "tutorial": True,
        "hold_looks": True,
        "volume": 70,
        "muted": False,
        "net_name": "",
        "net_away": 60,
        "net_port": 8765,
    }
    assert DEFAULTS.policy is UndoPolicy.STRICT
    assert CUSTOM.policy is UndoPolicy.PRACTICE


def test_choices_match_the_app() -> None:
    assert set(LANGUAGES) == {"en", "fa", "ko"}
    assert ANIMATION_SPEEDS == ("off", "fast", "normal", "slow")
    assert CARD_SIZES == ("small", "medium", "large")
    assert THEMES == ("system", "light", "dark", "high-contrast")
    assert UNDO_POLICIES == ("strict", "practice")


def test_settings_are_frozen() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        DEFAULTS.language = "fa"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("language", "de"),
        ("language", "EN"),
        ("animation_speed", "warp"),
        ("memory_aid", 1),
        ("memory_aid", "true"),
        ("confirm_call", None),
        ("card_size", "huge"),
        ("theme", 3),
        ("undo_policy", "lenient"),
        ("volume", 101),
        ("volume", -1),
        ("volume", 50.0),
        ("volume", True),
        ("muted", "no"),
        ("net_name", "   "),
        ("net_name", "x" * 33),
        ("net_name", "Sara\u202e"),
        ("net_name", "Sa\nra"),
        ("net_name", None),
        ("net_away", 9),
        ("net_away", 601),
        ("net_away", True),
        ("net_port", 1023),
        ("net_port", 65536),
        ("net_port", 0),
        ("net_port", 8765.0),
    ],
)
def test_constructing_invalid_settings_raises(field: str, value: object) -> None:
    changes: dict[str, Any] = {field: value}
    with pytest.raises(ValueError, match=field):
        Settings(**changes)
    with pytest.raises(ValueError, match=field):
        attrs.evolve(DEFAULTS, **changes)


# ------------------------------------------------------------------------------- load and save


def test_path_follows_the_home_variable(home: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    assert settings_path() == home / "config" / "settings.json"
    assert settings_path().parent.is_dir()
    other = tmp_path_factory.mktemp("other")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SILVER_DESKTOP_HOME", str(other))
        assert settings_path() == other / "config" / "settings.json"
        save_settings(CUSTOM)
    assert (other / "config" / "settings.json").is_file()
    assert load_settings() == (DEFAULTS, None)  # back in this test's own folder, where nothing is saved


def test_missing_file_gives_defaults_without_notice() -> None:
    assert not settings_path().exists()
    assert load_settings() == (DEFAULTS, None)


@pytest.mark.parametrize("value", [DEFAULTS, CUSTOM, Settings(language="ko", animation_speed="off")])
def test_round_trip(value: Settings) -> None:
    save_settings(value)
    assert load_settings() == (value, None)


def test_every_value_round_trips() -> None:
    for language in LANGUAGES:
        for speed in ANIMATION_SPEEDS:
            value = Settings(language=language, animation_speed=speed)
            save_settings(value)
            assert load_settings() == (value, None)
    for size in CARD_SIZES:
        for theme in THEMES:
            for policy in UNDO_POLICIES:
                for flag in (False, True):
                    value = Settings(
                        card_size=size,
                        theme=theme,
                        undo_policy=policy,
                        memory_aid=flag,
                        confirm_call=not flag,
                    )
                    save_settings(value)
                    assert load_settings() == (value, None)


def test_file_format() -> None:
    save_settings(CUSTOM)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data == {"version": 1, **attrs.asdict(CUSTOM)}


def test_save_is_atomic_and_leaves_no_temporary_files(home: Path) -> None:
    save_settings(DEFAULTS)
    save_settings(CUSTOM)
    assert sorted(p.name for p in (home / "config").iterdir()) == ["settings.json"]
    assert load_settings() == (CUSTOM, None)


def test_failed_save_keeps_the_old_file_and_leaves_no_temporary_files(home: Path) -> None:
    save_settings(CUSTOM)

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    # A context of its own: undoing the fixture's monkeypatch would unset SILVER_DESKTOP_HOME too.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(os, "replace", broken_replace)
        with pytest.raises(OSError, match="disk full"):
            save_settings(DEFAULTS)
    assert sorted(p.name for p in (home / "config").iterdir()) == ["settings.json"]
    assert load_settings() == (CUSTOM, None)


def test_missing_keys_take_defaults_quietly() -> None:
    write({"version": 1, "theme": "light"})
    assert load_settings() == (Settings(theme="light"), None)
    write({})
    assert load_settings() == (DEFAULTS, None)


def test_unknown_keys_are_ignored() -> None:
    write({"version": 1, **attrs.asdict(CUSTOM), "table_colour": "green", "future": {"a": [1, 2]}})
    assert load_settings() == (CUSTOM, None)


def test_a_newer_version_is_read_field_by_field() -> None:
    write({"version": 7, "language": "ko", "new_setting": True})
    assert load_settings() == (Settings(language="ko"), None)


def test_byte_order_mark_is_accepted() -> None:
    write(b"\xef\xbb\xbf" + json.dumps({"language": "fa"}).encode())
    assert load_settings() == (Settings(language="fa"), None)


# --------------------------------------------------------------------------------- bad files


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{", ["not valid JSON", "line 1"]),
        ("", ["not valid JSON"]),
        ("{'language': 'fa'}", ["not valid JSON"]),
        ('{"language": "fa",}', ["not valid JSON"]),
        ("[1, 2, 3]", ["expected a JSON object", "array"]),
        ('"en"', ["expected a JSON object", "string"]),
        ("null", ["expected a JSON object", "null"]),
        ("42", ["expected a JSON object", "number"]),
        ("[" * 100_000, ["larger than 64 KB"]),  # too large as well as nested too deeply
        ("[" * 60_000, ["nested too deeply"]),
        (b"\xff\xfe{\x00}\x00", ["not UTF-8"]),
        (b'{"language": "\xe9"}', ["not UTF-8"]),
        (b"\x00\x01\x02binary", ["not valid JSON"]),
    ],
)
def test_bad_file_gives_defaults_and_a_notice(content: str | bytes, words: list[str]) -> None:
    path = write(content)
    value, notice = load_settings()
    assert value == DEFAULTS
    assert_notice(notice, str(path), *words)


def test_too_large_file(monkeypatch: pytest.MonkeyPatch) -> None:
    valid = json.dumps({"language": "fa", "padding": "x" * MAX_BYTES})
    write(valid)
    value, notice = load_settings()
    assert value == DEFAULTS  # not even the valid language is taken from a file too large to read
    assert_notice(notice, "larger than 64 KB")
    # Just under the limit is fine.
    write(json.dumps({"language": "fa", "padding": ""}).ljust(MAX_BYTES))
    assert load_settings() == (Settings(language="fa"), None)


def test_unreadable_file_gives_defaults_and_a_notice(home: Path) -> None:
    settings_path().mkdir()  # a folder where the file should be: reading fails with an OSError
    value, notice = load_settings()
    assert value == DEFAULTS
    assert notice is not None and "cannot be read" in notice and "default" in notice


def test_unreadable_config_folder_gives_defaults_and_a_notice(home: Path) -> None:
    (home / "config").write_text("a file where the config folder should be")
    value, notice = load_settings()
    assert value == DEFAULTS
    assert notice is not None and "default" in notice


def test_unexpected_error_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    write({"language": "fa"})

    def broken(text: str) -> object:
        raise MemoryError("out of memory")

    monkeypatch.setattr(settings_module.json, "loads", broken)
    value, notice = load_settings()
    assert value == DEFAULTS
    assert_notice(notice, "MemoryError")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("language", "de"),
        ("language", "English"),
        ("language", ["en"]),
        ("animation_speed", "warp"),
        ("animation_speed", 1.0),
        ("memory_aid", "yes"),
        ("memory_aid", 1),
        ("memory_aid", None),
        ("confirm_call", 0),
        ("confirm_call", "false"),
        ("card_size", "huge"),
        ("card_size", {"w": 100}),
        ("theme", "Dark"),
        ("theme", None),
        ("undo_policy", "lenient"),
        ("undo_policy", True),
        ("net_name", "\u2066Sara"),
        ("net_name", 7),
        ("net_away", "60"),
        ("net_away", 5),
        ("net_port", "8765"),
        ("net_port", 80),
        ("net_port", 70000),
    ],
)
def test_one_bad_field_takes_its_default_and_keeps_the_others(field: str, value: object) -> None:
    data = {"version": 1, **attrs.asdict(CUSTOM), field: value}
    write(data)
    loaded, notice = load_settings()
    assert loaded == attrs.evolve(CUSTOM, **{field: getattr(DEFAULTS, field)})
    assert_notice(notice, field, "expected")


def test_several_bad_fields_are_all_named() -> None:
    write({"language": "de", "memory_aid": "yes", "theme": "dark", "card_size": 2, "confirm_call": False})
    loaded, notice = load_settings()
    assert loaded == Settings(theme="dark", confirm_call=False)
    text = assert_notice(notice, "language", "memory_aid", "card_size", '"de"', '"yes"')
    assert "theme" not in text and "confirm_call" not in text


@pytest.mark.parametrize("version", ["1", 0, -1, 1.5, None, True])
def test_bad_version_is_named_but_fields_are_kept(version: object) -> None:
    write({"version": version, "language": "ko"})
    loaded, notice = load_settings()
    assert loaded == Settings(language="ko")
    assert_notice(notice, "version")


def test_long_bad_value_is_cut_short_in_the_notice() -> None:
    write({"language": "x" * 10_000})
    loaded, notice = load_settings()
    assert loaded == DEFAULTS
    text = assert_notice(notice, "language")
    assert len(text) < 400


def test_loading_never_changes_the_file() -> None:
    path = write('{"language": "de", "extra": 1}')
    load_settings()
    assert path.read_text(encoding="utf-8") == '{"language": "de", "extra": 1}'


def test_from_json_without_a_file() -> None:
    assert Settings.from_json(CUSTOM.to_json()) == (CUSTOM, [])
    value, problems = Settings.from_json({"theme": "neon"})
    assert value == DEFAULTS and len(problems) == 1 and problems[0].startswith("theme:")


def test_a_file_from_before_the_sound_settings_loads_with_their_defaults() -> None:
    settings_path().write_text(
        json.dumps({"version": 1, "language": "ko", "theme": "dark"}), encoding="utf-8"
    )
    settings, notice = load_settings()
    assert notice is None
    assert (settings.language, settings.volume, settings.muted) == ("ko", 70, False)


@pytest.mark.parametrize("volume", [150, -5, 12.5, "loud", None, False])
def test_a_bad_volume_in_the_file_takes_its_default_and_is_named(volume: object) -> None:
    settings_path().write_text(json.dumps({"volume": volume, "muted": True}), encoding="utf-8")
    settings, notice = load_settings()
    assert notice is not None and "volume" in notice
    assert (settings.volume, settings.muted) == (70, True)
