package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A layer's key (its id, else its index) names its eval entry and its interaction site: a key
 * that repeats an earlier layer's is DUPLICATE_ID and that layer is left out, never overwriting.
 */
class MapLayerKeysTest {
  private static final String CSV = "region,lat,lon\nEU,52.5,13.4\nUS,30.3,-97.7\n";

  private static JsonObject run(String mode, String layers, String events) {
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"layers\":[" + layers + "]}]}";
    EngineRequest request = new EngineRequest(mode, spec,
        List.of(new SourceInput("geo", "csv", CSV, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), events == null ? null : Json.parse(events));
    return Json.parse(Engine.evaluate(request)).asObject();
  }

  private static List<String> errors(JsonObject out) {
    List<String> codes = new ArrayList<>();
    for (JsonValue d : out.get("diagnostics").asArray()) {
      if (d.asObject().getString("severity", "").equals("error")) {
        codes.add(d.asObject().getString("code", "") + " " + d.asObject().getString("path", ""));
      }
    }
    return codes;
  }

  private static final String POINT = "\"latitude\":\"lat\",\"longitude\":\"lon\"";

  @Test
  void aRepeatedIdIsDuplicateAndTheEvalMapHoldsEachKeyOnce() {
    JsonObject out = run("eval", "{\"id\":\"a\"," + POINT + "},{\"id\":\"a\"," + POINT + "},"
        + "{\"id\":\"1\"," + POINT + "}", null);
    assertEquals(List.of("DUPLICATE_ID /components/0/layers/1/id"), errors(out));
    assertEquals(List.of("powerbi", "m/a", "m/1"), out.get("map").asObject().names());
    assertEquals(0, out.get("map").asObject().get("m/a").asObject().getInt("dropped", -1));
  }

  @Test
  void anIdCollidingWithAnUnnamedLayersIndexIsDuplicate() {
    JsonObject out = run("eval", "{\"id\":\"1\"," + POINT + "},{" + POINT + "}", null);
    assertEquals(List.of("DUPLICATE_ID /components/0/layers/1"), errors(out));
    assertEquals(List.of("powerbi", "m/1"), out.get("map").asObject().names());
  }

  @Test
  void aNonStringIdIsAnInvalidTypeAndTheLayerIsKeyedByItsIndex() {
    JsonObject out = run("eval", "{\"id\":5," + POINT + "}", null);
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/layers/0/id"), errors(out));
    assertEquals(List.of("powerbi", "m/0"), out.get("map").asObject().names());
  }

  @Test
  void simulateHasOneSitePerKeyTheFirstLayers() {
    String interaction = "\"interaction\":{\"trigger\":\"click\",\"internalMode\":\"none\"";
    JsonObject out = run("simulate", "{\"id\":\"a\"," + POINT + "," + interaction + "}},"
        + "{\"id\":\"a\"," + POINT + "," + interaction + ",\"selectionMode\":\"add\"}}",
        "[{\"type\":\"click\",\"component\":\"m\",\"layer\":\"a\",\"row\":0}]");
    JsonObject sites = out.get("interactions").asObject();
    assertEquals(List.of("m/a"), sites.names());
    assertEquals("replace", sites.get("m/a").asObject().getString("selectionMode", null));
    JsonArray steps = out.get("steps").asArray();
    assertEquals(1, steps.size());
  }
}
