package hyperpbi.dataset;

import static hyperpbi.dataset.TestData.NULL;
import static hyperpbi.dataset.TestData.column;
import static hyperpbi.dataset.TestData.keys;
import static hyperpbi.dataset.TestData.lineage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.data.DataSource;
import hyperpbi.data.DataType;
import hyperpbi.data.FieldMeta;
import hyperpbi.data.Origin;
import hyperpbi.data.SemanticType;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatasetEvaluationTest {
  private final Diagnostics out = new Diagnostics();

  static DataSource sales() {
    return TestData.source("sales")
        .text("region", "EU", "US", "EU", "APAC", "US")
        .text("status", "Open", "Cancelled", "Closed", null, "Open")
        .number("revenue", 100, 50, 40, 30, 70)
        .number("cost", 60, 20, 10, 35, 30)
        .build();
  }

  static final String EXAMPLE = "{"
      + "'activeRows':{'source':'powerbi','filter':{'field':'status','operator':'!=','value':'Cancelled'},"
      + "'derive':{'margin':{'op':'-','left':{'field':'revenue'},'right':{'field':'cost'}}},"
      + "'rename':{'region':'area'},'select':['area','revenue','margin']},"
      + "'areaSummary':{'source':'activeRows','groupBy':['area'],'metrics':{"
      + "'totalRevenue':{'op':'sum','field':'revenue'},'totalMargin':{'op':'sum','field':'margin'},"
      + "'recordCount':{'op':'count'}},'sort':[{'field':'totalRevenue','direction':'descending'}],"
      + "'limit':20}}";

  @Test
  void completeExampleGivesTheDocumentedSchemaAndRows() {
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(EXAMPLE),
        TestData.workspace(sales()), out);
    assertFalse(out.hasErrors(), TestData.codes(out));
    assertEquals(List.of("powerbi", "activeRows", "areaSummary"), List.copyOf(r.keySet()));

    DatasetResult active = r.get("activeRows");
    assertEquals(List.of("area", "revenue", "margin"), keys(active));
    assertEquals(List.of("EU", "EU", "APAC", "US"), column(active, "area"),
        "status != Cancelled keeps the null status row");
    assertEquals(List.of(40.0, 30.0, -5.0, 40.0), column(active, "margin"));
    FieldMeta area = active.table().field("area");
    assertEquals(Origin.UPLOADED_COLUMN, area.origin(), "rename keeps origin");
    assertEquals("area", area.alias(), "the old alias is replaced by the new name's");
    assertEquals("region", area.displayName(), "rename keeps other metadata");
    FieldMeta margin = active.table().field("margin");
    assertEquals(Origin.DATASET_DERIVED, margin.origin());
    assertEquals(DataType.NUMBER, margin.dataType());
    assertArrayEquals(new String[] {"sales_0", "sales_2", "sales_3", "sales_4"}, active.rowKeys());
    assertEquals(List.of(List.of(0), List.of(2), List.of(3), List.of(4)), lineage(active));

    DatasetResult summary = r.get("areaSummary");
    assertEquals(List.of("area", "totalRevenue", "totalMargin", "recordCount"), keys(summary));
    assertEquals(List.of("EU", "US", "APAC"), column(summary, "area"));
    assertEquals(List.of(140.0, 70.0, 30.0), column(summary, "totalRevenue"));
    assertEquals(List.of(70.0, 40.0, -5.0), column(summary, "totalMargin"));
    assertEquals(List.of(2.0, 1.0, 1.0), column(summary, "recordCount"));
    assertEquals(List.of(List.of(0, 2), List.of(4), List.of(3)), lineage(summary));
    assertArrayEquals(new String[] {"sales_0|sales_2", "sales_4", "sales_3"}, summary.rowKeys());
    assertEquals(Origin.DATASET_GROUP, summary.table().field("area").origin());
    assertEquals(Origin.DATASET_METRIC, summary.table().field("totalRevenue").origin());
    assertEquals(DataType.NUMBER, summary.table().field("recordCount").dataType());
    assertEquals(4, summary.stats().inputRows());
    assertEquals(3, summary.stats().outputRows());
    assertEquals(4, summary.stats().lineageCount());
    assertEquals(5, r.get("powerbi").stats().lineageCount());
  }

  @Test
  void groupFieldsKeepTheirFilterTarget() {
    DataSource model = TestData.source("pbi").modelText("region", "Sales", "Region", "EU", "US")
        .number("amount", 1, 2).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'g':{'source':'powerbi','rename':{'region':'area'},'groupBy':['area'],"
            + "'metrics':{'total':{'op':'sum','field':'amount'}}}}"), TestData.workspace(model), out);
    FieldMeta area = r.get("g").table().field("area");
    assertTrue(area.hasFilterTarget());
    assertEquals("Sales", area.sourceTable());
    assertEquals("Region", area.sourceColumn());
    assertEquals(Origin.DATASET_GROUP, area.origin());
    assertFalse(r.get("g").table().field("total").hasFilterTarget());
  }

  @Test
  void groupingCanonicalizesNumbersAndNulls() {
    DataSource s = TestData.source("s").number("k", 0.0, -0.0, NULL, 1.5, NULL, 0)
        .text("t", "a", "b", "c", "d", "e", "f").build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'g':{'source':'powerbi','groupBy':['k'],'metrics':{'n':{'op':'count'},"
            + "'firstT':{'op':'first','field':'t'}}}}"), TestData.workspace(s), out);
    DatasetResult g = r.get("g");
    assertEquals(3, g.rowCount(), "-0 and 0 are one group; null is its own group");
    assertEquals(Arrays.asList(0.0, null, 1.5), column(g, "k"));
    assertEquals(List.of(3.0, 2.0, 1.0), column(g, "n"));
    assertEquals(List.of("a", "c", "d"), column(g, "firstT"));
    assertEquals(List.of(List.of(0, 1, 5), List.of(2, 4), List.of(3)), lineage(g));
  }

  @Test
  void groupingOnSeveralFieldsKeepsFirstAppearanceOrder() {
    DataSource s = TestData.source("s").text("a", "x", "y", "x", "x", "y")
        .bool("b", 1, 0, 0, 1, 0).build();
    DatasetResult g = TestData.evaluate(TestData.spec(
        "{'g':{'source':'powerbi','groupBy':['a','b'],'metrics':{'n':{'op':'count'}}}}"),
        TestData.workspace(s), out).get("g");
    assertEquals(List.of("x", "y", "x"), column(g, "a"));
    assertEquals(List.of(true, false, false), column(g, "b"));
    assertEquals(List.of(2.0, 2.0, 1.0), column(g, "n"));
  }

  @Test
  void metricsFollowTheSharedAggregateRules() {
    DataSource s = TestData.source("s")
        .text("g", "a", "a", "a", "b")
        .number("v", 2, NULL, 4, NULL)
        .text("t", "item10", "item2", null, null)
        .date("d", 86_400_000d * 3, 86_400_000d, NULL, NULL)
        .build();
    DatasetResult r = TestData.evaluate(TestData.spec("{'m':{'source':'powerbi','groupBy':['g'],"
        + "'metrics':{'sum':{'op':'sum','field':'v'},'avg':{'op':'avg','field':'v'},"
        + "'min':{'op':'min','field':'v'},'max':{'op':'max','field':'v'},"
        + "'n':{'op':'count'},'dc':{'op':'distinctCount','field':'t'},"
        + "'first':{'op':'first','field':'v'},'minT':{'op':'min','field':'t'},"
        + "'maxT':{'op':'max','field':'t'},'minD':{'op':'min','field':'d'}}}}"),
        TestData.workspace(s), out).get("m");
    assertFalse(out.hasErrors(), TestData.codes(out));
    assertEquals(Arrays.asList(6.0, null), column(r, "sum"), "no numbers → null");
    assertEquals(Arrays.asList(3.0, null), column(r, "avg"));
    assertEquals(Arrays.asList(2.0, null), column(r, "min"));
    assertEquals(Arrays.asList(4.0, null), column(r, "max"));
    assertEquals(List.of(3.0, 1.0), column(r, "n"), "count counts rows");
    assertEquals(List.of(2.0, 0.0), column(r, "dc"));
    assertEquals(Arrays.asList(2.0, null), column(r, "first"));
    assertEquals(Arrays.asList("item2", null), column(r, "minT"), "natural order");
    assertEquals(Arrays.asList("item10", null), column(r, "maxT"));
    assertEquals(Arrays.asList(86_400_000d, null), column(r, "minD"));
    assertEquals(DataType.TEXT, r.table().field("minT").dataType());
    assertEquals(DataType.DATE, r.table().field("minD").dataType());
    assertEquals(SemanticType.DATE, r.table().field("minD").type());
    assertEquals(DataType.NUMBER, r.table().field("dc").dataType());
  }

  @Test
  void sumsAndMeansThatOverflowAreNullEverywhere() {
    // JSON has no infinity: an overflowed sum printed as null must also sort, compare and count
    // as null (nulls first ascending), as an overflowed + is null in expressions.
    DataSource s = TestData.source("s").text("g", "a", "a", "b", "b", "c")
        .number("v", 1e308, 1e308, -1e308, -1e308, 1).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'one':{'source':'powerbi','groupBy':['g'],'metrics':{'s':{'op':'sum','field':'v'},"
            + "'m':{'op':'avg','field':'v'}},'sort':[{'field':'s'}]},"
            + "'two':{'source':'powerbi','groupBy':['g'],'metrics':{'s':{'op':'sum','field':'v'},"
            + "'t':{'op':'sum','field':'v'}}},"
            + "'after':{'source':'one','filter':{'field':'s','operator':'=','value':null},"
            + "'metrics':{'n':{'op':'count'},'dc':{'op':'distinctCount','field':'s'}}}}"),
        TestData.workspace(s), out);
    assertFalse(out.hasErrors(), TestData.codes(out));
    assertEquals(List.of("a", "b", "c"), column(r.get("one"), "g"), "nulls first, stable");
    assertEquals(Arrays.asList(null, null, 1.0), column(r.get("one"), "s"));
    assertEquals(Arrays.asList(null, null, 1.0), column(r.get("one"), "m"));
    assertEquals(Arrays.asList(null, null, 1.0), column(r.get("two"), "s"));
    assertEquals(Arrays.asList(null, null, 1.0), column(r.get("two"), "t"));
    assertEquals(List.of(2.0), column(r.get("after"), "n"));
    assertEquals(List.of(0.0), column(r.get("after"), "dc"));
  }

  @Test
  void metricsWithoutGroupByGiveOneRowOrNone() {
    DataSource s = TestData.source("s").number("v", 1, 2, 3).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'all':{'source':'powerbi','metrics':{'total':{'op':'sum','field':'v'}}},"
            + "'none':{'source':'powerbi','filter':{'field':'v','operator':'>','value':9},"
            + "'metrics':{'total':{'op':'sum','field':'v'}}}}"), TestData.workspace(s), out);
    assertEquals(List.of(6.0), column(r.get("all"), "total"));
    assertEquals(List.of(List.of(0, 1, 2)), lineage(r.get("all")));
    assertEquals(0, r.get("none").rowCount());
    assertEquals(List.of("total"), keys(r.get("none")));
  }

  @Test
  void distinctKeepsFirstRowAndUnionsLineage() {
    DataSource s = TestData.source("s").text("a", "x", "y", "x", "x")
        .number("b", 1, 1, 2, 1).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'all':{'source':'powerbi','distinct':true},'byA':{'source':'powerbi','distinct':['a']}}"),
        TestData.workspace(s), out);
    assertEquals(List.of("x", "y", "x"), column(r.get("all"), "a"));
    assertEquals(List.of(1.0, 1.0, 2.0), column(r.get("all"), "b"));
    assertEquals(List.of(List.of(0, 3), List.of(1), List.of(2)), lineage(r.get("all")));
    assertArrayEquals(new String[] {"s_0|s_3", "s_1", "s_2"}, r.get("all").rowKeys());
    assertEquals(List.of("x", "y"), column(r.get("byA"), "a"));
    assertEquals(List.of(1.0, 1.0), column(r.get("byA"), "b"), "first row's other fields");
    assertEquals(List.of(List.of(0, 2, 3), List.of(1)), lineage(r.get("byA")));
  }

  @Test
  void sortIsTypedStableAndPlacesNulls() {
    DataSource s = TestData.source("s")
        .number("n", 1.5, -5, NULL, -10, 1.25, 1.5)
        .text("t", "item10", "item2", null, "Item2", "item02", "b")
        .build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'up':{'source':'powerbi','sort':[{'field':'n'}]},"
            + "'down':{'source':'powerbi','sort':[{'field':'n','direction':'desc'}]},"
            + "'text':{'source':'powerbi','sort':[{'field':'t','direction':'asc'}]},"
            + "'two':{'source':'powerbi','sort':[{'field':'n','direction':'desc'},{'field':'t'}]}}"),
        TestData.workspace(s), out);
    assertEquals(Arrays.asList(null, -10.0, -5.0, 1.25, 1.5, 1.5), column(r.get("up"), "n"));
    assertEquals(List.of(List.of(2), List.of(3), List.of(1), List.of(4), List.of(0), List.of(5)),
        lineage(r.get("up")), "equal keys keep input order");
    assertEquals(Arrays.asList(1.5, 1.5, 1.25, -5.0, -10.0, null), column(r.get("down"), "n"));
    assertEquals(List.of(List.of(0), List.of(5)), lineage(r.get("down")).subList(0, 2));
    assertEquals(Arrays.asList(null, "b", "item2", "item02", "Item2", "item10"),
        column(r.get("text"), "t"));
    assertEquals(Arrays.asList("b", "item10"), column(r.get("two"), "t").subList(0, 2));
  }

  @Test
  void sortThenSmallLimitMatchesAFullStableSort() {
    double[] values = new double[200];
    for (int i = 0; i < values.length; i++) {
      values[i] = (i * 37) % 11 - 5; // many ties
    }
    values[7] = NULL;
    DataSource s = TestData.source("s").number("v", values).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'top':{'source':'powerbi','sort':[{'field':'v','direction':'desc'}],'limit':5},"
            + "'all':{'source':'powerbi','sort':[{'field':'v','direction':'desc'}]},"
            + "'low':{'source':'powerbi','sort':[{'field':'v'}],'limit':3}}"),
        TestData.workspace(s), out);
    assertEquals(lineage(r.get("all")).subList(0, 5), lineage(r.get("top")));
    assertEquals(List.of(List.of(7), List.of(0), List.of(11)), lineage(r.get("low")),
        "null first ascending, then -5s in input order");
  }

  @Test
  void limitKeepsTheFirstRowsAndZeroGivesNoRowsWithTheSchema() {
    DataSource s = TestData.source("s").number("v", 3, 1, 2).build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'two':{'source':'powerbi','sort':[{'field':'v'}],'limit':2},"
            + "'zero':{'source':'powerbi','derive':{'w':{'field':'v'}},'limit':0}}"),
        TestData.workspace(s), out);
    assertEquals(List.of(1.0, 2.0), column(r.get("two"), "v"));
    assertEquals(0, r.get("zero").rowCount());
    assertEquals(List.of("v", "w"), keys(r.get("zero")));
    assertEquals(0, r.get("zero").lineage().rowCount());
  }

  @Test
  void oneToOneStagesShareLineageAndColumns() {
    DataSource s = sales();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'a':{'source':'powerbi','rename':{'region':'area'}},'b':{'source':'a','select':['area']}}"),
        TestData.workspace(s), out);
    assertSame(r.get("a").lineage(), r.get("b").lineage());
    assertSame(s.table().column("region"), r.get("b").table().column("area"));
    assertSame(s.rowKeys(), r.get("b").rowKeys());
  }

  @Test
  void chainsKeepBaseIndices() {
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'a':{'source':'powerbi','sort':[{'field':'revenue','direction':'desc'}],'limit':3},"
            + "'b':{'source':'a','filter':{'field':'region','operator':'=','value':'EU'}},"
            + "'c':{'source':'b','distinct':['region']}}"), TestData.workspace(sales()), out);
    assertEquals(List.of(List.of(0), List.of(4), List.of(1)), lineage(r.get("a")));
    assertEquals(List.of(List.of(0)), lineage(r.get("b")));
    assertEquals(List.of(List.of(0)), lineage(r.get("c")));
    assertArrayEquals(new String[] {"sales_0"}, r.get("c").rowKeys());
  }

  @Test
  void deriveSeesEarlierEntriesAndReplacesInPlace() {
    DataSource s = TestData.source("s").number("a", 1, 2).number("b", 10, 20).build();
    DatasetResult r = TestData.evaluate(TestData.spec("{'d':{'source':'powerbi','derive':{"
        + "'c':{'op':'+','left':{'field':'a'},'right':{'field':'b'}},"
        + "'a':{'op':'+','left':{'field':'c'},'right':{'value':100}}}}}"),
        TestData.workspace(s), out).get("d");
    assertFalse(out.hasErrors(), TestData.codes(out));
    assertEquals(List.of("a", "b", "c"), keys(r));
    assertEquals(List.of(111.0, 122.0), column(r, "a"));
    assertEquals(Origin.DATASET_DERIVED, r.table().field("a").origin());
  }

  @Test
  void filterCannotSeeFieldsDerivedLater() {
    TestData.evaluate(TestData.spec("{'d':{'source':'powerbi',"
        + "'filter':{'field':'margin','operator':'>','value':0},"
        + "'derive':{'margin':{'op':'-','left':{'field':'revenue'},'right':{'field':'cost'}}}}}"),
        TestData.workspace(sales()), out);
    assertEquals("UNKNOWN_DATASET_FIELD /data/datasets/d/filter/field\n", TestData.codes(out));
  }

  @Test
  void everyFieldCheckHasItsPointer() {
    TestData.evaluate(TestData.spec("{"
        + "'a':{'source':'powerbi','rename':{'nope':'x'}},"
        + "'b':{'source':'powerbi','select':['region','nope']},"
        + "'c':{'source':'powerbi','groupBy':['nope'],'metrics':{'m':{'op':'max','field':'nada'}}},"
        + "'d':{'source':'powerbi','distinct':['nope']},"
        + "'e':{'source':'powerbi','select':['region'],'sort':[{'field':'revenue'}]},"
        + "'f':{'source':'powerbi','groupBy':['region'],'distinct':['revenue']}}"),
        TestData.workspace(sales()), out);
    assertEquals("UNKNOWN_DATASET_FIELD /data/datasets/a/rename/nope\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/b/select/1\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/c/groupBy/0\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/c/metrics/m/field\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/d/distinct/0\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/e/sort/0/field\n"
        + "UNKNOWN_DATASET_FIELD /data/datasets/f/distinct/0\n", TestData.codes(out));
  }

  @Test
  void renameCollisionsAndSwaps() {
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec("{"
        + "'clash':{'source':'powerbi','rename':{'region':'status'}},"
        + "'both':{'source':'powerbi','rename':{'region':'x','status':'x'}},"
        + "'swap':{'source':'powerbi','rename':{'region':'status','status':'region'}}}"),
        TestData.workspace(sales()), out);
    assertEquals("DATASET_FIELD_COLLISION /data/datasets/both/rename/region\n"
        + "DATASET_FIELD_COLLISION /data/datasets/both/rename/status\n"
        + "DATASET_FIELD_COLLISION /data/datasets/clash/rename/region\n", TestData.codes(out));
    assertEquals(List.of("status", "region", "revenue", "cost"), keys(r.get("swap")));
    assertEquals("EU", TestData.cell(r.get("swap"), "status", 0));
    assertFalse(r.containsKey("clash"));
  }

  @Test
  void metricGroupCollisionAndSumOnText() {
    TestData.evaluate(TestData.spec("{"
        + "'a':{'source':'powerbi','groupBy':['region'],'metrics':{'region':{'op':'count'}}},"
        + "'b':{'source':'powerbi','groupBy':['region'],'metrics':{'s':{'op':'sum','field':'status'},"
        + "'m':{'op':'avg','field':'region'},'ok':{'op':'max','field':'status'}}}}"),
        TestData.workspace(sales()), out);
    assertEquals("DATASET_FIELD_COLLISION /data/datasets/a/metrics/region\n"
        + "NON_NUMERIC_DATASET_FIELD /data/datasets/b/metrics/m/field\n"
        + "NON_NUMERIC_DATASET_FIELD /data/datasets/b/metrics/s/field\n", TestData.codes(out));
  }

  @Test
  void zeroRowResultsCarryTheStaticSchema() {
    DatasetResult r = TestData.evaluate(TestData.spec("{'z':{'source':'powerbi',"
        + "'filter':{'field':'region','operator':'=','value':'Mars'},"
        + "'derive':{'m':{'op':'-','left':{'field':'revenue'},'right':{'field':'cost'}}},"
        + "'rename':{'region':'area'},'groupBy':['area'],'metrics':{'t':{'op':'sum','field':'m'},"
        + "'f':{'op':'first','field':'status'}}}}"), TestData.workspace(sales()), out).get("z");
    assertEquals(0, r.rowCount());
    assertEquals(List.of("area", "t", "f"), keys(r));
    assertEquals(DataType.NUMBER, r.table().field("t").dataType());
    assertEquals(DataType.TEXT, r.table().field("f").dataType());
    assertEquals(5, r.stats().inputRows());
  }

  @Test
  void unknownTypesAreRefinedFromRows() {
    FieldMeta unknown = FieldMeta.uploaded("u", "u", "u", DataType.UNKNOWN);
    FieldMeta empty = FieldMeta.uploaded("e", "e", "e", DataType.UNKNOWN);
    DataSource s = TestData.source("s")
        .column(unknown, new hyperpbi.data.NumberColumn(new double[] {1, NULL}))
        .column(empty, new hyperpbi.data.NumberColumn(new double[] {NULL, NULL}))
        .build();
    Map<String, DatasetResult> r = TestData.evaluate(TestData.spec(
        "{'m':{'source':'powerbi','metrics':{'s':{'op':'sum','field':'u'},'x':{'op':'max','field':'u'}}},"
            + "'k':{'source':'powerbi','select':['u','e']}}"),
        TestData.workspace(s), out);
    assertFalse(out.hasErrors(), "sum accepts a statically unknown field: " + TestData.codes(out));
    DatasetResult k = r.get("k");
    assertEquals(DataType.NUMBER, k.table().field("u").dataType());
    assertEquals(SemanticType.MEASURE, k.table().field("u").type());
    assertEquals(DataType.UNKNOWN, k.table().field("e").dataType(), "no values: stays unknown");
    assertEquals(DataType.NUMBER, r.get("m").table().field("x").dataType());
  }

  @Test
  void aliasesResolveToKeys() {
    FieldMeta aliased = FieldMeta.uploaded("order_id", "orderId", "Order ID", DataType.TEXT);
    DataSource s = TestData.source("s").column(aliased,
        new hyperpbi.data.TextColumn(new int[] {0}, new String[] {"A"})).build();
    DatasetResult r = TestData.evaluate(TestData.spec(
        "{'d':{'source':'powerbi','select':['orderId']}}"), TestData.workspace(s), out).get("d");
    assertEquals(List.of("order_id"), keys(r));
  }

  @Test
  void uploadedSourceIdsAreSourcesWithTheirOwnLineageBase() {
    DataSource other = TestData.source("targets").text("region", "EU").number("goal", 5).build();
    Workspace ws = new Workspace(Map.of("sales", sales(), "targets", other), "sales");
    DatasetResult r = TestData.evaluate(TestData.spec(
        "{'t':{'source':'targets','select':['goal']}}"), ws, out).get("t");
    assertEquals("targets", r.lineageSource());
    assertArrayEquals(new String[] {"targets_0"}, r.rowKeys());
  }
}
