package hyperpbi.calculation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import hyperpbi.data.Column;
import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.NumberColumn;
import hyperpbi.data.Origin;
import hyperpbi.data.Table;
import hyperpbi.data.TextColumnBuilder;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.expression.EvaluationContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CalculationsTest {
  private static DataSource sales(int rows) {
    String[] regions = {"EU", "US", "EU", null};
    double[] revenue = {100, 50, 30, Double.NaN};
    double[] cost = {60, 50, 0, 10};
    TextColumnBuilder region = new TextColumnBuilder(rows);
    double[] rev = new double[rows];
    double[] cst = new double[rows];
    for (int i = 0; i < rows; i++) {
      region.add(regions[i]);
      rev[i] = revenue[i];
      cst[i] = cost[i];
    }
    List<FieldMeta> fields = List.of(
        FieldMeta.uploaded("region", "region", "Region", DataType.TEXT),
        FieldMeta.uploaded("revenue", "revenue", "Revenue", DataType.NUMBER),
        FieldMeta.uploaded("cost", "cost", "Cost", DataType.NUMBER));
    List<Column> columns = List.of(region.build(), new NumberColumn(rev), new NumberColumn(cst));
    String[] keys = new String[rows];
    Arrays.setAll(keys, i -> "row_" + i);
    return new DataSource("sales", new Table(fields, columns, rows), keys, null, List.of());
  }

  private record Run(CalculationResult result, List<Diagnostic> diagnostics) {
    String codes() {
      StringBuilder b = new StringBuilder();
      for (Diagnostic d : diagnostics) {
        b.append(b.length() == 0 ? "" : " ").append(d.code()).append('@').append(d.path());
      }
      return b.toString();
    }
  }

  private static Run run(String calculations, int rows) {
    Diagnostics d = new Diagnostics();
    EvaluationContext ctx = new EvaluationContext(0, "UTC", Map.of(), (c, m) -> { });
    CalculationResult r = Calculations.apply(Json.parse("{\"version\":\"2.0\",\"calculations\":"
        + calculations + "}").asObject(), sales(rows), ctx, d);
    return new Run(r, d.sorted());
  }

  private static List<Object> column(CalculationResult r, String key) {
    Table t = r.base().table();
    Column c = t.column(key);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < t.rowCount(); i++) {
      out.add(c.isNull(i) ? null : c instanceof NumberColumn n ? (Object) n.get(i)
          : ((hyperpbi.data.TextColumn) c).get(i));
    }
    return out;
  }

  @Test
  void fieldsAreAppendedInDeclarationOrderAndEvaluatedInDependencyOrder() {
    Run run = run("{\"fields\":[{\"key\":\"margin_pct\",\"label\":\"Margin %\",\"type\":\"number\","
        + "\"expression\":{\"op\":\"/\",\"left\":{\"field\":\"margin\"},\"right\":{\"field\":"
        + "\"revenue\"}}},{\"key\":\"margin\",\"expression\":{\"op\":\"-\",\"left\":{\"field\":"
        + "\"revenue\"},\"right\":{\"field\":\"cost\"}}}]}", 4);
    assertEquals("", run.codes());
    List<FieldMeta> fields = run.result().base().table().fields();
    assertEquals(List.of("region", "revenue", "cost", "margin_pct", "margin"),
        fields.stream().map(FieldMeta::key).toList());
    FieldMeta pct = fields.get(3);
    assertEquals("Margin %", pct.displayName());
    assertEquals(Origin.CALCULATED_FIELD, pct.origin());
    assertEquals(DataType.NUMBER, pct.dataType());
    assertFalse(pct.hasFilterTarget());
    assertEquals("margin", fields.get(4).displayName());
    assertEquals(Arrays.asList(40.0, 0.0, 30.0, null), column(run.result(), "margin"));
    assertEquals(Arrays.asList(0.4, 0.0, 1.0, null), column(run.result(), "margin_pct"));
  }

  @Test
  void beyondAThousandCalculatedFieldsTheRestAreRefusedWithOneError() {
    StringBuilder fields = new StringBuilder("{\"fields\":[");
    for (int i = 0; i < 1002; i++) {
      fields.append(i == 0 ? "" : ",").append("{\"key\":\"f").append(i)
          .append("\",\"expression\":{\"field\":\"revenue\"}}");
    }
    Run run = run(fields.append("]}").toString(), 2);
    assertEquals("TOO_MANY_CALCULATED_FIELDS@/calculations/fields/1000", run.codes());
    List<FieldMeta> out = run.result().base().table().fields();
    assertEquals(3 + 1000, out.size());
    assertEquals("f999", out.get(out.size() - 1).key());
  }

  @Test
  void aBlankLabelLeavesTheKeyAsDisplayName() {
    Run run = run("{\"fields\":[{\"key\":\"margin\",\"label\":\"  \",\"expression\":"
        + "{\"op\":\"-\",\"left\":{\"field\":\"revenue\"},\"right\":{\"field\":\"cost\"}}}]}", 1);
    assertEquals("margin", run.result().base().table().fields().get(3).displayName());
  }

  @Test
  void zeroRowSourcesStillGetTheFields() {
    Run run = run("{\"fields\":[{\"key\":\"label\",\"expression\":{\"op\":\"concat\",\"args\":"
        + "[{\"field\":\"region\"},{\"value\":\"!\"}]}}]}", 0);
    assertEquals("", run.codes());
    Table t = run.result().base().table();
    assertEquals(0, t.rowCount());
    assertEquals(DataType.TEXT, t.field("label").dataType());
  }

  @Test
  void divisionByZeroWarningCarriesTheFieldPointer() {
    Diagnostics d = new Diagnostics();
    Calculations.apply(Json.parse("{\"calculations\":{\"fields\":[{\"key\":\"ratio\","
        + "\"expression\":{\"op\":\"/\",\"args\":[{\"field\":\"revenue\"},{\"field\":\"cost\"}]}}]}}")
        .asObject(), sales(4), new EvaluationContext(0, "UTC", Map.of(), (c, m) -> { }), d);
    Diagnostic w = d.sorted().get(0);
    assertEquals("DIVISION_BY_ZERO", w.code());
    assertEquals("/calculations/fields/0/expression", w.path());
    assertEquals("calculated field 'ratio': division by zero returned null in 1 row", w.message());
    assertFalse(d.hasErrors());
  }

  @Test
  void keyRulesAndCollisions() {
    Run run = run("{\"fields\":[{\"key\":\"Margin\",\"expression\":{\"value\":1}},"
        + "{\"key\":\"revenue\",\"expression\":{\"value\":1}},"
        + "{\"key\":\"x\",\"expression\":{\"value\":1}},"
        + "{\"key\":\"x\",\"expression\":{\"value\":2}},"
        + "{\"expression\":{\"value\":2}},"
        + "{\"key\":\"y\",\"kind\":\"z\",\"expression\":{\"value\":2}},"
        + "{\"key\":\"z\",\"type\":\"string\",\"expression\":{\"value\":2}}]}", 4);
    assertEquals("INVALID_CALCULATED_FIELD_KEY@/calculations/fields/0/key "
        + "CALCULATED_FIELD_COLLISION@/calculations/fields/1/key "
        + "CALCULATED_FIELD_COLLISION@/calculations/fields/3/key "
        + "MISSING_REQUIRED_PROPERTY@/calculations/fields/4 "
        + "UNKNOWN_PROPERTY@/calculations/fields/5/kind "
        + "INVALID_CALCULATED_FIELD_TYPE@/calculations/fields/6/type", run.codes());
    assertEquals(List.of("region", "revenue", "cost", "x", "y"),
        run.result().base().table().fields().stream().map(FieldMeta::key).toList());
    assertEquals(Arrays.asList(1.0, 1.0, 1.0, 1.0), column(run.result(), "x"));
  }

  @Test
  void cyclesAreReportedOnceWithTheirPath() {
    Run run = run("{\"fields\":["
        + "{\"key\":\"a\",\"expression\":{\"op\":\"+\",\"args\":[{\"field\":\"b\"},{\"value\":1}]}},"
        + "{\"key\":\"b\",\"expression\":{\"op\":\"+\",\"args\":[{\"field\":\"c\"},{\"value\":1}]}},"
        + "{\"key\":\"c\",\"expression\":{\"op\":\"+\",\"args\":[{\"field\":\"a\"},{\"value\":1}]}},"
        + "{\"key\":\"d\",\"expression\":{\"field\":\"d\"}},"
        + "{\"key\":\"e\",\"expression\":{\"field\":\"c\"}},"
        + "{\"key\":\"f\",\"expression\":{\"field\":\"nope\"}}]}", 4);
    assertEquals("CALCULATED_FIELD_CYCLE@/calculations/fields/0/expression "
        + "CALCULATED_FIELD_CYCLE@/calculations/fields/3/expression "
        + "INVALID_CALCULATED_FIELD_DEPENDENCY@/calculations/fields/4/expression "
        + "UNKNOWN_FIELD@/calculations/fields/5/expression", run.codes());
    assertEquals("calculated fields depend on each other: a → b → c → a",
        run.diagnostics().get(0).message());
    assertEquals("calculated fields depend on each other: d → d",
        run.diagnostics().get(1).message());
    assertEquals(3, run.result().base().table().fields().size());
  }

  @Test
  void declaredTypesAreCheckedAgainstInferredTypes() {
    Run run = run("{\"fields\":["
        + "{\"key\":\"a\",\"type\":\"text\",\"expression\":{\"field\":\"revenue\"}},"
        + "{\"key\":\"b\",\"type\":\"date\",\"expression\":{\"op\":\"today\"}},"
        + "{\"key\":\"c\",\"type\":\"number\",\"expression\":{\"op\":\"coalesce\",\"args\":["
        + "{\"field\":\"region\"},{\"field\":\"cost\"}]}}]}", 4);
    assertEquals("CALCULATED_FIELD_TYPE_MISMATCH@/calculations/fields/0/type", run.codes());
    Table t = run.result().base().table();
    assertEquals(DataType.DATETIME, t.field("b").dataType());
    assertEquals(DataType.NUMBER, t.field("c").dataType());
    // Coalesce of text and number is unknown: read as the declared number (text that is not an
    // exact number is null).
    assertEquals(Arrays.asList(null, null, null, 10.0), column(run.result(), "c"));
  }

  @Test
  void metrics() {
    Run run = run("{\"fields\":[{\"key\":\"margin\",\"expression\":{\"op\":\"-\",\"args\":["
        + "{\"field\":\"revenue\"},{\"field\":\"cost\"}]}}],\"metrics\":["
        + "{\"key\":\"rows\",\"aggregation\":\"count\"},"
        + "{\"key\":\"eu\",\"aggregation\":\"countWhere\",\"where\":{\"op\":\"=\",\"args\":["
        + "{\"field\":\"region\"},{\"value\":\"EU\"}]}},"
        + "{\"key\":\"revenue\",\"aggregation\":\"sum\",\"field\":\"revenue\"},"
        + "{\"key\":\"euRevenue\",\"op\":\"sumWhere\",\"field\":\"revenue\",\"where\":{\"op\":\"=\","
        + "\"args\":[{\"field\":\"region\"},{\"value\":\"EU\"}]}},"
        + "{\"key\":\"avgMargin\",\"aggregation\":\"avg\",\"field\":\"margin\"},"
        + "{\"key\":\"avgEu\",\"aggregation\":\"avgWhere\",\"field\":\"cost\",\"where\":{\"op\":"
        + "\"=\",\"args\":[{\"field\":\"region\"},{\"value\":\"EU\"}]}},"
        + "{\"key\":\"minRegion\",\"aggregation\":\"min\",\"field\":\"region\"},"
        + "{\"key\":\"maxCost\",\"aggregation\":\"max\",\"field\":\"cost\"},"
        + "{\"key\":\"regions\",\"aggregation\":\"distinctCount\",\"field\":\"region\"},"
        + "{\"key\":\"marginRatio\",\"aggregation\":\"ratio\",\"numerator\":{\"aggregation\":\"sum\","
        + "\"field\":\"margin\"},\"denominator\":{\"aggregation\":\"sum\",\"field\":\"revenue\"}},"
        + "{\"key\":\"zero\",\"aggregation\":\"ratio\",\"numerator\":{\"aggregation\":\"count\"},"
        + "\"denominator\":{\"aggregation\":\"countWhere\",\"where\":{\"value\":false}}},"
        + "{\"key\":\"euShare\",\"aggregation\":\"percentOfTotal\",\"field\":\"revenue\",\"where\":"
        + "{\"op\":\"=\",\"args\":[{\"field\":\"region\"},{\"value\":\"EU\"}]}}]}", 4);
    assertEquals("", run.codes());
    Map<String, Object> m = run.result().metrics();
    assertEquals(List.of("rows", "eu", "revenue", "euRevenue", "avgMargin", "avgEu", "minRegion",
        "maxCost", "regions", "marginRatio", "zero", "euShare"), new ArrayList<>(m.keySet()));
    assertEquals(4.0, m.get("rows"));
    assertEquals(2.0, m.get("eu"));
    assertEquals(180.0, m.get("revenue"));
    assertEquals(130.0, m.get("euRevenue"));
    assertEquals(70.0 / 3, m.get("avgMargin"));
    assertEquals(30.0, m.get("avgEu"));
    assertEquals("EU", m.get("minRegion"));
    assertEquals(60.0, m.get("maxCost"));
    assertEquals(2.0, m.get("regions"));
    assertEquals(70.0 / 180, m.get("marginRatio"));
    assertEquals(null, m.get("zero"));
    assertTrue(m.containsKey("zero"));
    assertEquals(130.0 / 180, m.get("euShare"));
  }

  @Test
  void metricDiagnostics() {
    Run run = run("{\"metrics\":["
        + "{\"key\":\"a\",\"aggregation\":\"median\",\"field\":\"revenue\"},"
        + "{\"key\":\"a\",\"aggregation\":\"count\"},"
        + "{\"key\":\"b\",\"aggregation\":\"sum\",\"field\":\"region\"},"
        + "{\"key\":\"c\",\"aggregation\":\"sum\",\"field\":\"nope\"},"
        + "{\"key\":\"d\",\"aggregation\":\"countWhere\"},"
        + "{\"key\":\"e\",\"aggregation\":\"countWhere\",\"where\":{\"field\":\"revenue\"}},"
        + "{\"key\":\"f\",\"aggregation\":\"ratio\",\"numerator\":{\"aggregation\":\"count\"}},"
        + "{\"key\":\"g\",\"aggregation\":\"sum\",\"field\":\"cost\",\"numerator\":{}},"
        + "{\"aggregation\":\"count\"}]}", 4);
    assertEquals("UNKNOWN_METRIC_AGGREGATION@/calculations/metrics/0/aggregation "
        + "DUPLICATE_METRIC_KEY@/calculations/metrics/1/key "
        + "NON_NUMERIC_METRIC_FIELD@/calculations/metrics/2/field "
        + "UNKNOWN_FIELD@/calculations/metrics/3/field "
        + "MISSING_REQUIRED_PROPERTY@/calculations/metrics/4 "
        + "INVALID_METRIC_CONDITION@/calculations/metrics/5/where "
        + "MISSING_REQUIRED_PROPERTY@/calculations/metrics/6 "
        + "UNKNOWN_PROPERTY@/calculations/metrics/7/numerator "
        + "MISSING_REQUIRED_PROPERTY@/calculations/metrics/8", run.codes());
    assertTrue(run.result().metrics().isEmpty());
  }

  @Test
  void objectFormMetrics() {
    Run run = run("{\"metrics\":{\"total\":{\"aggregation\":\"sum\",\"field\":\"cost\"},"
        + "\"total\":{\"aggregation\":\"count\"}}}", 4);
    assertEquals("DUPLICATE_METRIC_KEY@/calculations/metrics/total", run.codes());
    assertEquals(Map.of("total", 120.0), run.result().metrics());
  }
}
