package hyperpbi.imports;

import com.eclipsesource.json.Json;
import hyperpbi.data.UtcCalendar;

/**
 * One column of a DataView's table, cell by cell in row order, as a host hands it: the JSON
 * values of {@code table.rows} ({@link DataViewImport#read(String, String, ImportLimits)}), or
 * arrays a browser host built once from Power BI's rows ({@link DataViewColumns}). Every typing
 * rule of {@link DataViewImport} reads cells through this, so both shapes import alike.
 */
public interface DataViewCells {
  /** A JSON null (also JavaScript's undefined, NaN and the infinities, as JSON.stringify writes them). */
  int NULL = 0;
  /** A finite number: {@link #number}, and {@link #text} its JSON literal. */
  int NUMBER = 1;
  int TRUE = 2;
  int FALSE = 3;
  /** A string: {@link #text}. */
  int TEXT = 4;
  /** Another JSON value (an object or array): {@link #text} is its JSON as minimal-json writes it. */
  int OTHER = 5;
  /**
   * A Power BI date read as the model's wall-clock time (years 1 to 9999): {@link #number} is its
   * epoch milliseconds in UTC. It is the text {@link #dateText} of it everywhere a date string
   * would be (the JSON shape sends that text), and that instant in a dateTime column.
   */
  int DATE = 6;

  /** The kind of the cell of this row (a constant above). */
  int kind(int row);

  /** The value of a NUMBER or DATE cell. */
  double number(int row);

  /** The text of a NUMBER, TEXT or OTHER cell (see the kinds). */
  String text(int row);

  /**
   * For a TEXT cell: the index of its text among the column's distinct texts when the host knows
   * it (cells with the same index hold the same text), else -1. The importer then looks each
   * distinct text up once instead of once per row.
   */
  default int textIndex(int row) {
    return -1;
  }

  /**
   * A DATE cell's text as the JSON shape carries it: {@code yyyy-mm-ddThh:mm:ss.mmmZ}, always
   * with milliseconds (pbiviz-bridge's wallClock).
   */
  static String dateText(double epochMs) {
    String iso = UtcCalendar.formatDateTime(epochMs);
    return iso.indexOf('.') >= 0 ? iso : iso.substring(0, iso.length() - 1) + ".000Z";
  }

  /** The cell as JSON text, for a warning that shows the value (as the JSON shape would). */
  static String json(DataViewCells cells, int row) {
    return switch (cells.kind(row)) {
      case NULL -> "null";
      case TRUE -> "true";
      case FALSE -> "false";
      case TEXT -> Json.value(cells.text(row)).toString();
      case DATE -> Json.value(dateText(cells.number(row))).toString();
      default -> cells.text(row);
    };
  }
}
