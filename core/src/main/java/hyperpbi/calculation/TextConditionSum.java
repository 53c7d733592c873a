package hyperpbi.calculation;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.LoopShape;

/**
 * The sum of a number column over the rows whose text code a condition accepts (a root metric's
 * {@code sumWhere} decided once per dictionary value): the non-null values in row order, or null
 * when there is none. Two loop shapes give the same sum, since they add the same values in the
 * same order; each runtime gets the faster one ({@link LoopShape}).
 */
final class TextConditionSum {
  private TextConditionSum() {}

  private static final int BATCH = 4096;

  /** The sum; {@code truth} holds the condition's answer at code + 1. */
  static Double of(double[] values, int[] codes, byte[] truth) {
    return LoopShape.ONE_BRANCHING_LOOP ? branching(values, codes, truth)
        : listing(values, codes, truth);
  }

  static Double branching(double[] values, int[] codes, byte[] truth) {
    double sum = 0;
    boolean any = false;
    int n = values.length;
    // Reading each length first lets TeaVM's JavaScript unwrap every array once, before the loop,
    // instead of at every element.
    if (codes.length < n || truth.length == 0) {
      throw new IllegalArgumentException("codes shorter than values");
    }
    for (int r = 0; r < n; r++) {
      if (truth[codes[r] + 1] == BooleanColumn.TRUE) {
        double v = values[r];
        if (v == v) {
          sum += v;
          any = true;
        }
      }
    }
    return any ? sum : null;
  }

  /** A few thousand rows at a time: the rows that count are listed branch-free, then summed. */
  static Double listing(double[] values, int[] codes, byte[] truth) {
    int[] rows = new int[Math.min(BATCH, values.length)];
    double sum = 0;
    boolean any = false;
    for (int start = 0; start < values.length; start += BATCH) {
      int n = rowsWhere(codes, truth, start, Math.min(values.length, start + BATCH), rows);
      if (n > rows.length) {
        throw new IllegalStateException("more rows than the batch");
      }
      for (int i = 0; i < n; i++) {
        double v = values[rows[i]];
        if (v == v) {
          sum += v;
          any = true;
        }
      }
    }
    return any ? sum : null;
  }

  /**
   * Rows of [start, end) whose text code has a true answer, into rows; their number. Branch-free:
   * every row is written, the count only advances past kept ones.
   */
  static int rowsWhere(int[] codes, byte[] truth, int start, int end, int[] rows) {
    // Reading each length first lets TeaVM's JavaScript unwrap every array once, before the loop,
    // instead of at every element.
    if (end > codes.length || rows.length < end - start || truth.length == 0) {
      throw new IllegalArgumentException("rows " + start + ".." + end + " out of range");
    }
    int k = 0;
    for (int r = start; r < end; r++) {
      rows[k] = r;
      k += truth[codes[r] + 1] == BooleanColumn.TRUE ? 1 : 0;
    }
    return k;
  }
}
