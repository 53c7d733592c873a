package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import hyperpbi.bridge.NodeRun.Runtime;
import hyperpbi.canonical.ParityProbe;
import hyperpbi.render.ValueFormatProbe;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The deterministic primitives (number output and parsing, rounding, hashing, natural order,
 * ordered maps) and the renderer's value formatting (numbers, dates, locales) give the same
 * digest over the same generated values on the JVM, in the JavaScript build and in the
 * WebAssembly build.
 */
class ParityTest {
  static final List<String> KINDS = java.util.stream.Stream.concat(ParityProbe.KINDS.stream(),
      java.util.stream.Stream.of("valueFormat")).toList();

  /**
   * The values a kind's digest covers: ValueFormat (patterns, locales, dates) costs far more per
   * value than a primitive, so it takes a tenth of the count and the test stays fast.
   */
  static int countFor(String kind, int count) {
    return kind.equals("valueFormat") ? Math.max(1, count / 10) : count;
  }

  /** The JVM's digest of a kind. */
  static String jvm(String kind, int count, int seed) {
    return kind.equals("valueFormat") ? ValueFormatProbe.run(count, seed)
        : ParityProbe.run(kind, count, seed);
  }

  @TestFactory
  Stream<DynamicTest> javascriptAgreesWithTheJvm() throws Exception {
    return kindsOn(Runtime.JS);
  }

  @TestFactory
  Stream<DynamicTest> webAssemblyAgreesWithTheJvm() throws Exception {
    return kindsOn(Runtime.WASM);
  }

  private Stream<DynamicTest> kindsOn(Runtime runtime) throws Exception {
    int count = Integer.parseInt(NodeRun.property("hyperpbi.parity.count"));
    int seed = Integer.parseInt(NodeRun.property("hyperpbi.parity.seed"));
    // One runner per count: the kinds that share a count share one engine load.
    Map<Integer, List<String>> byCount = new TreeMap<>();
    for (String kind : KINDS) {
      byCount.computeIfAbsent(countFor(kind, count), n -> new ArrayList<>()).add(kind);
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<Integer, List<String>> group : byCount.entrySet()) {
      int n = group.getKey();
      NodeRun run = NodeRun.run(runtime, "parity.mjs", "--count", Integer.toString(n),
          "--seed", Integer.toString(seed), "--kinds", String.join(",", group.getValue()));
      JsonObject digests = run.exitCode() == 0 ? Json.parse(run.stdout().trim()).asObject() : null;
      for (String kind : group.getValue()) {
        tests.add(DynamicTest.dynamicTest(runtime.id + ": " + kind + " x " + n, () -> {
          assertNotNull(digests, "parity runner failed (exit " + run.exitCode() + ")\n"
              + run.output());
          String theirs = digests.getString(kind, null);
          assertNotNull(theirs, "no digest for " + kind + " in " + run.stdout());
          assertFalse(theirs.startsWith("error:"), runtime.id + " probe failed: " + theirs);
          String jvm = jvm(kind, n, seed);
          if (!jvm.equals(theirs)) {
            assertEquals(jvm, theirs, runtime.id + " differs from the JVM on " + kind
                + ": first differing output is number " + firstDifference(runtime, kind, n, seed)
                + " (0-based) of the probe's generator with seed " + seed);
          }
        }));
      }
    }
    return tests.stream();
  }

  /**
   * Bisects on the output count (a digest covers outputs 0..n-1 of the same generated sequence)
   * to name the first output that differs; runs only when a digest already differs.
   */
  private static int firstDifference(Runtime runtime, String kind, int count, int seed)
      throws Exception {
    int same = 0;
    int differs = count;
    while (differs - same > 1) {
      int mid = same + (differs - same) / 2;
      NodeRun run = NodeRun.run(runtime, "parity.mjs", "--count", Integer.toString(mid),
          "--seed", Integer.toString(seed), "--kinds", kind);
      String theirs = run.exitCode() == 0
          ? Json.parse(run.stdout().trim()).asObject().getString(kind, "") : "";
      if (jvm(kind, mid, seed).equals(theirs)) {
        same = mid;
      } else {
        differs = mid;
      }
    }
    return differs - 1;
  }
}
