package hyperpbi.calculation;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Root calculated fields ({@code calculations.fields}) and root metrics
 * ({@code calculations.metrics}). Fields are validated and appended to the base schema before
 * datasets are resolved; metrics are computed over the augmented base rows and only reach
 * components through metric references and {@code {{metric.key}}} templates.
 */
public final class Calculations {
  private Calculations() {}

  /** The exact reason given when a calculated field is asked to become a Power BI filter. */
  public static final String NO_FILTER_TARGET_REASON =
      "calculated field has no direct Power BI model filter target";

  private static final String POINTER = "/calculations";

  public static CalculationResult apply(
      JsonObject spec, DataSource base, EvaluationContext context, Diagnostics out) {
    Map<String, Object> metrics = new LinkedHashMap<>();
    JsonValue calculations = spec.get("calculations");
    if (calculations == null) {
      return new CalculationResult(base, metrics);
    }
    // The root validator (specification package) reports a non-object calculations and
    // properties other than fields and metrics; here they are simply not used.
    if (!calculations.isObject()) {
      return new CalculationResult(base, metrics);
    }
    JsonObject c = calculations.asObject();
    DataSource augmented = CalculatedFields.apply(c.get("fields"), POINTER + "/fields", base,
        context, out);
    Map<String, RootMetric> definitions = RootMetrics.parse(c.get("metrics"),
        POINTER + "/metrics", augmented.table().fields(), out);
    MetricEvaluator evaluator = new MetricEvaluator(augmented.table(), context, out);
    definitions.forEach((key, metric) -> metrics.put(key, evaluator.value(metric)));
    return new CalculationResult(augmented, metrics);
  }
}
