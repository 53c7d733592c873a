package hyperpbi.imports;

import hyperpbi.data.UtcCalendar;

/**
 * Strict ISO-8601 recognition shared by type inference and clocks: real calendar dates
 * {@code yyyy-mm-dd} ({@code 2024-02-30} is not one), and date-times {@code yyyy-mm-dd} + {@code T}
 * or a space + {@code hh:mm}, optional {@code :ss} and {@code .fraction} (truncated to
 * milliseconds), then optional {@code Z} or an offset {@code ±hh:mm}, {@code ±hhmm} or {@code ±hh}
 * (no zone means UTC). Only ASCII digits count; nothing else is accepted (no surrounding spaces).
 */
public final class IsoDateTime {
  private IsoDateTime() {}

  /** Epoch ms of a real calendar date, or NaN. */
  public static double parseDate(String s) {
    return parseDate(s, 0, s.length());
  }

  /** {@link #parseDate(String)} of {@code s.substring(start, end)}, without copying it. */
  public static double parseDate(String s, int start, int end) {
    return end - start == 10 ? date(s, start) : Double.NaN;
  }

  /** Epoch ms of an ISO date-time (a time part is required), or NaN. */
  public static double parseDateTime(String s) {
    return parseDateTime(s, 0, s.length());
  }

  /** {@link #parseDateTime(String)} of {@code s.substring(start, end)}, without copying it. */
  public static double parseDateTime(String s, int start, int end) {
    if (end - start < 16) {
      return Double.NaN;
    }
    double date = date(s, start);
    char sep = s.charAt(start + 10);
    if (Double.isNaN(date) || (sep != 'T' && sep != ' ') || s.charAt(start + 13) != ':') {
      return Double.NaN;
    }
    int hour = digits(s, start + 11, start + 13, end);
    int minute = digits(s, start + 14, start + 16, end);
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) {
      return Double.NaN;
    }
    int pos = start + 16;
    int second = 0;
    int millis = 0;
    if (pos < end && s.charAt(pos) == ':') {
      second = digits(s, pos + 1, pos + 3, end);
      if (second < 0 || second > 59) {
        return Double.NaN;
      }
      pos += 3;
      if (pos < end && s.charAt(pos) == '.') {
        int fraction = ++pos;
        while (pos < end && isDigit(s.charAt(pos))) {
          if (pos - fraction < 3) {
            millis = millis * 10 + (s.charAt(pos) - '0');
          }
          pos++;
        }
        if (pos == fraction) {
          return Double.NaN;
        }
        for (int i = pos - fraction; i < 3; i++) {
          millis *= 10;
        }
      }
    }
    int offsetMinutes = offsetMinutes(s, pos, end);
    if (offsetMinutes == Integer.MIN_VALUE) {
      return Double.NaN;
    }
    return date + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000d + millis;
  }

  /** Either form: a date (midnight UTC) or a date-time; NaN when neither. */
  public static double parseDateOrDateTime(String s) {
    double date = parseDate(s);
    return Double.isNaN(date) ? parseDateTime(s) : date;
  }

  /** Offset in minutes of the zone suffix s[pos, end), 0 when absent, MIN_VALUE if invalid. */
  private static int offsetMinutes(String s, int pos, int end) {
    int rest = end - pos;
    if (rest == 0) {
      return 0;
    }
    char z = s.charAt(pos);
    if (z == 'Z') {
      return rest == 1 ? 0 : Integer.MIN_VALUE;
    }
    if (z != '+' && z != '-') {
      return Integer.MIN_VALUE;
    }
    int oh = digits(s, pos + 1, pos + 3, end);
    int om;
    if (rest == 3) {
      om = 0;
    } else if (rest == 5) {
      om = digits(s, pos + 3, pos + 5, end);
    } else if (rest == 6 && s.charAt(pos + 3) == ':') {
      om = digits(s, pos + 4, pos + 6, end);
    } else {
      return Integer.MIN_VALUE;
    }
    if (oh < 0 || oh > 23 || om < 0 || om > 59) {
      return Integer.MIN_VALUE;
    }
    return (z == '-' ? -1 : 1) * (oh * 60 + om);
  }

  /** Epoch ms of the real calendar date in the 10 characters from start (all present), or NaN. */
  private static double date(String s, int start) {
    if (s.charAt(start + 4) != '-' || s.charAt(start + 7) != '-') {
      return Double.NaN;
    }
    int y = digits(s, start, start + 4, start + 10);
    int m = digits(s, start + 5, start + 7, start + 10);
    int d = digits(s, start + 8, start + 10, start + 10);
    if (y < 0 || m < 0 || d < 0 || !UtcCalendar.isValidDate(y, m, d)) {
      return Double.NaN;
    }
    return UtcCalendar.epochMs(y, m, d);
  }

  /** The decimal value of s[from, to), or -1 when it holds a non-digit or passes end. */
  private static int digits(String s, int from, int to, int end) {
    if (to > end) {
      return -1;
    }
    int value = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (!isDigit(c)) {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
