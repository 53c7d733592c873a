package hyperpbi.data;

/** Text as dictionary codes; code -1 is null. Equal strings share one code within a column. */
public record TextColumn(int[] codes, String[] dictionary) implements Column {
  public static final int NULL = -1;

  @Override
  public Object valueAt(int row) {
    return get(row);
  }

  @Override
  public int length() {
    return codes.length;
  }

  @Override
  public boolean isNull(int row) {
    return codes[row] < 0;
  }

  public String get(int row) {
    int code = codes[row];
    return code < 0 ? null : dictionary[code];
  }

  @Override
  public TextColumn gather(int[] rows, int count) {
    int[] out = new int[count];
    for (int i = 0; i < count; i++) {
      out[i] = codes[rows[i]];
    }
    return new TextColumn(out, dictionary);
  }
}
