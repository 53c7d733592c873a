package hyperpbi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * contract-notes §1: every field carries an alias, derived like the Field Manifest's (camelCase of
 * the display name, a numeric suffix for what still collides), and a specification may name a
 * field by its key or its alias: calculated, derived, metric and renamed fields included.
 */
class ComputedFieldAliasesTest {
  private static final String CSV = "Region,Amount\nNorth,10\nSouth,5\nNorth,1\n";

  private static JsonObject eval(String spec) {
    EngineRequest request = new EngineRequest("eval", spec,
        List.of(new SourceInput("sales", "csv", CSV, null, null, null)), null,
        "2024-05-01T12:00:00Z", null, List.of(), null);
    return Json.parse(Engine.evaluate(request)).asObject();
  }

  /** key → alias of a dataset's fields, in order. */
  private static Map<String, String> aliases(JsonObject doc, String dataset) {
    Map<String, String> out = new LinkedHashMap<>();
    for (JsonValue f : doc.get("datasets").asObject().get(dataset).asObject().get("fields")
        .asArray()) {
      JsonValue alias = f.asObject().get("alias");
      out.put(f.asObject().getString("key", ""), alias.isNull() ? null : alias.asString());
    }
    return out;
  }

  private static List<String> diagnostics(JsonObject doc) {
    List<String> out = new ArrayList<>();
    for (JsonValue d : doc.get("diagnostics").asArray()) {
      out.add(d.asObject().getString("code", "") + " " + d.asObject().getString("path", ""));
    }
    return out;
  }

  private static final String CALCULATIONS = "\"calculations\":{\"fields\":["
      + "{\"key\":\"margin_pct\",\"expression\":{\"op\":\"*\",\"args\":[{\"field\":\"amount\"},"
      + "{\"value\":2}]}},"
      + "{\"key\":\"net_amount\",\"label\":\"Net Value (EUR)\",\"expression\":{\"op\":\"-\","
      + "\"args\":[{\"field\":\"amount\"},{\"value\":1}]}},"
      + "{\"key\":\"amount_copy\",\"label\":\"Amount\",\"expression\":{\"field\":\"amount\"}},"
      + "{\"key\":\"region_x\",\"label\":\"Amount\",\"expression\":{\"field\":\"region\"}},"
      + "{\"key\":\"twice\",\"expression\":{\"op\":\"*\",\"args\":[{\"field\":\"laterOne\"},"
      + "{\"value\":2}]}},"
      + "{\"key\":\"later_one\",\"expression\":{\"op\":\"+\",\"args\":[{\"field\":\"marginPct\"},"
      + "{\"value\":1}]}}]}";

  @Test
  void calculatedFieldsTakeTheCamelCaseOfTheirKeyUniqueAmongBaseNames() {
    JsonObject doc = eval("{\"version\":\"2.0\",\"components\":[]," + CALCULATIONS + "}");
    assertEquals(List.of(), diagnostics(doc));
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("region", "region");
    expected.put("amount", "amount");
    expected.put("margin_pct", "marginPct"); // the key's camelCase
    expected.put("net_amount", "netAmount"); // not the label's: a label is free text
    expected.put("amount_copy", "amountCopy");
    expected.put("region_x", "regionX");
    expected.put("twice", "twice");
    expected.put("later_one", "laterOne");
    assertEquals(expected, aliases(doc, "powerbi"));
  }

