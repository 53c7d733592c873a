package hyperpbi.render;

/**
 * A parsed .NET custom numeric format string, as Power BI stores them in field metadata: up to
 * three {@code ;}-separated sections (positive; negative; zero), {@code 0} and {@code #} digit
 * placeholders, {@code .}, {@code ,} (grouping between placeholders, thousands scaling right of
 * the last one), {@code %} (× 100), {@code ‰} (× 1000), {@code E+0}/{@code E-0}/{@code E0}
 * scientific, literals in quotes or after a backslash, and Excel's {@code [$€-407]} currency
 * tags (the symbol). Immutable and reusable for any number of values.
 *
 * <p>Rules, from .NET's custom numeric format strings: one section formats negatives with a
 * leading {@code -}; the second section (when not empty) formats negatives without one; a value
 * that rounds to zero uses the third section when there is one, else formats as zero without a
 * sign (so never {@code -0}, and {@code 0;(0)} gives {@code 0} for -0.001). Extra integer digits
 * go where the first integer placeholder is; literal text between placeholders stays in place.
 */
final class FormatPattern {
  private static final char LITERAL = 'L';
  private static final char EXPONENT = 'E';

  private final Section[] sections;

  private FormatPattern(Section[] sections) {
    this.sections = sections;
  }

  /** The pattern, or null when its first section has no digit placeholder (not a number format). */
  static FormatPattern parse(String pattern) {
    Section[] sections = new Section[3];
    int count = 0;
    int start = 0;
    int i = 0;
    while (i <= pattern.length() && count < 3) {
      if (i == pattern.length() || pattern.charAt(i) == ';') {
        sections[count++] = Section.parse(pattern.substring(start, i));
        start = i + 1;
        i++;
      } else {
        i = skipQuoted(pattern, i);
      }
    }
    if (sections[0] == null || !sections[0].hasPlaceholders) {
      return null;
    }
    Section[] used = new Section[count];
    System.arraycopy(sections, 0, used, 0, count);
    return new FormatPattern(used);
  }

  /** The index after the character, quoted text or escape starting at {@code i}. */
  private static int skipQuoted(String text, int i) {
    char c = text.charAt(i);
    if (c == '\\') {
      return Math.min(i + 2, text.length());
    }
    if (c == '\'' || c == '"') {
      int close = text.indexOf(c, i + 1);
      return close < 0 ? text.length() : close + 1;
    }
    return i + 1;
  }

  /** Formats a finite value. */
  String format(double value, LocaleData locale) {
    boolean negative = value < 0;
    DecimalDigits magnitude = DecimalDigits.of(value);
    Section section = sections[0];
    boolean sign = negative;
    if (negative && sections.length > 1 && !sections[1].isEmpty()) {
      section = sections[1];
      sign = false;
    } else if (magnitude.isZero() && sections.length > 2 && !sections[2].isEmpty()) {
      section = sections[2];
    }
    DecimalDigits rounded = section.rounded(magnitude);
    if (rounded.isZero() && !magnitude.isZero()) {
      // Rounds to zero: the zero section if any, else zero in the chosen positive form.
      sign = false;
      if (sections.length > 2 && !sections[2].isEmpty()) {
        section = sections[2];
      } else if (section != sections[0] && negative) {
        section = sections[0];
      }
      rounded = DecimalDigits.ZERO;
    }
    StringBuilder out = new StringBuilder(24);
    if (sign) {
      out.append('-');
    }
    section.write(out, rounded, locale);
    return out.toString();
  }

  /**
   * Writes a rounded value in plain notation: at least one integer digit, the locale's group
   * separator every three integer digits when {@code grouping}, and its decimal separator before
   * the fraction, padded with zeros to {@code minFraction} digits.
   */
  static void writeFixed(StringBuilder out, DecimalDigits value, LocaleData locale,
      boolean grouping, int minFraction) {
    int integers = value.integerDigits();
    if (integers == 0) {
      out.append('0');
    }
    for (int q = integers - 1; q >= 0; q--) {
      out.append(value.digitAt(q));
      if (grouping && q > 0 && q % 3 == 0) {
        out.append(locale.group());
      }
    }
    int fraction = Math.max(value.fractionDigits(), minFraction);
    if (fraction > 0) {
      out.append(locale.decimal());
      for (int f = 1; f <= fraction; f++) {
        out.append(value.digitAt(-f));
      }
    }
  }

