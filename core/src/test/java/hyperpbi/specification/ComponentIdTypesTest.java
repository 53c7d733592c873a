package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A component's or tab's id and a component's type: absent is MISSING_REQUIRED_PROPERTY, another
 * JSON type INVALID_PROPERTY_TYPE, a string off the id pattern INVALID_ID, an unknown type name
 * UNKNOWN_COMPONENT_TYPE.
 */
class ComponentIdTypesTest {
  @Test
  void wrongJsonTypesAreTypeErrorsAtTheMember() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/0/id",
        "INVALID_PROPERTY_TYPE /components/1/id",
        "INVALID_PROPERTY_TYPE /components/2/type",
        "INVALID_PROPERTY_TYPE /components/3/type",
        "INVALID_ID /components/4/id",
        "UNKNOWN_COMPONENT_TYPE /components/5/type"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"text\",\"id\":5,\"text\":\"a\"},"
        + "{\"type\":\"text\",\"id\":null,\"text\":\"a\"},"
        + "{\"type\":7,\"id\":\"c\"},"
        + "{\"type\":null,\"id\":\"d\"},"
        + "{\"type\":\"text\",\"id\":\"9e\",\"text\":\"a\"},"
        + "{\"type\":\"txt\",\"id\":\"f\"}]}"));
  }

  @Test
  void tabIdsFollowTheSameCodes() {
    assertEquals(List.of("MISSING_REQUIRED_PROPERTY /components/0/tabs/0/id",
        "INVALID_PROPERTY_TYPE /components/0/tabs/1/id",
        "INVALID_ID /components/0/tabs/2/id"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"tabs\",\"id\":\"t\",\"tabs\":["
        + "{\"label\":\"a\"},{\"id\":[],\"label\":\"b\"},{\"id\":\"_c\",\"label\":\"c\"},"
        + "{\"id\":\"ok\",\"label\":\"d\"}]}]}"));
  }
}
