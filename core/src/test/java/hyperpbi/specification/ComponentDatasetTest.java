package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** contract-notes §1: a component inherits its parent's dataset unless it names one; unknown ones are errors. */
class ComponentDatasetTest {
  private static String spec(String components) {
    return "{\"version\":\"2.0\",\"components\":" + components + "}";
  }

  @Test
  void unknownDatasetOnAComponentThatBindsNoDataIsReported() {
    assertEquals(List.of("UNKNOWN_DATASET /components/0/dataset"), SpecificationChecks.errors(
        spec("[{\"type\":\"text\",\"id\":\"t\",\"text\":\"x\",\"dataset\":\"nope\"}]")));
  }

  @Test
  void unknownDatasetOnAContainerOfTextIsReported() {
    assertEquals(List.of("UNKNOWN_DATASET /components/0/dataset"), SpecificationChecks.errors(
        spec("[{\"type\":\"container\",\"id\":\"c\",\"dataset\":\"nope\",\"components\":["
            + "{\"type\":\"text\",\"id\":\"t\",\"text\":\"x\"}]}]")));
  }

  @Test
  void unknownDatasetIsReportedOnceWhereItIsNamedNotPerInheritingChild() {
    assertEquals(List.of("UNKNOWN_DATASET /components/0/dataset"), SpecificationChecks.errors(
        spec("[{\"type\":\"container\",\"id\":\"c\",\"dataset\":\"nope\",\"components\":["
            + "{\"type\":\"kpi\",\"id\":\"k1\",\"field\":\"amount\"},"
            + "{\"type\":\"kpi\",\"id\":\"k2\",\"field\":\"amount\"}]}]")));
  }

  @Test
  void aChildNamingAnUnknownDatasetIsReportedAtItsOwnMember() {
    assertEquals(List.of("UNKNOWN_DATASET /components/0/components/0/dataset"),
        SpecificationChecks.errors(spec("[{\"type\":\"container\",\"id\":\"c\",\"components\":["
            + "{\"type\":\"kpi\",\"id\":\"k\",\"field\":\"amount\",\"dataset\":\"nope\"}]}]")));
  }
}
