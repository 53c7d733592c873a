// The engine in a Web Worker (issue 21): the page's engine client (engine-client.mjs) posts
// requests here, and every engine call (source parsing, evaluation, rendering, dispatch) runs on
// this thread, so the page never freezes. One message in, one answer out, matched by id:
//
//   page → worker  {id, type, args}           types: init, addSource, removeSource, sources, open,
//                                              render, dispatch, check, datasets, datasetRows,
//                                              lineage, completions
//   worker → page  {id, ok: true, value} | {id, ok: false, error}
//                  {id, progress: {phase: "read"|"parse", loaded, total}}   while a source loads
//                  {type: "effect", effect, step}  every host effect of every step, in order
//                  {type: "update", step, tree}    a step the page did not ask for (a remote
//                                                  source's answer): repaint the tree
//
// Sources are parsed once each, into a session of their own; the dashboard's session is made
// from them (`combineSessions` when the engine exports it, else by loading the set again) only
// when the set or the default changes, so a new specification never parses a file again.
// Opens supersede: requests queue, and an open with a newer open behind it in the queue answers
// {superseded: true} without running (or, when the newer one arrived while it ran, after).
//
// The handler is a function of its host (createEngineWorker), so Node tests drive it with a fake
// postMessage; in a worker the module wires itself to self.
import { LiveHost } from "./live-host.mjs";

export const EXPORTS = ["evaluate", "openSession", "openTextSession", "evaluateSession",
  "closeSession", "openDashboard", "dashboardDocument", "dashboardEvaluation", "dashboardViews",
  "renderDashboard", "dispatchRender", "dispatchDashboard", "closeDashboard", "combineSessions",
  "inspectSources", "inspectDatasets", "datasetRows", "datasetLineage", "specificationSchema"];

const FORMATS = { csv: "csv", tsv: "tsv", txt: "csv", xlsx: "xlsx", json: "json" };

/** Loads one build in a browser worker: the ES module, or the Wasm runtime (an IIFE that sets
 * globalThis.TeaVM, so importing it as a module runs it) and the binary. */
export async function loadBrowserEngine(runtime, base) {
  if (runtime === "js") {
    const url = new URL("hyperpbi.mjs", base).href;
    let module;
    try {
      module = await import(url);
    } catch (e) {
      throw new Error(`cannot load ${url}: ${e && e.message ? e.message : e}`);
    }
    return Object.fromEntries(EXPORTS.filter((n) => typeof module[n] === "function").map((n) => [n, module[n]]));
  }
  if (runtime !== "wasm") throw new Error(`unknown runtime '${runtime}' (expected js or wasm)`);
  const runtimeUrl = new URL("hyperpbi.wasm-runtime.js", base).href;
  try {
    await import(runtimeUrl);
  } catch (e) {
    throw new Error(`cannot load ${runtimeUrl}: ${e && e.message ? e.message : e}`);
  }
  if (!globalThis.TeaVM?.wasmGC) throw new Error(`${runtimeUrl} did not define TeaVM.wasmGC`);
  const wasmUrl = new URL("hyperpbi.wasm", base).href;
  let exports;
  try {
    ({ exports } = await globalThis.TeaVM.wasmGC.load(wasmUrl));
  } catch (e) {
    throw new Error(`cannot load ${wasmUrl}: ${e && e.message ? e.message : e}`);
  }
  // Exported statics are callable although Object.keys(exports) is empty.
  return Object.fromEntries(EXPORTS.filter((n) => typeof exports[n] === "function")
    .map((n) => [n, (...args) => exports[n](...args)]));
}

/** The name and format of an upload from its file name ("sales.csv" → sales, csv). */
export function nameAndFormat(fileName) {
  const dot = fileName.lastIndexOf(".");
  const extension = dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
  return { name: dot < 0 ? fileName : fileName.slice(0, dot), format: FORMATS[extension] ?? "csv" };
}

const message = (e) => (e && e.message ? e.message : String(e));
const now = () => globalThis.performance?.now() ?? Date.now();

/**
 * The worker's message handler. host: { post(message), loadEngine(runtime, base) → exports,
 * fetch, pause() → a promise resolving after queued messages were delivered, chunkBytes: the
 * slice a File is read in (1 MiB) }.
 */
