package hyperpbi.data;

/**
 * Numbers, dates and date-times as doubles (dates are UTC epoch milliseconds, exact in a double).
 * NaN is null: JSON has no NaN, and a single array keeps hot loops free of null masks.
 */
public record NumberColumn(double[] values) implements Column {
  public static final double NULL = Double.NaN;

  @Override
  public Object valueAt(int row) {
    double v = values[row];
    return v != v ? null : v;
  }

  @Override
  public int length() {
    return values.length;
  }

  @Override
  public boolean isNull(int row) {
    double v = values[row];
    return v != v;
  }

  public double get(int row) {
    return values[row];
  }

  @Override
  public NumberColumn gather(int[] rows, int count) {
    double[] out = new double[count];
    for (int i = 0; i < count; i++) {
      out[i] = values[rows[i]];
    }
    return new NumberColumn(out);
  }
}
