package hyperpbi.expression;

import hyperpbi.data.DataType;
import hyperpbi.data.UtcCalendar;
import java.util.List;

/**
 * {@code dateDiff dateAdd year quarter month week day today now}, in the host time zone (UTC when
 * none is set); see {@link Temporal} for how dates and date-times meet.
 *
 * <ul>
 *   <li>dateDiff = end − start as an exact fraction of the unit: hour = elapsed instants / 3,600,000
 *       ms; day = local wall-clock difference / 86,400,000 ms (so a day across a daylight-saving
 *       change is still 1); month = that / 30.4375 days; year = that / 365.25 days.
 *   <li>dateAdd works on local wall-clock time: year and month amounts (truncated to whole
 *       numbers, as spreadsheet EDATE does) move the calendar month and clamp the day to the
 *       month's last day; day amounts (fractions allowed) add days keeping the wall-clock time. The
 *       result is the instant of that local time.
 *   <li>today is UTC midnight of the clock's UTC date (also under a host zone); now is the clock.
 * </ul>
 */
final class DateOps {
  private DateOps() {}

  private static final double DAY = UtcCalendar.MS_PER_DAY;
  private static final double HOUR = 3_600_000d;
  private static final double MONTH = 30.4375 * DAY;
  private static final double YEAR = 365.25 * DAY;
  /** ±100,000,000 days, the range of ECMAScript dates. */
  private static final double LIMIT = UtcCalendar.MAX_EPOCH_MS;

  static Ev build(Operator op, List<Ev> args, Expr.CallOptions options, EvalState st) {
    return switch (op) {
      case TODAY -> Ev.constNumber(DataType.DATETIME, today(st));
      case NOW -> Ev.constNumber(DataType.DATETIME, st.context.nowEpochMs());
      case DATE_DIFF -> dateDiff(Temporal.of(args.get(0), st), Temporal.of(args.get(1), st),
          options.unit());
      case DATE_ADD -> dateAdd(Temporal.of(args.get(0), st),
          Coerce.to(args.get(1), DataType.NUMBER, st), options.unit(), st);
      default -> datePart(op, Temporal.of(args.get(0), st));
    };
  }

  /**
   * UTC midnight of the clock's UTC date, whatever the host zone: contract-notes fixes `today` as
   * "UTC midnight"; only date parts and arithmetic follow the host zone.
   */
  static double today(EvalState st) {
    double now = st.context.nowEpochMs();
    if (now != now) {
      return now;
    }
    return Math.floor(now / DAY) * DAY;
  }

  private static Ev datePart(Operator op, Temporal date) {
    DayCache.DayFunction f = switch (op) {
      case YEAR -> UtcCalendar::yearOfDay;
      case QUARTER -> day -> (UtcCalendar.monthOfDay(day) + 2) / 3;
      case MONTH -> UtcCalendar::monthOfDay;
      case WEEK -> UtcCalendar::isoWeek;
      default -> UtcCalendar::dayOfMonthOfDay;
    };
    DayCache cache = new DayCache(f);
    return Ev.number(DataType.NUMBER, row -> {
      double local = date.local(row);
      return local != local ? local : cache.get(UtcCalendar.dayOf(local));
    });
  }

  private static Ev dateDiff(Temporal start, Temporal end, DateUnit unit) {
    if (unit == DateUnit.HOUR) {
      return Ev.number(DataType.NUMBER, row -> {
        double s = start.instant(row);
        double e = end.instant(row);
        return (e - s) / HOUR;
      });
    }
    double length = switch (unit) {
      case YEAR -> YEAR;
      case MONTH -> MONTH;
      default -> DAY;
    };
    return Ev.number(DataType.NUMBER, row -> {
      double s = start.local(row);
      double e = end.local(row);
      return (e - s) / length;
    });
  }

  private static Ev dateAdd(Temporal date, Ev amountEv, DateUnit unit, EvalState st) {
    TimeZoneRule zone = st.zone;
    Ev.Num amount = amountEv.num;
    boolean calendar = unit == DateUnit.YEAR || unit == DateUnit.MONTH;
    // With a constant amount the shifted day depends only on the day: cache it per day.
    int[] cachedMonths = {0};
    DayCache shiftedDays = amountEv.constant
        ? new DayCache(day -> addMonthsToDay(day, cachedMonths[0])) : null;
    return Ev.number(DataType.DATETIME, row -> {
      double local = date.local(row);
      double n = amount.at(row);
      if (local != local || n != n) {
        return Double.NaN;
      }
      double shifted;
      if (calendar) {
        double whole = n < 0 ? Math.ceil(n) : Math.floor(n);
        double months = unit == DateUnit.YEAR ? whole * 12 : whole;
        if (!(Math.abs(months) <= MAX_MONTHS) || !(Math.abs(local) <= LIMIT)) {
          shifted = Double.NaN;
        } else {
          int m = (int) months;
          int day = UtcCalendar.dayOf(local);
          double timeOfDay = local - day * DAY;
          if (shiftedDays == null) {
            shifted = addMonthsToDay(day, m) * DAY + timeOfDay;
          } else {
            cachedMonths[0] = m; // the same every row: the amount is constant
            shifted = shiftedDays.get(day) * DAY + timeOfDay;
          }
        }
      } else {
        shifted = local + n * DAY;
      }
      if (!(Math.abs(shifted) <= LIMIT)) {
        st.invalidDate(row);
        return Double.NaN;
      }
      return zone.localToInstant(shifted);
    });
  }

  /** ±200,000 years of months: keeps the month arithmetic inside int range. */
  private static final double MAX_MONTHS = 2_400_000;

  /** The day reached by adding whole months, clamped to the target month's last day. */
  static int addMonthsToDay(int day, int months) {
    int total = UtcCalendar.yearOfDay(day) * 12 + UtcCalendar.monthOfDay(day) - 1 + months;
    int year = Math.floorDiv(total, 12);
    int month = Math.floorMod(total, 12) + 1;
    int dom = Math.min(UtcCalendar.dayOfMonthOfDay(day), UtcCalendar.daysInMonth(year, month));
    return UtcCalendar.daysFromCivil(year, month, dom);
  }
}
