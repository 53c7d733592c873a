package hyperpbi.calculation;

import com.eclipsesource.json.JsonObject;
import hyperpbi.data.DataSource;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.LinkedHashMap;

/** Root calculated fields ({@code calculations.fields}) and root metrics. */
public final class Calculations {
  private Calculations() {}

  public static CalculationResult apply(
      JsonObject spec, DataSource base, EvaluationContext context, Diagnostics out) {
    return new CalculationResult(base, new LinkedHashMap<>());
  }
}
