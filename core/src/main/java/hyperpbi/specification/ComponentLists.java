package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * Where component lists live (contract-notes, Schema 2.0 root): the root {@code components}
 * and the {@code components} of {@code leftPanel}, {@code rightPanel} and {@code toolbar};
 * inside a component, its {@code components} and each tab's {@code components}. One place, so
 * that validation and the version 1.0 migration see the same components.
 */
final class ComponentLists {
  static final List<String> PANELS = List.of("leftPanel", "rightPanel", "toolbar");

  /** A top-level component list and its pointer. */
  record Root(JsonValue list, String pointer) {}

  /** Reached for each component object. */
  interface Visitor {
    void visit(JsonObject component, String pointer);
  }

  private ComponentLists() {}

  /** The top-level lists in document order (root first); absent ones are null. */
  static List<Root> roots(JsonObject spec) {
    List<Root> roots = new ArrayList<>();
    roots.add(new Root(spec.get("components"), "/components"));
    for (String panel : PANELS) {
      JsonValue p = spec.get(panel);
      if (p != null && p.isObject()) {
        roots.add(new Root(p.asObject().get("components"), "/" + panel + "/components"));
      }
    }
    return roots;
  }

  /**
   * Every component object at any depth, before its children, in document order; malformed
   * lists and entries are skipped (validation reports them).
   */
  static void visit(JsonObject spec, Visitor visitor) {
    for (Root root : roots(spec)) {
      list(root.list(), root.pointer(), visitor);
    }
  }

  private static void list(JsonValue v, String pointer, Visitor visitor) {
    if (v == null || !v.isArray()) {
      return;
    }
    for (int i = 0; i < v.asArray().size(); i++) {
      JsonValue item = v.asArray().get(i);
      if (item.isObject()) {
        component(item.asObject(), JsonPointer.child(pointer, i), visitor);
      }
    }
  }

  private static void component(JsonObject c, String pointer, Visitor visitor) {
    visitor.visit(c, pointer);
    list(c.get("components"), JsonPointer.child(pointer, "components"), visitor);
    JsonValue tabs = c.get("tabs");
    if (tabs != null && tabs.isArray()) {
      String at = JsonPointer.child(pointer, "tabs");
      for (int t = 0; t < tabs.asArray().size(); t++) {
        JsonValue tab = tabs.asArray().get(t);
        if (tab.isObject()) {
          list(tab.asObject().get("components"), JsonPointer.child(JsonPointer.child(at, t),
              "components"), visitor);
        }
      }
    }
  }
}
