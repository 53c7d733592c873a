package hyperpbi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import hyperpbi.engine.HostHandles;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The render tree a host paints: what is drawn, what a click changes, what is left out. */
class RenderTreeTest {
  static final String CSV = "region,status,revenue\nNorth,Open,100\nSouth,Open,50\n"
      + "North,Closed,70\nEast,Open,30\nSouth,Closed,20\n";

  private final HostHandles handles = new HostHandles();

  int open(String spec, String csv) {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", csv);
    String request = new JsonObject().add("mode", "simulate").add("spec", spec)
        .add("sources", new JsonArray().add(source)).toString();
    return handles.openDashboard(handles.openSession(request, hyperpbi.imports.SourceLoader::everyFormat),
        request);
  }

  Tree render(int handle, String options) {
    return Tree.parse(Json.parse(handles.renderDashboard(handle, options)).asObject().get("tree")
        .toString());
  }

  JsonObject dispatch(int handle, String event) {
    return Json.parse(handles.dispatchRender(handle, event)).asObject();
  }

  static final String BARS = """
      {"version": "2.0", "title": "Sales",
       "data": {"datasets": {"byRegion": {"source": "powerbi", "groupBy": ["region"],
         "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
       "components": [
         {"type": "barChart", "id": "bars", "dataset": "byRegion", "category": "region",
          "measure": "total", "interaction": {"internalMode": "highlight",
          "internalScope": "all", "externalMode": "none"}},
         {"type": "table", "id": "rows"},
         {"type": "kpi", "id": "k", "field": "revenue"}
       ]}""";

