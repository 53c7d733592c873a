package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * interactions.md: map feature events have one trigger contract, map.layers[].interaction; a
 * map's own interaction would be accepted and never run, so it is an error where it is written.
 */
class MapInteractionPlacementTest {
  private static String map(String interaction, String layerExtra) {
    return "{\"version\":\"2.0\",\"components\":[{\"type\":\"map\",\"id\":\"m\"" + interaction
        + ",\"layers\":[{\"id\":\"a\",\"latitude\":\"region\",\"longitude\":\"amount\""
        + layerExtra + "}]}]}";
  }

  @Test
  void aMapsOwnInteractionIsAnUnknownPropertyOnce() {
    assertEquals(List.of("UNKNOWN_PROPERTY /components/0/interaction"), SpecificationChecks.errors(
        map(",\"interaction\":{\"trigger\":\"change\",\"field\":\"ghost\"}", "")));
  }

  @Test
  void aLayersInteractionIsWhereTheMapDeclaresIt() {
    assertEquals(List.of(), SpecificationChecks.errors(
        map("", ",\"interaction\":{\"trigger\":\"click\",\"field\":\"region\"}")));
  }

  @Test
  void otherComponentsKeepTheirInteraction() {
    assertEquals(List.of(), SpecificationChecks.errors("{\"version\":\"2.0\",\"components\":["
        + "{\"type\":\"table\",\"id\":\"t\",\"interaction\":{\"trigger\":\"click\"}}]}"));
  }
}
