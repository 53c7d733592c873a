package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import com.eclipsesource.json.JsonValue;
import hyperpbi.bridge.NodeRun.Runtime;
import hyperpbi.conformance.ConformanceCase;
import hyperpbi.engine.Engine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A few hundred generated hostile requests ({@link HostileInputs}) through the JVM, the TeaVM
 * JavaScript build and the WebAssembly build: each must answer within its time bound without a
 * crash, every diagnostic must say where (a JSON pointer, or for the document itself the line
 * and column), and the three outputs must be the same bytes. The requests are written to
 * {@code target/hostile/requests.jsonl} and the outputs beside them, so a failure can be replayed.
 */
class HostileInputTest {
  /** Per input; generous for a shared CI machine (the slowest input takes well under a second). */
  private static final int TIMEOUT_MS = 10_000;

  @TestFactory
  Stream<DynamicTest> hostileInputsAgreeOnEveryRuntime() throws Exception {
    int seed = Integer.parseInt(System.getProperty("hyperpbi.hostile.seed", "20261202"));
    int perKind = Integer.parseInt(System.getProperty("hyperpbi.hostile.perKind", "28"));
    List<HostileInputs.Input> inputs = HostileInputs.generate(seed, perKind, ConformanceCase.root());
    Path dir = Path.of("target", "hostile").toAbsolutePath();
    Files.createDirectories(dir);
    Path requests = dir.resolve("requests.jsonl");
    StringBuilder lines = new StringBuilder();
    for (HostileInputs.Input input : inputs) {
      lines.append(asciiJson(new JsonObject().add("name", input.name())
          .add("request", input.request()).toString())).append('\n');
    }
    Files.writeString(requests, lines, StandardCharsets.UTF_8);

    Map<String, String> jvm = onTheJvm(inputs);
    Map<String, JsonObject> js = onNode(Runtime.JS, requests, dir);
    Map<String, JsonObject> wasm = onNode(Runtime.WASM, requests, dir);

    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest("hostile inputs: " + inputs.size() + " generated", () ->
        assertTrue(inputs.size() >= 300, "only " + inputs.size() + " inputs")));
    for (HostileInputs.Input input : inputs) {
      tests.add(DynamicTest.dynamicTest(input.name(), () -> {
        String mine = jvm.get(input.name());
        assertNotNull(mine, "no JVM result");
        assertTrue(!mine.startsWith("crash:") && !mine.startsWith("timeout:"), "JVM: " + mine);
        assertLocated(mine);
        assertSame("js", mine, js.get(input.name()));
        assertSame("wasm", mine, wasm.get(input.name()));
      }));
    }
    return tests.stream();
  }

  /** Every input on the JVM, each on a worker thread with the same time bound as in Node. */
  private static Map<String, String> onTheJvm(List<HostileInputs.Input> inputs) throws Exception {
    Map<String, String> out = new HashMap<>();
    ExecutorService worker = Executors.newSingleThreadExecutor(HostileInputTest::daemon);
    try {
      for (HostileInputs.Input input : inputs) {
        Future<String> answer = worker.submit(() -> {
          try {
            return Engine.evaluate(input.request());
          } catch (RuntimeException | StackOverflowError e) {
            return "crash: " + e;
          }
        });
        try {
          out.put(input.name(), answer.get(TIMEOUT_MS, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
          answer.cancel(true);
          out.put(input.name(), "timeout: no answer within " + TIMEOUT_MS + " ms");
          worker.shutdownNow();
          worker = Executors.newSingleThreadExecutor(HostileInputTest::daemon);
        }
      }
    } finally {
      worker.shutdownNow();
    }
    return out;
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "hostile-jvm");
    t.setDaemon(true);
    return t;
  }

  private static Map<String, JsonObject> onNode(Runtime runtime, Path requests, Path dir)
      throws Exception {
    Path results = dir.resolve("results-" + runtime.id + ".jsonl");
    Files.deleteIfExists(results);
    NodeRun run = NodeRun.run(runtime, "hostile.mjs", "--requests", requests.toString(),
        "--out", results.toString(), "--timeout-ms", Integer.toString(TIMEOUT_MS));
    if (run.exitCode() != 0 || !Files.exists(results)) {
      fail("hostile runner on " + runtime.id + " failed (exit " + run.exitCode() + ")\n"
          + run.output());
    }
    Map<String, JsonObject> out = new HashMap<>();
    for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
      if (!line.isEmpty()) {
        JsonObject result = Json.parse(line).asObject();
        out.put(result.getString("name", ""), result);
      }
    }
    return out;
  }

  private static void assertSame(String runtime, String jvm, JsonObject result) {
    assertNotNull(result, runtime + ": no result");
    assertTrue(result.get("crash") == null, () -> runtime + " crashed: " + result.getString("crash", ""));
    assertTrue(result.get("timeout") == null, () -> runtime + ": " + result.getString("timeout", ""));
    String theirs = result.getString("output", null);
    if (!jvm.equals(theirs)) {
      assertEquals(jvm, theirs, runtime + " differs from the JVM:\n" + firstDifference(jvm, theirs));
    }
  }

  /**
   * Each diagnostic names its place: a JSON pointer into the specification or the request's
   * sources (an import error is at /sources/N and its message names the line, cell or part), or,
   * for the specification text as a whole, the line and column or why there is no place (empty).
   */
  private static void assertLocated(String output) {
    JsonValue doc = Json.parse(output);
    JsonValue diagnostics = doc.asObject().get("diagnostics");
    assertNotNull(diagnostics, "no diagnostics member");
    for (JsonValue d : diagnostics.asArray()) {
      String path = d.asObject().getString("path", null);
      String message = d.asObject().getString("message", "");
      String code = d.asObject().getString("code", "");
      assertNotNull(path, "diagnostic without a path: " + d);
      assertTrue(!message.isEmpty(), "diagnostic without a message: " + d);
      if (path.isEmpty()) {
        assertTrue(code.equals("INVALID_JSON") && (message.contains(" at line ")
            || message.equals("specification is empty") || message.contains("nested deeper")),
            "diagnostic with neither a pointer nor a line: " + d);
      }
    }
  }

  /**
   * JSON text with every non-ASCII char as a \\u escape: they occur only inside strings, and a
   * lone surrogate (which some inputs hold on purpose) cannot be written as UTF-8.
   */
  private static String asciiJson(String json) {
    StringBuilder out = new StringBuilder(json.length());
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (c < 0x7f) {
        out.append(c);
      } else {
        out.append("\\u").append(Character.forDigit(c >> 12, 16))
            .append(Character.forDigit((c >> 8) & 15, 16)).append(Character.forDigit((c >> 4) & 15, 16))
            .append(Character.forDigit(c & 15, 16));
      }
    }
    return out.toString();
  }

  private static String firstDifference(String a, String b) {
    if (b == null) {
      return "(no output)";
    }
    String[] x = a.split("\n", -1);
    String[] y = b.split("\n", -1);
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      if (!x[i].equals(y[i])) {
        return "line " + (i + 1) + "\n - " + abbreviate(x[i]) + "\n + " + abbreviate(y[i]);
      }
    }
    return "lengths differ: " + x.length + " and " + y.length + " lines";
  }

  private static String abbreviate(String line) {
    return line.length() > 400 ? line.substring(0, 400) + "..." : line;
  }
}
