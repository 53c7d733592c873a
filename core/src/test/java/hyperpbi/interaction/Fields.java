package hyperpbi.interaction;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldKind;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import java.util.List;

/** Field metadata as the workspace and dataset stages produce it, for hand-built fixtures. */
final class Fields {
  private Fields() {}

  /** A Power BI model column {@code Table.Column}. */
  static FieldMeta column(String key, String table, String column, DataType type) {
    return new FieldMeta(key, key, column, table + "." + column, table + "." + column, table,
        column, SemanticType.forDataType(type), FieldKind.COLUMN, type, null, List.of(), null,
        false, Origin.POWERBI_COLUMN, true, true);
  }

  /** A true model measure: no filter target. */
  static FieldMeta measure(String key, String name) {
    return new FieldMeta(key, key, name, name, name, null, null, SemanticType.MEASURE,
        FieldKind.MEASURE, DataType.NUMBER, null, List.of(), null, false,
        Origin.POWERBI_MEASURE, true, false);
  }

  static FieldMeta computed(String key, DataType type, Origin origin) {
    return FieldMeta.computed(key, key, type, origin);
  }

  static FieldMeta uploaded(String key, DataType type) {
    return FieldMeta.uploaded(key, key, key, type);
  }
}
