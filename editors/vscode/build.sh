#!/usr/bin/env bash
# Builds, tests and packages the VS Code extension: npm ci (offline once npm's cache has the packages), TypeScript,
# the unit tests, the tests against the real catalog-studio (skipped, saying so, when the launcher is not built), the
# .vsix with @vscode/vsce 3 (which runs on Node 20), and a check of its contents. Exits non-zero on any failure.
#
#   editors/vscode/build.sh                 # from anywhere
#   CATALOG_STUDIO=/path/to/catalog-studio editors/vscode/build.sh   # another launcher (default: cli/target/)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

echo "== npm ci"
npm ci --no-audit --no-fund --prefer-offline --loglevel=error
echo "== tsc"
rm -rf out
npx --no-install tsc -p .
echo "== unit tests"
node --test out/test/unit/
launcher=${CATALOG_STUDIO:-$here/../../cli/target/catalog-studio}
if [ -x "$launcher" ]; then
  echo "== server tests against $launcher"
  CATALOG_STUDIO=$launcher node --test out/test/server/
else
  echo "== server tests SKIPPED: no catalog-studio launcher at $launcher (build the cli module or set CATALOG_STUDIO)"
fi
echo "== vsce package"
rm -f catalog-studio.vsix
npx --no-install vsce package --skip-license --allow-missing-repository --out catalog-studio.vsix
echo "== vsix contents"
node scripts/check-vsix.js catalog-studio.vsix
