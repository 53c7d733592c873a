// Calls the engine's parity probe for each deterministic primitive and prints the digests as one
// JSON line, e.g. {"format":"...","parse":"...",...}; the JUnit parity test compares them with
// ParityProbe.run on the JVM.
//
//   node parity.mjs --runtime js|wasm --build <dir> [--count 200000] [--seed 1] [--kinds format,parse]
import { resolve } from "node:path";
import { loadEngine, parseArgs } from "./engine.mjs";

// valueFormat: hyperpbi.render.ValueFormatProbe (ParityTest runs it at a tenth of the count).
export const KINDS = ["format", "parse", "round", "hash", "natural", "order", "valueFormat"];

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.runtime || !args.build) {
    console.error("usage: parity.mjs --runtime js|wasm --build <dir> [--count N] [--seed S] [--kinds a,b]");
    process.exit(2);
  }
  const count = Number(args.count ?? 200000);
  const seed = Number(args.seed ?? 1);
  const kinds = typeof args.kinds === "string" ? args.kinds.split(",") : KINDS;
  const engine = await loadEngine(args.runtime, resolve(args.build));
  const digests = {};
  const millis = {};
  for (const kind of kinds) {
    const start = performance.now();
    digests[kind] = engine.parityProbe(kind, count, seed);
    millis[kind] = Math.round(performance.now() - start);
  }
  console.error(`parity ${args.runtime}: ${kinds.length} kinds x ${count} values, ms ${JSON.stringify(millis)}`);
  console.log(JSON.stringify(digests));
}

main().catch((e) => {
  console.error(`parity runner error: ${e && e.stack ? e.stack : e}`);
  process.exit(2);
});
