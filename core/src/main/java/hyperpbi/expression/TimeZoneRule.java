package hyperpbi.expression;

import hyperpbi.canonical.Whitespace;
import hyperpbi.data.UtcCalendar;

/**
 * A host time zone without java.time (which would add ~100 KB gzip to every browser bundle):
 * {@code UTC}/{@code Z}, fixed offsets ({@code +02:00}, {@code -0530}, {@code +09}), POSIX TZ rule
 * strings ({@code CET-1CEST,M3.5.0,M10.5.0/3}), and the common IANA ids of {@link ZoneIds}, which
 * map to the POSIX rule in force today. Historic rule changes are not modelled: the current rule
 * applies to every year.
 *
 * <p>All arithmetic is in doubles and ints (no {@code long}: it is a BigInt in TeaVM's JavaScript).
 * Offsets are milliseconds to add to UTC to get local wall-clock time.
 */
public final class TimeZoneRule {
  public static final TimeZoneRule UTC = new TimeZoneRule("UTC", 0, 0, null, null);

  private static final int MS_PER_HOUR = 3_600_000;

  private final String id;
  private final int stdOffset;
  private final int dstOffset;
  private final Transition start;
  private final Transition end;
  // One-year cache: rows of a column usually fall in few years. [cachedFrom, cachedTo) is the
  // UTC range of the cached year in standard time; NaN bounds force the first computation.
  private double cachedFrom = Double.NaN;
  private double cachedTo = Double.NaN;
  private double cachedStart;
  private double cachedEnd;

  /**
   * A POSIX rule date: {@code Mm.w.d} (kind 'M'), {@code Jn} (1-365, Feb 29 never counted) or
   * {@code n} (0-365), with the local time of the change in seconds.
   */
  private record Transition(char kind, int month, int week, int weekday, int day, int seconds) {}

  private TimeZoneRule(String id, int stdOffset, int dstOffset, Transition start, Transition end) {
    this.id = id;
    this.stdOffset = stdOffset;
    this.dstOffset = dstOffset;
    this.start = start;
    this.end = end;
  }

  /** The id this rule was parsed from. */
  public String id() {
    return id;
  }

  public boolean hasDaylightSaving() {
    return start != null;
  }

  /**
   * Parses a zone id: null or blank is UTC; returns null when the id is not recognised (callers
   * report {@code UNKNOWN_TIME_ZONE} and use {@link #UTC}).
   */
  public static TimeZoneRule parse(String zone) {
    if (zone == null || Whitespace.isBlank(zone)) {
      return UTC;
    }
    String z = zone.trim();
    switch (z) {
      case "UTC", "Z", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal",
          "Zulu", "UCT", "Etc/UCT", "GMT0", "Etc/GMT0", "Greenwich" -> {
        return new TimeZoneRule(z, 0, 0, null, null);
      }
      default -> { }
    }
    char first = z.charAt(0);
    if (first == '+' || first == '-') {
      int offset = fixedOffset(z);
      return offset == Integer.MIN_VALUE ? null : new TimeZoneRule(z, offset, offset, null, null);
    }
    if (z.startsWith("Etc/GMT") && z.length() > 7) {
      // IANA's Etc/GMT+5 is five hours WEST of Greenwich (POSIX sign convention).
      TimeZoneRule r = posix(z, "<x>" + z.substring(7));
      return r;
    }
    String posix = ZoneIds.posixRule(z);
    return posix(z, posix != null ? posix : z);
  }

  /** ISO-style {@code ±hh:mm}, {@code ±hhmm} or {@code ±hh}; MIN_VALUE when malformed. */
  private static int fixedOffset(String z) {
    int sign = z.charAt(0) == '-' ? -1 : 1;
    String rest = z.substring(1);
    int hours;
    int minutes = 0;
    if (rest.length() == 2) {
      hours = digits(rest, 0, 2);
    } else if (rest.length() == 4) {
      hours = digits(rest, 0, 2);
      minutes = digits(rest, 2, 4);
    } else if (rest.length() == 5 && rest.charAt(2) == ':') {
      hours = digits(rest, 0, 2);
      minutes = digits(rest, 3, 5);
    } else {
      return Integer.MIN_VALUE;
    }
    if (hours < 0 || hours > 18 || minutes < 0 || minutes > 59) {
      return Integer.MIN_VALUE;
    }
    return sign * (hours * 60 + minutes) * 60_000;
  }

