package hyperpbi.expression;

import hyperpbi.data.DataType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code if case coalesce isNull isNotNull}. A null or false condition takes the else branch; a
 * missing else is null. Branches are converted to the node's static type, or to the type they
 * share at run time when the checker could not know it ({@link Coerce#unify}). When they differ
 * in kind at run time the node is {@link Ev.Mixed}: inside another operator it reads as its
 * values' text forms (which that operator converts like any text), and as a field's value it is
 * refined from the values it produces ({@link MixedColumn}).
 */
final class BranchOps {
  private BranchOps() {}

  static Ev nullTest(Operator op, Ev arg) {
    if (arg.isNullConstant()) {
      return Ev.constBool(Ev.of(op == Operator.IS_NULL));
    }
    boolean wantNull = op == Operator.IS_NULL;
    return Ev.bool(row -> Ev.of(arg.isNullAt(row) == wantNull));
  }

  /** if/case: conditions[i] selects results[i]; otherwise (may be null) when none holds. */
  static Ev choose(List<Ev> conditions, List<Ev> results, Ev otherwise, DataType staticType,
      EvalState st) {
    List<Ev> all = new ArrayList<>(results);
    if (otherwise != null) {
      all.add(otherwise);
    }
    Ev forms = chooseAs(conditions, results, otherwise, representation(staticType, all), st);
    if (!isMixed(staticType, all)) {
      return forms;
    }
    int n = conditions.size();
    Ev.Bool[] when = new Ev.Bool[n];
    Ev[] then = results.toArray(new Ev[0]);
    for (int i = 0; i < n; i++) {
      when[i] = Coerce.to(conditions.get(i), DataType.BOOLEAN, st).bool;
    }
    return Ev.mixed(forms.text, row -> {
      for (int i = 0; i < n; i++) {
        if (when[i].at(row) == Ev.TRUE) {
          return source(then[i], row);
        }
      }
      return otherwise == null ? null : source(otherwise, row);
    });
  }

  private static Ev chooseAs(List<Ev> conditions, List<Ev> results, Ev otherwise, DataType type,
      EvalState st) {
    if (type == DataType.UNKNOWN) {
      return Ev.nullConstant();
    }
    int n = conditions.size();
    Ev.Bool[] when = new Ev.Bool[n];
    for (int i = 0; i < n; i++) {
      when[i] = Coerce.to(conditions.get(i), DataType.BOOLEAN, st).bool;
    }
    Ev[] then = new Ev[n];
    for (int i = 0; i < n; i++) {
      then[i] = Coerce.to(results.get(i), type, st);
    }
    Ev other = otherwise == null ? Coerce.nullOf(type) : Coerce.to(otherwise, type, st);
    if (type.isNumeric()) {
      Ev.Num[] t = new Ev.Num[n];
      for (int i = 0; i < n; i++) {
        t[i] = then[i].num;
      }
      Ev.Num o = other.num;
      return Ev.number(type, row -> {
        for (int i = 0; i < n; i++) {
          if (when[i].at(row) == Ev.TRUE) {
            return t[i].at(row);
          }
        }
        return o.at(row);
      });
    }
    if (type == DataType.BOOLEAN) {
      Ev.Bool[] t = new Ev.Bool[n];
      for (int i = 0; i < n; i++) {
        t[i] = then[i].bool;
      }
      Ev.Bool o = other.bool;
      return Ev.bool(row -> {
        for (int i = 0; i < n; i++) {
          if (when[i].at(row) == Ev.TRUE) {
            return t[i].at(row);
          }
        }
        return o.at(row);
      });
    }
    Ev.Text[] t = new Ev.Text[n];
    for (int i = 0; i < n; i++) {
      t[i] = then[i].text;
    }
    Ev.Text o = other.text;
    return Ev.text(row -> {
      for (int i = 0; i < n; i++) {
        if (when[i].at(row) == Ev.TRUE) {
          return t[i].at(row);
        }
      }
      return o.at(row);
    });
  }

  /** The first operand that is not null in this row. */
  static Ev coalesce(List<Ev> args, DataType staticType, EvalState st) {
    Ev forms = coalesceAs(args, representation(staticType, args), st);
    if (!isMixed(staticType, args)) {
      return forms;
    }
    Ev[] a = args.toArray(new Ev[0]);
    return Ev.mixed(forms.text, row -> {
      for (Ev arg : a) {
        Ev s = source(arg, row);
        if (s != null && !s.isNullAt(row)) {
          return s;
        }
      }
      return null;
    });
  }

  private static Ev coalesceAs(List<Ev> args, DataType type, EvalState st) {
    if (type == DataType.UNKNOWN) {
      return Ev.nullConstant();
    }
    int n = args.size();
    Ev[] e = new Ev[n];
    for (int i = 0; i < n; i++) {
      e[i] = Coerce.to(args.get(i), type, st);
    }
    if (type.isNumeric()) {
      Ev.Num[] a = new Ev.Num[n];
      for (int i = 0; i < n; i++) {
        a[i] = e[i].num;
      }
      return Ev.number(type, row -> {
        double v = Double.NaN;
        for (int i = 0; i < n && v != v; i++) {
          v = a[i].at(row);
        }
        return v;
      });
    }
    if (type == DataType.BOOLEAN) {
      Ev.Bool[] a = new Ev.Bool[n];
      for (int i = 0; i < n; i++) {
        a[i] = e[i].bool;
      }
      return Ev.bool(row -> {
        byte v = Ev.NULL;
        for (int i = 0; i < n && v < 0; i++) {
          v = a[i].at(row);
        }
        return v;
      });
    }
    Ev.Text[] a = new Ev.Text[n];
    for (int i = 0; i < n; i++) {
      a[i] = e[i].text;
    }
    return Ev.text(row -> {
      String v = null;
      for (int i = 0; i < n && v == null; i++) {
        v = a[i].at(row);
      }
      return v;
    });
  }

  /**
   * Whether a node the checker left unknown meets branches that do not agree at run time
   * ({@link Coerce#meet}; a mixed branch counts as one): the null constant agrees with every kind.
   */
  private static boolean isMixed(DataType staticType, List<Ev> branches) {
    if (staticType != null && staticType != DataType.UNKNOWN) {
      return false;
    }
    DataType common = null;
    for (Ev b : branches) {
      if (b.mixed != null) {
        return true;
      }
      if (b.isNullConstant()) {
        continue;
      }
      common = common == null ? b.type : Coerce.meet(common, b.type);
      if (common == DataType.UNKNOWN) {
        return true;
      }
    }
    return false;
  }

  /** The typed branch that gives {@code e}'s value in this row, or null for the null constant. */
  private static Ev source(Ev e, int row) {
    return e.mixed != null ? e.mixed.source(row) : e.isNullConstant() ? null : e;
  }

  private static DataType representation(DataType staticType, List<Ev> branches) {
    return staticType != null && staticType != DataType.UNKNOWN
        ? staticType : Coerce.unify(branches);
  }
}
