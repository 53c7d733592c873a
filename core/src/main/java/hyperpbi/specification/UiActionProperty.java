package hyperpbi.specification;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A component's {@code uiAction} (interactions.md: "{@code uiAction} changes interface state"):
 * one UI action object or an array of them, run when the component is clicked. A button's
 * legacy inputs are read as its uiAction, each with a {@code LEGACY_PROPERTY_MIGRATED} warning:
 * {@code action} (an action object, or the original HyperPBI's action name such as
 * {@code "clearFilters"} or {@code "setTab"}, whose value is {@code actionValue}) and
 * {@code actions} (an array of action objects). Diagnostics keep the pointers the author wrote.
 */
public final class UiActionProperty {
  public static final String NAME = "uiAction";
  /**
   * The tabs component the original's {@code "action": "setTab"} switches: its buttons always
   * targeted {@code mainTabs}, so a specification written for it keeps doing so.
   */
  public static final String LEGACY_TAB_TARGET = "mainTabs";

  private static final List<String> LEGACY = List.of("action", "actions", "actionValue");
  /** The action types whose {@code value} a legacy {@code actionValue} gives. */
  private static final List<String> VALUED = List.of("setTab", "setState", "setStep");

  private UiActionProperty() {}

  /**
   * One action as written.
   *
   * @param json the action object (for a legacy action name, the object it stands for)
   * @param pointer where the action was written
   * @param valuePointer for an action built from a legacy action name, where its value was
   *     written ({@code actionValue}); null for an action written as an object. The members a
   *     built action's problems would name were never written, so they belong to
   *     {@code pointer} itself, or to {@code valuePointer} for its value
   */
  public record Entry(JsonValue json, String pointer, String valuePointer) {
    /** Where a problem the action parser reports at {@code path} is shown to the author. */
    public String authored(String path) {
      if (valuePointer == null || !path.startsWith(pointer + "/")) {
        return path;
      }
      return path.equals(JsonPointer.child(pointer, "value")) ? valuePointer : pointer;
    }
  }

  /**
   * The actions a click on {@code component} runs, in order. Problems of the property itself
   * (its JSON type, legacy inputs beside {@code uiAction}) and the migration warnings go to
   * {@code out}; each action's own problems are its parser's.
   *
   * @param isActionType whether a legacy action name names a UI action type
   */
  public static List<Entry> of(JsonObject component, String pointer,
      Predicate<String> isActionType, Diagnostics out) {
    List<Entry> entries = new ArrayList<>();
    JsonValue modern = component.get(NAME);
    if (modern != null) {
      read(modern, JsonPointer.child(pointer, NAME), entries, out);
      for (String legacy : LEGACY) {
        if (component.get(legacy) != null) {
          out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, legacy), "use uiAction or the "
              + "legacy action/actions, not both: only uiAction runs");
        }
      }
      return entries;
    }
    legacyAction(component, pointer, isActionType, entries, out);
    JsonValue many = component.get("actions");
    if (many != null) {
      String at = JsonPointer.child(pointer, "actions");
      if (!many.isArray()) {
        out.error("INVALID_PROPERTY_TYPE", at, "actions must be an array of UI actions");
      } else {
        out.warning("LEGACY_PROPERTY_MIGRATED", at, "'actions' is a legacy button property, "
            + "read as uiAction (an array of UI actions); write \"uiAction\": [...]");
        for (int i = 0; i < many.asArray().size(); i++) {
          entries.add(new Entry(many.asArray().get(i), JsonPointer.child(at, i), null));
        }
      }
    }
    return entries;
  }

  /** {@code uiAction}: one action, or an array of them. */
  private static void read(JsonValue v, String at, List<Entry> entries, Diagnostics out) {
    if (v.isArray()) {
      for (int i = 0; i < v.asArray().size(); i++) {
        entries.add(new Entry(v.asArray().get(i), JsonPointer.child(at, i), null));
      }
    } else if (v.isObject() || v.isString()) {
      entries.add(new Entry(v, at, null));  // a string: the parser refuses handler strings
    } else {
      out.error("INVALID_PROPERTY_TYPE", at, "uiAction must be a UI action object or an array "
          + "of them, not " + Json.typeName(v));
    }
  }

  private static void legacyAction(JsonObject component, String pointer,
      Predicate<String> isActionType, List<Entry> entries, Diagnostics out) {
    JsonValue single = component.get("action");
    JsonValue value = component.get("actionValue");
    String at = JsonPointer.child(pointer, "action");
    String valueAt = JsonPointer.child(pointer, "actionValue");
    boolean named = single != null && single.isString() && isActionType.test(single.asString());
    if (value != null && !named) {
      out.error("INVALID_PROPERTY_VALUE", valueAt, "actionValue is the value of an action "
          + "named by a string (the original's \"action\": \"setTab\"); a UI action object "
          + "carries its own value");
    }
    if (single == null) {
      return;
    }
    if (!named) {
      out.warning("LEGACY_PROPERTY_MIGRATED", at, "'action' is a legacy button property, read "
          + "as uiAction; write \"uiAction\": {...}");
      entries.add(new Entry(single, at, null));  // an object, or refused by the parser
      return;
    }
    String type = single.asString();
    JsonObject action = new JsonObject().add("type", type);
    if (type.equals("setTab")) {
      action.add("target", LEGACY_TAB_TARGET);
    }
    if (value != null && VALUED.contains(type)) {
      action.add("value", value);
    }
    out.warning("LEGACY_PROPERTY_MIGRATED", at, "the original HyperPBI's action \"" + type
        + "\" read as uiAction " + action);
    if (value != null) {
      out.warning("LEGACY_PROPERTY_MIGRATED", valueAt, "the original HyperPBI's actionValue "
          + (VALUED.contains(type) ? "read as the value of uiAction " + type
              : "is not read: " + type + " takes no value"));
    }
    entries.add(new Entry(action, at, valueAt));
  }
}
