package hyperpbi.expression;

import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.Table;
import java.util.List;
import java.util.Set;

/**
 * A checked tree ready to evaluate. Each {@link #evaluate} compiles the tree against the given
 * table's columns (cheap: once per call, not per row), runs it over the selected rows and reports
 * at most one aggregated warning per kind to the context.
 */
final class CompiledExpression implements CheckedExpression {
  private final Expr root;
  private final DataType type;
  private final Set<String> fieldReferences;
  private final Set<String> rowValueReferences;

  CompiledExpression(Expr root, DataType type, Set<String> fieldReferences,
      Set<String> rowValueReferences) {
    this.root = root;
    this.type = type;
    this.fieldReferences = fieldReferences;
    this.rowValueReferences = rowValueReferences;
  }

  @Override
  public DataType type() {
    return type;
  }

  @Override
  public Set<String> fieldReferences() {
    return fieldReferences;
  }

  @Override
  public Set<String> rowValueReferences() {
    return rowValueReferences;
  }

  @Override
  public String plainField() {
    return root instanceof Expr.Field f ? f.key() : null;
  }

  @Override
  public ColumnArithmetic columnArithmetic() {
    return type == DataType.NUMBER ? ColumnArithmetic.of(root) : null;
  }

  @Override
  public boolean readsClock() {
    return readsClock(root);
  }

  private static boolean readsClock(Expr e) {
    if (e instanceof Expr.Call c) {
      return c.op().readsClock() || anyReadsClock(c.args());
    }
    if (e instanceof Expr.Case c) {
      for (Expr.Branch b : c.branches()) {
        if (readsClock(b.when()) || readsClock(b.then())) {
          return true;
        }
      }
      return c.otherwise() != null && readsClock(c.otherwise());
    }
    return e instanceof Expr.Membership m && readsClock(m.subject());
  }

  private static boolean anyReadsClock(List<Expr> args) {
    for (Expr arg : args) {
      if (readsClock(arg)) {
        return true;
      }
    }
    return false;
  }

  /** The checked tree (canonical keys, static types). */
  Expr root() {
    return root;
  }

  /** The same expression with its result converted to {@code newType}. */
  CompiledExpression as(DataType newType) {
    return new CompiledExpression(root, newType, fieldReferences, rowValueReferences);
  }

  @Override
  public Column evaluate(Table table, int[] rows, int count, EvaluationContext context) {
    EvalState st = new EvalState(context);
    Ev ev = new EvaluatorBuilder(table, st).build(root);
    ev = Coerce.to(ev, type, st);
    Column column = Materializer.column(ev, type, table.rowCount(), rows, count);
    st.flush();
    return column;
  }
}
