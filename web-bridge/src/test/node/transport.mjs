// Checks the page-side host against fake networks: the remote transport's policy (method,
// credentials, referrer, redirects, JSON only, size and time limits, cancellation) and the live
// host loop over the engine build (pages, answers into datasets, per-consumer cancellation).
// Prints {"check name": "ok" | "failure message", ...}; RemoteTransportTest asserts each.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { check, report, run, same } from "./checks.mjs";
import { loadEngine, parseArgs } from "./engine.mjs";

const args = parseArgs(process.argv.slice(2));
const engine = await loadEngine(args.runtime, args.build);
const jsDir = args.runtime === "js" ? args.build : join(args.build, "../js");
const { fetchRemote } = await import(pathToFileURL(join(jsDir, "remote-transport.mjs")).href);
const { LiveHost } = await import(pathToFileURL(join(jsDir, "live-host.mjs")).href);

const MB = 1024 * 1024;
const request = (url, more = {}) => ({ url, method: "GET", timeoutMs: 1000, maxBytes: 5 * MB, ...more });
const json = (text, headers = {}) => new Response(text, { headers: { "content-type": "application/json", ...headers } });
/** A fetch that answers from a function and records every call. */
function fakeFetch(answer) {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  return { fetch, calls };
}

/** A fetch whose answers wait until released, and that sees its signal abort. */
function heldFetch(answer) {
  const calls = [];
  const fetch = (url, init) => new Promise((resolve, reject) => {
    const call = { url, init, aborted: false, release: () => resolve(answer(url)) };
    init.signal.addEventListener("abort", () => {
      call.aborted = true;
      reject(new DOMException("aborted", "AbortError"));
    });
    calls.push(call);
  });
  return { fetch, calls };
}

await run("a request is a GET without credentials, referrer or redirects", async () => {
  const net = fakeFetch(() => json("[]"));
  same(await fetchRemote(request("https://functions.miniup.app/f?a=1"), { fetch: net.fetch }), { text: "[]" }, "answer");
  const init = net.calls[0].init;
  same([init.method, init.credentials, init.referrerPolicy, init.redirect, init.cache],
    ["GET", "omit", "no-referrer", "error", "no-store"], "request options");
  same(init.headers, { Accept: "application/json" }, "headers");
});

await run("anything but an HTTPS GET is refused before the network", async () => {
  const net = fakeFetch(() => json("[]"));
  same(await fetchRemote(request("https://a.miniup.app/x", { method: "POST" }), { fetch: net.fetch }),
    { error: "only GET requests are allowed, not POST" }, "POST");
  same(await fetchRemote(request("http://a.miniup.app/x"), { fetch: net.fetch }),
    { error: "only HTTPS requests are allowed: http://a.miniup.app/x" }, "http");
  same(await fetchRemote(request("https://u:p@a.miniup.app/x"), { fetch: net.fetch }),
    { error: "a URL with credentials is not allowed" }, "userinfo");
  same(await fetchRemote(request("https://a.miniup.app/x", { timeoutMs: 60000 }), { fetch: net.fetch }),
    { error: "the time limit must be 1000-15000 ms, not 60000" }, "timeout");
  same(net.calls.length, 0, "requests made");
});

await run("an HTTP failure, a non-JSON answer and a failed request are errors", async () => {
  const status = fakeFetch(() => new Response("busy", { status: 503, statusText: "Service Unavailable" }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: status.fetch }),
    { error: "HTTP 503 Service Unavailable" }, "status");
  const html = fakeFetch(() => new Response("<html>", { headers: { "content-type": "text/html" } }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: html.fetch }),
    { error: "the response is not JSON (content-type: text/html)" }, "content type");
  const vendor = fakeFetch(() => json("{}", { "content-type": "application/vnd.api+json; charset=utf-8" }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: vendor.fetch }), { text: "{}" }, "+json");
  const down = fakeFetch(() => { throw new TypeError("fetch failed"); });
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: down.fetch }),
    { error: "the request failed: fetch failed" }, "network");
});

