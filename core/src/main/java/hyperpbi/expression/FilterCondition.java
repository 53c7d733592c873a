package hyperpbi.expression;

import static hyperpbi.expression.ExpressionCodes.INVALID_DATASET_DEFINITION;
import static hyperpbi.expression.ExpressionCodes.UNKNOWN_DATASET_FIELD;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldManifest;
import hyperpbi.data.FieldMeta;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import java.util.ArrayList;
import java.util.List;

/**
 * A dataset filter {@code {field, operator, value}} turned into an expression tree, so filters and
 * expressions share one implementation of the typed comparison rules ({@link Comparison}).
 * {@code in} is an internal membership node, {@code between} is {@code >= low and <= high},
 * {@code contains} is the DSL's case-insensitive {@code contains} on string forms.
 *
 * <p>Values are coerced to the field's type when they parse exactly (contract-notes §2):
 * {@code "10"} for a number field, {@code "2024-02-01"} (or an ISO date-time) for a date or
 * date-time field, {@code "true"}/{@code "false"} in any case for a Boolean field, and any scalar's
 * string form for a text field. A field of unknown type compares the value as written. null is
 * allowed: {@code = null} matches null, {@code != null} non-null, ordered comparisons never match.
 */
final class FilterCondition {
  private FilterCondition() {}

  /** The dataset filter operators' symbols, in order. */
  static List<String> operatorSymbols() {
    List<String> symbols = new ArrayList<>();
    for (Operator op : Operator.values()) {
      symbols.add(op.symbol);
    }
    return symbols;
  }

  /** The dataset filter operators. */
  enum Operator {
    EQ("="),
    NE("!="),
    GT(">"),
    GE(">="),
    LT("<"),
    LE("<="),
    CONTAINS("contains"),
    IN("in"),
    BETWEEN("between");

    private final String symbol;

    Operator(String symbol) {
      this.symbol = symbol;
    }

    static Operator fromSymbol(String s) {
      for (Operator op : values()) {
        if (op.symbol.equals(s)) {
          return op;
        }
      }
      return null;
    }

    /** The DSL operator with the same comparison (EQ to LE only). */
    hyperpbi.expression.Operator comparison() {
      return switch (this) {
        case EQ -> hyperpbi.expression.Operator.EQ;
        case NE -> hyperpbi.expression.Operator.NE;
        case GT -> hyperpbi.expression.Operator.GT;
        case GE -> hyperpbi.expression.Operator.GE;
        case LT -> hyperpbi.expression.Operator.LT;
        case LE -> hyperpbi.expression.Operator.LE;
        default -> throw new IllegalStateException(symbol);
      };
    }
  }

  /** The Boolean tree of the filter, or null after reporting errors. */
  static Expr build(String fieldKey, String operator, JsonValue value, String pointer,
      List<FieldMeta> fields, Diagnostics out) {
    boolean ok = true;
    FieldMeta field = fieldKey == null ? null : FieldManifest.of(fields).field(fieldKey);
    if (field == null) {
      out.error(UNKNOWN_DATASET_FIELD, JsonPointer.child(pointer, "field"), fieldKey == null
          ? "filter needs a field" : "filter field '" + fieldKey + "' is not in the dataset");
      ok = false;
    }
    Operator op = operator == null ? null : Operator.fromSymbol(operator);
    if (op == null) {
      out.error(INVALID_DATASET_DEFINITION, JsonPointer.child(pointer, "operator"),
          operator == null ? "filter needs an operator"
              : "unknown filter operator '" + operator + "' (use =, !=, >, >=, <, <=, contains, "
                  + "in or between)");
      ok = false;
    }
    if (!ok) {
      return null;
    }
    String valuePtr = JsonPointer.child(pointer, "value");
    if (value == null) {
      out.error(INVALID_DATASET_DEFINITION, pointer, "filter needs a value");
      return null;
    }
    Expr.Field subject = new Expr.Field(field.key(), pointer, field.dataType());
    return switch (op) {
      case IN -> membership(subject, field, value, valuePtr, pointer, out);
      case BETWEEN -> between(subject, field, value, valuePtr, pointer, out);
      case CONTAINS -> {
        Expr.Value needle = textValue(value, valuePtr, out);
        yield needle == null ? null : call(hyperpbi.expression.Operator.CONTAINS, subject, needle,
            pointer);
      }
      default -> {
        Expr.Value v = coerce(value, field, valuePtr, out);
        yield v == null ? null : call(op.comparison(), subject, v, pointer);
      }
    };
  }

  private static Expr call(hyperpbi.expression.Operator op, Expr a, Expr b, String pointer) {
    return new Expr.Call(op, List.of(a, b), Expr.CallOptions.NONE, pointer, DataType.BOOLEAN);
  }

