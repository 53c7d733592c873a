package hyperpbi.canonical;

/**
 * The DSL's {@code round(value, precision)}: half away from zero on the shortest decimal form of
 * the value, the digits a user sees. So {@code round(2.675, 2) = 2.68} and
 * {@code round(1.005, 2) = 1.01} although the doubles lie just below those halves, and
 * {@code round(-2.5) = -3}. Math.round and Math.rint are not used: TeaVM gets negative halves wrong.
 */
public final class Rounding {
  /** Beyond this either way the answer no longer depends on the precision. */
  private static final int PRECISION_LIMIT = 400;

  private Rounding() {}

  /**
   * @param precision decimal digits to keep; negative rounds to tens (-1), hundreds (-2), ...
   * @return the rounded value; NaN (null) and infinities unchanged; never -0
   */
  public static double halfAwayFromZero(double value, int precision) {
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return value;
    }
    if (value == 0) {
      return 0;
    }
    boolean negative = value < 0;
    double magnitude = negative ? -value : value;
    if (precision >= 0 && magnitude < 9007199254740992.0 && magnitude == Math.floor(magnitude)) {
      return value;
    }
    precision = Math.max(-PRECISION_LIMIT, Math.min(PRECISION_LIMIT, precision));
    ShortestDecimal shortest = ShortestDecimal.of(magnitude);
    char[] digits = new char[17];
    int count = CanonicalNumber.digitsOf(shortest.high, shortest.low, digits);
    // magnitude = 0.d1 d2 ... d_count * 10^point
    int point = shortest.exponent + count;
    int keep = point + precision;
    if (keep >= count) {
      return value;
    }
    if (keep < 0) {
      return 0;
    }
    // Keep the first `keep` digits; the first dropped digit decides (>= 5 is at least half).
    int high = 0;
    int low = 0;
    for (int i = 0; i < keep; i++) {
      int digit = digits[i] - '0';
      // keep <= 16 here, so (high, low) holds it as high * 10^8 + low.
      high = high * 10 + low / 10000000;
      low = low % 10000000 * 10 + digit;
    }
    if (digits[keep] >= '5') {
      low++;
      if (low == 100000000) {
        low = 0;
        high++;
      }
    }
    if (high == 0 && low == 0) {
      return 0;
    }
    double rounded = DecimalParser.fromDigits(high, low, -precision);
    return negative ? -rounded : rounded;
  }
}
