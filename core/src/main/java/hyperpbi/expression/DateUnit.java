package hyperpbi.expression;

/**
 * Units of {@code dateAdd} and {@code dateDiff}. The product document: dateAdd implements year,
 * month and otherwise day units; dateDiff implements hour, month (30.4375 days), year (365.25 days)
 * and otherwise days. Singular and plural names are accepted in any case ({@code Month}, {@code
 * YEARS}: a capital letter must not turn a month into a day); anything else falls back to days
 * with a warning (an unsupported unit is a spelling an author should see, but the document fixes
 * the fallback).
 */
public enum DateUnit {
  YEAR,
  MONTH,
  DAY,
  HOUR;

  /** The unit for a name, or null when it is not year/month/day/hour (any case, or plural). */
  public static DateUnit fromName(String name) {
    return switch (name.toLowerCase(java.util.Locale.ROOT)) {
      case "year", "years" -> YEAR;
      case "month", "months" -> MONTH;
      case "day", "days" -> DAY;
      case "hour", "hours" -> HOUR;
      default -> null;
    };
  }
}
