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
 *   <li>the static output fields;
 *   <li>what expressions may read besides rows: the time zone, and the clock or the clicked row
 *       when an expression uses them.
 * </ul>
 */
final class DatasetSignature {
  private DatasetSignature() {}

  static String of(DatasetPlan plan, String inputSignature, EvaluationContext context) {
    Hash64 h = new Hash64().add("dataset").add(plan.name()).add(inputSignature);
    Definition d = plan.signing();
    if (d != null) {
      h.add(d.canonicalJson());
      d.derived().forEach(h::add);
      h.addInt(-2);
      d.renamed().forEach(h::add);
      h.addInt(-3);
      d.metrics().forEach(h::add);
      h.addInt(-4);
      contextParts(h, d, context);
    }
    for (FieldMeta f : plan.schema().fields()) {
      SignatureFields.add(h, f);
    }
    h.addInt(plan.schema().dynamic() ? 1 : 0);
    return h.toBase36();
  }

  /**
   * What a signature reads of a definition, worked out once per plan: its canonical JSON, the
   * entry order of derive, rename and metrics, and whether an expression reads the clock or the
   * clicked row.
   */
  record Definition(String canonicalJson, List<String> derived, List<String> renamed,
      List<String> metrics, boolean usesClock, boolean usesRowContext) {

    static Definition of(DatasetDefinition d) {
      if (d == null) {
        return null;
      }
      List<String> derived = new ArrayList<>();
      List<String> renamed = new ArrayList<>();
      List<String> metrics = new ArrayList<>();
      d.rename().forEach(e -> renamed.add(e.from()));
      if (d.metrics() != null) {
        d.metrics().forEach(m -> metrics.add(m.name()));
      }
      boolean clock = false;
      boolean row = false;
      for (Derive e : d.derive()) {
        derived.add(e.name());
        ExpressionScan scan = ExpressionScan.of(e.expression());
        clock |= scan.usesClock();
        row |= scan.usesRowContext();
      }
      for (Filter f : d.filters()) {
        row |= ExpressionScan.of(f.value()).usesRowContext();
      }
      return new Definition(CanonicalJson.of(d.json()), List.copyOf(derived),
          List.copyOf(renamed), List.copyOf(metrics), clock, row);
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
