#!/usr/bin/env bash
# Compile the Windows installer script on Linux against a stand-in payload, as a check that it builds:
# every language, page and macro resolves, and makensis reports no warning (-WX). The real installer is
# built on Windows from the real bundle by the release workflow.
#
#     packaging/windows/check-nsis.sh
#
# Needs makensis (apt-get install nsis). Writes nothing outside a temporary folder.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VERSION="$(python3 "$ROOT/packaging/version.py")"
WINVERSION="$(python3 "$ROOT/packaging/version.py" --windows)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# The stand-in: the layout of a PyInstaller folder, with small files in place of the program.
mkdir -p "$TMP/bundle/_internal/assets"
echo "stand-in for silver-desktop.exe" >"$TMP/bundle/silver-desktop.exe"
echo "stand-in for the bundled files" >"$TMP/bundle/_internal/assets/README.txt"

makensis -V2 -WX -DVERSION="$VERSION" -DWINVERSION="$WINVERSION" -DBUNDLE="$TMP/bundle" \
    -DOUTFILE="$TMP/silver-desktop-$VERSION-setup.exe" "$ROOT/packaging/windows/installer.nsi"

# A Windows program ("MZ"), carrying the version from pyproject.toml in its version information.
setup="$TMP/silver-desktop-$VERSION-setup.exe"
test "$(head -c 2 "$setup")" = MZ
python3 - "$setup" "$VERSION" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
wanted = f"{sys.argv[2]} setup".encode("utf-16-le")  # the FileDescription, as Windows stores it
sys.exit(0 if wanted in data else f"error: {sys.argv[2]!r} is not in the version information")
PY
echo "check-nsis passed: $(basename "$setup"), $(stat -c %s "$setup") bytes, version $VERSION ($WINVERSION)"
