// Loads one TeaVM build of the engine in Node and returns its exported functions.
//   js:   the ES2015 module hyperpbi.mjs (Node 20 or newer)
//   wasm: hyperpbi.wasm with its runtime loader (Node 22 or newer: Wasm GC)
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export async function loadEngine(runtime, dir) {
  if (runtime === "js") {
    const mod = await import(pathToFileURL(join(dir, "hyperpbi.mjs")).href);
    return {
      evaluate: mod.evaluate,
      parityProbe: mod.parityProbe,
      openSession: mod.openSession,
      openTextSession: mod.openTextSession,
      evaluateSession: mod.evaluateSession,
      closeSession: mod.closeSession,
      openDashboard: mod.openDashboard,
      dashboardDocument: mod.dashboardDocument,
      dashboardEvaluation: mod.dashboardEvaluation,
      dashboardViews: mod.dashboardViews,
      dispatchDashboard: mod.dispatchDashboard,
      closeDashboard: mod.closeDashboard,
      inspectSources: mod.inspectSources,
      inspectDatasets: mod.inspectDatasets,
      datasetRows: mod.datasetRows,
      datasetLineage: mod.datasetLineage,
      specificationSchema: mod.specificationSchema,
    };
  }
  if (runtime === "wasm") {
    // The runtime is a classic script that defines globalThis.TeaVM.wasmGC; loaded as CommonJS
    // so its own dynamic import("node:fs/promises") works. Given a path, it reads the file itself.
    createRequire(import.meta.url)(join(dir, "hyperpbi.wasm-runtime.js"));
    const { exports } = await globalThis.TeaVM.wasmGC.load(join(dir, "hyperpbi.wasm"));
    // Exported statics are callable although Object.keys(exports) is empty.
    return {
      evaluate: (request) => exports.evaluate(request),
      parityProbe: (kind, count, seed) => exports.parityProbe(kind, count, seed),
      openSession: (request) => exports.openSession(request),
      openTextSession: (name, format, text) => exports.openTextSession(name, format, text),
      evaluateSession: (handle, request, fresh) => exports.evaluateSession(handle, request, fresh),
      closeSession: (handle) => exports.closeSession(handle),
      openDashboard: (session, request) => exports.openDashboard(session, request),
      dashboardDocument: (handle) => exports.dashboardDocument(handle),
      dashboardEvaluation: (handle) => exports.dashboardEvaluation(handle),
      dashboardViews: (handle, ids) => exports.dashboardViews(handle, ids),
      dispatchDashboard: (handle, event) => exports.dispatchDashboard(handle, event),
      closeDashboard: (handle) => exports.closeDashboard(handle),
      inspectSources: (session) => exports.inspectSources(session),
      inspectDatasets: (dashboard) => exports.inspectDatasets(dashboard),
      datasetRows: (dashboard, name, first, count) => exports.datasetRows(dashboard, name, first, count),
      datasetLineage: (dashboard, name, row) => exports.datasetLineage(dashboard, name, row),
      specificationSchema: () => exports.specificationSchema(),
    };
  }
  throw new Error(`unknown runtime '${runtime}' (expected js or wasm)`);
}

/** Parses --name value pairs; flags without a value become true. */
export function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`unexpected argument '${a}'`);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) {
      args[a.slice(2)] = true;
    } else {
      args[a.slice(2)] = next;
      i++;
    }
  }
  return args;
}
