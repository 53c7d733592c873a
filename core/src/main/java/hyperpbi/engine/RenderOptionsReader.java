package hyperpbi.engine;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.render.RenderOptions;
import hyperpbi.render.Theme;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a host's render options: {@code {"width", "height", "theme": "light|dark|high-contrast",
 * "locale", "palette": ["#rrggbb", ...], "highContrast": {"foreground", "background",
 * "selected", "hyperlink"}}}; anything missing or out of range keeps its default (a host's
 * viewport is clamped to 200-20,000 px).
 */
final class RenderOptionsReader {
  private RenderOptionsReader() {}

  /** Whether the host named a theme (else the specification's {@code theme} decides). */
  static boolean namesTheme(JsonValue v) {
    return v != null && v.isObject() && (Theme.named(text(v.asObject(), "theme")) != null
        || v.asObject().get("highContrast") != null);
  }

  static RenderOptions read(JsonValue v) {
    RenderOptions d = RenderOptions.defaults();
    if (v == null || !v.isObject()) {
      return d;
    }
    JsonObject o = v.asObject();
    Theme theme = Theme.named(text(o, "theme"));
    JsonValue hc = o.get("highContrast");
    if (hc != null && hc.isObject()) {
      JsonObject c = hc.asObject();
      String fg = colour(c, "foreground");
      String bg = colour(c, "background");
      if (fg != null && bg != null) {
        theme = Theme.highContrast(fg, bg, or(colour(c, "selected"), fg),
            or(colour(c, "hyperlink"), fg));
      }
    }
    theme = (theme == null ? d.theme() : theme).withPalette(palette(o.get("palette")));
    String locale = text(o, "locale");
    return new RenderOptions(size(o, "width", d.width()), size(o, "height", d.height()), theme,
        locale == null || hyperpbi.canonical.Whitespace.isBlank(locale) || locale.length() > 35 ? d.locale() : locale);
  }

  private static double size(JsonObject o, String name, double otherwise) {
    JsonValue v = o.get(name);
    return v != null && v.isNumber() && hyperpbi.json.JsonNumbers.value(v) >= 1 && hyperpbi.json.JsonNumbers.value(v) <= 20_000
        ? Math.max(200, hyperpbi.json.JsonNumbers.value(v)) : otherwise;
  }

  private static List<String> palette(JsonValue v) {
    List<String> out = new ArrayList<>();
    if (v != null && v.isArray()) {
      for (JsonValue c : v.asArray()) {
        if (c.isString() && isHex(c.asString()) && out.size() < 64) {
          out.add(c.asString());
        }
      }
    }
    return out;
  }

  private static String colour(JsonObject o, String name) {
    String t = text(o, name);
    return t != null && isHex(t) ? t : null;
  }

  /** {@code #rgb} or {@code #rrggbb}: a host's colours reach CSS, so nothing else passes. */
  static boolean isHex(String t) {
    if ((t.length() != 4 && t.length() != 7) || t.charAt(0) != '#') {
      return false;
    }
    for (int i = 1; i < t.length(); i++) {
      char c = t.charAt(i);
      if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f') && !(c >= 'A' && c <= 'F')) {
        return false;
      }
    }
    return true;
  }

  private static String or(String a, String b) {
    return a != null ? a : b;
  }

  private static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }
}
