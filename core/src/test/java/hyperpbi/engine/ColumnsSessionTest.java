package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.imports.DataViewCells;
import hyperpbi.imports.DataViewColumns;
import hyperpbi.imports.IsoDateTime;
import hyperpbi.json.JsonNumbers;
import hyperpbi.imports.SourceLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A DataView handed as columns ({@link HostHandles#openColumnsSession}) loads the workspace the
 * JSON shape (a {@code dataview} text source) loads: the same eval document, byte for byte,
 * over nulls, dates, booleans, numbers in text columns, strings in numeric columns, untyped
 * columns, measures and identities, warnings included.
 */
class ColumnsSessionTest {
  private static final String COLUMNS = "[{\"displayName\":\"Region\",\"queryName\":\"Sales.Region\","
      + "\"roles\":{\"category\":true},\"isMeasure\":false,\"type\":{\"text\":true}},"
      + "{\"displayName\":\"Day\",\"queryName\":\"Sales.Day\",\"roles\":{\"category\":true},"
      + "\"isMeasure\":false,\"type\":{\"dateTime\":true}},"
      + "{\"displayName\":\"Amount\",\"queryName\":\"Sum(Sales.Amount)\",\"roles\":{\"measure\":true},"
      + "\"isMeasure\":true,\"type\":{\"numeric\":true},\"format\":\"#,0\"},"
      + "{\"displayName\":\"Margin\",\"queryName\":\"Sales.Margin\",\"roles\":{},\"isMeasure\":true,"
      + "\"type\":{\"numeric\":true}},"
      + "{\"displayName\":\"Paid\",\"queryName\":\"Sales.Paid\",\"roles\":{},\"isMeasure\":false,"
      + "\"type\":{\"bool\":true}},"
      + "{\"displayName\":\"Note\",\"queryName\":\"Sales.Note\",\"roles\":{},\"isMeasure\":false,"
      + "\"type\":{}},"
      + "{\"displayName\":\"When\",\"queryName\":\"Sales.When\",\"roles\":{},\"isMeasure\":false,"
      + "\"type\":{}}]";
  /** Rows as the adapter's JSON shape carries them (dates as wall-clock ISO text). */
  private static final String ROWS = "["
      + "[\"North\",\"2024-01-31T00:00:00.000Z\",10,1.5,true,\"007\",\"2024-01-31T10:20:30.000Z\"],"
      + "[\"South\",\"2024-02-01T00:00:00.000Z\",\"25.5\",null,\"FALSE\",12,\"2024-02-01T00:00:00.000Z\"],"
      + "[12.25,\"2024-02-02T13:14:15.016Z\",\"x\",\" \",7,true,null],"
      + "[null,null,null,{\"a\":[1,2]},null,{\"b\":\"c\"},\"2024-02-03T00:00:00.000Z\"],"
      + "[true,1706918400000,-0,1e21,\"yes\",null,\"2024-02-04T00:00:00.000Z\"],"
      + "[\"2024-01-31T00:00:00.000Z\",\"2024-13-01\",\"2024-01-31T00:00:00.000Z\",0.1,"
      + "\"2024-01-31T00:00:00.000Z\",\"a\\\"b\",\"2024-02-05T00:00:00.000Z\"]]";
  private static final String SPEC = "{\"version\":\"2.0\",\"data\":{\"datasets\":{\"byRegion\":"
      + "{\"source\":\"powerbi\",\"groupBy\":[\"region\"],\"metrics\":{\"total\":{\"op\":\"sum\","
      + "\"field\":\"amount\"}}}}},\"components\":[{\"type\":\"table\",\"id\":\"rows\"}]}";

  @Test
  void columnsLoadTheWorkspaceTheJsonShapeLoads() {
    assertSameDocuments(true);
  }

  @Test
  void withoutIdentitiesNothingSelectsInBothShapes() {
    assertSameDocuments(false);
  }

  @Test
  void unreadableColumnsFailTheSourceWithAMessage() {
    HostHandles handles = new HostHandles();
    JsonArray rows = Json.parse(ROWS).asArray();
    String metadata = "{\"metadata\":{\"columns\":" + COLUMNS + "},\"table\":{\"rowCount\":"
        + (rows.size() + 1) + "}}";
    String doc = evaluate(handles, handles.openColumnsSession(metadata, new Cells(rows)));
    assertTrue(doc.contains("SOURCE_IMPORT_FAILED"), doc);
    assertTrue(doc.contains("column 0 has 6 cells, not 7"), doc);
    String noCount = evaluate(handles, handles.openColumnsSession(
        "{\"metadata\":{\"columns\":[]},\"table\":{}}", new Cells(new JsonArray())));
    assertTrue(noCount.contains("table.rowCount must be the number of rows"), noCount);
    String notJson = evaluate(handles, handles.openColumnsSession("{", new Cells(rows)));
    assertTrue(notJson.contains("powerbi: invalid JSON"), notJson);
  }

  private static void assertSameDocuments(boolean identities) {
    HostHandles handles = new HostHandles();
    JsonArray rows = Json.parse(ROWS).asArray();
    JsonObject table = new JsonObject().add("rows", rows);
    if (identities) {
      JsonArray ids = new JsonArray();
      for (int i = 0; i < rows.size(); i++) {
        ids.add(i);
      }
      table.add("identities", ids);
    }
    String view = "{\"metadata\":{\"columns\":" + COLUMNS + "},\"table\":" + table + "}";
    JsonObject request = new JsonObject().add("mode", "eval").add("spec", SPEC)
        .add("sources", new JsonArray().add(new JsonObject().add("name", "powerbi")
            .add("format", "dataview").add("text", view)))
        .add("default", "powerbi");
    String fromJson = evaluate(handles,
        handles.openSession(request.toString(), SourceLoader::dataViewOnly));
    String metadata = "{\"metadata\":{\"columns\":" + COLUMNS + "},\"table\":{\"rowCount\":"
        + rows.size() + ",\"identities\":" + identities + "}}";
    String fromColumns = evaluate(handles, handles.openColumnsSession(metadata, new Cells(rows)));
    assertEquals(fromJson, fromColumns);
    assertTrue(fromJson.contains("SOURCE_IMPORT_WARNING"), "the rows exercise the warnings");
    assertEquals(identities, fromJson.contains("\"canSelect\": true"), fromJson);
  }

  private static String evaluate(HostHandles handles, int session) {
    return handles.evaluateSession(session, "{\"mode\":\"eval\",\"spec\":"
        + Json.value(SPEC) + "}", 0);
  }

  /**
   * The columns a browser host builds from the same rows: ISO date texts of the wall-clock form
   * as DATE cells (as a Date object arrives), everything else by its JSON type.
   */
  private record Cells(JsonArray rows) implements DataViewColumns {
    @Override
    public int columnCount() {
      return Json.parse(COLUMNS).asArray().size();
    }

    @Override
    public DataViewCells column(int c) {
      List<JsonValue> values = new ArrayList<>();
      rows.forEach(r -> values.add(r.asArray().get(c)));
      return new DataViewCells() {
        @Override
        public int kind(int row) {
          JsonValue v = values.get(row);
          if (v.isNull()) {
            return NULL;
          }
          if (v.isBoolean()) {
            return v.asBoolean() ? TRUE : FALSE;
          }
          if (v.isString()) {
            return isDate(v.asString()) ? DATE : TEXT;
          }
          return v.isNumber() ? NUMBER : OTHER;
        }

        @Override
        public double number(int row) {
          JsonValue v = values.get(row);
          return v.isString() ? IsoDateTime.parseDateOrDateTime(v.asString())
              : JsonNumbers.value(v);
        }

        @Override
        public String text(int row) {
          JsonValue v = values.get(row);
          return v.isString() ? v.asString() : v.toString();
        }
      };
    }

    private static boolean isDate(String s) {
      return s.length() == 24 && s.charAt(10) == 'T' && s.endsWith("Z")
          && !Double.isNaN(IsoDateTime.parseDateOrDateTime(s));
    }

    @Override
    public String problem(int rowCount) {
      return rows.size() == rowCount ? null
          : "column 0 has " + rows.size() + " cells, not " + rowCount;
    }
  }
}
