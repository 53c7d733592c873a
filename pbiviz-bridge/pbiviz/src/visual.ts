// The HyperPBI custom visual: a thin entry over the engine (TeaVM JavaScript build) and the Power
// BI host adapter. The specification is the formatting pane's Specification > JSON text.
import powerbi from "powerbi-visuals-api";
import * as engine from "./generated/hyperpbi.mjs";
import { PowerBiHost } from "./generated/power-bi-host.mjs";
import { createPainter, Painter } from "./generated/painter.mjs";
import { NETWORK } from "./generated/package-kind.mjs";
import {
  ReportMenus, Texts, interactive, isGesture, isLanding, landingTree, renderOptions,
} from "./generated/visual-essentials.mjs";

import IVisual = powerbi.extensibility.visual.IVisual;
import VisualConstructorOptions = powerbi.extensibility.visual.VisualConstructorOptions;
import VisualUpdateOptions = powerbi.extensibility.visual.VisualUpdateOptions;

const EMPTY_SPEC = "{\"version\": \"2.0\", \"components\": [{\"type\": \"table\", \"id\": \"rows\"}]}";

export class Visual implements IVisual {
  private readonly target: HTMLElement;
  private readonly host: powerbi.extensibility.visual.IVisualHost;
  private readonly pbi: PowerBiHost;
  private painter: Painter | null = null;
  private readonly texts: Texts;
  private readonly menus: ReportMenus;
  private spec = "";
  private crossFilter = true;

  constructor(options: VisualConstructorOptions) {
    this.target = options.element;
    this.host = options.host;
    this.texts = new Texts(options.host);
    this.pbi = new PowerBiHost(engine, options.host, { network: NETWORK });
    // Context menu and tooltips through Power BI with the mark's selection id.
    this.menus = new ReportMenus(this.pbi, options.host, this.pbi.selectionManager, this.target);
  }

  /** The painter over the visual's element, made again after the loading notice. */
  private paintTarget(): Painter {
    if (!this.painter) {
      this.target.replaceChildren();
      this.painter = createPainter(this.target, {
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
   * No field and no specification: the landing page (supportsLandingPage), in the host's
   * language, painted like a dashboard.
   */
  private showLanding(): void {
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
      if (this.pbi.wantsMoreRows(view)) {
        // Power BI sends the next segment (up to about 1,048,576 rows): load the whole window.
        this.painter?.dispose();
        this.painter = null;
        this.target.textContent = this.texts.get("Progress_Rows", view.table?.rows?.length ?? 0);
        events.renderingFinished(options);
        return;
      }
      this.spec = typeof text === "string" && text.trim() !== "" ? text : EMPTY_SPEC;
      this.crossFilter = view?.metadata?.objects?.interactions?.crossFilter !== false;
      this.pbi.update(view, this.spec, this.crossFilter, options.jsonFilters ?? []);
      // How often the rows were imported into the engine (tests: a resize imports nothing).
      this.target.dataset.imports = String(this.pbi.imports);
      this.target.setAttribute("data-interactive", String(interactive(this.host)));
      const painter = this.paintTarget();
      // host.locale for numbers and dates; high contrast draws with the palette's colours only.
      this.pbi.render(renderOptions(this.host, {
        width: options.viewport?.width ?? this.target.clientWidth,
        height: options.viewport?.height ?? this.target.clientHeight,
      }), (tree) => painter.paint(tree));
      events.renderingFinished(options);
    } catch (e) {
      events.renderingFailed(options, String(e));
    }
  }

  /**
   * The format pane: Specification > JSON, the text the dashboard is built from, and
   * Interactions > the cross-filter gate (Runtime Config, never dashboard JSON).
   */
  public getFormattingModel(): powerbi.visuals.FormattingModel {
    const json: powerbi.visuals.FormattingSlice = {
      uid: "specification_json",
      displayName: "JSON (schema 2.0)",
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
      displayName: "Select and filter other visuals",
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
        displayName: "Specification",
        groups: [{ uid: "specification_group", displayName: undefined, slices: [json] }],
      }, {
        uid: "interactions_card",
        displayName: "Interactions",
        groups: [{ uid: "interactions_group", displayName: undefined, slices: [crossFilter] }],
      }],
    };
  }

  public destroy(): void {
    this.painter?.dispose();
    this.pbi.close();
  }
}
