#!/usr/bin/env bash
# Rename build outputs of a manual (untagged) release run so that they are never taken for the release:
# silver-desktop_0.1.0_amd64.deb becomes silver-desktop_0.1.0-dev.1a2b3c4d_amd64.deb.
#
#     packaging/rename-dev.sh VERSION LABEL FILE...
set -euo pipefail

version="$1"
label="$2"
shift 2
for file in "$@"; do
    name="$(basename "$file")"
    renamed="${name/$version/$label}"
    if [ "$renamed" = "$name" ]; then
        echo "error: $name does not carry the version $version" >&2
        exit 1
    fi
    mv -- "$file" "$(dirname "$file")/$renamed"
    echo "$name -> $renamed"
done
