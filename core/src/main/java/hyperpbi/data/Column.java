package hyperpbi.data;

/**
 * One physical column. All columns of a table share one physical length; selections index into
 * them, so filters and sorts never copy values.
 */
public sealed interface Column permits NumberColumn, TextColumn, BooleanColumn {
  int length();

  boolean isNull(int row);

  /**
   * One value boxed as Double, String or Boolean (null for null). For event payloads and
   * messages only: hot loops read the typed arrays.
   */
  Object valueAt(int row);

  /** Copies the listed physical rows into a new dense column. */
  Column gather(int[] rows, int count);
}
