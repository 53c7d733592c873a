// The Power BI visual benchmark's page (./hyperpbi bench pbiviz): loads the packaged .pbiviz as
// Power BI does (content.css as a style, content.js evaluated with window.powerbi set, the plugin
// created from powerbi.visuals.plugins[guid] with a recording IVisualHost), then times update()
// with a table-mapping DataView of N rows (the browser benchmark's rows, dates as Date objects),
// resizes and clicks, each to the next painted frame, with a longtask observer. A benchmark,
// not a test: run.mjs only checks that the dashboard drew and nothing was imported twice.
import * as data from "./data.mjs";

const calls = [];
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

/** The IVisualHost surface a visual may use; every call is recorded in window.hostCalls. */
function recordingHost() {
  const record = (api) => (...args) => { calls.push({ api, args: args.length }); };
  return {
    createSelectionManager: () => ({
      select: (ids, multi) => { calls.push({ api: "select", args: [ids.length, multi] }); return Promise.resolve([]); },
      clear: () => { calls.push({ api: "clear" }); return Promise.resolve(); },
      registerOnSelectCallback: record("registerOnSelectCallback"),
      showContextMenu: record("showContextMenu"),
      hasSelection: () => false,
      getSelectionIds: () => [],
    }),
    createSelectionIdBuilder: () => {
      let row;
      const b = { withTable: (t, r) => { row = r; return b; }, withCategory: () => b, withMeasure: () => b,
        withSeries: () => b, createSelectionId: () => ({ row, getKey: () => String(row), equals: (o) => o?.row === row }) };
      return b;
    },
    applyJsonFilter: record("applyJsonFilter"),
    persistProperties: record("persistProperties"),
    fetchMoreData: () => { calls.push({ api: "fetchMoreData" }); return false; },
    eventService: {
      renderingStarted: () => calls.push({ api: "eventService.renderingStarted" }),
      renderingFinished: () => calls.push({ api: "eventService.renderingFinished" }),
      renderingFailed: (o, reason) => calls.push({ api: "eventService.renderingFailed", reason }),
    },
    tooltipService: { enabled: () => true, show: record("tooltipService.show"), move: record("tooltipService.move"),
      hide: record("tooltipService.hide") },
    colorPalette: { isHighContrast: false, getColor: () => ({ value: "#118DFF" }),
      foreground: { value: "#000000" }, background: { value: "#ffffff" } },
    hostCapabilities: { allowInteractions: true },
    locale: "en-US",
    createLocalizationManager: () => ({ getDisplayName: (key) => key }),
    displayWarningIcon: record("displayWarningIcon"),
    launchUrl: record("launchUrl"),
  };
}

/** The packaged visual (resources/<guid>.pbiviz.json, served by run.mjs), evaluated as Power BI does. */
async function loadPackage() {
  const pkg = await (await fetch("package.pbiviz.json")).json();
  window.powerbi = {};
  if (pkg.content.css) {
    const style = document.createElement("style");
    style.textContent = pkg.content.css;
    document.head.append(style);
  }
  const script = document.createElement("script");
  script.textContent = pkg.content.js;
  document.head.append(script);
  const plugin = window.powerbi.visuals.plugins[pkg.visual.guid];
  if (!plugin) throw new Error(`the package registered no plugin ${pkg.visual.guid}`);
  return { pkg, plugin };
}

const loadStart = performance.now();
const { pkg, plugin } = await loadPackage();
const evaluateMs = performance.now() - loadStart;
// The browser benchmark's dashboard; a DataView field's alias is its display name in camelCase.
const spec = (await (await fetch("dashboard.json")).text()).replaceAll('"order_date"', '"orderDate"');
const element = document.getElementById("visual");
const host = recordingHost();
const visual = plugin.create({ element, host });
let st = null;

/** The browser benchmark's rows as a table-mapping DataView (identities, dates as local Dates). */
function dataView(rows) {
  const d = data.generate(rows);
  const col = (name, type, measure) => ({ displayName: name, queryName: `Sales.${name}`,
    roles: { [measure ? "measure" : "category"]: true }, isMeasure: false, type: { [type]: true } });
  const columns = [col("region", "text"), col("status", "text"), col("revenue", "numeric", true),
    col("cost", "numeric", true), col("order_date", "dateTime"), col("customer", "text")];
  const regions = Array.from({ length: data.REGIONS }, (_, i) => data.regionName(i));
  const table = new Array(rows);
  const identity = new Array(rows);
  const days = new Map();
  for (let i = 0; i < rows; i++) {
    const day = d.orderDay[i];
    let date = days.get(day);
    if (!date) {
      const utc = new Date(day * 86400000);
      date = new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
      days.set(day, date);
    }
    table[i] = [regions[d.region[i]], data.STATUSES[d.status[i]], d.revenue[i], d.cost[i], date,
      data.customerName(d.customer[i])];
    identity[i] = { row: i };
  }
  return { metadata: { columns, objects: { specification: { json: spec } } },
    table: { columns, rows: table, identity } };
}

const viewport = (w) => ({ width: w, height: 900 });

/** Step 1: builds the DataView and times the first update (import, evaluation, render, paint). */
async function load(rows) {
  const out = { rows, evaluateMs: round(evaluateMs), packageJsChars: pkg.content.js.length };
  let t = performance.now();
  const view = dataView(rows);
  out.generateMs = round(performance.now() - t);
  st = { view };
  await painted();
  const start = performance.now();
  visual.update({ dataViews: [view], viewport: viewport(1200), type: 62, viewMode: 1, editMode: 0 });
  const updated = performance.now();
  const end = await painted();
  out.load = { updateMs: round(updated - start), frameMs: round(end - updated), totalMs: round(end - start),
    longTasks: tasksBetween(start, end) };
  out.importsAfterLoad = Number(element.dataset.imports);
  out.bars = element.querySelectorAll('[data-component="by_region"] [data-row]').length;
  out.tableRows = element.querySelectorAll('[data-component="rows"] tbody tr').length;
  out.failed = calls.filter((c) => c.api === "eventService.renderingFailed").map((c) => c.reason);
  return out;
}

/** Step 2: resizes (Power BI's Resize updates with the same DataView), each to its frame. */
async function resizes(n = 10) {
  const list = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    await painted();
    const a = performance.now();
    visual.update({ dataViews: [st.view], viewport: viewport(i % 2 ? 1200 : 1000), type: 4, viewMode: 1, editMode: 0 });
    const b = performance.now();
    const end = await painted();
    list.push({ updateMs: b - a, totalMs: end - a });
  }
  return { median: round(median(list.map((x) => x.totalMs))), updateMedian: round(median(list.map((x) => x.updateMs))),
    max: round(Math.max(...list.map((x) => x.totalMs))), n, longTasks: tasksBetween(start, performance.now()),
    imports: Number(element.dataset.imports) };
}

/** Step 3: clicks on bars 0 and 1 in turn, as DOM clicks, each to its repainted frame. */
async function clicks(n = 10) {
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
  const highlighted = element.querySelectorAll('[data-component="by_region"] [data-row][data-highlighted]').length;
  return { median: round(median(list.map((x) => x.totalMs))), handlerMedian: round(median(list.map((x) => x.handlerMs))),
    max: round(Math.max(...list.map((x) => x.totalMs))), n, highlighted, longTasks: tasksBetween(start, performance.now()) };
}

window.hostCalls = calls;
window.pbivizBench = { load, resizes, clicks, ready: true };
