// A simulated Power BI host for the PACKAGED HyperPBI visual (issue 22, COMMON-22.md).
//
// It loads a .pbiviz the way Power BI's visual sandbox does: the package's
// resources/<guid>.pbiviz.json (served by the test as /packages/<name>.json, read out of the zip)
// gives content.css (added as a style) and content.js (evaluated as a classic script with
// `window.powerbi = {}` set first); the visual is `powerbi.visuals.plugins[guid].create({element,
// host})`. The host is a recording IVisualHost: every call the visual makes is pushed to
// `window.hostCalls` as `{api, args}` (JSON-friendly: selection ids appear as `{row, key}`), and
// `window.hostApi` lets a test drive the host: update() with table-mapping DataViews built from
// fixture JSON, resize, a selection made elsewhere in the report, high contrast, locale, edit
// mode, allowInteractions, fetchMoreData segments, web access status.
//
// Enum values are Power BI's (powerbi-visuals-api 5.11): VisualUpdateType Data 2, Resize 4,
// ViewMode 8, Style 16, ResizeEnd 32, All 62; ViewMode View 0, Edit 1, InFocusEdit 2; EditMode
// Default 0, Advanced 1; FilterAction merge 0, remove 1; PrivilegeStatus Allowed 0,
// NotDeclared 1, NotSupported 2, DisabledByAdmin 3.
"use strict";

