package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import org.junit.jupiter.api.Test;

/** Remote source responses in a live dashboard: rows into datasets, pages, staleness, cache. */
class LiveDashboardSourcesTest {
  private static LiveDashboard load(String sources, String datasets, String components) {
    String spec = "{\"version\": \"2.0\", \"data\": {\"sources\": " + sources
        + ", \"datasets\": " + datasets + "}, \"components\": " + components + "}";
    return LiveDashboard.load(new JsonObject().add("mode", "simulate").add("spec", spec)
        .add("now", "2024-06-01T00:00:00Z").toString());
  }

  private static JsonObject initial(LiveDashboard live) {
    return Json.parse(live.loadDocument()).asObject().get("initial").asObject();
  }

  private static JsonObject response(LiveDashboard live, String source, String signature,
      String text) {
    return Json.parse(live.dispatch(new JsonObject().add("type", "sourceResponse")
        .add("source", source).add("signature", signature).add("text", text).toString()))
        .asObject();
  }

  private static JsonObject status(JsonObject step, String source) {
    return step.get("state").asObject().get("sources").asObject().get(source).asObject();
  }

  private static String codes(JsonObject step) {
    StringBuilder b = new StringBuilder();
    for (JsonValue d : step.get("diagnostics").asArray()) {
      b.append(d.asObject().getString("code", "")).append(' ');
    }
    return b.toString().trim();
  }

  private static String rows(int from, int n) {
    JsonArray a = new JsonArray();
    for (int i = 0; i < n; i++) {
      a.add(new JsonObject().add("id", from + i).add("amount", (from + i) % 7));
    }
    return a.toString();
  }

