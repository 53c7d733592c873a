package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The render-tree painter (src/main/js/painter.mjs, RENDER-PROTOCOL.md) on the fake DOM of
 * src/test/node/fake-dom.mjs: the DOM it builds, what a patch costs, keyed moves, keep markers,
 * refused attributes, every event mapping, keyboard use, toasts, windowed scroll and focus. One
 * test per check of src/test/node/painter.mjs; it needs no engine build, so system Node runs it.
 */
class PainterTest {
  @TestFactory
  Stream<DynamicTest> painterChecks() throws Exception {
    NodeRun run = NodeRun.runPlain("painter.mjs");
    List<String> lines = run.stdout().lines().toList();
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest("runner exits 0", () ->
        assertEquals(0, run.exitCode(), run.output())));
    tests.add(DynamicTest.dynamicTest("summary: no check failed", () -> {
      String summary = lines.stream().filter(l -> l.startsWith("painter: ")).findFirst().orElse("");
      assertTrue(summary.matches("painter: \\d+ checks, 0 failed;.*"), run.output());
    }));
    if (!lines.isEmpty() && lines.get(lines.size() - 1).startsWith("{")) {
      JsonObject results = Json.parse(lines.get(lines.size() - 1)).asObject();
      tests.add(DynamicTest.dynamicTest("every check ran", () ->
          assertTrue(results.size() >= 24, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    }
    return tests.stream();
  }
}
