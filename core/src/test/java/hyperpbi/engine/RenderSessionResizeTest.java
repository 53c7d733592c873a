package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * A resize (a render with a new size, the same theme and locale) computes no component view
 * again: the Power BI visual re-renders on every resize, and a view can cost a pass over every
 * row. A theme change or an event computes what it must.
 */
class RenderSessionResizeTest {
  private static final String SPEC = """
      {"version": "2.0",
       "data": {"datasets": {"byRegion": {"source": "powerbi", "groupBy": ["region"],
         "metrics": {"total": {"op": "sum", "field": "revenue"}}}}},
       "components": [
         {"type": "barChart", "id": "bars", "dataset": "byRegion", "category": "region",
          "measure": "total", "interaction": {"internalMode": "highlight",
          "internalScope": "all", "externalMode": "none"}},
         {"type": "table", "id": "rows"},
         {"type": "kpi", "id": "k", "field": "revenue"}]}""";

  @Test
  void aResizeComputesNoViewAgain() {
    String request = new JsonObject().add("mode", "simulate").add("spec", SPEC)
        .add("sources", new JsonArray().add(new JsonObject().add("name", "sales")
            .add("format", "csv").add("text", "region,revenue\nNorth,100\nSouth,50\nNorth,70\n")))
        .toString();
    RenderSession render = new RenderSession(LiveDashboard.load(request));
    String first = render.render("{\"width\": 1200, \"height\": 800}");
    int views = render.computedViews();
    assertTrue(views >= 3, "every component's view: " + views);
    String narrow = render.render("{\"width\": 600, \"height\": 700}");
    render.render("{\"width\": 1200, \"height\": 800}");
    assertEquals(views, render.computedViews(), "resizes compute no view");
    assertEquals(first, render.render("{\"width\": 1200, \"height\": 800}"), "the same tree");
    assertTrue(!narrow.equals(first), "the narrow tree is laid out for its width");
    render.render("{\"width\": 1200, \"height\": 800, \"theme\": \"dark\"}");
    assertEquals(2 * views, render.computedViews(), "a theme change draws everything anew");
    JsonObject step = Json.parse(render.dispatch(
        "{\"type\": \"click\", \"component\": \"bars\", \"row\": 0}")).asObject();
    assertTrue(step.get("tree").isObject(), step.toString());
    assertTrue(render.computedViews() > 2 * views, "an event computes the views it changed");
  }
}
