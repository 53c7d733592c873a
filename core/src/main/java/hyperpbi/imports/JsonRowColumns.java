package hyperpbi.imports;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonValue;
import hyperpbi.json.JsonNumbers;

/**
 * {@code table.rows} of the JSON shape read column by column (rows already checked to hold one
 * value per metadata column).
 */
final class JsonRowColumns implements DataViewColumns {
  private final JsonArray rows;

  JsonRowColumns(JsonArray rows) {
    this.rows = rows;
  }

  @Override
  public int columnCount() {
    return rows.isEmpty() ? 0 : rows.get(0).asArray().size();
  }

  @Override
  public DataViewCells column(int c) {
    return new DataViewCells() {
      @Override
      public int kind(int row) {
        JsonValue v = value(row);
        if (v.isNull()) {
          return NULL;
        }
        if (v.isBoolean()) {
          return v.asBoolean() ? TRUE : FALSE;
        }
        return v.isNumber() ? NUMBER : v.isString() ? TEXT : OTHER;
      }

      @Override
      public double number(int row) {
        return JsonNumbers.value(value(row));
      }

      @Override
      public String text(int row) {
        JsonValue v = value(row);
        return v.isString() ? v.asString() : v.toString();
      }

      private JsonValue value(int row) {
        return rows.get(row).asArray().get(c);
      }
    };
  }

  @Override
  public String problem(int rowCount) {
    return null;
  }
}