  @Test
  void aCalculatedFieldIsNamedByItsAliasInCalculationsBindingsAndDatasets() {
    JsonObject doc = eval("{\"version\":\"2.0\","
        + "\"components\":[{\"type\":\"kpi\",\"id\":\"k\",\"field\":\"netAmount\"},"
        + "{\"type\":\"table\",\"id\":\"t\",\"columns\":[{\"field\":\"marginPct\"}]}],"
        + CALCULATIONS + ",\"data\":{\"datasets\":{\"picked\":{\"source\":\"powerbi\","
        + "\"select\":[\"region\",\"marginPct\",\"netAmount\"]}}}}");
    assertEquals(List.of(), diagnostics(doc));
    assertEquals(List.of("region", "margin_pct", "net_amount"),
        List.copyOf(aliases(doc, "picked").keySet()));
    // twice reads later_one (declared after it) by alias, later_one reads margin_pct by alias.
    JsonValue first = doc.get("datasets").asObject().get("powerbi").asObject().get("rows")
        .asArray().get(0);
    assertEquals(42, first.asObject().getInt("twice", -1));
  }

  @Test
  void aDatasetDeriveNamedLikeALabelAddsAFieldInsteadOfReplacingTheCalculatedOne() {
    JsonObject doc = eval("{\"version\":\"2.0\",\"components\":[],\"calculations\":{\"fields\":["
        + "{\"key\":\"margin_pct\",\"label\":\"Margin\",\"expression\":{\"op\":\"*\","
        + "\"args\":[{\"field\":\"amount\"},{\"value\":2}]}}]},\"data\":{\"datasets\":{\"d\":{"
        + "\"source\":\"powerbi\",\"derive\":{\"margin\":{\"value\":1}}}}}}");
    assertEquals(List.of(), diagnostics(doc));
    assertEquals(List.of("region", "amount", "margin_pct", "margin"),
        List.copyOf(aliases(doc, "d").keySet()));
  }

  @Test
  void anAliasNamesNothingWhereItIsNotAField() {
    JsonObject doc = eval("{\"version\":\"2.0\","
        + "\"components\":[{\"type\":\"kpi\",\"id\":\"k\",\"field\":\"marginPct\"}],"
        + "\"data\":{\"datasets\":{\"picked\":{\"source\":\"powerbi\",\"select\":[\"marginPct\"]}}}}");
    assertEquals(List.of("UNKNOWN_FIELD /components/0/field",
        "UNKNOWN_DATASET_FIELD /data/datasets/picked/select/0"), diagnostics(doc));
  }

  @Test
  void derivedMetricAndRenamedFieldsTakeTheAliasOfTheirName() {
    JsonObject doc = eval("{\"version\":\"2.0\",\"components\":[],\"data\":{\"datasets\":{"
        + "\"a\":{\"source\":\"powerbi\",\"derive\":{"
        + "\"net_value\":{\"op\":\"-\",\"args\":[{\"field\":\"amount\"},{\"value\":1}]},"
        + "\"total_sales\":{\"field\":\"amount\"},\"totalSales\":{\"field\":\"totalSales2\"}},"
        + "\"rename\":{\"region\":\"sales_area\"}},"
        + "\"b\":{\"source\":\"a\",\"groupBy\":[\"salesArea\"],\"metrics\":{"
        + "\"sum_net\":{\"op\":\"sum\",\"field\":\"netValue\"},"
        + "\"count_rows\":{\"op\":\"count\"},\"countRows\":{\"op\":\"count\"}}}}}}");
    assertEquals(List.of(), diagnostics(doc));
    Map<String, String> a = new LinkedHashMap<>();
    a.put("sales_area", "salesArea"); // renamed: the new name's alias, not the old "region"
    a.put("amount", "amount");
    a.put("net_value", "netValue");
    // "totalSales" is a key the definition creates, so the earlier field's alias steps aside
    // and the later entry still adds its own field.
    a.put("total_sales", "totalSales2");
    a.put("totalSales", "totalSales");
    assertEquals(a, aliases(doc, "a"));
    Map<String, String> b = new LinkedHashMap<>();
    b.put("sales_area", "salesArea");
    b.put("sum_net", "sumNet");
    b.put("count_rows", "countRows2"); // countRows is another metric's key
    b.put("countRows", "countRows");
    assertEquals(b, aliases(doc, "b"));
  }
}
