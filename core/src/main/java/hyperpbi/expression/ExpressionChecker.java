package hyperpbi.expression;

import static hyperpbi.expression.ExpressionCodes.INVALID_ARGUMENT_TYPE;
import static hyperpbi.expression.ExpressionCodes.INVALID_DATE;
import static hyperpbi.expression.ExpressionCodes.UNKNOWN_FIELD;

import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.DidYouMean;
import hyperpbi.diagnostic.Diagnostics;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one checker every caller goes through: resolves field and valueFromRow references to
 * canonical keys, checks operand types where the contract implies them, and infers static types
 * exactly as contract-notes §1 lists them:
 * arithmetic, rounding, date parts and dateDiff → number; comparisons, Boolean operators, string
 * predicates and null tests → boolean; concat/lower/upper/trim/replace → text;
 * today/now/dateAdd → datetime; coalesce/if/case keep a type only when all known branches agree
 * (else unknown, refined at run time from the values the node produces).
 */
final class ExpressionChecker {
  private final FieldManifest fields;
  private final Diagnostics out;
  private final Set<String> fieldRefs = new LinkedHashSet<>();
  private final Set<String> rowRefs = new LinkedHashSet<>();
  private boolean failed;

  private ExpressionChecker(List<FieldMeta> fields, Diagnostics out) {
    this.fields = FieldManifest.of(fields);
    this.out = out;
  }

  /** A checked tree with its references. */
  record Result(Expr root, Set<String> fieldReferences, Set<String> rowValueReferences) {}

  /** The typed copy of {@code root}, or null when {@code out} received an error. */
  static Result check(Expr root, List<FieldMeta> fields, Diagnostics out) {
    ExpressionChecker checker = new ExpressionChecker(fields, out);
    Expr typed = checker.typed(root);
    if (checker.failed || typed == null) {
      return null;
    }
    return new Result(typed, Collections.unmodifiableSet(checker.fieldRefs),
        Collections.unmodifiableSet(checker.rowRefs));
  }

  private Expr typed(Expr e) {
    if (e instanceof Expr.Field f) {
      FieldMeta meta = resolve(f.key(), f.pointer(), "field");
      if (meta == null) {
        return null;
      }
      fieldRefs.add(meta.key());
      return new Expr.Field(meta.key(), f.pointer(), meta.dataType());
    }
    if (e instanceof Expr.RowValue r) {
      FieldMeta meta = fields.field(r.key());
      if (meta == null) {
        // calculations-dsl.txt: valueFromRow "reads a known field from the clicked-row context
        // and otherwise returns null" — said, but not an error.
        out.warning(UNKNOWN_FIELD, r.pointer(), "valueFromRow '" + r.key() + "' is not a known "
            + "field, so it reads null" + DidYouMean.suggest(r.key(), fields.names().keySet()));
        return new Expr.Value(null, r.pointer(), DataType.UNKNOWN);
      }
      rowRefs.add(meta.key());
      return new Expr.RowValue(meta.key(), r.pointer(), meta.dataType());
    }
    if (e instanceof Expr.Value v) {
      return v.type() != null ? v : new Expr.Value(v.constant(), v.pointer(), typeOf(v.constant()));
    }
    if (e instanceof Expr.Case c) {
      return caseNode(c);
    }
    if (e instanceof Expr.Membership m) {
      Expr subject = typed(m.subject());
      List<Expr.Value> values = new ArrayList<>();
      for (Expr.Value v : m.values()) {
        values.add((Expr.Value) typed(v));
      }
      return subject == null ? null
          : new Expr.Membership(subject, values, m.pointer(), DataType.BOOLEAN);
    }
    return call((Expr.Call) e);
  }

  private FieldMeta resolve(String key, String pointer, String leaf) {
    FieldMeta meta = fields.field(key);
    if (meta == null) {
      failed = true;
      out.error(UNKNOWN_FIELD, pointer, leaf + " '" + key + "' is not a known field"
          + DidYouMean.suggest(key, fields.names().keySet()));
    }
    return meta;
  }

  static DataType typeOf(Object constant) {
    if (constant instanceof Double) {
      return DataType.NUMBER;
    }
    if (constant instanceof String) {
      return DataType.TEXT;
    }
    if (constant instanceof Boolean) {
      return DataType.BOOLEAN;
    }
    return DataType.UNKNOWN;
  }

