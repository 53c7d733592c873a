package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A KPI's or chart's aggregation that can have no value over its field — the sum or average of
 * a text field — is said at preparation (core/README.md "Views"), as a template statistic the
 * field's type lacks and a chart sort key that orders nothing are: the view would show null
 * whatever the rows.
 */
class ViewAggregationTest {
  @Test
  void aSumOrAverageOfTextIsSaidWhereItIsDecided() {
    assertEquals(List.of(
        "INVALID_PROPERTY_VALUE /components/0/field",
        "INVALID_PROPERTY_VALUE /components/1/aggregation",
        "INVALID_PROPERTY_VALUE /components/2/measure",
        "INVALID_PROPERTY_VALUE /components/3/drill/levels/1/measure"),
        SpecificationChecks.warnings("{\"version\":\"2.0\","
        + "\"data\":{\"datasets\":{\"byRegion\":{\"source\":\"powerbi\",\"groupBy\":[\"region\"],"
        + "\"metrics\":{\"total\":{\"op\":\"sum\",\"field\":\"amount\"},"
        + "\"top\":{\"op\":\"first\",\"field\":\"region\"}}}}},\"components\":["
        + "{\"type\":\"kpi\",\"id\":\"a\",\"field\":\"region\"},"
        + "{\"type\":\"kpi\",\"id\":\"b\",\"field\":\"region\",\"aggregation\":\"avg\"},"
        + "{\"type\":\"barChart\",\"id\":\"c\",\"category\":\"amount\",\"measure\":\"region\"},"
        + "{\"type\":\"barChart\",\"id\":\"d\",\"drill\":{\"levels\":["
        + "{\"id\":\"r\",\"dataset\":\"byRegion\",\"category\":\"region\",\"measure\":\"total\"},"
        + "{\"id\":\"t\",\"dataset\":\"byRegion\",\"category\":\"region\",\"measure\":\"top\","
        + "\"parentField\":\"region\"}]}}]}"));
  }

  @Test
  void aggregationsWithAValueAreSilent() {
    assertEquals(List.of(), SpecificationChecks.warnings("{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"kpi\",\"id\":\"a\",\"field\":\"amount\"},"
        + "{\"type\":\"kpi\",\"id\":\"b\",\"field\":\"region\",\"aggregation\":\"count\"},"
        + "{\"type\":\"kpi\",\"id\":\"c\",\"field\":\"region\",\"aggregation\":\"max\"},"
        + "{\"type\":\"lineChart\",\"id\":\"d\",\"category\":\"region\",\"measure\":\"region\","
        + "\"aggregation\":\"distinctCount\"}]}"));
  }
}
