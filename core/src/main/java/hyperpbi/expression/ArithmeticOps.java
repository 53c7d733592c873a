package hyperpbi.expression;

import hyperpbi.canonical.Remainder;
import hyperpbi.canonical.Rounding;
import hyperpbi.data.DataType;
import hyperpbi.data.LoopShape;
import java.util.List;

/**
 * {@code + - * / % round floor ceil abs min max} over doubles. A null operand gives null (NaN
 * propagates through IEEE arithmetic); division by zero gives null and counts the row for one
 * aggregated warning; modulo by zero gives null silently; overflow to an infinity gives null,
 * since JSON has no infinities.
 */
final class ArithmeticOps {
  private ArithmeticOps() {}

  static Ev build(Operator op, List<Ev> args, Expr.CallOptions options, EvalState st) {
    Ev[] evs = new Ev[args.size()];
    Ev.Num[] n = new Ev.Num[args.size()];
    for (int i = 0; i < n.length; i++) {
      evs[i] = Coerce.to(args.get(i), DataType.NUMBER, st);
      n[i] = evs[i].num;
    }
    Ev.Num perRow = numeric(op, n, options.precision(), st);
    boolean binary = n.length == 2 && (op == Operator.ADD || op == Operator.SUBTRACT
        || op == Operator.MULTIPLY || op == Operator.DIVIDE);
    if (binary && evs[0].isBulk() && evs[1].isBulk() && !(evs[0].constant && evs[1].constant)) {
      Ev.ColumnPair pair = op != Operator.DIVIDE && evs[0].column != null
          && evs[1].column != null ? new Ev.ColumnPair(op, evs[0].column, evs[1].column) : null;
      return Ev.number(DataType.NUMBER, perRow, bulk(op, evs[0], evs[1], st), pair);
    }
    return Ev.number(DataType.NUMBER, perRow);
  }

  /**
   * {@code a op b} as one loop over the selected rows, reading columns directly; the same values
   * (and the same division-by-zero counts) as the per-row form.
   */
  private static Ev.Vec bulk(Operator op, Ev a, Ev b, EvalState st) {
    double ca = a.constant ? a.num.at(-1) : 0;
    double cb = b.constant ? b.num.at(-1) : 0;
    return (out, rows, n) -> {
      if (op == Operator.DIVIDE && a.pair != null && (b.column != null || b.constant)) {
        divideOfPair(a.pair, b.column, cb, out, rows, n, st);
        return;
      }
      double[] x = operand(a, out, rows, n, out);
      double[] y = operand(b, out, rows, n, null);
      if (x != null && y != null && op != Operator.DIVIDE) {
        columns(op, x, y, out, rows, n);
        return;
      }
      switch (op) {
        case ADD:
          for (int i = 0; i < n; i++) {
            int r = rows == null ? i : rows[i];
            out[r] = finite((x == null ? ca : x[r]) + (y == null ? cb : y[r]));
          }
          break;
        case SUBTRACT:
          for (int i = 0; i < n; i++) {
            int r = rows == null ? i : rows[i];
            out[r] = finite((x == null ? ca : x[r]) - (y == null ? cb : y[r]));
          }
          break;
        case MULTIPLY:
          for (int i = 0; i < n; i++) {
            int r = rows == null ? i : rows[i];
            out[r] = finite((x == null ? ca : x[r]) * (y == null ? cb : y[r]));
          }
          break;
        default:
          for (int i = 0; i < n; i++) {
            int r = rows == null ? i : rows[i];
            out[r] = divide(x == null ? ca : x[r], y == null ? cb : y[r], r, st);
          }
          break;
      }
    };
  }

