package hyperpbi.dataset;

import hyperpbi.canonical.Hash64;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.Derive;
import hyperpbi.dataset.DatasetDefinition.Filter;
import hyperpbi.dataset.DatasetDefinition.Metric;
import hyperpbi.dataset.DatasetDefinition.Rename;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.json.JsonOut;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Cache signatures (data-model.txt, "Cache signatures"): a 64-bit hash, combined without reading
 * rows, of
 * <ul>
 *   <li>the input: a source's content hash (once per load, {@link ContentHashes}), or the
 *       signature of the source dataset;
 *   <li>the definition as canonical JSON (object keys sorted), plus the entry order of
 *       {@code derive}, {@code rename} and {@code metrics}, which sorting would hide but which
 *       changes results;
 *   <li>the static output fields;
 *   <li>what expressions may read besides rows: the time zone, and the clock or the clicked row
 *       when an expression uses them.
 * </ul>
 */
final class DatasetSignature {
  private DatasetSignature() {}

  static String of(DatasetPlan plan, String inputSignature, EvaluationContext context) {
    Hash64 h = new Hash64().add("dataset").add(plan.name()).add(inputSignature);
    DatasetDefinition d = plan.definition();
    if (d != null) {
      h.add(CanonicalJson.of(d.json()));
      for (Derive e : d.derive()) {
        h.add(e.name());
      }
      h.addInt(-2);
      for (Rename e : d.rename()) {
        h.add(e.from());
      }
      h.addInt(-3);
      if (d.metrics() != null) {
        for (Metric m : d.metrics()) {
          h.add(m.name());
        }
      }
      h.addInt(-4);
      contextParts(h, d, context);
    }
    for (FieldMeta f : plan.schema().fields()) {
      SignatureFields.add(h, f);
    }
    h.addInt(plan.schema().dynamic() ? 1 : 0);
    return h.toBase36();
  }

  private static void contextParts(Hash64 h, DatasetDefinition d, EvaluationContext context) {
    if (context == null) {
      return;
    }
    boolean clock = false;
    boolean row = false;
    for (Derive e : d.derive()) {
      ExpressionScan scan = ExpressionScan.of(e.expression());
      clock |= scan.usesClock();
      row |= scan.usesRowContext();
    }
    for (Filter f : d.filters()) {
      ExpressionScan scan = ExpressionScan.of(f.value());
      row |= scan.usesRowContext();
    }
    h.add(context.timeZone() == null ? "" : context.timeZone());
    if (clock) {
      h.addDouble(context.nowEpochMs());
    }
    if (row) {
      h.add(clickedRow(context.clickedRow()));
    }
  }

  private static String clickedRow(Map<String, Object> row) {
    List<String> keys = new ArrayList<>(row.keySet());
    Collections.sort(keys);
    JsonOut out = new JsonOut(false);
    out.beginObject();
    for (String key : keys) {
      Object v = row.get(key);
      out.key(key);
      if (v instanceof Double number) {
        out.value(number.doubleValue());
      } else if (v instanceof String text) {
        out.value(text);
      } else if (v instanceof Boolean flag) {
        out.value(flag.booleanValue());
      } else {
        out.nullValue();
      }
    }
    return out.endObject().toString();
  }
}
