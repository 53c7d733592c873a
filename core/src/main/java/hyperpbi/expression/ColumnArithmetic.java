package hyperpbi.expression;

import hyperpbi.data.DataType;

/**
 * An expression that is {@code field + field}, {@code field - field} or {@code field * field}
 * over two number fields: the shape a fused dataset pass computes inline per row. Its value is
 * {@link #apply}, the rule every other evaluation path uses for these operators (a null operand
 * gives null; an infinity gives null). None of these can warn.
 */
public record ColumnArithmetic(int op, String left, String right) {
  public static final int ADD = 0;
  public static final int SUBTRACT = 1;
  public static final int MULTIPLY = 2;

  /** The value of {@code x op y} for one row. */
  public static double apply(int op, double x, double y) {
    double v = op == ADD ? x + y : op == SUBTRACT ? x - y : x * y;
    return ArithmeticOps.finite(v);
  }

  /** The shape of a checked tree, or null when it is anything else. */
  static ColumnArithmetic of(Expr root) {
    if (!(root instanceof Expr.Call call) || call.args().size() != 2
        || !(call.args().get(0) instanceof Expr.Field left && isNumber(left))
        || !(call.args().get(1) instanceof Expr.Field right && isNumber(right))) {
      return null;
    }
    int op = switch (call.op()) {
      case ADD -> ADD;
      case SUBTRACT -> SUBTRACT;
      case MULTIPLY -> MULTIPLY;
      default -> -1;
    };
    return op < 0 ? null : new ColumnArithmetic(op, left.key(), right.key());
  }

  private static boolean isNumber(Expr.Field field) {
    return field.type() == DataType.NUMBER;
  }
}