await run("the size limit holds for declared and for streamed bodies", async () => {
  const declared = fakeFetch(() => json("[]", { "content-length": String(6 * MB) }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: declared.fetch }),
    { error: "the response is larger than 5 MiB" }, "declared");
  let pulled = 0;
  const stream = () => new ReadableStream({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(MB).fill(32));
    },
  }, { highWaterMark: 0 });
  const streamed = fakeFetch(() => new Response(stream(), { headers: { "content-type": "application/json" } }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: streamed.fetch }),
    { error: "the response is larger than 5 MiB" }, "streamed");
  check(pulled <= 7, `the download went on after the limit: ${pulled} chunks`);
  const small = fakeFetch(() => json("[1]"));
  same(await fetchRemote(request("https://a.miniup.app/x", { maxBytes: 2 }), { fetch: small.fetch }),
    { error: "the response is larger than 2 bytes" }, "own limit");
});

await run("invalid UTF-8 is an error, split characters are not", async () => {
  const bad = fakeFetch(() => new Response(new Uint8Array([0x5b, 0xff, 0x5d]), { headers: { "content-type": "application/json" } }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: bad.fetch }),
    { error: "the response is not valid UTF-8" }, "invalid");
  const bytes = new TextEncoder().encode('["Süd"]');
  const split = new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, 4));
      controller.enqueue(bytes.slice(4));
      controller.close();
    },
  });
  const ok = fakeFetch(() => new Response(split, { headers: { "content-type": "application/json" } }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: ok.fetch }), { text: '["Süd"]' }, "split");
});

await run("a request over its time limit is aborted", async () => {
  const net = heldFetch(() => json("[]"));
  const started = Date.now();
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: net.fetch }),
    { error: "no complete response within 1000 ms" }, "answer");
  check(net.calls[0].aborted, "the request was not aborted");
  check(Date.now() - started < 5000, "the time limit did not hold");
});

await run("a consumer's cancellation aborts its request", async () => {
  const net = heldFetch(() => json("[]"));
  const consumer = new AbortController();
  const answer = fetchRemote(request("https://a.miniup.app/x"), { fetch: net.fetch, signal: consumer.signal });
  await Promise.resolve();
  consumer.abort();
  same(await answer, { cancelled: true }, "answer");
  check(net.calls[0].aborted, "the request was not aborted");
});

/** A response whose body sends `first` and then stalls, and that records its cancellation. */
function stalledBody(first = "[") {
  const body = { cancelled: false };
  body.response = new Response(new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    cancel() {
      body.cancelled = true;
    },
  }), { headers: { "content-type": "application/json" } });
  return body;
}

/** The promise's value, or "still waiting" after `ms` (a hang is a failed check, not a stuck run). */
const within = (ms, promise) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve("still waiting"), ms))]);

await run("the time limit and cancellation also hold while the body streams", async () => {
  // The fake ignores its signal after the headers: the transport's own limits must end the read.
  const slow = stalledBody();
  const started = Date.now();
  same(await within(3000, fetchRemote(request("https://a.miniup.app/x"), { fetch: async () => slow.response })),
    { error: "no complete response within 1000 ms" }, "stalled body");
  check(Date.now() - started < 5000, "the time limit did not hold for the body");
  check(slow.cancelled, "the rest of the body was not cancelled");
  const late = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return json("[]");
  };
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: late }),
    { error: "no complete response within 1000 ms" }, "headers after the time limit");
  const held = stalledBody();
  const consumer = new AbortController();
  const answer = fetchRemote(request("https://a.miniup.app/x"), { fetch: async () => held.response, signal: consumer.signal });
  setTimeout(() => consumer.abort(), 50);
  same(await within(3000, answer), { cancelled: true }, "cancelled while the body streams");
  check(held.cancelled, "the cancelled body was not cancelled");
});

await run("a followed redirect and a response without a body are errors", async () => {
  const moved = fakeFetch(() => {
    const response = json("[]");
    Object.defineProperty(response, "redirected", { value: true });
    return response;
  });
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: moved.fetch }),
    { error: "the response was redirected: remote sources follow no redirects" }, "redirected");
  const empty = fakeFetch(() => new Response(null, { status: 204, headers: { "content-type": "application/json" } }));
  same(await fetchRemote(request("https://a.miniup.app/x"), { fetch: empty.fetch }),
    { error: "the response has no body (HTTP 204)" }, "no body");
});

