"""Fast checks of the packaging files (issue 9): no bundle is built, nothing is downloaded.

The slow checks are scripts: packaging/linux/build.sh and test-install.sh build, install and start the real
.deb; packaging/windows/check-nsis.sh compiles the installer script; packaging/lint.sh lints the workflow.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import PySide6
import pytest

import silver_desktop
from silver_desktop.i18n import LANGUAGES
from silver_desktop.ui.game_file import EXTENSION

from .scripts import load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.silverdesktop.SilverDesktop"


def _pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def _version_module() -> ModuleType:
    return load("version.py")


def _spec_assignment(name: str) -> Any:
    """The literal value assigned to ``name`` at the top level of the PyInstaller spec."""
    tree = ast.parse((PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in the spec")


def test_build_scripts_and_the_app_agree_on_the_version() -> None:
    version = _pyproject()["project"]["version"]
    assert _version_module().version() == version
    assert silver_desktop.__version__ == version, "reinstall the app (pip install -e .) after a version bump"
    assert version not in (ROOT / "silver_desktop" / "__init__.py").read_text(encoding="utf-8")  # one home


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0.1.0", "0.1.0.0"), ("1.2", "1.2.0.0"), ("2.0.1rc1", "2.0.1.0"), ("1.2.3.4.5", "1.2.3.4")],
)
def test_windows_version_has_four_numbers(text: str, expected: str) -> None:
    assert _version_module().windows_version(text) == expected


def test_the_bundle_keeps_every_qt_module_the_app_imports() -> None:
    used = set()
    for path in (ROOT / "silver_desktop").rglob("*.py"):
        used |= set(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    excluded = set(_spec_assignment("QT_UNUSED"))
    assert used, "found no Qt import at all"
    assert not used & excluded, f"the spec leaves out Qt modules the app imports: {sorted(used & excluded)}"


def test_the_bundle_keeps_a_tls_backend_for_every_platform() -> None:
    """wss:// servers need one of Qt's TLS backends (ui/net_connection.py's QSslSocket): OpenSSL on Linux,
    Schannel on Windows, Secure Transport on macOS (whichever the wheel ships); the certificate-only
    backend makes no TLS connection. The name kept is the installed wheel's plugin file, as spelled."""
    kept = set(_spec_assignment("QT_PLUGINS")["tls"])
    assert kept == {"qopensslbackend", "qschannelbackend", "qsecuretransportbackend"}
    shipped = Path(PySide6.__file__).parent / "Qt" / "plugins" / "tls"
    if sys.platform.startswith("linux"):
        assert (shipped / "libqopensslbackend.so").is_file()


def test_the_bundle_layout_matches_what_the_app_looks_for() -> None:
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    # silver_desktop.resources: assets/ and translations/ at the data root; ui.language: translations/qm/.
    for destination in ('"assets"', '"translations/cards"', '"translations/qm"', "translations/rules/"):
        assert destination in spec
    assert 'copy_metadata("silver-desktop")' in spec  # so that __version__ comes from the metadata
    assert set(_spec_assignment("QT_PLUGINS")["platforms"]) >= {"qxcb", "qoffscreen", "qwindows", "qcocoa"}


def test_the_bundle_carries_the_audio_library_and_the_sound_effects() -> None:
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    hidden = re.search(r"hiddenimports=(\[[^]]*\])", spec)
    assert hidden is not None and {"miniaudio", "_cffi_backend"} <= set(ast.literal_eval(hidden.group(1)))


def test_the_bundle_carries_the_network_game() -> None:
    """Issue 19: the embedded server and discovery are imported only when a person hosts or joins, and
    websockets and zeroconf import parts of themselves lazily: the spec names them all."""
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    hidden = re.search(r"hiddenimports=(\[[^]]*\])", spec)
    assert hidden is not None
    assert {"silver_desktop.net.embedded", "silver_desktop.net.discovery"} <= set(
        ast.literal_eval(hidden.group(1))
    )
    for package in ("silver_desktop.net", "websockets", "zeroconf"):
        assert f'+ collect_submodules("{package}")' in spec
    excluded = set(_spec_assignment("QT_UNUSED"))
    assert "QtNetwork" not in excluded  # the client's sockets (ui/net_connection.py)
    pinned = [d for d in _pyproject()["project"]["dependencies"] if d.startswith("miniaudio")]
    assert pinned and "==" in pinned[0]
    # the effects lie under assets/, which the bundle takes whole
    sounds = {p.name for p in (ROOT / "assets" / "sounds").glob("*.wav")}
    assert {"draw.wav", "slide.wav", "discard.wav", "call.wav", "round_end.wav", "win.wav"} <= sounds
    assert "_miniaudio" in (PACKAGING / "linux" / "copyright").read_text(encoding="utf-8")
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert 'BUNDLE_LIMIT="${BUNDLE_LIMIT:-150000000}"' in build
    assert 'DEB_LIMIT="${DEB_LIMIT:-45000000}"' in build


