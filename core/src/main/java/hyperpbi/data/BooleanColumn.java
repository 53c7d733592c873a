package hyperpbi.data;

/** Booleans as bytes: 1 true, 0 false, -1 null. */
public record BooleanColumn(byte[] values) implements Column {
  public static final byte NULL = -1;
  public static final byte TRUE = 1;
  public static final byte FALSE = 0;

  @Override
  public Object valueAt(int row) {
    byte v = values[row];
    return v < 0 ? null : v == TRUE;
  }

  @Override
  public int length() {
    return values.length;
  }

  @Override
  public boolean isNull(int row) {
    return values[row] < 0;
  }

  @Override
  public BooleanColumn gather(int[] rows, int count) {
    byte[] out = new byte[count];
    for (int i = 0; i < count; i++) {
      out[i] = values[rows[i]];
    }
    return new BooleanColumn(out);
  }
}
