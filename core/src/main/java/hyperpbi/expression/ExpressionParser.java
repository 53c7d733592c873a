package hyperpbi.expression;

import static hyperpbi.expression.ExpressionCodes.EXPRESSION_TOO_DEEP;
import static hyperpbi.expression.ExpressionCodes.EXPRESSION_TOO_LARGE;
import static hyperpbi.expression.ExpressionCodes.INVALID_ARGUMENT_COUNT;
import static hyperpbi.expression.ExpressionCodes.INVALID_EXPRESSION;
import static hyperpbi.expression.ExpressionCodes.UNKNOWN_OPERATOR;
import static hyperpbi.expression.ExpressionCodes.UNKNOWN_PROPERTY;
import static hyperpbi.expression.ExpressionCodes.UNSUPPORTED_DATE_UNIT;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.canonical.Whitespace;
import hyperpbi.data.DataType;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.diagnostic.JsonPointer;
import hyperpbi.json.JsonNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * JSON to {@link Expr}: validates the shape of every node and normalizes the argument forms
 * ({@code args}; {@code left}/{@code right} for the first and second operand of every operator
 * with operands; {@code condition}/{@code then}/{@code else},
 * {@code cases}/{@code else}, {@code date}/{@code amount}/{@code unit}, {@code start}/{@code end}/
 * {@code unit}, {@code separator}, {@code replacement}, {@code precision}) to positional operands.
 * Field references are resolved and types inferred later by {@link ExpressionChecker}.
 */
final class ExpressionParser {
  private static final Set<String> LEAVES = Set.copyOf(ExpressionVocabulary.LEAVES);

  private final Diagnostics out;
  private int nodes;
  private boolean failed;
  private boolean tooDeep;
  private boolean tooLarge;

  private ExpressionParser(Diagnostics out) {
    this.out = out;
  }

  /**
   * The parsed tree, or null when {@code out} received an error for it other than
   * {@code UNKNOWN_OPERATOR} (such a node is the null constant).
   */
  static Expr parse(JsonValue json, String pointer, Diagnostics out) {
    ExpressionParser parser = new ExpressionParser(out);
    Expr root = parser.node(json, pointer, 1);
    if (parser.tooLarge) {
      out.error(EXPRESSION_TOO_LARGE, pointer, "expression has more than "
          + ExpressionLimits.MAX_NODES + " nodes");
      return null;
    }
    return parser.failed ? null : root;
  }

  private void error(String code, String pointer, String message) {
    failed = true;
    out.error(code, pointer, message);
  }

  private Expr node(JsonValue json, String ptr, int depth) {
    if (depth > ExpressionLimits.MAX_DEPTH) {
      if (!tooDeep) {
        error(EXPRESSION_TOO_DEEP, ptr, "expression is nested deeper than "
            + ExpressionLimits.MAX_DEPTH + " levels");
      }
      tooDeep = true;
      failed = true;
      return null;
    }
    if (++nodes > ExpressionLimits.MAX_NODES) {
      tooLarge = true;
      failed = true;
      return null;
    }
    if (json == null) {
      error(INVALID_EXPRESSION, ptr, "expression is missing");
      return null;
    }
    if (!json.isObject()) {
      error(INVALID_EXPRESSION, ptr, "expected an expression object such as {\"field\": ...}, "
          + "{\"value\": ...} or {\"op\": ...}, found " + jsonKind(json));
      return null;
    }
    JsonObject obj = json.asObject();
    if (obj.get("op") != null) {
      return call(obj, ptr, depth);
    }
    return leaf(obj, ptr);
  }

