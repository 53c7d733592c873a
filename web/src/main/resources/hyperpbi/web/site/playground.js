// The playground: loads the TeaVM engine (JavaScript module or WebAssembly GC binary) and opens
// the project (its edited specification, its and the uploaded sources) as a live dashboard
// through the same request the conformance harness builds. It shows the result document, the
// dashboard drawn from the engine's component views (clicks, control changes and buttons are
// dispatched to the engine), and the declared remote sources, which the page-side host
// (engine/live-host.mjs) fetches under the remote-source policy. Data is only ever written with
// textContent.
import { LiveHost } from "./engine/live-host.mjs";
import { createPainter } from "./engine/painter.mjs";

const $ = (id) => document.getElementById(id);
const engines = new Map();
const PROJECTS = { demo: "demo", "remote-demo": "remote-demo" };
const project = PROJECTS[new URLSearchParams(location.search).get("project")] ?? "demo";
let live = null;
/** The project: its specification text, its CSV, and the sources (project's and uploaded). */
let demo = null;

/** Returns the engine's exported functions for one runtime, loading it once. */
function engine(runtime) {
  if (!engines.has(runtime)) {
    engines.set(runtime, runtime === "wasm" ? loadWasm() : loadJs());
  }
  return engines.get(runtime);
}

const EXPORTS = ["evaluate", "openSession", "closeSession", "openDashboard", "dashboardDocument",
  "dashboardEvaluation", "dashboardViews", "dispatchDashboard", "closeDashboard", "renderDashboard",
  "dispatchRender"];

async function loadJs() {
  const module = await import("./engine/hyperpbi.mjs");
  return Object.fromEntries(EXPORTS.map((name) => [name, module[name]]));
}

async function loadWasm() {
  // The runtime is a classic script defining globalThis.TeaVM.wasmGC.
  await new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "engine/hyperpbi.wasm-runtime.js";
    script.onload = resolve;
    script.onerror = () => reject(new Error("cannot load engine/hyperpbi.wasm-runtime.js"));
    document.head.append(script);
  });
  const { exports } = await globalThis.TeaVM.wasmGC.load("engine/hyperpbi.wasm");
  // Exported statics are callable although Object.keys(exports) is empty.
  return Object.fromEntries(EXPORTS.map((name) => [name, (...args) => exports[name](...args)]));
}

async function loadDemo() {
  const files = [`${project}/spec.json`, `${project}/sales.csv`];
  const [spec, csv] = await Promise.all(files.map(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return response.text();
  }));
  return { spec, csv, sources: [{ name: "sales", format: "csv", text: csv }] };
}

/**
 * The engine request, shaped like the conformance harness's (EngineRequest.toJson): the edited
 * specification, the project's and the uploaded sources, the chosen default.
 */
function demoRequest(demo) {
  return JSON.stringify({
    mode: "eval",
    spec: $("spec-text").value,
    sources: demo.sources,
    default: $("default-source").value || "sales",
    datasets: [],
  });
}

const FORMATS = { csv: "csv", tsv: "tsv", txt: "csv", xlsx: "xlsx", json: "json" };

