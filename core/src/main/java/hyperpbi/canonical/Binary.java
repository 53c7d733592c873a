package hyperpbi.canonical;

/**
 * Exact powers of two and binary exponents of doubles without {@code long}:
 * Double.doubleToLongBits and Math.getExponent go through a BigInt in the JavaScript build.
 */
final class Binary {
  static final int MIN_EXPONENT = -1074;
  static final int MAX_EXPONENT = 1023;
  private static final double TWO_31 = 2147483648.0;

  private Binary() {}

  /** 2^e exactly, for MIN_EXPONENT &lt;= e &lt;= MAX_EXPONENT. */
  static double pow2(int e) {
    return Holder.POW2[e - MIN_EXPONENT];
  }

  /** The table of {@link #pow2}, indexed by e - MIN_EXPONENT, for loops that hoist the lookup. */
  static double[] powers() {
    return Holder.POW2;
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
    // floor(log2(y)) = floor(log2(floor(y))) for y >= 1 (a power of two is an integer), and the
    // int's highest bit is that: exact, and far cheaper than a logarithm. Scaling by 2^31 is
    // exact, so x in [2^-31, 2^62) (shares, amounts, epoch milliseconds) never takes the log.
    if (x >= 1) {
      if (x < TWO_31) {
        return highestBit((int) x);
      }
      if (x < TWO_31 * TWO_31) {
        return 31 + highestBit((int) (x / TWO_31));
      }
    } else if (x >= 1 / TWO_31) {
      return highestBit((int) (x * TWO_31)) - 31;
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

  /**
   * floor(log2(x)) of a positive int without branches: the highest bit smeared down, then the
   * ones counted. Integer.numberOfLeadingZeros checks Integer's static initializer on every call
   * in the JavaScript build (a branch-free form measured no faster than a branching one there).
   */
  static int highestBit(int x) {
    x |= x >>> 1;
    x |= x >>> 2;
    x |= x >>> 4;
    x |= x >>> 8;
    x |= x >>> 16;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    x = (x + (x >>> 4)) & 0x0f0f0f0f;
    return ((x * 0x01010101) >>> 24) - 1;
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
