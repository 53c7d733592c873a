package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The request's host reaches preparation (data-model.txt: "In Power BI, only miniup.function is
 * portable"): a web-only source is an error at load, never fetched, and a dataset over it fails
 * as over any refused declaration (DATASET_UPSTREAM_FAILED; never a schema silently without rows).
 */
class PowerBiHostSourcesTest {
  private static final String SPEC = "{\"version\": \"2.0\", \"data\": {\"sources\": {"
      + "\"orders\": {\"type\": \"miniup.table\", \"site\": \"demo\", \"table\": \"orders\"},"
      + "\"summary\": {\"type\": \"miniup.function\", \"function\": \"summary\"}},"
      + "\"datasets\": {\"byStatus\": {\"source\": \"orders\", \"groupBy\": [\"status\"]}}},"
      + "\"components\": [{\"type\": \"table\", \"id\": \"t\", \"dataset\": \"byStatus\"}]}";

  private static JsonObject request(String host, Boolean network) {
    JsonObject r = new JsonObject().add("mode", "simulate").add("spec", SPEC)
        .add("sources", new JsonArray().add(new JsonObject().add("name", "sales")
            .add("format", "csv").add("text", "region,amount\nNorth,10\n")));
    if (host != null) {
      r.add("host", host);
    }
    if (network != null) {
      r.add("network", network);
    }
    return r;
  }

  private static List<String> codes(JsonObject doc) {
    List<String> codes = new ArrayList<>();
    for (JsonValue d : doc.get("diagnostics").asArray()) {
      codes.add(d.asObject().getString("severity", "") + " " + d.asObject().getString("code", "")
          + " " + d.asObject().getString("path", ""));
    }
    return codes;
  }

  private static List<String> fetched(JsonObject loaded) {
    List<String> sources = new ArrayList<>();
    for (JsonValue e : loaded.get("initial").asObject().get("effects").asArray()) {
      sources.add(e.asObject().getString("source", ""));
    }
    return sources;
  }

  @Test
  void theWebHostFetchesEverySourceByDefault() {
    JsonObject loaded = Json.parse(LiveDashboard.load(request(null, null).toString())
        .loadDocument()).asObject();
    assertEquals(List.of(), codes(loaded));
    assertEquals(List.of("orders", "summary"), fetched(loaded));
  }

  @Test
  void powerBiRefusesTheTableAtPreparationAndFetchesOnlyTheFunction() {
    LiveDashboard live = LiveDashboard.load(request("powerbi", true).toString());
    JsonObject loaded = Json.parse(live.loadDocument()).asObject();
    assertEquals(List.of("error UNKNOWN_DATASET /components/0/dataset",
        "error DATASET_UPSTREAM_FAILED /data/datasets/byStatus/source",
        "error REMOTE_SOURCE_WEB_ONLY /data/sources/orders/type"), codes(loaded));
    assertEquals(List.of("summary"), fetched(loaded));
    assertNull(loaded.get("initial").asObject().get("state").asObject().get("sources")
        .asObject().get("orders"));
    // The dataset over it fails, as over any refused declaration.
    JsonObject eval = Json.parse(live.evalDocument()).asObject();
    assertEquals(codes(loaded), codes(eval), "the eval document is prepared for the same host");
    assertNull(eval.get("datasets").asObject().get("byStatus"));
  }

  @Test
  void theNetworkFreePackageFetchesNothingAndWarns() {
    JsonObject loaded = Json.parse(LiveDashboard.load(request("powerbi", false).toString())
        .loadDocument()).asObject();
    assertEquals(List.of("error UNKNOWN_DATASET /components/0/dataset",
        "error DATASET_UPSTREAM_FAILED /data/datasets/byStatus/source",
        "error REMOTE_SOURCE_WEB_ONLY /data/sources/orders/type",
        "warning REMOTE_SOURCE_NETWORK_DISABLED /data/sources/summary/type"), codes(loaded));
    assertEquals(List.of(), fetched(loaded));
  }

  @Test
  void anUnknownHostIsAnInvalidRequest() {
    JsonObject doc = Json.parse(Engine.evaluate(request("excel", null).add("mode", "check")
        .toString())).asObject();
    assertEquals("[{\"severity\":\"error\",\"code\":\"INVALID_REQUEST\",\"path\":\"\","
        + "\"message\":\"engine request: host must be \\\"web\\\" or \\\"powerbi\\\", not "
        + "\\\"excel\\\"\"}]", doc.get("diagnostics").toString());
    doc = Json.parse(Engine.evaluate(request("powerbi", null).add("network", "no")
        .add("mode", "check").toString())).asObject();
    assertEquals("engine request: network must be true or false, not \"no\"",
        doc.get("diagnostics").asArray().get(0).asObject().getString("message", ""));
  }

  @Test
  void theHostSurvivesTheRequestsJsonForm() {
    EngineRequest r = EngineRequest.parse(request("powerbi", false).toString());
    assertEquals(r.host(), EngineRequest.parse(r.toJson()).host());
    assertEquals("powerbi", r.host().kind().id());
  }
}