  /**
   * A declared source named like an uploaded file is refused and never fetched: its rows would
   * replace the file's (here the default's, so powerbi's too) while preparation validated
   * components against the file.
   */
  @Test
  void aSourceNamedLikeAnUploadedFileIsRefusedAndNeverFetched() {
    String spec = "{\"version\": \"2.0\", \"data\": {\"sources\": {\"sales\": {\"type\": "
        + "\"miniup.function\", \"function\": \"f\"}}}, \"components\": [{\"type\": "
        + "\"table\", \"id\": \"t\", \"dataset\": \"sales\"}]}";
    JsonObject csv = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", "region,amount\nNorth,10\n");
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(csv)).toString());
    JsonObject loaded = Json.parse(live.loadDocument()).asObject();
    assertEquals("[{\"severity\":\"error\",\"code\":\"DUPLICATE_DATASET_NAME\","
        + "\"path\":\"/data/sources/sales\",\"message\":\"'sales' is already the name of a "
        + "loaded source (an uploaded file or sheet); a remote source needs its own name\"}]",
        loaded.get("diagnostics").toString());
    assertEquals("[]", initial(live).get("effects").toString());
    assertEquals(1, live.dashboard().model().dataset("sales").rowCount());
  }

  @Test
  void aSourceNamedLikeADatasetOrPowerbiIsNeverFetched() {
    LiveDashboard live = load("{\"powerbi\": {\"type\": \"miniup.function\", \"function\": "
        + "\"f\"}, \"d\": {\"type\": \"miniup.function\", \"function\": \"g\"}}",
        "{\"d\": {\"source\": \"powerbi\"}}", "[]");
    assertEquals("[]", initial(live).get("effects").toString());
  }

  @Test
  void aResponseIsEvaluatedIntoTheDatasetsOverItsSource() {
    LiveDashboard live = load("{\"summary\": {\"type\": \"miniup.function\", \"function\": "
        + "\"rows-into-datasets\", \"dataPath\": \"rows\"}}",
        "{\"big\": {\"source\": \"summary\", \"filter\": {\"field\": \"amount\", \"operator\": "
        + "\">\", \"value\": 100}}}",
        "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"big\"}]");
    assertEquals(0, live.dashboard().model().dataset("big").rowCount());
    String signature = status(initial(live), "summary").getString("signature", "");
    JsonObject step = response(live, "summary", signature, "{\"rows\": [{\"amount\": 120}, "
        + "{\"amount\": 80}, {\"amount\": 300}]}");
    assertEquals("ready", status(step, "summary").getString("status", ""));
    assertEquals(3, status(step, "summary").getInt("rows", -1));
    assertEquals("[\"t\"]", step.get("changedViews").toString());
    assertEquals(2, live.dashboard().model().dataset("big").rowCount());
    assertEquals(3, live.dashboard().model().dataset("summary").rowCount());
  }

  @Test
  void anEmptyReadKeepsTheStaticSchemaAndViewsShowNoRows() {
    LiveDashboard live = load("{\"summary\": {\"type\": \"miniup.function\", \"function\": "
        + "\"empty-read\", \"dataPath\": \"rows\"}}",
        "{\"big\": {\"source\": \"summary\", \"filter\": {\"field\": \"amount\", \"operator\": "
        + "\">\", \"value\": 100}}}",
        "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"big\"}, {\"type\": \"table\", "
        + "\"id\": \"raw\", \"dataset\": \"summary\"}]");
    assertEquals(2, Json.parse(live.views("[]")).asObject().get("views").asArray().size(),
        "a component over the source has a view (no rows) while it loads");
    String signature = status(initial(live), "summary").getString("signature", "");
    JsonObject step = response(live, "summary", signature, "{\"rows\": []}");
    assertEquals("empty", status(step, "summary").getString("status", ""));
    assertEquals("", codes(step), "no rows is not a schema without fields");
    assertEquals(0, live.dashboard().model().dataset("big").rowCount());
  }

  @Test
  void fieldsTheRowsLackAreReportedWhenTheyArrive() {
    LiveDashboard live = load("{\"summary\": {\"type\": \"miniup.function\", \"function\": "
        + "\"fields-the-rows-lack\"}}",
        "{\"picked\": {\"source\": \"summary\", \"select\": [\"amount\"]}}",
        "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"picked\"}]");
    String signature = status(initial(live), "summary").getString("signature", "");
    JsonObject step = response(live, "summary", signature, "[{\"total\": 1}]");
    assertEquals("UNKNOWN_DATASET UNKNOWN_DATASET_FIELD", codes(step),
        "the failed dataset, and the component reading it");
    assertEquals("ready", status(step, "summary").getString("status", ""));
  }

  @Test
  void aTableIsReadPageByPageAndAnOldPageIsStale() {
    LiveDashboard live = load("{\"orders\": {\"type\": \"miniup.table\", \"site\": \"demo\", "
        + "\"table\": \"paged\", \"maxRows\": 1500}}", "{}",
        "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"orders\"}]");
    String first = status(initial(live), "orders").getString("signature", "");
    JsonObject page1 = response(live, "orders", first, rows(0, 1_000));
    JsonObject fetch = page1.get("effects").asArray().get(0).asObject();
    assertEquals("https://demo.miniup.app/api/data/demo/paged?limit=500&offset=1000",
        fetch.getString("url", ""));
    assertEquals("loading", status(page1, "orders").getString("status", ""));
    assertEquals("STALE_SOURCE_RESPONSE", codes(response(live, "orders", first, rows(0, 5))));
    JsonObject page2 = response(live, "orders", fetch.getString("signature", ""),
        rows(1_000, 400));
    assertEquals("ready", status(page2, "orders").getString("status", ""));
    assertEquals(first, status(page2, "orders").getString("signature", ""));
    assertEquals(1_400, status(page2, "orders").getInt("rows", -1));
    assertEquals(1_400, live.dashboard().model().dataset("orders").rowCount());
  }

  @Test
  void aFullLastPageAtMaxRowsIsSaidNotHidden() {
    LiveDashboard live = load("{\"orders\": {\"type\": \"miniup.table\", \"site\": \"demo\", "
        + "\"table\": \"capped\", \"maxRows\": 20}}", "{}", "[]");
    String first = status(initial(live), "orders").getString("signature", "");
    JsonObject step = response(live, "orders", first, rows(0, 20));
    assertEquals("SOURCE_MAX_ROWS_REACHED", codes(step));
    assertTrue(status(step, "orders").getString("message", "").contains("may have more rows"));
  }

  @Test
  void aCompletedReadIsSharedUntilItsTtlButAnInFlightOneIsNot() {
    String sources = "{\"s\": {\"type\": \"miniup.function\", \"function\": \"shared-read\", "
        + "\"ttlSeconds\": 60}}";
    LiveDashboard first = load(sources, "{}", "[]");
    LiveDashboard second = load(sources, "{}", "[]");
    assertEquals(1, initial(second).get("effects").asArray().size(),
        "a request in flight elsewhere is not shared");
    String signature = status(initial(first), "s").getString("signature", "");
    response(first, "s", signature, "[{\"a\": 1}]");
    LiveDashboard third = load(sources, "{}", "[]");
    assertEquals(0, initial(third).get("effects").asArray().size());
    assertEquals("ready", status(initial(third), "s").getString("status", ""));
    assertEquals(1, third.dashboard().model().dataset("s").rowCount());
  }

  @Test
  void aBadResponseEventIsAnErrorNamingTheMember() {
    LiveDashboard live = load("{\"s\": {\"type\": \"miniup.function\", \"function\": "
        + "\"bad-events\"}}", "{}", "[]");
    JsonObject unknown = response(live, "nope", "x", "[]");
    assertEquals("UNKNOWN_TARGET", codes(unknown));
    JsonObject missing = Json.parse(live.dispatch("{\"type\": \"sourceError\", \"source\": "
        + "\"s\", \"signature\": \"x\"}")).asObject();
    assertEquals("/message", missing.get("diagnostics").asArray().get(0).asObject()
        .getString("path", ""));
    assertEquals("loading", status(missing, "s").getString("status", ""));
  }

  @Test
  void hostileResponsesFailTheReadAndNeverTheEngine() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    String tooMany = rows(0, 10_001);
    String[] bodies = {"", "nul", deep, "{\"rows\": 5}", "[1e999999]", "[{\"a\": \"\u0000\"}, 7]",
        tooMany, "[{\"a\": 1}]" + "x", "\ufeff[{\"a\": 1}]", "{\"rows\": [{\"a\": {\"b\": [1]}}]}"};
    int failed = 0;
    for (String body : bodies) {
      LiveDashboard live = load("{\"s\": {\"type\": \"miniup.function\", \"function\": "
          + "\"hostile\", \"dataPath\": \"rows\"}}", "{}",
          "[{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"s\"}]");
      String signature = status(initial(live), "s").getString("signature", "");
      JsonObject step = response(live, "s", signature, body);
      String state = status(step, "s").getString("status", "");
      assertTrue(state.equals("error") || state.equals("ready"), body + " gave " + state);
      if (state.equals("error")) {
        failed++;
        // The read's failure, and the table over the source saying why it is empty.
        assertEquals("REMOTE_SOURCE_FAILED DATASET_UPSTREAM_FAILED", codes(step));
        assertTrue(status(step, "s").getString("message", "").length() > 10);
      }
    }
    assertEquals(9, failed, "only the nested object row is a valid read");
  }
}
