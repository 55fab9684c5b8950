#!/usr/bin/env bash
# Build the macOS app bundle and disk image of Silver Desktop into dist/ (run on a Mac).
#
#     packaging/macos/build.sh
#
# PyInstaller (packaging/silver-desktop.spec) makes "Silver Desktop.app" with the icon and an Info.plist
# (version from pyproject.toml, localizations en, fa, ko); hdiutil packs it with a link to /Applications
# into silver-desktop-VERSION-macos-ARCH.dmg. Uses $PYTHON (default python3), which must have the app and
# PyInstaller installed: pip install ".[package]". It builds for the Mac it runs on (arm64 or x86_64); the
# release workflow runs it on one runner of each.
#
# Signing (docs/packaging.md): with MACOS_SIGN_IDENTITY (a "Developer ID Application: ..." identity in the
# keychain), the app is signed with the hardened runtime (entitlements.plist) and a timestamp, and so is the
# disk image; with APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD as well, the disk image is notarized by
# Apple and the ticket stapled to it. Without them the app is only ad-hoc signed (by PyInstaller).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
WORK="$ROOT/build/packaging"
OUT="${OUT:-$ROOT/dist}"
VERSION="$("$PYTHON" packaging/version.py)"
APP="$WORK/dist/Silver Desktop.app"
export PYTHONHASHSEED=0  # reproducible: PyInstaller's archives in one order

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/silver-desktop.spec

# The bundle's Info.plist and the program agree with pyproject.toml.
plist_version="$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$APP/Contents/Info.plist")"
reported="$("$APP/Contents/MacOS/silver-desktop" --version)"
if [ "$plist_version" != "$VERSION" ] || [ "$reported" != "Silver Desktop $VERSION" ]; then
    echo "error: Info.plist says $plist_version, the program '$reported', pyproject.toml $VERSION" >&2
    exit 1
fi

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp \
        --entitlements packaging/macos/entitlements.plist --sign "$MACOS_SIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
fi

# The disk image: the app and a link to /Applications to drag it onto.
STAGE="$WORK/dmg"
rm -rf "$STAGE"
mkdir -p "$STAGE" "$OUT"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/silver-desktop-$VERSION-macos-$(uname -m).dmg"
# hdiutil fails now and then on CI runners ("Resource busy"): try again, a few seconds apart.
for attempt in 1 2 3 4; do
    if hdiutil create -volname "Silver Desktop $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"; then
        break
    fi
    if [ "$attempt" -eq 4 ]; then
        echo "error: hdiutil failed four times" >&2
        exit 1
    fi
    echo "hdiutil failed (attempt $attempt); trying again" >&2
    sleep $((attempt * 5))
done

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
    if [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
        xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait
        xcrun stapler staple "$DMG"
        spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
    fi
fi

echo "=== app: $(du -sk "$APP" | cut -f1) KiB unpacked"
ls -l "$DMG"
