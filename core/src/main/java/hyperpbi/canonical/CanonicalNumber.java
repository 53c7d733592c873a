package hyperpbi.canonical;

/**
 * Canonical JSON number text, identical to ECMAScript's Number::toString (what JSON.stringify
 * prints): the shortest decimal that reads back as the same double (closest one, ties to even),
 * plain notation for 1e-6 &lt;= |x| &lt; 1e21 and exponent notation otherwise ({@code 1e+21},
 * {@code 1e-7}, {@code 1.5e-7}), integers without ".0", {@code -0} printed as {@code 0}, NaN and
 * infinities as {@code null}. Owned here because Double.toString differs between JDK 17 and TeaVM.
 */
public final class CanonicalNumber {
  /** The longest text {@link #write} produces (e.g. {@code -1.2345678901234567e-308}). */
  public static final int MAX_LENGTH = 32;

  private CanonicalNumber() {}

  public static String format(double value) {
    if (value == (int) value) {
      // Covers 0 and -0 too: (int) -0.0 == 0.
      return Integer.toString((int) value);
    }
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return "null";
    }
    char[] buffer = new char[MAX_LENGTH];
    int length = writeShortest(value, buffer, 0, new ShortestDecimal());
    return new String(buffer, 0, length);
  }

  /**
   * Writes {@link #format(double)} into out at {@code at}, where {@link #MAX_LENGTH} chars must be
   * free, and returns the index after it. A writer of many numbers keeps one buffer and one
   * {@link Scratch} (an array per number is a typed array per number in JavaScript).
   */
  public static int write(double value, char[] out, int at, Scratch scratch) {
    if (value == (int) value) {
      return writeSignedInt((int) value, out, at);
    }
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      "null".getChars(0, 4, out, at);
      return at + 4;
    }
    return writeShortest(value, out, at, scratch.decimal);
  }

  /** Working storage of {@link #write}, reused from one number to the next. */
  public static final class Scratch {
    private final ShortestDecimal decimal = new ShortestDecimal();
  }

  private static int writeSignedInt(int value, char[] out, int at) {
    if (value == Integer.MIN_VALUE) {
      String text = Integer.toString(value);
      text.getChars(0, text.length(), out, at);
      return at + text.length();
    }
    if (value < 0) {
      out[at++] = '-';
      value = -value;
    }
    return writeInt(value, out, at);
  }

  /** Writes a finite non-integer value at {@code at}; returns the index after it. */
  private static int writeShortest(double value, char[] out, int at, ShortestDecimal d) {
    int start = at;
    if (value < 0) {
      out[start++] = '-';
      value = -value;
    }
    d.set(value);
    // The digits go straight into the output, then move to make room for "0.000", "." or "e".
    int k = digitsOf(d.high, d.low, out, start) - start;
    int exponent = d.exponent;
    while (out[start + k - 1] == '0') {
      k--;
      exponent++;
    }
    // ECMAScript names: k digits, decimal point after n of them.
    int n = exponent + k;
    int end = start + k;
    if (k <= n && n <= 21) {
      for (int i = k; i < n; i++) {
        out[end++] = '0';
      }
      return end;
    }
    if (0 < n && n <= 21) {
      shiftRight(out, start + n, end, 1);
      out[start + n] = '.';
      return end + 1;
    }
    if (-6 < n && n <= 0) {
      int prefix = 2 - n;
      shiftRight(out, start, end, prefix);
      out[start] = '0';
      out[start + 1] = '.';
      for (int i = start + 2; i < start + prefix; i++) {
        out[i] = '0';
      }
      return end + prefix;
    }
    if (k > 1) {
      shiftRight(out, start + 1, end, 1);
      out[start + 1] = '.';
      end++;
    }
    out[end++] = 'e';
    int e = n - 1;
    out[end++] = e < 0 ? '-' : '+';
    e = e < 0 ? -e : e;
    if (e >= 100) {
      out[end++] = (char) ('0' + e / 100);
    }
    if (e >= 10) {
      out[end++] = (char) ('0' + e / 10 % 10);
    }
    out[end++] = (char) ('0' + e % 10);
    return end;
  }

  private static void shiftRight(char[] chars, int from, int to, int by) {
    for (int i = to - 1; i >= from; i--) {
      chars[i + by] = chars[i];
    }
  }

  /** Writes the decimal digits of high * 10^8 + low (high &lt; 10^9) and returns their count. */
  static int digitsOf(int high, int low, char[] out) {
    return digitsOf(high, low, out, 0);
  }

  /** Writes the digits of high * 10^8 + low at {@code at}; returns the index after them. */
  private static int digitsOf(int high, int low, char[] out, int at) {
    if (high > 0) {
      int end = writeInt(high, out, at);
      for (int i = end + 7; i >= end; i--) {
        out[i] = (char) ('0' + low % 10);
        low /= 10;
      }
      return end + 8;
    }
    return writeInt(low, out, at);
  }

  private static int writeInt(int value, char[] out, int at) {
    int length = 1;
    for (int v = value; v >= 10; v /= 10) {
      length++;
    }
    for (int i = at + length - 1; i >= at; i--) {
      out[i] = (char) ('0' + value % 10);
      value /= 10;
    }
    return at + length;
  }
}