  private Expr call(Expr.Call c) {
    List<Expr> args = new ArrayList<>(c.args().size());
    boolean ok = true;
    for (Expr a : c.args()) {
      Expr t = typed(a);
      ok &= t != null;
      args.add(t);
    }
    if (!ok) {
      return null;
    }
    Operator op = c.op();
    DataType type = switch (op.group()) {
      case ARITHMETIC -> {
        for (Expr a : args) {
          require(op, a, "a number", DataType.NUMBER);
        }
        yield DataType.NUMBER;
      }
      case COMPARISON, TEXT_PREDICATE, NULL_TEST -> DataType.BOOLEAN;
      case BOOLEAN -> {
        for (Expr a : args) {
          require(op, a, "a boolean", DataType.BOOLEAN);
        }
        yield DataType.BOOLEAN;
      }
      case TEXT -> DataType.TEXT;
      case DATE_NUMBER -> {
        for (int i = 0; i < args.size(); i++) {
          args.set(i, dateOperand(op, args.get(i)));
        }
        yield DataType.NUMBER;
      }
      case DATE_TIME -> {
        if (op == Operator.DATE_ADD) {
          args.set(0, dateOperand(op, args.get(0)));
          require(op, args.get(1), "a number (the amount)", DataType.NUMBER);
        }
        yield DataType.DATETIME;
      }
      case BRANCHING -> branchType(op, args);
    };
    return new Expr.Call(op, args, c.options(), c.pointer(), type);
  }

  private DataType branchType(Operator op, List<Expr> args) {
    if (op == Operator.IF) {
      require(op, args.get(0), "a boolean condition", DataType.BOOLEAN);
      return agree(args.subList(1, args.size()));
    }
    return agree(args);
  }

  private Expr caseNode(Expr.Case c) {
    List<Expr.Branch> branches = new ArrayList<>();
    List<Expr> results = new ArrayList<>();
    boolean ok = true;
    for (Expr.Branch b : c.branches()) {
      Expr when = typed(b.when());
      Expr then = typed(b.then());
      if (when == null || then == null) {
        ok = false;
        continue;
      }
      require(Operator.CASE, when, "a boolean condition", DataType.BOOLEAN);
      branches.add(new Expr.Branch(when, then));
      results.add(then);
    }
    Expr otherwise = null;
    if (c.otherwise() != null) {
      otherwise = typed(c.otherwise());
      ok &= otherwise != null;
      results.add(otherwise);
    }
    return ok ? new Expr.Case(branches, otherwise, c.pointer(), agree(results)) : null;
  }

  /**
   * The common type of the branches whose type is known, or UNKNOWN when they disagree
   * ({@link Coerce#meet}, the run-time rule too: a date and a date-time disagree).
   */
  static DataType agree(List<Expr> branches) {
    DataType common = null;
    for (Expr b : branches) {
      DataType t = b.type();
      if (t == DataType.UNKNOWN) {
        continue;
      }
      common = common == null ? t : Coerce.meet(common, t);
      if (common == DataType.UNKNOWN) {
        return DataType.UNKNOWN;
      }
    }
    return common == null ? DataType.UNKNOWN : common;
  }

  private void require(Operator op, Expr arg, String what, DataType allowed) {
    DataType t = arg.type();
    if (t != allowed && t != DataType.UNKNOWN) {
      failed = true;
      out.error(INVALID_ARGUMENT_TYPE, arg.pointer(), "operator '" + op.symbol() + "' needs "
          + what + " here, not " + t.json() + hint(op, t));
    }
  }

  /**
   * Date operands: dates, date-times, or text holding ISO dates (parsed per row). A number or a
   * Boolean is not a valid date: calculations-dsl.txt has invalid dates return null with a
   * warning, so it is the {@code INVALID_DATE} warning at the operand and reads as null.
   */
  private Expr dateOperand(Operator op, Expr arg) {
    DataType t = arg.type();
    if (t != DataType.NUMBER && t != DataType.BOOLEAN) {
      return arg;
    }
    out.warning(INVALID_DATE, arg.pointer(), "operator '" + op.symbol() + "' needs a date, a "
        + "date-time or ISO date text here, not " + t.json() + "; the value is null");
    return new Expr.Value(null, arg.pointer(), DataType.UNKNOWN);
  }

  private static String hint(Operator op, DataType t) {
    if (op.group() == Operator.Group.ARITHMETIC && t.isTemporal()) {
      return " (use dateAdd or dateDiff for dates)";
    }
    return "";
  }
}
