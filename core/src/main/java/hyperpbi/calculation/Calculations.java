package hyperpbi.calculation;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
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
    return plan(spec, base, out).apply(base, context, out);
  }

  /**
   * Validates and checks the calculated fields and root metrics of {@code spec} against the
   * base's schema, reporting their diagnostics to {@code out}; the plan then computes them over
   * any base with the same schema.
   */
  public static CalculationPlan plan(JsonObject spec, DataSource base, Diagnostics out) {
    JsonValue calculations = spec.get("calculations");
    // The root validator (specification package) reports a non-object calculations and
    // properties other than fields and metrics; here they are simply not used.
    if (calculations == null || !calculations.isObject()) {
      return new CalculationPlan(CalculatedFields.Plan.NONE, Map.of());
    }
    JsonObject c = calculations.asObject();
    CalculatedFields.Plan fields = CalculatedFields.prepare(c.get("fields"), POINTER + "/fields",
        base, out);
    Map<String, RootMetric> metrics = RootMetrics.parse(c.get("metrics"), POINTER + "/metrics",
        fields.fields(base.table().fields()), out);
    return new CalculationPlan(fields, metrics);
  }
}
