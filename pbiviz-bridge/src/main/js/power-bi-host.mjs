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

/** A control value for a filter Power BI holds: basic In values, or a between range. */
function filterValue(filter) {
  if (filter?.filterType === 1 && filter.operator === "In" && Array.isArray(filter.values)) {
    return filter.values.length === 1 ? filter.values[0] : filter.values;
  }
  const conditions = filter?.filterType === 0 ? filter.conditions : undefined;
  if (Array.isArray(conditions) && conditions.length === 2
      && conditions[0].operator === "GreaterThanOrEqual" && conditions[1].operator === "LessThanOrEqual") {
    return [conditions[0].value, conditions[1].value];
  }
  return undefined;
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
    this.options = options;
    this.selectionManager = host.createSelectionManager();
    this.live = null;
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
    const request = JSON.stringify({
      mode: "simulate",
      spec: specText,
      sources: [{ name: "powerbi", format: "dataview", text: JSON.stringify(dataViewJson(dataView)) }],
      default: "powerbi",
      ...(crossFilter === false ? { runtime: { crossFilter: false } } : {}),
      host: "powerbi",
      network: this.network === true,
    });
    this.table = dataView?.table;
    if (this.live && request === this.request) return this.live.loaded;
    this.close();
    this.request = request;
    this.session = this.engine.openSession(request);
    this.imports += 1;
    this.live = new LiveHost(this.engine, this.session, request, {
      ...this.options,
      onStep: this.onStep,
      onEffect: (effect) => this.effect(effect),
      refusal: (effect) => this.refusal(effect),
    });
    this.restore(jsonFilters, specText);
    return this.live.loaded;
  }

  /**
   * Sets each select or slicer whose field is a filter's target column to the filter's values
   * (basic In, or an advanced two-condition range for between), without sending the filter back
   * to Power BI, which holds it already.
   */
  restore(jsonFilters, specText) {
    if (!Array.isArray(jsonFilters) || jsonFilters.length === 0) return;
    let spec;
    try {
      spec = JSON.parse(specText);
    } catch {
      return;
    }
    const fields = this.evaluation().datasets?.powerbi?.fields ?? [];
    const controls = (Array.isArray(spec?.components) ? spec.components : [])
      .filter((c) => c && (c.type === "select" || c.type === "slicer") && typeof c.field === "string");
    this.restoring = true;
    try {
      for (const filter of jsonFilters) {
        const value = filterValue(filter);
        const control = value === undefined ? undefined : controls.find((c) => {
          const meta = fields.find((f) => f.key === c.field || f.alias === c.field);
          return meta && meta.sourceTable === filter.target?.table
            && meta.sourceColumn === filter.target?.column;
        });
        if (control) this.live.dispatch({ type: "change", component: control.id, value });
      }
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

  close() {
    if (!this.live) return;
    this.live.close();
    this.engine.closeSession(this.session);
    this.live = null;
    this.request = null;
  }

  effect(effect) {
    if (effect.type === "selectIdentities") {
      if (effect.identities.length === 0) this.selectionManager.clear();
      else this.selectionManager.select(effect.identities.map((i) => this.selectionId(i)), false);
    } else if (effect.type === "applyJsonFilter") {
      if (!this.restoring) this.host.applyJsonFilter(effect.filter, "general", "filter", MERGE);
    } else if (effect.type === "clearJsonFilter") {
      this.host.applyJsonFilter(null, "general", "filter", REMOVE);
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

  selectionId(row) {
    return this.host.createSelectionIdBuilder().withTable(this.table, row).createSelectionId();
  }
}