  /** One section: its tokens and what they imply (digits, scaling, grouping). */
  private static final class Section {
    /** Token kinds: LITERAL, '0', '#', '.', ',', '%', '‰', EXPONENT. */
    private final char[] kinds;
    /** Text of LITERAL tokens; for EXPONENT the letter, then '+' or '-', then the zeros. */
    private final String[] texts;
    private final boolean hasPlaceholders;
    private final int integerPlaceholders;
    private final int minInteger;
    private final int maxFraction;
    private final int minFraction;
    private final boolean grouping;
    /** Power of ten the value is multiplied by (% +2, ‰ +3, each scaling comma -3). */
    private final int scale;
    private final boolean scientific;

    private Section(char[] kinds, String[] texts) {
      this.kinds = kinds;
      this.texts = texts;
      int point = -1;
      int end = kinds.length;
      int percentScale = 0;
      for (int k = 0; k < kinds.length; k++) {
        if (kinds[k] == '.' && point < 0) {
          point = k;
        } else if (kinds[k] == EXPONENT && end == kinds.length) {
          end = k;
        } else if (kinds[k] == '%') {
          percentScale += 2;
        } else if (kinds[k] == '‰') {
          percentScale += 3;
        }
      }
      if (point > end) {
        point = -1;
      }
      int integerEnd = point >= 0 ? point : end;
      int integers = 0;
      int firstZero = -1;
      int firstDigit = -1;
      int lastDigit = -1;
      int fractions = 0;
      int lastFractionZero = 0;
      int lastFractionDigit = -1;
      for (int k = 0; k < kinds.length; k++) {
        if (kinds[k] != '0' && kinds[k] != '#') {
          continue;
        }
        if (k >= end) {
          // Placeholders after the exponent show nothing.
          kinds[k] = LITERAL;
          texts[k] = "";
        } else if (k < integerEnd) {
          if (kinds[k] == '0' && firstZero < 0) {
            firstZero = integers;
          }
          if (firstDigit < 0) {
            firstDigit = k;
          }
          lastDigit = k;
          integers++;
        } else {
          fractions++;
          lastFractionDigit = k;
          if (kinds[k] == '0') {
            lastFractionZero = fractions;
          }
        }
      }
      boolean groups = false;
      int scalingCommas = 0;
      for (int k = 0; k < kinds.length; k++) {
        if (kinds[k] == ',' && firstDigit >= 0 && k > firstDigit && k < lastDigit) {
          groups = true;
        }
      }
      for (int k = lastDigit + 1; lastDigit >= 0 && k < integerEnd && kinds[k] == ','; k++) {
        scalingCommas++;
      }
      // Excel's (and Power BI users') #,0.0,, scales too; .NET ignores commas after the point.
      for (int k = lastFractionDigit + 1; lastFractionDigit >= 0 && k < end && kinds[k] == ',';
          k++) {
        scalingCommas++;
      }
      this.hasPlaceholders = integers + fractions > 0;
      this.integerPlaceholders = integers;
      this.minInteger = firstZero < 0 ? 0 : integers - firstZero;
      this.maxFraction = fractions;
      this.minFraction = lastFractionZero;
      this.grouping = groups;
      this.scale = percentScale - 3 * scalingCommas;
      this.scientific = end < kinds.length;
    }

    boolean isEmpty() {
      return kinds.length == 0;
    }

