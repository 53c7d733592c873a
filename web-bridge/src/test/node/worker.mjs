// Checks the engine worker's protocol (engine-client.mjs ↔ engine-worker.mjs) over one engine
// build: the client runs against a fake Worker that drives the worker's message handler
// (createEngineWorker) on this thread, delivering every message later and as a structured clone,
// as a browser does. Covers ready and load failures, uploads (File read in chunks with read and
// parse progress, text, bytes, XLSX), sources, open/render/dispatch, supersede (queued and
// arrived while running), errors as rejections with the engine's message, host effects, remote
// updates, check, and that a new specification never parses a source again.
// Prints {"check name": "ok" | "failure", ...}; EngineClientTest asserts each.
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { check, report, run, same } from "./checks.mjs";
import { loadEngine, parseArgs } from "./engine.mjs";

const args = parseArgs(process.argv.slice(2));
const jsDir = args.runtime === "js" ? args.build : join(args.build, "../js");
const { createEngineWorker, EXPORTS } = await import(pathToFileURL(join(jsDir, "engine-worker.mjs")).href);
const { createEngineClient } = await import(pathToFileURL(join(jsDir, "engine-client.mjs")).href);
const site = join(jsDir, "../../../../web/src/main/resources/hyperpbi/web/site/demo");
const SPEC = readFileSync(join(site, "spec.json"), "utf8");
const CSV = readFileSync(join(site, "sales.csv"), "utf8");

/** Every export of the build the worker uses (engine.mjs lists the classic ones). */
async function fullEngine() {
  if (args.runtime === "js") {
    const mod = await import(pathToFileURL(join(args.build, "hyperpbi.mjs")).href);
    return Object.fromEntries(EXPORTS.filter((n) => typeof mod[n] === "function").map((n) => [n, mod[n]]));
  }
  await loadEngine(args.runtime, args.build); // defines globalThis.TeaVM
  const { exports } = await globalThis.TeaVM.wasmGC.load(join(args.build, "hyperpbi.wasm"));
  return Object.fromEntries(EXPORTS.filter((n) => typeof exports[n] === "function")
    .map((n) => [n, (...a) => exports[n](...a)]));
}
const realEngine = await fullEngine();

/** Counts engine calls by name, and lets a test hook one. */
function counted(engine, hooks = {}) {
  const calls = {};
  const wrapped = Object.fromEntries(Object.entries(engine).map(([name, f]) => [name, (...a) => {
    calls[name] = (calls[name] ?? 0) + 1;
    hooks[name]?.(...a);
    return f(...a);
  }]));
  return { engine: wrapped, calls };
}

const clone = (m) => {
  // Node's structuredClone turns a File into a nameless Blob; a browser keeps it a File.
  if (m?.args?.source?.file) return { ...m, args: { ...m.args, source: { ...m.args.source } } };
  try {
    return structuredClone(m);
  } catch {
    return m; // a File in an older Node: handed over as is
  }
};

/** A Worker running the handler on this thread; messages arrive in a later task, cloned. */
function fakeWorkerClass({ engine, fetch, failLoad }) {
  return class FakeWorker {
    constructor(url, options) {
      this.url = String(url);
      this.options = options;
      this.handler = createEngineWorker({
        post: (m) => setTimeout(() => this.onmessage?.({ data: clone(m) })),
        loadEngine: async (runtime) => {
          if (failLoad) throw new Error(failLoad);
          if (runtime !== args.runtime) throw new Error(`unknown runtime '${runtime}'`);
          return engine;
        },
        fetch,
      });
    }
    postMessage(m) {
      const copy = clone(m);
      setTimeout(() => this.handler.receive(copy));
    }
    terminate() {
      this.terminated = true;
    }
  };
}

function client({ engine = realEngine, fetch, failLoad } = {}) {
  return createEngineClient({ runtime: args.runtime, base: "file:///engine/", Worker: fakeWorkerClass({ engine, fetch, failLoad }) });
}

