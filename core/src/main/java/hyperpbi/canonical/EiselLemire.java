package hyperpbi.canonical;

/**
 * The fast exact path for decimal-to-double beyond 15 digits (after D. Lemire, "Number Parsing at
 * a Gigabyte per Second"): multiply the decimal significand w by the 126-bit upper approximation g
 * of 10^e from {@link PowerTable}. Since g - beta lies in (0, 1], the true product lies in
 * [P - w, P); when rounding to 53 bits gives the same answer at both ends, that answer is exact.
 * Otherwise (rare: about w / 2^72 of the time) the caller falls back to {@link ScaledDecimal}.
 * Everything runs on 24-bit limbs held in ints and doubles, no {@code long}.
 */
final class EiselLemire {
  private EiselLemire() {}

  /**
   * The double nearest to w * 10^e with w = w0 + w1 2^24 + w2 2^48 &gt; 0 (limbs below 2^24, w below
   * 2^64), or NaN when this method cannot decide.
   */
  static double toDouble(int w0, int w1, int w2, int e) {
    if (e < PowerTable.MIN_E || e > PowerTable.MAX_E) {
      return Double.NaN;
    }
    int[] p = new int[9];
    PowerTable.multiply(e, w0, w1, w2, p);
    int top = 8;
    while (p[top] == 0) {
      top--;
    }
    int length = top * 24 + (32 - Integer.numberOfLeadingZeros(p[top]));
    // 10^e = beta 2^r, so w 10^e is about P 2^r.
    int r = PowerTable.floorLog2Pow10(e) - 125;
    int exponent = length - 1 + r;
    if (exponent > 1024) {
      return Double.POSITIVE_INFINITY;
    }
    // Bits of P below `cut` are rounded off: 53 significant bits, or fewer below 2^-1022.
    int cut = exponent >= -1022 ? length - 53 : -1074 - r;
    if (cut >= length) {
      return Double.NaN; // at or below half the smallest subnormal: leave it to the slow path
    }
    double kept = bitsFrom(p, cut);
    // q = P - w: when it keeps the same upper bits, the whole interval shares them.
    int[] q = p.clone();
    subtract(q, w0, w1, w2);
    if (bitsFrom(q, cut) != kept) {
      return Double.NaN;
    }
    boolean down = !bit(p, cut - 1) || !anyBelow(p, cut - 1);
    boolean up = bit(q, cut - 1) && anyBelow(q, cut - 1);
    if (down == up) {
      return Double.NaN;
    }
    return Binary.scale(up ? kept + 1 : kept, cut + r);
  }

  /** floor(P / 2^from) for a result below 2^54, as an exact double. */
  private static double bitsFrom(int[] p, int from) {
    double value = 0;
    for (int i = 8; i >= 0; i--) {
      int low = i * 24;
      if (low + 24 <= from) {
        break;
      }
      int limb = p[i];
      if (low < from) {
        value = value * (1 << (24 - (from - low))) + (limb >>> (from - low));
      } else {
        value = value * 16777216.0 + limb;
      }
    }
    return value;
  }

  private static boolean bit(int[] p, int index) {
    return index >= 0 && ((p[index / 24] >>> (index % 24)) & 1) != 0;
  }

  /** Whether any bit below {@code index} is set. */
  private static boolean anyBelow(int[] p, int index) {
    int limb = index / 24;
    if ((p[limb] & ((1 << (index % 24)) - 1)) != 0) {
      return true;
    }
    for (int i = 0; i < limb; i++) {
      if (p[i] != 0) {
        return true;
      }
    }
    return false;
  }

  private static void subtract(int[] p, int w0, int w1, int w2) {
    int borrow = 0;
    for (int i = 0; i < 9; i++) {
      int v = p[i] - borrow - (i == 0 ? w0 : i == 1 ? w1 : i == 2 ? w2 : 0);
      borrow = v < 0 ? 1 : 0;
      p[i] = v & 0xffffff;
    }
  }
}
