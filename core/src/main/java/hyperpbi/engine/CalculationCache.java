package hyperpbi.engine;

import hyperpbi.calculation.CalculationPlan;
import hyperpbi.calculation.CalculationResult;
import hyperpbi.calculation.Calculations;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.Hash64;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.FieldMeta;
import hyperpbi.dataset.ContentHashes;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import hyperpbi.specification.PreparedSpecification;
import java.util.ArrayList;
import java.util.List;

/**
 * A session's root calculations over its base, reused while their inputs stay the same: the
 * checked plan while the prepared specification and the base's schema do; the calculated columns
 * and metric values while the calculations, the time zone and, when a calculation reads it, the
 * clock do. A host that passes no clock (each evaluation then reads the system's) recalculates
 * nothing, and misses no cached dataset, because time passed. Diagnostics are replayed.
 */
final class CalculationCache {
  private PreparedSpecification preparedFor;
  /** A digest of the calculations' JSON text: short, so the key is cheap to compare and hash. */
  private String digest;
  private CalculationPlan plan;
  private List<FieldMeta> planFields;
  private boolean planIdentities;
  private Diagnostics planDiagnostics;
  private String key;
  private CalculationResult result;
  private Diagnostics resultDiagnostics = new Diagnostics();
  /** Calculated columns whose content hashes were assumed: forgotten when recalculated. */
  private List<Column> assumed = List.of();

  /** Drops the calculated columns and metric values; the plan stays. */
  void forgetResults() {
    key = null;
    result = null;
    resultDiagnostics = new Diagnostics();
  }

  /** Drops the plan too. */
  void forgetPlan() {
    forgetResults();
    plan = null;
    preparedFor = null;
  }

  /** The base augmented with the calculated fields, and the root metrics' values. */
  CalculationResult calculate(PreparedSpecification prepared, DataSource base,
      EvaluationContext context, ContentHashes hashes, Diagnostics out) {
    CalculationPlan current = plan(prepared, base);
    out.addAll(planDiagnostics);
    String clock = current.readsClock() ? CanonicalNumber.format(context.nowEpochMs()) : "";
    String newKey = digest + "\n" + clock + "\n" + context.timeZone();
    if (!newKey.equals(key)) {
      Diagnostics own = new Diagnostics();
      result = current.apply(base, context, own);
      assumeHashes(base, result.base(), newKey, hashes);
      key = newKey;
      resultDiagnostics = own;
    }
    out.addAll(resultDiagnostics);
    return result;
  }

  /** The checked calculations, checked again only for a new preparation or base schema. */
  private CalculationPlan plan(PreparedSpecification prepared, DataSource base) {
    List<FieldMeta> fields = base.table().fields();
    if (plan == null || preparedFor != prepared || !planFields.equals(fields)
        || planIdentities != base.hasIdentities()) {
      planDiagnostics = new Diagnostics();
      plan = Calculations.plan(prepared.spec(), base, planDiagnostics);
      digest = new Hash64().add(String.valueOf(prepared.spec().get("calculations"))).toBase36();
      preparedFor = prepared;
      planFields = fields;
      planIdentities = base.hasIdentities();
    }
    return plan;
  }

  /**
   * Calculated columns are determined by the base source's content and the calculations key
   * (definitions, clock, zone): their content hashes, and the augmented source's, derive from
   * those instead of hashing a million new values and every field on every recalculation.
   */
  private void assumeHashes(DataSource base, DataSource augmented, String key,
      ContentHashes hashes) {
    // The memo holds its arrays strongly: without this, every recalculation (e.g. a new clock)
    // would keep a million-row column alive until the memo's entry limit.
    for (Column old : assumed) {
      hashes.forget(old);
    }
    assumed = new ArrayList<>();
    List<Column> before = base.table().columns();
    List<Column> after = augmented.table().columns();
    if (after == before) {
      return;
    }
    String inputs = new Hash64().add(key).add(hashes.source(base)).toBase36();
    for (int i = 0; i < after.size(); i++) {
      Column column = after.get(i);
      if (i < before.size() && before.get(i) == column) {
        continue;
      }
      assumed.add(column);
      hashes.assume(column, new Hash64().add("calculated")
          .add(augmented.table().fields().get(i).key()).add(inputs).toBase36());
    }
    hashes.assumeSource(augmented, new Hash64().add("augmented").add(inputs).toBase36());
  }
}