(function () {
  const UPDATE = { Data: 2, Resize: 4, ViewMode: 8, Style: 16, ResizeEnd: 32, All: 62 };
  const LIGHT = {
    isHighContrast: false,
    foreground: { value: "#252423" },
    background: { value: "#ffffff" },
    foregroundSelected: { value: "#252423" },
    hyperlink: { value: "#0078d4" },
  };
  const THEME = ["#118DFF", "#12239E", "#E66C37", "#6B007B", "#E044A7", "#744EC2", "#D9B300", "#D64550"];

  const calls = [];
  window.hostCalls = calls;

  /** A plain, JSON-friendly copy of an argument for hostCalls (ids as {row, key}). */
  function plain(value, depth = 0) {
    if (value instanceof SelectionId) return { row: value.row, key: value.key };
    if (value === null || value === undefined || depth > 8) return value ?? null;
    if (typeof value === "function") return "[function]";
    if (value instanceof Date) return value.toISOString();
    if (value instanceof Element) return `[element ${value.tagName.toLowerCase()}]`;
    if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
    if (typeof value === "object") {
      const out = {};
      for (const [k, v] of Object.entries(value)) out[k] = plain(v, depth + 1);
      return out;
    }
    return value;
  }

  function record(api, args) {
    calls.push({ api, args: plain(args) });
  }

  /** A selection id of one DataView row: comparable by key, like Power BI's. */
  class SelectionId {
    constructor(row, key) {
      this.row = row;
      this.key = key;
    }
    equals(other) { return other instanceof SelectionId && other.key === this.key; }
    includes(other) { return this.equals(other); }
    getKey() { return this.key; }
    getSelector() { return { data: [{ key: this.key }] }; }
    getSelectorsByColumn() { return {}; }
    hasIdentity() { return true; }
  }

  function idOfRow(table, row) {
    const identity = table?.identity?.[row];
    if (identity && typeof identity.key === "string") return new SelectionId(row, identity.key);
    return new SelectionId(row, `row:${row}`);
  }

  // ---- state of the simulated report -------------------------------------------------------
  const state = {
    pkg: null,
    visual: null,
    element: null,
    locale: "en-US",
    palette: { ...LIGHT },
    allowInteractions: true,
    webAccess: 0,
    viewport: { width: 800, height: 500 },
    viewMode: 0,
    editMode: 0,
    fixture: null,
    dataView: null,
    jsonFilters: [],
    objects: {},
    selection: [],
    onSelect: null,
    segment: null, // { all: rows, delivered: n, size, limit, auto }
    autoUpdateOnPersist: true,
  };

  // ---- DataViews from fixture JSON ----------------------------------------------------------
  /**
   * fixture: {columns: [{displayName, queryName, type ("text"|"numeric"|"integer"|"dateTime"|
   * "bool" or a type object), format, isMeasure, roles}], rows: [[...]], table: "Sales"}.
   * Dates (type dateTime) arrive as ISO strings and become Date objects as Power BI gives them.
   */
  function metadataColumns(fixture) {
    return (fixture.columns ?? []).map((c, index) => {
      const type = typeof c.type === "string" ? { [c.type]: true } : (c.type ?? { text: true });
      const column = {
        displayName: c.displayName,
        queryName: c.queryName ?? `${fixture.table ?? "Table"}.${c.displayName}`,
        index,
        roles: c.roles ?? { fields: true },
        type,
      };
      if (c.isMeasure) column.isMeasure = true;
      if (c.format !== undefined) column.format = c.format;
      return column;
    });
  }

  function convertRows(columns, rows) {
    const dateColumns = columns.map((c) => c.type?.dateTime === true);
    if (!dateColumns.some(Boolean)) return rows;
    return rows.map((row) => row.map((v, i) =>
      dateColumns[i] && typeof v === "string" ? new Date(v) : v));
  }

  function buildDataView(fixture, rows) {
    const columns = metadataColumns(fixture);
    const tableName = fixture.table ?? "Table";
    const table = {
      columns,
      rows,
      identity: fixture.identities === false ? undefined
        : rows.map((_, i) => ({ key: `${tableName}:${i}`, kind: 1 })),
      identityFields: [],
    };
    const metadata = { columns, objects: state.objects };
    if (state.segment && state.segment.delivered < state.segment.all.length) metadata.segment = {};
    return { metadata, table };
  }

  // ---- the IVisualHost ----------------------------------------------------------------------
  const selectionManager = {
    select(ids, multiSelect = false) {
      const list = Array.isArray(ids) ? ids : [ids];
      record("select", { ids: list, multiSelect });
      if (!multiSelect) state.selection = list.slice();
      else {
        for (const id of list) {
          const at = state.selection.findIndex((s) => s.equals(id));
          if (at >= 0) state.selection.splice(at, 1);
          else state.selection.push(id);
        }
      }
      return Promise.resolve(state.selection.slice());
    },
    clear() {
      record("clear", {});
      state.selection = [];
      return Promise.resolve({});
    },
    hasSelection() {
      record("hasSelection", {});
      return state.selection.length > 0;
    },
    getSelectionIds() {
      record("getSelectionIds", {});
      return state.selection.slice();
    },
    registerOnSelectCallback(callback) {
      record("registerOnSelectCallback", {});
      state.onSelect = callback;
    },
    showContextMenu(selectionId, position) {
      record("showContextMenu", { id: selectionId ?? null, position });
      return Promise.resolve({});
    },
    toggleExpandCollapse(selectionId) {
      record("toggleExpandCollapse", { id: selectionId });
      return Promise.resolve({});
    },
  };

  function selectionIdBuilder() {
    let row = null;
    let table = null;
    const measures = [];
    const builder = {
      withTable(t, r) { table = t; row = r; return builder; },
      withCategory(category, index) { row = index; return builder; },
      withSeries() { return builder; },
      withMeasure(queryName) { measures.push(queryName); return builder; },
      withMatrixNode() { return builder; },
      createSelectionId() {
        const id = idOfRow(table ?? state.dataView?.table, row);
        return measures.length ? new SelectionId(id.row, `${id.key}|${measures.join(",")}`) : id;
      },
    };
    return builder;
  }

  function localizationManager() {
    return {
      getDisplayName(key) {
        const resources = state.pkg?.stringResources ?? {};
        const table = resources[state.locale] ?? resources[state.locale.split("-")[0]] ?? resources["en-US"] ?? {};
        const text = typeof table[key] === "string" ? table[key] : key;
        record("getDisplayName", { key, locale: state.locale, text });
        return text;
      },
    };
  }

  let themeIndex = 0;
  const host = {
    get locale() { return state.locale; },
    get colorPalette() { return palette; },
    get hostCapabilities() { return { allowInteractions: state.allowInteractions, allowModalDialog: false }; },
    instanceId: "hyperpbi-simulated-1",
    hostEnv: 1,
    createSelectionManager() { record("createSelectionManager", {}); return selectionManager; },
    createSelectionIdBuilder() { return selectionIdBuilder(); },
    createLocalizationManager() { record("createLocalizationManager", {}); return localizationManager(); },
    applyJsonFilter(filter, objectName, propertyName, action) {
      record("applyJsonFilter", { filter, objectName, propertyName, action });
      if (action === 1) state.jsonFilters = [];
      else state.jsonFilters = Array.isArray(filter) ? filter.slice() : (filter ? [filter] : []);
    },
    persistProperties(changes) {
      record("persistProperties", changes);
      for (const change of [].concat(changes?.merge ?? [])) {
        state.objects[change.objectName] = { ...(state.objects[change.objectName] ?? {}), ...change.properties };
      }
      for (const change of [].concat(changes?.remove ?? [])) {
        const object = state.objects[change.objectName];
        if (object) for (const name of Object.keys(change.properties ?? {})) delete object[name];
      }
      // Power BI answers a persisted property with a data update carrying the new objects.
      if (state.autoUpdateOnPersist && state.fixture) {
        setTimeout(() => sendUpdate(UPDATE.Data, rebuild()), 0);
      }
    },
    fetchMoreData(aggregateSegments = true) {
      const seg = state.segment;
      const more = !!seg && seg.delivered < seg.all.length && seg.delivered < seg.limit;
      record("fetchMoreData", { aggregateSegments, answer: more });
      if (more && seg.auto) setTimeout(() => deliverSegment(), 0);
      return more;
    },
    refreshHostData() { record("refreshHostData", {}); },
    launchUrl(url) { record("launchUrl", { url }); },
    displayWarningIcon(title, details) { record("displayWarningIcon", { title, details }); },
    switchFocusModeState(on) { record("switchFocusModeState", { on }); },
    eventService: {
      renderingStarted(options) { record("eventService.renderingStarted", {}); },
      renderingFinished(options) { record("eventService.renderingFinished", {}); },
      renderingFailed(options, reason) { record("eventService.renderingFailed", { reason: String(reason ?? "") }); },
    },
    tooltipService: {
      enabled() { return true; },
      show(options) { record("tooltipService.show", options); },
      move(options) { record("tooltipService.move", options); },
      hide(options) { record("tooltipService.hide", options ?? {}); },
    },
    webAccessService: {
      webAccessStatus(url) {
        record("webAccessService.webAccessStatus", { url, answer: state.webAccess });
        return Promise.resolve(state.webAccess);
      },
    },
    telemetry: { trace() {} },
  };
  const palette = {
    get isHighContrast() { return state.palette.isHighContrast; },
    get foreground() { return state.palette.foreground; },
    get background() { return state.palette.background; },
    get foregroundSelected() { return state.palette.foregroundSelected; },
    get hyperlink() { return state.palette.hyperlink; },
    getColor(key) { return { value: state.palette.isHighContrast ? state.palette.foreground.value : THEME[(themeIndex++) % THEME.length] }; },
    reset() { themeIndex = 0; return palette; },
  };
  // Anything the visual reaches for that this host does not offer is recorded, so a test sees it.
  const recordingHost = new Proxy(host, {
    get(target, name, receiver) {
      if (typeof name === "string" && !(name in target) && name !== "then" && name !== "toJSON") {
        record("missing", { name });
      }
      return Reflect.get(target, name, receiver);
    },
  });

  // ---- updates ------------------------------------------------------------------------------
  function rebuild() {
    const seg = state.segment;
    const rows = seg ? seg.all.slice(0, seg.delivered) : state.rows;
    state.dataView = buildDataView(state.fixture, rows);
    return state.dataView;
  }

  function sendUpdate(type, dataView = state.dataView, extra = {}) {
    const options = {
      dataViews: dataView ? [dataView] : [],
      viewport: { ...state.viewport },
      type,
      viewMode: state.viewMode,
      editMode: state.editMode,
      isInFocus: state.viewMode === 2,
      jsonFilters: state.jsonFilters.slice(),
      operationKind: extra.operationKind ?? 0,
    };
    record("update", { type, viewport: options.viewport, viewMode: options.viewMode,
      editMode: options.editMode, rows: dataView?.table?.rows?.length ?? 0 });
    const started = performance.now();
    try {
      state.visual.update(options);
    } catch (e) {
      record("updateThrew", { message: String(e && e.message ? e.message : e) });
      throw e;
    }
    const ms = performance.now() - started;
    state.lastUpdateMs = ms;
    return ms;
  }

  function deliverSegment(rows) {
    const seg = state.segment;
    if (!seg) throw new Error("no segmented DataView: hostApi.update({..., segmentRows}) first");
    if (rows) seg.all = seg.all.slice(0, seg.delivered).concat(rows, seg.all.slice(seg.delivered));
    seg.delivered = Math.min(seg.all.length, seg.limit, seg.delivered + (rows ? rows.length : seg.size));
    return sendUpdate(UPDATE.Data, rebuild(), { operationKind: 1 });
  }

  function setViewport(width, height) {
    state.viewport = { width, height };
    const container = document.getElementById("container");
    container.style.width = `${width}px`;
    container.style.height = `${height}px`;
  }

  function createVisual() {
    const plugin = window.powerbi?.visuals?.plugins?.[state.pkg.visual.guid];
    if (!plugin || typeof plugin.create !== "function") {
      throw new Error(`content.js registered no plugin ${state.pkg.visual.guid} (plugins: ${Object.keys(window.powerbi?.visuals?.plugins ?? {})})`);
    }
    const element = document.getElementById("visual");
    element.replaceChildren();
    state.element = element;
    state.visual = plugin.create({ element, host: recordingHost });
  }

  function readPalette(p) {
    const color = (v, fallback) => ({ value: typeof v === "string" ? v : (v?.value ?? fallback) });
    return {
      isHighContrast: p.isHighContrast !== false,
      foreground: color(p.foreground, "#ffffff"),
      background: color(p.background, "#000000"),
      foregroundSelected: color(p.foregroundSelected, "#ffff00"),
      hyperlink: color(p.hyperlink, "#00ffff"),
    };
  }

  window.hostApi = {
    UPDATE,
    /**
     * Loads a package (/packages/<name>.json: its resources/*.pbiviz.json) and creates the
     * visual. options: {locale, highContrast (a palette or true), allowInteractions, viewport:
     * {width, height}, webAccess}. Resolves to {guid, plugins}.
     */
    async load(name, options = {}) {
      const response = await fetch(`packages/${encodeURIComponent(name)}.json`);
      if (!response.ok) throw new Error(`cannot load package ${name}: HTTP ${response.status}`);
      state.pkg = await response.json();
      state.locale = options.locale ?? "en-US";
      state.allowInteractions = options.allowInteractions !== false;
      state.webAccess = options.webAccess ?? 0;
      state.palette = options.highContrast ? readPalette(options.highContrast === true ? {} : options.highContrast) : { ...LIGHT };
      const viewport = options.viewport ?? { width: 800, height: 500 };
      setViewport(viewport.width, viewport.height);
      const style = document.createElement("style");
      style.id = "content-css";
      style.textContent = state.pkg.content?.css ?? "";
      document.head.append(style);
      window.powerbi = {};
      const script = document.createElement("script");
      script.textContent = state.pkg.content?.js ?? "";
      document.head.append(script);
      createVisual();
      const status = document.getElementById("status");
      status.dataset.state = "loaded";
      return { guid: state.pkg.visual.guid, plugins: Object.keys(window.powerbi.visuals?.plugins ?? {}),
        css: (state.pkg.content?.css ?? "").length, js: (state.pkg.content?.js ?? "").length };
    },
    /** The package's resources JSON without its content (visual, capabilities, stringResources). */
    packageInfo() {
      const { content, ...rest } = state.pkg ?? {};
      return rest;
    },
    /**
     * A data update: fixture {columns, rows, table, identities (false: none), objects
     * ({specification: {json}} ...), spec (shorthand for objects.specification.json),
     * jsonFilters, viewport, segmentRows (deliver in segments of this size: metadata.segment
     * while more remain), rowLimit (the host stops there: fetchMoreData answers false),
     * autoFetch (default true: fetchMoreData delivers the next segment by itself; false: a test
     * calls fetchMoreRows)}. rows may also be a generator spec {count, make: "js source of (i) =>
     * row"} for large benchmarks. Answers the update's time in ms (update() itself, synchronous).
     */
    update(fixture) {
      const rows = Array.isArray(fixture.rows) ? fixture.rows
        : fixture.rows && typeof fixture.rows.count === "number"
          ? ((make) => Array.from({ length: fixture.rows.count }, (_, i) => make(i)))(window.hostApi.rowMaker(fixture.rows.make)) : [];
      state.fixture = fixture;
      if (fixture.objects) state.objects = JSON.parse(JSON.stringify(fixture.objects));
      if (typeof fixture.spec === "string" || (fixture.spec && typeof fixture.spec === "object")) {
        const json = typeof fixture.spec === "string" ? fixture.spec : JSON.stringify(fixture.spec);
        state.objects = { ...state.objects, specification: { ...(state.objects.specification ?? {}), json } };
      }
      if (Array.isArray(fixture.jsonFilters)) state.jsonFilters = fixture.jsonFilters.slice();
      if (fixture.viewport) setViewport(fixture.viewport.width, fixture.viewport.height);
      const converted = convertRows(metadataColumns(fixture), rows);
      state.rows = converted;
      state.segment = fixture.segmentRows ? {
        all: converted, size: fixture.segmentRows, delivered: Math.min(fixture.segmentRows, converted.length),
        limit: fixture.rowLimit ?? Infinity, auto: fixture.autoFetch !== false,
      } : null;
      return sendUpdate(UPDATE.Data, rebuild());
    },
    /** An update without data (the landing page case): no DataView at all. */
    updateEmpty() {
      state.fixture = null;
      state.dataView = null;
      return sendUpdate(UPDATE.Data, null);
    },
    /** A resize (the same DataView object, as Power BI sends it); answers update()'s ms. */
    resize(width, height) {
      setViewport(width, height);
      return sendUpdate(UPDATE.Resize);
    },
    /** Power BI's selection changed elsewhere (another visual, a bookmark): rows or keys. */
    select(ids) {
      const list = (ids ?? []).map((id) => id instanceof SelectionId ? id
        : typeof id === "number" ? idOfRow(state.dataView?.table, id)
          : new SelectionId(id.row ?? null, id.key ?? String(id)));
      state.selection = list;
      record("host.select", { ids: list });
      if (state.onSelect) state.onSelect(list.slice());
    },
    /** High contrast on (a palette {foreground, background, foregroundSelected, hyperlink}) or off (null). */
    setHighContrast(p) {
      state.palette = p ? readPalette(p === true ? {} : p) : { ...LIGHT };
      return sendUpdate(UPDATE.Style);
    },
    /** Power BI fixes the locale when it creates a visual: a new locale re-creates it and replays the data. */
    setLocale(locale) {
      state.locale = locale;
      if (state.visual?.destroy) state.visual.destroy();
      createVisual();
      return state.dataView ? sendUpdate(UPDATE.All) : 0;
    },
    setAllowInteractions(allow) {
      state.allowInteractions = allow !== false;
      return sendUpdate(UPDATE.Style);
    },
    /** Edit mode: 1 = Advanced (the visual's own editor), 0 = Default; viewMode Edit while editing. */
    setEditMode(mode) {
      state.editMode = mode;
      state.viewMode = mode === 1 ? 1 : state.viewMode;
      return sendUpdate(UPDATE.ViewMode);
    },
    /** View mode: 0 View (reading view), 1 Edit, 2 InFocusEdit. */
    setViewMode(mode) {
      state.viewMode = mode;
      return sendUpdate(UPDATE.ViewMode);
    },
    /** Answers an outstanding fetchMoreData (autoFetch false) with the next segment, or these rows. */
    fetchMoreRows(rows) {
      return deliverSegment(rows ? convertRows(metadataColumns(state.fixture), rows) : undefined);
    },
    /** What webAccessService.webAccessStatus answers: 0 Allowed ... 3 DisabledByAdmin. */
    setWebAccess(status) { state.webAccess = status; },
    /** Whether persistProperties is answered by a data update (default true). */
    setUpdateOnPersist(on) { state.autoUpdateOnPersist = on !== false; },
    /** Sends another update of this type with the current DataView (e.g. UPDATE.Style). */
    sendUpdate(type) { return sendUpdate(type); },
    /** The objects Power BI holds for the visual (after persistProperties). */
    objects() { return JSON.parse(JSON.stringify(state.objects)); },
    jsonFilters() { return plain(state.jsonFilters); },
    selection() { return plain(state.selection); },
    isHighContrast() { return state.palette.isHighContrast; },
    /** The host's calls, optionally only those of one api. */
    calls(api) { return api ? calls.filter((c) => c.api === api) : calls.slice(); },
    clearCalls() { calls.length = 0; },
    destroy() { if (state.visual?.destroy) state.visual.destroy(); state.visual = null; },
    lastUpdateMs() { return state.lastUpdateMs; },
    rowMaker(source) {
      // A test's row generator (benchmarks build 1,000,000 rows in the page, not over the wire).
      return (0, eval)(`(${source})`);
    },
  };
})();