async function rejects(promise, expected, what) {
  try {
    await promise;
  } catch (e) {
    check(String(e.message).includes(expected), `${what}: rejected with '${e.message}', expected '${expected}'`);
    return;
  }
  throw new Error(`${what}: resolved, expected a rejection with '${expected}'`);
}

/** A bigger CSV (about 3.3 MB) so a File reads in several 1 MiB slices. */
function bigCsv(rows) {
  const lines = ["region,status,revenue,cost"];
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < rows; i++) lines.push(`${regions[i % 4]},${i % 7 === 0 ? "Cancelled" : "Active"},${1000 + (i % 500)},${600 + (i % 300)}`);
  return lines.join("\n") + "\n";
}

await run("ready answers the runtime; a build that cannot load rejects ready with why", async () => {
  const c = client();
  const info = await c.ready;
  same(info.runtime, args.runtime, "runtime");
  check(info.exports.includes("openDashboard"), "exports listed");
  const broken = client({ failLoad: "cannot load file:///engine/hyperpbi.wasm-runtime.js: 404" });
  await rejects(broken.ready, "cannot load file:///engine/hyperpbi.wasm-runtime.js", "ready");
  await rejects(broken.sources(), "the engine is not loaded", "a call after a failed load");
  let threw = null;
  try {
    createEngineClient({ runtime: "java", Worker: fakeWorkerClass({}) });
  } catch (e) {
    threw = e.message;
  }
  same(threw, "unknown runtime 'java' (expected js or wasm)", "bad runtime");
});

await run("a File is read in the worker with read progress, then parsed once", async () => {
  const { engine, calls } = counted(realEngine);
  const c = client({ engine });
  await c.ready;
  const text = bigCsv(150000);
  const file = new File([text], "big.csv", { type: "text/csv" });
  const progress = [];
  const added = await c.addSource({ file }, { onProgress: (p) => progress.push(p) });
  same(added.name, "big", "name from the file name");
  same(added.fields.map((f) => f.key), ["region", "status", "revenue", "cost"], "fields");
  same(added.diagnostics, [], "diagnostics");
  if (typeof realEngine.inspectSources === "function") same(added.rows, 150000, "rows");
  const reads = progress.filter((p) => p.phase === "read");
  const parses = progress.filter((p) => p.phase === "parse");
  check(reads.length >= 3, `several read reports: ${JSON.stringify(reads)}`);
  check(reads.every((p) => p.total === file.size), "read total is the file size in bytes");
  check(reads.every((p, i) => i === 0 || p.loaded >= reads[i - 1].loaded), "read progress grows");
  same(reads[0].loaded, 0, "first read report");
  same(reads.at(-1).loaded, file.size, "last read report");
  same(parses.length, 2, "parse reports");
  check(progress.indexOf(parses[0]) > progress.indexOf(reads.at(-1)), "parse after read");
  same(calls.openTextSession, 1, "parsed once");
  same((await c.sources()).map((s) => [s.name, s.format, s.origin, s.fields.length]), [["big", "csv", "upload", 4]], "sources");
});

await run("text, bytes and XLSX sources; a same name replaces; removeSource", async () => {
  const c = client();
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV }, { origin: "project" });
  await c.addSource({ name: "tabbed", format: "tsv", bytes: new TextEncoder().encode("a\tb\n1\t2\n") });
  const replaced = await c.addSource({ name: "tabbed", format: "tsv", text: "x\ty\tz\n1\t2\t3\n" });
  same(replaced.fields.map((f) => f.key), ["x", "y", "z"], "replacing fields");
  const xlsx = await c.addSource({ name: "book", format: "xlsx", bytes: new Uint8Array([1, 2, 3]) });
  same(xlsx.diagnostics.map((d) => d.code), ["SOURCE_IMPORT_FAILED"], "damaged XLSX diagnostics");
  check(xlsx.diagnostics[0].message.includes("not an XLSX file"), xlsx.diagnostics[0].message);
  same((await c.sources()).map((s) => [s.name, s.origin]), [["sales", "project"], ["tabbed", "upload"]], "sources");
  same(await c.removeSource("tabbed"), { removed: true }, "removed");
  same(await c.removeSource("tabbed"), { removed: false }, "removed twice");
  same((await c.sources()).map((s) => s.name), ["sales"], "after removal");
  await rejects(c.addSource({ name: "empty", format: "csv" }), "source 'empty' has no file, text or bytes", "no content");
});

