// The external-request audit of `pbiviz package --certification-audit`, on a built .pbiviz:
// powerbi-visuals-webpack-plugin's own check (handleNetworkCalls: fetch, eval and XMLHttpRequest
// as a called, constructed or member name in the bundle), run on the package's content.js.
// `pbiviz package --certification-audit` itself writes the bundle again through Babel with
// retainLines (a third larger), so the package is built normally and audited here.
// Usage: node certification-audit.cjs <pbiviz-npm dir> <package.pbiviz>
// Prints {"<name>": count, ...} (empty when clean); exit code 0 either way, 2 on bad input.
"use strict";
const path = require("path");
const fs = require("fs");

async function main() {
  const [npmDir, file] = process.argv.slice(2);
  if (!npmDir || !file) {
    console.error("usage: certification-audit.cjs <pbiviz-npm dir> <package.pbiviz>");
    process.exit(2);
  }
  const need = (name) => require(path.resolve(npmDir, "node_modules", name));
  const JSZip = need("jszip");
  const Plugin = need("powerbi-visuals-webpack-plugin").PowerBICustomVisualsWebpackPlugin;
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const entry = Object.keys(zip.files).find((n) => /^resources\/.*\.pbiviz\.json$/.test(n));
  if (!entry) {
    console.error(`no resources/*.pbiviz.json in ${file}`);
    process.exit(2);
  }
  const js = JSON.parse(await zip.file(entry).async("string")).content.js;
  // The constructor reads an icon (relative to the working directory); the audit never uses it.
  const icon = path.relative(process.cwd(), path.join(__dirname, "..", "..", "pbiviz", "assets", "icon.png"));
  const plugin = new Plugin({ assets: { icon } });
  let found = {};
  plugin.logAudit = (calls) => { found = calls; };
  plugin.handleNetworkCalls(js, false, true);
  process.stdout.write(JSON.stringify(found) + "\n");
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  process.exit(2);
});
