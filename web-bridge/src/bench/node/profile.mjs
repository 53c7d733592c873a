// Times one pipeline of the engine build in a loop, for `node --cpu-prof` profiling:
//   node profile.mjs --build <teavm js dir> --rows 1000000 --pipeline p1 [--runs 50] [--fresh 1]
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEngine, parseArgs } from "../../test/node/engine.mjs";
import * as data from "./data.mjs";
import * as loops from "./loops.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2));
const rows = Number(args.rows || 1000000);
const runs = Number(args.runs || 50);
const pipeline = args.pipeline || "p1";
const fresh = Number(args.fresh ?? 1);
const engine = await loadEngine(args.runtime || "js", args.build);
const d = data.generate(rows);
const text = data.csv(d);
// P4 (CSV import) has no specification.
const specText = pipeline === "p4" ? "{}"
  : readFileSync(join(here, "../../../../core/src/test/resources/bench", pipeline + ".json"), "utf8");
const datasets = pipeline === "p3" ? [] : [pipeline];
const req = JSON.stringify({ mode: "rows", spec: specText, datasets, now: "2024-06-01T00:00:00Z", timeZone: "UTC" });
let handle = engine.openTextSession("sales", "csv", text);
const times = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  if (pipeline === "p4") {
    engine.closeSession(engine.openTextSession("sales", "csv", text));
  } else {
    JSON.parse(engine.evaluateSession(handle, req, fresh));
  }
  times.push(performance.now() - t0);
}
const loopTimes = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  if (pipeline === "p1") loops.p1(d); else if (pipeline === "p2") loops.p2(d);
  else if (pipeline === "p3") loops.p3(d); else loops.p4(text);
  loopTimes.push(performance.now() - t0);
}
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`${pipeline} ${rows}: engine median ${med(times.slice(runs >> 2)).toFixed(3)} ms, loop ${med(loopTimes.slice(runs >> 2)).toFixed(3)} ms`);
