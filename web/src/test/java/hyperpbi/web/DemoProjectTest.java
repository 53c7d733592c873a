package hyperpbi.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The embedded demo project evaluates cleanly on the JVM, through the request the page sends. */
class DemoProjectTest {

  private static String resource(String name) throws IOException {
    try (InputStream in = DemoProjectTest.class.getClassLoader()
        .getResourceAsStream(PlaygroundServer.SITE + name)) {
      assertNotNull(in, name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void demoEvaluatesWithoutErrors() throws IOException {
    String csv = resource("demo/sales.csv");
    EngineRequest request = new EngineRequest("eval", resource("demo/spec.json"),
        List.of(new SourceInput("sales", "csv", csv, null, null, null)), "sales", null, null,
        List.of(), null);
    JsonObject result = Json.parse(Engine.evaluate(request.toJson())).asObject();
    assertTrue(result.getBoolean("ok", false), result.toString());
    JsonObject powerbi = result.get("datasets").asObject().get("powerbi").asObject();
    assertEquals(12, powerbi.get("rows").asArray().size());
    assertEquals("North", powerbi.get("rows").asArray().get(0).asObject().getString("region", ""));
    // The seed example's summary, checked by hand: Cancelled rows dropped, grouped by area,
    // sorted by revenue descending.
    JsonObject summary = result.get("datasets").asObject().get("areaSummary").asObject();
    assertEquals(4, summary.get("rows").asArray().size());
    JsonObject east = summary.get("rows").asArray().get(0).asObject();
    assertEquals("East", east.getString("area", ""));
    assertEquals(3400, east.getDouble("totalRevenue", -1));
    assertEquals(1110, east.getDouble("totalMargin", -1));
    assertEquals(3, east.getInt("recordCount", -1));
  }
}
