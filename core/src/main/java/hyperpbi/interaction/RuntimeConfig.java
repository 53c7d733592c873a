package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;

/**
 * Host options that are not dashboard JSON (interactions.md: "Runtime Config").
 *
 * @param crossFilter false is a global gate on every external effect (Power BI selection and
 *     JSON filters); it does not change component semantics or internal behaviour
 */
public record RuntimeConfig(boolean crossFilter) {
  public static final RuntimeConfig DEFAULT = new RuntimeConfig(true);

  /** Reads {@code {"crossFilter": bool}}; anything missing keeps its default. */
  public static RuntimeConfig from(JsonValue v) {
    if (v == null || !v.isObject()) {
      return DEFAULT;
    }
    JsonValue cross = v.asObject().get("crossFilter");
    return new RuntimeConfig(cross == null || !cross.isBoolean() || cross.asBoolean());
  }
}
