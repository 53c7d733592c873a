// The studio benchmark's driver (issue 21): generates the CSV files (region, status, revenue,
// cost: the demo dashboard's columns) into --data, serves bench-page.mjs, the demo
// specification and the TeaVM builds from 127.0.0.1, and for each runtime and row count opens
// a fresh page in Debian's Chromium (playwright-core, the version pinned by
// src/bench/browser/package-lock.json), chooses the file in the page's file input, waits for the
// dashboard drawn over it, clicks bars, and prints the figures (JSON to --out).
//
//   node run.mjs --npm <dir with playwright-core> --js <teavm js dir> --wasm <teavm wasm dir>
//        --site <web site dir> [--rows 200000,1000000] [--runtimes js,wasm] [--clicks 10]
//        [--data <dir>] [--out results.json] [--chromium /usr/bin/chromium]
//
// Use `./hyperpbi bench studio`. A benchmark, not a test: it exits non-zero only when the
// dashboard did not draw (no bars, a load error, a page error). Targets (issue 21): 200,000 rows
// from file chosen to drawn < 3 s, a click < 100 ms; 1,000,000 rows load with progress, a click
// < 150 ms; no main-thread task over 100 ms during the upload or the clicks.
import { createServer } from "node:http";
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "../../test/node/engine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2));
const sizes = String(args.rows || "200000,1000000").split(",").map(Number);
const runtimes = String(args.runtimes || "js,wasm").split(",");
const clicks = Number(args.clicks || 10);
const chromium = args.chromium || "/usr/bin/chromium";
const dataDir = resolve(args.data || join(here, "../../../target/bench-studio/data"));
const { chromium: launcher } = createRequire(resolve(args.npm, "package.json"))("playwright-core");

/** Deterministic rows (an int LCG): 12 regions, three statuses, whole-number amounts. */
async function generate(rows) {
  const file = join(dataDir, `sales-${rows}.csv`);
  if (existsSync(file) && statSync(file).size > 0) return file;
  mkdirSync(dataDir, { recursive: true });
  const out = createWriteStream(file);
  const statuses = ["Active", "Active", "Pending", "Cancelled"];
  let seed = 20260101;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  out.write("region,status,revenue,cost\n");
  let chunk = [];
  for (let i = 0; i < rows; i++) {
    const region = `Region ${String(1 + (next() % 12)).padStart(2, "0")}`;
    const revenue = 100 + (next() % 4900);
    chunk.push(`${region},${statuses[next() % 4]},${revenue},${Math.floor(revenue * (0.4 + (next() % 50) / 100))}`);
    if (chunk.length === 10000) {
      if (!out.write(chunk.join("\n") + "\n")) await new Promise((r) => out.once("drain", r));
      chunk = [];
    }
  }
  if (chunk.length) out.write(chunk.join("\n") + "\n");
  await new Promise((r) => out.end(r));
  return file;
}

const ROUTES = [
  ["/engine/", [args.js, args.wasm]],
  ["/spec.json", [join(args.site, "demo/spec.json")]],
  ["/sales.csv", [join(args.site, "demo/sales.csv")]],
  ["/", [here]],
];
const TYPES = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript",
  ".json": "application/json", ".wasm": "application/wasm", ".csv": "text/csv" };

function fileFor(url) {
  const path = decodeURIComponent(new URL(url, "http://x").pathname);
  for (const [prefix, dirs] of ROUTES) {
    if (path === prefix && !prefix.endsWith("/")) return dirs[0];
    if (prefix.endsWith("/") && path.startsWith(prefix)) {
      const rest = normalize(path.slice(prefix.length));
      if (rest.startsWith("..")) return null;
      for (const dir of dirs) {
        const file = join(dir, rest === "." ? "index.html" : rest);
        if (existsSync(file)) return file;
      }
      return null;
    }
  }
  return null;
}

const server = createServer((req, res) => {
  const file = fileFor(req.url);
  if (!file || !existsSync(file)) {
    console.error(`404 ${req.url}`);
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/`;

const files = {};
for (const rows of sizes) {
  const t = Date.now();
  files[rows] = await generate(rows);
  console.log(`data: ${files[rows]} (${statSync(files[rows]).size.toLocaleString("en-US")} bytes, ${Date.now() - t} ms)`);
}

const browser = await launcher.launch({ executablePath: chromium, headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run"] });
const results = [];
let failures = 0;
try {
  for (const runtime of runtimes) {
    for (const rows of sizes) results.push(await one(runtime, rows));
  }
} finally {
  await browser.close();
  server.close();
}

async function one(runtime, rows) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(`${base}index.html?runtime=${runtime}`);
  await page.waitForFunction(() => window.hpbiStudio?.ready, null, { timeout: 120_000 });
  const engineLoadMs = await page.evaluate(() => window.hpbiStudio.engineLoadMs);
  await page.locator("[data-testid=files]").setInputFiles(files[rows]);
  const upload = await page.evaluate(() => window.hpbiStudio.drawn());
  const click = await page.evaluate((n) => window.hpbiStudio.clicks(n), clicks);
  const heapMB = await page.evaluate(() => window.hpbiStudio.heapMB());
  await context.close();
  const out = { runtime, rows, engineLoadMs, upload, click, heapMB, errors };
  const drew = upload.bars > 0 && upload.loadOk && upload.rows === rows && errors.length === 0;
  if (!drew) failures++;
  print(out, drew);
  return out;
}

function print(o, drew) {
  const u = o.upload;
  const c = o.click;
  console.log(`${o.runtime} ${o.rows.toLocaleString("en-US")} rows (${(u.bytes / 1048576).toFixed(1)} MB${drew ? ""
    : ", FAILED: " + JSON.stringify({ bars: u.bars, ok: u.loadOk, rows: u.rows, errors: o.errors })}): engine load ${o.engineLoadMs} ms`);
  console.log(`  file chosen → drawn ${u.totalMs} ms = addSource ${u.addSourceMs} (read ${u.readMs}, ${u.readReports} read reports;`
    + ` worker parse ${u.workerParseMs}) + open ${u.openMs} (worker ${u.workerOpenMs}: evaluate ${u.workerPhases.evaluateMs},`
    + ` render ${u.workerPhases.renderMs}) + paint ${u.paintMs} + frame ${u.frameMs}; long tasks ${JSON.stringify(u.longTasks)}`);
  console.log(`  click median ${c.totalMs} ms (first ${c.first}, max ${c.max}, n ${c.n}) = to event ${c.toEventMs}`
    + ` + dispatch ${c.dispatchMs} + paint ${c.paintMs} + frame ${c.frameMs}; ${c.patches} DOM patches;`
    + ` long tasks ${JSON.stringify(c.longTasks)}; highlights ${JSON.stringify(c.highlights.slice(0, 2))}; heap ${o.heapMB} MB`);
}

if (args.out) {
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, JSON.stringify(results, null, 2));
  console.log(`figures written to ${args.out}`);
}
process.exit(failures === 0 ? 0 : 1);
