package hyperpbi.map;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonDepth;
import com.eclipsesource.json.ParseException;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.json.JsonNumbers;
import java.util.Arrays;

/**
 * Reads GeoJSON geometry text (Point, MultiPoint, LineString, MultiLineString, Polygon,
 * MultiPolygon, or a Feature wrapping one) and validates structure and coordinate ranges. WKT and
 * collections are not supported and say so. Numbers are re-read through {@link DecimalParser} so
 * every runtime gets the same doubles.
 */
public final class GeoJsonReader {
  /** Deepest legal nesting is a Feature holding a MultiPolygon: 2 objects + 4 arrays. */
  static final int MAX_DEPTH = 6;

  private double[] positions = new double[16];
  private int positionCount;
  private int[] partEnds = new int[4];
  private int partCount;
  private int[] polygonEnds = new int[2];
  private int polygonCount;
  private String error;

  private GeoJsonReader() {}

  public static GeometryParse read(String text) {
    String t = text.trim();
    if (t.isEmpty()) {
      return GeometryParse.invalid("empty geometry text");
    }
    if (t.charAt(0) != '{') {
      return GeometryParse.invalid(looksLikeWkt(t)
          ? "WKT is not supported, provide GeoJSON" : "not a GeoJSON object");
    }
    if (JsonDepth.of(t) > MAX_DEPTH) {
      return GeometryParse.invalid("GeoJSON is nested too deeply");
    }
    JsonValue parsed;
    try {
      parsed = Json.parse(t);
    } catch (ParseException e) {
      return GeometryParse.invalid("not valid JSON");
    }
    return new GeoJsonReader().geometry(parsed.asObject());
  }

  private GeometryParse geometry(JsonObject o) {
    JsonValue typeValue = o.get("type");
    if (typeValue == null || !typeValue.isString()) {
      return GeometryParse.invalid("GeoJSON needs a string type");
    }
    String typeName = typeValue.asString();
    if (typeName.equals("Feature")) {
      JsonValue inner = o.get("geometry");
      if (inner == null || !inner.isObject()) {
        return GeometryParse.invalid("Feature has no geometry object");
      }
      o = inner.asObject();
      typeValue = o.get("type");
      typeName = typeValue != null && typeValue.isString() ? typeValue.asString() : "";
      if (typeName.equals("Feature")) {
        return GeometryParse.invalid("Feature geometry must be a geometry");
      }
    }
    GeometryType type = GeometryType.fromJson(typeName);
    if (type == null) {
      return GeometryParse.invalid(typeName.endsWith("Collection")
          ? typeName + " is not supported, use one geometry per row"
          : "unknown geometry type '" + typeName + "'");
    }
    JsonValue coordinates = o.get("coordinates");
    if (coordinates == null || !coordinates.isArray()) {
      return GeometryParse.invalid(type.json() + " needs a coordinates array");
    }
    boolean ok = switch (type) {
      case POINT -> position(coordinates);
      case MULTI_POINT -> line(coordinates, 1, "MultiPoint") && endPart();
      case LINE_STRING -> line(coordinates, 2, "LineString") && endPart();
      case MULTI_LINE_STRING -> lines(coordinates);
      case POLYGON -> rings(coordinates);
      case MULTI_POLYGON -> polygons(coordinates);
    };
    if (!ok) {
      return GeometryParse.invalid(type.json() + ": " + error);
    }
    return GeometryParse.ok(new MapGeometry(type, Arrays.copyOf(positions, positionCount * 2),
        Arrays.copyOf(partEnds, partCount),
        type == GeometryType.MULTI_POLYGON ? Arrays.copyOf(polygonEnds, polygonCount) : new int[0]));
  }

  private boolean lines(JsonValue v) {
    JsonArray list = v.asArray();
    if (list.isEmpty()) {
      return fail("has no line strings");
    }
    for (JsonValue line : list) {
      if (!line(line, 2, "line string") || !endPart()) {
        return false;
      }
    }
    return true;
  }