  private static int digits(String s, int from, int to) {
    int v = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }

  // ---- POSIX TZ strings: std offset [dst [offset] [,start[/time],end[/time]]] ----

  private static TimeZoneRule posix(String id, String rule) {
    PosixReader r = new PosixReader(rule);
    if (!r.name()) {
      return null;
    }
    int std = r.offset();
    if (std == Integer.MIN_VALUE) {
      return null;
    }
    // POSIX offsets are positive west of Greenwich; ours are added to UTC.
    int stdOffset = -std;
    if (r.atEnd()) {
      return new TimeZoneRule(id, stdOffset, stdOffset, null, null);
    }
    if (!r.name()) {
      return null;
    }
    int dstOffset = stdOffset + MS_PER_HOUR;
    if (!r.atEnd() && r.peek() != ',') {
      int dst = r.offset();
      if (dst == Integer.MIN_VALUE) {
        return null;
      }
      dstOffset = -dst;
    }
    Transition startRule;
    Transition endRule;
    if (r.atEnd()) {
      // No rule: the POSIX default used by common C libraries (US rule since 2007).
      startRule = new Transition('M', 3, 2, 0, 0, 7200);
      endRule = new Transition('M', 11, 1, 0, 0, 7200);
    } else {
      if (!r.expect(',')) {
        return null;
      }
      startRule = r.transition();
      if (startRule == null || !r.expect(',')) {
        return null;
      }
      endRule = r.transition();
      if (endRule == null || !r.atEnd()) {
        return null;
      }
    }
    return new TimeZoneRule(id, stdOffset, dstOffset, startRule, endRule);
  }

  private static final class PosixReader {
    private final String s;
    private int pos;

    PosixReader(String s) {
      this.s = s;
    }

    boolean atEnd() {
      return pos >= s.length();
    }

    char peek() {
      return s.charAt(pos);
    }

    boolean expect(char c) {
      if (!atEnd() && s.charAt(pos) == c) {
        pos++;
        return true;
      }
      return false;
    }

    /** A zone abbreviation: three or more letters, or {@code <...>} quoted. */
    boolean name() {
      if (expect('<')) {
        int close = s.indexOf('>', pos);
        if (close < 0 || close == pos) {
          return false;
        }
        for (int i = pos; i < close; i++) {
          char c = s.charAt(i);
          if (!(Character.isLetterOrDigit(c) || c == '+' || c == '-')) {
            return false;
          }
        }
        pos = close + 1;
        return true;
      }
      int from = pos;
      while (!atEnd() && isAsciiLetter(s.charAt(pos))) {
        pos++;
      }
      return pos - from >= 3;
    }

    private static boolean isAsciiLetter(char c) {
      return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    /** {@code [+-]hh[:mm[:ss]]} in ms (POSIX sign), MIN_VALUE when malformed. */
    int offset() {
      int sign = 1;
      if (expect('-')) {
        sign = -1;
      } else {
        expect('+');
      }
      int seconds = clock(24);
      return seconds < 0 ? Integer.MIN_VALUE : sign * seconds * 1000;
    }

    /** {@code hh[:mm[:ss]]} in seconds with hours up to maxHours; -1 when malformed. */
    private int clock(int maxHours) {
      int h = number(1, 3);
      if (h < 0 || h > maxHours) {
        return -1;
      }
      int total = h * 3600;
      if (expect(':')) {
        int m = number(2, 2);
        if (m < 0 || m > 59) {
          return -1;
        }
        total += m * 60;
        if (expect(':')) {
          int sec = number(2, 2);
          if (sec < 0 || sec > 59) {
            return -1;
          }
          total += sec;
        }
      }
      return total;
    }

    private int number(int minDigits, int maxDigits) {
      int from = pos;
      int v = 0;
      while (!atEnd() && pos - from < maxDigits && s.charAt(pos) >= '0' && s.charAt(pos) <= '9') {
        v = v * 10 + (s.charAt(pos) - '0');
        pos++;
      }
      return pos - from < minDigits ? -1 : v;
    }

    Transition transition() {
      char kind;
      int month = 0;
      int week = 0;
      int weekday = 0;
      int day = 0;
      if (expect('M')) {
        kind = 'M';
        month = number(1, 2);
        if (month < 1 || month > 12 || !expect('.')) {
          return null;
        }
        week = number(1, 1);
        if (week < 1 || week > 5 || !expect('.')) {
          return null;
        }
        weekday = number(1, 1);
        if (weekday < 0 || weekday > 6) {
          return null;
        }
      } else if (expect('J')) {
        kind = 'J';
        day = number(1, 3);
        if (day < 1 || day > 365) {
          return null;
        }
      } else {
        kind = 'N';
        day = number(1, 3);
        if (day < 0 || day > 365) {
          return null;
        }
      }
      int seconds = 7200;
      if (expect('/')) {
        // RFC 8536 extension: the time may be negative and up to 167 hours.
        int sign = expect('-') ? -1 : 1;
        if (sign > 0) {
          expect('+');
        }
        int t = clock(167);
        if (t < 0) {
          return null;
        }
        seconds = sign * t;
      }
      return new Transition(kind, month, week, weekday, day, seconds);
    }
  }

