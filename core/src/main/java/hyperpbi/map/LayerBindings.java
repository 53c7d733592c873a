package hyperpbi.map;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a layer's explicit bindings against its view's schema (keys or aliases), then fills the
 * rest by detection. Preparation has already validated the layer (the map layer contract in
 * {@code specification.MapLayers}: single fields {@code latitude longitude geometry address label
 * color}, field lists {@code popup tooltip}) and reported unknown fields, so a name that does not
 * resolve is simply unbound here.
 *
 * <p>Explicit bindings win: a bound property is never detected (even when its name is wrong and
 * was reported), a layer that binds latitude/longitude but not geometry gets no detected
 * geometry, and one that binds geometry but no coordinate gets no detected pair, so detection
 * never overrides what the author chose.
 */
final class LayerBindings {
  private LayerBindings() {}

  static MapBindings resolve(JsonObject layer, List<FieldMeta> schema) {
    FieldManifest names = FieldManifest.of(schema);
    boolean latChosen = present(layer, "latitude");
    boolean lonChosen = present(layer, "longitude");
    boolean geometryChosen = present(layer, "geometry");
    String lat = field(layer.get("latitude"), names);
    String lon = field(layer.get("longitude"), names);
    String geometry = field(layer.get("geometry"), names);
    String address = field(layer.get("address"), names);
    FieldDetection detection = FieldDetection.of(schema, latChosen, lonChosen);
    if (!geometryChosen) {
      lat = latChosen ? lat : detection.best(BindingRole.LATITUDE);
      lon = lonChosen ? lon : detection.best(BindingRole.LONGITUDE);
    }
    if (!latChosen && !lonChosen && !geometryChosen) {
      geometry = detection.best(BindingRole.GEOMETRY);
    }
    if (!present(layer, "address")) {
      address = detection.best(BindingRole.ADDRESS);
    }
    return new MapBindings(lat, lon, geometry, address, field(layer.get("label"), names),
        fields(layer.get("popup"), names), fields(layer.get("tooltip"), names),
        field(layer.get("color"), names));
  }

  private static boolean present(JsonObject layer, String property) {
    JsonValue v = layer.get(property);
    return v != null && !v.isNull();
  }

  /** The key a string (or {@code {"field": name}}) names in the view, or null. */
  private static String field(JsonValue v, FieldManifest names) {
    if (v != null && v.isObject()) {
      v = v.asObject().get("field");
    }
    return v != null && v.isString() ? names.resolve(v.asString()) : null;
  }

  /** The keys a field list (or a single field) names, in order; null when it names none. */
  private static List<String> fields(JsonValue v, FieldManifest names) {
    if (v == null || v.isNull()) {
      return null;
    }
    List<String> keys = new ArrayList<>();
    if (v.isArray()) {
      JsonArray items = v.asArray();
      for (JsonValue item : items) {
        String key = field(item, names);
        if (key != null) {
          keys.add(key);
        }
      }
    } else {
      String key = field(v, names);
      if (key != null) {
        keys.add(key);
      }
    }
    return keys.isEmpty() ? null : keys;
  }
}
