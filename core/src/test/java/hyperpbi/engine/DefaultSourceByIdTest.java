package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonArray;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import org.junit.jupiter.api.Test;

/**
 * In the playground powerbi is an alias for the default source (data-model.txt, "Base powerbi
 * dataset"), so a component or map layer naming that source by its own id reads the same rows
 * powerbi has, calculated fields included, as preparation checked its bindings against; it
 * never silently reads the raw file without them.
 */
class DefaultSourceByIdTest {
  private static final String CSV = "city,lat,lon,revenue,cost\nParis,48.8,2.3,100,60\n"
      + "Berlin,52.5,13.4,40,10\nParis,48.8,2.3,30,35\n";
  private static final String SPEC = """
      {"version": "2.0",
       "calculations": {"fields": [
         {"key": "margin", "label": "Margin", "type": "number", "expression": {"op": "-",
          "left": {"field": "revenue"}, "right": {"field": "cost"}}},
         {"key": "north", "label": "North", "type": "number", "expression": {"op": "+",
          "left": {"field": "lat"}, "right": {"value": 0}}}]},
       "components": [
         {"type": "barChart", "id": "byId", "dataset": "geo", "category": "city",
          "measure": "margin"},
         {"type": "select", "id": "pick", "dataset": "geo", "field": "margin"},
         {"type": "map", "id": "m", "layers": [{"id": "l", "dataset": "geo",
          "latitude": "north", "longitude": "lon"}]}
       ]}""";

  private static JsonObject request(String mode) {
    JsonObject source = new JsonObject().add("name", "geo").add("format", "csv").add("text", CSV);
    return new JsonObject().add("mode", mode).add("spec", SPEC)
        .add("sources", new JsonArray().add(source));
  }

  private static JsonObject view(LiveDashboard live, String id) {
    for (JsonValue v : Json.parse(live.views("[]")).asObject().get("views").asArray()) {
      if (v.asObject().getString("id", "").equals(id)) {
        return v.asObject();
      }
    }
    return null;
  }

  @Test
  void componentsByTheDefaultSourceIdSeeCalculatedFields() {
    LiveDashboard live = LiveDashboard.load(request("simulate").toString());
    JsonArray points = view(live, "byId").get("points").asArray();
    assertEquals("Paris", points.get(0).asObject().getString("category", ""));
    assertEquals(35, points.get(0).asObject().get("value").asInt());
    assertEquals(30, points.get(1).asObject().get("value").asInt());
    assertEquals("[40,30,-5]", view(live, "pick").get("options").toString());
  }

  @Test
  void aMapLayerByTheDefaultSourceIdSeesCalculatedFields() {
    JsonObject out = Json.parse(Engine.evaluate(request("eval").toString())).asObject();
    JsonObject layer = out.get("map").asObject().get("m/l").asObject();
    assertEquals("north", layer.get("bindings").asObject().get("latitude").asString());
    assertEquals(3, layer.get("features").asArray().size());
    assertEquals(0, layer.getInt("dropped", -1));
    assertEquals("[]", out.get("diagnostics").toString());
  }

  @Test
  void aHostAskingForTheDefaultSourceByIdGetsPowerbisRows() {
    JsonObject request = request("rows").add("datasets", new JsonArray().add("geo"));
    JsonObject out = Json.parse(Engine.evaluate(request.toString())).asObject();
    assertEquals("[]", out.get("diagnostics").toString());
    JsonObject geo = out.get("datasets").asObject().get("geo").asObject();
    assertEquals(-5, geo.get("rows").asArray().get(2).asObject().get("margin").asInt());
  }
}
