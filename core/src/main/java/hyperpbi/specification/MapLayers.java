package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The map layer contract: allowed properties and which of them name fields of the layer view. */
final class MapLayers {
  static final List<String> FIELD_PROPERTIES =
      List.of("latitude", "longitude", "geometry", "address", "label", "color", "size");
  static final List<String> FIELD_LIST_PROPERTIES = List.of("popup", "tooltip");
  private static final Set<String> OTHER = Set.of("id", "type", "name", "dataset", "visible",
      "filter", "interaction", "renderer", "style", "opacity", "radius", "minZoom", "maxZoom",
      "fieldSource");
  private static final Set<String> TYPES = Set.of("point", "marker", "circle", "heatmap", "line",
      "polygon", "geojson", "cluster");

  private MapLayers() {}

  static void checkShapes(JsonArray layers, String pointer, Diagnostics out) {
    Set<String> allowed = new TreeSet<>(OTHER);
    allowed.addAll(FIELD_PROPERTIES);
    allowed.addAll(FIELD_LIST_PROPERTIES);
    for (int i = 0; i < layers.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      if (!layers.get(i).isObject()) {
        out.error("INVALID_PROPERTY_TYPE", at, "a map layer must be an object");
        continue;
      }
      JsonObject layer = layers.get(i).asObject();
      for (JsonObject.Member m : layer) {
        if (!allowed.contains(m.getName())) {
          RootValidator.unknown(m.getName(), JsonPointer.child(at, m.getName()), allowed,
              "map layer", out);
        }
      }
      JsonValue type = layer.get("type");
      if (type != null && (!type.isString() || !TYPES.contains(type.asString()))) {
        out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(at, "type"), "layer type must be "
            + "one of " + String.join("|", new TreeSet<>(TYPES)) + ", not " + type);
      }
    }
  }
}
