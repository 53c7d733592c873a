package hyperpbi.specification;

import hyperpbi.diagnostic.DidYouMean;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves {@code "use": "name"} against root {@code definitions}: objects merge recursively with
 * the using object winning, arrays and scalars are replaced, a definition's {@code id} is dropped,
 * unknown names and cycles are errors. Returns an expanded copy.
 */
public final class DefinitionExpander {
  private final JsonObject definitions;
  private final Diagnostics out;

  private DefinitionExpander(JsonObject definitions, Diagnostics out) {
    this.definitions = definitions;
    this.out = out;
  }

  public static JsonObject expand(JsonObject spec, Diagnostics out) {
    JsonValue defs = spec.get("definitions");
    // A definitions member of another type is RootValidator's (the root types' one check): it
    // stays in the result unchanged and is reported there, once; here it defines nothing.
    JsonObject definitions = defs != null && defs.isObject() ? defs.asObject() : new JsonObject();
    DefinitionExpander expander = new DefinitionExpander(definitions, out);
    JsonObject result = new JsonObject();
    for (JsonObject.Member m : spec) {
      String pointer = JsonPointer.child("", m.getName());
      result.add(m.getName(), m.getName().equals("definitions")
          ? m.getValue() : expander.value(m.getValue(), pointer, new ArrayList<>()));
    }
    return result;
  }

  private JsonValue value(JsonValue v, String pointer, List<String> chain) {
    if (v.isObject()) {
      return object(v.asObject(), pointer, chain);
    }
    if (v.isArray()) {
      JsonArray copy = new JsonArray();
      JsonArray items = v.asArray();
      for (int i = 0; i < items.size(); i++) {
        copy.add(value(items.get(i), JsonPointer.child(pointer, i), chain));
      }
      return copy;
    }
    return v;
  }

  private JsonObject object(JsonObject o, String pointer, List<String> chain) {
    JsonObject own = new JsonObject();
    for (JsonObject.Member m : o) {
      if (!m.getName().equals("use")) {
        own.add(m.getName(), value(m.getValue(), JsonPointer.child(pointer, m.getName()), chain));
      }
    }
    JsonValue use = o.get("use");
    if (use == null) {
      return own;
    }
    String usePointer = JsonPointer.child(pointer, "use");
    if (!use.isString()) {
      out.error("INVALID_PROPERTY_TYPE", usePointer, "use must name a definition");
      return own;
    }
    JsonObject base = definition(use.asString(), usePointer, chain);
    return base == null ? own : merge(base, own);
  }

  private JsonObject definition(String name, String pointer, List<String> chain) {
    if (chain.contains(name)) {
      List<String> cycle = new ArrayList<>(chain.subList(chain.indexOf(name), chain.size()));
      cycle.add(name);
      out.error("DEFINITION_CYCLE", pointer, "definitions use each other in a cycle: "
          + String.join(" -> ", cycle));
      return null;
    }
    JsonValue def = definitions.get(name);
    if (def == null || !def.isObject()) {
      out.error("UNKNOWN_DEFINITION", pointer, "unknown definition '" + name + "'"
          + DidYouMean.suggest(name, definitions.names()));
      return null;
    }
    chain.add(name);
    JsonObject expanded = object(def.asObject(), JsonPointer.child("/definitions", name), chain);
    chain.remove(chain.size() - 1);
    expanded.remove("id");
    return expanded;
  }

  private static JsonObject merge(JsonObject base, JsonObject overlay) {
    JsonObject result = new JsonObject();
    for (JsonObject.Member m : base) {
      JsonValue mine = overlay.get(m.getName());
      if (mine == null) {
        result.add(m.getName(), m.getValue());
      } else if (mine.isObject() && m.getValue().isObject()) {
        result.add(m.getName(), merge(m.getValue().asObject(), mine.asObject()));
      } else {
        result.add(m.getName(), mine);
      }
    }
    for (JsonObject.Member m : overlay) {
      if (base.get(m.getName()) == null) {
        result.add(m.getName(), m.getValue());
      }
    }
    return result;
  }
}
