package hyperpbi.specification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpecificationDocumentTest {
  @Test
  void aByteOrderMarkBeforeTheDocumentIsDropped() {
    // Editors on Windows save one; a CSV or JSON rows file's is dropped the same way.
    assertEquals(List.of(), SpecificationChecks.errors(
        "\ufeff{\"version\":\"2.0\",\"components\":[]}"));
    assertEquals(List.of("INVALID_JSON "), SpecificationChecks.errors("\ufeff"));
  }
}
