package hyperpbi.dataset;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Map layer dataset scope (data-model.txt): every layer resolves its own logical view from
 * {@code layer.dataset}, then the map component's dataset, then {@code powerbi}; its bindings,
 * renderer/label/popup/tooltip fields, visibility/filter fields and interaction fields all
 * validate against that view. Grouped views keep every contributing source row in their lineage,
 * so a grouped feature selects all of them.
 */
public final class MapLayerScope {
  private MapLayerScope() {}

  /** A field a layer names, with the pointer of the string that names it. */
  public record FieldRef(String name, String pointer) {}

  /** The view name of one layer: its own dataset, else the map's, else powerbi. */
  public static String viewName(JsonObject layer, String mapDataset) {
    JsonValue own = layer.get("dataset");
    if (own != null && own.isString()) {
      return own.asString();
    }
    return mapDataset != null ? mapDataset : Workspace.POWERBI;
  }

  /**
   * The key of a layer within its map: its {@code id}, or its index when it has no string id
   * (a non-string id is an error at preparation). Sites and eval output are
   * {@code <mapId>/<key>}.
   */
  public static String layerKey(JsonObject layer, int index) {
    JsonValue id = layer.get("id");
    return id != null && id.isString() ? id.asString() : Integer.toString(index);
  }

  /**
   * The key of each layer of a map, by index: null for a layer that is not an object, or whose
   * key repeats an earlier layer's ({@code DUPLICATE_ID} at preparation). The first layer keeps
   * the key, so sites and eval output never hold two layers under one key.
   */
  public static String[] layerKeys(JsonArray layers) {
    String[] keys = new String[layers.size()];
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < keys.length; i++) {
      if (layers.get(i).isObject()) {
        String key = layerKey(layers.get(i).asObject(), i);
        keys[i] = seen.add(key) ? key : null;
      }
    }
    return keys;
  }

  /**
   * Resolves every layer of a map. A layer naming an unknown or failed dataset gets
   * {@code UNKNOWN_DATASET} at its {@code dataset}; an inherited unknown dataset is the map's
   * own diagnostic and is not repeated per layer.
   *
   * @param layers the map's {@code layers} array
   * @param layersPointer pointer of that array
   * @param mapDataset the map component's effective dataset (its own or inherited), or null
   */
  public static List<LayerScope> resolve(JsonValue layers, String layersPointer, String mapDataset,
      Function<String, DatasetSchema> views, Diagnostics out) {
    List<LayerScope> scopes = new ArrayList<>();
    if (layers == null || !layers.isArray()) {
      return scopes;
    }
    JsonArray array = layers.asArray();
    for (int i = 0; i < array.size(); i++) {
      String pointer = JsonPointer.child(layersPointer, i);
      if (!array.get(i).isObject()) {
        continue; // the component validator reports the shape
      }
      JsonObject layer = array.get(i).asObject();
      JsonValue own = layer.get("dataset");
      if (own != null && !own.isString()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "dataset"),
            "map layer dataset must be a dataset name (string)");
        scopes.add(new LayerScope(i, pointer, null, null));
        continue;
      }
      String name = viewName(layer, mapDataset);
      DatasetSchema schema = views.apply(name);
      if (schema == null && own != null) {
        out.error("UNKNOWN_DATASET", JsonPointer.child(pointer, "dataset"), "map layer " + i
            + " reads dataset '" + name + "', which is not an available dataset");
      }
      scopes.add(new LayerScope(i, pointer, name, schema));
    }
    return scopes;
  }

  public static List<LayerScope> resolve(JsonValue layers, String layersPointer, String mapDataset,
      DatasetSchemas schemas, Diagnostics out) {
    return resolve(layers, layersPointer, mapDataset, schemas::view, out);
  }

  /** Validates named field references against one layer's view; returns the fields found. */
  public static List<FieldMeta> checkFields(LayerScope scope, List<FieldRef> refs,
      Diagnostics out) {
    List<FieldMeta> found = new ArrayList<>();
    for (FieldRef ref : refs) {
      FieldMeta f = scope.field(ref.name(), ref.pointer(), out);
      if (f != null) {
        found.add(f);
      }
    }
    return found;
  }
}
