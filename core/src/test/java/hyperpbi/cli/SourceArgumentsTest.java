package hyperpbi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import hyperpbi.engine.SourceInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceArgumentsTest {
  @TempDir
  Path dir;

  private String file(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, content, StandardCharsets.UTF_8);
    return p.toString();
  }

  @Test
  void parsesSourcesDataViewDefaultAndLeavesTheRest() throws Exception {
    String csv = file("sales.csv", "a\n1\n");
    String book = file("book.xlsx", "zip");
    String json = file("rows.json", "{}");
    String view = file("view.json", "{}");
    SourceArguments.Parsed parsed = SourceArguments.parse(List.of("eval", "spec.json",
        "--source", "sales=" + csv, "--source=wb=" + book + "#Q1 Sales",
        "--source", "api=" + json + "#data.rows", "--dataview", view, "--pretty"));
    assertEquals(List.of("eval", "spec.json", "--pretty"), parsed.rest());
    assertEquals("dataview", parsed.defaultSource());
    List<SourceInput> s = parsed.sources();
    assertEquals(new SourceInput("sales", "csv", null,
        Base64.getEncoder().encodeToString("a\n1\n".getBytes(StandardCharsets.UTF_8)), null,
        null), s.get(0));
    assertEquals("xlsx", s.get(1).format());
    assertEquals("Q1 Sales", s.get(1).sheet());
    assertEquals("data.rows", s.get(2).dataPath());
    assertNull(s.get(2).sheet());
    assertEquals(new SourceInput("dataview", "dataview", null, "e30=", null, null), s.get(3));
  }

  @Test
  void explicitDefaultWins() throws Exception {
    String csv = file("a.csv", "x\n");
    SourceArguments.Parsed parsed = SourceArguments.parse(List.of("--default", "a",
        "--source", "a=" + csv, "--dataview", "pbi=" + file("v.json", "{}")));
    assertEquals("a", parsed.defaultSource());
    assertEquals("pbi", parsed.sources().get(1).name());
  }

  @Test
  void hashInAnExistingFileNameIsPartOfTheName() throws Exception {
    String csv = file("odd#name.csv", "x\n");
    assertNull(SourceArguments.source("s=" + csv).sheet());
  }

  @Test
  void clearErrors() throws Exception {
    assertEquals("cannot read source file '" + dir.resolve("missing.csv")
        + "': no such file", assertThrows(SourceArgumentException.class,
            () -> SourceArguments.source("s=" + dir.resolve("missing.csv"))).getMessage());
    assertEquals("--source expects NAME=PATH, got 'sales.csv'",
        assertThrows(SourceArgumentException.class,
            () -> SourceArguments.source("sales.csv")).getMessage());
    String csv = file("s.csv", "x\n");
    assertEquals("'s=" + csv + "#x': a #fragment selects an .xlsx sheet or a .json data path;"
        + " it does not apply to csv files", assertThrows(SourceArgumentException.class,
            () -> SourceArguments.source("s=" + csv + "#x")).getMessage());
    assertEquals("'" + dir.resolve("x.pdf") + "': unknown file type (use .csv, .tsv, .txt,"
        + " .xlsx or .json)",
        assertThrows(SourceArgumentException.class,
            () -> SourceArguments.source("s=" + dir.resolve("x.pdf"))).getMessage());
    assertEquals("--source needs a value", assertThrows(SourceArgumentException.class,
        () -> SourceArguments.parse(List.of("--source"))).getMessage());
    assertEquals("cannot read source file '" + dir + "': it is a directory",
        assertThrows(SourceArgumentException.class,
            () -> SourceArguments.dataView(dir.toString() + "/")).getMessage()
            .replace(dir + "/'", dir + "'"));
  }
}
