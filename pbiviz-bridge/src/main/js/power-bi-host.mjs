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
import { webAccessFetch } from "./web-access.mjs";

const FUNCTIONS_ORIGIN = "https://functions.miniup.app";
const MERGE = 0;
const REMOVE = 1;
const TYPE_FLAGS = ["text", "numeric", "integer", "dateTime", "bool"];

/**
 * A DataView date as the model's wall-clock time: Power BI builds Date objects in the viewer's
 * time zone, so the local fields are the model's value (toISOString would shift a date to the
 * previous day east of UTC). Written as UTC, the engine's default zone.
 */
function wallClock(d) {
  const pad = (n, w = 2) => String(n).padStart(w, "0");
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T`
    + `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}Z`;
}

/**
 * The parts of a Power BI DataView the engine reads, as JSON: identities only when the DataView
 * has one per row (a visual with measures only has none, and then nothing can be selected).
 * Row values follow table.columns, whose order may differ from metadata.columns (which also
 * lists columns of other mappings), so the table's own list names them.
 */
export function dataViewJson(dataView) {
  const tableColumns = dataView?.table?.columns;
  const source = Array.isArray(tableColumns) ? tableColumns : (dataView?.metadata?.columns ?? []);
  const columns = source.map((c) => ({
    displayName: c.displayName,
    queryName: c.queryName,
    roles: c.roles ?? {},
    isMeasure: c.isMeasure === true,
    type: Object.fromEntries(TYPE_FLAGS.filter((flag) => c.type?.[flag]).map((flag) => [flag, true])),
    format: c.format,
  }));
  const rows = (dataView?.table?.rows ?? []).map((row) =>
    row.map((v) => (v instanceof Date ? wallClock(v) : v)));
  const identity = dataView?.table?.identity;
  const table = Array.isArray(identity) && identity.length === rows.length && rows.length > 0
    ? { rows, identities: rows.map((_, i) => i) } : { rows };
  return { metadata: { columns }, table };
}

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
   */
  constructor(engine, host, { onStep = () => {}, onEffect = () => {}, network = false, fetch } = {}) {
    this.engine = engine;
    this.host = host;
    this.onStep = onStep;
    this.onEffect = onEffect;
    this.network = network;
    this.texts = new Texts(host);
    // The network package asks Power BI's webAccessService before every fetch (a clear message
    // when an administrator blocked web access).
    this.fetch = network ? webAccessFetch(host, fetch ?? globalThis.fetch, this.texts)
      : (fetch ?? globalThis.fetch);
    this.selectionManager = host.createSelectionManager();
    this.live = null;
    // Two-way with the report: Power BI's selection and filters back into the engine.
    this.report = new ReportSync(this, this.selectionManager);
    /** How many times rows were imported (a session opened on a DataView): 1 per new data. */
    this.imports = 0;
  }

  /**
   * Whether Power BI still has rows beyond this DataView's window and was asked for them
   * (fetchMoreData, segments aggregated): the visual then waits for the next update instead of
   * loading a partial view. Stops at Power BI's ceiling (about 1,048,576 rows), when the host
   * refuses, or when the host has no fetchMoreData.
   */
  wantsMoreRows(dataView) {
    if (!dataView?.metadata?.segment || typeof this.host.fetchMoreData !== "function") return false;
    return this.host.fetchMoreData(true) === true;
  }

  /**
   * Power BI's update: the DataView and the specification text; answers the load document. An
   * update with the same rows, specification and settings (a resize, a theme change) keeps the
   * dashboard and its state: selections, control values and filters stay as Power BI shows them.
   *
   * @param crossFilter the report author's Interactions setting: false gates every selection and
   *     filter sent to Power BI (the Runtime Config gate of interactions.md); internal highlights
   *     and filters still work
   * @param jsonFilters the filters Power BI holds for this visual (update options.jsonFilters):
   *     a new dashboard takes them back into its controls, so a control shows what Power BI
   *     filters instead of starting empty
   */
  update(dataView, specText, crossFilter = true, jsonFilters = []) {
    // Without interactions (allowInteractions false: dashboards, some embeds) nothing reaches
    // Power BI, as under the Interactions setting's gate.
    const gate = crossFilter !== false && interactive(this.host);
    const request = JSON.stringify({
      mode: "simulate",
      spec: specText,
      sources: [{ name: "powerbi", format: "dataview", text: JSON.stringify(dataViewJson(dataView)) }],
      default: "powerbi",
      ...(gate ? {} : { runtime: { crossFilter: false } }),
      host: "powerbi",
      network: this.network === true,
    });
    this.table = dataView?.table;
    this.report.table(this.table);
    const filters = Array.isArray(jsonFilters) ? jsonFilters : [];
    if (this.live && request === this.request) {
      // The same rows: a resize, a theme change, or Power BI's filters changed (a bookmark).
      this.syncFilters(filters, specText);
      return this.live.loaded;
    }
    this.close();
    this.request = request;
    this.session = this.engine.openSession(request);
    this.imports += 1;
    this.live = new LiveHost(this.engine, this.session, request, {
      onStep: this.onStep,
      onEffect: (effect) => this.effect(effect),
      refusal: (effect) => this.refusal(effect),
      fetch: this.fetch,
    });
    this.heldFilters = [];
    this.syncFilters(filters, specText);
    this.report.restoreSelection();
    return this.live.loaded;
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
    return this.live.render(options, onTree);
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

  close() {
    if (!this.live) return;
    this.live.close();
    this.engine.closeSession(this.session);
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
