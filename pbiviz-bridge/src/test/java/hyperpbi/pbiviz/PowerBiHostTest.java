package hyperpbi.pbiviz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The Power BI host adapter (src/main/js/power-bi-host.mjs) with the engine's JavaScript build
 * against a fake IVisualHost: one test per check of src/test/node/power-bi-host.mjs.
 */
class PowerBiHostTest {
  @TestFactory
  Stream<DynamicTest> againstARecordingHost() throws Exception {
    Path script = Path.of(System.getProperty("hyperpbi.pbiviz.node.dir"), "power-bi-host.mjs");
    Path out = Files.createTempFile("hyperpbi-pbi", ".out");
    ProcessBuilder run = new ProcessBuilder("node", script.toString(), "--build",
        System.getProperty("hyperpbi.visual.dir")).redirectErrorStream(true)
        .redirectOutput(out.toFile());
    // East of UTC with a half-hour offset: a DataView date built in local time must keep its day.
    run.environment().put("TZ", "Asia/Kolkata");
    Process node = run.start();
    boolean finished = node.waitFor(5, TimeUnit.MINUTES);
    String output = Files.readString(out, StandardCharsets.UTF_8);
    Files.delete(out);
    List<DynamicTest> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest("runner", () -> {
      assertTrue(finished, "node did not finish");
      assertEquals(0, node.exitValue(), output);
    }));
    if (finished && node.exitValue() == 0) {
      JsonObject results = Json.parse(output.lines().reduce((a, b) -> b).orElse("{}"))
          .asObject();
      tests.add(DynamicTest.dynamicTest("every check ran", () ->
          assertTrue(results.size() >= 4, results.toString())));
      for (JsonObject.Member m : results) {
        tests.add(DynamicTest.dynamicTest(m.getName(), () ->
            assertEquals("ok", m.getValue().asString())));
      }
    }
    return tests.stream();
  }
}
