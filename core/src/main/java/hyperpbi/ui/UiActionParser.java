package hyperpbi.ui;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonValues;
import hyperpbi.specification.UiActionProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses one UI action object strictly: a known {@code type}, only that type's properties, the
 * required values, and targets that exist and have the right kind (tabs for setTab with a known
 * tab id, overlays for the overlay actions, any component for scrollTo). Every problem is a
 * diagnostic at the offending pointer; the result is null when the action cannot run.
 */
public final class UiActionParser {
  public static final double TOAST_MIN_MS = 1_000;
  public static final double TOAST_MAX_MS = 30_000;

  private static final Map<String, List<String>> PROPERTIES = Map.ofEntries(
      Map.entry("clearFilters", List.of()),
      Map.entry("setTab", List.of("target", "value")),
      Map.entry("setState", List.of("target", "value")),
      Map.entry("toggleState", List.of("target")),
      Map.entry("toggleSidebar", List.of()),
      Map.entry("openOverlay", List.of("target")),
      Map.entry("closeOverlay", List.of("target")),
      Map.entry("toggleOverlay", List.of("target")),
      Map.entry("setStep", List.of("target", "value")),
      Map.entry("nextStep", List.of("target")),
      Map.entry("previousStep", List.of("target")),
      Map.entry("showToast", List.of("message", "title", "intent", "durationMs", "id")),
      Map.entry("dismissToast", List.of("target")),
      Map.entry("scrollTo", List.of("target")),
      Map.entry("refresh", List.of()));

  private final ComponentIndex components;
  private final Diagnostics out;
  private boolean ok;

  private UiActionParser(ComponentIndex components, Diagnostics out) {
    this.components = components;
    this.out = out;
  }

  public static UiAction parse(JsonValue v, String pointer, ComponentIndex components,
      Diagnostics out) {
    return new UiActionParser(components, out).action(v, pointer);
  }

  /**
   * The valid UI actions a click on a component runs ({@link UiActionProperty}: its
   * {@code uiAction}, or a button's legacy {@code action}/{@code actions}), in order. Every
   * problem goes to {@code out} at the pointer the author wrote; an invalid action is left out.
   */
  public static List<UiAction> ofComponent(JsonObject component, String pointer,
      ComponentIndex components, Diagnostics out) {
    List<UiAction> actions = new ArrayList<>();
    for (UiActionProperty.Entry entry : UiActionProperty.of(component, pointer,
        UiActionParser::isType, out)) {
      Diagnostics own = new Diagnostics();
      UiAction action = parse(entry.json(), entry.pointer(), components, own);
      for (Diagnostic d : own.sorted()) {
        out.add(new Diagnostic(d.severity(), d.code(), entry.authored(d.path()), d.message()));
      }
      if (action != null) {
        actions.add(action);
      }
    }
    return actions;
  }

  /** The properties an action of {@code type} takes besides type, or null for no such type. */
  public static List<String> properties(String type) {
    return PROPERTIES.get(type);
  }

  /** True when {@code name} is one of the fifteen UI action types. */
  public static boolean isType(String name) {
    return PROPERTIES.containsKey(name);
  }

