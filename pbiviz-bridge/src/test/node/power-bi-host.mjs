// Checks the Power BI host adapter against a fake IVisualHost with the engine's JavaScript build:
// a DataView in, clicks and control changes out as selection-manager calls and applyJsonFilter
// calls, remote sources refused or fetched by package. Prints {"check": "ok" | "failure", ...};
// PowerBiHostTest asserts each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
// The shared runner helpers of the web bridge's Node tests.
import { report, run, same } from "../../../../web-bridge/src/test/node/checks.mjs";

const dir = process.argv[process.argv.indexOf("--build") + 1];
const engine = await import(pathToFileURL(join(dir, "hyperpbi.mjs")).href);
const { PowerBiHost, dataViewJson, UPDATE } = await import(pathToFileURL(join(dir, "power-bi-host.mjs")).href);
const { dataViewColumns, sameTableData } = await import(pathToFileURL(join(dir, "dataview-columns.mjs")).href);
const { SegmentLoader, ROW_CEILING, cutNotice } = await import(pathToFileURL(join(dir, "fetch-more.mjs")).href);
const { jsonFilterValue, RowIdentities } = await import(pathToFileURL(join(dir, "report-sync.mjs")).href);
const essentials = await import(pathToFileURL(join(dir, "visual-essentials.mjs")).href);
/** An IVisualHost that records what the visual asks of Power BI. */
function fakeHost() {
  const calls = [];
  return {
    calls,
    createSelectionManager: () => ({
      select: (ids, multiSelect) => calls.push(["select", ids.map((id) => id.row), multiSelect]),
      clear: () => calls.push(["clear"]),
    }),
    createSelectionIdBuilder: () => {
      let row;
      const builder = {
        withTable: (table, r) => {
          if (!Array.isArray(table.identity)) throw new Error("not the DataView's table");
          row = r;
          return builder;
        },
        createSelectionId: () => ({ row }),
      };
      return builder;
    },
    applyJsonFilter: (filter, objectName, propertyName, action) =>
      calls.push(["applyJsonFilter", filter, objectName, propertyName, action]),
  };
}

/** A DataView as Power BI hands it to a visual (dates as Date objects, opaque identities). */
const dataView = {
  metadata: {
    columns: [
      { displayName: "Region", queryName: "Sales.Region", roles: { category: true }, type: { text: true } },
      { displayName: "Day", queryName: "Sales.Day", roles: { category: true }, type: { dateTime: true } },
      { displayName: "Amount", queryName: "Sum(Sales.Amount)", roles: { measure: true }, isMeasure: true, type: { numeric: true }, format: "#,0" },
    ],
  },
  table: {
    rows: [
      ["North", new Date(2024, 0, 31), 10],
      ["South", new Date(2024, 1, 1), 20],
      ["North", new Date(2024, 1, 2), 30],
    ],
    identity: [{ key: "a" }, { key: "b" }, { key: "c" }],
  },
};

const spec = JSON.stringify({
  version: "2.0",
  data: { datasets: { byRegion: { source: "powerbi", groupBy: ["region"], metrics: { total: { op: "sum", field: "amount" } } } } },
  components: [
    { type: "barChart", id: "bars", dataset: "byRegion", category: "region", measure: "total", interaction: { externalMode: "selection" } },
    { type: "select", id: "pick", field: "region", interaction: {} },
    { type: "table", id: "rows" },
  ],
});

await run("the DataView reaches the engine with its types and identities", async () => {
  const json = dataViewJson(dataView);
  same(json.table.rows[0], ["North", "2024-01-31T00:00:00.000Z", 10],
    `row (a local date is the model's date in any zone; this run: ${process.env.TZ})`);
  same(json.table.identities, [0, 1, 2], "identities");
  same(json.metadata.columns[1].type, { dateTime: true }, "type");
  const pbi = new PowerBiHost(engine, fakeHost());
  const loaded = pbi.update(dataView, spec);
  same(loaded.ok, true, "ok");
  const doc = pbi.evaluation();
  same(doc.datasets.byRegion.rows, [{ sales_region: "North", total: 40 }, { sales_region: "South", total: 20 }], "byRegion (canonical keys)");
  same(doc.datasets.powerbi.fields.map((f) => f.dataType), ["text", "datetime", "number"], "field types");
  pbi.close();
});

await run("row values are named by table.columns, not by metadata order", async () => {
  const [region, day, amount] = dataView.metadata.columns;
  const reordered = {
    metadata: { columns: [region, day, amount] },
    table: {
      columns: [amount, region],
      rows: [[10, "North"], [20, "South"], [30, "North"]],
      identity: dataView.table.identity,
    },
  };
  same(dataViewJson(reordered).metadata.columns.map((c) => c.queryName),
    ["Sum(Sales.Amount)", "Sales.Region"], "columns in row order");
  const pbi = new PowerBiHost(engine, fakeHost());
  same(pbi.update(reordered, spec).ok, true, "ok");
  same(pbi.evaluation().datasets.byRegion.rows,
    [{ sales_region: "North", total: 40 }, { sales_region: "South", total: 20 }], "byRegion");
  pbi.close();
});

