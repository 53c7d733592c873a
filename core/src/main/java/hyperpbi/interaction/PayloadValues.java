package hyperpbi.interaction;

import com.eclipsesource.json.JsonValue;
import hyperpbi.data.DataType;
import hyperpbi.json.JsonValues;
import java.util.ArrayList;
import java.util.List;

/**
 * The one rule for a payload value (contract-notes §2): a value must read as the field's type
 * when it parses exactly, {@code in} needs an array, {@code between} a two-element array
 * {@code [low, high]}, and a comparison or {@code contains} a single value; anything else is
 * invalid. Preparation applies it to declared values and the engine to every gesture's values,
 * so a value is refused the same way wherever it comes from.
 */
final class PayloadValues {
  /** Operators that compare with exactly one value. */
  static final List<String> SINGLE_VALUE = List.of(">", ">=", "<", "<=", "contains");

  private PayloadValues() {}

  /**
   * One reason a value is invalid.
   *
   * @param item index of the offending array item, or -1 for the value as a whole
   */
  record Problem(int item, String message) {}

  /**
   * Why a value of {@code count} items does not fit {@code operator}, or null.
   *
   * @param array whether the value is an array (a gesture's row values count as one)
   * @param declared a definition, where {@code in} needs an array and a single-value operator
   *     takes no array at all; a gesture may send a scalar for {@code in}, or a one-item array
   */
  static String shapeProblem(String operator, boolean array, int count, boolean declared) {
    if ("between".equals(operator) && (!array || count != 2)) {
      return "operator between needs value [low, high]";
    }
    if ("in".equals(operator) && declared && !array) {
      return "operator in needs an array value";
    }
    if (SINGLE_VALUE.contains(operator) && (count > 1 || (declared && array))) {
      return "operator " + operator + " takes a single value";
    }
    return null;
  }

  /**
   * The problems of a JSON value for {@code operator} and a field of {@code type} (null type:
   * shape only). A gesture's empty value ({@code null}, blank, {@code []}) has none: it clears.
   *
   * @param what how messages name the value ("value", "interaction value", "defaultValue")
   */
  static List<Problem> problems(JsonValue value, String operator, DataType type,
      boolean declared, String what) {
    List<Problem> problems = new ArrayList<>();
    if (value == null || (!declared && Dispatcher.isEmpty(value))) {
      return problems;
    }
    List<JsonValue> items = JsonValues.list(value);
    String shape = shapeProblem(operator, value.isArray(), items.size(), declared);
    if (shape != null) {
      problems.add(new Problem(-1, what + " " + JsonValues.canonical(value) + ": " + shape));
      return problems;
    }
    for (int i = 0; type != null && i < items.size(); i++) {
      if (TypedValues.coerce(items.get(i), type) == TypedValues.INVALID) {
        problems.add(new Problem(value.isArray() ? i : -1, what + " "
            + JsonValues.canonical(items.get(i)) + " is not a " + type.json() + " value"));
      }
    }
    if (problems.isEmpty() && "between".equals(operator) && reversed(items, type)) {
      problems.add(new Problem(-1, what + " " + JsonValues.canonical(value) + ": operator "
          + "between needs value [low, high] with low <= high; these bounds are reversed and "
          + "would match nothing"));
    }
    return problems;
  }

  /**
   * Whether a between's two bounds are in the wrong order, read as the field's type (null:
   * as written). {@code [200, 10]} is not {@code [low, high]}: taken as written it sends a
   * Power BI filter matching nothing, and swapping it would guess. A value from the user is
   * refused like any other that does not fit its operator; values taken from clicked rows are
   * not a pair anyone wrote, and are ordered instead (UniversalInteraction.lowThenHigh).
   */
  private static boolean reversed(List<JsonValue> items, DataType type) {
    Object low = TypedValues.coerce(items.get(0), type == null ? DataType.UNKNOWN : type);
    Object high = TypedValues.coerce(items.get(1), type == null ? DataType.UNKNOWN : type);
    return !TypedValues.isBlank(low) && !TypedValues.isBlank(high)
        && low.getClass() == high.getClass() && RowMatcher.compare(low, high) > 0;
  }

  /**
   * Whether values clear instead of filtering: an empty value (no item, or only blank ones),
   * or a between with a blank bound (contract-notes §2, §3).
   */
  static boolean clears(String operator, List<Object> values) {
    boolean allBlank = true;
    boolean anyBlank = false;
    for (Object v : values) {
      allBlank &= TypedValues.isBlank(v);
      anyBlank |= TypedValues.isBlank(v);
    }
    return allBlank || (anyBlank && "between".equals(operator));
  }
}
