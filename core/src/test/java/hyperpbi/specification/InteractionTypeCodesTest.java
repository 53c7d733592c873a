package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In interactions, UI actions and payloads a member of the wrong JSON type is
 * INVALID_PROPERTY_TYPE, an absent required one MISSING_REQUIRED_PROPERTY, and a string outside
 * the allowed words INVALID_PROPERTY_VALUE / UNKNOWN_TARGET / UNKNOWN_ACTION.
 */
class InteractionTypeCodesTest {
  @Test
  void universalInteractionEnumsAndTargets() {
    assertEquals(List.of("INVALID_PROPERTY_VALUE /components/1/interaction/internalMode",
        "INVALID_PROPERTY_TYPE /components/1/interaction/selectionMode",
        "INVALID_PROPERTY_TYPE /components/1/interaction/target",
        "INVALID_PROPERTY_TYPE /components/1/interaction/targets/0",
        "UNKNOWN_TARGET /components/1/interaction/targets/1",
        "INVALID_PROPERTY_TYPE /components/1/interaction/trigger"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"text\",\"id\":\"x\",\"text\":\"a\"},"
        + "{\"type\":\"table\",\"id\":\"t\",\"interaction\":{\"trigger\":5,"
        + "\"internalMode\":\"glow\",\"selectionMode\":null,\"target\":[],"
        + "\"targets\":[1,\"ghost\",\"x\"]}}]}"));
  }

  @Test
  void uiActionsAndPayloads() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /components/1/actions/0/type",
        "UNKNOWN_ACTION /components/1/actions/1/type",
        "INVALID_PROPERTY_TYPE /components/1/actions/2/value",
        "INVALID_PROPERTY_VALUE /components/1/actions/3/value",
        "INVALID_PROPERTY_TYPE /components/1/actions/4/value",
        "INVALID_PROPERTY_VALUE /components/1/actions/5/value",
        "INVALID_PROPERTY_TYPE /components/2/interactions/click/0/type",
        "MISSING_REQUIRED_PROPERTY /components/2/interactions/click/1/type"),
        SpecificationChecks.errors("{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"tabs\",\"id\":\"tb\",\"tabs\":[{\"id\":\"a\",\"label\":\"A\"}]},"
        + "{\"type\":\"button\",\"id\":\"b\",\"label\":\"go\",\"actions\":[{\"type\":5},"
        + "{\"type\":\"openWindow\"},{\"type\":\"setTab\",\"target\":\"tb\",\"value\":1},"
        + "{\"type\":\"setTab\",\"target\":\"tb\",\"value\":\"z\"},"
        + "{\"type\":\"setStep\",\"target\":\"w\",\"value\":\"2\"},"
        + "{\"type\":\"setStep\",\"target\":\"w\",\"value\":-1}]},"
        + "{\"type\":\"table\",\"id\":\"t\",\"interactions\":{\"click\":[{\"type\":7},"
        + "{\"field\":\"region\"}]}}]}"));
  }
}
