package hyperpbi.data;

/** Column factories shared by imports, expressions and stages. */
public final class Columns {
  private Columns() {}

  /** A column of the physical kind used for this data type, every value null. */
  public static Column allNull(DataType type, int length) {
    if (type.isNumeric()) {
      double[] values = new double[length];
      java.util.Arrays.fill(values, NumberColumn.NULL);
      return new NumberColumn(values);
    }
    if (type == DataType.BOOLEAN) {
      byte[] values = new byte[length];
      java.util.Arrays.fill(values, BooleanColumn.NULL);
      return new BooleanColumn(values);
    }
    int[] codes = new int[length];
    java.util.Arrays.fill(codes, TextColumn.NULL);
    return new TextColumn(codes, new String[0]);
  }
}
