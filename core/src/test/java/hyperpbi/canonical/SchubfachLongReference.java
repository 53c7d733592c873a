package hyperpbi.canonical;

import java.math.BigInteger;

/**
 * Test oracle: Schubfach written the usual way, with 64-bit arithmetic (as in the JDK's
 * DoubleToDecimal, minus its "at least two digits" rule). The production code does the same
 * computation with doubles and ints; the tests compare the two on millions of values.
 */
final class SchubfachLongReference {
  private SchubfachLongReference() {}

  private static final int Q_MIN = -1074;
  private static final long C_MIN = 1L << 52;
  private static final long MASK_63 = (1L << 63) - 1;

  /** The shortest decimal of a finite positive double: {digits f, exponent e}. */
  static long[] shortest(double v) {
    long bits = Double.doubleToRawLongBits(v) & 0x7fffffffffffffffL;
    long t = bits & ((1L << 52) - 1);
    int bq = (int) (bits >>> 52);
    if (bq != 0) {
      int mq = -Q_MIN + 1 - bq;
      long c = C_MIN | t;
      if (0 < mq && mq < 53) {
        long f = c >> mq;
        if (f << mq == c) {
          return new long[] {f, 0};
        }
      }
      return toDecimal(-mq, c);
    }
    return toDecimal(Q_MIN, t);
  }

  private static long[] toDecimal(int q, long c) {
    int out = (int) c & 0x1;
    long cb = c << 2;
    long cbr = cb + 2;
    long cbl;
    int k;
    if (c != C_MIN || q == Q_MIN) {
      cbl = cb - 2;
      k = PowerTable.floorLog10Pow2(q);
    } else {
      cbl = cb - 1;
      k = PowerTable.floorLog10ThreeQuartersPow2(q);
    }
    int h = q + PowerTable.floorLog2Pow10(-k) + 2;
    long g1 = G1[-k - PowerTable.MIN_E];
    long g0 = G0[-k - PowerTable.MIN_E];

    long vb = rop(g1, g0, cb << h);
    long vbl = rop(g1, g0, cbl << h);
    long vbr = rop(g1, g0, cbr << h);

    long s = vb >> 2;
    if (s >= 10) {
      long sp10 = 10 * (s / 10);
      long tp10 = sp10 + 10;
      boolean upin = vbl + out <= sp10 << 2;
      boolean wpin = (tp10 << 2) + out <= vbr;
      if (upin != wpin) {
        return new long[] {upin ? sp10 : tp10, k};
      }
    }
    long tt = s + 1;
    boolean uin = vbl + out <= s << 2;
    boolean win = (tt << 2) + out <= vbr;
    if (uin != win) {
      return new long[] {uin ? s : tt, k};
    }
    long cmp = vb - (s + tt << 1);
    return new long[] {cmp < 0 || cmp == 0 && (s & 0x1) == 0 ? s : tt, k};
  }

  private static final long[] G1 = new long[PowerTable.MAX_E - PowerTable.MIN_E + 1];
  private static final long[] G0 = new long[G1.length];

  static {
    for (int e = PowerTable.MIN_E; e <= PowerTable.MAX_E; e++) {
      BigInteger g = g(e);
      G1[e - PowerTable.MIN_E] = g.shiftRight(63).longValueExact();
      G0[e - PowerTable.MIN_E] = g.and(BigInteger.valueOf(MASK_63)).longValueExact();
    }
  }

  static BigInteger g(int e) {
    BigInteger g = BigInteger.ZERO;
    for (int i = PowerTable.LIMBS - 1; i >= 0; i--) {
      g = g.shiftLeft(24).add(BigInteger.valueOf(PowerTable.limbs()[PowerTable.offset(e) + i]));
    }
    return g;
  }

  private static long rop(long g1, long g0, long cp) {
    long x1 = Math.multiplyHigh(g0, cp);
    long y0 = g1 * cp;
    long y1 = Math.multiplyHigh(g1, cp);
    long z = (y0 >>> 1) + x1;
    long vbp = y1 + (z >>> 63);
    return vbp | (z & MASK_63) + MASK_63 >>> 63;
  }
}
