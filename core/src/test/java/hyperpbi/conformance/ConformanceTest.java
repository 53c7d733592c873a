package hyperpbi.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.engine.Engine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every conformance case on the JVM. Set HYPERPBI_UPDATE_EXPECTED=1 to write missing
 * expected files for a new case; they must then be checked by hand before committing.
 */
class ConformanceTest {

  @TestFactory
  Stream<DynamicTest> everyCaseMatchesItsExpectedOutput() throws IOException {
    List<ConformanceCase> cases = ConformanceCase.all(ConformanceCase.root());
    assertFalse(cases.isEmpty(), "no conformance cases under " + ConformanceCase.root());
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      String actual = Engine.evaluate(c.request().toJson());
      if ("1".equals(System.getenv("HYPERPBI_UPDATE_EXPECTED"))) {
        Files.writeString(c.dir().resolve("expected.json"), actual + "\n", StandardCharsets.UTF_8);
        return;
      }
      String expected = c.expected();
      assertNotNull(expected, c.name() + ": expected.json is missing; actual output:\n" + actual);
      String diff = ConformanceDiff.describe(expected, actual);
      assertNull(diff, () -> c.name() + ": output differs from expected.json\n" + diff);
    }));
  }

  @Test
  void brokenExpectationIsReportedWithTheDifferingLine() throws IOException {
    ConformanceCase first = ConformanceCase.all(ConformanceCase.root()).get(0);
    String actual = Engine.evaluate(first.request().toJson());
    String broken = actual.replaceFirst("\"ok\": (true|false)", "\"ok\": maybe");
    String diff = ConformanceDiff.describe(broken + "\n", actual);
    assertNotNull(diff, "a broken expectation must fail");
    assertTrue(diff.contains("first difference at line 2"), diff);
    assertTrue(diff.contains(" - ") && diff.contains("maybe"), diff);
  }
}
