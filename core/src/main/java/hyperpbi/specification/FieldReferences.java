package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldManifest;

/**
 * The one canonical traversal of every place a specification names a field (dataset stages,
 * expressions, component bindings, interactions, event payloads, drill levels, map layers).
 * Preparation uses it to rewrite aliases to canonical keys before evaluation.
 */
public final class FieldReferences {
  private FieldReferences() {}

  /** The key a name refers to, or the name itself for the stage checks to report. */
  static String resolve(FieldManifest names, String name) {
    String key = names.resolve(name);
    return key == null ? name : key;
  }

  /** Rewrites names in {@code data.datasets} and {@code calculations} in place. */
  public static void resolveData(JsonObject spec, FieldManifest names) {
    JsonValue calculations = spec.get("calculations");
    if (calculations != null && calculations.isObject()) {
      expressions(calculations, names);
    }
    JsonValue data = spec.get("data");
    JsonValue datasets = data != null && data.isObject() ? data.asObject().get("datasets") : null;
    if (datasets == null || !datasets.isObject()) {
      return;
    }
    for (JsonObject.Member m : datasets.asObject()) {
      if (m.getValue().isObject()) {
        definition(m.getValue().asObject(), names);
      }
    }
  }

  private static void definition(JsonObject d, FieldManifest names) {
    JsonValue filter = d.get("filter");
    if (filter != null) {
      expressions(filter, names);
    }
    JsonValue derive = d.get("derive");
    if (derive != null) {
      expressions(derive, names);
    }
    JsonValue rename = d.get("rename");
    if (rename != null && rename.isObject()) {
      JsonObject renamed = new JsonObject();
      for (JsonObject.Member m : rename.asObject()) {
        renamed.add(resolve(names, m.getName()), m.getValue());
      }
      d.set("rename", renamed);
    }
    stringList(d.get("select"), names);
    stringList(d.get("groupBy"), names);
    stringList(d.get("distinct"), names);
    for (String nested : new String[] {"metrics", "sort"}) {
      JsonValue v = d.get(nested);
      if (v != null) {
        expressions(v, names);
      }
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

  /** Resolves each string of an array (or string elements of objects' "field"). */
  public static void stringList(JsonValue v, FieldManifest names) {
    if (v == null || !v.isArray()) {
      return;
    }
    JsonArray list = v.asArray();
    for (int i = 0; i < list.size(); i++) {
      JsonValue item = list.get(i);
      if (item.isString()) {
        list.set(i, resolve(names, item.asString()));
      } else if (item.isObject()) {
        expressions(item, names);
      }
    }
  }
}
