package hyperpbi.render;

import hyperpbi.data.UtcCalendar;

/**
 * Writes a UTC instant (epoch milliseconds) in a .NET custom date and time format string, the
 * kind Power BI stores in field metadata: {@code yyyy yy y}, {@code MMMM MMM MM M},
 * {@code dddd ddd dd d}, {@code HH H hh h mm m ss s}, {@code f}/{@code F} fractions,
 * {@code tt t} and {@code AM/PM} designators, {@code z zz zzz K} (always UTC), literals in quotes
 * or after a backslash, {@code %} before a lone specifier. As in .NET, {@code /} is the locale's
 * date separator ({@code dd/MM/yyyy} is {@code 31.12.2024} in de-DE); {@code :} stays a colon
 * (every supported locale uses it). Polish months take their genitive form when the pattern
 * also shows the day of the month ({@code 5 stycznia 2024}).
 */
final class DatePattern {
  private DatePattern() {}

  static String format(double epochMs, String pattern, LocaleData locale) {
    int days = UtcCalendar.dayOf(epochMs);
    int msOfDay = (int) (epochMs - days * UtcCalendar.MS_PER_DAY);
    int[] ymd = UtcCalendar.civilFromDays(days);
    int hour = msOfDay / 3_600_000;
    StringBuilder out = new StringBuilder(pattern.length() + 16);
    boolean genitive = locale.genitiveMonths() != null && showsDayOfMonth(pattern);
    int n = pattern.length();
    int i = 0;
    while (i < n) {
      char c = pattern.charAt(i);
      int run = 1;
      while (i + run < n && pattern.charAt(i + run) == c) {
        run++;
      }
      int next = i + run;
      switch (c) {
        case 'y' -> {
          int year = ymd[0];
          if (run <= 2) {
            int y = Math.floorMod(year, 100);
            pad(out, y, run);
          } else {
            if (year < 0) {
              out.append('-');
            }
            pad(out, Math.abs(year), run);
          }
        }
        case 'M' -> {
          int month = ymd[1] - 1;
          if (run >= 4) {
            out.append(genitive ? locale.genitiveMonths()[month] : locale.months()[month]);
          } else if (run == 3) {
            out.append(locale.shortMonths()[month]);
          } else {
            pad(out, month + 1, run);
          }
        }
        case 'd' -> {
          if (run >= 4) {
            out.append(locale.days()[UtcCalendar.isoWeekday(days) % 7]);
          } else if (run == 3) {
            out.append(locale.shortDays()[UtcCalendar.isoWeekday(days) % 7]);
          } else {
            pad(out, ymd[2], run);
          }
        }
        case 'h' -> pad(out, hour % 12 == 0 ? 12 : hour % 12, Math.min(run, 2));
        case 'H' -> pad(out, hour, Math.min(run, 2));
        case 'm' -> pad(out, msOfDay / 60_000 % 60, Math.min(run, 2));
        case 's' -> pad(out, msOfDay / 1000 % 60, Math.min(run, 2));
        case 'f', 'F' -> fraction(out, msOfDay % 1000, run, c == 'F');
        case 't' -> {
          String designator = hour < 12 ? locale.am() : locale.pm();
          out.append(run == 1 && !designator.isEmpty() ? designator.substring(0, 1) : designator);
        }
        case 'z' -> out.append(run == 1 ? "+0" : run == 2 ? "+00" : "+00:00");
        case 'K' -> out.append('Z');
        case '/' -> {
          for (int r = 0; r < run; r++) {
            out.append(locale.dateSeparator());
          }
        }
        case '\\' -> {
          next = Math.min(i + 2, n);
          if (i + 1 < n) {
            out.append(pattern.charAt(i + 1));
          }
        }
        case '\'', '"' -> {
          int close = pattern.indexOf(c, i + 1);
          out.append(pattern, i + 1, close < 0 ? n : close);
          next = close < 0 ? n : close + 1;
        }
        case '%' -> next = i + 1;
        default -> {
          if (pattern.startsWith("AM/PM", i) || pattern.startsWith("am/pm", i)) {
            out.append(hour < 12 ? locale.am() : locale.pm());
            next = i + 5;
          } else {
            out.append(pattern, i, next);
          }
        }
      }
      i = next;
    }
    return out.toString();
  }

  /**
   * Whether the pattern shows any part of a date or time (outside quotes and escapes): a number
   * format such as {@code #,0} or {@code General} on a date field shows none, and the caller
   * falls back to the default date pattern rather than printing the pattern's text.
   */
  static boolean showsAnything(String pattern) {
    int i = 0;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      if (c == '\'' || c == '"') {
        int close = pattern.indexOf(c, i + 1);
        i = close < 0 ? pattern.length() : close + 1;
      } else if (c == '\\') {
        i += 2;
      } else if ("yMdhHmsfFt".indexOf(c) >= 0) {
        return true;
      } else {
        i++;
      }
    }
    return false;
  }

  /** Whether a day-of-month specifier ({@code d} or {@code dd}, not a day name) is present. */
  private static boolean showsDayOfMonth(String pattern) {
    int i = 0;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      if (c == '\'' || c == '"') {
        int close = pattern.indexOf(c, i + 1);
        i = close < 0 ? pattern.length() : close + 1;
        continue;
      }
      int run = 1;
      while (i + run < pattern.length() && pattern.charAt(i + run) == c) {
        run++;
      }
      if (c == 'd' && run <= 2) {
        return true;
      }
      i += c == '\\' ? 2 : run;
    }
    return false;
  }

  /** Milliseconds as {@code count} fraction digits (zeros past the third); F drops zeros. */
  private static void fraction(StringBuilder out, int ms, int count, boolean trim) {
    char[] digits = new char[count];
    int value = ms;
    for (int k = 0; k < count; k++) {
      int place = k == 0 ? 100 : k == 1 ? 10 : k == 2 ? 1 : 0;
      digits[k] = place == 0 ? '0' : (char) ('0' + value / place % 10);
    }
    int length = count;
    while (trim && length > 0 && digits[length - 1] == '0') {
      length--;
    }
    if (trim && length == 0 && out.length() > 0 && out.charAt(out.length() - 1) == '.') {
      // .NET drops the separator before an all-zero F fraction.
      out.setLength(out.length() - 1);
    }
    out.append(digits, 0, length);
  }

  private static void pad(StringBuilder out, int value, int width) {
    String digits = Integer.toString(value);
    for (int k = digits.length(); k < width; k++) {
      out.append('0');
    }
    out.append(digits);
  }
}
