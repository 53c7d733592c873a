package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DrillLevel;
import hyperpbi.dataset.DrillLevels;
import hyperpbi.dataset.DrillModel;
import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A chart's preloaded drill (data-model.txt, "Preloaded multi-resolution chart drill"): ordered
 * levels over declared datasets; down on {@code trigger}, up through breadcrumbs.
 *
 * @param trigger the gesture that drills down: {@code doubleClick} (default) or {@code click}
 * @param initial index of the initial level
 * @param showBreadcrumbs whether the chart's view carries its breadcrumbs ({@code
 *     drill.showBreadcrumbs})
 */
public record DrillConfig(String component, String trigger, List<Level> levels, int initial,
    boolean showBreadcrumbs) {

  /** @param parentField the field of this level's dataset equal to the parent's category */
  public record Level(String id, String dataset, String category, String measure,
      String parentField) {}

  public DrillConfig {
    levels = List.copyOf(levels);
  }

  /**
   * The drill of a chart as validated by the dataset package ({@link DrillLevels}: canonical
   * field keys, known datasets, at least two levels), or null when it is invalid (preparation
   * reported why).
   */
  static DrillConfig of(String component, JsonValue drill, String pointer,
      Function<String, DatasetSchema> views) {
    DrillModel model = DrillLevels.validate(drill, pointer, views, new Diagnostics());
    if (model == null) {
      return null;
    }
    List<Level> levels = new ArrayList<>();
    for (DrillLevel l : model.levels()) {
      levels.add(new Level(l.id(), l.dataset(), l.category(), l.measure(), l.parentField()));
    }
    return new DrillConfig(component, model.trigger(), levels, model.initialLevel(),
        model.showBreadcrumbs());
  }

  int levelIndex(String id) {
    for (int i = 0; i < levels.size(); i++) {
      if (levels.get(i).id().equals(id)) {
        return i;
      }
    }
    return -1;
  }
}