  private Expr leaf(JsonObject obj, String ptr) {
    String leafName = null;
    for (String name : obj.names()) {
      if (LEAVES.contains(name)) {
        if (leafName != null) {
          error(INVALID_EXPRESSION, ptr, "an expression leaf has exactly one of field, value, "
              + "valueFromRow; found " + leafName + " and " + name);
          return null;
        }
        leafName = name;
      }
    }
    if (leafName == null) {
      error(INVALID_EXPRESSION, ptr, "an expression needs op, field, value or valueFromRow");
      return null;
    }
    boolean ok = true;
    for (String name : obj.names()) {
      if (!name.equals(leafName)) {
        error(UNKNOWN_PROPERTY, JsonPointer.child(ptr, name), "unknown property '" + name
            + "' in a " + leafName + " leaf");
        ok = false;
      }
    }
    JsonValue v = obj.get(leafName);
    String vptr = JsonPointer.child(ptr, leafName);
    if (leafName.equals("value")) {
      if (!isScalar(v)) {
        error(INVALID_EXPRESSION, vptr, "value must be a string, number, boolean or null");
        return null;
      }
      return ok ? new Expr.Value(scalar(v), ptr, null) : null;
    }
    if (!v.isString() || Whitespace.isBlank(v.asString())) {
      error(INVALID_EXPRESSION, vptr, leafName + " must be a nonblank field key");
      return null;
    }
    if (!ok) {
      return null;
    }
    return leafName.equals("field")
        ? new Expr.Field(v.asString(), ptr, null)
        : new Expr.RowValue(v.asString(), ptr, null);
  }

  /** One operand JSON value with its pointer, before parsing. */
  private record Operand(JsonValue json, String pointer, boolean bareTextAllowed) {}

  private Expr call(JsonObject obj, String ptr, int depth) {
    JsonValue opValue = obj.get("op");
    String opPtr = JsonPointer.child(ptr, "op");
    if (!opValue.isString()) {
      error(INVALID_EXPRESSION, opPtr, "op must be a string");
      return null;
    }
    Operator op = Operator.fromSymbol(opValue.asString());
    if (op == null) {
      // Reported but not a failure: calculations-dsl.txt has unknown operators "return validation
      // errors (and evaluate to null if reached)", so the rest of the expression still runs.
      out.error(UNKNOWN_OPERATOR, opPtr, "unknown operator '" + opValue.asString() + "'");
      return new Expr.Value(null, ptr, DataType.UNKNOWN);
    }
    if (!knownProperties(obj, op, ptr)) {
      return null;
    }
    if (op == Operator.CASE) {
      return caseNode(obj, ptr, depth);
    }
    List<Operand> operands = operands(obj, op, ptr);
    if (operands == null) {
      return null;
    }
    Expr.CallOptions options = options(obj, op, ptr, operands);
    if (options == null) {
      return null;
    }
    if (!op.acceptsArgCount(operands.size())) {
      error(INVALID_ARGUMENT_COUNT, ptr, arityMessage(op, operands.size()));
      return null;
    }
    List<Expr> args = new ArrayList<>(operands.size());
    boolean ok = true;
    for (Operand o : operands) {
      Expr e = o.bareTextAllowed() && isScalar(o.json()) && !o.json().isNull()
          ? bareLiteral(o)
          : node(o.json(), o.pointer(), depth + 1);
      ok &= e != null;
      args.add(e);
    }
    return ok ? new Expr.Call(op, args, options, ptr, null) : null;
  }

  private Expr bareLiteral(Operand o) {
    if (++nodes > ExpressionLimits.MAX_NODES) {
      tooLarge = true;
      failed = true;
      return null;
    }
    return new Expr.Value(scalar(o.json()), o.pointer(), null);
  }

  private static String arityMessage(Operator op, int got) {
    String expected;
    if (op.maxArgs() < 0) {
      expected = "at least " + op.minArgs();
    } else if (op.minArgs() == op.maxArgs()) {
      expected = Integer.toString(op.minArgs());
    } else {
      expected = op.minArgs() + " to " + op.maxArgs();
    }
    boolean one = op.maxArgs() == 1 || (op.maxArgs() < 0 && op.minArgs() == 1);
    return "operator '" + op.symbol() + "' takes " + expected + " operand" + (one ? "" : "s")
        + ", got " + got;
  }

