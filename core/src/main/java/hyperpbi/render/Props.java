package hyperpbi.render;

import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.UiState;
import hyperpbi.specification.ComponentNode;

/**
 * Reads a component's plain properties as the renderer needs them: a state binding
 * {@code {"state": key}} stands for the state value (ComponentWalker accepts one for any plain
 * property), a missing or mistyped value for the default (preparation already reported it).
 */
final class Props {
  private Props() {}

  static JsonValue value(ComponentNode c, UiState state, String name) {
    JsonValue v = c.json().get(name);
    if (v != null && v.isObject() && v.asObject().get("state") != null
        && v.asObject().get("state").isString()) {
      return state.values().get(v.asObject().get("state").asString());
    }
    return v;
  }

  static String text(ComponentNode c, UiState state, String name) {
    JsonValue v = value(c, state, name);
    return v != null && v.isString() ? v.asString() : null;
  }

  static boolean flag(ComponentNode c, UiState state, String name, boolean otherwise) {
    JsonValue v = value(c, state, name);
    return v != null && v.isBoolean() ? v.asBoolean() : otherwise;
  }

  /** A positive number, or {@code otherwise}. */
  static double number(ComponentNode c, UiState state, String name, double otherwise) {
    JsonValue v = value(c, state, name);
    return v != null && v.isNumber() && v.asDouble() > 0 && !Double.isInfinite(v.asDouble())
        ? v.asDouble() : otherwise;
  }

  /** A CSS length: a number is pixels, a string is kept when it is a plain length. */
  static String length(ComponentNode c, UiState state, String name) {
    JsonValue v = value(c, state, name);
    if (v != null && v.isNumber() && v.asDouble() >= 0 && !Double.isInfinite(v.asDouble())) {
      return Svg.number(v.asDouble()) + "px";
    }
    return v != null && v.isString() && CssLength.isPlain(v.asString()) ? v.asString() : null;
  }
}
