package hyperpbi.imports;

/**
 * A DataView's table as columns (the table mapping's values, one {@link DataViewCells} per
 * {@code table.columns} entry): what a browser host hands the engine once instead of the rows as
 * JSON. The column metadata comes separately as JSON ({@link DataViewImport#read(String,
 * com.eclipsesource.json.JsonValue, DataViewColumns, ImportLimits)}).
 */
public interface DataViewColumns {
  int columnCount();

  /** Column {@code c}'s cells, {@code 0 <= c < columnCount()}. */
  DataViewCells column(int c);

  /**
   * Why the host's arrays cannot be read as {@code rowCount} cells each (a missing array, another
   * length, a string index out of range), or null when they can: the import fails with this
   * message.
   */
  String problem(int rowCount);
}
