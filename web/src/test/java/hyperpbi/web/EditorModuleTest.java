package hyperpbi.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The editor module's pure parts (frontend/src/editor: the tolerant JSON scanner mapping
 * diagnostics' JSON pointers to text ranges and the cursor to a path, the JSON Schema walk,
 * completion, field names, the did-you-mean quick fix), checked by frontend/test/run.mjs on the
 * machine's Node: one test per check. The browser side is test-e2e's EditorTest.
 */
class EditorModuleTest {
  @TestFactory
  Stream<DynamicTest> editorChecks() throws Exception {
    String dir = System.getProperty("hyperpbi.frontend.dir");
    assertTrue(dir != null, "system property hyperpbi.frontend.dir is not set (run through Maven)");
    Path script = Path.of(dir, "test", "run.mjs");
    Path out = Files.createTempFile("hyperpbi-editor", ".out");
    String stdout;
    int exit;
    try {
      Process process = new ProcessBuilder("node", script.toString())
          .redirectErrorStream(true).redirectOutput(out.toFile()).start();
      assertTrue(process.waitFor(2, TimeUnit.MINUTES), "node " + script + " timed out");
      exit = process.exitValue();
      stdout = Files.readString(out, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(out);
    }
    List<String> lines = stdout.lines().toList();
    String output = stdout;
    int code = exit;
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest("runner exits 0", () -> assertEquals(0, code, output)));
    tests.add(DynamicTest.dynamicTest("summary: no check failed", () -> assertTrue(
        lines.stream().anyMatch(l -> l.matches("editor: \\d+ checks, 0 failed")), output)));
    String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    if (last.startsWith("{")) {
      JsonObject results = Json.parse(last).asObject();
      tests.add(DynamicTest.dynamicTest("every check ran", () ->
          assertTrue(results.size() >= 30, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    } else {
      tests.add(DynamicTest.dynamicTest("results line printed", () -> fail(output)));
    }
    return tests.stream();
  }
}
