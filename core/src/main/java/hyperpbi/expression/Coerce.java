package hyperpbi.expression;

import hyperpbi.data.DataType;
import java.util.List;

/**
 * Converts a compiled node to the representation its static type promises. Needed where the
 * checker could not know the kind (fields of unknown type, null constants, branches that are
 * ignored by "all known branches agree"), and for a calculated field's declared type.
 */
final class Coerce {
  private Coerce() {}

  static Ev to(Ev e, DataType target, EvalState st) {
    if (target == null || target == DataType.UNKNOWN || e.type == target) {
      return e;
    }
    if (e.isNullConstant()) {
      return nullOf(target);
    }
    return switch (target) {
      case NUMBER -> toNumber(e);
      case DATE -> toDate(e, st);
      case DATETIME -> toDateTime(e, st);
      case TEXT -> e.constant ? Ev.constText(TextForms.of(e).at(-1)) : Ev.text(TextForms.of(e));
      case BOOLEAN -> toBoolean(e);
      default -> e;
    };
  }

  /** A typed null: what {@code {"value": null}} reads as where a type is required. */
  static Ev nullOf(DataType type) {
    return switch (type) {
      case NUMBER, DATE, DATETIME -> Ev.constNumber(type, Double.NaN);
      case TEXT -> Ev.constText(null);
      case BOOLEAN -> Ev.constBool(Ev.NULL);
      default -> Ev.nullConstant();
    };
  }

  private static Ev toNumber(Ev e) {
    if (e.num != null) {
      return e.retyped(DataType.NUMBER);
    }
    if (e.coded != null) {
      // Parse each distinct text once.
      Ev.Coded c = e.coded;
      double[] parsed = new double[c.codeSpace()];
      boolean[] done = new boolean[c.codeSpace()];
      return Ev.number(DataType.NUMBER, row -> {
        int code = c.code(row);
        if (code < 0) {
          return Double.NaN;
        }
        if (!done[code]) {
          parsed[code] = TextForms.parseNumber(c.decode(code));
          done[code] = true;
        }
        return parsed[code];
      });
    }
    if (e.isText()) {
      Ev.Text t = e.text;
      return Ev.number(DataType.NUMBER, row -> TextForms.parseNumber(t.at(row)));
    }
    return Ev.constNumber(DataType.NUMBER, Double.NaN);
  }

  private static Ev toDate(Ev e, EvalState st) {
    if (e.type == DataType.BOOLEAN) {
      return Ev.constNumber(DataType.DATE, Double.NaN);
    }
    if (e.type == DataType.NUMBER) {
      return Ev.number(DataType.DATE, e.num);
    }
    Temporal t = Temporal.of(e, st);
    return Ev.number(DataType.DATE, row -> Temporal.startOfDay(t.local(row)));
  }

  private static Ev toDateTime(Ev e, EvalState st) {
    if (e.type == DataType.BOOLEAN) {
      return Ev.constNumber(DataType.DATETIME, Double.NaN);
    }
    if (e.type == DataType.NUMBER) {
      return Ev.number(DataType.DATETIME, e.num);
    }
    Temporal t = Temporal.of(e, st);
    return Ev.number(DataType.DATETIME, t::instant);
  }

  private static Ev toBoolean(Ev e) {
    if (e.isText()) {
      Ev.Text t = e.text;
      return Ev.bool(row -> TextForms.parseBoolean(t.at(row)));
    }
    return Ev.constBool(Ev.NULL);
  }

  /**
   * The runtime representation of branches whose static type is unknown: their common kind (the
   * null constant agrees with every kind); branches of different kinds are represented by their
   * text forms ({@link BranchOps} marks such a node mixed).
   */
  static DataType unify(List<Ev> branches) {
    DataType common = null;
    for (Ev b : branches) {
      if (b.isNullConstant()) {
        continue;
      }
      common = common == null ? b.type : meet(common, b.type);
      if (common == DataType.UNKNOWN) {
        return DataType.TEXT;
      }
    }
    return common == null ? DataType.UNKNOWN : common;
  }

  /**
   * Where two branch types meet, statically and at run time: only the same type agrees. A date
   * and a date-time are different data types (contract-notes §1), so they do not, and a date is
   * never rewritten as a date-time.
   */
  static DataType meet(DataType a, DataType b) {
    return a == b ? a : DataType.UNKNOWN;
  }
}
