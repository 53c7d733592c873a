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

class CliTest {
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

  @Test
  void schemaPrintsOrWritesTheJsonSchema() throws IOException {
    String expected = hyperpbi.schema.SpecificationSchema.text();
    assertEquals(0, run("schema"));
    assertEquals(expected, out.toString(StandardCharsets.UTF_8));
    Path file = dir.resolve("hyperpbi.schema.json");
    assertEquals(0, run("schema", "-o", file.toString()));
    assertEquals(expected, Files.readString(file, StandardCharsets.UTF_8));
    assertEquals(2, run("schema", "--json"));
    assertTrue(err.toString(StandardCharsets.UTF_8)
        .contains("unexpected argument '--json' (schema takes only -o FILE)"), err.toString());
    assertEquals(2, run("schema", "-o", dir.resolve("no/such/dir/x.json").toString()));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("cannot write "), err.toString());
  }

  @Test
  void checkExitsZeroForAValidSpecification() throws IOException {
    String spec = write("ok.json", "{\"version\":\"2.0\",\"components\":[]}");
    assertEquals(0, run("check", spec));
    assertTrue(out.toString().contains("0 errors, 0 warnings"), out.toString());
  }

  @Test
  void checkExitsOneAndNamesThePointerOfTheBrokenSpot() throws IOException {
    String csv = write("sales.csv", "region,amount\nEU,1\n");
    String spec = write("bad.json",
        "{\"version\":\"2.0\",\"components\":[{\"type\":\"kpi\",\"id\":\"k\",\"field\":\"amnt\"}]}");
    assertEquals(1, run("check", spec, "--source", "sales=" + csv));
    assertTrue(out.toString().contains("error UNKNOWN_FIELD at /components/0/field"),
        out.toString());
    assertTrue(out.toString().contains("did you mean 'amount'?"), out.toString());
  }

  @Test
  void checkJsonPrintsTheMachineDocument() throws IOException {
    String spec = write("v.json", "{\"version\":\"3.0\",\"components\":[]}");
    assertEquals(1, run("check", spec, "--json"));
    assertTrue(out.toString().startsWith("{\n  \"ok\": false,"), out.toString());
    assertTrue(out.toString().contains("\"code\": \"UNSUPPORTED_VERSION\""), out.toString());
  }

  @Test
  void aDateAloneSetsTheClockToItsUtcMidnight() throws IOException {
    String csv = write("d.csv", "x\n1\n");
    String spec = write("now.json", "{\"version\":\"2.0\",\"components\":[],\"calculations\":"
        + "{\"fields\":[{\"key\":\"at\",\"expression\":{\"op\":\"now\"}}]}}");
    assertEquals(0, run("eval", spec, "--source", "d=" + csv, "--now", "2024-05-05"));
    assertTrue(out.toString().contains("\"at\": \"2024-05-05T00:00:00Z\""), out.toString());
    assertEquals(1, run("eval", spec, "--source", "d=" + csv, "--now", "2024-05-32"));
    assertTrue(out.toString().contains("INVALID_CLOCK"), out.toString());
  }

  @Test
  void anArityMessageCountsInGoodEnglish() throws IOException {
    String csv = write("a.csv", "x\n1\n");
    String spec = write("arity.json", "{\"version\":\"2.0\",\"components\":[],\"calculations\":"
        + "{\"fields\":[{\"key\":\"c\",\"expression\":{\"op\":\"and\",\"args\":[]}}]}}");
    run("check", spec, "--source", "a=" + csv);
    assertTrue(out.toString().contains("operator 'and' takes at least 1 operand, got 0"),
        out.toString());
  }

  @Test
  void anOptionOfAnotherCommandIsAUsageError() throws IOException {
    String spec = write("o.json", "{\"version\":\"2.0\",\"components\":[]}");
    assertEquals(2, run("eval", spec, "--json"));
    assertTrue(err.toString().contains("--json only applies to check"), err.toString());
    assertEquals(2, run("check", spec, "--dataset", "x"));
    assertTrue(err.toString().contains("--dataset only applies to eval"), err.toString());
    assertEquals(2, run("eval", spec, "--views"));
    assertEquals(2, run("check", spec, "--no-cross-filter"));
    assertEquals(0, run("check", spec, "--json"));
  }

  @Test
  void usageAndUnreadableFilesExitTwo() throws IOException {
    assertEquals(2, run());
    assertEquals(2, run("frobnicate"));
    assertEquals(2, run("eval"));
    assertEquals(2, run("check", dir.resolve("missing.json").toString()));
    String spec = write("s.json", "{\"version\":\"2.0\",\"components\":[]}");
    assertEquals(2, run("eval", spec, "--source", "nothing"));
    assertEquals(2, run("eval", spec, "--source", "x=" + dir.resolve("gone.csv")));
    assertTrue(err.toString().contains("cannot read"), err.toString());
  }

  @Test
  void aSourceNamedPowerbiIsAUsageErrorNotASilentlyMissingSource() throws IOException {
    String spec = write("s.json", "{\"version\":\"2.0\",\"components\":[]}");
    String a = write("t1.csv", "x\n1\n");
    String k = write("k1.csv", "y\n2\n");
    assertEquals(2, run("eval", spec, "--source", "a=" + a, "--source", "powerbi=" + k,
        "--default", "a"));
    assertTrue(err.toString().contains("'powerbi' is the built-in dataset name"), err.toString());
    assertEquals(2, run("eval", spec, "--dataview", "powerbi=" + k));
  }

  @Test
  void evalIsByteIdenticalAcrossRuns() throws IOException {
    String csv = write("sales.csv", "region,amount\nEU,1\nUS,2\n");
    String spec = write("s.json", "{\"version\":\"2.0\",\"components\":[]}");
    assertEquals(0, run("eval", spec, "--source", "sales=" + csv));
    String first = out.toString();
    out.reset();
    assertEquals(0, run("eval", spec, "--source", "sales=" + csv));
    assertEquals(first, out.toString());
    assertTrue(first.contains("\"powerbi\""), first);
  }

  /** --host powerbi: the web-only source is a preparation error, the function is fetched. */
  @Test
  void hostPowerbiReportsWebOnlySourcesInCheckEvalAndSimulate() throws IOException {
    String spec = write("r.json", "{\"version\":\"2.0\",\"data\":{\"sources\":{"
        + "\"orders\":{\"type\":\"miniup.table\",\"site\":\"demo\",\"table\":\"orders\"},"
        + "\"summary\":{\"type\":\"miniup.function\",\"function\":\"summary\"}}},"
        + "\"components\":[]}");
    assertEquals(0, run("check", spec));
    assertEquals(0, run("check", spec, "--host", "web"));
    out.reset();
    assertEquals(1, run("check", spec, "--host", "powerbi"));
    assertEquals(spec + ": error REMOTE_SOURCE_WEB_ONLY at /data/sources/orders/type: source "
        + "'orders' is a miniup.table source, which is web only: in Power BI only miniup.function "
        + "sources can be fetched (through the network-enabled package); serve these rows through "
        + "a MiniUp Function\n1 error, 0 warnings\n", out.toString().replace("\r\n", "\n"));
    out.reset();
    assertEquals(1, run("eval", spec, "--host", "powerbi", "--no-network"));
    assertTrue(out.toString().contains("\"code\": \"REMOTE_SOURCE_NETWORK_DISABLED\", "
        + "\"path\": \"/data/sources/summary/type\""), out.toString());
    out.reset();
    String events = write("e.json", "[]");
    assertEquals(1, run("simulate", spec, "--events", events, "--host", "powerbi"));
    assertTrue(out.toString().contains("\"source\": \"summary\""), out.toString());
    assertTrue(!out.toString().contains("\"source\": \"orders\""), out.toString());
  }

  @Test
  void anUnknownHostIsAUsageError() throws IOException {
    String spec = write("s.json", "{\"version\":\"2.0\",\"components\":[]}");
    assertEquals(2, run("check", spec, "--host", "excel"));
    assertTrue(err.toString().startsWith("--host must be web or powerbi, not 'excel'"),
        err.toString());
    assertEquals(2, run("check", spec, "--host"));
  }

  /** Was "cannot read nope.json: nope.json" and "... Input length = 1". */
  @Test
  void anUnreadableSpecificationSaysWhy() throws IOException {
    String missing = dir.resolve("nope.json").toString();
    assertEquals(2, run("check", missing));
    assertEquals("cannot read " + missing + ": no such file\n", err.toString());
    err.reset();
    Path latin1 = dir.resolve("latin1.json");
    Files.write(latin1, "{\"version\":\"2.0\",\n\"title\":\"M\u00fcnchen\"}"
        .getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(2, run("check", latin1.toString()));
    assertEquals("cannot read " + latin1 + ": not UTF-8 text, at byte offset 28 (line 2, byte"
        + " 0xFC); save the file as UTF-8\n", err.toString());
    err.reset();
    assertEquals(2, run("check", dir.toString()));
    assertEquals("cannot read " + dir + ": it is a directory\n", err.toString());
  }

  @Test
  void theExitCodeReadsOkFromTheDocumentsFirstMember() {
    assertTrue(Cli.leadingOk("{\n  \"ok\": true,\n  \"diagnostics\": []}"));
    assertEquals(false, Cli.leadingOk("{\"ok\":false,\"diagnostics\":[]}"));
    // Not where the engine puts it: parsed in full.
    assertTrue(Cli.leadingOk("{\"diagnostics\": [], \"ok\": true}"));
    assertEquals(false, Cli.leadingOk("{\"ok\": \"true\"}"));
  }
}