await run("open draws; render and dispatch answer trees; effects reach onEffect; no re-parse for a new spec", async () => {
  const { engine, calls } = counted(realEngine);
  const c = client({ engine });
  const effects = [];
  c.onEffect = (effect, context) => effects.push([effect.type, context.step]);
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  const opened = await c.open({ spec: SPEC, defaultSource: "sales", width: 900, height: 700, theme: "dark", locale: "en-US" });
  same(opened.document.ok, true, "document ok");
  same(opened.tree.attrs["data-theme"], "dark", "theme");
  check(typeof opened.elapsedMs === "number" && typeof opened.phases.evaluateMs === "number"
    && typeof opened.phases.renderMs === "number", "timings");
  const clicked = await c.dispatch({ type: "click", component: "revenue_by_area", row: 0 });
  same(clicked.step.event.type, "click", "step");
  // The page gets the step without the selections' and highlights' row keys (megabytes for a
  // grouped row at a million rows): only the state the page reads.
  check(Object.keys(clicked.step.state).every((k) => k === "sources"), "the page's step state holds no row keys");
  check(Array.isArray(clicked.step.effects), "the step's effects stay");
  check(clicked.tree !== null, "a click answers a tree");
  check(clicked.tree.children !== undefined || clicked.tree.tag !== undefined, "a tree node");
  const rendered = await c.render({ theme: "light" });
  same(rendered.tree.attrs["data-theme"], "light", "re-render theme");
  const edited = JSON.parse(SPEC);
  edited.title = "Edited";
  const again = await c.open({ spec: edited, defaultSource: "sales" });
  same(again.document.ok, true, "edited spec (an object) ok");
  same(calls.openTextSession, 1, "the CSV was parsed once");
  same(calls.openSession ?? 0, 0, "no session over the sources again");
  same(calls.openDashboard, 2, "two dashboards");
  same(calls.closeDashboard, 1, "the first dashboard closed");
  // A second source: the dashboard's session is the union of both parsed ones (combineSessions).
  await c.addSource({ name: "other", format: "csv", text: CSV.replace("region,", "area,") });
  const union = await c.open({ spec: SPEC, defaultSource: "sales" });
  same(union.document.ok, true, "over both");
  const otherDefault = await c.open({ spec: SPEC, defaultSource: "other" });
  check(otherDefault.document.diagnostics.some((d) => d.message.includes("region")), "the default changed: no region field");
  same(await c.open({ spec: SPEC, defaultSource: "sales" }).then((a) => a.document.ok), true, "back");
  same(calls.openTextSession, 2, "each CSV parsed once");
  same(calls.openSession ?? 0, 0, "never loaded again");
  same(calls.combineSessions, 3, "a union per default change");
});

await run("every host effect of a step reaches onEffect in order (selection, clears, toasts)", async () => {
  const dir = join(jsDir, "../../../../conformance/interactions/clear-on-second-click");
  const c = client();
  const effects = [];
  c.onEffect = (effect, context) => effects.push({ type: effect.type, step: context.step });
  await c.ready;
  await c.addSource({ name: "powerbi", format: "dataview", text: readFileSync(join(dir, "sales.json"), "utf8") });
  const spec = JSON.parse(readFileSync(join(dir, "spec.json"), "utf8"));
  spec.components.push({ type: "button", id: "save", label: "Save", uiAction: { type: "showToast", title: "Done", message: "Saved" } });
  same((await c.open({ spec, host: "powerbi" })).document.ok, true, "opened");
  const steps = [];
  for (const event of [{ type: "click", component: "bars", row: 0 }, { type: "click", component: "bars", row: 0 },
    { type: "click", component: "save" }]) {
    steps.push((await c.dispatch(event)).step);
  }
  await new Promise((r) => setTimeout(r, 5));
  const types = steps.flatMap((step) => step.effects.map((e) => e.type));
  check(types.includes("selectIdentities") && types.includes("showToast"), `effects: ${types}`);
  same(effects.filter((e) => e.step !== null), steps.flatMap((step) => step.effects.map((e) => ({ type: e.type, step: step.step }))), "forwarded");
  const selection = steps[0].effects.find((e) => e.type === "selectIdentities");
  check(selection.identities.length > 0 && selection.rows.length > 0, JSON.stringify(selection));
});

