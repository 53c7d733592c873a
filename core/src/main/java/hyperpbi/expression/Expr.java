package hyperpbi.expression;

import hyperpbi.data.DataType;
import java.util.List;

/**
 * The typed expression tree. {@link ExpressionParser} builds it from every JSON argument form with
 * {@code type} null; {@link ExpressionChecker} returns a copy with canonical field keys and static
 * types filled in. Every node keeps the JSON pointer of the object it came from, for diagnostics.
 * There is no node for property access, assignment, loops or calls: the tree can only compute.
 */
public sealed interface Expr
    permits Expr.Field, Expr.Value, Expr.RowValue, Expr.Call, Expr.Case, Expr.Membership {

  String pointer();

  /** Static type, or null before checking. UNKNOWN means "any kind, decided by the data". */
  DataType type();

  /** {@code {"field": key}}: the value of a field in the current row. */
  record Field(String key, String pointer, DataType type) implements Expr {}

  /**
   * {@code {"value": v}}: a constant. {@code constant} is a Double (numbers; epoch ms for
   * date/date-time constants made by filter coercion), String, Boolean, or null.
   */
  record Value(Object constant, String pointer, DataType type) implements Expr {}

  /** {@code {"valueFromRow": key}}: a field of the clicked-row context, else null. */
  record RowValue(String key, String pointer, DataType type) implements Expr {}

  /**
   * An operator applied to positional operands. Named argument forms are normalized to this order:
   * {@code left, right}; {@code condition, then, else}; {@code start, end}; {@code date, amount};
   * {@code text, search, replacement}.
   */
  record Call(Operator op, List<Expr> args, CallOptions options, String pointer, DataType type)
      implements Expr {
    public Call {
      args = List.copyOf(args);
    }

    public Expr arg(int i) {
      return args.get(i);
    }
  }

  /** {@code case}: the first branch whose condition is true, else {@code otherwise} (may be null). */
  record Case(List<Branch> branches, Expr otherwise, String pointer, DataType type) implements Expr {
    public Case {
      branches = List.copyOf(branches);
    }
  }

  /** One {@code {"when": ..., "then": ...}} entry of a {@code case}. */
  record Branch(Expr when, Expr then) {}

  /**
   * Internal node for dataset filter {@code in}: true when {@code subject = value} for any value,
   * with the same typed equality as {@code =}. Not reachable from the JSON DSL.
   */
  record Membership(Expr subject, List<Value> values, String pointer, DataType type)
      implements Expr {
    public Membership {
      values = List.copyOf(values);
    }
  }

  /**
   * Constant options of some operators: the date {@code unit} of dateAdd/dateDiff, the
   * {@code separator} of concat, the {@code precision} (decimal digits) of round.
   */
  record CallOptions(DateUnit unit, String separator, int precision) {
    public static final CallOptions NONE = new CallOptions(DateUnit.DAY, "", 0);
  }
}
