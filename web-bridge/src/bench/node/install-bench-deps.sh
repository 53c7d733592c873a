#!/usr/bin/env bash
# Installs Arquero (npm) for the Node benchmark into a build folder, once, never committed.
# @uwdata/flechette is pinned to 2.6.0: 2.7.0 depends on a package the registry does not serve.
# Usage: install-bench-deps.sh <dir>
set -euo pipefail
dir="$1"
if [ -f "$dir/node_modules/arquero/package.json" ]; then
  exit 0
fi
mkdir -p "$dir"
cat > "$dir/package.json" <<'JSON'
{"name":"hyperpbi-bench","private":true,"dependencies":{"arquero":"8.0.3"},
 "overrides":{"@uwdata/flechette":"2.6.0"}}
JSON
echo "[hyperpbi] installing arquero@8.0.3 into $dir"
npm install --prefix "$dir" --no-audit --no-fund --loglevel=error
