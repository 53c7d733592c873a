package hyperpbi.map;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.specification.DidYouMean;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves a layer's explicit bindings against its view's schema (keys or aliases), then fills
 * the rest by detection. Explicit bindings win: a bound property is never detected (even when
 * its name is wrong and reported), a layer that binds latitude/longitude but not geometry gets no
 * detected geometry, and one that binds geometry but no coordinate gets no detected pair, so
 * detection never overrides what the author chose.
 *
 * <p>{@code popup} may be a template text (containing {@code {{}) and {@code color} a literal
 * colour ({@code #...}, {@code rgb(...)}, {@code hsl(...)}); those are not field bindings.
 */
final class LayerBindings {
  private LayerBindings() {}

  static MapBindings resolve(JsonObject layer, String pointer, String dataset,
      List<FieldMeta> schema, Diagnostics out) {
    FieldManifest names = FieldManifest.of(schema);
    String[] explicit = new String[MapBindings.PROPERTIES.length];
    for (int i = 0; i < explicit.length; i++) {
      String property = MapBindings.PROPERTIES[i];
      explicit[i] = field(layer.get(property), property, JsonPointer.child(pointer, property),
          dataset, schema, names, out);
    }
    String lat = explicit[0];
    String lon = explicit[1];
    String geometry = explicit[2];
    String address = explicit[3];
    // Presence, not success, decides: a misspelt binding is reported, never silently replaced.
    boolean latChosen = present(layer, "latitude");
    boolean lonChosen = present(layer, "longitude");
    boolean geometryChosen = present(layer, "geometry");
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
    return new MapBindings(lat, lon, geometry, address, explicit[4], explicit[5], explicit[6],
        explicit[7]);
  }

  private static boolean present(JsonObject layer, String property) {
    JsonValue v = layer.get(property);
    return v != null && !v.isNull();
  }

  /** The canonical key a binding names, or null (absent, literal, or reported). */
  private static String field(JsonValue v, String property, String pointer, String dataset,
      List<FieldMeta> schema, FieldManifest names, Diagnostics out) {
    if (v == null || v.isNull()) {
      return null;
    }
    JsonValue name = v;
    if (v.isObject() && (property.equals("color") || property.equals("label")
        || property.equals("popup") || property.equals("tooltip"))) {
      name = v.asObject().get("field");
      pointer = JsonPointer.child(pointer, "field");
      if (name == null) {
        return null;
      }
    }
    if (!name.isString()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "layer " + property + " must name a field");
      return null;
    }
    String text = name.asString();
    String key = names.resolve(text);
    if (key != null) {
      return key;
    }
    if (isLiteral(property, text)) {
      return null;
    }
    List<String> known = new ArrayList<>();
    schema.forEach(f -> known.add(f.key()));
    out.error("UNKNOWN_FIELD", pointer, "field '" + text + "' is not in dataset '" + dataset + "'"
        + DidYouMean.suggest(text, known));
    return null;
  }

  private static boolean isLiteral(String property, String text) {
    if (property.equals("popup")) {
      return text.contains("{{");
    }
    if (property.equals("color")) {
      String t = text.trim();
      return t.startsWith("#") || t.startsWith("rgb(") || t.startsWith("rgba(")
          || t.startsWith("hsl(") || t.startsWith("hsla(");
    }
    return false;
  }
}
