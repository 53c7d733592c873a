// The browser benchmark's driver (issue 20): serves the benchmark page and the TeaVM builds from
// 127.0.0.1, opens the page in Debian's Chromium through Playwright (playwright-core, pinned in
// package-lock.json), and for each runtime and row count runs the page's steps in a fresh page:
// import, first paint, clicks, table scrolls. Prints a table and writes every figure as JSON.
//
//   node run.mjs --npm <dir with playwright-core> --js <teavm js dir> --wasm <teavm wasm dir>
//        [--rows 10000,100000,1000000] [--runtimes js,wasm] [--engine main,worker] [--clicks 10] [--scrolls 5]
//        [--out results.json] [--profile <dir>] [--chromium /usr/bin/chromium]
//
// --engine: where the engine runs, on the page's thread (main, the default) or in the studio's
// Web Worker (worker: engine-client.mjs; the page only paints).
// --profile records a V8 CPU profile of each step (DevTools protocol) into <dir> and prints the
// functions with the most self time (readable with a build made with -Dteavm.minifying=false).
// Use `./hyperpbi bench browser`. A benchmark, not a test: it asserts only that the dashboard drew.
import { createServer } from "node:http";
import { createReadStream, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "../../test/node/engine.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2));
const sizes = String(args.rows || "10000,100000,1000000").split(",").map(Number);
const runtimes = String(args.runtimes || "js,wasm").split(",");
const engines = String(args.engine || "main").split(",");
const clicks = Number(args.clicks || 10);
const scrolls = Number(args.scrolls || 5);
const chromium = args.chromium || "/usr/bin/chromium";
const { chromium: launcher } = createRequire(resolve(args.npm, "package.json"))("playwright-core");

const ROUTES = [
  ["/engine/", args.js],
  ["/wasm/", args.wasm],
  ["/data.mjs", join(here, "../node/data.mjs")],
  ["/", here],
];
const TYPES = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript",
  ".json": "application/json", ".wasm": "application/wasm" };

function fileFor(url) {
  const path = decodeURIComponent(new URL(url, "http://x").pathname);
  for (const [prefix, dir] of ROUTES) {
    if (path === prefix) return dir;
    if (prefix.endsWith("/") && path.startsWith(prefix)) {
      const rest = normalize(path.slice(prefix.length));
      if (rest.startsWith("..")) return null;
      return join(dir, rest === "." ? "index.html" : rest);
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
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await launcher.launch({ executablePath: chromium, headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--js-flags=--max-old-space-size=8192"] });
const results = [];
let failures = 0;
try {
  for (const where of engines) {
    for (const runtime of runtimes) {
      for (const rows of sizes) {
        results.push(await one(runtime, rows, where));
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

async function one(runtime, rows, where) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(`${base}index.html?runtime=${runtime}&engine=${where}`);
  await page.waitForFunction(() => window.hpbiBench?.ready, null, { timeout: 120_000 });
  const cdp = args.profile ? await context.newCDPSession(page) : null;
  const step = async (name, fn, arg) => {
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    const value = await page.evaluate(([f, a]) => window.hpbiBench[f](a), [fn, arg]);
    if (cdp) {
      const { profile } = await cdp.send("Profiler.stop");
      mkdirSync(args.profile, { recursive: true });
      writeFileSync(join(args.profile, `${where}-${runtime}-${rows}-${name}.cpuprofile`), JSON.stringify(profile));
      console.log(`  profile ${runtime} ${rows} ${name}: ${topSelf(profile, 12)}`);
    }
    return value;
  };
  await step("setup", "setup", rows);
  await step("firstPaint", "firstPaint");
  await step("clicks", "clicks", clicks);
  await step("scrolls", "scrolls", scrolls);
  const out = await page.evaluate(() => window.hpbiBench.finish());
  out.errors = errors;
  await context.close();
  const drew = out.bars > 0 && out.tableRowsPainted > 0 && out.click && out.scroll && errors.length === 0
    && out.loadDiagnostics.length === 0;
  if (!drew) failures++;
  print(out, drew);
  return out;
}

/** The functions with the most self time: "name 12.3ms, ...". */
function topSelf(profile, n) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName || `(anonymous ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber})`;
    self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self].filter(([name]) => name !== "(idle)" && name !== "(program)").sort((a, b) => b[1] - a[1])
    .slice(0, n).map(([name, ms]) => `${name} ${ms.toFixed(1)}ms`).join(", ");
}

function print(o, drew) {
  const f = o.firstPaint;
  console.log(`${o.runtime} ${o.engine} ${o.rows} rows (${o.components} components${drew ? "" : ", FAILED: " + JSON.stringify({
    bars: o.bars, table: o.tableRowsPainted, diagnostics: o.loadDiagnostics, errors: o.errors })}):`
    + ` engine load ${o.engineLoadMs} ms, generate ${o.generateMs} ms, import ${o.importMs} ms`);
  console.log(`  first paint ${f.totalMs} ms = openDashboard ${f.openDashboardMs} + renderDashboard ${f.renderDashboardMs}`
    + ` + JSON.parse ${f.parseMs} + paint ${f.paintMs} + frame ${f.frameMs} (tree ${f.treeChars} chars);`
    + ` warm re-render ${o.warmRender.totalMs} ms (render ${o.warmRender.renderDashboardMs}, paint ${o.warmRender.paintMs})`);
  for (const [name, m, tasks] of [["click", o.click, o.clickLongTasks], ["scroll", o.scroll, o.scrollLongTasks]]) {
    if (!m) continue;
    console.log(`  ${name} median ${m.totalMs} ms (max ${m.max}, first ${m.first}, n ${m.n}) = to event ${m.toEventMs}`
      + ` + dispatchRender ${m.dispatchRenderMs} + JSON.parse ${m.parseMs} + paint ${m.paintMs} + frame ${m.frameMs};`
      + ` answer ${m.answerChars} chars, ${m.kept} kept components, ${m.patches} DOM patches; long tasks ${JSON.stringify(tasks)}`);
  }
  console.log(`  DOM elements: ${o.domAfterFirstPaint} after first paint, ${o.domAfterClicks} after clicks,`
    + ` ${o.domAfterScrolls} after scrolls; table rows painted ${o.tableRowsPainted} of ${o.scrollTotalRows};`
    + ` first-paint long tasks ${JSON.stringify(o.firstPaintLongTasks)}; heap ${o.heapMB} MB; highlights ${JSON.stringify(o.clickHighlights)}`);
}

if (args.out) {
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, JSON.stringify(results, null, 2));
  console.log(`figures written to ${args.out}`);
}
// DOM size must not grow with the rows: the same element count at every size (per runtime).
for (const where of engines) for (const runtime of runtimes) {
  const mine = results.filter((r) => r.runtime === runtime && r.engine === where);
  const counts = [...new Set(mine.map((r) => r.domAfterFirstPaint))];
  console.log(`${runtime} ${where}: DOM elements after first paint at ${sizes.join(" / ")} rows: `
    + mine.map((r) => r.domAfterFirstPaint).join(" / ")
    + (counts.length === 1 ? " (independent of the row count)" : " (differs with the row count)"));
}
process.exit(failures === 0 ? 0 : 1);
