// The Power BI essentials of the visual (issue 22 §4), as small pieces visual.ts wires to the host
// and the painter: the render options from the host (locale, high-contrast palette), the
// visual's own texts through the localization manager (stringResources), the landing page, the
// context menu and tooltips with the mark's selection id, the allowInteractions gate (the
// network package's web-access check is web-access.mjs). None of it touches the DOM but through the painter
// (the landing page is a render tree like the dashboard's), so the same code runs under the
// Node tests' fake host.

/**
 * The visual's own texts in English: the fallback when the host has no localization manager
 * or no string for a key (stringResources/<locale>/resources.resjson hold the same keys).
 */
export const TEXTS = {
  Landing_Title: "HyperPBI declarative dashboards",
  Landing_Intro: "This visual draws a dashboard from a JSON specification over the fields you add.",
  Landing_Fields: "Add the fields the dashboard needs to the Fields well.",
  Landing_Spec: "Paste a specification (schema 2.0) in Format > Specification > JSON.",
  Landing_Default: "With fields but no specification, the fields are shown as a table.",
  Progress_Rows: "Loading rows from Power BI… {0} rows so far",
  Notice_Cut: "Power BI delivered {0} rows; rows beyond were cut by the host",
  Object_Specification: "Specification",
  Object_Interactions: "Interactions",
  Object_Appearance: "Appearance",
  Property_Json: "JSON (schema 2.0)",
  Property_CrossFilter: "Select and filter other visuals",
  Property_Theme: "Theme",
  Property_Font: "Font",
  Notice_WebBlocked: "An administrator has blocked web access for Power BI visuals, so {0} cannot be fetched. Ask your Power BI administrator to allow web access for this visual.",
  Notice_WebUnsupported: "Web access is not available here (for example in Publish to web or a report server), so {0} cannot be fetched.",
  Notice_WebNotDeclared: "This package has no web access: {0} needs the network-enabled HyperPBI package.",
};

/** The visual's texts through host.createLocalizationManager(), English when it has none. */
export class Texts {
  constructor(host) {
    this.manager = typeof host?.createLocalizationManager === "function" ? host.createLocalizationManager() : null;
  }

  get(key, ...args) {
    const local = this.manager?.getDisplayName(key);
    const text = typeof local === "string" && local !== "" && local !== key ? local : (TEXTS[key] ?? key);
    return args.reduce((t, arg, i) => t.split(`{${i}}`).join(String(arg)), text);
  }
}

/** Whether the host lets the visual interact (false on dashboards and some embeds). */
export function interactive(host) {
  return host?.hostCapabilities?.allowInteractions !== false;
}

/**
 * The renderer's options for this update: the viewport, host.locale for numbers and dates, and
 * under high contrast (colorPalette.isHighContrast) the high-contrast theme with the palette's
 * foreground, background, foregroundSelected and hyperlink, so marks are drawn in those only.
 */
export function renderOptions(host, viewport) {
  const options = { width: viewport.width, height: viewport.height, locale: host?.locale || "en-US" };
  // The format pane's theme (Appearance), unless Power BI asks for high contrast.
  if (viewport.theme) options.theme = viewport.theme;
  const palette = host?.colorPalette;
  if (palette?.isHighContrast) {
    options.theme = "high-contrast";
    options.highContrast = {
      foreground: palette.foreground?.value,
      background: palette.background?.value,
      selected: palette.foregroundSelected?.value,
      hyperlink: palette.hyperlink?.value,
    };
  }
  return options;
}

/** Whether the visual has nothing to draw: no field bound and no specification. */
export function isLanding(dataView, specText) {
  const columns = dataView?.table?.columns ?? dataView?.metadata?.columns ?? [];
  return columns.length === 0 && !(typeof specText === "string" && specText.trim() !== "");
}

/**
 * The landing page as a render tree (the painter's node JSON): what to do next. Its root carries
 * data-state="landing".
 */
export function landingTree(texts) {
  const el = (tag, attrs, text, children) => ({ tag, ...(attrs ? { attrs } : {}), ...(text ? { text } : {}), ...(children ? { children } : {}) });
  return el("div", { "data-state": "landing", class: "hyperpbi-landing", role: "region", "aria-label": texts.get("Landing_Title") }, null, [
    el("h2", null, texts.get("Landing_Title")),
    el("p", null, texts.get("Landing_Intro")),
    el("ol", null, null, [
      el("li", { "data-step": "fields" }, texts.get("Landing_Fields")),
      el("li", { "data-step": "spec" }, texts.get("Landing_Spec")),
    ]),
    el("p", { class: "hyperpbi-landing-note" }, texts.get("Landing_Default")),
  ]);
}

/** Engine events that act on the data (a mark's click, a control's change): off without interactions. */
export function isGesture(event) {
  return event?.type === "change" || event?.type === "doubleClick"
    || (event?.type === "click" && event.row !== undefined && event.row !== null);
}

/**
 * A tooltip's text (the renderer's "Name: value" lines, values formatted for the locale) as
 * Power BI's VisualTooltipDataItem[]: a line without a name is a value of its own.
 */
export function tooltipItems(text) {
  return String(text ?? "").split("\n").filter((line) => line.trim() !== "").map((line) => {
    const at = line.indexOf(": ");
    return at < 0 ? { displayName: "", value: line } : { displayName: line.slice(0, at), value: line.slice(at + 2) };
  });
}

/**
 * The context menu and tooltips through Power BI, with the mark's selection ids (the rows a
 * click on the mark would select: PowerBiHost.markIds).
 */
export class ReportMenus {
  /**
   * @param pbi the PowerBiHost (markIds)
   * @param host the IVisualHost (tooltipService, hostCapabilities)
   * @param selectionManager its ISelectionManager (showContextMenu)
   * @param element the visual's element: tooltip coordinates are relative to it
   */
  constructor(pbi, host, selectionManager, element) {
    this.pbi = pbi;
    this.host = host;
    this.selectionManager = selectionManager;
    this.element = element;
  }

  /**
   * Right-click or Shift+F10 on a mark or on empty space: Power BI's context menu with the
   * mark's first selection id ({} for empty space). Without interactions there is none, and the
   * browser's is kept away too. Answers true (the painter then prevents the browser's menu).
   */
  contextMenu(mark) {
    if (!interactive(this.host) || typeof this.selectionManager?.showContextMenu !== "function") return true;
    const ids = mark.row === null || mark.row === undefined ? [] : this.pbi.markIds(mark);
    this.selectionManager.showContextMenu(ids[0] ?? {}, { x: mark.x, y: mark.y });
    return true;
  }

  tooltip(tip, moved) {
    const service = this.host?.tooltipService;
    if (!service || (typeof service.enabled === "function" && !service.enabled())) return;
    const options = {
      coordinates: this.coordinates(tip),
      isTouchEvent: false,
      dataItems: tooltipItems(tip.text),
      identities: this.pbi.markIds(tip),
    };
    if (moved) service.move(options);
    else service.show(options);
  }

  hide() {
    this.host?.tooltipService?.hide({ isTouchEvent: false, immediately: true });
  }

  /** Client coordinates relative to the visual's element, as Power BI's tooltip service takes them. */
  coordinates({ x, y }) {
    const box = this.element?.getBoundingClientRect?.();
    return box ? [x - box.left, y - box.top] : [x, y];
  }

  /** The painter's hooks. */
  painterHooks() {
    return {
      onContextMenu: (mark) => this.contextMenu(mark),
      onTooltip: (tip) => this.tooltip(tip, false),
      onTooltipMove: (tip) => this.tooltip(tip, true),
      onTooltipHide: () => this.hide(),
    };
  }
}
