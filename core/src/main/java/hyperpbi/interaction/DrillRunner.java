package hyperpbi.interaction;

import hyperpbi.data.Column;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.ui.UiState;
import java.util.ArrayList;
import java.util.List;

/**
 * Drill navigation over preloaded levels: down by choosing a category value of the current
 * level (the configured trigger, or drillToDetail), up through the breadcrumbs. A thin adapter
 * until the dataset package's drill navigator is available.
 */
final class DrillRunner {
  static final String NO_DRILL = "NO_DRILL";

  private DrillRunner() {}

  static boolean canDrillDown(DashboardModel model, DrillConfig drill, UiState state) {
    return model.drillLevel(drill, state) < drill.levels().size() - 1;
  }

  /** Drills the site's component one level down at dataset row {@code row}. */
  static void down(Transition t, InteractionSite site, int row) {
    DrillConfig drill = site.layer() == null ? t.model.drills.get(site.component()) : null;
    if (drill == null) {
      t.diagnostics.error(NO_DRILL, t.pointer, "component '" + site.component()
          + "' has no drill levels");
      return;
    }
    UiState now = t.current();
    if (!canDrillDown(t.model, drill, now)) {
      t.diagnostics.info("DRILL_AT_DEEPEST_LEVEL", t.pointer, "component '"
          + site.component() + "' already shows its deepest drill level");
      return;
    }
    DrillConfig.Level level = drill.levels().get(t.model.drillLevel(drill, now));
    DatasetResult result = t.model.dataset(level.dataset());
    Column column = result == null ? null : result.table().column(level.category());
    if (column == null) {
      return;
    }
    FieldMeta meta = result.table().field(level.category());
    List<UiState.DrillStep> path = new ArrayList<>(
        t.state.drill.getOrDefault(drill.component(), List.of()));
    path.add(new UiState.DrillStep(level.id(), level.category(), column.valueAt(row),
        meta.dataType()));
    t.state.drill.put(drill.component(), path);
  }

  /** Back to level index {@code level} (a breadcrumb). */
  static void up(Transition t, String component, int level) {
    DrillConfig drill = t.model.drills.get(component);
    if (drill == null) {
      t.diagnostics.error("NO_DRILL", JsonPointer.child(t.pointer, "component"), "component '"
          + component + "' has no drill levels");
      return;
    }
    int current = t.model.drillLevel(drill, t.current());
    if (level < drill.initial() || level > current) {
      t.diagnostics.error("INVALID_PROPERTY_VALUE", JsonPointer.child(t.pointer, "level"),
          "breadcrumb level " + level + " is not on the current path (levels "
              + drill.initial() + " to " + current + ")");
      return;
    }
    List<UiState.DrillStep> path = t.state.drill.getOrDefault(component, List.of());
    List<UiState.DrillStep> kept = new ArrayList<>(path.subList(0, level - drill.initial()));
    if (kept.isEmpty()) {
      t.state.drill.remove(component);
    } else {
      t.state.drill.put(component, kept);
    }
  }
}