/** Every kind of cell Power BI (or a careless host) can put in a table-mapping DataView. */
function mixedDataView(identities) {
  const col = (displayName, queryName, type, extra = {}) => ({ displayName, queryName, roles: { values: true }, type, ...extra });
  const columns = [
    col("Region", "Sales.Region", { text: true }),
    col("Day", "Sales.Day", { dateTime: true }),
    col("Amount", "Sum(Sales.Amount)", { numeric: true }, { isMeasure: true, format: "#,0.00" }),
    col("Margin", "Sales.Margin", { numeric: true }, { isMeasure: true }),
    col("Paid", "Sales.Paid", { bool: true }),
    col("Note", "Sales.Note", {}),
    col("When", "Sales.When", {}),
    col("Count", "Sales.Count", { integer: true, numeric: true }),
  ];
  const rows = [
    ["North", new Date(2024, 0, 31), 10, 1.5, true, "007", new Date(2024, 0, 31, 10, 20, 30), 1],
    ["South", new Date(50, 1, 28, 12), "25.5", null, "FALSE", 12, "2024-02-01", 2],
    [12.25, new Date(2024, 1, 2, 13, 14, 15, 16), "x", " ", 7, true, null, undefined],
    [null, null, null, { a: [1, 2] }, null, { b: "c" }, new Date(9999, 11, 31), NaN],
    [true, 1706918400000, -0, 1e21, "yes", null, new Date(NaN), Infinity],
    [new Date(2024, 0, 31), "2024-13-01", new Date(12000, 0, 1), 0.1, new Date(2024, 0, 31), "a\"b\u2028", new Date(1, 0, 1), 3],
    ["North", new Date(2024, 0, 31), 1 / 3, -2.5e-7, false, "{\"b\":\"c\"}", "", 4],
  ];
  const table = { columns, rows };
  if (identities) table.identity = rows.map((_, i) => ({ key: i }));
  return { metadata: { columns }, table };
}

/** The eval document of a dashboard over a session, as text. */
function evaluationOver(session, specText) {
  const dash = engine.openDashboard(session, JSON.stringify({ mode: "simulate", spec: specText, default: "powerbi", host: "powerbi", network: false }));
  const text = engine.dashboardEvaluation(dash);
  engine.closeDashboard(dash);
  engine.closeSession(session);
  return text;
}

await run("the columns shape loads the workspace the JSON shape loads, byte for byte", async () => {
  const mixedSpec = JSON.stringify({ version: "2.0", data: { datasets: { byRegion: { source: "powerbi", groupBy: ["region"],
    metrics: { total: { op: "sum", field: "amount" } } } } }, components: [{ type: "table", id: "rows" }] });
  for (const identities of [true, false]) {
    const view = mixedDataView(identities);
    const fromJson = evaluationOver(engine.openSession(JSON.stringify({ mode: "eval", spec: "{}", default: "powerbi",
      sources: [{ name: "powerbi", format: "dataview", text: JSON.stringify(dataViewJson(view)) }] })), mixedSpec);
    const shape = dataViewColumns(view);
    const fromColumns = evaluationOver(engine.openColumnsSession(shape.metadataJson, shape.columns), mixedSpec);
    same(fromColumns, fromJson, `eval documents (identities: ${identities})`);
    const doc = JSON.parse(fromJson);
    same(doc.datasets.powerbi.fields.map((f) => f.dataType),
      ["text", "datetime", "number", "number", "boolean", "text", "text", "number"], "field types");
    same(doc.diagnostics.some((d) => d.code === "SOURCE_IMPORT_WARNING"), true, "the cells exercise the warnings");
    same(doc.datasets.powerbi.fields[0].canSelect, identities, "identities");
  }
  same(dataViewColumns(mixedDataView(true)).columns[1].kinds[0], 6, "a Date is a DATE cell");
});

await run("malformed columns and rows fail the import with a located message", async () => {
  const bad = (columns) => JSON.parse(evaluationOver(engine.openColumnsSession(
    JSON.stringify({ metadata: { columns: [{ displayName: "A", queryName: "T.A", type: { numeric: true } }] }, table: { rowCount: 2 } }),
    columns), "{\"version\": \"2.0\", \"components\": []}")).diagnostics
    .filter((d) => d.code !== "UNKNOWN_SOURCE").map((d) => [d.code, d.message]);
  same(bad([{ kinds: new Int8Array(1), numbers: new Float64Array(2), strings: [] }]), [["SOURCE_IMPORT_FAILED",
    "powerbi: column 0 must hold kinds (Int8Array), numbers (Float64Array) of 2 cells each and strings (an array of strings)"]], "short kinds");
  same(bad([{ kinds: new Int8Array([4, 4]), numbers: new Float64Array([0, 1]), strings: ["a"] }]), [["SOURCE_IMPORT_FAILED",
    "powerbi: column 0, row 1: no string at index 1"]], "string index");
  same(bad("x"), [["SOURCE_IMPORT_FAILED", "powerbi: the data view has 0 value columns; metadata.columns has 1 columns"]], "not an array");
  const host = new PowerBiHost(engine, fakeHost());
  const ragged = { metadata: dataView.metadata, table: { rows: [["North", new Date(2024, 0, 1), 1], ["South"]] } };
  same(dataViewColumns(ragged), null, "a ragged table has no columns shape");
  same(host.update(ragged, spec).diagnostics.filter((d) => d.code === "SOURCE_IMPORT_FAILED").map((d) => d.message),
    ["powerbi: table.rows[1] has 1 values; metadata.columns has 3 columns"], "the JSON shape names the row");
  host.close();
});

