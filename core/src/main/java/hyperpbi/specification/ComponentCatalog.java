package hyperpbi.specification;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The component types the engine renders or validates, with their bindings (README, Components). */
public final class ComponentCatalog {
  /** Properties every component may carry ({@code uiAction}: any component can be clicked). */
  public static final Set<String> SHARED = Set.of("type", "id", "title", "subtitle", "description",
      "dataset", "visible", "style", "className", "width", "height", "span", "interaction",
      "interactions", "tooltip", UiActionProperty.NAME);

  private static final Map<String, ComponentType> TYPES = new LinkedHashMap<>();

  private static final Set<String> TEXT = Set.of("string");
  private static final Set<String> FLAG = Set.of("boolean");
  /**
   * The JSON types of the plain properties (texts, flags, sizes) whose type no other check reads:
   * a present value of another type, {@code null} included, is INVALID_PROPERTY_TYPE instead of
   * being dropped (an overlay's {@code "open": "true"} would start closed, a text's {@code 5}
   * render blank); a state binding {@code {"state": key}} stands for any of them. Field
   * bindings, lists, interactions, drill, layers and the like are checked where they are read.
   */
  private static final Map<String, Set<String>> JSON_TYPES = Map.ofEntries(
      Map.entry("title", TEXT), Map.entry("subtitle", TEXT), Map.entry("description", TEXT),
      Map.entry("className", TEXT), Map.entry("visible", FLAG),
      Map.entry("style", Set.of("object", "string")),
      Map.entry("width", Set.of("number", "string")),
      Map.entry("height", Set.of("number", "string")), Map.entry("span", Set.of("number")),
      Map.entry("text", TEXT), Map.entry("content", TEXT), Map.entry("template", TEXT),
      Map.entry("label", TEXT), Map.entry("placeholder", TEXT), Map.entry("variant", TEXT),
      Map.entry("orientation", TEXT), Map.entry("intent", TEXT), Map.entry("icon", TEXT),
      Map.entry("placement", TEXT), Map.entry("size", Set.of("number", "string")), Map.entry("direction", TEXT),
      Map.entry("gap", Set.of("number", "string")), Map.entry("open", FLAG),
      Map.entry("multiple", FLAG), Map.entry("showValues", FLAG), Map.entry("stacked", FLAG),
      Map.entry("showPoints", FLAG), Map.entry("sortable", FLAG),
      Map.entry("format", Set.of("object", "string")), Map.entry("zoom", Set.of("number")),
      Map.entry("center", Set.of("array", "object")),
      Map.entry("basemap", Set.of("object", "string")));
  /**
   * The words a plain text property may be, where the renderer draws only those (another word
   * would silently fall back to its default): a warning names the choices.
   */
  private static final Map<String, List<String>> WORDS = Map.of(
      "orientation", List.of("vertical", "horizontal"),
      "direction", List.of("row", "column", "horizontal", "vertical"),
      "placement", List.of("start", "end", "top", "bottom", "left", "right"),
      "intent", List.of("primary", "secondary", "success", "warning", "danger", "info"),
      "variant", List.of("title", "heading", "subheading", "body", "caption", "h1", "h2", "h3",
          "p", "small"),
      // render.ButtonMarks draws a glyph for each of these (ButtonMarksTest holds the two equal).
      "icon", List.of("add", "back", "check", "clear", "close", "download", "filter", "home",
          "info", "menu", "minus", "next", "plus", "previous", "refresh", "search", "warning"),
      // An overlay's size as a word (a number is pixels): render.Overlays' widths.
      "size", List.of("sm", "small", "md", "medium", "lg", "large", "xl", "fullscreen"));

  /** The words a property may be ({@link #WORDS}), or null when any text is fine. */
  public static List<String> words(String property) {
    return WORDS.get(property);
  }

  /** What a chart's or KPI's {@code aggregation} may name (views: view.Aggregation). */
  public static final List<String> AGGREGATIONS =
      List.of("sum", "avg", "min", "max", "count", "distinctCount");

