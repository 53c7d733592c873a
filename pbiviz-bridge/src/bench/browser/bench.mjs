// The Power BI visual benchmark's steps (./hyperpbi bench pbiviz), run in test-e2e's simulated
// Power BI host (test-e2e/src/test/resources/pbihost: the PACKAGED .pbiviz loaded as Power BI
// loads it, a recording IVisualHost, window.hostApi). Times the first update with a
// table-mapping DataView of N rows (the browser benchmark's rows: web-bridge/src/bench/node/
// data.mjs, dates as Date objects), resizes (Power BI's Resize updates with the same DataView)
// and bar clicks, each to the next painted frame, with a longtask observer. A benchmark, not a
// test: run.mjs only checks that the dashboard drew and nothing was imported twice.
import * as data from "./data.mjs";

const longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: "longtask", buffered: true });
const tasksBetween = (from, to) => longTasks.filter((t) => t.start + t.duration > from && t.start < to)
  .map((t) => Math.round(t.duration));
const round = (x) => Math.round(x * 10) / 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Resolves after the next frame was rendered (rAF, then a task posted from it). */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
}

const element = document.getElementById("visual");
// Every host call with the time it was made: the load is timed from the visual's update() call
// (after the host built its DataView, Dates included, as Power BI hands it) to the painted frame.
const push = window.hostCalls.push;
window.hostCalls.push = function (...entries) {
  for (const e of entries) e.at = performance.now();
  return push.apply(this, entries);
};
const lastCall = (api) => window.hostCalls.filter((c) => c.api === api).pop();
const imports = () => Number(element.dataset.imports);
const failures = () => hostApi.calls("eventService.renderingFailed").map((c) => c.args.reason);

/** The browser benchmark's rows as a fixture of hostApi.update (dates as ISO: Dates in the host). */
function fixture(rows, spec) {
  const d = data.generate(rows);
  const col = (displayName, type, measure) => ({ displayName, queryName: `Sales.${displayName}`, type,
    roles: { [measure ? "measure" : "category"]: true } });
  const regions = Array.from({ length: data.REGIONS }, (_, i) => data.regionName(i));
  const days = new Map();
  const table = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const day = d.orderDay[i];
    let iso = days.get(day);
    if (!iso) {
      iso = data.isoDate(day);
      days.set(day, iso);
    }
    table[i] = [regions[d.region[i]], data.STATUSES[d.status[i]], d.revenue[i], d.cost[i], iso,
      data.customerName(d.customer[i])];
  }
  return { table: "Sales", spec, rows: table, viewport: { width: 1200, height: 900 },
    columns: [col("region", "text"), col("status", "text"), col("revenue", "numeric", true),
      col("cost", "numeric", true), col("order_date", "dateTime"), col("customer", "text")] };
}

/** Step 1: the first update (import, evaluation, render, paint) to its painted frame. */
export async function load(rows) {
  // The browser benchmark's dashboard; a DataView field's alias is its display name in camelCase.
  const spec = (await (await fetch("dashboard.json")).text()).replaceAll('"order_date"', '"orderDate"');
  const out = { rows };
  let t = performance.now();
  const f = fixture(rows, spec);
  out.generateMs = round(performance.now() - t);
  await painted();
  const start = performance.now();
  const updateMs = hostApi.update(f);
  const end = await painted();
  // hostApi.update builds the DataView (Date objects, identities) before it calls update().
  const called = lastCall("update").at;
  const finished = lastCall("eventService.renderingFinished").at;
  out.load = { updateMs: round(updateMs), frameMs: round(end - finished), totalMs: round(end - called),
    hostDataViewMs: round(called - start), longTasks: tasksBetween(called, end) };
  out.importsAfterLoad = imports();
  out.bars = element.querySelectorAll('[data-component="by_region"] [data-row]').length;
  out.tableRows = element.querySelectorAll('[data-component="rows"] tbody tr[data-row]').length;
  out.failed = failures();
  return out;
}

/** Step 2: resizes, each from the update to its painted frame. */
export async function resizes(n = 10) {
  const list = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    await painted();
    const a = performance.now();
    const updateMs = hostApi.resize(i % 2 ? 1200 : 1000, 900);
    const end = await painted();
    list.push({ updateMs, totalMs: end - a });
  }
  return { median: round(median(list.map((x) => x.totalMs))), updateMedian: round(median(list.map((x) => x.updateMs))),
    max: round(Math.max(...list.map((x) => x.totalMs))), n, longTasks: tasksBetween(start, performance.now()),
    imports: imports(), failed: failures() };
}

/** Step 3: clicks on bars 0 and 1 in turn, as DOM clicks, each to its repainted frame. */
export async function clicks(n = 10) {
  const list = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    await painted();
    const bar = element.querySelector(`[data-component="by_region"] [data-row="${i % 2}"]`);
    if (!bar) throw new Error("no bar to click");
    const a = performance.now();
    bar.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const b = performance.now();
    const end = await painted();
    list.push({ handlerMs: b - a, totalMs: end - a });
  }
  return { median: round(median(list.map((x) => x.totalMs))), handlerMedian: round(median(list.map((x) => x.handlerMs))),
    max: round(Math.max(...list.map((x) => x.totalMs))), n,
    highlighted: element.querySelectorAll('[data-component="by_region"] [data-row][data-highlighted]').length,
    longTasks: tasksBetween(start, performance.now()) };
}