/** n rows {id, amount}. */
const rows = (from, n) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: from + i, amount: (from + i) % 7 })));

function open(spec, fetch, now = "2024-06-01T00:00:00Z") {
  const session = engine.openSession(JSON.stringify({ mode: "eval", spec: "{}", sources: [] }));
  const steps = [];
  const host = new LiveHost(engine, session, JSON.stringify({ mode: "simulate", spec: JSON.stringify(spec), now }),
    { fetch, onStep: (step) => steps.push(step) });
  return { host, steps };
}

await run("a table is read page by page into the datasets", async () => {
  const net = fakeFetch((url) => {
    const offset = Number(new URL(url).searchParams.get("offset"));
    return json(offset === 0 ? rows(0, 1000) : JSON.stringify({ rows: JSON.parse(rows(1000, 400)) }));
  });
  const { host, steps } = open({
    version: "2.0",
    data: {
      sources: { orders: { type: "miniup.table", site: "demo", table: "orders", maxRows: 1500 } },
      datasets: { sixes: { source: "orders", filter: { field: "amount", operator: "=", value: 6 } } },
    },
    components: [{ type: "table", id: "t", dataset: "sixes" }],
  }, net.fetch);
  same(host.loaded.initial.state.sources.orders.status, "loading", "initial status");
  await host.settled();
  same(net.calls.map((c) => new URL(c.url).search), ["?limit=1000&offset=0", "?limit=500&offset=1000"], "pages");
  const last = steps[steps.length - 1];
  same(last.state.sources.orders.status, "ready", "status");
  same(last.state.sources.orders.rows, 1400, "rows");
  same(last.changedViews, ["t"], "changed views");
  const doc = JSON.parse(engine.dashboardEvaluation(host.handle));
  same(doc.datasets.sixes.rows.length, 200, "rows of the dataset over the source");
  host.close();
});

await run("a newer request cancels the one in flight", async () => {
  const net = heldFetch((url) => json(JSON.stringify({ rows: [{ region: new URL(url).searchParams.get("region") }] })));
  const { host, steps } = open({
    version: "2.0",
    state: { region: "all" },
    data: { sources: { s: { type: "miniup.function", function: "f", params: { region: { state: "region" } }, dataPath: "rows" } } },
    components: [{ type: "table", id: "t", dataset: "s" }],
  }, net.fetch);
  const step = host.dispatch({ type: "uiAction", action: { type: "setState", target: "region", value: "North" } });
  same(net.calls.length, 2, "requests");
  check(net.calls[0].aborted, "the superseded request was not cancelled");
  net.calls[1].release();
  await host.settled();
  const last = steps[steps.length - 1];
  same(last.state.sources.s, { status: "ready", signature: step.effects[0].signature, rows: 1 }, "status");
  check(steps.every((s) => s.diagnostics.every((d) => d.code !== "STALE_SOURCE_RESPONSE")), "a cancelled answer reached the engine");
  same(JSON.parse(engine.dashboardEvaluation(host.handle)).datasets.s.rows, [{ region: "North" }], "rows");
  host.close();
});

await run("hosts never share a request in flight, only a fresh completed read", async () => {
  const net = heldFetch(() => json(JSON.stringify({ rows: [{ n: 1 }] })));
  const spec = {
    version: "2.0",
    data: { sources: { s: { type: "miniup.function", function: "cached", ttlSeconds: 60, dataPath: "rows" } } },
    components: [{ type: "table", id: "t", dataset: "s" }],
  };
  const first = open(spec, net.fetch);
  const second = open(spec, net.fetch);
  same(net.calls.length, 2, "two hosts, two requests in flight");
  second.host.close();
  check(net.calls[1].aborted && !net.calls[0].aborted, "closing one host cancelled the other's request");
  net.calls[0].release();
  await first.host.settled();
  same(first.steps[first.steps.length - 1].state.sources.s.status, "ready", "first host");
  const fresh = open(spec, net.fetch, "2024-06-01T00:00:59Z");
  same([fresh.host.loaded.initial.state.sources.s.status, fresh.host.loaded.initial.effects, net.calls.length],
    ["ready", [], 2], "a host within the time to live reads the cached response");
  const stale = open(spec, net.fetch, "2024-06-01T00:01:01Z");
  same([stale.host.loaded.initial.state.sources.s.status, net.calls.length], ["loading", 3], "after the time to live");
  for (const h of [first, fresh, stale]) h.host.close();
});

