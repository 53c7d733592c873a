package hyperpbi.render;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.dataset.MapLayerScope;
import hyperpbi.interaction.Consumption;
import hyperpbi.interaction.InteractionSite;
import hyperpbi.interaction.UiState;
import hyperpbi.map.GeometryType;
import hyperpbi.map.MapGeometry;
import hyperpbi.map.MapLayer;
import hyperpbi.specification.ComponentNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The body of a {@code map} component: an {@code <svg>} of its layers' features projected with
 * Web Mercator and fitted to them (or to the map's {@code center} and {@code zoom}), over a plain
 * background or a {@code basemap} given as GeoJSON — never a tile or any other request.
 *
 * <p>Each layer is a {@code <g data-layer>} in declaration order; each feature an element with
 * {@code data-row}, the view row index a click event's {@code row} names for the layer (map
 * layers have no drill, so the event row is the view row), {@code data-highlighted} when any of
 * its rows is highlighted for the map (the others drawn at 40% opacity, Power BI's convention)
 * and {@code data-selected} with the selection outline when the layer's own selection holds it.
 * A layer without a view says why; rows without a location are counted in a note.
 */
public final class MapMarks {
  static final String EMPTY = "No features to show";
  private static final String DIMMED = "0.4";
  private static final double LINE_HEIGHT = 16;

  /**
   * One declared layer with what the map step made of it.
   *
   * @param drawn indices of the features drawn (those whose row the map shows under the UI
   *     state), ascending
   * @param lit highlighted view rows (by row index), or null for none
   * @param chosen selected view rows, or null for none
   */
  private record Layer(String id, int index, JsonObject json, MapLayer data, int[] drawn,
      boolean[] lit, boolean[] chosen, boolean anyLit, boolean interactive) {}

  private MapMarks() {}

  public static Node body(RenderContext ctx, ComponentNode map, Box box) {
    double w = extent(box.width());
    double h = extent(box.height());
    Theme theme = ctx.theme();
    ValueFormat format = ctx.format() != null ? ctx.format()
        : ValueFormat.of(ctx.options().locale());
    List<Layer> layers = layers(ctx, map);
    MapBasemap basemap = MapBasemap.of(map.json().get("basemap"));
    MapFit.Bounds bounds = new MapFit.Bounds();
    int features = 0;
    for (Layer l : layers) {
      for (int i : l.drawn()) {
        grow(bounds, l.data().geometries()[i]);
      }
      features += l.drawn().length;
    }
    if (bounds.isEmpty()) {
      for (MapGeometry g : basemap.geometries()) {
        grow(bounds, g);
      }
    }
    MapFit fit = MapFit.of(w, h, bounds, center(ctx, map.json().get("center")),
        zoom(ctx, map.json().get("zoom")));
    String name = "Map: " + count(features, "feature") + " in " + count(layers.size(), "layer");
    Node svg = Node.el("svg").attr("viewBox", "0 0 " + Svg.number(w) + " " + Svg.number(h))
        .attr("role", "img").attr("aria-label", name);
    svg.child(Node.el("title").key("title").text(name));
    svg.child(Node.el("rect").key("background").attr("x", "0").attr("y", "0")
        .attr("width", w).attr("height", h).attr("fill", theme.surface()));
    if (!basemap.geometries().isEmpty()) {
      svg.child(basemap(theme, basemap, fit));
    }
    int[] messages = {0};
    for (Layer l : layers) {
      svg.child(layer(theme, format, l, fit, messages));
    }
    if (basemap.unreadable() > 0) {
      svg.child(message("note:basemap", theme.muted(), messages).attr("data-note", "basemap")
          .text(count(basemap.unreadable(), "basemap feature") + " could not be read"));
    }
    if (features == 0) {
      svg.child(Node.el("text").key("empty").attr("data-state", "empty").attr("x", w / 2)
          .attr("y", h / 2).attr("text-anchor", "middle").attr("dominant-baseline", "middle")
          .attr("fill", theme.muted()).attr("font-size", "13").text(EMPTY));
    }
    return svg;
  }

  // ---- layers and the UI state ----

  private static List<Layer> layers(RenderContext ctx, ComponentNode map) {
    List<Layer> out = new ArrayList<>();
    JsonValue list = map.json().get("layers");
    if (list == null || !list.isArray()) {
      return out;
    }
    JsonArray items = list.asArray();
    String[] keys = MapLayerScope.layerKeys(items); // null: not a layer, or a duplicate key
    for (int i = 0; i < items.size(); i++) {
      if (keys[i] == null) {
        continue;
      }
      String site = map.id() + "/" + keys[i];
      MapLayer data = ctx.map() == null ? null : ctx.map().layer(site);
      out.add(layer(ctx, keys[i], i, items.get(i).asObject(), site, data));
    }
    return out;
  }

  private static Layer layer(RenderContext ctx, String id, int index, JsonObject json,
      String siteKey, MapLayer data) {
    if (data == null || data.unavailable() != null || data.view() == null
        || data.bindings() == null) {
      return new Layer(id, index, json, data, new int[0], null, null, false, false);
    }
    int n = data.view().rowCount();
    UiState state = ctx.state() == null ? UiState.empty() : ctx.state();
    Consumption c = ctx.model() == null ? null : Consumption.of(ctx.model(), state, siteKey);
    if (c != null && c.result().rowCount() != n) {
      c = null; // a model over other rows than the map step's: no state can be placed
    }
    boolean[] shown = c == null ? null : marks(n, c.rows());
    boolean[] lit = c == null || c.highlighted().length == 0 ? null : marks(n, c.highlighted());
    boolean[] chosen = c == null || c.selected().length == 0 ? null : marks(n, c.selected());
    int[] rows = data.featureRows();
    int[] drawn = new int[data.featureCount()];
    int count = 0;
    boolean anyLit = false;
    for (int i = 0; i < data.featureCount(); i++) {
      int row = rows[i];
      if (shown == null || (row < n && shown[row])) {
        drawn[count++] = i;
        anyLit |= lit != null && row < n && lit[row];
      }
    }
    InteractionSite site = ctx.model() == null ? null : ctx.model().site(siteKey);
    boolean interactive = site != null && site.declared() && site.policy().enabled();
    return new Layer(id, index, json, data, Arrays.copyOf(drawn, count), lit, chosen, anyLit,
        interactive);
  }

  private static boolean[] marks(int n, int[] rows) {
    boolean[] marked = new boolean[n];
    for (int row : rows) {
      if (row >= 0 && row < n) {
        marked[row] = true;
      }
    }
    return marked;
  }

  // ---- marks ----

  private static Node layer(Theme theme, ValueFormat format, Layer l, MapFit fit,
      int[] messages) {
    Node g = Node.el("g").key("layer:" + l.id()).attr("data-layer", l.id());
    MapLayer data = l.data();
    if (data == null || data.unavailable() != null || data.view() == null
        || data.bindings() == null) {
      String reason = data == null ? "the layer was not evaluated"
          : data.unavailable() != null ? data.unavailable() : "the layer has no view";
      return g.child(message("error", theme.foreground(), messages).attr("data-state", "error")
          .attr("data-layer", l.id()).text(reason));
    }
    MapLayerStyle style = MapLayerStyle.of(theme, data, l.json(), l.index());
    MapFeatureText text = MapFeatureText.of(format, data);
    List<Node> labels = new ArrayList<>();
    for (int i : l.drawn()) {
      g.child(feature(theme, l, style, text, fit, i));
      if (text.hasLabel()) {
        Node label = label(theme, l, text, style, fit, i);
        if (label != null) {
          labels.add(label);
        }
      }
    }
    g.children(labels);
    if (data.dropped() > 0) {
      g.child(message("note:dropped", theme.muted(), messages).attr("data-note", "dropped")
          .attr("data-layer", l.id()).text(data.dropped() == 1
              ? "1 row without a location is not drawn"
              : data.dropped() + " rows without a location are not drawn"));
    }
    return g;
  }

  private static Node feature(Theme theme, Layer l, MapLayerStyle style, MapFeatureText text,
      MapFit fit, int i) {
    MapLayer data = l.data();
    MapGeometry g = data.geometries()[i];
    int row = data.featureRows()[i];
    boolean lit = l.lit() != null && row < l.lit().length && l.lit()[row];
    boolean chosen = l.chosen() != null && row < l.chosen().length && l.chosen()[row];
    GeometryType type = g.type();
    Node el = Node.el(type == GeometryType.POINT ? "circle" : "path").key(rowKey(data, row))
        .attr("data-row", Integer.toString(row)).attr("data-layer", l.id())
        .flag("data-highlighted", lit).flag("data-selected", chosen)
        .attr("tabindex", "0").attr("role", l.interactive() ? "button" : "graphics-symbol")
        .attr("aria-label", text.name(row, kind(type) + " " + (row + 1)));
    paint(el, theme, g, fit, style.colour(i), style.radius(i), chosen);
    if (l.anyLit() && !lit) {
      el.attr("opacity", DIMMED);
    }
    String tip = text.tooltip(row);
    if (tip != null) {
      el.child(Node.el("title").key("title").text(tip));
    }
    return el;
  }

  /**
   * Shape and colours: points filled with a surface ring, lines stroked, areas filled even-odd;
   * the selection outline in the theme's selected colour; 2 px outlines in high contrast.
   */
  private static void paint(Node el, Theme theme, MapGeometry g, MapFit fit, String colour,
      double radius, boolean chosen) {
    boolean hc = theme.highContrast();
    String ring = chosen ? theme.selected() : hc ? theme.foreground() : theme.surface();
    String ringWidth = chosen || hc ? "2" : "1";
    GeometryType type = g.type();
    if (type == GeometryType.POINT) {
      el.attr("cx", SvgCoordinate.text(fit.x(g.longitude(0))))
          .attr("cy", SvgCoordinate.text(fit.y(g.latitude(0)))).attr("r", SvgCoordinate.text(radius))
          .attr("fill", colour).attr("stroke", ring).attr("stroke-width", ringWidth);
    } else if (type == GeometryType.MULTI_POINT) {
      el.attr("d", MapPaths.circles(g, fit, radius)).attr("fill", colour).attr("stroke", ring)
          .attr("stroke-width", ringWidth);
    } else if (MapPaths.isArea(type)) {
      el.attr("d", MapPaths.path(g, fit)).attr("fill-rule", "evenodd").attr("fill", colour)
          .attr("fill-opacity", hc ? "0.25" : "0.6").attr("stroke", ring)
          .attr("stroke-width", ringWidth);
    } else {
      el.attr("d", MapPaths.path(g, fit)).attr("fill", "none")
          .attr("stroke", chosen ? theme.selected() : colour)
          .attr("stroke-width", chosen ? "3" : "2").attr("stroke-linecap", "round")
          .attr("stroke-linejoin", "round");
    }
  }

  private static Node label(Theme theme, Layer l, MapFeatureText text, MapLayerStyle style,
      MapFit fit, int i) {
    MapLayer data = l.data();
    int row = data.featureRows()[i];
    String value = text.label(row);
    if (value == null) {
      return null;
    }
    MapGeometry g = data.geometries()[i];
    double[] at = MapPaths.anchor(g, fit);
    boolean point = MapPaths.isPoint(g.type());
    Node t = Node.el("text").key("label:" + rowKey(data, row))
        .attr("x", SvgCoordinate.text(point ? at[0] + style.radius(i) + 3 : at[0]))
        .attr("y", SvgCoordinate.text(at[1] + 4))
        .attr("text-anchor", point ? "start" : "middle").attr("fill", theme.foreground())
        .attr("font-size", "11").attr("paint-order", "stroke").attr("stroke", theme.surface())
        .attr("stroke-width", "3").attr("pointer-events", "none").attr("aria-hidden", "true");
    boolean lit = l.lit() != null && row < l.lit().length && l.lit()[row];
    if (l.anyLit() && !lit) {
      t.attr("opacity", DIMMED);
    }
    return t.text(value);
  }

  private static Node basemap(Theme theme, MapBasemap basemap, MapFit fit) {
    boolean hc = theme.highContrast();
    String fill = hc ? theme.background() : theme.grid();
    String stroke = hc ? theme.foreground() : theme.border();
    Node g = Node.el("g").key("basemap").attr("aria-hidden", "true")
        .attr("pointer-events", "none");
    List<MapGeometry> shapes = basemap.geometries();
    for (int i = 0; i < shapes.size(); i++) {
      MapGeometry s = shapes.get(i);
      Node p;
      if (MapPaths.isPoint(s.type())) {
        p = Node.el("path").attr("d", MapPaths.circles(s, fit, 2)).attr("fill", stroke);
      } else {
        p = Node.el("path").attr("d", MapPaths.path(s, fit))
            .attr("fill", MapPaths.isArea(s.type()) ? fill : "none").attr("stroke", stroke)
            .attr("stroke-width", "1");
        if (MapPaths.isArea(s.type())) {
          p.attr("fill-rule", "evenodd");
        }
      }
      g.child(p.key("basemap:" + i));
    }
    return g;
  }

  /** A line of text at the top left, below the ones before it. */
  private static Node message(String key, String colour, int[] messages) {
    double y = LINE_HEIGHT * (++messages[0]);
    return Node.el("text").key(key).attr("x", "8").attr("y", y).attr("fill", colour)
        .attr("font-size", "12");
  }

  // ---- view ----

  private static void grow(MapFit.Bounds bounds, MapGeometry g) {
    for (int p = 0; p < g.positionCount(); p++) {
      bounds.add(g.longitude(p), g.latitude(p));
    }
  }

  /** {@code center} as {@code [lon, lat]}: an array, or an object with latitude/longitude. */
  private static double[] center(RenderContext ctx, JsonValue value) {
    JsonValue v = bound(ctx, value);
    double lon;
    double lat;
    if (v != null && v.isArray() && v.asArray().size() == 2) {
      lon = number(v.asArray().get(0));
      lat = number(v.asArray().get(1));
    } else if (v != null && v.isObject()) {
      JsonObject o = v.asObject();
      lat = number(first(o, "latitude", "lat"));
      lon = number(first(o, "longitude", "lon", "lng"));
    } else {
      return null;
    }
    // NaN fails both range tests: a center that is not a place is no center.
    boolean valid = lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;
    return valid ? new double[] {lon, lat} : null;
  }

  /** {@code zoom} as a finite number, else NaN (fit the features). */
  private static double zoom(RenderContext ctx, JsonValue value) {
    return number(bound(ctx, value));
  }

  /** A {@code {"state": key}} binding's current value; any other value as it is. */
  private static JsonValue bound(RenderContext ctx, JsonValue v) {
    if (v == null || !v.isObject() || v.asObject().size() != 1) {
      return v;
    }
    JsonValue key = v.asObject().get("state");
    if (key == null || !key.isString()) {
      return v;
    }
    return ctx.state() == null ? null : ctx.state().values().get(key.asString());
  }

  private static JsonValue first(JsonObject o, String... names) {
    for (String name : names) {
      JsonValue v = o.get(name);
      if (v != null) {
        return v;
      }
    }
    return null;
  }

  private static double number(JsonValue v) {
    if (v == null || !v.isNumber()) {
      return Double.NaN;
    }
    // Re-read by the engine's parser: the same double on every runtime (GeoJsonReader's rule).
    double d = DecimalParser.parse(v.toString());
    return d - d == 0 ? d : Double.NaN;
  }

  // ---- words ----

  private static String rowKey(MapLayer layer, int row) {
    String[] keys = layer.view().rowKeys();
    String key = keys != null && row < keys.length ? keys[row] : null;
    return key != null ? key : "row:" + row;
  }

  private static String kind(GeometryType type) {
    return switch (type) {
      case POINT, MULTI_POINT -> "Point";
      case LINE_STRING, MULTI_LINE_STRING -> "Line";
      case POLYGON, MULTI_POLYGON -> "Area";
    };
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static double extent(double v) {
    return v > 0 && v - v == 0 ? v : 0;
  }
}
