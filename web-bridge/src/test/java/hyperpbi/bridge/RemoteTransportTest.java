package hyperpbi.bridge;

import hyperpbi.bridge.NodeRun.Runtime;
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
    return NodeRun.checks(runtime, "transport.mjs", 10);
  }
}