await run("a failed request is the source's error", async () => {
  const net = fakeFetch(() => new Response("oops", { status: 500, statusText: "Internal Server Error" }));
  const { host, steps } = open({
    version: "2.0",
    data: { sources: { s: { type: "miniup.function", function: "broken" } } },
    components: [],
  }, net.fetch);
  await host.settled();
  const last = steps[steps.length - 1];
  same(last.state.sources.s.status, "error", "status");
  same(last.state.sources.s.message, "HTTP 500 Internal Server Error", "message");
  same(last.diagnostics.map((d) => d.code), ["REMOTE_SOURCE_FAILED"], "diagnostics");
  host.close();
});

// The exported API's error contract (web-bridge/README.md): misuse answers an error document or
// -1, never an exception (in WebAssembly a trap), and the engine answers the next call.
const TABLE_SPEC = JSON.stringify({ version: "2.0", components: [{ type: "table", id: "t" }] });
const goodRequest = JSON.stringify({ spec: TABLE_SPEC, sources: [{ name: "s", format: "csv", text: "a,b\nx,1\ny,2\n" }] });
const CLICK = JSON.stringify({ type: "click", component: "t", row: 0 });
const NOT_TEXT = [null, undefined, 5, {}, [], true];
const NOT_A_HANDLE = [2.7, "0", null, undefined, NaN, {}, 2 ** 31, -1];
const unknown = (what, n) => JSON.stringify({ ok: false, error: `unknown ${what} ${n} (never opened, or closed)` });
const firstDiagnostic = (doc) => JSON.parse(doc).diagnostics[0];

/** The engine still opens, evaluates and dispatches. */
function stillUsable() {
  const session = engine.openSession(goodRequest);
  check(session >= 0, "openSession failed after the misuse");
  same(JSON.parse(engine.evaluateSession(session, goodRequest, 0)).ok, true, "evaluation after the misuse");
  const dashboard = engine.openDashboard(session, goodRequest);
  same(JSON.parse(engine.dispatchDashboard(dashboard, CLICK)).step, 0, "dispatch after the misuse");
  engine.closeDashboard(dashboard);
  engine.closeSession(session);
}

await run("api: a handle that is not an open one's is unknown, whatever its type", async () => {
  const session = engine.openSession(goodRequest);
  const dashboard = engine.openDashboard(session, goodRequest);
  for (const h of [...NOT_A_HANDLE, 99999]) {
    const n = h === 99999 ? 99999 : -1;
    same(engine.evaluateSession(h, goodRequest, 0), unknown("session", n), `evaluateSession(${String(h)})`);
    same(engine.openDashboard(h, goodRequest), -1, `openDashboard(${String(h)})`);
    same(engine.inspectSources(h), unknown("session", n), `inspectSources(${String(h)})`);
    for (const [name, call] of [["dashboardDocument", () => engine.dashboardDocument(h)],
      ["dashboardEvaluation", () => engine.dashboardEvaluation(h)],
      ["dashboardViews", () => engine.dashboardViews(h, "[]")],
      ["dispatchDashboard", () => engine.dispatchDashboard(h, CLICK)],
      ["inspectDatasets", () => engine.inspectDatasets(h)],
      ["datasetRows", () => engine.datasetRows(h, "powerbi", 0, 1)],
      ["datasetLineage", () => engine.datasetLineage(h, "powerbi", 0)]]) {
      same(call(), unknown("dashboard", n), `${name}(${String(h)})`);
    }
    same([engine.closeDashboard(h), engine.closeSession(h)], [undefined, undefined], `close(${String(h)})`);
  }
  // Closed, closed twice, used after closing; a dashboard outlives its closed session.
  engine.closeSession(session);
  engine.closeSession(session);
  same(engine.evaluateSession(session, goodRequest, 0), unknown("session", session), "evaluate after close");
  same(engine.openDashboard(session, goodRequest), -1, "a dashboard over a closed session");
  same(JSON.parse(engine.dispatchDashboard(dashboard, CLICK)).step, 0, "the dashboard of a closed session");
  engine.closeDashboard(dashboard);
  engine.closeDashboard(dashboard);
  same(engine.dispatchDashboard(dashboard, CLICK), unknown("dashboard", dashboard), "dispatch after close");
  stillUsable();
});

