package hyperpbi.data;

/**
 * A small proleptic Gregorian UTC calendar over epoch milliseconds held in doubles. Replaces
 * java.time, which would add about 100 KB gzip to every browser bundle (ARCHITECTURE.md).
 * Day arithmetic uses Howard Hinnant's civil-date algorithms with int math only.
 */
public final class UtcCalendar {
  public static final double MS_PER_DAY = 86_400_000d;
  /** The longest text {@link #writeDate} or {@link #writeDateTime} writes. */
  public static final int MAX_TEXT = 32;
  /**
   * The largest distance from the epoch of an instant: ±100,000,000 days, the range of
   * ECMAScript dates. Beyond it the calendar's int day arithmetic (and every browser) fails, so
   * values from outside (epoch milliseconds in a DataView) and results of date arithmetic are
   * kept within it.
   */
  public static final double MAX_EPOCH_MS = 8.64e15;

  private UtcCalendar() {}

  /** Days since 1970-01-01 for a valid civil date (month 1-12). */
  public static int daysFromCivil(int year, int month, int day) {
    int y = month <= 2 ? year - 1 : year;
    int era = Math.floorDiv(y, 400);
    int yoe = y - era * 400;
    int mp = (month + 9) % 12;
    int doy = (153 * mp + 2) / 5 + day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
  }

  /** {year, month, day} for days since 1970-01-01. */
  public static int[] civilFromDays(int days) {
    int z = days + 719468;
    int era = Math.floorDiv(z, 146097);
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    int day = doy - (153 * mp + 2) / 5 + 1;
    int month = mp < 10 ? mp + 3 : mp - 9;
    int year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    return new int[] {year, month, day};
  }

  /** Year of the civil date {@code days} after 1970-01-01 (no allocation, for per-row use). */
  public static int yearOfDay(int days) {
    int z = days + 719468;
    int era = Math.floorDiv(z, 146097);
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    return yoe + era * 400 + (mp >= 10 ? 1 : 0);
  }

  /** Month (1-12) of the civil date {@code days} after 1970-01-01. */
  public static int monthOfDay(int days) {
    int doy = dayOfMarchYear(days);
    int mp = (5 * doy + 2) / 153;
    return mp < 10 ? mp + 3 : mp - 9;
  }

  /** Day of month (1-31) of the civil date {@code days} after 1970-01-01. */
  public static int dayOfMonthOfDay(int days) {
    int doy = dayOfMarchYear(days);
    int mp = (5 * doy + 2) / 153;
    return doy - (153 * mp + 2) / 5 + 1;
  }

  /** Day of the week, Monday = 1 ... Sunday = 7 (ISO-8601); 1970-01-01 was a Thursday. */
  public static int isoWeekday(int days) {
    return Math.floorMod(days + 3, 7) + 1;
  }

  /**
   * ISO-8601 week number (1-53): the week belongs to the year of its Thursday, so Jan 1-3 may be
   * in week 52/53 of the previous year and Dec 29-31 in week 1 of the next.
   */
  public static int isoWeek(int days) {
    int thursday = days - isoWeekday(days) + 4;
    int year = yearOfDay(thursday);
    return (thursday - daysFromCivil(year, 1, 1)) / 7 + 1;
  }

  /** Days since March 1 of the computational year (Hinnant's doy). */
  private static int dayOfMarchYear(int days) {
    int z = days + 719468;
    int era = Math.floorDiv(z, 146097);
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    return doe - (365 * yoe + yoe / 4 - yoe / 100);
  }

  public static boolean isLeapYear(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  }

  public static int daysInMonth(int year, int month) {
    return switch (month) {
      case 2 -> isLeapYear(year) ? 29 : 28;
      case 4, 6, 9, 11 -> 30;
      default -> 31;
    };
  }

  public static boolean isValidDate(int year, int month, int day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  }

  /** Whether an instant lies within {@link #MAX_EPOCH_MS} of the epoch (false for NaN). */
  public static boolean inRange(double epochMs) {
    return Math.abs(epochMs) <= MAX_EPOCH_MS;
  }

  /** Whole days since the epoch containing this instant. */
  public static int dayOf(double epochMs) {
    return (int) Math.floor(epochMs / MS_PER_DAY);
  }

  public static double epochMs(int year, int month, int day) {
    return daysFromCivil(year, month, day) * MS_PER_DAY;
  }

  /** yyyy-mm-dd of the UTC day containing this instant. */
  public static String formatDate(double epochMs) {
    char[] text = new char[MAX_TEXT];
    return new String(text, 0, writeDate(epochMs, text, 0));
  }

  /** ISO-8601 UTC with Z; milliseconds only when nonzero. */
  public static String formatDateTime(double epochMs) {
    char[] text = new char[MAX_TEXT];
    return new String(text, 0, writeDateTime(epochMs, text, 0));
  }

  /**
   * {@link #formatDate}'s text written into {@code out} from {@code at}; returns where it ends.
   * Writers of large outputs use it so that a date costs no String of its own.
   */
  public static int writeDate(double epochMs, char[] out, int at) {
    return writeCivil(dayOf(epochMs), out, at);
  }

  /** {@link #formatDateTime}'s text written into {@code out} from {@code at}; returns the end. */
  public static int writeDateTime(double epochMs, char[] out, int at) {
    int days = dayOf(epochMs);
    int msOfDay = (int) (epochMs - days * MS_PER_DAY);
    int i = writeCivil(days, out, at);
    out[i++] = 'T';
    i = digits(msOfDay / 3_600_000, 2, out, i);
    out[i++] = ':';
    i = digits(msOfDay / 60_000 % 60, 2, out, i);
    out[i++] = ':';
    i = digits(msOfDay / 1000 % 60, 2, out, i);
    int ms = msOfDay % 1000;
    if (ms != 0) {
      out[i++] = '.';
      i = digits(ms, 3, out, i);
    }
    out[i++] = 'Z';
    return i;
  }

  private static int writeCivil(int days, char[] out, int at) {
    int[] ymd = civilFromDays(days);
    int year = ymd[0];
    int i = at;
    if (year < 0 || year > 9999) {
      // ISO-8601 expanded years, as ECMAScript's toISOString writes them: a sign and six digits.
      out[i++] = year < 0 ? '-' : '+';
      i = digits(Math.abs(year), 6, out, i);
    } else {
      i = digits(year, 4, out, i);
    }
    out[i++] = '-';
    i = digits(ymd[1], 2, out, i);
    out[i++] = '-';
    return digits(ymd[2], 2, out, i);
  }

  /** A nonnegative value in decimal, zero-padded to at least {@code width} digits. */
  private static int digits(int value, int width, char[] out, int at) {
    int count = 1;
    for (int v = value; v >= 10; v /= 10) {
      count++;
    }
    int end = at + Math.max(count, width);
    int rest = value;
    for (int i = end - 1; i >= at; i--) {
      out[i] = (char) ('0' + rest % 10);
      rest /= 10;
    }
    return end;
  }
}
