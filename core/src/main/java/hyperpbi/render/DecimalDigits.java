package hyperpbi.render;

import hyperpbi.canonical.CanonicalNumber;

/**
 * A nonnegative decimal {@code 0.d1 d2 ... dn × 10^point} built from the shortest digits of a
 * double (the digits a user sees, {@link CanonicalNumber}), so scaling by powers of ten
 * ({@code %}, thousands) is exact and rounding works on those digits: half away from zero, the
 * rule of {@link hyperpbi.canonical.Rounding}, and never a float artefact such as
 * {@code 4921522.549999995}. Immutable; no leading or trailing zero digits; zero is no digits.
 */
final class DecimalDigits {
  static final DecimalDigits ZERO = new DecimalDigits("", 0);

  /** Significant digits, without leading or trailing zeros. */
  final String digits;
  /** The decimal point sits after {@code point} digits (negative: zeros in between). */
  final int point;

  private DecimalDigits(String digits, int point) {
    this.digits = digits;
    this.point = digits.isEmpty() ? 0 : point;
  }

  /** The digits of |value|; value must be finite. */
  static DecimalDigits of(double value) {
    double magnitude = value < 0 ? -value : value;
    if (magnitude == 0) {
      return ZERO;
    }
    // CanonicalNumber writes "123", "12.5", "0.00012", "1.5e-7" or "1e+21".
    String text = CanonicalNumber.format(magnitude);
    StringBuilder mantissa = new StringBuilder(20);
    int beforePoint = -1;
    int exponent = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        mantissa.append(c);
      } else if (c == '.') {
        beforePoint = mantissa.length();
      } else if (c == 'e') {
        exponent = parseExponent(text, i + 1);
        break;
      }
    }
    if (beforePoint < 0) {
      beforePoint = mantissa.length();
    }
    return normalized(mantissa.toString(), beforePoint + exponent);
  }

  private static int parseExponent(String text, int from) {
    boolean negative = false;
    int value = 0;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '-') {
        negative = true;
      } else if (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
      }
    }
    return negative ? -value : value;
  }

  /** Strips leading zeros (moving the point) and trailing zeros. */
  private static DecimalDigits normalized(String raw, int point) {
    int start = 0;
    while (start < raw.length() && raw.charAt(start) == '0') {
      start++;
      point--;
    }
    int end = raw.length();
    while (end > start && raw.charAt(end - 1) == '0') {
      end--;
    }
    return end == start ? ZERO : new DecimalDigits(raw.substring(start, end), point);
  }

  boolean isZero() {
    return digits.isEmpty();
  }

  /** This value times 10^power, exactly. */
  DecimalDigits shift(int power) {
    return power == 0 || isZero() ? this : new DecimalDigits(digits, point + power);
  }

  /** Rounded half away from zero to {@code decimals} fractional digits (negative: tens, ...). */
  DecimalDigits round(int decimals) {
    int keep = point + decimals;
    if (keep >= digits.length()) {
      return this;
    }
    if (keep < 0) {
      return ZERO;
    }
    if (digits.charAt(keep) < '5') {
      return normalized(digits.substring(0, keep), point);
    }
    // Round up: add one at the last kept digit, carrying through nines.
    char[] kept = digits.substring(0, keep).toCharArray();
    int i = keep - 1;
    while (i >= 0 && kept[i] == '9') {
      kept[i] = '0';
      i--;
    }
    if (i < 0) {
      return normalized("1" + new String(kept), point + 1);
    }
    kept[i]++;
    return normalized(new String(kept), point);
  }

  /** Rounded to {@code significant} (at least 1) significant digits. */
  DecimalDigits roundSignificant(int significant) {
    return isZero() ? this : round(significant - point);
  }

  /** The digit at 10^power (0 beyond the digits). */
  char digitAt(int power) {
    int index = point - 1 - power;
    return index >= 0 && index < digits.length() ? digits.charAt(index) : '0';
  }

  /** Digits before the point (0 for values below 1). */
  int integerDigits() {
    return point > 0 ? point : 0;
  }

  /** Digits after the point, up to the last nonzero one. */
  int fractionDigits() {
    int f = digits.length() - point;
    return f > 0 ? f : 0;
  }

  /** The power of ten of the leading digit (value 1.x × 10^exponent); 0 for zero. */
  int exponent() {
    return isZero() ? 0 : point - 1;
  }
}
