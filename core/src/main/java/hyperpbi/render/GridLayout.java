package hyperpbi.render;

import com.eclipsesource.json.JsonValue;
import hyperpbi.interaction.UiState;
import hyperpbi.specification.ComponentNode;

/**
 * The root layout: a grid of {@code columns} (12 by default, the root {@code layout.columns})
 * with {@code gap} pixels between cells; a component spans its {@code span} columns (a default
 * per type: KPI cards and controls a quarter, charts half, the rest the whole width), and every
 * component spans the whole width below 640 px. Heights are the component's {@code height} or
 * its type's default.
 */
record GridLayout(int columns, double gap, double width) {
  static final double CARD_PADDING = 26;

  static GridLayout of(JsonValue layout, double width) {
    int columns = 12;
    double gap = 12;
    if (layout != null && layout.isObject()) {
      JsonValue c = layout.asObject().get("columns");
      JsonValue g = layout.asObject().get("gap");
      if (c != null && c.isNumber() && c.asDouble() >= 1 && c.asDouble() <= 24) {
        columns = (int) c.asDouble();
      }
      if (g != null && g.isNumber() && g.asDouble() >= 0 && g.asDouble() <= 64) {
        gap = g.asDouble();
      }
    } else if (layout != null && layout.isString() && layout.asString().equals("stack")) {
      columns = 1;
    }
    return new GridLayout(columns, gap, width);
  }

  boolean narrow() {
    return width < 640;
  }

  int span(ComponentNode c, UiState state) {
    if (narrow()) {
      return columns;
    }
    double own = Props.number(c, state, "span", 0);
    int span = own >= 1 ? (int) Math.min(own, 12) : defaultSpan(c.type().name());
    return Math.max(1, Math.min(columns, (int) Math.ceil(span * columns / 12.0)));
  }

  private static int defaultSpan(String type) {
    return switch (type) {
      case "kpi", "select", "slicer" -> 3;
      case "button", "dropdown", "popover" -> 2;
      case "barChart", "lineChart", "custom" -> 6;
      default -> 12;
    };
  }

  /** The body width of a component spanning {@code span} columns. */
  double bodyWidth(int span) {
    double cell = (width - gap * (columns - 1)) / columns;
    return Math.max(80, cell * span + gap * (span - 1) - CARD_PADDING);
  }

  static double bodyHeight(ComponentNode c, UiState state) {
    double own = Props.number(c, state, "height", 0);
    if (own > 0) {
      return Math.min(own, 4000);
    }
    return switch (c.type().name()) {
      case "barChart", "lineChart" -> 300;
      case "table" -> 360;
      case "map" -> 380;
      default -> 240;
    };
  }
}
