package hyperpbi.bridge;

import hyperpbi.bridge.NodeRun.Runtime;
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
    return NodeRun.checks(runtime, "worker.mjs", 11);
  }
}
