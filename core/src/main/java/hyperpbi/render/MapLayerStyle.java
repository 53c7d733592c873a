package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.data.Column;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.NumberColumn;
import hyperpbi.dataset.ValueCodes;
import hyperpbi.map.MapLayer;

/**
 * The colour and point radius of each feature of one layer. Colour: the layer's {@code color}
 * field (bound by the map step) gives categories, painted with the theme's series colours in the
 * order their values first appear among the features; else {@code color} is a colour literal
 * ({@link CssColor}); else the layer's own series colour. High contrast paints every feature in
 * the foreground. Radius: {@code size} (else {@code radius}) as a number of pixels, or {@code
 * size} naming a number field, scaled by square root from {@link #MIN_RADIUS} to {@link
 * #MAX_RADIUS} so that areas follow the values.
 */
final class MapLayerStyle {
  static final double DEFAULT_RADIUS = 5;
  static final double MIN_RADIUS = 3;
  static final double MAX_RADIUS = 18;
  private static final double LARGEST_FIXED_RADIUS = 100;

  private final String colour;
  private final String[] colours;
  private final double radius;
  private final double[] radii;

  private MapLayerStyle(String colour, String[] colours, double radius, double[] radii) {
    this.colour = colour;
    this.colours = colours;
    this.radius = radius;
    this.radii = radii;
  }

  static MapLayerStyle of(Theme theme, MapLayer layer, JsonObject json, int layerIndex) {
    String fixed = theme.highContrast() ? theme.foreground() : null;
    String[] byFeature = null;
    if (fixed == null) {
      String field = layer.bindings() == null ? null : layer.bindings().color();
      Column column = field == null ? null : layer.view().table().column(field);
      if (column != null) {
        byFeature = categories(theme, column, layer);
      } else {
        JsonValue v = json.get("color");
        fixed = v != null && v.isString() ? CssColor.literal(v.asString()) : null;
        if (fixed == null) {
          fixed = theme.series(layerIndex);
        }
      }
    }
    JsonValue size = json.get("size");
    double constant = DEFAULT_RADIUS;
    double[] radii = null;
    if (size != null && size.isString() && layer.view() != null) {
      String key = FieldManifest.of(layer.view().table().fields()).resolve(size.asString());
      Column column = key == null ? null : layer.view().table().column(key);
      if (column instanceof NumberColumn n) {
        radii = scaled(n, layer);
      }
    } else {
      JsonValue fixedSize = size != null && size.isNumber() ? size : json.get("radius");
      double r = fixedSize != null && fixedSize.isNumber()
          ? DecimalParser.parse(fixedSize.toString()) : Double.NaN;
      if (r > 0 && r - r == 0) {
        constant = Math.min(r, LARGEST_FIXED_RADIUS);
      }
    }
    return new MapLayerStyle(fixed, byFeature, constant, radii);
  }

  String colour(int feature) {
    return colours == null ? colour : colours[feature];
  }

  double radius(int feature) {
    return radii == null ? radius : radii[feature];
  }

  /** A series colour per feature, numbered by first appearance of its value (null included). */
  private static String[] categories(Theme theme, Column column, MapLayer layer) {
    int n = layer.featureCount();
    int[] codes = ValueCodes.of(column, layer.featureRows(), n);
    int largest = 0;
    for (int code : codes) {
      largest = Math.max(largest, code);
    }
    int[] order = new int[largest + 1];
    int next = 0;
    String[] out = new String[n];
    for (int i = 0; i < n; i++) {
      int code = codes[i];
      if (order[code] == 0) {
        order[code] = ++next;
      }
      out[i] = theme.series(order[code] - 1);
    }
    return out;
  }

  /**
   * Radii by square root over the features' values, from the smaller of 0 and the least value to
   * the largest; a feature without a value gets the smallest radius (drawn, never dropped).
   */
  private static double[] scaled(NumberColumn column, MapLayer layer) {
    int n = layer.featureCount();
    int[] rows = layer.featureRows();
    double[] values = column.values();
    double lo = 0;
    double hi = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double v = rows[i] < values.length ? values[rows[i]] : Double.NaN;
      if (v - v == 0) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      double v = rows[i] < values.length ? values[rows[i]] : Double.NaN;
      if (v - v != 0) {
        out[i] = MIN_RADIUS;
        continue;
      }
      double t = hi > lo ? (v - lo) / (hi - lo) : 1;
      out[i] = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(t);
    }
    return out;
  }
}
