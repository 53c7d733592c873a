#!/usr/bin/env bash
# Packages the HyperPBI Power BI visual twice (pbiviz-bridge/README.md); the module's Maven build
# runs it (exec-maven-plugin, process-test-classes), `./hyperpbi pbiviz` too:
#   target/dist/<guid>.<version>.pbiviz      network-free (privileges: [], no transport code)
#   target/dist/<guid>Net.<version>.pbiviz   may fetch https://functions.miniup.app only
# with <guid> from pbiviz/pbiviz.json. Each package: ESLint (a finding fails the build), then
# `pbiviz package`; the network-free one must pass the certification external-request audit
# (target/core-audit.json). Needs the visual modules in target/visual (the module's build stages
# them) and npm; installs the pinned toolchain (pbiviz/package-lock.json) into target/pbiviz-npm.
# Usage: package.sh [module dir]
set -euo pipefail
module="$(cd "${1:-$(dirname "$0")}" && pwd)"
target="$module/target"
visual="$target/visual"
[ -f "$visual/hyperpbi.mjs" ] || { echo "package.sh: $visual/hyperpbi.mjs is missing: build the reactor first (mvn -DskipTests package)" >&2; exit 2; }
npm_dir="$target/pbiviz-npm"
# The pinned toolchain (pbiviz/package-lock.json): installed again only when the lock changes.
if [ ! -x "$npm_dir/node_modules/.bin/pbiviz" ] \
    || ! cmp -s "$module/pbiviz/package-lock.json" "$npm_dir/package-lock.json"; then
  rm -rf "$npm_dir"
  mkdir -p "$npm_dir"
  cp "$module/pbiviz/package.json" "$module/pbiviz/package-lock.json" "$npm_dir/"
  (cd "$npm_dir" && npm ci --no-audit --no-fund --loglevel=error)
fi
# The specification editor of edit mode: web/frontend's esbuild bundle (its own pinned npm
# packages) in its lighter build, editor-lite.js (the studio's module API without search, folding
# and a few highlights: web/README.md), and the schema it completes from.
editor_dir="$target/editor"
bash "$module/../web/frontend/build.sh" "$editor_dir" editor-lite.js
schema="$module/../core/src/main/resources/hyperpbi/schema/hyperpbi.schema.json"
[ -f "$schema" ] || { echo "package.sh: $schema is missing" >&2; exit 2; }
mkdir -p "$target/dist"
rm -f "$target/dist"/*.pbiviz "$target/core-audit.json"
for kind in core network; do
  project="$target/pbiviz-$kind"
  rm -rf "$project"
  cp -r "$module/pbiviz" "$project"
  ln -s "$npm_dir/node_modules" "$project/node_modules"
  mkdir -p "$project/src/generated"
  cp "$visual"/*.mjs "$project/src/generated/"
  # Edit mode: the playground's editor (web/frontend's lite build, bundled once per run) and the schema.
  cp "$editor_dir/editor-lite.js" "$project/src/generated/editor.mjs"
  # The schema without its descriptions (6.6 KB of the package, which must stay under 400 KB):
  # completion and hover keep every name, type and value; the studio's hover also describes them.
  node -e 'const fs = require("fs");
    const schema = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const lean = JSON.stringify(schema, (k, v) => (k === "description" && typeof v === "string" ? undefined : v));
    fs.writeFileSync(process.argv[2], `export const SCHEMA = ${lean};\n`);' "$schema" "$project/src/generated/schema.mjs"
  network=false
  [ "$kind" = network ] && network=true
  # The network-free package gets the transport and the web-access check without network code
  # (src/main/offline): no fetch, XMLHttpRequest or WebSocket anywhere in its content.js.
  [ "$kind" = core ] && cp "$module"/src/main/offline/*.mjs "$project/src/generated/"
  echo "export const NETWORK = $network;" > "$project/src/generated/package-kind.mjs"
  node - "$project" "$kind" <<'JS'
const fs = require("fs");
const [dir, kind] = process.argv.slice(2);
const edit = (file, change) => {
  const json = JSON.parse(fs.readFileSync(`${dir}/${file}`, "utf8"));
  change(json);
  fs.writeFileSync(`${dir}/${file}`, JSON.stringify(json, null, 2));
};
if (kind === "network") {
  edit("pbiviz.json", (p) => {
    p.visual.guid += "Net";
    p.visual.displayName += " (network)";
    p.visual.description = p.visual.description.replace("This package makes no network requests.",
      "This package may fetch MiniUp Functions from https://functions.miniup.app, and nothing else.");
  });
  edit("capabilities.json", (c) => {
    c.privileges = [{ name: "WebAccess", essential: true, parameters: ["https://functions.miniup.app"] }];
  });
}
JS
  # ESLint (eslint.config.mjs: eslint-plugin-powerbi-visuals + typescript-eslint): any error or
  # warning fails the build (pbiviz package's own lint only logs).
  (cd "$project" && ./node_modules/.bin/eslint --max-warnings 0 src) \
    || { echo "package.sh: ESLint failed for the $kind package" >&2; exit 1; }
  # pbiviz writes its certificate under $HOME: keep it in the build folder.
  (cd "$project" && HOME="$target/pbiviz-home" ./node_modules/.bin/pbiviz package)
  found="$(ls "$project"/dist/*.pbiviz 2>/dev/null | head -1)"
  [ -n "$found" ] || { echo "package.sh: pbiviz wrote no .pbiviz for the $kind package" >&2; exit 1; }
  # Zopfli recompression (src/build/recompress.cjs): the same zip entries, deflated ~5 % smaller.
  node "$module/src/build/recompress.cjs" "$npm_dir" "$found"
  cp "$found" "$target/dist/"
  if [ "$kind" = core ]; then
    # The external-request audit of --certification-audit (src/build/certification-audit.cjs)
    # must find nothing in the network-free package.
    node "$module/src/build/certification-audit.cjs" "$npm_dir" "$found" > "$target/core-audit.json"
    [ "$(cat "$target/core-audit.json")" = "{}" ] || {
      echo "package.sh: the certification audit found external requests in the network-free package: $(cat "$target/core-audit.json")" >&2
      exit 1
    }
  fi
  echo "package.sh: $target/dist/$(basename "$found")"
done