  /** Reports properties the operator does not take; true when there are none. */
  private boolean knownProperties(JsonObject obj, Operator op, String ptr) {
    boolean ok = true;
    for (String name : obj.names()) {
      if (!allowed(op, name)) {
        error(UNKNOWN_PROPERTY, JsonPointer.child(ptr, name), "operator '" + op.symbol()
            + "' does not take property '" + name + "'");
        ok = false;
      }
    }
    return ok;
  }

  private static boolean allowed(Operator op, String name) {
    return callProperties(op).contains(name);
  }

  /**
   * Every property a call of {@code op} takes: {@code op}, then {@code cases} and {@code else}
   * for case, else {@code args}, the named operand positions ({@link #slots}) and the options
   * (unit, separator, replacement, precision) — the call's JSON shape.
   */
  static List<String> callProperties(Operator op) {
    List<String> names = new ArrayList<>();
    names.add("op");
    if (op == Operator.CASE) {
      names.add("cases");
      names.add("else");
      return names;
    }
    names.add("args");
    for (List<String> slot : slots(op)) {
      names.addAll(slot);
    }
    switch (op) {
      case DATE_DIFF, DATE_ADD -> names.add("unit");
      case CONCAT -> names.add("separator");
      case REPLACE -> names.add("replacement");
      case ROUND -> names.add("precision");
      default -> { }
    }
    return names;
  }

  /** The operand positions of {@code op}: per position, the names it may be given as. */
  static List<List<String>> operandNames(Operator op) {
    return slots(op);
  }

  /**
   * The property names each positional operand may be given as, outside {@code args}: the
   * operator's named form first, then the conventional {@code left} (first operand) and
   * {@code right} (second), which every operator with operands accepts (calculations-dsl.txt:
   * "Operators accept args or conventional properties such as left/right").
   */
  private static List<List<String>> slots(Operator op) {
    if (op == Operator.CASE || op.maxArgs() == 0) {
      return List.of();
    }
    return switch (op) {
      case IF -> List.of(List.of("condition", "left"), List.of("then", "right"), List.of("else"));
      case DATE_DIFF -> List.of(List.of("start", "left"), List.of("end", "right"));
      case DATE_ADD -> List.of(List.of("date", "left"), List.of("amount", "right"));
      case YEAR, QUARTER, MONTH, WEEK, DAY -> List.of(List.of("date", "left"), List.of("right"));
      default -> List.of(List.of("left"), List.of("right"));
    };
  }

  /** How a message names an operand position: its first name, with the alternative. */
  private static String slotLabel(List<String> slot) {
    return slot.size() == 1 ? slot.get(0) : slot.get(0) + " (or " + slot.get(1) + ")";
  }

  /** The positional operands of a non-case call, or null after an error. */
  private List<Operand> operands(JsonObject obj, Operator op, String ptr) {
    List<List<String>> slots = slots(op);
    // Per position, the one name it is given as (null when absent); two names for one
    // position would be two values for one operand.
    List<String> given = new ArrayList<>();
    List<String> present = new ArrayList<>();
    for (List<String> slot : slots) {
      String name = null;
      for (String candidate : slot) {
        if (obj.get(candidate) == null) {
          continue;
        }
        present.add(candidate);
        if (name != null) {
          error(INVALID_EXPRESSION, ptr, "operator '" + op.symbol() + "' is given its "
              + ordinal(given.size()) + " operand twice, as " + name + " and as " + candidate
              + ": use one");
          return null;
        }
        name = candidate;
      }
      given.add(name);
    }
    JsonValue args = obj.get("args");
    List<Operand> operands = new ArrayList<>();
    if (args != null) {
      if (!present.isEmpty()) {
        error(INVALID_EXPRESSION, ptr, "use either args or " + String.join("/", present)
            + ", not both");
        return null;
      }
      if (!args.isArray()) {
        error(INVALID_EXPRESSION, JsonPointer.child(ptr, "args"), "args must be an array");
        return null;
      }
      JsonArray array = args.asArray();
      String argsPtr = JsonPointer.child(ptr, "args");
      for (int i = 0; i < array.size(); i++) {
        operands.add(new Operand(array.get(i), JsonPointer.child(argsPtr, i), false));
      }
      return trailingOptionOperands(obj, op, ptr, operands);
    }
    if (present.isEmpty()) {
      return operands;
    }
    // Named form: the operands are positional, so none may be missing before the last one
    // given or before the operator's minimum count.
    int last = 0;
    for (int i = 0; i < given.size(); i++) {
      if (given.get(i) != null) {
        last = i + 1;
      }
    }
    int required = Math.max(last, Math.min(op.minArgs(), slots.size()));
    for (int i = 0; i < required; i++) {
      String name = given.get(i);
      if (name == null) {
        List<String> labels = new ArrayList<>();
        for (List<String> slot : slots.subList(0, required)) {
          labels.add(slotLabel(slot));
        }
        error(INVALID_EXPRESSION, ptr, "operator '" + op.symbol() + "' needs "
            + String.join(" and ", labels) + "; " + slotLabel(slots.get(i)) + " is missing");
        return null;
      }
      operands.add(new Operand(obj.get(name), JsonPointer.child(ptr, name), false));
    }
    return trailingOptionOperands(obj, op, ptr, operands);
  }