  /**
   * A resize keeps the components' views and the subtrees whose box did not change: the tree is
   * the one a fresh render at that size draws, also after a click and back.
   */
  @Test
  void aResizeDrawsTheTreeAFreshRenderDraws() {
    int kept = open(BARS, CSV);
    int fresh = open(BARS, CSV);
    String wide = "{\"width\": 1200, \"height\": 800}";
    String narrow = "{\"width\": 600, \"height\": 800}";
    handles.renderDashboard(kept, wide);
    assertEquals(handles.renderDashboard(fresh, narrow), handles.renderDashboard(kept, narrow));
    dispatch(kept, "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    dispatch(fresh, "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    assertEquals(handles.renderDashboard(fresh, wide), handles.renderDashboard(kept, wide));
    // Events dispatched without the renderer are drawn too.
    handles.dispatchDashboard(kept, "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    handles.dispatchDashboard(fresh, "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}");
    assertEquals(handles.renderDashboard(fresh, narrow), handles.renderDashboard(kept, narrow));
    assertEquals(handles.renderDashboard(fresh, "{\"width\": 600, \"theme\": \"dark\"}"),
        handles.renderDashboard(kept, "{\"width\": 600, \"theme\": \"dark\"}"));
  }

  @Test
  void barLengthsAreExactlyProportionalToTheirValues() {
    Tree tree = render(open(BARS, CSV), "{\"width\": 1000}");
    List<Tree> bars = tree.component("bars").marks();
    assertEquals(3, bars.size());
    // North 170, South 70, East 30: heights in that ratio, from one baseline.
    double north = Double.parseDouble(bars.get(0).attr("height"));
    double south = Double.parseDouble(bars.get(1).attr("height"));
    double east = Double.parseDouble(bars.get(2).attr("height"));
    assertEquals(170.0 / 70, north / south, 0.02);
    assertEquals(170.0 / 30, north / east, 0.05);
    double base = Double.parseDouble(bars.get(0).attr("y")) + north;
    assertEquals(base, Double.parseDouble(bars.get(2).attr("y")) + east, 0.02);
    assertEquals("0", bars.get(0).attr("data-row"));
    assertEquals(1, tree.all(Tree.attr("data-axis", "x")).size());
    assertEquals(1, tree.all(Tree.attr("data-axis", "y")).size());
  }

  @Test
  void aClickHighlightsTheBarAndDimsTheOthersAndKeepsUnchangedComponents() {
    int h = open(BARS, CSV);
    render(h, "{}");
    JsonObject answer = dispatch(h, "{\"type\":\"click\",\"component\":\"bars\",\"row\":1}");
    assertNotNull(answer.get("step").asObject().get("state"));
    Tree tree = Tree.parse(answer.get("tree").toString());
    List<Tree> bars = tree.component("bars").marks();
    assertEquals("true", bars.get(1).attr("data-highlighted"));
    assertNull(bars.get(0).attr("data-highlighted"));
    assertEquals(ChartMarks.DIM, bars.get(0).attr("opacity"));
    assertNull(bars.get(1).attr("opacity"));
    // The KPI reads no highlight: the painter keeps it as it is.
    assertEquals(1, tree.all(t -> t.tag().equals("#keep") && "c:k".equals(t.node()
        .getString("key", ""))).size());
  }

  @Test
  void onlyComponentRootsAreKeyedAsComponents() {
    // The painter registers every "c:"-keyed node as a component root and the session answers
    // keep markers by that key: an axis label keyed "c:0" was registered as component "0"
    // (once per chart, the last one winning) and could be kept in place of a component "0".
    String spec = """
        {"version": "2.0",
         "data": {"datasets": {"byRegion": {"source": "powerbi", "groupBy": ["region"],
           "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
         "components": [
           {"type": "barChart", "id": "bars", "dataset": "byRegion", "category": "region",
            "measure": "total"},
           {"type": "lineChart", "id": "line", "dataset": "byRegion", "category": "region",
            "measure": "total"}
         ]}""";
    Tree tree = render(open(spec, CSV), "{\"width\": 1000}");
    List<Tree> keyed = tree.all(t -> t.node().getString("key", "").startsWith("c:"));
    assertEquals(2, keyed.size());
    for (Tree t : keyed) {
      assertEquals(t.node().getString("key", "").substring(2), t.attr("data-component"));
    }
    assertEquals(3, tree.component("bars").all(t -> t.tag().equals("text")
        && t.node().getString("key", "").startsWith("x:")).size());
  }

  @Test
  void tablesShowDisplayNamesAndAWindowThatDoesNotGrowWithRows() {
    StringBuilder big = new StringBuilder("Region Name,Amount\n");
    for (int i = 0; i < 50_000; i++) {
      big.append("R").append(i % 7).append(',').append(i * 1.5).append('\n');
    }
    String spec = "{\"version\": \"2.0\", \"components\": [{\"type\": \"table\", \"id\": \"t\","
        + " \"sortable\": true}]}";
    int h = open(spec, big.toString());
    Tree tree = render(h, "{}");
    Tree table = tree.component("t");
    assertTrue(table.allText().contains("Region Name"), table.allText());
    assertFalse(table.allText().contains("region_name"));
    int rows = table.marks().size();
    assertTrue(rows < 60, "window of " + rows + " rows");
    assertEquals("50000", table.all(t -> t.attr("data-scroll-rows") != null).get(0)
        .attr("data-scroll-rows"));
    JsonObject scrolled = dispatch(h, "{\"type\":\"window\",\"component\":\"t\",\"first\":40000}");
    Tree after = Tree.parse(scrolled.get("tree").toString()).component("t");
    assertEquals(rows, after.marks().size());
    assertEquals("40000", after.marks().get(0).attr("data-row"));
    JsonObject sorted = dispatch(h, "{\"type\":\"sort\",\"component\":\"t\",\"field\":\"amount\"}");
    Tree bySort = Tree.parse(sorted.get("tree").toString()).component("t");
    assertEquals("ascending", bySort.all(t -> t.attr("aria-sort") != null).stream()
        .filter(t -> !"none".equals(t.attr("aria-sort"))).findFirst().get().attr("aria-sort"));
  }

  @Test
  void onlyTheActiveTabAndOpenOverlaysAreInTheTree() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "tabs", "id": "tabs", "tabs": [
            {"id": "a", "label": "A", "components": [{"type": "text", "id": "ta", "text": "in A"}]},
            {"id": "b", "label": "B", "components": [{"type": "text", "id": "tb", "text": "in B"}]}]},
          {"type": "modal", "id": "m", "title": "Dialog", "components": [
            {"type": "text", "id": "inside", "text": "hello"}]},
          {"type": "button", "id": "show", "label": "Show",
           "action": {"type": "openOverlay", "target": "m"}}
        ]}""";
    int h = open(spec, CSV);
    Tree tree = render(h, "{}");
    assertNotNull(tree.component("ta"));
    assertNull(tree.component("tb"));
    assertNull(tree.component("inside"));
    assertEquals("false", tree.component("m").attr("data-open"));
    Tree switched = Tree.parse(dispatch(h, "{\"type\":\"uiAction\",\"action\":{\"type\":"
        + "\"setTab\",\"target\":\"tabs\",\"value\":\"b\"}}").get("tree").toString());
    assertNull(switched.component("ta"));
    assertNotNull(switched.component("tb"));
    Tree opened = Tree.parse(dispatch(h, "{\"type\":\"click\",\"component\":\"show\"}")
        .get("tree").toString());
    assertEquals("true", opened.component("m").attr("data-open"));
    assertNotNull(opened.component("inside"));
  }

  @Test
  void aToastCarriesItsDurationForThePainter() {
    String spec = """
        {"version": "2.0", "components": [{"type": "button", "id": "b", "label": "Go",
          "action": {"type": "showToast", "message": "Saved", "title": "Done",
                     "durationMs": 2500}}]}""";
    int h = open(spec, CSV);
    render(h, "{}");
    Tree tree = Tree.parse(dispatch(h, "{\"type\":\"click\",\"component\":\"b\"}").get("tree")
        .toString());
    List<Tree> toasts = tree.all(t -> t.attr("data-toast") != null);
    assertEquals(1, toasts.size());
    assertEquals("2500", toasts.get(0).attr("data-duration"));
    assertTrue(toasts.get(0).allText().contains("Saved"));
  }

  @Test
  void emptyAndErrorStatesAreDrawnInPlace() {
    String spec = """
        {"version": "2.0", "data": {"datasets": {"none": {"source": "powerbi", "limit": 0}}},
         "components": [
          {"type": "table", "id": "nothing", "dataset": "none"},
          {"type": "barChart", "id": "broken", "category": "regoin", "measure": "revenue"}]}""";
    Tree tree = render(open(spec, CSV), "{}");
    assertEquals("empty", tree.component("nothing").all(t -> t.attr("data-state") != null)
        .get(0).attr("data-state"));
    Tree broken = tree.component("broken");
    assertEquals("error", broken.attr("data-state"));
    assertTrue(broken.allText().contains("regoin"), broken.allText());
  }

  @Test
  void highContrastUsesOnlyTheFourColours() {
    Tree tree = render(open(BARS, CSV), "{\"theme\": \"high-contrast\"}");
    java.util.Set<String> allowed = java.util.Set.of("#FFFFFF", "#000000", "#00FFFF", "#FFFF00");
    for (Tree t : tree.all(x -> true)) {
      for (String name : List.of("fill", "stroke")) {
        String v = t.attr(name);
        if (v != null && !v.equals("none")) {
          assertTrue(allowed.contains(v), name + "=" + v + " on " + t.tag());
        }
      }
    }
    String css = tree.all(t -> t.tag().equals("style")).get(0).text();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("#[0-9A-Fa-f]{3,8}|rgba?\\(")
        .matcher(css);
    while (m.find()) {
      assertTrue(allowed.contains(m.group()), "colour " + m.group() + " in the stylesheet");
    }
  }

  @Test
  void theSameInputGivesTheSameBytes() {
    String a = handles.renderDashboard(open(BARS, CSV), "{\"width\": 900}");
    String b = handles.renderDashboard(open(BARS, CSV), "{\"width\": 900}");
    assertEquals(a, b);
  }

  @Test
  void theSpecificationsThemeAppliesUnlessTheHostNamesOne() {
    String spec = BARS.replace("\"title\": \"Sales\",",
        "\"title\": \"Sales\", \"theme\": {\"mode\": \"dark\", \"palette\": [\"#AA0000\"]},");
    int h = open(spec, CSV);
    Tree own = render(h, "{}");
    assertEquals("dark", own.attr("data-theme"));
    assertEquals("#AA0000", own.component("bars").marks().get(0).attr("fill"));
    Tree hosts = render(h, "{\"theme\": \"light\"}");
    assertEquals("light", hosts.attr("data-theme"));
    Tree contrast = render(h, "{\"theme\": \"high-contrast\"}");
    assertEquals("high-contrast", contrast.attr("data-theme"));
    assertEquals("#FFFFFF", contrast.component("bars").marks().get(0).attr("fill"));
  }

  @Test
  void aContainerNamedByAStepShowsOneChildAtATime() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "container", "id": "wizard", "components": [
            {"type": "text", "id": "one", "text": "first"},
            {"type": "text", "id": "two", "text": "second"}]},
          {"type": "button", "id": "next", "label": "Next",
           "action": {"type": "nextStep", "target": "wizard"}}]}""";
    int h = open(spec, CSV);
    Tree before = render(h, "{}");
    assertNotNull(before.component("one"));
    assertNotNull(before.component("two"));
    Tree after = Tree.parse(dispatch(h, "{\"type\":\"click\",\"component\":\"next\"}")
        .get("tree").toString());
    assertNull(after.component("one"));
    // "two" was painted already and did not change: the painter keeps it.
    assertEquals(1, after.all(t -> t.tag().equals("#keep") && "c:two".equals(t.node()
        .getString("key", ""))).size());
    assertEquals("1", after.component("wizard").attr("data-step"));
  }

  void aClassNameThatIsNotPlainClassNamesIsRefusedAndSaid() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "text", "id": "ok", "text": "a", "className": "note big"},
          {"type": "text", "id": "bad", "text": "b", "className": "x\\" onclick=\\"y"}]}""";
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv").add("text", CSV);
    String request = new JsonObject().add("mode", "render").add("spec", spec)
        .add("sources", new JsonArray().add(source)).toString();
    JsonObject answer = Json.parse(hyperpbi.engine.Engine.evaluate(request)).asObject();
    Tree tree = Tree.parse(answer.get("tree").toString());
    assertTrue(tree.component("ok").attr("class").endsWith(" note big"));
    assertFalse(tree.component("bad").attr("class").contains("onclick"));
    JsonArray diagnostics = answer.get("diagnostics").asArray();
    assertEquals(1, diagnostics.size(), diagnostics.toString());
    JsonObject d = diagnostics.get(0).asObject();
    assertEquals("UNSAFE_CSS", d.getString("code", ""));
    assertEquals("/components/1/className", d.getString("path", ""));
    assertEquals("warning", d.getString("severity", ""));
  }

  @Test
  void sortAndWindowEventsApplyOnlyToATableAndAFieldOfItsDataset() {
    int h = open(BARS, CSV);
    render(h, "{}");
    JsonObject notATable = dispatch(h, "{\"type\":\"sort\",\"component\":\"bars\","
        + "\"field\":\"total\"}");
    assertFalse(notATable.getBoolean("ok", true));
    assertTrue(notATable.getString("error", "").contains("the id of a table"), notATable.toString());
    JsonObject window = dispatch(h, "{\"type\":\"window\",\"component\":\"k\",\"first\":0}");
    assertFalse(window.getBoolean("ok", true));
    JsonObject unknown = dispatch(h, "{\"type\":\"sort\",\"component\":\"rows\","
        + "\"field\":\"revenu\"}");
    assertFalse(unknown.getBoolean("ok", true));
    assertTrue(unknown.getString("error", "").contains("(not 'revenu')"), unknown.toString());
    JsonObject sorted = dispatch(h, "{\"type\":\"sort\",\"component\":\"rows\","
        + "\"field\":\"revenue\"}");
    List<Tree> rows = Tree.parse(sorted.get("tree").toString()).component("rows").marks();
    assertEquals("4", rows.get(0).attr("data-row"), "ascending: 20 first");
    assertEquals("0", rows.get(rows.size() - 1).attr("data-row"), "ascending: 100 last");
  }
}
