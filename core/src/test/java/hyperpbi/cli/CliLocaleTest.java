package hyperpbi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line in a separate JVM under {@code LANG=C}/{@code LC_ALL=C}, as many CI containers
 * run it: data, names in arguments and diagnostics come out as UTF-8, unaltered, and a file name
 * the platform cannot open is a usage error, not a stack trace.
 */
class CliLocaleTest {
  @TempDir
  Path dir;

  private record Run(int code, String out, String err) {}

  private Run cli(String locale, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Cli.class.getName());
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
    builder.environment().remove("JAVA_TOOL_OPTIONS");
    builder.environment().remove("JDK_JAVA_OPTIONS");
    builder.environment().put("LANG", locale);
    builder.environment().put("LC_ALL", locale);
    Process process = builder.start();
    CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> all(process
        .getErrorStream()));
    byte[] out = all(process.getInputStream());
    int code = process.waitFor();
    return new Run(code, new String(out, StandardCharsets.UTF_8),
        new String(err.get(), StandardCharsets.UTF_8));
  }

  private static byte[] all(InputStream in) {
    try (in) {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      in.transferTo(b);
      return b.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void write(String name, String text) throws IOException {
    Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  void dataAndArgumentsStayUtf8UnderTheCLocale() throws Exception {
    assumeTrue(Files.isReadable(Path.of("/proc/self/cmdline")), "Linux process information");
    write("data.csv", "Stadt,Menge\nZürich,1\n");
    write("spec.json", "{\"version\":\"2.0\",\"components\":[],\"data\":{\"datasets\":"
        + "{\"Größe\":{\"source\":\"städte\"}}}}");
    Run run = cli("C", "eval", "spec.json", "--source", "städte=data.csv", "--dataset", "Größe");
    assertEquals("", run.err());
    assertEquals(0, run.code(), run.out());
    assertTrue(run.out().contains("\"Größe\": {"), run.out());
    assertTrue(run.out().contains("{\"stadt\": \"Zürich\", \"menge\": 1}"), run.out());
    assertFalse(run.out().contains("?"), run.out());
  }

  @Test
  void diagnosticsStayUtf8UnderTheCLocale() throws Exception {
    write("data.csv", "Straße,Menge\nA,1\n");
    write("spec.json", "{\"version\":\"2.0\",\"components\":[{\"type\":\"kpi\",\"id\":\"k\","
        + "\"field\":\"größe\"}]}");
    Run run = cli("C", "check", "spec.json", "--source", "d=data.csv");
    assertEquals(1, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("field 'größe' is not in dataset 'powerbi'"), run.out());
  }

  @Test
  void aFileNameThePlatformCannotOpenIsAUsageError() throws Exception {
    assumeTrue(Files.isReadable(Path.of("/proc/self/cmdline")), "Linux process information");
    write("Zürich.csv", "a\n1\n");
    write("spec.json", "{\"version\":\"2.0\",\"components\":[]}");
    Run run = cli("C", "eval", "spec.json", "--source", "d=Zürich.csv");
    assertEquals(2, run.code(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("cannot read source file 'Zürich.csv': the file name cannot"
        + " be represented in this system's file-name encoding (ANSI_X3.4-1968); run with a UTF-8"
        + " locale, e.g. LC_ALL=C.UTF-8"), run.err());
    assertFalse(run.err().contains("Exception"), run.err());
  }

  /** With a UTF-8 locale (what the hyperpbi script picks) the same file reads. */
  @Test
  void underAUtf8LocaleTheSameFileReads() throws Exception {
    write("Zürich.csv", "a\n1\n");
    write("spec.json", "{\"version\":\"2.0\",\"components\":[]}");
    Run run = cli("C.UTF-8", "eval", "spec.json", "--source", "d=Zürich.csv");
    assumeTrue(!run.err().contains("file-name encoding"), "no C.UTF-8 locale here");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("{\"a\": 1}"), run.out());
  }
}
