// A simulated Power BI host for the HyperPBI visual: builds an IVisualHost whose selection
// manager and applyJsonFilter record their calls on the page, and runs the visual's adapter and
// view (the modules the .pbiviz packages bundle) over a DataView fixture with the JavaScript build.
import * as engine from "./engine/hyperpbi.mjs";
import { PowerBiHost } from "./engine/power-bi-host.mjs";
import { createPainter } from "./engine/painter.mjs";

const $ = (id) => document.getElementById(id);

function record(text) {
  const item = document.createElement("li");
  item.dataset.testid = `host-call-${$("host-calls").children.length}`;
  item.textContent = text;
  $("host-calls").append(item);
}

/** The IVisualHost surface the adapter uses; a selection id is its DataView row here. */
const host = {
  createSelectionManager: () => ({
    select: (ids, multiSelect) => record(`select ${JSON.stringify(ids.map((id) => id.row))} multiSelect=${multiSelect}`),
    clear: () => record("clear selection"),
  }),
  createSelectionIdBuilder: () => {
    let row;
    const builder = {
      withTable: (table, r) => { row = r; return builder; },
      createSelectionId: () => ({ row }),
    };
    return builder;
  },
  applyJsonFilter: (filter, objectName, propertyName, action) =>
    record(`applyJsonFilter ${JSON.stringify(filter)} ${objectName}.${propertyName} ${action === 0 ? "merge" : "remove"}`),
};

async function start() {
  try {
    const [spec, dataView] = await Promise.all(["powerbi-demo/spec.json", "powerbi-demo/dataview.json"]
      .map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
        return response.text();
      }));
    const view = JSON.parse(dataView);
    view.table.identity = view.table.rows.map((_, i) => ({ row: i }));
    const pbi = new PowerBiHost(engine, host);
    const painter = createPainter($("visual"), { onEvent: (event) => pbi.dispatch(event) });
    pbi.update(view, spec);
    pbi.render({ width: $("visual").clientWidth || 900, locale: "en-US" }, (tree) => painter.paint(tree));
    $("status").dataset.state = "done";
    $("status").textContent = "The visual is loaded.";
  } catch (e) {
    $("status").dataset.state = "error";
    $("status").textContent = `The visual failed: ${e && e.message ? e.message : e}`;
  }
}

start();
