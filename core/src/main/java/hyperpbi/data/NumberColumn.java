package hyperpbi.data;

/**
 * Numbers, dates and date-times as doubles (dates are UTC epoch milliseconds, exact in a double).
 * NaN is null: JSON has no NaN, and a single array keeps hot loops free of null masks. The values
 * never change once a column is made (so {@link #allFinite} is worked out once).
 */
public final class NumberColumn implements Column {
  public static final double NULL = Double.NaN;
  private static final byte UNKNOWN = 0;
  private static final byte FINITE = 1;
  private static final byte NOT_FINITE = 2;

  private final double[] values;
  /**
   * NUMBER, DATE or DATETIME when the values were computed for a field of statically unknown type
   * (a branch node whose branches disagree, refined from the values it produced; data-model.txt,
   * "Zero-row behavior"), else null: the field's metadata says what the values are.
   */
  private final DataType valueType;
  /** What {@link #allFinite} found; racing readers at worst scan twice and agree. */
  private byte finite = UNKNOWN;

  public NumberColumn(double[] values) {
    this(values, null);
  }

  public NumberColumn(double[] values, DataType valueType) {
    this.values = values;
    this.valueType = valueType;
  }

  /** The observed value type of a computed column (see the field), or null. */
  public DataType valueType() {
    return valueType;
  }

  public double[] values() {
    return values;
  }

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

  /**
   * Whether no value is null or infinite, scanned on first use: a loop over finite numbers can
   * add without testing each value for null.
   */
  public boolean allFinite() {
    if (finite == UNKNOWN) {
      finite = scan(values) ? FINITE : NOT_FINITE;
    }
    return finite == FINITE;
  }

  private static boolean scan(double[] values) {
    for (double v : values) {
      if (v - v != 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  public NumberColumn gather(int[] rows, int count) {
    double[] out = new double[count];
    for (int i = 0; i < count; i++) {
      out[i] = values[rows[i]];
    }
    return new NumberColumn(out, valueType);
  }
}
