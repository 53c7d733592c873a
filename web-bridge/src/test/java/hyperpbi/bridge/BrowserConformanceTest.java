package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.bridge.NodeRun.Runtime;
import hyperpbi.conformance.ConformanceCase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every conformance case through the TeaVM JavaScript build (Node 20) and the WebAssembly GC build
 * (Node 22): one test per case and runtime, failing with the runner's diff. The Node runner must
 * also build the very same request bytes as the JVM harness.
 */
class BrowserConformanceTest {

  @TestFactory
  Stream<DynamicTest> javascriptBuildMatchesEveryCase() throws Exception {
    return casesOn(Runtime.JS);
  }

  @TestFactory
  Stream<DynamicTest> webAssemblyBuildMatchesEveryCase() throws Exception {
    return casesOn(Runtime.WASM);
  }

  private Stream<DynamicTest> casesOn(Runtime runtime) throws Exception {
    Path root = ConformanceCase.root();
    List<ConformanceCase> cases = ConformanceCase.all(root);
    assertFalse(cases.isEmpty(), "no conformance cases under " + root);
    Path report = Path.of("target", "conformance-" + runtime.id + ".json").toAbsolutePath();
    Files.deleteIfExists(report);
    NodeRun run = NodeRun.run(runtime, "conformance.mjs",
        "--cases", root.toString(), "--report", report.toString());
    Map<String, JsonObject> results = new LinkedHashMap<>();
    if (Files.exists(report)) {
      JsonObject doc = Json.parse(Files.readString(report, StandardCharsets.UTF_8)).asObject();
      for (JsonValue v : doc.get("cases").asArray()) {
        results.put(v.asObject().getString("name", ""), v.asObject());
      }
    }
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest(runtime.id + ": runner", () -> {
      assertTrue(Files.exists(report), "the runner wrote no report:\n" + run.output());
      assertEquals(results.size(), cases.size(), "the runner and the JVM see different case lists");
      boolean allPass = results.values().stream().allMatch(r -> r.getBoolean("pass", false));
      assertEquals(allPass ? 0 : 1, run.exitCode(), "runner exit code\n" + run.output());
      assertTrue(run.stdout().contains("conformance " + runtime.id + ": "), run.output());
    }));
    for (ConformanceCase c : cases) {
      tests.add(DynamicTest.dynamicTest(runtime.id + ": " + c.name(), () -> {
        JsonObject result = results.get(c.name());
        assertNotNull(result, c.name() + " missing from the " + runtime.id + " report\n" + run.output());
        assertEquals(c.request().toJson(), result.getString("request", null),
            "the Node runner built a different request than ConformanceCase.java");
        assertTrue(result.getBoolean("pass", false), () -> c.name() + " on " + runtime.id
            + ": output differs from expected.json\n" + result.getString("diff", "?"));
      }));
    }
    return tests.stream();
  }

  /**
   * The Node runner writes requests the way minimal-json does: member order and duplicates kept,
   * number lexemes kept, the same string escapes, BOMs kept, binary sources in base64.
   */
  @Test
  void nodeRunnerBuildsTheJvmRequestByteForByte(@TempDir Path temp) throws Exception {
    Path dir = temp.resolve("tricky").resolve("case");
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("spec.json"),
        "{\"version\": \"2.0\", \"title\": \"tab\\t \u00e9 \u2028 \\u0001 \\/\"}\n",
        StandardCharsets.UTF_8);
    Files.write(dir.resolve("bom.csv"), new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF,
        'a', ',', 'b', '\r', '\n', '1', ',', '"', 'x', '\n', 'y', '"', '\n'});
    Files.write(dir.resolve("book.xlsx"), new byte[] {0x50, 0x4B, 3, 4, 0, (byte) 0xFF, 10, 13});
    Files.writeString(dir.resolve("rows.json"), "{\"data\": {\"rows\": [{\"n\": 1}]}}",
        StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("case.json"), String.join("\n",
        "{\"sources\": [",
        "  {\"name\": \"sales\", \"file\": \"bom.csv\"},",
        "  {\"name\": \"book\", \"file\": \"book.xlsx\", \"sheet\": \"Sheet 1\"},",
        "  {\"name\": \"rows\", \"file\": \"rows.json\", \"dataPath\": \"data.rows\"},",
        "  {\"file\": \"rows.json\", \"format\": \"dataview\", \"binary\": false}",
        "],",
        " \"default\": \"sales\", \"now\": \"2024-03-01T10:00:00Z\", \"timeZone\": \"Europe/Paris\",",
        " \"mode\": \"check\", \"datasets\": [\"a\", \"b\\\"c\"],",
        " \"events\": [{\"2\": 1.50, \"1\": -0.0, \"e\": 1E+2, \"k\": \"\\u00e9\\b\\f\\u2029\","
            + " \"k\": [true, false, null, {}, []]}]",
        "}"), StandardCharsets.UTF_8);

    Path report = temp.resolve("report.json");
    NodeRun.run(Runtime.JS, "conformance.mjs", "--cases", temp.toString(),
        "--report", report.toString());
    assertTrue(Files.exists(report), "no report written");
    JsonObject result = Json.parse(Files.readString(report, StandardCharsets.UTF_8)).asObject()
        .get("cases").asArray().get(0).asObject();
    assertEquals("tricky/case", result.getString("name", null));
    String jvm = new ConformanceCase("tricky/case", dir).request().toJson();
    assertEquals(jvm, result.getString("request", null));
    assertTrue(jvm.contains("\"base64\":\"UEsDBAD/Cg0=\""), jvm);
    assertTrue(jvm.contains("1.50") && jvm.contains("1E+2") && jvm.contains("\\u2028"), jvm);
  }

  /** The harness itself must fail loudly, with the differing line, on a broken expectation. */
  @Test
  void brokenExpectationFailsOnJavaScript(@TempDir Path temp) throws Exception {
    assertBrokenExpectationFails(Runtime.JS, temp);
  }

  @Test
  void brokenExpectationFailsOnWebAssembly(@TempDir Path temp) throws Exception {
    assertBrokenExpectationFails(Runtime.WASM, temp);
  }

  private void assertBrokenExpectationFails(Runtime runtime, Path temp) throws Exception {
    ConformanceCase original = ConformanceCase.all(ConformanceCase.root()).get(0);
    Path copy = temp.resolve("harness").resolve("broken");
    Files.createDirectories(copy);
    try (Stream<Path> files = Files.list(original.dir())) {
      for (Path f : (Iterable<Path>) files::iterator) {
        Files.copy(f, copy.resolve(f.getFileName()));
      }
    }
    String expected = Files.readString(copy.resolve("expected.json"), StandardCharsets.UTF_8);
    String broken = expected.replaceFirst("\"ok\": (true|false)", "\"ok\": maybe");
    assertNotEquals(expected, broken, "could not break " + original.name());
    Files.writeString(copy.resolve("expected.json"), broken, StandardCharsets.UTF_8);

    NodeRun run = NodeRun.run(runtime, "conformance.mjs", "--cases", temp.toString());
    assertEquals(1, run.exitCode(), run.output());
    assertTrue(run.stdout().contains("FAIL " + runtime.id + " harness/broken"), run.output());
    assertTrue(run.stdout().contains("first difference at line 2"), run.output());
    assertTrue(run.stdout().contains(" - ") && run.stdout().contains("maybe"), run.output());
    assertTrue(run.stdout().contains("conformance " + runtime.id + ": 0 passed, 1 failed"), run.output());
  }

}
