package hyperpbi.render;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;

/**
 * Formats values for display in one locale: Power BI format strings ({@code #,0}, {@code #,0.00},
 * {@code 0.0%}, {@code $#,0.00}, sections, the .NET standard formats {@code N2 F2 P1 C0 D E G},
 * date patterns), a general form for numbers without one (never a raw float artefact such as
 * {@code 4921522.549999995}), and compact axis labels (K, M, bn, T). Rounding is half away from
 * zero on the shortest decimal of the double ({@link DecimalDigits}). Nothing here throws on a
 * bad pattern: an unusable one falls back to the general form.
 * Deterministic on every runtime: no java.text, no String.format, no regex, no java.time.
 */
public final class ValueFormat {
  /** Power BI's text for a missing value. */
  public static final String BLANK = "(Blank)";

  private static final String[] UNITS = {"", "K", "M", "bn", "T"};
  /** More decimals than this are noise in a label (a step of 1e-12 still gets its digits). */
  private static final int MAX_LABEL_DECIMALS = 15;

  private final LocaleData data;
  /** The last number pattern parsed: a table formats one column's cells with the same one. */
  private volatile Parsed last;

  private record Parsed(String pattern, FormatPattern format) {}

  private ValueFormat(LocaleData data) {
    this.data = data;
  }

  /**
   * The format of a BCP 47 tag, matched case-insensitively: en-US, en-GB, de-DE, fr-FR, es-ES,
   * it-IT, nl-NL, pt-BR, ja-JP, zh-CN, pl-PL, sv-SE; a language alone or with another region
   * takes its main locale ({@code de} → de-DE); anything else (or null) formats as en-US.
   */
  public static ValueFormat of(String localeTag) {
    return new ValueFormat(LocaleData.forTag(localeTag));
  }

  /** The locale actually used (for example {@code de-DE} for {@code de}, en-US for unknown). */
  public String locale() {
    return data.tag();
  }

  /**
   * The format string for a field: the component's own format when it has one, else the
   * field's metadata format (Power BI's {@code format} of a DataView column), else null.
   */
  public static String patternOf(FieldMeta meta, String componentFormat) {
    if (!isBlank(componentFormat)) {
      return componentFormat;
    }
    return meta == null || isBlank(meta.format()) ? null : meta.format();
  }

  /**
   * A number in a Power BI format string (null, blank, {@code General} or an unusable pattern:
   * the general form). NaN (null) is the empty string; infinities are {@code ∞} and {@code -∞}.
   */
  public String number(double value, String pattern) {
    if (value != value) {
      return "";
    }
    if (value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return value > 0 ? "∞" : "-∞";
    }
    if (isBlank(pattern)) {
      return general(value);
    }
    String p = pattern.trim();
    char letter = standardLetter(p);
    if (letter == 'G' || letter == 'R') {
      return standardGeneral(value, standardPrecision(p), p.charAt(0) == 'g' ? 'e' : 'E');
    }
    FormatPattern format = parsed(p, letter);
    return format == null ? general(value) : format.format(value, data);
  }

  /**
   * The general form, Power BI's display of a number without a format: group separators, at most
   * two decimals from 1 up, four significant digits below 1 ({@code 0.255}, {@code 0.0001235}),
   * scientific from 1e15 up and below 1e-4 ({@code 1.23E+21}, {@code 1.5E-07}), never {@code -0}.
   */
  public String general(double value) {
    if (value != value) {
      return "";
    }
    if (value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return value > 0 ? "∞" : "-∞";
    }
    DecimalDigits magnitude = DecimalDigits.of(value);
    DecimalDigits rounded = magnitude.point > 0 ? magnitude.round(2) : magnitude.roundSignificant(4);
    StringBuilder out = new StringBuilder(24);
    if (value < 0 && !rounded.isZero()) {
      out.append('-');
    }
    if (rounded.point > 15 || (!rounded.isZero() && rounded.point < -3)) {
      scientific(out, magnitude.roundSignificant(4), 'E', true);
    } else {
      FormatPattern.writeFixed(out, rounded, data, true, 0);
    }
    return out.toString();
  }