  static {
    data("barChart", Set.of("category", "measure", "aggregation", "orientation", "color", "sort",
        "limit", "drill", "showValues", "stacked", "series", "format"),
        List.of("category|drill", "measure|drill"), List.of("category", "measure", "series", "color"));
    // Drill is a chart's (data-model.txt, "Preloaded multi-resolution chart drill"): a line
    // chart drills through its levels as a bar chart does.
    data("lineChart", Set.of("category", "measure", "aggregation", "series", "color", "sort",
        "limit", "drill", "showPoints", "format"),
        List.of("category|drill", "measure|drill"), List.of("category", "measure", "series",
        "color"));
    add(new ComponentType("table", false, true, Set.of("columns", "pageSize", "sortable",
        "format"), List.of(), List.of(), List.of("columns"),
        List.of()));
    data("kpi", Set.of("field", "aggregation", "label", "format", "target", "comparison"),
        List.of("field"), List.of("field", "target"));
    add(new ComponentType("metricGrid", false, false, Set.of("metrics", "columns", "format"),
        List.of("metrics"), List.of(), List.of(), List.of()));
    for (String control : List.of("select", "slicer")) {
      add(new ComponentType(control, true, true, Set.of("field", "label", "multiple",
          "placeholder", "defaultValue", "options"), List.of("field"), List.of("field"),
          List.of(), List.of()));
    }
    add(new ComponentType("tabs", false, false, Set.of("tabs", "initialTab"), List.of("tabs"),
        List.of(), List.of(), List.of("tabs")));
    // action, actions and actionValue: the original HyperPBI's button inputs, read as uiAction
    // (UiActionProperty).
    add(new ComponentType("button", false, false, Set.of("label", "action", "actions",
        "actionValue", "intent", "icon"), List.of("label"), List.of(), List.of(), List.of()));
    add(new ComponentType("text", false, false, Set.of("text", "format", "variant"),
        List.of("text"), List.of(), List.of(), List.of()));
    for (String overlay : List.of("modal", "offcanvas", "popover", "dropdown")) {
      add(new ComponentType(overlay, false, false, Set.of("components", "placement", "open",
          "label", "size"), List.of(), List.of(), List.of(), List.of("components")));
    }
    add(new ComponentType("map", false, true, Set.of("layers", "center", "zoom", "basemap"),
        List.of("layers"), List.of(), List.of(), List.of()));
    add(new ComponentType("custom", false, true, Set.of("content", "template", "fields"),
        List.of("content|template"), List.of(), List.of("fields"), List.of()));
    add(new ComponentType("container", false, false, Set.of("components", "direction", "gap"),
        List.of(), List.of(), List.of(), List.of("components")));
  }

  private ComponentCatalog() {}

  private static void data(String name, Set<String> props, List<String> required,
      List<String> fields) {
    add(new ComponentType(name, false, true, props, required, fields, List.of(), List.of()));
  }

  private static void add(ComponentType type) {
    TYPES.put(type.name(), type);
  }

  /**
   * Where a shared property a type does not take belongs instead, or null when the type takes
   * it. A map's feature events have one trigger contract, on {@code map.layers[].interaction}
   * (interactions.md): its own {@code interaction} would otherwise be accepted and never run.
   */
  public static String misplaced(ComponentType type, String property) {
    if (type.name().equals("map") && property.equals("interaction")) {
      return "a map's interaction is declared per layer (layers[].interaction): map feature "
          + "events run the clicked layer's interaction, never the map's";
    }
    return null;
  }

  /** The JSON types a plain property takes ({@link #JSON_TYPES}), or null when checked elsewhere. */
  public static Set<String> jsonTypes(String property) {
    return JSON_TYPES.get(property);
  }

  public static ComponentType get(String name) {
    return TYPES.get(name);
  }

  public static Set<String> names() {
    return new TreeSet<>(TYPES.keySet());
  }

  /** Overlay types, the only valid targets of open/close/toggleOverlay. */
  public static boolean isOverlay(String name) {
    return name.equals("modal") || name.equals("offcanvas") || name.equals("popover")
        || name.equals("dropdown");
  }
}
