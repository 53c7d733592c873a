package hyperpbi.expression;

/** Diagnostic codes reported by the expression checker and evaluator (see core/README.md). */
public final class ExpressionCodes {
  private ExpressionCodes() {}

  /** The node is not an expression object, or a property has the wrong JSON type. */
  public static final String INVALID_EXPRESSION = "INVALID_EXPRESSION";
  /** {@code op} names no operator of the DSL. */
  public static final String UNKNOWN_OPERATOR = "UNKNOWN_OPERATOR";
  /** {@code field} or {@code valueFromRow} names no available field. */
  public static final String UNKNOWN_FIELD = "UNKNOWN_FIELD";
  /** A property the node's operator does not take. */
  public static final String UNKNOWN_PROPERTY = "UNKNOWN_PROPERTY";
  /** Too few or too many operands for the operator. */
  public static final String INVALID_ARGUMENT_COUNT = "INVALID_ARGUMENT_COUNT";
  /** An operand whose static type the operator cannot use (e.g. text in arithmetic). */
  public static final String INVALID_ARGUMENT_TYPE = "INVALID_ARGUMENT_TYPE";
  /** Nesting deeper than {@link ExpressionLimits#MAX_DEPTH}. */
  public static final String EXPRESSION_TOO_DEEP = "EXPRESSION_TOO_DEEP";
  /** More than {@link ExpressionLimits#MAX_NODES} nodes. */
  public static final String EXPRESSION_TOO_LARGE = "EXPRESSION_TOO_LARGE";
  /** Warning: a date unit other than year/month/day/hour; days are used (product document). */
  public static final String UNSUPPORTED_DATE_UNIT = "UNSUPPORTED_DATE_UNIT";
  /** Warning at evaluation: division by zero gave null in N rows. */
  public static final String DIVISION_BY_ZERO = "DIVISION_BY_ZERO";
  /** Warning at evaluation: values that are not valid dates gave null in N rows. */
  public static final String INVALID_DATE = "INVALID_DATE";
  /** Warning at evaluation: concat or replace results longer than the limit gave null. */
  public static final String TEXT_TOO_LONG = "TEXT_TOO_LONG";
  /** Warning: the host time zone is not recognised; UTC is used. */
  public static final String UNKNOWN_TIME_ZONE = "UNKNOWN_TIME_ZONE";
  /** Dataset filter: unknown field. */
  public static final String UNKNOWN_DATASET_FIELD = "UNKNOWN_DATASET_FIELD";
  /** Dataset filter: unknown operator or a value that does not fit the operator or field. */
  public static final String INVALID_DATASET_DEFINITION = "INVALID_DATASET_DEFINITION";
}
