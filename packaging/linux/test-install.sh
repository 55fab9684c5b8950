#!/usr/bin/env bash
# Install the .deb that build.sh made, check what it put on the system, run the menu entry's command with
# --self-test, open a .silver game file the way a file manager does (gio open) and see the game window,
# measure the start-up time, then remove and purge the package and check that nothing is left.
# It really installs and removes a package: run it as root on a Debian or Ubuntu machine (or in CI).
#
#     packaging/linux/test-install.sh [path/to/silver-desktop_VERSION_ARCH.deb]
#
# Needs: apt-get install desktop-file-utils appstream xvfb xdotool shared-mime-info xdg-utils libglib2.0-bin
# (the checks, the file opening and the measurement), and
# apt access for the packages the .deb depends on (installed first, and left installed).
# STARTUP_LIMIT (seconds, default 2) is the most the median start-up time may take.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/packaging/linux"
APP_ID=io.github.silverdesktop.SilverDesktop
VERSION="$(python3 "$ROOT/packaging/version.py")"
DEB="$(realpath "${1:-$ROOT/dist/silver-desktop_${VERSION}_$(dpkg --print-architecture).deb}")"
DESKTOP_FILE="/usr/share/applications/$APP_ID.desktop"
# A launcher's environment: the system's PATH (no virtual environment), a UTF-8 locale, a scratch home.
SYSTEM_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

if [ "$(id -u)" != 0 ]; then
    echo "error: run as root: this installs and removes the package" >&2
    exit 1
fi
for tool in desktop-file-validate appstreamcli Xvfb xdotool update-mime-database xdg-mime gio; do
    if ! command -v "$tool" >/dev/null; then
        echo "error: $tool is missing: apt-get install desktop-file-utils appstream xvfb xdotool" \
            "shared-mime-info xdg-utils libglib2.0-bin" >&2
        exit 1
    fi
done
if dpkg-query -W -f '${Status}' silver-desktop 2>/dev/null | grep -q installed; then
    echo "error: silver-desktop is already installed; remove it first (dpkg -P silver-desktop)" >&2
    exit 1
fi

TMP="$(mktemp -d)"
cleanup() {
    # Never leave the package behind, even when a check failed half-way.
    dpkg -P silver-desktop >/dev/null 2>&1 || true
    rm -rf "$TMP"
}
trap cleanup EXIT

echo "=== dependencies: $(dpkg-deb -f "$DEB" Depends)"
# The package names without version constraints, for apt-get.
mapfile -t deps < <(dpkg-deb -f "$DEB" Depends | tr ',' '\n' | sed 's/(.*)//; s/ //g' | grep -v '^$')
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${deps[@]}" >/dev/null

# Everything under the folders the package writes to (and dpkg's records), before it is installed.
snapshot() {
    find /opt /usr/bin /usr/share/applications /usr/share/icons/hicolor /usr/share/metainfo \
        /usr/share/mime/packages /usr/share/doc /var/lib/dpkg/info 2>/dev/null | sort
}
snapshot >"$TMP/before"

echo "=== install: dpkg -i $DEB"
dpkg -i "$DEB"

echo "=== installed files"
desktop-file-validate "$DESKTOP_FILE"
appstreamcli validate --no-net "/usr/share/metainfo/$APP_ID.metainfo.xml"
# The icons are named by the app id, as the menu entry's Icon= says.
test "$(sed -n 's/^Icon=//p' "$DESKTOP_FILE")" = "$APP_ID"
for size in 16 24 32 48 64 128 256 512; do
    test -s "/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
test -s "/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
# The .silver file type and its icon; the shared-mime-info trigger has added it to the MIME database.
test -s "/usr/share/mime/packages/$APP_ID.xml"
test -s /usr/share/icons/hicolor/scalable/mimetypes/application-x-silver-game.svg
grep -qx 'application/x-silver-game:\*\.silver' /usr/share/mime/globs
grep -q "<release version=\"$VERSION\"" "/usr/share/metainfo/$APP_ID.metainfo.xml"
test "$(dpkg-query -W -f '${Version}' silver-desktop)" = "$VERSION"

