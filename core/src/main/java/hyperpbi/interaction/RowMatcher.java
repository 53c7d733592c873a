package hyperpbi.interaction;

import hyperpbi.canonical.CanonicalNumber;
import hyperpbi.canonical.CaseFold;
import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumn;
import java.util.List;

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
    List<Column> columns = new java.util.ArrayList<>();
    for (String f : fields) {
      Column c = table.column(f);
      if (c != null) {
        columns.add(c);
      }
    }
    int n = domain == null ? table.rowCount() : domain.length;
    int[] out = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int row = domain == null ? i : domain[i];
      boolean same = true;
      for (int c = 0; c < columns.size() && same; c++) {
        same = sameCell(columns.get(c), row, r);
      }
      if (same) {
        out[count++] = row;
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }

  /** Typed equality of two cells of one column, without boxing; null equals null. */
  private static boolean sameCell(Column c, int a, int b) {
    if (c instanceof TextColumn t) {
      return t.codes()[a] == t.codes()[b];
    }
    if (c instanceof NumberColumn n) {
      double x = n.values()[a];
      double y = n.values()[b];
      return x == y || (x != x && y != y);
    }
    return ((BooleanColumn) c).values()[a] == ((BooleanColumn) c).values()[b];
  }

  /** Rows of {@code domain} (every row when null) for which {@code field op values} holds. */
  static int[] matching(Table table, String field, String operator, List<Object> values,
      int[] domain) {
    Column c = table.column(field);
    int n = domain == null ? table.rowCount() : domain.length;
    if (c == null) {
      return IntSets.EMPTY;
    }
    boolean[] byCode = c instanceof TextColumn t ? textCodes(t, operator, values) : null;
    int[] out = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int row = domain == null ? i : domain[i];
      boolean hit;
      if (byCode != null) {
        // Equality on text: decided once per dictionary code (slot 0 is null).
        hit = byCode[((TextColumn) c).codes()[row] + 1];
      } else {
        hit = test(c.valueAt(row), operator, values);
      }
      if (hit) {
        out[count++] = row;
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }

  /** For =, in and != on text: the outcome per code (index code + 1; 0 is null), else null. */
  private static boolean[] textCodes(TextColumn t, String operator, List<Object> values) {
    if (!operator.equals("=") && !operator.equals("in") && !operator.equals("!=")) {
      return null;
    }
    String[] dictionary = t.dictionary();
    boolean[] outcome = new boolean[dictionary.length + 1];
    outcome[0] = test(null, operator, values);
    for (int code = 0; code < dictionary.length; code++) {
      outcome[code + 1] = test(dictionary[code], operator, values);
    }
    return outcome;
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
  static int compare(Object a, Object b) {
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
    return CaseFold.fold(text(cell)).contains(CaseFold.fold(text(value)));
  }

  private static String text(Object v) {
    if (v instanceof Double d) {
      return CanonicalNumber.format(d);
    }
    return String.valueOf(v);
  }
}