  private static String ordinal(int index) {
    return switch (index) {
      case 0 -> "first";
      case 1 -> "second";
      default -> "third";
    };
  }

  /**
   * replace's third operand may be the {@code replacement} property (a bare string is a literal
   * there, as it is for the other constant-like properties).
   */
  private List<Operand> trailingOptionOperands(JsonObject obj, Operator op, String ptr,
      List<Operand> operands) {
    if (op == Operator.REPLACE && obj.get("replacement") != null) {
      if (operands.size() != 2) {
        error(INVALID_EXPRESSION, JsonPointer.child(ptr, "replacement"), "replacement is given "
            + "both as the third operand and as a property");
        return null;
      }
      operands.add(new Operand(obj.get("replacement"), JsonPointer.child(ptr, "replacement"),
          true));
    }
    return operands;
  }

  /**
   * Reads the constant options and removes option operands given positionally ({@code args} of
   * round: [x, precision]; of dateAdd/dateDiff: [a, b, unit]). Returns null after an error.
   */
  private Expr.CallOptions options(JsonObject obj, Operator op, String ptr,
      List<Operand> operands) {
    DateUnit unit = DateUnit.DAY;
    String separator = "";
    int precision = 0;
    if (op == Operator.DATE_ADD || op == Operator.DATE_DIFF) {
      JsonValue unitJson = obj.get("unit");
      String unitPtr = JsonPointer.child(ptr, "unit");
      if (operands.size() == 3 && obj.get("args") != null) {
        Operand third = operands.remove(2);
        if (unitJson != null) {
          error(INVALID_EXPRESSION, unitPtr, "unit is given both in args and as a property");
          return null;
        }
        unitJson = third.json();
        unitPtr = third.pointer();
      }
      if (unitJson != null) {
        unit = unit(op, unitJson, unitPtr);
        if (unit == null) {
          return null;
        }
      }
    } else if (op == Operator.ROUND) {
      JsonValue p = obj.get("precision");
      String pPtr = JsonPointer.child(ptr, "precision");
      if (operands.size() == 2 && obj.get("args") != null) {
        Operand second = operands.remove(1);
        if (p != null) {
          error(INVALID_EXPRESSION, pPtr, "precision is given both in args and as a property");
          return null;
        }
        p = second.json();
        pPtr = second.pointer();
      }
      if (p != null) {
        Object c = constant(p);
        double d = c instanceof Double x ? x : Double.NaN;
        if (d != Math.floor(d) || d < -15 || d > 15) {
          error(INVALID_EXPRESSION, pPtr, "precision must be an integer constant from -15 to 15");
          return null;
        }
        precision = (int) d;
      }
    } else if (op == Operator.CONCAT && obj.get("separator") != null) {
      Object c = constant(obj.get("separator"));
      if (!(c instanceof String s)) {
        error(INVALID_EXPRESSION, JsonPointer.child(ptr, "separator"),
            "separator must be a text constant");
        return null;
      }
      separator = s;
    }
    return new Expr.CallOptions(unit, separator, precision);
  }

