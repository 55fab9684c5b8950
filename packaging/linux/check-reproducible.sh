#!/usr/bin/env bash
# Build the Linux packages twice from the same sources and check that the two builds are byte-identical:
# the .deb, the .tar.gz and every file of the bundle.
#
#     packaging/linux/check-reproducible.sh
#
# The second build reuses the build environment of the first (build/packaging/venv), as a rebuild of one
# commit on one machine would. What makes them match is in build.sh: SOURCE_DATE_EPOCH (the last commit's
# time) for every file time, PYTHONHASHSEED=0 for PyInstaller's archive order, sorted tar members.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FIRST="$(mktemp -d)"
trap 'rm -rf "$FIRST"' EXIT

OUT="$FIRST/dist" "$ROOT/packaging/linux/build.sh"
cp -a "$ROOT/build/packaging/dist/silver-desktop" "$FIRST/bundle"
OUT="$ROOT/dist" "$ROOT/packaging/linux/build.sh"

status=0
if ! diff -r "$FIRST/bundle" "$ROOT/build/packaging/dist/silver-desktop" >"$FIRST/bundle.diff"; then
    echo "error: the two bundles differ:" >&2
    cat "$FIRST/bundle.diff" >&2
    status=1
fi
for package in "$FIRST"/dist/*; do
    name="$(basename "$package")"
    if cmp -s "$package" "$ROOT/dist/$name"; then
        echo "identical: $name ($(sha256sum "$package" | cut -c1-16)...)"
    else
        echo "error: the two builds of $name differ" >&2
        status=1
    fi
done
[ "$status" = 0 ] && echo "reproducible: two builds gave byte-identical packages"
exit "$status"
