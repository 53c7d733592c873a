package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.bridge.NodeRun.Runtime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The engine worker's protocol (src/main/js/engine-client.mjs and engine-worker.mjs), over each
 * engine build: the client against a fake Worker that drives the worker's handler in Node
 * (uploads with progress, supersede, errors as rejections, host effects, remote updates, no
 * re-parse for a new specification). One test per check of src/test/node/worker.mjs; the real
 * browser Worker is loaded in Chromium by test-e2e's EngineWorkerTest.
 */
class EngineClientTest {
  @TestFactory
  Stream<DynamicTest> withTheJavaScriptBuild() throws Exception {
    return checksOn(Runtime.JS);
  }

  @TestFactory
  Stream<DynamicTest> withTheWebAssemblyBuild() throws Exception {
    return checksOn(Runtime.WASM);
  }

  private Stream<DynamicTest> checksOn(Runtime runtime) throws Exception {
    NodeRun run = NodeRun.run(runtime, "worker.mjs");
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest(runtime.id + ": runner", () ->
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr())));
    if (run.exitCode() == 0) {
      JsonObject results = Json.parse(run.stdout().lines().reduce((a, b) -> b).orElse("{}"))
          .asObject();
      tests.add(DynamicTest.dynamicTest(runtime.id + ": every check ran", () ->
          assertTrue(results.size() >= 11, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(runtime.id + ": " + m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    }
    return tests.stream();
  }
}