  // ---- Offsets ----

  /** Milliseconds to add to this UTC instant to get local wall-clock time. */
  public int offsetAt(double instantMs) {
    if (start == null) {
      return stdOffset;
    }
    if (!(instantMs >= cachedFrom && instantMs < cachedTo)) {
      int year = UtcCalendar.yearOfDay(UtcCalendar.dayOf(instantMs + stdOffset));
      cachedStart = transitionDay(start, year) * UtcCalendar.MS_PER_DAY
          + start.seconds() * 1000d - stdOffset;
      cachedEnd = transitionDay(end, year) * UtcCalendar.MS_PER_DAY
          + end.seconds() * 1000d - dstOffset;
      cachedFrom = UtcCalendar.epochMs(year, 1, 1) - stdOffset;
      cachedTo = UtcCalendar.epochMs(year + 1, 1, 1) - stdOffset;
    }
    boolean dst = cachedStart < cachedEnd
        ? instantMs >= cachedStart && instantMs < cachedEnd
        : instantMs < cachedEnd || instantMs >= cachedStart;
    return dst ? dstOffset : stdOffset;
  }

  /**
   * The instant whose local wall-clock time is {@code localMs}. A time repeated when clocks go back
   * maps to its earlier instant; a time skipped when clocks go forward is moved forward by the gap
   * (both as java.time's ZonedDateTime does).
   */
  public double localToInstant(double localMs) {
    if (start == null) {
      return localMs - stdOffset;
    }
    double asStd = localMs - stdOffset;
    double asDst = localMs - dstOffset;
    boolean stdValid = offsetAt(asStd) == stdOffset;
    boolean dstValid = offsetAt(asDst) == dstOffset;
    if (stdValid && dstValid) {
      return Math.min(asStd, asDst);
    }
    if (dstValid) {
      return asDst;
    }
    return asStd;
  }

  /** Local wall-clock milliseconds of an instant. */
  public double toLocal(double instantMs) {
    return instantMs + offsetAt(instantMs);
  }

  /** Days since the epoch of the local date on which the transition happens in this year. */
  private static int transitionDay(Transition t, int year) {
    int jan1 = UtcCalendar.daysFromCivil(year, 1, 1);
    return switch (t.kind()) {
      case 'J' -> jan1 + t.day() - 1 + (UtcCalendar.isLeapYear(year) && t.day() >= 60 ? 1 : 0);
      case 'N' -> jan1 + t.day();
      default -> {
        int first = UtcCalendar.daysFromCivil(year, t.month(), 1);
        int firstWeekday = Math.floorMod(first + 4, 7); // 1970-01-01 was a Thursday; Sunday = 0
        int dayOfMonth = 1 + Math.floorMod(t.weekday() - firstWeekday, 7) + (t.week() - 1) * 7;
        int length = UtcCalendar.daysInMonth(year, t.month());
        while (dayOfMonth > length) {
          dayOfMonth -= 7;
        }
        yield first + dayOfMonth - 1;
      }
    };
  }
}
