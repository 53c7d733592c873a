// The Power BI side of the engine: a visual's DataView becomes the workspace's powerbi source
// (identity index = DataView row), the specification comes from the visual's formatting pane, and
// the engine's effects reach the Power BI host: the complete selection through the selection
// manager (an empty one clears it), JSON filters through applyJsonFilter on general.filter
// (merge; remove to clear). Only miniup.function sources can be fetched, and only by the
// network-enabled package; the others are web only (data-model.txt). The request tells the
// engine so (host "powerbi" and the package's network flag): preparation reports such a source
// (REMOTE_SOURCE_WEB_ONLY, REMOTE_SOURCE_NETWORK_DISABLED) and never asks for it. Remote rows
// never select or filter Power BI: the engine gives them no identities and no filter target.
import { LiveHost } from "./live-host.mjs";
import { ReportSync } from "./report-sync.mjs";
import { Texts, interactive } from "./visual-essentials.mjs";
import { withWebAccess } from "./web-access.mjs";
import { dataViewColumns, dataViewJson, sameTableData } from "./dataview-columns.mjs";

const FUNCTIONS_ORIGIN = "https://functions.miniup.app";
const MERGE = 0;
const REMOVE = 1;
/** Power BI's VisualUpdateType flags (options.type). */
export const UPDATE = Object.freeze({ DATA: 2, RESIZE: 4, VIEW_MODE: 8, STYLE: 16, RESIZE_END: 32, ALL: 62 });

export { dataViewJson };