await run("api: a text argument that is not a string is said to be missing", async () => {
  const session = engine.openSession(goodRequest);
  const dashboard = engine.openDashboard(session, goodRequest);
  const notText = { severity: "error", code: "INVALID_REQUEST", path: "", message: "engine request must be JSON text (a string)" };
  for (const v of NOT_TEXT) {
    const what = JSON.stringify(v) ?? "undefined";
    same(firstDiagnostic(engine.evaluate(v)), notText, `evaluate(${what})`);
    same(engine.openSession(v), -1, `openSession(${what})`);
    same(firstDiagnostic(engine.evaluateSession(session, v, 0)), notText, `evaluateSession(${what})`);
    same(firstDiagnostic(engine.dashboardDocument(engine.openDashboard(session, v))), notText, `openDashboard(${what})`);
    same(firstDiagnostic(engine.dispatchDashboard(dashboard, v)).message, "the event must be JSON text (a string)", `dispatchDashboard(${what})`);
    same(JSON.parse(engine.dashboardViews(dashboard, v)).error, "views take a JSON array of component ids or {id, page} objects", `dashboardViews(${what})`);
    const text = engine.openTextSession(v, "csv", "a\n1\n");
    same(firstDiagnostic(engine.evaluateSession(text, goodRequest, 0)).code, "SOURCE_IMPORT_FAILED", `openTextSession(${what})`);
    same(engine.parityProbe(v, 1, 1), "error:unknown parity kind null", `parityProbe(${what})`);
  }
  stillUsable();
});

await run("api: invalid, huge and hostile JSON in every text argument", async () => {
  const session = engine.openSession(goodRequest);
  const dashboard = engine.openDashboard(session, goodRequest);
  const huge = "x".repeat(20 * 1024 * 1024);
  for (const text of ["", "not json", "[]", "{}", '{"spec": 5}', '{"mode": "draw"}', "[".repeat(100000), huge]) {
    const what = text.length > 20 ? `${text.slice(0, 10)}... (${text.length})` : text;
    const evaluated = engine.evaluate(text);
    same(firstDiagnostic(evaluated).code, "INVALID_REQUEST", `evaluate(${what})`);
    const overSession = engine.evaluateSession(session, text, 0);
    // Readable requests without a spec string are evaluated over the session's sources.
    if (text.startsWith("{")) same(firstDiagnostic(overSession), firstDiagnostic(evaluated), `evaluateSession(${what})`);
    else same(overSession, evaluated, `evaluateSession(${what})`);
    same(firstDiagnostic(engine.dashboardDocument(engine.openDashboard(session, text))).code, "INVALID_REQUEST", `openDashboard(${what})`);
    check(JSON.parse(engine.dispatchDashboard(dashboard, text)).diagnostics.some((d) => d.severity === "error"), `dispatchDashboard(${what})`);
    if (text !== "[]") same(JSON.parse(engine.dashboardViews(dashboard, text)).ok, false, `dashboardViews(${what})`);
  }
  for (const [ids, error] of [['[{}]', "entry 0 is not a component id or an {id, page} object with a string id"],
    ['["t", {"id": null}]', "entry 1 is not a component id or an {id, page} object with a string id"],
    ['["nope"]', "unknown component 'nope'"],
    ['[{"id": "t", "page": -1}]', "entry 0: page must be a nonnegative integer, not -1"]]) {
    same(engine.dashboardViews(dashboard, ids), JSON.stringify({ ok: false, error }), `dashboardViews(${ids})`);
  }
  stillUsable();
});

