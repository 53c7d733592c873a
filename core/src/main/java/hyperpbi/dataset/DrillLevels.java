package hyperpbi.dataset;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.diagnostic.DidYouMean;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Strict validation of a chart's {@code drill} (data-model.txt, "Preloaded multi-resolution chart
 * drill"): at least two levels, unique ids, a known {@code initialLevel}, every level's dataset and
 * its category, measure and parentField fields exist, the first level has no parentField and
 * every child has one. Codes: {@code INVALID_DRILL} (too few levels, parentField on the first
 * level), {@code DUPLICATE_DRILL_LEVEL}, {@code UNKNOWN_DRILL_LEVEL}, {@code UNKNOWN_DATASET},
 * {@code UNKNOWN_DATASET_FIELD}, plus the structural {@code MISSING_REQUIRED_PROPERTY},
 * {@code INVALID_PROPERTY_TYPE}, {@code INVALID_PROPERTY_VALUE} and {@code UNKNOWN_PROPERTY}.
 */
public final class DrillLevels {
  static final List<String> DRILL_PROPERTIES =
      List.of("trigger", "showBreadcrumbs", "levels", "initialLevel");
  static final List<String> LEVEL_PROPERTIES =
      List.of("id", "dataset", "category", "measure", "parentField");
  static final List<String> TRIGGERS = List.of("doubleClick", "click");

  private final Function<String, DatasetSchema> views;
  private final Diagnostics out;
  private boolean ok = true;

  private DrillLevels(Function<String, DatasetSchema> views, Diagnostics out) {
    this.views = views;
    this.out = out;
  }

  public static DrillModel validate(JsonValue drill, String pointer, DatasetSchemas schemas,
      Diagnostics out) {
    return validate(drill, pointer, schemas::view, out);
  }

  /**
   * @param pointer pointer of the {@code drill} object, e.g. {@code /components/0/drill}
   * @param views the schema of each dataset a component may select (null: unknown or failed)
   * @return the model, or null after reporting every error
   */
  public static DrillModel validate(JsonValue drill, String pointer,
      Function<String, DatasetSchema> views, Diagnostics out) {
    return new DrillLevels(views, out).drill(drill, pointer);
  }

