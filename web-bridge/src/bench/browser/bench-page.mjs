// The browser benchmark's page (issue 20): loads one TeaVM build of the engine (?runtime=js|wasm),
// generates the benchmark rows in the page (data.mjs, the Node benchmark's generator), imports them
// as CSV, opens dashboard.json (ten components) and paints it with the project's painter, then
// times a click on a bar and a table scroll from the DOM event to the repainted frame. The driver
// (run.mjs, Playwright) calls window.hpbiBench.run(rows) and reads the figures it returns.
// ?engine=worker runs the engine in the Web Worker the studio uses (engine-client.mjs): the page
// then only paints the trees the worker answers (objects: nothing to parse), and each phase is
// timed around the client's call.
//
// "Painted" means: the painter patched the DOM, the next animation frame began, and a task posted
// from that frame's requestAnimationFrame callback ran, i.e. the browser had run style, layout and
// paint for the frame holding the new DOM (the usual rAF + postMessage measurement).
import * as data from "./data.mjs";
import { createPainter } from "./engine/painter.mjs";
import { createEngineClient } from "./engine/engine-client.mjs";

const params = new URLSearchParams(location.search);
const runtime = params.get("runtime") === "wasm" ? "wasm" : "js";
const inWorker = params.get("engine") === "worker";
const VIEWPORT = { width: 1280, height: 900 };
const EXPORTS = ["openTextSession", "closeSession", "openDashboard", "dashboardDocument",
  "renderDashboard", "dispatchRender", "closeDashboard"];

async function loadEngine() {
  if (runtime === "js") {
    const module = await import("./engine/hyperpbi.mjs");
    return Object.fromEntries(EXPORTS.map((name) => [name, module[name]]));
  }
  await new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "wasm/hyperpbi.wasm-runtime.js";
    script.onload = resolve;
    script.onerror = () => reject(new Error("cannot load wasm/hyperpbi.wasm-runtime.js"));
    document.head.append(script);
  });
  const { exports } = await globalThis.TeaVM.wasmGC.load("wasm/hyperpbi.wasm");
  return Object.fromEntries(EXPORTS.map((name) => [name, (...args) => exports[name](...args)]));
}

/** Resolves after the next frame was rendered (rAF, then a task posted from it). */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
}

const longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: "longtask", buffered: true });

/** Long tasks overlapping [from, to): a step runs inside the driver's evaluate task, which began earlier. */
const tasksBetween = (from, to) => longTasks.filter((t) => t.start + t.duration > from && t.start < to)
  .map((t) => Math.round(t.duration));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x) => Math.round(x * 10) / 10;

const loadStart = performance.now();
const client = inWorker ? createEngineClient({ runtime, base: runtime === "wasm" ? "wasm/" : "engine/" }) : null;
if (client) await client.ready;
const engine = client ? null : await loadEngine();
const engineLoadMs = performance.now() - loadStart;
const spec = await (await fetch("dashboard.json")).text();

let st = null;

/** Step 1: generate `rows` rows as CSV and import them (openTextSession). */
async function setup(rows) {
  const out = { runtime, engine: inWorker ? "worker" : "main", rows, engineLoadMs: round(engineLoadMs), components: JSON.parse(spec).components.length
    + JSON.parse(spec).leftPanel.components.length };
  let t = performance.now();
  const text = data.csv(data.generate(rows));
  out.generateMs = round(performance.now() - t);
  out.csvChars = text.length;

  t = performance.now();
  const session = client ? (await client.addSource({ name: "sales", format: "csv", text }), "sales")
    : engine.openTextSession("sales", "csv", text);
  out.importMs = round(performance.now() - t);
  if (session < 0) throw new Error("openTextSession failed");
  st = { out, session };
  return out;
}

