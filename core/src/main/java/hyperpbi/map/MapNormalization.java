package hyperpbi.map;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.SemanticType;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.LayerFilter;
import hyperpbi.dataset.MapLayerScope;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.specification.ComponentNode;
import hyperpbi.specification.PreparedSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Normalized map bindings and warnings (data-model, "Base powerbi dataset" and "Map layer dataset
 * scope"): the base dataset's detected coordinates, and for every map layer the features of its
 * own view ({@code layer.dataset}, else the map's dataset, else powerbi).
 */
public final class MapNormalization {
  /** Layer filters compare values only: no clock, time zone or warning reaches them. */
  private static final EvaluationContext QUIET = new EvaluationContext(0, "UTC", Map.of(),
      (code, message) -> { });

  private MapNormalization() {}

  /**
   * The base source with coordinate semantic types settled: a detected latitude/longitude field
   * becomes {@code latitude}/{@code longitude} only when every non-null value is a finite number
   * in range, a detected geometry field becomes {@code geometry} only when every non-null value is
   * valid GeoJSON; a field typed so without passing falls back to the type of its data type.
   */
  public static DataSource withCoordinateTypes(DataSource base) {
    return withCoordinateTypes(base, FieldDetection.of(base.table().fields()));
  }

  /** {@link #withCoordinateTypes(DataSource)} with the detection of the base's fields made. */
  public static DataSource withCoordinateTypes(DataSource base, FieldDetection detection) {
    Table table = base.table();
    List<FieldMeta> fields = new ArrayList<>(table.fields());
    boolean changed = false;
    for (int i = 0; i < fields.size(); i++) {
      FieldMeta f = fields.get(i);
      SemanticType type = coordinateType(detection.coordinateRole(i), f,
          table.columns().get(i), table.rowCount());
      if (type != f.type()) {
        fields.set(i, f.withSemanticType(type));
        changed = true;
      }
    }
    if (!changed) {
      return base;
    }
    // Same rows: the source keeps its (possibly not yet computed) row keys.
    return base.withTable(new Table(fields, table.columns(), table.rowCount()));
  }

  /**
   * The base dataset's map (when it has a coordinate field) and every map layer's.
   *
   * @param base the evaluated powerbi dataset (after calculated fields), or null without data
   * @param prepared the prepared specification, or null when preparation failed
   */
  public static MapResult evaluate(DatasetResult base, PreparedSpecification prepared,
      Workspace workspace, Map<String, DatasetResult> datasets, Diagnostics out) {
    return evaluate(base, base == null ? null : FieldDetection.of(base.table().fields()),
        prepared, workspace, datasets, QUIET, out);
  }

  /**
   * {@link #evaluate}, with the detection of the base's fields already made (the caller's) and
   * the evaluation context layer filters run with.
   */
  public static MapResult evaluate(DatasetResult base, FieldDetection baseFields,
      PreparedSpecification prepared, Workspace workspace, Map<String, DatasetResult> datasets,
      EvaluationContext context, Diagnostics out) {
    List<MapLayer> layers = new ArrayList<>();
    if (base != null) {
      MapBindings detected = MapBindings.detected(baseFields);
      if (detected.hasCoordinateField()) {
        layers.add(MapLayerBuilder.build(Workspace.POWERBI, JsonPointer.ROOT, Workspace.POWERBI,
            base, detected, false, null, out));
      }
    }
    if (prepared != null) {
      for (ComponentNode c : prepared.components()) {
        if (c.type().name().equals("map") && c.id() != null) {
          mapComponent(c, prepared, workspace, datasets, context, layers, out);
        }
      }
    }
    return new MapResult(layers);
  }

  /**
   * The layers of one map. Preparation has reported malformed layers, duplicate keys, unknown
   * datasets and unknown fields; here malformed and duplicate layers are skipped, a layer without
   * a view is reported empty with the reason, an unknown field is left unbound, and none of those
   * findings is repeated.
   */
  private static void mapComponent(ComponentNode c, PreparedSpecification prepared,
      Workspace workspace, Map<String, DatasetResult> datasets, EvaluationContext context,
      List<MapLayer> layers, Diagnostics out) {
    JsonValue list = c.json().get("layers");
    if (list == null || !list.isArray()) {
      return;
    }
    String listPointer = JsonPointer.child(c.pointer(), "layers");
    JsonArray items = list.asArray();
    String[] keys = MapLayerScope.layerKeys(items); // null: not a layer, or a duplicate key
    for (int i = 0; i < items.size(); i++) {
      if (keys[i] == null) {
        continue;
      }
      JsonObject layer = items.get(i).asObject();
      String key = c.id() + "/" + keys[i];
      String pointer = JsonPointer.child(listPointer, i);
      JsonValue own = layer.get("dataset");
      if (own != null && !own.isString()) {
        layers.add(MapLayer.unavailable(key, pointer, null, "the layer's dataset is not a "
            + "dataset name"));
        continue;
      }
      String dataset = MapLayerScope.viewName(layer, c.dataset());
      DatasetResult view = view(dataset, workspace, datasets);
      if (view == null) {
        layers.add(MapLayer.unavailable(key, pointer, dataset, unavailable(dataset, prepared)));
        continue;
      }
      // The layer's rows are the view rows its filter keeps (an invalid filter: none).
      LayerFilter filter = LayerFilter.of(layer, pointer, dataset, view);
      if (filter == null) {
        layers.add(MapLayer.unavailable(key, pointer, dataset, "the layer's filter is invalid "
            + "(see its diagnostic)"));
        continue;
      }
      MapBindings bindings = LayerBindings.resolve(layer, view.table().fields());
      layers.add(MapLayerBuilder.build(key, pointer, dataset, view, bindings, true,
          filter.rows(view, context), out));
    }
  }

  /** Why a layer's view has no rows: its own diagnostic (or the pending request) says more. */
  private static String unavailable(String dataset, PreparedSpecification prepared) {
    if (prepared.remoteSources() != null && prepared.remoteSources().containsKey(dataset)) {
      return "remote source '" + dataset + "' has no loaded response yet";
    }
    return "dataset '" + dataset + "' is not available (unknown or failed; see its diagnostic)";
  }

  /** What a layer reads under {@code name}: the same rule as components' views. */
  private static DatasetResult view(String name, Workspace workspace,
      Map<String, DatasetResult> datasets) {
    return DatasetEvaluator.view(name, datasets, workspace);
  }

  private static SemanticType coordinateType(BindingRole role, FieldMeta f, Column column,
      int rowCount) {
    boolean valid = false;
    SemanticType wanted = null;
    if (role == BindingRole.LATITUDE || role == BindingRole.LONGITUDE) {
      wanted = role == BindingRole.LATITUDE ? SemanticType.LATITUDE : SemanticType.LONGITUDE;
      valid = f.dataType() == DataType.NUMBER && allInRange(column, rowCount,
          role == BindingRole.LATITUDE ? 90 : 180);
    } else if (role == BindingRole.GEOMETRY) {
      wanted = SemanticType.GEOMETRY;
      valid = allGeometry(column, rowCount);
    }
    if (valid) {
      return wanted;
    }
    boolean coordinateTyped = f.type() == SemanticType.LATITUDE
        || f.type() == SemanticType.LONGITUDE || f.type() == SemanticType.GEOMETRY;
    return coordinateTyped ? SemanticType.forDataType(f.dataType()) : f.type();
  }

  private static boolean allInRange(Column column, int rowCount, double limit) {
    CoordinateColumn c = limit == 90 ? CoordinateColumn.latitude(column, DataType.NUMBER)
        : CoordinateColumn.longitude(column, DataType.NUMBER);
    for (int r = 0; r < rowCount; r++) {
      byte s = c.status(r);
      if (s != CoordinateColumn.NULL && s != CoordinateColumn.OK) {
        return false;
      }
    }
    return true;
  }

  private static boolean allGeometry(Column column, int rowCount) {
    GeometryColumn g = new GeometryColumn(column);
    for (int r = 0; r < rowCount; r++) {
      if (!g.isNull(r) && !g.geometry(r).isValid()) {
        return false;
      }
    }
    return true;
  }
}
