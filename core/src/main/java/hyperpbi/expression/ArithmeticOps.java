package hyperpbi.expression;

import hyperpbi.canonical.Rounding;
import hyperpbi.data.DataType;
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
    Ev.Num[] n = new Ev.Num[args.size()];
    for (int i = 0; i < n.length; i++) {
      n[i] = Coerce.to(args.get(i), DataType.NUMBER, st).num;
    }
    return Ev.number(DataType.NUMBER, numeric(op, n, options.precision(), st));
  }

  private static Ev.Num numeric(Operator op, Ev.Num[] n, int precision, EvalState st) {
    Ev.Num a = n[0];
    Ev.Num b = n.length > 1 ? n[1] : null;
    return switch (op) {
      case ADD -> n.length == 2 ? row -> finite(a.at(row) + b.at(row)) : fold(op, n);
      case MULTIPLY -> n.length == 2 ? row -> finite(a.at(row) * b.at(row)) : fold(op, n);
      case SUBTRACT -> b == null ? row -> -a.at(row) : row -> finite(a.at(row) - b.at(row));
      case DIVIDE -> row -> {
        double x = a.at(row);
        double y = b.at(row);
        if (x != x || y != y) {
          return Double.NaN;
        }
        if (y == 0) {
          st.divisionByZero(row);
          return Double.NaN;
        }
        return finite(x / y);
      };
      case MODULO -> row -> {
        double y = b.at(row);
        return y == 0 ? Double.NaN : a.at(row) % y;
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