/** Step 2: first paint after load (open the dashboard, render, paint, frame), then a warm render. */
async function firstPaint() {
  const { out, session } = st;

  // First paint after load: open the dashboard, render its tree, paint it, frame rendered.
  const container = document.getElementById("dashboard");
  container.replaceChildren();
  const events = [];
  let onEvent = (e) => events.push(e);
  const painter = createPainter(container, { onEvent: (e) => onEvent(e) });
  const first = {};
  const t0 = performance.now();
  const now = { now: "2024-06-01T00:00:00Z", timeZone: "UTC" };
  let dash = null;
  let doc;
  let answer = "";
  let tree;
  let t1;
  let t2;
  if (client) {
    // open: evaluate and render in the worker, the tree posted back (openDashboard's column).
    const opened = await client.open({ spec, defaultSource: session, ...now, ...VIEWPORT });
    t1 = t2 = performance.now();
    doc = opened.document;
    tree = opened.tree;
  } else {
    dash = engine.openDashboard(session, JSON.stringify({ mode: "eval", spec, ...now }));
    doc = JSON.parse(engine.dashboardDocument(dash));
    t1 = performance.now();
    answer = engine.renderDashboard(dash, JSON.stringify(VIEWPORT));
    t2 = performance.now();
    tree = JSON.parse(answer).tree;
  }
  const t3 = performance.now();
  painter.paint(tree);
  const t4 = performance.now();
  const t5 = await painted();
  Object.assign(first, { openDashboardMs: t1 - t0, renderDashboardMs: t2 - t1, parseMs: t3 - t2,
    paintMs: t4 - t3, frameMs: t5 - t4, totalMs: t5 - t0, treeChars: client ? null : answer.length });
  for (const k of Object.keys(first)) first[k] = round(first[k]);
  out.firstPaint = first;
  out.loadDiagnostics = (doc.diagnostics ?? []).filter((d) => d.severity === "error").map((d) => d.code);
  out.domAfterFirstPaint = container.querySelectorAll("*").length;
  out.painterNodes = painter.stats().nodes;
  out.bars = container.querySelectorAll('[data-component="by_region"] [data-row]').length;
  out.tableRowsPainted = container.querySelectorAll('[data-component="rows"] tbody tr').length;

  // The same render again, warm (the engine's caches cleared by renderDashboard; JIT warm), into
  // a second container: what a resize or theme change costs.
  {
    const other = document.createElement("div");
    document.body.append(other);
    const p2 = createPainter(other);
    const a = performance.now();
    const again = await renderAgain(dash);
    const b = performance.now();
    p2.paint(again);
    const c = performance.now();
    const d = await painted();
    out.warmRender = { renderDashboardMs: round(b - a), paintMs: round(c - b), frameMs: round(d - c), totalMs: round(d - a) };
    p2.dispose();
    other.remove();
  }
  // renderDashboard starts the painter over: repaint the main container from a fresh tree so the
  // painter and the engine agree on what is painted before the clicks.
  painter.paint(await renderAgain(dash));
  await painted();
  out.firstPaintLongTasks = () => tasksBetween(t0, t5 + 1);
  Object.assign(st, { container, painter, dash, events, setOnEvent: (f) => { onEvent = f; } });
  return out.firstPaint;
}

/** The dashboard's tree drawn again from the start (renderDashboard, or the worker's render). */
async function renderAgain(dash) {
  return client ? (await client.render(VIEWPORT)).tree
    : JSON.parse(engine.renderDashboard(dash, JSON.stringify(VIEWPORT))).tree;
}

/** The engine's answer to a painter event: {tree, chars} (chars: the JSON text's length, main thread only). */
async function dispatched(dash, event) {
  if (client) {
    const answer = await client.dispatch(event);
    if (answer.superseded) throw new Error("the event was superseded");
    return { tree: answer.tree, chars: null, kept: null, parseMs: 0 };
  }
  const text = engine.dispatchRender(dash, JSON.stringify(event));
  const start = performance.now();
  const parsed = JSON.parse(text);
  if (parsed.ok === false) throw new Error(parsed.error);
  return { tree: parsed.tree, chars: text.length, kept: (text.match(/"#keep"/g) ?? []).length,
    parseMs: performance.now() - start };
}

