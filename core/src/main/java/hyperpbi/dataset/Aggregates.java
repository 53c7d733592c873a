package hyperpbi.dataset;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import java.util.Arrays;

/**
 * The shared aggregate functions (contract-notes §2, "Aggregates"), column-wise over groups:
 * every function reads physical rows {@code rows[0..count)} in input order, {@code groupOf[i]}
 * being the group of the i-th row, and returns one value per group. A single total is the case
 * {@code groups == 1} with {@code groupOf} all zero. {@code sum}, {@code avg}, {@code min},
 * {@code max} use only non-null numbers (min/max also dates, text and booleans, keeping the
 * type); none gives null. {@code count} counts rows; {@code distinctCount} counts distinct
 * non-null values; {@code first} is the first non-null value in input order. A sum or mean that
 * overflows to an infinity is null, as arithmetic overflow is in expressions: JSON has no
 * infinity, so it would print as null yet sort, compare and count as a value.
 */
public final class Aggregates {
  private Aggregates() {}

  /** Rows per group. */
  public static double[] count(int count, int[] groupOf, int groups) {
    double[] out = new double[groups];
    unwrapFirst(1, count, groupOf.length, count);
    for (int i = 0; i < count; i++) {
      out[groupOf[i]]++;
    }
    return out;
  }

  /** Sum of non-null numbers in input order; NaN (null) for a group without any. */
  public static double[] sum(NumberColumn column, int[] rows, int count, int[] groupOf,
      int groups) {
    double[] values = column.values();
    double[] out = new double[groups];
    boolean[] seen = new boolean[groups];
    unwrapFirst(values.length, rows.length, groupOf.length, count);
    for (int i = 0; i < count; i++) {
      double v = values[rows[i]];
      if (v == v) {
        out[groupOf[i]] += v;
        seen[groupOf[i]] = true;
      }
    }
    for (int g = 0; g < groups; g++) {
      out[g] = seen[g] ? finiteOrNull(out[g]) : NumberColumn.NULL;
    }
    return out;
  }

  /** {@link #sum} of several columns in one pass (each column's values in input order). */
  public static double[][] sums(java.util.List<NumberColumn> columns, int[] rows, int count,
      int[] groupOf, int groups) {
    int k = columns.size();
    double[][] values = new double[k][];
    double[][] out = new double[k][];
    boolean[][] seen = new boolean[k][];
    for (int c = 0; c < k; c++) {
      values[c] = columns.get(c).values();
      out[c] = new double[groups];
      seen[c] = new boolean[groups];
    }
    for (int i = 0; i < count; i++) {
      int row = rows[i];
      int g = groupOf[i];
      for (int c = 0; c < k; c++) {
        double v = values[c][row];
        if (v == v) {
          out[c][g] += v;
          seen[c][g] = true;
        }
      }
    }
    for (int c = 0; c < k; c++) {
      for (int g = 0; g < groups; g++) {
        out[c][g] = seen[c][g] ? finiteOrNull(out[c][g]) : NumberColumn.NULL;
      }
    }
    return out;
  }

  /** Mean of non-null numbers; NaN (null) for a group without any. */
  public static double[] avg(NumberColumn column, int[] rows, int count, int[] groupOf,
      int groups) {
    double[] values = column.values();
    double[] sums = new double[groups];
    int[] n = new int[groups];
    unwrapFirst(values.length, rows.length, groupOf.length, count);
    for (int i = 0; i < count; i++) {
      double v = values[rows[i]];
      if (v == v) {
        sums[groupOf[i]] += v;
        n[groupOf[i]]++;
      }
    }
    for (int g = 0; g < groups; g++) {
      sums[g] = n[g] == 0 ? NumberColumn.NULL : finiteOrNull(sums[g] / n[g]);
    }
    return sums;
  }

