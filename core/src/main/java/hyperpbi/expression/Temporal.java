package hyperpbi.expression;

import hyperpbi.data.DataType;
import hyperpbi.data.UtcCalendar;

/**
 * A date operand seen two ways: as local wall-clock milliseconds (for date parts and calendar
 * arithmetic) and as a UTC instant (for elapsed time and ordering against date-times).
 *
 * <p>A {@code date} is a calendar day, not an instant: its local time is its own midnight, and
 * where it meets a date-time it stands for that midnight in the host time zone. A
 * {@code datetime} is an instant shown in the host zone. Text operands holding ISO dates or
 * date-times are parsed per distinct value; text that is neither is null with an
 * {@code INVALID_DATE} warning (product document: invalid dates return null with a warning).
 */
abstract class Temporal {
  final TimeZoneRule zone;

  Temporal(TimeZoneRule zone) {
    this.zone = zone;
  }

  abstract double local(int row);

  abstract double instant(int row);

  /** The temporal view of a date, date-time, ISO text or (untyped) number operand. */
  static Temporal of(Ev e, EvalState st) {
    TimeZoneRule zone = st.zone;
    if (e.isNullConstant()) {
      return new Temporal(zone) {
        @Override
        double local(int row) {
          return Double.NaN;
        }

        @Override
        double instant(int row) {
          return Double.NaN;
        }
      };
    }
    if (e.type == DataType.DATE) {
      Ev.Num n = e.num;
      return new Temporal(zone) {
        @Override
        double local(int row) {
          return n.at(row);
        }

        @Override
        double instant(int row) {
          double v = n.at(row);
          return v != v ? v : zone.localToInstant(v);
        }
      };
    }
    if (e.num != null) {
      Ev.Num n = e.num;
      return new Temporal(zone) {
        @Override
        double local(int row) {
          double v = n.at(row);
          return v != v ? v : zone.toLocal(v);
        }

        @Override
        double instant(int row) {
          return n.at(row);
        }
      };
    }
    return new TextTemporal(zone, TextForms.of(e), e.coded, st);
  }

  /** Local midnight of the local day containing {@code local}. */
  static double startOfDay(double local) {
    return Math.floor(local / UtcCalendar.MS_PER_DAY) * UtcCalendar.MS_PER_DAY;
  }

  /** ISO text parsed once per distinct value when the text is dictionary-coded. */
  private static final class TextTemporal extends Temporal {
    private static final byte UNPARSED = 0;
    private static final byte DATE = 1;
    private static final byte DATETIME = 2;
    private static final byte INVALID = 3;
    private final Ev.Text text;
    private final Ev.Coded coded;
    private final EvalState st;
    private final double[] memoMs;
    private final byte[] memoKind;
    // The last parse of an uncoded row.
    private double parsedMs;
    private byte parsedKind;

    TextTemporal(TimeZoneRule zone, Ev.Text text, Ev.Coded coded, EvalState st) {
      super(zone);
      this.text = text;
      this.coded = coded;
      this.st = st;
      this.memoMs = coded == null ? null : new double[coded.codeSpace()];
      this.memoKind = coded == null ? null : new byte[coded.codeSpace()];
    }

    /** Parses the row's value into parsedMs/parsedKind; false when null or invalid. */
    private boolean parse(int row) {
      if (coded != null) {
        int code = coded.code(row);
        if (code < 0) {
          return false;
        }
        if (memoKind[code] == UNPARSED) {
          classify(coded.decode(code));
          memoMs[code] = parsedMs;
          memoKind[code] = parsedKind;
        }
        parsedMs = memoMs[code];
        parsedKind = memoKind[code];
      } else {
        String s = text.at(row);
        if (s == null) {
          return false;
        }
        classify(s);
      }
      if (parsedKind == INVALID) {
        st.invalidDate(row);
        return false;
      }
      return true;
    }

    private void classify(String s) {
      double d = TextForms.parseDate(s);
      if (d == d) {
        parsedMs = d;
        parsedKind = DATE;
        return;
      }
      double t = TextForms.parseDateTime(s);
      parsedMs = t;
      parsedKind = t == t ? DATETIME : INVALID;
    }

    @Override
    double local(int row) {
      if (!parse(row)) {
        return Double.NaN;
      }
      return parsedKind == DATE ? parsedMs : zone.toLocal(parsedMs);
    }

    @Override
    double instant(int row) {
      if (!parse(row)) {
        return Double.NaN;
      }
      return parsedKind == DATE ? zone.localToInstant(parsedMs) : parsedMs;
    }
  }
}
