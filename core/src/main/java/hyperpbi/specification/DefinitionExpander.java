package hyperpbi.specification;

import hyperpbi.diagnostic.DidYouMean;
import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonDepth;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves {@code "use": "name"} against root {@code definitions}: objects merge recursively with
 * the using object winning, arrays and scalars are replaced, a definition's {@code id} is dropped,
 * unknown names and cycles are errors. Returns an expanded copy.
 *
 * <p>Expansion is bounded, since definitions can say a lot in little text: a chain of uses, or
 * a definition nesting uses of the next, would recurse past any browser stack, and a definition
 * using the next twice doubles with every level (2^40 components from 40 short lines). Past
 * {@link JsonDepth#MAX} levels (objects and arrays of the result plus definitions being expanded)
 * the expansion is {@code DEFINITION_TOO_DEEP}, past {@link #MAX_VALUES} values copied out of
 * definitions {@code DEFINITION_TOO_LARGE}, each once at the document's {@code use} that started
 * it, and the specification is not prepared further.
 */
public final class DefinitionExpander {
  /** Values copied out of definitions: far beyond any real dashboard, well within memory. */
  public static final int MAX_VALUES = 1_000_000;

  private final JsonObject definitions;
  private final Diagnostics out;
  /** The {@code use} pointers of the definitions being expanded, outermost first. */
  private final List<String> uses = new ArrayList<>();
  private int copied;
  private boolean stopped;

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
          ? m.getValue() : expander.value(m.getValue(), pointer, new ArrayList<>(), 2));
    }
    return expander.stopped ? null : result;
  }

  /** @param depth the nesting level of {@code v} in the result (the root object is 1) */
  private JsonValue value(JsonValue v, String pointer, List<String> chain, int depth) {
    if (stopped || !withinLimits(chain, depth)) {
      return Json.NULL;
    }
    if (v.isObject()) {
      return object(v.asObject(), pointer, chain, depth);
    }
    if (v.isArray()) {
      JsonArray copy = new JsonArray();
      JsonArray items = v.asArray();
      for (int i = 0; i < items.size() && !stopped; i++) {
        copy.add(value(items.get(i), JsonPointer.child(pointer, i), chain, depth + 1));
      }
      return copy;
    }
    return v;
  }

  /** False, after reporting once, when the expansion under way is too deep or too large. */
  private boolean withinLimits(List<String> chain, int depth) {
    if (chain.isEmpty()) {
      return true; // the document's own text, whose depth the parser already bounded
    }
    String limit = null;
    String code = null;
    if (depth + chain.size() > JsonDepth.MAX) {
      code = "DEFINITION_TOO_DEEP";
      limit = "nests deeper than " + JsonDepth.MAX + " levels (objects, arrays and definitions "
          + "using definitions together)";
    } else if (++copied > MAX_VALUES) {
      code = "DEFINITION_TOO_LARGE";
      limit = "makes more than " + MAX_VALUES + " values";
    }
    if (code == null) {
      return true;
    }
    stopped = true;
    out.error(code, uses.get(0), "expanding definition '" + chain.get(0) + "' " + limit);
    return false;
  }

  private JsonObject object(JsonObject o, String pointer, List<String> chain, int depth) {
    JsonObject own = new JsonObject();
    for (JsonObject.Member m : o) {
      if (stopped) {
        return own;
      }
      if (!m.getName().equals("use")) {
        own.add(m.getName(), value(m.getValue(), JsonPointer.child(pointer, m.getName()), chain,
            depth + 1));
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
    JsonObject base = definition(use.asString(), usePointer, chain, depth);
    return base == null ? own : merge(base, own);
  }

  private JsonObject definition(String name, String pointer, List<String> chain, int depth) {
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
    uses.add(pointer);
    if (!withinLimits(chain, depth)) {
      return null;
    }
    JsonObject expanded = object(def.asObject(), JsonPointer.child("/definitions", name), chain,
        depth);
    uses.remove(uses.size() - 1);
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
