package hyperpbi.calculation;

import static hyperpbi.calculation.CalculationCodes.DUPLICATE_METRIC_KEY;
import static hyperpbi.calculation.CalculationCodes.INVALID_METRIC_CONDITION;
import static hyperpbi.calculation.CalculationCodes.INVALID_METRIC_KEY;
import static hyperpbi.calculation.CalculationCodes.INVALID_PROPERTY_TYPE;
import static hyperpbi.calculation.CalculationCodes.METRIC_TOO_DEEP;
import static hyperpbi.calculation.CalculationCodes.MISSING_REQUIRED_PROPERTY;
import static hyperpbi.calculation.CalculationCodes.NON_NUMERIC_METRIC_FIELD;
import static hyperpbi.calculation.CalculationCodes.UNKNOWN_METRIC_AGGREGATION;
import static hyperpbi.calculation.CalculationCodes.UNKNOWN_PROPERTY;

import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.expression.CheckedExpression;
import hyperpbi.expression.ExpressionCompiler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parses and checks {@code calculations.metrics}: an array of
 * {@code {key, label?, aggregation, field?, where?, numerator?, denominator?}} (or an object
 * {@code {key: {aggregation, ...}}}); {@code op} is accepted in place of {@code aggregation}, as
 * dataset metrics spell it. Fields and conditions are checked against base plus calculated fields.
 */
final class RootMetrics {
  private RootMetrics() {}

  /** Maximum ratio nesting (numerator/denominator inside numerator/denominator...). */
  static final int MAX_DEPTH = 16;

  private static final Set<String> TOP = Set.of("key", "label", "format");
  private static final Set<String> COMMON = Set.of("aggregation", "op");
  /**
   * What a ratio's numerator or denominator may carry besides its definition: the original
   * HyperPBI's specifications name and label their parts. They only describe the part, which is
   * no root metric (no calculatedMetrics entry, no uniqueness against root keys).
   */
  private static final List<String> PART = List.of("key", "label");

  /**
   * The properties a metric of this aggregation takes, sorted: aggregation (or op), key, label
   * and format at the root ({@code top}) or key and label in a ratio's part, and its operands.
   */
  static List<String> properties(MetricAggregation aggregation, boolean top) {
    java.util.TreeSet<String> names = new java.util.TreeSet<>(COMMON);
    names.addAll(top ? TOP : PART);
    names.addAll(aggregation == MetricAggregation.RATIO ? List.of("numerator", "denominator")
        : List.of("field", "where"));
    return List.copyOf(names);
  }

  /** Valid metrics by key, in declaration order. */
  static Map<String, RootMetric> parse(JsonValue json, String pointer, List<FieldMeta> fields,
      Diagnostics out) {
    Map<String, RootMetric> metrics = new LinkedHashMap<>();
    if (json == null) {
      return metrics;
    }
    Map<String, String> seen = new LinkedHashMap<>();
    if (json.isArray()) {
      for (int i = 0; i < json.asArray().size(); i++) {
        String ptr = JsonPointer.child(pointer, i);
        JsonValue entry = json.asArray().get(i);
        if (!entry.isObject()) {
          out.error(INVALID_PROPERTY_TYPE, ptr, "a metric is an object {key, aggregation, ...}");
          continue;
        }
        JsonValue key = entry.asObject().get("key");
        if (key == null) {
          out.error(MISSING_REQUIRED_PROPERTY, ptr, "metric needs a key");
          continue;
        }
        if (!key.isString() || Whitespace.isBlank(key.asString())) {
          out.error(INVALID_METRIC_KEY, ptr + "/key", "metric key must be a nonblank string");
          continue;
        }
        add(metrics, seen, key.asString(), ptr + "/key", ptr, entry.asObject(), fields, out);
      }
    } else if (json.isObject()) {
      for (JsonObject.Member m : json.asObject()) {
        String ptr = JsonPointer.child(pointer, m.getName());
        if (Whitespace.isBlank(m.getName())) {
          out.error(INVALID_METRIC_KEY, ptr, "metric key must be nonblank");
          continue;
        }
        if (!m.getValue().isObject()) {
          out.error(INVALID_PROPERTY_TYPE, ptr, "a metric is an object {aggregation, ...}");
          continue;
        }
        if (m.getValue().asObject().get("key") != null) {
          out.error(UNKNOWN_PROPERTY, ptr + "/key", "in the object form the metric key is the "
              + "property name");
          continue;
        }
        add(metrics, seen, m.getName(), ptr, ptr, m.getValue().asObject(), fields, out);
      }
    } else {
      out.error(INVALID_PROPERTY_TYPE, pointer, "calculations.metrics must be an array of "
          + "{key, aggregation, ...}");
    }
    return metrics;
  }

  private static void add(Map<String, RootMetric> metrics, Map<String, String> seen, String key,
      String keyPtr, String ptr, JsonObject def, List<FieldMeta> fields, Diagnostics out) {
    String earlier = seen.putIfAbsent(key, ptr);
    if (earlier != null) {
      out.error(DUPLICATE_METRIC_KEY, keyPtr, "metric key '" + key + "' is already used at "
          + earlier);
      return;
    }
    for (String name : def.names()) {
      if (TOP.contains(name)) {
        JsonValue v = def.get(name);
        if (!name.equals("key") && !v.isString()) {
          out.error(INVALID_PROPERTY_TYPE, JsonPointer.child(ptr, name), name
              + " must be a string");
        }
      }
    }
    RootMetric metric = definition(def, ptr, fields, out, 1, true);
    if (metric != null) {
      metrics.put(key, metric);
    }
  }

