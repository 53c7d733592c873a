package hyperpbi.calculation;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Table;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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

  /** Deeper than any expression or ratio nesting the checkers accept. */
  private static final int MAX_NAME_DEPTH = 256;

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

  /**
   * The base to calculate over when no source is loaded: {@code powerbi} is then a dynamic
   * schema (data-model.txt, "Zero-row behavior"), so every name the calculations read that is
   * not a calculated field's key stands for a base column of unknown type, with zero rows.
   * Calculated fields and root metrics are still validated (keys, types, cycles, operators,
   * metric definitions) and the metric keys stay known to metric references and templates; the
   * metrics take their zero-row values.
   */
  public static DataSource dynamicBase(JsonObject spec, String id) {
    JsonValue calculations = spec.get("calculations");
    Set<String> names = new LinkedHashSet<>();
    Set<String> keys = new LinkedHashSet<>();
    if (calculations != null && calculations.isObject()) {
      JsonValue fields = calculations.asObject().get("fields");
      if (fields != null && fields.isArray()) {
        for (JsonValue f : fields.asArray()) {
          JsonValue key = f.isObject() ? f.asObject().get("key") : null;
          if (key != null && key.isString()) {
            keys.add(key.asString());
          }
        }
      }
      readNames(calculations, names, 0);
    }
    names.removeAll(keys);
    List<FieldMeta> placeholders = new ArrayList<>(names.size());
    for (String name : names) {
      placeholders.add(FieldMeta.uploaded(name, null, name, DataType.UNKNOWN));
    }
    return new DataSource(id, Table.empty(placeholders), new String[0], null, List.of());
  }

  /**
   * Every string a {@code field} or {@code valueFromRow} member names (metric fields,
   * conditions, expressions), down to a depth beyond what the checkers accept, so expanded
   * definitions cannot exhaust the stack.
   */
  private static void readNames(JsonValue v, Set<String> names, int depth) {
    if (depth > MAX_NAME_DEPTH) {
      return;
    }
    if (v.isArray()) {
      for (JsonValue item : v.asArray()) {
        readNames(item, names, depth + 1);
      }
    } else if (v.isObject()) {
      for (JsonObject.Member m : v.asObject()) {
        JsonValue value = m.getValue();
        if ((m.getName().equals("field") || m.getName().equals("valueFromRow"))
            && value.isString() && !Whitespace.isBlank(value.asString())) {
          names.add(value.asString());
        } else {
          readNames(value, names, depth + 1);
        }
      }
    }
  }
}
