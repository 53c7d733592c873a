package hyperpbi.imports;

/**
 * A Power BI query name taken apart (contract-notes §1 "Field metadata", §3): {@code Sales.Amount}
 * (split at the first dot), {@code Sales[Amount]}, {@code 'Sales Table'[Order Region]} (with
 * {@code ''} and {@code ]]} escapes), each optionally wrapped in one aggregation such as
 * {@code Sum(Sales.Amount)}. Anything else names no table or column.
 *
 * @param function the wrapping function as written ({@code Sum}), or null
 * @param table the model table, or null
 * @param column the model column (or measure), or null
 */
record PowerBiQueryName(String function, String table, String column) {

  static PowerBiQueryName parse(String queryName) {
    String q = queryName == null ? "" : queryName.trim();
    int open = q.indexOf('(');
    if (open > 0 && q.endsWith(")") && isFunctionName(q, open)) {
      PowerBiQueryName inner = reference(q.substring(open + 1, q.length() - 1).trim());
      if (inner != null) {
        return new PowerBiQueryName(q.substring(0, open), inner.table, inner.column);
      }
    }
    PowerBiQueryName plain = reference(q);
    return plain != null ? plain : new PowerBiQueryName(null, null, null);
  }

  /** True when a wrapped model column: an aggregation the host applied to a real column. */
  boolean isWrapped() {
    return function != null && table != null && column != null;
  }

  /**
   * The contract's query aggregation for the wrapping function (sum, avg, min, max, count,
   * distinctCount, first), or null when unwrapped or not one of those (Median, StandardDeviation).
   */
  String aggregation() {
    if (function == null) {
      return null;
    }
    return switch (Ascii.lower(function)) {
      case "sum" -> "sum";
      case "avg", "average" -> "avg";
      case "min" -> "min";
      case "max" -> "max";
      case "count", "countnonnull" -> "count";
      case "distinctcount", "countdistinct" -> "distinctCount";
      case "first" -> "first";
      default -> null;
    };
  }

  private static PowerBiQueryName reference(String s) {
    if (s.isEmpty()) {
      return null;
    }
    String table;
    int rest;
    if (s.charAt(0) == '\'') {
      StringBuilder b = new StringBuilder();
      int i = 1;
      while (true) {
        if (i >= s.length()) {
          return null;
        }
        char c = s.charAt(i);
        if (c == '\'') {
          if (i + 1 < s.length() && s.charAt(i + 1) == '\'') {
            b.append('\'');
            i += 2;
            continue;
          }
          break;
        }
        b.append(c);
        i++;
      }
      table = b.toString();
      rest = i + 1;
    } else {
      int bracket = s.indexOf('[');
      int dot = s.indexOf('.');
      if (bracket > 0 && (dot < 0 || bracket < dot)) {
        table = s.substring(0, bracket);
        rest = bracket;
      } else if (dot > 0 && dot < s.length() - 1) {
        return new PowerBiQueryName(null, s.substring(0, dot), s.substring(dot + 1));
      } else {
        return null;
      }
    }
    if (rest < s.length() && s.charAt(rest) == '.' && rest + 1 < s.length()) {
      return new PowerBiQueryName(null, table, s.substring(rest + 1));
    }
    if (rest >= s.length() || s.charAt(rest) != '[' || !s.endsWith("]")) {
      return null;
    }
    String inner = s.substring(rest + 1, s.length() - 1);
    StringBuilder column = new StringBuilder();
    for (int i = 0; i < inner.length(); i++) {
      char c = inner.charAt(i);
      if (c == ']') {
        if (i + 1 < inner.length() && inner.charAt(i + 1) == ']') {
          i++;
        } else {
          return null;
        }
      }
      column.append(c);
    }
    if (table.isEmpty() || column.length() == 0) {
      return null;
    }
    return new PowerBiQueryName(null, table, column.toString());
  }

  private static boolean isFunctionName(String s, int end) {
    for (int i = 0; i < end; i++) {
      char c = s.charAt(i);
      if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
        return false;
      }
    }
    return true;
  }
}