await run("resize, view mode and style updates re-render without importing; new data imports once", async () => {
  const pbi = new PowerBiHost(engine, fakeHost());
  const first = pbi.update(dataView, spec, true, [], { type: UPDATE.ALL });
  same([pbi.imports, pbi.dashboards], [1, 1], "the first update imports");
  pbi.change("pick", "South");
  for (const type of [UPDATE.RESIZE, UPDATE.RESIZE_END, UPDATE.VIEW_MODE, UPDATE.STYLE, UPDATE.RESIZE | UPDATE.STYLE]) {
    same(pbi.update(dataView, spec, true, [], { type }) === first, true, `type ${type}: the same dashboard`);
  }
  same(pbi.update({ ...dataView, metadata: { ...dataView.metadata } }, spec, true, [], { type: UPDATE.RESIZE }) === first,
    true, "a resize with a new DataView object");
  same([pbi.imports, pbi.dashboards], [1, 1], "nothing imported or opened again");
  same(pbi.views().get("pick").value, "South", "the state stays");
  const copy = { metadata: { ...dataView.metadata }, table: { ...dataView.table,
    rows: dataView.table.rows.map((row) => row.map((v) => (v instanceof Date ? new Date(v.getTime()) : v))) } };
  same(sameTableData(dataView, copy), true, "an equal copy is the same data");
  same(pbi.update(copy, spec, true, [], { type: UPDATE.DATA }) === first, true, "a Data update with equal rows (a format-pane change)");
  same(pbi.imports, 1, "equal rows are not imported again");
  let renders = 0;
  const counted = new PowerBiHost({ ...engine, renderDashboard: (...args) => { renders++; return engine.renderDashboard(...args); } }, fakeHost());
  counted.update(dataView, spec, true, [], { type: UPDATE.ALL });
  const trees = [];
  counted.render({ width: 800, height: 600 }, (tree) => trees.push(tree));
  counted.update(dataView, spec, true, [], { type: UPDATE.RESIZE });
  counted.render({ width: 700, height: 600 }, (tree) => trees.push(tree));
  counted.update(dataView, spec, true, [], { type: UPDATE.RESIZE_END });
  counted.render({ width: 700, height: 600 }, (tree) => trees.push(tree));
  same([renders, trees.length], [2, 2], "ResizeEnd at the size drawn already renders nothing");
  counted.click("bars", 0);
  same(trees.length, 3, "events still reach the painter");
  counted.close();
  const otherSpec = JSON.stringify({ ...JSON.parse(spec), components: JSON.parse(spec).components.filter((c) => c.id !== "pick") });
  same(pbi.update(copy, otherSpec, true, [], { type: UPDATE.DATA }).ok, true, "a new specification");
  same([pbi.imports, pbi.dashboards], [1, 2], "a new dashboard over the same import");
  const more = { ...copy, table: { ...copy.table, rows: [...copy.table.rows, ["East", new Date(2024, 1, 3), 5]],
    identity: [...copy.table.identity, { key: "d" }] } };
  same(sameTableData(copy, more), false, "a new row is new data");
  pbi.update(more, otherSpec, true, [], { type: UPDATE.DATA });
  same([pbi.imports, pbi.dashboards], [2, 3], "new data imports once");
  same(pbi.views().get("rows").rows.length, 4, "over the new rows");
  const changed = { ...more, table: { ...more.table, rows: more.table.rows.map((row, i) => (i === 0 ? ["North", row[1], 11] : row)) } };
  pbi.update(changed, otherSpec, true, [], {});
  same(pbi.imports, 3, "an update without a type compares the cells: a changed value imports");
  pbi.close();
});

await run("a double click drills a chart and a breadcrumb goes back up", async () => {
  const drillSpec = JSON.stringify({
    version: "2.0",
    data: { datasets: {
      byRegion: { source: "powerbi", groupBy: ["region"], metrics: { total: { op: "sum", field: "amount" } } },
      byDay: { source: "powerbi", groupBy: ["region", "day"], metrics: { total: { op: "sum", field: "amount" } } },
    } },
    components: [{ type: "barChart", id: "drill", drill: { levels: [
      { id: "region", dataset: "byRegion", category: "region", measure: "total" },
      { id: "day", dataset: "byDay", category: "day", measure: "total", parentField: "region" },
    ] } }],
  });
  const pbi = new PowerBiHost(engine, fakeHost());
  same(pbi.update(dataView, drillSpec).ok, true, "ok");
  const north = pbi.views().get("drill").points.findIndex((p) => p.category === "North");
  const down = pbi.doubleClick("drill", pbi.views().get("drill").points[north].row);
  same(down.changedViews, ["drill"], "the chart changed");
  const drilled = pbi.views().get("drill");
  same(drilled.points.length, 2, "North's two days");
  same(drilled.breadcrumbs.map((b) => [b.level, b.id, b.value]), [[0, "region", undefined], [1, "day", "North"]],
    "the path");
  pbi.breadcrumb("drill", 0);
  same(pbi.views().get("drill").points.length, 2, "back to the regions");
  same(pbi.views().get("drill").breadcrumbs.map((b) => b.id), ["region"], "the top level alone");
  pbi.close();
});

await run("the visual's engine reads DataViews only", async () => {
  const session = engine.openSession(JSON.stringify({ mode: "eval", spec: "{}", sources: [{ name: "sales", format: "csv", text: "a\n1\n" }] }));
  const dash = engine.openDashboard(session, JSON.stringify({ mode: "simulate", spec: JSON.stringify({ version: "2.0", components: [] }) }));
  const doc = JSON.parse(engine.dashboardDocument(dash));
  same(doc.diagnostics.map((d) => [d.code, d.message]), [["SOURCE_IMPORT_FAILED",
    "sales: unsupported source format 'csv' (a Power BI visual reads its DataView only)"]], "csv");
  engine.closeDashboard(dash);
  engine.closeSession(session);
});

