#!/usr/bin/env bash
# The Maven build's npm step (web/pom.xml): installs the pinned packages of package-lock.json
# with `npm ci` when node_modules is missing or the lock changed since the last install, then
# bundles the browser modules into the site with esbuild (build.mjs).
# Usage: build.sh <output folder> [bundle ...]   (build.mjs: no bundle named builds the site's)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$1"
stamp="$here/node_modules/.hyperpbi-package-lock.json"
if [ ! -f "$stamp" ] || ! cmp -s "$here/package-lock.json" "$stamp"; then
  echo "[hyperpbi] npm ci in $here"
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stamp"
fi
mkdir -p "$out"
node "$here/build.mjs" "$@"
