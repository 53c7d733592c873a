package hyperpbi.specification;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.aggregate.FieldAggregate;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.dataset.DrillLevel;
import hyperpbi.dataset.DrillLevels;
import hyperpbi.dataset.DrillModel;
import hyperpbi.dataset.LayerFilter;
import hyperpbi.dataset.LayerScope;
import hyperpbi.dataset.MapLayerScope;
import hyperpbi.dataset.SortDirection;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonNumbers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks each component against the dataset it selects: the dataset exists and did not fail,
 * every bound field is in that dataset's static schema (aliases resolved to keys in place), the
 * universal interaction uses the exact enums and known targets, drill levels and map layers
 * resolve their own views.
 */
public final class BindingValidator {
  private static final Set<String> SORT_KEY = Set.of("field", "direction");
  private final DatasetSchemas schemas;
  private final Set<String> componentIds;
  private final Set<String> metricKeys;
  private final Diagnostics out;

  private BindingValidator(DatasetSchemas schemas, Set<String> componentIds,
      Set<String> metricKeys, Diagnostics out) {
    this.schemas = schemas;
    this.componentIds = componentIds;
    this.metricKeys = metricKeys;
    this.out = out;
  }

  public static void validate(List<ComponentNode> components, DatasetSchemas schemas,
      Set<String> metricKeys, Diagnostics out) {
    Set<String> ids = new HashSet<>();
    for (ComponentNode c : components) {
      if (c.id() != null) {
        ids.add(c.id());
      }
    }
    BindingValidator v = new BindingValidator(schemas, ids, metricKeys, out);
    for (ComponentNode c : components) {
      v.component(c);
    }
  }

  private void component(ComponentNode c) {
    JsonObject json = c.json();
    // A misplaced interaction (a map's) is reported by the walker and not validated further.
    JsonValue interaction = ComponentCatalog.misplaced(c.type(), "interaction") == null
        ? json.get("interaction") : null;
    DatasetSchema schema = schema(c);
    String label = "dataset '" + c.dataset() + "'";
    if (json.get("drill") != null && schema != null) {
      ComponentSchema rows = ComponentSchema.of(c, schemas); // a drill chart shows its levels
      schema = rows.schema();
      label = rows.label();
    }
    if (!c.type().dataBound() && interaction == null) {
      schema = null;
    }
    DatasetSchema view = schema;
    String viewLabel = label;
    Names names = view == null ? null : (name, pointer) -> resolve(name, pointer, view,
        viewLabel);
    for (String prop : c.type().fieldListProperties()) {
      if (FieldLists.shape(json, prop, c.pointer(), out) && names != null) {
        fieldList(json.get(prop), JsonPointer.child(c.pointer(), prop), names);
      }
    }
    if (names != null) {
      for (String prop : c.type().fieldProperties()) {
        field(json, prop, JsonPointer.child(c.pointer(), prop), names);
      }
    }
    if (interaction != null) {
      interaction(interaction, JsonPointer.child(c.pointer(), "interaction"), names);
    }
    JsonValue drill = json.get("drill");
    DrillModel drillModel = drill == null ? null
        : DrillLevels.validate(drill, JsonPointer.child(c.pointer(), "drill"), schemas, out);
    if (c.type().name().equals("map")) {
      layers(c);
    }
    if (c.type().name().equals("metricGrid")) {
      metrics(c);
    }
    viewProperties(c);
    if (c.type().properties().contains("aggregation") && view != null
        && (drill == null || drillModel != null)) {
      aggregateValues(c, drillModel);
    }
    if (c.type().properties().contains("sort")) {
      chartOrder(c, names);
      if (view != null && (drill == null || drillModel != null)) {
        chartSortValues(c, view, drillModel);
      }
    }
    for (String prop : TemplatePlaceholders.properties(c.type().name())) {
      JsonValue text = json.get(prop);
      if (text != null && text.isString()) {
        templates(text.asString(), JsonPointer.child(c.pointer(), prop),
            TemplatePlaceholders.othersHaveARenderer(c.type().name()));
      }
    }
  }

