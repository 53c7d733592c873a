package hyperpbi.canonical;

/**
 * Correctly rounded decimal text to double, identical on every runtime (TeaVM's
 * Double.parseDouble is off by one ulp for about 1 in 200,000 values and reads "4.9e-324" as 0).
 *
 * <p>Accepts exactly the JSON/CSV number grammar {@code ^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$};
 * anything else (whitespace, hex, "NaN", "Infinity", an empty string) gives NaN. Up to 15
 * significant digits with a small power of ten take the exact double fast path (one correctly
 * rounded multiply or divide); the rest go through an exact decimal big number.
 */
public final class DecimalParser {
  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };
  private static final double TWO_53 = 9007199254740992.0;
  private static final double NEGATIVE_ZERO = -0.0;
  /** Explicit exponents are clamped here: far beyond overflow and underflow, still int-safe. */
  private static final int EXPONENT_CAP = 100_000_000;

  private DecimalParser() {}

  /** Returns the nearest double to a JSON/CSV decimal literal, or NaN when the text is not one. */
  public static double parse(String text) {
    return text == null ? Double.NaN : parse(text, 0, text.length());
  }

  /** Like {@link #parse(String)} for {@code text.substring(start, end)}, without copying it. */
  public static double parse(String text, int start, int end) {
    int i = start;
    if (i >= end) {
      return Double.NaN;
    }
    boolean negative = false;
    char ch = text.charAt(i);
    if (ch == '+' || ch == '-') {
      negative = ch == '-';
      i++;
    }
    // While scanning, the digits from the first nonzero one on are gathered into an integer
    // mantissa: exact as long as there are at most 15 of them (trailing zeros included).
    double mantissa = 0;
    int significant = 0;
    int intStart = i;
    while (i < end) {
      // One unsigned comparison per digit test (a char below '0' wraps above 9).
      char digit = (char) (text.charAt(i) - '0');
      if (digit > 9) {
        break;
      }
      if (significant > 0 || digit != 0) {
        significant++;
        mantissa = mantissa * 10 + digit;
      }
      i++;
    }
    int intEnd = i;
    int fracStart = i;
    int fracEnd = i;
    if (i < end && text.charAt(i) == '.') {
      i++;
      fracStart = i;
      while (i < end) {
        char digit = (char) (text.charAt(i) - '0');
        if (digit > 9) {
          break;
        }
        if (significant > 0 || digit != 0) {
          significant++;
          mantissa = mantissa * 10 + digit;
        }
        i++;
      }
      fracEnd = i;
    }
    if (intEnd == intStart && fracEnd == fracStart) {
      return Double.NaN;
    }
    int exponent = 0;
    if (i < end && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      boolean negativeExponent = false;
      if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        negativeExponent = text.charAt(i) == '-';
        i++;
      }
      int expStart = i;
      while (i < end && isDigit(text.charAt(i))) {
        if (exponent < EXPONENT_CAP) {
          exponent = exponent * 10 + (text.charAt(i) - '0');
        }
        i++;
      }
      if (i == expStart) {
        return Double.NaN;
      }
      if (negativeExponent) {
        exponent = -exponent;
      }
    }
    if (i != end) {
      return Double.NaN;
    }
    double magnitude = -1;
    if (significant == 0) {
      magnitude = 0;
    } else if (significant <= 15) {
      // value = mantissa * 10^(exponent - fraction digits): one correctly rounded operation
      // when the fast path applies, so the same double as the exact route below.
      magnitude = fastPath(mantissa, exponent - (fracEnd - fracStart));
    }
    if (magnitude < 0) {
      magnitude = magnitude(text, intStart, intEnd, fracStart, fracEnd, exponent);
    }
    if (!negative) {
      return magnitude;
    }
    // The literal, not -magnitude: TeaVM's WebAssembly build computes -(0.0) as +0.0.
    return magnitude == 0 ? NEGATIVE_ZERO : -magnitude;
  }

  /** Whether the whole text matches the number grammar (what type inference needs). */
  public static boolean isNumberLiteral(String text) {
    return text != null && isNumberLiteral(text, 0, text.length());
  }

  /** Grammar check of {@code text.substring(start, end)} without computing the value. */
  public static boolean isNumberLiteral(String text, int start, int end) {
    int i = start;
    if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
      i++;
    }
    int digits = 0;
    while (i < end && isDigit(text.charAt(i))) {
      i++;
      digits++;
    }
    if (i < end && text.charAt(i) == '.') {
      i++;
      while (i < end && isDigit(text.charAt(i))) {
        i++;
        digits++;
      }
    }
    if (digits == 0) {
      return false;
    }
    if (i < end && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        i++;
      }
      int expStart = i;
      while (i < end && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == expStart) {
        return false;
      }
    }
    return i == end;
  }

  /**
   * Whether a number literal's integer part has a redundant leading zero ({@code 007}, {@code 00},
   * {@code -01}, {@code 00.5}); {@code 0}, {@code 0.5}, {@code -0.5}, {@code .5} are fine. CSV type
   * inference keeps such columns as text (codes, zip codes). False for text that is no literal.
   */
  public static boolean hasRedundantLeadingZero(String text) {
    if (!isNumberLiteral(text)) {
      return false;
    }
    int i = 0;
    char first = text.charAt(0);
    if (first == '+' || first == '-') {
      i++;
    }
    return i + 1 < text.length() && text.charAt(i) == '0' && isDigit(text.charAt(i + 1));
  }

  private static boolean isDigit(char ch) {
    return ch >= '0' && ch <= '9';
  }

  /**
   * The digits are text[intStart, intEnd) followed by text[fracStart, fracEnd), the decimal point
   * between them, scaled by 10^exponent.
   */
  private static double magnitude(
      String text, int intStart, int intEnd, int fracStart, int fracEnd, int exponent) {
    int intLength = intEnd - intStart;
    int total = intLength + (fracEnd - fracStart);
    // Position j in the joined digit sequence is text[intStart + j] or text[fracStart + j - intLength].
    int first = 0;
    while (first < total && digitAt(text, intStart, intLength, fracStart, first) == 0) {
      first++;
    }
    if (first == total) {
      return 0;
    }
    int last = total - 1;
    while (digitAt(text, intStart, intLength, fracStart, last) == 0) {
      last--;
    }
    int count = last - first + 1;
    // value = digits[first..last] as an integer * 10^scale
    int scale = intLength - 1 - last + exponent;
    if (count <= 15) {
      double mantissa = 0;
      for (int j = first; j <= last; j++) {
        mantissa = mantissa * 10 + digitAt(text, intStart, intLength, fracStart, j);
      }
      double fast = fastPath(mantissa, scale);
      if (fast >= 0) {
        return fast;
      }
    }
    byte[] digits = new byte[count];
    for (int j = first; j <= last; j++) {
      digits[j - first] = (byte) digitAt(text, intStart, intLength, fracStart, j);
    }
    return exact(digits, count, scale);
  }

  /** The double nearest to (high * 10^8 + low) * 10^scale, for high &lt; 10^9 and low &lt; 10^8. */
  static double fromDigits(int high, int low, int scale) {
    double mantissa = high * 1e8 + low;
    if (mantissa < 1e15) {
      double fast = fastPath(mantissa, scale);
      if (fast >= 0) {
        return fast;
      }
    }
    char[] text = new char[17];
    int count = CanonicalNumber.digitsOf(high, low, text);
    byte[] digits = new byte[count];
    for (int i = 0; i < count; i++) {
      digits[i] = (byte) (text[i] - '0');
    }
    return exact(digits, count, scale);
  }

  /**
   * The double nearest to digits * 10^scale (digits: a nonzero integer, most significant first).
   * Eisel-Lemire on the first 19 digits decides almost always; when digits were cut off, the value
   * lies strictly between w and w + 1 units, so both ends must agree. The exact big decimal decides
   * the rest.
   */
  private static double exact(byte[] digits, int count, int scale) {
    int used = Math.min(count, 19);
    int w0 = 0;
    int w1 = 0;
    int w2 = 0;
    for (int i = 0; i < used; i++) {
      w0 = w0 * 10 + digits[i];
      w1 = w1 * 10 + (w0 >>> 24);
      w0 &= 0xffffff;
      w2 = w2 * 10 + (w1 >>> 24);
      w1 &= 0xffffff;
    }
    int usedScale = scale + (count - used);
    double lower = EiselLemire.toDouble(w0, w1, w2, usedScale);
    if (lower == lower) {
      if (count == used) {
        return lower;
      }
      // w + 1, carried through the limbs
      int u0 = w0 + 1;
      int u1 = w1 + (u0 >>> 24);
      int u2 = w2 + (u1 >>> 24);
      double upper = EiselLemire.toDouble(u0 & 0xffffff, u1 & 0xffffff, u2, usedScale);
      if (upper == lower) {
        return lower;
      }
    }
    // The value lies in [10^(point-1), 10^point): from 1e309 up it overflows, below 1e-324
    // (less than half the smallest subnormal) it rounds to zero.
    int point = count + scale;
    if (point > 309) {
      return Double.POSITIVE_INFINITY;
    }
    if (point <= -324) {
      return 0;
    }
    ScaledDecimal decimal = new ScaledDecimal();
    for (int i = 0; i < count; i++) {
      decimal.append(digits[i]);
    }
    decimal.point = point;
    return decimal.toDouble();
  }

  private static int digitAt(String text, int intStart, int intLength, int fracStart, int j) {
    return (j < intLength ? text.charAt(intStart + j) : text.charAt(fracStart + j - intLength)) - '0';
  }

  /**
   * mantissa * 10^scale when a single correctly rounded operation gives it exactly (mantissa below
   * 10^15 is exact, and so is every power of ten up to 10^22); -1 otherwise.
   */
  private static double fastPath(double mantissa, int scale) {
    if (scale == 0) {
      return mantissa;
    }
    if (scale > 0 && scale <= 22) {
      return mantissa * POW10[scale];
    }
    if (scale < 0 && scale >= -22) {
      return mantissa / POW10[-scale];
    }
    if (scale > 22 && scale <= 22 + 15) {
      double exact = mantissa * POW10[scale - 22];
      if (exact < TWO_53) {
        return exact * 1e22;
      }
    }
    return -1;
  }
}
