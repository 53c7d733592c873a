package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A JSON name repeated in one object is an error at its pointer, never a silent last-wins. */
class DuplicateKeysTest {
  @Test
  void aRepeatedNameIsReportedOnceAtItsPointerAtAnyDepth() {
    assertEquals(List.of("DUPLICATE_KEY /components", "DUPLICATE_KEY /components/0/id",
        "DUPLICATE_KEY /state/a~1b"), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"text\",\"id\":\"a\",\"id\":\"b\","
        + "\"text\":\"x\"}],\"state\":{\"a/b\":1,\"a/b\":2,\"a/b\":3},"
        + "\"components\":[{\"type\":\"text\",\"id\":\"c\",\"text\":\"y\"}]}"));
  }

  @Test
  void distinctNamesAreFine() {
    assertEquals(List.of(), SpecificationChecks.errors(
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"text\",\"id\":\"a\",\"text\":\"x\"}]}"));
  }
}
