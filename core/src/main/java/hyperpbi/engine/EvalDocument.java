package hyperpbi.engine;

import hyperpbi.aggregate.BaseAggregates;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.data.DataSource;
import hyperpbi.dataset.DatasetResult;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.json.JsonOut;
import hyperpbi.map.MapResult;
import java.util.List;
import java.util.Map;

/**
 * The eval output document: {@code {"ok","diagnostics","fields","metrics","datasets",
 * "aggregates","map"}} (README, "Command line"). Byte-identical for the same inputs on every
 * runtime.
 */
final class EvalDocument {
  private EvalDocument() {}

  static String write(Diagnostics diagnostics, DataSource base, CalculationResult calculated,
      Map<String, DatasetResult> datasets, BaseAggregates aggregates, MapResult map) {
    JsonOut out = new JsonOut(true);
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    out.key("fields");
    ResultWriter.writeFields(out, base == null ? List.of() : base.table().fields());
    out.key("metrics").beginObject();
    if (calculated != null) {
      calculated.metrics().forEach((k, v) -> out.key(k).raw(ResultWriter.scalar(v)));
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
   * The compact document of mode {@code rows}: {@code {"ok","diagnostics","metrics","datasets":
   * {name:{"rows":[...]}}}} on one line, without field metadata, row keys, lineage or stats, for
   * hosts that only draw values (and the benchmarks, which compare values).
   */
  static String writeRows(Diagnostics diagnostics, CalculationResult calculated,
      Map<String, DatasetResult> datasets) {
    JsonOut out = new JsonOut(false);
    out.beginObject();
    out.field("ok", !diagnostics.hasErrors());
    out.key("diagnostics");
    diagnostics.writeTo(out);
    out.key("metrics").beginObject();
    if (calculated != null) {
      calculated.metrics().forEach((k, v) -> out.key(k).raw(ResultWriter.scalar(v)));
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
