// Benchmarks the TeaVM engine build (JavaScript or WebAssembly GC) against hand-written loops over
// typed arrays and against Arquero, on pipelines P1-P4 of issue 8. Every contender's result is
// checked against the others before anything is timed; medians and ratios come from one run.
//
//   node bench.mjs --runtime js|wasm --build <teavm dir> --npm <dir with arquero>
//        [--rows 10000,100000,1000000] [--iterations 7] [--warmup 2] [--min-ms 500] [--specs <dir>]
//        [--schedule blocks|interleaved]
//
// Exit code 0 only when every pipeline agreed at every size. Use `./hyperpbi bench js|wasm`.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEngine, parseArgs } from "../../test/node/engine.mjs";
import * as data from "./data.mjs";
import * as loops from "./loops.mjs";
import * as arq from "./arq.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2));
const runtime = args.runtime || "js";
const sizes = String(args.rows || "10000,100000,1000000").split(",").map(Number);
const iterations = Number(args.iterations || 7);
const warmup = args.warmup === undefined ? Math.min(2, iterations) : Number(args.warmup);
const minMs = args["min-ms"] === undefined ? 500 : Number(args["min-ms"]);
const schedule = args.schedule || "blocks";
if (schedule !== "blocks" && schedule !== "interleaved") throw new Error("--schedule blocks|interleaved");
const specsDir = args.specs || join(here, "../../../../core/src/test/resources/bench");
const spec = (name) => readFileSync(join(specsDir, name), "utf8");
const NOW = "2024-06-01T00:00:00Z";
const request = (specText, datasets) =>
  JSON.stringify({ mode: "rows", spec: specText, datasets, now: NOW, timeZone: "UTC" });

const engine = await loadEngine(runtime, args.build);
const { aq, version: arqueroVersion } = await arq.loadArquero(args.npm);
let failures = 0;

// fresh: 0 reuses cached results (a cache hit), 1 recomputes every calculation and dataset under
// the prepared specification (as when the data or the interaction state change), 2 also prepares
// the specification again (as after an edit).
function evaluate(handle, req, fresh) {
  const doc = JSON.parse(engine.evaluateSession(handle, req, fresh === true ? 1 : fresh || 0));
  if (!doc.ok) throw new Error("engine error: " + JSON.stringify(doc).slice(0, 2000));
  return doc;
}

/** Rows equal, numbers to 1e-12 relative (they are summed in the same order, so exact in practice). */
function same(a, b) {
  if (typeof a === "number" && typeof b === "number") {
    return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => same(v, b[i]));
  }
  return a === b;
}

