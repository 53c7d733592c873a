// The Power BI visual benchmark (issue 22, "Done when"): serves test-e2e's simulated Power BI
// host (host.html, host.js), the packaged visual (resources/<guid>.pbiviz.json of the
// network-free .pbiviz in pbiviz-bridge/target/dist, as /packages/<guid>.json), bench.mjs and the
// browser benchmark's data generator from 127.0.0.1, and for each run opens a fresh page in
// Debian's Chromium (playwright-core, pinned by web-bridge/src/bench/browser/package-lock.json):
// the first update with an N-row DataView, resizes and bar clicks, each timed to the painted
// frame, with the long tasks seen. Prints medians and writes every figure as JSON.
//
//   node run.mjs --npm <dir with playwright-core> --dist <pbiviz-bridge/target/dist>
//        [--rows 1000000] [--runs 3] [--resizes 10] [--clicks 10] [--out results.json]
//
// Use `./hyperpbi bench pbiviz`. A benchmark, not a test: it checks only that the dashboard drew,
// that no update failed and that resizes imported nothing.
import { createServer } from "node:http";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) =>
  (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]?.startsWith("--") ? "true" : all[i + 1]]] : pairs), []));
const sizes = String(args.rows || "1000000").split(",").map(Number);
const runs = Number(args.runs || 3);
const resizes = Number(args.resizes || 10);
const clicks = Number(args.clicks || 10);
const chromium = args.chromium || "/usr/bin/chromium";
const { chromium: launcher } = createRequire(resolve(args.npm, "package.json"))("playwright-core");

/** One entry of a zip archive (stored or deflated), read through the central directory. */
function unzipEntry(zip, wanted) {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive");
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    if (wanted(name)) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const body = zip.subarray(start, start + size);
      return { name, text: (method === 0 ? body : inflateRawSync(body)).toString("utf8") };
    }
    at += 46 + skip;
  }
  throw new Error("no matching entry in the archive");
}

const dist = resolve(args.dist);
const pbiviz = readdirSync(dist).filter((f) => f.endsWith(".pbiviz") && !/Net\.[0-9.]*pbiviz$/.test(f)).sort().pop();
if (!pbiviz) throw new Error(`no network-free .pbiviz in ${dist}: run ./hyperpbi pbiviz`);
const entry = unzipEntry(readFileSync(join(dist, pbiviz)), (name) => /^resources\/.*\.pbiviz\.json$/.test(name));
const guid = JSON.parse(entry.text).visual.guid;
console.log(`package ${pbiviz} (${guid}, content.js ${JSON.parse(entry.text).content.js.length} chars)`);

// test-e2e's simulated Power BI host, the benchmark's steps and the browser benchmark's data.
const root = resolve(here, "../../../..");
const ROUTES = new Map([
  ["/host.html", join(root, "test-e2e/src/test/resources/pbihost/host.html")],
  ["/host.js", join(root, "test-e2e/src/test/resources/pbihost/host.js")],
  ["/bench.mjs", join(here, "bench.mjs")],
  ["/data.mjs", join(root, "web-bridge/src/bench/node/data.mjs")],
  ["/dashboard.json", join(root, "web-bridge/src/bench/browser/dashboard.json")],
]);
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".json": "application/json" };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
  if (path === `/packages/${guid}.json`) {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(entry.text);
    return;
  }
  const file = ROUTES.get(path);
  if (!file || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await launcher.launch({ executablePath: chromium, headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--js-flags=--max-old-space-size=8192"] });
const results = [];
let failures = 0;
try {
  for (const rows of sizes) {
    for (let run = 0; run < runs; run++) results.push(await one(rows, run));
  }
} finally {
  await browser.close();
  server.close();
}

async function one(rows, run) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(`${base}host.html`);
  await page.evaluate(async (g) => {
    await hostApi.load(g, { viewport: { width: 1200, height: 900 } });
    window.pbivizBench = await import("/bench.mjs");
  }, guid);
  const out = await page.evaluate((n) => window.pbivizBench.load(n), rows);
  out.resize = await page.evaluate((n) => window.pbivizBench.resizes(n), resizes);
  out.click = await page.evaluate((n) => window.pbivizBench.clicks(n), clicks);
  out.run = run;
  out.errors = errors;
  await context.close();
  const ok = out.bars > 0 && out.tableRows > 0 && out.failed.length === 0 && out.resize.failed.length === 0 && errors.length === 0
    && out.importsAfterLoad === 1 && out.resize.imports === 1;
  if (!ok) failures++;
  console.log(`${rows} rows, run ${run + 1}${ok ? "" : " FAILED " + JSON.stringify({ bars: out.bars,
    table: out.tableRows, failed: out.failed, errors, imports: [out.importsAfterLoad, out.resize.imports] })}:`
    + ` load ${out.load.totalMs} ms (update ${out.load.updateMs} + frame ${out.load.frameMs}; long tasks ${JSON.stringify(out.load.longTasks)});`
    + ` resize median ${out.resize.median} ms (max ${out.resize.max}, update ${out.resize.updateMedian}; long tasks ${JSON.stringify(out.resize.longTasks)});`
    + ` click median ${out.click.median} ms (max ${out.click.max}, handler ${out.click.handlerMedian}; long tasks ${JSON.stringify(out.click.longTasks)});`
    + ` rows generated in ${out.generateMs} ms, DataView built by the host in ${out.load.hostDataViewMs} ms`);
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const rows of sizes) {
  const mine = results.filter((r) => r.rows === rows);
  console.log(`${rows} rows, median of ${mine.length} runs: load ${median(mine.map((r) => r.load.totalMs))} ms`
    + ` (target < 2000), resize ${median(mine.map((r) => r.resize.median))} ms (target < 50),`
    + ` click ${median(mine.map((r) => r.click.median))} ms (target < 100)`);
}
if (args.out) {
  mkdirSync(dirname(resolve(args.out)), { recursive: true });
  writeFileSync(args.out, JSON.stringify(results, null, 2));
  console.log(`figures written to ${args.out}`);
}
process.exit(failures === 0 ? 0 : 1);
