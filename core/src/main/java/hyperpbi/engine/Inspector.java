package hyperpbi.engine;

import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Lineage;
import hyperpbi.data.Table;
import hyperpbi.data.UtcCalendar;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetEvaluator;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.dataset.DatasetSchema;
import hyperpbi.dataset.DatasetSchemas;
import hyperpbi.dataset.DatasetStats;
import hyperpbi.dataset.StageRows;
import hyperpbi.json.CellJson;
import hyperpbi.json.JsonOut;
import java.util.List;
import java.util.Map;

/**
 * The inspect answers of the exported API (web-bridge/README.md, "Exported API"): a session's
 * sources, a dashboard's datasets (static schema, rows, rows after each stage, cache status), a
 * window of a dataset's rows and one row's lineage. Values are written as the eval document
 * writes them ({@link CellJson}: canonical numbers, ISO dates). A window costs its own rows, never
 * all rows: a studio asks for the 100 rows on screen of a million-row dataset.
 */
final class Inspector {
  /** The most rows one answer holds; a larger count is clamped and the answer says so. */
  static final int MAX_ROWS = 500;

  private Inspector() {}

  /** {@code {"sources": [{"name", "rows", "default", "fields"}]}} in load order. */
  static String sources(Workspace workspace) {
    JsonOut out = new JsonOut(false).beginObject().key("sources").beginArray();
    for (Map.Entry<String, DataSource> e : workspace.sources().entrySet()) {
      out.beginObject().field("name", e.getKey())
          .field("rows", e.getValue().rowCount())
          .field("default", e.getKey().equals(workspace.defaultSource()))
          .key("fields");
      fields(out, e.getValue().table().fields());
      out.endObject();
    }
    return out.endArray().endObject().toString();
  }

  /**
   * {@code {"datasets": [...]}}: {@code powerbi} and every named dataset that resolved, in
   * evaluation order, then the named datasets that failed ({@code "failed": true}, no schema).
   * The schema is the static one (what completion offers), known also when the dataset's rows
   * could not be computed.
   */
  static String datasets(Evaluation evaluation) {
    JsonOut out = new JsonOut(false).beginObject().key("datasets").beginArray();
    DatasetSchemas schemas = evaluation == null ? null : evaluation.schemas();
    if (schemas != null) {
      for (String name : schemas.datasetNames()) {
        dataset(out, name, schemas.view(name), evaluation.datasets().get(name));
      }
      for (String name : schemas.failedNames()) {
        out.beginObject().field("name", name).field("failed", true).key("schema").beginArray()
            .endArray().field("rows", 0).key("stages").beginArray().endArray()
            .field("cacheStatus", "none").field("elapsedMs", 0).endObject();
      }
    }
    return out.endArray().endObject().toString();
  }

  private static void dataset(JsonOut out, String name, DatasetSchema schema,
      DatasetResult result) {
    out.beginObject().field("name", name).field("failed", false).key("schema");
    fields(out, schema == null ? List.of() : schema.fields());
    if (result == null) {
      // powerbi without a loaded default source: no rows to count.
      out.field("rows", 0).key("stages").beginArray().endArray().field("cacheStatus", "none")
          .field("elapsedMs", 0);
      out.endObject();
      return;
    }
    DatasetStats stats = result.statsWithoutLineage();
    out.field("rows", result.rowCount()).field("inputRows", stats.inputRows())
        .key("stages").beginArray();
    for (StageRows stage : stats.stages()) {
      out.beginInlineObject().field("stage", stage.stage()).field("rows", stage.rows())
          .endObject();
    }
    out.endArray().field("cacheStatus", stats.cacheHit() ? "hit" : "miss")
        .field("elapsedMs", stats.elapsedMs()).endObject();
  }

  /** Rows {@code first ..} of a dataset (at most {@link #MAX_ROWS}), or an error answer. */
  static String rows(Evaluation evaluation, Workspace workspace, String name, int first,
      int count) {
    String problem = windowProblem(first, count);
    DatasetResult result = problem != null ? null : find(evaluation, workspace, name);
    if (problem != null || result == null) {
      return HostHandles.error(problem != null ? problem : unknownDataset(evaluation, name));
    }
    int total = result.rowCount();
    int asked = Math.min(count, MAX_ROWS);
    int from = Math.min(first, total);
    int to = Math.min(total, from + asked);
    Table table = result.table();
    JsonOut out = new JsonOut(false).beginObject().field("name", name).field("total", total)
        .field("first", first).field("count", to - from).field("limit", MAX_ROWS)
        .field("clamped", count > MAX_ROWS).key("fields");
    fields(out, table.fields());
    out.key("rows").beginArray();
    char[] dateText = new char[UtcCalendar.MAX_TEXT];
    Lineage lineage = from < to ? result.lineage() : null;
    for (int r = from; r < to; r++) {
      int sourceRows = lineage.end(r) - lineage.start(r);
      // A row standing for several source rows (a group) has a key joining all their keys:
      // megabytes for a window of large groups. It is left out (null), and datasetLineage
      // lists those rows with their keys.
      out.beginInlineObject().field("key", sourceRows <= 1 ? result.rowKey(r) : null)
          .field("sourceRows", sourceRows).key("values");
      values(out, table, r, dateText);
      out.endObject();
    }
    return out.endArray().endObject().toString();
  }