  /**
   * A data label in Power BI's "auto" display units, the unit chosen from the value itself
   * ({@code 4921522.55} → {@code 4.92M}). Axis labels share one unit: use
   * {@link #compact(double, double, double)} with the largest tick.
   */
  public String compact(double value, double step) {
    return compact(value, step, value);
  }

  /**
   * An axis label in Power BI's "auto" display units: K (thousand), M (million), bn (billion),
   * T (trillion), chosen from the magnitude of {@code largest} (the largest tick, so that every
   * label of an axis shares it), with just enough decimals for ticks {@code step} apart to differ
   * (ticks 0, 0.5M, 1M, 1.5M: {@code 0 0.5M 1M 1.5M}), trailing zeros dropped. Without a usable
   * step (0, negative, NaN): three significant digits. The suffixes are the same in every locale
   * (de-DE {@code 1,5M}, where Power BI writes {@code 1,5 Mio.}); the decimal separator is the
   * locale's.
   */
  public String compact(double value, double step, double largest) {
    if (value != value || value == Double.POSITIVE_INFINITY || value == Double.NEGATIVE_INFINITY) {
      return number(value, null);
    }
    double top = Math.abs(largest);
    int unit = top != top ? 0 : top >= 1e12 ? 4 : top >= 1e9 ? 3 : top >= 1e6 ? 2 : top >= 1e3 ? 1 : 0;
    DecimalDigits scaled = DecimalDigits.of(value).shift(-3 * unit);
    int decimals;
    if (step > 0 && step < Double.POSITIVE_INFINITY) {
      // Three significant digits of the step cover every "nice" step (1, 2, 2.5, 5 × 10^k).
      DecimalDigits s = DecimalDigits.of(step).shift(-3 * unit).roundSignificant(3);
      decimals = s.fractionDigits();
    } else {
      decimals = Math.max(0, 3 - scaled.point);
    }
    DecimalDigits rounded = scaled.round(Math.min(decimals, MAX_LABEL_DECIMALS));
    StringBuilder out = new StringBuilder(16);
    if (value < 0 && !rounded.isZero()) {
      out.append('-');
    }
    FormatPattern.writeFixed(out, rounded, data, true, 0);
    if (!rounded.isZero()) {
      out.append(UNITS[unit]);
    }
    return out.toString();
  }

  /**
   * A date (UTC midnight) or date-time in epoch milliseconds, in a .NET date pattern
   * ({@link DatePattern}), one of Power BI's named formats ({@code General Date},
   * {@code Short Date}, {@code Long Date}, {@code Long Time}, {@code Medium Time},
   * {@code Short Time}) or a .NET standard letter ({@code d D t T f F g G M Y s u o}); null,
   * blank or a pattern that shows no part of a date ({@code #,0}, {@code General}): the locale's
   * short date, with its long time for a date-time ({@code M/d/yyyy h:mm:ss tt}
   * in en-US, {@code dd.MM.yyyy HH:mm:ss} in de-DE). Always UTC. NaN is the empty string; an
   * instant beyond ±8.64e15 ms (no calendar date) is shown as a number.
   */
  public String date(double epochMillis, String pattern, boolean dateTime) {
    if (epochMillis != epochMillis) {
      return "";
    }
    if (!UtcCalendar.inRange(epochMillis)) {
      return general(epochMillis);
    }
    return DatePattern.format(epochMillis, datePattern(pattern, dateTime), data);
  }

