// The playground proof page: loads the TeaVM engine (JavaScript module or WebAssembly GC binary),
// evaluates the embedded demo project through the same request the conformance harness builds,
// and renders the result. Data is only ever written with textContent.
const $ = (id) => document.getElementById(id);
const engines = new Map();

/** Returns evaluate(requestJson) for one runtime, loading it once. */
function engine(runtime) {
  if (!engines.has(runtime)) {
    engines.set(runtime, runtime === "wasm" ? loadWasm() : loadJs());
  }
  return engines.get(runtime);
}

async function loadJs() {
  const module = await import("./engine/hyperpbi.mjs");
  return (request) => module.evaluate(request);
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
  return (request) => exports.evaluate(request);
}

async function loadDemo() {
  const [spec, csv] = await Promise.all(["demo/spec.json", "demo/sales.csv"].map(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return response.text();
  }));
  return { spec, csv };
}

/** The engine request, shaped like the conformance harness's (EngineRequest.toJson). */
function demoRequest(demo) {
  return JSON.stringify({
    mode: "eval",
    spec: demo.spec,
    sources: [{ name: "sales", format: "csv", text: demo.csv }],
    default: "sales",
    datasets: [],
  });
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

let demo = null;

async function run() {
  const runtime = $("runtime").value;
  document.body.dataset.runtime = runtime;
  setStatus("loading", `Loading the ${runtime} engine…`);
  try {
    demo ??= await loadDemo();
    $("spec-text").textContent = demo.spec;
    $("csv-text").textContent = demo.csv;
    const evaluate = await engine(runtime);
    setStatus("running", `Evaluating with the ${runtime} engine…`);
    const start = performance.now();
    const text = evaluate(demoRequest(demo));
    const millis = Math.round(performance.now() - start);
    render(JSON.parse(text), runtime, millis, text);
    setStatus("done", `Evaluated the demo project with the ${runtime} engine in ${millis} ms.`);
  } catch (e) {
    engines.delete(runtime);
    setStatus("error", `The ${runtime} engine failed: ${e && e.message ? e.message : e}`);
  }
}

const requested = new URLSearchParams(location.search).get("runtime");
if (requested === "js" || requested === "wasm") $("runtime").value = requested;
$("runtime").addEventListener("change", run);
$("evaluate").addEventListener("click", run);
run();
