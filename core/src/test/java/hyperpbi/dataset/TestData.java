package hyperpbi.dataset;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small in-memory sources and helpers for dataset tests. */
final class TestData {
  static final double NULL = Double.NaN;
  static final EvaluationContext CONTEXT =
      new EvaluationContext(0, "UTC", Map.of(), (code, message) -> { });

  private final String id;
  private final List<FieldMeta> fields = new ArrayList<>();
  private final List<Column> columns = new ArrayList<>();
  private int rows = -1;

  private TestData(String id) {
    this.id = id;
  }

  static TestData source(String id) {
    return new TestData(id);
  }

  TestData text(String key, String... values) {
    TextColumnBuilder b = new TextColumnBuilder(values.length);
    for (String v : values) {
      b.add(v);
    }
    return add(FieldMeta.uploaded(key, key, key, DataType.TEXT), b.build(), values.length);
  }

  TestData number(String key, double... values) {
    return add(FieldMeta.uploaded(key, key, key, DataType.NUMBER), new NumberColumn(values.clone()),
        values.length);
  }

  TestData date(String key, double... epochMs) {
    return add(FieldMeta.uploaded(key, key, key, DataType.DATE), new NumberColumn(epochMs.clone()),
        epochMs.length);
  }

  TestData bool(String key, int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return add(FieldMeta.uploaded(key, key, key, DataType.BOOLEAN), new BooleanColumn(bytes),
        values.length);
  }

  /** A model column with a Power BI filter target. */
  TestData modelText(String key, String table, String column, String... values) {
    TextColumnBuilder b = new TextColumnBuilder(values.length);
    for (String v : values) {
      b.add(v);
    }
    FieldMeta f = new FieldMeta(key, key, column, table + "." + column, table + "." + column,
        table, column, hyperpbi.data.SemanticType.DIMENSION, hyperpbi.data.FieldKind.COLUMN,
        DataType.TEXT, null, List.of("category"), null, false, hyperpbi.data.Origin.POWERBI_COLUMN,
        true, true);
    return add(f, b.build(), values.length);
  }

  TestData column(FieldMeta field, Column column) {
    return add(field, column, column.length());
  }

  private TestData add(FieldMeta field, Column column, int length) {
    if (rows >= 0 && rows != length) {
      throw new IllegalArgumentException("column length differs");
    }
    rows = length;
    fields.add(field);
    columns.add(column);
    return this;
  }

  DataSource build() {
    int n = Math.max(rows, 0);
    String[] keys = new String[n];
    for (int i = 0; i < n; i++) {
      keys[i] = id + "_" + i;
    }
    return new DataSource(id, new Table(fields, columns, n), keys, null, List.of());
  }

  static Workspace workspace(DataSource... sources) {
    Map<String, DataSource> map = new LinkedHashMap<>();
    for (DataSource s : sources) {
      map.put(s.id(), s);
    }
    return new Workspace(map, sources.length == 0 ? null : sources[0].id());
  }

  /** A specification with {@code data.datasets} from JSON text (single quotes allowed). */
  static JsonObject spec(String datasetsJson) {
    return Json.parse("{\"version\":\"2.0\",\"components\":[],\"data\":{\"datasets\":"
        + datasetsJson.replace('\'', '"') + "}}").asObject();
  }

  static JsonObject specWithData(String dataJson) {
    return Json.parse("{\"version\":\"2.0\",\"components\":[],\"data\":"
        + dataJson.replace('\'', '"') + "}").asObject();
  }

  /** Resolves and evaluates with the fake expression binder. */
  static Map<String, DatasetResult> evaluate(JsonObject spec, Workspace ws, Diagnostics out,
      DatasetCache cache) {
    DatasetSchemas schemas = DatasetResolver.resolve(spec, ws, ws.resolve(Workspace.POWERBI), out,
        new FakeBinder());
    return DatasetEvaluator.evaluate(schemas, CONTEXT, cache);
  }

  static Map<String, DatasetResult> evaluate(JsonObject spec, Workspace ws, Diagnostics out) {
    return evaluate(spec, ws, out, DatasetCache.create());
  }

  static String codes(Diagnostics out) {
    StringBuilder b = new StringBuilder();
    for (Diagnostic d : out.sorted()) {
      b.append(d.code()).append(' ').append(d.path()).append('\n');
    }
    return b.toString();
  }

  /** A cell as a Java value: Double, String, Boolean or null. */
  static Object cell(DatasetResult r, String key, int row) {
    Column c = r.table().column(key);
    if (c == null) {
      throw new IllegalArgumentException("no field " + key);
    }
    if (c.isNull(row)) {
      return null;
    }
    if (c instanceof NumberColumn n) {
      return n.get(row);
    }
    if (c instanceof TextColumn t) {
      return t.get(row);
    }
    return ((BooleanColumn) c).values()[row] == BooleanColumn.TRUE;
  }

  static List<Object> column(DatasetResult r, String key) {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < r.rowCount(); i++) {
      values.add(cell(r, key, i));
    }
    return values;
  }

  static List<List<Integer>> lineage(DatasetResult r) {
    List<List<Integer>> out = new ArrayList<>();
    for (int i = 0; i < r.lineage().rowCount(); i++) {
      List<Integer> rows = new ArrayList<>();
      for (int j = r.lineage().start(i); j < r.lineage().end(i); j++) {
        rows.add(r.lineage().sourceRows()[j]);
      }
      out.add(rows);
    }
    return out;
  }

  static List<String> keys(DatasetResult r) {
    return r.table().fields().stream().map(FieldMeta::key).toList();
  }
}