def test_mac_bundle_is_localized_in_every_app_language() -> None:
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    localizations = re.search(r'"CFBundleLocalizations": (\[[^]]*\])', spec)
    assert localizations is not None
    assert ast.literal_eval(localizations.group(1)) == list(LANGUAGES)


def test_windows_installer_speaks_every_app_language() -> None:
    nsi = (PACKAGING / "windows" / "installer.nsi").read_text(encoding="utf-8")
    nsis_names = {"en": "English", "fa": "Farsi", "ko": "Korean"}
    assert set(nsis_names) == set(LANGUAGES)
    installed = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', nsi, flags=re.MULTILINE)
    assert installed == [nsis_names[lang] for lang in LANGUAGES]
    assert re.search(r"^RequestExecutionLevel user$", nsi, flags=re.MULTILINE)
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\' in nsi


def test_desktop_entry_starts_the_gui_command_with_the_packaged_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / "linux" / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"].split()[0] in _pyproject()["project"]["gui-scripts"]
    assert section["Icon"] == APP_ID  # the icons are named by the app id (issue 17, item 3)
    assert "Game" in section["Categories"].split(";")
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    sizes = re.search(r"for size in ([\d ]+); do", build)
    assert sizes is not None
    for size in sizes.group(1).split():
        assert (ROOT / "assets" / "icon" / f"silver-desktop-{size}.png").is_file()


def test_appstream_metadata_names_the_desktop_entry_and_the_languages() -> None:
    root = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert [lang.text for lang in root.iter("lang")] == list(LANGUAGES)
    # packaging/changelog.py puts the releases of CHANGELOG.md in place of @RELEASES@
    assert (root.findtext("releases") or "").strip() == "@RELEASES@"


def test_appstream_name_summary_and_description_are_in_every_language() -> None:
    """Issue 17, item 4: a software centre shows the listing in the person's language."""
    root = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary", "description/p"):
        found = {e.get(lang, "en") for e in root.findall(tag) if (e.text or "").strip()}
        assert found == set(LANGUAGES), (tag, found)


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="apt-get install appstream")
def test_appstream_metadata_validates(tmp_path: Path) -> None:
    """The listing as build.sh fills it in passes ``appstreamcli validate`` (offline)."""
    text = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    version = _version_module().version()
    filled = tmp_path / f"{APP_ID}.metainfo.xml"
    with_releases = load("changelog.py").metainfo(text, version, "2026-12-02")
    filled.write_text(with_releases.replace("@VERSION@", version), encoding="utf-8")
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(filled)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_workflow_runs_scripts_that_exist() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    scripts = set(re.findall(r"packaging/[\w./-]+\.(?:sh|ps1|py)", workflow))
    assert {
        "packaging/linux/check-reproducible.sh",  # runs build.sh twice
        "packaging/linux/test-install.sh",
        "packaging/macos/build.sh",
        "packaging/windows/build.ps1",
    } <= scripts
    for script in scripts:
        assert (ROOT / script).is_file(), script


def test_shell_scripts_are_strict_and_executable() -> None:
    scripts = sorted(PACKAGING.rglob("*.sh"))
    assert len(scripts) >= 5
    for script in scripts:
        assert "set -euo pipefail" in script.read_text(encoding="utf-8"), script
        assert os.access(script, os.X_OK), f"{script} is not executable"


# The .silver file association (issue 17): one MIME type, one extension, one command, on every platform.
MIME_TYPE = "application/x-silver-game"
MIME_XML = PACKAGING / "linux" / f"{APP_ID}.mime.xml"
DESKTOP_FILE = PACKAGING / "linux" / f"{APP_ID}.desktop"
SMI = "{http://www.freedesktop.org/standards/shared-mime-info}"
UTI = "io.github.silverdesktop.game"


def _desktop_entry() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP_FILE, encoding="utf-8")
    return entry["Desktop Entry"]


