package hyperpbi.interaction;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.data.Column;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import java.util.List;
import java.util.Locale;

/**
 * Row predicates of the interaction engine, typed as in contract-notes §2: numbers numerically,
 * dates chronologically, text exactly (contains ignores case), {@code =} with null true only
 * against null, {@code !=} the exact negation of {@code =}, ordered comparisons with a null
 * operand false. Values must already be coerced to the field's type ({@link TypedValues}).
 */
final class RowMatcher {
  private RowMatcher() {}

  /** Rows of {@code domain} (every row when null) whose {@code fields} equal row {@code r}'s. */
  static int[] samePoint(Table table, List<String> fields, int[] domain, int r) {
    int n = domain == null ? table.rowCount() : domain.length;
    int[] out = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int row = domain == null ? i : domain[i];
      boolean same = true;
      for (String f : fields) {
        Column c = table.column(f);
        if (c != null && !sameCell(c, row, r)) {
          same = false;
          break;
        }
      }
      if (same) {
        out[count++] = row;
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }

  private static boolean sameCell(Column c, int a, int b) {
    if (c instanceof TextColumn t) {
      return t.codes()[a] == t.codes()[b];
    }
    return java.util.Objects.equals(TypedValues.cell(c, a), TypedValues.cell(c, b));
  }

  /** Rows of {@code domain} (every row when null) for which {@code field op values} holds. */
  static int[] matching(Table table, String field, String operator, List<Object> values,
      int[] domain) {
    Column c = table.column(field);
    int n = domain == null ? table.rowCount() : domain.length;
    int[] out = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int row = domain == null ? i : domain[i];
      if (c != null && test(TypedValues.cell(c, row), operator, values)) {
        out[count++] = row;
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }

  static boolean test(Object cell, String operator, List<Object> values) {
    return switch (operator) {
      case "=", "in" -> anyEqual(cell, values);
      case "!=" -> !anyEqual(cell, values);
      case "contains" -> !values.isEmpty() && contains(cell, values.get(0));
      case "between" -> values.size() == 2 && compare(cell, values.get(0)) >= 0
          && compare(cell, values.get(1)) <= 0 && cell != null
          && values.get(0) != null && values.get(1) != null;
      case ">", ">=", "<", "<=" -> !values.isEmpty() && ordered(cell, operator, values.get(0));
      default -> false;
    };
  }

  private static boolean anyEqual(Object cell, List<Object> values) {
    for (Object v : values) {
      if (equal(cell, v)) {
        return true;
      }
    }
    return false;
  }

  static boolean equal(Object a, Object b) {
    if (a == null || b == null) {
      return a == b;
    }
    if (a.getClass() == b.getClass()) {
      return a.equals(b);
    }
    return text(a).equals(text(b));
  }

  private static boolean ordered(Object cell, String operator, Object value) {
    if (cell == null || value == null) {
      return false;
    }
    int c = compare(cell, value);
    return switch (operator) {
      case ">" -> c > 0;
      case ">=" -> c >= 0;
      case "<" -> c < 0;
      default -> c <= 0;
    };
  }

  /** Typed order; only meaningful when neither side is null. */
  private static int compare(Object a, Object b) {
    if (a == null || b == null) {
      return 0;
    }
    if (a instanceof Double x && b instanceof Double y) {
      return Double.compare(x, y);
    }
    if (a instanceof Boolean x && b instanceof Boolean y) {
      return Boolean.compare(x, y);
    }
    return text(a).compareTo(text(b));
  }

  private static boolean contains(Object cell, Object value) {
    if (cell == null || value == null) {
      return false;
    }
    return text(cell).toLowerCase(Locale.ROOT).contains(text(value).toLowerCase(Locale.ROOT));
  }

  private static String text(Object v) {
    if (v instanceof Double d) {
      return CanonicalNumber.format(d);
    }
    return String.valueOf(v);
  }
}
