package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonOut;
import hyperpbi.json.JsonValues;
import java.util.List;

/**
 * A component's universal interaction with every {@code auto} and default resolved
 * (interactions.md §2). Defaults when the object is present: enabled, trigger auto, internal mode
 * filter for controls and highlight otherwise, scope others for controls and all otherwise,
 * external mode auto, operator {@code =}, selection mode replace, multiSelect true, showSelector
 * false, clearOnSecondClick true. A component without {@code interaction} has none.
 *
 * @param field canonical key of the payload field, or null (row-key payload)
 * @param value fixed payload value, or null to take it from the clicked row or control
 * @param targets component ids restricting internal linked behaviour; empty for no restriction
 */
public record InteractionPolicy(
    boolean enabled,
    Trigger trigger,
    InternalMode internalMode,
    InternalScope internalScope,
    ExternalMode externalMode,
    String field,
    String operator,
    JsonValue value,
    SelectionMode selectionMode,
    boolean multiSelect,
    boolean showSelector,
    boolean clearOnSecondClick,
    List<String> targets) {

  public enum Trigger { CLICK, CHANGE }

  public enum InternalMode { NONE, HIGHLIGHT, FILTER }

  public enum InternalScope { SELF, OTHERS, ALL }

  public enum ExternalMode { NONE, SELECTION, FILTER }

  public enum SelectionMode { REPLACE, TOGGLE, ADD }

  public InteractionPolicy {
    targets = List.copyOf(targets);
  }

  /** The same policy with a payload field (a control's own field). */
  InteractionPolicy withField(String key) {
    return new InteractionPolicy(enabled, trigger, internalMode, internalScope, externalMode, key,
        operator, value, selectionMode, multiSelect, showSelector, clearOnSecondClick, targets);
  }

  /** The policy of a component that declares no interaction. */
  public static InteractionPolicy none() {
    return new InteractionPolicy(false, Trigger.CLICK, InternalMode.NONE, InternalScope.SELF,
        ExternalMode.NONE, null, "=", null, SelectionMode.REPLACE, true, false, true, List.of());
  }

  static String name(Enum<?> e) {
    return e.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Writes the resolved policy; {@code selector} only for tables, the only selector UI. */
  void write(JsonOut out, boolean table) {
    out.beginInlineObject()
        .field("enabled", enabled)
        .field("trigger", name(trigger))
        .field("internalMode", name(internalMode))
        .field("internalScope", name(internalScope))
        .field("externalMode", name(externalMode))
        .field("field", field)
        .field("operator", operator);
    JsonValues.writeInline(out.key("value"), value);
    out.field("selectionMode", name(selectionMode))
        .field("multiSelect", multiSelect)
        .field("clearOnSecondClick", clearOnSecondClick);
    if (table) {
      out.field("showSelector", showSelector);
    }
    out.key("targets").beginArray();
    targets.forEach(out::value);
    out.endArray().endObject();
  }

  /** Resolves a declared {@code interaction} object for a component of this kind. */
  static InteractionPolicy resolve(JsonObject o, ComponentKind kind, boolean mapLayer) {
    boolean control = kind == ComponentKind.CONTROL;
    String trigger = text(o, "trigger", "auto");
    Trigger t = mapLayer ? Trigger.CLICK
        : trigger.equals("change") || (trigger.equals("auto") && control)
            ? Trigger.CHANGE : Trigger.CLICK;
    String internal = text(o, "internalMode", control ? "filter" : "highlight");
    String scope = text(o, "internalScope", control ? "others" : "all");
    String external = text(o, "externalMode", "auto");
    ExternalMode e = switch (external) {
      case "selection" -> ExternalMode.SELECTION;
      case "filter" -> ExternalMode.FILTER;
      case "auto" -> control ? ExternalMode.FILTER
          : kind == ComponentKind.OTHER ? ExternalMode.NONE : ExternalMode.SELECTION;
      default -> ExternalMode.NONE;
    };
    java.util.LinkedHashSet<String> targets = new java.util.LinkedHashSet<>();
    JsonValue target = o.get("target");
    if (target != null && target.isString()) {
      targets.add(target.asString());
    }
    JsonValue list = o.get("targets");
    if (list != null && list.isArray()) {
      for (JsonValue v : list.asArray()) {
        if (v.isString()) {
          targets.add(v.asString());
        }
      }
    }
    JsonValue value = o.get("value");
    return new InteractionPolicy(
        flag(o, "enabled", true),
        t,
        switch (internal) {
          case "none" -> InternalMode.NONE;
          case "filter" -> InternalMode.FILTER;
          default -> InternalMode.HIGHLIGHT;
        },
        switch (scope) {
          case "self" -> InternalScope.SELF;
          case "others" -> InternalScope.OTHERS;
          default -> InternalScope.ALL;
        },
        e,
        JsonValues.text(o, "field"),
        text(o, "operator", "="),
        value == null || value.isNull() ? null : value,
        switch (text(o, "selectionMode", "replace")) {
          case "toggle" -> SelectionMode.TOGGLE;
          case "add" -> SelectionMode.ADD;
          default -> SelectionMode.REPLACE;
        },
        flag(o, "multiSelect", true),
        flag(o, "showSelector", false),
        flag(o, "clearOnSecondClick", true),
        List.copyOf(targets));
  }

  private static String text(JsonObject o, String name, String fallback) {
    String s = JsonValues.text(o, name);
    return s == null ? fallback : s;
  }

  private static boolean flag(JsonObject o, String name, boolean fallback) {
    JsonValue v = o.get(name);
    return v != null && v.isBoolean() ? v.asBoolean() : fallback;
  }
}
