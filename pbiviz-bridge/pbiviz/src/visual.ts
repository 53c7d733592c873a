// The HyperPBI custom visual: a thin entry over the engine (TeaVM JavaScript build) and the Power
// BI host adapter. The specification is the formatting pane's Specification > JSON text.
import powerbi from "powerbi-visuals-api";
import * as engine from "./generated/hyperpbi.mjs";
import { PowerBiHost } from "./generated/power-bi-host.mjs";
import { createPainter, Painter } from "./generated/painter.mjs";
import { NETWORK } from "./generated/package-kind.mjs";
import { EditPanel } from "./edit-mode";
import { Appearance, appearanceCard, readAppearance, applyFont } from "./appearance";
// The visual's chrome (landing page, loading notice, edit panel): pbiviz writes it to the package's content.css.
import "./../style/visual.less";
import {
  ReportMenus, Texts, interactive, isGesture, isLanding, landingTree, renderOptions,
} from "./generated/visual-essentials.mjs";
import { createLoadStatus, LoadStatus, SegmentLoader } from "./generated/fetch-more.mjs";

import IVisual = powerbi.extensibility.visual.IVisual;
import VisualConstructorOptions = powerbi.extensibility.visual.VisualConstructorOptions;
import VisualUpdateOptions = powerbi.extensibility.visual.VisualUpdateOptions;

/** VisualUpdateOptions.editMode of Power BI's Advanced edit mode (powerbi.EditMode.Advanced). */
const ADVANCED_EDIT_MODE = 1;

const EMPTY_SPEC = "{\"version\": \"2.0\", \"components\": [{\"type\": \"table\", \"id\": \"rows\"}]}";

export class Visual implements IVisual {
  private readonly target: HTMLElement;
  private readonly host: powerbi.extensibility.visual.IVisualHost;
  private readonly pbi: PowerBiHost;
  private painter: Painter | null = null;
  private editPanel: EditPanel | null = null;
  private readonly texts: Texts;
  private readonly menus: ReportMenus;
  private dashboard: HTMLElement | null = null;
  private status: LoadStatus | null = null;
  private readonly segments: SegmentLoader;
  private spec = "";
  private crossFilter = true;
  private appearance: Appearance = readAppearance(undefined);

  constructor(options: VisualConstructorOptions) {
    this.target = options.element;
    this.target.classList.add("hyperpbi-visual");
    this.host = options.host;
    this.texts = new Texts(options.host);
    this.segments = new SegmentLoader({ say: (rows) => this.texts.get("Notice_Cut", this.rows(rows)) });
    this.pbi = new PowerBiHost(engine, options.host, { network: NETWORK });
    // Context menu and tooltips through Power BI with the mark's selection id.
    this.menus = new ReportMenus(this.pbi, options.host, this.pbi.selectionManager, this.target);
  }

  /** The dashboard's element with the load status above it, made again after the landing page. */
  private frame(): { dashboard: HTMLElement; status: LoadStatus } {
    if (!this.dashboard) {
      this.target.replaceChildren();
      this.dashboard = this.target.ownerDocument.createElement("div");
      this.dashboard.className = "hyperpbi-dashboard";
      this.target.append(this.dashboard);
      this.status = createLoadStatus(this.target, (rows) => this.texts.get("Progress_Rows", this.rows(rows)));
    }
    return { dashboard: this.dashboard, status: this.status };
  }

  /** The painter over the dashboard's element, made again after the landing page. */
  private paintTarget(): Painter {
    if (!this.painter) {
      this.painter = createPainter(this.frame().dashboard, {
        // Without interactions (allowInteractions false) a mark's click or a control's change
        // does nothing.
        onEvent: (event) => {
          if (!isGesture(event) || interactive(this.host)) this.pbi.dispatch(event);
        },
        ...this.menus.painterHooks(),
      });
    }
    return this.painter;
  }

  /**
   * Advanced edit mode: the specification editor in place of the dashboard, checked against the
   * rows loaded now; Apply persists specification.json (Power BI then sends it in an update).
   */
  private showEditor(): void {
    this.painter?.dispose();
    this.painter = null;
    if (!this.editPanel) {
      this.editPanel = new EditPanel(this.target.ownerDocument, this.spec === EMPTY_SPEC ? "" : this.spec, {
        check: (text) => this.pbi.checkSpecification(text) as never[],
        completions: () => this.pbi.completions(),
        apply: (text) => this.host.persistProperties({
          merge: [{ objectName: "specification", selector: null, properties: { json: text } }],
        }),
      });
    }
    if (this.editPanel.root.parentNode !== this.target) {
      // The editor takes the whole visual; the dashboard's frame is made again after it.
      this.target.replaceChildren(this.editPanel.root);
      this.dashboard = null;
      this.status = null;
    }
    this.editPanel.check();
  }

