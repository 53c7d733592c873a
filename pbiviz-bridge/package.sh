#!/usr/bin/env bash
# Packages the HyperPBI Power BI visual twice (pbiviz-bridge/README.md):
#   target/dist/HyperPBIDeclarativeDashboards.<version>.pbiviz        network-free (privileges: [])
#   target/dist/HyperPBIDeclarativeDashboardsNet.<version>.pbiviz     may fetch https://functions.miniup.app
# Needs the visual modules in target/visual (mvn package of the reactor) and npm; installs
# powerbi-visuals-tools into target/pbiviz-npm once. Usage: package.sh [module dir]
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
mkdir -p "$target/dist"
rm -f "$target/dist"/*.pbiviz
for kind in core network; do
  project="$target/pbiviz-$kind"
  rm -rf "$project"
  cp -r "$module/pbiviz" "$project"
  ln -s "$npm_dir/node_modules" "$project/node_modules"
  mkdir -p "$project/src/generated"
  cp "$visual"/*.mjs "$project/src/generated/"
  network=false
  [ "$kind" = network ] && network=true
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
  });
  edit("capabilities.json", (c) => {
    c.privileges = [{ name: "WebAccess", essential: true, parameters: ["https://functions.miniup.app"] }];
  });
}
JS
  # pbiviz writes its certificate under $HOME: keep it in the build folder.
  (cd "$project" && HOME="$target/pbiviz-home" ./node_modules/.bin/pbiviz package)
  found="$(ls "$project"/dist/*.pbiviz 2>/dev/null | head -1)"
  [ -n "$found" ] || { echo "package.sh: pbiviz wrote no .pbiviz for the $kind package" >&2; exit 1; }
  cp "$found" "$target/dist/"
  echo "package.sh: $target/dist/$(basename "$found")"
done