  private static Expr membership(Expr.Field subject, FieldMeta field, JsonValue value,
      String valuePtr, String pointer, Diagnostics out) {
    if (!value.isArray()) {
      out.error(INVALID_DATASET_DEFINITION, valuePtr, "operator in needs an array value");
      return null;
    }
    JsonArray array = value.asArray();
    List<Expr.Value> values = new ArrayList<>();
    boolean ok = true;
    for (int i = 0; i < array.size(); i++) {
      Expr.Value v = coerce(array.get(i), field, JsonPointer.child(valuePtr, i), out);
      ok &= v != null;
      values.add(v);
    }
    return ok ? new Expr.Membership(subject, values, pointer, DataType.BOOLEAN) : null;
  }

  private static Expr between(Expr.Field subject, FieldMeta field, JsonValue value,
      String valuePtr, String pointer, Diagnostics out) {
    if (!value.isArray() || value.asArray().size() != 2) {
      out.error(INVALID_DATASET_DEFINITION, valuePtr,
          "operator between needs a two-element array [low, high]");
      return null;
    }
    Expr.Value low = coerce(value.asArray().get(0), field, JsonPointer.child(valuePtr, 0), out);
    Expr.Value high = coerce(value.asArray().get(1), field, JsonPointer.child(valuePtr, 1), out);
    if (low == null || high == null) {
      return null;
    }
    if (reversed(low.constant(), high.constant())) {
      // [200, 10] is not [low, high]: as written it keeps no row, and swapping would guess
      // (the interaction engine refuses such a value the same way, PayloadValues).
      out.error(INVALID_DATASET_DEFINITION, valuePtr, "operator between needs [low, high] with "
          + "low <= high; these bounds are reversed and would match nothing");
      return null;
    }
    return new Expr.Call(hyperpbi.expression.Operator.AND,
        List.of(call(hyperpbi.expression.Operator.GE, subject, low, pointer),
            call(hyperpbi.expression.Operator.LE, subject, high, pointer)),
        Expr.CallOptions.NONE, pointer, DataType.BOOLEAN);
  }

  /** Two non-null bounds of one type, the first after the second. */
  private static boolean reversed(Object low, Object high) {
    if (low instanceof Double x && high instanceof Double y) {
      return Comparison.numbers(x, y) == 1;
    }
    if (low instanceof String x && high instanceof String y) {
      return Comparison.texts(x, y) == 1;
    }
    return low instanceof Boolean x && high instanceof Boolean y && x && !y;
  }

  private static Expr.Value textValue(JsonValue value, String ptr, Diagnostics out) {
    if (!ExpressionParser.isScalar(value)) {
      out.error(INVALID_DATASET_DEFINITION, ptr, "operator contains needs a text value");
      return null;
    }
    Object c = ExpressionParser.scalar(value);
    Object text = c instanceof Double d ? CanonicalNumber.format(d)
        : c instanceof Boolean b ? b.toString() : c;
    return new Expr.Value(text, ptr, text == null ? DataType.UNKNOWN : DataType.TEXT);
  }

  /** The value as a constant of the field's type, or null after reporting why it does not fit. */
  static Expr.Value coerce(JsonValue value, FieldMeta field, String ptr, Diagnostics out) {
    if (!ExpressionParser.isScalar(value)) {
      out.error(INVALID_DATASET_DEFINITION, ptr, "filter value must be a string, number, boolean "
          + "or null here");
      return null;
    }
    Object c = ExpressionParser.scalar(value);
    if (c == null) {
      return new Expr.Value(null, ptr, DataType.UNKNOWN);
    }
    DataType type = field.dataType();
    Object coerced = switch (type) {
      case NUMBER -> c instanceof Double ? c
          : c instanceof String s && TextForms.parseNumber(s) == TextForms.parseNumber(s)
              ? TextForms.parseNumber(s) : null;
      case TEXT -> c instanceof Double d ? CanonicalNumber.format(d)
          : c instanceof Boolean b ? b.toString() : c;
      case BOOLEAN -> c instanceof Boolean ? c
          : c instanceof String s && TextForms.parseBoolean(s) >= 0
              ? TextForms.parseBoolean(s) == Ev.TRUE : null;
      case DATE, DATETIME -> c instanceof String s ? temporal(s) : null;
      default -> c;
    };
    if (coerced == null) {
      out.error(INVALID_DATASET_DEFINITION, ptr, "filter value " + value + " is not a "
          + type.json() + " like field '" + field.key() + "'");
      return null;
    }
    DataType valueType = coerced instanceof TypedTemporal t ? t.type()
        : ExpressionChecker.typeOf(coerced);
    Object constant = coerced instanceof TypedTemporal t ? (Object) t.epochMs() : coerced;
    return new Expr.Value(constant, ptr, valueType);
  }

  private record TypedTemporal(double epochMs, DataType type) {}

  /** An ISO date (a date constant) or ISO date-time (a date-time constant); else null. */
  private static TypedTemporal temporal(String s) {
    double d = TextForms.parseDate(s);
    if (d == d) {
      return new TypedTemporal(d, DataType.DATE);
    }
    double t = TextForms.parseDateTime(s);
    return t == t ? new TypedTemporal(t, DataType.DATETIME) : null;
  }
}