  /**
   * {@code (x op y) / d} in one loop, e.g. a margin percentage: the pair's value, then the
   * division with its null and division-by-zero rules, exactly as the two nodes one after the
   * other but without the pair's temporary column. {@code d} is a column, or {@code cd} when null.
   */
  private static void divideOfPair(Ev.ColumnPair pair, double[] d, double cd, double[] out,
      int[] rows, int n, EvalState st) {
    double[] x = pair.x();
    double[] y = pair.y();
    int inner = pair.op() == Operator.ADD ? 0 : pair.op() == Operator.SUBTRACT ? 1 : 2;
    if (rows == null && d != null) {
      divideOfPairAll(inner, x, y, d, out, n, st);
      return;
    }
    for (int i = 0; i < n; i++) {
      int r = rows == null ? i : rows[i];
      double p = inner == 0 ? x[r] + y[r] : inner == 1 ? x[r] - y[r] : x[r] * y[r];
      p = p - p == 0 ? p : Double.NaN;
      out[r] = divide(p, d == null ? cd : d[r], r, st);
    }
  }

  /**
   * {@link #divideOfPair} over every row with a divisor column. A finite quotient is the rules'
   * answer as it is (no operand was null or infinite and the divisor was not 0), so the rules
   * apply only to the other rows: in the same loop, or after a first loop of bare quotients which
   * the JVM vectorizes ({@link LoopShape}).
   */
  private static void divideOfPairAll(int inner, double[] x, double[] y, double[] d,
      double[] out, int n, EvalState st) {
    if (LoopShape.ONE_BRANCHING_LOOP) {
      quotientsWithRules(inner, x, y, d, out, n, st);
    } else {
      quotientsThenRules(inner, x, y, d, out, n, st);
    }
  }

  static void quotientsWithRules(int inner, double[] x, double[] y, double[] d, double[] out,
      int n, EvalState st) {
    // Reading each length first lets TeaVM's JavaScript unwrap every array once, before the loop,
    // instead of at every element (a call to a method that reads them does not).
    if (x.length < n || y.length < n || d.length < n || out.length < n) {
      throw new IllegalArgumentException("columns shorter than " + n + " rows");
    }
    switch (inner) {
      case 0 -> {
        for (int r = 0; r < n; r++) {
          double q = (x[r] + y[r]) / d[r];
          out[r] = q - q == 0 ? q : divide(finite(x[r] + y[r]), d[r], r, st);
        }
      }
      case 1 -> {
        for (int r = 0; r < n; r++) {
          double q = (x[r] - y[r]) / d[r];
          out[r] = q - q == 0 ? q : divide(finite(x[r] - y[r]), d[r], r, st);
        }
      }
      default -> {
        for (int r = 0; r < n; r++) {
          double q = x[r] * y[r] / d[r];
          out[r] = q - q == 0 ? q : divide(finite(x[r] * y[r]), d[r], r, st);
        }
      }
    }
  }

  static void quotientsThenRules(int inner, double[] x, double[] y, double[] d, double[] out,
      int n, EvalState st) {
    // Reading each length first lets TeaVM's JavaScript unwrap every array once, before the loop,
    // instead of at every element (a call to a method that reads them does not).
    if (x.length < n || y.length < n || d.length < n || out.length < n) {
      throw new IllegalArgumentException("columns shorter than " + n + " rows");
    }
    switch (inner) {
      case 0 -> {
        for (int r = 0; r < n; r++) {
          out[r] = (x[r] + y[r]) / d[r];
        }
      }
      case 1 -> {
        for (int r = 0; r < n; r++) {
          out[r] = (x[r] - y[r]) / d[r];
        }
      }
      default -> {
        for (int r = 0; r < n; r++) {
          out[r] = x[r] * y[r] / d[r];
        }
      }
    }
    for (int r = 0; r < n; r++) {
      double q = out[r];
      if (q - q != 0) {
        double p = inner == 0 ? x[r] + y[r] : inner == 1 ? x[r] - y[r] : x[r] * y[r];
        out[r] = divide(finite(p), d[r], r, st);
      }
    }
  }

