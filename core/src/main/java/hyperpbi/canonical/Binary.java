package hyperpbi.canonical;

/**
 * Exact powers of two and binary exponents of doubles without {@code long}:
 * Double.doubleToLongBits and Math.getExponent go through a BigInt in the JavaScript build.
 */
final class Binary {
  static final int MIN_EXPONENT = -1074;
  static final int MAX_EXPONENT = 1023;

  private Binary() {}

  /** 2^e exactly, for MIN_EXPONENT &lt;= e &lt;= MAX_EXPONENT. */
  static double pow2(int e) {
    return Holder.POW2[e - MIN_EXPONENT];
  }

  /** x 2^e exactly whenever the result is representable (two steps keep the factor in range). */
  static double scale(double x, int e) {
    if (e > MAX_EXPONENT) {
      return x * pow2(MAX_EXPONENT) * pow2(e - MAX_EXPONENT);
    }
    if (e < -1022) {
      return x * pow2(-1022) * pow2(e + 1022);
    }
    return x * pow2(e);
  }

  /** floor(log2(x)) for finite x &gt; 0 (subnormals included). */
  static int exponent(double x) {
    if (x >= 1 && x < 2147483648.0) {
      // floor(log2(x)) = floor(log2(floor(x))) for x >= 1 (a power of two is an integer), and
      // the int's highest bit is that: exact, and far cheaper than a logarithm.
      return 31 - Integer.numberOfLeadingZeros((int) x);
    }
    // Math.log only gives a first guess; the comparisons with exact powers decide.
    int e = (int) Math.floor(Math.log(x) * 1.4426950408889634);
    if (e < MIN_EXPONENT) {
      e = MIN_EXPONENT;
    } else if (e > MAX_EXPONENT) {
      e = MAX_EXPONENT;
    }
    while (e > MIN_EXPONENT && pow2(e) > x) {
      e--;
    }
    while (e < MAX_EXPONENT && pow2(e + 1) <= x) {
      e++;
    }
    return e;
  }

  private static final class Holder {
    static final double[] POW2 = build();

    private static double[] build() {
      double[] table = new double[MAX_EXPONENT - MIN_EXPONENT + 1];
      table[-MIN_EXPONENT] = 1;
      for (int e = 1; e <= MAX_EXPONENT; e++) {
        table[e - MIN_EXPONENT] = table[e - 1 - MIN_EXPONENT] * 2;
      }
      for (int e = -1; e >= MIN_EXPONENT; e--) {
        table[e - MIN_EXPONENT] = table[e + 1 - MIN_EXPONENT] * 0.5;
      }
      return table;
    }
  }
}
