package hyperpbi.json;

import hyperpbi.data.BooleanColumn;
import hyperpbi.data.Column;
import hyperpbi.data.DataType;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.TextColumn;
import hyperpbi.data.UtcCalendar;

/**
 * One cell as JSON, the one rule every document writes cells by (eval rows, views, the values
 * a control's options send): numbers canonical, dates yyyy-mm-dd, date-times ISO-8601 UTC with
 * Z, null for null.
 */
public final class CellJson {
  private CellJson() {}

  public static void write(JsonOut out, Column column, DataType type, int row) {
    write(out, column, type, row, new char[UtcCalendar.MAX_TEXT]);
  }

  /** {@link #write}, a date's text made in {@code dateText} rather than a String a cell. */
  public static void write(JsonOut out, Column column, DataType type, int row,
      char[] dateText) {
    if (column.isNull(row)) {
      out.nullValue();
      return;
    }
    if (column instanceof NumberColumn n) {
      double v = n.get(row);
      if (type == DataType.DATE) {
        out.value(dateText, UtcCalendar.writeDate(v, dateText, 0));
      } else if (type == DataType.DATETIME) {
        out.value(dateText, UtcCalendar.writeDateTime(v, dateText, 0));
      } else {
        out.value(v);
      }
    } else if (column instanceof TextColumn t) {
      out.value(t.get(row));
    } else {
      out.value(((BooleanColumn) column).values()[row] == BooleanColumn.TRUE);
    }
  }
}
