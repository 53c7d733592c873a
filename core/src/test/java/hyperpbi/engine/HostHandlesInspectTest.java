package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.imports.SourceLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The inspect handles of the exported API (web-bridge/README.md, "Exported API"): sources,
 * datasets with their rows after each stage and cache status, windows of rows and lineage, with
 * the error contract of the other handles.
 */
class HostHandlesInspectTest {
  private static final String CSV = "region,status,amount,day\n"
      + "East,Open,10,2024-01-05\nWest,Open,5,2024-01-06\nEast,Cancelled,7,2024-01-07\n"
      + "North,Closed,3,2024-02-01\nEast,Closed,1.5,2024-02-02\n";
  /** The same definition twice: sums take the fused loop, max the stages one by one. */
  private static final String DATASETS = "\"datasets\":{"
      + "\"fused\":{\"source\":\"powerbi\",\"filter\":{\"field\":\"status\",\"operator\":\"!=\","
      + "\"value\":\"Cancelled\"},\"groupBy\":[\"region\"],\"metrics\":{\"total\":{\"op\":\"sum\","
      + "\"field\":\"amount\"}},\"sort\":[{\"field\":\"total\",\"direction\":\"desc\"}],"
      + "\"limit\":2},"
      + "\"oneByOne\":{\"source\":\"powerbi\",\"filter\":{\"field\":\"status\",\"operator\":\"!=\","
      + "\"value\":\"Cancelled\"},\"groupBy\":[\"region\"],\"metrics\":{\"total\":{\"op\":\"max\","
      + "\"field\":\"amount\"}},\"sort\":[{\"field\":\"total\",\"direction\":\"desc\"}],"
      + "\"limit\":2},"
      + "\"broken\":{\"source\":\"powerbi\",\"groupBy\":[\"nope\"]}}";
  private static final String SPEC = "{\"version\":\"2.0\",\"data\":{" + DATASETS + "},"
      + "\"components\":[{\"type\":\"table\",\"id\":\"t\",\"dataset\":\"fused\"}]}";

  private static String request(String spec, String csv) {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", csv);
    return new JsonObject().add("sources", new JsonArray().add(source)).add("spec", spec)
        .toString();
  }

  private static JsonObject parse(String json) {
    return Json.parse(json).asObject();
  }

  private static JsonObject dataset(JsonObject answer, String name) {
    for (JsonValue v : answer.get("datasets").asArray()) {
      if (v.asObject().getString("name", "").equals(name)) {
        return v.asObject();
      }
    }
    throw new AssertionError("no dataset " + name + " in " + answer);
  }

  private static List<String> keys(JsonValue fields) {
    List<String> keys = new ArrayList<>();
    for (JsonValue f : fields.asArray()) {
      keys.add(f.asObject().getString("key", null));
    }
    return keys;
  }