await run("older opens queued behind a newer one answer superseded; only the newest runs", async () => {
  const { engine, calls } = counted(realEngine);
  const c = client({ engine });
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  const answers = await Promise.all([1, 2, 3].map((i) => c.open({ spec: SPEC.replace("Regional revenue", `Take ${i}`) })));
  same(answers.slice(0, 2), [{ superseded: true }, { superseded: true }], "older");
  same(answers[2].document.ok, true, "newest");
  same(calls.openDashboard, 1, "only the newest opened");
});

await run("an open whose newer one arrived while it ran answers superseded; dispatches between answer superseded", async () => {
  let c;
  let later = null;
  let laterDispatch = null;
  const { engine, calls } = counted(realEngine, {
    openDashboard: () => {
      if (later === null) {
        laterDispatch = c.dispatch({ type: "click", component: "revenue_by_area", row: 0 });
        later = c.open({ spec: SPEC });
      }
    },
  });
  c = client({ engine });
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  const first = c.open({ spec: SPEC });
  same(await first, { superseded: true }, "the first");
  same((await later).document.ok, true, "the newer");
  same(calls.openDashboard, 2, "both ran");
  same(await laterDispatch, { superseded: true, step: null, tree: null }, "a dispatch to the superseded dashboard");
  same(calls.dispatchRender ?? 0, 0, "nothing dispatched to it");
  const clicked = await c.dispatch({ type: "click", component: "revenue_by_area", row: 0 });
  check(clicked.tree !== null, "the newer dashboard answers");
});

await run("errors reject with the engine's or the worker's message", async () => {
  const c = client();
  await c.ready;
  await rejects(c.dispatch({ type: "click", component: "x", row: 0 }), "no dashboard is open (open first)", "dispatch first");
  await rejects(c.render({}), "no dashboard is open", "render first");
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  const unknown = await c.open({ spec: SPEC, defaultSource: "nope" });
  check(unknown.document.diagnostics.some((d) => d.code === "UNKNOWN_SOURCE" && d.message.includes("'nope'")), JSON.stringify(unknown.document.diagnostics));
  await c.open({ spec: SPEC });
  await rejects(c.dispatch("{not json"), "the event is not JSON", "an unreadable event");
  const bogus = await c.dispatch({ type: "bogus" });
  check(bogus.step.diagnostics.some((d) => d.code === "UNKNOWN_EVENT"), `the engine's finding: ${JSON.stringify(bogus.step.diagnostics)}`);
});

await run("an unreadable specification keeps the last good dashboard", async () => {
  const c = client();
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  await c.open({ spec: SPEC });
  const broken = await c.open({ spec: "{\"version\": " });
  same([broken.kept, broken.tree, broken.document.diagnostics[0].code], [true, null, "INVALID_JSON"], "answer");
  const clicked = await c.dispatch({ type: "click", component: "revenue_by_area", row: 1 });
  same([clicked.step.event.row, clicked.tree !== null], [1, true], "the last good dashboard answers");
});

await run("check answers the engine's check document for a host without changing the dashboard", async () => {
  const c = client();
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  await c.open({ spec: SPEC });
  const remote = JSON.parse(SPEC);
  remote.data.sources = { live: { type: "miniup.function", function: "rows", path: "/query" } };
  const checked = await c.check({ spec: remote, host: "powerbi", network: false });
  check(Array.isArray(checked.diagnostics), "diagnostics");
  const clicked = await c.dispatch({ type: "click", component: "revenue_by_area", row: 0 });
  check(clicked.tree !== null, "the dashboard still answers");
});