  /**
   * A chart's {@code sort} (the dataset sort's shape: {@code [{field, direction}]} over the
   * component's dataset) and {@code limit} (a nonnegative number): checked like a dataset's, so a
   * misspelt field or direction is said rather than ignored.
   */
  private void chartOrder(ComponentNode c, Names names) {
    JsonObject json = c.json();
    JsonValue sort = json.get("sort");
    String at = JsonPointer.child(c.pointer(), "sort");
    if (sort != null && !sort.isArray()) {
      out.error("INVALID_PROPERTY_TYPE", at, "sort must be an array of {field, direction}");
    } else if (sort != null) {
      for (int i = 0; i < sort.asArray().size(); i++) {
        sortKey(sort.asArray().get(i), JsonPointer.child(at, i), names);
      }
    }
    JsonValue limit = json.get("limit");
    if (limit != null && !(limit.isNumber() && JsonNumbers.value(limit) >= 0)) {
      out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(c.pointer(), "limit"),
          "limit must be a nonnegative number, not " + limit);
    }
  }

  /**
   * A chart sort key that is not the category, series or measure orders the points by its field
   * aggregated with the chart's aggregation ({@link ChartSort}); a sum or average of a text or
   * boolean field has no value, so that key could never order anything: said, not ignored. A
   * drilled chart is checked at each level, where its roles are the level's.
   */
  private void chartSortValues(ComponentNode c, DatasetSchema view, DrillModel drill) {
    JsonValue declared = c.json().get("aggregation");
    String aggregation = declared == null ? "sum" : declared.isString() ? declared.asString() : "";
    if (!ComponentCatalog.AGGREGATIONS.contains(aggregation)) {
      return; // viewProperties says so
    }
    List<ChartRoles> levels = new ArrayList<>();
    if (drill == null) {
      levels.add(new ChartRoles(text(c.json(), "category"), text(c.json(), "series"),
          text(c.json(), "measure"), ""));
    } else {
      for (DrillLevel level : drill.levels()) {
        levels.add(new ChartRoles(level.category(), null, level.measure(),
            "at drill level '" + level.id() + "', "));
      }
    }
    String at = JsonPointer.child(c.pointer(), "sort");
    JsonValue sort = c.json().get("sort");
    for (int i = 0; sort != null && sort.isArray() && i < sort.asArray().size(); i++) {
      JsonValue key = sort.asArray().get(i);
      String field = key.isObject() ? text(key.asObject(), "field") : null;
      FieldMeta meta = field == null ? null : view.find(field);
      if (meta == null || ChartSort.sortsBy(aggregation, meta.dataType())) {
        continue;
      }
      for (ChartRoles level : levels) {
        if (ChartSort.role(meta.key(), level.category(), level.series(), level.measure())
            == ChartSort.Role.AGGREGATED) {
          out.warning("INVALID_PROPERTY_VALUE", JsonPointer.child(JsonPointer.child(at, i),
              "field"), level.where() + "sort field '" + meta.key() + "' is not the chart's "
              + "category, series or measure, so points are ordered by its " + aggregation
              + ", and a " + meta.dataType().json() + " field has none: this key orders nothing");
          break;
        }
      }
    }
  }

  /**
   * A KPI's field or a chart's measure (each drill level's) whose aggregation can have no value
   * — the sum or average of a text, boolean or date field — would show null whatever the rows:
   * said at the declared {@code aggregation}, else (the default sum) at the field, as a template
   * statistic the field's type lacks is.
   */
  private void aggregateValues(ComponentNode c, DrillModel drill) {
    JsonValue declared = c.json().get("aggregation");
    if (declared != null && !declared.isString()) {
      return; // viewProperties says so
    }
    String aggregation = declared == null ? "sum" : declared.asString();
    if (!ComponentCatalog.AGGREGATIONS.contains(aggregation)) {
      return;
    }
    String property = c.type().name().equals("kpi") ? "field" : "measure";
    if (drill == null) {
      aggregateValue(c, aggregation, schema(c), text(c.json(), property),
          JsonPointer.child(c.pointer(), property), "");
      if (property.equals("field")) { // a KPI's target is measured as its value is
        aggregateValue(c, aggregation, schema(c), text(c.json(), "target"),
            JsonPointer.child(c.pointer(), "target"), "");
      }
      return;
    }
    for (int k = 0; k < drill.levels().size(); k++) {
      DrillLevel level = drill.levels().get(k);
      aggregateValue(c, aggregation, schemas.view(level.dataset()), level.measure(),
          JsonPointer.child(JsonPointer.child(JsonPointer.child(JsonPointer.child(c.pointer(),
          "drill"), "levels"), k), "measure"), "at drill level '" + level.id() + "', ");
    }
  }

  private void aggregateValue(ComponentNode c, String aggregation, DatasetSchema schema,
      String field, String fieldPointer, String where) {
    FieldMeta meta = field == null || schema == null ? null : schema.find(field);
    if (meta == null || ChartSort.sortsBy(aggregation, meta.dataType())) {
      return;
    }
    boolean declared = c.json().get("aggregation") != null;
    out.warning("INVALID_PROPERTY_VALUE", declared
        ? JsonPointer.child(c.pointer(), "aggregation") : fieldPointer, where + "the "
        + aggregation + (declared ? "" : " (the default aggregation)") + " of '" + meta.key()
        + "', a " + meta.dataType().json() + " field, has no value: the view shows null");
  }

  /** A chart level's fields; {@code where} names a drill level in messages ("" otherwise). */
  private record ChartRoles(String category, String series, String measure, String where) {}

  private static String text(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v != null && v.isString() ? v.asString() : null;
  }

  private void sortKey(JsonValue key, String at, Names names) {
    if (!key.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", at, "a sort key must be an object {field, direction}");
      return;
    }
    for (JsonObject.Member m : key.asObject()) {
      if (!SORT_KEY.contains(m.getName())) {
        RootValidator.unknown(m.getName(), JsonPointer.child(at, m.getName()), SORT_KEY,
            "sort key", out);
      }
    }
    if (key.asObject().get("field") == null) {
      out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(at, "field"),
          "a sort key needs a field");
    } else if (names != null) {
      field(key.asObject(), "field", JsonPointer.child(at, "field"), names);
    }
    JsonValue direction = key.asObject().get("direction");
    if (direction != null && (!direction.isString()
        || SortDirection.descending(direction.asString()) == null)) {
      out.error("INVALID_PROPERTY_VALUE", JsonPointer.child(at, "direction"),
          "unknown sort direction " + direction + "; use " + SortDirection.WORDS);
    }
  }

  /**
   * A chart's or KPI's aggregation and a listing's page size: a value the views cannot use is
   * said (a warning: the component still renders, the aggregate without value, the page at its
   * default size).
   */
  private void viewProperties(ComponentNode c) {
    JsonValue aggregation = c.json().get("aggregation");
    if (aggregation != null && c.type().properties().contains("aggregation")
        && (!aggregation.isString()
            || !ComponentCatalog.AGGREGATIONS.contains(aggregation.asString()))) {
      out.warning("INVALID_PROPERTY_VALUE", JsonPointer.child(c.pointer(), "aggregation"),
          "aggregation must be one of " + String.join(", ", ComponentCatalog.AGGREGATIONS)
          + ", not " + aggregation + "; the view has no value for it");
    }
    JsonValue pageSize = c.json().get("pageSize");
    if (pageSize != null && !(pageSize.isNumber() && JsonNumbers.value(pageSize) >= 1
        && JsonNumbers.value(pageSize) == Math.floor(JsonNumbers.value(pageSize))
        && JsonNumbers.value(pageSize) <= Integer.MAX_VALUE)) {
      out.warning("INVALID_PROPERTY_VALUE", JsonPointer.child(c.pointer(), "pageSize"),
          "pageSize must be a positive whole number, not " + pageSize
          + "; the view shows 1000 rows a page");
    }
  }

  /**
   * A template's {@code metric.<key>} must name a root metric and {@code aggregate.<field>.<stat>}
   * a base field and one of its statistics; other placeholders are the renderer's, and where the
   * component has none (a text) they would be shown literally, which is said.
   */
  private void templates(String text, String pointer, boolean othersHaveARenderer) {
    for (TemplatePlaceholders.Placeholder p : TemplatePlaceholders.in(text)) {
      String path = p.path();
      if (path.startsWith(TemplatePlaceholders.METRIC)) {
        String key = path.substring(TemplatePlaceholders.METRIC.length());
        if (!metricKeys.contains(key)) {
          out.error("UNKNOWN_METRIC", pointer, "template {{" + path + "}}: unknown root metric '"
              + key + "'" + DidYouMean.suggest(key, metricKeys));
        }
      } else if (path.startsWith(TemplatePlaceholders.AGGREGATE)) {
        aggregateTemplate(path, pointer);
      } else if (!othersHaveARenderer) {
        out.warning("INVALID_PROPERTY_VALUE", pointer, "template {{" + path + "}} is shown as "
            + "written: a text understands {{metric.<key>}} and {{aggregate.<field>.<stat>}}");
      }
    }
  }

  private void aggregateTemplate(String path, String pointer) {
    String rest = path.substring(TemplatePlaceholders.AGGREGATE.length());
    int dot = rest.lastIndexOf('.');
    String stat = dot < 0 ? "" : rest.substring(dot + 1);
    if (dot <= 0 || !FieldAggregate.STATISTICS.contains(stat)) {
      out.error("INVALID_PROPERTY_VALUE", pointer, "template {{" + path + "}}: an aggregate is "
          + "aggregate.<field>.<stat> with stat " + String.join(", ", FieldAggregate.STATISTICS));
      return;
    }
    DatasetSchema base = schemas.view(Workspace.POWERBI);
    String field = rest.substring(0, dot);
    FieldMeta meta = base == null ? null : base.find(field);
    if (base != null && !base.dynamic() && meta == null) {
      out.error("UNKNOWN_FIELD", pointer, "template {{" + path + "}}: unknown base field '"
          + field + "'");
    } else if (meta != null && meta.dataType() != DataType.UNKNOWN) {
      List<String> has = FieldAggregate.statistics(FieldAggregate.shapeOf(meta.dataType()));
      if (!has.contains(stat)) {
        out.warning("INVALID_PROPERTY_VALUE", pointer, "template {{" + path + "}}: a "
            + meta.dataType().json() + " field has no " + stat + " (it has " + String.join(", ",
            has) + "); it renders blank");
      }
    }
  }

  /**
   * The selected dataset's schema, or null when it is unknown or failed. The name is checked where
   * it is written: a component naming a dataset gets UNKNOWN_DATASET once, at its {@code dataset}
   * member, whether or not it binds data itself (contract-notes §1: unknown datasets are errors);
   * a component inheriting it stays silent, the ancestor that names it carries the diagnostic.
   */
  private DatasetSchema schema(ComponentNode c) {
    String name = c.dataset();
    DatasetSchema schema = schemas.view(name);
    if (schema != null || !namesOwnDataset(c)) {
      return schema;
    }
    String reason = schemas.isFailed(name)
        ? "dataset '" + name + "' failed to resolve and is not available"
        : schemas.isRefusedSource(name) ? "remote source '" + name + "' will never be read (see"
            + " the diagnostics at " + JsonPointer.child("/data/sources", name) + ")"
        : "unknown dataset '" + name + "'" + DidYouMean.suggest(name, schemas.viewNames());
    out.error("UNKNOWN_DATASET", JsonPointer.child(c.pointer(), "dataset"), reason);
    return null;
  }

  /** Whether the component's dataset is its own {@code dataset} member rather than inherited. */
  private static boolean namesOwnDataset(ComponentNode c) {
    JsonValue ds = c.json().get("dataset");
    return ds != null && ds.isString() && ds.asString().equals(c.dataset());
  }

  /**
   * How one view resolves a field name to its canonical key, or null after reporting it: a
   * component's dataset ({@code UNKNOWN_FIELD}) or a map layer's view
   * ({@code UNKNOWN_DATASET_FIELD}, {@link LayerScope#field}).
   */
  private interface Names {
    String key(String name, String pointer);
  }

  private void field(JsonObject owner, String prop, String pointer, Names names) {
    JsonValue v = owner.get(prop);
    if (v == null) {
      return;
    }
    if (!v.isString()) {
      // null included: a binding written as null is not silently no binding.
      out.error("INVALID_PROPERTY_TYPE", pointer, prop + " must name a field, not "
          + Json.typeName(v));
      return;
    }
    String key = names.key(v.asString(), pointer);
    if (key != null) {
      owner.set(prop, key);
    }
  }

  private void fieldList(JsonValue v, String pointer, Names names) {
    if (v == null || !v.isArray()) {
      return;
    }
    JsonArray list = v.asArray();
    for (int i = 0; i < list.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      JsonValue item = list.get(i);
      if (item.isString()) {
        String key = names.key(item.asString(), at);
        if (key != null) {
          list.set(i, key);
        }
      } else if (item.isObject()) {
        field(item.asObject(), "field", JsonPointer.child(at, "field"), names);
      }
    }
  }

  /** The canonical key for a field name in this schema, or null after UNKNOWN_FIELD. */
  /** @param where how the message names the rows, e.g. {@code dataset 'sales'} */
  private String resolve(String name, String pointer, DatasetSchema schema, String where) {
    FieldMeta f = schema.find(name);
    if (f != null) {
      return f.key();
    }
    List<String> known = new ArrayList<>();
    schema.fields().forEach(x -> known.add(x.key()));
    out.error("UNKNOWN_FIELD", pointer, "field '" + name + "' is not in " + where
        + DidYouMean.suggest(name, known));
    return null;
  }

  /** @param names the view's field names, or null when the view is unavailable (no checks) */
  private void interaction(JsonValue v, String pointer, Names names) {
    if (!v.isObject()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "interaction must be an object");
      return;
    }
    JsonObject o = v.asObject();
    for (JsonObject.Member m : o) {
      String at = JsonPointer.child(pointer, m.getName());
      JsonValue value = m.getValue();
      if (!InteractionRules.isProperty(m.getName())) {
        RootValidator.unknown(m.getName(), at, InteractionRules.properties(), "interaction", out);
      } else if (InteractionRules.ENUMS.containsKey(m.getName())) {
        List<String> allowed = InteractionRules.ENUMS.get(m.getName());
        if (!value.isString() || !allowed.contains(value.asString())) {
          // A word of the enum is a string: another JSON type is the wrong type.
          out.error(value.isString() ? "INVALID_PROPERTY_VALUE" : "INVALID_PROPERTY_TYPE", at,
              m.getName() + " must be one of " + String.join("|", allowed) + ", not " + value);
        }
      } else if (InteractionRules.BOOLEANS.contains(m.getName()) && !value.isBoolean()) {
        out.error("INVALID_PROPERTY_TYPE", at, m.getName() + " must be a boolean");
      }
    }
    if (names != null) {
      field(o, "field", JsonPointer.child(pointer, "field"), names);
    }
    target(o.get("target"), JsonPointer.child(pointer, "target"));
    JsonValue targets = o.get("targets");
    if (targets != null) {
      if (!targets.isArray()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(pointer, "targets"),
            "targets must be an array of component ids");
      } else {
        for (int i = 0; i < targets.asArray().size(); i++) {
          target(targets.asArray().get(i), JsonPointer.child(
              JsonPointer.child(pointer, "targets"), i));
        }
      }
    }
  }

  private void target(JsonValue v, String pointer) {
    if (v == null) {
      return;
    }
    if (!v.isString()) {
      out.error("INVALID_PROPERTY_TYPE", pointer, "an interaction target must be a component id, "
          + "not " + Json.typeName(v));
    } else if (!componentIds.contains(v.asString())) {
      out.error("UNKNOWN_TARGET", pointer, "interaction target '" + v.asString()
          + "' is not a component id" + DidYouMean.suggest(v.asString(), componentIds));
    }
  }

  /** Each layer validates its bindings and interaction against its own view. */
  private void layers(ComponentNode c) {
    JsonValue layers = c.json().get("layers");
    String pointer = JsonPointer.child(c.pointer(), "layers");
    if (layers == null || !layers.isArray()) {
      if (layers != null) {
        out.error("INVALID_PROPERTY_TYPE", pointer, "layers must be an array of layer objects");
      }
      return;
    }
    MapLayers.checkShapes(layers.asArray(), pointer, out);
    for (LayerScope scope : MapLayerScope.resolve(layers, pointer, c.dataset(), schemas, out)) {
      JsonObject layer = layers.asArray().get(scope.index()).asObject();
      LayerFilter.check(layer, scope, out); // its shape even when the view is unavailable
      if (scope.schema() == null) {
        continue;
      }
      // Every field a layer names is a field of the layer's view (data-model.txt).
      Names names = (name, at) -> {
        FieldMeta f = scope.field(name, at, out);
        return f == null ? null : f.key();
      };
      for (String prop : MapLayers.FIELD_PROPERTIES) {
        field(layer, prop, JsonPointer.child(scope.pointer(), prop), names);
      }
      for (String prop : MapLayers.FIELD_LIST_PROPERTIES) {
        fieldList(layer.get(prop), JsonPointer.child(scope.pointer(), prop), names);
      }
      for (MapLayers.FieldObject o : MapLayers.fieldObjects(layer, scope.pointer())) {
        field(o.owner(), "field", o.fieldPointer(), names);
      }
      JsonValue interaction = layer.get("interaction");
      if (interaction != null) {
        interaction(interaction, JsonPointer.child(scope.pointer(), "interaction"), names);
      }
    }
  }

  /**
   * The members of a metricGrid entry: all the view reads (ComponentViews), so another one (a
   * per-entry format, a misspelt label) would be silently ignored and is said instead.
   */
  private static final Set<String> METRIC_ENTRY = Set.of("metric", "label");

  private void metrics(ComponentNode c) {
    JsonValue metrics = c.json().get("metrics");
    String pointer = JsonPointer.child(c.pointer(), "metrics");
    if (metrics == null || !metrics.isArray()) {
      if (metrics != null) {
        out.error("INVALID_PROPERTY_TYPE", pointer, "metrics must be an array of {metric}");
      }
      return;
    }
    JsonArray list = metrics.asArray();
    for (int i = 0; i < list.size(); i++) {
      String at = JsonPointer.child(pointer, i);
      JsonValue item = list.get(i);
      if (!item.isObject()) {
        out.error("INVALID_PROPERTY_TYPE", at,
            "a metricGrid entry must be an object {metric, label}");
        continue;
      }
      for (JsonObject.Member m : item.asObject()) {
        if (!METRIC_ENTRY.contains(m.getName())) {
          RootValidator.unknown(m.getName(), JsonPointer.child(at, m.getName()), METRIC_ENTRY,
              "metricGrid entry", out);
        }
      }
      JsonValue label = item.asObject().get("label");
      if (label != null && !label.isString()) {
        // The view would leave it out: said rather than dropped.
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, "label"),
            "a metricGrid entry's label must be text, not " + label);
      }
      JsonValue metric = item.asObject().get("metric");
      if (metric == null) {
        out.error("MISSING_REQUIRED_PROPERTY", JsonPointer.child(at, "metric"),
            "each metricGrid entry needs metric, the key of a root calculated metric");
      } else if (!metric.isString()) {
        out.error("INVALID_PROPERTY_TYPE", JsonPointer.child(at, "metric"),
            "a metricGrid entry's metric must be the text key of a root calculated metric, not "
            + metric);
      } else if (!metricKeys.contains(metric.asString())) {
        out.error("UNKNOWN_METRIC", JsonPointer.child(at, "metric"), "unknown root metric '"
            + metric.asString() + "'" + DidYouMean.suggest(metric.asString(), metricKeys));
      }
    }
  }
}
