package hyperpbi.expression;

import hyperpbi.data.DataType;
import java.util.List;

/**
 * {@code and or not} with three-valued (Kleene) logic, as SQL and Power BI filters use it: false
 * and null = false, true and null = null, true or null = true, false or null = null, not null =
 * null. Where a condition decides (filters, where, if, case) null counts as not true. Operands are
 * evaluated left to right and stop once the result is decided.
 */
final class BooleanOps {
  private BooleanOps() {}

  static Ev build(Operator op, List<Ev> args, EvalState st) {
    Ev.Bool[] b = new Ev.Bool[args.size()];
    for (int i = 0; i < b.length; i++) {
      b[i] = Coerce.to(args.get(i), DataType.BOOLEAN, st).bool;
    }
    return switch (op) {
      case NOT -> {
        Ev.Bool a = b[0];
        yield Ev.bool(row -> {
          byte v = a.at(row);
          return v < 0 ? v : (byte) (1 - v);
        });
      }
      case AND -> Ev.bool(row -> {
        byte result = Ev.TRUE;
        for (Ev.Bool x : b) {
          byte v = x.at(row);
          if (v == Ev.FALSE) {
            return Ev.FALSE;
          }
          if (v < 0) {
            result = Ev.NULL;
          }
        }
        return result;
      });
      case OR -> Ev.bool(row -> {
        byte result = Ev.FALSE;
        for (Ev.Bool x : b) {
          byte v = x.at(row);
          if (v == Ev.TRUE) {
            return Ev.TRUE;
          }
          if (v < 0) {
            result = Ev.NULL;
          }
        }
        return result;
      });
      default -> throw new IllegalArgumentException(op.symbol());
    };
  }
}
