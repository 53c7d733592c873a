package hyperpbi.imports;

import hyperpbi.canonical.DecimalParser;

/**
 * Recognises the kind of one uploaded text cell (contract-notes §2): blank, boolean ({@code true}
 * or {@code false} in any case), number (the decimal grammar below without a redundant leading
 * zero, finite), real calendar date {@code yyyy-mm-dd}, ISO date-time, else text. Recognition
 * ignores surrounding whitespace; the text kept for text columns is the cell unchanged.
 *
 * <p>Number grammar: {@code ^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$}, checked and parsed in one
 * step by {@link DecimalParser} so every runtime gets the same double; {@code 007} and {@code 00}
 * have a redundant leading zero ({@code 0}, {@code 0.5}, {@code -0.5} are fine). A literal that
 * overflows to infinity is text.
 *
 * <p>Not thread-safe: {@link #value} holds the value of the last classified cell.
 */
public final class CellInference {
  public static final int BLANK = 0;
  public static final int BOOLEAN = 1;
  public static final int NUMBER = 2;
  public static final int DATE = 3;
  public static final int DATETIME = 4;
  public static final int TEXT = 5;

  /** Value of the last non-text cell: 1/0 for booleans, epoch ms for dates and date-times. */
  public double value;

  /** Kind of a raw cell; sets {@link #value} for booleans, numbers, dates and date-times. */
  public int classify(String raw) {
    return classify(raw, 0, raw.length());
  }

  /** {@link #classify(String)} of {@code text.substring(from, to)}, without copying it. */
  public int classify(String text, int from, int to) {
    int start = from;
    int end = to;
    while (start < end && isSpace(text.charAt(start))) {
      start++;
    }
    if (start == end) {
      return BLANK;
    }
    while (isSpace(text.charAt(end - 1))) {
      end--;
    }
    char first = text.charAt(start);
    if (first == 't' || first == 'T' || first == 'f' || first == 'F') {
      return bool(text, start, end);
    }
    double number = DecimalParser.parse(text, start, end);
    if (number == number) {
      if (Double.isInfinite(number) || hasRedundantLeadingZero(text, start, end)) {
        return TEXT;
      }
      value = number == 0 ? 0 : number;
      return NUMBER;
    }
    if (end - start >= 10 && text.charAt(start + 4) == '-') {
      double date = IsoDateTime.parseDate(text, start, end);
      if (!Double.isNaN(date)) {
        value = date;
        return DATE;
      }
      double dateTime = IsoDateTime.parseDateTime(text, start, end);
      if (!Double.isNaN(dateTime)) {
        value = dateTime;
        return DATETIME;
      }
    }
    return TEXT;
  }

  /** True when the cell is empty or only whitespace (it is then null). */
  public static boolean isBlank(String raw) {
    return isBlank(raw, 0, raw.length());
  }

  /** {@link #isBlank(String)} of {@code text.substring(start, end)}. */
  public static boolean isBlank(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (!isSpace(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whitespace for blank cells and trimming: ASCII whitespace, no-break space, the Unicode
   * spaces U+2000..U+200B, U+202F, U+205F, U+3000 and a stray byte order mark. An explicit list
   * instead of Character.isWhitespace so every runtime agrees.
   */
  public static boolean isSpace(char c) {
    if (c <= ' ') {
      return c == ' ' || (c >= '\t' && c <= '\r');
    }
    return c == '\u00a0' || (c >= '\u2000' && c <= '\u200b') || c == '\u202f' || c == '\u205f'
        || c == '\u3000' || c == '\ufeff';
  }

  /**
   * The contract's number grammar ({@link DecimalParser#isNumberLiteral}) without a redundant
   * leading zero.
   */
  public static boolean isNumberLiteral(String s) {
    return DecimalParser.isNumberLiteral(s) && !hasRedundantLeadingZero(s, 0, s.length());
  }

  /** {@code 007}, {@code -01}, {@code 00.5}: the integer part of a literal starts with 0 and a digit. */
  private static boolean hasRedundantLeadingZero(String s, int start, int end) {
    int i = s.charAt(start) == '+' || s.charAt(start) == '-' ? start + 1 : start;
    return i + 1 < end && s.charAt(i) == '0' && isDigit(s.charAt(i + 1));
  }

  private int bool(String s, int start, int end) {
    if (equalsAsciiIgnoreCase(s, start, end, "true")) {
      value = 1;
      return BOOLEAN;
    }
    if (equalsAsciiIgnoreCase(s, start, end, "false")) {
      value = 0;
      return BOOLEAN;
    }
    return TEXT;
  }

  private static boolean equalsAsciiIgnoreCase(String s, int start, int end, String lower) {
    if (end - start != lower.length()) {
      return false;
    }
    for (int i = 0; i < lower.length(); i++) {
      char c = s.charAt(start + i);
      if (c >= 'A' && c <= 'Z') {
        c = (char) (c + 32);
      }
      if (c != lower.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
