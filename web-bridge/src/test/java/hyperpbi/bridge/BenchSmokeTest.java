package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import hyperpbi.bench.BenchData;
import hyperpbi.bridge.NodeRun.Runtime;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The benchmark harness (src/bench/node/bench.mjs, issue 8) at 10,000 rows with one iteration:
 * the engine build, the hand-written loops and Arquero must agree on P1-P4, and the generated
 * CSV must be the JVM generator's byte for byte. No timing is asserted.
 */
class BenchSmokeTest {

  @Test
  void javascriptBuildAgreesWithLoopsAndArquero() throws Exception {
    smoke(Runtime.JS);
  }

  @Test
  void webAssemblyBuildAgreesWithLoopsAndArquero() throws Exception {
    smoke(Runtime.WASM);
  }

  private static void smoke(Runtime runtime) throws Exception {
    NodeRun run = NodeRun.run(runtime, Path.of(NodeRun.property("hyperpbi.bench.dir"), "bench.mjs"),
        "--npm", NodeRun.property("hyperpbi.bench.npm"), "--rows", "10000", "--iterations", "1",
        "--warmup", "0", "--min-ms", "0");
    assertEquals(0, run.exitCode(), "bench.mjs failed\n" + run.output());
    assertTrue(run.stdout().contains("RESULT all contenders agree"), run.output());
    for (String p : new String[] {"P1", "P2", "P3", "P4"}) {
      assertTrue(run.stdout().contains("agree " + p + " 10000: engine, loop, arquero"), run.output());
    }
    String checksum = BenchData.checksum(BenchData.generate(10_000).csv());
    assertTrue(run.stdout().contains("checksum " + checksum),
        "the JavaScript generator differs from BenchData (JVM checksum " + checksum + ")\n"
            + run.output());
  }
}
