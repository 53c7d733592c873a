package hyperpbi.imports;

import hyperpbi.data.UtcCalendar;

/**
 * Strict ISO-8601 recognition shared by type inference and clocks: real calendar dates
 * {@code yyyy-mm-dd}, and date-times with {@code T} or space, optional seconds and fraction,
 * {@code Z} or {@code ±hh:mm} (no zone means UTC).
 */
public final class IsoDateTime {
  private IsoDateTime() {}

  /** Epoch ms of a real calendar date, or NaN. */
  public static double parseDate(String s) {
    if (s.length() != 10 || s.charAt(4) != '-' || s.charAt(7) != '-') {
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

  /** Epoch ms of an ISO date-time, or NaN. */
  public static double parseDateTime(String s) {
    if (s.length() < 16) {
      return Double.NaN;
    }
    double date = parseDate(s.substring(0, 10));
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
    double millis = 0;
    if (pos < s.length() && s.charAt(pos) == ':') {
      second = digits(s, pos + 1, pos + 3);
      if (second < 0 || second > 59) {
        return Double.NaN;
      }
      pos += 3;
      if (pos < s.length() && s.charAt(pos) == '.') {
        int start = ++pos;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
          pos++;
        }
        if (pos == start) {
          return Double.NaN;
        }
        String fraction = (s.substring(start, Math.min(pos, start + 3)) + "00").substring(0, 3);
        millis = Integer.parseInt(fraction);
      }
    }
    double offsetMinutes = 0;
    if (pos < s.length()) {
      char z = s.charAt(pos);
      if (z == 'Z' && pos == s.length() - 1) {
        offsetMinutes = 0;
      } else if ((z == '+' || z == '-') && s.length() - pos == 6 && s.charAt(pos + 3) == ':') {
        int oh = digits(s, pos + 1, pos + 3);
        int om = digits(s, pos + 4, pos + 6);
        if (oh < 0 || oh > 23 || om < 0 || om > 59) {
          return Double.NaN;
        }
        offsetMinutes = (z == '-' ? -1 : 1) * (oh * 60 + om);
      } else {
        return Double.NaN;
      }
    }
    return date + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + millis;
  }

  private static int digits(String s, int from, int to) {
    if (to > s.length()) {
      return -1;
    }
    int value = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }
}
