package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.specification.ComponentNode;

/**
 * The author's styling through the CSS allowlist ({@link CssFilter}): the root {@code css} and
 * {@code styles} scoped to the dashboard, a component's {@code style} as its declarations and
 * its {@code className} when it is plain class names.
 */
final class AuthorStyles {
  static final String SCOPE = "[data-dashboard]";

  private AuthorStyles() {}

  static String of(JsonObject spec, RenderContext ctx) {
    StringBuilder out = new StringBuilder();
    JsonValue css = spec.get("css");
    if (css != null && css.isString()) {
      out.append('\n').append(CssFilter.stylesheet(css.asString(), SCOPE, "/css", ctx.notes()));
    }
    JsonValue styles = spec.get("styles");
    if (styles != null) {
      out.append('\n').append(CssFilter.styles(styles, SCOPE, "/styles", ctx.notes()));
    }
    return out.toString();
  }

  /** Applies a component's {@code style} and {@code className} to its frame. */
  static Node apply(Node frame, RenderContext ctx, ComponentNode c) {
    JsonValue style = c.json().get("style");
    if (style != null && !isStateBinding(style)) {
      String declarations = CssFilter.declarations(style, c.pointer() + "/style", ctx.notes());
      if (!declarations.isEmpty()) {
        frame.attr("style", declarations);
      }
    }
    String names = Props.text(c, ctx.state(), "className");
    if (names != null && plainClassNames(names)) {
      frame.attr("class", frame.attr("class") + " " + names.trim());
    } else if (names != null) {
      // Refused like any CSS outside the allowlist: said, never silently dropped.
      ctx.notes().warning(CssFilter.CODE, c.pointer() + "/className", "className must be class "
          + "names of letters, digits, '-' and '_' separated by spaces (at most 200 characters): "
          + "dropped");
    }
    return frame;
  }

  private static boolean isStateBinding(JsonValue v) {
    return v.isObject() && v.asObject().get("state") != null && v.asObject().size() == 1;
  }

  private static boolean plainClassNames(String names) {
    if (names.length() > 200) {
      return false;
    }
    for (int i = 0; i < names.length(); i++) {
      char c = names.charAt(i);
      if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9')
          && c != '-' && c != '_' && c != ' ') {
        return false;
      }
    }
    return true;
  }
}
