package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;

/**
 * The one canonical traversal of every place a specification names a field (dataset stages,
 * expressions, component bindings, interactions, event payloads, drill levels, map layers).
 * Preparation uses it to rewrite aliases to canonical keys before evaluation.
 */
public final class FieldReferences {
  private FieldReferences() {}

  /** Rewrites names in {@code data.datasets} and {@code calculations} in place. */
  public static void resolveData(JsonObject spec, FieldNames names) {
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

  private static void definition(JsonObject d, FieldNames names) {
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
        renamed.add(names.resolve(m.getName()), m.getValue());
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
  public static void expressions(JsonValue v, FieldNames names) {
    if (v.isObject()) {
      JsonObject o = v.asObject();
      for (String leaf : new String[] {"field", "valueFromRow"}) {
        JsonValue name = o.get(leaf);
        if (name != null && name.isString()) {
          o.set(leaf, names.resolve(name.asString()));
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
  public static void stringList(JsonValue v, FieldNames names) {
    if (v == null || !v.isArray()) {
      return;
    }
    JsonArray list = v.asArray();
    for (int i = 0; i < list.size(); i++) {
      JsonValue item = list.get(i);
      if (item.isString()) {
        list.set(i, names.resolve(item.asString()));
      } else if (item.isObject()) {
        expressions(item, names);
      }
    }
  }
}