await run("without identities nothing is selected, and a repeated update keeps the state", async () => {
  const host = fakeHost();
  const pbi = new PowerBiHost(engine, host);
  const noIdentities = { metadata: dataView.metadata, table: { rows: dataView.table.rows } };
  same(dataViewJson(noIdentities).table.identities, undefined, "no identities");
  pbi.update(noIdentities, spec);
  const step = pbi.click("bars", 0);
  same(host.calls, [], "no selection call");
  same(step.diagnostics.map((d) => d.code), ["SELECTION_UNAVAILABLE"], "said");
  const withIds = new PowerBiHost(engine, fakeHost());
  withIds.update(dataView, spec);
  withIds.change("pick", "South");
  const again = withIds.update(dataView, spec);
  same(withIds.views().get("pick").value, "South", "the control keeps its value across a resize");
  same(again.ok, true, "load document");
  pbi.close();
  withIds.close();
});

await run("the Interactions setting gates what reaches Power BI", async () => {
  const host = fakeHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(dataView, spec, false);
  pbi.click("bars", 0);
  pbi.change("pick", "South");
  same(host.calls, [], "no selection or filter sent");
  same(pbi.views().get("rows").rows, [1], "the internal filter still works");
  pbi.update(dataView, spec, true);
  pbi.click("bars", 0);
  same(host.calls, [["select", [0, 2], false]], "the gate lifted (a new dashboard)");
  pbi.close();
});

await run("a new dashboard takes back the filters Power BI holds, without sending them again", async () => {
  const host = fakeHost();
  const pbi = new PowerBiHost(engine, host);
  const held = { $schema: "http://powerbi.com/product/schema#basic", target: { table: "Sales", column: "Region" },
    filterType: 1, operator: "In", values: ["South"] };
  pbi.update(dataView, spec, true, [held]);
  same(pbi.views().get("pick").value, "South", "the control shows Power BI's filter");
  same(pbi.views().get("rows").rows, [1], "and filters internally");
  same(host.calls, [], "nothing sent back");
  pbi.change("pick", null);
  same(host.calls, [["applyJsonFilter", null, "general", "filter", 1]], "clearing reaches Power BI");
  pbi.close();
});

await run("a click selects every identity behind the grouped point, a second click clears", async () => {
  const host = fakeHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(dataView, spec);
  pbi.click("bars", 0);
  same(host.calls, [["select", [0, 2], false]], "first click");
  pbi.click("bars", 0);
  same(host.calls[1], ["clear"], "second click");
  pbi.close();
});

await run("a control change applies a basic filter on the model column, clearing removes it", async () => {
  const host = fakeHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(dataView, spec);
  pbi.change("pick", "South");
  same(host.calls[0], ["applyJsonFilter", {
    $schema: "http://powerbi.com/product/schema#basic",
    target: { table: "Sales", column: "Region" },
    filterType: 1,
    operator: "In",
    values: ["South"],
  }, "general", "filter", 0], "apply");
  same(pbi.views().get("rows").rows, [1], "the table shows the rows the internal filter leaves");
  same(pbi.views().get("bars").points.map((p) => [p.category, p.value]), [["South", 20]],
    "byRegion has the filtered field: only South's bar is left");
  pbi.change("pick", null);
  same(host.calls[1], ["applyJsonFilter", null, "general", "filter", 1], "clear");
  same(pbi.views().get("rows").rows, [0, 1, 2], "cleared");
  pbi.close();
});

await run("segments are asked for until Power BI says no more, then loaded once", async () => {
  const asked = [];
  let more = true;
  const host = { ...fakeHost(), fetchMoreData: (aggregate) => { asked.push(aggregate); return more; } };
  const loader = new SegmentLoader();
  const segment = (rows) => ({ metadata: { ...dataView.metadata, segment: {} }, table: { rows: Array.from({ length: rows }, () => ["North", null, 1]) } });
  const first = segment(30000);
  same(loader.step(first, host, UPDATE.DATA), { wait: true, rows: 30000 }, "the first window: wait for more");
  same(loader.step(first, host, UPDATE.RESIZE), { wait: true, rows: 30000 }, "a resize while loading asks nothing");
  same(loader.step(first, host, UPDATE.ALL), { wait: true, rows: 30000 }, "the same DataView again asks nothing");
  same(loader.step(segment(60000), host, UPDATE.DATA), { wait: true, rows: 60000 }, "the next segment: wait again");
  const last = { metadata: dataView.metadata, table: { rows: segment(75000).table.rows } };
  same(loader.step(last, host, UPDATE.DATA), { wait: false, rows: 75000, cut: null }, "no segment left: load, nothing cut");
  same(loader.step(last, host, UPDATE.RESIZE), { wait: false, rows: 75000, cut: null }, "a resize after the load");
  same([asked, loader.requests], [[true, true], 2], "one aggregated request per segment");
  same(new SegmentLoader().step(dataView, host), { wait: false, rows: 3, cut: null }, "an unsegmented DataView loads at once");
});

