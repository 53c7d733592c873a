package hyperpbi.calculation;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The words of the calculations document as the engine reads them, for tools that describe it
 * (the JSON Schema of hyperpbi.schema): read from the tables the checks use, so they cannot drift.
 */
public final class CalculationVocabulary {
  /** The types a calculated field may declare ({@code CalculatedFields}' declared types). */
  public static final List<String> FIELD_TYPES = List.of("number", "text", "boolean", "date");

  private CalculationVocabulary() {}

  /** The root metric aggregations, in the engine's order. */
  public static List<String> aggregations() {
    List<String> names = new ArrayList<>();
    for (MetricAggregation a : MetricAggregation.values()) {
      names.add(a.json());
    }
    return names;
  }

  /**
   * The properties a root metric ({@code top}) or a ratio's part of this aggregation takes,
   * sorted; null for an unknown aggregation.
   */
  public static List<String> metricProperties(String aggregation, boolean top) {
    MetricAggregation a = MetricAggregation.fromJson(aggregation);
    return a == null ? null : RootMetrics.properties(a, top);
  }

  /** Whether a metric of this aggregation needs a field, a where condition, a number field. */
  public static boolean needsField(String aggregation) {
    return MetricAggregation.fromJson(aggregation).needsField();
  }

  public static boolean needsWhere(String aggregation) {
    return MetricAggregation.fromJson(aggregation).needsWhere();
  }

  /** The properties of a calculated field, sorted. */
  public static List<String> fieldProperties() {
    return List.copyOf(new TreeSet<>(CalculatedFields.PROPERTIES));
  }
}
