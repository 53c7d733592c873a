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
 * The page-side host (src/main/js) against fake networks, over each engine build: the remote
 * transport's request policy and limits, and the live host's loop (pages into datasets,
 * per-consumer cancellation, failures as the source's error), and the exported API's error
 * contract (the "api:" checks: misused handles, non-string arguments, invalid JSON, fresh, many
 * sessions; web-bridge/README.md). One test per check of src/test/node/transport.mjs.
 */
class RemoteTransportTest {
  @TestFactory
  Stream<DynamicTest> withTheJavaScriptBuild() throws Exception {
    return checksOn(Runtime.JS);
  }

  @TestFactory
  Stream<DynamicTest> withTheWebAssemblyBuild() throws Exception {
    return checksOn(Runtime.WASM);
  }

  private Stream<DynamicTest> checksOn(Runtime runtime) throws Exception {
    NodeRun run = NodeRun.run(runtime, "transport.mjs");
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest(runtime.id + ": runner", () ->
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr())));
    if (run.exitCode() == 0) {
      JsonObject results = Json.parse(run.stdout().lines().reduce((a, b) -> b).orElse("{}"))
          .asObject();
      tests.add(DynamicTest.dynamicTest(runtime.id + ": every check ran", () ->
          assertTrue(results.size() >= 10, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(runtime.id + ": " + m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    }
    return tests.stream();
  }
}
