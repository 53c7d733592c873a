package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.imports.SourceLoader;
import org.junit.jupiter.api.Test;

/**
 * The exported API's error contract (web-bridge/README.md), on the JVM: misuse gets an error
 * answer or -1 and the handles keep working. Each answer is asserted by its text, because a
 * null dereference that the JVM throws and a handler catches is a WebAssembly trap no handler
 * sees: only an explicit check gives these messages.
 */
class HostHandlesContractTest {
  private static final String SPEC =
      "{\"version\":\"2.0\",\"components\":[{\"type\":\"table\",\"id\":\"t\"}]}";

  private static String request(String spec) {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", "region,amount\nEast,1\nWest,2\n");
    JsonObject o = new JsonObject().add("sources", new JsonArray().add(source));
    return (spec == null ? o : o.add("spec", spec)).toString();
  }

  private static JsonObject parse(String json) {
    return Json.parse(json).asObject();
  }

  private static String firstMessage(String document, String code) {
    JsonObject d = parse(document).get("diagnostics").asArray().get(0).asObject();
    assertEquals(code, d.getString("code", ""), document);
    return d.getString("message", "");
  }

  @Test
  void aRequestWithoutASpecStringIsAnInvalidRequest() {
    String message = "engine request: spec must be the specification's JSON text (a string)";
    for (String text : new String[] {"{}", "{\"spec\":5}", "{\"spec\":{\"version\":\"2.0\"}}",
        request(null)}) {
      assertEquals(message, firstMessage(Engine.evaluate(text), "INVALID_REQUEST"), text);
    }
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(null), SourceLoader::everyFormat);
    assertTrue(session >= 0, "a session needs sources only");
    String answer = handles.evaluateSession(session, "{\"mode\":\"check\"}", 0);
    assertEquals(false, parse(answer).getBoolean("ok", true));
    assertEquals(message, firstMessage(answer, "INVALID_REQUEST"));
    int dashboard = handles.openDashboard(session, "{}");
    assertEquals(message, firstMessage(handles.dashboardDocument(dashboard), "INVALID_REQUEST"));
    assertEquals("NO_DASHBOARD", parse(handles.dispatchDashboard(dashboard,
        "{\"type\":\"click\",\"component\":\"t\",\"row\":0}")).get("diagnostics").asArray()
        .get(0).asObject().getString("code", ""));
    // The session still evaluates a good request.
    assertTrue(parse(handles.evaluateSession(session, request(SPEC), 0)).getBoolean("ok", false));
  }

  @Test
  void validJsonOfAnotherShapeIsSaidToBeSoNotInvalidJson() {
    assertEquals("engine request has the wrong shape: Not an object: 5",
        firstMessage(Engine.evaluate("{\"spec\":\"{}\",\"sources\":[5]}"), "INVALID_REQUEST"));
    assertTrue(firstMessage(Engine.evaluate("{\"spec\":"), "INVALID_REQUEST")
        .startsWith("engine request is not valid JSON: "));
  }

  @Test
  void nullTextIsSaidToBeMissingEverywhere() {
    assertEquals("engine request must be JSON text (a string)",
        firstMessage(Engine.evaluate((String) null), "INVALID_REQUEST"));
    HostHandles handles = new HostHandles();
    assertEquals(-1, handles.openSession(null, SourceLoader::everyFormat));
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    assertEquals("engine request must be JSON text (a string)",
        firstMessage(handles.evaluateSession(session, null, 0), "INVALID_REQUEST"));
    int dashboard = handles.openDashboard(session, null);
    assertEquals("engine request must be JSON text (a string)",
        firstMessage(handles.dashboardDocument(dashboard), "INVALID_REQUEST"));
    int live = handles.openDashboard(session, request(SPEC));
    assertEquals("the event must be JSON text (a string)",
        firstMessage(handles.dispatchDashboard(live, null), "INVALID_EVENT"));
    assertEquals("{\"ok\":false,\"error\":\"views take a JSON array of component ids or {id, "
        + "page} objects\"}", handles.dashboardViews(live, null));
    // A text session without a name, format or text keeps the import diagnostic.
    int text = handles.openTextSession(null, null, null);
    String eval = handles.evaluateSession(text, request(SPEC), 0);
    assertEquals("SOURCE_IMPORT_FAILED", parse(eval).get("diagnostics").asArray().get(0)
        .asObject().getString("code", ""), eval);
  }

  @Test
  void anUnreadableRequestIsTheDocumentEvaluateAnswers() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    for (String text : new String[] {"not json", "[]", "{\"mode\":\"draw\"}"}) {
      assertEquals(Engine.evaluate(text), handles.evaluateSession(session, text, 0), text);
    }
    assertTrue(parse(handles.evaluateSession(session, request(SPEC), 0)).getBoolean("ok", false));
  }

  @Test
  void freshOutsideZeroToTwoIsAnError() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    for (int fresh : new int[] {-1, 3}) {
      assertEquals("{\"ok\":false,\"error\":\"fresh must be 0 (keep caches), 1 (drop cached "
          + "results) or 2 (drop the prepared specification too), not " + fresh + "\"}",
          handles.evaluateSession(session, request(SPEC), fresh));
    }
    for (int fresh = 0; fresh <= 2; fresh++) {
      assertTrue(parse(handles.evaluateSession(session, request(SPEC), fresh))
          .getBoolean("ok", false));
    }
  }

  @Test
  void handlesNeverOpenedOrClosedAreUnknownAndClosingTwiceIsHarmless() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC));
    for (int bad : new int[] {-1, 7, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
      assertEquals("{\"ok\":false,\"error\":\"unknown session " + bad
          + " (never opened, or closed)\"}", handles.evaluateSession(bad, request(SPEC), 0));
      assertEquals("{\"ok\":false,\"error\":\"unknown dashboard " + bad
          + " (never opened, or closed)\"}", handles.dispatchDashboard(bad, "{}"));
      assertEquals(-1, handles.openDashboard(bad, request(SPEC)));
      handles.closeSession(bad);
      handles.closeDashboard(bad);
    }
    // Handles are separate lists: a dashboard handle is a session handle only by number.
    handles.closeDashboard(dashboard);
    handles.closeDashboard(dashboard);
    assertEquals("{\"ok\":false,\"error\":\"unknown dashboard " + dashboard
        + " (never opened, or closed)\"}", handles.dashboardViews(dashboard, "[]"));
    assertTrue(parse(handles.evaluateSession(session, request(SPEC), 0)).getBoolean("ok", false));
    handles.closeSession(session);
    handles.closeSession(session);
    assertEquals(-1, handles.openDashboard(session, request(SPEC)));
    // Handles are never reused: a stale handle cannot reach a newer session.
    int next = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    assertNotEquals(session, next);
    assertTrue(parse(handles.evaluateSession(next, request(SPEC), 0)).getBoolean("ok", false));
  }

  @Test
  void aDashboardOutlivesItsClosedSession() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    int dashboard = handles.openDashboard(session, request(SPEC));
    handles.closeSession(session);
    assertTrue(parse(handles.dashboardViews(dashboard, "[\"t\"]")).get("views").isArray());
    assertEquals(0, parse(handles.dispatchDashboard(dashboard,
        "{\"type\":\"click\",\"component\":\"t\",\"row\":0}")).getInt("step", -1));
    assertTrue(parse(handles.dashboardEvaluation(dashboard)).getBoolean("ok", false));
  }

  @Test
  void malformedViewListsNameTheEntry() {
    HostHandles handles = new HostHandles();
    int session = handles.openSession(request(SPEC), SourceLoader::everyFormat);
    int d = handles.openDashboard(session, request(SPEC));
    String[][] cases = {
        {"[{}]", "entry 0 is not a component id or an {id, page} object with a string id"},
        {"[\"t\", {\"id\": null}]",
            "entry 1 is not a component id or an {id, page} object with a string id"},
        {"[5]", "entry 0 is not a component id or an {id, page} object with a string id"},
        {"[null]", "entry 0 is not a component id or an {id, page} object with a string id"},
        {"[\"nope\"]", "unknown component 'nope'"},
        {"[{\"id\": \"t\", \"page\": -1}]", "entry 0: page must be a nonnegative integer, not -1"},
        {"[{\"id\": \"t\", \"page\": 1.5}]",
            "entry 0: page must be a nonnegative integer, not 1.5"},
        {"[{\"id\": \"t\", \"page\": \"2\"}]",
            "entry 0: page must be a nonnegative integer, not \"2\""},
        {"{\"id\": \"t\"}", "views take a JSON array of component ids or {id, page} objects"},
        {"not json", "views take a JSON array of component ids or {id, page} objects"}};
    for (String[] c : cases) {
      assertEquals("{\"ok\":false,\"error\":" + Json.value(c[1]) + "}",
          handles.dashboardViews(d, c[0]), c[0]);
    }
    assertEquals(1, parse(handles.dashboardViews(d, "[{\"id\": \"t\", \"page\": 0}]"))
        .get("views").asArray().size());
  }
}
