package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * data-model.txt, "Map layer dataset scope": every field a layer names (bindings, renderer,
 * label, popup, tooltip, visibility, filter, interaction) is a field of the layer's view.
 */
class MapLayerFieldsTest {
  private static String map(String layer) {
    return "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\",\"layers\":["
        + layer + "]}]}";
  }

  @Test
  void everyFieldNamingMemberIsCheckedAgainstTheLayerView() {
    assertEquals(List.of(
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/filter/field",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/interaction/field",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/popup/0",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/renderer/field",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/tooltip/1/field",
        "UNKNOWN_DATASET_FIELD /components/0/layers/0/visible/field"),
        SpecificationChecks.errors(map("{\"id\":\"a\",\"popup\":[\"nope\"],"
            + "\"tooltip\":[\"region\",{\"field\":\"gone\"}],"
            + "\"renderer\":{\"field\":\"nosuch\",\"type\":\"unique\"},"
            + "\"visible\":{\"field\":\"ghost\"},"
            + "\"filter\":{\"field\":\"nosuch\",\"operator\":\"=\",\"value\":\"x\"},"
            + "\"interaction\":{\"trigger\":\"click\",\"field\":\"ghost\"}}")));
  }

  @Test
  void filterArraysCheckEachItem() {
    assertEquals(List.of("UNKNOWN_DATASET_FIELD /components/0/layers/0/filter/1/field"),
        SpecificationChecks.errors(map("{\"filter\":[{\"field\":\"region\",\"operator\":\"=\","
            + "\"value\":\"North\"},{\"field\":\"ghost\",\"operator\":\"=\",\"value\":1}]}")));
  }

  @Test
  void fieldsOfTheLayerViewAndBooleanVisibilityPass() {
    assertEquals(List.of(), SpecificationChecks.errors(map("{\"popup\":[\"region\"],"
        + "\"renderer\":{\"field\":\"amount\"},\"visible\":true,"
        + "\"filter\":{\"field\":\"region\",\"operator\":\"=\",\"value\":\"North\"}}")));
  }

  @Test
  void membersOfAWrongTypeAreInvalidPropertyTypes() {
    assertEquals(List.of(
        "INVALID_PROPERTY_TYPE /components/0/layers/0/filter",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/label",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/popup",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/renderer",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/tooltip/0",
        "INVALID_PROPERTY_TYPE /components/0/layers/0/visible"),
        SpecificationChecks.errors(map("{\"popup\":7,\"tooltip\":[3],\"renderer\":\"amount\","
            + "\"visible\":\"yes\",\"filter\":\"region\",\"label\":5}")));
  }
}
