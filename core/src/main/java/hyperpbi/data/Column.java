package hyperpbi.data;

/**
 * One physical column. All columns of a table share one physical length; selections index into
 * them, so filters and sorts never copy values.
 */
public sealed interface Column permits NumberColumn, TextColumn, BooleanColumn {
  int length();

  boolean isNull(int row);

  /** Copies the listed physical rows into a new dense column. */
  Column gather(int[] rows, int count);
}
