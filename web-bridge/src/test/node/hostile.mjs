// Runs generated hostile requests through one TeaVM build, each with a time bound, and writes
// every output (or the crash or timeout) for HostileInputTest to compare with the JVM.
//
//   node    hostile.mjs --runtime js   --build <dir> --requests <file> --out <file> [--timeout-ms 5000]
//   node22  hostile.mjs --runtime wasm --build <dir> --requests <file> --out <file>
//
// <requests> holds one JSON object per line: {"name": ..., "request": "<engine request JSON>"}.
// <out> gets one JSON object per line: {"name", "ms", and "output" | "crash" | "timeout"}.
// The engine runs in a worker thread: a request that never returns is cut off after the time
// bound (the worker is terminated and a fresh one takes the next request), and so is any request
// after a crash, since a WebAssembly trap can leave the instance in an unknown state.
// Exit code 0 when every request was run (whatever its outcome), 2 on a usage or loading error.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { loadEngine, parseArgs } from "./engine.mjs";

if (isMainThread) {
  main().catch((e) => {
    console.error(`hostile runner error: ${e && e.stack ? e.stack : e}`);
    process.exit(2);
  });
} else {
  const engine = await loadEngine(workerData.runtime, workerData.build);
  parentPort.on("message", ({ index, request }) => {
    try {
      parentPort.postMessage({ index, output: engine.evaluate(request) });
    } catch (e) {
      parentPort.postMessage({ index, crash: String(e && e.stack ? e.stack : e) });
    }
  });
  parentPort.postMessage({ ready: true });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.runtime || !args.build || !args.requests || !args.out) {
    console.error("usage: hostile.mjs --runtime js|wasm --build <dir> --requests <file> --out <file> [--timeout-ms N]");
    process.exit(2);
  }
  const timeoutMs = Number(args["timeout-ms"] || 5000);
  const inputs = readFileSync(resolve(args.requests), "utf8").split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l));
  const build = resolve(args.build);
  const results = [];
  let worker = null;
  const started = Date.now();
  for (let index = 0; index < inputs.length; index++) {
    if (worker === null) worker = await startWorker(args.runtime, build);
    const begin = Date.now();
    const answer = await ask(worker, index, inputs[index].request, timeoutMs);
    const result = { name: inputs[index].name, ms: Date.now() - begin, ...answer };
    if (answer.output === undefined) {
      await worker.terminate();
      worker = null;
    }
    results.push(JSON.stringify(result));
  }
  if (worker !== null) await worker.terminate();
  writeFileSync(resolve(args.out), results.join("\n") + "\n");
  console.log(`hostile ${args.runtime}: ${inputs.length} requests in ${Date.now() - started} ms`);
}

function startWorker(runtime, build) {
  return new Promise((ok, fail) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { runtime, build } });
    worker.once("message", (m) => (m.ready ? ok(worker) : fail(new Error("worker did not start"))));
    worker.once("error", fail);
  });
}

function ask(worker, index, request, timeoutMs) {
  return new Promise((ok) => {
    const onMessage = (m) => {
      if (m.index !== index) return;
      done({ ...(m.output !== undefined ? { output: m.output } : { crash: m.crash }) });
    };
    const onError = (e) => done({ crash: `worker died: ${e && e.stack ? e.stack : e}` });
    const timer = setTimeout(() => done({ timeout: `no answer within ${timeoutMs} ms` }), timeoutMs);
    function done(answer) {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      ok(answer);
    }
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.postMessage({ index, request });
  });
}
