package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import org.junit.jupiter.api.Test;

/**
 * A KPI's {@code target} is a field binding of its dataset (README.md, component table): its view
 * carries the target field aggregated as the KPI's own value is, over the same rows shown.
 */
class KpiTargetViewTest {
  private static final String CSV = "region,revenue,budget\nNorth,100,80\nSouth,50,70\n"
      + "North,30,\n";

  private static JsonObject view(String spec, String id, String event) {
    JsonObject source = new JsonObject().add("name", "sales").add("format", "csv")
        .add("text", CSV);
    LiveDashboard live = LiveDashboard.load(new JsonObject().add("mode", "simulate")
        .add("spec", spec).add("sources", new JsonArray().add(source)).toString());
    if (event != null) {
      live.dispatch(event);
    }
    for (JsonValue v : Json.parse(live.views("[]")).asObject().get("views").asArray()) {
      if (v.asObject().getString("id", "").equals(id)) {
        return v.asObject();
      }
    }
    return null;
  }

  @Test
  void theTargetIsAggregatedAsTheValueOverTheRowsShown() {
    String spec = """
        {"version": "2.0", "components": [
          {"type": "select", "id": "pick", "field": "region",
           "interaction": {"externalMode": "none"}},
          {"type": "kpi", "id": "sum", "field": "revenue", "target": "budget"},
          {"type": "kpi", "id": "avg", "field": "revenue", "target": "budget",
           "aggregation": "avg"},
          {"type": "kpi", "id": "max", "field": "revenue", "target": "region",
           "aggregation": "max"},
          {"type": "kpi", "id": "none", "field": "revenue"}]}""";
    assertEquals("{\"id\":\"sum\",\"type\":\"kpi\",\"dataset\":\"powerbi\",\"field\":\"revenue\","
        + "\"aggregation\":\"sum\",\"value\":180,\"target\":\"budget\",\"targetValue\":150}",
        view(spec, "sum", null).toString());
    assertEquals("75", view(spec, "avg", null).get("targetValue").toString(),
        "avg over the non-null budgets");
    assertEquals("\"South\"", view(spec, "max", null).get("targetValue").toString());
    assertEquals(null, view(spec, "none", null).get("target"), "no target, no target members");
    assertEquals("80", view(spec, "sum",
        "{\"type\": \"change\", \"component\": \"pick\", \"value\": \"North\"}")
        .get("targetValue").toString(), "over the rows the select leaves");
  }
}
