package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.engine.Engine;
import hyperpbi.engine.EngineRequest;
import hyperpbi.engine.SourceInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Field metadata says whether identity selection is possible (contract-notes §1); lineage lets a
 * grouped or derived dataset row select its contributing identities (data-model.txt), so every
 * field of a dataset over a base with identities can select, whatever its origin.
 */
class DatasetSelectionTest {
  private static final String SPEC = "{\"version\":\"2.0\",\"components\":[],\"data\":{\"datasets\":{"
      + "\"derived\":{\"source\":\"powerbi\",\"derive\":{\"twice\":{\"op\":\"*\","
      + "\"left\":{\"field\":\"sales_table_amount\"},\"right\":{\"value\":2}}}},"
      + "\"byRegion\":{\"source\":\"derived\",\"groupBy\":[\"sales_table_order_region\"],"
      + "\"metrics\":{\"total\":{\"op\":\"sum\",\"field\":\"twice\"}}}}}}";

  @Test
  void everyFieldOfADatasetOverIdentitiesCanSelectAndFilterTargetsAreUnchanged() throws IOException {
    String view = Files.readString(Path.of("../conformance/imports/dataview-sales/view.json"));
    JsonObject datasets = evaluate(new SourceInput("visual", "dataview", view, null, null, null));
    Map<String, String> byRegion = capabilities(datasets, "byRegion");
    assertEquals(Map.of("sales_table_order_region", "select filter", "total", "select"),
        byRegion);
    Map<String, String> derived = capabilities(datasets, "derived");
    assertEquals("select", derived.get("twice"));
    assertEquals("select filter", derived.get("sales_table_amount"));
  }

  @Test
  void withoutIdentitiesNoFieldCanSelect() {
    JsonObject datasets = evaluate(new SourceInput("visual", "csv",
        "Sales Table.Amount,Sales Table.Order Region\n1,EU\n", null, null, null));
    for (String name : List.of("derived", "byRegion")) {
      capabilities(datasets, name).values().forEach(c -> assertTrue(c.isEmpty(), name + ": " + c));
    }
  }

  private static JsonObject evaluate(SourceInput source) {
    EngineRequest request = new EngineRequest("eval", SPEC, List.of(source), null,
        "2024-05-01T12:00:00Z", null, List.of(), null);
    JsonObject doc = Json.parse(Engine.evaluate(request)).asObject();
    assertTrue(doc.get("ok").asBoolean(), doc.get("diagnostics").toString());
    return doc.get("datasets").asObject();
  }

  /** Field key → "select", "filter", both or neither. */
  private static Map<String, String> capabilities(JsonObject datasets, String name) {
    Map<String, String> out = new LinkedHashMap<>();
    for (JsonValue f : datasets.get(name).asObject().get("fields").asArray()) {
      JsonObject o = f.asObject();
      String c = (o.getBoolean("canSelect", false) ? "select " : "")
          + (o.getBoolean("canFilter", false) ? "filter" : "");
      out.put(o.getString("key", ""), c.trim());
    }
    return out;
  }
}
