package hyperpbi.dataset;

import hyperpbi.canonical.Hash64;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.DatasetDefinition.Derive;
import hyperpbi.dataset.DatasetDefinition.Filter;
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
 *   <li>the static output fields (these two as one digest made once per plan);
 *   <li>what expressions may read besides rows: the time zone, and the clock or the clicked row
 *       when an expression uses them.
 * </ul>
 */
final class DatasetSignature {
  private DatasetSignature() {}

  static String of(DatasetPlan plan, String inputSignature, EvaluationContext context) {
    Definition d = plan.signing();
    Hash64 h = new Hash64().add("dataset").add(plan.name()).add(inputSignature).add(d.digest());
    if (plan.definition() != null) {
      contextParts(h, d, context);
    }
    return h.toBase36();
  }

  /**
   * What a signature reads of a plan besides its input and context, worked out once per plan:
   * a digest of the definition's canonical JSON, the entry order of derive, rename and metrics
   * and the static output fields, and whether an expression reads the clock or the clicked row.
   */
  record Definition(String digest, boolean usesClock, boolean usesRowContext) {

    static Definition of(DatasetDefinition d, DatasetSchema schema) {
      Hash64 h = new Hash64();
      boolean clock = false;
      boolean row = false;
      if (d != null) {
        h.add(CanonicalJson.of(d.json()));
        for (Derive e : d.derive()) {
          h.add(e.name());
          ExpressionScan scan = ExpressionScan.of(e.expression());
          clock |= scan.usesClock();
          row |= scan.usesRowContext();
        }
        h.addInt(-2);
        d.rename().forEach(e -> h.add(e.from()));
        h.addInt(-3);
        if (d.metrics() != null) {
          d.metrics().forEach(m -> h.add(m.name()));
        }
        h.addInt(-4);
        for (Filter f : d.filters()) {
          row |= ExpressionScan.of(f.value()).usesRowContext();
        }
      }
      for (FieldMeta f : schema.fields()) {
        SignatureFields.add(h, f);
      }
      h.addInt(schema.dynamic() ? 1 : 0);
      return new Definition(h.toBase36(), clock, row);
    }
  }

  private static void contextParts(Hash64 h, Definition d, EvaluationContext context) {
    if (context == null) {
      return;
    }
    h.add(context.timeZone() == null ? "" : context.timeZone());
    if (d.usesClock()) {
      h.addDouble(context.nowEpochMs());
    }
    if (d.usesRowContext()) {
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
