package hyperpbi.data;

/**
 * What a column of a statically unknown field holds at run time (data-model.txt, "Zero-row
 * behavior": fields with statically unknown types are refined from nonempty runtime rows). Text
 * and Boolean columns say it by their kind; a number column computed for such a field records
 * whether it holds numbers, dates or date-times ({@link NumberColumn#valueType()}).
 */
public final class ObservedType {
  private ObservedType() {}

  /** The value type of {@code column}'s values, read from its kind (no scan). */
  public static DataType of(Column column) {
    if (column instanceof NumberColumn n) {
      return n.valueType() != null ? n.valueType() : DataType.NUMBER;
    }
    return column instanceof TextColumn ? DataType.TEXT : DataType.BOOLEAN;
  }

  /**
   * {@code field} with the type its first {@code count} values show when it is statically
   * unknown: finite numbers make it a number (measure); dates, date-times, text and Booleans
   * their own type. Empty or all-null columns, and numbers with an infinity, stay unknown.
   */
  public static FieldMeta refine(FieldMeta field, Column column, int count) {
    if (field.dataType() != DataType.UNKNOWN || count == 0) {
      return field;
    }
    DataType observed = of(column);
    boolean any = false;
    if (column instanceof NumberColumn n) {
      double[] values = n.values();
      for (int r = 0; r < count; r++) {
        double v = values[r];
        if (v != v) {
          continue;
        }
        if (Double.isInfinite(v)) {
          return field;
        }
        any = true;
      }
    } else {
      for (int r = 0; r < count && !any; r++) {
        any = !column.isNull(r);
      }
    }
    return any ? field.withDataType(observed) : field;
  }
}
