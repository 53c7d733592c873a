package hyperpbi.render;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.Rounding;
import java.util.Set;

/** SVG vocabulary shared by the chart and map marks: coordinates and element names. */
public final class Svg {
  private static final Set<String> TAGS = Set.of("svg", "g", "path", "rect", "circle", "line",
      "polyline", "polygon", "text", "title", "desc", "tspan", "ellipse");

  private Svg() {}

  public static boolean isSvg(String tag) {
    return TAGS.contains(tag);
  }

  /**
   * A coordinate or size as written in the tree: two decimals, half away from zero, canonical
   * digits (the same text on every runtime), never {@code -0}.
   */
  public static String number(double value) {
    if (value != value || Double.isInfinite(value)) {
      return "0";
    }
    double r = Rounding.halfAwayFromZero(value, 2);
    return CanonicalNumber.format(r == 0 ? 0 : r);
  }
}