def _info_plist_entry(key: str) -> Any:
    """The literal value of ``key`` in the spec's macOS ``info_plist`` (the rest of which is not literal)."""
    tree = ast.parse((PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values, strict=True):
                if isinstance(k, ast.Constant) and k.value == key:
                    return ast.literal_eval(v)
    raise AssertionError(f"{key} is not in the spec's info_plist")


def test_desktop_entry_opens_one_silver_file_or_invite_link() -> None:
    section = _desktop_entry()
    # one file or one link (a file may come as a file:// URL: the app reads it as its path)
    assert section["Exec"].split() == ["silver-desktop", "%u"]
    assert section["MimeType"].split(";") == [MIME_TYPE, "x-scheme-handler/silver", ""]


def test_mime_package_names_the_silver_files_in_every_app_language() -> None:
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{SMI}mime-info"
    (mime_type,) = root.findall(f"{SMI}mime-type")
    assert mime_type.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime_type.findall(f"{SMI}glob")] == ["*.silver"]
    assert EXTENSION == ".silver"
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    comments = {c.get(lang, "en"): c.text for c in mime_type.findall(f"{SMI}comment")}
    assert set(comments) == set(LANGUAGES) and all(comments.values())
    icon = mime_type.find(f"{SMI}icon")
    assert icon is not None and icon.get("name") == MIME_TYPE.replace("/", "-")
    assert mime_type.find(f"{SMI}magic") is None  # the JSON key order is no part of the format
    root = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert [m.text for m in root.iter("mediatype")] == [MIME_TYPE]


def test_deb_installs_the_mime_package_and_its_icon() -> None:
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert f"MIME_ICON={MIME_TYPE.replace('/', '-')} " in build
    assert '"$HERE/$APP_ID.mime.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"' in build
    assert '"$STAGE/usr/share/icons/hicolor/scalable/mimetypes/$MIME_ICON.svg"' in build
    assert '"$STAGE/usr/share/icons/hicolor/${size}x${size}/mimetypes/$MIME_ICON.png"' in build
    assert "DEBIAN/postinst" not in build  # the caches are refreshed by dpkg triggers


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="apt-get install desktop-file-utils"
)
def test_desktop_entry_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


FREEDESKTOP_XML = Path("/usr/share/mime/packages/freedesktop.org.xml")


