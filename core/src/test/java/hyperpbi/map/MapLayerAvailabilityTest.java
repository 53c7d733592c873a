package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.util.List;
import org.junit.jupiter.api.Test;

/** README: a map layer is always reported; one without a view is empty, with the reason. */
class MapLayerAvailabilityTest {
  private static final String CSV = "region,lat,lon\nEU,52.5,13.4\n";

  @Test
  void failedAndPendingLayersAreReportedEmptyWithTheirReason() {
    String spec = "{\"version\":\"2.0\",\"data\":{\"sources\":{\"orders\":{\"type\":"
        + "\"miniup.table\",\"site\":\"demo\",\"table\":\"orders\"}},\"datasets\":{\"bad\":"
        + "{\"source\":\"powerbi\",\"filter\":{\"field\":\"nosuch\",\"operator\":\"=\","
        + "\"value\":1}}}},\"components\":[{\"type\":\"map\",\"id\":\"m\",\"layers\":["
        + "{\"id\":\"ok\",\"latitude\":\"lat\",\"longitude\":\"lon\"},"
        + "{\"id\":\"failed\",\"dataset\":\"bad\"},{\"id\":\"pending\",\"dataset\":\"orders\"}]}]}";
    EngineRequest request = new EngineRequest("eval", spec,
        List.of(new SourceInput("geo", "csv", CSV, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), null);
    JsonObject map = Json.parse(Engine.evaluate(request)).asObject().get("map").asObject();
    assertEquals(List.of("powerbi", "m/ok", "m/failed", "m/pending"), map.names());
    JsonObject failed = map.get("m/failed").asObject();
    assertEquals("dataset 'bad' is not available (unknown or failed; see its diagnostic)",
        failed.getString("unavailable", null));
    assertEquals(0, failed.get("features").asArray().size());
    assertEquals("remote source 'orders' has no loaded response yet",
        map.get("m/pending").asObject().getString("unavailable", null));
    assertEquals(null, map.get("m/ok").asObject().get("unavailable"));
  }
}
