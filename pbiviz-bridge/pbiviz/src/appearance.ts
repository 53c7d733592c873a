// Format pane > Appearance: the dashboard's theme (the renderer's light or dark theme) and font
// (family and size over the dashboard's own stylesheet). Drawing options only: changing them
// repaints without importing the rows again.
import powerbi from "powerbi-visuals-api";

export interface Appearance {
  theme: "light" | "dark";
  fontFamily: string | null;
  fontSize: number | null;
}

/** Characters a font list may have (Power BI's font picker gives names like "Segoe UI", 'wf_standard-font'). */
const FONT_LIST = /^[A-Za-z0-9 ,'"_-]{1,200}$/;

/** The Appearance object of the DataView's metadata (absent or wrong values: defaults). */
export function readAppearance(object: powerbi.DataViewObject | undefined): Appearance {
  const family = typeof object?.fontFamily === "string" && FONT_LIST.test(object.fontFamily) ? object.fontFamily : null;
  const size = typeof object?.fontSize === "number" && object.fontSize >= 6 && object.fontSize <= 72 ? object.fontSize : null;
  return { theme: object?.theme === "dark" ? "dark" : "light", fontFamily: family, fontSize: size };
}

/** Sets the font custom properties on the visual's element (style/visual.less uses them). */
export function applyFont(element: HTMLElement, appearance: Appearance): void {
  if (appearance.fontFamily) {
    element.dataset.fontFamily = "";
    element.style.setProperty("--hyperpbi-font-family", appearance.fontFamily);
  } else {
    delete element.dataset.fontFamily;
    element.style.removeProperty("--hyperpbi-font-family");
  }
  if (appearance.fontSize) {
    element.dataset.fontSize = "";
    // Power BI's font sizes are points.
    element.style.setProperty("--hyperpbi-font-size", `${appearance.fontSize}pt`);
  } else {
    delete element.dataset.fontSize;
    element.style.removeProperty("--hyperpbi-font-size");
  }
}

/** The Appearance card of the format pane, its names worded by `say` (the visual's texts). */
export function appearanceCard(appearance: Appearance, say: (key: string) => string): powerbi.visuals.FormattingCard {
  const theme: powerbi.visuals.FormattingSlice = {
    uid: "appearance_theme",
    displayName: say("Property_Theme"),
    control: {
      type: powerbi.visuals.FormattingComponent.Dropdown,
      properties: {
        descriptor: { objectName: "appearance", propertyName: "theme" },
        // An AutoDropdown: the items are capabilities.json's enumeration (Light, Dark).
        value: appearance.theme,
      },
    },
  };
  const font: powerbi.visuals.FormattingSlice = {
    uid: "appearance_font",
    displayName: say("Property_Font"),
    control: {
      type: powerbi.visuals.FormattingComponent.FontControl,
      properties: {
        fontFamily: {
          descriptor: { objectName: "appearance", propertyName: "fontFamily" },
          value: appearance.fontFamily ?? "Segoe UI",
        },
        fontSize: {
          descriptor: { objectName: "appearance", propertyName: "fontSize" },
          value: appearance.fontSize ?? 10.5,
        },
      },
    },
  };
  return {
    uid: "appearance_card",
    displayName: say("Object_Appearance"),
    groups: [{ uid: "appearance_group", displayName: undefined, slices: [theme, font] }],
  };
}
