package hyperpbi.canonical;

/**
 * An exact decimal 0.d1d2...dn * 10^point that can be multiplied and divided by powers of two,
 * used to round decimal text correctly when the fast path cannot (more than 15 digits or a large
 * exponent). The method is the "simple decimal conversion" of Go's strconv and Rust's dec2flt:
 * scale by powers of two into [1/2, 1), then read off 53 bits and round half to even. Shifts stay
 * at or below 27 bits so every intermediate fits an int.
 *
 * <p>800 digits hold every intermediate exactly for any double; longer input is truncated with a
 * sticky flag that breaks ties upward (the truncated digits are not all zero).
 */
final class ScaledDecimal {
  private static final int CAPACITY = 800;
  private static final int MAX_SHIFT = 27;
  /** Shift that keeps a decimal point position below 9 from passing 1 (Go's powtab). */
  private static final int[] POWTAB = {1, 3, 6, 9, 13, 16, 19, 23, 26};

  private byte[] digits = new byte[CAPACITY];
  private int count;
  int point;
  private boolean truncated;

  void append(int digit) {
    if (count < CAPACITY) {
      digits[count++] = (byte) digit;
    } else if (digit != 0) {
      truncated = true;
    }
  }

  double toDouble() {
    trim();
    if (count == 0) {
      return 0;
    }
    int exp = 0;
    while (point > 0) {
      int n = point >= POWTAB.length ? MAX_SHIFT : POWTAB[point];
      shift(-n);
      exp += n;
    }
    while (point < 0 || point == 0 && digits[0] < 5) {
      int n = -point >= POWTAB.length ? MAX_SHIFT : POWTAB[-point];
      shift(n);
      exp -= n;
    }
    // Now in [1/2, 1); doubles are m * 2^e with m in [1, 2).
    exp--;
    if (exp < -1022) {
      int n = -1022 - exp;
      shift(-n);
      exp += n;
    }
    if (exp > 1023) {
      return Double.POSITIVE_INFINITY;
    }
    shift(53);
    double mantissa = roundedInteger();
    if (mantissa == 9007199254740992.0) {
      mantissa = 4503599627370496.0;
      exp++;
      if (exp > 1023) {
        return Double.POSITIVE_INFINITY;
      }
    }
    if (mantissa < 4503599627370496.0) {
      exp = -1022; // subnormal
    }
    return Binary.scale(mantissa, exp - 52);
  }

  private void shift(int k) {
    while (k > MAX_SHIFT) {
      leftShift(MAX_SHIFT);
      k -= MAX_SHIFT;
    }
    if (k > 0) {
      leftShift(k);
    }
    while (k < -MAX_SHIFT) {
      rightShift(MAX_SHIFT);
      k += MAX_SHIFT;
    }
    if (k < 0) {
      rightShift(-k);
    }
  }

  /** Divides by 2^k in place (the result has at most k more digits). */
  private void rightShift(int k) {
    if (count == 0) {
      return;
    }
    int read = 0;
    int write = 0;
    int n = 0;
    // Pick up enough leading digits to produce the first output digit.
    while ((n >> k) == 0) {
      if (read < count) {
        n = n * 10 + digits[read];
      } else {
        n = n * 10;
      }
      read++;
    }
    point -= read - 1;
    int mask = (1 << k) - 1;
    for (; read < count; read++) {
      int digit = n >> k;
      n &= mask;
      digits[write++] = (byte) digit;
      n = n * 10 + digits[read];
    }
    while (n > 0) {
      int digit = n >> k;
      n &= mask;
      if (write < CAPACITY) {
        digits[write++] = (byte) digit;
      } else if (digit > 0) {
        truncated = true;
      }
      n = n * 10;
    }
    count = write;
    trim();
  }

  /** Multiplies by 2^k: digits are produced right to left into a scratch array, then copied. */
  private void leftShift(int k) {
    byte[] scratch = new byte[count + 10];
    int write = scratch.length;
    int n = 0;
    for (int read = count - 1; read >= 0; read--) {
      n += digits[read] << k;
      int quotient = n / 10;
      scratch[--write] = (byte) (n - 10 * quotient);
      n = quotient;
    }
    while (n > 0) {
      int quotient = n / 10;
      scratch[--write] = (byte) (n - 10 * quotient);
      n = quotient;
    }
    int produced = scratch.length - write;
    point += produced - count;
    int kept = Math.min(produced, CAPACITY);
    for (int i = 0; i < kept; i++) {
      digits[i] = scratch[write + i];
    }
    for (int i = kept; i < produced; i++) {
      if (scratch[write + i] != 0) {
        truncated = true;
      }
    }
    count = kept;
    trim();
  }

  private void trim() {
    while (count > 0 && digits[count - 1] == 0) {
      count--;
    }
  }

  /** The integer part rounded half to even (ties break upward when digits were truncated). */
  private double roundedInteger() {
    double n = 0;
    int i = 0;
    for (; i < point && i < count; i++) {
      n = n * 10 + digits[i];
    }
    for (; i < point; i++) {
      n *= 10;
    }
    if (shouldRoundUp(point)) {
      n++;
    }
    return n;
  }

  private boolean shouldRoundUp(int at) {
    if (at < 0 || at >= count) {
      return false;
    }
    if (digits[at] == 5 && at + 1 == count) {
      if (truncated) {
        return true;
      }
      return at > 0 && digits[at - 1] % 2 != 0;
    }
    return digits[at] >= 5;
  }
}
