package hyperpbi.ui;

import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.ComponentCatalog;
import hyperpbi.specification.ComponentNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Components by id in document order, with the tab ids of each tabs component. */
public final class ComponentIndex {
  private final Map<String, ComponentNode> byId = new LinkedHashMap<>();
  private final Map<String, List<String>> tabs = new LinkedHashMap<>();

  public ComponentIndex(List<ComponentNode> components) {
    for (ComponentNode c : components) {
      if (c.id() == null || byId.containsKey(c.id())) {
        continue;
      }
      byId.put(c.id(), c);
      if (c.type().name().equals("tabs")) {
        List<String> ids = new ArrayList<>();
        JsonValue list = c.json().get("tabs");
        if (list != null && list.isArray()) {
          for (JsonValue tab : list.asArray()) {
            String id = tab.isObject() ? JsonValues.text(tab.asObject(), "id") : null;
            if (id != null) {
              ids.add(id);
            }
          }
        }
        tabs.put(c.id(), Collections.unmodifiableList(ids));
      }
    }
  }

  public ComponentNode get(String id) {
    return id == null ? null : byId.get(id);
  }

  public boolean exists(String id) {
    return get(id) != null;
  }

  /** Components in document order. */
  public List<ComponentNode> all() {
    return new ArrayList<>(byId.values());
  }

  public java.util.Set<String> ids() {
    return byId.keySet();
  }

  public boolean isOverlay(String id) {
    ComponentNode c = get(id);
    return c != null && ComponentCatalog.isOverlay(c.type().name());
  }

  /** Tab ids of a tabs component, or null when {@code id} is not one. */
  public List<String> tabIds(String id) {
    return tabs.get(id);
  }

  public Map<String, List<String>> tabs() {
    return tabs;
  }
}