await run("rows cut by the host are loaded with a notice, never silently", async () => {
  let more = true;
  const host = { ...fakeHost(), fetchMoreData: () => more };
  const segment = (rows, seg = {}) => ({ metadata: { ...dataView.metadata, segment: seg }, table: { rows: new Array(rows).fill(["North", null, 1]) } });
  const loader = new SegmentLoader();
  same(loader.step(segment(30000), host, UPDATE.DATA).wait, true, "asked");
  more = false;
  same(loader.step(segment(60000), host, UPDATE.DATA), { wait: false, rows: 60000,
    cut: "Power BI delivered 60,000 rows; rows beyond were cut by the host" }, "fetchMoreData refused while a segment is left");
  same(loader.step(segment(60000), { ...fakeHost() }, UPDATE.DATA).cut,
    "Power BI delivered 60,000 rows; rows beyond were cut by the host", "a host without fetchMoreData");
  more = true;
  const small = new SegmentLoader({ ceiling: 100 });
  same(small.step(segment(100), host, UPDATE.DATA), { wait: false, rows: 100,
    cut: "Power BI delivered 100 rows; rows beyond were cut by the host" }, "the ceiling reached: not asked again");
  same(small.requests, 0, "no request at the ceiling");
  const german = new SegmentLoader({ ceiling: 100, say: (rows) => `Power BI hat ${rows.toLocaleString("de-DE")} Zeilen geliefert` });
  same(german.step(segment(1000), host, UPDATE.DATA).cut, "Power BI hat 1.000 Zeilen geliefert", "the visual words the notice");
  same(ROW_CEILING, 1048576, "Power BI's ceiling");
});

await run("web-only sources are refused, miniup.function needs the network package", async () => {
  const remote = JSON.stringify({
    version: "2.0",
    data: {
      sources: {
        orders: { type: "miniup.table", site: "demo", table: "orders" },
        summary: { type: "miniup.function", function: "summary" },
      },
      datasets: { openOrders: { source: "orders", filter: { field: "status", operator: "=", value: "Open" } } },
    },
    components: [],
  });
  const webOnly = ["error", "REMOTE_SOURCE_WEB_ONLY", "/data/sources/orders/type",
    "source 'orders' is a miniup.table source, which is web only: in Power BI only miniup.function "
    + "sources can be fetched (through the network-enabled package); serve these rows through a MiniUp Function"];
  const findings = (doc) => doc.diagnostics.map((d) => [d.severity, d.code, d.path, d.message]);
  const offlineFetched = [];
  const offline = new PowerBiHost(engine, fakeHost(), { fetch: (url) => { offlineFetched.push(url); throw new Error("no network here"); } });
  const offlineLoaded = offline.update(dataView, remote);
  await offline.live.settled();
  const upstreamFailed = ["error", "DATASET_UPSTREAM_FAILED", "/data/datasets/openOrders/source",
    "dataset 'openOrders' cannot be evaluated because remote source 'orders' will never be read "
    + "(see the diagnostics at /data/sources/orders)"];
  same(findings(offlineLoaded), [upstreamFailed, webOnly, ["warning", "REMOTE_SOURCE_NETWORK_DISABLED", "/data/sources/summary/type",
    "source 'summary' is never fetched: this Power BI package has no network access; miniup.function needs the "
    + "network-enabled HyperPBI package"]], "network-free package: reported at preparation");
  same(offlineLoaded.initial.effects, [], "network-free package: nothing asked");
  same(offlineLoaded.initial.state.sources, undefined, "network-free package: no source lifecycle");
  same(offlineFetched, [], "network-free package: nothing fetched");
  same(offline.evaluation().datasets.openOrders, undefined, "a dataset over the refused source fails");
  const states = [];
  const fetched = [];
  const online = new PowerBiHost(engine, fakeHost(), {
    network: true,
    onStep: (step) => states.push(step.state.sources),
    fetch: async (url) => {
      fetched.push(url);
      return new Response('[{"n": 1}]', { headers: { "content-type": "application/json" } });
    },
  });
  const onlineLoaded = online.update(dataView, remote);
  await online.live.settled();
  same(findings(onlineLoaded), [upstreamFailed, webOnly], "network package: the table is still web only");
  same(onlineLoaded.initial.effects.map((e) => e.source), ["summary"], "network package: only the function is asked");
  const last = states[states.length - 1];
  same(Object.keys(last), ["summary"], "no lifecycle for the refused table");
  same(last.summary.status, "ready", "function with network");
  same(fetched, ["https://functions.miniup.app/summary"], "requests");
  offline.close();
  online.close();
});

await run("the adapter fetches a MiniUp Function from https://functions.miniup.app only", async () => {
  // Requests the engine never plans in Power BI: the adapter's own guard answers them.
  const effect = (sourceType, url) => ({ type: "fetchSource", source: "s", sourceType, method: "GET", url });
  const online = new PowerBiHost(engine, fakeHost(), { network: true });
  const offline = new PowerBiHost(engine, fakeHost());
  same([
    online.refusal(effect("miniup.function", "https://functions.miniup.app/summary?region=North")),
    online.refusal(effect("miniup.function", "https://demo.miniup.app/summary")),
    online.refusal(effect("miniup.function", "https://functions.miniup.app.evil.com/summary")),
    online.refusal(effect("miniup.function", "https://functions.miniup.app:8443/summary")),
    online.refusal(effect("miniup.function", "not a url")),
    online.refusal(effect("rest.get", "https://functions.miniup.app/rows")),
    offline.refusal(effect("miniup.function", "https://functions.miniup.app/summary")),
  ], [
    null,
    "in Power BI a MiniUp Function is fetched from https://functions.miniup.app only, not https://demo.miniup.app/summary",
    "in Power BI a MiniUp Function is fetched from https://functions.miniup.app only, not https://functions.miniup.app.evil.com/summary",
    "in Power BI a MiniUp Function is fetched from https://functions.miniup.app only, not https://functions.miniup.app:8443/summary",
    "in Power BI a MiniUp Function is fetched from https://functions.miniup.app only, not not a url",
    "rest.get sources are web only: in Power BI only miniup.function can be fetched",
    "this package has no network access: miniup.function needs the network-enabled HyperPBI package",
  ], "refusals");
});

