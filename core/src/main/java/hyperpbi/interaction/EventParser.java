package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonValues;
import hyperpbi.ui.UiAction;
import hyperpbi.ui.UiActionParser;
import java.util.List;
import java.util.Map;

/**
 * Reads the simulator's event objects (core/README.md, "Interactions"):
 * {@code {"type":"click"|"doubleClick","component","layer"?,"row"?,"modifiers"?}},
 * {@code {"type":"change","component","value"}}, {@code {"type":"uiAction","action"}} and
 * {@code {"type":"breadcrumb","component","level"}}. Problems are diagnostics at the event's
 * pointer; the result is then null.
 */
public final class EventParser {
  private static final Map<String, List<String>> PROPERTIES = Map.of(
      "click", List.of("component", "layer", "row", "modifiers"),
      "doubleClick", List.of("component", "layer", "row", "modifiers"),
      "change", List.of("component", "value"),
      "uiAction", List.of("action"),
      "breadcrumb", List.of("component", "level"),
      "sourceResponse", List.of("source", "signature", "text"),
      "sourceError", List.of("source", "signature", "message"),
      "hostSelection", List.of("identities"));
  private static final List<String> MODIFIERS = List.of("ctrl", "meta", "shift");

  private EventParser() {}

  public static InteractionEvent parse(JsonValue v, String pointer, DashboardModel model,
      Diagnostics out) {
    if (v == null || !v.isObject()) {
      out.error("INVALID_EVENT", pointer, "an event must be an object with a type");
      return null;
    }
    JsonObject o = v.asObject();
    String type = JsonValues.text(o, "type");
    if (type == null || !PROPERTIES.containsKey(type)) {
      String name = type == null ? String.valueOf(o.get("type")) : type;
      out.error("UNKNOWN_EVENT", JsonPointer.child(pointer, "type"), "unknown event type '"
          + name + "', expected click, doubleClick, change, uiAction, breadcrumb, "
          + "sourceResponse, sourceError or hostSelection"
          + DidYouMean.suggest(name, PROPERTIES.keySet()));
      return null;
    }
    boolean ok = true;
    for (JsonObject.Member m : o) {
      if (!m.getName().equals("type") && !PROPERTIES.get(type).contains(m.getName())) {
        out.error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, m.getName()), "unknown "
            + type + " event property '" + m.getName() + "'");
        ok = false;
      }
    }
    if (type.equals("uiAction")) {
      UiAction action = UiActionParser.parse(o.get("action"), JsonPointer.child(pointer, "action"),
          model.components(), out);
      return ok && action != null ? new InteractionEvent.Action(action) : null;
    }
    if (type.startsWith("source")) {
      return ok ? sourceResponse(type, o, pointer, model, out) : null;
    }
    if (type.equals("hostSelection")) {
      int[] identities = identities(o.get("identities"), JsonPointer.child(pointer, "identities"),
          out);
      return ok && identities != null ? new InteractionEvent.HostSelection(identities) : null;
    }
    String component = JsonValues.text(o, "component");
    String at = JsonPointer.child(pointer, "component");
    if (o.get("component") == null) {
      out.error("MISSING_REQUIRED_PROPERTY", at, "a " + type + " event needs \"component\", "
          + "the id of the component it happens on");
      return null;
    }
    if (component == null) {
      out.error("INVALID_PROPERTY_TYPE", at, "event component must be a component id (a "
          + "string), not " + o.get("component"));
      return null;
    }
    if (!model.components().exists(component)) {
      out.error("UNKNOWN_TARGET", at, "event component '" + component + "' is not a component id"
          + DidYouMean.suggest(component, model.components().ids()));
      return null;
    }
    if (type.equals("change") && o.get("value") == null) {
      // A missing value is not a clear: the host must say null (or "", []) to clear.
      out.error("INVALID_EVENT", JsonPointer.child(pointer, "value"), "a change event needs a "
          + "value (null, \"\" or [] clears the control)");
      return null;
    }
    if (type.equals("change") && !takesChange(model, component)) {
      out.error("INVALID_TARGET", JsonPointer.child(pointer, "component"), "a change event needs "
          + "a control (select, slicer) or a component with a change behaviour; "
          + model.components().get(component).type().name() + " '" + component
          + "' has none");
      return null;
    }
    return ok ? build(type, component, o, pointer, out) : null;
  }

  /**
   * Controls take values; another component only when it declares what a change does (custom
   * content with {@code interactions.change} or an interaction triggered on change), since a
   * change elsewhere would record a value nothing shows or uses.
   */
  private static boolean takesChange(DashboardModel model, String component) {
    if (model.components().get(component).type().control()
        || model.payloads(component, "change") != null) {
      return true;
    }
    InteractionSite site = model.site(component);
    return site != null && site.runsUniversal()
        && site.policy().trigger() == InteractionPolicy.Trigger.CHANGE;
  }

  private static InteractionEvent build(String type, String component, JsonObject o,
      String pointer, Diagnostics out) {
    switch (type) {
      case "change" -> {
        return new InteractionEvent.Change(component, o.get("value"));
      }
      case "breadcrumb" -> {
        JsonValue level = o.get("level");
        if (!JsonValues.isInt(level)) {
          out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "level"),
              "breadcrumb level must be a level index");
          return null;
        }
        return new InteractionEvent.Breadcrumb(component, (int) JsonValues.number(level));
      }
      default -> {
        JsonValue row = o.get("row");
        if (row != null && (!JsonValues.isInt(row) || JsonValues.number(row) < 0)) {
          out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "row"),
              "row must be a nonnegative row index");
          return null;
        }
        JsonValue layer = o.get("layer");
        String layerId = layer == null ? null : layer.isString() ? layer.asString()
            : JsonValues.isInt(layer) ? Integer.toString((int) JsonValues.number(layer)) : null;
        Boolean modifier = modifiers(o.get("modifiers"), JsonPointer.child(pointer, "modifiers"),
            out);
        if (modifier == null) {
          return null;
        }
        return new InteractionEvent.Click(component, layerId,
            row == null ? null : (int) JsonValues.number(row), modifier,
            type.equals("doubleClick"));
      }
    }
  }

  /** A transport's answer: the source must be declared and every member a string. */
  private static InteractionEvent sourceResponse(String type, JsonObject o, String pointer,
      DashboardModel model, Diagnostics out) {
    String source = JsonValues.text(o, "source");
    if (source == null || !model.remote.isRemote(source)) {
      out.error("UNKNOWN_TARGET", JsonPointer.child(pointer, "source"), "'"
          + (source == null ? String.valueOf(o.get("source")) : source)
          + "' is not a declared remote source" + (source == null ? ""
          : DidYouMean.suggest(source, model.remote.names())));
      return null;
    }
    boolean ok = true;
    for (String member : PROPERTIES.get(type)) {
      if (JsonValues.text(o, member) == null) {
        out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(pointer, member), type
            + " needs \"" + member + "\" as a string");
        ok = false;
      }
    }
    return ok ? new InteractionEvent.SourceResponse(source, JsonValues.text(o, "signature"),
        JsonValues.text(o, "text"), JsonValues.text(o, "message")) : null;
  }

  /** A hostSelection's identities: an array of nonnegative identity indices ([] clears). */
  private static int[] identities(JsonValue v, String pointer, Diagnostics out) {
    if (v == null) {
      out.error("MISSING_REQUIRED_PROPERTY", pointer, "a hostSelection event needs "
          + "\"identities\", the host identity indices Power BI selected ([] when none)");
      return null;
    }
    if (!v.isArray()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "identities must be an array of host "
          + "identity indices, not " + v);
      return null;
    }
    int[] ids = new int[v.asArray().size()];
    for (int i = 0; i < ids.length; i++) {
      JsonValue item = v.asArray().get(i);
      if (!JsonValues.isInt(item) || JsonValues.number(item) < 0) {
        out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, Integer.toString(i)),
            "a host identity is a nonnegative identity index, not " + item);
        return null;
      }
      ids[i] = (int) JsonValues.number(item);
    }
    return ids;
  }

  private static Boolean modifiers(JsonValue v, String pointer, Diagnostics out) {
    if (v == null) {
      return false;
    }
    if (!v.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "modifiers must be an object such as "
          + "{\"ctrl\": true}");
      return null;
    }
    boolean any = false;
    for (JsonObject.Member m : v.asObject()) {
      if (!MODIFIERS.contains(m.getName()) || !m.getValue().isBoolean()) {
        out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, m.getName()),
            "modifiers are ctrl, meta and shift with Boolean values");
        return null;
      }
      any |= m.getValue().asBoolean();
    }
    return any;
  }
}
