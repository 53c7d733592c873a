package hyperpbi.canonical;

/**
 * 126-bit approximations of powers of ten for the shortest-digits algorithm (Schubfach). For each
 * e in [MIN_E, MAX_E], with 10^e = beta 2^r and 2^125 &lt;= beta &lt; 2^126, the table holds
 * g = floor(beta) + 1 as six 24-bit limbs, least significant first (24-bit limbs multiply exactly
 * in doubles, so the JavaScript build never needs {@code long}).
 *
 * <p>Computed once on first use with 16-bit limbs in int arrays: a literal table would add tens of
 * kilobytes to the JavaScript bundle, and java.math would pull in a large library for one table.
 */
final class PowerTable {
  /** Schubfach needs [-292, 324]; decimal parsing reaches down to 10^-342 (subnormals). */
  static final int MIN_E = -342;
  static final int MAX_E = 324;

  private PowerTable() {}

  static final int LIMBS = 6;

  /** The limbs of g for 10^e start at this index of {@link #limbs()}. */
  static int offset(int e) {
    return (e - MIN_E) * LIMBS;
  }

  static int[] limbs() {
    return Holder.G;
  }

  private static final double TWO_24 = 16777216.0;

  /**
   * out = g(e) * (m0 + m1 2^24 + m2 2^48) in nine 24-bit limbs, least significant first. The
   * multiplier limbs are integer-valued doubles below 2^24; every partial product is below 2^48 and
   * every column sum below 2^51, so the double arithmetic is exact.
   */
  static void multiply(int e, double m0, double m1, double m2, int[] out) {
    int[] g = Holder.G;
    int base = offset(e);
    double carry = 0;
    for (int col = 0; col < 8; col++) {
      double sum = carry;
      if (col < 6) {
        sum += g[base + col] * m0;
      }
      if (col >= 1 && col <= 6) {
        sum += g[base + col - 1] * m1;
      }
      if (col >= 2) {
        sum += g[base + col - 2] * m2;
      }
      carry = Math.floor(sum / TWO_24);
      out[col] = (int) (sum - carry * TWO_24);
    }
    out[8] = (int) carry;
  }

  /** floor(e log10(2)) for |e| &lt;= 1200 (checked exhaustively by the tests). */
  static int floorLog10Pow2(int e) {
    return (e * 315653) >> 20;
  }

  /** floor(log10(3/4 2^e)) for |e| &lt;= 1200. */
  static int floorLog10ThreeQuartersPow2(int e) {
    return (e * 315653 - 131008) >> 20;
  }

  /** floor(e log2(10)) for |e| &lt;= 400. */
  static int floorLog2Pow10(int e) {
    return (e * 1741647) >> 19;
  }

  private static final class Holder {
    static final int[] G = build();
  }

  /** Bits of 2^N / 10^m keep N - bitLength(10^m) &gt;= 125 for every m &lt;= -MIN_E. */
  private static final int N = 1300;

  private static int[] build() {
    int[] g = new int[(MAX_E - MIN_E + 1) * LIMBS];
    // Little-endian 16-bit limbs. pow = 10^m grows; inv = floor(2^N / 10^m) shrinks (floor of
    // a floor divided again is the floor of the whole quotient, so inv stays exact).
    int maxM = Math.max(MAX_E, -MIN_E);
    int[] pow = new int[maxM / 4 + 8];
    pow[0] = 1;
    int powLen = 1;
    int[] inv = new int[N / 16 + 1];
    inv[N / 16] = 1 << (N % 16);
    for (int m = 0; m <= maxM; m++) {
      if (m > 0) {
        powLen = multiplySmall(pow, powLen, 10);
        if (m <= -MIN_E) {
          divideSmall(inv, 10);
        }
      }
      int bits = bitLength(pow, powLen);
      if (m <= MAX_E) {
        // e = m: beta = 10^m / 2^(bits - 126).
        store(g, m, pow, bits - 126);
      }
      if (m > 0 && m <= -MIN_E) {
        // e = -m: beta = 2^(bits + 125) / 10^m = inv / 2^(N - bits - 125).
        store(g, -m, inv, N - bits - 125);
      }
    }
    return g;
  }

  /** Stores floor(value / 2^shift) + 1 (shift may be negative) as the entry for e. */
  private static void store(int[] g, int e, int[] limbs, int shift) {
    int base = offset(e);
    int carry = 1;
    for (int i = 0; i < LIMBS; i++) {
      int sum = bits24(limbs, shift + i * 24) + carry;
      carry = sum >>> 24;
      g[base + i] = sum & 0xffffff;
    }
  }

  /** 24 bits of the limb number starting at bit {@code from} (bits below 0 read as zero). */
  private static int bits24(int[] limbs, int from) {
    int result = 0;
    for (int b = 23; b >= 0; b--) {
      int pos = from + b;
      int bit = 0;
      if (pos >= 0 && (pos >> 4) < limbs.length) {
        bit = (limbs[pos >> 4] >>> (pos & 15)) & 1;
      }
      result = (result << 1) | bit;
    }
    return result;
  }

  private static int multiplySmall(int[] limbs, int len, int factor) {
    int carry = 0;
    for (int i = 0; i < len; i++) {
      int v = limbs[i] * factor + carry;
      limbs[i] = v & 0xffff;
      carry = v >>> 16;
    }
    while (carry != 0) {
      limbs[len++] = carry & 0xffff;
      carry >>>= 16;
    }
    return len;
  }

  private static void divideSmall(int[] limbs, int divisor) {
    int rem = 0;
    for (int i = limbs.length - 1; i >= 0; i--) {
      int cur = (rem << 16) | limbs[i];
      limbs[i] = cur / divisor;
      rem = cur % divisor;
    }
  }

  private static int bitLength(int[] limbs, int len) {
    int top = limbs[len - 1];
    return (len - 1) * 16 + (32 - Integer.numberOfLeadingZeros(top));
  }
}
