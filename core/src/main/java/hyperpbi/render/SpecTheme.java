package hyperpbi.render;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The root {@code theme} of a specification: a name ({@code light}, {@code dark},
 * {@code high-contrast}) or {@code {"mode": name, "palette": ["#rrggbb", ...]}}. The host's
 * choice wins: a Power BI report in high contrast, or a host that names a theme, is drawn as the
 * host says; the specification decides only what the host leaves open.
 */
public final class SpecTheme {
  private SpecTheme() {}

  /** The options with the specification's theme applied where the host named none. */
  public static RenderOptions apply(RenderOptions host, boolean hostNamedTheme, JsonObject spec) {
    JsonValue theme = spec.get("theme");
    if (theme == null || host.theme().highContrast()) {
      return host;
    }
    String mode = theme.isString() ? theme.asString() : theme.isObject()
        && theme.asObject().get("mode") != null && theme.asObject().get("mode").isString()
        ? theme.asObject().get("mode").asString() : null;
    Theme chosen = hostNamedTheme || Theme.named(mode) == null ? host.theme() : Theme.named(mode);
    List<String> palette = new ArrayList<>();
    JsonValue colours = theme.isObject() ? theme.asObject().get("palette") : null;
    if (colours != null && colours.isArray()) {
      for (JsonValue c : colours.asArray()) {
        String literal = c.isString() ? Colours.literal(c.asString()) : null;
        if (literal != null && literal.charAt(0) == '#' && palette.size() < 64) {
          palette.add(literal);
        }
      }
    }
    boolean hostPalette = !host.theme().palette().equals(Theme.POWER_BI);
    Theme themed = hostPalette || palette.isEmpty() ? chosen.withPalette(host.theme().palette())
        : chosen.withPalette(palette);
    return new RenderOptions(host.width(), host.height(), themed, host.locale());
  }
}
