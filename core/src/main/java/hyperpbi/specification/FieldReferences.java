package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;

/**
 * Rewrites Field Manifest aliases to canonical keys where names can only mean base fields: root
 * calculations and event payloads over a known schema. Dataset stages and component bindings do
 * not go through here: they resolve each name against the schema flowing into them
 * ({@link hyperpbi.dataset.DatasetSchema#find}: key first, then a unique alias), so a field a
 * dataset derives, renames or aggregates is never mistaken for a base field sharing its alias.
 */
public final class FieldReferences {
  private FieldReferences() {}

  /** The key a name refers to, or the name itself for the stage checks to report. */
  static String resolve(FieldManifest names, String name) {
    String key = names.resolve(name);
    return key == null ? name : key;
  }

  /** Rewrites names in {@code calculations} in place. */
  public static void resolveCalculations(JsonObject spec, FieldManifest names) {
    JsonValue calculations = spec.get("calculations");
    if (calculations != null && calculations.isObject()) {
      expressions(calculations, names);
    }
  }

  /** Resolves every {@code field} and {@code valueFromRow} string member at any depth. */
  public static void expressions(JsonValue v, FieldManifest names) {
    if (v.isObject()) {
      JsonObject o = v.asObject();
      for (String leaf : new String[] {"field", "valueFromRow"}) {
        JsonValue name = o.get(leaf);
        if (name != null && name.isString()) {
          o.set(leaf, resolve(names, name.asString()));
        }
      }
      for (JsonObject.Member m : o) {
        if (m.getValue().isObject() || m.getValue().isArray()) {
          expressions(m.getValue(), names);
        }
      }
    } else if (v.isArray()) {
      for (JsonValue item : v.asArray()) {
        expressions(item, names);
      }
    }
  }
}
