package hyperpbi.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cold benchmark's contenders agree at 1,000 rows ({@code ./hyperpbi bench cold} checks the
 * same at its own size before timing); nothing here is timed.
 */
class ColdBenchSmokeTest {
  @TempDir
  Path dir;

  @Test
  void evalAndTheHandWrittenProgramPrintTheSameP1Rows() throws Exception {
    Path csv = ColdBench.data(dir, 1000);
    ByteArrayOutputStream engine = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit = Cli.run(new String[] {"eval", "src/test/resources/bench/p1.json", "--source",
        "sales=" + csv, "--dataset", "p1"}, new PrintStream(engine, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
    ByteArrayOutputStream hand = new ByteArrayOutputStream();
    ColdP1.run(csv, new PrintStream(hand, true, StandardCharsets.UTF_8));

    String engineDocument = engine.toString(StandardCharsets.UTF_8);
    String handDocument = hand.toString(StandardCharsets.UTF_8);
    assertNull(ColdBench.agree(engineDocument, handDocument));
    assertEquals(20, com.eclipsesource.json.Json.parse(handDocument).asObject().get("rows")
        .asArray().size());
  }

  @Test
  void aDifferentTotalIsReported() throws Exception {
    Path csv = ColdBench.data(dir, 1000);
    ByteArrayOutputStream hand = new ByteArrayOutputStream();
    ColdP1.run(csv, new PrintStream(hand, true, StandardCharsets.UTF_8));
    String handDocument = hand.toString(StandardCharsets.UTF_8);
    String engineLike = "{\"ok\": true, \"datasets\": {\"p1\": " + handDocument.replaceFirst(
        "\"recordCount\": (\\d+)", "\"recordCount\": 1$1") + "}}";
    assertNotNull(ColdBench.agree(engineLike, handDocument));
    assertNull(ColdBench.agree("{\"ok\": true, \"datasets\": {\"p1\": " + handDocument + "}}",
        handDocument));
  }
}
