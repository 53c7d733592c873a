package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.dataset.MapLayerScope;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The map layer contract: allowed properties and which of them name fields of the layer view. */
final class MapLayers {
  static final List<String> FIELD_PROPERTIES =
      List.of("latitude", "longitude", "geometry", "address", "label", "color", "size");
  static final List<String> FIELD_LIST_PROPERTIES = List.of("popup", "tooltip");
  /**
   * Objects whose {@code field} names a field of the layer view (data-model.txt: renderer and
   * visibility fields use the layer's view): {@code renderer} is an object, {@code visible} a
   * Boolean or an object. The layer's {@code filter} is checked and applied by
   * {@link hyperpbi.dataset.LayerFilter}.
   */
  static final List<String> FIELD_OBJECT_PROPERTIES = List.of("renderer", "visible");
  private static final Set<String> OTHER = Set.of("id", "type", "name", "dataset",
      "interaction", "style", "opacity", "radius", "minZoom", "maxZoom", "fieldSource",
      "filter");
  private static final Set<String> TYPES = Set.of("point", "marker", "circle", "heatmap", "line",
      "polygon", "geojson", "cluster");

  private MapLayers() {}

  static void checkShapes(JsonArray layers, String pointer, Diagnostics out) {
    Set<String> allowed = new TreeSet<>(OTHER);
    allowed.addAll(FIELD_PROPERTIES);
    allowed.addAll(FIELD_LIST_PROPERTIES);
    allowed.addAll(FIELD_OBJECT_PROPERTIES);
    Map<String, Integer> keys = new HashMap<>();
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
      memberTypes(layer, at, out);
      id(layer, i, keys, at, out);
    }
  }

  /**
   * A layer's id is a string (no pattern is given for layer ids) and its key (the id, else its
   * index) is unique in its map: the key names its site and its eval output entry.
   */
  private static void id(JsonObject layer, int index, Map<String, Integer> keys, String at,
      Diagnostics out) {
    JsonValue id = layer.get("id");
    if (id != null && !id.isString()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, "id"), "a map layer id must be "
          + "a string, not " + Json.typeName(id) + "; the layer is keyed by its index " + index);
    }
    String key = MapLayerScope.layerKey(layer, index);
    Integer first = keys.putIfAbsent(key, index);
    if (first != null) {
      out.error("DUPLICATE_ID", id != null && id.isString() ? JsonPointer.child(at, "id") : at,
          "map layer key '" + key + "' (its id, or its index without one) is already used by "
          + "layer " + first + "; this layer is left out of the map");
    }
  }

  /**
   * The JSON types of the members that name fields; a member of another type could name no
   * field, so it is an error rather than a silently unbound layer property.
   */
  private static void memberTypes(JsonObject layer, String at, Diagnostics out) {
    for (String prop : FIELD_LIST_PROPERTIES) {
      FieldLists.shape(layer, prop, at, out);
    }
    objectMember(layer, "renderer", at, false, out);
    objectMember(layer, "visible", at, true, out);
  }

  private static void objectMember(JsonObject layer, String prop, String at, boolean orBoolean,
      Diagnostics out) {
    JsonValue v = layer.get(prop);
    if (v == null || v.isNull() || v.isObject() || (orBoolean && v.isBoolean())) {
      return;
    }
    out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, prop), prop + " must be "
        + (orBoolean ? "a Boolean or an object" : "an object") + ", not " + Json.typeName(v));
  }

  /** An object whose {@code field} member names a field, and that member's pointer. */
  record FieldObject(JsonObject owner, String fieldPointer) {}

  /** The objects of a layer's field-object members ({@link #FIELD_OBJECT_PROPERTIES}). */
  static List<FieldObject> fieldObjects(JsonObject layer, String at) {
    List<FieldObject> objects = new ArrayList<>();
    for (String prop : FIELD_OBJECT_PROPERTIES) {
      JsonValue v = layer.get(prop);
      String pointer = JsonPointer.child(at, prop);
      if (v != null && v.isObject()) {
        objects.add(new FieldObject(v.asObject(), JsonPointer.child(pointer, "field")));
      }
    }
    return objects;
  }
}
