package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.JsonObject;
import hyperpbi.data.DataSource;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Table;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatasetCacheTest {
  private static final JsonObject SPEC = TestData.spec(DatasetEvaluationTest.EXAMPLE.substring(0,
      DatasetEvaluationTest.EXAMPLE.length() - 1)
      + ",'targetsOnly':{'source':'targets','select':['goal']}}");

  private static Workspace workspace(DataSource sales, DataSource targets) {
    return new Workspace(Map.of("sales", sales, "targets", targets), "sales");
  }

  private static DataSource targets() {
    return TestData.source("targets").text("region", "EU").number("goal", 5).build();
  }

  @Test
  void secondEvaluationHitsEveryDatasetWithoutRehashingRows() {
    Workspace ws = workspace(DatasetEvaluationTest.sales(), targets());
    DatasetCache cache = DatasetCache.create();
    Map<String, DatasetResult> first = TestData.evaluate(SPEC, ws, new Diagnostics(), cache);
    first.values().forEach(r -> assertEquals(false, r.stats().cacheHit(), r.name()));
    int hashed = cache.contentHashes().computedCount();

    Map<String, DatasetResult> second = TestData.evaluate(SPEC, ws, new Diagnostics(), cache);
    assertEquals(first.keySet(), second.keySet());
    for (DatasetResult r : second.values()) {
      assertTrue(r.stats().cacheHit(), r.name() + " should be a hit");
      assertEquals(0.0, r.stats().elapsedMs());
      assertSame(first.get(r.name()).table(), r.table(), "a hit reuses the result");
    }
    assertEquals(hashed, cache.contentHashes().computedCount(),
        "a hit hashes no rows when the sources are the same instances");
    assertEquals(first.get("areaSummary").stats().outputRows(),
        second.get("areaSummary").stats().outputRows());
  }

  @Test
  void changingOneSourceValueMissesOnlyAffectedDatasets() {
    DataSource sales = DatasetEvaluationTest.sales();
    DataSource targets = targets();
    DatasetCache cache = DatasetCache.create();
    TestData.evaluate(SPEC, workspace(sales, targets), new Diagnostics(), cache);

    // Same rows except one revenue value, in new column arrays (as a reload produces).
    double[] revenue = ((NumberColumn) sales.table().column("revenue")).values().clone();
    revenue[0] = 101;
    List<hyperpbi.data.Column> columns = new ArrayList<>(sales.table().columns());
    columns.set(2, new NumberColumn(revenue));
    DataSource changed = new DataSource("sales", new Table(sales.table().fields(), columns,
        sales.rowCount()), sales.rowKeys(), null, List.of());

    Map<String, DatasetResult> r = TestData.evaluate(SPEC, workspace(changed, targets),
        new Diagnostics(), cache);
    assertEquals(false, r.get("powerbi").stats().cacheHit());
    assertEquals(false, r.get("activeRows").stats().cacheHit());
    assertEquals(false, r.get("areaSummary").stats().cacheHit());
    assertEquals(true, r.get("targetsOnly").stats().cacheHit());
    assertEquals(141.0, TestData.cell(r.get("areaSummary"), "totalRevenue", 0));
  }

  @Test
  void changingTheDefinitionOrTheClockWhereUsedMisses() {
    Workspace ws = workspace(DatasetEvaluationTest.sales(), targets());
    DatasetCache cache = DatasetCache.create();
    TestData.evaluate(SPEC, ws, new Diagnostics(), cache);
    JsonObject edited = TestData.spec(DatasetEvaluationTest.EXAMPLE.replace("'limit':20",
        "'limit':2"));
    Map<String, DatasetResult> r = TestData.evaluate(edited, ws, new Diagnostics(), cache);
    assertTrue(r.get("activeRows").stats().cacheHit());
    assertEquals(false, r.get("areaSummary").stats().cacheHit());
    assertEquals(2, r.get("areaSummary").rowCount());

    // Key order inside the definition does not matter (canonical JSON)...
    JsonObject reordered = TestData.spec(DatasetEvaluationTest.EXAMPLE.replace(
        "'source':'activeRows','groupBy':['area']", "'groupBy':['area'],'source':'activeRows'"));
    Map<String, DatasetResult> again = TestData.evaluate(reordered, ws, new Diagnostics(), cache);
    assertTrue(again.get("areaSummary").stats().cacheHit());
  }

  @Test
  void clockIsPartOfTheSignatureOnlyWhenAnExpressionReadsIt() {
    JsonObject usesNow = TestData.spec("{'d':{'source':'powerbi',"
        + "'derive':{'t':{'op':'now'}},'select':['region']}}");
    DatasetPlan plan = DatasetResolver.resolve(usesNow, Workspace.empty(), null, new Diagnostics(),
        new ExpressionBinder() {
          @Override
          public hyperpbi.expression.CheckedExpression derive(com.eclipsesource.json.JsonValue e,
              String p, List<hyperpbi.data.FieldMeta> f, Diagnostics o) {
            return new FakeBinder().derive(com.eclipsesource.json.Json.parse("{\"value\":1}"), p, f, o);
          }

          @Override
          public hyperpbi.expression.CheckedExpression filter(String k, String op,
              com.eclipsesource.json.JsonValue v, String p, List<hyperpbi.data.FieldMeta> f,
              Diagnostics o) {
            return null;
          }
        }).plan("d");
    EvaluationContext at1 = new EvaluationContext(1, "UTC", Map.of(), (c, m) -> { });
    EvaluationContext at2 = new EvaluationContext(2, "UTC", Map.of(), (c, m) -> { });
    assertTrue(!DatasetSignature.of(plan, "x", at1).equals(DatasetSignature.of(plan, "x", at2)));
    DatasetPlan plain = DatasetResolver.resolve(TestData.spec("{'d':{'source':'powerbi'}}"),
        Workspace.empty(), null, new Diagnostics(), new FakeBinder()).plan("d");
    assertEquals(DatasetSignature.of(plain, "x", at1), DatasetSignature.of(plain, "x", at2));
  }
}
