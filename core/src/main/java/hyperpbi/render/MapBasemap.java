package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonDepth;
import hyperpbi.map.GeoJsonReader;
import hyperpbi.map.GeometryParse;
import hyperpbi.map.MapGeometry;
import java.util.ArrayList;
import java.util.List;

/**
 * A map's {@code basemap} read as GeoJSON: a FeatureCollection, a Feature or a geometry, as an
 * object or as GeoJSON text. Any other value (a style name, a URL) means a plain background:
 * the renderer never requests tiles or anything else. Each geometry is read by the map step's
 * own {@link GeoJsonReader}, so the same structure and range rules hold; one it refuses is
 * counted, never silently left out.
 *
 * @param geometries the readable geometries, in document order
 * @param unreadable how many features or geometries could not be read
 */
record MapBasemap(List<MapGeometry> geometries, int unreadable) {
  static final MapBasemap NONE = new MapBasemap(List.of(), 0);

  static MapBasemap of(JsonValue basemap) {
    JsonValue v = basemap;
    if (v != null && v.isString() && v.asString().trim().startsWith("{")) {
      try {
        v = JsonDepth.parse(v.asString());
      } catch (RuntimeException e) {
        return new MapBasemap(List.of(), 1);
      }
    }
    if (v == null || !v.isObject()) {
      return NONE;
    }
    JsonObject o = v.asObject();
    JsonValue type = o.get("type");
    if (type == null || !type.isString()) {
      return new MapBasemap(List.of(), 1);
    }
    List<MapGeometry> out = new ArrayList<>();
    int unreadable = 0;
    if (type.asString().equals("FeatureCollection")) {
      JsonValue features = o.get("features");
      if (features == null || !features.isArray()) {
        return new MapBasemap(List.of(), 1);
      }
      for (JsonValue f : features.asArray()) {
        unreadable += add(f, out);
      }
    } else {
      unreadable += add(o, out);
    }
    return new MapBasemap(out, unreadable);
  }

  /** Reads one feature or geometry into {@code out}; 1 when it could not be read. */
  private static int add(JsonValue item, List<MapGeometry> out) {
    if (!item.isObject()) {
      return 1;
    }
    JsonObject o = item.asObject();
    JsonValue geometry = o.get("geometry");
    // A Feature without geometry (GeoJSON allows null) has nothing to draw and is no error.
    if (o.get("type") != null && o.get("type").isString()
        && o.get("type").asString().equals("Feature") && geometry != null && geometry.isNull()) {
      return 0;
    }
    GeometryParse p = GeoJsonReader.read(o.toString());
    if (!p.isValid()) {
      return 1;
    }
    out.add(p.geometry());
    return 0;
  }
}
