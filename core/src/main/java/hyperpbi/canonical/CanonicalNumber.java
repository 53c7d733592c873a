package hyperpbi.canonical;

/**
 * Canonical JSON number text, identical to ECMAScript's Number::toString (what JSON.stringify
 * prints): the shortest decimal that reads back as the same double (closest one, ties to even),
 * plain notation for 1e-6 &lt;= |x| &lt; 1e21 and exponent notation otherwise ({@code 1e+21},
 * {@code 1e-7}, {@code 1.5e-7}), integers without ".0", {@code -0} printed as {@code 0}, NaN and
 * infinities as {@code null}. Owned here because Double.toString differs between JDK 17 and TeaVM.
 */
public final class CanonicalNumber {
  private CanonicalNumber() {}

  public static String format(double value) {
    if (value == (int) value) {
      // Covers 0 and -0 too: (int) -0.0 == 0.
      return Integer.toString((int) value);
    }
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return "null";
    }
    char[] buffer = new char[32];
    int length = write(value, buffer);
    return new String(buffer, 0, length);
  }

  /** Appends {@link #format(double)} without building an intermediate string for integers. */
  public static void appendTo(StringBuilder out, double value) {
    appendTo(out, value, new char[32]);
  }

  /**
   * {@link #appendTo(StringBuilder, double)} with a scratch buffer of at least 32 chars, which a
   * writer of many numbers keeps (an array per number is a typed array per number in JavaScript).
   */
  public static void appendTo(StringBuilder out, double value, char[] buffer) {
    if (value == (int) value) {
      out.append((int) value);
      return;
    }
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      out.append("null");
      return;
    }
    int length = write(value, buffer);
    out.append(buffer, 0, length);
  }

  /** Writes a finite non-zero value into out (32 chars suffice); returns the length. */
  private static int write(double value, char[] out) {
    int start = 0;
    if (value < 0) {
      out[start++] = '-';
      value = -value;
    }
    ShortestDecimal d = ShortestDecimal.of(value);
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

  private static int copy(char[] from, int start, int end, char[] to, int pos) {
    for (int i = start; i < end; i++) {
      to[pos++] = from[i];
    }
    return pos;
  }
}
