package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A root member of the wrong JSON type is reported once (RootValidator), whichever step reads it. */
class RootShapesTest {
  @Test
  void definitionsOfTheWrongTypeIsOneError() {
    assertEquals(List.of("INVALID_PROPERTY_TYPE /definitions"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":[],\"definitions\":[]}"));
  }
}
