package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A KPI's target is aggregated as its value is (core/README.md "Views"): a sum of a text target
 * has no value, said at the target as it is at the KPI's field.
 */
class KpiTargetAggregationTest {
  @Test
  void aTargetWithoutAValueIsSaidAtTheTarget() {
    assertEquals(List.of("INVALID_PROPERTY_VALUE /components/0/target"),
        SpecificationChecks.warnings("{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"kpi\",\"id\":\"a\",\"field\":\"amount\",\"target\":\"region\"},"
        + "{\"type\":\"kpi\",\"id\":\"b\",\"field\":\"amount\",\"target\":\"amount\"},"
        + "{\"type\":\"kpi\",\"id\":\"c\",\"field\":\"amount\",\"target\":\"region\","
        + "\"aggregation\":\"max\"}]}"));
  }
}
