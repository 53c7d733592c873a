package hyperpbi.specification;

import hyperpbi.diagnostic.DidYouMean;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.Map;
import java.util.Set;

/** Strict schema 2.0 root: allowed properties and their JSON types (contract-notes §1). */
public final class RootValidator {
  /** Root property → allowed JSON types. */
  private static final Map<String, Set<String>> ROOT = Map.ofEntries(
      // The JSON Schema an editor validates against (hyperpbi.schema.json): VS Code reads it.
      Map.entry("$schema", Set.of("string")),
      Map.entry("version", Set.of("string")),
      Map.entry("title", Set.of("string")),
      Map.entry("theme", Set.of("string", "object")),
      Map.entry("layout", Set.of("string", "object")),
      Map.entry("state", Set.of("object")),
      Map.entry("app", Set.of("object")),
      Map.entry("leftPanel", Set.of("object")),
      Map.entry("rightPanel", Set.of("object")),
      Map.entry("toolbar", Set.of("object")),
      Map.entry("components", Set.of("array")),
      Map.entry("css", Set.of("string")),
      Map.entry("styles", Set.of("object")),
      Map.entry("calculations", Set.of("object")),
      Map.entry("data", Set.of("object")),
      Map.entry("definitions", Set.of("object")));

  private static final Set<String> DATA = Set.of("datasets", "sources");
  private static final Set<String> CALCULATIONS = Set.of("fields", "metrics");

  private RootValidator() {}

  /** The root properties with the JSON types each takes (sorted by name). */
  public static Map<String, Set<String>> rootTypes() {
    return new java.util.TreeMap<>(ROOT);
  }

  /** The properties of {@code data} and of {@code calculations}. */
  public static Set<String> dataProperties() {
    return new java.util.TreeSet<>(DATA);
  }

  public static Set<String> calculationsProperties() {
    return new java.util.TreeSet<>(CALCULATIONS);
  }

  public static void validate(JsonObject spec, Diagnostics out) {
    for (JsonObject.Member m : spec) {
      String pointer = JsonPointer.child("", m.getName());
      Set<String> types = ROOT.get(m.getName());
      if (types == null) {
        unknown(m.getName(), pointer, ROOT.keySet(), "root", out);
      } else if (!types.contains(Json.typeName(m.getValue()))) {
        out.error("INVALID_PROPERTY_TYPE", pointer, m.getName() + " must be "
            + String.join(" or ", new java.util.TreeSet<>(types)) + ", not "
            + Json.typeName(m.getValue()));
      }
    }
    if (spec.get("components") == null) {
      out.error("MISSING_REQUIRED_PROPERTY", "/components",
          "components is required (it may be an empty array)");
    }
    for (String panel : ComponentLists.PANELS) {
      panelOpen(spec.get(panel), "/" + panel, out);
    }
    children(spec.get("data"), "/data", DATA, "data", out);
    children(spec.get("calculations"), "/calculations", CALCULATIONS, "calculations", out);
    JsonValue data = spec.get("data");
    if (data != null && data.isObject()) {
      objectOf(data.asObject().get("datasets"), "/data/datasets", out);
      objectOf(data.asObject().get("sources"), "/data/sources", out);
    }
  }

  private static void children(JsonValue v, String pointer, Set<String> allowed, String where,
      Diagnostics out) {
    if (v == null || !v.isObject()) {
      return;
    }
    for (JsonObject.Member m : v.asObject()) {
      if (!allowed.contains(m.getName())) {
        unknown(m.getName(), JsonPointer.child(pointer, m.getName()), allowed, where, out);
      }
    }
  }

  /**
   * A panel's {@code open} seeds the sidebar state (default open): another type than a boolean
   * would be read as open, silently.
   */
  private static void panelOpen(JsonValue panel, String pointer, Diagnostics out) {
    JsonValue open = panel != null && panel.isObject() ? panel.asObject().get("open") : null;
    if (open != null && !open.isBoolean()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "open"),
          "open must be boolean, not " + Json.typeName(open));
    }
  }

  private static void objectOf(JsonValue v, String pointer, Diagnostics out) {
    if (v != null && !v.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, pointer.substring(pointer.lastIndexOf('/') + 1)
          + " must be an object keyed by name, not " + Json.typeName(v));
    }
  }

  static void unknown(String name, String pointer, Set<String> allowed, String where,
      Diagnostics out) {
    out.error("UNKNOWN_PROPERTY", pointer, "unknown " + where + " property '" + name + "'"
        + DidYouMean.suggest(name, allowed));
  }
}