function agree(label, results) {
  const [first, ...rest] = Object.entries(results);
  const bad = rest.filter(([, r]) => !same(first[1], r));
  if (bad.length) {
    failures++;
    console.log(`DISAGREE ${label}: ${first[0]}=${JSON.stringify(first[1]).slice(0, 400)}`);
    for (const [name, r] of bad) console.log(`         ${name}=${JSON.stringify(r).slice(0, 400)}`);
  } else {
    const size = Array.isArray(first[1]) ? first[1].length : 1;
    console.log(`agree ${label}: ${Object.keys(results).join(", ")} (${size} values)`);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Times each contender and returns medians. Warm-up: at least `warmup` rounds and `minMs` per
 * contender (the JITs need it, as JMH's warm-up iterations do); measurement: at least `iterations`
 * rounds and `minMs` per contender, at most 100,000 rounds (earlier rounds stopped at 200, which
 * left a contender of 0.2 ms with 40 ms of warm-up instead of `minMs`).
 *
 * Schedule `blocks` (default) times one contender after the other, each after a full collection,
 * as JMH times one benchmark at a time: a contender pays for its own garbage, not for what the one
 * before it left (V8 collects incrementally and charges the marking to code that allocates, so
 * Arquero's garbage made the engine's evaluations slower while the loops, which allocate next to
 * nothing, did not notice). Schedule `interleaved` runs the contenders round by round, so drift
 * hits them alike but each pays for the others' garbage.
 */
function time(contenders) {
  const names = Object.keys(contenders);
  const run = (group, rounds, record) => {
    const spent = Object.fromEntries(group.map((k) => [k, 0]));
    for (let i = 0; i < 100000; i++) {
      if (i >= rounds && group.every((k) => spent[k] >= minMs)) break;
      for (const name of group) {
        const t0 = performance.now();
        contenders[name]();
        const t = performance.now() - t0;
        spent[name] += t;
        if (record) samples[name].push(t);
      }
    }
  };
  const samples = Object.fromEntries(names.map((k) => [k, []]));
  for (const group of schedule === "interleaved" ? [names] : names.map((k) => [k])) {
    if (schedule !== "interleaved") gc();
    if (warmup > 0) run(group, warmup, false);
    run(group, iterations, true);
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
const ratio = (a, b) => (a / b).toFixed(2) + "x";

function gc() {
  if (typeof globalThis.gc === "function") {
    globalThis.gc();
    globalThis.gc();
    return true;
  }
  return false;
}
// Node counts ArrayBuffers (the typed arrays behind every column) in `external` already; adding
// `arrayBuffers` again would count the columns twice.
const heap = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

console.log(`# hyperpbi bench ${runtime}: node ${process.version}, arquero ${arqueroVersion}, `
  + `at least ${iterations} timed runs and ${minMs} ms per contender after at least ${warmup} warm-up `
  + `runs and ${minMs} ms, schedule ${schedule}, sizes ${sizes.join(", ")}`);

for (const rows of sizes) {
  const d = data.generate(rows);
  const text = data.csv(d);
  const rawBytes = rows * (4 + 4 + 8 + 8 + 8 + 4);
  console.log(`\n## ${rows} rows: CSV ${(text.length / 1048576).toFixed(1)} MB, checksum ${data.checksum(text)}`);

  // Arquero's table first, so that the heap growth measured below is the engine session's.
  const table = arq.table(aq, d);
  // The engine's session: the CSV imported once (P4's work), then evaluated many times.
  gc();
  const before = heap();
  const handle = engine.openTextSession("sales", "csv", text);
  if (handle < 0) throw new Error("openTextSession failed");
  const hasGc = gc();
  const afterLoad = heap();

  const p1Req = request(spec("p1.json"), ["p1"]);
  const p2Req = request(spec("p2.json"), ["p2"]);
  const p3Req = request(spec("p3.json"), []);
  const engineP1 = (fresh = 1) => evaluate(handle, p1Req, fresh).datasets.p1.rows
    .map((r) => [r.area, r.totalRevenue, r.totalMargin, r.recordCount]);
  const engineP2 = (fresh = 1) => evaluate(handle, p2Req, fresh).datasets.p2.rows
    .map((r) => [r.customer, r.totalRevenue, r.regions]);
  const engineP3 = (fresh = 1) => evaluate(handle, p3Req, fresh).calculatedMetrics.open_revenue;
  const engineP4 = () => engine.closeSession(engine.openTextSession("sales", "csv", text));

  agree(`P1 ${rows}`, { engine: engineP1(), loop: loops.p1(d), arquero: arq.p1Rows(arq.p1(aq, table)) });
  agree(`P2 ${rows}`, { engine: engineP2(), loop: loops.p2(d), arquero: arq.p2Rows(arq.p2(aq, table)) });
  const p3Doc = evaluate(handle, request(spec("p3-check.json"), []), true).calculatedMetrics;
  agree(`P3 ${rows}`, {
    engine: [p3Doc.open_revenue, p3Doc.margin_pct_sum],
    loop: loops.p3Check(loops.p3(d)),
    arquero: arq.p3Check(arq.p3(aq, table)),
  });
  const m = evaluate(handle, request(spec("p4-check.json"), []), true).calculatedMetrics;
  const day = (v) => (typeof v === "string" ? Date.parse(v) : v);
  agree(`P4 ${rows}`, {
    engine: [m.rows, m.revenue, m.cost, day(m.first_day), day(m.last_day), m.days, m.regions,
      m.statuses, m.customers],
    loop: loops.p4Check(loops.p4(text)),
    arquero: arq.p4Check(aq, arq.p4(aq, text)),
  });

  // engine: prepared specification, every calculation and dataset computed again; edit: the
  // specification prepared again too (P4 has no specification).
  const results = {
    P1: time({ engine: () => engineP1(1), edit: () => engineP1(2), loop: () => loops.p1(d),
      arquero: () => arq.p1Rows(arq.p1(aq, table)) }),
    P2: time({ engine: () => engineP2(1), edit: () => engineP2(2), loop: () => loops.p2(d),
      arquero: () => arq.p2Rows(arq.p2(aq, table)) }),
    P3: time({ engine: () => engineP3(1), edit: () => engineP3(2), loop: () => loops.p3(d).open,
      arquero: () => arq.p3(aq, table).open }),
    P4: time({ engine: engineP4, loop: () => loops.p4(text), arquero: () => arq.p4(aq, text) }),
  };
  console.log(`| pipeline | engine ms | edit ms | loop ms | arquero ms | engine/loop | edit/loop | engine/arquero |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const [p, r] of Object.entries(results)) {
    const edit = r.edit === undefined ? "" : fmt(r.edit);
    const editRatio = r.edit === undefined ? "" : ratio(r.edit, r.loop);
    console.log(`| ${p} | ${fmt(r.engine)} | ${edit} | ${fmt(r.loop)} | ${fmt(r.arquero)} | `
      + `${ratio(r.engine, r.loop)} | ${editRatio} | ${ratio(r.engine, r.arquero)} |`);
  }

  // Cache hit: the same request again on a warm session (every dataset unchanged).
  if (!JSON.stringify(evaluate(handle, p1Req, false)).includes("p1")) failures++;
  const hit = time({ hit: () => evaluate(handle, p1Req, false) }).hit;
  console.log(`cache hit (P1 re-evaluated, unchanged): median ${fmt(hit)} ms`);

  // Click: the same rows as a DataView (identities), a bar chart over P1 with highlight and
  // external selection, and a table over P2; each click selects another area (replace mode).
  const dvHandle = engine.openTextSession("sales", "dataview", data.dataview(d));
  const dash = engine.openDashboard(dvHandle, request(spec("click.json"), []));
  if (dvHandle < 0 || dash < 0) throw new Error("could not open the click dashboard");
  const loopP1 = loops.p1(d);
  let clicked = 0;
  // A click as a host handles it: the step, then the views of the components it changed.
  const click = () => {
    const row = clicked++ % 2;
    const step = JSON.parse(engine.dispatchDashboard(dash,
      JSON.stringify({ type: "click", component: "by_area", row })));
    const views = JSON.parse(engine.dashboardViews(dash, JSON.stringify(step.changedViews)));
    return [row, step, views];
  };
  for (let i = 0; i < 2; i++) {
    const [row, step, views] = click();
    const effect = (step.effects || []).find((e) => e.type === "selectIdentities");
    const selected = effect ? effect.rows.length : -1;
    agree(`click ${rows} (row ${row}: selected source rows)`, { engine: selected, loop: loopP1[row][3] });
    const bars = (views.views || []).find((v) => v.id === "by_area");
    const lit = bars ? bars.points.filter((p) => p.highlighted).map((p) => p.category) : [];
    agree(`click ${rows} (row ${row}: highlighted bar)`, { engine: JSON.stringify(lit), loop: JSON.stringify([loopP1[row][0]]) });
    if (!(step.changedViews || []).includes("by_area")) {
      failures++;
      console.log(`DISAGREE click ${rows}: changedViews ${JSON.stringify(step.changedViews)}`);
    }
  }
  const clickMs = time({ click }).click;
  console.log(`click (group of P1 -> highlight + selectIdentities -> changed views): median ${fmt(clickMs)} ms`);
  engine.closeDashboard(dash);
  engine.closeSession(dvHandle);

  if (hasGc) {
    gc();
    const afterEval = heap();
    console.log(`memory: session after load ${(afterLoad - before) / 1048576 | 0} MB `
      + `(${((afterLoad - before) / rawBytes).toFixed(2)}x the ${(rawBytes / 1048576).toFixed(1)} MB of raw columns), `
      + `after P1-P4 with cached results ${(afterEval - before) / 1048576 | 0} MB `
      + `(${((afterEval - before) / rawBytes).toFixed(2)}x); process peak RSS ${process.resourceUsage().maxRSS / 1024 | 0} MB`);
  } else {
    console.log("memory: run node with --expose-gc to measure");
  }
  engine.closeSession(handle);
}

console.log(failures === 0 ? "\nRESULT all contenders agree" : `\nRESULT ${failures} disagreement(s)`);
process.exit(failures === 0 ? 0 : 1);