/**
 * The recording host of the report checks: selection ids keyed by the DataView row's identity
 * (as Power BI's getKey is), so the same logical row keeps its id when the rows move; a
 * selection manager that remembers what was selected and lets the test act as the report
 * (onSelect: a bookmark or another visual), tooltips, context menu, capabilities, palette,
 * locale, localization and web access.
 */
function reportHost({ allowInteractions = true, highContrast = false, locale = "en-US", strings = {}, webAccess = 0 } = {}) {
  const calls = [];
  let onSelect = null;
  let selected = [];
  const idOf = (table, row) => {
    const key = table.identity[row].key;
    return { row, key, getKey: () => key, equals: (other) => other?.getKey?.() === key };
  };
  const host = {
    calls,
    locale,
    hostCapabilities: { allowInteractions },
    colorPalette: { isHighContrast: highContrast, foreground: { value: "#ffffff" }, background: { value: "#000000" },
      foregroundSelected: { value: "#00ffff" }, hyperlink: { value: "#ffff00" } },
    createSelectionManager: () => ({
      select: (ids, multi) => { selected = ids; calls.push(["select", ids.map((id) => id.key), multi]); },
      clear: () => { selected = []; calls.push(["clear"]); },
      getSelectionIds: () => selected,
      registerOnSelectCallback: (callback) => { onSelect = callback; },
      showContextMenu: (id, at) => calls.push(["showContextMenu", id.key ?? id, at]),
    }),
    createSelectionIdBuilder: () => {
      let id;
      const builder = { withTable: (table, r) => { id = idOf(table, r); return builder; }, createSelectionId: () => id };
      return builder;
    },
    applyJsonFilter: (filter, objectName, propertyName, action) => calls.push(["applyJsonFilter", filter, action]),
    tooltipService: {
      enabled: () => true,
      show: (o) => calls.push(["tooltip.show", o.coordinates, o.dataItems, o.identities.map((id) => id.key)]),
      move: (o) => calls.push(["tooltip.move", o.coordinates, o.identities.map((id) => id.key)]),
      hide: (o) => calls.push(["tooltip.hide", o]),
    },
    createLocalizationManager: () => ({ getDisplayName: (key) => strings[key] ?? key }),
    webAccessService: { webAccessStatus: async (url) => { calls.push(["webAccessStatus", url]); return webAccess; } },
    // Power BI acting from outside: a bookmark or another visual selects these DataView rows.
    report: { select: (table, rows) => onSelect(rows.map((r) => idOf(table, r))), set: (ids) => { selected = ids; } },
  };
  return host;
}

const keyed = { ...dataView, table: { ...dataView.table, identity: [{ key: "a" }, { key: "b" }, { key: "c" }] } };
const highlightSpec = JSON.stringify({
  version: "2.0",
  data: { datasets: { byRegion: { source: "powerbi", groupBy: ["region"], metrics: { total: { op: "sum", field: "amount" } } } } },
  components: [
    { type: "barChart", id: "bars", dataset: "byRegion", category: "region", measure: "total", interaction: { externalMode: "selection", internalMode: "highlight" } },
    { type: "table", id: "rows" },
  ],
});
const lit = (pbi) => [pbi.views().get("bars").points.filter((p) => p.highlighted).map((p) => p.category),
  pbi.views().get("rows").highlighted];

await run("registerOnSelectCallback: Power BI's selection from outside is the visual's highlight, nothing sent back", async () => {
  const host = reportHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, highlightSpec);
  host.report.select(keyed.table, [1]);
  same(lit(pbi), [["South"], [1]], "South highlighted in the chart and the table");
  same(host.calls, [], "nothing sent");
  host.report.select(keyed.table, [0, 2]);
  same(lit(pbi), [["North"], [0, 2]], "a bookmark's selection replaces it");
  const step = pbi.report.hostSelected([{ getKey: () => "gone" }]);
  same(pbi.report.unknown, 1, "an id no row carries is counted");
  same(step.diagnostics, [], "and shows nothing");
  same(lit(pbi), [[], []], "nothing highlighted");
  pbi.click("bars", 0);
  same(host.calls, [["select", ["a", "c"], false]], "the visual's own click selects as before");
  pbi.close();
});

await run("the selection is restored after a data update, by identity key not row index", async () => {
  const host = reportHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, highlightSpec);
  pbi.click("bars", pbi.views().get("bars").points.findIndex((p) => p.category === "South"));
  same(host.calls, [["select", ["b"], false]], "South selected");
  // New rows (another visual filtered the page): South's row moved from index 1 to index 0.
  const moved = { metadata: keyed.metadata, table: { rows: [keyed.table.rows[1], keyed.table.rows[0], [...keyed.table.rows[2]]], identity: [{ key: "b" }, { key: "a" }, { key: "c" }] } };
  pbi.update(moved, highlightSpec);
  same(lit(pbi), [["South"], [0]], "South still highlighted, at its new row");
  same(host.calls.length, 1, "nothing sent again");
  pbi.close();
});

