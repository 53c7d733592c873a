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
    if (value == (int) value) {
      out.append((int) value);
      return;
    }
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      out.append("null");
      return;
    }
    char[] buffer = new char[32];
    int length = write(value, buffer);
    out.append(buffer, 0, length);
  }

  /** Writes a finite non-zero value; returns the length. */
  private static int write(double value, char[] out) {
    int pos = 0;
    if (value < 0) {
      out[pos++] = '-';
      value = -value;
    }
    ShortestDecimal d = ShortestDecimal.of(value);
    // Digits of high * 10^8 + low without trailing zeros, left-aligned in a scratch array.
    char[] digits = new char[17];
    int count = digitsOf(d.high, d.low, digits);
    int exponent = d.exponent;
    while (digits[count - 1] == '0') {
      count--;
      exponent++;
    }
    // ECMAScript names: k digits, decimal point after n of them.
    int k = count;
    int n = exponent + k;
    if (k <= n && n <= 21) {
      pos = copy(digits, 0, k, out, pos);
      for (int i = k; i < n; i++) {
        out[pos++] = '0';
      }
    } else if (0 < n && n <= 21) {
      pos = copy(digits, 0, n, out, pos);
      out[pos++] = '.';
      pos = copy(digits, n, k, out, pos);
    } else if (-6 < n && n <= 0) {
      out[pos++] = '0';
      out[pos++] = '.';
      for (int i = n; i < 0; i++) {
        out[pos++] = '0';
      }
      pos = copy(digits, 0, k, out, pos);
    } else {
      out[pos++] = digits[0];
      if (k > 1) {
        out[pos++] = '.';
        pos = copy(digits, 1, k, out, pos);
      }
      out[pos++] = 'e';
      int e = n - 1;
      out[pos++] = e < 0 ? '-' : '+';
      e = e < 0 ? -e : e;
      if (e >= 100) {
        out[pos++] = (char) ('0' + e / 100);
      }
      if (e >= 10) {
        out[pos++] = (char) ('0' + e / 10 % 10);
      }
      out[pos++] = (char) ('0' + e % 10);
    }
    return pos;
  }

  /** Writes the decimal digits of high * 10^8 + low (high &lt; 10^9) and returns their count. */
  static int digitsOf(int high, int low, char[] out) {
    int count = 0;
    if (high > 0) {
      count = writeInt(high, out, 0);
      for (int i = count + 7; i >= count; i--) {
        out[i] = (char) ('0' + low % 10);
        low /= 10;
      }
      return count + 8;
    }
    return writeInt(low, out, 0);
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
