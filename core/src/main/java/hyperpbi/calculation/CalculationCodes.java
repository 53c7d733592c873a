package hyperpbi.calculation;

/** Diagnostic codes of root calculated fields and root metrics (see core/README.md). */
public final class CalculationCodes {
  private CalculationCodes() {}

  public static final String INVALID_PROPERTY_TYPE = "INVALID_PROPERTY_TYPE";
  public static final String UNKNOWN_PROPERTY = "UNKNOWN_PROPERTY";
  public static final String MISSING_REQUIRED_PROPERTY = "MISSING_REQUIRED_PROPERTY";
  /** Key missing the pattern {@code ^[a-z][a-z0-9_]*$}. */
  public static final String INVALID_CALCULATED_FIELD_KEY = "INVALID_CALCULATED_FIELD_KEY";
  /** Key equal to a base field's key or alias, or to an earlier calculated field. */
  public static final String CALCULATED_FIELD_COLLISION = "CALCULATED_FIELD_COLLISION";
  /** Calculated fields that depend on each other; reported once per cycle with its path. */
  public static final String CALCULATED_FIELD_CYCLE = "CALCULATED_FIELD_CYCLE";
  /** A declared type other than number, text, boolean, date. */
  public static final String INVALID_CALCULATED_FIELD_TYPE = "INVALID_CALCULATED_FIELD_TYPE";
  /** The declared type differs from the expression's inferred type. */
  public static final String CALCULATED_FIELD_TYPE_MISMATCH = "CALCULATED_FIELD_TYPE_MISMATCH";
  /** The field reads a calculated field that is itself invalid. */
  public static final String INVALID_CALCULATED_FIELD_DEPENDENCY =
      "INVALID_CALCULATED_FIELD_DEPENDENCY";
  public static final String INVALID_METRIC_KEY = "INVALID_METRIC_KEY";
  public static final String DUPLICATE_METRIC_KEY = "DUPLICATE_METRIC_KEY";
  /** An aggregation other than the eleven of the calculations document. */
  public static final String UNKNOWN_METRIC_AGGREGATION = "UNKNOWN_METRIC_AGGREGATION";
  /** sum/avg/sumWhere/avgWhere/percentOfTotal over a field that is not a number. */
  public static final String NON_NUMERIC_METRIC_FIELD = "NON_NUMERIC_METRIC_FIELD";
  /** A where condition whose type is not boolean. */
  public static final String INVALID_METRIC_CONDITION = "INVALID_METRIC_CONDITION";
  /** ratio numerator/denominator nested deeper than {@link RootMetrics#MAX_DEPTH}. */
  public static final String METRIC_TOO_DEEP = "METRIC_TOO_DEEP";
  /** More than {@link CalculatedFields#MAX_FIELDS} calculated fields. */
  public static final String TOO_MANY_CALCULATED_FIELDS = "TOO_MANY_CALCULATED_FIELDS";
}
