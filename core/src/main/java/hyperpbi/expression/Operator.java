package hyperpbi.expression;

/**
 * The 42 operators of the calculations DSL (contract-notes §1, "Expression operators"), with the
 * number of operands each takes after its argument form is normalized to positional operands.
 * {@link #maxArgs} of -1 means variadic.
 */
public enum Operator {
  ADD("+", Group.ARITHMETIC, 2, -1),
  SUBTRACT("-", Group.ARITHMETIC, 1, 2),
  MULTIPLY("*", Group.ARITHMETIC, 2, -1),
  DIVIDE("/", Group.ARITHMETIC, 2, 2),
  MODULO("%", Group.ARITHMETIC, 2, 2),
  ROUND("round", Group.ARITHMETIC, 1, 1),
  FLOOR("floor", Group.ARITHMETIC, 1, 1),
  CEIL("ceil", Group.ARITHMETIC, 1, 1),
  ABS("abs", Group.ARITHMETIC, 1, 1),
  MIN("min", Group.ARITHMETIC, 1, -1),
  MAX("max", Group.ARITHMETIC, 1, -1),

  EQ("=", Group.COMPARISON, 2, 2),
  NE("!=", Group.COMPARISON, 2, 2),
  GT(">", Group.COMPARISON, 2, 2),
  GE(">=", Group.COMPARISON, 2, 2),
  LT("<", Group.COMPARISON, 2, 2),
  LE("<=", Group.COMPARISON, 2, 2),
  AND("and", Group.BOOLEAN, 1, -1),
  OR("or", Group.BOOLEAN, 1, -1),
  NOT("not", Group.BOOLEAN, 1, 1),

  CONCAT("concat", Group.TEXT, 1, -1),
  CONTAINS("contains", Group.TEXT_PREDICATE, 2, 2),
  STARTS_WITH("startsWith", Group.TEXT_PREDICATE, 2, 2),
  ENDS_WITH("endsWith", Group.TEXT_PREDICATE, 2, 2),
  LOWER("lower", Group.TEXT, 1, 1),
  UPPER("upper", Group.TEXT, 1, 1),
  TRIM("trim", Group.TEXT, 1, 1),
  REPLACE("replace", Group.TEXT, 3, 3),

  DATE_DIFF("dateDiff", Group.DATE_NUMBER, 2, 2),
  DATE_ADD("dateAdd", Group.DATE_TIME, 2, 2),
  YEAR("year", Group.DATE_NUMBER, 1, 1),
  QUARTER("quarter", Group.DATE_NUMBER, 1, 1),
  MONTH("month", Group.DATE_NUMBER, 1, 1),
  WEEK("week", Group.DATE_NUMBER, 1, 1),
  DAY("day", Group.DATE_NUMBER, 1, 1),
  TODAY("today", Group.DATE_TIME, 0, 0),
  NOW("now", Group.DATE_TIME, 0, 0),

  COALESCE("coalesce", Group.BRANCHING, 1, -1),
  IS_NULL("isNull", Group.NULL_TEST, 1, 1),
  IS_NOT_NULL("isNotNull", Group.NULL_TEST, 1, 1),
  IF("if", Group.BRANCHING, 2, 3),
  CASE("case", Group.BRANCHING, 0, 0);

  /** Operator families; each family has one static result-type rule. */
  public enum Group {
    ARITHMETIC,
    COMPARISON,
    BOOLEAN,
    TEXT,
    TEXT_PREDICATE,
    DATE_NUMBER,
    DATE_TIME,
    NULL_TEST,
    BRANCHING
  }

  private final String symbol;
  private final Group group;
  private final int minArgs;
  private final int maxArgs;

  Operator(String symbol, Group group, int minArgs, int maxArgs) {
    this.symbol = symbol;
    this.group = group;
    this.minArgs = minArgs;
    this.maxArgs = maxArgs;
  }

  /** The name written in JSON ({@code "op": symbol}). */
  public String symbol() {
    return symbol;
  }

  public Group group() {
    return group;
  }

  public int minArgs() {
    return minArgs;
  }

  public int maxArgs() {
    return maxArgs;
  }

  public boolean acceptsArgCount(int n) {
    return n >= minArgs && (maxArgs < 0 || n <= maxArgs);
  }

  /** Whether the operator reads the clock, so that its value changes with a new clock. */
  public boolean readsClock() {
    return this == TODAY || this == NOW;
  }

  public boolean isDatePart() {
    return this == YEAR || this == QUARTER || this == MONTH || this == WEEK || this == DAY;
  }

  /** Exact, case-sensitive lookup by JSON name; null when the DSL has no such operator. */
  public static Operator fromSymbol(String symbol) {
    for (Operator op : values()) {
      if (op.symbol.equals(symbol)) {
        return op;
      }
    }
    return null;
  }
}
