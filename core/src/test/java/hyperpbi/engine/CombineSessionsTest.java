package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.imports.SourceLoader;
import org.junit.jupiter.api.Test;

/**
 * combineSessions: a host (the playground's engine worker) parses each file once into a session
 * of its own and opens dashboards over their union. The union must answer what one request with
 * every source would: the same document bytes, the import findings at the combined source
 * index, the chosen default.
 */
class CombineSessionsTest {
  private static final String SALES = "region,amount\nEast,1\nWest,2\nEast,4\n";
  private static final String TARGETS = "region,target\nEast,3\nWest,5\n";
  private static final String BROKEN = "a,b\n1,\"2\n";
  private static final String SPEC = "{\"version\":\"2.0\",\"data\":{\"datasets\":{"
      + "\"byRegion\":{\"source\":\"powerbi\",\"groupBy\":[\"region\"],"
      + "\"metrics\":{\"total\":{\"op\":\"sum\",\"field\":\"amount\"}}},"
      + "\"goals\":{\"source\":\"targets\",\"select\":[\"region\",\"target\"]}}},"
      + "\"components\":[{\"type\":\"table\",\"id\":\"t\",\"dataset\":\"byRegion\"}]}";

  private static JsonObject source(String name, String text) {
    return new JsonObject().add("name", name).add("format", "csv").add("text", text);
  }

  private static String request(String defaultName, JsonObject... sources) {
    JsonArray list = new JsonArray();
    for (JsonObject s : sources) {
      list.add(s);
    }
    JsonObject o = new JsonObject().add("mode", "eval").add("spec", SPEC).add("sources", list);
    return (defaultName == null ? o : o.add("default", defaultName)).toString();
  }

  private static String evalOnly() {
    return new JsonObject().add("mode", "eval").add("spec", SPEC).toString();
  }

  @Test
  void theUnionOfSessionsAnswersWhatOneRequestWithEverySourceDoes() {
    HostHandles handles = new HostHandles();
    int sales = handles.openTextSession("sales", "csv", SALES);
    int targets = handles.openTextSession("targets", "csv", TARGETS);
    int combined = handles.combineSessions("[" + sales + "," + targets + "]", "sales");
    int whole = handles.openSession(request("sales", source("sales", SALES),
        source("targets", TARGETS)), SourceLoader::everyFormat);
    String expected = handles.evaluateSession(whole, evalOnly(), 0);
    assertTrue(Json.parse(expected).asObject().getBoolean("ok", false), expected);
    assertEquals(expected, handles.evaluateSession(combined, evalOnly(), 0));
    // A dashboard over the union reads the other source too.
    int dashboard = handles.openDashboard(combined, evalOnly());
    assertTrue(Json.parse(handles.dashboardDocument(dashboard)).asObject().getBoolean("ok", false));
  }

  @Test
  void theDefaultIsChosenAgainAndFindingsKeepTheirSourceIndex() {
    HostHandles handles = new HostHandles();
    int broken = handles.openTextSession("broken", "csv", BROKEN);
    int sales = handles.openTextSession("sales", "csv", SALES);
    int combined = handles.combineSessions("[" + broken + "," + sales + "]", null);
    int whole = handles.openSession(request(null, source("broken", BROKEN), source("sales", SALES)),
        SourceLoader::everyFormat);
    assertEquals(handles.evaluateSession(whole, evalOnly(), 0),
        handles.evaluateSession(combined, evalOnly(), 0));
    // The broken part's own "default source 'broken' was not loaded" is not the union's finding.
    String document = handles.evaluateSession(handles.combineSessions("[" + sales + "," + broken
        + "]", "sales"), evalOnly(), 0);
    assertTrue(document.contains("\"path\": \"/sources/1\""), document);
    assertTrue(!document.contains("UNKNOWN_SOURCE"), document);
    String unknown = handles.evaluateSession(handles.combineSessions("[" + sales + "]", "nope"),
        evalOnly(), 0);
    assertTrue(unknown.contains("default source 'nope' was not loaded"), unknown);
  }

  @Test
  void aListThatIsNotOpenSessionHandlesIsMinusOne() {
    HostHandles handles = new HostHandles();
    int sales = handles.openTextSession("sales", "csv", SALES);
    handles.closeSession(handles.openTextSession("gone", "csv", SALES));
    for (String list : new String[] {null, "", "{", "{}", "[\"0\"]", "[0.5]", "[-1]", "[1]",
        "[99]", "[0,null]"}) {
      assertEquals(-1, handles.combineSessions(list, null), String.valueOf(list));
    }
    assertTrue(handles.combineSessions("[" + sales + "]", null) > sales);
    assertTrue(handles.combineSessions("[]", null) >= 0, "no sources: a session without data");
  }
}