/** An uploaded file as an engine source named after the file (XLSX as base64 bytes). */
async function sourceOf(file) {
  const dot = file.name.lastIndexOf(".");
  const extension = dot < 0 ? "" : file.name.slice(dot + 1).toLowerCase();
  const name = dot < 0 ? file.name : file.name.slice(0, dot);
  const format = FORMATS[extension] ?? "csv";
  if (format !== "xlsx") return { name, format, text: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { name, format, base64: btoa(binary) };
}

/** The sources' names in the default picker and the list (an upload replaces a same name). */
function renderSourceInputs(demo) {
  const chosen = $("default-source").value || "sales";
  $("default-source").replaceChildren(...demo.sources.map((s) => element("option", { value: s.name }, s.name)));
  $("default-source").value = demo.sources.some((s) => s.name === chosen) ? chosen : demo.sources[0].name;
  $("source-list").replaceChildren(...demo.sources.map((s) =>
    element("li", { "data-testid": `input-source-${s.name}` }, `${s.name} (${s.format})`)));
}

async function addFiles(files) {
  demo ??= await loadDemo();
  for (const file of files) {
    const source = await sourceOf(file);
    demo.sources = demo.sources.filter((s) => s.name !== source.name).concat([source]);
  }
  renderSourceInputs(demo);
  await run();
}

function setStatus(state, text) {
  const status = $("status");
  status.dataset.state = state;
  status.textContent = text;
}

function element(tag, attributes = {}, text) {
  const e = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
  if (text !== undefined) e.textContent = text;
  return e;
}

function renderDiagnostics(diagnostics) {
  $("diagnostic-count").textContent = String(diagnostics.length);
  $("diagnostics").replaceChildren(...diagnostics.map((d, i) => element("li", {
    class: `diagnostic-${d.severity}`, "data-testid": `diagnostic-${i}`,
  }, `${d.severity} ${d.code} at "${d.path}": ${d.message}`)));
}

function renderDataset(name, dataset) {
  const rows = Array.isArray(dataset.rows) ? dataset.rows : [];
  const columns = Array.isArray(dataset.fields) && dataset.fields.length > 0
    ? dataset.fields.map((f) => f.key) : Object.keys(rows[0] ?? {});
  const section = element("section", { "data-testid": `dataset-${name}`, "data-dataset": name });
  const heading = element("h3", {}, `${name} · `);
  heading.append(element("span", { "data-testid": `dataset-${name}-row-count` }, String(rows.length)),
    document.createTextNode(" rows"));
  const table = element("table", { "data-testid": `dataset-${name}-table` });
  const head = element("tr");
  for (const c of columns) head.append(element("th", { "data-testid": `header-${name}-${c}` }, c));
  table.appendChild(element("thead")).append(head);
  const body = table.appendChild(element("tbody"));
  rows.forEach((row, r) => {
    const tr = body.appendChild(element("tr", { "data-testid": `row-${name}-${r}` }));
    for (const c of columns) {
      const value = row[c];
      const cell = element("td", { "data-testid": `cell-${name}-${r}-${c}` },
        value === null || value === undefined ? "null" : String(value));
      if (value === null || value === undefined) cell.className = "null";
      tr.append(cell);
    }
  });
  section.append(heading, table);
  return section;
}

/** Each declared remote source's lifecycle: loading, ready (rows), empty or error (why). */
function renderSources(sources) {
  const entries = Object.entries(sources ?? {});
  $("sources-heading").hidden = entries.length === 0;
  $("sources").replaceChildren(...entries.map(([name, s]) => element("li", {
    "data-testid": `source-${name}`, "data-status": s.status,
  }, `${name}: ${s.status}${s.rows === undefined ? "" : ` · ${s.rows} rows`}${s.message ? ` · ${s.message}` : ""}`)));
}

/** The specification as an object, or null when it is not a JSON object. */
function parsed(specText) {
  try {
    const spec = JSON.parse(specText);
    return spec && typeof spec === "object" && !Array.isArray(spec) ? spec : null;
  } catch {
    return null;
  }
}

/** The options the renderer draws for: the dashboard area's width, the page's colour scheme. */
function renderOptions() {
  const dark = globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches;
  const contrast = globalThis.matchMedia?.("(forced-colors: active)").matches;
  return {
    width: Math.max(320, Math.round($("dashboard").clientWidth || 1000)),
    height: Math.max(400, Math.round(globalThis.innerHeight || 800)),
    theme: contrast ? "high-contrast" : dark ? "dark" : "light",
    locale: navigator.language || "en-US",
  };
}

/**
 * Opens the project as a live dashboard: the engine's renderer builds the dashboard's tree and
 * the shared painter (engine/painter.mjs) draws it and sends every gesture back; each answer
 * repaints only what changed. The result panel shows the eval document over the data as it is.
 */
function openLive(engine, runtime, request) {
  live?.close();
  // The closed dashboard's painter leaves its DOM: a second Evaluate would draw a second one.
  $("dashboard").replaceChildren();
  const session = engine.openSession(request);
  const showResult = () => {
    const start = performance.now();
    const text = engine.dashboardEvaluation(host.handle);
    render(JSON.parse(text), runtime, Math.round(performance.now() - start), text);
  };
  const painter = createPainter($("dashboard"), {
    onEvent: (event) => {
      try {
        host.dispatch(event);
      } catch (e) {
        $("event-findings").textContent = String(e && e.message ? e.message : e);
      }
    },
  });
  const host = new LiveHost(engine, session, request, {
    onStep: (step) => {
      renderSources(step.state.sources);
      $("event-findings").textContent = step.diagnostics
        .map((d) => `${d.severity} ${d.code}: ${d.message}`).join("\n");
      if (step.effects.some((e) => e.type === "scrollTo")) {
        const target = step.effects.find((e) => e.type === "scrollTo").target;
        $("dashboard").querySelector(`[data-component="${CSS.escape(target)}"]`)?.scrollIntoView({ block: "nearest" });
      }
      // The result panel follows the data, which only remote sources change: their answer, or
      // a state change answered from the source cache. A click never writes every dataset as
      // JSON again (at 200,000 rows that froze the page).
      const remote = Object.keys(step.state?.sources ?? {}).length > 0;
      if ((remote && step.changedViews?.length > 0) || step.event?.type === "sourceResponse"
        || step.event?.type === "sourceError") showResult();
    },
  });
  live = { host, painter, close: () => { painter.dispose(); host.close(); engine.closeSession(session); } };
  renderSources(host.loaded.initial.state.sources);
  return () => {
    host.render(renderOptions(), (tree) => painter.paint(tree));
    showResult();
  };
}

function render(result, runtime, millis, text) {
  $("result").hidden = false;
  $("result-ok").textContent = String(result.ok);
  $("result-runtime").textContent = runtime;
  $("result-time").textContent = `${millis} ms`;
  renderDiagnostics(Array.isArray(result.diagnostics) ? result.diagnostics : []);
  const datasets = result.datasets ?? {};
  $("datasets").replaceChildren(...Object.entries(datasets).map(([n, d]) => renderDataset(n, d)));
  $("result-json").textContent = text;
}

async function run() {
  const runtime = $("runtime").value;
  document.body.dataset.runtime = runtime;
  setStatus("loading", `Loading the ${runtime} engine…`);
  try {
    if (!demo) {
      demo = await loadDemo();
      $("spec-text").value = demo.spec;
      $("csv-text").textContent = demo.csv;
      renderSourceInputs(demo);
    }
    const loaded = await engine(runtime);
    setStatus("running", `Evaluating with the ${runtime} engine…`);
    const start = performance.now();
    const request = demoRequest(demo);
    const spec = parsed($("spec-text").value);
    if (spec) {
      openLive(loaded, runtime, request)();
    } else {
      // Not JSON: the engine's answer names the syntax error; there is no dashboard to draw.
      live?.close();
      live = null;
      $("dashboard").replaceChildren();
      renderSources({});
      const text = loaded.evaluate(request);
      render(JSON.parse(text), runtime, Math.round(performance.now() - start), text);
    }
    const millis = Math.round(performance.now() - start);
    setStatus("done", `Evaluated the ${project} project with the ${runtime} engine in ${millis} ms.`);
  } catch (e) {
    engines.delete(runtime);
    setStatus("error", `The ${runtime} engine failed: ${e && e.message ? e.message : e}`);
  }
}

const requested = new URLSearchParams(location.search).get("runtime");
if (requested === "js" || requested === "wasm") $("runtime").value = requested;
$("runtime").addEventListener("change", run);
$("default-source").addEventListener("change", run);
$("files").addEventListener("change", () => addFiles([...$("files").files]));
$("evaluate").addEventListener("click", run);
let resizing = null;
globalThis.addEventListener?.("resize", () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => live?.host.render(renderOptions()), 150);
});
run();
