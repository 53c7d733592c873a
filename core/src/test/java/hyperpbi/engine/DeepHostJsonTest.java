package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * JSON a host hands the engine (a request, a views list, an event) nested far deeper than any
 * real one gets an answer naming the limit: a StackOverflowError in the recursive parser would
 * escape every RuntimeException handler and kill a browser or Power BI visual.
 */
class DeepHostJsonTest {
  private static final String DEEP = "[".repeat(100_000) + "]".repeat(100_000);

  private static String request() {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", "region,amount\nEast,1\n");
    return new JsonObject().add("mode", "simulate").add("spec",
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"table\",\"id\":\"t\"}]}")
        .add("sources", new JsonArray().add(source)).toString();
  }

  @Test
  void aDeepRequestIsAnInvalidRequest() {
    String deepEvents = "{\"mode\":\"eval\",\"events\":" + DEEP + "}";
    for (String text : new String[] {DEEP, deepEvents}) {
      JsonObject doc = Json.parse(Engine.evaluate(text)).asObject();
      assertEquals(false, doc.get("ok").asBoolean());
      JsonObject d = doc.get("diagnostics").asArray().get(0).asObject();
      assertEquals("INVALID_REQUEST", d.getString("code", ""));
      assertTrue(d.getString("message", "").contains("nested deeper than 256 levels"),
          d.toString());
    }
    HostHandles handles = new HostHandles();
    int session = handles.addSession(Session.load(EngineRequest.parse(request())));
    // The dashboard opens and its load document says why it could not be loaded.
    JsonObject doc = Json.parse(handles.dashboardDocument(handles.openDashboard(session, DEEP)))
        .asObject();
    assertTrue(doc.get("diagnostics").asArray().get(0).asObject().getString("message", "")
        .contains("nested deeper than 256 levels"), doc.toString());
  }

  @Test
  void deepViewRequestsAndEventsAreErrorAnswers() {
    LiveDashboard live = LiveDashboard.load(request());
    assertEquals(false, Json.parse(live.views(DEEP)).asObject().get("ok").asBoolean());
    JsonObject step = Json.parse(live.dispatch(DEEP)).asObject();
    JsonObject d = step.get("diagnostics").asArray().get(0).asObject();
    assertEquals("INVALID_EVENT", d.getString("code", ""));
    assertTrue(d.getString("message", "").contains("nested deeper than 256 levels"));
    // The dashboard still answers afterwards.
    assertTrue(Json.parse(live.views("[\"t\"]")).asObject().get("views").isArray());
  }
}
