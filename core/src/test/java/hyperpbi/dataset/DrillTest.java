package hyperpbi.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.eclipsesource.json.Json;
import hyperpbi.data.DataSource;
import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostics;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DrillTest {
  private final Diagnostics out = new Diagnostics();

  private static DataSource facilities() {
    return TestData.source("ops")
        .text("region", "EU", "EU", "US", "EU", "US")
        .text("facility", "Berlin", "Paris", "Austin", "Berlin", "Boston")
        .number("amount", 10, 20, 5, 1, 7)
        .build();
  }

  private static final String DATASETS = "{"
      + "'byRegion':{'source':'powerbi','groupBy':['region'],'metrics':{'amount':{'op':'sum','field':'amount'}}},"
      + "'byFacility':{'source':'powerbi','groupBy':['region','facility'],"
      + "'metrics':{'amount':{'op':'sum','field':'amount'}}}}";

  private Map<String, DatasetResult> evaluated() {
    return TestData.evaluate(TestData.spec(DATASETS), TestData.workspace(facilities()), out);
  }

  private DatasetSchemas schemas() {
    Workspace ws = TestData.workspace(facilities());
    return DatasetResolver.resolve(TestData.spec(DATASETS), ws, ws.resolve("powerbi"), out,
        new FakeBinder());
  }

  private DrillModel validate(String drill) {
    return DrillLevels.validate(Json.parse(drill.replace('\'', '"')), "/components/0/drill",
        schemas(), out);
  }

  private static final String DRILL = "{'trigger':'doubleClick','showBreadcrumbs':true,'levels':["
      + "{'id':'region','dataset':'byRegion','category':'region','measure':'amount'},"
      + "{'id':'facility','dataset':'byFacility','category':'facility','measure':'amount',"
      + "'parentField':'region'}]}";

  @Test
  void validDrillGivesTheModel() {
    DrillModel m = validate(DRILL);
    assertNotNull(m, TestData.codes(out));
    assertEquals(2, m.levels().size());
    assertNull(m.levels().get(0).parentField());
    assertEquals("region", m.levels().get(1).parentField());
    assertEquals(0, m.initialLevel());
    assertEquals("doubleClick", m.trigger());
  }

  @Test
  void everyDrillRuleHasItsDiagnostic() {
    assertNull(validate("{'levels':[{'id':'a','dataset':'byRegion','category':'region',"
        + "'measure':'amount','parentField':'region'}],'initialLevel':'z','speed':1}"));
    assertEquals("UNKNOWN_DRILL_LEVEL /components/0/drill/initialLevel\n"
        + "INVALID_DRILL /components/0/drill/levels\n"
        + "INVALID_DRILL /components/0/drill/levels/0/parentField\n"
        + "UNKNOWN_PROPERTY /components/0/drill/speed\n", TestData.codes(out));
  }

  @Test
  void anInitialLevelWhoseLevelFailedIsNotAlsoUnknown() {
    assertNull(validate("{'initialLevel':'facility','levels':["
        + "{'id':'region','dataset':'byRegion','category':'region','measure':'amount'},"
        + "{'id':'facility','dataset':'byFacilty','category':'facility','measure':'amount',"
        + "'parentField':'region'}]}"));
    assertEquals("UNKNOWN_DATASET /components/0/drill/levels/1/dataset\n", TestData.codes(out));
  }

  @Test
  void childrenNeedParentFieldsIdsAreUniqueAndFieldsExist() {
    assertNull(validate("{'levels':["
        + "{'id':'a','dataset':'byRegion','category':'region','measure':'amount'},"
        + "{'id':'a','dataset':'byFacility','category':'facilty','measure':'amount'},"
        + "{'id':'c','dataset':'nowhere','category':'x','measure':'y','parentField':'z'},"
        + "{'id':'d','dataset':'byFacility','category':'facility','measure':'total','parentField':'regio'}]}"));
    assertEquals("MISSING_REQUIRED_PROPERTY /components/0/drill/levels/1\n"
        + "UNKNOWN_DATASET_FIELD /components/0/drill/levels/1/category\n"
        + "DUPLICATE_DRILL_LEVEL /components/0/drill/levels/1/id\n"
        + "UNKNOWN_DATASET /components/0/drill/levels/2/dataset\n"
        + "UNKNOWN_DATASET_FIELD /components/0/drill/levels/3/measure\n"
        + "UNKNOWN_DATASET_FIELD /components/0/drill/levels/3/parentField\n", TestData.codes(out));
  }

  @Test
  void failedDatasetsAreUnknownToDrillLevels() {
    DatasetSchemas broken = DatasetSchemas.ofSchemas(Map.of(), java.util.Set.of("byRegion"));
    DrillLevels.validate(Json.parse(DRILL.replace('\'', '"')), "/d", broken, out);
    assertEquals("UNKNOWN_DATASET /d/levels/0/dataset\nUNKNOWN_DATASET /d/levels/1/dataset\n",
        TestData.codes(out));
  }

  @Test
  void navigationFiltersTheChildViewAndMapsPointsThroughLineage() {
    DrillModel m = validate(DRILL);
    DrillNavigator nav = new DrillNavigator(m, evaluated());
    DrillView top = nav.initial();
    assertEquals(2, top.size());
    assertEquals("EU", nav.categoryValue(top, 0));
    assertArrayEquals(new int[] {0, 1, 3}, nav.lineage(top, 0));
    assertEquals("ops_0|ops_1|ops_3", top.rowKey(0));

    DrillView eu = nav.drillDown(top, 0);
    assertEquals(1, eu.level());
    assertEquals(List.of("EU"), eu.path());
    assertEquals(2, eu.size());
    assertEquals("Berlin", nav.categoryValue(eu, 0));
    assertArrayEquals(new int[] {0, 3}, nav.lineage(eu, 0));
    assertEquals("ops_0|ops_3", eu.rowKey(0));
    assertEquals("Paris", nav.categoryValue(eu, 1));
    assertNull(nav.drillDown(eu, 0), "no level below the last");

    DrillView us = nav.view(List.of("US"));
    assertEquals(2, us.size());
    assertEquals("Austin", nav.categoryValue(us, 0));
    assertArrayEquals(new int[] {2}, nav.lineage(us, 0));
    assertEquals(0, nav.view(List.of("Mars")).size());

    DrillView back = nav.up(eu, 0);
    assertEquals(0, back.level());
    assertEquals(2, back.size());
    assertFalse(out.hasErrors(), TestData.codes(out));
  }

  @Test
  void aDeeperLevelIsFilteredByEveryBreadcrumbItsDatasetCarries() {
    // data-model.txt: the child view is filtered by the breadcrumb path, not the last value
    // alone: "Central" under US is not "Central" under EU.
    Workspace ws = TestData.workspace(TestData.source("ops")
        .text("region", "EU", "US", "EU")
        .text("facility", "Central", "Central", "North")
        .number("amount", 1, 2, 3)
        .build());
    DatasetSchemas schemas = DatasetResolver.resolve(TestData.spec(DATASETS), ws,
        ws.resolve("powerbi"), out, new FakeBinder());
    DrillModel m = DrillLevels.validate(Json.parse((DRILL.replace("]}", ",")
        + "{'id':'detail','dataset':'powerbi','category':'amount','measure':'amount',"
        + "'parentField':'facility'}]}").replace('\'', '"')), "/d", schemas, out);
    assertNotNull(m, TestData.codes(out));
    DrillNavigator nav = new DrillNavigator(m, TestData.evaluate(TestData.spec(DATASETS), ws,
        out));
    DrillView detail = nav.view(List.of("US", "Central"));
    assertEquals(2, detail.level());
    assertArrayEquals(new int[] {1}, detail.rows());
    assertArrayEquals(new int[] {0}, nav.view(List.of("EU", "Central")).rows());
  }

  @Test
  void initialLevelStartsUnfiltered() {
    DrillModel m = validate(DRILL.replace("'levels'", "'initialLevel':'facility','levels'"));
    DrillNavigator nav = new DrillNavigator(m, evaluated());
    DrillView start = nav.initial();
    assertEquals(1, start.level());
    assertEquals(4, start.size());
  }
}
