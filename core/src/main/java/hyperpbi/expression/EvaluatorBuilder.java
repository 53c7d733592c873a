package hyperpbi.expression;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.ObservedType;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a checked tree against one table into per-row closures: column arrays are captured
 * once, so evaluation does no lookups by name, no boxing and no per-row maps.
 */
final class EvaluatorBuilder {
  private final Table table;
  private final EvalState st;

  EvaluatorBuilder(Table table, EvalState st) {
    this.table = table;
    this.st = st;
  }

  Ev build(Expr e) {
    Ev ev = buildNode(e);
    return Coerce.to(ev, e.type(), st);
  }

  private Ev buildNode(Expr e) {
    if (e instanceof Expr.Field f) {
      return field(f.key());
    }
    if (e instanceof Expr.Value v) {
      return constant(v.constant(), v.type());
    }
    if (e instanceof Expr.RowValue r) {
      Object clicked = st.context.clickedRow() == null ? null
          : st.context.clickedRow().get(r.key());
      return constant(clicked, null);
    }
    if (e instanceof Expr.Case c) {
      List<Ev> conditions = new ArrayList<>();
      List<Ev> results = new ArrayList<>();
      for (Expr.Branch b : c.branches()) {
        conditions.add(build(b.when()));
        results.add(build(b.then()));
      }
      Ev otherwise = c.otherwise() == null ? null : build(c.otherwise());
      return BranchOps.choose(conditions, results, otherwise, c.type(), st);
    }
    if (e instanceof Expr.Membership m) {
      return membership(m);
    }
    return call((Expr.Call) e);
  }

  private Ev call(Expr.Call c) {
    List<Ev> args = new ArrayList<>(c.args().size());
    for (Expr a : c.args()) {
      args.add(build(a));
    }
    Operator op = c.op();
    return switch (op.group()) {
      case ARITHMETIC -> ArithmeticOps.build(op, args, c.options(), st);
      case COMPARISON -> Ev.bool(Comparison.build(op, args.get(0), args.get(1), st));
      case BOOLEAN -> BooleanOps.build(op, args, st);
      case TEXT, TEXT_PREDICATE -> TextOps.build(op, args, c.options(), st);
      case DATE_NUMBER, DATE_TIME -> DateOps.build(op, args, c.options(), st);
      case NULL_TEST -> BranchOps.nullTest(op, args.get(0));
      case BRANCHING -> op == Operator.COALESCE
          ? BranchOps.coalesce(args, c.type(), st)
          : BranchOps.choose(List.of(args.get(0)), List.of(args.get(1)),
              args.size() > 2 ? args.get(2) : null, c.type(), st);
    };
  }

  private Ev field(String key) {
    int index = table.indexOf(key);
    if (index < 0) {
      return Ev.nullConstant();
    }
    FieldMeta meta = table.fields().get(index);
    Column column = table.columns().get(index);
    if (column instanceof NumberColumn n) {
      double[] values = n.values();
      // A statically unknown field reads as what its column holds (a refined date stays a date).
      DataType type = meta.dataType().isNumeric() ? meta.dataType() : ObservedType.of(n);
      return Ev.numberColumn(type, values);
    }
    if (column instanceof TextColumn t) {
      return Ev.coded(new ColumnCodes(t));
    }
    byte[] values = ((BooleanColumn) column).values();
    return Ev.bool(row -> values[row]);
  }

  /** A text column's own dictionary codes. */
  private record ColumnCodes(TextColumn column) implements Ev.Coded {
    @Override
    public int code(int row) {
      return column.codes()[row];
    }

    @Override
    public String decode(int code) {
      return column.dictionary()[code];
    }

    @Override
    public int codeSpace() {
      return column.dictionary().length;
    }

    @Override
    public String[] dictionary() {
      return column.dictionary();
    }
  }

  /** A constant: Double (typed as the node says when numeric), String, Boolean or null. */
  private static Ev constant(Object value, DataType type) {
    if (value instanceof Double d) {
      DataType t = type != null && type.isNumeric() ? type : DataType.NUMBER;
      return Ev.constNumber(t, d);
    }
    if (value instanceof Number n) {
      return Ev.constNumber(DataType.NUMBER, n.doubleValue());
    }
    if (value instanceof String s) {
      return Ev.constText(s);
    }
    if (value instanceof Boolean b) {
      return Ev.constBool(Ev.of(b));
    }
    return Ev.nullConstant();
  }

  /** Filter {@code in}: the same typed equality as {@code =}, against each value. */
  private Ev membership(Expr.Membership m) {
    Ev subject = build(m.subject());
    List<Ev> values = new ArrayList<>();
    for (Expr.Value v : m.values()) {
      values.add(build(v));
    }
    if (subject.coded != null) {
      Memo.Probe probe = new Memo.Probe();
      Ev.Bool any = anyEqual(Ev.text(probe), values);
      return Ev.bool(Memo.bool(subject.coded, probe, any));
    }
    return Ev.bool(anyEqual(subject, values));
  }

  private Ev.Bool anyEqual(Ev subject, List<Ev> values) {
    Comparison.Ordering[] orderings = new Comparison.Ordering[values.size()];
    for (int i = 0; i < orderings.length; i++) {
      orderings[i] = Comparison.ordering(subject, values.get(i), st);
    }
    return row -> {
      for (Comparison.Ordering o : orderings) {
        if (Comparison.holds(Operator.EQ, o.at(row))) {
          return Ev.TRUE;
        }
      }
      return Ev.FALSE;
    };
  }
}
