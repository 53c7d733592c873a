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
// --page studio (the default when --studio-site names a built site with studio/main.mjs) drives
// the studio page itself (web/target/classes/hyperpbi/web/site, served as is): its demo project
// is open, the generated file is named sales.csv so the upload replaces the project's file of
// that name (the default source), and the figures are read from the page's DOM: file chosen
// (the input's change event) → the demo's bar chart drawn with the upload's 12 regions in a
// rendered frame; a click → the clicked bar highlighted in a rendered frame. --page bench
// uses bench-page.mjs here instead (the client and painter alone, no studio panels).
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
  const file = join(dataDir, String(rows), "sales.csv");
  if (existsSync(file) && statSync(file).size > 0) return file;
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const statuses = ["Active", "Active", "Pending", "Cancelled"];
  let seed = 20260101;
  // The high bits: an LCG's low bits repeat with a short period.
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
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

const studioSite = args["studio-site"] && existsSync(join(args["studio-site"], "studio/main.mjs"))
  ? resolve(args["studio-site"]) : null;
const mode = args.page || (studioSite ? "studio" : "bench");
if (mode === "studio" && !studioSite) throw new Error("--page studio needs --studio-site <built site with studio/main.mjs>");

const ROUTES = mode === "studio" ? [["/", [studioSite]]] : [
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
    for (const rows of sizes) results.push(await (mode === "studio" ? studio(runtime, rows) : one(runtime, rows)));
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

/** Every main-thread task over 50 ms, from before the page's own scripts. */
function longTasksScript() {
  return `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  window.__painted = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
  /** Resolves at the first rendered frame in which condition() holds. */
  window.__frameWhen = (condition, timeoutMs) => new Promise((resolve, reject) => {
    const until = performance.now() + timeoutMs;
    const tick = () => {
      if (condition()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      } else if (performance.now() > until) {
        reject(new Error("timed out waiting for the frame: status '"
          + document.querySelector("[data-testid=status]")?.textContent + "', bars "
          + document.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length + ", notice '"
          + (document.querySelector("[data-testid=notice]")?.textContent ?? "") + "'"));
      }
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  window.__tasksBetween = (from, to) => window.__longTasks.filter((t) => t.start + t.duration > from && t.start < to)
    .map((t) => Math.round(t.duration));
`;
}

/** The studio page: its demo project, the generated sales.csv chosen in its file input, clicks. */
async function studio(runtime, rows) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(longTasksScript());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  const loadStart = Date.now();
  await page.goto(`${base}index.html?runtime=${runtime}`);
  await page.waitForFunction(() => document.querySelector("[data-testid=status]")?.dataset.state === "done"
    && document.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length > 0, null, { timeout: 120_000 });
  const pageReadyMs = Date.now() - loadStart;
  // Timing starts at the input's change event (capture: before the studio's own listener).
  await page.evaluate(() => {
    window.__status = [];
    document.querySelector("[data-testid=files]").addEventListener("change", () => {
      window.__chosen = performance.now();
      const status = document.querySelector("[data-testid=status]");
      new MutationObserver(() => window.__status.push([performance.now() - window.__chosen, status.textContent]))
        .observe(status, { childList: true, characterData: true, subtree: true });
    }, { capture: true });
  });
  await page.locator("[data-testid=files]").setInputFiles(files[rows]);
  const upload = await page.evaluate(async (regions) => {
    const drawnAt = await window.__frameWhen(() => document.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length === regions
      && document.querySelector("[data-testid=status]").dataset.state === "done", 300_000);
    await new Promise((r) => setTimeout(r, 150)); // long-task entries are delivered asynchronously
    const status = window.__status.map(([at, text]) => [Math.round(at), text]);
    const reading = status.filter(([, t]) => /^Reading/.test(t));
    const parsing = status.filter(([, t]) => /^Parsing/.test(t));
    return {
      totalMs: Math.round(drawnAt - window.__chosen), longTasks: window.__tasksBetween(window.__chosen, drawnAt + 1),
      readReports: reading.length, readDoneMs: reading.at(-1)?.[0] ?? null, parseStartMs: parsing[0]?.[0] ?? null,
      evaluateStartMs: status.find(([, t]) => /^Evaluating/.test(t))?.[0] ?? null,
      status: document.querySelector("[data-testid=status]").textContent,
      rowsShown: document.querySelector("[data-testid=panel-data]")?.textContent.match(/[\d,]+ rows/)?.[0] ?? null,
      bars: document.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length,
    };
  }, 12);
  const click = await page.evaluate(async (n) => {
    const list = [];
    const highlights = [];
    const from = performance.now();
    for (let i = 0; i < n; i++) {
      const row = String(i % 2);
      const bar = document.querySelector(`[data-component="revenue_by_area"] [data-row="${row}"]`);
      const start = performance.now();
      bar.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      const end = await window.__frameWhen(() => {
        const lit = [...document.querySelectorAll('[data-component="revenue_by_area"] [data-row][data-highlighted]')];
        return lit.length === 1 && lit[0].getAttribute("data-row") === row;
      }, 60_000);
      list.push(end - start);
      highlights.push(row);
      await new Promise((r) => setTimeout(r, 50)); // the log and panels settle between clicks
    }
    const to = performance.now();
    await new Promise((r) => setTimeout(r, 150));
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return { totalMs: Math.round(median * 10) / 10, first: Math.round(list[0]), max: Math.round(Math.max(...list)), n,
      all: list.map((x) => Math.round(x)), longTasks: window.__tasksBetween(from, to),
      log: document.querySelectorAll("[data-testid=log] > li").length };
  }, clicks);
  const heapMB = await page.evaluate(() => (performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null));
  await context.close();
  const out = { page: "studio", runtime, rows, pageReadyMs, upload, click, heapMB, errors };
  const drew = upload.bars === 12 && errors.length === 0;
  if (!drew) failures++;
  const u = upload;
  console.log(`studio ${runtime} ${rows.toLocaleString("en-US")} rows${drew ? "" : ", FAILED: " + JSON.stringify({ bars: u.bars, errors })}:`
    + ` page ready ${pageReadyMs} ms; file chosen → drawn ${u.totalMs} ms (read done ${u.readDoneMs}, ${u.readReports} read reports,`
    + ` parse from ${u.parseStartMs}, evaluate from ${u.evaluateStartMs}); long tasks ${JSON.stringify(u.longTasks)};`
    + ` status "${u.status}"; data panel "${u.rowsShown}"`);
  console.log(`  click median ${click.totalMs} ms (first ${click.first}, max ${click.max}, n ${click.n}: ${JSON.stringify(click.all)});`
    + ` long tasks ${JSON.stringify(click.longTasks)}; heap ${heapMB} MB`);
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
