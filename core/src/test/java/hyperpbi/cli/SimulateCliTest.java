package hyperpbi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateCliTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p.toString();
  }

  private String spec() throws IOException {
    return write("spec.json", "{\"version\": \"2.0\", \"components\": [{\"type\": \"select\", "
        + "\"id\": \"pick\", \"field\": \"region\", \"interaction\": {\"externalMode\": "
        + "\"none\"}}, {\"type\": \"table\", \"id\": \"rows\"}, {\"type\": \"modal\", \"id\": "
        + "\"help\", \"components\": []}]}");
  }

  @Test
  void replaysEventsAndPrintsStatesEffectsAndChangedViews() throws IOException {
    String csv = write("sales.csv", "region,amount\nNorth,1\nSouth,2\n");
    String events = write("events.json", "[{\"type\": \"change\", \"component\": \"pick\", "
        + "\"value\": \"South\"}, {\"type\": \"uiAction\", \"action\": {\"type\": \"openOverlay\", "
        + "\"target\": \"help\"}}]");
    assertEquals(0, run("simulate", spec(), "--events", events, "--source", "sales=" + csv),
        err.toString());
    String doc = out.toString();
    assertTrue(doc.contains("\"changedViews\": [\"pick\", \"rows\"]"), doc);
    assertTrue(doc.contains("\"overlays\": [\"help\"]"), doc);
    assertTrue(doc.contains("\"runtime\": {\"crossFilter\": true}"), doc);
  }

  @Test
  void viewsAddTheChangedComponentsViewsToEachStep() throws IOException {
    String csv = write("sales.csv", "region,amount\nNorth,1\nSouth,2\n");
    String events = write("events.json", "[{\"type\": \"change\", \"component\": \"pick\", "
        + "\"value\": \"South\"}]");
    assertEquals(0, run("simulate", spec(), "--events", events, "--views", "--source",
        "sales=" + csv), err.toString());
    String doc = out.toString();
    assertTrue(doc.contains("\"runtime\": {\"crossFilter\": true, \"views\": true}"), doc);
    assertTrue(doc.contains("{\"id\":\"rows\",\"type\":\"table\",\"dataset\":\"powerbi\","
        + "\"shown\":1,\"page\":0,\"pageSize\":1000,\"rows\":[1]"), doc);
  }

  @Test
  void noCrossFilterIsTheRuntimeGate() throws IOException {
    String csv = write("sales.csv", "region,amount\nNorth,1\n");
    String events = write("events.json", "[]");
    assertEquals(0, run("simulate", spec(), "--events", events, "--no-cross-filter",
        "--source", "sales=" + csv), out.toString());
    assertTrue(out.toString().contains("\"runtime\": {\"crossFilter\": false}"), out.toString());
  }

  @Test
  void aBadEventExitsOneAndUsageProblemsExitTwo() throws IOException {
    String events = write("events.json", "[{\"type\": \"uiAction\", \"action\": {\"type\": "
        + "\"launchRocket\"}}]");
    assertEquals(1, run("simulate", spec(), "--events", events));
    assertTrue(out.toString().contains("\"code\": \"UNKNOWN_ACTION\""), out.toString());
    assertEquals(2, run("simulate", spec()));
    assertEquals(2, run("eval", spec(), "--events", events));
    assertEquals(2, run("simulate", spec(), "--events", write("broken.json", "[{")));
    assertTrue(err.toString().contains("simulate needs --events"), err.toString());
  }
}
