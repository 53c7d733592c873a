package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonValue;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import org.junit.jupiter.api.Test;

class MapLayerScopeTest {
  private final Diagnostics out = new Diagnostics();

  private DatasetSchemas schemas() {
    Workspace ws = TestData.workspace(DatasetEvaluationTest.sales());
    return DatasetResolver.resolve(TestData.spec("{"
        + "'byRegion':{'source':'powerbi','groupBy':['region'],'metrics':{'total':{'op':'sum','field':'revenue'}}},"
        + "'broken':{'source':'powerbi','select':['nope']}}"), ws, ws.resolve("powerbi"),
        new Diagnostics(), new FakeBinder());
  }

  private static JsonValue layers(String json) {
    return Json.parse(json.replace('\'', '"'));
  }

  @Test
  void layerDatasetThenMapDatasetThenPowerbi() {
    JsonValue layers = layers("[{'dataset':'byRegion'},{},{'dataset':'powerbi'}]");
    List<LayerScope> withMap = MapLayerScope.resolve(layers, "/components/1/layers", "byRegion",
        schemas(), out);
    assertEquals(List.of("byRegion", "byRegion", "powerbi"),
        withMap.stream().map(LayerScope::dataset).toList());
    List<LayerScope> plain = MapLayerScope.resolve(layers, "/components/1/layers", null,
        schemas(), out);
    assertEquals("powerbi", plain.get(1).dataset());
    assertEquals(List.of("region", "total"), plain.get(0).schema().keys());
    assertEquals("", TestData.codes(out));
  }

  @Test
  void fieldsValidateAgainstTheLayersOwnView() {
    List<LayerScope> scopes = MapLayerScope.resolve(layers("[{'dataset':'byRegion'},{}]"),
        "/components/1/layers", null, schemas(), out);
    List<FieldMeta> found = MapLayerScope.checkFields(scopes.get(0), List.of(
        new MapLayerScope.FieldRef("total", "/components/1/layers/0/renderer/field"),
        new MapLayerScope.FieldRef("revenue", "/components/1/layers/0/popup/fields/0")), out);
    assertEquals(1, found.size());
    MapLayerScope.checkFields(scopes.get(1), List.of(
        new MapLayerScope.FieldRef("total", "/components/1/layers/1/label/field")), out);
    assertEquals("UNKNOWN_DATASET_FIELD /components/1/layers/0/popup/fields/0\n"
        + "UNKNOWN_DATASET_FIELD /components/1/layers/1/label/field\n", TestData.codes(out));
  }

  @Test
  void unknownOrFailedLayerDatasetsAreReportedOnce() {
    List<LayerScope> scopes = MapLayerScope.resolve(
        layers("[{'dataset':'broken'},{'dataset':'nope'},{'dataset':3},{}]"),
        "/components/1/layers", "alsoUnknown", schemas(), out);
    assertNull(scopes.get(0).schema());
    assertNull(scopes.get(3).schema(), "inherited unknown dataset: the map reports it");
    MapLayerScope.checkFields(scopes.get(3), List.of(new MapLayerScope.FieldRef("x", "/p")), out);
    assertEquals("UNKNOWN_DATASET /components/1/layers/0/dataset\n"
        + "UNKNOWN_DATASET /components/1/layers/1/dataset\n"
        + "INVALID_PROPERTY_TYPE /components/1/layers/2/dataset\n", TestData.codes(out));
  }
}
