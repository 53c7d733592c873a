package hyperpbi.dataset;

import java.util.List;

/**
 * A validated chart {@code drill}: at least two ordered levels, one dataset each.
 *
 * @param initialLevel index of the level shown first (0 unless {@code initialLevel} names one)
 * @param trigger {@code doubleClick} (default) or {@code click}
 */
public record DrillModel(List<DrillLevel> levels, int initialLevel, String trigger,
    boolean showBreadcrumbs) {

  public DrillModel {
    levels = List.copyOf(levels);
  }
}
