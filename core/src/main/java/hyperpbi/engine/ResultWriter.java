package hyperpbi.engine;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.json.CellJson;
import hyperpbi.json.JsonOut;
import java.util.List;

/** Writes the eval document parts: field metadata, dataset rows, keys, lineage and stats. */
public final class ResultWriter {
  private ResultWriter() {}

  public static void writeFields(JsonOut out, List<FieldMeta> fields) {
    out.beginArray();
    for (FieldMeta f : fields) {
      out.beginInlineObject()
          .field("key", f.key())
          .field("alias", f.alias())
          .field("displayName", f.displayName())
          .field("queryName", f.queryName())
          .field("qualifiedName", f.qualifiedName())
          .field("type", f.type().json())
          .field("dataType", f.dataType().json())
          .field("kind", f.kind().json())
          .field("format", f.format())
          .key("roles").beginInlineArray();
      for (String role : f.roles()) {
        out.value(role);
      }
      out.endArray()
          .field("origin", f.origin().json())
          .field("sourceTable", f.sourceTable())
          .field("sourceColumn", f.sourceColumn())
          .field("queryAggregation", f.queryAggregation())
          .field("isImplicitAggregation", f.isImplicitAggregation())
          .field("canSelect", f.canSelect())
          .field("canFilter", f.hasFilterTarget())
          .endObject();
    }
    out.endArray();
  }

  public static void writeDataset(JsonOut out, DatasetResult result) {
    List<FieldMeta> fields = result.table().fields();
    out.beginObject();
    out.key("fields");
    writeFields(out, fields);
    out.key("rows");
    writeRows(out, result);
    out.key("rowKeys").beginArray();
    for (String key : result.rowKeys()) {
      out.value(key);
    }
    out.endArray();
    out.key("lineage").beginArray();
    Lineage lineage = result.lineage();
    for (int r = 0; r < lineage.rowCount(); r++) {
      out.beginInlineArray();
      for (int i = lineage.start(r); i < lineage.end(r); i++) {
        out.value(lineage.sourceRows()[i]);
      }
      out.endArray();
    }
    out.endArray();
    DatasetStats stats = result.stats();
    out.key("stats").beginInlineObject()
        .field("cacheStatus", stats.cacheHit() ? "hit" : "miss")
        .field("inputRows", stats.inputRows())
        .field("outputRows", stats.outputRows())
        .field("lineageCount", stats.lineageCount())
        .endObject();
    out.key("warnings").beginArray();
    for (String w : result.warnings()) {
      out.value(w);
    }
    out.endArray();
    out.endObject();
  }

  /** The dataset's rows as an array of objects whose keys follow the schema order. */
  public static void writeRows(JsonOut out, DatasetResult result) {
    List<FieldMeta> fields = result.table().fields();
    List<Column> columns = result.table().columns();
    char[] dateText = new char[UtcCalendar.MAX_TEXT];
    out.beginArray();
    for (int r = 0; r < result.rowCount(); r++) {
      out.beginInlineObject();
      for (int c = 0; c < fields.size(); c++) {
        out.key(fields.get(c).key());
        writeValue(out, columns.get(c), fields.get(c).dataType(), r, dateText);
      }
      out.endObject();
    }
    out.endArray();
  }

  /** A scalar (Double, String, Boolean or null) as the next JSON value of {@code out}. */
  public static void writeScalar(JsonOut out, Object value) {
    if (value instanceof Double d) {
      out.value(d.doubleValue());
    } else if (value instanceof String s) {
      out.value(s);
    } else if (value instanceof Boolean b) {
      out.value(b.booleanValue());
    } else {
      out.nullValue();
    }
  }

  /** One cell as JSON ({@link CellJson}). */
  public static void writeValue(JsonOut out, Column column, DataType type, int row) {
    CellJson.write(out, column, type, row);
  }

  private static void writeValue(JsonOut out, Column column, DataType type, int row,
      char[] dateText) {
    CellJson.write(out, column, type, row, dateText);
  }
}