  private UiAction action(JsonValue v, String pointer) {
    if (v == null || !v.isObject()) {
      out.error("INVALID_ACTION", pointer, v != null && v.isString()
          ? "an action must be an object with a type; handler strings are not accepted"
          : "an action must be an object with a type");
      return null;
    }
    JsonObject o = v.asObject();
    JsonValue typeValue = o.get("type");
    if (typeValue == null) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, "type"),
          "an action needs a type, one of " + String.join(", ", UiAction.TYPES));
      return null;
    }
    if (!typeValue.isString()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "type"),
          "an action type must be a string, one of " + String.join(", ", UiAction.TYPES));
      return null;
    }
    String type = typeValue.asString();
    if (!PROPERTIES.containsKey(type)) {
      out.error("UNKNOWN_ACTION", JsonPointer.child(pointer, "type"), "unknown action type '"
          + type + "'" + DidYouMean.suggest(type, UiAction.TYPES));
      return null;
    }
    ok = true;
    List<String> allowed = PROPERTIES.get(type);
    for (JsonObject.Member m : o) {
      if (!m.getName().equals("type") && !allowed.contains(m.getName())) {
        out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), "unknown "
            + type + " property '" + m.getName() + "'" + DidYouMean.suggest(m.getName(), allowed));
        ok = false;
      }
    }
    UiAction action = build(type, o, pointer);
    return ok ? action : null;
  }

  private UiAction build(String type, JsonObject o, String pointer) {
    return switch (type) {
      case "clearFilters" -> new UiAction.ClearFilters();
      case "toggleSidebar" -> new UiAction.ToggleSidebar();
      case "refresh" -> new UiAction.Refresh();
      case "setTab" -> setTab(o, pointer);
      case "setState" -> new UiAction.SetState(key(o, pointer), required(o, "value", pointer));
      case "toggleState" -> new UiAction.ToggleState(key(o, pointer));
      case "openOverlay", "closeOverlay", "toggleOverlay" ->
          new UiAction.Overlay(type, overlay(o, pointer));
      case "setStep" -> new UiAction.SetStep(key(o, pointer), step(o, pointer));
      case "nextStep", "previousStep" -> new UiAction.MoveStep(type, key(o, pointer));
      case "showToast" -> toast(o, pointer);
      case "dismissToast" -> new UiAction.DismissToast(key(o, pointer));
      default -> new UiAction.ScrollTo(component(o, pointer));
    };
  }

  private JsonValue required(JsonObject o, String name, String pointer) {
    JsonValue v = o.get(name);
    if (v == null) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, name),
          o.getString("type", "") + " requires " + name);
      ok = false;
    }
    return v;
  }

  /** A nonblank string target (state key, step name, toast id). */
  private String key(JsonObject o, String pointer) {
    JsonValue v = required(o, "target", pointer);
    if (v == null) {
      return null;
    }
    if (!v.isString() || Whitespace.isBlank(v.asString())) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "target"),
          "target must be a nonblank string");
      ok = false;
      return null;
    }
    return v.asString();
  }

  /** A target naming an existing component. */
  private String component(JsonObject o, String pointer) {
    String target = key(o, pointer);
    if (target != null && !components.exists(target)) {
      out.error("UNKNOWN_TARGET", JsonPointer.child(pointer, "target"), "target '" + target
          + "' is not a component id" + DidYouMean.suggest(target, components.ids()));
      ok = false;
      return null;
    }
    return target;
  }

  private String overlay(JsonObject o, String pointer) {
    String target = component(o, pointer);
    if (target != null && !components.isOverlay(target)) {
      out.error("INVALID_TARGET", JsonPointer.child(pointer, "target"), "target '" + target
          + "' is a " + components.get(target).type().name()
          + ", not an overlay (modal, offcanvas, popover, dropdown)");
      ok = false;
      return null;
    }
    return target;
  }

  private UiAction setTab(JsonObject o, String pointer) {
    String target = component(o, pointer);
    JsonValue value = required(o, "value", pointer);
    if (target == null || value == null) {
      return null;
    }
    List<String> tabIds = components.tabIds(target);
    if (tabIds == null) {
      out.error("INVALID_TARGET", JsonPointer.child(pointer, "target"), "target '" + target
          + "' is a " + components.get(target).type().name() + ", not a tabs component");
      ok = false;
      return null;
    }
    if (!value.isString()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "value"),
          "setTab value must be a tab id (a string)");
      ok = false;
      return null;
    }
    if (!tabIds.contains(value.asString())) {
      String name = value.asString();
      out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "value"), "tabs '" + target
          + "' has no tab '" + name + "'" + DidYouMean.suggest(name, tabIds));
      ok = false;
      return null;
    }
    return new UiAction.SetTab(target, value.asString());
  }

  private int step(JsonObject o, String pointer) {
    JsonValue v = required(o, "value", pointer);
    if (v == null) {
      return 0;
    }
    if (!v.isNumber()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "value"),
          "setStep value must be a nonnegative integer, not " + v);
      ok = false;
      return 0;
    }
    if (!JsonValues.isInt(v) || JsonValues.number(v) < 0) {
      out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "value"),
          "setStep value must be a nonnegative integer, not " + v);
      ok = false;
      return 0;
    }
    return (int) JsonValues.number(v);
  }

  private UiAction toast(JsonObject o, String pointer) {
    JsonValue message = required(o, "message", pointer);
    if (message != null && (!message.isString() || Whitespace.isBlank(message.asString()))) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "message"),
          "message must be a nonblank string");
      ok = false;
    }
    String title = optionalText(o, "title", pointer);
    String intent = optionalText(o, "intent", pointer);
    String id = optionalText(o, "id", pointer);
    Double duration = null;
    JsonValue d = o.get("durationMs");
    if (d != null && !d.isNull()) {
      if (!d.isNumber()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "durationMs"),
            "durationMs must be a number of milliseconds");
        ok = false;
      } else {
        duration = clampDuration(JsonValues.number(d));
      }
    }
    return new UiAction.ShowToast(id, message != null && message.isString()
        ? message.asString() : null, title, intent == null ? "info" : intent, duration);
  }

  /** Omitted or 0 is persistent (null); anything else is clamped to 1,000–30,000 ms. */
  static Double clampDuration(double ms) {
    if (ms == 0) {
      return null;
    }
    return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, ms));
  }

  private String optionalText(JsonObject o, String name, String pointer) {
    JsonValue v = o.get(name);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, name),
          name + " must be a string");
      ok = false;
      return null;
    }
    return v.asString();
  }
}