await run("a remote source's answer arrives as onUpdate with a tree, and its effects in onEffect", async () => {
  const spec = {
    version: "2.0",
    data: { sources: { live: { type: "miniup.function", function: "rows", path: "/query", timeoutMs: 5000 } } },
    components: [{ type: "table", id: "t", dataset: "live" }],
  };
  const fetch = async () => new Response(JSON.stringify([{ a: 1 }, { a: 2 }]), { headers: { "content-type": "application/json" } });
  const c = client({ fetch });
  const effects = [];
  const updates = [];
  c.onEffect = (e) => effects.push(e.type);
  c.onUpdate = (u) => updates.push(u);
  await c.ready;
  await c.addSource({ name: "sales", format: "csv", text: CSV });
  const opened = await c.open({ spec });
  check(opened.document.diagnostics.every((d) => d.severity !== "error"), JSON.stringify(opened.document.diagnostics));
  for (let i = 0; i < 50 && updates.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  check(effects.includes("fetchSource"), `fetchSource effect: ${effects}`);
  same(updates.length, 1, "one update");
  same(updates[0].step.event.type, "sourceResponse", "update event");
  check(updates[0].tree !== null, "update tree");
});

await run("datasets, datasetRows, lineage and completions are the engine's inspect answers", async () => {
  const c = client();
  await c.ready;
  const added = await c.addSource({ name: "sales", format: "csv", text: CSV });
  same(added.rows, 12, "rows of the upload");
  same(added.fields[0], { key: "region", alias: "region", displayName: "region", semanticType: "dimension",
    dataType: "text", origin: "uploaded-column" }, "a field");
  await rejects(c.datasets(), "no dashboard is open", "before open");
  await c.open({ spec: SPEC });
  const sets = await c.datasets();
  const summary = sets.find((d) => d.name === "areaSummary");
  same([summary.rows, summary.schema.map((f) => f.key)], [4, ["area", "totalRevenue", "totalMargin", "recordCount"]], "areaSummary");
  check(Array.isArray(summary.stages) && summary.stages.length > 0 && typeof summary.cacheStatus === "string", JSON.stringify(summary));
  const rows = await c.datasetRows("areaSummary", 0, 2);
  same([rows.total, rows.first, rows.rows.length, rows.rows[0].values[0]], [4, 0, 2, "East"], "window");
  const lineage = await c.lineage("areaSummary", 0);
  check(lineage.rows.length === 3 && lineage.rows.every((r) => typeof r.index === "number" && r.values.length === 4),
    `East's source rows: ${JSON.stringify(lineage)}`);
  await rejects(c.datasetRows("nope", 0, 1), "nope", "an unknown dataset");
  // A source's rows come from its own session: an upload no dashboard reads yet is shown too.
  await c.addSource({ name: "later", format: "csv", text: "a,b\n1,x\n2,y\n3,z\n" });
  const later = await c.datasetRows("later", 1, 5);
  same([later.total, later.rows.map((r) => r.values)], [3, [[2, "y"], [3, "z"]]], "rows of a source no dashboard reads");
  same((await c.datasetRows("sales", 0, 1)).total, 12, "rows of a source");
  const completions = await c.completions();
  same(completions.sources[0], { name: "sales", fields: added.fields }, "source fields");
  same(completions.sources.map((x) => x.name), ["sales", "later"], "every source");
  same(completions.datasets.find((d) => d.name === "activeRows").fields.map((f) => f.key), ["area", "revenue", "margin"], "dataset fields");
});

await run("terminate rejects what is pending and later calls", async () => {
  const c = client();
  await c.ready;
  const pending = c.sources();
  c.terminate();
  await rejects(pending, "the engine was terminated", "pending");
  await rejects(c.sources(), "the engine was terminated", "later");
});

report();