  private static RootMetric definition(JsonObject def, String ptr, List<FieldMeta> fields,
      Diagnostics out, int depth, boolean top) {
    if (depth > MAX_DEPTH) {
      out.error(METRIC_TOO_DEEP, ptr, "ratio metrics nest deeper than " + MAX_DEPTH + " levels");
      return null;
    }
    JsonValue aggregationJson = def.get("aggregation");
    String aggregationName = "aggregation";
    if (def.get("op") != null) {
      if (aggregationJson != null) {
        out.error(UNKNOWN_PROPERTY, ptr + "/op", "use aggregation or op, not both");
        return null;
      }
      aggregationJson = def.get("op");
      aggregationName = "op";
    }
    String aggPtr = JsonPointer.child(ptr, aggregationName);
    if (aggregationJson == null) {
      out.error(MISSING_REQUIRED_PROPERTY, ptr, "metric needs an aggregation (count, countWhere, "
          + "sum, sumWhere, avg, avgWhere, min, max, distinctCount, ratio, percentOfTotal)");
      return null;
    }
    MetricAggregation aggregation = aggregationJson.isString()
        ? MetricAggregation.fromJson(aggregationJson.asString()) : null;
    if (aggregation == null) {
      out.error(UNKNOWN_METRIC_AGGREGATION, aggPtr, "unknown metric aggregation " + aggregationJson
          + " (use count, countWhere, sum, sumWhere, avg, avgWhere, min, max, distinctCount, "
          + "ratio, percentOfTotal)");
      return null;
    }
    boolean ok = true;
    for (String name : def.names()) {
      if (!properties(aggregation, top).contains(name)) {
        out.error(UNKNOWN_PROPERTY, JsonPointer.child(ptr, name), aggregation.json()
            + " metric does not take property '" + name + "'");
        ok = false;
      }
    }
    if (!top) {
      for (String name : PART) {
        JsonValue v = def.get(name);
        if (v != null && !v.isString()) {
          out.error(INVALID_PROPERTY_TYPE, JsonPointer.child(ptr, name), name
              + " must be a string");
          ok = false;
        }
      }
    }
    if (!ok) {
      return null;
    }
    if (aggregation == MetricAggregation.RATIO) {
      RootMetric numerator = part(def, "numerator", ptr, fields, out, depth);
      RootMetric denominator = part(def, "denominator", ptr, fields, out, depth);
      return numerator == null || denominator == null ? null
          : new RootMetric(aggregation, ptr, null, null, numerator, denominator);
    }
    CheckedExpression field = field(def, aggregation, ptr, fields, out);
    CheckedExpression where = where(def, aggregation, ptr, fields, out);
    if ((aggregation.needsField() || def.get("field") != null) && field == null) {
      return null;
    }
    if ((aggregation.needsWhere() || def.get("where") != null) && where == null) {
      return null;
    }
    return new RootMetric(aggregation, ptr, field, where, null, null);
  }

  private static RootMetric part(JsonObject def, String name, String ptr, List<FieldMeta> fields,
      Diagnostics out, int depth) {
    JsonValue v = def.get(name);
    String p = JsonPointer.child(ptr, name);
    if (v == null) {
      out.error(MISSING_REQUIRED_PROPERTY, ptr, "ratio needs a " + name + " metric");
      return null;
    }
    if (!v.isObject()) {
      out.error(INVALID_PROPERTY_TYPE, p, name + " must be a metric object {aggregation, ...}");
      return null;
    }
    return definition(v.asObject(), p, fields, out, depth + 1, false);
  }

  private static CheckedExpression field(JsonObject def, MetricAggregation aggregation,
      String ptr, List<FieldMeta> fields, Diagnostics out) {
    JsonValue v = def.get("field");
    String p = ptr + "/field";
    if (v == null) {
      if (aggregation.needsField()) {
        out.error(MISSING_REQUIRED_PROPERTY, ptr, aggregation.json() + " needs a field");
      }
      return null;
    }
    if (!v.isString() || Whitespace.isBlank(v.asString())) {
      out.error(INVALID_PROPERTY_TYPE, p, "field must be a field key");
      return null;
    }
    CheckedExpression e = ExpressionCompiler.check(new JsonObject().add("field", v.asString()),
        p, fields, out);
    if (e == null || !aggregation.needsNumber()) {
      return e;
    }
    if (e.type() == DataType.UNKNOWN) {
      return e; // read as its rows turn out: numbers are summed, anything else has no numbers
    }
    if (e.type() != DataType.NUMBER) {
      out.error(NON_NUMERIC_METRIC_FIELD, p, aggregation.json() + " needs a number field; '"
          + v.asString() + "' is " + e.type().json());
      return null;
    }
    return e;
  }

  private static CheckedExpression where(JsonObject def, MetricAggregation aggregation,
      String ptr, List<FieldMeta> fields, Diagnostics out) {
    JsonValue v = def.get("where");
    if (v == null) {
      if (aggregation.needsWhere()) {
        out.error(MISSING_REQUIRED_PROPERTY, ptr, aggregation.json() + " needs a where condition");
      }
      return null;
    }
    String p = ptr + "/where";
    CheckedExpression e = ExpressionCompiler.check(v, p, fields, out);
    if (e == null) {
      return null;
    }
    if (e.type() == DataType.UNKNOWN) {
      return ExpressionCompiler.withResultType(e, DataType.BOOLEAN);
    }
    if (e.type() != DataType.BOOLEAN) {
      out.error(INVALID_METRIC_CONDITION, p, "where must be a boolean condition, not "
          + e.type().json());
      return null;
    }
    return e;
  }
}