# The command of the menu entry, without the field codes (%f, %U, ...) that a launcher fills in.
exec_line="$(sed -n 's/^Exec=//p' "$DESKTOP_FILE" | head -n 1)"
read -ra command <<<"$(echo "$exec_line" | sed -E 's/ %[fFuUdDnNickvm]//g')"
resolved="$(PATH="$SYSTEM_PATH" && command -v "${command[0]}")"
echo "=== menu entry: Exec=$exec_line -> $resolved -> $(realpath "$resolved")"
test "$(realpath "$resolved")" = /opt/silver-desktop/silver-desktop
reported="$(env -i PATH="$SYSTEM_PATH" HOME="$TMP/home" LANG=C.UTF-8 "${command[@]}" --version)"
echo "$reported"
test "$reported" = "Silver Desktop $VERSION"

echo "=== self-test: ${command[*]} --self-test"
env -i PATH="$SYSTEM_PATH" HOME="$TMP/home" LANG=C.UTF-8 TMPDIR="$TMP" QT_QPA_PLATFORM=offscreen \
    "${command[@]}" --self-test

echo "=== a .silver file opens in the app (the MIME type, its default app, gio open)"
SAMPLE="$TMP/files/sample-game.silver"
install -Dm644 "$HERE/sample-game.silver" "$SAMPLE"
desktop_env=(env -i PATH="$SYSTEM_PATH" HOME="$TMP/home" LANG=C.UTF-8 TMPDIR="$TMP" XDG_DATA_DIRS=/usr/share)
filetype="$("${desktop_env[@]}" gio info -a standard::content-type "$SAMPLE" | sed -n 's/.*standard::content-type: //p')"
echo "gio: $SAMPLE is $filetype"
test "$filetype" = application/x-silver-game
default="$("${desktop_env[@]}" xdg-mime query default application/x-silver-game)"
echo "xdg-mime: the default app of application/x-silver-game is $default"
test "$default" = "$APP_ID.desktop"
# gio open starts the menu entry's Exec= with the file, as a double-click in a file manager does; the app
# logs the file it opened, and its window must appear.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$TMP/display" 2>"$TMP/xvfb.log" &
xvfb=$!
for _ in $(seq 100); do [ -s "$TMP/display" ] && break; sleep 0.1; done
"${desktop_env[@]}" DISPLAY=":$(head -n 1 "$TMP/display")" SILVER_DESKTOP_HOME="$TMP/opened" \
    gio open "$SAMPLE"
opened=""
for _ in $(seq 200); do
    window="$(DISPLAY=":$(head -n 1 "$TMP/display")" xdotool search --onlyvisible --name 'Silver Desktop' 2>/dev/null || true)"
    if [ -n "$window" ] && grep -qs "opened the game file $SAMPLE" "$TMP"/opened/logs/*.log; then
        opened=yes
        break
    fi
    sleep 0.1
done
pkill -f -- "silver-desktop $SAMPLE" || true
kill "$xvfb" 2>/dev/null || true
if [ -z "$opened" ]; then
    echo "error: gio open $SAMPLE did not show the game in a Silver Desktop window within 20 s" >&2
    cat "$TMP"/opened/logs/*.log >&2 2>/dev/null || true
    exit 1
fi
echo "opened: $SAMPLE shows in a Silver Desktop window"

echo "=== start-up time (first window on a virtual X screen)"
env -i PATH="$SYSTEM_PATH" HOME="$TMP/home" LANG=C.UTF-8 TMPDIR="$TMP" \
    "$HERE/measure-startup.sh" --runs 5 --limit "${STARTUP_LIMIT:-2}" "${command[@]}"

echo "=== remove: dpkg -r, then dpkg -P"
dpkg -r silver-desktop
dpkg -P silver-desktop
if dpkg-query -W -f '${Status}' silver-desktop 2>/dev/null | grep -qv 'not-installed'; then
    echo "error: dpkg still knows silver-desktop: $(dpkg-query -W -f '${Status}' silver-desktop)" >&2
    exit 1
fi
snapshot >"$TMP/after"
if ! diff -u "$TMP/before" "$TMP/after"; then
    echo "error: the files above changed between before the install and after the purge" >&2
    exit 1
fi
echo "=== test-install passed: installed, self-tested, started, removed without a trace"
