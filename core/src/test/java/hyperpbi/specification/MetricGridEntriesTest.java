package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A metricGrid entry is {metric, label} (core/README.md "Views"): another member would be ignored
 * by the view, so it is UNKNOWN_PROPERTY at the member, as in every strictly checked object.
 */
class MetricGridEntriesTest {
  @Test
  void anEntrysUnknownMembersAreSaid() {
    assertEquals(List.of(
        "UNKNOWN_PROPERTY /components/0/metrics/0/lable",
        "UNKNOWN_PROPERTY /components/0/metrics/1/format"),
        SpecificationChecks.errors("{\"version\":\"2.0\",\"calculations\":{\"metrics\":"
        + "{\"total\":{\"op\":\"sum\",\"field\":\"amount\"}}},\"components\":["
        + "{\"type\":\"metricGrid\",\"id\":\"g\",\"metrics\":["
        + "{\"metric\":\"total\",\"lable\":\"Total\"},"
        + "{\"metric\":\"total\",\"label\":\"Total\",\"format\":\"0.0\"}]}]}"));
  }
}
