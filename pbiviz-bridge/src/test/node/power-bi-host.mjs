// Checks the Power BI host adapter against a fake IVisualHost with the engine's JavaScript build:
// a DataView in, clicks and control changes out as selection-manager calls and applyJsonFilter
// calls, remote sources refused or fetched by package. Prints {"check": "ok" | "failure", ...};
// PowerBiHostTest asserts each.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
// The shared runner helpers of the web bridge's Node tests.
import { report, run, same } from "../../../../web-bridge/src/test/node/checks.mjs";

const dir = process.argv[process.argv.indexOf("--build") + 1];
const engine = await import(pathToFileURL(join(dir, "hyperpbi.mjs")).href);
const { PowerBiHost, dataViewJson } = await import(pathToFileURL(join(dir, "power-bi-host.mjs")).href);
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

await run("a segmented DataView asks Power BI for more rows until the last segment", async () => {
  const asked = [];
  let more = true;
  const host = { ...fakeHost(), fetchMoreData: (aggregate) => { asked.push(aggregate); return more; } };
  const pbi = new PowerBiHost(engine, host);
  const segmented = { ...dataView, metadata: { ...dataView.metadata, segment: {} } };
  same(pbi.wantsMoreRows(segmented), true, "more rows exist");
  more = false;
  same(pbi.wantsMoreRows(segmented), false, "the host refuses: Power BI's ceiling");
  same(pbi.wantsMoreRows(dataView), false, "the last segment");
  same(asked, [true, true], "segments are aggregated");
  same(new PowerBiHost(engine, fakeHost()).wantsMoreRows(segmented), false, "no fetchMoreData");
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

report();
