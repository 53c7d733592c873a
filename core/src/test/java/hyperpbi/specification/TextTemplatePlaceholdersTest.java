package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A plain text has no renderer but the engine's: a placeholder it does not understand would be
 * shown literally, so it is an INVALID_PROPERTY_VALUE warning at the text (core/README.md,
 * "Templates"); a custom template's other placeholders stay its renderer's.
 */
class TextTemplatePlaceholdersTest {
  private static final String METRICS = "\"calculations\":{\"metrics\":{\"total\":"
      + "{\"op\":\"sum\",\"field\":\"amount\"}}}";

  @Test
  void aTextsUnknownPlaceholdersAreSaid() {
    assertEquals(List.of(
        "INVALID_PROPERTY_VALUE /components/0/text",
        "INVALID_PROPERTY_VALUE /components/0/text",
        "INVALID_PROPERTY_VALUE /components/0/text"),
        SpecificationChecks.warnings("{\"version\":\"2.0\"," + METRICS + ",\"components\":["
        + "{\"type\":\"text\",\"id\":\"t\",\"text\":\"{{foo}} {{metric . total}} "
        + "{{{metric.total}}} {{ metric.total }} {{aggregate.amount.sum}}\"}]}"));
  }

  @Test
  void aCustomTemplatesOtherPlaceholdersAreItsRenderers() {
    assertEquals(List.of(), SpecificationChecks.warnings("{\"version\":\"2.0\"," + METRICS
        + ",\"components\":[{\"type\":\"custom\",\"id\":\"c\",\"fields\":[\"region\"],"
        + "\"template\":\"{{region}} {{metric.total}}\"}]}"));
  }
}
