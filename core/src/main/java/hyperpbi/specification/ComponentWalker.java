package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.TextShape;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Walks every component list of the document (root, panels, toolbar, containers, tabs,
 * overlays), checks type, id, properties and required bindings, and records each component with
 * the dataset it inherits.
 */
public final class ComponentWalker {
  private static final Set<String> TAB = Set.of("id", "label", "title", "components", "icon");

  private final Diagnostics out;
  /** Every component id seen so far, whether or not its component was valid enough to record. */
  private final Set<String> ids = new HashSet<>();
  private final List<ComponentNode> all = new ArrayList<>();
  private final Set<String> tabIds = new HashSet<>();

  private ComponentWalker(Diagnostics out) {
    this.out = out;
  }

  public static List<ComponentNode> walk(JsonObject spec, Diagnostics out) {
    ComponentWalker walker = new ComponentWalker(out);
    for (ComponentLists.Root root : ComponentLists.roots(spec)) {
      boolean rootList = root.pointer().equals("/components");
      if (rootList && (root.list() == null || !root.list().isArray())) {
        continue; // RootValidator reports the root list's absence or type
      }
      walker.list(root.list(), root.pointer(), Workspace.POWERBI, null);
    }
    return walker.all;
  }

  /**
   * A child list: absent is no children; any other shape than an array is reported, as for the
   * root list, so the children it meant are never silently dropped.
   */
  private void list(JsonValue v, String pointer, String dataset, String parentId) {
    if (v == null) {
      return;
    }
    if (!v.isArray()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "components must be an array of components, not "
          + Json.typeName(v));
      return;
    }
    JsonArray items = v.asArray();
    for (int i = 0; i < items.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      if (!items.get(i).isObject()) {
        out.error("INVALID_PROPERTY_TYPE", at, "a component must be an object");
        continue;
      }
      component(items.get(i).asObject(), at, dataset, parentId);
    }
  }

  private void component(JsonObject c, String pointer, String inherited, String parentId) {
    String id = id(c, pointer);
    ComponentType type = type(c, pointer);
    JsonValue ds = c.get("dataset");
    String dataset = inherited;
    if (ds != null) {
      if (ds.isString() && !Whitespace.isBlank(ds.asString())) {
        dataset = ds.asString();
      } else {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "dataset"),
            "dataset must name a dataset");
      }
    }
    if (type == null) {
      return;
    }
    properties(c, type, pointer);
    required(c, type, pointer);
    ComponentNode node = new ComponentNode(id, type, pointer, c, dataset, parentId);
    all.add(node);
    for (String child : type.childProperties()) {
      String childPointer = JsonPointer.child(pointer, child);
      if (child.equals("tabs")) {
        initialTab(c, pointer, tabs(c.get(child), childPointer, dataset, id));
      } else {
        list(c.get(child), childPointer, dataset, id);
      }
    }
  }

  private String id(JsonObject c, String pointer) {
    JsonValue v = c.get("id");
    String at = JsonPointer.child(pointer, "id");
    if (v == null) {
      out.error("MISSING_REQUIRED_PROPERTY", at, "component id is required");
      return null;
    }
    if (!idText(v, at, "component id")) {
      return null;
    }
    String id = v.asString();
    // Registered before the type is checked: a later component reusing the id of one with a
    // missing or unknown type is still a duplicate.
    if (!ids.add(id) || tabIds.contains(id)) {
      out.error("DUPLICATE_ID", at, "component id '" + id + "' is already used");
    }
    return id;
  }

  /**
   * Whether a present id is a string of {@link TextShape#COMPONENT_ID}: another JSON type is
   * INVALID_PROPERTY_TYPE (as everywhere a value has the wrong type), a string off the pattern
   * INVALID_ID.
   */
  private boolean idText(JsonValue v, String at, String what) {
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", at, what + " must be a string, not " + Json.typeName(v));
      return false;
    }
    if (!TextShape.COMPONENT_ID.accepts(v.asString())) {
      out.error("INVALID_ID", at, what + " " + v
          + " must match " + TextShape.COMPONENT_ID.pattern());
      return false;
    }
    return true;
  }

  private ComponentType type(JsonObject c, String pointer) {
    JsonValue v = c.get("type");
    String at = JsonPointer.child(pointer, "type");
    if (v == null) {
      out.error("MISSING_REQUIRED_PROPERTY", at, "component type is required");
      return null;
    }
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", at, "component type must be a string, not "
          + Json.typeName(v));
      return null;
    }
    ComponentType type = ComponentCatalog.get(v.asString());
    if (type == null) {
      out.error("UNKNOWN_COMPONENT_TYPE", at, "unknown component type '" + v.asString() + "'"
          + DidYouMean.suggest(v.asString(), ComponentCatalog.names()));
    }
    return type;
  }

  private void properties(JsonObject c, ComponentType type, String pointer) {
    Set<String> allowed = new HashSet<>(ComponentCatalog.SHARED);
    allowed.addAll(type.properties());
    for (JsonObject.Member m : c) {
      String elsewhere = ComponentCatalog.misplaced(type, m.getName());
      if (elsewhere != null) {
        // The code of any property the type does not take, with where it belongs.
        out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), type.name()
            + " has no property '" + m.getName() + "': " + elsewhere);
      } else if (!allowed.contains(m.getName())) {
        RootValidator.unknown(m.getName(), JsonPointer.child(pointer, m.getName()), allowed,
            type.name(), out);
      } else {
        Set<String> types = ComponentCatalog.jsonTypes(m.getName());
        String actual = Json.typeName(m.getValue());
        if (types != null && !types.contains(actual) && !stateBinding(m.getValue())) {
          out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, m.getName()), type.name()
              + " " + m.getName() + " must be " + String.join(" or ", new TreeSet<>(types))
              + ", not " + actual);
        } else if (m.getValue().isString()) {
          word(type, m.getName(), m.getValue().asString(), JsonPointer.child(pointer,
              m.getName()));
        }
      }
    }
  }

  private void word(ComponentType type, String property, String value, String pointer) {
    List<String> words = ComponentCatalog.words(property);
    if (words != null && !words.contains(value)) {
      out.warning("INVALID_PROPERTY_VALUE", pointer, type.name() + " " + property + " '" + value
          + "' is not one of " + String.join(", ", words) + "; it is drawn as the default"
          + DidYouMean.suggest(value, words));
    }
  }

  /**
   * {@code {"state": key}}: any component property may read a state value instead
   * (interaction.ViewInputs re-renders the component when it changes).
   */
  private static boolean stateBinding(JsonValue v) {
    return v.isObject() && v.asObject().get("state") != null
        && v.asObject().get("state").isString();
  }

  private void required(JsonObject c, ComponentType type, String pointer) {
    for (String alternatives : type.required()) {
      boolean present = false;
      // "a|b": either member; split by hand (String.split is a regex in the browser builds).
      for (int start = 0; start <= alternatives.length(); ) {
        int bar = alternatives.indexOf('|', start);
        int end = bar < 0 ? alternatives.length() : bar;
        // A present null is the wrong type, said where the member's type is checked.
        present |= c.get(alternatives.substring(start, end)) != null;
        start = end + 1;
      }
      if (!present) {
        int bar = alternatives.indexOf('|');
        String first = bar < 0 ? alternatives : alternatives.substring(0, bar);
        out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, first),
            type.name() + " requires " + alternatives.replace("|", " or "));
      }
    }
  }

  /**
   * An {@code initialTab} must name one of the component's tabs: the state would otherwise open
   * the first tab while the author asked for another, silently.
   */
  private void initialTab(JsonObject c, String pointer, List<String> tabIdsHere) {
    JsonValue v = c.get("initialTab");
    if (v == null || tabIdsHere == null) {
      return;
    }
    String at = JsonPointer.child(pointer, "initialTab");
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", at, "initialTab must be a tab id, not " + Json.typeName(v));
    } else if (!tabIdsHere.contains(v.asString())) {
      out.error("INVALID_PROPERTY_VALUE", at, "initialTab '" + v.asString()
          + "' is not a tab of this component" + DidYouMean.suggest(v.asString(), tabIdsHere)
          + "; its tabs are " + String.join(", ", tabIdsHere));
    }
  }

  /** A tab's label is the text its tab shows: required, and text (null and 5 showed nothing). */
  private void tabLabel(JsonValue label, String at) {
    if (label == null) {
      out.error("MISSING_REQUIRED_PROPERTY", at, "tab label is required (the text its tab shows)");
    } else if (!label.isString()) {
      out.error("INVALID_PROPERTY_TYPE", at, "tab label must be text, not " + Json.typeName(label));
    }
  }

  /** The ids of the tabs walked (null when {@code tabs} is not an array). */
  private List<String> tabs(JsonValue v, String pointer, String dataset, String parentId) {
    if (v == null || !v.isArray()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "tabs must be an array of {id, label, components}");
      return null;
    }
    List<String> here = new ArrayList<>();
    JsonArray tabs = v.asArray();
    for (int t = 0; t < tabs.size(); t++) {
      String at = JsonPointer.child(pointer, t);
      if (!tabs.get(t).isObject()) {
        out.error("INVALID_PROPERTY_TYPE", at, "a tab must be an object");
        continue;
      }
      JsonObject tab = tabs.get(t).asObject();
      for (JsonObject.Member m : tab) {
        if (!TAB.contains(m.getName())) {
          RootValidator.unknown(m.getName(), JsonPointer.child(at, m.getName()), TAB, "tab", out);
        }
      }
      JsonValue tabId = tab.get("id");
      if (tabId == null) {
        out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(at, "id"), "tab id is required");
      } else if (idText(tabId, JsonPointer.child(at, "id"), "tab id")) {
        here.add(tabId.asString());
        if (!tabIds.add(tabId.asString()) || ids.contains(tabId.asString())) {
          out.error("DUPLICATE_ID", JsonPointer.child(at, "id"),
              "id '" + tabId.asString() + "' is already used");
        }
      }
      tabLabel(tab.get("label"), JsonPointer.child(at, "label"));
      list(tab.get("components"), JsonPointer.child(at, "components"), dataset, parentId);
    }
    return here;
  }
}
