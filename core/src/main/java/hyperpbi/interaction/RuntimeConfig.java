package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;

/**
 * Host options that are not dashboard JSON (interactions.md: "Runtime Config").
 *
 * @param crossFilter false is a global gate on every external effect (Power BI selection and
 *     JSON filters); it does not change component semantics or internal behaviour
 * @param views true: every step (and the load) also answers the views of the components it
 *     changed (of every component at load), so a host draws without asking again
 */
public record RuntimeConfig(boolean crossFilter, boolean views) {
  public static final RuntimeConfig DEFAULT = new RuntimeConfig(true, false);

  /** Reads {@code {"crossFilter": bool, "views": bool}}; anything missing keeps its default. */
  public static RuntimeConfig from(JsonValue v) {
    if (v == null || !v.isObject()) {
      return DEFAULT;
    }
    JsonValue cross = v.asObject().get("crossFilter");
    JsonValue views = v.asObject().get("views");
    return new RuntimeConfig(cross == null || !cross.isBoolean() || cross.asBoolean(),
        views != null && views.isBoolean() && views.asBoolean());
  }
}