  private closeEditor(): void {
    if (!this.editPanel) return;
    if (this.editPanel.root.parentNode === this.target) {
      this.target.replaceChildren();
      this.dashboard = null;
      this.status = null;
    }
    this.editPanel.destroy();
    this.editPanel = null;
  }

  /**
   * No field and no specification: the landing page (supportsLandingPage), in the host's
   * language, painted like a dashboard.
   */
  private showLanding(): void {
    // A fresh frame: no load status or cut notice of earlier data stays above it.
    this.closeEditor();
    this.painter?.dispose();
    this.painter = null;
    this.dashboard = null;
    this.status = null;
    this.pbi.close();
    this.paintTarget().paint(landingTree(this.texts));
  }

  public update(options: VisualUpdateOptions): void {
    const events = this.host.eventService;
    events.renderingStarted(options);
    try {
      const view = options.dataViews?.[0];
      const text = view?.metadata?.objects?.specification?.json;
      if (isLanding(view, text)) {
        this.showLanding();
        events.renderingFinished(options);
        return;
      }
      if (this.loadSegments(view, options.type)) {
        events.renderingFinished(options);
        return;
      }
      this.spec = typeof text === "string" && text.trim() !== "" ? text : EMPTY_SPEC;
      this.crossFilter = view?.metadata?.objects?.interactions?.crossFilter !== false;
      // Theme and font: drawing options only (no import); the font reaches the dashboard by CSS.
      this.appearance = readAppearance(view?.metadata?.objects?.appearance);
      applyFont(this.target, this.appearance);
      // Imports only new data; a resize, theme, view-mode or format-pane change re-renders.
      this.pbi.update(view, this.spec, this.crossFilter, options.jsonFilters ?? [], { type: options.type });
      // How often the rows were imported into the engine (tests: a resize imports nothing).
      this.target.dataset.imports = String(this.pbi.imports);
      this.target.setAttribute("data-interactive", String(interactive(this.host)));
      if (options.editMode === ADVANCED_EDIT_MODE) {
        this.showEditor();
        events.renderingFinished(options);
        return;
      }
      this.closeEditor();
      const painter = this.paintTarget();
      // host.locale for numbers and dates; high contrast draws with the palette's colours only.
      this.pbi.render(renderOptions(this.host, {
        width: options.viewport?.width ?? this.target.clientWidth,
        height: options.viewport?.height ?? this.target.clientHeight,
        theme: this.appearance.theme,
      }), (tree) => painter.paint(tree));
      events.renderingFinished(options);
    } catch (e) {
      events.renderingFailed(options, String(e));
    }
  }

  /** A row count in the report's locale (host.locale), for the load texts. */
  private rows(count: number): string {
    try {
      return count.toLocaleString(this.host.locale || "en-US");
    } catch {
      return count.toLocaleString("en-US");
    }
  }

  /**
   * Power BI's segments (fetchMoreData): true while the visual waits for the next one (the
   * progress bar shows the rows so far, nothing is imported); false to load, with the notice
   * when Power BI cut the rows.
   */
  private loadSegments(view: powerbi.DataView, type: number): boolean {
    const segment = this.segments.step(view, this.host, type);
    const { dashboard, status } = this.frame();
    if (segment.wait) {
      status.progress(segment.rows);
      dashboard.hidden = true;
      return true;
    }
    status.done(segment.cut);
    dashboard.hidden = false;
    return false;
  }

  /**
   * The format pane: Specification > JSON, the text the dashboard is built from, and
   * Interactions > the cross-filter gate (Runtime Config, never dashboard JSON).
   */
  public getFormattingModel(): powerbi.visuals.FormattingModel {
    const json: powerbi.visuals.FormattingSlice = {
      uid: "specification_json",
      displayName: this.texts.get("Property_Json"),
      control: {
        type: powerbi.visuals.FormattingComponent.TextArea,
        properties: {
          descriptor: { objectName: "specification", propertyName: "json" },
          value: this.spec === EMPTY_SPEC ? "" : this.spec,
          placeholder: EMPTY_SPEC,
        },
      },
    };
    const crossFilter: powerbi.visuals.FormattingSlice = {
      uid: "interactions_cross_filter",
      displayName: this.texts.get("Property_CrossFilter"),
      control: {
        type: powerbi.visuals.FormattingComponent.ToggleSwitch,
        properties: {
          descriptor: { objectName: "interactions", propertyName: "crossFilter" },
          value: this.crossFilter,
        },
      },
    };
    return {
      cards: [{
        uid: "specification_card",
        displayName: this.texts.get("Object_Specification"),
        groups: [{ uid: "specification_group", displayName: undefined, slices: [json] }],
      }, {
        uid: "interactions_card",
        displayName: this.texts.get("Object_Interactions"),
        groups: [{ uid: "interactions_group", displayName: undefined, slices: [crossFilter] }],
      }, appearanceCard(this.appearance, (key) => this.texts.get(key))],
    };
  }

  public destroy(): void {
    this.closeEditor();
    this.painter?.dispose();
    this.pbi.close();
  }
}
