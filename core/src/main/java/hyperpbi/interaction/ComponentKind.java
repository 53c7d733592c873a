package hyperpbi.interaction;

import hyperpbi.specification.ComponentType;

/**
 * How the universal interaction resolves {@code auto} for a component (interactions.md §2):
 * controls change and filter; data-point and custom components click and select; the rest have
 * no external effect of their own.
 */
public enum ComponentKind {
  CONTROL,
  DATA_POINT,
  CUSTOM,
  OTHER;

  public static ComponentKind of(ComponentType type) {
    if (type.control()) {
      return CONTROL;
    }
    return switch (type.name()) {
      case "custom" -> CUSTOM;
      case "barChart", "lineChart", "table", "map" -> DATA_POINT;
      default -> OTHER;
    };
  }

  /** Charts whose clicked point stands for every row sharing its category (and series). */
  public static boolean isChart(ComponentType type) {
    return type.name().equals("barChart") || type.name().equals("lineChart");
  }
}