/** The origin of a URL, or null when it is not one. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export class PowerBiHost {
  /**
   * @param engine the engine's exported functions (the JavaScript build)
   * @param host Power BI's IVisualHost (createSelectionManager, createSelectionIdBuilder,
   *     applyJsonFilter)
   * @param onStep called after the load and after every event with the engine's step document
   * @param onEffect other effects for the view (showToast, scrollTo)
   * @param network whether this package may reach https://functions.miniup.app
   * @param options also the transport's options, handed to LiveHost as they are (a test's fake
   *     fetch): this module names no network API, so the network-free package has none
   */
  constructor(engine, host, options = {}) {
    const { onStep = () => {}, onEffect = () => {}, network = false } = options;
    this.engine = engine;
    this.host = host;
    this.onStep = onStep;
    this.onEffect = onEffect;
    this.network = network;
    this.texts = new Texts(host);
    // The network package asks Power BI's webAccessService before every fetch (a clear message
    // when an administrator blocked web access); web-access.mjs wraps the transport's options, and
    // the network-free package gets a module without any (src/main/offline).
    this.options = network ? withWebAccess(host, options, this.texts) : options;
    this.selectionManager = host.createSelectionManager();
    this.live = null;
    // Two-way with the report: Power BI's selection and filters back into the engine.
    this.report = new ReportSync(this, this.selectionManager);
    this.session = undefined;
    /** DataView imports (engine sessions opened) and dashboards opened so far. */
    this.imports = 0;
    this.dashboards = 0;
  }

  /**
   * Power BI's update: the DataView and the specification text; answers the load document. The
   * DataView's table reaches the engine once, as columns (dataview-columns.mjs): only new data
   * imports again (`imports` counts the imports). An update with the same data, specification and
   * settings (a resize, a theme or view-mode change) keeps the dashboard and its state:
   * selections, control values and filters stay as Power BI shows them; a new specification or
   * setting opens a new dashboard over the same imported data.
   *
   * @param crossFilter the report author's Interactions setting: false gates every selection and
   *     filter sent to Power BI (the Runtime Config gate of interactions.md); internal highlights
   *     and filters still work
   * @param jsonFilters the filters Power BI holds for this visual (update options.jsonFilters):
   *     a new dashboard takes them back into its controls, so a control shows what Power BI
   *     filters instead of starting empty
   * @param type Power BI's options.type (UPDATE flags): without the Data flag the data did not
   *     change and is not even compared; with it (or unknown) the table is compared with the
   *     imported one, since Power BI also sends Data for a format-pane change over the same rows
   */
  update(dataView, specText, crossFilter = true, jsonFilters = [], { type } = {}) {
    // Without interactions (allowInteractions false: dashboards, some embeds) nothing reaches
    // Power BI, as under the Interactions setting's gate.
    const gate = crossFilter !== false && interactive(this.host);
    this.table = dataView?.table;
    this.report.table(this.table);
    const reimport = this.dataChanged(dataView, type);
    if (reimport) this.importData(dataView);
    const request = JSON.stringify({
      mode: "simulate",
      spec: specText,
      default: "powerbi",
      ...(gate ? {} : { runtime: { crossFilter: false } }),
      host: "powerbi",
      network: this.network === true,
    });
    const filters = Array.isArray(jsonFilters) ? jsonFilters : [];
    if (this.live && !reimport && request === this.request) {
      // The same rows: a resize, a theme change, or Power BI's filters changed (a bookmark).
      this.syncFilters(filters, specText);
      return this.live.loaded;
    }
    this.closeDashboard();
    this.request = request;
    this.live = new LiveHost(this.engine, this.session, request, {
      ...this.options,
      onStep: this.onStep,
      onEffect: (effect) => this.effect(effect),
      refusal: (effect) => this.refusal(effect),
    });
    this.dashboards++;
    this.heldFilters = [];
    this.syncFilters(filters, specText);
    this.report.restoreSelection();
    return this.live.loaded;
  }

  /**
   * Whether this DataView needs an import: always without one yet; never for an update whose
   * type says the data did not change (a resize, view mode or style change); else when its
   * table differs from the imported one (sameTableData: same metadata, identities and cells).
   */
  dataChanged(dataView, type) {
    if (this.session === undefined || this.session < 0) return true;
    if (typeof type === "number" && (type & UPDATE.DATA) === 0) return false;
    const rows = dataView?.table?.rows;
    return !(this.imported && (rows?.length ?? 0) === this.importedRows
      && sameTableData(this.imported, dataView));
  }

  /**
   * Loads the DataView into a new engine session, once: as columns, or as the JSON shape when
   * a row is malformed (the importer then names the row).
   */
  importData(dataView) {
    this.close();
    const shape = dataViewColumns(dataView);
    this.session = shape ? this.engine.openColumnsSession(shape.metadataJson, shape.columns)
      : this.engine.openSession(JSON.stringify({
        mode: "simulate",
        spec: "{}",
        sources: [{ name: "powerbi", format: "dataview", text: JSON.stringify(dataViewJson(dataView)) }],
        default: "powerbi",
      }));
    this.imported = dataView;
    this.importedRows = dataView?.table?.rows?.length ?? 0;
    this.imports++;
  }

  /**
   * Takes back the filters Power BI holds for the visual (update options.jsonFilters) when they
   * changed: each into the select or slicer over its column, in every shape the engine writes
   * (report-sync.mjs), and a control whose column's filter Power BI dropped (a bookmark without
   * it) is cleared. Nothing is sent back: Power BI holds these filters already.
   */
  syncFilters(jsonFilters, specText) {
    const text = JSON.stringify(jsonFilters);
    if (text === JSON.stringify(this.heldFilters ?? [])) return;
    const target = (f) => `${f?.target?.table}\u0000${f?.target?.column}`;
    const kept = new Set(jsonFilters.map(target));
    const dropped = (this.heldFilters ?? []).filter((f) => !kept.has(target(f)));
    this.heldFilters = jsonFilters;
    this.restoring = true;
    try {
      const change = (component, value) => this.live.dispatch({ type: "change", component, value });
      const clear = (component) => change(component, null);
      this.report.restoreFilters(dropped, specText, clear);
      this.report.restoreFilters(jsonFilters, specText, change);
    } finally {
      this.restoring = false;
    }
  }

  /**
   * Draws through the engine's renderer: the whole tree for the viewport, theme and locale now
   * (a resize or theme change repaints without importing again), then every changed tree to
   * onTree after each event.
   */
  render(options, onTree) {
    // Power BI ends a resize with ResizeEnd (and a view-mode change can keep the size): the
    // same dashboard at the same options is drawn already, events included (onTree).
    const key = JSON.stringify(options ?? {});
    if (this.rendered && this.rendered.live === this.live && this.rendered.key === key) {
      this.live.onTree = onTree;
      return this.rendered.tree;
    }
    const tree = this.live.render(options, onTree);
    this.rendered = { live: this.live, key, tree };
    return tree;
  }

  /** One event from the painter (an engine event, or the renderer's sort and window). */
  dispatch(event) {
    return this.live.dispatch(event);
  }

  click(component, row, modifiers = {}) {
    return this.live.dispatch({ type: "click", component, row, modifiers });
  }

  doubleClick(component, row, modifiers = {}) {
    return this.live.dispatch({ type: "doubleClick", component, row, modifiers });
  }

  /** Drills a chart back up to level index `level` of its drill.levels. */
  breadcrumb(component, level) {
    return this.live.dispatch({ type: "breadcrumb", component, level });
  }

  change(component, value) {
    // JSON drops an undefined member, and a change without a value is an invalid event.
    return this.live.dispatch({ type: "change", component, value: value === undefined ? null : value });
  }

  /**
   * The views under the current state, by component id: of the listed components (ids, or
   * {id, page} for another page of a table), else of every component with a view.
   */
  views(entries = []) {
    const doc = JSON.parse(this.engine.dashboardViews(this.live.handle, JSON.stringify(entries)));
    return new Map((doc.views ?? []).map((v) => [v.id, v]));
  }

  /** The eval document over the data as it is now (datasets for the view). */
  evaluation() {
    return JSON.parse(this.engine.dashboardEvaluation(this.live.handle));
  }

  /**
   * The engine's diagnostics of a specification text over the rows loaded now (edit mode's
   * inline diagnostics): a dashboard opened on the same session, so nothing is imported again,
   * and closed at once. Empty before any data.
   */
  checkSpecification(specText) {
    if (!this.live) return [];
    const request = JSON.parse(this.request);
    request.spec = specText;
    const handle = this.engine.openDashboard(this.session, JSON.stringify(request));
    if (handle < 0) return [];
    try {
      return JSON.parse(this.engine.dashboardDocument(handle)).diagnostics ?? [];
    } finally {
      this.engine.closeDashboard(handle);
    }
  }

  /**
   * The field names the editor offers (its completions answer): the DataView's fields as the
   * powerbi source, and each dataset's fields, from the dashboard loaded now.
   */
  completions() {
    if (!this.live) return { sources: [], datasets: [] };
    const datasets = this.evaluation().datasets ?? {};
    return {
      sources: [{ name: "powerbi", fields: datasets.powerbi?.fields ?? [] }],
      datasets: Object.entries(datasets).filter(([name]) => name !== "powerbi")
        .map(([name, d]) => ({ name, fields: d.fields ?? [] })),
    };
  }

  /** Closes the dashboard and the imported data. */
  close() {
    this.closeDashboard();
    if (this.session !== undefined && this.session >= 0) this.engine.closeSession(this.session);
    this.session = undefined;
    this.imported = null;
  }

  /** Closes the dashboard only; the imported data stays for the next dashboard. */
  closeDashboard() {
    if (!this.live) return;
    this.live.close();
    this.live = null;
    this.request = null;
  }

  effect(effect) {
    const allowed = interactive(this.host);
    if (effect.type === "selectIdentities") {
      if (!allowed) return;
      const ids = effect.identities.map((i) => this.selectionId(i));
      this.report.sent(ids);
      if (ids.length === 0) this.selectionManager.clear();
      else this.selectionManager.select(ids, false);
    } else if (effect.type === "applyJsonFilter") {
      if (!this.restoring && allowed) this.host.applyJsonFilter(effect.filter, "general", "filter", MERGE);
    } else if (effect.type === "clearJsonFilter") {
      if (!this.restoring && allowed) this.host.applyJsonFilter(null, "general", "filter", REMOVE);
    } else {
      this.onEffect(effect);
    }
  }

  /**
   * The adapter's own guard at the trust boundary: the engine plans no request for a source this
   * package cannot fetch (the request's host and network), so this answers only a request the
   * engine should never have made. The network-enabled package's WebAccess privilege names one
   * origin, and so does this guard: data-model.txt, "It uses the network-enabled package and
   * https://functions.miniup.app".
   */
  refusal(effect) {
    if (effect.sourceType !== "miniup.function") {
      return `${effect.sourceType} sources are web only: in Power BI only miniup.function can be fetched`;
    }
    if (!this.network) {
      return "this package has no network access: miniup.function needs the network-enabled HyperPBI package";
    }
    return originOf(effect.url) === FUNCTIONS_ORIGIN ? null
      : `in Power BI a MiniUp Function is fetched from ${FUNCTIONS_ORIGIN} only, not ${effect.url}`;
  }

  /**
   * The selection ids of the rows a click on the mark ({component, row, layer}) would select:
   * what Power BI's context menu and tooltips name. None without identities or a mark.
   */
  markIds(mark) {
    if (!this.live || typeof this.engine.dashboardMark !== "function") return [];
    const answer = JSON.parse(this.engine.dashboardMark(this.live.handle, JSON.stringify({
      component: mark.component, row: mark.row, ...(mark.layer ? { layer: mark.layer } : {}),
    })));
    return (answer.identities ?? []).filter((i) => i >= 0).map((i) => this.selectionId(i));
  }

  selectionId(row) {
    return this.host.createSelectionIdBuilder().withTable(this.table, row).createSelectionId();
  }
}