  /**
   * The source rows behind one row of a dataset (its lineage, at most {@link #MAX_ROWS} of
   * them, {@code total} says how many), or an error answer.
   */
  static String lineage(Evaluation evaluation, Workspace workspace, String name, int row) {
    if (row < 0) {
      return HostHandles.error("row must be a nonnegative integer");
    }
    DatasetResult result = find(evaluation, workspace, name);
    if (result == null) {
      return HostHandles.error(unknownDataset(evaluation, name));
    }
    if (row >= result.rowCount()) {
      return HostHandles.error("row " + row + " is outside dataset '" + name + "' ("
          + result.rowCount() + " rows)");
    }
    DataSource source = Workspace.POWERBI.equals(result.lineageSource()) && evaluation != null
        && evaluation.base() != null ? evaluation.base()
        : workspace.sources().get(result.lineageSource());
    Lineage lineage = result.lineage();
    int start = lineage.start(row);
    int total = lineage.end(row) - start;
    int shown = source == null ? 0 : Math.min(total, MAX_ROWS);
    JsonOut out = new JsonOut(false).beginObject().field("name", name).field("row", row)
        .field("source", source == null ? result.lineageSource() : source.id())
        .field("total", total).field("limit", MAX_ROWS).field("clamped", shown < total)
        .key("fields");
    fields(out, source == null ? List.of() : source.table().fields());
    out.key("rows").beginArray();
    char[] dateText = new char[UtcCalendar.MAX_TEXT];
    for (int i = 0; i < shown; i++) {
      int index = lineage.sourceRows()[start + i];
      out.beginInlineObject().field("index", index).field("key", source.rowKey(index))
          .key("values");
      values(out, source.table(), index, dateText);
      out.endObject();
    }
    return out.endArray().endObject().toString();
  }

  private static String windowProblem(int first, int count) {
    if (first < 0) {
      return "first must be a nonnegative integer";
    }
    return count < 0 ? "count must be a nonnegative integer (at most " + MAX_ROWS
        + " rows are answered)" : null;
  }

  /** An evaluated dataset, or a loaded source under its own id, or null. */
  private static DatasetResult find(Evaluation evaluation, Workspace workspace, String name) {
    if (name == null || evaluation == null || evaluation.datasets() == null) {
      return null;
    }
    return DatasetEvaluator.view(name, evaluation.datasets(), workspace);
  }

  private static String unknownDataset(Evaluation evaluation, String name) {
    if (name == null) {
      return "the dataset name must be a string";
    }
    StringBuilder known = new StringBuilder();
    if (evaluation != null && evaluation.datasets() != null) {
      for (String n : evaluation.datasets().keySet()) {
        known.append(known.length() == 0 ? "" : ", ").append(n);
      }
    }
    return "unknown dataset '" + name + "' (datasets: " + (known.length() == 0 ? "none" : known)
        + ")";
  }

  /** A row's values in field order. */
  private static void values(JsonOut out, Table table, int row, char[] dateText) {
    List<FieldMeta> fields = table.fields();
    List<Column> columns = table.columns();
    out.beginInlineArray();
    for (int c = 0; c < fields.size(); c++) {
      CellJson.write(out, columns.get(c), fields.get(c).dataType(), row, dateText);
    }
    out.endArray();
  }

  /** The fields as the inspectors show them (the eval document's names for each part). */
  private static void fields(JsonOut out, List<FieldMeta> fields) {
    out.beginArray();
    for (FieldMeta f : fields) {
      out.beginInlineObject().field("key", f.key()).field("alias", f.alias())
          .field("displayName", f.displayName()).field("semanticType", f.type().json())
          .field("dataType", f.dataType().json()).field("kind", f.kind().json())
          .field("origin", f.origin().json()).endObject();
    }
    out.endArray();
  }
}
