package hyperpbi.render;

/**
 * {@link Svg#number} for the many coordinates of map marks, without its two shortest-decimal
 * conversions per number: the same text, by integer arithmetic. The value times 100 is rounded
 * half away from zero in binary; only where that product lies within 10^-4 of a half — where
 * the binary value and its shortest decimal (what Svg.number rounds) could round apart — and
 * for magnitudes from 10^7, does it ask Svg.number itself. The binary product is off by far less
 * than that margin below 10^7, so both roundings agree everywhere else (checked against
 * Svg.number on millions of values in the tests).
 */
final class SvgCoordinate {
  private static final double LIMIT = 1e7;
  private static final double MARGIN = 1e-4;

  private SvgCoordinate() {}

  static String text(double value) {
    StringBuilder b = new StringBuilder(12);
    append(b, value);
    return b.toString();
  }

  /** Appends {@code Svg.number(value)}. */
  static void append(StringBuilder out, double value) {
    double magnitude = value < 0 ? -value : value;
    if (!(magnitude < LIMIT)) { // NaN and infinities too
      out.append(Svg.number(value));
      return;
    }
    double scaled = magnitude * 100;
    double floor = Math.floor(scaled);
    double fraction = scaled - floor;
    if (fraction > 0.5 - MARGIN && fraction < 0.5 + MARGIN) {
      out.append(Svg.number(value));
      return;
    }
    int hundredths = (int) floor + (fraction > 0.5 ? 1 : 0);
    if (hundredths == 0) {
      out.append('0'); // never -0
      return;
    }
    if (value < 0) {
      out.append('-');
    }
    out.append(hundredths / 100);
    int cents = hundredths % 100;
    if (cents != 0) {
      out.append('.').append((char) ('0' + cents / 10));
      if (cents % 10 != 0) {
        out.append((char) ('0' + cents % 10));
      }
    }
  }
}