    static Section parse(String text) {
      int n = text.length();
      char[] kinds = new char[n];
      String[] texts = new String[n];
      int count = 0;
      int i = 0;
      while (i < n) {
        char c = text.charAt(i);
        int next = i + 1;
        char kind = LITERAL;
        String literal = null;
        switch (c) {
          case '0', '#', '.', ',', '%', '‰' -> kind = c;
          case '\\' -> {
            literal = next < n ? text.substring(next, next + 1) : "";
            next = Math.min(next + 1, n);
          }
          case '\'', '"' -> {
            int close = text.indexOf(c, next);
            int stop = close < 0 ? n : close;
            literal = text.substring(next, stop);
            next = close < 0 ? n : close + 1;
          }
          case 'E', 'e' -> {
            int j = next;
            char sign = '-';
            if (j < n && (text.charAt(j) == '+' || text.charAt(j) == '-')) {
              sign = text.charAt(j);
              j++;
            }
            int zeros = 0;
            while (j + zeros < n && text.charAt(j + zeros) == '0') {
              zeros++;
            }
            if (zeros > 0) {
              kind = EXPONENT;
              literal = "" + c + sign + zeros;
              next = j + zeros;
            } else {
              literal = String.valueOf(c);
            }
          }
          case '[' -> {
            int close = text.indexOf(']', next);
            if (next < n && text.charAt(next) == '$' && close > 0) {
              // Excel/Power BI currency tag [$€-407]: the symbol before the locale code.
              int dash = text.indexOf('-', next);
              literal = text.substring(next + 1, dash > 0 && dash < close ? dash : close);
              next = close + 1;
            } else {
              literal = "[";
            }
          }
          default -> literal = String.valueOf(c);
        }
        kinds[count] = kind;
        texts[count] = literal;
        count++;
        i = next;
      }
      char[] k = new char[count];
      String[] t = new String[count];
      System.arraycopy(kinds, 0, k, 0, count);
      System.arraycopy(texts, 0, t, 0, count);
      return new Section(k, t);
    }

    /** The magnitude scaled and rounded as this section shows it. */
    DecimalDigits rounded(DecimalDigits magnitude) {
      DecimalDigits scaled = magnitude.shift(scale);
      if (scientific) {
        return scaled.roundSignificant(Math.max(integerPlaceholders, 1) + maxFraction);
      }
      return scaled.round(maxFraction);
    }

    void write(StringBuilder out, DecimalDigits rounded, LocaleData locale) {
      DecimalDigits shown = rounded;
      int exponent = 0;
      if (scientific && !rounded.isZero()) {
        exponent = rounded.point - Math.max(integerPlaceholders, 1);
        shown = rounded.shift(-exponent);
      }
      int length = Math.max(shown.integerDigits(), minInteger);
      char[] integer = new char[length];
      for (int q = 0; q < length; q++) {
        integer[length - 1 - q] = shown.digitAt(q);
      }
      int fraction = Math.min(Math.max(shown.fractionDigits(), minFraction), maxFraction);
      int placeholder = 0;
      int fractionIndex = 0;
      boolean afterPoint = false;
      boolean groups = grouping && !scientific;
      for (int k = 0; k < kinds.length; k++) {
        switch (kinds[k]) {
          case LITERAL -> out.append(texts[k]);
          case '0', '#' -> {
            if (afterPoint) {
              if (fractionIndex < fraction) {
                out.append(shown.digitAt(-1 - fractionIndex));
              }
              fractionIndex++;
            } else {
              int position = integerPlaceholders - 1 - placeholder;
              int top = placeholder == 0 ? length - 1 : Math.min(position, length - 1);
              for (int q = top; q >= position; q--) {
                out.append(integer[length - 1 - q]);
                if (groups && q > 0 && q % 3 == 0) {
                  out.append(locale.group());
                }
              }
              placeholder++;
            }
          }
          case '.' -> {
            if (!afterPoint) {
              afterPoint = true;
              if (integerPlaceholders == 0) {
                out.append(integer);
              }
              if (fraction > 0) {
                out.append(locale.decimal());
              }
            }
          }
          case '%' -> out.append('%');
          case '‰' -> out.append('‰');
          case EXPONENT -> writeExponent(out, texts[k], exponent);
          default -> {
            // ',' shows nothing itself: it groups or scales.
          }
        }
      }
    }

    private static void writeExponent(StringBuilder out, String spec, int exponent) {
      out.append(spec.charAt(0));
      if (exponent < 0) {
        out.append('-');
      } else if (spec.charAt(1) == '+') {
        out.append('+');
      }
      String digits = Integer.toString(exponent < 0 ? -exponent : exponent);
      int zeros = 0;
      for (int i = 2; i < spec.length(); i++) {
        zeros = zeros * 10 + (spec.charAt(i) - '0');
      }
      for (int i = digits.length(); i < zeros; i++) {
        out.append('0');
      }
      out.append(digits);
    }
  }
}