  /** The custom pattern a date is written in: a name or standard letter resolved, or itself. */
  private String datePattern(String pattern, boolean dateTime) {
    String defaultPattern = dateTime ? data.shortDate() + " " + data.longTime() : data.shortDate();
    if (isBlank(pattern)) {
      return defaultPattern;
    }
    String p = pattern.trim();
    if (p.length() == 1) {
      return switch (p.charAt(0)) {
        case 'd' -> data.shortDate();
        case 'D' -> data.longDate();
        case 't' -> data.shortTime();
        case 'T' -> data.longTime();
        case 'f' -> data.longDate() + " " + data.shortTime();
        case 'F' -> data.longDate() + " " + data.longTime();
        case 'g' -> data.shortDate() + " " + data.shortTime();
        case 'G' -> data.shortDate() + " " + data.longTime();
        case 'M', 'm' -> monthDay();
        case 'Y', 'y' -> yearMonth();
        case 's' -> "yyyy'-'MM'-'dd'T'HH':'mm':'ss";
        case 'u' -> "yyyy'-'MM'-'dd HH':'mm':'ss'Z'";
        case 'o', 'O' -> "yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fff'Z'";
        default -> p;
      };
    }
    return switch (LocaleData.asciiLower(p)) {
      case "general date" -> defaultPattern;
      case "short date" -> data.shortDate();
      case "long date" -> data.longDate();
      case "long time", "medium time" -> data.longTime();
      case "short time" -> data.shortTime();
      default -> DatePattern.showsAnything(p) ? p : defaultPattern;
    };
  }

  /** .NET's month-day pattern ({@code M}): derived from the long date's order. */
  private String monthDay() {
    String longDate = data.longDate();
    if (longDate.startsWith("yyyy'年'")) {
      return "M'月'd'日'";
    }
    if (longDate.indexOf("MMMM d") >= 0) {
      return "MMMM d";
    }
    return longDate.indexOf("d. MMMM") >= 0 ? "d. MMMM" : "d MMMM";
  }

  /** .NET's year-month pattern ({@code Y}). */
  private String yearMonth() {
    return data.longDate().startsWith("yyyy'年'") ? "yyyy'年'M'月'" : "MMMM yyyy";
  }

  /**
   * One cell for display: null is Power BI's {@code (Blank)}; numbers of a date or date-time
   * field ({@code type}, or the column's own value type when {@code type} is null or unknown) are
   * dates; other numbers use {@code pattern}; booleans are {@code True}/{@code False}; text is
   * itself. A row outside the column is the empty string (checked: the Wasm build would trap).
   */
  public String cell(Column column, DataType type, int row, String pattern) {
    if (column == null || row < 0 || row >= column.length()) {
      return "";
    }
    if (column.isNull(row)) {
      return BLANK;
    }
    if (column instanceof NumberColumn numbers) {
      DataType t = type == null || type == DataType.UNKNOWN ? numbers.valueType() : type;
      double v = numbers.get(row);
      if (t != null && t.isTemporal()) {
        return date(v, pattern, t == DataType.DATETIME);
      }
      return number(v, pattern);
    }
    if (column instanceof BooleanColumn booleans) {
      return booleans.values()[row] == BooleanColumn.TRUE ? "True" : "False";
    }
    return ((TextColumn) column).get(row);
  }

  /** The custom pattern for a number pattern (a standard letter expanded), cached once. */
  private FormatPattern parsed(String pattern, char letter) {
    Parsed cached = last;
    if (cached != null && cached.pattern().equals(pattern)) {
      return cached.format();
    }
    String custom = letter == 0 ? namedNumberFormat(pattern) : standardPattern(letter,
        standardPrecision(pattern), pattern.charAt(0));
    FormatPattern format = custom == null ? null : FormatPattern.parse(custom);
    last = new Parsed(pattern, format);
    return format;
  }

  /**
   * Analysis Services' named number formats Power BI accepts ({@code Currency}, {@code Fixed},
   * {@code Standard}, {@code Percent}, {@code Scientific}); null for {@code General} and
   * {@code General Number} (the general form); any other text is itself.
   */
  private String namedNumberFormat(String pattern) {
    return switch (LocaleData.asciiLower(pattern)) {
      case "general", "general number" -> null;
      case "currency" -> standardPattern('C', -1, 'C');
      case "fixed" -> "0.00";
      case "standard" -> "#,0.00";
      case "percent" -> "0.00" + data.percent();
      case "scientific" -> "0.00E+00";
      default -> pattern;
    };
  }

