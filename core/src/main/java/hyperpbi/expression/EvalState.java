package hyperpbi.expression;

/**
 * Per-evaluation state: the context, its parsed time zone, and warning counters. Each counter
 * counts rows, not occurrences, so one expression yields at most one warning per kind with the
 * number of affected rows. Per-row evaluation meets a row's divisions consecutively; bulk
 * arithmetic ({@link Ev.Vec}) meets them one operator at a time, so division rows are also kept
 * in a set (they are rare: only rows that divide by zero enter it).
 */
final class EvalState {
  final EvaluationContext context;
  final TimeZoneRule zone;
  private int divisionRows;
  private int lastDivisionRow = Integer.MIN_VALUE;
  private java.util.HashSet<Integer> divisionRowSet;
  private int invalidDateRows;
  private int lastInvalidDateRow = Integer.MIN_VALUE;
  /** Whether a text result was too long (memoised text functions meet each value once). */
  private boolean textTooLong;

  EvalState(EvaluationContext context) {
    this.context = context;
    TimeZoneRule parsed = TimeZoneRule.parse(context.timeZone());
    // An unknown zone was reported once by whoever built the context; evaluation uses UTC.
    this.zone = parsed == null ? TimeZoneRule.UTC : parsed;
  }

  void divisionByZero(int row) {
    if (row != lastDivisionRow) {
      lastDivisionRow = row;
      if (divisionRowSet == null) {
        divisionRowSet = new java.util.HashSet<>();
      }
      if (divisionRowSet.add(row)) {
        divisionRows++;
      }
    }
  }

  void invalidDate(int row) {
    if (row != lastInvalidDateRow) {
      lastInvalidDateRow = row;
      invalidDateRows++;
    }
  }

  void textTooLong() {
    textTooLong = true;
  }

  /** Sends the aggregated warnings to the context's sink. */
  void flush() {
    EvaluationContext.WarningSink sink = context.warnings();
    if (sink == null) {
      return;
    }
    if (divisionRows > 0) {
      sink.warn(ExpressionCodes.DIVISION_BY_ZERO, "division by zero returned null in "
          + rows(divisionRows));
    }
    if (invalidDateRows > 0) {
      sink.warn(ExpressionCodes.INVALID_DATE, "a value that is not a valid date returned null in "
          + rows(invalidDateRows));
    }
    if (textTooLong) {
      sink.warn(ExpressionCodes.TEXT_TOO_LONG, "text longer than "
          + ExpressionLimits.MAX_TEXT_LENGTH + " characters returned null");
    }
  }

  private static String rows(int n) {
    return n == 1 ? "1 row" : n + " rows";
  }
}