@pytest.mark.skipif(
    shutil.which("xmllint") is None or not FREEDESKTOP_XML.is_file(),
    reason="apt-get install libxml2-utils shared-mime-info",
)
def test_mime_package_validates_against_the_shared_mime_info_dtd(tmp_path: Path) -> None:
    # shared-mime-info ships its DTD only inside its own package file, as the internal subset.
    package = FREEDESKTOP_XML.read_text(encoding="utf-8")
    subset = re.search(r"<!DOCTYPE mime-info \[\n(.*?)\n\]>", package, re.S)
    assert subset is not None
    dtd = tmp_path / "shared-mime-info.dtd"
    dtd.write_text(subset.group(1), encoding="utf-8")
    result = subprocess.run(
        ["xmllint", "--noout", "--dtdvalid", str(dtd), str(MIME_XML)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    broken = tmp_path / "broken.xml"  # the check can fail: a misspelt element does not validate
    broken.write_text(MIME_XML.read_text(encoding="utf-8").replace("<glob ", "<globs "), encoding="utf-8")
    result = subprocess.run(["xmllint", "--noout", "--dtdvalid", str(dtd), str(broken)], capture_output=True)
    assert result.returncode != 0


def test_windows_installer_registers_and_removes_the_silver_files() -> None:
    nsi = (PACKAGING / "windows" / "installer.nsi").read_text(encoding="utf-8")
    install, uninstall = nsi.split('Section "Uninstall"')
    assert '!define FILE_EXT_KEY "Software\\Classes\\.silver"' in nsi
    assert '!define PROGID "SilverDesktop.Game"' in nsi
    assert '!define OPEN_COMMAND \'"$INSTDIR\\${APP_EXE}" "%1"\'' in nsi
    for line in (
        'WriteRegStr HKCU "${FILE_EXT_KEY}" "" "${PROGID}"',
        'WriteRegStr HKCU "${PROGID_KEY}\\DefaultIcon" "" "$INSTDIR\\${APP_EXE},0"',
        'WriteRegStr HKCU "${PROGID_KEY}\\shell\\open\\command" "" \'${OPEN_COMMAND}\'',
        "System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'",
    ):
        assert line in install, line
    for line in (
        'ReadRegStr $0 HKCU "${PROGID_KEY}\\shell\\open\\command" ""',
        "${If} $0 == '${OPEN_COMMAND}'",  # only while it still opens this copy of the app
        'DeleteRegKey HKCU "${PROGID_KEY}"',
        'DeleteRegValue HKCU "${FILE_EXT_KEY}\\OpenWithProgids" "${PROGID}"',
        'DeleteRegValue HKCU "${FILE_EXT_KEY}" ""',
        'DeleteRegKey /ifempty HKCU "${FILE_EXT_KEY}"',
        "System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'",
    ):
        assert line in uninstall, line
    assert "HKLM" not in nsi  # a per-user install registers per user
    type_names = re.findall(r"^LangString FILE_TYPE_NAME \$\{LANG_(\w+)\} \"(.+)\"$", nsi, flags=re.MULTILINE)
    assert [name for name, _ in type_names] == ["ENGLISH", "FARSI", "KOREAN"]


def test_windows_installer_registers_and_removes_the_invite_links() -> None:
    nsi = (PACKAGING / "windows" / "installer.nsi").read_text(encoding="utf-8")
    install, uninstall = nsi.split('Section "Uninstall"')
    assert '!define URL_KEY "Software\\Classes\\silver"' in nsi
    for line in (
        'WriteRegStr HKCU "${URL_KEY}" "" "URL:Silver Desktop invite"',
        'WriteRegStr HKCU "${URL_KEY}" "URL Protocol" ""',
        'WriteRegStr HKCU "${URL_KEY}\\DefaultIcon" "" "$INSTDIR\\${APP_EXE},0"',
        'WriteRegStr HKCU "${URL_KEY}\\shell\\open\\command" "" \'${OPEN_COMMAND}\'',
    ):
        assert line in install, line
    removal = uninstall.split('ReadRegStr $0 HKCU "${URL_KEY}\\shell\\open\\command" ""')
    assert len(removal) == 2, "the uninstaller checks the link command before removing it"
    assert removal[1].lstrip().startswith("${If} $0 == '${OPEN_COMMAND}'")
    assert 'DeleteRegKey HKCU "${URL_KEY}"' in removal[1]


@pytest.mark.skipif(shutil.which("makensis") is None, reason="apt-get install nsis")
def test_windows_installer_compiles() -> None:
    result = subprocess.run(
        [str(PACKAGING / "windows" / "check-nsis.sh")], capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "check-nsis passed" in result.stdout


def test_mac_bundle_owns_the_silver_document_type() -> None:
    (document,) = _info_plist_entry("CFBundleDocumentTypes")
    assert document["LSItemContentTypes"] == [UTI]
    assert document["LSHandlerRank"] == "Owner"
    assert document["CFBundleTypeRole"] in {"Editor", "Viewer"}
    (declared,) = _info_plist_entry("UTExportedTypeDeclarations")
    assert declared["UTTypeIdentifier"] == UTI
    assert declared["UTTypeConformsTo"] == ["public.json"]
    assert declared["UTTypeTagSpecification"] == {
        "public.filename-extension": [EXTENSION.lstrip(".")],
        "public.mime-type": [MIME_TYPE],
    }
    spec = (PACKAGING / "silver-desktop.spec").read_text(encoding="utf-8")
    assert 'argv_emulation=sys.platform == "darwin"' in spec  # Finder's open event becomes the argument


def test_mac_bundle_opens_the_invite_links() -> None:
    (url_type,) = _info_plist_entry("CFBundleURLTypes")
    assert url_type["CFBundleURLSchemes"] == ["silver"]
    assert url_type["CFBundleURLName"] == "io.github.silverdesktop.invite"
    assert url_type["CFBundleTypeRole"] == "Viewer"


def test_the_windows_installer_makes_the_desktop_shortcut_optional_and_refuses_a_running_copy() -> None:
    """Issue 17, item 6: the desktop shortcut is a section of its own (ticked by default, on the
    components page); the installer checks that the program is not running before it changes anything."""
    nsi = (PACKAGING / "windows" / "installer.nsi").read_text(encoding="utf-8")
    assert "!insertmacro MUI_PAGE_COMPONENTS" in nsi
    install = nsi[nsi.index('Section "-Install"') : nsi.index("SectionEnd", nsi.index('Section "-Install"'))]
    assert "$DESKTOP" not in install  # not in the required section
    shortcut = nsi[nsi.index('Section "$(DESKTOP_SHORTCUT)"') :]
    assert 'CreateShortcut "$DESKTOP\\${APP_NAME}.lnk"' in shortcut[: shortcut.index("SectionEnd")]
    assert install.index("Call RefuseWhileRunning") < install.index("File /r")
    start = nsi.index("Function RefuseWhileRunning")
    check = nsi[start : nsi.index("FunctionEnd", start)]
    assert 'FileOpen $0 "$INSTDIR\\${APP_EXE}" a' in check and "Abort" in check
    for lang in ("ENGLISH", "FARSI", "KOREAN"):
        assert f"LangString DESKTOP_SHORTCUT ${{LANG_{lang}}}" in nsi
        assert f"LangString APP_RUNNING ${{LANG_{lang}}}" in nsi


def test_the_macos_build_tries_hdiutil_again() -> None:
    """Issue 17, item 6: hdiutil fails now and then on CI runners; the build tries up to four times."""
    script = (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    loop = script[script.index("for attempt in") :]
    assert loop.index("hdiutil create") < loop.index("done")
    assert "exit 1" in loop[: loop.index("done")]
