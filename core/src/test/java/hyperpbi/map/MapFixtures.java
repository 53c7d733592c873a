package hyperpbi.map;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetStats;
import java.util.ArrayList;
import java.util.List;

/** Hand-built tables for map and aggregate tests. */
public final class MapFixtures {
  private final List<FieldMeta> fields = new ArrayList<>();
  private final List<Column> columns = new ArrayList<>();
  private int rows = -1;

  public static MapFixtures table() {
    return new MapFixtures();
  }

  public MapFixtures numbers(String key, Double... values) {
    return numbers(FieldMeta.uploaded(key, key, key, DataType.NUMBER), values);
  }

  public MapFixtures numbers(FieldMeta field, Double... values) {
    double[] v = new double[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? NumberColumn.NULL : values[i];
    }
    return add(field, new NumberColumn(v), v.length);
  }

  public MapFixtures dates(String key, DataType type, Double... epochMs) {
    return numbers(FieldMeta.uploaded(key, key, key, type), epochMs);
  }

  public MapFixtures text(String key, String... values) {
    return text(FieldMeta.uploaded(key, key, key, DataType.TEXT), values);
  }

  public MapFixtures text(FieldMeta field, String... values) {
    TextColumnBuilder b = new TextColumnBuilder(values.length);
    for (String s : values) {
      b.add(s);
    }
    return add(field, b.build(), values.length);
  }

  public MapFixtures booleans(String key, Boolean... values) {
    byte[] v = new byte[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] == null ? BooleanColumn.NULL
          : values[i] ? BooleanColumn.TRUE : BooleanColumn.FALSE;
    }
    return add(FieldMeta.uploaded(key, key, key, DataType.BOOLEAN), new BooleanColumn(v),
        v.length);
  }

  private MapFixtures add(FieldMeta field, Column column, int length) {
    if (rows >= 0 && rows != length) {
      throw new IllegalArgumentException("column lengths differ");
    }
    rows = length;
    fields.add(field);
    columns.add(column);
    return this;
  }

  public Table build() {
    return new Table(fields, columns, Math.max(rows, 0));
  }

  /** The table as a one-to-one dataset with keys r0, r1, ... */
  public DatasetResult view(String name) {
    Table t = build();
    String[] keys = new String[t.rowCount()];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = "r" + i;
    }
    return new DatasetResult(name, t, keys, Lineage.identity(t.rowCount()),
        new DatasetStats(false, t.rowCount(), t.rowCount(), 0, t.rowCount()), List.of());
  }

  /** A Power BI column with roles and an optional query aggregation. */
  public static FieldMeta powerBi(String key, String queryName, String table, String column,
      String aggregation, String... roles) {
    return new FieldMeta(key, key, column, queryName, table + "." + column, table, column,
        SemanticType.MEASURE, FieldKind.COLUMN, DataType.NUMBER, null, List.of(roles),
        aggregation, aggregation != null, Origin.POWERBI_COLUMN, true, true);
  }
}
