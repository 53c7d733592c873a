package hyperpbi.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A layer's {@code filter} uses its view's rows (data-model.txt, "Map layer dataset scope"): the
 * rows it keeps are the layer's — its features and the rows a click may name; it is checked as a
 * dataset filter is, at its exact pointers.
 */
class MapLayerFilterTest {
  private static final String CSV = "region,lat,lon\nNorth,50,5\nSouth,60,6\nNorth,40,7\n"
      + "North,,8\n";
  private static final String POINT = "\"latitude\":\"lat\",\"longitude\":\"lon\"";
  private static final String NORTH = "\"filter\":{\"field\":\"region\",\"operator\":\"=\","
      + "\"value\":\"North\"}";

  private static JsonObject run(String mode, String layers, String events) {
    String spec = "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\","
        + "\"layers\":[" + layers + "]}]}";
    EngineRequest request = new EngineRequest(mode, spec,
        List.of(new SourceInput("geo", "csv", CSV, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), events == null ? null : Json.parse(events));
    return Json.parse(Engine.evaluate(request)).asObject();
  }

  private static List<String> diagnostics(JsonObject out, String severity) {
    List<String> codes = new ArrayList<>();
    for (JsonValue d : out.get("diagnostics").asArray()) {
      if (d.asObject().getString("severity", "").equals(severity)) {
        codes.add(d.asObject().getString("code", "") + " " + d.asObject().getString("path", ""));
      }
    }
    return codes;
  }

  private static List<Integer> featureRows(JsonObject out, String layer) {
    List<Integer> rows = new ArrayList<>();
    for (JsonValue f : out.get("map").asObject().get(layer).asObject().get("features")
        .asArray()) {
      rows.add(f.asObject().getInt("rowIndex", -1));
    }
    return rows;
  }

  @Test
  void theFeaturesAreTheViewRowsTheFilterKeeps() {
    JsonObject out = run("eval", "{\"id\":\"north\"," + POINT + "," + NORTH + "},"
        + "{\"id\":\"all\"," + POINT + "}", null);
    assertEquals(List.of(), diagnostics(out, "error"));
    assertEquals(List.of(0, 2), featureRows(out, "m/north"));
    assertEquals(List.of(0, 1, 2), featureRows(out, "m/all"));
    JsonObject north = out.get("map").asObject().get("m/north").asObject();
    assertEquals(1, north.getInt("dropped", -1), "row 3 has no latitude; row 1 is not the layer's");
    for (JsonValue d : out.get("diagnostics").asArray()) {
      if (d.asObject().getString("path", "").equals("/components/0/layers/0")
          && d.asObject().getString("code", "").equals("MAP_ROWS_DROPPED")) {
        assertEquals("dataset 'powerbi': 1 of 3 rows have no valid point (latitude 'lat', "
            + "longitude 'lon') and are not drawn (e.g. " + out.get("datasets").asObject()
            .get("powerbi").asObject().get("rowKeys").asArray().get(3).asString() + ")",
            d.asObject().getString("message", ""));
      }
    }
  }

  @Test
  void aClickNamesOnlyARowTheLayerHas() {
    String interaction = ",\"interaction\":{\"internalMode\":\"highlight\"}";
    JsonObject out = run("simulate", "{\"id\":\"north\"," + POINT + "," + NORTH + interaction
        + "}", "[{\"type\":\"click\",\"component\":\"m\",\"layer\":\"north\",\"row\":1},"
        + "{\"type\":\"click\",\"component\":\"m\",\"layer\":\"north\",\"row\":2}]");
    JsonObject refused = out.get("steps").asArray().get(0).asObject();
    JsonObject diagnostic = refused.get("diagnostics").asArray().get(0).asObject();
    assertEquals("INVALID_PROPERTY_VALUE", diagnostic.getString("code", ""));
    assertEquals("/events/0/row", diagnostic.getString("path", ""));
    assertEquals("row 1 of 'm/north' is left out by the layer's filter: a click can only name a "
        + "row the layer has", diagnostic.getString("message", ""));
    assertEquals("[]", refused.get("changedViews").toString());
    JsonObject clicked = out.get("steps").asArray().get(1).asObject();
    assertEquals("[2]", clicked.get("state").asObject().get("highlights").asObject()
        .get("m/north").asObject().get("sourceRows").toString());
  }

  @Test
  void theFilterIsCheckedAsADatasetFilterAtItsExactPointers() {
    JsonObject out = run("eval", "{" + POINT + ",\"filter\":[{\"field\":\"lat\",\"operator\":"
        + "\"~\",\"value\":1},{\"field\":\"regoin\",\"operator\":\"=\",\"value\":1,\"extra\":1},"
        + "{\"field\":\"lat\",\"operator\":\">\",\"value\":\"high\"},7]},"
        + "{\"dataset\":\"nowhere\",\"filter\":\"North\"}", null);
    assertEquals(List.of("INVALID_DATASET_DEFINITION /components/0/layers/0/filter/0/operator",
        "UNKNOWN_PROPERTY /components/0/layers/0/filter/1/extra",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/filter/1/field",
        "INVALID_DATASET_DEFINITION /components/0/layers/0/filter/2/value",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/filter/3",
        "UNKNOWN_DATASET /components/0/layers/1/dataset",
        "INVALID_PROPERTY_TYPE /components/0/layers/1/filter"), diagnostics(out, "error"));
    JsonObject invalid = out.get("map").asObject().get("m/0").asObject();
    assertEquals("the layer's filter is invalid (see its diagnostic)",
        invalid.getString("unavailable", null));
    assertEquals(List.of(), featureRows(out, "m/0"));
  }
}