await run("jsonFilterValue reads back every filter shape the engine writes", async () => {
  const target = { table: "Sales", column: "Amount" };
  const basic = (operator, values) => ({ target, filterType: 1, operator, values });
  const advanced = (...conditions) => ({ target, filterType: 0, logicalOperator: "And", conditions });
  same([
    jsonFilterValue(basic("In", ["North"]), "="),
    jsonFilterValue(basic("In", ["North", "South"]), "="),
    jsonFilterValue(basic("In", ["North"]), "in"),
    jsonFilterValue(basic("NotIn", ["North"]), "!="),
    jsonFilterValue(basic("NotIn", ["North"]), "="),
    jsonFilterValue(advanced({ operator: "GreaterThanOrEqual", value: 10 }, { operator: "LessThanOrEqual", value: 20 }), "between"),
    jsonFilterValue(advanced({ operator: "GreaterThan", value: 10 }), ">"),
    jsonFilterValue(advanced({ operator: "GreaterThanOrEqual", value: 10 }), ">="),
    jsonFilterValue(advanced({ operator: "LessThan", value: 10 }), "<"),
    jsonFilterValue(advanced({ operator: "LessThanOrEqual", value: 10 }), "<="),
    jsonFilterValue(advanced({ operator: "Contains", value: "or" }), "contains"),
    jsonFilterValue(advanced({ operator: "Contains", value: "or" }), ">"),
    jsonFilterValue({ ...advanced({ operator: "GreaterThan", value: 1 }, { operator: "LessThan", value: 5 }), logicalOperator: "Or" }, "between"),
  ], ["North", ["North", "South"], ["North"], "North", undefined, [10, 20], 10, 10, 10, 10, "or", undefined, undefined], "values");
});

await run("jsonFilters restore into controls of every operator, and a bookmark's filters are taken on the same rows", async () => {
  const controls = JSON.stringify({
    version: "2.0",
    components: [
      { type: "select", id: "notRegion", field: "region", interaction: { operator: "!=" } },
      { type: "slicer", id: "range", field: "amount", interaction: { operator: "between" } },
      { type: "table", id: "rows" },
    ],
  });
  const notIn = { $schema: "http://powerbi.com/product/schema#basic", target: { table: "Sales", column: "Region" }, filterType: 1, operator: "NotIn", values: ["North"] };
  const range = { $schema: "http://powerbi.com/product/schema#advanced", target: { table: "Sales", column: "Amount" }, filterType: 0, logicalOperator: "And",
    conditions: [{ operator: "GreaterThanOrEqual", value: 15 }, { operator: "LessThanOrEqual", value: 40 }] };
  const host = reportHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, controls, true, [notIn, range]);
  same([pbi.views().get("notRegion").value, pbi.views().get("range").value], ["North", [15, 40]], "both controls");
  same(pbi.views().get("rows").rows, [1], "and filter: South at 20");
  // A bookmark: the same rows, Power BI's filters changed (the range gone, Region NotIn South).
  pbi.update(keyed, controls, true, [{ ...notIn, values: ["South"] }]);
  same([pbi.views().get("notRegion").value, pbi.views().get("range").value], ["South", null], "the bookmark's filters");
  same(pbi.views().get("rows").rows, [0, 2], "North's rows");
  same(host.calls, [], "nothing sent back");
  pbi.close();
});

await run("allowInteractions false: no selection, filter or context menu reaches Power BI", async () => {
  const host = reportHost({ allowInteractions: false });
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, spec);
  pbi.click("bars", 0);
  pbi.change("pick", "South");
  const menus = new essentials.ReportMenus(pbi, host, pbi.selectionManager, null);
  same(menus.contextMenu({ component: "bars", row: 0, x: 5, y: 6 }), true, "the browser's menu is kept away too");
  same(host.calls, [], "no calls");
  same([essentials.isGesture({ type: "click", component: "bars", row: 0 }), essentials.isGesture({ type: "change", component: "pick", value: 1 }),
    essentials.isGesture({ type: "click", component: "button" }), essentials.isGesture({ type: "sort", component: "rows", field: "x" })],
  [true, true, false, false], "what the visual drops as a gesture");
  host.hostCapabilities.allowInteractions = true;
  pbi.update(keyed, spec);
  pbi.click("bars", 0);
  same(host.calls, [["select", ["a", "c"], false]], "allowed again: a new dashboard selects");
  pbi.close();
});

await run("the context menu carries the mark's selection id, empty space none", async () => {
  const host = reportHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, spec);
  const menus = new essentials.ReportMenus(pbi, host, pbi.selectionManager, null);
  same(pbi.markIds({ component: "bars", row: 0 }).map((id) => id.key), ["a", "c"], "North's bar stands for rows a and c");
  menus.contextMenu({ component: "bars", row: 0, layer: null, x: 30, y: 40 });
  menus.contextMenu({ component: "rows", row: 1, layer: null, x: 1, y: 2 });
  menus.contextMenu({ component: null, row: null, layer: null, x: 7, y: 8 });
  same(host.calls, [["showContextMenu", "a", { x: 30, y: 40 }], ["showContextMenu", "b", { x: 1, y: 2 }], ["showContextMenu", {}, { x: 7, y: 8 }]], "calls");
  pbi.close();
});

await run("tooltips go through tooltipService with the mark's formatted values and selection ids", async () => {
  const host = reportHost();
  const pbi = new PowerBiHost(engine, host);
  pbi.update(keyed, spec);
  const element = { getBoundingClientRect: () => ({ left: 100, top: 50 }) };
  const hooks = new essentials.ReportMenus(pbi, host, pbi.selectionManager, element).painterHooks();
  hooks.onTooltip({ component: "bars", row: 0, layer: null, x: 130, y: 80, text: "Region: North\nAmount: 1,234.5" });
  hooks.onTooltipMove({ component: "bars", row: 0, layer: null, x: 131, y: 81, text: "Region: North\nAmount: 1,234.5" });
  hooks.onTooltipHide();
  same(host.calls, [
    ["tooltip.show", [30, 30], [{ displayName: "Region", value: "North" }, { displayName: "Amount", value: "1,234.5" }], ["a", "c"]],
    ["tooltip.move", [31, 31], ["a", "c"]],
    ["tooltip.hide", { isTouchEvent: false, immediately: true }],
  ], "calls");
  same(essentials.tooltipItems("Total\n\nA: b: c"), [{ displayName: "", value: "Total" }, { displayName: "A", value: "b: c" }], "lines");
  pbi.close();
});

