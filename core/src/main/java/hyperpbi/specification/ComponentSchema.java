package hyperpbi.specification;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows a component's fields are checked against (interactions.md: components validate fields
 * against their selected logical dataset): its dataset's view, or for a drill chart the fields
 * every level's dataset has, since a click at any level reads that level's rows.
 *
 * @param schema null when unknown, failed or dynamic (nothing is checked)
 * @param label how messages name it: {@code dataset 'x'}, or every drill level's dataset
 */
public record ComponentSchema(DatasetSchema schema, String label) {

  public static ComponentSchema of(ComponentNode c, DatasetSchemas schemas) {
    List<String> levels = drillDatasets(c.json().get("drill"));
    if (levels.isEmpty()) {
      return new ComponentSchema(schemas.view(c.dataset()), "dataset '" + c.dataset() + "'");
    }
    List<FieldMeta> common = null;
    for (String name : levels) {
      DatasetSchema view = schemas.view(name);
      if (view == null || view.dynamic()) {
        return new ComponentSchema(null, "dataset '" + name + "'"); // DrillLevels reports it
      }
      common = common == null ? new ArrayList<>(view.fields()) : shared(common, view);
    }
    return new ComponentSchema(DatasetSchema.of(common),
        "every drill level's dataset ('" + String.join("', '", levels) + "')");
  }

  /** The level datasets a drill names, in order; empty without a drill. */
  private static List<String> drillDatasets(JsonValue drill) {
    List<String> names = new ArrayList<>();
    JsonValue levels = drill != null && drill.isObject() ? drill.asObject().get("levels") : null;
    if (levels == null || !levels.isArray()) {
      return names;
    }
    for (JsonValue level : levels.asArray()) {
      JsonValue ds = level.isObject() ? level.asObject().get("dataset") : null;
      if (ds != null && ds.isString()) {
        names.add(ds.asString());
      }
    }
    return names;
  }

  private static List<FieldMeta> shared(List<FieldMeta> fields, DatasetSchema other) {
    List<FieldMeta> kept = new ArrayList<>();
    for (FieldMeta f : fields) {
      if (other.indexOf(f.key()) >= 0) {
        kept.add(f);
      }
    }
    return kept;
  }
}