  /**
   * Takes the lengths of a loop's arrays, read by the caller before its loop: TeaVM's JavaScript
   * then unwraps every array (its typed array) once in that method instead of at every element,
   * about a third of a sum's time.
   */
  private static void unwrapFirst(int values, int rows, int groupOf, int count) {
    if (rows < count || groupOf < count || values == 0 && count > 0) {
      throw new IllegalArgumentException("fewer rows or groups than the count");
    }
  }

  /** The value, or null (NaN) for an infinity ({@code v - v} is NaN only for NaN and infinities). */
  private static double finiteOrNull(double v) {
    return v - v == 0 ? v : NumberColumn.NULL;
  }

  /**
   * Physical row holding each group's smallest ({@code max == false}) or largest non-null value,
   * -1 for none; the earliest row wins a tie. Text compares in natural order.
   */
  public static int[] extremeRows(Column column, int[] rows, int count, int[] groupOf, int groups,
      boolean max) {
    StableSort.IntComparator order = TypedOrder.ascending(column);
    int[] best = new int[groups];
    Arrays.fill(best, -1);
    for (int i = 0; i < count; i++) {
      int row = rows[i];
      if (column.isNull(row)) {
        continue;
      }
      int g = groupOf[i];
      if (best[g] < 0) {
        best[g] = row;
      } else {
        int c = order.compare(row, best[g]);
        if (max ? c > 0 : c < 0) {
          best[g] = row;
        }
      }
    }
    return best;
  }

  /** Physical row of each group's first non-null value in input order, -1 for none. */
  public static int[] firstRows(Column column, int[] rows, int count, int[] groupOf, int groups) {
    int[] first = new int[groups];
    Arrays.fill(first, -1);
    for (int i = 0; i < count; i++) {
      int row = rows[i];
      if (first[groupOf[i]] < 0 && !column.isNull(row)) {
        first[groupOf[i]] = row;
      }
    }
    return first;
  }

  /** Distinct non-null values per group (-0 and 0 are one value). */
  public static double[] distinctCount(Column column, int[] rows, int count, int[] groupOf,
      int groups) {
    int[] codes = ValueCodes.of(column, rows, count);
    double[] out = new double[groups];
    int space = 0;
    for (int i = 0; i < count; i++) {
      space = Math.max(space, codes[i]);
    }
    space++;
    // Few groups times few values (e.g. customers x regions): a presence matrix beats hashing.
    // Sized in doubles: long arithmetic is a BigInt in the JavaScript build.
    if ((double) groups * space <= Math.max(4.0 * count, 1 << 20)) {
      byte[] present = new byte[groups * space];
      for (int i = 0; i < count; i++) {
        int code = codes[i];
        int at = groupOf[i] * space + code;
        if (code != ValueCodes.NULL && present[at] == 0) {
          present[at] = 1;
          out[groupOf[i]]++;
        }
      }
      return out;
    }
    PairCodes seen = new PairCodes(Math.min(count, 1024));
    for (int i = 0; i < count; i++) {
      if (codes[i] != ValueCodes.NULL && seen.add(groupOf[i], codes[i])) {
        out[groupOf[i]]++;
      }
    }
    return out;
  }

  /** The values at the chosen physical rows, null where the row is -1; same column kind. */
  public static Column pick(Column column, int[] chosen) {
    int n = chosen.length;
    if (column instanceof NumberColumn c) {
      double[] out = new double[n];
      for (int g = 0; g < n; g++) {
        out[g] = chosen[g] < 0 ? NumberColumn.NULL : c.values()[chosen[g]];
      }
      return new NumberColumn(out, c.valueType());
    }
    if (column instanceof TextColumn c) {
      int[] out = new int[n];
      for (int g = 0; g < n; g++) {
        out[g] = chosen[g] < 0 ? TextColumn.NULL : c.codes()[chosen[g]];
      }
      return new TextColumn(out, c.dictionary());
    }
    byte[] values = ((BooleanColumn) column).values();
    byte[] out = new byte[n];
    for (int g = 0; g < n; g++) {
      out[g] = chosen[g] < 0 ? BooleanColumn.NULL : values[chosen[g]];
    }
    return new BooleanColumn(out);
  }
}
