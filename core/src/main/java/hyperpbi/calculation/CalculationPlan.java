package hyperpbi.calculation;

import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The checked calculated fields and root metrics of a specification for one base schema
 * ({@link Calculations#plan}): what a recalculation over new rows, a new clock or a new time zone
 * can reuse. Only evaluation warnings come out of {@link #apply}.
 */
public final class CalculationPlan {
  private final CalculatedFields.Plan fields;
  private final Map<String, RootMetric> metrics;
  private final boolean readsClock;

  CalculationPlan(CalculatedFields.Plan fields, Map<String, RootMetric> metrics) {
    this.fields = fields;
    this.metrics = metrics;
    this.readsClock = anyReadsClock(fields, metrics);
  }

  /**
   * Whether a calculated field or root metric reads the clock ({@code today}, {@code now}): only
   * then does a new clock change the calculations' results.
   */
  public boolean readsClock() {
    return readsClock;
  }

  private static boolean anyReadsClock(CalculatedFields.Plan fields,
      Map<String, RootMetric> metrics) {
    for (CalculatedField.Checked c : fields.checked()) {
      if (c.expression().readsClock()) {
        return true;
      }
    }
    for (RootMetric m : metrics.values()) {
      if (readsClock(m)) {
        return true;
      }
    }
    return false;
  }

  private static boolean readsClock(RootMetric m) {
    return m != null && ((m.field() != null && m.field().readsClock())
        || (m.where() != null && m.where().readsClock())
        || readsClock(m.numerator()) || readsClock(m.denominator()));
  }

  /** The base augmented with the calculated fields, and the metric values over it. */
  public CalculationResult apply(DataSource base, EvaluationContext context, Diagnostics out) {
    DataSource augmented = CalculatedFields.apply(fields, base, context, out);
    Map<String, Object> values = new LinkedHashMap<>();
    if (!metrics.isEmpty()) {
      MetricEvaluator evaluator = new MetricEvaluator(augmented.table(), context, out);
      metrics.forEach((key, metric) -> values.put(key, evaluator.value(metric)));
    }
    return new CalculationResult(augmented, values);
  }
}
