package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.imports.SourceLoader;
import org.junit.jupiter.api.Test;

/**
 * {@code dashboardMark}: the base rows and host identities a click on a mark would select, so a
 * host can name the mark to the report (Power BI's context menu and tooltips) without clicking.
 */
class DashboardMarkTest {
  private static final String DATAVIEW = "{\"metadata\":{\"columns\":["
      + "{\"displayName\":\"Region\",\"queryName\":\"Sales.Region\",\"type\":{\"text\":true}},"
      + "{\"displayName\":\"Amount\",\"queryName\":\"Sales.Amount\",\"type\":{\"numeric\":true}}]},"
      + "\"table\":{\"rows\":[[\"North\",1],[\"South\",2],[\"North\",3]],\"identities\":[0,1,2]}}";
  private static final String SPEC = "{\"version\":\"2.0\",\"components\":["
      + "{\"type\":\"barChart\",\"id\":\"bars\",\"category\":\"region\",\"measure\":\"amount\"},"
      + "{\"type\":\"table\",\"id\":\"rows\"}]}";

  private static String open(HostHandles handles, String format, String text) {
    JsonObject source = new JsonObject().add("name", "powerbi").add("format", format)
        .add("text", text);
    String request = new JsonObject().add("mode", "simulate").add("spec", SPEC)
        .add("sources", new JsonArray().add(source)).toString();
    int session = handles.openSession(request, SourceLoader::everyFormat);
    return Integer.toString(handles.openDashboard(session, request));
  }

  @Test
  void aChartPointNamesEveryRowBehindIt() {
    HostHandles handles = new HostHandles();
    int d = Integer.parseInt(open(handles, "dataview", DATAVIEW));
    assertEquals("{\"rows\":[0,2],\"identities\":[0,2]}",
        handles.dashboardMark(d, "{\"component\":\"bars\",\"row\":0}"));
    assertEquals("{\"rows\":[1],\"identities\":[1]}",
        handles.dashboardMark(d, "{\"component\":\"rows\",\"row\":1,\"layer\":null}"));
  }

  @Test
  void rowsWithoutIdentitiesHaveNone() {
    HostHandles handles = new HostHandles();
    int d = Integer.parseInt(open(handles, "csv", "region,amount\nNorth,1\nSouth,2\nNorth,3\n"));
    assertEquals("{\"rows\":[0,2]}", handles.dashboardMark(d, "{\"component\":\"bars\",\"row\":0}"));
  }

  @Test
  void aRequestNamingNoMarkIsAnErrorAnswer() {
    HostHandles handles = new HostHandles();
    int d = Integer.parseInt(open(handles, "dataview", DATAVIEW));
    String shape = "{\"ok\":false,\"error\":\"a mark is {\\\"component\\\": id, \\\"layer\\\"?: id, "
        + "\\\"row\\\": n}\"}";
    for (String bad : new String[] {null, "", "[]", "{\"row\":0}", "{\"component\":\"bars\"}",
        "{\"component\":1,\"row\":0}", "{\"component\":\"bars\",\"row\":\"0\"}"}) {
      assertEquals(shape, handles.dashboardMark(d, bad), bad);
    }
    assertEquals("{\"ok\":false,\"error\":\"no mark at row 9 of 'bars'\"}",
        handles.dashboardMark(d, "{\"component\":\"bars\",\"row\":9}"));
    assertEquals("{\"ok\":false,\"error\":\"no mark at row -1 of 'bars'\"}",
        handles.dashboardMark(d, "{\"component\":\"bars\",\"row\":-1}"));
    assertEquals("{\"ok\":false,\"error\":\"no mark at row 0 of 'nothing'\"}",
        handles.dashboardMark(d, "{\"component\":\"nothing\",\"row\":0}"));
    assertEquals("{\"ok\":false,\"error\":\"unknown dashboard 99 (never opened, or closed)\"}",
        handles.dashboardMark(99, "{\"component\":\"bars\",\"row\":0}"));
  }
}
