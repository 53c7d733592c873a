package hyperpbi.expression;

import hyperpbi.data.DataType;

/**
 * The typed comparison rules shared by the expression operators {@code = != > >= < <=} and the
 * dataset filter operators (contract-notes §2): numbers numerically, dates and date-times
 * chronologically, Booleans as Booleans (false &lt; true), text by exact string; a date or
 * date-time against text holding an ISO date compares chronologically; any other mix compares the
 * string forms. {@code =} with null is true only against null, {@code !=} is its exact negation,
 * and ordered comparisons with a null operand are false.
 *
 * <p>Every plan yields an {@link Ordering} per row; the operator is applied to it in one place.
 */
final class Comparison {
  private Comparison() {}

  /** Per-row three-way result: -1, 0, 1, or {@link #BOTH_NULL} / {@link #ONE_NULL}. */
  interface Ordering {
    int at(int row);
  }

  static final int BOTH_NULL = 2;
  static final int ONE_NULL = 3;

  /** Applies a comparison operator to an ordering result. */
  static boolean holds(Operator op, int c) {
    return switch (op) {
      case EQ -> c == 0 || c == BOTH_NULL;
      case NE -> !(c == 0 || c == BOTH_NULL);
      case GT -> c == 1;
      case GE -> c == 1 || c == 0;
      case LT -> c == -1;
      case LE -> c == -1 || c == 0;
      default -> throw new IllegalArgumentException(op.symbol());
    };
  }

  /** The Boolean node of {@code a op b}; never null-valued. */
  static Ev.Bool build(Operator op, Ev a, Ev b, EvalState st) {
    Ordering ordering = ordering(a, b, st);
    switch (op) {
      case EQ:
        return row -> {
          int c = ordering.at(row);
          return c == 0 || c == BOTH_NULL ? Ev.TRUE : Ev.FALSE;
        };
      case NE:
        return row -> {
          int c = ordering.at(row);
          return c == 0 || c == BOTH_NULL ? Ev.FALSE : Ev.TRUE;
        };
      default:
        return row -> Ev.of(holds(op, ordering.at(row)));
    }
  }

  /**
   * The ordering of {@code a} against {@code b}. When one side is dictionary-coded text and the
   * other a constant, the result is computed once per distinct value.
   */
  static Ordering ordering(Ev a, Ev b, EvalState st) {
    if (a.coded != null && b.constant) {
      return memoized(a.coded, true, b, st);
    }
    if (b.coded != null && a.constant) {
      return memoized(b.coded, false, a, st);
    }
    return plan(a, b, st);
  }

  private static Ordering memoized(Ev.Coded coded, boolean codedIsLeft, Ev constant,
      EvalState st) {
    Memo.Probe probe = new Memo.Probe();
    Ev probeEv = Ev.text(probe);
    Ordering inner = codedIsLeft ? plan(probeEv, constant, st) : plan(constant, probeEv, st);
    // Orderings fit in a byte; Memo stores a byte per code.
    Ev.Bool asByte = row -> (byte) inner.at(row);
    Ev.Bool memo = Memo.bool(coded, probe, asByte);
    return memo::at;
  }

  private static Ordering plan(Ev a, Ev b, EvalState st) {
    if (a.isNullConstant() || b.isNullConstant()) {
      return nullPlan(a, b);
    }
    if (a.isNumeric() && b.isNumeric()) {
      if (a.type == b.type) {
        return numbers(a.num, b.num);
      }
      if (a.type.isTemporal() && b.type.isTemporal()) {
        return numbers(Coerce.to(a, DataType.DATETIME, st).num,
            Coerce.to(b, DataType.DATETIME, st).num);
      }
      return texts(TextForms.of(a), TextForms.of(b));
    }
    if (a.isText() && b.isText()) {
      return texts(a.text, b.text);
    }
    if (a.isBoolean() && b.isBoolean()) {
      Ev.Bool x = a.bool;
      Ev.Bool y = b.bool;
      return row -> booleans(x.at(row), y.at(row));
    }
    if (a.type.isTemporal() && b.isText()) {
      return temporalText(a, b.text, false, st);
    }
    if (b.type.isTemporal() && a.isText()) {
      return temporalText(b, a.text, true, st);
    }
    return texts(TextForms.of(a), TextForms.of(b));
  }

  private static Ordering nullPlan(Ev a, Ev b) {
    Ev other = a.isNullConstant() ? b : a;
    if (other.isNullConstant()) {
      return row -> BOTH_NULL;
    }
    return row -> other.isNullAt(row) ? BOTH_NULL : ONE_NULL;
  }

  private static Ordering numbers(Ev.Num x, Ev.Num y) {
    return row -> numbers(x.at(row), y.at(row));
  }

  static int numbers(double x, double y) {
    if (x < y) {
      return -1;
    }
    if (x > y) {
      return 1;
    }
    if (x == y) {
      return 0;
    }
    return x != x && y != y ? BOTH_NULL : ONE_NULL;
  }

  private static Ordering texts(Ev.Text x, Ev.Text y) {
    return row -> texts(x.at(row), y.at(row));
  }

  static int texts(String x, String y) {
    if (x == null || y == null) {
      return x == null && y == null ? BOTH_NULL : ONE_NULL;
    }
    return Integer.signum(x.compareTo(y));
  }

  static int booleans(byte x, byte y) {
    if (x < 0 || y < 0) {
      return x < 0 && y < 0 ? BOTH_NULL : ONE_NULL;
    }
    return Integer.compare(x, y);
  }

  /**
   * A date or date-time against text: chronological when the text is an ISO date or date-time
   * (a date meeting a date-time stands for its local midnight), else the string forms.
   */
  private static Ordering temporalText(Ev temporal, Ev.Text text, boolean textIsLeft,
      EvalState st) {
    Ev.Num t = temporal.num;
    DataType type = temporal.type;
    TimeZoneRule zone = st.zone;
    return row -> {
      double d = t.at(row);
      String s = text.at(row);
      if (d != d || s == null) {
        return d != d && s == null ? BOTH_NULL : ONE_NULL;
      }
      double parsedDate = TextForms.parseDate(s);
      int c;
      if (parsedDate == parsedDate) {
        c = type == DataType.DATE
            ? numbers(d, parsedDate)
            : numbers(d, zone.localToInstant(parsedDate));
      } else {
        double parsedTime = TextForms.parseDateTime(s);
        if (parsedTime == parsedTime) {
          c = type == DataType.DATE
              ? numbers(zone.localToInstant(d), parsedTime)
              : numbers(d, parsedTime);
        } else {
          c = texts(TextForms.ofNumber(type, d), s);
        }
      }
      return textIsLeft && c <= 1 ? -c : c;
    };
  }
}
