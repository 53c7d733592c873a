package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Component lists are checked like the root one (children never silently dropped) and ids are unique across them. */
class ComponentListsTest {
  private static List<String> errors(String rest) {
    return SpecificationChecks.errors("{\"version\":\"2.0\"," + rest + "}");
  }

  @Test
  void aContainerWhoseComponentsIsAnObjectIsReported() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/components"), errors(
        "\"components\":[{\"type\":\"container\",\"id\":\"c\",\"components\":"
            + "{\"type\":\"text\",\"id\":\"t\",\"text\":\"x\"}}]"));
  }

  @Test
  void anOverlayWhoseComponentsIsAStringIsReported() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/components"), errors(
        "\"components\":[{\"type\":\"modal\",\"id\":\"m\",\"components\":\"nope\"}]"));
  }

  @Test
  void aPanelWhoseComponentsIsANumberIsReported() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /toolbar/components"), errors(
        "\"components\":[],\"toolbar\":{\"components\":5}"));
  }

  @Test
  void aTabWhoseComponentsIsNotAnArrayIsReported() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/tabs/0/components"), errors(
        "\"components\":[{\"type\":\"tabs\",\"id\":\"ts\",\"tabs\":[{\"id\":\"a\",\"label\":\"A\","
            + "\"components\":{}}]}]"));
  }

  @Test
  void theRootListIsReportedOnce() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components"), errors("\"components\":{}"));
  }

  @Test
  void anIdIsADuplicateEvenWhenTheEarlierComponentHasNoType() {
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /components/0/type",
        "DUPLICATE_ID /components/1/id"), errors(
        "\"components\":[{\"id\":\"dup\"},{\"type\":\"text\",\"id\":\"dup\",\"text\":\"x\"}]"));
  }

  @Test
  void anIdIsADuplicateEvenWhenTheEarlierComponentHasAnUnknownType() {
    assertEquals(List.of("UNKNOWN_COMPONENT_TYPE /components/0/type",
        "DUPLICATE_ID /components/1/id"), errors(
        "\"components\":[{\"type\":\"txet\",\"id\":\"dup\"},"
            + "{\"type\":\"text\",\"id\":\"dup\",\"text\":\"x\"}]"));
  }
}