  private DrillModel drill(JsonValue drill, String pointer) {
    if (!drill.isObject()) {
      error("INVALID_PROPERTY_TYPE", pointer, "drill must be an object with levels");
      return null;
    }
    JsonObject o = drill.asObject();
    unknownProperties(o, pointer, DRILL_PROPERTIES, "drill");
    String trigger = optionalString(o, "trigger", pointer, "doubleClick");
    if (trigger != null && !TRIGGERS.contains(trigger)) {
      error("INVALID_PROPERTY_VALUE", JsonPointer.child(pointer, "trigger"),
          "drill trigger must be doubleClick or click, not '" + trigger + "'");
    }
    boolean breadcrumbs = true;
    JsonValue show = o.get("showBreadcrumbs");
    if (show != null && !show.isBoolean()) {
      error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "showBreadcrumbs"),
          "showBreadcrumbs must be true or false");
    } else if (show != null) {
      breadcrumbs = show.asBoolean();
    }
    Set<String> declared = new LinkedHashSet<>();
    List<DrillLevel> levels = levels(o.get("levels"), pointer, declared);
    int initial = initialLevel(o, pointer, levels, declared);
    return ok ? new DrillModel(levels, initial, trigger, breadcrumbs) : null;
  }

  /** The valid levels; {@code ids} receives every declared level id, valid level or not. */
  private List<DrillLevel> levels(JsonValue v, String pointer, Set<String> ids) {
    List<DrillLevel> levels = new ArrayList<>();
    String at = JsonPointer.child(pointer, "levels");
    if (v == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer, "drill needs levels");
      return levels;
    }
    if (!v.isArray()) {
      error("INVALID_PROPERTY_TYPE", at, "drill levels must be an array");
      return levels;
    }
    JsonArray array = v.asArray();
    if (array.size() < 2) {
      error("INVALID_DRILL", at, "drill needs at least two levels, found " + array.size());
    }
    for (int i = 0; i < array.size(); i++) {
      String levelPointer = JsonPointer.child(at, i);
      if (!array.get(i).isObject()) {
        error("INVALID_PROPERTY_TYPE", levelPointer, "a drill level must be an object");
        continue;
      }
      JsonValue id = array.get(i).asObject().get("id");
      if (id != null && id.isString() && !ids.add(id.asString())) {
        error("DUPLICATE_DRILL_LEVEL", JsonPointer.child(levelPointer, "id"),
            "drill level id '" + id.asString() + "' is used twice");
      }
      DrillLevel level = level(array.get(i).asObject(), levelPointer, i == 0);
      if (level != null) {
        levels.add(level);
      }
    }
    return levels;
  }

  private DrillLevel level(JsonObject o, String pointer, boolean first) {
    unknownProperties(o, pointer, LEVEL_PROPERTIES, "a drill level");
    String id = requiredString(o, "id", pointer);
    String dataset = requiredString(o, "dataset", pointer);
    String category = requiredString(o, "category", pointer);
    String measure = requiredString(o, "measure", pointer);
    String parent = optionalString(o, "parentField", pointer, null);
    if (first && o.get("parentField") != null) {
      error("INVALID_DRILL", JsonPointer.child(pointer, "parentField"),
          "the first drill level has no parent, so it takes no parentField");
    } else if (!first && o.get("parentField") == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer, "a child drill level needs parentField: the "
          + "field of its dataset that equals the selected parent category");
    }
    if (dataset == null) {
      return null;
    }
    DatasetSchema schema = views.apply(dataset);
    if (schema == null) {
      error("UNKNOWN_DATASET", JsonPointer.child(pointer, "dataset"), "drill level dataset '"
          + dataset + "' is not an available dataset");
      return null;
    }
    category = field(schema, dataset, category, JsonPointer.child(pointer, "category"));
    measure = field(schema, dataset, measure, JsonPointer.child(pointer, "measure"));
    if (!first) {
      parent = field(schema, dataset, parent, JsonPointer.child(pointer, "parentField"));
    }
    if (id == null || category == null || measure == null) {
      return null;
    }
    return new DrillLevel(id, dataset, category, measure, first ? null : parent, pointer);
  }

  /** The canonical key of a named field of the level's dataset, or null. */
  private String field(DatasetSchema schema, String dataset, String name, String pointer) {
    if (name == null) {
      return null;
    }
    FieldMeta f = schema.find(name);
    if (f == null) {
      error("UNKNOWN_DATASET_FIELD", pointer, "'" + name + "' is not a field of dataset '"
          + dataset + "'" + DidYouMean.suggest(name, schema.keys()) + "; " + schema.describe());
      return null;
    }
    return f.key();
  }

  /**
   * The index of the initial level among the valid ones. A declared level whose own definition
   * failed is not "unknown": its errors are already said, so it is not reported again here.
   */
  private int initialLevel(JsonObject o, String pointer, List<DrillLevel> levels,
      Set<String> declared) {
    JsonValue v = o.get("initialLevel");
    if (v == null) {
      return 0;
    }
    String at = JsonPointer.child(pointer, "initialLevel");
    if (!v.isString()) {
      error("INVALID_PROPERTY_TYPE", at, "initialLevel must be a level id (string)");
      return 0;
    }
    for (int i = 0; i < levels.size(); i++) {
      if (levels.get(i).id().equals(v.asString())) {
        return i;
      }
    }
    if (declared.contains(v.asString())) {
      return 0;
    }
    error("UNKNOWN_DRILL_LEVEL", at, "initialLevel '" + v.asString() + "' is not a level id"
        + DidYouMean.suggest(v.asString(), declared));
    return 0;
  }

  private String requiredString(JsonObject o, String name, String pointer) {
    JsonValue v = o.get(name);
    if (v == null) {
      error("MISSING_REQUIRED_PROPERTY", pointer, "a drill level needs '" + name + "'");
      return null;
    }
    if (!v.isString() || Whitespace.isBlank(v.asString())) {
      error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, name),
          "drill level '" + name + "' must be a nonblank string");
      return null;
    }
    return v.asString();
  }

  private String optionalString(JsonObject o, String name, String pointer, String fallback) {
    JsonValue v = o.get(name);
    if (v == null) {
      return fallback;
    }
    if (!v.isString()) {
      error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, name), name + " must be a string");
      return null;
    }
    return v.asString();
  }

  private void unknownProperties(JsonObject o, String pointer, List<String> allowed, String what) {
    for (String name : o.names()) {
      if (!allowed.contains(name)) {
        error("UNKNOWN_PROPERTY", JsonPointer.child(pointer, name), what + " has unknown property '"
            + name + "'" + DidYouMean.suggest(name, allowed) + "; allowed: "
            + String.join(", ", allowed));
      }
    }
  }

  private void error(String code, String pointer, String message) {
    ok = false;
    out.error(code, pointer, message);
  }
}
