package hyperpbi.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.eclipsesource.json.Json;
import com.eclipsesource.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/** One run of a Node script from src/test/node against a TeaVM build, with its output. */
record NodeRun(int exitCode, String stdout, String stderr) {

  /** The TeaVM builds the tests drive; paths come from the surefire configuration in the pom. */
  enum Runtime {
    JS("js", "hyperpbi.js.dir"),
    WASM("wasm", "hyperpbi.wasm.dir");

    final String id;
    private final String dirProperty;

    Runtime(String id, String dirProperty) {
      this.id = id;
      this.dirProperty = dirProperty;
    }

    Path buildDir() {
      return Path.of(property(dirProperty));
    }

    /** System Node (20) runs the JavaScript build; Wasm GC needs Node 22 from the build folder. */
    String node() {
      if (this == JS) {
        return "node";
      }
      String node22 = property("hyperpbi.node22");
      assertTrue(Files.isExecutable(Path.of(node22)),
          "Node 22 missing at " + node22 + " (the build installs it with npm in process-test-resources)");
      return node22;
    }
  }

  /**
   * A runner whose last line is a JSON object of check name to "ok" or its failure, as one test
   * per check over a build: the runner's exit code, that at least {@code atLeast} checks ran,
   * then each check by name.
   */
  static Stream<DynamicTest> checks(Runtime runtime, String script, int atLeast) throws Exception {
    NodeRun run = run(runtime, script);
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest(runtime.id + ": runner", () ->
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr())));
    if (run.exitCode() == 0) {
      JsonObject results = Json.parse(run.stdout().lines().reduce((a, b) -> b).orElse("{}"))
          .asObject();
      tests.add(DynamicTest.dynamicTest(runtime.id + ": every check ran", () ->
          assertTrue(results.size() >= atLeast, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(runtime.id + ": " + m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    }
    return tests.stream();
  }

  static NodeRun run(Runtime runtime, String script, String... args)
      throws IOException, InterruptedException {
    return run(runtime, Path.of(property("hyperpbi.node.dir"), script), args);
  }

  /** Runs any script (e.g. the benchmark under src/bench/node) against the runtime's build. */
  static NodeRun run(Runtime runtime, Path script, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(runtime.node());
    command.add(script.toString());
    command.add("--runtime");
    command.add(runtime.id);
    command.add("--build");
    command.add(runtime.buildDir().toString());
    command.addAll(List.of(args));
    return exec(command);
  }

  /** Runs a script of src/test/node that needs no engine build, on system Node. */
  static NodeRun runPlain(String script) throws IOException, InterruptedException {
    return exec(List.of("node", Path.of(property("hyperpbi.node.dir"), script).toString()));
  }

  private static NodeRun exec(List<String> command) throws IOException, InterruptedException {
    Path out = Files.createTempFile("hyperpbi-node", ".out");
    Path err = Files.createTempFile("hyperpbi-node", ".err");
    try {
      Process process = new ProcessBuilder(command)
          .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!process.waitFor(10, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        fail("timed out: " + String.join(" ", command));
      }
      NodeRun run = new NodeRun(process.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
      // Keep the runner's own lines (summary, timings) visible in the Maven log.
      System.out.print(run.stdout().length() > 4000 ? run.stdout().substring(0, 4000) + "...\n" : run.stdout());
      System.out.print(run.stderr());
      return run;
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  static String property(String name) {
    String value = System.getProperty(name);
    assertTrue(value != null, "system property " + name + " is not set (run through Maven)");
    return value;
  }

  String output() {
    return stdout + stderr;
  }
}