await run("api: the inspect handles answer sources, datasets, windows of rows and lineage", async () => {
  const rows = Array.from({ length: 700 }, (_, i) => `${i % 2 ? "x" : "y"},${i}`).join("\n");
  const spec = JSON.stringify({ version: "2.0", components: [{ type: "table", id: "t", dataset: "g" }],
    data: { datasets: { g: { source: "powerbi", filter: { field: "b", operator: ">=", value: 100 },
      groupBy: ["a"], metrics: { n: { op: "count" } }, sort: [{ field: "a" }], limit: 1 } } } });
  const request = JSON.stringify({ spec, sources: [{ name: "s", format: "csv", text: `a,b\n${rows}\n` }] });
  const session = engine.openSession(request);
  const dashboard = engine.openDashboard(session, request);
  const sources = JSON.parse(engine.inspectSources(session)).sources;
  same([sources[0].name, sources[0].rows, sources[0].default, sources[0].fields.map((f) => [f.key, f.dataType, f.semanticType])],
    ["s", 700, true, [["a", "text", "dimension"], ["b", "number", "measure"]]], "inspectSources");
  const g = JSON.parse(engine.inspectDatasets(dashboard)).datasets.find((d) => d.name === "g");
  same([g.rows, g.inputRows, g.stages, g.cacheStatus, g.schema.map((f) => f.key)],
    [1, 700, [{ stage: "filter", rows: 600 }, { stage: "groupBy", rows: 2 }, { stage: "sort", rows: 2 }, { stage: "limit", rows: 1 }],
      "miss", ["a", "n"]], "inspectDatasets");
  const window = JSON.parse(engine.datasetRows(dashboard, "powerbi", 650, 100000));
  same([window.total, window.first, window.count, window.limit, window.clamped, window.rows.length, window.rows[0].values],
    [700, 650, 50, 500, true, 50, ["y", 650]], "datasetRows near the end (asked for more than 500)");
  const clamped = JSON.parse(engine.datasetRows(dashboard, "powerbi", 0, 501));
  same([clamped.count, clamped.clamped, clamped.rows[499].values], [500, true, ["x", 499]], "datasetRows clamped");
  const lineage = JSON.parse(engine.datasetLineage(dashboard, "g", 0));
  same([lineage.source, lineage.total, lineage.rows.length, lineage.rows[0].index, lineage.rows[0].values],
    ["s", 300, 300, 101, ["x", 101]], "datasetLineage");
  const error = (answer) => JSON.parse(answer).error;
  for (const v of NOT_TEXT) {
    same(error(engine.datasetRows(dashboard, v, 0, 1)), "the dataset name must be a string", `datasetRows name ${String(v)}`);
  }
  for (const v of [2.7, "0", null, undefined, NaN, -1]) {
    same(error(engine.datasetRows(dashboard, "g", v, 1)), "first must be a nonnegative integer", `datasetRows first ${String(v)}`);
    same(error(engine.datasetRows(dashboard, "g", 0, v)), "count must be a nonnegative integer (at most 500 rows are answered)", `datasetRows count ${String(v)}`);
    same(error(engine.datasetLineage(dashboard, "g", v)), "row must be a nonnegative integer", `datasetLineage row ${String(v)}`);
  }
  same(error(engine.datasetLineage(dashboard, "g", 1)), "row 1 is outside dataset 'g' (1 rows)", "lineage outside");
  same(error(engine.datasetRows(dashboard, "nope", 0, 1)), "unknown dataset 'nope' (datasets: powerbi, g)", "unknown dataset");
  engine.closeDashboard(dashboard);
  engine.closeSession(session);
  stillUsable();
});

await run("api: specificationSchema answers the bytes of hyperpbi.schema.json", async () => {
  const { readFileSync } = await import("node:fs");
  const here = new URL(".", import.meta.url);
  const committed = readFileSync(new URL("../../../../core/src/main/resources/hyperpbi/schema/hyperpbi.schema.json", here), "utf8");
  same(engine.specificationSchema() === committed, true, "the same text on this build as on the JVM");
  same(engine.specificationSchema() === engine.specificationSchema(), true, "the same text every call");
  const schema = JSON.parse(engine.specificationSchema());
  same([schema.$schema, schema.definitions["component.barChart"].properties.type.const],
    ["http://json-schema.org/draft-07/schema#", "barChart"], "a draft-07 schema of the components");
});

