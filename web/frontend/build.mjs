// Bundles the browser modules into the site (web/pom.xml runs this through build.sh after
// `npm ci`): minified ES modules, one per entry. Prints each bundle's raw and gzip size.
// Usage: node build.mjs <site output folder>
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

/** Entry module → file in the site. h2-studio adds its modules here. */
const ENTRIES = [
  { in: "src/editor/index.mjs", out: "editor.js" },
];

for (const entry of ENTRIES) {
  const outfile = join(out, entry.out);
  await build({
    entryPoints: [join(here, entry.in)],
    outfile,
    bundle: true,
    format: "esm",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    logLevel: "warning",
  });
  const bytes = readFileSync(outfile);
  console.log(`[hyperpbi] ${entry.out}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzip`);
}