  /**
   * The custom pattern of a .NET standard numeric format: N (grouped), F (fixed), P (percent
   * in the locale's placement), C (the locale's currency), D (integer digits), E (scientific,
   * three exponent digits); precision -1 means the default.
   */
  private String standardPattern(char letter, int precision, char original) {
    int defaultDecimals = letter == 'C' ? data.currencyDecimals() : letter == 'E' ? 6 : 2;
    int n = precision < 0 ? defaultDecimals : precision;
    String fraction = zeros(n);
    String decimals = n == 0 ? "" : "." + fraction;
    return switch (letter) {
      case 'N' -> "#,0" + decimals;
      case 'F' -> "0" + decimals;
      case 'P' -> "#,0" + decimals + data.percent();
      case 'C' -> currency(data.currency(), "#,0" + decimals) + ";"
          + currency(data.currencyNegative(), "#,0" + decimals);
      case 'D' -> zeros(Math.max(precision, 1));
      case 'E' -> "0" + decimals + (original == 'e' ? "e+000" : "E+000");
      default -> null;
    };
  }

  /** A currency pattern ({@code #} for the digits) with its symbol and spaces quoted. */
  private static String currency(String pattern, String digits) {
    StringBuilder out = new StringBuilder(pattern.length() + digits.length() + 4);
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '#') {
        out.append(digits);
      } else {
        out.append('"').append(c).append('"');
      }
    }
    return out.toString();
  }

  /**
   * .NET's {@code G}/{@code R}: the shortest round-trip digits (or {@code precision} significant
   * digits), no grouping, scientific ({@code 1.5E+15}, {@code 1E-05}) when the exponent is at
   * least the precision (15 by default) or below -4.
   */
  private String standardGeneral(double value, int precision, char e) {
    DecimalDigits magnitude = DecimalDigits.of(value);
    DecimalDigits d = precision > 0 ? magnitude.roundSignificant(precision) : magnitude;
    int limit = precision > 0 ? precision : 15;
    StringBuilder out = new StringBuilder(24);
    if (value < 0 && !d.isZero()) {
      out.append('-');
    }
    if (!d.isZero() && (d.point > limit || d.point < -3)) {
      scientific(out, d, e, false);
    } else {
      FormatPattern.writeFixed(out, d, data, false, 0);
    }
    return out.toString();
  }

  /** d.ddd then the exponent with a sign and at least two digits ({@code 1.23E+21}). */
  private void scientific(StringBuilder out, DecimalDigits d, char e, boolean grouping) {
    int exponent = d.exponent();
    FormatPattern.writeFixed(out, d.shift(-exponent), data, grouping, 0);
    out.append(e).append(exponent < 0 ? '-' : '+');
    int magnitude = exponent < 0 ? -exponent : exponent;
    if (magnitude < 10) {
      out.append('0');
    }
    out.append(magnitude);
  }

  /** The letter of a .NET standard numeric format ({@code N2}, {@code p}), upper case, or 0. */
  private static char standardLetter(String pattern) {
    if (pattern.isEmpty() || pattern.length() > 3) {
      return 0;
    }
    for (int i = 1; i < pattern.length(); i++) {
      if (pattern.charAt(i) < '0' || pattern.charAt(i) > '9') {
        return 0;
      }
    }
    char c = pattern.charAt(0);
    char upper = c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    return "CDEFGNPR".indexOf(upper) >= 0 ? upper : 0;
  }

  /** The precision digits after a standard letter, or -1 when there are none. */
  private static int standardPrecision(String pattern) {
    if (pattern.length() < 2) {
      return -1;
    }
    int n = 0;
    for (int i = 1; i < pattern.length(); i++) {
      n = n * 10 + (pattern.charAt(i) - '0');
    }
    return n;
  }

  private static String zeros(int count) {
    char[] z = new char[count];
    for (int i = 0; i < count; i++) {
      z[i] = '0';
    }
    return new String(z);
  }

  private static boolean isBlank(String text) {
    return text == null || text.trim().isEmpty();
  }
}