/** Every attribute value of the marks (class hpbi-mark) in a render tree. */
function markColours(node, out = new Set()) {
  if (String(node.attrs?.class ?? "").split(" ").includes("hpbi-mark")) {
    for (const name of ["fill", "stroke"]) if (node.attrs[name] && node.attrs[name] !== "none") out.add(node.attrs[name].toLowerCase());
  }
  for (const child of node.children ?? []) markColours(child, out);
  return out;
}
const textOf = (node) => (node.text ?? "") + " " + (node.children ?? []).map(textOf).join(" ");

await run("high contrast: the marks use the palette's colours only; host.locale formats numbers", async () => {
  const host = reportHost({ highContrast: true, locale: "de-DE" });
  const options = essentials.renderOptions(host, { width: 800, height: 600 });
  same(options, { width: 800, height: 600, locale: "de-DE", theme: "high-contrast",
    highContrast: { foreground: "#ffffff", background: "#000000", selected: "#00ffff", hyperlink: "#ffff00" } }, "options");
  const pbi = new PowerBiHost(engine, host);
  const decimals = { ...keyed, table: { ...keyed.table, rows: [["North", new Date(2024, 0, 31), 1234.5], ["South", new Date(2024, 1, 1), 20], ["North", new Date(2024, 1, 2), 30]] } };
  pbi.update(decimals, spec);
  let tree = null;
  pbi.render(options, (t) => { tree = t; });
  const colours = [...markColours(tree)];
  same(colours.length > 0, true, "marks drawn");
  same(colours.filter((c) => !["#ffffff", "#000000", "#00ffff", "#ffff00", "#fff", "#000"].includes(c)), [], `only palette colours (${colours})`);
  same(textOf(tree).includes("1.264,5"), true, "North's total 1264.5 written the German way");
  same(essentials.renderOptions(reportHost(), { width: 1, height: 2 }), { width: 1, height: 2, locale: "en-US" }, "no high contrast");
  pbi.close();
});

await run("the visual's texts come from the localization manager, English when a string is missing", async () => {
  const german = new essentials.Texts(reportHost({ strings: { Progress_Rows: "Zeilen werden geladen… {0}" } }));
  same(german.get("Progress_Rows", 30000), "Zeilen werden geladen… 30000", "localized");
  same(german.get("Landing_Title"), "HyperPBI declarative dashboards", "fallback");
  same(new essentials.Texts({}).get("Progress_Rows", 5), "Loading rows from Power BI… 5 rows so far", "no localization manager");
  same(new essentials.Texts({}).get("Notice_Cut", "60,000"), cutNotice(60000), "the English notice is fetch-more's");
  // Every text has its key in both stringResources files (the format pane's names included).
  for (const locale of ["en-US", "de-DE"]) {
    const strings = JSON.parse(readFileSync(new URL(`../../../pbiviz/stringResources/${locale}/resources.resjson`, import.meta.url), "utf8"));
    for (const key of Object.keys(essentials.TEXTS)) same(typeof strings[key], "string", `${locale} has ${key}`);
  }
});

await run("the landing page: no field and no specification, a tree whose root says data-state=landing", async () => {
  same([essentials.isLanding(undefined, ""), essentials.isLanding({ metadata: { columns: [] } }, "  "),
    essentials.isLanding(keyed, ""), essentials.isLanding(undefined, highlightSpec)], [true, true, false, false], "when");
  const tree = essentials.landingTree(new essentials.Texts(reportHost({ strings: { Landing_Fields: "Felder hinzufügen" } })));
  same(tree.attrs["data-state"], "landing", "root");
  same(textOf(tree).includes("Felder hinzufügen") && textOf(tree).includes("Format > Specification > JSON"), true, "the next steps");
});

await run("the network package asks webAccessService first and says when an administrator blocked web access", async () => {
  const remote = JSON.stringify({ version: "2.0", data: { sources: { summary: { type: "miniup.function", function: "summary" } } },
    components: [{ type: "table", id: "t", dataset: "summary" }] });
  for (const [status, fetches, status_] of [[3, 0, "error"], [0, 1, "ready"]]) {
    const host = reportHost({ webAccess: status });
    const fetched = [];
    const states = [];
    const pbi = new PowerBiHost(engine, host, { network: true, onStep: (step) => states.push(step.state.sources),
      fetch: async (url) => { fetched.push(url); return new Response("[{\"n\": 1}]", { headers: { "content-type": "application/json" } }); } });
    pbi.update(keyed, remote);
    await pbi.live.settled();
    same(fetched.length, fetches, `status ${status}: fetched`);
    same(host.calls[0], ["webAccessStatus", "https://functions.miniup.app/summary"], "asked first");
    const last = states[states.length - 1].summary;
    same(last.status, status_, `status ${status}: source`);
    if (status === 3) same(/administrator has blocked web access/.test(last.error ?? last.message ?? JSON.stringify(last)), true, `the message: ${JSON.stringify(last)}`);
    pbi.close();
  }
});

report();