  /**
   * {@code x / y} of one row: null when either is null; null, and the row counted for the one
   * division-by-zero warning, when y is 0; null on overflow.
   */
  static double divide(double x, double y, int row, EvalState st) {
    if (x != x || y != y) {
      return Double.NaN;
    }
    if (y == 0) {
      st.divisionByZero(row);
      return Double.NaN;
    }
    return finite(x / y);
  }

  /**
   * The common case, two columns and + - *: one tight loop per operator and selection shape
   * (the JavaScript build keeps such loops free of per-element checks).
   */
  private static void columns(Operator op, double[] x, double[] y, double[] out, int[] rows,
      int n) {
    if (rows == null) {
      switch (op) {
        case ADD -> {
          for (int r = 0; r < n; r++) {
            out[r] = finite(x[r] + y[r]);
          }
        }
        case SUBTRACT -> {
          for (int r = 0; r < n; r++) {
            out[r] = finite(x[r] - y[r]);
          }
        }
        default -> {
          for (int r = 0; r < n; r++) {
            out[r] = finite(x[r] * y[r]);
          }
        }
      }
      return;
    }
    switch (op) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          int r = rows[i];
          out[r] = finite(x[r] + y[r]);
        }
      }
      case SUBTRACT -> {
        for (int i = 0; i < n; i++) {
          int r = rows[i];
          out[r] = finite(x[r] - y[r]);
        }
      }
      default -> {
        for (int i = 0; i < n; i++) {
          int r = rows[i];
          out[r] = finite(x[r] * y[r]);
        }
      }
    }
  }

  /**
   * An operand's values indexed by physical row: the column itself, a bulk result (into
   * {@code reuse} when given, which may be the output: every loop reads row r before writing
   * it), or null for a constant.
   */
  private static double[] operand(Ev e, double[] out, int[] rows, int n, double[] reuse) {
    if (e.column != null) {
      return e.column;
    }
    if (e.vec == null) {
      return null;
    }
    double[] values = reuse != null ? reuse : new double[out.length];
    e.vec.fill(values, rows, n);
    return values;
  }

  private static Ev.Num numeric(Operator op, Ev.Num[] n, int precision, EvalState st) {
    Ev.Num a = n[0];
    Ev.Num b = n.length > 1 ? n[1] : null;
    return switch (op) {
      case ADD -> n.length == 2 ? row -> finite(a.at(row) + b.at(row)) : fold(op, n);
      case MULTIPLY -> n.length == 2 ? row -> finite(a.at(row) * b.at(row)) : fold(op, n);
      case SUBTRACT -> b == null ? row -> -a.at(row) : row -> finite(a.at(row) - b.at(row));
      case DIVIDE -> row -> divide(a.at(row), b.at(row), row, st);
      case MODULO -> row -> {
        double y = b.at(row);
        return Remainder.fmod(a.at(row), y);
      };
      case ROUND -> row -> {
        double x = a.at(row);
        return x != x ? x : finite(Rounding.halfAwayFromZero(x, precision));
      };
      case FLOOR -> row -> Math.floor(a.at(row));
      case CEIL -> row -> Math.ceil(a.at(row));
      case ABS -> row -> Math.abs(a.at(row));
      case MIN, MAX -> n.length == 1 ? a : fold(op, n);
      default -> throw new IllegalArgumentException(op.symbol());
    };
  }

  /** Variadic + * min max: null as soon as one operand is null. */
  private static Ev.Num fold(Operator op, Ev.Num[] n) {
    return row -> {
      double acc = n[0].at(row);
      for (int i = 1; i < n.length; i++) {
        double x = n[i].at(row);
        acc = switch (op) {
          case ADD -> acc + x;
          case MULTIPLY -> acc * x;
          case MIN -> x != x ? x : Math.min(acc, x);
          default -> x != x ? x : Math.max(acc, x);
        };
      }
      return finite(acc);
    };
  }

  /** NaN for infinities (x - x is NaN only for NaN and infinities). */
  static double finite(double x) {
    return x - x == 0 ? x : Double.NaN;
  }
}