/** Dispatches the painter's next event and waits for the repainted frame; the phases. */
function handled(trigger) {
  const { dash, painter, events } = st;
  return new Promise((resolve, reject) => {
    const phases = {};
    const start = performance.now();
    st.setOnEvent(async (e) => {
      st.setOnEvent((late) => events.push(late));
      try {
        const a = performance.now();
        const answer = await dispatched(dash, e);
        const c = performance.now();
        painter.paint(answer.tree);
        const d = performance.now();
        Object.assign(phases, { event: e, toEventMs: a - start, dispatchRenderMs: c - a - answer.parseMs,
          parseMs: answer.parseMs, paintMs: d - c, answerChars: answer.chars, patches: painter.stats().patches,
          kept: answer.kept });
        painted().then((end) => {
          phases.frameMs = end - d;
          phases.totalMs = end - start;
          resolve(phases);
        });
      } catch (error) {
        reject(error);
      }
    });
    trigger();
  });
}
const summary = (list) => {
  const keys = ["toEventMs", "dispatchRenderMs", "parseMs", "paintMs", "frameMs", "totalMs"];
  const m = Object.fromEntries(keys.map((k) => [k, round(median(list.map((p) => p[k])))]));
  m.max = round(Math.max(...list.map((p) => p.totalMs)));
  m.first = round(list[0].totalMs);
  m.answerChars = median(list.map((p) => p.answerChars));
  m.patches = median(list.map((p) => p.patches));
  m.kept = median(list.map((p) => p.kept));
  m.n = list.length;
  return m;
};

/** Step 3: clicks on bars 0 and 1 in turn (each replaces the highlight), as DOM clicks. */
async function clicks(n = 10) {
  const { out, container } = st;
  const clickStart = performance.now();
  const clickPhases = [];
  const highlighted = [];
  for (let i = 0; i < n; i++) {
    const bar = container.querySelector(`[data-component="by_region"] [data-row="${i % 2}"]`);
    clickPhases.push(await handled(() => bar.dispatchEvent(new MouseEvent("click", { bubbles: true }))));
    // What the click drew: the highlighted bars and the highlighted rows of the table's window.
    highlighted.push([...container.querySelectorAll('[data-component="by_region"] [data-row][data-highlighted]')]
      .map((b) => Number(b.getAttribute("data-row"))).join(",")
      + "/" + container.querySelectorAll('[data-component="rows"] tbody tr[data-highlighted]').length);
  }
  const clickEnd = performance.now();
  await new Promise((r) => setTimeout(r, 100)); // long-task entries are delivered asynchronously
  out.click = summary(clickPhases);
  out.clickHighlights = highlighted;
  out.clickLongTasks = tasksBetween(clickStart, clickEnd);
  out.domAfterClicks = container.querySelectorAll("*").length;
  return out.click;
}

/** Step 4: table scrolls (scrollTop set; the painter reports the window on the next frame). */
async function scrolls(n = 5) {
  const { out, container } = st;
  const scroller = container.querySelector('[data-component="rows"] [data-scroll-rows]');
  const scrollPhases = [];
  const scrollStart = performance.now();
  if (scroller) {
    const total = Number(scroller.getAttribute("data-scroll-rows"));
    const height = Number(scroller.getAttribute("data-row-height"));
    for (let i = 0; i < n; i++) {
      const row = Math.floor(((i + 1) / (n + 1)) * Math.min(total, 1e6));
      scrollPhases.push(await handled(() => { scroller.scrollTop = row * height; }));
    }
    out.scrollFirstRowShown = container.querySelector('[data-component="rows"] tbody tr[data-row]')?.getAttribute("data-row") ?? null;
    out.scrollTotalRows = total;
    out.scrollTop = scroller.scrollTop;
  }
  const scrollEnd = performance.now();
  await new Promise((r) => setTimeout(r, 100));
  out.scroll = scrollPhases.length ? summary(scrollPhases) : null;
  out.scrollLongTasks = tasksBetween(scrollStart, scrollEnd);
  out.domAfterScrolls = container.querySelectorAll("*").length;
  return out.scroll;
}

/** Step 5: the figures; closes the dashboard and the session. */
async function finish() {
  const { out, painter, dash, session, events } = st;
  out.firstPaintLongTasks = out.firstPaintLongTasks();
  out.heapMB = performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null;
  out.strayEvents = events.length;

  painter.dispose();
  if (client) {
    client.terminate();
  } else {
    engine.closeDashboard(dash);
    engine.closeSession(session);
  }
  st = null;
  return out;
}

window.hpbiBench = { setup, firstPaint, clicks, scrolls, finish, ready: true };