  @Test
  void sourcesListRowsAndFields() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    JsonObject source = parse(handles.inspectSources(session)).get("sources").asArray().get(0)
        .asObject();
    assertEquals("sales", source.getString("name", ""));
    assertEquals(5, source.getInt("rows", -1));
    assertTrue(source.getBoolean("default", false));
    assertEquals(List.of("region", "status", "amount", "day"), keys(source.get("fields")));
    JsonObject amount = source.get("fields").asArray().get(2).asObject();
    assertEquals("{\"key\":\"amount\",\"alias\":\"amount\",\"displayName\":\"amount\","
        + "\"semanticType\":\"measure\",\"dataType\":\"number\",\"kind\":\"column\","
        + "\"origin\":\"uploaded-column\"}", amount.toString());
  }

  @Test
  void datasetsReportTheRowsAfterEachStageOnBothPaths() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC, CSV));
    JsonObject answer = parse(handles.inspectDatasets(dashboard));
    String stages = "[{\"stage\":\"filter\",\"rows\":4},{\"stage\":\"groupBy\",\"rows\":3},"
        + "{\"stage\":\"sort\",\"rows\":3},{\"stage\":\"limit\",\"rows\":2}]";
    for (String name : new String[] {"fused", "oneByOne"}) {
      JsonObject d = dataset(answer, name);
      assertEquals(stages, d.get("stages").toString(), name);
      assertEquals(2, d.getInt("rows", -1), name);
      assertEquals(5, d.getInt("inputRows", -1), name);
      assertEquals("miss", d.getString("cacheStatus", ""), name);
      assertEquals(List.of("region", "total"), keys(d.get("schema")), name);
    }
    assertEquals("[]", dataset(answer, "powerbi").get("stages").toString());
    assertEquals(5, dataset(answer, "powerbi").getInt("rows", -1));
    assertTrue(dataset(answer, "broken").getBoolean("failed", false));
    // A second dashboard over the same session: cache hits keep the counts of their evaluation.
    int again = handles.openDashboard(session, request(SPEC, CSV));
    JsonObject hit = dataset(parse(handles.inspectDatasets(again)), "fused");
    assertEquals("hit", hit.getString("cacheStatus", ""));
    assertEquals(stages, hit.get("stages").toString());
  }

  @Test
  void rowsAreAWindowWithKeysAndValuesAsTheEvalDocumentWritesThem() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC, CSV));
    JsonObject rows = parse(handles.datasetRows(dashboard, "powerbi", 3, 10));
    assertEquals(5, rows.getInt("total", -1));
    assertEquals(3, rows.getInt("first", -1));
    assertEquals(2, rows.getInt("count", -1));
    assertEquals(false, rows.getBoolean("clamped", true));
    JsonObject row = rows.get("rows").asArray().get(1).asObject();
    assertEquals("[\"East\",\"Closed\",1.5,\"2024-02-02\"]", row.get("values").toString());
    String eval = handles.dashboardEvaluation(dashboard);
    JsonObject powerbi = parse(eval).get("datasets").asObject().get("powerbi").asObject();
    assertEquals(powerbi.get("rowKeys").asArray().get(4).asString(), row.getString("key", ""));
    assertEquals(1, row.getInt("sourceRows", -1));
    JsonObject grouped = parse(handles.datasetRows(dashboard, "fused", 0, 500));
    JsonObject east = grouped.get("rows").asArray().get(0).asObject();
    assertEquals("[\"East\",11.5]", east.get("values").toString());
    // A group's key would join every contributing row's key: left out, with their number.
    assertEquals(2, east.getInt("sourceRows", -1));
    assertTrue(east.get("key").isNull(), east.toString());
    JsonObject west = grouped.get("rows").asArray().get(1).asObject();
    JsonObject fusedEval = parse(eval).get("datasets").asObject().get("fused").asObject();
    assertEquals(fusedEval.get("rowKeys").asArray().get(1).asString(), west.getString("key", ""),
        "a group of one row has that row's key");
    // A source under its own id is inspectable like a dataset.
    assertEquals(5, parse(handles.datasetRows(dashboard, "sales", 0, 1)).getInt("total", -1));
  }

  @Test
  void aCountOver500IsClampedAndSaysSo() {
    StringBuilder csv = new StringBuilder("n\n");
    for (int i = 0; i < 700; i++) {
      csv.append(i).append('\n');
    }
    String spec = "{\"version\":\"2.0\",\"components\":[]}";
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(spec, csv.toString()), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(spec, csv.toString()));
    JsonObject rows = parse(handles.datasetRows(dashboard, "powerbi", 100, 100000));
    assertEquals(700, rows.getInt("total", -1));
    assertEquals(500, rows.getInt("count", -1));
    assertEquals(500, rows.getInt("limit", -1));
    assertTrue(rows.getBoolean("clamped", false));
    assertEquals("[100]", rows.get("rows").asArray().get(0).asObject().get("values").toString());
    assertEquals("[599]", rows.get("rows").asArray().get(499).asObject().get("values")
        .toString());
  }

  @Test
  void lineageListsTheSourceRowsOfARow() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC, CSV));
    JsonObject east = parse(handles.datasetLineage(dashboard, "fused", 0));
    assertEquals("sales", east.getString("source", ""));
    assertEquals(2, east.getInt("total", -1));
    JsonArray rows = east.get("rows").asArray();
    assertEquals(0, rows.get(0).asObject().getInt("index", -1));
    assertEquals(4, rows.get(1).asObject().getInt("index", -1));
    assertEquals("[\"East\",\"Open\",10,\"2024-01-05\"]", rows.get(0).asObject().get("values")
        .toString());
    assertEquals(List.of("region", "status", "amount", "day"), keys(east.get("fields")));
  }

  @Test
  void misuseIsAnErrorAnswer() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC, CSV));
    String unknownDashboard = "{\"ok\":false,\"error\":\"unknown dashboard 9 (never opened, or "
        + "closed)\"}";
    assertEquals(unknownDashboard, handles.inspectDatasets(9));
    assertEquals(unknownDashboard, handles.datasetRows(9, "fused", 0, 1));
    assertEquals(unknownDashboard, handles.datasetLineage(9, "fused", 0));
    assertEquals("{\"ok\":false,\"error\":\"unknown session -1 (never opened, or closed)\"}",
        handles.inspectSources(-1));
    assertEquals("unknown dataset 'nope' (datasets: powerbi, fused, oneByOne)",
        error(handles.datasetRows(dashboard, "nope", 0, 1)));
    assertEquals("the dataset name must be a string",
        error(handles.datasetRows(dashboard, null, 0, 1)));
    assertEquals("first must be a nonnegative integer",
        error(handles.datasetRows(dashboard, "fused", -1, 1)));
    assertEquals("count must be a nonnegative integer (at most 500 rows are answered)",
        error(handles.datasetRows(dashboard, "fused", 0, -1)));
    assertEquals("row 2 is outside dataset 'fused' (2 rows)",
        error(handles.datasetLineage(dashboard, "fused", 2)));
    assertEquals("row must be a nonnegative integer",
        error(handles.datasetLineage(dashboard, "fused", -1)));
    handles.closeDashboard(dashboard);
    assertEquals("{\"ok\":false,\"error\":\"unknown dashboard " + dashboard + " (never opened, "
        + "or closed)\"}", handles.inspectDatasets(dashboard));
  }

  @Test
  void datasetSchemasStayKnownWhenTheSpecificationHasErrorsElsewhere() {
    // The editor completes field names while the author types: an unknown component type and a
    // property of the wrong type elsewhere do not hide the datasets' static schemas.
    // So do a calculated field over an unknown field and a dataset over the broken one.
    String spec = "{\"version\":\"2.0\",\"data\":{" + DATASETS.substring(0, DATASETS.length() - 1)
        + ",\"overBroken\":{\"source\":\"broken\"}}" + "},\"calculations\":{\"fields\":[{\"key\":"
        + "\"bad\",\"expression\":{\"field\":\"nope\"}}]},\"components\":["
        + "{\"type\":\"tabel\",\"id\":\"t\"},{\"type\":\"table\",\"id\":\"u\",\"title\":5}]}";
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(spec, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(spec, CSV));
    assertEquals(false, parse(handles.dashboardDocument(dashboard)).getBoolean("ok", true));
    JsonObject datasets = parse(handles.inspectDatasets(dashboard));
    assertEquals(List.of("region", "total"), keys(dataset(datasets, "fused").get("schema")));
    assertEquals(List.of("region", "status", "amount", "day"),
        keys(dataset(datasets, "powerbi").get("schema")));
    assertTrue(dataset(datasets, "overBroken").getBoolean("failed", false));
    assertEquals(2, parse(handles.datasetRows(dashboard, "fused", 0, 10)).getInt("total", -1));
  }

  @Test
  void aDashboardThatCouldNotBeLoadedHasNoDatasets() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC, CSV), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request("{\"version\":", CSV));
    assertEquals("{\"datasets\":[]}", handles.inspectDatasets(dashboard));
    assertEquals("unknown dataset 'fused' (datasets: none)",
        error(handles.datasetRows(dashboard, "fused", 0, 1)));
  }

  private static String error(String answer) {
    JsonObject o = parse(answer);
    assertEquals(false, o.getBoolean("ok", true), answer);
    return o.getString("error", "");
  }
}
