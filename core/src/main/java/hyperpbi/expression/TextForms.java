package hyperpbi.expression;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.DecimalParser;
import hyperpbi.data.DataType;
import hyperpbi.data.UtcCalendar;
import hyperpbi.imports.IsoDateTime;

/**
 * The string form of every value kind (used by concat, text functions, string predicates and
 * mixed comparisons) and the exact parses of text back into numbers, Booleans and dates.
 */
final class TextForms {
  private TextForms() {}

  /** Canonical text of a number/date/date-time value; null for null. */
  static String ofNumber(DataType type, double v) {
    if (v != v) {
      return null;
    }
    return switch (type) {
      case DATE -> UtcCalendar.formatDate(v);
      case DATETIME -> UtcCalendar.formatDateTime(v);
      default -> CanonicalNumber.format(v);
    };
  }

  static String ofBoolean(byte b) {
    return b < 0 ? null : b == Ev.TRUE ? "true" : "false";
  }

  /** A per-row text view of any node. */
  static Ev.Text of(Ev e) {
    if (e.text != null) {
      return e.text;
    }
    if (e.bool != null) {
      Ev.Bool b = e.bool;
      return row -> ofBoolean(b.at(row));
    }
    Ev.Num n = e.num;
    DataType type = e.type;
    return row -> ofNumber(type, n.at(row));
  }

  /**
   * A number written as text, exactly as type inference accepts it (contract-notes §2):
   * {@code [+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?} without a redundant leading zero; else NaN.
   */
  static double parseNumber(String s) {
    if (s == null) {
      return Double.NaN;
    }
    int n = s.length();
    int i = 0;
    if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
      i++;
    }
    int intStart = i;
    while (i < n && isDigit(s.charAt(i))) {
      i++;
    }
    int intDigits = i - intStart;
    int fracDigits = 0;
    if (i < n && s.charAt(i) == '.') {
      i++;
      int fracStart = i;
      while (i < n && isDigit(s.charAt(i))) {
        i++;
      }
      fracDigits = i - fracStart;
    }
    if (intDigits == 0 && fracDigits == 0) {
      return Double.NaN;
    }
    if (intDigits > 1 && s.charAt(intStart) == '0') {
      return Double.NaN;
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
        i++;
      }
      int expStart = i;
      while (i < n && isDigit(s.charAt(i))) {
        i++;
      }
      if (i == expStart) {
        return Double.NaN;
      }
    }
    if (i != n) {
      return Double.NaN;
    }
    return DecimalParser.parse(s);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** true/false in any case; -1 for anything else. */
  static byte parseBoolean(String s) {
    if (s == null) {
      return Ev.NULL;
    }
    if (s.equalsIgnoreCase("true")) {
      return Ev.TRUE;
    }
    if (s.equalsIgnoreCase("false")) {
      return Ev.FALSE;
    }
    return Ev.NULL;
  }

  /** Epoch ms of an ISO date ({@code yyyy-mm-dd}); NaN when the text is not one. */
  static double parseDate(String s) {
    return s == null ? Double.NaN : IsoDateTime.parseDate(s);
  }

  /** Epoch ms of an ISO date-time; NaN when the text is not one. */
  static double parseDateTime(String s) {
    return s == null || s.length() <= 10 ? Double.NaN : IsoDateTime.parseDateTime(s);
  }
}
