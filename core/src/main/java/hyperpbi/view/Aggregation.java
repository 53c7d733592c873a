package hyperpbi.view;

import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import java.util.HashSet;
import java.util.Set;

/**
 * A chart's or KPI's {@code aggregation} over some rows: {@code sum} (the default), {@code avg},
 * {@code min}, {@code max} over the non-null numbers (none: no value), {@code count} of rows,
 * {@code distinctCount} of non-null values. Any other name has no value.
 */
final class Aggregation {
  private Aggregation() {}

  static String nameOf(String declared) {
    return declared == null ? "sum" : declared;
  }

  /** The aggregate of {@code column} over {@code count} rows listed in {@code rows}. */
  static double of(String name, Column column, int[] rows, int from, int count) {
    if (name.equals("count")) {
      return count;
    }
    if (column == null) {
      return Double.NaN;
    }
    if (name.equals("distinctCount")) {
      Set<Object> seen = new HashSet<>();
      for (int i = from; i < from + count; i++) {
        Object v = column.valueAt(rows[i]);
        if (v != null) {
          seen.add(v instanceof Double d && d == 0 ? 0.0 : v);
        }
      }
      return seen.size();
    }
    if (!(column instanceof NumberColumn numbers)) {
      return Double.NaN;
    }
    return numeric(name, numbers, rows, from, count);
  }

  private static double numeric(String name, NumberColumn column, int[] rows, int from,
      int count) {
    double sum = 0;
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    int n = 0;
    for (int i = from; i < from + count; i++) {
      int row = rows[i];
      if (column.isNull(row)) {
        continue;
      }
      double v = column.values()[row];
      sum += v;
      min = Math.min(min, v);
      max = Math.max(max, v);
      n++;
    }
    if (n == 0) {
      return Double.NaN;
    }
    return switch (name) {
      case "sum" -> sum;
      case "avg" -> sum / n;
      case "min" -> min;
      case "max" -> max;
      default -> Double.NaN;
    };
  }
}
