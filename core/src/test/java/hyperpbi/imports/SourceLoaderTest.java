package hyperpbi.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import hyperpbi.data.Workspace;
import hyperpbi.diagnostic.Diagnostic;
import hyperpbi.diagnostic.Diagnostics;
import hyperpbi.engine.SourceInput;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class SourceLoaderTest {

  private static SourceInput csv(String name, String text) {
    return new SourceInput(name, "csv", text, null, null, null);
  }

  private static SourceInput xlsx(String name, byte[] bytes, String sheet) {
    return new SourceInput(name, "xlsx", null, Base64.getEncoder().encodeToString(bytes), null,
        sheet);
  }

  private static List<String> messages(Diagnostics d) {
    List<String> out = new ArrayList<>();
    for (Diagnostic x : d.sorted()) {
      out.add(x.severity().json() + " " + x.code() + " " + x.path() + " " + x.message());
    }
    return out;
  }

  private static final byte[] BOOK = XlsxFixture.workbook()
      .sheet("Sales", "<row r=\"1\"><c r=\"A1\" t=\"str\"><v>a</v></c></row>"
          + "<row r=\"2\"><c r=\"A2\" t=\"e\"><v>#N/A</v></c></row>")
      .sheet("Broken", "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>5</v></c></row>")
      .bytes();

  @Test
  void failingSourcesAreAbsentWithOneDiagnosticEach() {
    Diagnostics d = new Diagnostics();
    Workspace w = SourceLoader.load(List.of(csv("bad", "a,b\n1\n"), csv("good", "a\n1\n"),
        xlsx("book", BOOK, null), csv("good", "b\n2\n"),
        new SourceInput("odd", "parquet", "x", null, null, null)), null, d);
    assertEquals(List.of("good", "book#Sales"), new ArrayList<>(w.sources().keySet()));
    assertEquals("good", w.defaultSource());
    assertEquals(List.of(
        "error SOURCE_IMPORT_FAILED /sources/0 bad: line 2, column 2: missing value (the row has"
            + " 1 value, the header has 2 columns)",
        "error SOURCE_IMPORT_FAILED /sources/2 book#Broken: sheet 'Broken', A1: shared string 5"
            + " does not exist",
        "warning SOURCE_IMPORT_WARNING /sources/2 book#Sales: Sales!A2: error value #N/A"
            + " imported as null",
        "error SOURCE_IMPORT_FAILED /sources/3 a source named 'good' was already loaded; source"
            + " names must be unique",
        "error SOURCE_IMPORT_FAILED /sources/4 odd: unsupported source format 'parquet' (csv,"
            + " tsv, xlsx, json or dataview)"), messages(d));
  }

  @Test
  void aTsvSourceIsTabSeparatedEvenWithOneColumn() {
    // Detection reads the header: one column has no tab there, and its commas would split cells.
    Diagnostics d = new Diagnostics();
    Workspace w = SourceLoader.load(List.of(
        new SourceInput("names", "tsv", "Name\nSmith, John\nDoe, Jane\n", null, null, null),
        new SourceInput("pairs", "tsv", "a,b\tc\n1,2\t3\n", null, null, null)), null, d);
    assertEquals(List.of(), messages(d));
    assertEquals(List.of("Smith, John", "Doe, Jane"), List.of(
        w.sources().get("names").table().column("name").valueAt(0),
        w.sources().get("names").table().column("name").valueAt(1)));
    assertEquals(List.of("a_b", "c"), w.sources().get("pairs").table().fields().stream()
        .map(f -> f.key()).toList());
  }

  @Test
  void aDefaultNamingAWorkbookMeansItsFirstSheet() {
    Diagnostics d = new Diagnostics();
    Workspace w = SourceLoader.load(List.of(csv("a", "x\n1\n"), xlsx("book", BOOK, null)),
        "book", d);
    assertEquals("book#Sales", w.defaultSource());
    assertEquals("book#Sales", w.resolve(Workspace.POWERBI).id());
  }

  @Test
  void anUnknownDefaultIsAnError() {
    Diagnostics d = new Diagnostics();
    Workspace w = SourceLoader.load(List.of(csv("a", "x\n1\n")), "b", d);
    assertNull(w.defaultSource());
    assertEquals(List.of("error UNKNOWN_SOURCE /default default source 'b' was not loaded"),
        messages(d));
  }

  @Test
  void bytesAndLimits() {
    Diagnostics d = new Diagnostics();
    Workspace w = SourceLoader.load(List.of(
        new SourceInput("b64", "csv", null, "YQox", null, null),
        new SourceInput("json", "json", null, "W3siYSI6MX1d", null, null),
        new SourceInput("xlsxText", "xlsx", "PK", null, null, null),
        new SourceInput("bad64", "xlsx", null, "@@@", null, null)),
        null, ImportLimits.DEFAULT, d);
    assertEquals(List.of("b64", "json"), new ArrayList<>(w.sources().keySet()));
    assertEquals(List.of(
        "error SOURCE_IMPORT_FAILED /sources/2 xlsxText: xlsx sources must be sent as base64"
            + " bytes",
        "error SOURCE_IMPORT_FAILED /sources/3 bad64: the base64 content is invalid"),
        messages(d));
  }
}
