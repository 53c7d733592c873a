// The page's side of the engine worker (issue 21): starts engine-worker.mjs as a module Worker
// with one engine build (JavaScript or WebAssembly) and turns its messages into promises. No
// engine call runs on the page's thread; a File is handed to the worker, which reads and parses
// it. Every request carries an id; an engine failure rejects its promise with the engine's
// message. See engine-worker.mjs for the protocol.
//
//   const client = createEngineClient({ runtime: "js" | "wasm", base: "engine/" });
//   await client.ready;
//   await client.addSource({ name, format, file | text | bytes }, { onProgress });
//   const { document, tree } = await client.open({ spec, defaultSource, host, network, width, height, theme, locale });
//   client.onEffect = (effect, { step, event }) => {};   client.onUpdate = ({ step, tree }) => {};
//   client.terminate();

/**
 * @param runtime "js" or "wasm"
 * @param base the folder holding hyperpbi.mjs / hyperpbi.wasm (relative to the page)
 * @param workerUrl the worker module (default: engine-worker.mjs beside this module)
 * @param Worker the Worker constructor (tests pass a fake)
 */
export function createEngineClient({ runtime = "js", base = "engine/", workerUrl, Worker = globalThis.Worker } = {}) {
  if (runtime !== "js" && runtime !== "wasm") throw new Error(`unknown runtime '${runtime}' (expected js or wasm)`);
  const page = globalThis.location?.href;
  const baseUrl = new URL(base, page ?? import.meta.url).href;
  const worker = new Worker(workerUrl ?? new URL("./engine-worker.mjs", import.meta.url), { type: "module", name: `hyperpbi-${runtime}` });
  const pending = new Map();
  let nextId = 1;
  let closed = false;

  const client = {
    runtime,
    onEffect: null,
    onUpdate: null,
    onError: null,
  };

  function call(type, args = {}, { onProgress } = {}) {
    if (closed) return Promise.reject(new Error("the engine was terminated"));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress });
      try {
        worker.postMessage({ id, type, args });
      } catch (e) {
        pending.delete(id);
        reject(e);
      }
    });
  }

  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.id === undefined) {
      if (msg.type === "effect") client.onEffect?.(msg.effect, { step: msg.step, event: msg.event });
      else if (msg.type === "update") client.onUpdate?.({ step: msg.step, tree: msg.tree });
      else if (msg.type === "error") (client.onError ?? ((e) => console.error("hyperpbi worker:", e)))(new Error(msg.error));
      return;
    }
    const entry = pending.get(msg.id);
    if (!entry) return;
    if (msg.progress) {
      entry.onProgress?.(msg.progress);
      return;
    }
    pending.delete(msg.id);
    if (msg.ok) entry.resolve(msg.value);
    else entry.reject(new Error(msg.error));
  };
  const broken = (why) => {
    const error = new Error(why);
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    broken(`the engine worker failed: ${event.message || "it could not be started"}`);
  };
  worker.onmessageerror = () => broken("a message from the engine worker could not be read");

  client.ready = call("init", { runtime, base: baseUrl });
  client.ready.catch(() => {});
  Object.assign(client, {
    addSource: (source, options = {}) => call("addSource", { source, origin: options.origin ?? "upload" }, options),
    removeSource: (name) => call("removeSource", { name }),
    sources: () => call("sources"),
    open: (options) => call("open", options),
    render: (options = {}) => call("render", options),
    dispatch: (event) => call("dispatch", { event }),
    check: (options) => call("check", options),
    datasets: () => call("datasets"),
    datasetRows: (name, first = 0, count = 100) => call("datasetRows", { name, first, count }),
    lineage: (name, row) => call("lineage", { name, row }),
    completions: () => call("completions"),
    terminate: () => {
      if (closed) return;
      closed = true;
      worker.terminate();
      broken("the engine was terminated");
    },
  });
  return client;
}
