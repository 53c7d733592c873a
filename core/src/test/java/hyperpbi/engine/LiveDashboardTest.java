package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import org.junit.jupiter.api.Test;

class LiveDashboardTest {
  private static final String DATAVIEW = "{\"metadata\": {\"columns\": ["
      + "{\"displayName\": \"Region\", \"queryName\": \"Sales.Region\", \"type\": {\"text\": true}},"
      + "{\"displayName\": \"Amount\", \"queryName\": \"Sum(Sales.Amount)\", \"isMeasure\": true,"
      + " \"type\": {\"numeric\": true}}]}, \"table\": {\"rows\": [[\"North\", 1], [\"South\", 2],"
      + " [\"North\", 3]], \"identities\": [\"a\", \"b\", \"c\"]}}";
  private static final String SPEC = "{\"version\": \"2.0\", \"components\": [{\"type\": "
      + "\"barChart\", \"id\": \"bars\", \"category\": \"region\", \"measure\": \"amount\", "
      + "\"interaction\": {}}]}";

  private static String request(boolean crossFilter) {
    JsonObject source = new JsonObject().add("name", "powerbi").add("format", "dataview")
        .add("text", DATAVIEW);
    JsonObject request = new JsonObject().add("mode", "simulate").add("spec", SPEC)
        .add("sources", new JsonArray().add(source));
    if (!crossFilter) {
      request.add("runtime", new JsonObject().add("crossFilter", false));
    }
    return request.toString();
  }

  @Test
  void dispatchesEventsOneByOne() {
    LiveDashboard live = LiveDashboard.load(request(true));
    JsonObject loaded = Json.parse(live.loadDocument()).asObject();
    assertTrue(loaded.getBoolean("ok", false), live.loadDocument());
    JsonObject step = Json.parse(live.dispatch(
        "{\"type\": \"click\", \"component\": \"bars\", \"row\": 2}")).asObject();
    assertEquals(0, step.getInt("step", -1));
    JsonObject effect = step.get("effects").asArray().get(0).asObject();
    assertEquals("selectIdentities", effect.getString("type", ""));
    assertEquals("[0,2]", effect.get("rows").toString());
    JsonObject second = Json.parse(live.dispatch("{\"type\": \"click\", \"component\": "
        + "\"bars\", \"row\": 0}")).asObject();
    assertEquals(1, second.getInt("step", -1));
    assertEquals("[]", second.get("effects").asArray().get(0).asObject().get("rows")
        .toString());
  }

  @Test
  void theRuntimeGateAndBadInputAreAnswersNotExceptions() {
    LiveDashboard gated = LiveDashboard.load(request(false));
    JsonObject step = Json.parse(gated.dispatch(
        "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}")).asObject();
    assertTrue(step.get("effects").asArray().isEmpty());
    JsonObject broken = Json.parse(gated.dispatch("{\"type\":")).asObject();
    assertEquals("INVALID_EVENT", broken.get("diagnostics").asArray().get(0).asObject()
        .getString("code", ""));
    LiveDashboard none = LiveDashboard.load("not json");
    assertNull(none.dashboard());
    assertTrue(none.loadDocument().contains("INVALID_REQUEST"), none.loadDocument());
    assertTrue(none.dispatch("{}").contains("NO_DASHBOARD"));
    // A misspelt mode is refused, not run as an evaluation.
    LiveDashboard misspelt = LiveDashboard.load("{\"mode\": \"simulat\", \"spec\": \"{}\"}");
    assertNull(misspelt.dashboard());
    assertTrue(misspelt.loadDocument().contains("mode must be one of eval, check, rows, simulate,"
        + " render, not 'simulat'"), misspelt.loadDocument());
  }
}
