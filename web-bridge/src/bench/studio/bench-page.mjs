// The studio benchmark's page (issue 21): the engine runs in a Web Worker through the engine
// client (engine/engine-client.mjs), as in the studio; this page only shows progress and paints
// trees with the shared painter. ?runtime=js|wasm. The project's own source (the demo's 12
// rows, "sales") is loaded first and the demo dashboard drawn over it; then the driver (run.mjs)
// chooses a generated CSV in the file input, and the page times from the input's change event
// to the drawn dashboard over the upload (read and parsed in the worker with progress, the
// demo opened with the upload as default, tree painted, frame rendered), then clicks bars.
// A longtask PerformanceObserver records every main-thread task over 50 ms.
import { createEngineClient } from "./engine/engine-client.mjs";
import { createPainter } from "./engine/painter.mjs";

const runtime = new URLSearchParams(location.search).get("runtime") === "wasm" ? "wasm" : "js";
const VIEWPORT = { width: 1280, height: 900 };

const longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: "longtask", buffered: true });
const tasksBetween = (from, to) => longTasks.filter((t) => t.start + t.duration > from && t.start < to)
  .map((t) => Math.round(t.duration));
const round = (x) => Math.round(x * 10) / 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Resolves after the next frame was rendered (rAF, then a task posted from it). */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
}

const container = document.getElementById("dashboard");
const effects = [];
let onEvent = () => {};
const painter = createPainter(container, { onEvent: (e) => onEvent(e) });
const client = createEngineClient({ runtime, base: "engine/" });
client.onEffect = (effect) => effects.push(effect.type);
client.onUpdate = ({ tree }) => painter.paint(tree);

const t0 = performance.now();
const info = await client.ready;
const engineLoadMs = performance.now() - t0;
const spec = await (await fetch("spec.json")).text();
const project = await (await fetch("sales.csv")).text();
await client.addSource({ name: "sales", format: "csv", text: project }, { origin: "project" });
const first = await client.open({ spec, defaultSource: "sales", ...VIEWPORT });
painter.paint(first.tree);
await painted();

let upload = null;
document.getElementById("files").addEventListener("change", (event) => {
  const file = event.target.files[0];
  const start = performance.now();
  const out = { runtime, file: file.name, bytes: file.size, progress: [] };
  const bar = document.getElementById("progress");
  upload = (async () => {
    const added = await client.addSource({ file }, {
      onProgress: (p) => {
        out.progress.push({ ...p, at: round(performance.now() - start) });
        bar.textContent = `${p.phase} ${Math.round((100 * p.loaded) / Math.max(1, p.total))}%`;
      },
    });
    const parsedAt = performance.now();
    const opened = await client.open({ spec, defaultSource: added.name, ...VIEWPORT });
    const openedAt = performance.now();
    painter.paint(opened.tree);
    const paintedAt = performance.now();
    const drawnAt = await painted();
    bar.textContent = `${added.rows ?? "?"} rows`;
    Object.assign(out, {
      rows: added.rows, diagnostics: added.diagnostics.length, loadOk: opened.document.ok,
      readMs: round(out.progress.filter((p) => p.phase === "read").at(-1).at),
      addSourceMs: round(parsedAt - start), workerParseMs: added.parseMs,
      openMs: round(openedAt - parsedAt), workerOpenMs: opened.elapsedMs, workerPhases: opened.phases,
      paintMs: round(paintedAt - openedAt), frameMs: round(drawnAt - paintedAt), totalMs: round(drawnAt - start),
      readReports: out.progress.filter((p) => p.phase === "read").length,
      bars: container.querySelectorAll('[data-component="revenue_by_area"] [data-row]').length,
      summary: container.querySelector('[data-component="summary"]')?.textContent ?? null,
    });
    out.progress = out.progress.length; // the count; the phases are above
    await new Promise((r) => setTimeout(r, 100)); // long-task entries are delivered asynchronously
    out.longTasks = tasksBetween(start, drawnAt + 1);
    return out;
  })();
});

/** Resolves with the upload's figures once the chosen file is drawn. */
async function drawn() {
  while (!upload) await new Promise((r) => setTimeout(r, 10));
  return upload;
}

/** Clicks bars 0 and 1 in turn: from the DOM click to the repainted frame. */
async function clicks(n = 10) {
  const list = [];
  const highlights = [];
  const from = performance.now();
  for (let i = 0; i < n; i++) {
    const bar = container.querySelector(`[data-component="revenue_by_area"] [data-row="${i % 2}"]`);
    const phases = await new Promise((resolve, reject) => {
      const start = performance.now();
      onEvent = async (event) => {
        onEvent = () => {};
        try {
          const sent = performance.now();
          const answer = await client.dispatch(event);
          const answered = performance.now();
          painter.paint(answer.tree);
          const paintedAt = performance.now();
          const end = await painted();
          resolve({ toEventMs: sent - start, dispatchMs: answered - sent, paintMs: paintedAt - answered,
            frameMs: end - paintedAt, totalMs: end - start, patches: painter.stats().patches });
        } catch (e) {
          reject(e);
        }
      };
      bar.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    list.push(phases);
    highlights.push([...container.querySelectorAll('[data-component="revenue_by_area"] [data-row][data-highlighted]')]
      .map((b) => b.getAttribute("data-row")).join(","));
  }
  const to = performance.now();
  await new Promise((r) => setTimeout(r, 100));
  const keys = ["toEventMs", "dispatchMs", "paintMs", "frameMs", "totalMs"];
  const out = Object.fromEntries(keys.map((k) => [k, round(median(list.map((p) => p[k])))]));
  Object.assign(out, { first: round(list[0].totalMs), max: round(Math.max(...list.map((p) => p.totalMs))), n,
    patches: median(list.map((p) => p.patches)), highlights, longTasks: tasksBetween(from, to) });
  return out;
}

window.hpbiStudio = {
  ready: true, engineLoadMs: round(engineLoadMs), info, firstOpen: first.elapsedMs, drawn, clicks,
  effects: () => effects.slice(),
  heapMB: () => (performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null),
  loadTasks: () => tasksBetween(0, performance.now()),
};
