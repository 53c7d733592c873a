package hyperpbi.canonical;

/**
 * The shortest decimal that reads back as a given positive finite double, choosing the one
 * closest to it (ties to an even last digit): exactly the digits ECMAScript's Number::toString
 * prints. The value is {@code (high * 10^8 + low) * 10^exponent}; the digits may end in zeros.
 *
 * <p>Three paths: integers below 2^53 are their own shortest form; decimals with at most 15
 * significant digits are found with exact double arithmetic; everything else goes through
 * Schubfach (R. Giulietti, "The Schubfach way to render doubles"), computed with 24-bit limbs in
 * doubles instead of 64-bit multiplies, because {@code long} is a slow BigInt in TeaVM's JavaScript.
 */
final class ShortestDecimal {
  private static final double TWO_24 = 16777216.0;
  private static final double TWO_53 = 9007199254740992.0;
  private static final double TEN_8 = 1e8;
  private static final double TEN_15 = 1e15;
  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };
  private static final int Q_MIN = -1074;

  /** Digits above the last eight (below 10^9). */
  int high;
  /** The last eight digits. */
  int low;
  /** Power of ten that scales the digits. */
  int exponent;

  // Schubfach's last rop() result.
  private int ropHigh;
  private int ropLow;

  /** Schubfach's scaled significand times the power of ten (reused: one per writer). */
  private final int[] product = new int[9];

  ShortestDecimal() {}

  /** @param v finite and &gt; 0 */
  static ShortestDecimal of(double v) {
    return new ShortestDecimal().set(v);
  }

  /** Becomes the shortest decimal of v (finite and &gt; 0): a writer of many numbers keeps one. */
  ShortestDecimal set(double v) {
    if (v < TWO_53 && v == Math.floor(v)) {
      setDigits(v, 0);
    } else if (!shortDecimal(v)) {
      schubfach(v);
    }
    return this;
  }

  private void setDigits(double digits, int exp) {
    double h = Math.floor(digits / TEN_8);
    high = (int) h;
    low = (int) (digits - h * TEN_8);
    exponent = exp;
  }

  /**
   * Finds m * 10^-n == v with m &lt; 10^15 and the fewest fractional digits n. Below 10^15 the
   * interval of reals that round to v, scaled by 10^n, is narrower than 0.23, so it holds at most
   * one integer and rounding the (slightly inexact) product finds it; the division then checks
   * exactly (both operands exact, one rounding) that m * 10^-n reads back as v.
   */
  private boolean shortDecimal(double v) {
    for (int n = 1; n <= 22; n++) {
      double scaled = v * POW10[n];
      if (scaled >= TEN_15) {
        return false;
      }
      double m = Math.floor(scaled + 0.5);
      if (m / POW10[n] == v) {
        setDigits(m, -n);
        return true;
      }
    }
    return false;
  }

  private void schubfach(double v) {
    int e = Binary.exponent(v);
    int q;
    double c;
    if (e < -1022) {
      q = Q_MIN;
      c = Binary.scale(v, -Q_MIN);
    } else {
      q = e - 52;
      c = Binary.scale(v, 52 - e);
    }
    int out = (c % 2 == 0) ? 0 : 1;
    boolean regular = c != TWO_53 / 2 || q == Q_MIN;
    int k = regular ? PowerTable.floorLog10Pow2(q) : PowerTable.floorLog10ThreeQuartersPow2(q);
    int h = q + PowerTable.floorLog2Pow10(-k) + 2;
    int[] g = PowerTable.limbs();
    int base = PowerTable.offset(-k);

    // cp = 4c 2^h, the scaled significand, in three 24-bit limbs (exact: a power-of-two scale).
    double cp = c * (1 << (h + 2));
    double cp2 = Math.floor(cp / (TWO_24 * TWO_24));
    double rest = cp - cp2 * (TWO_24 * TWO_24);
    double cp1 = Math.floor(rest / TWO_24);
    double cp0 = rest - cp1 * TWO_24;
    PowerTable.multiply(-k, cp0, cp1, cp2, product);

    // The interval ends are g * (cp -+ 2^(h+1)) (2^h below a power of two): P minus or plus g shifted.
    rop(product, g, base, 0);
    int vbHigh = ropHigh;
    int vbLow = ropLow;
    rop(product, g, base, -(double) (1 << (regular ? h + 1 : h)));
    int dl = ((vbHigh - ropHigh) << 30) + (vbLow - ropLow);
    rop(product, g, base, (double) (1 << (h + 1)));
    int dr = ((ropHigh - vbHigh) << 30) + (ropLow - vbLow);

    // All comparisons of the algorithm are within a few units of vb, so they reduce to small ints.
    int r4 = vbLow & 3;
    int r40 = ((vbHigh % 40) * 24 + vbLow % 40) % 40; // 2^30 mod 40 = 24
    setQuarter(vbHigh, vbLow);
    if (high > 0 || low >= 10) {
      boolean upin = out + r40 <= dl;
      boolean wpin = 40 - r40 + out <= dr;
      if (upin != wpin) {
        int h10 = high / 10;
        int l10 = ((high % 10) * 100000000 + low) / 10;
        high = h10;
        low = l10;
        exponent = k + 1;
        if (wpin) {
          increment();
        }
        return;
      }
    }
    exponent = k;
    boolean uin = out + r4 <= dl;
    boolean win = 4 - r4 + out <= dr;
    boolean up;
    if (uin != win) {
      up = win;
    } else {
      int cmp = r4 - 2;
      up = cmp > 0 || cmp == 0 && (low & 1) != 0;
    }
    if (up) {
      increment();
    }
  }

  private void increment() {
    low++;
    if (low == 100000000) {
      low = 0;
      high++;
    }
  }

  /**
   * Schubfach's rop() of (P + addend * g) / 2^127: the integer part, with its lowest bit set when
   * bits 64..126 are not all zero (the exact truncation of the 64-bit original). Result in ropHigh
   * (bits 30 and up) and ropLow (bits 0..29).
   */
  private void rop(int[] product, int[] g, int base, double addend) {
    double carry = 0;
    int sticky = 0;
    int l5 = 0;
    int l6 = 0;
    int l7 = 0;
    for (int i = 0; i < 8; i++) {
      double sum = product[i] + carry;
      if (i < 6 && addend != 0) {
        sum += g[base + i] * addend;
      }
      carry = Math.floor(sum / TWO_24);
      int limb = (int) (sum - carry * TWO_24);
      if (i == 2) {
        sticky = limb >>> 16;
      } else if (i == 3 || i == 4) {
        sticky |= limb;
      } else if (i == 5) {
        sticky |= limb & 0x7f;
        l5 = limb;
      } else if (i == 6) {
        l6 = limb;
      } else if (i == 7) {
        l7 = limb;
      }
    }
    // P / 2^127 = l5 >> 7 | l6 << 17 | l7 << 41 (P stays below 2^186, so limb 8 is empty).
    ropLow = ((l5 >>> 7) | ((l6 & 0x1fff) << 17)) | (sticky != 0 ? 1 : 0);
    ropHigh = (l6 >>> 13) | (l7 << 11);
  }

  /** Sets the digits to floor(vb / 4), vb = vbHigh 2^30 + vbLow, by long division in 14-bit chunks. */
  private void setQuarter(int vbHigh, int vbLow) {
    int sLow = vbLow >>> 2; // s = vbHigh 2^28 + sLow, below 2^57
    double rem = 0;
    double quotient = 0;
    for (int i = 0; i < 4; i++) {
      int chunk = i == 0 ? vbHigh >>> 14 : i == 1 ? vbHigh & 0x3fff : i == 2 ? sLow >>> 14 : sLow & 0x3fff;
      double x = rem * 16384 + chunk;
      double qc = Math.floor(x / TEN_8);
      rem = x - qc * TEN_8;
      quotient = quotient * 16384 + qc;
    }
    high = (int) quotient;
    low = (int) rem;
  }
}