export function createEngineWorker({ post, loadEngine = loadBrowserEngine, fetch = globalThis.fetch,
  pause = () => new Promise((resolve) => setTimeout(resolve, 0)), chunkBytes = 1 << 20 }) {
  const queue = [];
  let running = false;
  let engine = null;
  let loadFailure = null;
  /** Upload entries in order: {name, format, origin, input, session, sources: [{name, rows, fields}], diagnostics}. */
  let entries = [];
  /** The dashboard's session over every entry, and what it was made of. */
  let combined = null;
  /** The open dashboard: {host, generation, delivered, options}. */
  let current = null;
  let generation = 0;

  const answer = (id, value) => post({ id, ok: true, value });
  const fail = (id, error) => post({ id, ok: false, error: message(error) });
  const needEngine = () => {
    if (!engine) throw new Error("the engine is not loaded (init first)");
    return engine;
  };

  function receive(msg) {
    if (msg && msg.type === "open") msg.generation = ++generation;
    queue.push(msg);
    if (!running) drain();
  }

  async function drain() {
    running = true;
    try {
      // Let every message already posted arrive before choosing the next job, so an open that
      // has a newer one waiting is skipped.
      await pause();
      while (queue.length > 0) {
        const msg = queue.shift();
        try {
          await handle(msg);
        } catch (e) {
          fail(msg?.id, e);
        }
        await pause();
      }
    } finally {
      running = false;
    }
  }

  const newerOpenQueued = (g) => queue.some((m) => m && m.type === "open" && m.generation > g);

  async function handle(msg) {
    const { id, type, args = {} } = msg ?? {};
    if (type !== "init" && !engine) {
      throw new Error(loadFailure ? `the engine is not loaded: ${loadFailure}` : "the engine is not loaded (init first)");
    }
    switch (type) {
      case "init": return answer(id, await init(args));
      case undefined: throw new Error("a request needs a type");
      case "addSource": return answer(id, await addSource(id, args));
      case "removeSource": return answer(id, removeSource(args.name));
      case "sources": return answer(id, listSources());
      case "open": {
        answer(id, await open(msg.generation, args));
        // Steps that arrived before the answer (a fast remote source) follow it, in order.
        const delivered = current?.state.delivered ? current.state : null;
        const held = delivered?.held ?? [];
        if (delivered) delivered.held = null;
        for (const update of held) post(update);
        return undefined;
      }
      case "render": return answer(id, render(args));
      case "dispatch": return answer(id, dispatch(args.event));
      case "check": return answer(id, check(args));
      case "datasets": return answer(id, datasets());
      case "datasetRows": return answer(id, datasetRowsOf(args));
      case "lineage": return answer(id, lineageOf(args));
      case "completions": return answer(id, completions());
      default: throw new Error(`unknown request '${type}'`);
    }
  }

  async function init({ runtime, base }) {
    const start = now();
    try {
      engine = await loadEngine(runtime, base);
    } catch (e) {
      loadFailure = message(e);
      throw e;
    }
    return { runtime, loadMs: Math.round(now() - start), exports: Object.keys(engine) };
  }

  // ---- sources ----

  /**
   * Reads a File in slices of chunkBytes, reporting progress after each (the same chunks in
   * every browser, unlike a stream's); text decoded as UTF-8 as File.text() does, xlsx as bytes.
   */
  async function readFile(id, file, binary) {
    const total = file.size;
    const progress = (loaded) => post({ id, progress: { phase: "read", loaded, total } });
    progress(0);
    const decoder = binary ? null : new TextDecoder("utf-8");
    const bytes = binary ? new Uint8Array(total) : null;
    const parts = [];
    for (let at = 0; at < total; at += chunkBytes) {
      const chunk = new Uint8Array(await file.slice(at, Math.min(total, at + chunkBytes)).arrayBuffer());
      if (binary) bytes.set(chunk, at);
      else parts.push(decoder.decode(chunk, { stream: true }));
      progress(Math.min(total, at + chunk.byteLength));
    }
    if (binary) return bytes;
    parts.push(decoder.decode());
    return parts.join("");
  }

  function base64(bytes) {
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  }

  /** The engine source input of an addSource request; reads the file when there is one. */
  async function sourceInput(id, source) {
    const guessed = source.file?.name ? nameAndFormat(source.file.name) : {};
    const name = source.name ?? guessed.name;
    const format = source.format ?? guessed.format ?? "csv";
    if (typeof name !== "string" || name.trim() === "") throw new Error("a source needs a name");
    const input = { name, format };
    if (source.dataPath !== undefined) input.dataPath = source.dataPath;
    if (source.sheet !== undefined) input.sheet = source.sheet;
    const binary = format === "xlsx";
    let content;
    if (source.file) content = await readFile(id, source.file, binary);
    else if (source.bytes !== undefined) content = source.bytes instanceof Uint8Array ? source.bytes : new Uint8Array(source.bytes);
    else if (typeof source.text === "string") content = source.text;
    else if (typeof source.base64 === "string") input.base64 = source.base64;
    else throw new Error(`source '${name}' has no file, text or bytes`);
    if (content !== undefined) {
      if (binary) input.base64 = typeof content === "string" ? btoa(content) : base64(content);
      else input.text = typeof content === "string" ? content : new TextDecoder("utf-8").decode(content);
    }
    const size = input.text?.length ?? input.base64?.length ?? 0;
    return { input, size };
  }

  /** Opens a session over one input: openTextSession for plain text (no megabytes wrapped in JSON). */
  function openInput(input) {
    const e = needEngine();
    if (input.text !== undefined && input.dataPath === undefined && input.sheet === undefined
        && typeof e.openTextSession === "function") {
      return e.openTextSession(input.name, input.format, input.text);
    }
    return e.openSession(JSON.stringify({ mode: "eval", sources: [input], default: input.name }));
  }

  /** What the engine says about a session's sources: rows and fields (inspectSources), and the import diagnostics. */
  function describe(session, fallbackName) {
    const e = needEngine();
    const doc = JSON.parse(e.evaluateSession(session, JSON.stringify({ mode: "eval", spec: "{}" }), 0));
    // The import findings; the one-source session's own default is not the user's choice.
    const diagnostics = (doc.diagnostics ?? []).filter((d) => d.path.startsWith("/sources"));
    let sources;
    if (typeof e.inspectSources === "function") {
      const inspected = JSON.parse(e.inspectSources(session));
      sources = inspected.sources ?? [];
    } else {
      // Without the inspect export: the default source's fields from the eval document, no row count.
      sources = diagnostics.some((d) => d.severity === "error") && !(doc.fields?.length)
        ? [] : [{ name: fallbackName, rows: null, fields: doc.fields ?? [] }];
    }
    return { sources: sources.map(({ name, rows, fields }) => ({ name, rows, fields: fields.map(fieldInfo) })), diagnostics };
  }

  const fieldInfo = (f) => ({ key: f.key, alias: f.alias, displayName: f.displayName,
    semanticType: f.semanticType ?? f.type, dataType: f.dataType, origin: f.origin });

  async function addSource(id, args) {
    const { source = {}, origin = "upload" } = args;
    const { input, size } = await sourceInput(id, source);
    post({ id, progress: { phase: "parse", loaded: 0, total: size } });
    const start = now();
    const session = openInput(input);
    const { sources, diagnostics } = describe(session, input.name);
    post({ id, progress: { phase: "parse", loaded: size, total: size } });
    // A same-named upload replaces the earlier one (as the playground did).
    for (const old of entries.filter((x) => x.name === input.name)) closeEntry(old);
    // The text is kept only for an engine that cannot combine sessions (it loads the set again).
    const kept = typeof needEngine().combineSessions === "function" ? null : input;
    entries = entries.filter((x) => x.name !== input.name).concat([{ name: input.name, format: input.format,
      origin, input: kept, session, sources, diagnostics }]);
    dropCombined();
    const first = sources[0] ?? { name: input.name, rows: 0, fields: [] };
    return { name: first.name, rows: first.rows, fields: first.fields, diagnostics, sources,
      parseMs: Math.round(now() - start) };
  }

  function removeSource(name) {
    const before = entries.length;
    for (const old of entries.filter((x) => x.name === name || x.sources.some((s) => s.name === name))) closeEntry(old);
    entries = entries.filter((x) => !(x.name === name || x.sources.some((s) => s.name === name)));
    if (entries.length !== before) dropCombined();
    return { removed: entries.length !== before };
  }

  function closeEntry(entry) {
    if (entry.rowsDashboard !== undefined) needEngine().closeDashboard(entry.rowsDashboard);
    needEngine().closeSession(entry.session);
  }

  function listSources() {
    return entries.flatMap((x) => x.sources.map((s) => ({ name: s.name, format: x.format, rows: s.rows,
      fields: s.fields, origin: x.origin })));
  }

  function dropCombined() {
    if (combined && combined.owned) needEngine().closeSession(combined.session);
    combined = null;
  }

  /** The dashboard's session over every source with this default (made when the set or default changed). */
  function sessionFor(defaultSource) {
    const e = needEngine();
    const key = JSON.stringify([entries.map((x) => x.session), defaultSource ?? null]);
    if (combined && combined.key === key) return combined.session;
    dropCombined();
    let session;
    let owned = true;
    // One entry whose own default is the one asked for: its session is the dashboard's.
    if (entries.length === 1 && (defaultSource == null || defaultSource === entries[0].name
        || defaultSource === entries[0].sources[0]?.name)) {
      session = entries[0].session;
      owned = false;
    } else if (typeof e.combineSessions === "function") {
      session = e.combineSessions(JSON.stringify(entries.map((x) => x.session)), defaultSource ?? null);
    } else {
      session = e.openSession(JSON.stringify({ mode: "eval", sources: entries.map((x) => x.input),
        ...(defaultSource == null ? {} : { default: defaultSource }) }));
    }
    if (session < 0) throw new Error("the engine could not open a session over the sources");
    combined = { key, session, owned };
    return session;
  }

  // ---- the dashboard ----

  const specText = (spec) => (typeof spec === "string" ? spec : JSON.stringify(spec ?? null));

  function request(args, mode = "eval") {
    const r = { mode, spec: specText(args.spec) };
    for (const k of ["host", "network", "now", "timeZone"]) if (args[k] !== undefined) r[k] = args[k];
    return JSON.stringify(r);
  }

  const renderOptions = ({ width, height, theme, locale, palette } = {}) => {
    const o = {};
    for (const [k, v] of Object.entries({ width, height, theme, locale, palette })) if (v !== undefined) o[k] = v;
    return o;
  };

  /**
   * The step as the page gets it: its UI state only as far as the page reads it (the remote
   * sources' lifecycle). The rest of the state holds the selections' and highlights' row keys,
   * a grouped row's being its source rows' keys joined (megabytes at a million rows): copying
   * that to the page and parsing it there cost the page's thread a long task per click, and
   * the page draws from the tree, not from the state.
   */
  function pageStep(step) {
    if (!step || typeof step !== "object" || !step.state) return step;
    const { state, ...rest } = step;
    return { ...rest, state: state.sources === undefined ? {} : { sources: state.sources } };
  }

  function postEffects(step) {
    for (const effect of step?.effects ?? []) post({ type: "effect", effect, step: step.step ?? null, event: step.event ?? null });
  }

  async function open(g, args) {
    if (newerOpenQueued(g)) return { superseded: true };
    const e = needEngine();
    const start = now();
    const session = sessionFor(args.defaultSource);
    const json = request(args);
    const state = { generation: g, delivered: false, capturing: false, captured: undefined, held: [],
      options: renderOptions(args) };
    const host = new LiveHost(e, session, json, {
      fetch,
      onStep: (step) => {
        postEffects(step);
        if (!state.capturing && current?.host === host) {
          const update = { type: "update", step: pageStep(step), tree: state.pending ?? null };
          if (state.held) state.held.push(update);
          else if (state.delivered) post(update);
        }
        state.pending = undefined;
      },
      onError: (error) => post({ type: "error", error: message(error) }),
    });
    const loaded = host.loaded;
    const evaluated = now();
    // An unreadable specification keeps the last good dashboard working (the page keeps its drawing).
    const failedToLoad = loaded.ok === false && Object.keys(loaded.interactions ?? {}).length === 0
      && (loaded.diagnostics ?? []).some((d) => d.code === "INVALID_JSON" || d.code === "INVALID_REQUEST");
    if (failedToLoad && current) {
      host.close();
      return { document: loaded, tree: null, kept: true, elapsedMs: Math.round(now() - start),
        phases: { evaluateMs: Math.round(evaluated - start), renderMs: 0 } };
    }
    const previous = current;
    current = { host, state };
    previous?.host.close();
    let tree = null;
    state.capturing = true;
    try {
      tree = host.render(state.options, (t) => {
        if (state.capturing) state.captured = t;
        else state.pending = t;
      });
    } finally {
      state.capturing = false;
    }
    // The load's effects (a remote source's first fetch): step null, before any event.
    for (const effect of loaded.initial?.effects ?? []) post({ type: "effect", effect, step: null, event: null });
    const rendered = now();
    await pause();
    if (newerOpenQueued(g)) return { superseded: true };
    state.delivered = true;
    return { document: loaded, tree, elapsedMs: Math.round(rendered - start),
      phases: { evaluateMs: Math.round(evaluated - start), renderMs: Math.round(rendered - evaluated) } };
  }

  function live() {
    if (!current) throw new Error("no dashboard is open (open first)");
    return current;
  }

  function render(args) {
    const { host, state } = live();
    state.options = { ...state.options, ...renderOptions(args) };
    state.capturing = true;
    try {
      return { tree: host.render(state.options, (t) => {
        if (state.capturing) state.captured = t;
        else state.pending = t;
      }) };
    } finally {
      state.capturing = false;
    }
  }

  function eventObject(event) {
    if (typeof event !== "string") return event;
    try {
      return JSON.parse(event);
    } catch (e) {
      throw new Error(`the event is not JSON: ${message(e)}`);
    }
  }

  function dispatch(event) {
    const { host, state } = live();
    if (!state.delivered) return { superseded: true, step: null, tree: null };
    state.capturing = true;
    state.captured = null;
    try {
      const step = host.dispatch(eventObject(event));
      return { step: pageStep(step), tree: state.captured ?? null };
    } finally {
      state.capturing = false;
    }
  }

  function check(args) {
    const e = needEngine();
    const session = sessionFor(args.defaultSource);
    return JSON.parse(e.evaluateSession(session, request(args, "check"), 0));
  }

  // ---- inspectors (the engine's inspect exports) ----

  function inspect(name) {
    const f = needEngine()[name];
    if (typeof f !== "function") throw new Error(`this engine build has no ${name} export`);
    return f;
  }

  const parsedAnswer = (text) => {
    const value = JSON.parse(text);
    if (value && value.ok === false && value.error) throw new Error(value.error);
    return value;
  };

  function datasets() {
    return parsedAnswer(inspect("inspectDatasets")(live().host.handle)).datasets ?? [];
  }

  /**
   * A window of a dataset's rows, or of a source's: a source's rows come from its own parsed
   * session (through a dashboard without components opened over it once), so the Data panel
   * can show an upload before any dashboard reads it, or while the last one reads older sources.
   */
  function datasetRowsOf({ name, first = 0, count = 100 }) {
    const entry = entries.find((x) => x.sources.some((s) => s.name === name));
    if (entry) {
      if (entry.rowsDashboard === undefined) {
        entry.rowsDashboard = needEngine().openDashboard(entry.session, JSON.stringify({ mode: "eval", spec: "{\"version\": \"2.0\"}" }));
      }
      return parsedAnswer(inspect("datasetRows")(entry.rowsDashboard, name, first, count));
    }
    return parsedAnswer(inspect("datasetRows")(live().host.handle, name, first, count));
  }

  function lineageOf({ name, row }) {
    return parsedAnswer(inspect("datasetLineage")(live().host.handle, name, row));
  }

  function completions() {
    const sources = listSources().map((s) => ({ name: s.name, fields: s.fields }));
    let sets = [];
    if (current && typeof engine.inspectDatasets === "function") {
      sets = datasets().map((d) => ({ name: d.name, fields: d.schema ?? [] }));
    }
    return { sources, datasets: sets };
  }

  return { receive };
}

// In a worker: wire the handler to the worker's messages.
if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) {
  const worker = createEngineWorker({ post: (m) => globalThis.postMessage(m) });
  globalThis.onmessage = (event) => worker.receive(event.data);
}
