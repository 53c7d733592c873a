// Bundles the browser modules (web/pom.xml and pbiviz-bridge/package.sh run this through build.sh
// after `npm ci`): minified ES modules, one per entry. Prints each bundle's raw and gzip size and,
// with HYPERPBI_BUNDLE_REPORT=1, what each npm package costs in it (esbuild's metafile).
// Usage: node build.mjs <output folder> [bundle ...]   (no bundle named: the site's, editor.js)
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2];
if (!out) {
  console.error("usage: node build.mjs <site output folder>");
  process.exit(2);
}

/** Entry module → bundle; `site`: part of the playground's site (the web build's default). */
const ENTRIES = [
  { in: "src/editor/index.mjs", out: "editor.js", site: true },
  // The Power BI visual's edit-mode editor: the same module API with fewer features (lite.mjs).
  { in: "src/editor/lite.mjs", out: "editor-lite.js", site: false },
];
const named = process.argv.slice(3);
const unknown = named.filter((name) => !ENTRIES.some((e) => e.out === name));
if (unknown.length > 0) {
  console.error(`unknown bundle: ${unknown.join(", ")}`);
  process.exit(2);
}
const chosen = ENTRIES.filter((e) => (named.length === 0 ? e.site : named.includes(e.out)));

for (const entry of chosen) {
  const outfile = join(out, entry.out);
  const result = await build({
    entryPoints: [join(here, entry.in)],
    outfile,
    bundle: true,
    format: "esm",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
  });
  const bytes = readFileSync(outfile);
  console.log(`[hyperpbi] ${entry.out}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzip`);
  if (process.env.HYPERPBI_BUNDLE_REPORT === "1") report(result.metafile);
}

/** Bytes of the minified bundle per npm package (or own source file), largest first. */
function report(metafile) {
  const bytes = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file);
      const key = pkg ? pkg[1] : file.replace(/^.*?src\//, "src/");
      bytes.set(key, (bytes.get(key) ?? 0) + input.bytesInOutput);
    }
  }
  for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1])) {
    console.log(`[hyperpbi]   ${String(n).padStart(7)} ${key}`);
  }
}