await run("api: fresh is 0, 1 or 2", async () => {
  const session = engine.openSession(goodRequest);
  for (const fresh of [0, 1, 2]) same(JSON.parse(engine.evaluateSession(session, goodRequest, fresh)).ok, true, `fresh ${fresh}`);
  for (const fresh of [3, -1, 2.5, "1", null, undefined]) {
    const n = fresh === 3 ? 3 : -1;
    same(engine.evaluateSession(session, goodRequest, fresh), JSON.stringify({ ok: false,
      error: `fresh must be 0 (keep caches), 1 (drop cached results) or 2 (drop the prepared specification too), not ${n}` }),
    `fresh ${String(fresh)}`);
  }
  engine.closeSession(session);
});

await run("api: many sessions opened and closed keep the engine usable", async () => {
  const handles = Array.from({ length: 300 }, () => engine.openTextSession("s", "csv", "a,b\nx,1\n"));
  check(new Set(handles).size === handles.length && handles.every((h) => h >= 0), "handles are not distinct");
  for (const h of handles) engine.closeSession(h);
  check(engine.openTextSession("s", "csv", "a\n1\n") > Math.max(...handles), "a handle was reused");
  stillUsable();
});

await run("live host: a step's callback may dispatch, and nothing dispatches once closed", async () => {
  const session = engine.openSession(goodRequest);
  const seen = [];
  const spec = JSON.stringify({ version: "2.0", state: { n: 0 }, components: [{ type: "table", id: "t" }] });
  const host = new LiveHost(engine, session, JSON.stringify({ spec }), {
    onStep: (step) => {
      seen.push(step.step);
      if (step.step === 0) host.dispatch({ type: "uiAction", action: { type: "setState", target: "n", value: 2 } });
    },
  });
  const first = host.dispatch({ type: "uiAction", action: { type: "setState", target: "n", value: 1 } });
  same([seen, first.state.values.n], [[0, 1], 1], "steps in order, the outer step's own state");
  same(JSON.parse(engine.dispatchDashboard(host.handle, CLICK)).state.values.n, 2, "the inner step applied");
  host.close();
  host.close();
  let refused = "";
  try {
    host.dispatch({ type: "click", component: "t", row: 0 });
  } catch (e) {
    refused = e.message;
  }
  same(refused, "the dashboard is closed", "dispatch after close");
  let unknownSession = "";
  try {
    new LiveHost(engine, -1, JSON.stringify({ spec }));
  } catch (e) {
    unknownSession = e.message;
  }
  same(unknownSession, "the engine could not open the dashboard: unknown session -1", "unknown session");
  const broken = new LiveHost(engine, session, "not json");
  same(broken.loaded.diagnostics[0].code, "INVALID_REQUEST", "an unreadable request is the load document's diagnostic");
  broken.close();
  engine.closeSession(session);
});

await run("live host: a step callback that throws on a source answer is reported, not an unhandled rejection", async () => {
  const net = fakeFetch(() => json(rows(0, 3)));
  const session = engine.openSession(JSON.stringify({ mode: "eval", spec: "{}", sources: [] }));
  const errors = [];
  const spec = {
    version: "2.0",
    data: { sources: { summary: { type: "miniup.function", function: "summary" } } },
    components: [{ type: "table", id: "t", dataset: "summary" }],
  };
  const host = new LiveHost(engine, session, JSON.stringify({ mode: "simulate", spec: JSON.stringify(spec) }), {
    fetch: net.fetch,
    onStep: () => { throw new Error("page bug"); },
    onError: (e) => errors.push(e.message),
  });
  await host.settled();
  same(errors, ["page bug"], "reported to onError");
  same(host.pending.size, 0, "settled");
  host.close();
  engine.closeSession(session);
});

report();