  private boolean polygons(JsonValue v) {
    JsonArray list = v.asArray();
    if (list.isEmpty()) {
      return fail("has no polygons");
    }
    for (JsonValue polygon : list) {
      if (!rings(polygon)) {
        return false;
      }
      polygonEnds = grow(polygonEnds, polygonCount);
      polygonEnds[polygonCount++] = partCount;
    }
    return true;
  }

  private boolean rings(JsonValue v) {
    if (!v.isArray() || v.asArray().isEmpty()) {
      return fail("a polygon needs at least one ring");
    }
    int ringNumber = 0;
    for (JsonValue ring : v.asArray()) {
      int start = positionCount;
      if (!line(ring, 4, "ring")) {
        return false;
      }
      int last = positionCount - 1;
      if (positions[start * 2] != positions[last * 2]
          || positions[start * 2 + 1] != positions[last * 2 + 1]) {
        return fail("ring " + ringNumber + " is not closed (first and last positions differ)");
      }
      endPart();
      ringNumber++;
    }
    return true;
  }

  /** An array of at least {@code min} positions appended to the current part. */
  private boolean line(JsonValue v, int min, String what) {
    if (!v.isArray()) {
      return fail("a " + what + " must be an array of positions");
    }
    JsonArray list = v.asArray();
    if (list.size() < min) {
      return fail("a " + what + " needs at least " + min + " position" + (min == 1 ? "" : "s"));
    }
    for (JsonValue p : list) {
      if (!position(p)) {
        return false;
      }
    }
    return true;
  }

  private boolean position(JsonValue v) {
    if (!v.isArray() || v.asArray().size() < 2 || v.asArray().size() > 3) {
      return fail("a position must be [longitude, latitude] or [longitude, latitude, altitude]");
    }
    JsonArray p = v.asArray();
    double lon = number(p.get(0));
    double lat = number(p.get(1));
    double alt = p.size() == 3 ? number(p.get(2)) : 0;
    if (lon != lon || lat != lat || alt != alt) {
      return fail("position " + p + " holds a value that is not a finite number");
    }
    if (lon < -180 || lon > 180) {
      return fail("longitude " + CanonicalNumber.format(lon) + " is outside -180..180");
    }
    if (lat < -90 || lat > 90) {
      return fail("latitude " + CanonicalNumber.format(lat) + " is outside -90..90");
    }
    positions = grow(positions, positionCount * 2 + 1);
    positions[positionCount * 2] = lon;
    positions[positionCount * 2 + 1] = lat;
    positionCount++;
    return true;
  }

  private boolean endPart() {
    partEnds = grow(partEnds, partCount);
    partEnds[partCount++] = positionCount;
    return true;
  }

  /** A finite JSON number as the same double on every runtime, else NaN. */
  private static double number(JsonValue v) {
    if (!v.isNumber()) {
      return Double.NaN;
    }
    double d = JsonNumbers.value(v);
    return d - d == 0 ? d : Double.NaN;
  }

  private boolean fail(String reason) {
    error = reason;
    return false;
  }

  private static double[] grow(double[] a, int index) {
    return index < a.length ? a : Arrays.copyOf(a, a.length * 2 + 2);
  }

  private static int[] grow(int[] a, int index) {
    return index < a.length ? a : Arrays.copyOf(a, a.length * 2 + 2);
  }

  /** Deepest bracket nesting outside strings, so the parser never recurses on hostile text. */
  private static boolean looksLikeWkt(String t) {
    String upper = t.length() > 20 ? t.substring(0, 20).toUpperCase() : t.toUpperCase();
    return upper.startsWith("POINT") || upper.startsWith("LINESTRING")
        || upper.startsWith("POLYGON") || upper.startsWith("MULTI")
        || upper.startsWith("GEOMETRYCOLLECTION");
  }
}