  private DateUnit unit(Operator op, JsonValue json, String ptr) {
    Object c = constant(json);
    if (!(c instanceof String name)) {
      error(INVALID_EXPRESSION, ptr, "unit must be a text constant such as \"day\"");
      return null;
    }
    DateUnit unit = DateUnit.fromName(name);
    if (unit == null || (op == Operator.DATE_ADD && unit == DateUnit.HOUR)) {
      String supported = op == Operator.DATE_ADD ? "year, month and day" : "hour, day, month and year";
      out.warning(UNSUPPORTED_DATE_UNIT, ptr, op.symbol() + " supports " + supported
          + "; unit '" + name + "' is treated as days");
      return DateUnit.DAY;
    }
    return unit;
  }

  private Expr caseNode(JsonObject obj, String ptr, int depth) {
    JsonValue cases = obj.get("cases");
    String casesPtr = JsonPointer.child(ptr, "cases");
    if (cases == null || !cases.isArray() || cases.asArray().isEmpty()) {
      error(INVALID_EXPRESSION, cases == null ? ptr : casesPtr,
          "case needs a nonempty cases array of {when, then}");
      return null;
    }
    List<Expr.Branch> branches = new ArrayList<>();
    boolean ok = true;
    JsonArray array = cases.asArray();
    for (int i = 0; i < array.size(); i++) {
      String bPtr = JsonPointer.child(casesPtr, i);
      JsonValue b = array.get(i);
      if (!b.isObject()) {
        error(INVALID_EXPRESSION, bPtr, "each case is an object {when, then}");
        ok = false;
        continue;
      }
      JsonObject bo = b.asObject();
      for (String name : bo.names()) {
        if (!name.equals("when") && !name.equals("then")) {
          error(UNKNOWN_PROPERTY, JsonPointer.child(bPtr, name), "a case takes only when and "
              + "then, not '" + name + "'");
          ok = false;
        }
      }
      if (bo.get("when") == null || bo.get("then") == null) {
        error(INVALID_EXPRESSION, bPtr, "each case needs both when and then");
        ok = false;
        continue;
      }
      Expr when = node(bo.get("when"), JsonPointer.child(bPtr, "when"), depth + 1);
      Expr then = node(bo.get("then"), JsonPointer.child(bPtr, "then"), depth + 1);
      ok &= when != null && then != null;
      branches.add(new Expr.Branch(when, then));
    }
    Expr otherwise = null;
    if (obj.get("else") != null) {
      otherwise = node(obj.get("else"), JsonPointer.child(ptr, "else"), depth + 1);
      ok &= otherwise != null;
    }
    return ok ? new Expr.Case(branches, otherwise, ptr, null) : null;
  }

  /** A constant option: a bare scalar or a {@code {"value": scalar}} leaf; else a marker. */
  private static Object constant(JsonValue json) {
    if (isScalar(json)) {
      return scalar(json);
    }
    if (json.isObject() && json.asObject().size() == 1 && isScalar(json.asObject().get("value"))) {
      return scalar(json.asObject().get("value"));
    }
    return NOT_CONSTANT;
  }

  private static final Object NOT_CONSTANT = new Object();

  static boolean isScalar(JsonValue v) {
    return v != null && (v.isString() || v.isNumber() || v.isBoolean() || v.isNull());
  }

  /** Double, String, Boolean or null for a scalar JSON value. */
  static Object scalar(JsonValue v) {
    if (v.isString()) {
      return v.asString();
    }
    if (v.isNumber()) {
      return JsonNumbers.value(v);
    }
    if (v.isBoolean()) {
      return v.asBoolean();
    }
    return null;
  }

  static String jsonKind(JsonValue v) {
    if (v.isArray()) {
      return "an array";
    }
    if (v.isString()) {
      return "a string (write {\"value\": ...} for a constant or {\"field\": ...} for a field)";
    }
    if (v.isNumber() || v.isBoolean() || v.isNull()) {
      return v + " (write {\"value\": " + v + "} for a constant)";
    }
    return "an object";
  }
}
