package hyperpbi.interaction;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A chart's preloaded drill (data-model.txt, "Preloaded multi-resolution chart drill"): ordered
 * levels over declared datasets; down on {@code trigger}, up through breadcrumbs. Strict
 * validation of levels belongs to preparation; this reads what is usable.
 *
 * @param trigger the gesture that drills down: {@code doubleClick} (default) or {@code click}
 * @param initial index of the initial level
 */
public record DrillConfig(String component, String trigger, List<Level> levels, int initial) {

  /** @param parentField the field of this level's dataset equal to the parent's category */
  public record Level(String id, String dataset, String category, String parentField) {}

  public DrillConfig {
    levels = List.copyOf(levels);
  }

  static DrillConfig parse(String component, JsonObject drill) {
    List<Level> levels = new ArrayList<>();
    JsonValue list = drill.get("levels");
    if (list != null && list.isArray()) {
      for (JsonValue v : list.asArray()) {
        if (!v.isObject()) {
          continue;
        }
        JsonObject o = v.asObject();
        String id = JsonValues.text(o, "id");
        String dataset = JsonValues.text(o, "dataset");
        String category = JsonValues.text(o, "category");
        if (id != null && dataset != null && category != null) {
          levels.add(new Level(id, dataset, category, JsonValues.text(o, "parentField")));
        }
      }
    }
    if (levels.size() < 2) {
      return null;
    }
    String trigger = JsonValues.text(drill, "trigger");
    String initialId = JsonValues.text(drill, "initialLevel");
    int initial = 0;
    for (int i = 0; i < levels.size(); i++) {
      if (levels.get(i).id().equals(initialId)) {
        initial = i;
      }
    }
    return new DrillConfig(component, trigger == null ? "doubleClick" : trigger, levels, initial);
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
