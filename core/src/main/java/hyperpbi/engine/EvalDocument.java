package hyperpbi.engine;

import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonOut;
import hyperpbi.map.MapResult;
import java.util.List;
import java.util.Map;

/**
 * The eval output document: {@code {"ok","diagnostics","fields","calculatedMetrics","datasets",
 * "aggregates","map"}} (README, "Command line"). Byte-identical for the same inputs on every
 * runtime.
 */
final class EvalDocument {
  /** About what a cell takes in mode rows: its key, a number or short text, quotes, separators. */
  private static final int ROW_CELL_CHARS = 24;
  private static final int MAX_CELLS = 1 << 16;

  private EvalDocument() {}

  static String write(Diagnostics diagnostics, DataSource base, CalculationResult calculated,
      Map<String, DatasetResult> datasets, BaseAggregates aggregates, MapResult map) {
    JsonOut out = new JsonOut(true);
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    out.key("fields");
    ResultWriter.writeFields(out, baseFields(base, datasets));
    out.key("calculatedMetrics").beginObject();
    if (calculated != null) {
      calculated.metrics().forEach((k, v) -> ResultWriter.writeScalar(out.key(k), v));
    }
    out.endObject();
    out.key("datasets").beginObject();
    datasets.forEach((name, result) -> {
      out.key(name);
      ResultWriter.writeDataset(out, result);
    });
    out.endObject();
    out.key("aggregates");
    aggregates.writeTo(out);
    out.key("map");
    map.writeTo(out);
    out.endObject();
    return out.toString();
  }

  /**
   * The powerbi fields as evaluated (a calculated field of unknown static type refined from its
   * rows, as in {@code datasets.powerbi}), so one document never types a field two ways.
   */
  private static List<FieldMeta> baseFields(DataSource base, Map<String, DatasetResult> datasets) {
    DatasetResult evaluated = datasets.get(Workspace.POWERBI);
    if (evaluated != null) {
      return evaluated.table().fields();
    }
    return base == null ? List.of() : base.table().fields();
  }

  private static int cells(Map<String, DatasetResult> datasets) {
    // Bounded: a huge answer grows its buffer as it goes instead of reserving it all at once
    // (and int, not long: long is emulated in TeaVM's JavaScript).
    int cells = 0;
    for (DatasetResult r : datasets.values()) {
      cells += Math.min(r.rowCount(), MAX_CELLS) * Math.min(r.table().fields().size(), 64);
      if (cells >= MAX_CELLS) {
        return MAX_CELLS;
      }
    }
    return cells;
  }

  /**
   * The compact document of mode {@code rows}: {@code {"ok","diagnostics","calculatedMetrics","datasets":
   * {name:{"rows":[...]}}}} on one line, without field metadata, row keys, lineage or stats, for
   * hosts that only draw values (and the benchmarks, which compare values).
   */
  static String writeRows(Diagnostics diagnostics, CalculationResult calculated,
      Map<String, DatasetResult> datasets) {
    JsonOut out = new JsonOut(false, 256 + ROW_CELL_CHARS * cells(datasets));
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    out.key("calculatedMetrics").beginObject();
    if (calculated != null) {
      calculated.metrics().forEach((k, v) -> ResultWriter.writeScalar(out.key(k), v));
    }
    out.endObject();
    out.key("datasets").beginObject();
    datasets.forEach((name, result) -> {
      out.key(name).beginObject().key("rows");
      ResultWriter.writeRows(out, result);
      out.endObject();
    });
    out.endObject();
    out.endObject();
    return out.toString();
  }
}
