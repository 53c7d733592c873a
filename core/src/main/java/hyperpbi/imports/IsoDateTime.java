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
    return s.length() == 10 ? date(s) : Double.NaN;
  }

  /** Epoch ms of an ISO date-time (a time part is required), or NaN. */
  public static double parseDateTime(String s) {
    if (s.length() < 16) {
      return Double.NaN;
    }
    double date = date(s);
    char sep = s.charAt(10);
    if (Double.isNaN(date) || (sep != 'T' && sep != ' ') || s.charAt(13) != ':') {
      return Double.NaN;
    }
    int hour = digits(s, 11, 13);
    int minute = digits(s, 14, 16);
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) {
      return Double.NaN;
    }
    int pos = 16;
    int second = 0;
    int millis = 0;
    if (pos < s.length() && s.charAt(pos) == ':') {
      second = digits(s, pos + 1, pos + 3);
      if (second < 0 || second > 59) {
        return Double.NaN;
      }
      pos += 3;
      if (pos < s.length() && s.charAt(pos) == '.') {
        int start = ++pos;
        while (pos < s.length() && isDigit(s.charAt(pos))) {
          if (pos - start < 3) {
            millis = millis * 10 + (s.charAt(pos) - '0');
          }
          pos++;
        }
        if (pos == start) {
          return Double.NaN;
        }
        for (int i = pos - start; i < 3; i++) {
          millis *= 10;
        }
      }
    }
    int offsetMinutes = offsetMinutes(s, pos);
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

  /** Offset in minutes of the zone suffix starting at pos, 0 when absent, MIN_VALUE if invalid. */
  private static int offsetMinutes(String s, int pos) {
    int rest = s.length() - pos;
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
    int oh = digits(s, pos + 1, pos + 3);
    int om;
    if (rest == 3) {
      om = 0;
    } else if (rest == 5) {
      om = digits(s, pos + 3, pos + 5);
    } else if (rest == 6 && s.charAt(pos + 3) == ':') {
      om = digits(s, pos + 4, pos + 6);
    } else {
      return Integer.MIN_VALUE;
    }
    if (oh < 0 || oh > 23 || om < 0 || om > 59) {
      return Integer.MIN_VALUE;
    }
    return (z == '-' ? -1 : 1) * (oh * 60 + om);
  }

  /** Epoch ms of the real calendar date in the first 10 characters, or NaN. */
  private static double date(String s) {
    if (s.charAt(4) != '-' || s.charAt(7) != '-') {
      return Double.NaN;
    }
    int y = digits(s, 0, 4);
    int m = digits(s, 5, 7);
    int d = digits(s, 8, 10);
    if (y < 0 || m < 0 || d < 0 || !UtcCalendar.isValidDate(y, m, d)) {
      return Double.NaN;
    }
    return UtcCalendar.epochMs(y, m, d);
  }

  private static int digits(String s, int from, int to) {
    if (to > s.length()) {
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
