#!/usr/bin/env bash
# Installs playwright-core (npm, the version pinned in package-lock.json beside this script) for
# the browser benchmark into a build folder, once, never committed. It drives the machine's
# Chromium; PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD keeps it from fetching a browser of its own.
# Usage: install-deps.sh <dir>
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dir="$1"
if [ -f "$dir/node_modules/playwright-core/package.json" ] && cmp -s "$here/package-lock.json" "$dir/package-lock.json"; then
  exit 0
fi
mkdir -p "$dir"
cp "$here/package.json" "$here/package-lock.json" "$dir/"
echo "[hyperpbi] installing playwright-core (package-lock.json) into $dir"
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error
