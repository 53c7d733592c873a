// TEMPORARY: the engine client API of COMMON-21 (engine/engine-client.mjs) over the engine on the
// page's own thread, until the Web Worker client lands. Same promises, same answers as far as the
// exported API allows; delete this module when engine/engine-client.mjs is in the site.
import { LiveHost } from "../engine/live-host.mjs";

const EXPORTS = ["evaluate", "openSession", "closeSession", "openDashboard", "dashboardDocument",
  "dashboardEvaluation", "dispatchDashboard", "closeDashboard", "renderDashboard", "dispatchRender"];

async function loadJs(base) {
  const module = await import(new URL(`${base}hyperpbi.mjs`, document.baseURI).href);
  return Object.fromEntries(EXPORTS.map((name) => [name, module[name]]));
}

async function loadWasm(base) {
  if (!globalThis.TeaVM?.wasmGC) {
    await new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = `${base}hyperpbi.wasm-runtime.js`;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`cannot load ${base}hyperpbi.wasm-runtime.js`));
      document.head.append(script);
    });
  }
  const { exports } = await globalThis.TeaVM.wasmGC.load(`${base}hyperpbi.wasm`);
  return Object.fromEntries(EXPORTS.map((name) => [name, (...args) => exports[name](...args)]));
}

function base64Of(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createEngineClient({ runtime = "js", base = "engine/" } = {}) {
  const sources = new Map(); // name → engine source input
  let live = null;
  let lastDocument = null;
  let lastOpen = null;
  let lastDefault = null;
  const datasetOf = (name) => lastDocument?.datasets?.[name] ?? (name === lastDefault ? lastDocument?.datasets?.powerbi : undefined);
  let generation = 0;
  const engineReady = runtime === "wasm" ? loadWasm(base) : loadJs(base);
  let engine = null;
  const client = {
    ready: engineReady.then((e) => { engine = e; }),
    onEffect: null,
    onTree: null,
    async addSource({ name, format, file, text, bytes }, { onProgress } = {}) {
      await client.ready;
      const total = file?.size ?? text?.length ?? bytes?.length ?? 0;
      onProgress?.({ phase: "read", loaded: 0, total });
      const input = { name, format };
      if (format === "xlsx") {
        input.base64 = base64Of(bytes ?? new Uint8Array(await file.arrayBuffer()));
      } else {
        input.text = text ?? (file ? await file.text() : new TextDecoder().decode(bytes));
      }
      onProgress?.({ phase: "parse", loaded: total, total });
      sources.set(name, input);
      const document = JSON.parse(engine.evaluate(JSON.stringify({
        mode: "eval", spec: "{\"version\": \"2.0\", \"components\": []}", sources: [input], default: name, datasets: [],
      })));
      const own = document.datasets?.[name] ?? document.datasets?.powerbi;
      return { name, rows: own?.rows?.length ?? 0, fields: own?.fields ?? [], diagnostics: document.diagnostics ?? [] };
    },
    async removeSource(name) { sources.delete(name); },
    async sources() {
      return [...sources.values()].map((s) => {
        const d = datasetOf(s.name);
        return { name: s.name, format: s.format, rows: d?.rows?.length ?? null, fields: d?.fields ?? [], origin: "upload" };
      });
    },
    async open({ spec, defaultSource, host = "web", network = true, width, height, theme, locale }) {
      const mine = ++generation;
      lastDefault = defaultSource;
      await client.ready;
      if (mine !== generation) return { superseded: true };
      const start = performance.now();
      const request = JSON.stringify({ mode: "eval", spec, sources: [...sources.values()],
        default: defaultSource, datasets: [], host, network });
      live?.close();
      const session = engine.openSession(request);
      if (session < 0) {
        lastDocument = JSON.parse(engine.evaluate(request));
        live = null;
        return { document: lastDocument, tree: null, elapsedMs: performance.now() - start, phases: {} };
      }
      const host_ = new LiveHost(engine, session, request, {
        onEffect: (effect) => client.onEffect?.(effect),
        onStep: (step) => { for (const e of step.effects ?? []) if (e.type === "fetchSource") client.onEffect?.(e); },
      });
      live = { host: host_, close: () => { host_.close(); engine.closeSession(session); } };
      const evaluateMs = performance.now() - start;
      lastDocument = JSON.parse(engine.dashboardEvaluation(host_.handle));
      const renderStart = performance.now();
      const tree = host_.render({ width, height, theme, locale }, (t) => client.onTree?.(t));
      lastOpen = { width, height, theme, locale };
      return { document: lastDocument, tree, elapsedMs: performance.now() - start,
        phases: { evaluateMs, renderMs: performance.now() - renderStart } };
    },
    async render(options) {
      if (!live) return { tree: null };
      lastOpen = { ...lastOpen, ...options };
      return { tree: JSON.parse(engine.renderDashboard(live.host.handle, JSON.stringify(lastOpen))).tree };
    },
    async dispatch(event) {
      if (!live) return { step: null, tree: null };
      let tree = null;
      const saved = live.host.onTree;
      live.host.onTree = (t) => { tree = t; };
      try {
        const step = live.host.dispatch(event);
        return { step, tree };
      } finally {
        live.host.onTree = saved;
      }
    },
    async check({ spec, host = "web", network = true }) {
      await client.ready;
      return JSON.parse(engine.evaluate(JSON.stringify({ mode: "check", spec,
        sources: [...sources.values()], datasets: [], host, network })));
    },
    async datasets() {
      return Object.entries(lastDocument?.datasets ?? {}).map(([name, d]) => ({
        name, schema: d.fields ?? [], rows: d.rows?.length ?? 0, stages: [], cacheStatus: "unknown", elapsedMs: null,
      }));
    },
    async datasetRows(name, first, count) {
      const d = datasetOf(name);
      const fields = d?.fields ?? [];
      const rows = (d?.rows ?? []).slice(first, first + count).map((row, i) => ({
        key: String(first + i), values: fields.map((f) => row[f.key]) }));
      return { total: d?.rows?.length ?? 0, first, rows, fields };
    },
    async lineage() { return { source: null, rows: [], fields: [] }; },
    async completions() {
      return { sources: [...sources.keys()].map((name) => ({ name, fields: [] })), datasets: [] };
    },
    terminate() { live?.close(); live = null; },
  };
  return client;
}
